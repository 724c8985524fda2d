/**
 * The context of one render of the L1 renderer (render.ts): where its problems go, the field
 * paths it reports them at, and the tokens it remembers because they may resolve to a literal
 * (judged at synth, lazy-literals.ts). Not part of the public API.
 */
import { Token, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
import { Finding } from './acknowledgements';
import { Field, TypeRef } from './descriptors';
import { describeHidden, describeValue, ValidationProblem } from '../base/errors';

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

export function join(path: string, key: string) {
  return path ? `${path}.${key}` : key;
}

/** A key in a field path: as it is when it reads as a name, quoted (`tags[""]`, `["a: b"]`) when not. */
export function keyPath(path: string, key: string) {
  return /^[\w$@/-]+$/.test(key) ? join(path, key) : `${path}[${JSON.stringify(key)}]`;
}

/**
 * Whether a token may resolve to a literal: a `Lazy` (its producer runs at synth), or a token
 * that wraps a plain value (`Token.asString(5)`, `Token.asNumber('5')`). References (resource
 * attributes, variables, expressions, functions) are never literals, and other kinds of tokens
 * are not judged either. Asked only for tokens, once, when the input is rendered.
 */
export function mayBeLiteral(v: unknown): boolean {
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
export function noteToken(ctx: Ctx, f: Field, y: TypeRef, v: unknown, path: string): void {
  if (mayBeLiteral(v)) (ctx.lazies ??= []).push({ path, f, y, v, input: ctx.input, sensitive: ctx.sensitive });
}
