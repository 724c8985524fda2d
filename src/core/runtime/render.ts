/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * The renderer of the L1 runtime: turns a camelCase config into the provider's snake_case JSON
 * while checking its shape (unknown keys, types, required fields, item counts), places dynamic
 * blocks under `dynamic`, remembers tokens that may resolve to a literal (judged at synth), and
 * wraps the tokens of sensitive inputs. Not part of the public API.
 */
import { DefaultTokenResolver, IResolvable, IResolveContext, StringConcat, Token, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
import { Finding } from './acknowledgements';
import { byName, byTf, CHECKS, Collection, DEPRECATED, Field, isPlainObject, nameOf, Nested, NO_META, Primitive, REQUIRED, SENSITIVE, Struct, TYPE_WORDS, TypeRef, typeWord } from './descriptors';
import { checkMeta } from './meta-arguments';
import { checkValue } from './value-checks';
import { addWarning } from '../base/annotations';
import { describeHidden, describeValue, ValidationError, ValidationProblem } from '../base/errors';
import { closestOf } from '../base/spelling';
import { isUnresolved } from '../base/tokens';

export interface Ctx {
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
export interface LazySite {
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

export function problem(ctx: Ctx, field: string, p: string, received: unknown, allowed: string, fix?: string) {
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
  } else if (openTemplateAt(key) !== undefined) {
    incompleteTemplate(ctx, path, key, 'key');
  } else {
    o[key] = v;
  }
}

export function renderStruct(ctx: Ctx, s: Struct, v: unknown, path: string, meta: ReadonlySet<string>): Record<string, unknown> | undefined {
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
        if (!path) ctx.problems.push(...checkMeta(ctx.scope, key, value, v));
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

export function renderValue(ctx: Ctx, f: Field, y: TypeRef, v: unknown, path: string): unknown {
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
    if ((f.f & SENSITIVE) && !isUnresolved(v) && !(typeof v === 'string' && v.includes('${'))) {
      addWarning(ctx.scope, 'terrain:literal-secret',
        `${path} is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. ` +
        'Pass a token instead, e.g. new TerraformVariable(this, \'...\', { type: \'string\', sensitive: true }).value.');
    }
    if (f.f & DEPRECATED) {
      addWarning(ctx.scope, 'terrain:deprecated-attribute', `${path} is deprecated by the provider. ${f.d ?? ''}`.trim());
    }
  }
  // A token is known only at synth: whether it holds a literal secret is seen when it resolves.
  const secretToken = f.f && (f.f & SENSITIVE) && isUnresolved(v);
  if (typeof y === 'string') {
    const out = renderPrimitive(ctx, f, y, v, path);
    return secretToken && out !== undefined ? secretOnResolve(ctx.scope, out, path) : out;
  }
  if (Array.isArray(y)) {
    const [k, e] = y as Collection;
    if (isUnresolved(v)) {
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
  if (isUnresolved(v)) {
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
  if (ctx.resolved && typeof v === 'string' && v.includes('${') && openTemplateAt(v) === undefined) return v;
  const ok = y === 's' ? typeof v === 'string' : y === 'n' ? typeof v === 'number' && !Number.isNaN(v) : typeof v === 'boolean';
  if (!ok) {
    problem(ctx, path, `expected ${TYPE_WORDS[y]}.`, v, TYPE_WORDS[y]);
    return undefined;
  }
  if (typeof v === 'string' && openTemplateAt(v) !== undefined) {
    incompleteTemplate(ctx, path, v, 'value');
    return undefined;
  }
  // A Terraform expression or directive in a string (`${var.x}`) is known only at plan: not judged.
  if (check && CHECKS.on && !(typeof v === 'string' && (v.includes('${') || v.includes('%{')))) {
    const found = checkValue(check, v as string | number, path, ctx.sensitive);
    if (found) (ctx.findings ??= []).push(ctx.input === undefined ? found : { ...found, input: ctx.input });
  }
  return v;
}

/**
 * Where a string opens a Terraform template expression (`${`) or directive (`%{`) that never
 * closes, or undefined. Every string of Terraform JSON is a template: `$${` and `%%{` stand for the
 * characters themselves; a complete `${...}` is an expression (a reference, never judged here).
 * Braces and quoted strings inside an expression are followed, so `${ {a = "}"} }` is complete.
 */
export function openTemplateAt(text: string): number | undefined {
  for (let i = 0; i < text.length - 1; i++) {
    const c = text[i];
    if ((c !== '$' && c !== '%') || text[i + 1] !== '{') continue;
    if (text[i - 1] === c) continue; // `$${` / `%%{`: the characters themselves
    let depth = 1;
    let j = i + 2;
    for (; j < text.length && depth > 0; j++) {
      const d = text[j];
      if (d === '"') {
        for (j++; j < text.length && text[j] !== '"'; j++) if (text[j] === '\\') j++;
      } else if (d === '{') {
        depth++;
      } else if (d === '}') {
        depth--;
      }
    }
    if (depth > 0) return i;
    i = j - 1;
  }
  return undefined;
}

function incompleteTemplate(ctx: Ctx, path: string, text: string, what: 'value' | 'key'): void {
  const at = openTemplateAt(text)!;
  const opener = text.slice(at, at + 2);
  const escaped = `${text.slice(0, at)}${opener[0]}${text.slice(at)}`;
  problem(ctx, path, `is an incomplete Terraform template: '${opener}' opens ${opener === '${' ? 'an expression' : 'a directive'} that never closes, and Terraform refuses the ${what}.`,
    text, `a complete expression such as \${var.name}, or ${opener[0]}${opener} for the characters themselves`,
    `write ${opener[0]}${opener} where you mean the characters${ctx.sensitive ? '' : `, e.g. ${JSON.stringify(escaped.length > 60 ? escaped.slice(0, 57) + '...' : escaped)}`}.`);
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
  if (isUnresolved(v)) {
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
export class DynamicBlock implements IResolvable {
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
export function placeDynamic(out: Record<string, unknown>, key: string, d: DynamicBlock): void {
  Object.defineProperty(out, key, { value: d, enumerable: false, writable: true, configurable: true });
  ((out.dynamic ??= {}) as Record<string, unknown>)[key] = d;
}

/** Removes an input from a rendered object, a dynamic block included. */
export function clearInput(out: Record<string, unknown>, key: string): void {
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
    if (isUnresolved(v) || (typeof v === 'string' && v.includes('${'))) {
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
export function judgeLazies(scope: IConstruct, s: Struct, out: Record<string, unknown>, sites: readonly LazySite[]): Judged {
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
    if (isUnresolved(v) || (typeof v === 'string' && v.includes('${'))) continue;
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
    if (v !== undefined && v !== null && !(typeof v === 'string' && v.includes('${')) && !isUnresolved(v)) {
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
