/**
 * The secret fields of the equinix L2s (test/constructs/secret-fields.ts): the type they render,
 * equinix_fabric_connection, has no attribute the provider marks sensitive or write-only, so there
 * is no case; the test fails when one appears. The Azure ExpressRoute service key, which the
 * provider does not mark (authentication_key), is the L2's own policy: a literal is an error unless
 * acknowledged, its value never shown (connections/access-point.test.ts, fabric-connection.test.ts).
 */
import { TerraformStack } from 'cdktn';
import { equinix } from '../../../src';
import { describeSecretFields } from '../secret-fields';

function setup(stack: TerraformStack): void {
  new equinix.EquinixProvider(stack, 'equinix', {});
}

describeSecretFields('equinix', setup, [], {});
