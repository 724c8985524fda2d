/**
 * equinix_fabric_network and its two data sources: the EVPLAN network of the provider's example
 * (examples/resources/equinix_fabric_network/resource.tf, v5.1.0) and acceptance test
 * (internal/resources/fabric/network/resource_test.go), a connection from a port into it
 * (examples/resources/equinix_fabric_connection/port_to_network_evplan.tf), and the lookups of
 * internal/resources/fabric/network/datasources_test.go and examples/data-sources/equinix_fabric_networks.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Conformance, equinix } from '../../../src';
import { errorLines } from '../../rules/findings';
import { dataSource, errorOf, expectSnakeCaseOnly, resource, stack, synth } from '../../util';

type Config = equinix.EquinixFabricNetworkConfig;
const PROJECT_ID = '776847000642406';
const PORT_UUID = 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143';
const NETWORK_UUID = '2a4f7d2e-1c3b-4e5f-8a9b-0c1d2e3f4a5b';

/** The provider's example network, with `extra` over it. */
function evplan(extra: Partial<Config> = {}): Config {
  return {
    name: 'Network-SV',
    type: 'EVPLAN',
    scope: 'GLOBAL',
    notifications: [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }],
    project: [{ projectId: PROJECT_ID }],
    ...extra,
  };
}

function make(config: Config) {
  return synth((s) => {
    new equinix.EquinixProvider(s, 'equinix', {});
    new equinix.EquinixFabricNetwork(s, 'new_network', config);
  });
}
const fails = (config: Config) => errorLines(errorOf(() => make(config)));

/** The network and an EVPLAN_VC connection from a DOT1Q port into it. */
function portIntoNetwork(s: TerraformStack) {
  new equinix.EquinixProvider(s, 'equinix', {});
  const network = new equinix.EquinixFabricNetwork(s, 'new_network', evplan());
  const connection = new equinix.EquinixFabricConnection(s, 'evplan', {
    name: 'ConnectionName',
    type: 'EVPLAN_VC',
    notifications: [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }],
    bandwidth: 50,
    order: { purchaseOrderNumber: '1-323292' },
    // The example sets vlan_s_tag on a DOT1Q link protocol; DOT1Q takes vlan_tag.
    aSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanTag: 1976 } } },
    zSide: { accessPoint: { type: 'NETWORK', network: { uuid: network.id } } },
  });
  return { network, connection };
}

describe('equinix_fabric_network', () => {
  test('equinix_fabric_network: a global EVPLAN network renders the exact body (project and notifications as lists of blocks)', () => {
    const { doc, warnings } = make(evplan());
    expect(equinix.EquinixFabricNetwork.tfResourceType).toBe('equinix_fabric_network');
    const body = resource(doc, 'equinix_fabric_network', 'new_network');
    expect(body).toEqual({
      name: 'Network-SV',
      type: 'EVPLAN',
      scope: 'GLOBAL',
      notifications: [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }],
      project: [{ project_id: PROJECT_ID }],
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_network: a regional network names its region in location (one object); scope and type in any case', () => {
    const { doc, warnings } = make(evplan({ name: 'Network-AMER', type: 'eplan', scope: 'regional', location: { region: 'AMER' }, timeouts: { create: '15m', delete: '15m' } }));
    const body = resource(doc, 'equinix_fabric_network', 'new_network');
    expect(body).toEqual({
      name: 'Network-AMER',
      type: 'eplan',
      scope: 'regional',
      location: { region: 'AMER' },
      notifications: [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }],
      project: [{ project_id: PROJECT_ID }],
      timeouts: { create: '15m', delete: '15m' },
    });
    // Both validators are StringInSlice(..., true) (fabricNetworkResourceSchema).
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_network: name is 1 to 24 characters; type and scope come from their lists', () => {
    expect(make(evplan({ name: 'x'.repeat(24) })).warnings).toEqual([]);
    expect(fails(evplan({ name: 'Network-SV-Production-EVPLAN' }))).toEqual([
      '[test/new_network] [value:equinix_fabric_network.name] name: is too long (28 characters). Received: "Network-SV-Production-EVPLAN". Allowed: at most 24 characters. Fix: shorten it to 24 characters or fewer.',
    ]);
    expect(fails(evplan({ type: 'VPLS' }))).toEqual([
      '[test/new_network] [value:equinix_fabric_network.type] type: is not an allowed value. Received: "VPLS". Allowed: \'IPWAN\', \'EPLAN\', \'EVPLAN\', \'EVPTREE\' or \'EPTREE\'. Fix: use one of the allowed values.',
    ]);
    expect(fails(evplan({ scope: 'WORLD' }))).toEqual([
      '[test/new_network] [value:equinix_fabric_network.scope] scope: is not an allowed value. Received: "WORLD". Allowed: \'REGIONAL\', \'GLOBAL\' or \'LOCAL\'. Fix: use one of the allowed values.',
    ]);
  });

  test('equinix_fabric_network: name, type, scope, notifications and project are required; location is one object; outputs cannot be set', () => {
    const msg = errorOf(() => new equinix.EquinixFabricNetwork(stack(), 'n', { name: 'Network-SV', location: [{ region: 'AMER' }], state: 'ACTIVE' } as any));
    expect(msg).toContain('type: is required.');
    expect(msg).toContain('scope: is required.');
    expect(msg).toContain('notifications: is required.');
    expect(msg).toContain('project: is required.');
    expect(msg).toContain('location: expected a single object (struct), not a list.');
    expect(msg).toContain('state: unknown key.');
  });

  test('equinix_fabric_network: a port joins the network through a NETWORK access point; computed outputs resolve', () => {
    const { doc, warnings } = synth((s) => {
      const { network } = portIntoNetwork(s);
      new TerraformOutput(s, 'state', { value: network.state });
      new TerraformOutput(s, 'connections_count', { value: network.connectionsCount });
      new TerraformOutput(s, 'equinix_status', { value: network.operation.get(0).equinixStatus });
      new TerraformOutput(s, 'created_by', { value: network.changeLog.get(0).createdBy });
    });
    expect(resource(doc, 'equinix_fabric_connection', 'evplan').z_side).toEqual({ access_point: { type: 'NETWORK', network: { uuid: '${equinix_fabric_network.new_network.id}' } } });
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
    expect(doc.output).toEqual({
      state: { value: '${equinix_fabric_network.new_network.state}' },
      connections_count: { value: '${equinix_fabric_network.new_network.connections_count}' },
      equinix_status: { value: '${tolist(equinix_fabric_network.new_network.operation).0.equinix_status}' },
      created_by: { value: '${tolist(equinix_fabric_network.new_network.change_log).0.created_by}' },
    });
  });

  test('equinix_fabric_network: generateConfigForImport writes an import block for the network uuid (ImportStatePassthroughContext)', () => {
    const { doc } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      equinix.EquinixFabricNetwork.generateConfigForImport(s, 'legacy', NETWORK_UUID);
    });
    expect(doc.import).toEqual([{ id: NETWORK_UUID, to: 'equinix_fabric_network.legacy' }]);
  });

  test('data.equinix_fabric_network: reads a network by uuid (the data source example\'s outputs)', () => {
    const { doc, warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const n = new equinix.DataEquinixFabricNetwork(s, 'network_data_name', { uuid: NETWORK_UUID });
      new TerraformOutput(s, 'name', { value: n.name });
      new TerraformOutput(s, 'scope', { value: n.scope });
      new TerraformOutput(s, 'region', { value: n.location.get(0).region });
    });
    expect(equinix.DataEquinixFabricNetwork.tfResourceType).toBe('equinix_fabric_network');
    const body = dataSource(doc, 'equinix_fabric_network', 'network_data_name');
    expect(body).toEqual({ uuid: NETWORK_UUID });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output).toEqual({
      name: { value: '${data.equinix_fabric_network.network_data_name.name}' },
      scope: { value: '${data.equinix_fabric_network.network_data_name.scope}' },
      region: { value: '${tolist(data.equinix_fabric_network.network_data_name.location).0.region}' },
    });
    expect(errorOf(() => new equinix.DataEquinixFabricNetwork(stack(), 'n', {} as any))).toContain('uuid: is required.');
  });

  test('data.equinix_fabric_networks: grouped filters under outer_operator, one pagination object and a sort list (the data source example)', () => {
    const { doc, warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const found = new equinix.DataEquinixFabricNetworks(s, 'test', {
        outerOperator: 'AND',
        filter: [
          { property: '/type', operator: '=', values: ['IPWAN'] },
          { property: '/name', operator: '=', values: ['Tf_Network_PFCR'] },
          { group: 'OR_group1', property: '/operation/equinixStatus', operator: '=', values: ['PROVISIONED'] },
          { group: 'OR_group1', property: '/operation/equinixStatus', operator: 'LIKE', values: ['DEPROVISIONED'] },
        ],
        pagination: { offset: 0, limit: 5 },
        sort: [{ direction: 'ASC', property: '/name' }],
      });
      new TerraformOutput(s, 'first_network_name', { value: found.data.get(0).name });
    });
    expect(equinix.DataEquinixFabricNetworks.tfResourceType).toBe('equinix_fabric_networks');
    const body = dataSource(doc, 'equinix_fabric_networks', 'test');
    expect(body).toEqual({
      outer_operator: 'AND',
      filter: [
        { property: '/type', operator: '=', values: ['IPWAN'] },
        { property: '/name', operator: '=', values: ['Tf_Network_PFCR'] },
        { group: 'OR_group1', property: '/operation/equinixStatus', operator: '=', values: ['PROVISIONED'] },
        { group: 'OR_group1', property: '/operation/equinixStatus', operator: 'LIKE', values: ['DEPROVISIONED'] },
      ],
      pagination: { offset: 0, limit: 5 },
      sort: [{ direction: 'ASC', property: '/name' }],
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output.first_network_name.value).toBe('${data.equinix_fabric_networks.test.data[0].name}');
  });

  test('data.equinix_fabric_networks: a group starts with AND_ or OR_; outer_operator is AND or OR in upper case', () => {
    const search = (extra: Partial<equinix.DataEquinixFabricNetworksConfig>) => synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      new equinix.DataEquinixFabricNetworks(s, 'test', { outerOperator: 'AND', filter: [{ property: '/uuid', operator: '=', values: [NETWORK_UUID] }], ...extra });
    });
    expect(search({ filter: [{ group: 'AND_metros', property: '/location/metroCode', operator: 'IN', values: ['SV', 'DC'] }] }).warnings).toEqual([]);
    expect(errorLines(errorOf(() => search({ filter: [{ group: 'metros', property: '/location/metroCode', operator: 'IN', values: ['SV', 'DC'] }] })))).toEqual([
      '[test/test] [value:data.equinix_fabric_networks.filter.group] filter[0].group: does not match the required pattern. Received: "metros". Allowed: a value matching /^(AND_|OR_)/. Fix: change the value so that it matches the pattern.',
    ]);
    expect(errorLines(errorOf(() => search({ outerOperator: 'and' })))).toEqual([
      '[test/test] [value:data.equinix_fabric_networks.outer_operator] outerOperator: is not an allowed value. Received: "and". Allowed: \'AND\' or \'OR\'. Fix: write \'AND\' instead of \'and\'.',
    ]);
    expect(errorOf(() => new equinix.DataEquinixFabricNetworks(stack(), 'n', { filter: [{ property: '/uuid', operator: '=', values: [NETWORK_UUID] }] } as any)))
      .toContain('outerOperator: is required.');
  });
});
