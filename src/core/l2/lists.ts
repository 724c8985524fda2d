/**
 * Item lists: list props whose items an L2 takes one by one. A JavaScript caller can pass anything
 * (a single item, plain objects, a token), so each list is checked before its items are used:
 *
 * - lists of instances of a class (notification targets, roles, scopes): `instancesOf`, with an
 *   `ItemType` that says how to recognise and make an item;
 * - layout lists (regions, zones) that the construct lays out itself: `checkLayoutList`. They must
 *   be written in code, not tokens, and each item must be an object, because the construct derives
 *   what it renders (priorities, one spec per shard) from each item, which a value known only at
 *   apply time cannot give it. `pushLayoutItem` checks and appends one more (`addRegion`).
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { IConstruct } from 'constructs';
import { Problems, throwIfProblems } from './problems';
import { isUnresolved } from '../base/tokens';

/** A class whose instances a list prop holds, for the checks of JavaScript input. */
export interface ItemType<T> {
  /** The class, e.g. `NotificationTarget`. */
  readonly name: string;
  /** How to make one, e.g. `NotificationTarget.slack({ ... })`. */
  readonly example: string;
  /**
   * Whether the prop holds a secret (a password): what was received instead is described by its
   * kind only.
   */
  readonly sensitive?: boolean;
  is(x: unknown): x is T;
}

/**
 * The items of an optional list prop that are instances of `type`; problems for anything else. A
 * `field` with parentheses (`addRole(role)`) names a method's argument and is reported as it is.
 */
export function instancesOf<T>(p: Problems, field: string, v: T[] | undefined, type: ItemType<T>): T[] {
  const { name, is } = type;
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    p.add(field, 'expected a list.', { id: 'l2:expected-list', received: v, allowed: `a list of ${name}`, fix: 'wrap it in [ ].' });
    return [];
  }
  const ok: T[] = [];
  v.forEach((x, i) => {
    if (is(x)) ok.push(x);
    else notAnInstance(p, field.includes('(') ? field : `${field}[${i}]`, x, type);
  });
  return ok;
}

/**
 * One prop (or argument) that must be an instance of `type`, such as a variant: the value, or
 * undefined with a problem (nothing given is no problem here: say `required` for that).
 */
export function instanceOf<T>(p: Problems, field: string, v: T | undefined, type: ItemType<T>): T | undefined {
  if (v === undefined || v === null) return undefined;
  if (type.is(v)) return v;
  notAnInstance(p, field, v, type);
  return undefined;
}

function notAnInstance<T>(p: Problems, field: string, x: unknown, { name, example, sensitive }: ItemType<T>): void {
  const a = /^[AEIOU]/.test(name) ? 'an' : 'a';
  p.add(field, `expected ${a} ${name}.`, { id: 'l2:expected-instance', received: x, sensitive, allowed: `${a} ${name}, e.g. ${example}`, fix: `create it with ${a} ${name} factory, e.g. ${example}.` });
}

/**
 * Checks a list the construct lays out itself (regions, zones): it must be a list written in code,
 * not a token, and each item an object. Returns the items to keep (none when the list is unusable).
 */
export function checkLayoutList<T>(problems: Problems, field: string, value: readonly T[] | undefined, item: string): T[] {
  if (value === undefined || value === null) return [];
  const token = isUnresolved(value);
  if (token || !Array.isArray(value)) {
    problems.add(field, token ? 'must be a list known at synth, not a token.' : 'expected a list.', {
      id: token ? 'l2:list-token' : 'l2:expected-list',
      received: value,
      allowed: `a list of ${item}`,
      fix: token ? `write the ${field.replace(/^.*\./, '')} in code; the construct lays them out and checks them at synth.` : 'wrap it in [ ].',
    });
    return [];
  }
  const bad = value.map((v, i) => [v, i] as const).filter(([v]) => !isLayoutItem(v));
  for (const [v, i] of bad) problems.add(`${field}[${i}]`, 'expected an object.', { id: 'l2:expected-object', received: v, allowed: item, fix: 'write the item as an object literal with the fields shown.' });
  return bad.length ? [] : [...value];
}

/** Checks one item added to a layout list (`addRegion`, `addZone`). */
export function checkLayoutItem(problems: Problems, field: string, v: unknown, item: string): void {
  if (!isLayoutItem(v)) problems.add(field, 'expected an object.', { id: 'l2:expected-object', received: v, allowed: item, fix: 'write the item as an object literal with the fields shown.' });
}

/** `addRegion`: checks the item (throwing with its field path `<field>[<index>]`) and appends it. */
export function pushLayoutItem<T>(scope: IConstruct, list: T[], field: string, v: T, item: string): void {
  const problems = new Problems();
  checkLayoutItem(problems, `${field}[${list.length}]`, v, item);
  throwIfProblems(scope, problems);
  list.push(v);
}

/** Whether `v` can be an item of a layout list: a plain object, not a token or a primitive. */
function isLayoutItem(v: unknown): boolean {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !isUnresolved(v);
}
