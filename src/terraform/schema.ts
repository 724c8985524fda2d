/* eslint-disable no-bitwise */ // schema facts keep attribute flags as a bit set
/**
 * The schema a stand-in serves, read from the schema facts the package ships
 * (`generated/<provider>/schema-facts`, made by scripts/gen/schema-facts.ts), and what the
 * stand-in does with values of it: the planned state of a create or update (every computed
 * attribute that is null becomes unknown, write-only attributes become null), the state of an
 * import, and a null object of a block.
 */
import { isObject, object, Unknown, Value } from './msgpack';
import type { SchemaFacts } from '../core/base/schema-facts';

/** The four providers that have a stand-in, by the name in their resource types. */
export const STAND_IN_PROVIDERS: Record<string, string> = {
  mongodbatlas: 'mongodb/mongodbatlas',
  incident: 'incident-io/incident',
  ibm: 'IBM-Cloud/ibm',
  equinix: 'equinix/equinix',
};

/** One attribute, as the stand-in needs it. */
export interface SchemaAttribute {
  readonly name: string;
  /** The cty type, as in `terraform providers schema -json` (undefined for a nested attribute). */
  readonly type?: unknown;
  readonly required: boolean;
  readonly optional: boolean;
  readonly computed: boolean;
  readonly sensitive: boolean;
  readonly deprecated: boolean;
  readonly writeOnly: boolean;
  readonly nested?: { readonly mode: string; readonly block: SchemaBlock };
}

/** A nested block type. */
export interface SchemaBlockType {
  readonly name: string;
  readonly mode: string;
  readonly block: SchemaBlock;
  readonly minItems: number;
  readonly maxItems: number;
}

/** A block: attributes and nested blocks. */
export interface SchemaBlock {
  readonly attributes: SchemaAttribute[];
  readonly blockTypes: SchemaBlockType[];
  readonly deprecated: boolean;
}

/** A provider's schema: provider block, resources and data sources. */
export interface ProviderSchema {
  /** e.g. `registry.terraform.io/mongodb/mongodbatlas` */
  readonly address: string;
  readonly provider: SchemaBlock;
  readonly resources: Map<string, SchemaBlock>;
  readonly dataSources: Map<string, SchemaBlock>;
}

const ATTRIBUTE_MODES = new Set(['single', 'list', 'set', 'map']);
const BLOCK_MODES = new Set(['single', 'list', 'set', 'map', 'group']);


/**
 * Reads the schema facts of one provider; throws an error that says what it cannot serve (an
 * unknown nesting mode, a block index out of range, a type that is not a cty type).
 */
export function schemaFromFacts(json: string): ProviderSchema {
  const facts = JSON.parse(json) as SchemaFacts;
  if (typeof facts.address !== 'string' || !Array.isArray(facts.blocks)) throw new Error('the schema facts hold no provider address or no blocks');
  const built = new Map<number, SchemaBlock>();
  const block = (i: number, where: string): SchemaBlock => {
    const hit = built.get(i);
    if (hit) return hit;
    const f = facts.blocks[i];
    if (!f) throw new Error(`${where}: block ${i} is not in the schema facts`);
    const b: SchemaBlock = { attributes: [], blockTypes: [], deprecated: f.d === 1 };
    built.set(i, b);
    for (const [name, [type, flags, nt]] of Object.entries(f.a ?? {})) {
      const at = `${where}.${name}`;
      if (!(flags & 7)) throw new Error(`${at}: the attribute is neither required, optional nor computed`);
      let nested: SchemaAttribute['nested'];
      if (nt) {
        if (!ATTRIBUTE_MODES.has(nt[0])) throw new Error(`${at}: nesting mode '${nt[0]}' is not one of ${[...ATTRIBUTE_MODES].join(', ')}`);
        nested = { mode: nt[0], block: block(nt[1], at) };
      } else {checkType(type, at);}
      b.attributes.push({
        name,
        type: nt ? undefined : type,
        nested,
        required: (flags & 1) !== 0,
        optional: (flags & 2) !== 0,
        computed: (flags & 4) !== 0,
        sensitive: (flags & 8) !== 0,
        deprecated: (flags & 16) !== 0,
        writeOnly: (flags & 32) !== 0,
      });
    }
    for (const [name, [mode, idx, min, max]] of Object.entries(f.b ?? {})) {
      const at = `${where}.${name}`;
      if (!BLOCK_MODES.has(mode)) throw new Error(`${at}: nesting mode '${mode}' is not one of ${[...BLOCK_MODES].join(', ')}`);
      b.blockTypes.push({ name, mode, block: block(idx, at), minItems: min ?? 0, maxItems: max ?? 0 });
    }
    return b;
  };
  const resources = new Map<string, SchemaBlock>();
  for (const [t, i] of Object.entries(facts.resources ?? {})) resources.set(t, block(i, t));
  const dataSources = new Map<string, SchemaBlock>();
  for (const [t, i] of Object.entries(facts.dataSources ?? {})) dataSources.set(t, block(i, `data.${t}`));
  return { address: facts.address, provider: block(facts.provider, 'provider'), resources, dataSources };
}

const PRIMITIVES = new Set(['string', 'number', 'bool', 'dynamic']);

function checkType(t: unknown, at: string): void {
  if (typeof t === 'string' && PRIMITIVES.has(t)) return;
  if (Array.isArray(t) && t.length === 2) {
    const [k, e] = t;
    if (k === 'list' || k === 'set' || k === 'map') return checkType(e, at);
    if (k === 'object' && e && typeof e === 'object' && !Array.isArray(e)) {
      for (const [n, et] of Object.entries(e)) checkType(et, `${at}.${n}`);
      return;
    }
    if (k === 'tuple' && Array.isArray(e)) return e.forEach((et, i) => checkType(et, `${at}[${i}]`));
  }
  throw new Error(`${at}: ${JSON.stringify(t)} is not a Terraform type`);
}

/** The null object of a block, as Terraform holds it (list and set blocks empty, not null). */
export function nullObject(block: SchemaBlock): { [key: string]: Value } {
  const o = object();
  for (const a of block.attributes) o[a.name] = null;
  for (const bt of block.blockTypes) {
    if (bt.mode === 'list' || bt.mode === 'set') o[bt.name] = [];
    else if (bt.mode === 'map') o[bt.name] = object();
    else if (bt.mode === 'group') o[bt.name] = nullObject(bt.block);
    else o[bt.name] = null;
  }
  return o;
}

/**
 * The planned state for a proposed new state: computed attributes that are null become unknown
 * (Terraform shows them as "known after apply"), write-only attributes become null (they never
 * reach the state); everything else is kept as proposed.
 */
export function planned(block: SchemaBlock, proposed: Value): Value {
  return fill(block, proposed, () => Unknown.VALUE);
}

/**
 * The state a data source reads: computed attributes that are null get placeholder values.
 * Terraform reads a data source whose configuration is known while it plans, and refuses a
 * result that is not wholly known ("Provider produced invalid object"), so the stand-in answers
 * with known placeholders, in the manner of `terraform test` mock providers: strings
 * `stand-in`, numbers 0, bools false, lists and sets of one placeholder element (so that
 * `[0]` resolves), maps empty, objects of placeholders.
 */
export function read(block: SchemaBlock, config: Value): Value {
  return fill(block, config, (a) => (a.nested ? placeholderNested(a.nested.mode, a.nested.block) : placeholder(a.type)));
}

/** The placeholder of a cty type (see `read`). */
export function placeholder(type: unknown): Value {
  if (type === 'string') return 'stand-in';
  if (type === 'number') return 0;
  if (type === 'bool') return false;
  if (Array.isArray(type)) {
    const [k, e] = type;
    if (k === 'list' || k === 'set') return [placeholder(e)];
    if (k === 'map') return object();
    if (k === 'object') return object(Object.entries(e as Record<string, unknown>).map(([n, t]) => [n, placeholder(t)]));
    if (k === 'tuple') return (e as unknown[]).map(placeholder);
  }
  // dynamic: a known null
  return null;
}

function placeholderNested(mode: string, block: SchemaBlock): Value {
  const one = object();
  for (const a of block.attributes) {
    one[a.name] = a.writeOnly ? null : a.nested ? placeholderNested(a.nested.mode, a.nested.block) : placeholder(a.type);
  }
  if (mode === 'single') return one;
  if (mode === 'map') return object();
  return [one];
}

/** A state without write-only values (for import and refresh). */
export function withoutWriteOnly(block: SchemaBlock, state: Value): Value {
  return fill(block, state, (_a, v) => v);
}

/**
 * Walks an object of `block`: `computedNull` decides the value of each computed attribute that
 * is null; write-only attributes become null; nested attributes and blocks are walked.
 */
function fill(block: SchemaBlock, value: Value, computedNull: (a: SchemaAttribute, v: Value) => Value): Value {
  if (!isObject(value)) return value;
  const out = object();
  for (const [k, v] of Object.entries(value)) out[k] = v;
  const each = (mode: string, v: Value, b: SchemaBlock): Value => {
    if (v === null || v instanceof Unknown) return v;
    if (mode === 'single' || mode === 'group') return fill(b, v, computedNull);
    if (Array.isArray(v)) return v.map((x) => fill(b, x, computedNull));
    if (isObject(v)) return object(Object.entries(v).map(([k, x]) => [k, fill(b, x, computedNull)]));
    return v;
  };
  for (const a of block.attributes) {
    const v = out[a.name] ?? null;
    if (a.writeOnly) out[a.name] = null;
    else if (v === null && a.computed) out[a.name] = computedNull(a, v);
    else if (a.nested) out[a.name] = each(a.nested.mode, v, a.nested.block);
    else out[a.name] = v;
  }
  for (const bt of block.blockTypes) out[bt.name] = each(bt.mode, out[bt.name] ?? null, bt.block);
  return out;
}

/**
 * A value read from JSON (a stored state) shaped to the block: every attribute and block is
 * present (null, or empty for list, set and map blocks), keys the block does not have are dropped.
 */
export function shaped(block: SchemaBlock, json: unknown): Value {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return json === undefined ? null : plain(json);
  const src = json as Record<string, unknown>;
  const out = nullObject(block);
  const each = (mode: string, v: unknown, b: SchemaBlock): Value => {
    if (v === null || v === undefined) return null;
    if (mode === 'single' || mode === 'group') return shaped(b, v);
    if (Array.isArray(v)) return v.map((x) => shaped(b, x));
    if (typeof v === 'object') return object(Object.entries(v as object).map(([k, x]) => [k, shaped(b, x)]));
    return plain(v);
  };
  for (const a of block.attributes) {
    if (!(a.name in src)) continue;
    out[a.name] = a.nested ? each(a.nested.mode, src[a.name], a.nested.block) : plain(src[a.name]);
  }
  for (const bt of block.blockTypes) {
    if (!(bt.name in src)) continue;
    const v = each(bt.mode, src[bt.name], bt.block);
    if (v !== null) out[bt.name] = v;
  }
  return out;
}

/** A JSON value as a msgpack value (objects without prototype). */
export function plain(v: unknown): Value {
  if (v === undefined || v === null) return null;
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v === 'object') return object(Object.entries(v as object).map(([k, x]) => [k, plain(x)]));
  return v as Value;
}
