/**
 * The argument error of a static function that has no construct to name (`CatalogEntry.lookup`
 * given something that is no catalog type). The kit has no export for it (core's `ArgumentError`
 * is not part of `src/core/l2`), so this throws the same error: a `TypeError` whose message starts
 * with the function in brackets, carrying the mark `Errors.isArgumentError` recognizes. A
 * candidate for the kit. Not part of the public API.
 */
import type { Problems, ValidationProblem } from '../../../core/l2';

const ARGUMENT_ERROR = Symbol.for('terrain-constructs.ArgumentError');

/** Throws the problems of `api`'s arguments, if there are any. */
export function throwArgumentError(api: string, p: Problems): void {
  if (!p.length) return;
  const list = p.list;
  const message = list.length === 1
    ? `[${api}] ${line(list[0])}`
    : `[${api}] ${list.length} problems:\n${list.map((x) => `  - ${line(x)}`).join('\n')}`;
  const e = new TypeError(message);
  Object.defineProperty(e, ARGUMENT_ERROR, { value: true });
  e.name = 'ArgumentError';
  Object.assign(e, { api, fields: list.map((x) => x.field) });
  throw e;
}

function line(p: ValidationProblem): string {
  const parts = [`${p.field}: ${p.problem}`];
  if (p.received !== undefined) parts.push(`Received: ${sentence(p.received)}`);
  if (p.allowed !== undefined) parts.push(`Allowed: ${sentence(p.allowed)}`);
  if (p.fix !== undefined) parts.push(`Fix: ${p.fix}`);
  return parts.join(' ');
}

function sentence(s: string): string {
  return s.endsWith('.') ? s : `${s}.`;
}
