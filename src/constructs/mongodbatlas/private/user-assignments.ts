/**
 * The per-app registries of the user assignment L2s: two OrgAssignments of one user in one
 * organization, or two TeamAssignments of one user to one team, would manage the same membership
 * twice (and destroying either removes it). Read at synth, so the order in which the constructs
 * were made does not matter. Not part of the public API.
 */
import { IConstruct } from 'constructs';

interface Entry {
  readonly path: string;
  readonly key: string;
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
  list.push({ path: scope.node.path, key: JSON.stringify(parts) });
}

/**
 * The paths of the other assignments of the app with the same key. Keys match when their parts
 * are equal strings: the same literal, or the same token (one variable or attribute shared).
 */
export function twinAssignments(kind: 'org' | 'team', scope: IConstruct, parts: unknown[]): string[] {
  if (!parts.every((x) => typeof x === 'string')) return [];
  const key = JSON.stringify(parts);
  return (registry(kind).get(scope.node.root) ?? []).filter((e) => e.key === key && e.path !== scope.node.path).map((e) => e.path);
}
