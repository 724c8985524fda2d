/**
 * The diagrams take any document: for every resource and data source type of the four providers,
 * bodies shaped like their schema (from the schema facts) but filled with hostile values (quotes,
 * Mermaid and HTML syntax, nulls, wrong kinds, references to anything in the document, deep
 * escalation trees) never make topology.md throw, always give the same text, and never show a
 * value the schema marks sensitive or write-only. (Their diagrams, written out once, all parsed and
 * rendered in Mermaid 11.)
 */
import { PROVIDERS } from '../../src/generated/providers';
import { topologyMarkdown } from '../../src/topology';

interface FactBlock { a?: Record<string, [unknown, number, [string, number]?]>; b?: Record<string, [string, number]> }
interface Facts { blocks: FactBlock[]; resources: Record<string, number>; dataSources: Record<string, number> }

/** A small seeded generator (mulberry32), so a failure can be replayed. */
/* eslint-disable no-bitwise */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6D2B79F5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/* eslint-enable no-bitwise */

const HOSTILE = ['a"b', '"]; click n call x()', '<img src=x onerror=alert(1)>', '#quot; #35; &amp;', '`md`', 'end', 'x|y', 'line\nbreak', '', ' ', 'ÿ€漢', 'x'.repeat(300)];

function documentOf(provider: string, seed: number): { doc: any; secrets: string[] } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const facts = JSON.parse(require(`../../src/generated/${provider}/schema-facts`).SCHEMA_FACTS) as Facts;
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const addresses: string[] = [];
  for (const t of Object.keys(facts.resources)) addresses.push(`${t}.r0`, `${t}.r1`);
  for (const t of Object.keys(facts.dataSources)) addresses.push(`data.${t}.d0`);
  const secrets: string[] = [];
  const scalar = (hidden: boolean): unknown => {
    if (hidden) {
      const s = `SECRET-${secrets.length}-value`;
      secrets.push(s);
      return rnd() < 0.5 ? s : [s, { k: s }];
    }
    const r = rnd();
    if (r < 0.3) return pick(HOSTILE);
    if (r < 0.5) return `\${${pick(addresses)}.${pick(['id', 'name', 'type_name', 'environment_id'])}}`;
    if (r < 0.6) return pick([0, -1, 7, 1e21, 3.5]);
    if (r < 0.7) return pick([true, false]);
    if (r < 0.75) return null;
    if (r < 0.85) return [pick(HOSTILE), `\${${pick(addresses)}.id}`];
    return { literal: pick(HOSTILE), reference: pick(HOSTILE) };
  };
  const body = (index: number, depth: number): Record<string, unknown> => {
    const b = facts.blocks[index];
    const out: Record<string, unknown> = {};
    for (const [name, [, flags, nested]] of Object.entries(b.a ?? {})) {
      if (rnd() < 0.25) continue;
      // eslint-disable-next-line no-bitwise
      const hidden = (flags & (8 | 32)) !== 0;
      if (!nested || depth >= 6 || hidden) out[name] = scalar(hidden);
      else out[name] = rnd() < 0.5 ? body(nested[1], depth + 1) : [body(nested[1], depth + 1), body(nested[1], depth + 1)];
    }
    for (const [name, nested] of Object.entries(b.b ?? {})) {
      if (rnd() < 0.25 || depth >= 6) continue;
      out[name] = rnd() < 0.5 ? body(nested[1], depth + 1) : [body(nested[1], depth + 1)];
    }
    return out;
  };
  const doc: any = { resource: {}, data: {} };
  for (const [t, i] of Object.entries(facts.resources)) doc.resource[t] = { r0: body(i, 0), r1: body(i, 0) };
  for (const [t, i] of Object.entries(facts.dataSources)) doc.data[t] = { d0: body(i, 0) };
  return { doc, secrets };
}

test.each(PROVIDERS.flatMap((p) => [1, 2, 3].map((seed) => [p.name, seed])))('%s, seed %i: no throw, stable, no sensitive value shown', (provider, seed) => {
  const { doc, secrets } = documentOf(provider as string, seed as number);
  const md = topologyMarkdown(doc, 'garbage');
  expect(topologyMarkdown(JSON.parse(JSON.stringify(doc)), 'garbage')).toBe(md);
  // Equinix marks nothing sensitive; the other three do, and their secrets are in the document.
  expect(secrets.length > 0).toBe(provider !== 'equinix');
  expect(JSON.stringify(doc)).toContain(secrets[0] ?? '');
  expect(md).not.toMatch(/SECRET-\d+-value/);
  expect(md).not.toContain('could not be drawn');
  // Every label stays inside its quotes: quotes pair up, and outside them no `<`, backtick or word of Mermaid syntax is left.
  const body = md.slice(md.indexOf('```mermaid'), md.lastIndexOf('```'));
  for (const line of body.split('\n').slice(2)) {
    expect((line.match(/"/g) ?? []).length % 2).toBe(0);
    expect(line.replace(/"[^"]*"/g, '""')).not.toMatch(/[<`]|\bclick\b|\bcall\b/);
  }
});
