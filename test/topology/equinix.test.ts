import { App, TerraformStack } from 'cdktn';
import { expectGolden } from './golden';
import { equinix, TerrainSynth, TerrainTesting } from '../../src';
import { describeDocument } from '../../src/topology';

const NOTIFY = [{ type: 'ALL', emails: ['netops@example.com'] }];
const PROJECT = { projectId: '776847000642406' };

/** A cloud router with a redundant pair to AWS, a port to a virtual device, a service token, a route aggregation. */
function fabric(): TerraformStack {
  const s = new TerraformStack(new App(), 'fabric');
  new equinix.EquinixProvider(s, 'equinix', {});
  const router = new equinix.EquinixFabricCloudRouter(s, 'Router', {
    name: 'dc-router', type: 'XF_ROUTER', location: { metroCode: 'DC' }, packageAttribute: { code: 'STANDARD' }, notifications: NOTIFY, project: PROJECT,
  });
  const toAws = (id: string, redundancy: equinix.EquinixFabricConnectionRedundancy) => new equinix.EquinixFabricConnection(s, id, {
    name: id,
    type: 'IP_VC',
    bandwidth: 500,
    notifications: NOTIFY,
    project: PROJECT,
    redundancy,
    aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: router.id } } },
    zSide: {
      accessPoint: {
        type: 'SP', sellerRegion: 'us-east-1', profile: { type: 'L2_PROFILE', uuid: '69ee618d-be52-468d-bc99-00566f2dd2b9' }, location: { metroCode: 'DC' },
      },
    },
  });
  const primary = toAws('aws_primary', { priority: 'PRIMARY' });
  toAws('aws_secondary', { priority: 'SECONDARY', group: `\${tolist(${primary.terraformResourceType}.${primary.friendlyUniqueId}.redundancy).0.group}` });
  new equinix.EquinixFabricConnection(s, 'firewall', {
    name: 'firewall',
    type: 'EVPL_VC',
    bandwidth: 100,
    notifications: NOTIFY,
    aSide: { accessPoint: { type: 'COLO', port: { uuid: 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143' }, linkProtocol: { type: 'QINQ', vlanSTag: 100, vlanCTag: 200 } } },
    zSide: { accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: 'b6a1a5c4-44d1-4b46-9f5a-1e7c4b8a9d11' } } },
  });
  const partner = new equinix.EquinixFabricConnection(s, 'partner', {
    name: 'partner',
    type: 'EVPL_VC',
    bandwidth: 50,
    notifications: NOTIFY,
    aSide: { serviceToken: { uuid: '1a2b3c4d-0000-4000-8000-000000000001' } },
    zSide: { accessPoint: { type: 'COLO', port: { uuid: 'fb57e4e2-a123-4dc7-b6f0-76439177c2af' }, linkProtocol: { type: 'DOT1Q', vlanTag: 300 } } },
  });
  const aggregation = new equinix.EquinixFabricRouteAggregation(s, 'Summary', { name: 'summary', type: 'BGP_IPv4_PREFIX_AGGREGATION', project: PROJECT });
  new equinix.EquinixFabricRouteAggregationRule(s, 'Ten', { name: 'ten', prefix: '10.0.0.0/8', routeAggregationId: aggregation.id });
  new equinix.EquinixFabricConnectionRouteAggregation(s, 'Attach', { routeAggregationId: aggregation.id, connectionId: partner.id });
  return s;
}

test('A side → connection → Z side, the redundant pair in one box, the cloud router, route aggregations', () => {
  const s = fabric();
  TerrainTesting.synth(s, { printWarnings: false });
  expectGolden('equinix-fabric', TerrainSynth.topology(s));
});

test('the same service profile in the same metro and seller region is one Z side for both connections of a pair', () => {
  const { diagram } = describeDocument(JSON.parse(JSON.stringify(TerrainTesting.synthToObject(fabric()))));
  const into = diagram.edges.filter((e) => e.from.startsWith('equinix_fabric_connection.aws_') && e.label === 'Z side').map((e) => e.to);
  expect(into).toHaveLength(2);
  expect(new Set(into).size).toBe(1);
  expect(diagram.groups.get('equinix:redundancy:equinix_fabric_connection.aws_primary')).toEqual({
    key: 'equinix:redundancy:equinix_fabric_connection.aws_primary', label: 'redundant connections', parent: 'equinix',
  });
});

test('a side without an access point or token, an access point of an unknown kind, a link to things outside the stack', () => {
  const { diagram } = describeDocument({
    resource: {
      equinix_fabric_connection: {
        c: { name: 'c', type: 'EVPL_VC', bandwidth: 10, a_side: [{ access_point: [{ type: 'IGW', location: [{ metro_code: 'SV' }] }] }] },
      },
      equinix_fabric_connection_route_aggregation: { link: { connection_id: 'conn-uuid', route_aggregation_id: 'ra-uuid' } },
    },
  });
  expect(diagram.nodes.get('equinix_fabric_connection.c#a_side')!.lines).toEqual(['A side IGW', 'metro SV']);
  expect(diagram.edges.filter((e) => e.from === 'equinix_fabric_connection.c' || e.to === 'equinix_fabric_connection.c').map((e) => e.label)).toEqual(['A side']);
  expect(diagram.edges).toContainEqual({ from: 'equinix:route-aggregation:ra-uuid', to: 'equinix:connection:conn-uuid', label: 'attached', style: 'dotted' });
});
