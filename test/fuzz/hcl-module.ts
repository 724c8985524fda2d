/* eslint-disable no-bitwise */ // the schema facts' attribute flags are a bit set (src/core/base/schema-facts.ts)
/**
 * Random HCL modules for the fuzzing of `terrain-constructs convert` (convert.fuzz.test.ts): a
 * provider block, resources and data sources of the types we generate (from the schema facts:
 * every required attribute and block, a random part of the optional ones, values of the
 * attribute's type or references), variables, locals, `count`, `for_each`, `depends_on` and
 * outputs. Strings hold what HCL must escape (quotes, backslashes, `${`, `%{`, new lines,
 * non-ASCII); references point only backwards, so a module never has a cycle.
 */
import * as fc from 'fast-check';
import { FactBlock, FactNested, SchemaFacts } from '../../src/core/base/schema-facts';
import { SCHEMA_FACTS as EQUINIX } from '../../src/generated/equinix/schema-facts';
import { SCHEMA_FACTS as IBM } from '../../src/generated/ibm/schema-facts';
import { SCHEMA_FACTS as INCIDENT } from '../../src/generated/incident/schema-facts';
import { SCHEMA_FACTS as ATLAS } from '../../src/generated/mongodbatlas/schema-facts';

export const FACTS: Record<string, SchemaFacts> = {
  equinix: JSON.parse(EQUINIX), ibm: JSON.parse(IBM), incident: JSON.parse(INCIDENT), mongodbatlas: JSON.parse(ATLAS),
};

/** A module: its text and what it declares. */
export interface HclModule {
  readonly provider: string;
  readonly text: string;
  /** `<type>.<name>` of each resource, `data.<type>.<name>` of each data source. */
  readonly addresses: readonly string[];
}

const REQUIRED = 1;
const OPTIONAL = 2;
const DEPRECATED = 16;

/** A string that HCL must escape in places, as the value (not yet HCL). */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('plain', 'a "quoted" word', 'back\\slash', '${not.a.reference}', '%{ if x }y%{ endif }', 'two\nlines', 'naïve ☃', '$${already}', ''),
);

/** HCL's quoted string of a value. */
export function hclString(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    const next = s[i + 1];
    if (c === '"') out += '\\"';
    else if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if ((c === '$' || c === '%') && next === '{') out += c + c;
    else if (c < ' ') out += `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += c;
  }
  return `"${out}"`;
}

/** What a reference may point at: earlier resources' attributes, the variable, the local. */
interface Scope {
  readonly strings: readonly string[];
}

function valueOf(type: unknown, scope: Scope, depth: number): fc.Arbitrary<string> {
  const refs = scope.strings.length ? fc.constantFrom(...scope.strings) : undefined;
  if (type === 'string') return refs ? fc.oneof({ arbitrary: text.map(hclString), weight: 3 }, { arbitrary: refs, weight: 1 }) : text.map(hclString);
  if (type === 'number') return fc.oneof(fc.integer({ min: -5, max: 100000 }).map(String), fc.constantFrom('0.5', '1e3'));
  if (type === 'bool') return fc.boolean().map(String);
  if (Array.isArray(type) && depth < 4) {
    const [kind, elem] = type as [string, unknown];
    if (kind === 'list' || kind === 'set') return fc.array(valueOf(elem, scope, depth + 1), { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`);
    if (kind === 'map') {
      return fc.dictionary(fc.constantFrom('a', 'b-c', 'team name', 'env'), valueOf(elem, scope, depth + 1), { maxKeys: 3 })
        .map((d) => `{ ${Object.entries(d).map(([k, v]) => `${hclString(k)} = ${v}`).join(', ')} }`);
    }
    if (kind === 'object') {
      const attrs = elem as Record<string, unknown>;
      return fc.tuple(...Object.keys(attrs).map((k) => valueOf(attrs[k], scope, depth + 1).map((v) => `${k} = ${v}`)))
        .map((xs) => `{ ${xs.join(', ')} }`);
    }
  }
  return fc.constant('null');
}

/** The attributes and blocks of a block, as HCL lines. */
function bodyOf(facts: SchemaFacts, index: number, scope: Scope, depth: number): fc.Arbitrary<string[]> {
  const block: FactBlock = facts.blocks[index];
  const parts: Array<fc.Arbitrary<string[]>> = [];
  for (const [name, [type, flags, nested]] of Object.entries(block.a ?? {})) {
    if (!(flags & (REQUIRED | OPTIONAL)) || flags & DEPRECATED || (name === 'id' && !(flags & REQUIRED))) continue;
    const value = nested ? nestedAttribute(facts, nested, scope, depth) : valueOf(type, scope, depth);
    const line = value.map((v): string[] => [`${name} = ${v}`]);
    parts.push(flags & REQUIRED ? line : fc.oneof(fc.constant<string[]>([]), line));
  }
  for (const [name, nested] of Object.entries(block.b ?? {})) {
    if (depth > 3 || facts.blocks[nested[1]].d) continue;
    const [mode, child, min = 0, max] = nested;
    // Terraform refuses a second block of single nesting ("Duplicate ... block").
    const upTo = mode === 'single' ? 1 : Math.min(max ?? 2, Math.max(min, 2));
    parts.push(fc.array(bodyOf(facts, child, scope, depth + 1), { minLength: min, maxLength: upTo })
      .map((bodies) => bodies.flatMap((b) => [`${name} {`, ...b.map((l) => `  ${l}`), '}'])));
  }
  return parts.length ? fc.tuple(...parts).map((xs) => xs.flat()) : fc.constant([]);
}

/** A nested attribute (`x = { ... }` or `x = [{ ... }]`). */
function nestedAttribute(facts: SchemaFacts, nested: FactNested, scope: Scope, depth: number): fc.Arbitrary<string> {
  const [mode, child, min = 0] = nested;
  const one = bodyOf(facts, child, scope, depth + 1).map((lines) => `{\n${lines.map((l) => `  ${l}`).join('\n')}\n}`);
  if (mode === 'single') return one;
  if (mode === 'map') return fc.array(one, { minLength: 1, maxLength: 2 }).map((xs) => `{ ${xs.map((x, i) => `k${i} = ${x}`).join(', ')} }`);
  return fc.array(one, { minLength: Math.min(min, 2), maxLength: 2 }).map((xs) => `[${xs.join(', ')}]`);
}

/** Whether a type's block holds only what this generator can fill (it has at least one settable input). */
function settable(facts: SchemaFacts, index: number): boolean {
  const b = facts.blocks[index];
  return !b.d && Object.values(b.a ?? {}).some(([, flags]) => flags & (REQUIRED | OPTIONAL));
}

const NAME = fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/);

/** A random module of one provider. */
export function hclModule(provider?: string): fc.Arbitrary<HclModule> {
  return fc.constantFrom(...(provider ? [provider] : Object.keys(FACTS))).chain((p) => {
    const facts = FACTS[p];
    const resources = Object.keys(facts.resources).filter((t) => settable(facts, facts.resources[t]));
    const dataSources = Object.keys(facts.dataSources).filter((t) => settable(facts, facts.dataSources[t]));
    const element = fc.record({
      data: fc.boolean(),
      type: fc.constantFrom(...resources),
      dataType: fc.constantFrom(...dataSources),
      meta: fc.constantFrom('none', 'none', 'count', 'for_each', 'depends_on'),
      name: NAME,
    });
    return fc.tuple(fc.uniqueArray(element, { minLength: 1, maxLength: 4, selector: (e) => e.name }), fc.boolean(), fc.boolean())
      .chain(([elements, withVariable, withOutput]) => {
        const lines: string[] = [];
        const scope: string[] = [];
        if (withVariable) {
          lines.push('variable "label" {', '  type    = string', '  default = "fuzz"', '}', '', 'locals {', '  prefix = "${var.label}-x"', '}', '');
          scope.push('var.label', 'local.prefix');
        }
        const addresses: string[] = [];
        const bodies: Array<fc.Arbitrary<string>> = [];
        const seen: string[] = [];
        for (const e of elements) {
          const isData = e.data && dataSources.length > 0;
          const type = isData ? e.dataType : e.type;
          const index = isData ? facts.dataSources[type] : facts.resources[type];
          const address = isData ? `data.${type}.${e.name}` : `${type}.${e.name}`;
          const refs: string[] = [...scope, ...seen.map((a) => `${a}.id`)];
          const meta = e.meta === 'count' ? ['count = 2'] : e.meta === 'for_each' ? ['for_each = toset(["a", "b"])'] : e.meta === 'depends_on' && seen.length ? [`depends_on = [${seen[0]}]`] : [];
          bodies.push(bodyOf(facts, index, { strings: refs }, 0).map((body) => [
            `${isData ? 'data' : 'resource'} "${type}" "${e.name}" {`, ...[...meta, ...body].map((l) => `  ${l}`), '}', '',
          ].join('\n')));
          addresses.push(address);
          // count and for_each make a list or a map: a reference to `x.id` would need an index.
          if (e.meta !== 'count' && e.meta !== 'for_each') seen.push(address);
        }
        return fc.tuple(...bodies).map((texts) => {
          const out = withOutput && seen.length ? ['output "first" {', `  value = ${seen[0]}.id`, '}', ''] : [];
          return { provider: p, text: [`provider "${p}" {}`, '', ...lines, ...texts, ...out].join('\n'), addresses };
        });
      });
  });
}
