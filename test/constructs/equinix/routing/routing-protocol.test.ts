/**
 * RoutingProtocol: renders the provider's "Direct and BGP Routing Protocol" example
 * (docs/resources/fabric_routing_protocol.md of terraform-provider-equinix v5.1.0) field by field,
 * the BGP one after the direct one; refuses a peer outside the direct subnet or on the direct
 * address, a BGP protocol without its direct one, a second protocol of a kind on a connection, and
 * a literal BGP key unless acknowledged.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { Checks, equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc, synthError, warningsOf } from '../equinix-util';

const { FabricConnection, RoutingProtocol } = equinix;

function connection(s: TerraformStack): equinix.IFabricConnection {
  return FabricConnection.fromFabricConnectionAttributes(s, 'Connection', { connectionId: '<connection_uuid>' });
}

const protocols = (doc: any) => doc.resource.equinix_fabric_routing_protocol;

describe('RoutingProtocol.direct and bgp', () => {
  test('the provider\'s "Direct and BGP Routing Protocol" example, field by field, with depends_on', () => {
    const s = equinixStack();
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: connection(s), name: 'direct_rp', ipv4: '190.1.1.1/30', ipv6: '190::1:1/126' });
    const bgp = RoutingProtocol.bgp(s, 'Bgp', { direct, name: 'bgp_rp', customerPeerIpv4: '190.1.1.2', customerPeerIpv6: '190::1:2', customerAsn: 4532 });
    const doc = synthDoc(s);
    expect(protocols(doc).Direct).toEqual({
      connection_uuid: '<connection_uuid>', type: 'DIRECT', name: 'direct_rp', direct_ipv4: [{ equinix_iface_ip: '190.1.1.1/30' }], direct_ipv6: [{ equinix_iface_ip: '190::1:1/126' }],
    });
    expect(protocols(doc).Bgp).toEqual({
      depends_on: ['equinix_fabric_routing_protocol.Direct'],
      connection_uuid: '<connection_uuid>',
      type: 'BGP',
      name: 'bgp_rp',
      bgp_ipv4: [{ customer_peer_ip: '190.1.1.2', enabled: true }],
      bgp_ipv6: [{ customer_peer_ip: '190::1:2', enabled: true }],
      customer_asn: 4532,
    });
    expect([direct.protocolType, bgp.protocolType]).toEqual(['DIRECT', 'BGP']);
    expect(bgp.resource.node.id).toBe('Default');
  });

  test('on a cloud router connection of this app, IPv4 only, with a key by reference (modules/cloud-router-routing-protocols)', () => {
    const s = equinixStack();
    const router = new equinix.CloudRouter(s, 'Router', {
      name: 'Router-SV', package: equinix.CloudRouterPackage.STANDARD, metro: 'SV', projectId: 'p', notifications: equinix.Notifications.emails(['noc@example.com']),
    });
    const c = FabricConnection.cloudRouterToPort(s, 'Fcr2Port', {
      name: 'fcr2port',
      bandwidth: equinix.Bandwidth.mbps(50),
      notifications: equinix.Notifications.emails(['noc@example.com']),
      aSide: equinix.AccessPoint.cloudRouter(router),
      zSide: equinix.AccessPoint.port(equinix.Port.fromUuid(s, 'Z', '<port_uuid>'), { linkProtocol: equinix.LinkProtocol.dot1q(2711) }),
    });
    const key = new TerraformVariable(s, 'key', { type: 'string', sensitive: true });
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: c, ipv4: '190.1.1.1/30' });
    RoutingProtocol.bgp(s, 'Bgp', { direct, customerPeerIpv4: '190.1.1.2', customerAsn: 100, bgpAuthKey: key.stringValue });
    const doc = synthDoc(s);
    expect(protocols(doc).Direct.connection_uuid).toBe('${equinix_fabric_connection.Fcr2Port.id}');
    expect(protocols(doc).Bgp).toEqual({
      depends_on: ['equinix_fabric_routing_protocol.Direct'],
      connection_uuid: '${equinix_fabric_connection.Fcr2Port.id}',
      type: 'BGP',
      bgp_ipv4: [{ customer_peer_ip: '190.1.1.2', enabled: true }],
      customer_asn: 100,
      bgp_auth_key: '${var.key}',
    });
  });

  test('a peer outside the direct subnet, or on the direct address (equinix:bgp-peer-subnet)', () => {
    const s = equinixStack();
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: connection(s), ipv4: '190.1.1.1/30', ipv6: '190::1:1/126' });
    expect(errorOf(() => RoutingProtocol.bgp(s, 'Bgp', { direct, customerPeerIpv4: '190.1.1.5', customerPeerIpv6: '190::1:1', customerAsn: 4532 }))).toBe(
      '[test/Bgp] 2 problems:\n'
      + "  - customerPeerIpv4: is outside the direct subnet 190.1.1.0/30: BGP peers with your router in the directly connected subnet. Received: \"190.1.1.5\". Allowed: an address of 190.1.1.0/30 other than the Equinix side's. Fix: write your router's address in 190.1.1.0/30, or change the direct address; the L1 takes any: override it on the resource (resource.addOverride).\n"
      + "  - customerPeerIpv6: is the Equinix side's own address of the direct routing protocol: the peer is your router, at the other end of the subnet. Received: \"190::1:1\". Allowed: an address of 190::1:0/126 other than the Equinix side's. Fix: write your router's address in 190::1:0/126.");
    expect(s.node.tryFindChild('Bgp')).toBeUndefined();
  });

  test('an IPv6 peer without a direct IPv6 address; addresses that are none (equinix:bgp-peer-address, equinix:direct-address)', () => {
    const s = equinixStack();
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: connection(s), ipv4: '190.1.1.1/30' });
    expect(errorOf(() => RoutingProtocol.bgp(s, 'Bgp', { direct, customerPeerIpv4: '190.1.1', customerPeerIpv6: '190::1:2', customerAsn: 4532 }))).toBe(
      '[test/Bgp] 2 problems:\n'
      + "  - customerPeerIpv4: is no IPv4 address. Received: \"190.1.1\". Allowed: an IPv4 address, e.g. 190.1.1.2. Fix: write your router's address, e.g. 190.1.1.2.\n"
      + '  - customerPeerIpv6: is set, but the direct routing protocol has no IPv6 address: the peer must be in its directly connected subnet. Received: "190::1:2". Allowed: no IPv6 session, or an ipv6 on the direct routing protocol. Fix: set ipv6 on the direct routing protocol, or remove customerPeerIpv6.');
    expect(errorOf(() => RoutingProtocol.direct(s, 'Other', { connection: FabricConnection.fromFabricConnectionAttributes(s, 'C2', { connectionId: 'c2' }), ipv4: '190.1.1.1', ipv6: '190.1.1.1/30' }))).toBe(
      '[test/Other] 2 problems:\n'
      + "  - ipv4: is no IPv4 address with a prefix length. Received: \"190.1.1.1\". Allowed: an IPv4 address and its prefix length, e.g. 190.1.1.1/30. Fix: write the Equinix side's address in CIDR notation, e.g. 190.1.1.1/30; the L1 takes any: override it on the resource (resource.addOverride).\n"
      + "  - ipv6: is no IPv6 address with a prefix length. Received: \"190.1.1.1/30\". Allowed: an IPv6 address and its prefix length, e.g. 190::1:1/126. Fix: write the Equinix side's address in CIDR notation, e.g. 190::1:1/126; the L1 takes any: override it on the resource (resource.addOverride).");
  });

  test('tokens are not judged', () => {
    const s = equinixStack();
    const v = new TerraformVariable(s, 'v', { type: 'string' });
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: connection(s), ipv4: v.stringValue });
    RoutingProtocol.bgp(s, 'Bgp', { direct, customerPeerIpv4: '10.0.0.2', customerAsn: 4532 });
    expect(protocols(synthDoc(s)).Bgp.bgp_ipv4).toEqual([{ customer_peer_ip: '10.0.0.2', enabled: true }]);
  });

  test('BGP needs its direct protocol, made first (l2:required, equinix:bgp-after-direct)', () => {
    const s = equinixStack();
    expect(errorOf(() => RoutingProtocol.bgp(s, 'Bgp', { customerPeerIpv4: '190.1.1.2', customerAsn: 4532 } as any))).toBe(
      "[test/Bgp] direct: is required: BGP runs over the direct routing protocol of the connection, made first. Received: undefined. Allowed: the direct routing protocol of the connection: RoutingProtocol.direct(this, 'Direct', { connection, ipv4 }). Fix: make the direct routing protocol first and pass it: direct: RoutingProtocol.direct(this, 'Direct', { connection, ipv4: '190.1.1.1/30' }).");
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: connection(s), ipv4: '190.1.1.1/30' });
    const bgp = RoutingProtocol.bgp(s, 'Bgp', { direct, customerPeerIpv4: '190.1.1.2', customerAsn: 4532 });
    expect(errorOf(() => RoutingProtocol.bgp(s, 'Bgp2', { direct: bgp, customerPeerIpv4: '190.1.1.2', customerAsn: 4532 }))).toBe(
      "[test/Bgp2] direct: is a BGP routing protocol: BGP runs over the direct one of the connection. Received: the RoutingProtocol 'test/Bgp'. Allowed: the direct routing protocol of the connection: RoutingProtocol.direct(this, 'Direct', { connection, ipv4 }). Fix: make the direct routing protocol first and pass it: direct: RoutingProtocol.direct(this, 'Direct', { connection, ipv4: '190.1.1.1/30' }).");
  });

  test('one direct and one BGP per connection (equinix:routing-protocol-per-connection)', () => {
    const s = equinixStack();
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: connection(s), ipv4: '190.1.1.1/30' });
    expect(errorOf(() => RoutingProtocol.direct(s, 'Direct2', { connection: FabricConnection.fromFabricConnectionAttributes(s, 'Same', { connectionId: '<connection_uuid>' }), ipv4: '190.1.1.1/30' }))).toBe(
      "[test/Direct2] connection: names a connection that already has a DIRECT routing protocol (test/Direct): a connection has one direct and one BGP routing protocol. Received: the IFabricConnection 'test/Same'. Allowed: one DIRECT routing protocol per connection. Fix: change test/Direct instead of adding another, or name another connection.");
    RoutingProtocol.bgp(s, 'Bgp', { direct, customerPeerIpv4: '190.1.1.2', customerAsn: 4532 });
    expect(errorOf(() => RoutingProtocol.bgp(s, 'Bgp2', { direct, customerPeerIpv4: '190.1.1.2', customerAsn: 4533 }))).toBe(
      "[test/Bgp2] direct: names a connection that already has a BGP routing protocol (test/Bgp): a connection has one direct and one BGP routing protocol. Received: the RoutingProtocol 'test/Direct'. Allowed: one BGP routing protocol per connection. Fix: change test/Bgp instead of adding another, or name another connection.");
  });

  test('no ASN, no peer, an ASN out of range', () => {
    const s = equinixStack();
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: connection(s), ipv4: '190.1.1.1/30' });
    expect(errorOf(() => RoutingProtocol.bgp(s, 'Bgp', { direct } as any))).toBe(
      '[test/Bgp] 2 problems:\n'
      + '  - customerAsn: is required. Received: undefined. Allowed: your ASN, e.g. 4532. Fix: set customerAsn.\n'
      + "  - customerPeerIpv4: is required when customerPeerIpv6 is not set: a BGP protocol has a session. Received: undefined. Allowed: your router's IPv4 address in the direct subnet, e.g. 190.1.1.2. Fix: set customerPeerIpv4, customerPeerIpv6 or both.");
    expect(errorOf(() => RoutingProtocol.bgp(s, 'Bgp', { direct, customerPeerIpv4: '190.1.1.2', customerAsn: 0 }))).toBe(
      '[test/Bgp] customerAsn: is not a whole number, 1 to 4294967295. Received: 0. Allowed: a whole number, 1 to 4294967295. Fix: write a whole number, 1 to 4294967295.');
  });

  test('a literal BGP key is an error unless acknowledged (equinix:literal-bgp-key); its value is never shown', () => {
    const s = equinixStack();
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: connection(s), ipv4: '190.1.1.1/30' });
    RoutingProtocol.bgp(s, 'Bgp', { direct, customerPeerIpv4: '190.1.1.2', customerAsn: 4532, bgpAuthKey: 'S3cr3t' });
    const message = synthError(s);
    expect(message).toContain(
      "[test/Bgp] [equinix:literal-bgp-key] bgpAuthKey: is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive). Allowed: a reference: a sensitive variable's stringValue. Fix: pass the key as a reference, or acknowledge it: Checks.of(scope).acknowledge('equinix:literal-bgp-key', reason).");
    expect(message).not.toContain('S3cr3t');
    const t = equinixStack();
    const d2 = RoutingProtocol.direct(t, 'Direct', { connection: connection(t), ipv4: '190.1.1.1/30' });
    RoutingProtocol.bgp(t, 'Bgp', { direct: d2, customerPeerIpv4: '190.1.1.2', customerAsn: 4532, bgpAuthKey: 'S3cr3t' });
    Checks.of(t).acknowledge('equinix:literal-bgp-key', 'the lab routers share a throwaway key');
    // Acknowledged, it warns with the reason; the L1, which treats bgp_auth_key as sensitive, warns too.
    expect(warningsOf(t)).toEqual([
      "test/Bgp: [equinix:literal-bgp-key] bgpAuthKey: is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive). Allowed: a reference: a sensitive variable's stringValue. "
      + "Fix: pass the key as a reference, or acknowledge it: Checks.of(scope).acknowledge('equinix:literal-bgp-key', reason). Acknowledged: the lab routers share a throwaway key",
      'test/Bgp/Default: [terrain:literal-secret] bgpAuthKey is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
      + "Pass a token instead, e.g. new TerraformVariable(this, '...', { type: 'string', sensitive: true }).value.",
    ]);
  });
});

describe('RoutingProtocol on a layer-2 connection', () => {
  test('a port-to-port connection of this app is refused (equinix:routing-protocol-connection)', () => {
    const s = equinixStack();
    const port = (id: string, tag: number) => equinix.AccessPoint.port(equinix.Port.fromUuid(s, id, `${id}-uuid`), { linkProtocol: equinix.LinkProtocol.dot1q(tag) });
    const p2p = FabricConnection.portToPort(s, 'P2p', {
      name: 'p2p', bandwidth: equinix.Bandwidth.mbps(50), notifications: equinix.Notifications.emails(['noc@example.com']), aSide: port('A', 100), zSide: port('Z', 101),
    });
    expect(errorOf(() => RoutingProtocol.direct(s, 'Direct', { connection: p2p, ipv4: '190.1.1.1/30' }))).toBe(
      "[test/Direct] connection: is an EVPL_VC connection; routing protocols are those of a Fabric Cloud Router's connections (IP_VC, IPWAN_VC). Received: the FabricConnection 'test/P2p'. Allowed: a cloud router connection, e.g. router.connect(id, { zSide }) or FabricConnection.cloudRouterToPort. Fix: make the connection from a cloud router (FabricConnection.cloudRouterToPort), or configure routing on your own router for a layer-2 connection.");
  });
});

describe('RoutingProtocol.fromRoutingProtocolAttributes', () => {
  test('refers to a protocol by its id; an empty id is refused', () => {
    const s = equinixStack();
    expect(RoutingProtocol.fromRoutingProtocolAttributes(s, 'R', { routingProtocolId: 'rp' }).routingProtocolId).toBe('rp');
    expect(errorOf(() => RoutingProtocol.fromRoutingProtocolAttributes(s, 'Empty', { routingProtocolId: '' }))).toBe(
      '[test/Empty] routingProtocolId: is empty. Received: "". Allowed: the id (uuid) of the routing protocol. Fix: set routingProtocolId.');
  });
});
