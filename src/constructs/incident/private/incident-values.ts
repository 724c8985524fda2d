/**
 * What the incident L2s read besides the kit's values:
 * - closed sets that incident.io's API or the provider's documentation states (an urgency is
 *   `high` or `low`, a weekday one of seven): the L2s refuse a value outside one, in their props'
 *   words, and say how to send it anyway through the L1 (an override); the L1's value check only
 *   warns, since the provider does not refuse it before apply (`documentedMemberOf`);
 * - lists of strings (ids, aliases, categories) that a JavaScript caller may give as anything
 *   (`stringListOf`), reported in the props' words rather than the L1's.
 *
 * Not part of the public API.
 */
import { article, Construct, isUnresolved, listOf, oneOf, Problems, throwIfProblems } from '../../../core/l2/index';

/** A closed set of values the API or the docs state, and the constants of the L2 that spell them. */
export interface DocumentedSet {
  /** The values by the name of their constant (`{ HIGH: 'high' }`), or a list where the L2 has no constants. */
  readonly values: Readonly<Record<string, string>> | readonly string[];
  /** The class of the constants, e.g. `Urgency`. @default - the set has no constants */
  readonly enumName?: string;
  /** What a value is, with its source, for the problem: `an urgency the API takes (EscalationPathTargetV2Urgency)`. */
  readonly what: string;
}

/** What to say besides the set. */
export interface DocumentedMember {
  /** The stable id of the problem, e.g. `incident:escalation-level-urgency`. */
  readonly id: string;
  /**
   * How to send the value as it is through the L1, given the value as the user wrote it (a JSON
   * string): `add the level with Urgency.HIGH and override the L1: path.resource.addOverride(...)`.
   */
  readonly override: (json: string) => string;
}

/** A value comparable across spellings: lower case, no `-`, `_` or spaces. */
function loose(v: string): string {
  return v.toLowerCase().replace(/[-_\s]/g, '');
}

/**
 * A string member of a documented set given at `field`, or a problem that names the member a
 * misspelt value is near, and the override that sends the value as it is. A token passes (never
 * judged); a value that is no string is left to the caller (undefined, no problem).
 */
export function documentedMemberOf(p: Problems, field: string, v: unknown, set: DocumentedSet, o: DocumentedMember): string | undefined {
  if (typeof v !== 'string') return undefined;
  if (isUnresolved(v)) return v;
  const entries: Array<[string | undefined, string]> = Array.isArray(set.values)
    ? (set.values as readonly string[]).map((x) => [undefined, x])
    : Object.entries(set.values as Record<string, string>);
  if (entries.some(([, x]) => x === v)) return v;
  const spell = ([k, x]: [string | undefined, string]) => (k !== undefined && set.enumName ? `${set.enumName}.${k} ('${x}')` : `'${x}'`);
  const near = entries.find(([k, x]) => loose(x) === loose(v) || (k !== undefined && loose(k) === loose(v)));
  const use = near ? `use ${spell(near)}` : `use one of the values allowed, e.g. ${spell(entries[0])}`;
  p.add(field, `is not ${set.what}.`, {
    id: o.id,
    received: v,
    allowed: oneOf(entries.map(spell)),
    fix: `${use}; or, to send ${JSON.stringify(v)} as it is, ${o.override(JSON.stringify(v))}.`,
  });
  return undefined;
}

/**
 * A list of strings given at `field` (each item a string or a string token), or problems: no list
 * (`expected a list of strings`), an item that is no string (at `field[i]`). A list token passes.
 * @param allowed what the list holds, e.g. `the ids of the teams that own the type`
 */
export function stringListOf(p: Problems, field: string, v: unknown, allowed: string): string[] | undefined {
  const before = p.length;
  const list = listOf<unknown>(p, field, v as unknown[] | undefined, { of: 'strings', allowed, fix: 'pass a list of strings, e.g. [\'a\'].' });
  if (list === undefined || isUnresolved(list)) return list as string[] | undefined;
  list.forEach((x, i) => {
    if (typeof x !== 'string') p.add(`${field}[${i}]`, 'expected a string.', { id: 'l2:expected-string', received: x, allowed, fix: `write ${field}[${i}] as a string.` });
  });
  return p.length > before ? undefined : list as string[];
}

/** How to look up what a contract stands for, by what a string that names it looks like. */
export interface LookupHints {
  /** The contract, e.g. `ISchedule`. */
  readonly contract: string;
  /** What it is, e.g. `schedule`. */
  readonly what: string;
  /** How to get one, e.g. `Schedule.fromName(this, 'Primary', 'Primary on-call')`. */
  readonly example: string;
  /** The lookup by id, e.g. `Schedule.fromId` (or `CustomField.fromCustomFieldAttributes`, with `idKey`). */
  readonly byId: string;
  /** The attribute that holds the id, when `byId` takes attributes (`customFieldId`). @default - `byId` takes the id itself */
  readonly idKey?: string;
  /** The lookup by name, e.g. `Schedule.fromName`. @default - none */
  readonly byName?: string;
  /** The lookup by email address, e.g. `User.fromEmail`. @default - none */
  readonly byEmail?: string;
  /** The lookup by Slack user id, e.g. `User.fromSlackUserId`. @default - none */
  readonly bySlackUserId?: string;
}

/** What an id generated by incident.io looks like (26 letters and digits). */
const GENERATED_ID = /^[0-9A-Za-z]{26}$/;

/**
 * Refuses a string given where a construct is wanted (a JavaScript caller's `'Payments primary'`
 * for an `ISchedule`), saying which lookup takes it by what it looks like: an id, an email
 * address, a Slack user id, or else a name. Returns whether `v` was such a string (a problem was
 * added); a token or anything else is left to the caller.
 */
export function refuseString(p: Problems, field: string, v: unknown, h: LookupHints): boolean {
  if (typeof v !== 'string' || isUnresolved(v)) return false;
  const json = JSON.stringify(v);
  const email = h.byEmail !== undefined && /^[^@\s]+@[^@\s]+$/.test(v);
  const by = GENERATED_ID.test(v) ? ['id', h.byId]
    : email ? ['email address', h.byEmail!]
      : h.bySlackUserId && /^[UW][A-Z0-9]{6,}$/.test(v) ? ['Slack user id', h.bySlackUserId]
        : h.byName ? ['name', h.byName] : undefined;
  // A construct id for the lookup: from the name, or the local part of the email address.
  const words = by && (by[0] === 'name' || email) ? (email ? v.slice(0, v.indexOf('@')) : v) : '';
  const id = pascal(words).slice(0, 30) || pascal(h.what);
  p.add(field, `expected ${article(h.contract)} ${h.contract}, not a string.`, {
    id: 'l2:expected-contract',
    received: v,
    allowed: `${article(h.contract)} ${h.contract}, e.g. ${h.example}`,
    fix: by
      ? `look the ${h.what} up by ${by[0]}: ${by[1]}(this, '${id}', ${by[0] === 'id' && h.idKey ? `{ ${h.idKey}: ${json} }` : json}).`
      : `look the ${h.what} up, e.g. ${h.example}, or by its id: ${h.byId}(this, '${id}', '<id>').`,
  });
  return true;
}

/** `payments primary` → `PaymentsPrimary`: letters and digits, each word capitalised. */
function pascal(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, ' ').trim().split(' ').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/**
 * Throws, in the props' words, the options of a lookup that a JavaScript caller gave as something
 * other than a string (the data source would say `expected a string` in its own words, at its own
 * path, without a fix); the lookup is taken out of the tree first, so that the id can be used again.
 * @param scope the scope the lookup was made in
 * @param lookup the lookup being made
 * @param options the options (or the arguments, by name)
 * @param fields what each string option is, for the message
 * @param required the options that must be given (an argument of a factory, such as `CustomField.fromName`'s name)
 * @param keys the options of which one must be given, not blank (the name or the id of a schedule:
 * the data source's rule says so at synth, in Terraform's words and at its own path)
 */
export function refuseNonStrings<T extends object>(
  scope: Construct, lookup: Construct, options: T, fields: { [K in keyof T & string]?: string }, required: ReadonlyArray<keyof T & string> = [],
  keys: ReadonlyArray<keyof T & string> = [],
): void {
  const p = new Problems();
  p.required(options, required, fields as { [field: string]: string });
  checkStrings(p, options, fields);
  const given = keys.filter((k) => options[k] !== undefined && options[k] !== null);
  for (const k of given) {
    const v: unknown = options[k];
    if (typeof v === 'string' && !isUnresolved(v) && v.trim() === '') p.add(k, 'is empty.', { id: 'l2:empty', received: v, allowed: fields[k], fix: `set ${k}.` });
  }
  if (keys.length && given.length === 0) {
    const names = keys.join(' or ');
    p.add(keys[0], `is required (or ${keys.slice(1).join(' or ')}): the lookup needs one of them.`, { id: 'l2:required', received: undefined, allowed: `one of ${names}`, fix: `set ${names}.` });
  }
  if (!p.length) return;
  scope.node.tryRemoveChild(lookup.node.id);
  throwIfProblems(lookup, p);
}

/**
 * `Problems.strings` for props that are ids, names or text, and also a token that is no string
 * token (a list or a number token, which the kit passes as an unresolved value): each is refused
 * in the props' words, where the L1 would say `expected a string` at its own path, without a fix.
 */
export function checkStrings<T extends object>(p: Problems, props: T, fields: { [K in keyof T & string]?: string }): void {
  const rest: { [field: string]: string } = {};
  for (const f of Object.keys(fields) as Array<keyof T & string>) {
    const v: unknown = props[f];
    if (v !== undefined && v !== null && typeof v !== 'string' && isUnresolved(v)) {
      p.add(f, 'expected a string, not a token of another kind.', {
        id: 'l2:expected-string', received: v, allowed: fields[f], fix: `pass ${f} as a string (or a string token, e.g. a variable's stringValue).`,
      });
    } else {
      rest[f] = fields[f]!;
    }
  }
  p.strings(props, rest as { [K in keyof T & string]?: string });
}
