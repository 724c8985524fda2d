/**
 * equinix_fabric_routing_protocol and its data source: the DIRECT protocol of a cloud router to
 * port connection (the Equinix side's interface addresses), then the BGP protocol that peers over
 * it, as the provider's acceptance test sets them up (equinix/resource_fabric_routing_protocol_acc_test.go:
 * testAccFabricCreateRoutingProtocolConfig, v5.1.0) and examples/resources/equinix_fabric_routing_protocol/example_3.tf
 * (the BGP protocol depends on the DIRECT one).
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Conformance, equinix } from '../../../src';
import { errorLines } from '../../rules/findings';
import { dataSource, errorOf, expectSnakeCaseOnly, resource, stack, synth } from '../../util';

const PROJECT_ID = '33ec651f-cc99-48e0-94d3-47466899cdc7';
const PORT_UUID = 'c94cae54-48eb-4adc-8a9a-57bf0d2ec143';
const CONNECTION_UUID = '16b02b60-a34c-4fcc-9094-70a09fe481b0';
const RP_UUID = 'a8ee8b93-4d72-4e4c-b6f8-3e5f5a8d1c20';

type BgpConfig = Partial<equinix.EquinixFabricRoutingProtocolConfig>;

/** The cloud router, its IP_VC connection to a DOT1Q port, the DIRECT protocol and the BGP protocol after it. */
function routedConnection(s: TerraformStack, bgp: BgpConfig = {}) {
  new equinix.EquinixProvider(s, 'equinix', {});
  const fcr = new equinix.EquinixFabricCloudRouter(s, 'fcr', {
    type: 'XF_ROUTER',
    name: 'RP_Test_PFCR',
    location: { metroCode: 'SV' },
    order: { purchaseOrderNumber: '123485', termLength: 1 },
    notifications: [{ type: 'ALL', emails: ['test@equinix.com', 'test1@equinix.com'] }],
    project: { projectId: PROJECT_ID },
    account: { accountNumber: 201257 },
    packageAttribute: { code: 'STANDARD' },
  });
  const connection = new equinix.EquinixFabricConnection(s, 'fcr_to_port', {
    type: 'IP_VC',
    name: 'RP_Conn_Test_PFCR',
    notifications: [{ type: 'ALL', emails: ['test@equinix.com', 'test1@equinix.com'] }],
    order: { purchaseOrderNumber: '123485', termLength: 1 },
    bandwidth: 50,
    redundancy: { priority: 'PRIMARY' },
    aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: fcr.id } } },
    project: { projectId: PROJECT_ID },
    zSide: { accessPoint: { type: 'COLO', port: { uuid: PORT_UUID }, linkProtocol: { type: 'DOT1Q', vlanTag: 1501 }, location: { metroCode: 'SV' } } },
  });
  const direct = new equinix.EquinixFabricRoutingProtocol(s, 'direct', {
    connectionUuid: connection.id,
    type: 'DIRECT',
    name: 'rp_direct_PFCR',
    directIpv4: [{ equinixIfaceIp: '190.1.1.1/30' }],
    directIpv6: [{ equinixIfaceIp: '190::1:1/126' }],
  });
  const bgpProtocol = new equinix.EquinixFabricRoutingProtocol(s, 'bgp', {
    dependsOn: [direct],
    connectionUuid: connection.id,
    type: 'BGP',
    name: 'rp_bgp_PFCR',
    bgpIpv4: [{ customerPeerIp: '190.1.1.2', outboundAsPrependCount: '1', inboundMed: 4, outboundMed: 7 }],
    bgpIpv6: [{ customerPeerIp: '190::1:2', outboundAsPrependCount: '1', inboundMed: 4, outboundMed: 7 }],
    customerAsn: 100,
    ...bgp,
  });
  return { fcr, connection, direct, bgp: bgpProtocol };
}

/** A BGP protocol alone on an existing connection (example_2.tf), with `extra` over it. */
function bgpOnly(extra: BgpConfig) {
  return synth((s) => {
    new equinix.EquinixProvider(s, 'equinix', {});
    new equinix.EquinixFabricRoutingProtocol(s, 'bgp', {
      connectionUuid: CONNECTION_UUID,
      type: 'BGP',
      name: 'bgp_rp',
      bgpIpv4: [{ customerPeerIp: '190.1.1.2', enabled: true }],
      customerAsn: 4532,
      ...extra,
    });
  });
}

describe('equinix_fabric_routing_protocol', () => {
  test('equinix_fabric_routing_protocol: the DIRECT protocol renders its interface addresses as blocks of the connection', () => {
    const { doc, warnings } = synth((s) => routedConnection(s));
    expect(equinix.EquinixFabricRoutingProtocol.tfResourceType).toBe('equinix_fabric_routing_protocol');
    const body = resource(doc, 'equinix_fabric_routing_protocol', 'direct');
    expect(body).toEqual({
      connection_uuid: '${equinix_fabric_connection.fcr_to_port.id}',
      type: 'DIRECT',
      name: 'rp_direct_PFCR',
      direct_ipv4: [{ equinix_iface_ip: '190.1.1.1/30' }],
      direct_ipv6: [{ equinix_iface_ip: '190::1:1/126' }],
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('equinix_fabric_routing_protocol: the BGP protocol (type BGP) peers over both families after the DIRECT one', () => {
    const { doc } = synth((s) => routedConnection(s));
    const body = resource(doc, 'equinix_fabric_routing_protocol', 'bgp');
    expect(body).toEqual({
      depends_on: ['equinix_fabric_routing_protocol.direct'],
      connection_uuid: '${equinix_fabric_connection.fcr_to_port.id}',
      type: 'BGP',
      name: 'rp_bgp_PFCR',
      bgp_ipv4: [{ customer_peer_ip: '190.1.1.2', outbound_as_prepend_count: '1', inbound_med: 4, outbound_med: 7 }],
      bgp_ipv6: [{ customer_peer_ip: '190::1:2', outbound_as_prepend_count: '1', inbound_med: 4, outbound_med: 7 }],
      customer_asn: 100,
    });
    expectSnakeCaseOnly(body);
  });

  test('equinix_fabric_routing_protocol: BFD, AS override and the BGP key (from a sensitive variable) render without warnings', () => {
    const { doc, warnings } = synth((s) => {
      const key = new TerraformVariable(s, 'bgp_auth_key', { type: 'string', sensitive: true });
      routedConnection(s, { bgpAuthKey: key.stringValue, asOverrideEnabled: true, bfd: [{ enabled: true, interval: '100' }], timeouts: { create: '20m', delete: '20m' } });
    });
    const body = resource(doc, 'equinix_fabric_routing_protocol', 'bgp');
    expect(body.bgp_auth_key).toBe('${var.bgp_auth_key}');
    expect(body.as_override_enabled).toBe(true);
    expect(body.bfd).toEqual([{ enabled: true, interval: '100' }]);
    expect(body.timeouts).toEqual({ create: '20m', delete: '20m' });
    expect(warnings).toEqual([]);
  });

  test('equinix_fabric_routing_protocol: computed outputs resolve to references (set blocks through tolist())', () => {
    const { doc } = synth((s) => {
      const { direct, bgp } = routedConnection(s);
      new TerraformOutput(s, 'direct_state', { value: direct.state });
      new TerraformOutput(s, 'change_type', { value: direct.change.get(0).type });
      new TerraformOutput(s, 'equinix_peer_ip', { value: bgp.bgpIpv4.get(0).equinixPeerIp });
      new TerraformOutput(s, 'equinix_asn', { value: bgp.equinixAsn });
      new TerraformOutput(s, 'bgp_uuid', { value: bgp.uuid });
    });
    expect(doc.output).toEqual({
      direct_state: { value: '${equinix_fabric_routing_protocol.direct.state}' },
      change_type: { value: '${tolist(equinix_fabric_routing_protocol.direct.change).0.type}' },
      equinix_peer_ip: { value: '${tolist(equinix_fabric_routing_protocol.bgp.bgp_ipv4).0.equinix_peer_ip}' },
      equinix_asn: { value: '${equinix_fabric_routing_protocol.bgp.equinix_asn}' },
      bgp_uuid: { value: '${equinix_fabric_routing_protocol.bgp.uuid}' },
    });
  });

  test('equinix_fabric_routing_protocol: type is BGP or DIRECT, in upper case (the request is built for these two spellings only)', () => {
    expect(bgpOnly({ type: 'BGP' }).warnings).toEqual([]);
    expect(bgpOnly({ type: 'DIRECT', bgpIpv4: undefined, customerAsn: undefined, directIpv4: [{ equinixIfaceIp: '190.1.1.1/30' }] }).warnings).toEqual([]);
    // StringInSlice(..., true) lets 'bgp' through, but routingProtocolPayloadFromType compares with
    // "BGP" and "DIRECT" exactly and would send an empty body: the check keeps the case.
    expect(errorLines(errorOf(() => bgpOnly({ type: 'bgp' })))).toEqual([
      '[test/bgp] [value:equinix_fabric_routing_protocol.type] type: is not an allowed value. Received: "bgp". Allowed: \'BGP\' or \'DIRECT\'. Fix: write \'BGP\' instead of \'bgp\'.',
    ]);
    expect(errorLines(errorOf(() => bgpOnly({ type: 'STATIC' })))).toEqual([
      '[test/bgp] [value:equinix_fabric_routing_protocol.type] type: is not an allowed value. Received: "STATIC". Allowed: \'BGP\' or \'DIRECT\'. Fix: use one of the allowed values.',
    ]);
  });

  test('equinix_fabric_routing_protocol: whole-number ASN and MEDs; the documented prepend counts warn; a literal BGP key warns', () => {
    expect(errorLines(errorOf(() => bgpOnly({ customerAsn: 4532.5 })))).toEqual([
      '[test/bgp] [value:equinix_fabric_routing_protocol.customer_asn] customerAsn: must be a whole number. Received: 4532.5. Allowed: an integer. Fix: use 4533.',
    ]);
    expect(errorLines(errorOf(() => bgpOnly({ bgpIpv4: [{ customerPeerIp: '190.1.1.2', inboundMed: 0.5 }] })))).toEqual([
      '[test/bgp] [value:equinix_fabric_routing_protocol.bgp_ipv4.inbound_med] bgpIpv4[0].inboundMed: must be a whole number. Received: 0.5. Allowed: an integer. Fix: use 1.',
    ]);
    expect(bgpOnly({ bgpIpv4: [{ customerPeerIp: '190.1.1.2', outboundAsPrependCount: '5' }] }).warnings).toEqual([]);
    // The provider does not mark bgp_auth_key sensitive; the overlay does (it is the sessions' MD5 password).
    expect(bgpOnly({ bgpIpv4: [{ customerPeerIp: '190.1.1.2', outboundAsPrependCount: '2' }], bgpAuthKey: 'md5-secret' }).warnings).toEqual([
      'test/bgp: [terrain:literal-secret] bgpAuthKey is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
        + 'Pass a token instead, e.g. new TerraformVariable(this, \'...\', { type: \'string\', sensitive: true }).value.',
      'test/bgp: [terrain:unlisted-value] [value:equinix_fabric_routing_protocol.bgp_ipv4.outbound_as_prepend_count] bgpIpv4[0].outboundAsPrependCount: is not in the list of values the provider documents '
        + '(value:equinix_fabric_routing_protocol.bgp_ipv4.outbound_as_prepend_count); the remote API may refuse it at apply. Received: "2". Allowed: \'0\', \'1\', \'3\' or \'5\'. '
        + 'Fix: write \'0\' instead of \'2\' (did you mean it?). If a newer provider release allows it, acknowledge value:equinix_fabric_routing_protocol.bgp_ipv4.outbound_as_prepend_count with the reason.',
    ]);
  });

  test('equinix_fabric_routing_protocol: connection_uuid, a BGP peer IP and the DIRECT IPv4 address are required; outputs cannot be set', () => {
    const msg = errorOf(() => new equinix.EquinixFabricRoutingProtocol(stack(), 'rp', {
      type: 'BGP',
      bgpIpv4: [{ enabled: true } as any],
      directIpv4: [{} as any],
      equinixAsn: 65000,
    } as any));
    expect(msg).toContain('connectionUuid: is required.');
    expect(msg).toContain('bgpIpv4[0].customerPeerIp: is required.');
    expect(msg).toContain('directIpv4[0].equinixIfaceIp: is required.');
    expect(msg).toContain('equinixAsn: unknown key.');
  });

  test('equinix_fabric_routing_protocol: the import id is <connection_uuid>/<routing_protocol_uuid>, as the provider\'s importer splits it', () => {
    const { doc } = synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      equinix.EquinixFabricRoutingProtocol.generateConfigForImport(s, 'bgp', `${CONNECTION_UUID}/${RP_UUID}`);
    });
    expect(doc.import).toEqual([{ id: `${CONNECTION_UUID}/${RP_UUID}`, to: 'equinix_fabric_routing_protocol.bgp' }]);
    expect(errorLines(errorOf(() => synth((s) => {
      new equinix.EquinixProvider(s, 'equinix', {});
      equinix.EquinixFabricRoutingProtocol.generateConfigForImport(s, 'bgp', RP_UUID);
    })))).toEqual([
      `[test/bgp] [rule:equinix_fabric_routing_protocol/import-id-format] (import id): does not have the form <connection_uuid>/<routing_protocol_uuid>. Received: "${RP_UUID}". `
        + 'Allowed: <connection_uuid>/<routing_protocol_uuid>. Fix: write the id of the existing equinix_fabric_routing_protocol as <connection_uuid>/<routing_protocol_uuid>, each part filled in.',
    ]);
  });

  test('data.equinix_fabric_routing_protocol: reads each protocol through its connection, as the acceptance test does', () => {
    const { doc, warnings } = synth((s) => {
      const { connection, direct, bgp } = routedConnection(s);
      const readDirect = new equinix.DataEquinixFabricRoutingProtocol(s, 'direct_rp', { connectionUuid: connection.id, uuid: direct.id });
      const readBgp = new equinix.DataEquinixFabricRoutingProtocol(s, 'bgp_rp', { connectionUuid: connection.id, uuid: bgp.id });
      new TerraformOutput(s, 'direct_ipv4', { value: readDirect.directIpv4.get(0).equinixIfaceIp });
      new TerraformOutput(s, 'bgp_ipv6_enabled', { value: readBgp.bgpIpv6.get(0).enabled });
      new TerraformOutput(s, 'customer_asn', { value: readBgp.customerAsn });
    });
    expect(equinix.DataEquinixFabricRoutingProtocol.tfResourceType).toBe('equinix_fabric_routing_protocol');
    const body = dataSource(doc, 'equinix_fabric_routing_protocol', 'bgp_rp');
    expect(body).toEqual({ connection_uuid: '${equinix_fabric_connection.fcr_to_port.id}', uuid: '${equinix_fabric_routing_protocol.bgp.id}' });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
    expect(doc.output).toEqual({
      direct_ipv4: { value: '${tolist(data.equinix_fabric_routing_protocol.direct_rp.direct_ipv4).0.equinix_iface_ip}' },
      bgp_ipv6_enabled: { value: '${tolist(data.equinix_fabric_routing_protocol.bgp_rp.bgp_ipv6).0.enabled}' },
      customer_asn: { value: '${data.equinix_fabric_routing_protocol.bgp_rp.customer_asn}' },
    });
    expect(errorOf(() => new equinix.DataEquinixFabricRoutingProtocol(stack(), 'rp', { uuid: RP_UUID } as any))).toContain('connectionUuid: is required.');
  });
});
