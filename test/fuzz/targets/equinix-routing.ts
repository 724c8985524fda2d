/**
 * Fuzz targets of the equinix routing L2s: a cloud router with random props (packages in and out
 * of the API's list, metros, projects, account numbers, terms, notifications), a router referred to
 * by its attributes, and connections from a router (made here or referred to) to a cloud or a port
 * with random access points of every kind. Besides the harness's criteria, a router that
 * synthesizes is an `XF_ROUTER` of a package the API sells, and a cloud router connection that
 * synthesizes is `IP_VC` with the router on its A side.
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { accessPoint, cloudPoint, common, mostly, notifications, portPoint, RUNS, termLength } from './equinix-connections';
import { equinix } from '../../../src';
import { Address, inSubnet, parseAddress, parseCidr } from '../../../src/constructs/equinix/routing/private/addresses';
import { callOf, equinixProvider, noRedundancyOrAccessPointWarning } from '../equinix';
import { CaseFailure, oddNumber, oddString, opt, props, ref, req, str, Target, tok, wrong } from '../harness';

type Factory = 'router' | 'attributes' | 'cloudRouterToProvider' | 'cloudRouterToPort' | 'connect';

interface Plan {
  readonly fp: { readonly factory: Factory; readonly props: unknown };
  readonly imported: boolean;
  /** The routing the connection gets through its own methods: none, direct, direct then BGP, BGP alone, or a valid direct then BGP. */
  readonly routing: { readonly kind: 'none' | 'direct' | 'both' | 'bgp' | 'valid'; readonly direct: unknown; readonly bgp: unknown };
}

interface ProtocolPlan {
  readonly direct: unknown;
  readonly bgp?: unknown;
  readonly second: 'none' | 'direct' | 'bgp';
  readonly attributes: unknown;
}

const PACKAGES = Object.values(equinix.CloudRouterPackage) as string[];

const routerProps = props({
  name: req(str(fc.constantFrom('Router-SV', 'fcr_1', 'Router${x}')), fc.oneof(fc.constant(''), oddString)),
  package: req(fc.constantFrom(...PACKAGES), fc.oneof(fc.constantFrom('standard', 'GOLD', ''), fc.constant(tok('string')), wrong)),
  metro: req(str(fc.constantFrom('SV', 'DC', 'LD')), fc.constant('')),
  notifications: req(notifications),
  projectId: req(str(fc.constantFrom('776847000642406', '4f855852-eb47-4721-8e40-b386a3676abf')), fc.constant('')),
  accountNumber: opt(fc.oneof(fc.constantFrom(203612, 1), fc.constant(tok('number'))), fc.oneof(oddNumber, fc.constant(-1), fc.constant(1.5))),
  termLength: opt(termLength),
  purchaseOrderNumber: opt(str(fc.constantFrom('1-323292'))),
});

const v4 = fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 })).map(([a, b]) => `${a}.1.${b}`);
const ipv4Cidr = fc.oneof(
  { weight: 8, arbitrary: fc.constant('190.1.1.1/30') },
  { weight: 2, arbitrary: fc.constantFrom('10.0.0.1/29', '192.168.100.1/28') },
  { weight: 1, arbitrary: fc.tuple(v4, fc.integer({ min: 0, max: 255 }), fc.integer({ min: 24, max: 32 })).map(([n, d, p]) => `${n}.${d}/${p}`) },
);
const ipv6Cidr = fc.oneof({ weight: 4, arbitrary: fc.constant('190::1:1/126') }, { weight: 2, arbitrary: fc.constantFrom('2001:db8::1/64', '2001:db8:c59b::1/127') });
const peer4 = fc.oneof({ weight: 8, arbitrary: fc.constant('190.1.1.2') }, { weight: 3, arbitrary: fc.constantFrom('190.1.1.1', '190.1.1.5', '10.0.0.2') }, { weight: 1, arbitrary: fc.tuple(v4, fc.integer({ min: 0, max: 255 })).map(([n, d]) => `${n}.${d}`) });
const peer6 = fc.oneof({ weight: 4, arbitrary: fc.constant('190::1:2') }, { weight: 2, arbitrary: fc.constantFrom('190::1:1', '2001:db8::2', '2001:db8:c59b::') });
const directFields = {
  ipv4: req(str(ipv4Cidr), fc.constantFrom('190.1.1.1', '190::1:1/126', '190.1.1.1/33', '')),
  ipv6: opt(str(ipv6Cidr), fc.constantFrom('190.1.1.1/30', '190::1:1')),
  name: opt(str(fc.constantFrom('direct_rp', 'rp${x}')), oddString),
};
const directProps = props({ connection: req(fc.constant(ref('connection')), fc.oneof(fc.constant('c4d9350e-783c-83cd-1ce0-306a5c00a600'), wrong)), ...directFields });
const bgpFields = {
  customerAsn: req(fc.oneof(fc.constantFrom(4532, 100, 65002, 4294967295), fc.constant(tok('number'))), fc.oneof(oddNumber, fc.constantFrom(0, 4294967296, 1.5))),
  customerPeerIpv4: req(str(peer4), fc.constantFrom('190.1.1', '190::1:2')),
  customerPeerIpv6: opt(str(peer6), fc.constantFrom('190.1.1.2', '1::2::3')),
  bgpAuthKey: opt(fc.constant(tok('string')), fc.constantFrom('literal-key')),
  name: opt(str(fc.constantFrom('bgp_rp')), oddString),
};
const bgpProps = props({ direct: req(fc.constant(ref('direct')), fc.oneof(fc.constant(ref('connection')), wrong)), ...bgpFields });

const routerPoint = callOf('AccessPoint.cloudRouter', mostly(fc.constant(ref('router')), 10));

/** Fails the case when a synthesized BGP peer is outside its direct subnet or on the direct address, or the BGP protocol does not wait for the direct one. */
function peersInSubnet(doc: any): void {
  const rps = Object.entries(doc.resource?.equinix_fabric_routing_protocol ?? {}) as Array<[string, any]>;
  const direct = rps.find(([, r]) => r.type === 'DIRECT');
  for (const [key, r] of rps.filter(([, x]) => x.type === 'BGP')) {
    if (!direct || !(r.depends_on ?? []).includes(`equinix_fabric_routing_protocol.${direct[0]}`)) throw new CaseFailure(`${key} does not depend on the direct routing protocol`);
    for (const v of [4, 6] as const) {
      const peer: unknown = r[`bgp_ipv${v}`]?.[0]?.customer_peer_ip;
      const iface: unknown = direct[1][`direct_ipv${v}`]?.[0]?.equinix_iface_ip;
      if (typeof peer !== 'string' || peer.includes('${') || typeof iface !== 'string' || iface.includes('${')) continue;
      const cidr = parseCidr(iface);
      const a: Address | undefined = parseAddress(peer);
      if (!cidr || !a || !inSubnet(cidr, a) || a.value === cidr.value) throw new CaseFailure(`${key} peers with ${peer}, not in ${iface} or on it`);
    }
  }
}

/** The connection a route policy is attached to: one referred to by id, a port-to-port one, or a cloud router's (`attach`). */
function connectionFor(stack: TerraformStack, attach: string): equinix.IFabricConnection {
  const port = (id: string, tag: number) => equinix.AccessPoint.port(equinix.Port.fromUuid(stack, id, `${id}-uuid`), { linkProtocol: equinix.LinkProtocol.dot1q(tag) });
  const base = { name: 'conn', bandwidth: equinix.Bandwidth.mbps(50), notifications: equinix.Notifications.emails(['noc@example.com']) };
  if (attach === 'imported') return equinix.FabricConnection.fromFabricConnectionAttributes(stack, 'Connection', { connectionId: 'c4d9350e-783c-83cd-1ce0-306a5c00a600' });
  if (attach === 'p2p') return equinix.FabricConnection.portToPort(stack, 'Connection', { ...base, aSide: port('A', 100), zSide: port('Z', 101) });
  const router = equinix.CloudRouter.fromCloudRouterAttributes(stack, 'Router', { cloudRouterId: 'r' });
  return equinix.FabricConnection.cloudRouterToPort(stack, 'Connection', { ...base, aSide: equinix.AccessPoint.cloudRouter(router), zSide: port('Z', 101) });
}

export const TARGETS: Target<any>[] = [
  {
    name: 'CloudRouter',
    covers: [
      'CloudRouter', 'CloudRouter.fromCloudRouterAttributes', 'CloudRouter#connect', 'FabricConnection#addDirectRouting', 'FabricConnection#addBgpRouting', 'AccessPoint.cloudRouter', 'FabricConnection.cloudRouterToProvider', 'FabricConnection.cloudRouterToPort',
    ],
    runs: RUNS,
    providers: [equinixProvider],
    plan: fc.record({
      fp: fc.oneof(
        { weight: 3, arbitrary: fc.record({ factory: fc.constant<Factory>('router'), props: routerProps }) },
        { weight: 1, arbitrary: fc.record({ factory: fc.constant<Factory>('attributes'), props: props({ cloudRouterId: req(str(fc.uuid()), fc.constant('')) }) }) },
        { weight: 2, arbitrary: fc.record({ factory: fc.constant<Factory>('cloudRouterToProvider'), props: props({ ...common, aSide: req(routerPoint, accessPoint), zSide: req(cloudPoint, accessPoint) }) }) },
        { weight: 2, arbitrary: fc.record({ factory: fc.constant<Factory>('cloudRouterToPort'), props: props({ ...common, aSide: req(routerPoint, accessPoint), zSide: req(portPoint, accessPoint) }) }) },
        {
          weight: 2,
          arbitrary: fc.record({
            factory: fc.constant<Factory>('connect'),
            props: props({ ...common, zSide: req(fc.oneof(cloudPoint, portPoint, callOf('AccessPoint.serviceToken', fc.uuid())), accessPoint) }),
          }),
        },
      ),
      imported: fc.boolean(),
      routing: fc.record({ kind: fc.constantFrom<Plan['routing']['kind']>('none', 'direct', 'both', 'bgp', 'valid', 'valid'), direct: props(directFields), bgp: props(bgpFields) }),
    }),
    build: (c, plan: Plan) => {
      c.set('portByName', equinix.Port.fromName(c.stack, 'PortByName', '200001-SV1-CX-Primary-01'));
      c.set('portById', equinix.Port.fromUuid(c.stack, 'PortById', 'c4d9350e-783c-83cd-1ce0-306a5c00a600'));
      c.set('otherPort', equinix.Port.fromUuid(c.stack, 'OtherPort', 'd3e8f1aa-783c-83cd-1ce0-306a5c00a601'));
      c.set('profileByName', equinix.ServiceProfile.fromName(c.stack, 'ProfileByName', 'AWS Direct Connect'));
      c.set('profileById', equinix.ServiceProfile.fromUuid(c.stack, 'ProfileById', '2d4b7c0e-1a7c-4c7d-9f5b-3e6d2c1b0a9f'));
      const { factory, props: planned } = plan.fp;
      c.set('factory', factory);
      if (factory === 'router') {
        c.set('made', new equinix.CloudRouter(c.stack, 'Target', c.val(planned)));
        return;
      }
      if (factory === 'attributes') {
        equinix.CloudRouter.fromCloudRouterAttributes(c.stack, 'Target', c.val(planned));
        return;
      }
      c.set('router', plan.imported && factory !== 'connect'
        ? equinix.CloudRouter.fromCloudRouterAttributes(c.stack, 'Router', { cloudRouterId: '1a2b3c4d-0000-4000-8000-000000000001' })
        : new equinix.CloudRouter(c.stack, 'Router', {
          name: 'Router-SV', package: equinix.CloudRouterPackage.STANDARD, metro: 'SV', projectId: '776847000642406', notifications: equinix.Notifications.emails(['noc@example.com']),
        }));
      const connection = factory === 'connect'
        ? (c.val(ref('router')) as equinix.CloudRouter).connect('Target', c.val(planned))
        : equinix.FabricConnection[factory](c.stack, 'Target', c.val(planned));
      c.set('connection', connection);
      const { kind, direct, bgp } = plan.routing;
      if (kind === 'valid') {
        connection.addDirectRouting('Direct', { ipv4: '190.1.1.1/30' });
        connection.addBgpRouting('Bgp', { customerAsn: 4532, customerPeerIpv4: '190.1.1.2' });
        return;
      }
      if (kind === 'direct' || kind === 'both') connection.addDirectRouting('Direct', c.val(direct));
      if (kind === 'both' || kind === 'bgp') connection.addBgpRouting('Bgp', c.val(bgp));
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const doc = c.stack.toTerraform() as any;
      const made = c.val(ref('made')) as equinix.CloudRouter | undefined;
      if (made) {
        const r = doc.resource?.equinix_fabric_cloud_router?.[c.stack.getLogicalId(made.resource)];
        const code: unknown = r?.package?.code;
        if (r?.type !== 'XF_ROUTER' || (typeof code === 'string' && !code.startsWith('${') && !PACKAGES.includes(code))) {
          throw new CaseFailure(`a cloud router synthesized with type ${String(r?.type)} and package ${JSON.stringify(code)}`);
        }
      }
      const connection = c.val(ref('connection')) as equinix.FabricConnection | undefined;
      if (connection) {
        const rendered = doc.resource?.equinix_fabric_connection?.[c.stack.getLogicalId(connection.resource)];
        if (connection.connectionType !== 'IP_VC' || rendered?.a_side?.access_point?.type !== 'CLOUD_ROUTER') {
          throw new CaseFailure(`a cloud router connection synthesized as ${connection.connectionType} from ${JSON.stringify(rendered?.a_side)}`);
        }
        noRedundancyOrAccessPointWarning(connection);
        peersInSubnet(doc);
      }
    },
  },
  {
    name: 'RoutingProtocol',
    covers: ['RoutingProtocol', 'RoutingProtocol.direct', 'RoutingProtocol.bgp', 'RoutingProtocol.fromRoutingProtocolAttributes'],
    runs: RUNS,
    providers: [equinixProvider],
    plan: fc.record<ProtocolPlan>({
      direct: directProps,
      bgp: fc.option(bgpProps, { nil: undefined, freq: 5 }),
      second: fc.constantFrom<ProtocolPlan['second']>('none', 'none', 'none', 'direct', 'bgp'),
      attributes: props({ routingProtocolId: req(str(fc.uuid()), fc.constant('')) }),
    }),
    build: (c, plan: ProtocolPlan) => {
      c.set('connection', equinix.FabricConnection.fromFabricConnectionAttributes(c.stack, 'Connection', { connectionId: 'c4d9350e-783c-83cd-1ce0-306a5c00a600' }));
      equinix.RoutingProtocol.fromRoutingProtocolAttributes(c.stack, 'Existing', c.val(plan.attributes));
      const direct = equinix.RoutingProtocol.direct(c.stack, 'Direct', c.val(plan.direct));
      c.set('direct', direct);
      if (plan.bgp !== undefined) equinix.RoutingProtocol.bgp(c.stack, 'Bgp', c.val(plan.bgp));
      if (plan.second === 'direct') equinix.RoutingProtocol.direct(c.stack, 'Direct2', { connection: c.val(ref('connection')), ipv4: '190.1.1.1/30' });
      if (plan.second === 'bgp') equinix.RoutingProtocol.bgp(c.stack, 'Bgp2', { direct, customerAsn: 4532, customerPeerIpv4: '190.1.1.2' });
    },
    after: (c, error) => {
      if (error !== undefined) return;
      peersInSubnet(c.stack.toTerraform() as any);
    },
  },
  {
    name: 'RouteFilter',
    covers: ['RouteFilter', 'RouteFilter.fromRouteFilterAttributes', 'RouteFilter#attachTo'],
    runs: RUNS,
    providers: [equinixProvider],
    plan: fc.record({
      props: props({
        name: req(str(fc.constantFrom('RF_Policy_Name', 'rf${x}')), fc.oneof(fc.constant(''), oddString)),
        projectId: req(str(fc.constantFrom('776847000642406')), fc.constant('')),
        ipVersion: opt(fc.constantFrom('IPV4', 'IPV6'), fc.constantFrom('ipv4', 'V6', '')),
        description: opt(str(fc.constantFrom('Route Filter Policy for X Purpose', '%{ if y }')), oddString),
        rules: req(fc.array(props({
          prefix: req(str(fc.oneof({ weight: 6, arbitrary: fc.constantFrom('192.168.0.0/24', '10.0.0.0/8') }, { weight: 1, arbitrary: fc.constantFrom('2001:db8::/48', '190::/64') })), fc.constantFrom('192.168.0.0', '', '10.0.0.0/33')),
          match: opt(fc.constantFrom('orlonger', 'exact'), fc.constantFrom('longer', 'EXACT')),
          name: opt(str(fc.constantFrom('Route Filter Rule Name')), oddString),
        }), { minLength: 0, maxLength: 2 }), wrong),
      }),
      attach: fc.constantFrom('none', 'fcr', 'p2p', 'imported'),
      direction: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('INBOUND', 'OUTBOUND') }, { weight: 1, arbitrary: fc.oneof(fc.constant('IN'), wrong) }),
      attributes: props({ routeFilterId: req(str(fc.uuid()), fc.constant('')) }),
    }),
    build: (c, plan: { props: unknown; attach: string; direction: unknown; attributes: unknown }) => {
      equinix.RouteFilter.fromRouteFilterAttributes(c.stack, 'Existing', c.val(plan.attributes));
      const filter = new equinix.RouteFilter(c.stack, 'Target', c.val(plan.props));
      c.set('filter', filter);
      if (plan.attach === 'none') return;
      const connection = connectionFor(c.stack, plan.attach);
      c.set('connection', connection);
      filter.attachTo(connection, c.val(plan.direction));
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const connection = c.val(ref('connection')) as { connectionType?: string } | undefined;
      if (connection?.connectionType !== undefined && connection.connectionType !== 'IP_VC') throw new CaseFailure(`a route filter was attached to a ${connection.connectionType} connection`);
      const doc = c.stack.toTerraform() as any;
      const filter = doc.resource?.equinix_fabric_route_filter?.Target;
      const v6 = filter?.type === 'BGP_IPv6_PREFIX_FILTER';
      for (const rule of Object.values(doc.resource?.equinix_fabric_route_filter_rule ?? {}) as any[]) {
        const cidr = typeof rule.prefix === 'string' && !rule.prefix.includes('${') ? parseCidr(rule.prefix) : undefined;
        if (cidr && (cidr.version === 6) !== v6) throw new CaseFailure(`rule ${rule.prefix} in a ${filter?.type} filter`);
      }
    },
  },
  {
    name: 'RouteAggregation',
    covers: ['RouteAggregation', 'RouteAggregation.fromRouteAggregationAttributes', 'RouteAggregation#attachTo'],
    runs: RUNS,
    providers: [equinixProvider],
    plan: fc.record({
      props: props({
        name: req(str(fc.constantFrom('terra-route-aggregation', 'ra${x}')), fc.oneof(fc.constant(''), oddString)),
        projectId: req(str(fc.constantFrom('776847000642406')), fc.constant('')),
        description: opt(str(fc.constantFrom('Test aggregation policy', '%{ if y }')), oddString),
        rules: opt(fc.array(props({
          prefix: req(str(fc.oneof({ weight: 6, arbitrary: fc.constantFrom('192.168.0.0/24', '192.168.1.0/24', '10.0.0.0/8') }, { weight: 1, arbitrary: fc.constantFrom('2001:db8::/48') })), fc.constantFrom('192.168.0.0', '', '10.0.0.0/33')),
          name: req(str(fc.constantFrom('rule_1', 'rule${x}')), oddString),
          description: opt(str(fc.constantFrom('first rule on route aggregation')), oddString),
        }), { minLength: 0, maxLength: 3 }), wrong),
      }),
      attach: fc.constantFrom('none', 'fcr', 'fcrTwice', 'p2p', 'imported'),
      protocols: fc.boolean(),
      attributes: props({ routeAggregationId: req(str(fc.uuid()), fc.constant('')) }),
    }),
    build: (c, plan: { props: unknown; attach: string; protocols: boolean; attributes: unknown }) => {
      equinix.RouteAggregation.fromRouteAggregationAttributes(c.stack, 'Existing', c.val(plan.attributes));
      const aggregation = new equinix.RouteAggregation(c.stack, 'Target', c.val(plan.props));
      if (plan.attach === 'none') return;
      const connection = connectionFor(c.stack, plan.attach);
      c.set('connection', connection);
      if (plan.protocols) {
        const direct = equinix.RoutingProtocol.direct(c.stack, 'Direct', { connection, ipv4: '190.1.1.1/30' });
        equinix.RoutingProtocol.bgp(c.stack, 'Bgp', { direct, customerAsn: 100, customerPeerIpv4: '190.1.1.2' });
      }
      aggregation.attachTo(connection);
      if (plan.attach === 'fcrTwice') aggregation.attachTo(connection);
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const connection = c.val(ref('connection')) as { connectionType?: string } | undefined;
      if (connection?.connectionType !== undefined && connection.connectionType !== 'IP_VC') throw new CaseFailure(`a route aggregation was attached to a ${connection.connectionType} connection`);
      const doc = c.stack.toTerraform() as any;
      const attachments = Object.values(doc.resource?.equinix_fabric_connection_route_aggregation ?? {}) as any[];
      if (attachments.length > 1) throw new CaseFailure(`an aggregation was attached ${attachments.length} times to one connection`);
      const prefixes = (Object.values(doc.resource?.equinix_fabric_route_aggregation_rule ?? {}) as any[]).map((r) => r.prefix);
      for (const prefix of prefixes) {
        const cidr = typeof prefix === 'string' && !prefix.includes('${') ? parseCidr(prefix) : undefined;
        if (typeof prefix === 'string' && !prefix.includes('${') && cidr?.version !== 4) throw new CaseFailure(`rule ${prefix} in an IPv4 aggregation`);
      }
      const literal = prefixes.filter((x) => typeof x === 'string' && !x.includes('${'));
      if (new Set(literal).size !== literal.length) throw new CaseFailure(`repeated prefixes ${JSON.stringify(literal)}`);
      for (const a of attachments) {
        const rules = Object.keys(doc.resource?.equinix_fabric_route_aggregation_rule ?? {}).map((k) => `equinix_fabric_route_aggregation_rule.${k}`);
        if (rules.some((r) => !(a.depends_on ?? []).includes(r))) throw new CaseFailure('an attachment does not wait for the rules');
      }
    },
  },
];
