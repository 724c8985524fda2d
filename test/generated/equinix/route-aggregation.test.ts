/**
 * Route aggregation: equinix_fabric_route_aggregation (the policy), its prefix rules
 * (equinix_fabric_route_aggregation_rule) and its attachment to a connection
 * (equinix_fabric_connection_route_aggregation), here a cloud router to port connection.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Conformance, equinix } from '../../../src';
import { errorOf, expectSnakeCaseOnly, resource, stack, synth } from '../../util';

const PROJECT_ID = '98dc7083-31fc-47d2-9f0c-feb774ab271a';
const PORT_UUID = 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143';

/** A cloud router, a connection from it to a port, and a route aggregation with two rules attached to that connection. */
function aggregatedConnection(s: TerraformStack) {
  new equinix.EquinixProvider(s, 'equinix', {});
  const fcr = new equinix.EquinixFabricCloudRouter(s, 'fcr_sv', {
    name: 'fcr-sv-prod',
    type: 'XF_ROUTER',
    notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    location: { metroCode: 'SV' },
    packageAttribute: { code: 'STANDARD' },
    project: { projectId: PROJECT_ID },
  });
  const connection = new equinix.EquinixFabricConnection(s, 'fcr_to_port', {
    name: 'fcr-sv-to-dc1-port',
    type: 'IP_VC',
    bandwidth: 100,
    notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
    project: { projectId: PROJECT_ID },
    aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: fcr.id } } },
    zSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanTag: 2151 } } },
  });
  const aggregation = new equinix.EquinixFabricRouteAggregation(s, 'summaries', {
    name: 'dc1-ipv4-summaries',
    type: 'BGP_IPv4_PREFIX_AGGREGATION',
    description: 'Advertise the DC1 ranges as two aggregates',
    project: { projectId: PROJECT_ID },
  });
  const rules = [
    new equinix.EquinixFabricRouteAggregationRule(s, 'dc1_servers', {
      routeAggregationId: aggregation.id,
      name: 'dc1-servers',
      description: 'Server subnets of DC1',
      prefix: '10.20.0.0/16',
    }),
    new equinix.EquinixFabricRouteAggregationRule(s, 'dc1_storage', {
      routeAggregationId: aggregation.id,
      name: 'dc1-storage',
      prefix: '172.16.32.0/20',
      timeouts: { create: '15m', delete: '15m' },
    }),
  ];
  const attachment = new equinix.EquinixFabricConnectionRouteAggregation(s, 'summaries_on_port', {
    connectionId: connection.id,
    routeAggregationId: aggregation.id,
    dependsOn: rules,
  });
  return { fcr, connection, aggregation, rules, attachment };
}

describe('route aggregation', () => {
  test('equinix_fabric_route_aggregation: an IPv4 prefix aggregation of a project renders the exact body', () => {
    const { doc, warnings } = synth((s) => aggregatedConnection(s));
    expect(equinix.EquinixFabricRouteAggregation.tfResourceType).toBe('equinix_fabric_route_aggregation');
    const body = resource(doc, 'equinix_fabric_route_aggregation', 'summaries');
    expect(body).toEqual({
      name: 'dc1-ipv4-summaries',
      type: 'BGP_IPv4_PREFIX_AGGREGATION',
      description: 'Advertise the DC1 ranges as two aggregates',
      project: { project_id: PROJECT_ID },
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_route_aggregation_rule: prefix rules reference their route aggregation', () => {
    const { doc } = synth((s) => aggregatedConnection(s));
    expect(equinix.EquinixFabricRouteAggregationRule.tfResourceType).toBe('equinix_fabric_route_aggregation_rule');
    expect(doc.resource.equinix_fabric_route_aggregation_rule).toEqual({
      dc1_servers: {
        route_aggregation_id: '${equinix_fabric_route_aggregation.summaries.id}',
        name: 'dc1-servers',
        description: 'Server subnets of DC1',
        prefix: '10.20.0.0/16',
      },
      dc1_storage: {
        route_aggregation_id: '${equinix_fabric_route_aggregation.summaries.id}',
        name: 'dc1-storage',
        prefix: '172.16.32.0/20',
        timeouts: { create: '15m', delete: '15m' },
      },
    });
    expectSnakeCaseOnly(doc.resource.equinix_fabric_route_aggregation_rule);
  });

  test('equinix_fabric_connection_route_aggregation: attaches the aggregation to the cloud router connection after its rules', () => {
    const { doc } = synth((s) => aggregatedConnection(s));
    expect(equinix.EquinixFabricConnectionRouteAggregation.tfResourceType).toBe('equinix_fabric_connection_route_aggregation');
    const body = resource(doc, 'equinix_fabric_connection_route_aggregation', 'summaries_on_port');
    expect(body).toEqual({
      connection_id: '${equinix_fabric_connection.fcr_to_port.id}',
      route_aggregation_id: '${equinix_fabric_route_aggregation.summaries.id}',
      depends_on: ['equinix_fabric_route_aggregation_rule.dc1_servers', 'equinix_fabric_route_aggregation_rule.dc1_storage'],
    });
    expectSnakeCaseOnly(body);
    expect(resource(doc, 'equinix_fabric_connection', 'fcr_to_port')).toEqual({
      name: 'fcr-sv-to-dc1-port',
      type: 'IP_VC',
      bandwidth: 100,
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      project: { project_id: PROJECT_ID },
      a_side: { access_point: { type: 'CLOUD_ROUTER', router: { uuid: '${equinix_fabric_cloud_router.fcr_sv.id}' } } },
      z_side: { access_point: { type: 'COLO', port: { uuid: PORT_UUID }, link_protocol: { type: 'DOT1Q', vlan_tag: 2151 } } },
    });
  });

  test('equinix_fabric_route_aggregation: nested computed attributes (single objects) resolve to plain references', () => {
    const { doc } = synth((s) => {
      const { aggregation, rules, attachment } = aggregatedConnection(s);
      new TerraformOutput(s, 'rules_count', { value: aggregation.rulesCount });
      new TerraformOutput(s, 'change_type', { value: aggregation.change.type });
      new TerraformOutput(s, 'created_by', { value: aggregation.changeLog.createdBy });
      new TerraformOutput(s, 'rule_state', { value: rules[0].state });
      new TerraformOutput(s, 'rule_type', { value: rules[1].type });
      new TerraformOutput(s, 'attachment_status', { value: attachment.attachmentStatus });
    });
    expect(doc.output).toEqual({
      rules_count: { value: '${equinix_fabric_route_aggregation.summaries.rules_count}' },
      change_type: { value: '${equinix_fabric_route_aggregation.summaries.change.type}' },
      created_by: { value: '${equinix_fabric_route_aggregation.summaries.change_log.created_by}' },
      rule_state: { value: '${equinix_fabric_route_aggregation_rule.dc1_servers.state}' },
      rule_type: { value: '${equinix_fabric_route_aggregation_rule.dc1_storage.type}' },
      attachment_status: { value: '${equinix_fabric_connection_route_aggregation.summaries_on_port.attachment_status}' },
    });
  });

  test('equinix_fabric_route_aggregation: the nested project (a single nested attribute) must be an object, and outputs cannot be set', () => {
    expect(errorOf(() => new equinix.EquinixFabricRouteAggregation(stack(), 'ra', {
      name: 'dc1-ipv4-summaries',
      type: 'BGP_IPv4_PREFIX_AGGREGATION',
      project: [{ projectId: PROJECT_ID }] as any,
    }))).toContain('project: expected a single object (struct), not a list.');
    expect(errorOf(() => new equinix.EquinixFabricConnectionRouteAggregation(stack(), 'cra', {
      connectionId: '16b02b60-a34c-4fcc-9094-70a09fe481b0',
      routeAggregationId: '18651b97-c390-402d-bb0d-5954eefe1ae3',
      attachmentStatus: 'ATTACHED',
    } as any))).toContain('attachmentStatus: unknown key.');
  });

  test('equinix_fabric_route_aggregation_rule: generateConfigForImport (with the route aggregation and the attachment) writes import blocks for each of the three resources', () => {
    const { doc } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      equinix.EquinixFabricRouteAggregation.generateConfigForImport(s, 'ra', '18651b97-c390-402d-bb0d-5954eefe1ae3');
      equinix.EquinixFabricRouteAggregationRule.generateConfigForImport(s, 'rule', '680cd0a5-b22f-42b8-810f-c1937a55902b');
      equinix.EquinixFabricConnectionRouteAggregation.generateConfigForImport(s, 'attachment', '3e4f112b-9e86-4cf4-8be0-56fa1535e9c5');
    });
    expect(doc.import).toEqual([
      { id: '18651b97-c390-402d-bb0d-5954eefe1ae3', to: 'equinix_fabric_route_aggregation.ra' },
      { id: '680cd0a5-b22f-42b8-810f-c1937a55902b', to: 'equinix_fabric_route_aggregation_rule.rule' },
      { id: '3e4f112b-9e86-4cf4-8be0-56fa1535e9c5', to: 'equinix_fabric_connection_route_aggregation.attachment' },
    ]);
  });
});
