/**
 * Checks of the arguments of the public helpers (`Checks.of`, `Policies.of(...).suppress`,
 * `TerrainTesting.synth`, `Conformance.check`, `new CustomPolicyPack(...)`, ...). A caller in
 * JavaScript or another jsii language can pass anything: each helper checks what it was given and
 * throws one error naming every wrong argument, never a TypeError from inside and never a
 * silently ignored option. Where a construct is at hand (`Checks.of(stack).acknowledge(...)`), the
 * error is a `ValidationError` of that construct; where there is none (`Checks.of(undefined)`, a
 * factory), an `ArgumentError` naming the function.
 *
 * Options objects are read once, every own key inside a try (a getter may throw), and copied: an
 * unknown key is reported (with the closest known key), not dropped; `undefined` and `null` mean
 * unset. Not part of the public API.
 */
import { App, TerraformStack, Token } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import { ArgumentError, describeValue, ValidationError, ValidationProblem } from './errors';
import { nearestKey } from './spelling';
import { isUnresolved } from './tokens';

/** What an option must be: a test, the words for what is allowed, and how to fix it. */
export interface OptionCheck {
  readonly test: (v: unknown) => boolean;
  readonly allowed: string;
  readonly fix: string;
  /** The problem, one sentence; default `expected <allowed>.` */
  readonly problem?: string;
}

/** Problems of the arguments of one call, thrown at once. */
export class ArgumentProblems {
  public readonly list: ValidationProblem[] = [];

  /** @param api the function, e.g. `Checks.acknowledge`, as the messages name it */
  constructor(public readonly api: string) {}

  public add(field: string, problem: string, received: unknown, allowed: string, fix: string): void {
    this.list.push({ field, problem, received: describeValue(received), allowed, fix });
  }

  /** A problem with no value to show (reading it threw). */
  public addUnread(field: string, problem: string, allowed: string, fix: string): void {
    this.list.push({ field, problem, allowed, fix });
  }

  /** Throws an ArgumentError naming the function, if there is any problem. */
  public throwIfAny(): void {
    if (this.list.length) throw new ArgumentError(this.api, this.list);
  }

  /**
   * Throws a ValidationError of `scope`, if there is any problem. Its fields name the call up to
   * the wrong argument, as the L2s' methods do: `id` becomes `Checks.acknowledge(id)`, and
   * `options.overwrite` becomes `RemovalPolicies.destroy(options).overwrite`.
   */
  public throwIfAnyOn(scope: IConstruct): void {
    if (!this.list.length) return;
    throw new ValidationError(scope, this.list.map((p) => {
      const [, args, rest] = /^([^.[]*)([\s\S]*)$/.exec(p.field)!;
      return { ...p, field: `${this.api}(${args})${rest}` };
    }));
  }
}

/** Whether `v` is a construct (never throws: a revoked proxy is none). */
export function isConstruct(v: unknown): v is IConstruct {
  try {
    return Construct.isConstruct(v);
  } catch {
    return false;
  }
}

const A_SCOPE = 'a construct: an app, a stack or any construct in them';

/** Adds a problem unless `v` is a construct; returns whether it is. */
export function checkConstruct(p: ArgumentProblems, name: string, v: unknown): v is IConstruct {
  if (isConstruct(v)) return true;
  p.add(name, 'expected a construct.', v, A_SCOPE, `pass the construct, e.g. ${p.api}(stack) or ${p.api}(app).`);
  return false;
}

/** Adds a problem unless `v` is a stack; returns whether it is. */
export function checkStack(p: ArgumentProblems, name: string, v: unknown): v is TerraformStack {
  if (isConstruct(v) && safely(() => TerraformStack.isStack(v))) return true;
  const stack = isConstruct(v) ? safely(() => TerraformStack.of(v)) : undefined;
  p.add(name, 'expected a TerraformStack.', v, 'a TerraformStack',
    stack ? `pass the stack that holds it, '${stack.node.path}'.` : `pass a stack, e.g. ${p.api}(new TerraformStack(app, 'test')).`);
  return false;
}

/** Adds a problem unless `v` is an app; returns whether it is. */
export function checkApp(p: ArgumentProblems, name: string, v: unknown): v is App {
  if (isConstruct(v) && safely(() => App.isApp(v))) return true;
  p.add(name, 'expected an App.', v, 'the App of the stacks', isConstruct(v) ? `pass the app that holds it (${name}.node.root).` : 'pass the App, e.g. new App().');
  return false;
}

/** The construct `v`, or an ArgumentError of `api` naming the argument. */
export function constructArg(api: string, name: string, v: unknown): IConstruct {
  const p = new ArgumentProblems(api);
  checkConstruct(p, name, v);
  p.throwIfAny();
  return v as IConstruct;
}

function safely<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/** Whether `v` is a plain object: an object literal, or an object without prototype. */
export function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || safely(() => Array.isArray(v)) !== false) return false;
  const proto = safely(() => Object.getPrototypeOf(v));
  return proto === Object.prototype || proto === null;
}

/** The unknown keys of an options object reported one by one; the rest are summed up in one problem. */
const MAX_UNKNOWN_KEYS = 5;

/** The most items a list argument may hold (a sparse `new Array(2 ** 32 - 1)` would take minutes to walk). */
export const MAX_ITEMS = 10000;

/**
 * Whether `v` is a list known at synth (not a list token), not longer than MAX_ITEMS, whose every
 * item, holes included, passes `test`. Never throws.
 */
export function isListOf(v: unknown, test: (x: unknown) => boolean): v is unknown[] {
  return safely(() => {
    if (!Array.isArray(v) || v.length > MAX_ITEMS || Token.isUnresolved(v)) return false;
    for (let i = 0; i < v.length; i++) if (!test(v[i])) return false;
    return true;
  }) === true;
}

/**
 * Reads an options object (or props) of a call: undefined or null is none; anything but an object
 * literal is reported; each own key is read once (a getter that throws is reported, not thrown),
 * unknown keys are reported with the closest known one, and known ones are checked. Returns the
 * known keys with values that passed (a key whose value is undefined or null is left out).
 * @param field how the messages name the argument, e.g. `options`
 */
export function readOptions<K extends string>(
  p: ArgumentProblems, field: string, v: unknown, checks: Readonly<Record<K, OptionCheck>>, fix?: string,
): Partial<Record<K, any>> {
  const out: Partial<Record<K, any>> = {};
  if (v === undefined || v === null) return out;
  const keys = Object.keys(checks) as K[];
  const head = /^[^.[]*?([\w$]+)$/.exec(field)?.[1] ?? field; // `ruleId, reason, options` -> `options`
  if (!isPlainObject(v)) {
    p.add(field, 'expected an object literal.', v, keys.length ? `an object with some of the keys ${keys.join(', ')}` : 'an empty object',
      fix ?? `pass the ${head} as an object literal, e.g. { ${keys[0] ?? ''}: ... }, or leave it out.`);
    return out;
  }
  let own: string[];
  try {
    own = Object.keys(v);
  } catch (e) {
    p.addUnread(field, `cannot be read: listing its keys threw ${errorClass(e)}.`, 'an object literal', fix ?? `pass the ${head} as an object literal.`);
    return out;
  }
  let unknown = 0;
  for (const key of own) {
    const at = keyPath(field, key);
    let x: unknown;
    try {
      x = v[key];
    } catch (e) {
      p.addUnread(at, `cannot be read: reading it threw ${errorClass(e)}.`, 'a plain value', `pass the ${head} as an object literal of plain values.`);
      continue;
    }
    // An unset key is no option, whatever its name (as in the L1s' configs).
    if (x === undefined) continue;
    if (!Object.prototype.hasOwnProperty.call(checks, key)) {
      // A few are enough to see the mistake (an object of 10000 keys is no options object).
      if (++unknown > MAX_UNKNOWN_KEYS) continue;
      // The closest key a few edits away, or one that holds the key (`production` for `prod`).
      const near = nearestKey(key, keys) ?? (key.length >= 3 ? keys.find((k) => k.toLowerCase().startsWith(key.toLowerCase())) : undefined);
      p.add(at, 'unknown key.', key, keys.length ? keys.join(', ') : 'no keys',
        near ? `write '${near}' instead of '${key}'.` : `remove the key, or check its spelling against ${keys.length ? keys.join(', ') : 'the documentation'}.`);
      continue;
    }
    if (x === null) continue;
    const c = checks[key as K];
    if (safely(() => c.test(x)) !== true) {
      p.add(at, c.problem ?? `expected ${c.allowed}.`, x, c.allowed, c.fix);
      continue;
    }
    out[key as K] = x;
  }
  if (unknown > MAX_UNKNOWN_KEYS) {
    p.addUnread(field, `has ${unknown - MAX_UNKNOWN_KEYS} more unknown keys.`, keys.length ? keys.join(', ') : 'no keys', `pass only the keys of the ${head}.`);
  }
  return out;
}

/** A key in a field path: as it is when it reads as a name, quoted when not. */
export function keyPath(path: string, key: string): string {
  return /^[\w$@/-]+$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

/** The class of a thrown value, for messages that must not quote what it says (`a TypeError`, `a string`). */
export function errorClass(e: unknown): string {
  if (e instanceof Error || (e !== null && typeof e === 'object')) {
    const name = safely(() => (e as { constructor?: { name?: unknown } }).constructor?.name);
    if (typeof name === 'string' && /^[A-Za-z_$][\w$]{0,39}$/.test(name) && name !== 'Object') return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;
    return 'an object';
  }
  return e === null || e === undefined ? String(e) : `a ${typeof e}`;
}

/** A boolean known at synth. */
export const BOOLEAN: OptionCheck = { test: (v) => typeof v === 'boolean', allowed: 'true or false', fix: 'write true or false, or leave it out.' };

export { isUnresolved };

/** Whether `v` is a reason of at least `min` characters, known at synth. */
export function isReason(v: unknown, min: number): v is string {
  return typeof v === 'string' && v.trim().length >= min && !isUnresolved(v);
}

/** Whether `v` is a string known at synth, not empty or blank. */
export function isText(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '' && !Token.isUnresolved(v);
}

/** A list of strings known at synth, none empty. */
export function textList(example: string): OptionCheck {
  return {
    test: (v) => isListOf(v, isText),
    allowed: `a list of non-empty strings known at synth (at most ${MAX_ITEMS})`,
    fix: `write a list of strings, e.g. ${example}, or leave it out.`,
  };
}
