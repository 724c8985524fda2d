/**
 * The checks of list props whose items are instances of a class (notification targets, matchers,
 * roles, scopes): a JavaScript caller can pass plain objects or a single item. Not part of the
 * public API.
 */
import { Problems } from '../../../core/validation';

/** A class whose instances a list prop holds, for the checks of JavaScript input. */
export interface ItemType<T> {
  readonly name: string;
  readonly example: string;
  is(x: unknown): x is T;
}

/**
 * The items of an optional list prop that are instances of `type`; problems for anything else. A
 * `field` with parentheses (`addRole(role)`) names a method's argument and is reported as it is.
 */
export function instancesOf<T>(p: Problems, field: string, v: T[] | undefined, type: ItemType<T>): T[] {
  const { name, is, example } = type;
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    p.add(field, 'expected a list.', { received: v, allowed: `a list of ${name}`, fix: 'wrap it in [ ].' });
    return [];
  }
  const ok: T[] = [];
  v.forEach((x, i) => {
    if (is(x)) {
      ok.push(x);
    } else {
      p.add(field.includes('(') ? field : `${field}[${i}]`, `expected a ${name}.`, {
        received: x, allowed: `a ${name}, e.g. ${example}`, fix: `create it with a ${name} factory, e.g. ${example}.`,
      });
    }
  });
  return ok;
}
