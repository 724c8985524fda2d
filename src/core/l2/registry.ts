/**
 * App registries: what an L2 must know of its peers in the same app (two encryption-at-rest
 * configurations of one project, two assignments of one user to one team, the compliance policy a
 * backup schedule must meet), whatever the order in which they were made. Entries are kept per app
 * (the root of the construct tree) and read at synth; an entry whose construct is no longer in the
 * tree (its constructor threw and the construct was removed) is not returned.
 *
 * Keys are compared with `sameKey` (in `values.ts`): equal strings, or references to the same Terraform
 * expression (a variable or attribute read twice gives two token strings for one reference).
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { IConstruct } from 'constructs';

/** An entry of a registry: the construct it stands for, and what it is known by. */
export interface RegistryEntry {
  readonly scope: IConstruct;
}

/** The entries of one kind, per app. */
export class AppRegistry<E extends RegistryEntry> {
  private readonly byApp = new WeakMap<IConstruct, E[]>();

  /** Registers an entry with the app of its construct. */
  public register(entry: E): void {
    const root = entry.scope.node.root;
    let list = this.byApp.get(root);
    if (!list) this.byApp.set(root, list = []);
    list.push(entry);
  }

  /** The entries of the app of `scope` whose constructs are in the tree, in the order they were registered. */
  public entries(scope: IConstruct): E[] {
    return (this.byApp.get(scope.node.root) ?? []).filter((e) => inTree(e.scope));
  }

  /** The entries of the app of `scope` that match, other than `scope`'s own. */
  public others(scope: IConstruct, match: (e: E) => boolean): E[] {
    return this.entries(scope).filter((e) => e.scope !== scope && match(e));
  }
}

/** Whether a construct is still in its tree: each scope still holds it (a construct whose constructor threw is removed). */
export function inTree(c: IConstruct): boolean {
  for (let x: IConstruct | undefined = c; x?.node.scope; x = x.node.scope) {
    if (x.node.scope.node.tryFindChild(x.node.id) !== x) return false;
  }
  return true;
}
