/**
 * Dependencies: an L1 that must be created after another one (a user after the custom role it
 * uses, a cluster after its encryption at rest). In one stack that is `depends_on`; across stacks
 * it is a dependency of one stack on the other (cdktn deploys the other stack first). Each
 * dependency is added once.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { dependable, TerraformResource, TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';

/**
 * Makes `from` wait for `to`: a resource, or a construct whose default child (`resource`) is one.
 * Does nothing when `to` has no resource (an imported or looked-up construct) or either is
 * outside a stack.
 */
export function dependOn(from: TerraformResource, to: IConstruct | undefined): void {
  const target = to instanceof TerraformResource ? to : to?.node?.defaultChild;
  if (!(target instanceof TerraformResource) || target === from) return;
  const mine = stackOf(from);
  const theirs = stackOf(target);
  if (!mine || !theirs) return;
  if (mine !== theirs) {
    if (!mine.dependencies.includes(theirs)) mine.addDependency(theirs);
    return;
  }
  let done = ADDED.get(from);
  if (!done) ADDED.set(from, done = new WeakSet());
  if (done.has(target)) return;
  done.add(target);
  from.dependsOn = [...(from.dependsOn ?? []), dependable(target)];
}

/** The dependencies each resource got from `dependOn` (a reference is a new token string at every read, so they are not compared by value). */
const ADDED = new WeakMap<TerraformResource, WeakSet<TerraformResource>>();

function stackOf(x: IConstruct): TerraformStack | undefined {
  try {
    return TerraformStack.of(x);
  } catch {
    return undefined;
  }
}
