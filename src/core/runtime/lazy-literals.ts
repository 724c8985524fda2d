/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * Tokens that may resolve to a literal (a `Lazy`, `Token.asString(5)`), which the L1 renderer
 * (render.ts) remembered as `LazySite`s: at synth each is resolved and its literal judged like one
 * given directly (its type and shape, its value check), and the type rules read the input with
 * those literals in place of the tokens. Not part of the public API.
 */
import { DefaultTokenResolver, StringConcat, Tokenization } from 'cdktn';
import { IConstruct } from 'constructs';
import { Finding } from './acknowledgements';
import { byName, Collection, Nested, REQUIRED, Struct, TypeRef, typeWord } from './descriptors';
import { renderValue } from './render';
import { Ctx, LazySite, problem } from './render-context';
import { ValidationProblem } from '../base/errors';
import { isUnresolved } from '../base/tokens';

/** What judging the literal-bearing tokens of one L1 found, and the input the type rules read. */
export interface Judged {
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
export function tfPathOf(s: Struct, path: string): Array<string | number> | undefined {
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
export function withValue(
  root: Record<string, unknown>, at: ReadonlyArray<string | number>, value: unknown, copied: Set<object>,
): Record<string, unknown> {
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
