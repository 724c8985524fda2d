/**
 * Values: what every L2 checks of what a caller passed, written once. A JavaScript caller (and one
 * who builds props at run time) can pass anything, so an L2 reads each value through one of these
 * before it uses it:
 *
 * - tokens and identity: whether a value is known at synth (`isKnown`), literal text
 *   (`isLiteralText`), whether two values name the same thing (`sameValue`, `sameKey`,
 *   `knownDifferent`);
 * - shapes: an object literal (`objectOf`), a list (`listOf`), a map of strings (`stringMapOf`), a
 *   boolean (`booleanOf`);
 * - typed values: a Duration (`durationOf`), whole seconds or minutes (`wholeDurationOf`), a whole
 *   number (`wholeNumberOf`), a format the value checks know (`checkFormat`), a member of a closed
 *   set (`memberOf`);
 * - ids: an id given as a string (`idOf`), the id of a construct passed by its contract
 *   (`contractIdOf`).
 *
 * Each check adds at most one problem (under `field`), returns the value to use or undefined, takes
 * undefined and null as "not given" (say `Problems.required` for what must be given), and never
 * throws, whatever it is given (a revoked proxy included). A token is never judged: it passes.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { Tokenization } from 'cdktn';
import { oneOf, Problems } from './problems';
import { Duration } from '../api/duration';
import { isConstruct, isPlainObject } from '../base/arguments';
import { ValidationError } from '../base/errors';
import { isKnown, isUnresolved, knownDifferent, sameValue } from '../base/tokens';
import { checkValue, ValueFormat } from '../runtime/value-checks';

export { isConstruct, isKnown, isUnresolved, knownDifferent, sameValue };

/** Reads `f()`; undefined when it throws (a revoked proxy, a getter that throws). */
function safely<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/** Reads `f()`; undefined when it throws, except a ValidationError (which names what is missing), which is thrown on. */
function readThrowingValidation<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch (e) {
    if (ValidationError.isValidationError(e)) throw e;
    return undefined;
  }
}

/** The last part of a field path, as a prop is written: `retry.interval` → `interval`. */
function leaf(field: string): string {
  return field.replace(/^.*[.)]/, '').replace(/\[\d+\]$/, '');
}

/** `a` or `an`, for a word: `an` before a vowel, and before an initialism read with a vowel sound (`an X509Type`, `an LDAPAuthType`). */
export function article(word: string): string {
  return /^([AEIOUaeiou]|[FHLMNRSX](?=[A-Z0-9]))/.test(word) ? 'an' : 'a';
}

// ---- tokens and identity ----

/** Whether `v` is a string that holds a token (a reference, known only when Terraform plans). */
export function isTokenString(v: unknown): v is string {
  return typeof v === 'string' && isUnresolved(v);
}

/**
 * Whether `v` is literal text: a string that holds no token. `${` and `%{` in it are text, which
 * the L2 escapes when it renders it (`literalText`), so it is judged as written.
 */
export function isLiteralText(v: unknown): v is string {
  return typeof v === 'string' && !isUnresolved(v);
}

/**
 * Whether two keys name the same thing, part by part (see `sameValue`). Keys with a part that is
 * no string (a JavaScript caller's mistake, reported where it is checked) match nothing.
 */
export function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length || !a.every((x) => typeof x === 'string') || !b.every((x) => typeof x === 'string')) return false;
  return a.every((x, i) => sameValue(x, b[i]));
}

// ---- shapes ----

/**
 * Whether `v` is an object literal (or an object without prototype): not an array, a class
 * instance (a Duration, a construct) or a token. Never throws.
 */
export function isObjectLiteral(v: unknown): v is Record<string, unknown> {
  return isPlainObject(v) && safely(() => Tokenization.isResolvable(v)) === false;
}

/** What a shape check says besides its sentence. */
export interface ShapeParts {
  /** What is allowed, e.g. `{ after: Duration, delayOnActivity? }`. */
  readonly allowed: string;
  /** How to fix it. */
  readonly fix: string;
  /** The sentence. @default depends on the check */
  readonly problem?: string;
}

/** An object literal given at `field`; a problem (`expected an object.`) for anything else. */
export function objectOf<T extends object>(p: Problems, field: string, v: T | undefined | null, parts: ShapeParts): T | undefined {
  if (v === undefined || v === null) return undefined;
  if (isObjectLiteral(v)) return v;
  p.add(field, parts.problem ?? 'expected an object.', { id: 'l2:expected-object', received: v, allowed: parts.allowed, fix: parts.fix });
  return undefined;
}

/** What `listOf` says besides its sentence. */
export interface ListParts {
  /** What the items are, for the sentence: `expected a list of <of>.` @default `expected a list.` */
  readonly of?: string;
  /** The sentence for what is no list, instead of `expected a list[ of <of>].` @default - from `of` */
  readonly problem?: string;
  /** The sentence for a list token refused with `knownFix`. @default `must be a list known at synth, not a token.` */
  readonly tokenProblem?: string;
  /** What is allowed, e.g. `a list of EngineRef`. */
  readonly allowed: string;
  /** How to fix it. @default `wrap it in [ ].` */
  readonly fix?: string;
  /**
   * How to fix a list token: given, a list token is refused (the L2 reads the items itself);
   * not given, a list token is returned as it is (the L2 renders it whole).
   * @default - a list token is returned
   */
  readonly knownFix?: string;
}

/**
 * A list given at `field`: the list, a list token (unless `knownFix` refuses it), or a problem.
 * A list token is never read as items (its one marker string is no item).
 */
export function listOf<T>(p: Problems, field: string, v: readonly T[] | undefined | null, parts: ListParts): T[] | undefined {
  if (v === undefined || v === null) return undefined;
  const token = isUnresolved(v);
  if (token && parts.knownFix === undefined) return v as T[];
  if (token || safely(() => Array.isArray(v)) !== true) {
    p.add(field, token ? parts.tokenProblem ?? 'must be a list known at synth, not a token.' : parts.problem ?? `expected a list${parts.of ? ` of ${parts.of}` : ''}.`, {
      id: token ? 'l2:list-token' : 'l2:expected-list',
      received: v,
      allowed: parts.allowed,
      fix: token ? parts.knownFix! : parts.fix ?? 'wrap it in [ ].',
    });
    return undefined;
  }
  return [...v];
}

/**
 * A map of strings given at `field` (labels, tags): an object literal whose values are strings (or
 * string tokens); a problem for anything else, and for a map token (the L2 renders one entry per key).
 */
export function stringMapOf(p: Problems, field: string, v: unknown, example: string): Record<string, string> | undefined {
  if (v === undefined || v === null) return undefined;
  const token = isUnresolved(v);
  if (token || !isObjectLiteral(v) || Object.keys(v).some((k) => v[k] !== undefined && typeof v[k] !== 'string')) {
    p.add(field, token ? 'must be a map written in code, not a token: the construct renders one entry per key.' : 'expected a map of strings.', {
      id: 'l2:expected-string-map',
      received: v,
      allowed: `an object such as ${example}`,
      fix: token ? `write ${leaf(field)} as an object literal, key to value.` : `pass the ${leaf(field)} as an object, key to value.`,
    });
    return undefined;
  }
  return Object.fromEntries(Object.keys(v).filter((k) => v[k] !== undefined).map((k) => [k, v[k] as string]));
}

/**
 * A boolean given at `field`: true, false, or a problem (`expected true or false.`).
 * @param fix how to fix it @default `write <leaf>: true, or leave it out.`
 */
export function booleanOf(p: Problems, field: string, v: unknown, fix?: string): boolean | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'boolean') return v;
  p.add(field, 'expected true or false.', { id: 'l2:expected-boolean', received: v, allowed: 'a boolean', fix: fix ?? `write ${leaf(field)}: true, or leave it out.` });
  return undefined;
}

// ---- typed values ----

/**
 * A Duration given at `field`: the Duration when it is usable; otherwise a problem (not a Duration
 * at all, or one made from an amount that is no duration) and undefined.
 * @param example how to write one for this field, e.g. `Duration.minutes(15)`
 */
export function durationOf(p: Problems, field: string, d: unknown, example: string): Duration | undefined {
  if (d === undefined || d === null) return undefined;
  if (!(d instanceof Duration)) {
    p.add(field, 'expected a Duration.', { id: 'l2:expected-duration', received: d, allowed: `a Duration, e.g. ${example}`, fix: `write ${leaf(field)}: ${example}.` });
    return undefined;
  }
  const problem = d._problem;
  if (problem !== undefined) {
    p.addRendered(field, 'is not a duration.', problem, { id: 'l2:not-a-duration', allowed: `a Duration of a finite amount, 0 or more, e.g. ${example}`, fix: `write ${leaf(field)}: ${example}.` });
    return undefined;
  }
  return d;
}

/** The unit of a whole duration, with its size in seconds. */
const UNIT_SECONDS = { seconds: 1, minutes: 60, hours: 3600 } as const;

/** How `wholeDurationOf` reads a Duration. */
export interface WholeDurationOptions {
  /** The unit the provider takes. */
  readonly unit: keyof typeof UNIT_SECONDS;
  /** How to write one for this field, e.g. `Duration.minutes(15)`. */
  readonly example: string;
  /** The fewest units the provider takes. @default 0 */
  readonly min?: number;
}

/**
 * A Duration given at `field` as a whole number of `unit`s (what an integer attribute of the
 * provider takes), or a problem: not a Duration, not a whole number of the unit (never rounded
 * silently; `Duration.minutes(4.1)` is 246 whole seconds, what floating point makes of it aside),
 * or below the minimum.
 */
export function wholeDurationOf(p: Problems, field: string, d: unknown, o: WholeDurationOptions): number | undefined {
  const duration = durationOf(p, field, d, o.example);
  if (duration === undefined) return undefined;
  const exact = duration.toSeconds() / UNIT_SECONDS[o.unit];
  const n = Math.round(exact);
  if (Math.abs(exact - n) > 1e-9 * Math.max(1, Math.abs(exact))) {
    const suggested = Math.max(o.min ?? 0, 1, Math.ceil(exact));
    p.addRendered(field, `is not a whole number of ${o.unit}.`, duration.toString(), {
      id: 'l2:whole-duration',
      allowed: `whole ${o.unit}`,
      fix: `use Duration.${o.unit}(n) with a whole n, e.g. Duration.${o.unit}(${suggested}).`,
    });
    return undefined;
  }
  if (o.min !== undefined && n < o.min) {
    p.addRendered(field, `is below the minimum of ${o.min} ${o.unit}.`, duration.toString(), {
      id: 'l2:duration-minimum', allowed: `at least ${o.min} ${o.unit}`, fix: `set ${leaf(field)} to Duration.${o.unit}(${o.min}) or more.`,
    });
    return undefined;
  }
  return n;
}

/** How `wholeNumberOf` reads a number. */
export interface WholeNumberOptions {
  /** The least allowed. @default no least */
  readonly min?: number;
  /** The most allowed. @default no most */
  readonly max?: number;
  /** What the number counts, for the messages, e.g. `days`. @default none */
  readonly unit?: string;
  /** What is allowed. @default `a whole number[ of <unit>][, <range>]` */
  readonly allowed?: string;
  /** How to fix it. @default `write <allowed>.` */
  readonly fix?: string;
}

/**
 * A whole number given at `field` (a count, a number of days), or a problem: no number, not a
 * whole number, or outside `min`..`max`. A number token passes.
 */
export function wholeNumberOf(p: Problems, field: string, v: unknown, o: WholeNumberOptions = {}): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number' && isUnresolved(v)) return v;
  const of = o.unit ? ` of ${o.unit}` : '';
  const range = o.min !== undefined && o.max !== undefined ? `${o.min} to ${o.max}` : o.min !== undefined ? `${o.min} or more` : o.max !== undefined ? `at most ${o.max}` : '';
  const whole = `a whole number${of}${range ? `, ${range}` : ''}`;
  const allowed = o.allowed ?? whole;
  const fix = o.fix ?? `write ${whole}.`;
  if (typeof v !== 'number' || Number.isNaN(v)) {
    p.add(field, `expected a number${of}.`, { id: 'l2:expected-number', received: v, allowed, fix });
    return undefined;
  }
  if (!Number.isSafeInteger(v) || (o.min !== undefined && v < o.min) || (o.max !== undefined && v > o.max)) {
    p.add(field, `is not ${whole}.`, { id: 'l2:whole-number', received: v, allowed, fix });
    return undefined;
  }
  return v;
}

/**
 * Adds the problem of a string that does not have a format the value checks know (`hex24`: an id
 * of 24 hexadecimal digits, `uuid`, `iso8601`, `duration`), the same message the generated L1s
 * give. A token is not judged.
 */
export function checkFormat(p: Problems, field: string, value: string, format: ValueFormat): void {
  if (!isKnown(value) || typeof value !== 'string') return;
  const bad = checkValue({ id: field, fmt: format }, value, field);
  if (bad) p.merge([{ ...bad.problem, id: `l2:format-${format}` }]);
}

/** A closed set of values: an enum object, or a list in the order messages show it. */
export interface ClosedSet<V extends string | number> {
  /** The values: an enum object (`{ ROLLING: 'rolling' }`) or a list. */
  readonly values: readonly V[] | Readonly<Record<string, V>>;
  /** The enum's name, e.g. `GroupingWindowType`. @default - the set has no enum */
  readonly enumName?: string;
}

/** What `memberOf` says. */
export interface MemberParts {
  /** The sentence. @default `is not <a> <enumName>.` */
  readonly problem?: string;
  /** How to fix a value no member is near. @default `use <a> <enumName>, e.g. <enumName>.<FIRST>.` */
  readonly fix?: string;
  /** What is allowed. @default the values, `a, b or c` */
  readonly allowed?: string;
  /** Whether to name the member a wrongly spelt value is near (case, `-`, `_`, spaces). @default true */
  readonly hint?: boolean;
  /** Whether a token is refused (the L2 derives something from the value). @default false */
  readonly refuseTokens?: boolean;
}

/** A value comparable across spellings: lower case, no `-`, `_` or spaces. */
function loose(v: string): string {
  return v.toLowerCase().replace(/[-_\s]/g, '');
}

/**
 * A member of a closed set given at `field`, or a problem that names the member a misspelt value
 * is near (`use GroupingWindowType.FIXED ('fixed').`).
 */
export function memberOf<V extends string | number>(
  p: Problems, field: string, v: unknown, set: ClosedSet<V>, parts: MemberParts = {},
): V | undefined {
  if (v === undefined || v === null) return undefined;
  if (!isKnown(v)) {
    if (!parts.refuseTokens) return v as V;
  } else {
    const entries: Array<[string | undefined, V]> = Array.isArray(set.values)
      ? (set.values as readonly V[]).map((x) => [undefined, x]) : Object.entries(set.values as Record<string, V>);
    if (entries.some(([, x]) => x === v)) return v as V;
    const name = set.enumName;
    const near = parts.hint === false || typeof v !== 'string' ? undefined : entries.find(([k, x]) => loose(String(x)) === loose(v) || (k !== undefined && loose(k) === loose(v)));
    const nearFix = near && (near[0] !== undefined && name ? `use ${name}.${near[0]} ('${near[1]}').` : `write '${near[1]}'.`);
    const first = entries[0];
    p.add(field, parts.problem ?? (name ? `is not ${article(name)} ${name}.` : 'is not an allowed value.'), {
      id: 'l2:not-a-member',
      received: v,
      allowed: parts.allowed ?? oneOf(entries.map(([, x]) => x)),
      fix: nearFix || (parts.fix ?? (name && first?.[0] !== undefined ? `use ${article(name)} ${name}, e.g. ${name}.${first[0]}.` : `write one of ${oneOf(entries.map(([, x]) => x))}.`)),
    });
    return undefined;
  }
  p.add(field, 'must be known at synth, not a token.', {
    id: 'l2:member-token',
    received: v,
    allowed: parts.allowed ?? oneOf(Array.isArray(set.values) ? set.values as readonly V[] : Object.values(set.values)),
    fix: `write the value itself${set.enumName ? `, e.g. ${set.enumName}.${Object.keys(set.values)[0]}` : ''}.`,
  });
  return undefined;
}

// ---- ids ----

/**
 * An id or a name given as a string at `field` (the attribute of an imported resource): a non-blank
 * string or a string token. Unset is `is required.`; blank is `is empty.`.
 * @param allowed what the id is, e.g. `the id of the escalation path`
 */
export function idOf(p: Problems, field: string, v: unknown, allowed: string): string | undefined {
  if (typeof v === 'string' && (isUnresolved(v) || v.trim() !== '')) return v;
  const unset = v === undefined || v === null;
  p.add(field, unset ? 'is required.' : typeof v === 'string' ? 'is empty.' : 'expected a string.', {
    id: unset ? 'l2:required' : typeof v === 'string' ? 'l2:empty' : 'l2:expected-string',
    received: v,
    allowed,
    fix: typeof v === 'string' || unset ? `set ${leaf(field)}.` : `pass ${leaf(field)} as a string (or a string token, e.g. a variable's stringValue).`,
  });
  return undefined;
}

/** A contract a construct is passed by, and the attribute that is its id. */
export interface Contract {
  /** The interface, e.g. `ISchedule`. */
  readonly name: string;
  /** The attribute that holds the id, e.g. `scheduleId`. */
  readonly key: string;
  /** How to get one, e.g. `Schedule.fromName(this, 'Primary', 'Primary on-call')`. */
  readonly example: string;
}

/** How `contractIdOf` reads a construct. */
export interface ContractIdOptions {
  /** Whether an empty id is taken (the L2 warns of it itself). @default false */
  readonly allowEmpty?: boolean;
  /** What an empty id names, for the sentence (`names nobody`). @default 'nothing' */
  readonly nobody?: string;
}

/**
 * The id of a construct passed by its contract at `field` (`escalation.paths[0]`), or a problem: not
 * given, not the contract (a bare id string says how to refer to an id), or an empty id.
 */
export function contractIdOf(p: Problems, field: string, x: unknown, c: Contract, o: ContractIdOptions = {}): string | undefined {
  const name = c.name.replace(/^I(?=[A-Z])/, '');
  const allowed = `${article(c.name)} ${c.name}, e.g. ${c.example}`;
  if (x === undefined || x === null) {
    p.add(field, 'is required.', { id: 'l2:required', received: x, allowed, fix: `pass the construct, e.g. ${c.example}.` });
    return undefined;
  }
  // An imported construct that was not given its id throws the error that names the attribute
  // (`importedAttribute`): that is the message to read, so it goes through.
  const id = x !== null && typeof x === 'object' ? readThrowingValidation(() => (x as Record<string, unknown>)[c.key]) : undefined;
  if (typeof id !== 'string') {
    const bare = typeof x === 'string';
    p.add(field, `expected ${article(c.name)} ${c.name}${bare ? ', not an id' : ''}.`, {
      id: 'l2:expected-contract',
      received: x,
      allowed,
      fix: bare
        ? `refer to it by its id with ${name}.from${name}Attributes(this, '${name}', { ${c.key}: ${JSON.stringify(x)} }), or look it up, e.g. ${c.example}.`
        : `pass the construct, e.g. ${c.example}.`,
    });
    return undefined;
  }
  if (!o.allowEmpty && !isUnresolved(id) && id.trim() === '') {
    p.add(field, `names ${o.nobody ?? 'nothing'}: its ${c.key} is empty.`, { id: 'l2:empty-contract-id', received: x, allowed: `${article(c.name)} ${c.name} with its ${c.key}`, fix: `pass one that exists, e.g. ${c.example}.` });
    return undefined;
  }
  return id;
}

/**
 * A provider configuration's alias at `field`: Terraform takes a name that starts with a letter or
 * an underscore and holds only letters, digits, underscores and dashes ("Invalid provider
 * configuration alias" otherwise). A token, and a value that is no string (`strings` reports it),
 * are not judged.
 */
export function providerAliasOf(p: Problems, field: string, v: unknown): void {
  if (typeof v !== 'string' || isUnresolved(v) || /^[A-Za-z_][A-Za-z0-9_-]*$/.test(v)) return;
  const near = v.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[^A-Za-z_]+/, '');
  p.add(field, 'is not a name Terraform takes as a provider alias.', {
    id: 'l2:provider-alias',
    received: v,
    allowed: 'a letter or an underscore, then letters, digits, underscores and dashes',
    fix: near !== '' ? `write ${leaf(field)}: '${near}'.` : `write ${leaf(field)}: 'secondary', or another name.`,
  });
}
