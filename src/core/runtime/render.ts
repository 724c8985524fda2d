/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * The renderer of the L1 runtime: turns a camelCase config into the provider's snake_case JSON
 * while checking its shape (unknown keys, types, required fields, item counts), places dynamic
 * blocks under `dynamic` (dynamic-blocks.ts), remembers tokens that may resolve to a literal
 * (render-context.ts; judged at synth, lazy-literals.ts), refuses incomplete templates
 * (template-strings.ts), and wraps the tokens of sensitive inputs (secret-tokens.ts). Not part of
 * the public API.
 */
import { IResolvable, IResolveContext, Token, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
import { literalSecretAnswer } from './answered-secrets';
import { byName, byTf, CHECKS, Collection, DEPRECATED, Field, isPlainObject, nameOf, Nested, NO_META, Primitive, REQUIRED, SENSITIVE, Struct, TYPE_WORDS, TypeRef, typeWord } from './descriptors';
import { blockFromReference, DynamicBlock, DynamicExpression, dynamicThroughToken, isDynamic, placeDynamic } from './dynamic-blocks';
import { checkMeta } from './meta-arguments';
import { Ctx, join, keyPath, noteToken, problem } from './render-context';
import { secretOnResolve } from './secret-tokens';
import { incompleteTemplate, openTemplateAt } from './template-strings';
import { checkValue } from './value-checks';
import { addWarning } from '../base/annotations';
import { ValidationError } from '../base/errors';
import { closestOf } from '../base/spelling';
import { isUnresolved } from '../base/tokens';

/** The field whose name is closest to a misspelt key (edit distance at most 2). */
function closest(key: string, fields: readonly Field[]): Field | undefined {
  return closestOf(key.toLowerCase(), fields, 3, (f) => nameOf(f).toLowerCase());
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
    // A `${...}` string is a reference (`'${var.password}'`, or a token once it resolved), no literal;
    // a literal the L1's owner answers for (answered-secrets.ts) is its owner's to judge.
    if ((f.f & SENSITIVE) && !isUnresolved(v) && !(typeof v === 'string' && v.includes('${')) && literalSecretAnswer(ctx.scope, path) === undefined) {
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

