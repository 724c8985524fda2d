/**
 * equinix_fabric_service_token and its two data sources: tokens for an A-side port, a Z-side port,
 * a Z-side virtual device interface and a Z-side network, as the provider's acceptance tests write
 * them (internal/resources/fabric/servicetoken/resource_test.go and datasources_test.go, v5.1.0) and
 * its examples (examples/resources/equinix_fabric_service_token/*.tf). Every block of a token is a
 * set without a limit except the max-items-1 blocks of an access point selector (port, link
 * protocol, virtual device, interface, network) and the project, which render as one object.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Conformance, equinix } from '../../../src';
import { errorLines } from '../../rules/findings';
import { dataSource, errorOf, expectSnakeCaseOnly, resource, stack, synth } from '../../util';

type Config = equinix.EquinixFabricServiceTokenConfig;
type LinkProtocol = equinix.EquinixFabricServiceTokenServiceTokenConnectionASideAccessPointSelectorsLinkProtocol;
const PORT_UUID = 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143';
const DEVICE_UUID = '0a1c1cb8-7a0a-4c49-8f6e-6e6c3d4c3b2a';
const PROJECT_ID = '4f855852-eb47-4721-8e40-b386a3676abf';
const TOKEN_UUID = 'f0b2c3e4-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
/** The expiry as the acceptance tests format it (layout 2006-01-02T15:04:05.000Z). */
const EXPIRATION = '2025-01-18T06:43:49.981Z';
const EMAILS = ['panthers_auto@equinix.com', 'test1@equinix.com', 'example@equinix.com'];

/** testAccFabricAsidePortServiceTokenConfig: a token for a DOT1Q VLAN of an A-side port. */
function asidePortToken(linkProtocol: LinkProtocol = { type: 'DOT1Q', vlanTag: 2987 }, extra: Partial<Config> = {}): Config {
  return {
    type: 'VC_TOKEN',
    name: 'token_port_PNFV',
    description: 'aside port token',
    expirationDateTime: EXPIRATION,
    serviceTokenConnection: [{
      type: 'EVPL_VC',
      bandwidthLimit: 1000,
      aSide: [{ accessPointSelectors: [{ type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol }] }],
    }],
    notifications: [{ type: 'ALL', emails: EMAILS }],
    ...extra,
  };
}

function make(config: Config, id = 'test') {
  return synth((s) => {
    new equinix.EquinixProvider(s, 'equinix', {});
    new equinix.EquinixFabricServiceToken(s, id, config);
  });
}
const fails = (config: Config) => errorLines(errorOf(() => make(config)));

/** A network and a Z-side token for it (testAccFabricZsideNetworkServiceTokenConfig, the network from the network example). */
function networkToken(s: TerraformStack) {
  new equinix.EquinixProvider(s, 'equinix', {});
  const network = new equinix.EquinixFabricNetwork(s, 'evplan', {
    name: 'Network-SV',
    type: 'EVPLAN',
    scope: 'GLOBAL',
    notifications: [{ type: 'ALL', emails: ['example@equinix.com'] }],
    project: [{ projectId: '776847000642406' }],
  });
  const token = new equinix.EquinixFabricServiceToken(s, 'network_token', {
    type: 'VC_TOKEN',
    name: 'token_zwan_PNFV',
    description: 'zside network token',
    expirationDateTime: '2025-01-18T06:43:49.986Z',
    serviceTokenConnection: [{
      type: 'EVPLAN_VC',
      supportedBandwidths: [50, 200, 10000],
      zSide: [{ accessPointSelectors: [{ type: 'NETWORK', network: { uuid: network.id } }] }],
    }],
    notifications: [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }],
  });
  return { network, token };
}

describe('equinix_fabric_service_token', () => {
  test('equinix_fabric_service_token: an A-side port token (DOT1Q) renders the exact body, the selector\'s blocks as single objects', () => {
    const { doc, warnings } = make(asidePortToken());
    expect(equinix.EquinixFabricServiceToken.tfResourceType).toBe('equinix_fabric_service_token');
    const body = resource(doc, 'equinix_fabric_service_token', 'test');
    expect(body).toEqual({
      type: 'VC_TOKEN',
      name: 'token_port_PNFV',
      description: 'aside port token',
      expiration_date_time: EXPIRATION,
      service_token_connection: [{
        type: 'EVPL_VC',
        bandwidth_limit: 1000,
        a_side: [{ access_point_selectors: [{ type: 'COLO', port: { uuid: PORT_UUID }, link_protocol: { type: 'DOT1Q', vlan_tag: 2987 } }] }],
      }],
      notifications: [{ type: 'ALL', emails: EMAILS }],
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_service_token: a Z-side virtual device token names the interface type (`interfaceAttribute`) and a project', () => {
    // testAccFabricServiceTokenConfigDataSourceConfig (datasources_test.go) and zside_vd_service_token.tf.
    const { doc, warnings } = make({
      type: 'VC_TOKEN',
      expirationDateTime: EXPIRATION,
      serviceTokenConnection: [{
        type: 'EVPL_VC',
        supportedBandwidths: [50, 200, 10000],
        zSide: [{ accessPointSelectors: [{ type: 'VD', virtualDevice: { type: 'EDGE', uuid: DEVICE_UUID }, interfaceAttribute: { type: 'NETWORK' } }] }],
      }],
      notifications: [{ type: 'ALL', emails: EMAILS }],
      project: { projectId: PROJECT_ID },
      timeouts: { create: '15m', update: '15m' },
    });
    const body = resource(doc, 'equinix_fabric_service_token', 'test');
    expect(body).toEqual({
      type: 'VC_TOKEN',
      expiration_date_time: EXPIRATION,
      service_token_connection: [{
        type: 'EVPL_VC',
        supported_bandwidths: [50, 200, 10000],
        z_side: [{ access_point_selectors: [{ type: 'VD', virtual_device: { type: 'EDGE', uuid: DEVICE_UUID }, interface: { type: 'NETWORK' } }] }],
      }],
      notifications: [{ type: 'ALL', emails: EMAILS }],
      project: { project_id: PROJECT_ID },
      timeouts: { create: '15m', update: '15m' },
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('equinix_fabric_service_token: a Z-side network token references the network it gives access to', () => {
    const { doc, warnings } = synth((s) => networkToken(s));
    expect(resource(doc, 'equinix_fabric_service_token', 'network_token').service_token_connection).toEqual([{
      type: 'EVPLAN_VC',
      supported_bandwidths: [50, 200, 10000],
      z_side: [{ access_point_selectors: [{ type: 'NETWORK', network: { uuid: '${equinix_fabric_network.evplan.id}' } }] }],
    }]);
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_service_token: expiration_date_time needs milliseconds and a Z (the layout buildCreateRequest parses)', () => {
    expect(make(asidePortToken(undefined, { expirationDateTime: '2020-11-06T07:00:00.000Z' })).warnings).toEqual([]);
    // The form the provider's description shows fails time.Parse, and the provider would send the zero time.
    expect(fails(asidePortToken(undefined, { expirationDateTime: '2020-11-06T07:00:00Z' }))).toEqual([
      '[test/test] [value:equinix_fabric_service_token.expiration_date_time] expirationDateTime: does not match the required pattern. Received: "2020-11-06T07:00:00Z". '
        + 'Allowed: a value matching /^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$/. Fix: change the value so that it matches the pattern.',
    ]);
    expect(fails(asidePortToken(undefined, { expirationDateTime: '2020-11-06T07:00:00.000+01:00' }))).toEqual([
      '[test/test] [value:equinix_fabric_service_token.expiration_date_time] expirationDateTime: does not match the required pattern. Received: "2020-11-06T07:00:00.000+01:00". '
        + 'Allowed: a value matching /^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$/. Fix: change the value so that it matches the pattern.',
    ]);
  });

  test('equinix_fabric_service_token: VLAN tags of a selector\'s link protocol are 2 to 4092 (the API\'s SimplifiedLinkProtocol), on either side', () => {
    expect(make(asidePortToken({ type: 'DOT1Q', vlanTag: 4092 })).warnings).toEqual([]);
    expect(make(asidePortToken({ type: 'QINQ', vlanSTag: 2, vlanCTag: 4092 })).warnings).toEqual([]);
    expect(fails(asidePortToken({ type: 'DOT1Q', vlanTag: 5000 }))).toEqual([
      '[test/test] [value:equinix_fabric_service_token.service_token_connection.a_side.access_point_selectors.link_protocol.vlan_tag] '
        + 'serviceTokenConnection[0].aSide[0].accessPointSelectors[0].linkProtocol.vlanTag: is out of range. Received: 5000. Allowed: 2 to 4092. Fix: use a value of 2 to 4092, e.g. 4092.',
    ]);
    expect(fails(asidePortToken({ type: 'QINQ', vlanSTag: 1, vlanCTag: 20 }))).toEqual([
      '[test/test] [value:equinix_fabric_service_token.service_token_connection.a_side.access_point_selectors.link_protocol.vlan_s_tag] '
        + 'serviceTokenConnection[0].aSide[0].accessPointSelectors[0].linkProtocol.vlanSTag: is out of range. Received: 1. Allowed: 2 to 4092. Fix: use a value of 2 to 4092, e.g. 2.',
    ]);
    // zside_colo_service_token.tf, its tag raised out of range.
    const zside: Config = {
      type: 'VC_TOKEN',
      description: 'Zside COLO Service Token',
      expirationDateTime: EXPIRATION,
      serviceTokenConnection: [{
        type: 'EVPL_VC',
        supportedBandwidths: [50, 200, 10000],
        zSide: [{ accessPointSelectors: [{ type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanTag: 4093 } }] }],
      }],
      notifications: [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }],
    };
    expect(fails(zside)).toEqual([
      '[test/test] [value:equinix_fabric_service_token.service_token_connection.z_side.access_point_selectors.link_protocol.vlan_tag] '
        + 'serviceTokenConnection[0].zSide[0].accessPointSelectors[0].linkProtocol.vlanTag: is out of range. Received: 4093. Allowed: 2 to 4092. Fix: use a value of 2 to 4092, e.g. 4092.',
    ]);
  });

  test('equinix_fabric_service_token: token type (case-sensitive), link protocol type (any case) and bandwidth limit (1 to 100000)', () => {
    expect(make(asidePortToken(undefined, { type: 'EPL_TOKEN' })).warnings).toEqual([]);
    expect(make(asidePortToken({ type: 'dot1q', vlanTag: 2987 })).warnings).toEqual([]);
    expect(fails(asidePortToken(undefined, { type: 'vc_token' }))).toEqual([
      '[test/test] [value:equinix_fabric_service_token.type] type: is not an allowed value. Received: "vc_token". Allowed: \'VC_TOKEN\' or \'EPL_TOKEN\'. Fix: write \'VC_TOKEN\' instead of \'vc_token\'.',
    ]);
    expect(fails(asidePortToken({ type: 'VLAN', vlanTag: 2987 }))).toEqual([
      '[test/test] [value:equinix_fabric_service_token.service_token_connection.a_side.access_point_selectors.link_protocol.type] '
        + 'serviceTokenConnection[0].aSide[0].accessPointSelectors[0].linkProtocol.type: is not an allowed value. Received: "VLAN". Allowed: \'UNTAGGED\', \'DOT1Q\', \'QINQ\' or \'EVPN_VXLAN\'. Fix: use one of the allowed values.',
    ]);
    const over = asidePortToken();
    expect(fails({ ...over, serviceTokenConnection: [{ ...(over.serviceTokenConnection as any)[0], bandwidthLimit: 100001 }] })).toEqual([
      '[test/test] [value:equinix_fabric_service_token.service_token_connection.bandwidth_limit] serviceTokenConnection[0].bandwidthLimit: is out of range. Received: 100001. Allowed: 1 to 100000. Fix: use a value of 1 to 100000, e.g. 100000.',
    ]);
  });

  test('equinix_fabric_service_token: type, expiry, connection and notifications are required; a selector needs a port uuid; outputs cannot be set', () => {
    const msg = errorOf(() => new equinix.EquinixFabricServiceToken(stack(), 't', {
      name: 'token_port_PNFV',
      serviceTokenConnection: [{ aSide: [{ accessPointSelectors: [{ type: 'COLO', port: { type: 'XF_PORT' } as any }] }] }],
      issuerSide: 'ASIDE',
    } as any));
    expect(msg).toContain('type: is required.');
    expect(msg).toContain('expirationDateTime: is required.');
    expect(msg).toContain('notifications: is required.');
    expect(msg).toContain('serviceTokenConnection[0].aSide[0].accessPointSelectors[0].port.uuid: is required.');
    expect(msg).toContain('issuerSide: unknown key.');
    expect(errorOf(() => new equinix.EquinixFabricServiceToken(stack(), 't', asidePortToken(undefined, {
      serviceTokenConnection: [{ type: 'EVPL_VC', aSide: [{ accessPointSelectors: [] }] }],
    })))).toContain('serviceTokenConnection[0].aSide[0].accessPointSelectors: has too few items.');
  });

  test('equinix_fabric_service_token: computed outputs resolve to references through tolist() of the sets', () => {
    const { doc } = synth((s) => {
      const { token } = networkToken(s);
      new TerraformOutput(s, 'token_uuid', { value: token.uuid });
      new TerraformOutput(s, 'state', { value: token.state });
      new TerraformOutput(s, 'issuer_side', { value: token.issuerSide });
      // The selectors are a list inside sets: the whole list resolves; a reference to one item
      // (.accessPointSelectors.get(0).network) renders as .0["access_point_selectors[0].network"], which Terraform refuses.
      new TerraformOutput(s, 'selectors', { value: token.serviceTokenConnection.get(0).zSide.get(0).accessPointSelectors });
      new TerraformOutput(s, 'connection_uuid', { value: token.serviceTokenConnection.get(0).uuid });
    });
    expect(doc.output).toEqual({
      token_uuid: { value: '${equinix_fabric_service_token.network_token.uuid}' },
      state: { value: '${equinix_fabric_service_token.network_token.state}' },
      issuer_side: { value: '${equinix_fabric_service_token.network_token.issuer_side}' },
      selectors: { value: '${tolist(tolist(equinix_fabric_service_token.network_token.service_token_connection).0.z_side).0.access_point_selectors}' },
      connection_uuid: { value: '${tolist(equinix_fabric_service_token.network_token.service_token_connection).0.uuid}' },
    });
  });

  test('data.equinix_fabric_service_token: reads a token by uuid (the data source example\'s outputs)', () => {
    const { doc, warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const t = new equinix.DataEquinixFabricServiceToken(s, 'service_token', { uuid: TOKEN_UUID });
      new TerraformOutput(s, 'expiration_date_time', { value: t.expirationDateTime });
      new TerraformOutput(s, 'supported_bandwidths', { value: t.serviceTokenConnection.get(0).supportedBandwidths });
      new TerraformOutput(s, 'z_side', { value: t.serviceTokenConnection.get(0).zSide.get(0).accessPointSelectors });
    });
    expect(equinix.DataEquinixFabricServiceToken.tfResourceType).toBe('equinix_fabric_service_token');
    const body = dataSource(doc, 'equinix_fabric_service_token', 'service_token');
    expect(body).toEqual({ uuid: TOKEN_UUID });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output.expiration_date_time.value).toBe('${data.equinix_fabric_service_token.service_token.expiration_date_time}');
    expect(doc.output.supported_bandwidths.value).toBe('${tolist(data.equinix_fabric_service_token.service_token.service_token_connection).0.supported_bandwidths}');
    expect(doc.output.z_side.value).toBe('${tolist(tolist(data.equinix_fabric_service_token.service_token.service_token_connection).0.z_side).0.access_point_selectors}');
  });

  test('data.equinix_fabric_service_tokens: filters on uuid and state with pagination (datasources_test.go); /type is not a filter property', () => {
    const { doc, warnings } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      const found = new equinix.DataEquinixFabricServiceTokens(s, 'service_tokens', {
        filter: [
          { property: '/uuid', operator: '=', values: [TOKEN_UUID] },
          { property: '/state', operator: '=', values: ['INACTIVE'] },
        ],
        pagination: { offset: 0, limit: 5, total: 25 },
      });
      new TerraformOutput(s, 'first_token_type', { value: found.data.get(0).type });
    });
    expect(equinix.DataEquinixFabricServiceTokens.tfResourceType).toBe('equinix_fabric_service_tokens');
    const body = dataSource(doc, 'equinix_fabric_service_tokens', 'service_tokens');
    expect(body).toEqual({
      filter: [
        { property: '/uuid', operator: '=', values: [TOKEN_UUID] },
        { property: '/state', operator: '=', values: ['INACTIVE'] },
      ],
      pagination: { offset: 0, limit: 5, total: 25 },
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output.first_token_type.value).toBe('${data.equinix_fabric_service_tokens.service_tokens.data[0].type}');
    // The description and the docs example name /type, but the validator (dataSourceSearchSchema) leaves it out.
    expect(errorLines(errorOf(() => synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      new equinix.DataEquinixFabricServiceTokens(s, 'service_tokens', { filter: [{ property: '/type', operator: '=', values: ['VC_TOKEN'] }] });
    })))).toEqual([
      '[test/service_tokens] [value:data.equinix_fabric_service_tokens.filter.property] filter[0].property: is not an allowed value. Received: "/type". '
        + 'Allowed: \'/uuid\', \'/state\', \'/name\' or \'/project/projectId\'. Fix: use one of the allowed values.',
    ]);
    expect(errorOf(() => new equinix.DataEquinixFabricServiceTokens(stack(), 't', { filter: [] }))).toContain('filter: has too few items.');
  });
});
