/**
 * What the App Configuration L2s render from native values: the provider takes every flag and
 * property value as a string and converts it to the object's type before it calls the API
 * (ibm/service/appconfiguration/utils.go: formatValue, at create and update); it reads values back
 * the same way (`strconv.FormatBool`, `fmt.Sprintf("%v", float64)`), and leaves a JSON or YAML
 * value as configured. So:
 * - a boolean renders `true` / `false`, the spelling it reads back;
 * - a number renders in decimal digits; the API takes whole numbers only (ParseInt);
 * - a JSON or YAML value is an object, serialised deterministically (keys sorted), so that the
 *   same object always renders the same text;
 * - ids and names keep to the characters the API takes.
 */
import { Fn, IConstruct, isKnown, isUnresolved, Problems, throwIfProblems, Token, Tokenization, warn } from '../../../core/l2/index';

/** The characters the App Configuration API takes in ids (its reference: "Allowed special characters are dot ( . ), hyphen( - ), underscore ( _ ) only"). */
const ID_CHARACTERS = /^[A-Za-z0-9._-]+$/;

/** Where the character set is stated. */
export const ID_SOURCE = 'the App Configuration API reference (appconfiguration-go-admin-sdk: "Allowed special characters are dot ( . ), hyphen( - ), underscore ( _ ) only")';

/**
 * An id of the API at `field`, or a problem: blank, or with a character other than
 * letters, digits, `.`, `-` and `_`. A token is not judged.
 * @param what what the value names, e.g. `the environment id`
 * @param example a value that would do, e.g. `prod`
 */
export function apiIdOf(p: Problems, field: string, v: unknown, what: string, example: string): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') {
    p.add(field, 'expected a string.', { id: 'l2:expected-string', received: v, allowed: what, fix: `pass ${leafOf(field)} as a string, e.g. '${example}'.` });
    return undefined;
  }
  if (isUnresolved(v)) return v;
  if (!ID_CHARACTERS.test(v)) {
    const suggestion = v.trim().replace(/\s+/g, '-').replace(/[^A-Za-z0-9._-]/g, '');
    p.add(field, v.trim() === '' ? 'is empty.' : 'has characters the App Configuration API does not take in ids.', {
      id: 'ibm:id-characters',
      received: v,
      allowed: `${what}: letters, digits, '.', '-' and '_' only`,
      fix: `write ${leafOf(field)}: '${suggestion === '' ? example : suggestion}'.`,
    });
    return undefined;
  }
  return v;
}

/**
 * A name of the API at `name`: a non-empty string, shown as written (spaces included: the API's
 * reference words names like ids, but IBM's own samples name flags "Flight Booking"). Literal text.
 */
export function nameOf(p: Problems, v: unknown, what: string, example: string): string | undefined {
  if (typeof v === 'string' && (isUnresolved(v) || v.trim() !== '')) return v;
  p.add('name', typeof v === 'string' ? 'is empty.' : 'expected a string.', { id: typeof v === 'string' ? 'l2:empty' : 'l2:expected-string', received: v, allowed: what, fix: `write name: '${example}'.` });
  return undefined;
}

/** The last part of a field path, for fixes (`rules[0].name` → `name`). */
function leafOf(field: string): string {
  return field.replace(/^.*[.(]/, '').replace(/\)$/, '');
}

/**
 * Tags as the API takes them: one string, the tags joined by commas. Each tag is a non-empty
 * string without a comma.
 */
export function tagsOf(p: Problems, field: string, v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  // A list known at apply only (a variable's listValue): joined by Terraform.
  if (Array.isArray(v) && isUnresolved(v)) return Fn.join(',', v);
  if (!Array.isArray(v)) {
    p.add(field, 'expected a list of tags.', { id: 'l2:expected-list', received: v, allowed: "a list of strings, e.g. ['checkout']", fix: `write ${field}: ['checkout'].` });
    return undefined;
  }
  let ok = true;
  v.forEach((t, i) => {
    if (typeof t === 'string' && (isUnresolved(t) || (t.trim() !== '' && !t.includes(',')))) return;
    ok = false;
    p.add(`${field}[${i}]`, typeof t !== 'string' ? 'expected a string.' : t.includes(',') ? 'has a comma, which separates tags.' : 'is empty.', {
      id: 'ibm:tag', received: t, allowed: 'a non-empty tag without a comma', fix: typeof t === 'string' && t.includes(',') ? `split it into two tags: ${JSON.stringify(t.split(',').map((x) => x.trim()))}.` : 'remove it, or write the tag.',
    });
  });
  return ok ? v.join(',') : undefined;
}

/** The type of a flag's or a property's values, as the API names it. */
export type ValueType = 'BOOLEAN' | 'NUMERIC' | 'STRING' | 'SECRETREF';
/** The format of a STRING value. */
export type ValueFormat = 'TEXT' | 'JSON' | 'YAML';

/** What a property value renders. */
export interface RenderedPropertyValue {
  readonly type: ValueType;
  readonly format?: ValueFormat;
  readonly value: string;
}

/** One rule of a segment as the provider takes it. */
export interface RenderedSegmentRule {
  readonly attributeName: string;
  readonly operator: string;
  readonly values: string[];
}

/** Whether `v` is a plain object (not a list, not null, not a class instance other than Object). */
function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** What a value of each type and format is, for messages. */
function expected(type: ValueType, format?: ValueFormat): { allowed: string; example: string } {
  switch (type) {
    case 'BOOLEAN': return { allowed: 'true or false', example: 'true' };
    case 'NUMERIC': return { allowed: 'a whole number', example: '10' };
    case 'SECRETREF': return { allowed: 'a secret reference', example: "PropertyValue.secretRef({ secretsManagerCrn, secretId: '<id>' })" };
    default: return format === 'TEXT' || format === undefined
      ? { allowed: 'a string', example: "'dark'" }
      : { allowed: `an object (serialised as ${format})`, example: "{ theme: 'dark' }" };
  }
}

/**
 * The provider's string for a native value of a type (and format), or a problem at `field`. A
 * token is rendered as it is (the L1's type rules judge it once it resolves).
 * @param inherit whether `$default` (the environment's value) is taken here
 */
export function renderValue(
  p: Problems, field: string, v: unknown, type: ValueType, format: ValueFormat | undefined, kind: string,
): string | undefined {
  const { allowed, example } = expected(type, format);
  const wrong = (problem: string, fix?: string) => {
    p.add(field, problem, { id: 'ibm:value-type', received: v, allowed, fix: fix ?? `write ${leafOf(field)}: ${example}.` });
    return undefined;
  };
  if (v === undefined || v === null) {
    p.add(field, 'is required.', { id: 'l2:required', received: v, allowed, fix: `set ${leafOf(field)}, e.g. ${example}.` });
    return undefined;
  }
  // A reference is rendered as it is (the L1's type rules judge it once it resolves); a string
  // that merely contains `${` is text, judged below.
  if ((typeof v === 'string' || typeof v === 'number') && isUnresolved(v)) return typeof v === 'number' ? Token.asString(v) : v;
  if ((type === 'BOOLEAN' || type === 'NUMERIC') && Tokenization.isResolvable(v)) return Token.asString(v);
  switch (type) {
    case 'BOOLEAN':
      if (typeof v === 'boolean') return v ? 'true' : 'false';
      return wrong(`is not a boolean, which a boolean ${kind} takes.`, typeof v === 'string' && ['true', 'false'].includes(v.trim().toLowerCase()) ? `write ${leafOf(field)}: ${v.trim().toLowerCase()} (a boolean, not a string).` : undefined);
    case 'NUMERIC':
      if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
      if (typeof v === 'number' && Number.isFinite(v) && Number.isInteger(v)) return wrong('is too large: the L2 takes whole numbers from -(2^53 - 1) to 2^53 - 1, which a number keeps exactly.', `write a whole number within ${Number.MAX_SAFE_INTEGER}.`);
      if (typeof v === 'number' && Number.isFinite(v)) return wrong(`is not a whole number, which a numeric ${kind} takes (the API parses it as an integer).`, `write ${leafOf(field)}: ${Math.round(v)}, or use a string ${kind} for a fraction.`);
      return wrong(`is not a number, which a numeric ${kind} takes.`, typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? `write ${leafOf(field)}: ${v.trim()} (a number, not a string).` : undefined);
    case 'SECRETREF':
      return wrong(`is not a secret reference, which a secret reference ${kind} takes.`);
    default:
      if (format === 'TEXT' || format === undefined) {
        if (typeof v === 'string') return v;
        return wrong(`is not a string, which a string ${kind} of format TEXT takes.`, isPlainObject(v) ? `use format StringFormat.JSON for an object, or write ${leafOf(field)} as a string.` : undefined);
      }
      if (isPlainObject(v)) return jsonValueOf(p, field, v, format!) ? serialised(v, format!) : undefined;
      return wrong(`is not an object, which a string ${kind} of format ${format} takes (the provider parses it into a map).`,
        typeof v === 'string' ? `write ${leafOf(field)} as an object, e.g. { theme: 'dark' } (not its text), or use format StringFormat.TEXT.` : undefined);
  }
}

/**
 * Whether an object is a JSON value all through, or problems at the paths that are not: a value
 * known only at apply other than text (a list, a number or a boolean token), a value JSON has no
 * form for (undefined, a function, a class instance, a number that is not finite), an object that
 * contains itself. Text that holds a reference is kept: Terraform encodes it (`serialised`).
 */
export function jsonValueOf(p: Problems, field: string, v: unknown, format: string): boolean {
  const before = p.length;
  const seen = new Set<object>();
  const walk = (x: unknown, at: string): void => {
    const bad = (problem: string, fix: string) => p.add(at, problem, { id: 'ibm:json-value', received: x, allowed: `a ${format} value: text, numbers, booleans, null, lists and objects of them`, fix });
    if (typeof x === 'string' && isUnresolved(x) && mixesText(x)) {
      return bad('mixes text and a reference, which the serialised object cannot encode.', 'make the whole text one reference (a variable, or a local of Fn.join), or write it without the reference.');
    }
    if (x === null || typeof x === 'boolean' || typeof x === 'string') return;
    if (typeof x === 'number') {
      if (isUnresolved(x)) bad('is a number known only at apply, which cannot be written into the serialised object.', `write the number itself, or serialise the whole value yourself (Fn.jsonencode) into a string ${format === 'JSON' ? 'flag of format JSON through the L1' : 'flag'}.`);
      else if (!Number.isFinite(x)) bad(`is not a finite number, which ${format} cannot write.`, 'write a finite number, or null.');
      return;
    }
    if (x === undefined) return bad(`is undefined, which ${format} has no form for (JSON would drop the key).`, 'remove the key, or write null.');
    if (typeof x !== 'object') return bad(`is ${typeof x === 'function' ? 'a function' : `a ${typeof x}`}, which ${format} has no form for.`, 'write text, a number, a boolean, null, a list or an object.');
    if (Tokenization.isResolvable(x) || (Array.isArray(x) && isUnresolved(x))) {
      return bad('is a value known only at apply, which cannot be written into the serialised object.', 'write the value itself, or a reference to text (a variable\'s stringValue) inside a string.');
    }
    if (seen.has(x)) return bad('refers back to an object that contains it, which cannot be serialised.', 'write the object without the cycle.');
    if (!Array.isArray(x) && !isPlainObject(x)) return bad('is an instance of a class, not a plain object.', 'write a plain object ({ ... }) of its values.');
    seen.add(x);
    if (Array.isArray(x)) {x.forEach((y, i) => walk(y, `${at}[${i}]`));} else {
      for (const k of Object.keys(x)) {
        if (isUnresolved(k)) bad('has a key that is a reference, which the serialised object cannot encode.', 'write the key itself.');
        walk((x as Record<string, unknown>)[k], /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? `${at}.${k}` : `${at}[${JSON.stringify(k)}]`);
      }
    }
    seen.delete(x);
  };
  walk(v, field);
  return p.length === before;
}

/**
 * The text of an object: JSON or block YAML with sorted keys. A text in it that is a reference (a
 * variable's `stringValue`) is written as Terraform's `jsonencode` of it, so that its value is
 * encoded (quotes, backslashes, new lines) when Terraform knows it, never pasted into the text as
 * it is; a JSON string is a YAML double-quoted scalar too. The caller writes the result as literal
 * text (`literalText`), which keeps the references.
 */
export function serialised(v: Record<string, unknown>, format: string): string {
  const references: string[] = [];
  const marked = withMarks(v, references);
  let text = format === 'JSON' ? stableJson(marked) : yamlOf(marked, 0);
  references.forEach((r, i) => { text = text.split(JSON.stringify(mark(i))).join(Fn.jsonencode(r)); });
  return text;
}

const mark = (i: number) => `\u0000reference ${i}\u0000`;

/** The object with each reference replaced by a mark (`references` gets them, in order). */
function withMarks(v: unknown, references: string[]): unknown {
  if (typeof v === 'string' && isUnresolved(v)) {
    references.push(v);
    return mark(references.length - 1);
  }
  if (Array.isArray(v)) return v.map((x) => withMarks(x, references));
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withMarks(x, references)]));
  return v;
}

/** Whether a text holds a reference among other text (`Deploy ${var.v}`), not only a reference. */
function mixesText(s: string): boolean {
  const fragments = (Tokenization.reverseString(s) as unknown as { fragments?: Array<{ type: string }> }).fragments;
  return Array.isArray(fragments) && fragments.length > 1;
}

/** JSON with the keys of every object sorted: one object, one text. */
export function stableJson(v: unknown): string {
  return JSON.stringify(sorted(v));
}

function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])]));
  }
  return v;
}

/**
 * Block YAML with the keys sorted: mappings and lists in blocks, every key and string scalar
 * double-quoted (JSON's string syntax is YAML's double-quoted scalar), numbers, booleans and null
 * as JSON writes them.
 */
export function yamlOf(v: unknown, indent: number): string {
  const pad = ' '.repeat(indent);
  const scalar = (x: unknown) => (x === undefined ? 'null' : JSON.stringify(x));
  const isBlock = (x: unknown) => x !== null && typeof x === 'object' && Object.keys(x as object).length > 0;
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return v.map((x) => (isBlock(x) ? `${pad}-\n${yamlOf(x, indent + 2)}` : `${pad}- ${isEmptyContainer(x) ? emptyOf(x) : scalar(x)}`)).join('\n');
  }
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v).sort();
    if (keys.length === 0) return '{}';
    return keys.map((k) => {
      const x = (v as Record<string, unknown>)[k];
      return isBlock(x) ? `${pad}${JSON.stringify(k)}:\n${yamlOf(x, indent + 2)}` : `${pad}${JSON.stringify(k)}: ${isEmptyContainer(x) ? emptyOf(x) : scalar(x)}`;
    }).join('\n');
  }
  return scalar(v);
}

function isEmptyContainer(x: unknown): boolean {
  return x !== null && typeof x === 'object' && Object.keys(x as object).length === 0;
}

function emptyOf(x: unknown): string {
  return Array.isArray(x) ? '[]' : '{}';
}

/**
 * A rollout percentage at `field`: a whole number from 0 to 100, or a problem. The API documents
 * the percentage as 0 to 100.
 */
export function rolloutOf(p: Problems, field: string, v: unknown): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number' && isUnresolved(v)) return v;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100) {
    p.add(field, typeof v === 'number' ? 'is not a percentage from 0 to 100.' : 'expected a number.', {
      id: 'ibm:rollout-percentage',
      received: v,
      allowed: 'a whole percentage from 0 to 100',
      fix: typeof v === 'number' && v > 100 ? `write ${leafOf(field)}: 100 (everyone).` : `write ${leafOf(field)}: a whole number from 0 to 100, e.g. 25.`,
    });
    return undefined;
  }
  return v;
}

/** Colour codes: `#` and six hexadecimal digits. */
export function colorOf(p: Problems, field: string, v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'string' && (isUnresolved(v) || /^#[0-9A-Fa-f]{6}$/.test(v))) return v;
  const three = typeof v === 'string' && /^#?([0-9A-Fa-f])([0-9A-Fa-f])([0-9A-Fa-f])$/.exec(v);
  const six = typeof v === 'string' && /^([0-9A-Fa-f]{6})$/.exec(v);
  p.add(field, 'is not a colour code.', {
    id: 'ibm:color-code',
    received: v,
    allowed: "'#' and six hexadecimal digits, e.g. '#FDD13A'",
    fix: three ? `write ${leafOf(field)}: '#${three[1]}${three[1]}${three[2]}${three[2]}${three[3]}${three[3]}'.`
      : six ? `write ${leafOf(field)}: '#${six[1]}'.` : `write ${leafOf(field)}: '#FDD13A', or another '#RRGGBB' code.`,
  });
  return undefined;
}

/**
 * How the provider writes a whole number back into the state: it reads every number of the API as
 * a float64 and formats it with Go's `fmt.Sprintf("%v", ...)` (the Read functions of
 * resource_ibm_app_config_feature.go and resource_ibm_app_config_property.go), which switches to
 * exponent notation from 1e6 on (`1e+06`, `1.5e+06`).
 */
export function goFloatText(n: number): string {
  const abs = Math.abs(n);
  if (abs < 1e6) return String(n);
  const digits = String(abs).replace(/0+$/, '');
  const exponent = String(abs).length - 1;
  const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  return `${n < 0 ? '-' : ''}${mantissa}e+${exponent < 10 ? `0${exponent}` : exponent}`;
}

/**
 * Warns when a numeric value reads back in another spelling than the one rendered: Terraform would
 * then plan a change on every run.
 */
export function warnNumericDrift(scope: IConstruct, field: string, v: unknown): void {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || !isKnown(v) || goFloatText(v) === String(v)) return;
  warn(scope, 'ibm:numeric-value-drift', `${field}: ${v} reads back from the API as '${goFloatText(v)}' (the provider formats numbers with Go's %v), so every plan shows a change to '${v}'. `
    + 'Keep numeric values under 1000000 in magnitude (e.g. a unit of thousands), or use a string flag or property for large numbers.');
}

/**
 * Throws when the options of a method are no object (a JavaScript caller's `null`, a string): the
 * message names the call, e.g. `booleanFlag('dark-mode', { ... })`.
 */
export function optionsObject(scope: IConstruct, options: unknown, call: string): void {
  if (options !== null && typeof options === 'object' && !Array.isArray(options)) return;
  const p = new Problems();
  p.add('(options)', 'expected an object with the options.', { id: 'l2:options-not-object', received: options, allowed: 'an object (struct)', fix: `pass the options as an object, e.g. ${call}.` });
  throwIfProblems(scope, p);
}
