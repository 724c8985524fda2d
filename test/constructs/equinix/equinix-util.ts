/**
 * Helpers of the equinix L2 tests: a stack with the provider, the message of what a construction
 * throws, a variant bound on a construct (its value, the message its problems make, the warnings).
 */
import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix, TerrainTesting } from '../../../src';
import { BindContext, throwIfProblems } from '../../../src/core/l2';

/** A stack `test` with the equinix provider. */
export function equinixStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 'test');
  new equinix.EquinixProvider(stack, 'equinix', {});
  return stack;
}

/** The message `fn` throws (fails when it throws nothing). */
export function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

/** The synthesized document of a stack. */
export function synthDoc(stack: TerraformStack): any {
  return TerrainTesting.synthToObject(stack);
}

/** The warnings of a synthesized stack. */
export function warningsOf(stack: TerraformStack): string[] {
  TerrainTesting.synthToObject(stack);
  return TerrainTesting.warnings(stack);
}

/** The message of a synth that fails (fails when it does not). */
export function synthError(stack: TerraformStack): string {
  return errorOf(() => TerrainTesting.synthToObject(stack));
}

/**
 * Binds a variant on the construct `test/Target`: what it returns, the error its problems make
 * (`[test/Target] field: ...`, or undefined) and the warnings of the stack.
 */
export function bind<R>(fn: (ctx: BindContext) => R): { value: R; error?: string; warnings: string[] } {
  const stack = equinixStack();
  const target = new Construct(stack, 'Target');
  const ctx = new BindContext(target);
  const value = fn(ctx);
  let error: string | undefined;
  try {
    throwIfProblems(target, ctx.problems);
  } catch (e) {
    error = (e as Error).message;
  }
  return { value, error, warnings: error ? [] : warningsOf(stack) };
}
