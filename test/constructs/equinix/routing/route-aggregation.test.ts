/**
 * RouteAggregation: renders the provider's examples (docs/resources/fabric_route_aggregation.md,
 * fabric_route_aggregation_rule.md, fabric_connection_route_aggregation.md of
 * terraform-provider-equinix v5.1.0) and Equinix's example
 * (examples/cloud-router-2-port-connection-with-route-aggregation: two rules, attached after the
 * routing protocols) field by field; refuses a prefix that is no IPv4 prefix, a repeated prefix, a
 * rule without a name, an attachment to a connection that is not a cloud router's and a second
 * attachment to one connection.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc } from '../equinix-util';

const { AccessPoint, Bandwidth, CloudRouter, FabricConnection, LinkProtocol, Notifications, Port, RouteAggregation, RoutingProtocol } = equinix;

function aggregation(s: TerraformStack, props: Partial<equinix.RouteAggregationProps> = {}): equinix.RouteAggregation {
  return new RouteAggregation(s, 'Target', {
    name: 'terra-route-aggregation',
    projectId: '<project_id>',
    description: 'Test aggregation policy',
    rules: [
      { name: 'rule_1', prefix: '192.168.0.0/24', description: 'first rule on route aggregation' },
      { name: 'rule_2', prefix: '192.168.1.0/24', description: 'second rule on route aggregation' },
    ],
    ...props,
  });
}

function connections(s: TerraformStack) {
  const base = { name: 'terra_fcr_2_port', bandwidth: Bandwidth.mbps(50), notifications: Notifications.emails(['test@gmail.com']) };
  const port = (id: string, tag: number) => AccessPoint.port(Port.fromUuid(s, id, `${id}-uuid`), { linkProtocol: LinkProtocol.dot1q(tag) });
  return {
    fcr: FabricConnection.cloudRouterToPort(s, 'Fcr', { ...base, aSide: AccessPoint.cloudRouter(CloudRouter.fromCloudRouterAttributes(s, 'Router', { cloudRouterId: 'r' })), zSide: port('Z', 2720) }),
    p2p: FabricConnection.portToPort(s, 'P2p', { ...base, aSide: port('A', 100), zSide: port('Z2', 101) }),
  };
}

describe('RouteAggregation', () => {
  test('Equinix\'s example: an aggregation with two rules, attached after its rules and the connection\'s routing protocols', () => {
    const s = equinixStack();
    const { fcr } = connections(s);
    const direct = RoutingProtocol.direct(s, 'Direct', { connection: fcr, name: 'DIRECT_RP', ipv4: '190.1.1.1/30' });
    RoutingProtocol.bgp(s, 'Bgp', { direct, name: 'BGP_RP', customerAsn: 100, customerPeerIpv4: '190.1.1.2' });
    const a = aggregation(s);
    const attachment = a.attachTo(fcr);
    const doc = synthDoc(s);
    expect(doc.resource.equinix_fabric_route_aggregation.Target).toEqual({
      type: 'BGP_IPv4_PREFIX_AGGREGATION', name: 'terra-route-aggregation', description: 'Test aggregation policy', project: { project_id: '<project_id>' },
    });
    expect(Object.values(doc.resource.equinix_fabric_route_aggregation_rule)).toEqual([
      { route_aggregation_id: '${equinix_fabric_route_aggregation.Target.id}', name: 'rule_1', prefix: '192.168.0.0/24', description: 'first rule on route aggregation' },
      { route_aggregation_id: '${equinix_fabric_route_aggregation.Target.id}', name: 'rule_2', prefix: '192.168.1.0/24', description: 'second rule on route aggregation' },
    ]);
    const ruleKeys = Object.keys(doc.resource.equinix_fabric_route_aggregation_rule);
    expect(Object.values(doc.resource.equinix_fabric_connection_route_aggregation)).toEqual([{
      route_aggregation_id: '${equinix_fabric_route_aggregation.Target.id}',
      connection_id: '${equinix_fabric_connection.Fcr.id}',
      depends_on: [...ruleKeys.map((k) => `equinix_fabric_route_aggregation_rule.${k}`), 'equinix_fabric_routing_protocol.Direct', 'equinix_fabric_routing_protocol.Bgp'],
    }]);
    expect(a.resource.node.id).toBe('Default');
    expect(attachment.node.id).toBe('Attachment0');
    expect(a.rules.map((r) => r.node.id)).toEqual(['Rule0', 'Rule1']);
  });

  test('the provider\'s examples: an aggregation without rules, attached to a connection referred to by its id', () => {
    const s = equinixStack();
    const a = new RouteAggregation(s, 'Target', { name: 'new-ra', description: 'Test aggregation', projectId: '776847000642406' });
    a.attachTo(FabricConnection.fromFabricConnectionAttributes(s, 'C', { connectionId: '<connection_id>' }));
    const doc = synthDoc(s);
    expect(doc.resource.equinix_fabric_route_aggregation_rule).toBeUndefined();
    expect(Object.values(doc.resource.equinix_fabric_connection_route_aggregation)).toEqual([
      { route_aggregation_id: '${equinix_fabric_route_aggregation.Target.id}', connection_id: '<connection_id>' },
    ]);
  });

  test('a prefix that is no IPv4 prefix, a repeated prefix, a rule without a name (equinix:route-aggregation-prefix, equinix:route-aggregation-prefix-unique)', () => {
    const s = equinixStack();
    expect(errorOf(() => aggregation(s, { rules: [{ name: 'v6', prefix: '2001:db8::/48' }, { name: 'a', prefix: '10.0.0.0/8' }, { name: 'b', prefix: '10.0.0.0/8' }, { prefix: '10.1.1.1' } as any] }))).toBe(
      '[test/Target] 4 problems:\n'
      + "  - rules[0].prefix: is an IPv6 prefix; a route aggregation is of IPv4 prefixes (BGP_IPv4_PREFIX_AGGREGATION). Received: \"2001:db8::/48\". Allowed: an IPv4 prefix, e.g. 192.168.0.0/24. Fix: write an IPv4 prefix, e.g. 192.168.0.0/24; an IPv6 aggregation is the L1's: new EquinixFabricRouteAggregation(this, 'AggregationV6', { name: 'aggregation-v6', type: 'BGP_IPv6_PREFIX_AGGREGATION', project: { projectId: '<project_id>' } }).\n"
      + '  - rules[2].prefix: repeats the prefix of rules[1]: an aggregation has one rule per prefix. Received: "10.0.0.0/8". Allowed: a prefix no other rule of the aggregation has. Fix: remove rules[2], or write another prefix.\n'
      + '  - rules[3].name: is required. Received: undefined. Allowed: the name of the rule, e.g. rule_1. Fix: set name.\n'
      + '  - rules[3].prefix: is no prefix (an address and its length). Received: "10.1.1.1". Allowed: an IPv4 prefix, e.g. 192.168.0.0/24. Fix: write the prefix in CIDR notation, e.g. 192.168.0.0/24.');
    expect(errorOf(() => aggregation(s, { rules: [{ name: 'a', prefix: '10.0.0.0/8', prefx: 'x' } as any] }))).toBe(
      "[test/Target] rules[0].prefx: unknown option; did you mean prefix? Received: the key 'prefx'. Allowed: the options of RouteAggregationRuleOptions: prefix, name, description. Fix: write 'prefix' instead of 'prefx'.");
    expect(errorOf(() => aggregation(s, { rules: [null as any] }))).toBe(
      "[test/Target] rules[0]: expected a rule (an object). Received: null. Allowed: a rule, e.g. { name: 'rule_1', prefix: '192.168.0.0/24' }. Fix: write the rule as { prefix, name, description? }.");
    expect(s.node.tryFindChild('Target')).toBeUndefined();
  });

  test('a prefix given as a reference is not judged, and two references to one value are one prefix', () => {
    const s = equinixStack();
    const v = new TerraformVariable(s, 'prefix', { type: 'string' });
    expect(errorOf(() => aggregation(s, { rules: [{ name: 'a', prefix: v.stringValue }, { name: 'b', prefix: v.stringValue }] }))).toBe(
      '[test/Target] rules[1].prefix: repeats the prefix of rules[0]: an aggregation has one rule per prefix. Received: a string token (a value Terraform knows only when it plans or applies). Allowed: a prefix no other rule of the aggregation has. Fix: remove rules[1], or write another prefix.');
    aggregation(s, { rules: [{ name: 'a', prefix: v.stringValue }] });
    expect(Object.values(synthDoc(s).resource.equinix_fabric_route_aggregation_rule)).toEqual([
      { route_aggregation_id: '${equinix_fabric_route_aggregation.Target.id}', name: 'a', prefix: '${var.prefix}' },
    ]);
  });

  test('attached to a port-to-port connection is refused (equinix:route-aggregation-connection); twice to one connection too (equinix:route-aggregation-attached-twice); two aggregations on one connection are taken', () => {
    const s = equinixStack();
    const { fcr, p2p } = connections(s);
    const a = aggregation(s);
    expect(errorOf(() => a.attachTo(p2p))).toBe(
      "[test/Target] connection: is an EVPL_VC connection; a route aggregation applies to the connections of a Fabric Cloud Router (IP_VC, IPWAN_VC). Received: the FabricConnection 'test/P2p'. Allowed: a cloud router connection, e.g. router.connect(id, { zSide }) or FabricConnection.cloudRouterToPort. Fix: attach the aggregation to a connection of a cloud router.");
    a.attachTo(fcr);
    expect(errorOf(() => a.attachTo(fcr))).toBe(
      "[test/Target] connection: is already attached to this aggregation (test/Target/Attachment0): an aggregation is attached to a connection once. Received: the FabricConnection 'test/Fcr'. Allowed: a connection this aggregation is not attached to. Fix: remove this attachTo call; test/Target/Attachment0 attaches it.");
    expect(errorOf(() => a.attachTo('c' as any))).toMatch(/^\[test\/Target\] connection: /);
    new RouteAggregation(s, 'Second', { name: 'ra-2', projectId: '<project_id>', rules: [{ name: 'r', prefix: '10.0.0.0/8' }] }).attachTo(fcr);
    expect(Object.keys(synthDoc(s).resource.equinix_fabric_connection_route_aggregation)).toHaveLength(2);
  });
});

describe('RouteAggregation.fromRouteAggregationAttributes', () => {
  test('refers to an aggregation by its id; an empty id is refused', () => {
    const s = equinixStack();
    expect(RouteAggregation.fromRouteAggregationAttributes(s, 'R', { routeAggregationId: 'ra' }).routeAggregationId).toBe('ra');
    expect(errorOf(() => RouteAggregation.fromRouteAggregationAttributes(s, 'Empty', { routeAggregationId: '' }))).toBe(
      '[test/Empty] routeAggregationId: is empty. Received: "". Allowed: the id (uuid) of the route aggregation. Fix: set routeAggregationId.');
  });
});
