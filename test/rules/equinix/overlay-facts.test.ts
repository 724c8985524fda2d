/**
 * Overlay facts that the generated value checks enforce for the cloud router and the route
 * aggregation types (no type rule needed): a cloud router's account number is a whole number
 * (schema.TypeInt, which the SDK enforces), and every timeouts entry is a duration string (the SDK
 * and terraform-plugin-framework-timeouts parse them with Go's time.ParseDuration).
 */
import { TerraformStack } from 'cdktn';
import { equinix } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

const PROJECT_ID = '98dc7083-31fc-47d2-9f0c-feb774ab271a';
const AGGREGATION_ID = 'c3f8e2a1-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const CONNECTION_ID = 'e1d2c3b4-a5f6-4789-8abc-def012345678';
type Timeouts = { create?: string; read?: string; update?: string; delete?: string };

function cloudRouter(s: TerraformStack, accountNumber: number, timeouts?: Timeouts) {
  new equinix.EquinixFabricCloudRouter(s, 'fcr', {
    name: 'fcr-dc-prod',
    type: 'XF_ROUTER',
    notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    location: { metroCode: 'DC' },
    packageAttribute: { code: 'PREMIUM' },
    project: { projectId: PROJECT_ID },
    account: { accountNumber },
    timeouts,
  });
}

/** The three route aggregation types with the same timeouts. */
function routeAggregation(s: TerraformStack, timeouts: Timeouts) {
  new equinix.EquinixFabricRouteAggregation(s, 'ra', { name: 'dc1-summaries', type: 'BGP_IPv4_PREFIX_AGGREGATION', project: { projectId: PROJECT_ID }, timeouts });
  new equinix.EquinixFabricRouteAggregationRule(s, 'rule', { routeAggregationId: AGGREGATION_ID, name: 'dc1-servers', prefix: '10.20.0.0/16', timeouts });
  new equinix.EquinixFabricConnectionRouteAggregation(s, 'attach', { connectionId: CONNECTION_ID, routeAggregationId: AGGREGATION_ID, timeouts });
}

const make = (build: (s: TerraformStack) => void) => synth((s) => {
  new equinix.EquinixProvider(s, 'equinix', {});
  build(s);
});
const fails = (build: (s: TerraformStack) => void) => errorOf(() => make(build));

describe('equinix value facts of the cloud router and route aggregation types', () => {
  test('a cloud router account number is a whole number', () => {
    expect(make((s) => cloudRouter(s, 272010)).warnings).toEqual([]);
    expect(errorLines(fails((s) => cloudRouter(s, 272010.5)))).toEqual([
      '[test/fcr] [value:equinix_fabric_cloud_router.account.account_number] account.accountNumber: must be a whole number. Received: 272010.5. Allowed: an integer. Fix: use 272011.',
    ]);
  });

  test('cloud router timeouts are duration strings', () => {
    expect(make((s) => cloudRouter(s, 272010, { create: '30m', read: '2m', update: '1h', delete: '20m' })).warnings).toEqual([]);
    expect(errorLines(fails((s) => cloudRouter(s, 272010, { update: '1 h' })))).toEqual([
      '[test/fcr] [value:equinix_fabric_cloud_router.timeouts.update] timeouts.update: is not a duration string. Received: "1 h". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
    ]);
  });

  test('route aggregation, rule and attachment timeouts are duration strings', () => {
    expect(make((s) => routeAggregation(s, { create: '15m', read: '1m30s', update: '15m', delete: '10m' })).warnings).toEqual([]);
    const msg = fails((s) => routeAggregation(s, { create: '15', read: '1m', update: 'PT15M', delete: '10m' }));
    expect(errorLines(msg)).toEqual([
      '[test/ra] [value:equinix_fabric_route_aggregation.timeouts.create] timeouts.create: is not a duration string. Received: "15". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/ra] [value:equinix_fabric_route_aggregation.timeouts.update] timeouts.update: is not a duration string. Received: "PT15M". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/rule] [value:equinix_fabric_route_aggregation_rule.timeouts.create] timeouts.create: is not a duration string. Received: "15". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/rule] [value:equinix_fabric_route_aggregation_rule.timeouts.update] timeouts.update: is not a duration string. Received: "PT15M". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/attach] [value:equinix_fabric_connection_route_aggregation.timeouts.create] timeouts.create: is not a duration string. Received: "15". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/attach] [value:equinix_fabric_connection_route_aggregation.timeouts.update] timeouts.update: is not a duration string. Received: "PT15M". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
    ]);
    expect(errorLines(fails((s) => routeAggregation(s, { read: '1 minute' })))).toEqual([
      '[test/ra] [value:equinix_fabric_route_aggregation.timeouts.read] timeouts.read: is not a duration string. Received: "1 minute". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/rule] [value:equinix_fabric_route_aggregation_rule.timeouts.read] timeouts.read: is not a duration string. Received: "1 minute". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/attach] [value:equinix_fabric_connection_route_aggregation.timeouts.read] timeouts.read: is not a duration string. Received: "1 minute". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
    ]);
    expect(errorLines(fails((s) => routeAggregation(s, { delete: '' })))).toEqual([
      '[test/ra] [value:equinix_fabric_route_aggregation.timeouts.delete] timeouts.delete: is not a duration string. Received: "". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/rule] [value:equinix_fabric_route_aggregation_rule.timeouts.delete] timeouts.delete: is not a duration string. Received: "". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
      '[test/attach] [value:equinix_fabric_connection_route_aggregation.timeouts.delete] timeouts.delete: is not a duration string. Received: "". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. \'90m\' instead of \'90\'.',
    ]);
  });
});
