/* eslint-disable no-bitwise */ // descriptor field flags are a bit set (src/core/runtime/descriptors.ts)
/**
 * The shared driver of the property-based fuzzing (test/fuzz/*.fuzz.test.ts).
 *
 * A target builds constructs from a random plan: props that are well-typed or JavaScript-style
 * wrong, and a sequence of calls (addRegion, grantRead, addNotification, ...). Every case must end
 * in one of:
 * - a synthesized document: valid JSON, no problem in `Conformance.check`, and no literal secret
 *   (a sensitive attribute, per the L1 descriptors, holding a plain string) without a
 *   `terrain:literal-secret` annotation on its L1 or an ancestor;
 * - a `ValidationError` (at construction or while tokens resolve) whose message starts with the
 *   path of a construct of the app and names a field;
 * - a failed synth validation whose every entry starts with the path of a construct of the app
 *   and names a field (`[path] field: problem ...`);
 * - the error of a value factory (`NotificationTarget.slack(...)`, `Duration.minutes(...)`), which
 *   has no construct path and names the factory instead (`[NotificationTarget.slack] ...`).
 * Anything else fails the case: a TypeError, a RangeError, a stack overflow, a case slower than
 * `SLOW_MS`, a non-conforming document, a literal secret nobody warned about.
 *
 * Settings, from the environment:
 * - FUZZ_SEED: the seed (printed at start and on failure); default `DEFAULT_SEED`.
 * - FUZZ_RUNS: cases per target; default FUZZ_DEFAULT_RUNS (the `fuzz` task sets 5000), else each
 *   target's CI count.
 * - FUZZ_TARGET: run only the target of this name.
 * - FUZZ_PATH: replay one counterexample (with FUZZ_SEED and FUZZ_TARGET, as printed on failure).
 */
import { App, Lazy, TerraformElement, TerraformStack, TerraformVariable, Testing, Token } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import * as fc from 'fast-check';
import { stopStandIns, TerraformSample } from './terraform';
import { Conformance, Duration } from '../../src';
import { ArgumentError, printable, ValidationError } from '../../src/core/base/errors';
import { camelCase } from '../../src/core/base/naming';
import * as rt from '../../src/core/runtime';
import { nameOf } from '../../src/core/runtime/descriptors';
import * as l1 from '../../src/core/runtime/l1-runtime';
import { join, keyPath } from '../../src/core/runtime/render-context';
import { SYNTH_TIME_CONTEXT } from '../../src/core/runtime/synth-time';
import { displayPath } from '../../src/core/runtime/type-rules';

// ---------------------------------------------------------------------------------------------
// Settings

/** The seed CI uses unless FUZZ_SEED says otherwise. */
export const DEFAULT_SEED = 20261123;
export const SEED = envInt('FUZZ_SEED') ?? DEFAULT_SEED;
/** Cases per target: FUZZ_RUNS, else FUZZ_DEFAULT_RUNS (the `fuzz` task sets 5000), else each target's CI count. */
export const RUNS = envInt('FUZZ_RUNS') ?? envInt('FUZZ_DEFAULT_RUNS');
export const ONLY = process.env.FUZZ_TARGET || undefined;
export const PATH = process.env.FUZZ_PATH || undefined;
/** The synth time of every case (rules that judge dates read it). */
export const NOW = '2026-11-22T12:00:00Z';
/** A case that takes more CPU time than this fails: a construct that loops or allocates without bound. */
export const SLOW_MS = 5000;

function envInt(name: string): number | undefined {
  const v = process.env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n)) throw new Error(`${name} must be an integer, got '${v}'`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Descriptors of the generated L1s: every call of renderConfig is seen, so the harness knows the
// struct of each L1 in a stack (for the literal-secret check) and of each type (for L1 arbitraries).

const STRUCTS = new WeakMap<IConstruct, rt.Struct>();
let lastStruct: rt.Struct | undefined;
// The module that defines renderConfig (the runtime's barrel re-exports it through a getter, which
// reads this module's export on every call, so the wrapper below is what generated code calls).
const runtime = l1 as unknown as { renderConfig: typeof rt.renderConfig };
const renderConfig = runtime.renderConfig;
runtime.renderConfig = function (scope, s, config, meta, rules) {
  STRUCTS.set(scope, s);
  lastStruct = s;
  return renderConfig(scope, s, config, meta, rules);
};

/** The struct the last L1 constructor handed to renderConfig (see `l1.ts`). */
export function takeLastStruct(): rt.Struct | undefined {
  const s = lastStruct;
  lastStruct = undefined;
  return s;
}

/** The TypeScript name of a field of a descriptor. */
export function fieldName(f: rt.Field): string {
  return f.n ?? camelCase(f.t);
}

// ---------------------------------------------------------------------------------------------
// Plans: random data with markers the case turns into live values (tokens, factory calls,
// references to constructs of the case). Markers print readably in counterexamples.

/**
 * Tokens as users make them: Terraform references (variables, `Token.asString` of a Lazy that
 * produces a reference, lists of them, list and map tokens) and, where the library judges what a
 * token resolves to (sensitive inputs, nested blocks), `Lazy` values that produce literals.
 */
export type TokenKind = 'string' | 'number' | 'list' | 'bool' | 'asString' | 'lazyAny' | 'listOfTokens' | 'numberList' | 'mapToken' | 'lazyLiteral';

/** A value made when the case runs. */
export abstract class Marker {
  public abstract toString(): string;
  public [fc.toStringMethod](): string {
    return this.toString();
  }
}

/** A Terraform token of some kind. */
export class Tok extends Marker {
  constructor(public readonly kind: TokenKind) {
    super();
  }

  public toString(): string {
    return `tok(${this.kind})`;
  }
}

/** A `Lazy.anyValue` that produces the (plan) value it holds, made live when it resolves. */
export class LazyOf extends Marker {
  constructor(public readonly value: unknown) {
    super();
  }

  public toString(): string {
    return `lazyOf(${fc.stringify(this.value)})`;
  }
}

/** A call of a static factory, e.g. `NotificationTarget.slack({ ... })`; `fn` names it as `Class.method`. */
export class Call extends Marker {
  constructor(public readonly fn: string, public readonly args: unknown[]) {
    super();
  }

  public toString(): string {
    return `${this.fn}(${this.args.map((a) => fc.stringify(a)).join(', ')})`;
  }
}

/** A construct (or other value) the target made earlier in the case, by name. */
export class Ref extends Marker {
  constructor(public readonly name: string) {
    super();
  }

  public toString(): string {
    return `ref(${this.name})`;
  }
}

/**
 * JavaScript-only values that no JSON generator makes: a cycle, a function, a Date, a Map, a class
 * instance, a BigInt, an object without prototype (querystring.parse makes them), an own
 * `__proto__` key (JSON.parse makes them). Symbols are not fuzzed.
 */
export class Exotic extends Marker {
  constructor(public readonly kind: 'cycle' | 'function' | 'date' | 'map' | 'instance' | 'bigint' | 'nullProto' | 'protoKey') {
    super();
  }

  public toString(): string {
    return `exotic(${this.kind})`;
  }
}

/** A construct id, unique in the case: ids are the constructs library's business, not fuzzed. */
export class NewId extends Marker {
  public toString(): string {
    return 'newId';
  }
}

export const tok = (kind: TokenKind) => new Tok(kind);
export const newId = fc.constant(new NewId());
export const call = (fn: string, ...args: unknown[]) => new Call(fn, args);
export const ref = (name: string) => new Ref(name);

/** Static factories the plans may call, by `Class.method`. Registered by the target modules. */
const CALLABLES = new Map<string, (...args: any[]) => unknown>();

export function registerCallables(owner: string, cls: any): void {
  for (const name of Object.getOwnPropertyNames(cls)) {
    if (typeof cls[name] === 'function' && !['length', 'name', 'prototype'].includes(name)) {
      CALLABLES.set(`${owner}.${name}`, (...args: any[]) => cls[name](...args));
    }
  }
}
registerCallables('Duration', Duration);

/** The error of a value factory, which names the factory (it has no construct path). */
class FactoryError extends Error {
  constructor(public readonly inner: Error, public readonly fn: string) {
    super(inner.message);
  }
}

// ---------------------------------------------------------------------------------------------
// Arbitraries shared by the targets.

const HEX = '0123456789abcdef'.split('');
export const hex24 = fc.array(fc.constantFrom(...HEX), { minLength: 24, maxLength: 24 }).map((a) => a.join(''));
export const uuid = fc.uuid();
export const ident = fc.stringMatching(/^[a-z][a-z0-9-]{0,14}$/);
export const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,11}$/);

/** Strings a JavaScript caller can pass where a name is expected: unicode, empty, huge, prototype keys, Terraform syntax. */
export const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom('', ' ', '\n', '\u0000', '\ud800', '💥', 'é', 'ǅ', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf',
    '${var.x}', '%{ if true }x%{ endif }', '${', '}', '"', '\\', '[]', '{}', 'null', 'undefined', 'NaN', '-1', '1e309', 'a'.repeat(5000)),
);

/** Numbers a JavaScript caller can pass: negative, fractional, huge, NaN, infinities, -0. */
export const oddNumber = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, -1, 0.5, 1e308, -1e308, 2 ** 53, 2 ** 31, 2 ** 32,
    Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, 1e9, 4294967296),
  fc.double(),
  fc.integer({ min: -1000, max: 100000 }),
);

export const tokenAny: fc.Arbitrary<Tok> = fc.constantFrom<TokenKind>('string', 'number', 'list', 'bool', 'asString', 'lazyAny', 'listOfTokens', 'numberList', 'mapToken').map(tok);
export const exotic: fc.Arbitrary<Exotic> = fc.constantFrom('cycle', 'function', 'date', 'map', 'instance', 'bigint', 'nullProto', 'protoKey').map((k) => new Exotic(k as Exotic['kind']));

/** Anything a JavaScript caller can pass where something else was expected, nested a little. */
export const wrong: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    { weight: 3, arbitrary: oddString },
    { weight: 3, arbitrary: oddNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 2, arbitrary: fc.constantFrom(null, undefined) },
    { weight: 2, arbitrary: tokenAny },
    { weight: 1, arbitrary: exotic },
  ),
  node: fc.oneof(
    { weight: 5, arbitrary: tie('leaf') },
    { weight: 1, arbitrary: fc.array(tie('node'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(word, oddString), tie('node'), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.constant({}) },
  ),
})).node;

/** `good` mostly, sometimes a token of the matching kind. */
export function orToken<T>(good: fc.Arbitrary<T>, kind: TokenKind): fc.Arbitrary<T | Tok> {
  return fc.oneof({ weight: 8, arbitrary: good }, { weight: 1, arbitrary: fc.constant(tok(kind)) });
}

export const str = (good: fc.Arbitrary<string> = word) => orToken(good, 'string');
export const num = (good: fc.Arbitrary<number>) => orToken(good, 'number');
export const bool = fc.boolean();

/**
 * A field of `props`: its valid values, values a careful caller could still get wrong (a
 * lower-case enum value, a value out of range: `near`), and whether a valid plan must have it.
 */
export interface FieldSpec {
  readonly good: fc.Arbitrary<unknown>;
  readonly near?: fc.Arbitrary<unknown>;
  readonly required?: boolean;
}

export const req = (good: fc.Arbitrary<unknown>, near?: fc.Arbitrary<unknown>): FieldSpec => ({ good, near, required: true });
export const opt = (good: fc.Arbitrary<unknown>, near?: fc.Arbitrary<unknown>): FieldSpec => ({ good, near });

const ABSENT = Symbol('absent');

/**
 * Props for a construct, in three kinds: valid (required fields, some optional ones, all good),
 * mutated (each field good, near, wrong, null or missing; extra keys), or not an object at all.
 */
export function props(spec: Record<string, FieldSpec>): fc.Arbitrary<unknown> {
  const keys = Object.keys(spec);
  const compact = (o: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(o)) if (o[k] !== ABSENT) out[k] = o[k];
    return out;
  };
  const good = fc.record(Object.fromEntries(keys.map((k) => [k, spec[k].required
    ? spec[k].good
    : fc.oneof({ weight: 3, arbitrary: fc.constant(ABSENT) }, { weight: 1, arbitrary: spec[k].good })]))).map(compact);
  const field = (k: string) => fc.oneof(
    { weight: 3, arbitrary: spec[k].required ? spec[k].good : fc.oneof(fc.constant(ABSENT), spec[k].good) },
    { weight: 1, arbitrary: spec[k].near ?? wrong },
    { weight: 1, arbitrary: wrong },
    { weight: 1, arbitrary: fc.constantFrom(ABSENT, null) },
  );
  const mutated = fc.tuple(
    fc.record(Object.fromEntries(keys.map((k) => [k, field(k)]))).map(compact),
    fc.dictionary(fc.oneof(word, oddString), wrong, { maxKeys: 2 }),
  ).map(([fields, extra]) => ({ ...extra, ...fields }));
  return fc.oneof({ weight: 6, arbitrary: good }, { weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: wrong });
}

/** A list of `item`, sometimes with wrong items, sometimes not a list. */
export function listOf(item: fc.Arbitrary<unknown>, min = 0, max = 4): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(item, { minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.array(fc.oneof({ weight: 3, arbitrary: item }, { weight: 1, arbitrary: wrong }), { maxLength: max }) },
    { weight: 1, arbitrary: fc.oneof(item, tokenAny, wrong) },
  );
}

/** One call of a method in a plan's sequence. */
export interface Op {
  readonly m: string;
  readonly args: unknown[];
}

export function op(m: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Op> {
  return fc.tuple(...args).map((a) => ({ m, args: a, [fc.toStringMethod]: () => `${m}(${a.map((x) => fc.stringify(x)).join(', ')})` }));
}

// ---------------------------------------------------------------------------------------------
// A case.

/** What a target gets to build with. */
export class Case {
  public readonly app: App;
  public readonly stack: TerraformStack;
  private readonly refs = new Map<string, unknown>();
  private tokens = 0;
  private ids = 0;
  private lazyVariable?: TerraformVariable;

  constructor(providers: ReadonlyArray<(stack: TerraformStack) => void>) {
    this.app = new App({ context: { [SYNTH_TIME_CONTEXT]: NOW } });
    this.stack = new TerraformStack(this.app, 'test');
    for (const p of providers) p(this.stack);
  }

  /** Names a value for later `ref(name)`s. */
  public set<T>(name: string, v: T): T {
    this.refs.set(name, v);
    return v;
  }

  /** Turns the markers of a plan value into live values (tokens, factory results, references). */
  public val(v: unknown): any {
    if (v instanceof Tok) return this.token(v.kind);
    if (v instanceof Ref) return this.refs.get(v.name);
    if (v instanceof NewId) return `Id${this.ids++}`;
    if (v instanceof LazyOf) {
      // Its tokens are made now: a variable made while the document resolves would be missing
      // from it, and Terraform would refuse the reference (test/fuzz/terraform.ts).
      const value = this.withTokens(v.value);
      return Lazy.anyValue({ produce: () => this.val(value) });
    }
    if (v instanceof Exotic) return this.exotic(v.kind);
    if (v instanceof Call) {
      const fn = CALLABLES.get(v.fn);
      if (!fn) throw new Error(`fuzz harness: no callable ${v.fn}`);
      const args = v.args.map((a) => this.val(a));
      try {
        return fn(...args);
      } catch (e) {
        if (isFactoryError(e, v.fn)) throw new FactoryError(e as Error, v.fn);
        throw e;
      }
    }
    if (Array.isArray(v)) return v.map((x) => this.val(x));
    const proto = v !== null && typeof v === 'object' ? Object.getPrototypeOf(v) : undefined;
    if (proto === Object.prototype || proto === null) {
      const out: Record<string, unknown> = Object.create(proto);
      for (const k of Object.keys(v as object)) {
        Object.defineProperty(out, k, { value: this.val((v as Record<string, unknown>)[k]), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    return v;
  }

  /** The plan value with its token markers made live (also those inside a LazyOf in it); other markers stay. */
  private withTokens(v: unknown): unknown {
    if (v instanceof Tok) return this.token(v.kind);
    if (v instanceof LazyOf) return new LazyOf(this.withTokens(v.value));
    if (Array.isArray(v)) return v.map((x) => this.withTokens(x));
    const proto = v !== null && typeof v === 'object' ? Object.getPrototypeOf(v) : undefined;
    if (proto !== Object.prototype && proto !== null) return v;
    const out: Record<string, unknown> = Object.create(proto);
    for (const k of Object.keys(v as object)) {
      const value = this.withTokens((v as Record<string, unknown>)[k]);
      Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }

  /** Calls the plan's methods on `target`, in order. */
  public ops(target: any, ops: readonly Op[]): void {
    for (const o of ops) target[o.m](...o.args.map((a) => this.val(a)));
  }

  /**
   * A token of the kind. Its variable has no type: a reference stands for a value of any type (the
   * library never judges one), so that Terraform, validating a sample (test/fuzz/terraform.ts),
   * judges our JSON rather than the plan's choice of a token for a field.
   */
  private token(kind: TokenKind): unknown {
    const id = `v${this.tokens++}`;
    switch (kind) {
      case 'string': return new TerraformVariable(this.stack, id, { sensitive: true }).stringValue;
      case 'number': return new TerraformVariable(this.stack, id, {}).numberValue;
      case 'list': return new TerraformVariable(this.stack, id, {}).listValue;
      case 'numberList': return Token.asNumberList(new TerraformVariable(this.stack, id, {}).value);
      case 'bool': return new TerraformVariable(this.stack, id, {}).booleanValue;
      // The variable they refer to is declared too, so that Terraform finds it.
      case 'asString': this.declareLazy(); return Token.asString(Lazy.stringValue({ produce: () => '${var.lazy}' }));
      case 'lazyAny': this.declareLazy(); return Lazy.anyValue({ produce: () => '${var.lazy}' });
      case 'lazyLiteral': return Lazy.anyValue({ produce: () => 'lazy-literal' });
      case 'listOfTokens': return [this.token('string'), this.token('asString')];
      case 'mapToken': return Token.asStringMap(new TerraformVariable(this.stack, id, {}).value);
    }
  }

  /** Declares `var.lazy`, which the Lazy tokens refer to. */
  private declareLazy(): void {
    this.lazyVariable ??= new TerraformVariable(this.stack, 'lazy', {});
  }

  private exotic(kind: Exotic['kind']): unknown {
    switch (kind) {
      case 'cycle': { const o: any = { a: 1 }; o.self = o; o.list = [o]; return o; }
      case 'function': return () => 'f';
      case 'date': return new Date(0);
      case 'map': return new Map([['a', 'b']]);
      case 'instance': return new (class Thing { public readonly x = 1; })();
      case 'bigint': return BigInt(10);
      case 'nullProto': { const o = Object.create(null); o.a = 'b'; return o; }
      case 'protoKey': return JSON.parse('{"__proto__": {"polluted": true}, "a": "b"}');
    }
  }
}

function isFactoryError(e: unknown, fn: string): boolean {
  const [cls] = fn.split('.');
  // The factories of src/core (Duration) throw an ArgumentError naming themselves.
  if (ArgumentError.isArgumentError(e)) return e.api === fn || e.api.startsWith(`${cls}.`);
  if (!(e instanceof Error) || e.constructor !== Error) return false;
  return e.message.startsWith(`[${fn}] `) || e.message.startsWith(`${fn}(`) || (cls === 'Duration' && e.message.startsWith('Duration.'))
    || (cls !== fn && e.message.startsWith(`[${cls}.`));
}

/** How a case ended (everything else throws a `CaseFailure`). */
export type Outcome = 'synthesized' | 'construct-error' | 'synth-error' | 'factory-error' | 'argument-error';

export class CaseFailure extends Error {}

/** Runs one case and returns how it ended, or throws a CaseFailure that says what went wrong. */
export function runCase(providers: ReadonlyArray<(stack: TerraformStack) => void>, build: (c: Case) => void, after?: AfterCase): Outcome {
  // CPU time of this process, not wall time: a loop or an unbounded allocation is CPU, while the
  // other jest worker, Terraform's processes or the machine's load only stretch the wall clock (a
  // fresh-clone CI run saw a 6 s wall case that replays in milliseconds).
  const started = process.cpuUsage();
  const outcome = runCaseUntimed(providers, build, after);
  const spent = process.cpuUsage(started);
  const took = Math.round((spent.user + spent.system) / 1000);
  if (took > SLOW_MS) throw new CaseFailure(`the case took ${took} ms of CPU (more than ${SLOW_MS} ms)`);
  return outcome;
}

/** A target's own check of a case that ended well: the case, and the error it ended in (undefined when it synthesized). */
export type AfterCase = (c: Case, error: unknown) => void;

function runCaseUntimed(providers: ReadonlyArray<(stack: TerraformStack) => void>, build: (c: Case) => void, after?: AfterCase): Outcome {
  let c: Case;
  try {
    c = new Case(providers);
  } catch (e) {
    throw new CaseFailure(`the case's own stack failed: ${describeError(e)}`);
  }
  let error: unknown;
  const outcome = judgeCase(c, build, (e) => { error = e; });
  after?.(c, error);
  return outcome;
}

function judgeCase(c: Case, build: (c: Case) => void, ended: (e: unknown) => void): Outcome {
  try {
    build(c);
  } catch (e) {
    noteError(e);
    ended(e);
    if (e instanceof FactoryError) return 'factory-error';
    if (ArgumentError.isArgumentError(e)) {
      checkArgumentError(e);
      return 'argument-error';
    }
    checkValidationError(c, e, 'construction');
    return 'construct-error';
  }
  let json: string;
  try {
    json = Testing.synth(c.stack, true);
  } catch (e) {
    noteError(e);
    ended(e);
    if (isSynthValidationFailure(e)) {
      checkSynthFailure(c, (e as Error).message);
      return 'synth-error';
    }
    checkValidationError(c, e, 'synth');
    return 'synth-error';
  }
  let doc: any;
  try {
    doc = JSON.parse(json);
  } catch (e) {
    throw new CaseFailure(`synth produced invalid JSON: ${describeError(e)}\n${json.slice(0, 2000)}`);
  }
  const problems = Conformance.check(doc);
  if (problems.length) {
    throw new CaseFailure(`the document does not conform:\n${problems.map((p) => `  - ${p.path}: ${p.message}`).join('\n')}\n${JSON.stringify(doc.resource ?? doc.data ?? doc.provider, undefined, 1).slice(0, 3000)}`);
  }
  checkLiteralSecrets(c, doc);
  return 'synthesized';
}

function describeError(e: unknown): string {
  if (e instanceof Error) return `${e.constructor.name}: ${e.message}\n${(e.stack ?? '').split('\n').slice(1, 12).join('\n')}`;
  return `a thrown ${typeof e}: ${String(e)}`;
}

/** Every construct path of the case's app. */
function paths(c: Case): Set<string> {
  return new Set(c.app.node.findAll().map((n) => n.node.path));
}

/**
 * `field: problem` after the path. A field may hold spaces (`grantRead(user, databaseName)`) and,
 * in a quoted key, a colon (`tags[":"]`): it ends at the first `: ` on the line.
 */
const PROBLEM = /^[^\n]+?: \S/;

function checkValidationError(c: Case, e: unknown, when: string): void {
  if (!ValidationError.isValidationError(e)) throw new CaseFailure(`${when} threw something other than a ValidationError: ${describeError(e)}`);
  const v = e as ValidationError;
  // The app's path is '', which a message names `app`; a control character or line separator in it is printed escaped (`\u2028`).
  const prefix = `[${v.constructPath === '' ? 'app' : printable(v.constructPath)}] `;
  // cdktn prefixes an error thrown while a token resolves with `Resolution error: ` (and a full stop).
  const message = v.message.replace(/^(Resolution error: )+/, '');
  if (!message.startsWith(prefix)) throw new CaseFailure(`the ValidationError does not start with its construct path '${v.constructPath}': ${v.message}`);
  // A generated L1 whose constructor throws takes itself out of the tree (nothing half-built):
  // its path is then no longer in the app, but its scope's is. An L2 whose L1 threw may take
  // itself out too (the incident L2s do, so that the caller can catch the error and try again):
  // then the nearest construct above them is in the app.
  const known = paths(c);
  const detached = when === 'construction' && ancestors(v.constructPath).some((a) => a !== '' && known.has(a));
  if (!known.has(v.constructPath) && !detached) throw new CaseFailure(`the ValidationError names '${v.constructPath}', which is not a construct of the app: ${v.message}`);
  const rest = message.slice(prefix.length);
  if (!PROBLEM.test(rest) && !/^\d+ problems:\n {2}- [^\n]+?: \S/.test(rest)) throw new CaseFailure(`the ValidationError names no field: ${v.message}`);
}

/** The paths above a construct path, nearest first (`a/b/c`: `a/b`, `a`). */
function ancestors(path: string): string[] {
  const out: string[] = [];
  for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) out.push(path.slice(0, i));
  return out;
}

/**
 * An ArgumentError of a public helper that has no construct to name (`Checks.of(undefined)`): the
 * message starts with the function in brackets and names an argument.
 */
function checkArgumentError(e: ArgumentError): void {
  if (!/^[A-Z]\w*(\.\w+)?$/.test(e.api)) throw new CaseFailure(`an ArgumentError names no function: ${e.message}`);
  const rest = e.message.startsWith(`[${e.api}] `) ? e.message.slice(e.api.length + 3) : undefined;
  if (rest === undefined || (!PROBLEM.test(rest) && !/^\d+ problems:\n {2}- [^\n]+?: \S/.test(rest))) {
    throw new CaseFailure(`the ArgumentError does not start with [${e.api}] and an argument: ${e.message}`);
  }
}

const SYNTH_FAILURE = 'Validation failed with the following errors:\n  ';

function isSynthValidationFailure(e: unknown): boolean {
  return e instanceof Error && e.constructor === Error && e.message.startsWith(SYNTH_FAILURE);
}

function checkSynthFailure(c: Case, message: string): void {
  const body = message.slice(SYNTH_FAILURE.length).replace(/\n+If you wish to ignore these validations.*$/s, '');
  const all = paths(c);
  // Entries are `[path] message`, joined by "\n  "; a message may span lines of its own.
  const entries = body.split(/\n {2}(?=\[)/);
  for (const entry of entries) {
    const m = /^\[([^\]\n]+)\] ([\s\S]*)$/.exec(entry);
    if (!m) throw new CaseFailure(`a synth validation entry does not start with a construct path: ${entry}`);
    if (!all.has(m[1])) throw new CaseFailure(`a synth validation entry names '${m[1]}', which is not a construct of the app: ${entry}`);
    // Findings of value checks and type rules lead with their id: `[rule:<type>/<name>] field: ...`.
    if (!PROBLEM.test(m[2].replace(/^\[(value|rule|terrain):[^\]\s]+\] /, ''))) throw new CaseFailure(`a synth validation entry names no field: ${entry}`);
  }
}

/** A sensitive attribute holding a literal string, with no literal-secret annotation on its L1 or above. */
function checkLiteralSecrets(c: Case, doc: any): void {
  for (const n of c.stack.node.findAll()) {
    const s = STRUCTS.get(n);
    if (!s || !(n instanceof TerraformElement)) continue;
    const body = bodyOf(c.stack, n, doc);
    if (body === undefined) continue;
    const all: LiteralSecret[] = [];
    literalSecrets(s, body, '', '', all);
    // A field whose literal the L1's owner answers for (answerLiteralSecret: an AWS account id, which
    // the L1 marks sensitive for every cloud's key) is the owner's to judge, not the L1's warning.
    const found = all.filter((x) => rt.literalSecretAnswer(n, x.shown) === undefined).map((x) => x.at);
    if (!found.length) continue;
    // The library's warning, or a type rule's about the same field (`rule:<type>/literal-password`:
    // an L2 keeps its L1 quiet so that one mistake gets one message).
    const notes = n.node.scopes.flatMap((x) => x.node.metadata.map((m) => String(m.data)));
    const unwarned = notes.some((m) => m.includes('terrain:literal-secret')) ? []
      : found.filter((at) => !notes.some((m) => m.startsWith(`[rule:${bodyType(n)}/literal-`) && m.includes(`] ${displayPath(at)}: is a literal`)));
    if (unwarned.length) throw new CaseFailure(`${n.node.path} holds a literal secret in ${unwarned.join(', ')} and nothing warned (terrain:literal-secret, or a rule:<type>/literal-* warning on the field)`);
  }
}

function bodyType(n: TerraformElement): string | undefined {
  return (n as unknown as { terraformResourceType?: string }).terraformResourceType;
}

function bodyOf(stack: TerraformStack, n: TerraformElement, doc: any): any {
  const type = (n as unknown as { terraformResourceType?: string }).terraformResourceType;
  const id = stack.getLogicalId(n);
  if (!type) return undefined;
  if (doc.resource?.[type]?.[id]) return doc.resource[type][id];
  if (doc.data?.[type]?.[id]) return doc.data[type][id];
  const providers = doc.provider?.[type];
  if (Array.isArray(providers)) return providers.length === 1 ? providers[0] : undefined;
  return undefined;
}

function isLiteral(v: unknown): boolean {
  return typeof v === 'string' && !v.includes('${');
}

/** A sensitive field holding a literal: its Terraform path, and its path as the renderer names it (`shown`). */
interface LiteralSecret {
  readonly at: string;
  readonly shown: string;
}

function literalSecrets(s: rt.Struct, body: any, path: string, shownPath: string, out: LiteralSecret[]): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  for (const f of s.f) {
    const v = body[f.t];
    if (v === undefined || v === null) continue;
    const at = path ? `${path}.${f.t}` : f.t;
    const shown = join(shownPath, nameOf(f));
    if (f.f && (f.f & rt.SENSITIVE) && containsLiteral(v)) out.push({ at, shown });
    const y = f.y;
    if (typeof y === 'object' && !Array.isArray(y)) {
      const nested = y as rt.Nested;
      // The renderer names a list item `[i]`, a map item by its key, and a single block by nothing.
      const items: Array<[unknown, string]> = Array.isArray(v) ? v.map((item, i) => [item, `${shown}[${i}]`])
        : nested.k === 'm' && typeof v === 'object' ? Object.entries(v).map(([key, item]) => [item, keyPath(shown, key)]) : [[v, shown]];
      items.forEach(([item, itemShown], i) => literalSecrets(nested.s, item, `${at}[${i}]`, itemShown, out));
    }
  }
}

function containsLiteral(v: unknown): boolean {
  if (isLiteral(v)) return true;
  if (Array.isArray(v)) return v.some(containsLiteral);
  if (v !== null && typeof v === 'object') return Object.values(v).some(containsLiteral);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Targets and the jest side.

/** One fuzz target: what it builds, from what plans, and which exported members it exercises. */
export interface Target<P = any> {
  /** The name in test titles and FUZZ_TARGET. */
  readonly name: string;
  /** Exported members it exercises: `Class` (a construct), `Class.method` (static), `Class#method` (instance). */
  readonly covers: readonly string[];
  readonly plan: fc.Arbitrary<P>;
  /** Providers the stack needs (their L1 constructors, called with no config). */
  readonly providers: ReadonlyArray<(stack: TerraformStack) => void>;
  /** Cases in CI (FUZZ_RUNS overrides). */
  readonly runs: number;
  /** A check of its own after a case ended well (see `AfterCase`); it throws a CaseFailure when the case did not. */
  readonly after?: AfterCase;
  build(c: Case, plan: P): void;
}

interface Stats {
  cases: number;
  ms: number;
  /** Synthesized documents Terraform validated (test/fuzz/terraform.ts), how long that took, and the known findings it refused. */
  terraform: number;
  terraformMs: number;
  terraformKnown: string[];
  outcomes: Record<Outcome, number>;
  messages: Map<string, number>;
}

/** FUZZ_VERBOSE=1: the most frequent first lines of the errors each target ended in, to tune the plans. */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
let lastError: string | undefined;
function noteError(e: unknown): void {
  if (VERBOSE) lastError = e instanceof Error ? e.message.split('\n').slice(0, 2).join(' | ').replace(/\[[^\]]*\]/g, '[]').slice(0, 160) : String(e);
}

/** Members a test file exercised, by cover name. */
const EXERCISED = new Set<string>();

/** Notes that a target exercised a member no instrument sees (the constructor of a class that is no construct). */
export function exercised(cover: string): void {
  EXERCISED.add(cover);
}

/**
 * Counts calls of the covered members of `classes` (exported classes by name), so that each test
 * file can check its targets exercise what they claim to.
 */
export function instrument(classes: Record<string, any>, covers: readonly string[]): void {
  for (const cover of covers) {
    const m = /^(\w+)([.#])(\w+)$/.exec(cover);
    if (!m) continue;
    const [, cls, kind, name] = m;
    const holder = kind === '.' ? classes[cls] : classes[cls]?.prototype;
    if (!holder || typeof holder[name] !== 'function') throw new Error(`fuzz harness: ${cover} is not a method`);
    const original = holder[name];
    if (original.__fuzzCover) continue;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      EXERCISED.add(cover);
      return original.apply(this, args);
    };
    (wrapped as any).__fuzzCover = cover;
    Object.defineProperty(holder, name, { value: wrapped, writable: true, configurable: true, enumerable: false });
  }
}

function noteConstructs(c: Case, classes: Record<string, any>): void {
  for (const n of c.app.node.findAll()) {
    const name = n.constructor.name;
    if (classes[name] === n.constructor) EXERCISED.add(name);
  }
}

/**
 * Defines one jest test per target: `runs` cases from the seed, each checked by `runCase`. Prints
 * the seed at start, the counts and cases per second at the end, and the replay command on failure.
 */
export function fuzz(file: string, targets: readonly Target[], classes: Record<string, any>): void {
  const stats = new Map<string, Stats>();
  beforeAll(() => {
    process.stderr.write(`fuzz ${file}: seed ${SEED}${RUNS !== undefined ? `, ${RUNS} cases per target` : ''} (replay with FUZZ_SEED=${SEED})\n`);
  });
  for (const t of targets) {
    const skip = ONLY !== undefined && ONLY !== t.name;
    (skip ? test.skip : test)(`${t.name} survives random props and calls`, async () => {
      instrument(classes, t.covers);
      const terraform = new TerraformSample(file, t.name, SEED, PATH);
      const s: Stats = { cases: 0, ms: 0, terraform: 0, terraformMs: 0, terraformKnown: [], outcomes: { 'synthesized': 0, 'construct-error': 0, 'synth-error': 0, 'factory-error': 0, 'argument-error': 0 }, messages: new Map() };
      stats.set(t.name, s);
      const started = Date.now();
      const property = fc.property(t.plan, (plan) => {
        let outcome: Outcome | undefined;
        let last: Case | undefined;
        outcome = runCase(t.providers, (c) => {
          try {
            t.build(c, plan);
          } finally {
            noteConstructs(c, classes);
          }
        }, (c, e) => {
          last = c;
          t.after?.(c, e);
        });
        terraform.offer(outcome === 'synthesized' ? last?.stack : undefined);
        s.cases++;
        s.outcomes[outcome]++;
        if (VERBOSE && lastError !== undefined) {
          s.messages.set(lastError, (s.messages.get(lastError) ?? 0) + 1);
          lastError = undefined;
        }
      });
      let result: fc.RunDetails<[unknown]>;
      try {
        result = fc.check(property, { seed: SEED, numRuns: RUNS ?? t.runs, path: PATH, endOnFailure: PATH !== undefined });
      } catch (e) {
        throw new Error(`FUZZ_PATH '${PATH}' does not replay with seed ${SEED} on target ${t.name}: copy FUZZ_SEED, FUZZ_TARGET and FUZZ_PATH from the same failure, `
          + `with the harness and plans it was printed with. (${(e as Error).message})`);
      }
      s.ms = Date.now() - started;
      if (result.failed) {
        const replay = `FUZZ_SEED=${result.seed} FUZZ_TARGET='${t.name}' FUZZ_PATH='${result.counterexamplePath}' npx jest ${file}`;
        const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        throw new Error(`fuzz target ${t.name} failed after ${result.numRuns} case(s) (seed ${result.seed}).\n`
          + `Counterexample: ${fc.stringify(result.counterexample)}\n${cause}\nReplay: ${replay}`);
      }
      s.terraform = terraform.size;
      const checked = Date.now();
      s.terraformKnown = await terraform.check();
      s.terraformMs = Date.now() - checked;
    }, 3_600_000);
  }
  afterAll(() => {
    const lines: string[] = [];
    for (const [name, s] of stats) {
      const rate = s.ms ? Math.round((s.cases * 1000) / s.ms) : 0;
      const o = s.outcomes;
      lines.push(`  ${name}: ${s.cases} cases in ${s.ms} ms (${rate}/s): ${o.synthesized} synthesized, ${o['construct-error']} construction errors, ${o['synth-error']} synth errors, `
        + `${o['factory-error']} factory errors${o['argument-error'] ? `, ${o['argument-error']} argument errors` : ''}`
        + `${s.terraform ? `; ${s.terraform} validated by Terraform in ${s.terraformMs} ms` : ''}`
        + `${s.terraformKnown.length ? ` (refused for known findings: ${s.terraformKnown.join(', ')})` : ''}`);
      if (VERBOSE) [...s.messages].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([m, n]) => lines.push(`      ${n} x ${m}`));
    }
    if (lines.length) process.stderr.write(`fuzz ${file} (seed ${SEED}):\n${lines.join('\n')}\n`);
    stopStandIns();
  });
  (PATH === undefined ? test : test.skip)('every target exercises what it covers', () => {
    // Judged for targets that ran at least their CI count: a short run may not reach every member.
    const missing = targets.filter((t) => ONLY === undefined || ONLY === t.name).filter((t) => stats.has(t.name) && (RUNS ?? t.runs) >= t.runs)
      .flatMap((t) => t.covers.filter((x) => !EXERCISED.has(x)).map((x) => `${t.name}: ${x}`));
    expect(missing).toEqual([]);
  });
}

export type { Construct };
