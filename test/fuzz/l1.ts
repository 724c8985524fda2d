/* eslint-disable no-bitwise */ // descriptor field flags are a bit set (src/core/runtime/descriptors.ts)
/**
 * Fuzz targets for the generated L1s: for each provider, its provider block and a sample of its
 * resources and data sources, chosen deterministically so that together they cover every feature
 * of the descriptors (required fields, nested blocks single, list and map, lists, sets and maps of
 * primitives, sensitive and deprecated fields, value checks, item counts). Arbitraries are derived
 * from the descriptors (`Struct`, `Field`, type references) that the generated code hands to
 * `renderConfig`.
 */
import * as fs from 'fs';
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { fieldName, hex24, LazyOf, props, Target, takeLastStruct, tok, tokenAny, uuid, word, wrong } from './harness';
import * as rt from '../../src/core/runtime';

export const PROVIDERS = ['mongodbatlas', 'incident', 'ibm', 'equinix'] as const;
/** Types per provider besides the provider block. */
export const SAMPLE_SIZE = 4;

const GENERATED = path.join(__dirname, '..', '..', 'src', 'generated');

/** A generated L1: its class, Terraform type, module directory and descriptor. */
export interface L1Type {
  readonly provider: string;
  readonly dir: string;
  readonly tfType: string;
  readonly cls: any;
  readonly struct: rt.Struct;
  readonly kind: 'provider' | 'resource' | 'data';
}

/** Every generated L1 of a provider, with the descriptor its constructor passes to renderConfig. */
export function l1Types(provider: string): L1Type[] {
  let types = TYPES.get(provider);
  if (!types) TYPES.set(provider, types = loadTypes(provider));
  return types;
}
const TYPES = new Map<string, L1Type[]>();

function loadTypes(provider: string): L1Type[] {
  const dirs = fs.readdirSync(path.join(GENERATED, provider), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  return dirs.map((dir) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(path.join(GENERATED, provider, dir));
    const cls = Object.values(mod).find((v: any) => typeof v === 'function' && typeof v.tfResourceType === 'string') as any;
    if (!cls) throw new Error(`no L1 class in src/generated/${provider}/${dir}`);
    takeLastStruct();
    try {
      new cls(new TerraformStack(new App(), 'scratch'), 'Probe', {});
    } catch {
      // Required fields are missing: the descriptor was captured before the error.
    }
    const struct = takeLastStruct();
    if (!struct) throw new Error(`src/generated/${provider}/${dir} did not call renderConfig`);
    const kind = dir === 'provider' ? 'provider' : dir.startsWith('data-') ? 'data' : 'resource';
    return { provider, dir, tfType: cls.tfResourceType, cls, struct, kind };
  });
}

/** The descriptor features a struct uses, for choosing a sample that covers them all. */
export function features(s: rt.Struct, out = new Set<string>(), depth = 0, seen = new Set<rt.Struct>()): Set<string> {
  if (seen.has(s)) return out;
  seen.add(s);
  if (depth > 0) out.add('nested-depth-' + Math.min(depth, 3));
  for (const f of s.f) {
    const flags = f.f ?? 0;
    if (flags & rt.REQUIRED) out.add('required');
    if (flags & rt.SENSITIVE) out.add('sensitive');
    if (flags & rt.DEPRECATED) out.add('deprecated');
    if (f.v) {
      if (f.v.a) out.add(f.v.w ? 'allowed-values-documented' : 'allowed-values');
      if (f.v.fmt) out.add(`format-${f.v.fmt}`);
      if (f.v.lo !== undefined || f.v.hi !== undefined) out.add('range');
      if (f.v.p) out.add('pattern');
      if (f.v.ll !== undefined || f.v.lh !== undefined) out.add('length');
    }
    typeFeatures(f.y, out, depth, seen);
  }
  return out;
}

function typeFeatures(y: rt.TypeRef, out: Set<string>, depth: number, seen: Set<rt.Struct>): void {
  if (typeof y === 'string') {
    out.add(`primitive-${y}`);
    return;
  }
  if (Array.isArray(y)) {
    const [k, e, min, max] = y as rt.Collection;
    out.add(`collection-${k}${typeof e === 'string' ? '' : '-nested'}`);
    if (min !== undefined || max !== undefined) out.add('collection-counts');
    typeFeatures(e, out, depth, seen);
    return;
  }
  const n = y as rt.Nested;
  out.add(`nested-${n.one ? 'one' : n.k}${n.b ? '-block' : '-attribute'}`);
  if (n.min !== undefined || n.max !== undefined) out.add('nested-counts');
  features(n.s, out, depth + 1, seen);
}

/**
 * The sample of a provider: its provider block, then greedily the type that adds the most
 * features not yet covered (ties: fewer fields, then name), `SAMPLE_SIZE` times.
 */
export function sample(provider: string): L1Type[] {
  const all = l1Types(provider);
  const chosen = all.filter((t) => t.kind === 'provider');
  const covered = new Set<string>();
  for (const t of chosen) features(t.struct).forEach((x) => covered.add(x));
  const rest = all.filter((t) => t.kind !== 'provider');
  for (let i = 0; i < SAMPLE_SIZE && rest.length; i++) {
    const scored = rest.map((t) => {
      const f = features(t.struct);
      f.add(`kind-${t.kind}`);
      return { t, gain: [...f].filter((x) => !covered.has(x)).length, size: t.struct.f.length };
    }).sort((a, b) => b.gain - a.gain || a.size - b.size || a.t.tfType.localeCompare(b.t.tfType));
    const best = scored[0].t;
    chosen.push(best);
    features(best.struct).forEach((x) => covered.add(x));
    covered.add(`kind-${best.kind}`);
    rest.splice(rest.indexOf(best), 1);
  }
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries from descriptors.

const MAX_DEPTH = 4;

function safePattern(p: string): fc.Arbitrary<string> | undefined {
  try {
    const re = new RegExp(p);
    const arb = fc.stringMatching(re).filter((s) => s.length <= 200 && re.test(s));
    fc.sample(arb, { numRuns: 3, seed: 1 });
    return arb;
  } catch {
    return undefined;
  }
}

function stringFor(check: rt.ValueCheck | undefined): fc.Arbitrary<string> {
  if (!check) return word;
  if (check.a) {
    const strings = check.a.filter((x): x is string => typeof x === 'string');
    const allowed = fc.constantFrom(...strings);
    if (strings.length) return fc.oneof({ weight: 9, arbitrary: allowed }, { weight: 1, arbitrary: allowed.map((s) => s.toLowerCase()) });
  }
  if (check.fmt === 'hex24') return hex24;
  if (check.fmt === 'uuid') return uuid;
  if (check.fmt === 'iso8601') return fc.integer({ min: Date.UTC(2026, 10, 23), max: Date.UTC(2026, 11, 15) }).map((ms) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z'));
  if (check.fmt === 'duration') return fc.tuple(fc.integer({ min: 1, max: 90 }), fc.constantFrom('s', 'm', 'h')).map(([n, u]) => `${n}${u}`);
  if (check.p) {
    const arb = safePattern(check.p);
    if (arb) return arb;
  }
  if (check.ll !== undefined || check.lh !== undefined) {
    const min = check.ll ?? 0;
    const max = Math.min(check.lh ?? min + 12, min + 12);
    const s = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), minLength: min, maxLength: max });
    return check.u ? s.map((x) => x.toUpperCase()) : s;
  }
  return check.u ? word.map((x) => x.toUpperCase()) : word;
}

function numberFor(check: rt.ValueCheck | undefined): fc.Arbitrary<number> {
  if (check?.a) {
    const numbers = check.a.filter((x): x is number => typeof x === 'number');
    if (numbers.length) return fc.constantFrom(...numbers);
  }
  const lo = check?.lo ?? 0;
  const hi = check?.hi ?? lo + 1000;
  if (Number.isInteger(lo) && Number.isInteger(hi)) return fc.integer({ min: lo, max: hi });
  return fc.double({ min: lo, max: hi, noNaN: true });
}

/** Well-typed values of a type reference (tokens now and then). */
function typeArb(y: rt.TypeRef, check: rt.ValueCheck | undefined, depth: number, sensitive = false): fc.Arbitrary<unknown> {
  if (typeof y === 'string') {
    switch (y) {
      case 's': return fc.oneof(
        { weight: 9, arbitrary: stringFor(check) },
        { weight: 1, arbitrary: fc.constant(tok('string')) },
        // A Lazy that produces the secret itself: the library must warn when it resolves.
        { weight: sensitive ? 1 : 0, arbitrary: fc.constant(tok('lazyLiteral')) },
      );
      case 'n': return fc.oneof({ weight: 9, arbitrary: numberFor(check) }, { weight: 1, arbitrary: fc.constant(tok('number')) });
      case 'b': return fc.oneof({ weight: 9, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constant(tok('bool')) });
      default: return fc.jsonValue({ maxDepth: 2 });
    }
  }
  if (Array.isArray(y)) {
    const [k, e, min, max] = y as rt.Collection;
    const item = typeArb(e, check, depth + 1);
    if (k === 'm') return fc.dictionary(word, item, { maxKeys: 3 });
    const lo = min ?? 0;
    const list = fc.array(item, { minLength: lo, maxLength: Math.max(lo, Math.min(max ?? 3, 3)) });
    return fc.oneof({ weight: 9, arbitrary: list }, { weight: 1, arbitrary: fc.constant(tok(e === 'n' ? 'numberList' : 'list')) });
  }
  const n = y as rt.Nested;
  const struct = structArb(n.s, depth + 1);
  const lo = n.min ?? 0;
  const value = n.k === 'o' || n.one ? struct
    : n.k === 'm' ? fc.dictionary(word, struct, { maxKeys: 2 })
      : fc.array(struct, { minLength: lo, maxLength: Math.max(lo, Math.min(n.max ?? 2, 2)) });
  // A block known only at synth (a Lazy, as the L2s make them) is rendered and checked when it resolves.
  return fc.oneof({ weight: 9, arbitrary: value }, { weight: 1, arbitrary: value.map((x) => new LazyOf(x)) });
}

/** A well-typed config of a struct: required fields always, optional ones sometimes (fewer when deep). */
export function structArb(s: rt.Struct, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = s.f.filter((f) => depth < MAX_DEPTH || (f.f ?? 0) & rt.REQUIRED);
  return fc.record(
    Object.fromEntries(fields.map((f) => [fieldName(f), typeArb(f.y, f.v, depth, ((f.f ?? 0) & rt.SENSITIVE) !== 0)])),
    { requiredKeys: fields.filter((f) => (f.f ?? 0) & rt.REQUIRED).map(fieldName) },
  );
}

/** Configs that are JavaScript-style wrong at any depth: fields wrong, missing, extra. */
function wrongStructArb(s: rt.Struct, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = s.f.filter((f) => depth < 2 || (f.f ?? 0) & rt.REQUIRED);
  const fieldArb = (f: rt.Field): fc.Arbitrary<unknown> => {
    const y = f.y;
    const nested = typeof y === 'object' && !Array.isArray(y) ? (y as rt.Nested) : undefined;
    const deeper = nested && depth < 2
      ? (nested.k === 'o' || nested.one ? wrongStructArb(nested.s, depth + 1) : fc.array(wrongStructArb(nested.s, depth + 1), { maxLength: 2 }))
      : typeArb(y, f.v, depth);
    // A Lazy block whose content is wrong, or that produces a literal: judged when it resolves. (A
    // Lazy that produces nothing for a required block is not judged: the L2s start their L1s so.)
    const required = ((f.f ?? 0) & rt.REQUIRED) !== 0;
    const lazy = nested ? fc.oneof(deeper, wrong, fc.constant(tok('lazyLiteral'))).filter((x) => !required || (x !== null && x !== undefined)).map((x) => new LazyOf(x)) : tokenAny;
    return fc.oneof(
      { weight: 4, arbitrary: deeper }, { weight: 1, arbitrary: wrong }, { weight: 1, arbitrary: tokenAny }, { weight: 1, arbitrary: lazy },
    );
  };
  const shape = fc.record(Object.fromEntries(fields.map((f) => [fieldName(f), fieldArb(f)])), { requiredKeys: [] });
  return fc.tuple(shape, fc.dictionary((s.f.length ? fc.oneof(word, fc.constantFrom(...s.f.map((f) => f.t))) : word), wrong, { maxKeys: 2 }))
    .map(([a, extra]) => ({ ...extra, ...a }));
}

const META = props({
  dependsOn: { good: fc.constant([]) },
  count: { good: fc.integer({ min: 0, max: 2 }) },
  lifecycle: { good: fc.record({ preventDestroy: fc.boolean() }, { requiredKeys: [] }) },
  provider: { good: wrong },
  forEach: { good: wrong },
});

/** The plan of an L1 target: its config, well-typed, wrong in places, or with wrong meta-arguments. */
export function l1Plan(t: L1Type): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: structArb(t.struct) },
    { weight: 5, arbitrary: wrongStructArb(t.struct) },
    { weight: 1, arbitrary: fc.tuple(structArb(t.struct), META).map(([a, m]) => (m !== null && typeof m === 'object' ? { ...(m as object), ...a } : a)) },
    { weight: 1, arbitrary: wrong },
  );
}

/** The provider block of each provider, for the stack of an L1 target of another type. */
function providerOf(provider: string): (stack: TerraformStack) => void {
  return (stack) => {
    const t = l1Types(provider).find((x) => x.kind === 'provider')!;
    new t.cls(stack, `${provider}-provider`, {});
  };
}

/** Fuzz targets for the sample of each provider. */
export function l1Targets(runs: number): Target[] {
  return PROVIDERS.flatMap((p) => sample(p).map((t): Target => ({
    name: `${p}: ${t.kind === 'data' ? 'data.' : ''}${t.tfType}`,
    covers: [],
    plan: l1Plan(t),
    providers: t.kind === 'provider' ? [] : [providerOf(p)],
    runs,
    build: (c, plan) => {
      new t.cls(c.stack, 'Target', c.val(plan));
    },
  })));
}
