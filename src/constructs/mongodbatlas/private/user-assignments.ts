/**
 * The per-app registries of the user assignment L2s: two OrgAssignments of one user in one
 * organization, or two TeamAssignments of one user to one team, would manage the same membership
 * twice (and destroying either removes it). Read at synth, so the order in which the constructs
 * were made does not matter. Not part of the public API.
 */
import { IConstruct } from 'constructs';
import { sameValue } from '../../../core/validation';

interface Entry {
  readonly path: string;
  readonly parts: readonly string[];
}

const REGISTRIES = new Map<string, WeakMap<IConstruct, Entry[]>>();

function registry(kind: string): WeakMap<IConstruct, Entry[]> {
  let r = REGISTRIES.get(kind);
  if (!r) REGISTRIES.set(kind, r = new WeakMap());
  return r;
}

/**
 * Registers an assignment with its app (the root of its tree) under a key; a key that is not
 * made of strings (a JavaScript caller's mistake, reported elsewhere) is not registered.
 */
export function registerAssignment(kind: 'org' | 'team', scope: IConstruct, parts: unknown[]): void {
  if (!parts.every((x) => typeof x === 'string')) return;
  const r = registry(kind);
  const root = scope.node.root;
  let list = r.get(root);
  if (!list) r.set(root, list = []);
  list.push({ path: scope.node.path, parts: parts as string[] });
}

/**
 * The paths of the other assignments of the app with the same key. Keys match when their parts
 * are equal strings or references to the same expression (a variable or attribute read twice).
 */
export function twinAssignments(kind: 'org' | 'team', scope: IConstruct, parts: unknown[]): string[] {
  if (!parts.every((x) => typeof x === 'string')) return [];
  return (registry(kind).get(scope.node.root) ?? [])
    .filter((e) => e.path !== scope.node.path && e.parts.length === parts.length && e.parts.every((p, i) => sameValue(p, parts[i])))
    .map((e) => e.path);
}
