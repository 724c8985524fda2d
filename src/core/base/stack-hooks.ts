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

/** What the policy packs found on a stack at its last synth (for the summary of `TerrainSynth.synth`). */
export interface PolicyCounts {
  readonly errors: number;
  readonly warnings: number;
  readonly suppressed: number;
}

let policyCounts: ((stack: IConstruct) => PolicyCounts | undefined) | undefined;

/** Registers how to read a stack's policy counts (src/policy does, once). */
export function onPolicyCounts(reader: (stack: IConstruct) => PolicyCounts | undefined): void {
  policyCounts = reader;
}

/** The counts of the stack's last policy pass; undefined when no pack reached it (or src/policy is not loaded). */
export function policyCountsOf(stack: IConstruct): PolicyCounts | undefined {
  return policyCounts?.(stack);
}
