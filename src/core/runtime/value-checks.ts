/**
 * Value checks of the generated L1s: allowed values, numeric bounds, integers, string lengths,
 * patterns and formats, generated from `spec/<provider>/values.json` into the compact input
 * descriptions, and judged once when an input is rendered (never on resolve). Unresolved tokens
 * never reach this file.
 *
 * Nothing in this file is part of the public API.
 */
import type { Finding } from './acknowledgements';
import { describeHidden, describeValue } from '../base/errors';
import { closestOf } from '../base/spelling';

/** Formats a string value can be required to have. */
export type ValueFormat = 'hex24' | 'uuid' | 'iso8601' | 'duration';

/** A value check, as the generator writes it into a field description. */
export interface ValueCheck {
  /** Stable id, `value:<type>.<attribute path>` (the key in values.json, with the provider for `provider.` keys). */
  readonly id: string;
  /** Allowed values. */
  readonly a?: ReadonlyArray<string | number>;
  /**
   * Set when neither the provider nor its API enforces the check before apply (it is only
   * documented): a miss warns (`terrain:unlisted-value` for a list of values) instead of failing synth.
   */
  readonly w?: 1;
  /**
   * Set when only the list of allowed values is documented while the other facts of the check are
   * enforced (a documented list within an enforced range): a value outside the list warns, one
   * that breaks an enforced fact fails.
   */
  readonly wa?: 1;
  /** Lowest and highest allowed number. */
  readonly lo?: number;
  readonly hi?: number;
  /** Whole numbers only. */
  readonly i?: 1;
  /** Shortest and longest allowed string. */
  readonly ll?: number;
  readonly lh?: number;
  /** A regular expression the whole value must match. */
  readonly p?: string;
  /** Upper case only. */
  readonly u?: 1;
  /** The provider accepts the allowed values in any letter case. */
  readonly ci?: 1;
  /** A format. */
  readonly fmt?: ValueFormat;
}

interface Compiled extends ValueCheck { _set?: ReadonlySet<string | number>; _re?: RegExp }

const FORMATS: Record<ValueFormat, { re: RegExp; what: string; allowed: string; fix: string }> = {
  hex24: {
    re: /^[0-9a-f]{24}$/i,
    what: 'is not a 24-character hexadecimal id.',
    allowed: 'an id of 24 hexadecimal digits, e.g. 5f1e2d3c4b5a697887766554',
    fix: 'copy the id from the Atlas UI, the API or the attribute of the resource that owns it.',
  },
  uuid: {
    re: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    what: 'is not a UUID.',
    allowed: 'a UUID such as 123e4567-e89b-12d3-a456-426614174000',
    fix: 'use the UUID (the application, principal or tenant id), not its display name.',
  },
  iso8601: {
    re: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    what: 'is not an ISO 8601 timestamp.',
    allowed: 'an ISO 8601 date or timestamp, e.g. 2026-12-01T00:00:00Z',
    fix: 'write the date as YYYY-MM-DD, optionally with THH:MM:SSZ.',
  },
  duration: {
    // Go's time.ParseDuration, which the SDK and terraform-plugin-framework-timeouts use: an
    // optional sign, then '0' or numbers (a fraction may lack either side of the point) with units.
    re: /^[-+]?(?:0|(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|\u00b5s|\u03bcs|ms|s|m|h))+)$/,
    what: 'is not a duration string.',
    allowed: 'numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m',
    fix: 'write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
  },
};

function listText(values: ReadonlyArray<string | number>): string {
  const v = values.map((x) => (typeof x === 'string' ? `'${x}'` : String(x)));
  return v.length <= 1 ? v.join('') : `${v.slice(0, -1).join(', ')} or ${v[v.length - 1]}`;
}

function quote(v: string | number): string {
  return typeof v === 'string' ? `'${v}'` : String(v);
}

/** The allowed value closest to `v`: the same word in another case, or one within a few edits. */
function closestAllowed(allowed: ReadonlyArray<string | number>, v: string | number): string | number | undefined {
  if (typeof v !== 'string') return undefined;
  const lower = v.toLowerCase();
  const same = allowed.find((a) => typeof a === 'string' && a.toLowerCase() === lower);
  if (same !== undefined) return same;
  return closestOf(lower, allowed.filter((a) => typeof a === 'string'), Math.max(2, Math.floor(v.length / 3)) + 1, (a) => String(a).toLowerCase());
}

/**
 * Judges one literal value (already known to have the right primitive type). Returns the finding,
 * or undefined when the value passes.
 * @param path the field path in the construct's names
 * @param sensitive the field is sensitive: the finding never shows the value (nor hints built from it)
 */
export function checkValue(check: ValueCheck, v: string | number, path: string, sensitive?: boolean): Finding | undefined {
  const c = check as Compiled;
  if (c.a && !isAllowed(c, v)) return judge(c, v, path, sensitive);
  if (typeof v === 'number') {
    if ((c.i && !Number.isInteger(v)) || (c.lo !== undefined && v < c.lo) || (c.hi !== undefined && v > c.hi)) return judge(c, v, path, sensitive);
    return undefined;
  }
  if ((c.ll !== undefined && v.length < c.ll) || (c.lh !== undefined && v.length > c.lh) || (c.u && v !== v.toUpperCase())) {
    return judge(c, v, path, sensitive);
  }
  if (c.p && !(c._re ?? ((c as { _re?: RegExp })._re = new RegExp(c.p))).test(v)) return judge(c, v, path, sensitive);
  if (c.fmt && !FORMATS[c.fmt].re.test(v)) return judge(c, v, path, sensitive);
  return undefined;
}

/** Whether `v` is one of the allowed values (in any letter case, where the provider says so). */
function isAllowed(c: Compiled, v: string | number): boolean {
  const set = c._set ?? ((c as { _set?: ReadonlySet<string | number> })._set = new Set(c.ci ? c.a!.map((x) => (typeof x === 'string' ? x.toUpperCase() : x)) : c.a));
  return set.has(c.ci && typeof v === 'string' ? v.toUpperCase() : v);
}

/**
 * The finding for a value that breaks its check (the fast path above only tells that it does):
 * the first fact it breaks, in the order allowed values, number facts, length, case, pattern, format.
 */
function judge(c: Compiled, v: string | number, path: string, sensitive?: boolean): Finding | undefined {
  if (c.wa && c.a && !isAllowed(c, v)) {
    // A documented list within enforced facts: an enforced fact the value breaks fails first.
    const enforced = judge({ ...c, a: undefined, wa: undefined, _set: undefined }, v, path, sensitive);
    if (enforced) return enforced;
  }
  const level = c.w ? 'unlisted' : 'error';
  // A documented-only fact that is no list of values warns under its own id.
  const other: Finding['level'] = c.w ? 'warning' : 'error';
  const finding = (problem: string, allowed: string, fix: string, lvl: Finding['level'] = level): Finding =>
    ({ id: c.id, level: lvl, problem: { field: path, problem, received: sensitive ? describeHidden(v) : describeValue(v), allowed, fix } });

  if (c.a) {
    if (!isAllowed(c, v)) {
      const near = sensitive ? undefined : closestAllowed(c.a, v);
      const hint = near !== undefined ? `write ${quote(near)} instead of ${quote(v)}` : 'use one of the allowed values';
      if (c.w || c.wa) {
        return finding(`is not in the list of values the provider documents (${c.id}); the remote API may refuse it at apply.`,
          listText(c.a), `${hint}${near !== undefined ? ' (did you mean it?)' : ''}. If a newer provider release allows it, acknowledge ${c.id} with the reason.`, 'unlisted');
      }
      return finding('is not an allowed value.', listText(c.a), `${hint}.`);
    }
  }
  if (typeof v === 'number') {
    if (c.i && !Number.isInteger(v)) return finding('must be a whole number.', 'an integer', sensitive ? 'use a whole number.' : `use ${Math.round(v)}.`, other);
    if ((c.lo !== undefined && v < c.lo) || (c.hi !== undefined && v > c.hi)) {
      const range = c.lo !== undefined && c.hi !== undefined ? `${c.lo} to ${c.hi}` : c.lo !== undefined ? `at least ${c.lo}` : `at most ${c.hi}`;
      const edge = c.lo !== undefined && v < c.lo ? c.lo : c.hi!;
      return finding(c.w ? `is outside the documented range (${c.id}); the remote API may refuse it at apply.` : 'is out of range.', range, `use a value of ${range}, e.g. ${edge}.`);
    }
    return undefined;
  }
  if (c.ll !== undefined && v.length < c.ll) {
    return finding('is too short.', `${c.ll} to ${c.lh ?? 'any number of'} characters`, `use at least ${c.ll} character${c.ll === 1 ? '' : 's'}.`, other);
  }
  if (c.lh !== undefined && v.length > c.lh) {
    return finding(`is too long (${v.length} characters).`, `at most ${c.lh} characters`, `shorten it to ${c.lh} characters or fewer.`, other);
  }
  if (c.u && v !== v.toUpperCase()) return finding('must be upper case.', 'upper-case letters', sensitive ? 'write it in upper case.' : `write '${v.toUpperCase()}'.`, other);
  if (c.p) {
    const re = c._re ?? ((c as { _re?: RegExp })._re = new RegExp(c.p));
    if (!re.test(v)) return finding('does not match the required pattern.', `a value matching /${c.p}/`, 'change the value so that it matches the pattern.', other);
  }
  if (c.fmt) {
    const f = FORMATS[c.fmt];
    if (!f.re.test(v)) return finding(f.what, f.allowed, f.fix, other);
  }
  return undefined;
}
