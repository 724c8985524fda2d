/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * Runtime support for the generated L1 constructs: a compact description of each Terraform type's
 * inputs, and one renderer that turns a camelCase config into the provider's snake_case JSON while
 * checking its shape. Generated code only declares descriptions; all logic lives here.
 *
 * Nothing in this file is part of the public API.
 */
import { DefaultTokenResolver, dependable, IResolvable, IResolveContext, StringConcat, TerraformCount, TerraformDataSource, TerraformProvider, TerraformStack, Token, Tokenization } from 'cdktn';
import { IConstruct, IValidation } from 'constructs';
import { addWarning } from './annotations';
import { Finding, noteFindings, reportFindings, reportUnusedAcknowledgements, startAcknowledgementPass } from './checks';
import { describeHidden, describeValue, formatProblem, ValidationError, ValidationProblem } from './errors';
import { camelCase } from './naming';
import { isSensitivePath } from './sensitive';
import { closestOf } from './spelling';
import { stackFound } from './stack-hooks';
import { synthTime } from './synth-time';
import { checkTerraformNames } from './terraform-names';
import { runRules, TypeRule } from './type-rules';
import { checkValue, ValueCheck } from './value-checks';

export type { ValueCheck, TypeRule };

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
function nameOf(f: Field): string {
  return f.n!;
}

function byName(s: Struct): Map<string, Field> {
  const x = s as Indexed;
  if (!x._byName) {
    for (const f of s.f) if (f.n === undefined) (f as { n?: string }).n = camelCase(f.t);
    x._byName = new Map(s.f.map((f) => [nameOf(f), f]));
    x._byTf = new Map(s.f.map((f) => [f.t, f]));
  }
  return x._byName;
}
function byTf(s: Struct): Map<string, Field> {
  byName(s);
  return (s as Indexed)._byTf!;
}

/** Keys of `TerraformMetaArguments`, which every resource and data source config also holds. */
export const ELEMENT_META_KEYS: ReadonlySet<string> = new Set(['dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'provisioners', 'connection']);
/** Keys a provider config holds besides the provider's arguments. */
export const PROVIDER_META_KEYS: ReadonlySet<string> = new Set(['alias']);
const NO_META: ReadonlySet<string> = new Set();

const TYPE_WORDS: Record<Primitive, string> = { s: 'a string', n: 'a number', b: 'a boolean', a: 'any value' };

function typeWord(y: TypeRef): string {
  if (typeof y === 'string') return TYPE_WORDS[y];
  if (Array.isArray(y)) {
    const [k, e] = y as Collection;
    return `${k === 'm' ? 'a map' : k === 's' ? 'a set (array)' : 'a list (array)'} of ${typeWord(e).replace(/^an? /, '')}s`;
  }
  const n = y as Nested;
  if (n.k === 'o' || n.one) return 'a single object (struct)';
  if (n.k === 'm') return 'a map of objects';
  return 'a list (array) of objects';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

interface Ctx {
  readonly scope: IConstruct;
  readonly problems: ValidationProblem[];
  /** Rendering a value produced by a token: keys may already be Terraform names. */
  readonly resolved: boolean;
  readonly warn: boolean;
  /** Findings of value checks, created on the first one. */
  findings?: Finding[];
  /** The top-level input being rendered. */
  input?: string;
  /** Render `null` as unset: a provider block (cdktn cannot render a null in one). */
  readonly dropNull?: boolean;
  /** Rendering a sensitive field (or inside one): messages never show the value. */
  sensitive?: boolean;
  /** Tokens that may resolve to a literal (a `Lazy`, `Token.asString(5)`), judged at synth; created on the first one. */
  lazies?: LazySite[];
}

/**
 * Where an input holds a token that may resolve to a literal at synth (not a reference): a
 * `Lazy`, or a token wrapping a plain value. The stack's check pass resolves it and judges the
 * literal like one given directly: its type, its value check and the type rules.
 */
interface LazySite {
  /** The field path in the construct's names (`rules[0].priority`). */
  readonly path: string;
  readonly f: Field;
  readonly y: TypeRef;
  readonly v: unknown;
  /** The top-level input, so that `setInput` can replace the sites of one input. */
  readonly input?: string;
  /** In a sensitive field: messages about it never show the value. */
  readonly sensitive?: boolean;
}

function problem(ctx: Ctx, field: string, p: string, received: unknown, allowed: string, fix?: string) {
  ctx.problems.push({ field, problem: p, received: ctx.sensitive ? describeHidden(received) : describeValue(received), allowed, fix });
}

/** The field whose name is closest to a misspelt key (edit distance at most 2). */
function closest(key: string, fields: readonly Field[]): Field | undefined {
  return closestOf(key.toLowerCase(), fields, 3, (f) => nameOf(f).toLowerCase());
}

function join(path: string, key: string) {
  return path ? `${path}.${key}` : key;
}

/** A key in a field path: as it is when it reads as a name, quoted (`tags[""]`, `["a: b"]`) when not. */
function keyPath(path: string, key: string) {
  return /^[\w$@/-]+$/.test(key) ? join(path, key) : `${path}[${JSON.stringify(key)}]`;
}

/**
 * `o[key] = v` for a map key. A key is data, but cdktn drops a `__proto__` key from every map when
 * it resolves the document (`result[key] = value`), so it is refused rather than lost.
 */
function setKey(ctx: Ctx, o: Record<string, unknown>, key: string, v: unknown, path: string): void {
  if (key === '__proto__') {
    problem(ctx, path, 'is a key that cdktn cannot write: it drops `__proto__` from every map of cdk.tf.json.', key, 'any other key', 'rename the key.');
  } else {
    o[key] = v;
  }
}

function renderStruct(ctx: Ctx, s: Struct, v: unknown, path: string, meta: ReadonlySet<string>): Record<string, unknown> | undefined {
  if (!isPlainObject(v)) {
    problem(ctx, path || '(config)', 'expected a single object (struct).', v, 'an object with the keys of its struct');
    return undefined;
  }
  const names = byName(s);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(v)) {
    const value = v[key];
    if (value === undefined) continue;
    let f = names.get(key);
    if (!f && ctx.resolved) f = byTf(s).get(key);
    if (!f) {
      if (meta.has(key)) {
        if (!path) checkMeta(ctx, key, value, v);
        continue;
      }
      const hint = byTf(s).get(key) ?? (key ? closest(key, s.f) : undefined);
      problem(ctx, keyPath(path, key), 'unknown key.', key,
        s.f.length ? s.f.map(nameOf).join(', ') : 'no keys',
        hint ? `write '${nameOf(hint)}' instead of '${key}'.` : 'remove the key, or check its spelling against the struct.');
      continue;
    }
    if (!path) ctx.input = nameOf(f);
    const rendered = renderValue(ctx, f, f.y, value, join(path, nameOf(f)));
    if (rendered instanceof DynamicBlock) placeDynamic(out, f.t, rendered);
    else if (rendered !== undefined) out[f.t] = rendered;
  }
  for (const f of s.f) {
    if (!f.f || !(f.f & REQUIRED)) continue;
    // null is no value for a required field either.
    const given = v[nameOf(f)] !== undefined ? v[nameOf(f)] : (ctx.resolved ? v[f.t] : undefined);
    if (given === undefined || given === null) problem(ctx, join(path, nameOf(f)), 'is required.', given, typeWord(f.y), `set '${nameOf(f)}'.`);
  }
  return out;
}

function renderValue(ctx: Ctx, f: Field, y: TypeRef, v: unknown, path: string): unknown {
  if (f.f && (f.f & SENSITIVE) && !ctx.sensitive) {
    ctx.sensitive = true;
    try {
      return renderValue(ctx, f, y, v, path);
    } finally {
      ctx.sensitive = false;
    }
  }
  // A null block is no block (Terraform JSON has no null block); a null attribute is unset.
  if (v === null) return ctx.dropNull || isBlock(y) ? undefined : null;
  if (ctx.warn && f.f) {
    // A `${...}` string is a reference (`'${var.password}'`, or a token once it resolved), no literal.
    if ((f.f & SENSITIVE) && !Token.isUnresolved(v) && !(typeof v === 'string' && v.includes('${'))) {
      addWarning(ctx.scope, 'terrain:literal-secret',
        `${path} is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. ` +
        'Pass a token instead, e.g. new TerraformVariable(this, \'...\', { type: \'string\', sensitive: true }).value.');
    }
    if (f.f & DEPRECATED) {
      addWarning(ctx.scope, 'terrain:deprecated-attribute', `${path} is deprecated by the provider. ${f.d ?? ''}`.trim());
    }
  }
  // A token is known only at synth: whether it holds a literal secret is seen when it resolves.
  const secretToken = f.f && (f.f & SENSITIVE) && Token.isUnresolved(v);
  if (typeof y === 'string') {
    const out = renderPrimitive(ctx, f, y, v, path);
    return secretToken && out !== undefined ? secretOnResolve(ctx.scope, out, path) : out;
  }
  if (Array.isArray(y)) {
    const [k, e] = y as Collection;
    if (Token.isUnresolved(v)) {
      if (!ctx.resolved) noteToken(ctx, f, y, v, path);
      return secretToken ? secretOnResolve(ctx.scope, v, path) : v;
    }
    if (k === 'm') {
      if (!isPlainObject(v)) {
        problem(ctx, path, `expected ${typeWord(y)}.`, v, typeWord(y));
        return undefined;
      }
      const out: Record<string, unknown> = {};
      const valueField = f.v ? { ...NO_FLAGS, v: f.v } : NO_FLAGS;
      for (const key of Object.keys(v)) setKey(ctx, out, key, renderValue(ctx, valueField, e, v[key], keyPath(path, key)), keyPath(path, key));
      return out;
    }
    if (!Array.isArray(v)) {
      problem(ctx, path, `expected ${typeWord(y)}.`, v, typeWord(y), isPlainObject(v) ? 'wrap the value in [ ].' : undefined);
      return undefined;
    }
    const [, , min, max] = y as Collection;
    checkCount(ctx, path, v, min, max);
    const itemField = f.v ? { ...NO_FLAGS, v: f.v } : NO_FLAGS;
    return v.map((item, i) => renderValue(ctx, itemField, e, item, `${path}[${i}]`));
  }
  return renderNested(ctx, y as Nested, v, path);
}

const NO_FLAGS: Field = { n: '', t: '', y: 'a' };

function isBlock(y: TypeRef): boolean {
  return typeof y === 'object' && !Array.isArray(y) && (y as Nested).b === 1;
}

function renderPrimitive(ctx: Ctx, f: Field, y: Primitive, v: unknown, path: string): unknown {
  if (y === 'a') return v;
  if (Token.isUnresolved(v)) {
    // A list token or a map token stands for a collection, never for a string, number or boolean.
    if (Array.isArray(v) || (isPlainObject(v) && !Tokenization.isResolvable(v))) {
      problem(ctx, path, `expected ${TYPE_WORDS[y]}.`, v, TYPE_WORDS[y]);
      return undefined;
    }
    if (!ctx.resolved) noteToken(ctx, f, y, v, path);
    return v;
  }
  const check = f.v;
  // Inside a resolved token, references have already become "${...}" strings.
  if (ctx.resolved && typeof v === 'string' && v.includes('${')) return v;
  const ok = y === 's' ? typeof v === 'string' : y === 'n' ? typeof v === 'number' && !Number.isNaN(v) : typeof v === 'boolean';
  if (!ok) {
    problem(ctx, path, `expected ${TYPE_WORDS[y]}.`, v, TYPE_WORDS[y]);
    return undefined;
  }
  // A Terraform expression or directive in a string (`${var.x}`) is known only at plan: not judged.
  if (check && CHECKS.on && !(typeof v === 'string' && (v.includes('${') || v.includes('%{')))) {
    const found = checkValue(check, v as string | number, path, ctx.sensitive);
    if (found) (ctx.findings ??= []).push(ctx.input === undefined ? found : { ...found, input: ctx.input });
  }
  return v;
}

/** The item count of a list or set against the fewest and most items the spec allows. */
function checkCount(ctx: Ctx, path: string, v: readonly unknown[], min: number | undefined, max: number | undefined) {
  const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
  if (max !== undefined && v.length > max) problem(ctx, path, 'has too many items.', v, `at most ${max}`, `keep at most ${items(max)}.`);
  if (min !== undefined && v.length < min) problem(ctx, path, 'has too few items.', v, `at least ${min}`, `give at least ${items(min)}.`);
}

function renderNested(ctx: Ctx, y: Nested, v: unknown, path: string): unknown {
  // `iterator.dynamic({...})`: a `dynamic` block for a block; for a nested attribute, cdktn's
  // `for` expression (what it resolves to).
  if (isDynamic(v)) return y.b ? renderDynamic(ctx, y, v, path) : forExpression(ctx, y, v, path);
  if (Tokenization.isResolvable(v)) {
    if (!ctx.resolved) noteToken(ctx, NO_FLAGS, y, v, path);
    return new RenderOnResolve(ctx.scope, y, v, path, ctx.sensitive);
  }
  if (Token.isUnresolved(v)) {
    // A map token (an object with one encoded key) cannot stand for a block: cdktn cannot render it.
    if (isPlainObject(v)) {
      problem(ctx, path, `expected ${typeWord(y)}, not a map token.`, v, typeWord(y), y.b ? 'pass the object itself.' : 'pass the object itself, or a reference to it (a string token).');
      return undefined;
    }
    if (y.b) {
      ctx.problems.push(blockFromReference(y, v, path, ctx.sensitive));
      return undefined;
    }
    return v;
  }
  if (y.k === 'o' || y.one) {
    if (Array.isArray(v)) {
      problem(ctx, path, 'expected a single object (struct), not a list.', v, 'one object', v.length === 1 ? 'remove the surrounding [ ].' : 'pass one object.');
      return undefined;
    }
    return renderStruct(ctx, y.s, v, path, NO_META);
  }
  if (y.k === 'm') {
    if (!isPlainObject(v)) {
      problem(ctx, path, 'expected a map of objects.', v, 'an object whose values are structs');
      return undefined;
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) setKey(ctx, out, key, renderStruct(ctx, y.s, v[key], keyPath(path, key), NO_META), keyPath(path, key));
    return out;
  }
  if (!Array.isArray(v)) {
    problem(ctx, path, 'expected a list (array) of objects, not a single object.', v, 'an array of structs', isPlainObject(v) ? 'wrap the object in [ ].' : undefined);
    return undefined;
  }
  checkCount(ctx, path, v, y.min, y.max);
  return v.map((item, i) => {
    if (!Tokenization.isResolvable(item)) return renderStruct(ctx, y.s, item, `${path}[${i}]`, NO_META);
    if (isDynamic(item)) {
      ctx.problems.push({
        field: `${path}[${i}]`,
        problem: 'is a dynamic block, which stands for all the items, not for one.',
        received: 'iterator.dynamic({...}) as an item',
        allowed: 'iterator.dynamic({...}) as the whole value, or objects as items',
        fix: `pass the iterator's dynamic(...) without the surrounding [ ], e.g. ${path.slice(path.lastIndexOf('.') + 1)}: iterator.dynamic({...}).`,
      });
      return undefined;
    }
    if (!ctx.resolved) noteToken(ctx, NO_FLAGS, { ...y, k: 'o' }, item, `${path}[${i}]`);
    return new RenderOnResolve(ctx.scope, { ...y, k: 'o' }, item, `${path}[${i}]`, ctx.sensitive);
  });
}

/** What `TerraformIterator.dynamic({...})` returns (cdktn's TerraformDynamicExpression). */
interface DynamicExpression {
  readonly iterator: { _getForEachExpression(): unknown; dynamic(content: Record<string, unknown>): unknown };
  readonly content: unknown;
}
const DYNAMIC_EXPRESSION = Symbol.for('cdktf/TerraformDynamicExpression');

function isDynamic(v: unknown): v is DynamicExpression {
  return v !== null && typeof v === 'object' && DYNAMIC_EXPRESSION in v;
}

/**
 * A block given as `iterator.dynamic({...})`: Terraform JSON holds it under the `dynamic` key of
 * the object that would hold the block, as `{ for_each, iterator: 'each', content }`, the way
 * cdktn's own provider bindings render it. The content is checked against the block's struct
 * (camelCase keys or Terraform names; iterator references are tokens, not judged) and rendered
 * with Terraform names.
 */
class DynamicBlock implements IResolvable {
  public readonly creationStack: string[] = [];
  constructor(private readonly iterator: DynamicExpression['iterator'], private readonly content: Record<string, unknown>) {}

  public resolve(context: IResolveContext): any {
    // Iterator references inside the content resolve to `each.value` / `each.key` (cdktn reads it).
    context.iteratorContext = 'DYNAMIC_BLOCK';
    return { for_each: this.iterator._getForEachExpression(), iterator: 'each', content: this.content };
  }

  public toString(): string {
    return Token.asString(this);
  }
}

function renderDynamic(ctx: Ctx, y: Nested, v: DynamicExpression, path: string): DynamicBlock | undefined {
  // The content may use Terraform names (cdktn passes it on as it is), and `${...}` strings are
  // Terraform's to judge: the same reading as a value a token produced.
  const sub: Ctx = { ...ctx, resolved: true };
  const content = renderStruct(sub, y.s, v.content, `${path}[each]`, NO_META);
  if (sub.findings) ctx.findings = sub.findings;
  return content && new DynamicBlock(v.iterator, content);
}

/**
 * `iterator.dynamic({...})` for a nested attribute: cdktn's `for` expression over the content,
 * checked against the attribute's struct and written with Terraform names (cdktn writes the keys
 * as it gets them, and Terraform refused the TypeScript names: "attribute ... is required").
 */
function forExpression(ctx: Ctx, y: Nested, v: DynamicExpression, path: string): unknown {
  const sub: Ctx = { ...ctx, resolved: true };
  const content = renderStruct(sub, y.s, v.content, `${path}[each]`, NO_META);
  if (sub.findings) ctx.findings = sub.findings;
  return content && v.iterator.dynamic(content);
}

/**
 * Puts a dynamic block where the JSON wants it: under `dynamic.<name>` of the object. The block's
 * own key holds it too, not enumerated (so not in the JSON), for the type rules, which then see a
 * value known only at plan rather than no block.
 */
function placeDynamic(out: Record<string, unknown>, key: string, d: DynamicBlock): void {
  Object.defineProperty(out, key, { value: d, enumerable: false, writable: true, configurable: true });
  ((out.dynamic ??= {}) as Record<string, unknown>)[key] = d;
}

/** Removes an input from a rendered object, a dynamic block included. */
function clearInput(out: Record<string, unknown>, key: string): void {
  delete out[key];
  const dyn = out.dynamic as Record<string, unknown> | undefined;
  if (dyn && key in dyn) {
    delete dyn[key];
    if (!Object.keys(dyn).length) delete out.dynamic;
  }
}

/**
 * A token standing for a nested value whose content is only known at synth time (for example a
 * `Lazy` an L2 construct fills in). When it resolves, the content is rendered and checked like a
 * literal; keys may be camelCase or already Terraform names. References (`${...}` strings) and
 * tokens pass through.
 */
class RenderOnResolve implements IResolvable {
  public readonly creationStack: string[] = [];
  constructor(
    private readonly scope: IConstruct, private readonly y: Nested, private readonly inner: IResolvable, private readonly path: string,
    private readonly sensitive?: boolean,
  ) {}

  public resolve(context: IResolveContext): any {
    // Render the raw value the inner token produces, and let cdktn resolve the result once. Any
    // token inside it is rendered on its own when cdktn reaches it. (Resolving the inner token
    // first would walk the whole tree twice.)
    let v: unknown = this.inner.resolve(context);
    for (let depth = 0; Tokenization.isResolvable(v) && depth < 100; depth++) {
      if (isDynamic(v) && this.y.b) throw new ValidationError(this.scope, [dynamicThroughToken(this.path)]);
      v = (v as IResolvable).resolve(context);
    }
    // Still a token, or a reference: Terraform's to judge. Anything else (a literal string, a
    // number) is checked like a literal, and is no nested block.
    // A Lazy that produces nothing renders no block (Terraform JSON has no null block).
    if (v === undefined || v === null) return undefined;
    if (Token.isUnresolved(v) || (typeof v === 'string' && v.includes('${'))) {
      if (this.y.b) throw new ValidationError(this.scope, [blockFromReference(this.y, v, this.path, this.sensitive)]);
      return v;
    }
    const ctx: Ctx = { scope: this.scope, problems: [], resolved: true, warn: true, sensitive: this.sensitive };
    const out = renderNested(ctx, this.y, v, this.path);
    if (ctx.problems.length) throw new ValidationError(this.scope, ctx.problems);
    return out;
  }

  public toString(): string {
    return Token.asString(this);
  }
}

/**
 * A reference where a block goes: Terraform's JSON syntax takes a block only as objects (or under
 * `dynamic`), whatever the reference refers to ("Incorrect JSON value type"); a nested attribute
 * takes one.
 */
function blockFromReference(y: Nested, v: unknown, path: string, sensitive?: boolean): ValidationProblem {
  const name = path.slice(path.lastIndexOf('.') + 1).replace(/\[.*$/, '') || path;
  const single = y.k === 'o' || y.one;
  return {
    field: path,
    problem: 'is a block, which Terraform takes only as objects, not as a reference.',
    received: sensitive ? describeHidden(v) : describeValue(v),
    allowed: "the block's objects (their fields may hold references), or iterator.dynamic({...}) for one block per item of a collection",
    fix: `write the ${single ? 'object' : 'objects'}, e.g. ${name}: ${single ? '{ ... }' : '[{ ... }]'}, or ${single ? 'a block' : 'one block'} per item of the collection it refers to: `
      + `${name}: TerraformIterator.fromList(<reference>).dynamic({ ... }).`,
  };
}

/** A dynamic block that a token produced: cdktn can no longer move it under `dynamic`. */
function dynamicThroughToken(path: string): ValidationProblem {
  return {
    field: path,
    problem: 'is a dynamic block produced by a token, which cannot be rendered as a dynamic block.',
    received: 'a token that resolves to iterator.dynamic({...})',
    allowed: 'iterator.dynamic({...}) given directly, or the block\'s objects',
    fix: 'pass iterator.dynamic({...}) itself as the value, not through a Lazy or another token.',
  };
}

/**
 * Whether a token may resolve to a literal: a `Lazy` (its producer runs at synth), or a token
 * that wraps a plain value (`Token.asString(5)`, `Token.asNumber('5')`). References (resource
 * attributes, variables, expressions, functions) are never literals, and other kinds of tokens
 * are not judged either. Asked only for tokens, once, when the input is rendered.
 */
function mayBeLiteral(v: unknown): boolean {
  for (const t of tokensOf(v)) {
    if (t === null || typeof t !== 'object') continue;
    const x = t as { producer?: { produce?: unknown }; constructor?: { name?: string } };
    if (typeof x.producer?.produce === 'function') return true; // a Lazy (of cdktn, or of cdktf)
    if (Object.getPrototypeOf(x) === INTRINSIC || x.constructor?.name === 'Intrinsic') return true; // not a subclass: no expression
  }
  return false;
}
const INTRINSIC = Object.getPrototypeOf(Token.asAny(0));

/** The tokens in a value (`Tokenization.reverse`, which fails on a number list token). */
function tokensOf(v: unknown): readonly unknown[] {
  try {
    if (Tokenization.isResolvable(v)) return [v];
    if (typeof v === 'string') {
      const f = Tokenization.reverseString(v);
      return [...f.tokens, ...f.intrinsic];
    }
    if (typeof v === 'number') return [Tokenization.reverseNumber(v)];
    if (Array.isArray(v)) {
      return [v.every((x) => typeof x === 'number') ? Tokenization.reverseNumberList(v) : v.every((x) => typeof x === 'string') ? Tokenization.reverseList(v) : undefined];
    }
    if (v !== null && typeof v === 'object') return [Tokenization.reverseMap(v as Record<string, unknown>)];
  } catch {
    // Not judged: what cannot be read back is treated like a reference.
  }
  return [];
}

/** Remembers a token that may resolve to a literal, to judge what it resolves to at synth. */
function noteToken(ctx: Ctx, f: Field, y: TypeRef, v: unknown, path: string): void {
  if (mayBeLiteral(v)) (ctx.lazies ??= []).push({ path, f, y, v, input: ctx.input, sensitive: ctx.sensitive });
}

/** What judging the literal-bearing tokens of one L1 found, and the input the type rules read. */
interface Judged {
  readonly input: Record<string, unknown>;
  readonly findings?: Finding[];
  readonly problems: ValidationProblem[];
}

/**
 * Resolves each remembered token (references stay as they are) and judges a literal like one
 * given directly: its type and shape (problems), its value check (findings). The type rules read
 * a copy of the rendered input with those literals in place of the tokens.
 */
function judgeLazies(scope: IConstruct, s: Struct, out: Record<string, unknown>, sites: readonly LazySite[]): Judged {
  const ctx: Ctx = { scope, problems: [], resolved: true, warn: false };
  let input = out;
  const copied = new Set<object>();
  for (const site of sites) {
    const v = Tokenization.resolve(site.v, { scope, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) });
    if (v === undefined || v === null) {
      if (site.f.f && (site.f.f & REQUIRED)) problem(ctx, site.path, 'is required, but its token resolved to nothing.', v, typeWord(site.y), 'make the token produce a value.');
      continue;
    }
    // A reference (or an expression) is Terraform's to judge.
    if (Token.isUnresolved(v) || (typeof v === 'string' && v.includes('${'))) continue;
    const before = ctx.problems.length;
    ctx.input = site.input;
    ctx.sensitive = site.sensitive;
    const rendered = renderValue(ctx, site.f, site.y, v, site.path);
    if (ctx.problems.length > before || rendered === undefined) continue;
    const at = tfPathOf(s, site.path);
    if (at) input = withValue(input, at, rendered, copied);
  }
  return { input, findings: ctx.findings, problems: ctx.problems };
}

const SEGMENT = /\.?([\w$@/-]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;

/**
 * The Terraform path of a field path in the construct's names (`rules[0].targetPort` ->
 * `['rules', 0, 'target_port']`), read along the struct; undefined when it does not fit.
 */
function tfPathOf(s: Struct, path: string): Array<string | number> | undefined {
  const at: Array<string | number> = [];
  let cur: TypeRef = { k: 'o', s };
  SEGMENT.lastIndex = 0;
  while (SEGMENT.lastIndex < path.length) {
    const m = SEGMENT.exec(path);
    if (!m || typeof cur === 'string') return undefined;
    const key: string | undefined = m[1] ?? (m[3] !== undefined ? JSON.parse(m[3]) : undefined);
    const index = m[2] !== undefined ? Number(m[2]) : undefined;
    if (Array.isArray(cur)) {
      const [k, e] = cur as Collection;
      if (k === 'm' ? key === undefined : index === undefined) return undefined;
      at.push(k === 'm' ? key! : index!);
      cur = e;
      continue;
    }
    const n = cur as Nested;
    if (n.k === 'o' || n.one) {
      const f = key === undefined ? undefined : byName(n.s).get(key);
      if (!f) return undefined;
      at.push(f.t);
      cur = f.y;
    } else {
      if (n.k === 'm' ? key === undefined : index === undefined) return undefined;
      at.push(n.k === 'm' ? key! : index!);
      cur = { k: 'o', s: n.s };
    }
  }
  return at;
}

/** `root` with `value` at `at`, copying only the objects along the way (once each). */
function withValue(root: Record<string, unknown>, at: ReadonlyArray<string | number>, value: unknown, copied: Set<object>): Record<string, unknown> {
  const copy = (o: any): any => {
    if (copied.has(o)) return o;
    // Keep the non-enumerated keys of dynamic blocks.
    const c = Array.isArray(o) ? [...o] : Object.create(Object.getPrototypeOf(o), Object.getOwnPropertyDescriptors(o));
    copied.add(c);
    return c;
  };
  const top = copy(root);
  let cur = top;
  for (let i = 0; i < at.length - 1; i++) {
    const next = cur[at[i]];
    // Inside a token (a Lazy for a whole block): nothing to put the value into.
    if (next === null || typeof next !== 'object' || Tokenization.isResolvable(next)) return top;
    cur = cur[at[i]] = copy(next);
  }
  cur[at[at.length - 1]] = value;
  return top;
}

/**
 * A token in a sensitive input, which warns (`terrain:literal-secret`) if it resolves to a literal
 * value rather than a reference (a `Lazy` that produces the secret itself, say).
 */
class SecretOnResolve implements IResolvable {
  public readonly creationStack: string[] = [];
  constructor(private readonly scope: IConstruct, private readonly inner: unknown, private readonly path: string) {}

  public resolve(context: IResolveContext): any {
    const v = context.resolve(this.inner);
    if (v !== undefined && v !== null && !(typeof v === 'string' && v.includes('${')) && !Token.isUnresolved(v)) {
      addWarning(this.scope, 'terrain:literal-secret',
        `${this.path} is sensitive and holds a token that resolves to a literal value at synth, which ends up in plain text in cdk.tf.json and in the state. `
        + 'Pass a reference instead, e.g. new TerraformVariable(this, \'...\', { type: \'string\', sensitive: true }).value.');
    }
    return v;
  }

  public toString(): string {
    return Token.asString(this);
  }
}

/** Wraps a token of a sensitive input in a `SecretOnResolve` of the same kind (string, number, list or object). */
function secretOnResolve(scope: IConstruct, v: unknown, path: string): unknown {
  const wrapped = new SecretOnResolve(scope, v, path);
  if (typeof v === 'string') return Token.asString(wrapped);
  if (typeof v === 'number') return Token.asNumber(wrapped);
  if (Array.isArray(v)) return Token.asList(wrapped);
  return wrapped;
}

/**
 * Renders and checks the config of a generated L1 construct. Throws one ValidationError listing
 * every problem: an unknown key, a wrong type or shape, a missing required field.
 */
export function renderConfig(
  scope: IConstruct, s: Struct, config: unknown, meta: ReadonlySet<string>, rules?: readonly TypeRule[],
): Record<string, unknown> {
  const ctx: Ctx = { scope, problems: [], resolved: false, warn: true, dropNull: meta === PROVIDER_META_KEYS };
  try {
    const out = renderStruct(ctx, s, config === undefined ? {} : config, '', meta) ?? {};
    if (ctx.problems.length) throw new ValidationError(scope, ctx.problems);
    const rendered = new Rendered(scope, s, out, rules, ctx.findings);
    rendered.lazies = ctx.lazies;
    RENDERED.set(scope, rendered);
    register(rendered);
    return out;
  } catch (e) {
    // The constructor throws: leave nothing half-built in the tree, so that the caller may catch
    // the error and still synthesize the stack.
    RENDERED.delete(scope);
    detach(scope);
    throw e;
  }
}

/** Takes a construct whose construction failed out of the tree. */
function detach(scope: IConstruct): void {
  scope.node.scope?.node.tryRemoveChild(scope.node.id);
}

/** Options of `setInput`. */
export interface SetInputOptions {
  /**
   * Add no deprecation or literal-secret warnings to the L1: the calling L2 reports those
   * itself, in its own words and on its own path.
   * @default false
   */
  readonly quiet?: boolean;
}

/**
 * The description and the rendered attributes of every generated L1, for `setInput`; what
 * `trySetInput` last rejected, per input (only once something was rejected); and the findings of
 * its value checks. At synth the type rules of its Terraform type run over the rendered input (see
 * `StackChecks`), and what they and the value checks found is reported by the L1's own validation.
 */
class Rendered implements IValidation {
  public rejected?: Map<string, ValidationProblem[]>;
  /** Set by the owning L2's validation when it reported problems of its own (see `ownerReported`). */
  public ownerReported?: boolean;
  /** What the last run of the rules and value checks found, to report. */
  public pending?: readonly Finding[];
  /** Whether this is a validation of the L1 already. */
  public attached?: boolean;
  /** The tokens in the input that may resolve to literals, judged at synth (see `judgeLazies`). */
  public lazies?: readonly LazySite[];
  /** What the last check found wrong with the literals those tokens resolved to (shape errors). */
  public problems?: ValidationProblem[];
  constructor(
    public readonly scope: IConstruct,
    public readonly s: Struct,
    public readonly out: Record<string, unknown>,
    private readonly rules: readonly TypeRule[] | undefined,
    public findings: Finding[] | undefined,
  ) {}

  /** Runs the type rules; true when they or the value checks found something to report. */
  public check(): boolean {
    let input = this.out;
    let found = this.findings;
    this.problems = undefined;
    if (this.lazies) {
      const judged = judgeLazies(this.scope, this.s, this.out, this.lazies);
      input = judged.input;
      if (judged.findings) found = found ? found.concat(judged.findings) : judged.findings;
      if (judged.problems.length) this.problems = judged.problems;
    }
    this.pending = this.rules?.length ? runRules(this.rules, input, found, new SynthClock(this.scope), (p) => isSensitivePath(this.s, p)) : found;
    return (this.pending !== undefined && this.pending.length > 0) || this.problems !== undefined;
  }

  /** The L1's validation (only L1s with findings get one): runs after its L2's, which may silence it. */
  public validate(): string[] {
    if (this.ownerReported || !CHECKS.on) return NO_ERRORS;
    // A literal of the wrong type or shape that a token produced: an error like at construction.
    const errors = this.problems ? this.problems.map(formatProblem) : NO_ERRORS;
    const all = this.pending;
    if (!all?.length) return errors;
    const reported = reportFindings(this.scope, all);
    return errors.length ? errors.concat(reported) : reported;
  }
}
const NO_ERRORS: string[] = [];
const RENDERED = new WeakMap<IConstruct, Rendered>();

/**
 * One validation per stack runs the checks of every L1 in it. cdktn validates a stack before the
 * constructs in it (pre-order), so an L1 with findings gets its own validation just in time, and
 * its errors carry its own path. The L1s without findings (nearly all) get none: a validation on
 * every L1 made each construct node carry one more property, and cost 10% of synth at N = 5000.
 */
class StackChecks implements IValidation {
  public readonly members: Rendered[] = [];

  constructor(private readonly stack: IConstruct) {}

  public validate(): string[] {
    if (!CHECKS.on) return NO_ERRORS;
    startAcknowledgementPass(this.stack);
    for (const r of this.members) {
      if (r.check()) {
        if (r.pending) noteFindings(r.scope, r.pending);
        if (!r.attached) {
          r.attached = true;
          r.scope.node.addValidation(r);
        }
      }
    }
    reportUnusedAcknowledgements(this.stack);
    return NO_ERRORS;
  }
}
const STACK_CHECKS = new WeakMap<IConstruct, StackChecks>();

/** Adds an L1 to the checks of its stack (the nearest scope that validates its tree at synth). */
function register(r: Rendered): void {
  const scopes = r.scope.node.scopes;
  for (let i = scopes.length - 2; i >= 0; i--) {
    const c = scopes[i];
    if (typeof (c as { runAllValidations?: unknown }).runAllValidations !== 'function') continue;
    let checks = STACK_CHECKS.get(c);
    if (!checks) {
      STACK_CHECKS.set(c, checks = new StackChecks(c));
      c.node.addValidation(checks);
      checkTerraformNames(c);
      stackFound(c);
    }
    checks.members.push(r);
    return;
  }
  // Not in a stack: the L1 checks itself.
  r.attached = true;
  r.scope.node.addValidation({ validate: () => (r.check() ? r.validate() : NO_ERRORS) });
}

/**
 * The input description of a generated L1 (or of an import block's stand-in), for the policy
 * packs: which fields are sensitive. Undefined for constructs this library did not generate.
 */
export function describedBy(scope: IConstruct): Struct | undefined {
  return RENDERED.get(scope)?.s;
}

/** The rules' context: the synth time, looked up only when a rule asks for it. */
class SynthClock {
  constructor(private readonly scope: IConstruct) {}
  public get now(): number {
    return synthTime(this.scope).getTime();
  }
}

/**
 * Replaces one input of a generated L1 construct after construction, checked and rendered like
 * the constructor's config (`name` is the TypeScript name; `undefined` removes an optional
 * input). L2 constructs call it when their own state changes (a region added, a removal policy
 * applied), so that the value is rendered once, not at every resolution of a token.
 */
export function setInput(l1: IConstruct, name: string, value: unknown, options: SetInputOptions = {}): void {
  const problems = trySetInput(l1, name, value, options);
  if (problems.length) throw new ValidationError(l1, problems);
}

/**
 * `setInput` that returns the problems instead of throwing; it changes nothing when there are
 * any, and remembers them for `rejectedInputs` until the same input is set successfully. An L2
 * whose own rules run at synth uses it, so that a value the L1 rejects is reported at synth with
 * the L2's problems, all at once, rather than thrown halfway through construction.
 */
export function trySetInput(l1: IConstruct, name: string, value: unknown, options: SetInputOptions = {}): ValidationProblem[] {
  const rendered = RENDERED.get(l1);
  const f = rendered && byName(rendered.s).get(name);
  if (!rendered || !f) throw new Error(`setInput: ${l1.node.path} has no generated input '${name}'.`);
  const ctx: Ctx = { scope: l1, problems: [], resolved: false, warn: !options.quiet, input: name };
  if (value === undefined) {
    if (f.f && (f.f & REQUIRED)) problem(ctx, name, 'is required.', undefined, typeWord(f.y), `set '${name}'.`);
    else clearInput(rendered.out, f.t);
  } else {
    const v = renderValue(ctx, f, f.y, value, name);
    if (!ctx.problems.length) {
      // A null block is no block: the input is unset.
      clearInput(rendered.out, f.t);
      if (v instanceof DynamicBlock) placeDynamic(rendered.out, f.t, v);
      else if (v !== undefined) rendered.out[f.t] = v;
    }
  }
  if (ctx.problems.length) {
    (rendered.rejected ??= new Map()).set(name, ctx.problems);
  } else {
    rendered.rejected?.delete(name);
    if (rendered.findings?.length || ctx.findings) {
      const kept = (rendered.findings ?? []).filter((x) => x.input !== name);
      rendered.findings = ctx.findings ? kept.concat(ctx.findings) : kept;
    }
    if (rendered.lazies || ctx.lazies) {
      const kept = (rendered.lazies ?? []).filter((x) => x.input !== name);
      rendered.lazies = ctx.lazies ? kept.concat(ctx.lazies) : (kept.length ? kept : undefined);
    }
  }
  return ctx.problems;
}

/**
 * Called by an L2's synth-time validation (which runs before its L1's): when the L2 reported
 * problems in its own words, the L1's value checks and type rules stay silent for this synth, so
 * that one mistake is not reported twice; once the L2's problems are fixed, they run again.
 */
export function ownerReported(l1: IConstruct, reported: boolean): void {
  const r = RENDERED.get(l1);
  if (r) r.ownerReported = reported;
}

/** What `trySetInput` last rejected for each input of a generated L1 that is still rejected. */
export function rejectedInputs(l1: IConstruct): ValidationProblem[] {
  const rejected = RENDERED.get(l1)?.rejected;
  return rejected ? [...rejected.values()].flat() : [];
}

/**
 * Checks an import id against the format the spec states for its type (`<guid>/<id>`,
 * `<catalog_type_id>:<attribute_id>`, `<project_id>-<cluster_name>`): each part non-empty and the
 * separators where they belong. A token is not judged. What does not match is reported at synth
 * as `rule:<type>/import-id-format` on `scope` (the L1 for `importFrom`, the import block for
 * `generateConfigForImport`), so it can be acknowledged like any rule.
 */
export function checkImportId(scope: IConstruct, id: unknown, tfType: string, format: string): void {
  const rendered = RENDERED.get(scope);
  // A later importFrom replaces the id: what was found of the earlier one goes.
  if (rendered?.findings) rendered.findings = rendered.findings.filter((f) => f.input !== '(import id)');
  if (typeof id !== 'string' || Token.isUnresolved(id) || importIdPattern(format).test(id)) return;
  const finding: Finding = {
    id: `rule:${tfType}/import-id-format`,
    level: 'error',
    input: '(import id)',
    problem: {
      field: '(import id)',
      problem: `does not have the form ${format}.`,
      received: describeValue(id),
      allowed: format,
      fix: `write the id of the existing ${tfType} as ${format}, each part filled in.`,
    },
  };
  if (rendered) {
    rendered.findings = [...(rendered.findings ?? []), finding];
  } else {
    // An import block: checked in its stack's pass like an L1 with no rules, one finding.
    try {
      register(new Rendered(scope, NO_FIELDS, {}, undefined, [finding]));
    } catch (e) {
      // generateConfigForImport throws after creating the block: leave nothing half-built.
      detach(scope);
      throw e;
    }
  }
}

const NO_FIELDS: Struct = { f: [] };

const IMPORT_PATTERNS = new Map<string, RegExp>();

/** `<a>:<b>` -> /^[^:]+:[^:]+$/; a part between `-` may hold `-` itself (names do), so it is `.+`. */
function importIdPattern(format: string): RegExp {
  let re = IMPORT_PATTERNS.get(format);
  if (!re) {
    const body = format.split(/(<[^>]+>)/).filter(Boolean).map((part) => {
      if (!part.startsWith('<')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return format.includes('-') ? '.+' : '[^:/]+';
    }).join('');
    re = new RegExp(`^${body}$`);
    IMPORT_PATTERNS.set(format, re);
  }
  return re;
}

/** The meta-arguments of a config, safe to read even when a JavaScript caller passed no config. */
export function metaArguments(config: unknown): Record<string, any> {
  if (!isPlainObject(config)) return {};
  const c = config as Record<string, any>;
  // Only well-formed values reach cdktn, which would otherwise fail at synth with a TypeError;
  // renderConfig reports the others, with their field names.
  const ok = (key: string) => (c[key] === undefined || c[key] === null || metaProblem(key, c[key], c) ? undefined : c[key]);
  return {
    dependsOn: ok('dependsOn'),
    count: ok('count'),
    provider: ok('provider'),
    lifecycle: lifecycleForCdktn(ok('lifecycle')),
    forEach: ok('forEach'),
    provisioners: ok('provisioners'),
    connection: ok('connection'),
  };
}

/**
 * The lifecycle as cdktn renders it right: a construct in replaceTriggeredBy becomes its address,
 * as in depends_on (cdktn's `dependable`); cdktn rendered it as "${type.name}", which Terraform
 * refuses there ("Invalid character").
 */
function lifecycleForCdktn(l: any): any {
  const items: unknown = l?.replaceTriggeredBy;
  if (!Array.isArray(items) || items.every((x) => typeof x === 'string')) return l;
  return { ...l, replaceTriggeredBy: items.map((x) => (typeof x === 'string' ? x : dependable(x))) };
}

/** The alias of a provider config, safe to read even when a JavaScript caller passed no config. */
export function providerAlias(config: unknown): string | undefined {
  return isPlainObject(config) && typeof config.alias === 'string' ? config.alias : undefined;
}

const LIFECYCLE_FLAGS = ['createBeforeDestroy', 'preventDestroy'];
const LIFECYCLE_LISTS = ['replaceTriggeredBy', 'precondition', 'postcondition'];
const LIFECYCLE_KEYS = [...LIFECYCLE_FLAGS, 'ignoreChanges', ...LIFECYCLE_LISTS];

/** What a meta-argument (or a provider's alias) must be, when it is not. */
function metaProblem(key: string, v: unknown, config: Record<string, unknown>): Omit<ValidationProblem, 'field' | 'received'> | undefined {
  const isObject = (x: unknown) => x !== null && typeof x === 'object';
  switch (key) {
    case 'dependsOn':
      if (Array.isArray(v) && v.every((x) => isObject(x) && typeof (x as { fqn?: unknown }).fqn === 'string')) return undefined;
      return { problem: 'expected a list of constructs to depend on.', allowed: 'a list of resources, data sources or modules (ITerraformDependable)', fix: 'list the constructs this one waits for, e.g. dependsOn: [bucket].' };
    case 'count':
      if (config.forEach !== undefined && config.forEach !== null) {
        return { problem: 'cannot be set together with forEach.', allowed: 'either count or forEach', fix: 'remove count, or remove forEach.' };
      }
      if ((typeof v === 'number' && Number.isInteger(v) && v >= 0) || Token.isUnresolved(v) || TerraformCount.isTerraformCount(v)) return undefined;
      return { problem: 'expected a whole number of instances, 0 or more.', allowed: 'a whole number, 0 or more, a number token or a TerraformCount', fix: 'set count to the number of instances, e.g. 2, or remove it.' };
    case 'provider':
      if (TerraformProvider.isTerraformProvider(v)) return undefined;
      return { problem: 'expected a provider construct.', allowed: 'a TerraformProvider, e.g. the provider construct of this resource\'s provider', fix: 'pass the provider construct (new ...Provider(...)), not its name or alias.' };
    case 'lifecycle': {
      // A token is no lifecycle block: cdktn spreads the object into the JSON (and recursed forever on a reference).
      const l = v as Record<string, unknown>;
      const ok = isPlainObject(v) && !Tokenization.isResolvable(v)
        && Object.keys(l).every((k) => LIFECYCLE_KEYS.includes(k))
        && LIFECYCLE_FLAGS.every((k) => l[k] === undefined || typeof l[k] === 'boolean' || Token.isUnresolved(l[k]))
        && LIFECYCLE_LISTS.every((k) => l[k] === undefined || Array.isArray(l[k]))
        && (l.ignoreChanges === undefined || l.ignoreChanges === 'all' || (Array.isArray(l.ignoreChanges) && l.ignoreChanges.every((x) => typeof x === 'string')));
      if (ok) return undefined;
      return {
        problem: 'is not a lifecycle block.',
        allowed: 'an object with createBeforeDestroy and preventDestroy (booleans), ignoreChanges (a list of attribute names, or \'all\'), replaceTriggeredBy, precondition and postcondition (lists)',
        fix: 'write the lifecycle as an object literal, e.g. { preventDestroy: true }.',
      };
    }
    case 'forEach':
      if (isObject(v) && typeof (v as { _getForEachExpression?: unknown })._getForEachExpression === 'function') return undefined;
      return { problem: 'expected an iterator.', allowed: 'a TerraformIterator, e.g. TerraformIterator.fromList(list)', fix: 'create the iterator with TerraformIterator.fromList(...) or fromMap(...), or remove forEach.' };
    case 'provisioners':
      if (Array.isArray(v) && v.every((x) => isPlainObject(x) && typeof x.type === 'string')) return undefined;
      return { problem: 'expected a list of provisioners.', allowed: "a list of provisioner objects, each with its type ('file', 'local-exec' or 'remote-exec')", fix: 'write each provisioner as an object literal with its type, or remove provisioners.' };
    case 'connection':
      if (isPlainObject(v) && !Tokenization.isResolvable(v)) return undefined;
      return { problem: 'expected a connection block.', allowed: 'an object with the connection settings (type, host, ...)', fix: 'write the connection as an object literal, or remove it.' };
    case 'alias':
      if (typeof v === 'string') return undefined;
      return { problem: 'expected a string.', allowed: 'the alias name, a string', fix: 'write the alias as a string, e.g. alias: \'eu\'.' };
    default:
      return undefined;
  }
}

/** Reports a meta-argument that cdktn could not render (null means unset, like undefined). */
function checkMeta(ctx: Ctx, key: string, v: unknown, config: Record<string, unknown>): void {
  if (v === null) return;
  const p = metaProblem(key, v, config);
  if (p) {
    ctx.problems.push({ field: key, received: describeValue(v), ...p });
    return;
  }
  if (key === 'dependsOn') checkOtherStacks(ctx, 'dependsOn', 'depends_on', v as unknown[]);
  if (key === 'lifecycle') {
    const l = v as Record<string, unknown>;
    if (TerraformDataSource.isTerraformDataSource(ctx.scope)) checkDataLifecycle(ctx, l);
    if (Array.isArray(l.replaceTriggeredBy)) checkOtherStacks(ctx, 'lifecycle.replaceTriggeredBy', 'replace_triggered_by', l.replaceTriggeredBy);
  }
}

/** What the lifecycle of a data source takes (Terraform: "Invalid data resource lifecycle argument" for the rest). */
const DATA_LIFECYCLE_KEYS = ['precondition', 'postcondition'];

function checkDataLifecycle(ctx: Ctx, l: Record<string, unknown>): void {
  for (const k of Object.keys(l)) {
    if (l[k] === undefined || DATA_LIFECYCLE_KEYS.includes(k)) continue;
    ctx.problems.push({
      field: `lifecycle.${k}`,
      problem: 'is for resources only, Terraform refuses it in the lifecycle of a data source.',
      received: describeValue(l[k]),
      allowed: 'precondition and postcondition',
      fix: `remove ${k} from the lifecycle.`,
    });
  }
}

/**
 * A construct of another stack in depends_on or replace_triggered_by: cdktn renders it as a
 * reference to an output of that stack, which Terraform refuses there ("Invalid depends_on
 * reference").
 */
function checkOtherStacks(ctx: Ctx, field: string, tfName: string, deps: readonly unknown[]): void {
  const own = stackOf(ctx.scope);
  deps.forEach((d, i) => {
    const other = stackOf(d);
    if (!own || !other || other === own) return;
    ctx.problems.push({
      field: `${field}[${i}]`,
      problem: `is a construct of stack '${other.node.id}', and ${tfName} names only what is in the same stack.`,
      received: (d as IConstruct).node.path,
      allowed: `${tfName === 'depends_on' ? 'resources, data sources and modules' : 'resources'} of stack '${own.node.id}'`,
      fix: `remove it from ${field.replace(/^lifecycle\./, '')}, and have the stacks deployed in order: <stack '${own.node.id}'>.addDependency(<stack '${other.node.id}'>) `
        + '(a reference to its attributes does that by itself).',
    });
  });
}

/** The stack a construct is in, or undefined for what is no construct in a stack. */
function stackOf(x: unknown): TerraformStack | undefined {
  if (x === null || typeof x !== 'object' || !((x as IConstruct).node?.scopes)) return undefined;
  return (x as IConstruct).node.scopes.slice().reverse().find((s): s is TerraformStack => TerraformStack.isStack(s));
}

/** Warns that a whole Terraform type is deprecated by its provider. */
export function warnDeprecatedType(scope: IConstruct, tfType: string, message: string): void {
  addWarning(scope, 'terrain:deprecated-type', `${tfType} is deprecated by the provider. ${message}`.trim());
}
