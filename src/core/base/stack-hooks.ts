/**
 * Hooks called with a stack when terrain-constructs finds one: the first L1 of a stack registers
 * its checks (l1-runtime), and `TerrainTesting.synth` is handed one. The policy packs use it to
 * attach themselves to stacks created after a pack was added on the app, since cdktn does not
 * pass app-level aspects down to stacks. Not part of the public API.
 */
import { IConstruct } from 'constructs';

type StackHook = (stack: IConstruct) => void;

const HOOKS: StackHook[] = [];

/** Registers a hook; every later `stackFound` calls it. Hooks must be cheap and idempotent. */
export function onStackFound(hook: StackHook): void {
  HOOKS.push(hook);
}

/** Tells the hooks about a stack. */
export function stackFound(stack: IConstruct): void {
  for (const h of HOOKS) h(stack);
}
