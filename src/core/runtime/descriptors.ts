/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * The descriptions the generated L1 constructs declare of each Terraform type's inputs (fields,
 * types, flags, nesting), and how the runtime reads them. Not part of the public API.
 */
import { ValueCheck } from './value-checks';
import { camelCase } from '../base/naming';


/**
 * Whether value checks and type rules run. Only `bench/` turns them off, to measure what they
 * cost (bench/cases/synth-ours-l1.js with BENCH_NO_CHECKS=1); nothing in the package does.
 */
export const CHECKS = { on: true };

/** Field flags. */
export const REQUIRED = 1;
export const SENSITIVE = 2;
export const DEPRECATED = 4;

/** A primitive: string, number, bool, or dynamic (any JSON value). */
export type Primitive = 's' | 'n' | 'b' | 'a';
/**
 * A collection of a primitive or a collection: list, set or map, with the fewest and most items a
 * list or set may hold where the spec states them (`['s', 's', 1]`: a set of at least one string).
 */
export type Collection = readonly ['l' | 's' | 'm', TypeRef, number?, number?];
/**
 * A nested object: `o` single, `l` list, `s` set, `m` map. `b` marks a block (as opposed to a
 * nested attribute); `one` marks a list or set block of at most one item that TypeScript sees as
 * a single struct and the JSON holds as one object.
 */
export interface Nested {
  readonly k: 'o' | 'l' | 's' | 'm';
  readonly s: Struct;
  readonly b?: 1;
  readonly one?: 1;
  readonly min?: number;
  readonly max?: number;
}
export type TypeRef = Primitive | Collection | Nested;

export interface Field {
  /** Name in TypeScript, when it is not the camelCase of the Terraform name (filled in on first use). */
  readonly n?: string;
  /** Terraform name. */
  readonly t: string;
  readonly y: TypeRef;
  /** REQUIRED | SENSITIVE | DEPRECATED */
  readonly f?: number;
  /** Deprecation message. */
  readonly d?: string;
  /** Value check (allowed values, bounds, format), applied to the value or to each item of a list. */
  readonly v?: ValueCheck;
}

export interface Struct {
  readonly f: readonly Field[];
}

interface Indexed extends Struct { _byName?: Map<string, Field>; _byTf?: Map<string, Field> }

/** The TypeScript name of a field. Valid after its struct was indexed. */
export function nameOf(f: Field): string {
  return f.n!;
}

export function byName(s: Struct): Map<string, Field> {
  const x = s as Indexed;
  if (!x._byName) {
    for (const f of s.f) if (f.n === undefined) (f as { n?: string }).n = camelCase(f.t);
    x._byName = new Map(s.f.map((f) => [nameOf(f), f]));
    x._byTf = new Map(s.f.map((f) => [f.t, f]));
  }
  return x._byName;
}
export function byTf(s: Struct): Map<string, Field> {
  byName(s);
  return (s as Indexed)._byTf!;
}

/** Keys of `TerraformMetaArguments`, which every resource and data source config also holds. */
export const ELEMENT_META_KEYS: ReadonlySet<string> = new Set(['dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'provisioners', 'connection']);
/** Keys a provider config holds besides the provider's arguments. */
export const PROVIDER_META_KEYS: ReadonlySet<string> = new Set(['alias']);
export const NO_META: ReadonlySet<string> = new Set();

export const TYPE_WORDS: Record<Primitive, string> = { s: 'a string', n: 'a number', b: 'a boolean', a: 'any value' };

export function typeWord(y: TypeRef): string {
  if (typeof y === 'string') return TYPE_WORDS[y];
  if (Array.isArray(y)) {
    const [k, e] = y as Collection;
    // The plural of the element's first word: strings, any values, maps of booleans.
    const items = typeWord(e).replace(/^an? /, '').replace(/^(any value|\w+)/, '$1s');
    return `${k === 'm' ? 'a map' : k === 's' ? 'a set (array)' : 'a list (array)'} of ${items}`;
  }
  const n = y as Nested;
  if (n.k === 'o' || n.one) return 'a single object (struct)';
  if (n.k === 'm') return 'a map of objects';
  return 'a list (array) of objects';
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
