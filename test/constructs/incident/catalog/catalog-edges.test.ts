/**
 * Every entry point of the catalog L2s, called with JavaScript edge values (test/edge-values.ts) in
 * one argument or option, the rest valid. Each call must end well: it returns and the stack
 * synthesizes (or fails a validation whose lines name a construct of the stack), or it throws a
 * ValidationError of a construct of the stack (an ArgumentError for CatalogEntry.lookup); and the
 * message is in the L2's words (issue 25): it names the L2 or the lookup, not the L1 or data source
 * inside it, and says how to fix it.
 */
import { App, TerraformStack } from 'cdktn';
import { Errors, incident, TerrainTesting } from '../../../../src/index';
import { EDGES } from '../../../edge-values';

const { CatalogType, CatalogAttributeType } = incident;
const REPO = 'https://github.com/acme/catalog';

type Run = (s: TerraformStack, x: any) => void;
/** A type with one entry, in a stack with the provider. */
function base(s: TerraformStack): incident.CatalogType {
  const t = new CatalogType(s, 'T', { typeName: 'T', description: 'd', sourceRepoUrl: REPO });
  t.addEntry('a', { name: 'A' });
  return t;
}
const type = (s: TerraformStack, props: Record<string, unknown>) => new CatalogType(s, 'X', { typeName: 'X', description: 'd', sourceRepoUrl: REPO, allowEmptyEntries: true, ...props } as any);
const ENTRIES: Record<string, Run> = {
  'props': (s, x) => new CatalogType(s, 'X', x),
  'props.typeName': (s, x) => type(s, { typeName: x }),
  'props.name': (s, x) => type(s, { name: x }),
  'props.description': (s, x) => type(s, { description: x }),
  'props.sourceRepoUrl': (s, x) => type(s, { sourceRepoUrl: x }),
  'props.categories': (s, x) => type(s, { categories: x }),
  'props.owningTeamIds': (s, x) => type(s, { owningTeamIds: x }),
  'props.useNameAsIdentifier': (s, x) => type(s, { useNameAsIdentifier: x }),
  'props.manageEntries': (s, x) => type(s, { manageEntries: x, allowEmptyEntries: undefined }),
  'addAttribute(localId)': (s, x) => base(s).addAttribute(x, { name: 'X', type: CatalogAttributeType.string() }),
  'addAttribute(options)': (s, x) => base(s).addAttribute('x', x),
  'attribute.name': (s, x) => base(s).addAttribute('x', { name: x, type: CatalogAttributeType.string() }),
  'attribute.type': (s, x) => base(s).addAttribute('x', { name: 'X', type: x }),
  'attribute.array': (s, x) => base(s).addAttribute('x', { name: 'X', type: CatalogAttributeType.string(), array: x }),
  'attribute.schemaOnly': (s, x) => base(s).addAttribute('x', { name: 'X', type: CatalogAttributeType.string(), schemaOnly: x }),
  'attribute.backlink': (s, x) => base(s).addAttribute('x', { name: 'X', backlink: x }),
  'attribute.path': (s, x) => base(s).addAttribute('x', { name: 'X', type: CatalogAttributeType.string(), path: x }),
  'CatalogAttributeType.catalogEntry(x)': (s, x) => base(s).addAttribute('x', { name: 'X', type: CatalogAttributeType.catalogEntry(x) }),
  'addEntry(externalId)': (s, x) => base(s).addEntry(x, { name: 'B' }),
  'addEntry(options)': (s, x) => base(s).addEntry('b', x),
  'entry.name': (s, x) => base(s).addEntry('b', { name: x }),
  'entry.aliases': (s, x) => base(s).addEntry('b', { name: 'B', aliases: x }),
  'entry.rank': (s, x) => base(s).addEntry('b', { name: 'B', rank: x }),
  'entry.values': (s, x) => base(s).addEntry('b', { name: 'B', values: x }),
  'addEntries(records)': (s, x) => base(s).addEntries(x),
  'entryRef': (s, x) => base(s).entryRef(x),
  'CatalogType.fromTypeName': (s, x) => CatalogType.fromTypeName(s, 'X', x),
  'CatalogType.fromCatalogTypeAttributes': (s, x) => CatalogType.fromCatalogTypeAttributes(s, 'X', x),
  'CatalogAttribute.fromCatalogAttributeAttributes': (s, x) => incident.CatalogAttribute.fromCatalogAttributeAttributes(s, 'X', x),
  'CatalogEntry.lookup(identifier)': (s, x) => incident.CatalogEntry.lookup(base(s), x),
};

/** The edge values of the sweep: one of each kind a JavaScript caller passes by mistake. */
const PICKED = [
  'undefined', 'null', 'true', '1', '-1', 'NaN', "''", "'x'", "'${var.x}'", '() => 1', '[]', '[null]', '[1, 2]', "['a']", '[{}]', '{}', 'Object.create(null)',
  "no prototype, { a: 'b' }", '{ constructor: 1 }', 'new Date(0)', 'a class instance', 'a string token', 'a number token', 'a list token', 'the stack',
];

/** A message in an L1's words: at the path of an L1 or data source inside the construct, or without a fix (each line of a synth's). */
function inL1Words(message: string): boolean {
  const lines = message.startsWith('Validation failed') ? message.split('\n').filter((l) => /^ {2}\[test/.test(l)) : [message];
  return lines.some((l) => /^\s*\[test[^\]]*\/(Default|Lookup|Entries)\]/.test(l) || !l.includes('Fix:'));
}

test('JavaScript edge values at every entry point end in a result or an error that names the construct (or the function), in the L2\'s words', () => {
  expect(EDGES.filter((x) => PICKED.includes(x.name)).length).toBe(PICKED.length);
  const bad: string[] = [];
  const words: string[] = [];
  for (const [name, run] of Object.entries(ENTRIES)) {
    for (const edge of EDGES.filter((x) => PICKED.includes(x.name))) {
      const app = new App();
      const s = new TerraformStack(app, 'test');
      new incident.IncidentProvider(s, 'incident', {});
      const x = edge.make({ app, stack: s });
      try {
        run(s, x);
      } catch (e: any) {
        const ok = (Errors.isValidationError(e) && /^\[test/.test(e.message)) || (Errors.isArgumentError(e) && /^\[CatalogEntry\.lookup\]/.test(e.message));
        if (!ok) bad.push(`${name} <- ${edge.name}: ${e?.constructor?.name}: ${String(e?.message).slice(0, 200)}`);
        else if (inL1Words(e.message)) words.push(`${name} <- ${edge.name}: ${e.message.slice(0, 200)}`);
        continue;
      }
      try {
        TerrainTesting.synthToObject(s);
      } catch (e: any) {
        const m = String(e?.message);
        if (!m.startsWith('Validation failed with the following errors:\n  [test')) bad.push(`${name} <- ${edge.name}: synth ${e?.constructor?.name}: ${m.slice(0, 300)}`);
        else if (inL1Words(m)) words.push(`${name} <- ${edge.name}: synth: ${m.slice(0, 300)}`);
      }
    }
  }
  expect(bad).toEqual([]);
  expect(words).toEqual([]);
}, 600_000);
