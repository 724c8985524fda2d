/**
 * The order in which the entries of catalog types defined here are applied: the entries of a type
 * whose values name entries of another type wait for those (`depends_on`), unless the other type's
 * entries already wait for this type's, directly or not (two types whose values name each other's
 * entries: the first reference added decides the order). Not part of the public API.
 */
import { CatalogTypeState, catalogTypeState } from './catalog-state';
import { dependOn } from '../../../../core/l2/index';
import type { ICatalogType } from '../catalog-type-ref';

/** The types whose entries wait for the entries of each type. */
const WAITS_FOR = new WeakMap<object, Set<object>>();

/** Makes the entries of `state`'s type wait for those of `target`, when both are defined here. */
export function dependOnEntries(state: CatalogTypeState, target: ICatalogType | undefined): void {
  const theirs = catalogTypeState(target);
  const from = state.entries;
  const to = theirs?.entries;
  if (!theirs || !from || !to || theirs === state) return;
  if (waits(theirs.type, state.type, new Set())) return;
  let set = WAITS_FOR.get(state.type);
  if (!set) WAITS_FOR.set(state.type, set = new Set());
  if (set.has(theirs.type)) return;
  set.add(theirs.type);
  dependOn(from.resource, to.resource);
}

/** Whether the entries of `a` wait for those of `b`, directly or through others. */
function waits(a: object, b: object, seen: Set<object>): boolean {
  if (seen.has(a)) return false;
  seen.add(a);
  for (const x of WAITS_FOR.get(a) ?? []) if (x === b || waits(x, b, seen)) return true;
  return false;
}
