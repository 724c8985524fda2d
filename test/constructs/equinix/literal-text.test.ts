/**
 * Literal text in the equinix L2s: every text field, with `${x}`, `%{ if y }` and `$${z}`, reaches
 * the provider as written (see test/constructs/literal-text.ts).
 */
import { TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../../../src';
import { describeLiteralText, TextFieldCase } from '../literal-text';

const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, RoutingProtocol, ServiceProfile } = equinix;

function setup(stack: TerraformStack): void {
  new equinix.EquinixProvider(stack, 'equinix', {});
}

/** The VLAN of the next connection: one port and VLAN is one connection in an app (equinix:port-vlan-unique). */
let vlan = 1976;

/** The common props of a connection from a port to AWS, in `scope`. */
function options(scope: Construct): equinix.FabricConnectionProps {
  return {
    name: 'Port2Aws',
    bandwidth: Bandwidth.mbps(50),
    notifications: Notifications.emails(['noc@example.com']),
    aSide: AccessPoint.port(Port.fromUuid(scope, 'Port', 'c4d9350e-783c-83cd-1ce0-306a5c00a600'), { linkProtocol: LinkProtocol.dot1q(vlan++) }),
    zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV', profile: ServiceProfile.fromUuid(scope, 'Profile', '2d4b7c0e-1a7c-4c7d-9f5b-3e6d2c1b0a9f') }),
  };
}

const connections = (doc: any): any[] => Object.values(doc.resource.equinix_fabric_connection);

const CASES: TextFieldCase[] = [
  {
    field: 'FabricConnectionOptions.name',
    build: (s, text) => { FabricConnection.portToProvider(s, 'C', { ...options(s), name: text }); },
    rendered: (doc) => connections(doc).map((c) => c.name),
  },
  {
    field: 'FabricConnectionOptions.additionalInfo',
    build: (s, text) => { FabricConnection.portToProvider(s, 'C', { ...options(s), additionalInfo: { note: text } }); },
    rendered: (doc) => connections(doc).flatMap((c) => c.additional_info.map((i: any) => i.value)),
  },
  {
    field: 'RedundantFabricConnectionProps.secondaryName',
    build: (s, text) => {
      const { aSide, zSide, ...common } = options(s);
      FabricConnection.redundantPair(s, 'Pair', {
        ...common,
        name: 'Primary',
        primaryASide: aSide,
        zSide,
        secondaryName: text,
        secondaryASide: AccessPoint.port(Port.fromUuid(s, 'Other', 'd3e8f1aa-783c-83cd-1ce0-306a5c00a601'), { linkProtocol: LinkProtocol.dot1q(vlan++) }),
      });
    },
    rendered: (doc) => connections(doc).map((c) => c.name).filter((n) => n !== 'Primary'),
  },
  {
    field: 'CloudRouterProps.name',
    build: (s, text) => {
      new equinix.CloudRouter(s, 'Router', {
        name: text, package: equinix.CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406', notifications: Notifications.emails(['noc@example.com']),
      });
    },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_cloud_router).map((r: any) => r.name),
  },
  {
    field: 'DirectRoutingOptions.name',
    build: (s, text) => {
      RoutingProtocol.direct(s, 'Direct', { connection: FabricConnection.fromFabricConnectionAttributes(s, 'Connection', { connectionId: `c-${s.node.path}` }), ipv4: '190.1.1.1/30', name: text });
    },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_routing_protocol).map((r: any) => r.name),
  },
  {
    field: 'BgpRoutingOptions.name',
    build: (s, text) => {
      const direct = RoutingProtocol.direct(s, 'Direct', { connection: FabricConnection.fromFabricConnectionAttributes(s, 'Connection', { connectionId: `c-${s.node.path}` }), ipv4: '190.1.1.1/30' });
      RoutingProtocol.bgp(s, 'Bgp', { direct, customerAsn: 4532, customerPeerIpv4: '190.1.1.2', name: text });
    },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_routing_protocol).filter((r: any) => r.type === 'BGP').map((r: any) => r.name),
  },
  {
    field: 'RouteFilterProps.name',
    build: (s, text) => { new equinix.RouteFilter(s, 'Filter', { name: text, projectId: 'p', rules: [{ prefix: '192.168.0.0/24' }] }); },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_route_filter).map((r: any) => r.name),
  },
  {
    field: 'RouteFilterProps.description',
    build: (s, text) => { new equinix.RouteFilter(s, 'Filter', { name: 'rf', description: text, projectId: 'p', rules: [{ prefix: '192.168.0.0/24' }] }); },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_route_filter).map((r: any) => r.description),
  },
  {
    field: 'RouteFilterRuleOptions.name',
    build: (s, text) => { new equinix.RouteFilter(s, 'Filter', { name: 'rf', projectId: 'p', rules: [{ prefix: '192.168.0.0/24', name: text }] }); },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_route_filter_rule).map((r: any) => r.name),
  },
  {
    field: 'RouteAggregationProps.name',
    build: (s, text) => { new equinix.RouteAggregation(s, 'Aggregation', { name: text, projectId: 'p', rules: [{ name: 'r', prefix: '192.168.0.0/24' }] }); },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_route_aggregation).map((r: any) => r.name),
  },
  {
    field: 'RouteAggregationProps.description',
    build: (s, text) => { new equinix.RouteAggregation(s, 'Aggregation', { name: 'ra', description: text, projectId: 'p' }); },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_route_aggregation).map((r: any) => r.description),
  },
  {
    field: 'RouteAggregationRuleOptions.name',
    build: (s, text) => { new equinix.RouteAggregation(s, 'Aggregation', { name: 'ra', projectId: 'p', rules: [{ prefix: '192.168.0.0/24', name: text }] }); },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_route_aggregation_rule).map((r: any) => r.name),
  },
  {
    field: 'RouteAggregationRuleOptions.description',
    build: (s, text) => { new equinix.RouteAggregation(s, 'Aggregation', { name: 'ra', projectId: 'p', rules: [{ prefix: '192.168.0.0/24', name: 'r', description: text }] }); },
    rendered: (doc) => Object.values(doc.resource.equinix_fabric_route_aggregation_rule).map((r: any) => r.description),
  },
  {
    field: 'Port.fromName(name)',
    build: (s, text) => { Port.fromName(s, 'Port', text); },
    rendered: (doc) => Object.values(doc.data.equinix_fabric_ports).map((d: any) => d.filter[0].value),
  },
  {
    field: 'ServiceProfile.fromName(name)',
    build: (s, text) => { ServiceProfile.fromName(s, 'Profile', text); },
    rendered: (doc) => Object.values(doc.data.equinix_fabric_service_profiles).map((d: any) => d.filter[0].values[0]),
  },
];

describeLiteralText('equinix', setup, CASES);
