/**
 * RouteFilter: renders the provider's examples (docs/resources/fabric_route_filter.md,
 * fabric_route_filter_rule.md, fabric_connection_route_filter.md of terraform-provider-equinix
 * v5.1.0) field by field, the attachment after the rules; refuses a prefix of the other IP version,
 * no rule, and an attachment to a connection that is not a cloud router's.
 */
import { TerraformStack } from 'cdktn';
import { equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc } from '../equinix-util';

const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port } = equinix;
const { PrefixMatch, RouteFilter, RouteFilterDirection, RouteFilterIpVersion } = equinix;

function filter(s: TerraformStack, props: Partial<equinix.RouteFilterProps> = {}): equinix.RouteFilter {
  return new RouteFilter(s, 'Target', {
    name: 'RF_Policy_Name', projectId: '<project_id>', description: 'Route Filter Policy for X Purpose', rules: [{ prefix: '192.168.0.0/24', match: PrefixMatch.EXACT, name: 'Route Filter Rule Name' }], ...props,
  });
}

describe('RouteFilter', () => {
  test('the provider\'s route filter, rule and attachment examples, field by field', () => {
    const s = equinixStack();
    const f = filter(s);
    f.attachTo(FabricConnection.fromFabricConnectionAttributes(s, 'C', { connectionId: '<connection_uuid>' }), RouteFilterDirection.INBOUND);
    const doc = synthDoc(s);
    expect(doc.resource.equinix_fabric_route_filter.Target).toEqual({
      name: 'RF_Policy_Name', project: { project_id: '<project_id>' }, type: 'BGP_IPv4_PREFIX_FILTER', description: 'Route Filter Policy for X Purpose',
    });
    expect(Object.values(doc.resource.equinix_fabric_route_filter_rule)).toEqual([{
      route_filter_id: '${equinix_fabric_route_filter.Target.id}', name: 'Route Filter Rule Name', prefix: '192.168.0.0/24', prefix_match: 'exact',
    }]);
    const [attachment] = Object.values(doc.resource.equinix_fabric_connection_route_filter) as any[];
    const [ruleKey] = Object.keys(doc.resource.equinix_fabric_route_filter_rule);
    expect(attachment).toEqual({
      connection_id: '<connection_uuid>', route_filter_id: '${equinix_fabric_route_filter.Target.id}', direction: 'INBOUND', depends_on: [`equinix_fabric_route_filter_rule.${ruleKey}`],
    });
    expect(f.resource.node.id).toBe('Default');
  });

  test('IPv6 prefixes, the provider\'s default match', () => {
    const s = equinixStack();
    filter(s, { ipVersion: RouteFilterIpVersion.IPV6, description: undefined, rules: [{ prefix: '2001:db8::/48' }] });
    const doc = synthDoc(s);
    expect(doc.resource.equinix_fabric_route_filter.Target.type).toBe('BGP_IPv6_PREFIX_FILTER');
    expect(Object.values(doc.resource.equinix_fabric_route_filter_rule)).toEqual([{ route_filter_id: '${equinix_fabric_route_filter.Target.id}', prefix: '2001:db8::/48' }]);
  });

  test('a prefix of the other version, no prefix, no rule (equinix:route-filter-prefix, equinix:route-filter-rules)', () => {
    const s = equinixStack();
    expect(errorOf(() => filter(s, { rules: [{ prefix: '2001:db8::/48' }, { prefix: '192.168.0.0' }, { prefix: '10.0.0.0/8', match: 'longer' as any }] }))).toBe(
      '[test/Target] 3 problems:\n'
      + '  - rules[0].prefix: is an IPv6 prefix; this filter is of IPv4 prefixes (BGP_IPv4_PREFIX_FILTER). Received: "2001:db8::/48". Allowed: an IPv4 prefix, e.g. 192.168.0.0/24. Fix: use a filter of ipVersion: RouteFilterIpVersion.IPV6 for it, or write an IPv4 prefix.\n'
      + '  - rules[1].prefix: is no prefix (an address and its length). Received: "192.168.0.0". Allowed: an IPv4 prefix, e.g. 192.168.0.0/24. Fix: write the prefix in CIDR notation, e.g. 192.168.0.0/24.\n'
      + '  - rules[2].match: is not a PrefixMatch. Received: "longer". Allowed: orlonger or exact. Fix: use a PrefixMatch, e.g. PrefixMatch.OR_LONGER.');
    expect(errorOf(() => filter(s, { rules: [] }))).toBe(
      "[test/Target] rules: is empty: a route filter permits the prefixes of its rules. Received: an empty list. Allowed: one rule or more. Fix: add a rule, e.g. { prefix: '192.168.0.0/24' }.");
    expect(errorOf(() => filter(s, { rules: [{ prefix: '10.0.0.0/8', prefx: 'x' } as any] }))).toBe(
      "[test/Target] rules[0].prefx: unknown option; did you mean prefix? Received: the key 'prefx'. Allowed: the options of RouteFilterRuleOptions: prefix, match, name. Fix: write 'prefix' instead of 'prefx'.");
    expect(errorOf(() => filter(s, { rules: [null as any] }))).toBe(
      "[test/Target] rules[0]: expected a rule (an object). Received: null. Allowed: a rule, e.g. { prefix: '192.168.0.0/24' }. Fix: write the rule as { prefix, match?, name? }.");
    expect(s.node.tryFindChild('Target')).toBeUndefined();
  });

  test('attached to a port-to-port connection is refused (equinix:route-filter-connection); a cloud router connection is taken', () => {
    const s = equinixStack();
    const f = filter(s);
    const p2p = FabricConnection.portToPort(s, 'P2p', {
      name: 'p2p',
      bandwidth: Bandwidth.mbps(50),
      notifications: Notifications.emails(['noc@example.com']),
      aSide: AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) }),
      zSide: AccessPoint.port(Port.fromUuid(s, 'Z', 'z'), { linkProtocol: LinkProtocol.dot1q(101) }),
    });
    expect(errorOf(() => f.attachTo(p2p, RouteFilterDirection.OUTBOUND))).toBe(
      "[test/Target] connection: is an EVPL_VC connection; a route filter applies to the connections of a Fabric Cloud Router (IP_VC, IPWAN_VC). Received: the FabricConnection 'test/P2p'. Allowed: a cloud router connection, e.g. router.connect(id, { zSide }) or FabricConnection.cloudRouterToPort. Fix: attach the filter to a connection of a cloud router.");
    expect(errorOf(() => f.attachTo(FabricConnection.fromFabricConnectionAttributes(s, 'C', { connectionId: 'c' }), 'IN' as any))).toBe(
      '[test/Target] direction: is not a RouteFilterDirection. Received: "IN". Allowed: INBOUND or OUTBOUND. Fix: use a RouteFilterDirection, e.g. RouteFilterDirection.INBOUND.');
    const fcr = FabricConnection.cloudRouterToPort(s, 'Fcr', {
      name: 'fcr2port',
      bandwidth: Bandwidth.mbps(50),
      notifications: Notifications.emails(['noc@example.com']),
      aSide: AccessPoint.cloudRouter(equinix.CloudRouter.fromCloudRouterAttributes(s, 'R', { cloudRouterId: 'r' })),
      zSide: AccessPoint.port(Port.fromUuid(s, 'Z2', 'z2'), { linkProtocol: LinkProtocol.dot1q(102) }),
    });
    f.attachTo(fcr, RouteFilterDirection.OUTBOUND);
    const [attachment] = Object.values(synthDoc(s).resource.equinix_fabric_connection_route_filter) as any[];
    expect(attachment.connection_id).toBe('${equinix_fabric_connection.Fcr.id}');
    expect(attachment.direction).toBe('OUTBOUND');
  });

  test('an attachment waits for its rules and for the routing protocols of its connection (Equinix\'s example attaches filters once BGP is up); another connection\'s are not its', () => {
    const s = equinixStack();
    const router = equinix.CloudRouter.fromCloudRouterAttributes(s, 'R', { cloudRouterId: 'r' });
    const fcr = (id: string, tag: number) => FabricConnection.cloudRouterToPort(s, id, {
      name: id,
      bandwidth: Bandwidth.mbps(50),
      notifications: Notifications.emails(['noc@example.com']),
      aSide: AccessPoint.cloudRouter(router),
      zSide: AccessPoint.port(Port.fromUuid(s, `${id}Port`, 'z'), { linkProtocol: LinkProtocol.dot1q(tag) }),
    });
    const one = fcr('One', 100);
    const other = fcr('Other', 101);
    const direct = equinix.RoutingProtocol.direct(s, 'Direct', { connection: one, ipv4: '190.1.1.1/30' });
    equinix.RoutingProtocol.bgp(s, 'Bgp', { direct, customerAsn: 100, customerPeerIpv4: '190.1.1.2' });
    equinix.RoutingProtocol.direct(s, 'OtherDirect', { connection: other, ipv4: '190.1.2.1/30' });
    filter(s).attachTo(one, RouteFilterDirection.INBOUND);
    const doc = synthDoc(s);
    const ruleKeys = Object.keys(doc.resource.equinix_fabric_route_filter_rule).map((k) => `equinix_fabric_route_filter_rule.${k}`);
    const [attachment] = Object.values(doc.resource.equinix_fabric_connection_route_filter) as any[];
    expect(attachment.depends_on).toEqual([...ruleKeys, 'equinix_fabric_routing_protocol.Direct', 'equinix_fabric_routing_protocol.Bgp']);
  });
});

describe('RouteFilter.fromRouteFilterAttributes', () => {
  test('refers to a filter by its id; an empty id is refused', () => {
    const s = equinixStack();
    expect(RouteFilter.fromRouteFilterAttributes(s, 'R', { routeFilterId: 'rf' }).routeFilterId).toBe('rf');
    expect(errorOf(() => RouteFilter.fromRouteFilterAttributes(s, 'Empty', { routeFilterId: '' }))).toBe(
      '[test/Empty] routeFilterId: is empty. Received: "". Allowed: the id (uuid) of the route filter. Fix: set routeFilterId.');
  });
});
