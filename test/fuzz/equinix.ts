/**
 * Arbitraries for the equinix L2s (src/constructs/equinix): the value factories (Bandwidth,
 * TermLength, LinkProtocol, Notifications, AccessPoint) as calls, and the ports and service
 * profiles they name, made by the targets and named with `ref(...)`.
 */
import { TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import * as fc from 'fast-check';
import { call, Call, CaseFailure, registerCallables } from './harness';
import { equinix, TerrainTesting } from '../../src';
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

/**
 * The type rules of equinix_fabric_connection on its redundancy and access points
 * (src/rules/equinix/shared): an L2 connection renders both whole, so it never triggers one.
 */
const WHOLE = ['secondary-names-group', 'group-is-not-connection-id', 'one-primary-per-group', 'access-point-type-matches-sub-object', 'routed-connection-starts-at-cloud-router']
  .map((id) => `[rule:equinix_fabric_connection/${id}]`);

/** Fails the case when an L2 connection (synthesized) has a warning of one of those rules: a false warning. */
export function noRedundancyOrAccessPointWarning(conn: IConstruct): void {
  const hit = TerrainTesting.warnings(conn).find((w) => WHOLE.some((id) => w.includes(id)));
  if (hit !== undefined) throw new CaseFailure(`${conn.node.path} warned: ${hit}`);
}

/** `fc.tuple(args).map(call)`: a call of a factory with random arguments. */
export function callOf(fn: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Call> {
  return fc.tuple(...args).map((a) => call(fn, ...a));
}
