/**
 * The ten Fabric data sources: the lookup arguments render as the provider expects (filters as
 * lists, max-items-1 pagination as one object, single nested attributes as objects), and their
 * computed results resolve to Terraform references.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { equinix } from '../../../src';
import { dataSource, errorOf, expectSnakeCaseOnly, stack, synth } from '../../util';

const PROJECT_ID = '98dc7083-31fc-47d2-9f0c-feb774ab271a';
const FCR_UUID = '8f49946e-e087-46e5-9075-6e5de41dceb4';
const CONNECTION_UUID = '16b02b60-a34c-4fcc-9094-70a09fe481b0';
const RA_UUID = '18651b97-c390-402d-bb0d-5954eefe1ae3';
const RULE_UUID = '680cd0a5-b22f-42b8-810f-c1937a55902b';

function withProvider(build: (s: TerraformStack) => void) {
  return synth((s) => {
    new equinix.EquinixProvider(s, 'equinix', {});
    build(s);
  });
}

describe('Fabric data sources', () => {
  test('data.equinix_fabric_cloud_router: reads a cloud router by uuid', () => {
    const { doc, warnings } = withProvider((s) => {
      const fcr = new equinix.DataEquinixFabricCloudRouter(s, 'fcr', { uuid: FCR_UUID });
      new TerraformOutput(s, 'asn', { value: fcr.equinixAsn });
      new TerraformOutput(s, 'metro', { value: fcr.location.get(0).metroCode });
      new TerraformOutput(s, 'package', { value: fcr.packageAttribute.get(0).code });
    });
    expect(equinix.DataEquinixFabricCloudRouter.tfResourceType).toBe('equinix_fabric_cloud_router');
    const body = dataSource(doc, 'equinix_fabric_cloud_router', 'fcr');
    expect(body).toEqual({ uuid: FCR_UUID });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output).toEqual({
      asn: { value: '${data.equinix_fabric_cloud_router.fcr.equinix_asn}' },
      metro: { value: '${tolist(data.equinix_fabric_cloud_router.fcr.location).0.metro_code}' },
      package: { value: '${tolist(data.equinix_fabric_cloud_router.fcr.package).0.code}' },
    });
  });

  test('data.equinix_fabric_cloud_routers: filters (a list), one pagination object and sort', () => {
    const { doc } = withProvider((s) => {
      const found = new equinix.DataEquinixFabricCloudRouters(s, 'sv_routers', {
        filter: [
          { property: '/project/projectId', operator: '=', values: [PROJECT_ID] },
          { property: '/location/metroCode', operator: '=', values: ['SV', 'DC'], orAttribute: true },
          { property: '/state', operator: '=', values: ['PROVISIONED'], orAttribute: true },
        ],
        pagination: { offset: 0, limit: 25 },
        sort: [{ direction: 'DESC', property: '/name' }],
      });
      new TerraformOutput(s, 'first_router', { value: found.data.get(0).uuid });
    });
    expect(equinix.DataEquinixFabricCloudRouters.tfResourceType).toBe('equinix_fabric_cloud_routers');
    const body = dataSource(doc, 'equinix_fabric_cloud_routers', 'sv_routers');
    expect(body).toEqual({
      filter: [
        { property: '/project/projectId', operator: '=', values: [PROJECT_ID] },
        { property: '/location/metroCode', operator: '=', values: ['SV', 'DC'], or: true },
        { property: '/state', operator: '=', values: ['PROVISIONED'], or: true },
      ],
      pagination: { offset: 0, limit: 25 },
      sort: [{ direction: 'DESC', property: '/name' }],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_router.value).toBe('${data.equinix_fabric_cloud_routers.sv_routers.data[0].uuid}');
  });

  test('data.equinix_fabric_cloud_routers: at most 10 filters, and at least one', () => {
    const filter = { property: '/name', operator: 'LIKE', values: ['fcr-%'] };
    expect(errorOf(() => new equinix.DataEquinixFabricCloudRouters(stack(), 'r', { filter: Array(11).fill(filter) })))
      .toContain('filter: has too many items.');
    expect(errorOf(() => new equinix.DataEquinixFabricCloudRouters(stack(), 'r', { filter: [] })))
      .toContain('filter: has too few items.');
  });

  test('data.equinix_fabric_connection: reads a connection by uuid; both sides resolve through tolist()', () => {
    const { doc } = withProvider((s) => {
      const c = new equinix.DataEquinixFabricConnection(s, 'aws_primary', { uuid: CONNECTION_UUID });
      new TerraformOutput(s, 'seller_region', { value: c.zSide.get(0).accessPoint.get(0).sellerRegion });
      new TerraformOutput(s, 'vlan_tag', { value: c.aSide.get(0).accessPoint.get(0).linkProtocol.get(0).vlanTag });
      new TerraformOutput(s, 'provider_status', { value: c.operation.get(0).providerStatus });
      new TerraformOutput(s, 'bandwidth', { value: c.bandwidth });
    });
    expect(equinix.DataEquinixFabricConnection.tfResourceType).toBe('equinix_fabric_connection');
    const body = dataSource(doc, 'equinix_fabric_connection', 'aws_primary');
    expect(body).toEqual({ uuid: CONNECTION_UUID });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      seller_region: { value: '${tolist(tolist(data.equinix_fabric_connection.aws_primary.z_side).0.access_point).0.seller_region}' },
      vlan_tag: { value: '${tolist(tolist(tolist(data.equinix_fabric_connection.aws_primary.a_side).0.access_point).0.link_protocol).0.vlan_tag}' },
      provider_status: { value: '${tolist(data.equinix_fabric_connection.aws_primary.operation).0.provider_status}' },
      bandwidth: { value: '${data.equinix_fabric_connection.aws_primary.bandwidth}' },
    });
  });

  test('data.equinix_fabric_connections: grouped filters combined by outer_operator, pagination and sort', () => {
    const { doc } = withProvider((s) => {
      const found = new equinix.DataEquinixFabricConnections(s, 'aws_in_sv', {
        outerOperator: 'AND',
        filter: [
          { property: '/project/projectId', operator: '=', values: [PROJECT_ID] },
          { property: '/zSide/accessPoint/location/metroCode', operator: '=', values: ['SV'], group: 'OR_metro' },
          { property: '/zSide/accessPoint/location/metroCode', operator: '=', values: ['SJ'], group: 'OR_metro' },
          { property: '/zSide/accessPoint/profile/uuid', operator: '=', values: ['69ee618d-be52-468d-bc99-00566f2dd2b9'] },
        ],
        pagination: { offset: 0, limit: 100 },
        sort: [{ direction: 'ASC', property: '/changeLog/createdDateTime' }],
      });
      new TerraformOutput(s, 'first_connection', { value: found.data.get(0).name });
    });
    expect(equinix.DataEquinixFabricConnections.tfResourceType).toBe('equinix_fabric_connections');
    const body = dataSource(doc, 'equinix_fabric_connections', 'aws_in_sv');
    expect(body).toEqual({
      outer_operator: 'AND',
      filter: [
        { property: '/project/projectId', operator: '=', values: [PROJECT_ID] },
        { property: '/zSide/accessPoint/location/metroCode', operator: '=', values: ['SV'], group: 'OR_metro' },
        { property: '/zSide/accessPoint/location/metroCode', operator: '=', values: ['SJ'], group: 'OR_metro' },
        { property: '/zSide/accessPoint/profile/uuid', operator: '=', values: ['69ee618d-be52-468d-bc99-00566f2dd2b9'] },
      ],
      pagination: { offset: 0, limit: 100 },
      sort: [{ direction: 'ASC', property: '/changeLog/createdDateTime' }],
    });
    // The API's filter properties are camelCase JSON pointers: values, not keys.
    expectSnakeCaseOnly(body);
    expect(doc.output.first_connection.value).toBe('${data.equinix_fabric_connections.aws_in_sv.data[0].name}');
  });

  test('data.equinix_fabric_connection_route_aggregation: reads one attachment by connection and route aggregation', () => {
    const { doc } = withProvider((s) => {
      const a = new equinix.DataEquinixFabricConnectionRouteAggregation(s, 'attachment', { connectionId: CONNECTION_UUID, routeAggregationId: RA_UUID });
      new TerraformOutput(s, 'status', { value: a.attachmentStatus });
    });
    expect(equinix.DataEquinixFabricConnectionRouteAggregation.tfResourceType).toBe('equinix_fabric_connection_route_aggregation');
    const body = dataSource(doc, 'equinix_fabric_connection_route_aggregation', 'attachment');
    expect(body).toEqual({ connection_id: CONNECTION_UUID, route_aggregation_id: RA_UUID });
    expectSnakeCaseOnly(body);
    expect(doc.output.status.value).toBe('${data.equinix_fabric_connection_route_aggregation.attachment.attachment_status}');
  });

  test('data.equinix_fabric_connection_route_aggregations: lists the attachments of a connection, pagination as one object', () => {
    const { doc } = withProvider((s) => {
      const list = new equinix.DataEquinixFabricConnectionRouteAggregations(s, 'attached', {
        connectionId: CONNECTION_UUID,
        pagination: { limit: 20, offset: 0 },
      });
      new TerraformOutput(s, 'first', { value: list.data.get(0).routeAggregationId });
      new TerraformOutput(s, 'total', { value: list.pagination.total });
    });
    expect(equinix.DataEquinixFabricConnectionRouteAggregations.tfResourceType).toBe('equinix_fabric_connection_route_aggregations');
    const body = dataSource(doc, 'equinix_fabric_connection_route_aggregations', 'attached');
    expect(body).toEqual({ connection_id: CONNECTION_UUID, pagination: { limit: 20, offset: 0 } });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first: { value: '${data.equinix_fabric_connection_route_aggregations.attached.data[0].route_aggregation_id}' },
      total: { value: '${data.equinix_fabric_connection_route_aggregations.attached.pagination.total}' },
    });
  });

  test('data.equinix_fabric_route_aggregation: reads a route aggregation by id', () => {
    const { doc } = withProvider((s) => {
      const ra = new equinix.DataEquinixFabricRouteAggregation(s, 'summaries', { routeAggregationId: RA_UUID });
      new TerraformOutput(s, 'rules_count', { value: ra.rulesCount });
      new TerraformOutput(s, 'project', { value: ra.project.projectId });
    });
    expect(equinix.DataEquinixFabricRouteAggregation.tfResourceType).toBe('equinix_fabric_route_aggregation');
    const body = dataSource(doc, 'equinix_fabric_route_aggregation', 'summaries');
    expect(body).toEqual({ route_aggregation_id: RA_UUID });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      rules_count: { value: '${data.equinix_fabric_route_aggregation.summaries.rules_count}' },
      project: { value: '${data.equinix_fabric_route_aggregation.summaries.project.project_id}' },
    });
  });

  test('data.equinix_fabric_route_aggregations: one filter, pagination and sort, each a single object', () => {
    const { doc } = withProvider((s) => {
      const found = new equinix.DataEquinixFabricRouteAggregations(s, 'ipv4', {
        filter: { property: '/type', operator: '=', values: ['BGP_IPv4_PREFIX_AGGREGATION'] },
        pagination: { limit: 10, offset: 0 },
        sort: { direction: 'ASC', property: '/name' },
      });
      new TerraformOutput(s, 'first', { value: found.data.get(0).uuid });
    });
    expect(equinix.DataEquinixFabricRouteAggregations.tfResourceType).toBe('equinix_fabric_route_aggregations');
    const body = dataSource(doc, 'equinix_fabric_route_aggregations', 'ipv4');
    expect(body).toEqual({
      filter: { property: '/type', operator: '=', values: ['BGP_IPv4_PREFIX_AGGREGATION'] },
      pagination: { limit: 10, offset: 0 },
      sort: { direction: 'ASC', property: '/name' },
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.first.value).toBe('${data.equinix_fabric_route_aggregations.ipv4.data[0].uuid}');
    expect(errorOf(() => new equinix.DataEquinixFabricRouteAggregations(stack(), 'x', {
      filter: [{ property: '/type', operator: '=', values: ['BGP_IPv4_PREFIX_AGGREGATION'] }] as any,
    }))).toContain('filter: expected a single object (struct), not a list.');
  });

  test('data.equinix_fabric_route_aggregation_rule: reads one rule of a route aggregation', () => {
    const { doc } = withProvider((s) => {
      const rule = new equinix.DataEquinixFabricRouteAggregationRule(s, 'dc1_servers', { routeAggregationId: RA_UUID, routeAggregationRuleId: RULE_UUID });
      new TerraformOutput(s, 'prefix', { value: rule.prefix });
      new TerraformOutput(s, 'change', { value: rule.change.uuid });
    });
    expect(equinix.DataEquinixFabricRouteAggregationRule.tfResourceType).toBe('equinix_fabric_route_aggregation_rule');
    const body = dataSource(doc, 'equinix_fabric_route_aggregation_rule', 'dc1_servers');
    expect(body).toEqual({ route_aggregation_id: RA_UUID, route_aggregation_rule_id: RULE_UUID });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      prefix: { value: '${data.equinix_fabric_route_aggregation_rule.dc1_servers.prefix}' },
      change: { value: '${data.equinix_fabric_route_aggregation_rule.dc1_servers.change.uuid}' },
    });
  });

  test('data.equinix_fabric_route_aggregation_rules: lists the rules of a route aggregation', () => {
    const { doc } = withProvider((s) => {
      const rules = new equinix.DataEquinixFabricRouteAggregationRules(s, 'rules', { routeAggregationId: RA_UUID, pagination: { limit: 50, offset: 0 } });
      new TerraformOutput(s, 'first_prefix', { value: rules.data.get(0).prefix });
    });
    expect(equinix.DataEquinixFabricRouteAggregationRules.tfResourceType).toBe('equinix_fabric_route_aggregation_rules');
    const body = dataSource(doc, 'equinix_fabric_route_aggregation_rules', 'rules');
    expect(body).toEqual({ route_aggregation_id: RA_UUID, pagination: { limit: 50, offset: 0 } });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_prefix.value).toBe('${data.equinix_fabric_route_aggregation_rules.rules.data[0].prefix}');
  });
});
