/**
 * Lists an L2 lays out itself (regions, zones): they must be written in code, not tokens, and each
 * item must be an object, because the construct derives what it renders (priorities, one spec per
 * shard) from each item, which a value known only at apply time cannot give it. For any L2 that
 * takes such a list. Not part of the public API.
 */
import { Token } from 'cdktn';
import { IConstruct } from 'constructs';
import { Problems, throwIfProblems } from './validation';

/**
 * Checks a list the construct lays out itself (regions, zones): it must be a list written in code,
 * not a token, and each item an object. Returns the items to keep (none when the list is unusable).
 * The construct derives election priorities and checks the topology from each item, which a
 * Terraform value known only at apply time cannot give it.
 */
export function checkLayoutList<T>(problems: Problems, field: string, value: readonly T[] | undefined, item: string): T[] {
  if (value === undefined || value === null) return [];
  const token = Token.isUnresolved(value);
  if (token || !Array.isArray(value)) {
    problems.add(field, token ? 'must be a list known at synth, not a token.' : 'expected a list.', {
      received: value,
      allowed: `a list of ${item}`,
      fix: token ? `write the ${field.replace(/^.*\./, '')} in code; the construct lays them out and checks them at synth.` : 'wrap it in [ ].',
    });
    return [];
  }
  const bad = value.map((v, i) => [v, i] as const).filter(([v]) => !isLayoutItem(v));
  for (const [v, i] of bad) problems.add(`${field}[${i}]`, 'expected an object.', { received: v, allowed: item, fix: 'write the item as an object literal with the fields shown.' });
  return bad.length ? [] : [...value];
}

/** Checks one item added to a layout list (`addRegion`, `addZone`). */
export function checkLayoutItem(problems: Problems, field: string, v: unknown, item: string): void {
  if (!isLayoutItem(v)) problems.add(field, 'expected an object.', { received: v, allowed: item, fix: 'write the item as an object literal with the fields shown.' });
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
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !Token.isUnresolved(v);
}
