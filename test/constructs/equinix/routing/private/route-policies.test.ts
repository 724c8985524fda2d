/**
 * The checks the route policies and routing protocols share: a cloud router connection (IP_VC),
 * and a prefix of the policy's IP version; each adds one problem under its field and id and judges
 * no token.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../../src';
import { checkPrefix, cloudRouterConnectionOf, PROTOCOLS } from '../../../../../src/constructs/equinix/routing/private/route-policies';
import { Problems } from '../../../../../src/core/l2';
import { equinixStack } from '../../equinix-util';

const WORDS = { id: 'equinix:test-connection', what: 'a policy applies to the connections of a Fabric Cloud Router (IP_VC, IPWAN_VC)', fix: 'attach it to a cloud router connection.', example: 'FabricConnection.cloudRouterToPort(this, \'Fcr\', { ... })' };
const PREFIX = { id: 'equinix:test-prefix', version: 4 as const, type: 'BGP_IPv4_PREFIX_FILTER', policy: 'this policy', otherVersionFix: (v: 4 | 6) => `use an IPv${v} policy.` };

describe('cloudRouterConnectionOf', () => {
  test('a connection referred to by its id passes with its id; a layer-2 connection of the app is refused under the caller\'s id', () => {
    const s = equinixStack();
    const p = new Problems();
    expect(cloudRouterConnectionOf(p, 'connection', equinix.FabricConnection.fromFabricConnectionAttributes(s, 'C', { connectionId: 'c' }), WORDS)).toBe('c');
    const port = (id: string, tag: number) => equinix.AccessPoint.port(equinix.Port.fromUuid(s, id, `${id}-uuid`), { linkProtocol: equinix.LinkProtocol.dot1q(tag) });
    const p2p = equinix.FabricConnection.portToPort(s, 'P2p', { name: 'p2p', bandwidth: equinix.Bandwidth.mbps(50), notifications: equinix.Notifications.emails(['noc@example.com']), aSide: port('A', 100), zSide: port('Z', 101) });
    expect(p.length).toBe(0);
    expect(cloudRouterConnectionOf(p, 'connection', p2p, WORDS)).toBeUndefined();
    expect(p.list.map((x) => [x.id, x.field, x.problem])).toEqual([['equinix:test-connection', 'connection', 'is an EVPL_VC connection; a policy applies to the connections of a Fabric Cloud Router (IP_VC, IPWAN_VC).']]);
    expect(p.list[0].fix).toBe('attach it to a cloud router connection.');
  });

  test('both connections a cloud router starts, IP_VC and IPWAN_VC (to a network), pass', () => {
    const s = equinixStack();
    const router = new equinix.CloudRouter(s, 'Router', { name: 'r', package: equinix.CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406', notifications: equinix.Notifications.emails(['noc@example.com']) });
    const options = { name: 'c', bandwidth: equinix.Bandwidth.mbps(50), notifications: equinix.Notifications.emails(['noc@example.com']) };
    const ip = router.connect('Ip', { ...options, zSide: equinix.AccessPoint.serviceToken('t') });
    const wan = router.connect('Wan', { ...options, zSide: equinix.AccessPoint.network('n') });
    const p = new Problems();
    expect([ip.connectionType, wan.connectionType]).toEqual(['IP_VC', 'IPWAN_VC']);
    expect([ip, wan].map((c) => typeof cloudRouterConnectionOf(p, 'connection', c, WORDS))).toEqual(['string', 'string']);
    expect(p.length).toBe(0);
  });

  test('no connection is refused as a contract', () => {
    const p = new Problems();
    expect(cloudRouterConnectionOf(p, 'connection', 'c4d9350e', WORDS)).toBeUndefined();
    expect(p.list.map((x) => x.field)).toEqual(['connection']);
  });
});

describe('checkPrefix', () => {
  test('a prefix of the version passes; another version or no prefix is a problem; a token passes', () => {
    const s = equinixStack();
    const p = new Problems();
    expect(checkPrefix(p, 'prefix', '192.168.0.0/24', PREFIX)).toBe(true);
    expect(checkPrefix(p, 'prefix', new TerraformVariable(s, 'v', { type: 'string' }).stringValue, PREFIX)).toBe(true);
    expect(p.length).toBe(0);
    expect(checkPrefix(p, 'a', '2001:db8::/48', PREFIX)).toBe(false);
    expect(checkPrefix(p, 'b', '192.168.0.0', PREFIX)).toBe(false);
    expect(p.list.map((x) => [x.id, x.field, x.problem, x.allowed, x.fix])).toEqual([
      ['equinix:test-prefix', 'a', 'is an IPv6 prefix; this policy is of IPv4 prefixes (BGP_IPv4_PREFIX_FILTER).', 'an IPv4 prefix, e.g. 192.168.0.0/24', 'use an IPv6 policy.'],
      ['equinix:test-prefix', 'b', 'is no prefix (an address and its length).', 'an IPv4 prefix, e.g. 192.168.0.0/24', 'write the prefix in CIDR notation, e.g. 192.168.0.0/24.'],
    ]);
  });
});

test('PROTOCOLS holds the routing protocols of the app by connection', () => {
  const s = equinixStack();
  const connection = equinix.FabricConnection.fromFabricConnectionAttributes(s, 'C', { connectionId: 'c' });
  const direct = equinix.RoutingProtocol.direct(s, 'Direct', { connection, ipv4: '190.1.1.1/30' });
  expect(PROTOCOLS.entries(s).map((e) => [e.scope, e.connectionId, e.kind])).toEqual([[direct, 'c', 'DIRECT']]);
});
