/**
 * Arbitraries for the equinix L2s (src/constructs/equinix): the value factories (Bandwidth,
 * TermLength, LinkProtocol, Notifications, AccessPoint) as calls, and the ports and service
 * profiles they name, made by the targets and named with `ref(...)`.
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { call, Call, registerCallables } from './harness';
import { equinix } from '../../src';
import * as equinixL2 from '../../src/constructs/equinix';

/**
 * Every exported class of the equinix L2s (src/constructs/equinix/index.ts), by name, for coverage
 * and instrumentation; the generated L1s the namespace also exports are not in it.
 */
export const CLASSES: Record<string, any> = Object.fromEntries(Object.entries(equinixL2).filter(([, v]) => typeof v === 'function'));
for (const [name, cls] of Object.entries(CLASSES)) registerCallables(name, cls);

export const equinixProvider = (stack: TerraformStack) => {
  new equinix.EquinixProvider(stack, 'equinix', {});
};

/** `fc.tuple(args).map(call)`: a call of a factory with random arguments. */
export function callOf(fn: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Call> {
  return fc.tuple(...args).map((a) => call(fn, ...a));
}
