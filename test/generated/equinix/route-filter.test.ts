/**
 * Route filters: equinix_fabric_route_filter (the policy), its prefix rules
 * (equinix_fabric_route_filter_rule) and its attachment to a cloud router connection
 * (equinix_fabric_connection_route_filter), with their six data sources, as the provider's
 * acceptance test of the attachment writes them (internal/resources/fabric/connection_route_filter/resource_test.go,
 * v5.1.0) and the lookups of internal/resources/fabric/route_filter/datasources_test.go and
 * route_filter_rule/datasources_test.go.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Conformance, equinix } from '../../../src';
import { errorLines } from '../../rules/findings';
import { dataSource, errorOf, expectSnakeCaseOnly, resource, stack, synth } from '../../util';

const PROJECT_ID = '33ec651f-cc99-48e0-94d3-47466899cdc7';
const PORT_UUID = 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143';
const CONNECTION_UUID = '16b02b60-a34c-4fcc-9094-70a09fe481b0';
const RF_UUID = '7b2c1d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e';
const RULE_UUID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

/** The cloud router, its IP_VC connection to a port, the filter, one rule and the attachment after the rule. */
function filteredConnection(s: TerraformStack) {
  new equinix.EquinixProvider(s, 'equinix', {});
  const fcr = new equinix.EquinixFabricCloudRouter(s, 'fcr', {
    type: 'XF_ROUTER',
    name: 'RF_CR_PFCR',
    location: { metroCode: 'DC' },
    packageAttribute: { code: 'STANDARD' },
    order: { purchaseOrderNumber: '1-234567', termLength: 1 },
    notifications: [{ type: 'ALL', emails: ['test@equinix.com', 'test1@equinix.com'] }],
    project: { projectId: PROJECT_ID },
    account: { accountNumber: 201257 },
  });
  const connection = new equinix.EquinixFabricConnection(s, 'fcr_to_port', {
    type: 'IP_VC',
    name: 'RF_CR_Connection_PFCR',
    notifications: [{ type: 'ALL', emails: ['test@equinix.com', 'test1@equinix.com'] }],
    order: { purchaseOrderNumber: '123485', termLength: 1 },
    bandwidth: 50,
    redundancy: { priority: 'PRIMARY' },
    aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: fcr.id } } },
    project: { projectId: PROJECT_ID },
    zSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanTag: 2100 }, location: { metroCode: 'DC' } } },
  });
  const filter = new equinix.EquinixFabricRouteFilter(s, 'rf', {
    name: 'rf_test_PFCR',
    project: { projectId: PROJECT_ID },
    type: 'BGP_IPv4_PREFIX_FILTER',
    description: 'Route Filter Policy for X Purpose',
  });
  const rule = new equinix.EquinixFabricRouteFilterRule(s, 'rf_rule', {
    routeFilterId: filter.id,
    name: 'RF_Rule_PFCR',
    prefix: '192.168.0.0/24',
    prefixMatch: 'exact',
    description: 'Route Filter Rule for X Purpose',
  });
  const attachment = new equinix.EquinixFabricConnectionRouteFilter(s, 'policy_attachment', {
    dependsOn: [rule],
    connectionId: connection.id,
    routeFilterId: filter.id,
    direction: 'INBOUND',
  });
  return { fcr, connection, filter, rule, attachment };
}

function withProvider(build: (s: TerraformStack) => void) {
  return synth((s) => {
    new equinix.EquinixProvider(s, 'equinix', {});
    build(s);
  });
}

describe('route filters', () => {
  test('equinix_fabric_route_filter: an IPv4 prefix filter renders the exact body, its project as one object', () => {
    const { doc, warnings } = synth((s) => filteredConnection(s));
    expect(equinix.EquinixFabricRouteFilter.tfResourceType).toBe('equinix_fabric_route_filter');
    const body = resource(doc, 'equinix_fabric_route_filter', 'rf');
    expect(body).toEqual({
      name: 'rf_test_PFCR',
      project: { project_id: PROJECT_ID },
      type: 'BGP_IPv4_PREFIX_FILTER',
      description: 'Route Filter Policy for X Purpose',
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_route_filter: type is BGP_IPv4_PREFIX_FILTER or BGP_IPv6_PREFIX_FILTER, case-sensitive; project is required and single', () => {
    const make = (type: string) => withProvider((s) => new equinix.EquinixFabricRouteFilter(s, 'rf', { name: 'rf_v6', type, project: { projectId: PROJECT_ID } }));
    expect(make('BGP_IPv6_PREFIX_FILTER').warnings).toEqual([]);
    expect(errorLines(errorOf(() => make('BGP_IPV4_PREFIX_FILTER')))).toEqual([
      '[test/rf] [value:equinix_fabric_route_filter.type] type: is not an allowed value. Received: "BGP_IPV4_PREFIX_FILTER". Allowed: \'BGP_IPv4_PREFIX_FILTER\' or \'BGP_IPv6_PREFIX_FILTER\'. Fix: write \'BGP_IPv4_PREFIX_FILTER\' instead of \'BGP_IPV4_PREFIX_FILTER\'.',
    ]);
    expect(errorOf(() => new equinix.EquinixFabricRouteFilter(stack(), 'rf', { name: 'rf_v4', type: 'BGP_IPv4_PREFIX_FILTER' } as any))).toContain('project: is required.');
    expect(errorOf(() => new equinix.EquinixFabricRouteFilter(stack(), 'rf', { name: 'rf_v4', type: 'BGP_IPv4_PREFIX_FILTER', project: [{ projectId: PROJECT_ID }] as any })))
      .toContain('project: expected a single object (struct), not a list.');
  });

  test('equinix_fabric_route_filter_rule: a prefix rule references its filter; prefix_match outside orlonger/exact warns (documented only)', () => {
    const { doc } = synth((s) => filteredConnection(s));
    expect(equinix.EquinixFabricRouteFilterRule.tfResourceType).toBe('equinix_fabric_route_filter_rule');
    const body = resource(doc, 'equinix_fabric_route_filter_rule', 'rf_rule');
    expect(body).toEqual({
      route_filter_id: '${equinix_fabric_route_filter.rf.id}',
      name: 'RF_Rule_PFCR',
      prefix: '192.168.0.0/24',
      prefix_match: 'exact',
      description: 'Route Filter Rule for X Purpose',
    });
    expectSnakeCaseOnly(body);
    const rule = (prefixMatch: string) => withProvider((s) => new equinix.EquinixFabricRouteFilterRule(s, 'rf_rule', { routeFilterId: RF_UUID, prefix: '10.0.0.0/8', prefixMatch }));
    expect(rule('orlonger').warnings).toEqual([]);
    expect(rule('longer').warnings).toEqual([
      'test/rf_rule: [terrain:unlisted-value] [value:equinix_fabric_route_filter_rule.prefix_match] prefixMatch: is not in the list of values the provider documents '
        + '(value:equinix_fabric_route_filter_rule.prefix_match); the remote API may refuse it at apply. Received: "longer". Allowed: \'orlonger\' or \'exact\'. '
        + 'Fix: write \'orlonger\' instead of \'longer\' (did you mean it?). If a newer provider release allows it, acknowledge value:equinix_fabric_route_filter_rule.prefix_match with the reason.',
    ]);
  });

  test('equinix_fabric_route_filter_rule: route_filter_id and prefix are required; it cannot be imported (its read needs the filter id)', () => {
    const msg = errorOf(() => new equinix.EquinixFabricRouteFilterRule(stack(), 'r', { name: 'RF_Rule_PFCR', action: 'PERMIT' } as any));
    expect(msg).toContain('routeFilterId: is required.');
    expect(msg).toContain('prefix: is required.');
    expect(msg).toContain('action: unknown key.');
    const rule = new equinix.EquinixFabricRouteFilterRule(stack(), 'r', { routeFilterId: RF_UUID, prefix: '10.0.0.0/8' });
    expect(errorOf(() => rule.importFrom(RULE_UUID))).toBe('equinix_fabric_route_filter_rule cannot be imported: The provider (5.1.0) cannot import a rule: its importer keeps the rule\'s id only '
      + '(ImportStatePassthroughContext), and reading a rule needs the id of its route filter (`route_filter_id`), which an import leaves empty (internal/resources/fabric/route_filter_rule/resource.go: resourceRead). Create it with this construct instead.');
  });

  test('equinix_fabric_connection_route_filter: attaches the filter INBOUND to the cloud router connection after its rule', () => {
    const { doc, warnings } = synth((s) => filteredConnection(s));
    expect(equinix.EquinixFabricConnectionRouteFilter.tfResourceType).toBe('equinix_fabric_connection_route_filter');
    const body = resource(doc, 'equinix_fabric_connection_route_filter', 'policy_attachment');
    expect(body).toEqual({
      depends_on: ['equinix_fabric_route_filter_rule.rf_rule'],
      connection_id: '${equinix_fabric_connection.fcr_to_port.id}',
      route_filter_id: '${equinix_fabric_route_filter.rf.id}',
      direction: 'INBOUND',
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('equinix_fabric_connection_route_filter: direction is INBOUND or OUTBOUND (case-sensitive); ids are required; it cannot be imported', () => {
    const attach = (direction: string) => withProvider((s) => new equinix.EquinixFabricConnectionRouteFilter(s, 'policy_attachment', { connectionId: CONNECTION_UUID, routeFilterId: RF_UUID, direction }));
    expect(attach('OUTBOUND').warnings).toEqual([]);
    expect(errorLines(errorOf(() => attach('inbound')))).toEqual([
      '[test/policy_attachment] [value:equinix_fabric_connection_route_filter.direction] direction: is not an allowed value. Received: "inbound". Allowed: \'INBOUND\' or \'OUTBOUND\'. Fix: write \'INBOUND\' instead of \'inbound\'.',
    ]);
    const msg = errorOf(() => new equinix.EquinixFabricConnectionRouteFilter(stack(), 'a', { direction: 'INBOUND' } as any));
    expect(msg).toContain('connectionId: is required.');
    expect(msg).toContain('routeFilterId: is required.');
    const attachment = new equinix.EquinixFabricConnectionRouteFilter(stack(), 'a', { connectionId: CONNECTION_UUID, routeFilterId: RF_UUID, direction: 'INBOUND' });
    expect(errorOf(() => attachment.importFrom(RF_UUID))).toBe('equinix_fabric_connection_route_filter cannot be imported: The provider (5.1.0) cannot import an attachment: its importer keeps the attachment\'s id only '
      + '(ImportStatePassthroughContext), and reading it needs the connection\'s id (`connection_id`), which an import leaves empty (internal/resources/fabric/connection_route_filter/resource.go: resourceRead). Create it with this construct instead.');
  });

  test('equinix_fabric_route_filter: computed outputs of the filter, the rule and the attachment resolve to references; the filter imports by uuid', () => {
    const { doc } = synth((s) => {
      const { filter, rule, attachment } = filteredConnection(s);
      new TerraformOutput(s, 'not_matched_rule_action', { value: filter.notMatchedRuleAction });
      new TerraformOutput(s, 'rules_count', { value: filter.rulesCount });
      new TerraformOutput(s, 'change_type', { value: filter.change.get(0).type });
      new TerraformOutput(s, 'rule_action', { value: rule.action });
      new TerraformOutput(s, 'rule_type', { value: rule.type });
      new TerraformOutput(s, 'attachment_status', { value: attachment.attachmentStatus });
      new TerraformOutput(s, 'attachment_type', { value: attachment.type });
      equinix.EquinixFabricRouteFilter.generateConfigForImport(s, 'legacy_rf', RF_UUID);
    });
    expect(doc.output).toEqual({
      not_matched_rule_action: { value: '${equinix_fabric_route_filter.rf.not_matched_rule_action}' },
      rules_count: { value: '${equinix_fabric_route_filter.rf.rules_count}' },
      change_type: { value: '${tolist(equinix_fabric_route_filter.rf.change).0.type}' },
      rule_action: { value: '${equinix_fabric_route_filter_rule.rf_rule.action}' },
      rule_type: { value: '${equinix_fabric_route_filter_rule.rf_rule.type}' },
      attachment_status: { value: '${equinix_fabric_connection_route_filter.policy_attachment.attachment_status}' },
      attachment_type: { value: '${equinix_fabric_connection_route_filter.policy_attachment.type}' },
    });
    expect(doc.import).toEqual([{ id: RF_UUID, to: 'equinix_fabric_route_filter.legacy_rf' }]);
  });

  test('data.equinix_fabric_route_filter: reads a filter by uuid', () => {
    const { doc, warnings } = withProvider((s) => {
      const rf = new equinix.DataEquinixFabricRouteFilter(s, 'rf_policy', { uuid: RF_UUID });
      new TerraformOutput(s, 'connections_count', { value: rf.connectionsCount });
      new TerraformOutput(s, 'project', { value: rf.project.get(0).projectId });
    });
    expect(equinix.DataEquinixFabricRouteFilter.tfResourceType).toBe('equinix_fabric_route_filter');
    const body = dataSource(doc, 'equinix_fabric_route_filter', 'rf_policy');
    expect(body).toEqual({ uuid: RF_UUID });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output).toEqual({
      connections_count: { value: '${data.equinix_fabric_route_filter.rf_policy.connections_count}' },
      project: { value: '${tolist(data.equinix_fabric_route_filter.rf_policy.project).0.project_id}' },
    });
  });

  test('data.equinix_fabric_route_filters: four filters, pagination and sort (datasources_test.go); total is an output of pagination', () => {
    const { doc, warnings } = withProvider((s) => {
      const found = new equinix.DataEquinixFabricRouteFilters(s, 'rf_policies', {
        filter: [
          { property: '/type', operator: '=', values: ['BGP_IPv4_PREFIX_FILTER'] },
          { property: '/state', operator: '=', values: ['PROVISIONED'] },
          { property: '/project/projectId', operator: '=', values: [PROJECT_ID] },
          { property: '/name', operator: '=', values: ['rf_test_PFCR'] },
        ],
        pagination: { offset: 0, limit: 5 },
        sort: [{ direction: 'ASC', property: '/name' }],
      });
      new TerraformOutput(s, 'first_rf_uuid', { value: found.data.get(0).uuid });
    });
    expect(equinix.DataEquinixFabricRouteFilters.tfResourceType).toBe('equinix_fabric_route_filters');
    const body = dataSource(doc, 'equinix_fabric_route_filters', 'rf_policies');
    expect(body).toEqual({
      filter: [
        { property: '/type', operator: '=', values: ['BGP_IPv4_PREFIX_FILTER'] },
        { property: '/state', operator: '=', values: ['PROVISIONED'] },
        { property: '/project/projectId', operator: '=', values: [PROJECT_ID] },
        { property: '/name', operator: '=', values: ['rf_test_PFCR'] },
      ],
      pagination: { offset: 0, limit: 5 },
      sort: [{ direction: 'ASC', property: '/name' }],
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output.first_rf_uuid.value).toBe('${data.equinix_fabric_route_filters.rf_policies.data[0].uuid}');
    // The docs example sets pagination.total = 25, but paginationSchema makes total computed only.
    expect(errorOf(() => new equinix.DataEquinixFabricRouteFilters(stack(), 'rf', {
      filter: [{ property: '/type', operator: '=', values: ['BGP_IPv4_PREFIX_FILTER'] }],
      pagination: { offset: 0, limit: 5, total: 25 } as any,
    }))).toContain('pagination.total: unknown key.');
    // dataSourceSearchSchema validates property and operator (ignoring case) against its own lists.
    expect(errorLines(errorOf(() => withProvider((s) => new equinix.DataEquinixFabricRouteFilters(s, 'rf', {
      filter: [{ property: '/connectionsCount', operator: '=', values: ['0'] }],
    }))))).toEqual([
      '[test/rf] [value:data.equinix_fabric_route_filters.filter.property] filter[0].property: is not an allowed value. Received: "/connectionsCount". '
        + 'Allowed: \'/type\', \'/name\', \'/project/projectId\', \'/uuid\' or \'/state\'. Fix: use one of the allowed values.',
    ]);
  });

  test('data.equinix_fabric_route_filter_rule: reads one rule of a filter by both ids', () => {
    const { doc, warnings } = synth((s) => {
      const { filter, rule } = filteredConnection(s);
      const read = new equinix.DataEquinixFabricRouteFilterRule(s, 'read_rule', { routeFilterId: filter.id, uuid: rule.id });
      new TerraformOutput(s, 'prefix_match', { value: read.prefixMatch });
    });
    expect(equinix.DataEquinixFabricRouteFilterRule.tfResourceType).toBe('equinix_fabric_route_filter_rule');
    const body = dataSource(doc, 'equinix_fabric_route_filter_rule', 'read_rule');
    expect(body).toEqual({ route_filter_id: '${equinix_fabric_route_filter.rf.id}', uuid: '${equinix_fabric_route_filter_rule.rf_rule.id}' });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output.prefix_match.value).toBe('${data.equinix_fabric_route_filter_rule.read_rule.prefix_match}');
    expect(errorOf(() => new equinix.DataEquinixFabricRouteFilterRule(stack(), 'r', { uuid: RULE_UUID } as any))).toContain('routeFilterId: is required.');
  });

  test('data.equinix_fabric_route_filter_rules: lists the rules of a filter with limit and offset (whole numbers)', () => {
    const { doc, warnings } = withProvider((s) => {
      const rules = new equinix.DataEquinixFabricRouteFilterRules(s, 'rf_rules', { routeFilterId: RF_UUID, limit: 100, offset: 5 });
      new TerraformOutput(s, 'first_prefix', { value: rules.data.get(0).prefix });
      new TerraformOutput(s, 'total', { value: rules.pagination.get(0).total });
    });
    expect(equinix.DataEquinixFabricRouteFilterRules.tfResourceType).toBe('equinix_fabric_route_filter_rules');
    const body = dataSource(doc, 'equinix_fabric_route_filter_rules', 'rf_rules');
    expect(body).toEqual({ route_filter_id: RF_UUID, limit: 100, offset: 5 });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output).toEqual({
      first_prefix: { value: '${data.equinix_fabric_route_filter_rules.rf_rules.data[0].prefix}' },
      total: { value: '${tolist(data.equinix_fabric_route_filter_rules.rf_rules.pagination).0.total}' },
    });
    expect(errorLines(errorOf(() => withProvider((s) => new equinix.DataEquinixFabricRouteFilterRules(s, 'rf_rules', { routeFilterId: RF_UUID, limit: 12.5 }))))).toEqual([
      '[test/rf_rules] [value:data.equinix_fabric_route_filter_rules.limit] limit: must be a whole number. Received: 12.5. Allowed: an integer. Fix: use 13.',
    ]);
  });

  test('data.equinix_fabric_connection_route_filter: reads the attachment by connection and filter, after it', () => {
    const { doc, warnings } = synth((s) => {
      const { connection, filter, attachment } = filteredConnection(s);
      const read = new equinix.DataEquinixFabricConnectionRouteFilter(s, 'attached_policy', { dependsOn: [attachment], connectionId: connection.id, routeFilterId: filter.id });
      new TerraformOutput(s, 'direction', { value: read.direction });
    });
    expect(equinix.DataEquinixFabricConnectionRouteFilter.tfResourceType).toBe('equinix_fabric_connection_route_filter');
    const body = dataSource(doc, 'equinix_fabric_connection_route_filter', 'attached_policy');
    expect(body).toEqual({
      depends_on: ['equinix_fabric_connection_route_filter.policy_attachment'],
      connection_id: '${equinix_fabric_connection.fcr_to_port.id}',
      route_filter_id: '${equinix_fabric_route_filter.rf.id}',
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output.direction.value).toBe('${data.equinix_fabric_connection_route_filter.attached_policy.direction}');
    expect(errorOf(() => new equinix.DataEquinixFabricConnectionRouteFilter(stack(), 'r', { connectionId: CONNECTION_UUID } as any))).toContain('routeFilterId: is required.');
  });

  test('data.equinix_fabric_connection_route_filters: lists the filters attached to a connection', () => {
    const { doc, warnings } = withProvider((s) => {
      const attached = new equinix.DataEquinixFabricConnectionRouteFilters(s, 'attached_policies', { connectionId: CONNECTION_UUID });
      new TerraformOutput(s, 'first_direction', { value: attached.data.get(0).direction });
    });
    expect(equinix.DataEquinixFabricConnectionRouteFilters.tfResourceType).toBe('equinix_fabric_connection_route_filters');
    const body = dataSource(doc, 'equinix_fabric_connection_route_filters', 'attached_policies');
    expect(body).toEqual({ connection_id: CONNECTION_UUID });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output.first_direction.value).toBe('${data.equinix_fabric_connection_route_filters.attached_policies.data[0].direction}');
    // Pagination is an output here (dataSourceAllFiltersSchema), not a request argument.
    expect(errorOf(() => new equinix.DataEquinixFabricConnectionRouteFilters(stack(), 'r', { connectionId: CONNECTION_UUID, pagination: { limit: 5 } } as any)))
      .toContain('pagination: unknown key.');
  });
});
