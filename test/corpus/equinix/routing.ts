/**
 * Routing on cloud router connections, Fabric networks and service tokens, after Equinix's own
 * modules (github.com/equinix/terraform-equinix-fabric: examples/cloud-router-2-port-connection-with-route-filters,
 * examples/cloud-router-routing-protocols, examples/port-2-etree-network) and the provider's examples
 * at v5.1.0 (examples/resources/equinix_fabric_routing_protocol/example_3.tf,
 * equinix_fabric_route_filter*, equinix_fabric_connection_route_filter, equinix_fabric_network,
 * equinix_fabric_service_token/*.tf): the DIRECT routing protocol of a connection, then the BGP one
 * that peers inside its subnet (after it, depends_on), a route filter policy with its prefix rules
 * attached to the connection after the rules, networks with a connection into them, and service
 * tokens for a port, a virtual device and a network.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../../../src';
import { CorpusApp, input, sensitive } from '../corpus';
import { cloudRouter, NOTIFY, projectId } from './cloud-router';
import { fabricProvider } from './provider';

/**
 * examples/cloud-router-2-port-connection-with-route-filters (terraform-equinix-fabric): a cloud
 * router, its IP_VC connection to a port the team knows by name (modules/cloud-router-connection
 * looks it up with data.equinix_fabric_ports), the routing protocols of
 * modules/cloud-router-routing-protocols, and the route filter of modules/cloud-router-route-filters
 * (policy, rules, attachment after the rules), attached after the routing protocols.
 */
class CloudRouterWithRouteFilters extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const project = projectId(this);
    const fcr = cloudRouter(this, 'fcr', 'DC', project);
    // The module's lookup writes the deprecated `filters { name }`; the `filter` list is its replacement.
    const zPort = new equinix.DataEquinixFabricPorts(this, 'zside', {
      filter: [{ property: '/name', operator: '=', value: input(this, 'zside_port_name', 'Name of the DOT1Q port of the colo in SV.') }],
    });
    const connection = new equinix.EquinixFabricConnection(this, 'fcr_2_port', {
      name: 'fcr_2_port',
      type: 'IP_VC',
      bandwidth: 50,
      notifications: NOTIFY,
      order: { purchaseOrderNumber: '1-323292' },
      project: { projectId: project },
      aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: fcr.id } } },
      zSide: { accessPoint: { type: 'COLO', port: { uuid: zPort.data.get(0).uuid }, linkProtocol: { type: 'DOT1Q', vlanTag: 2711 }, location: { metroCode: 'SV' } } },
    });
    const direct = new equinix.EquinixFabricRoutingProtocol(this, 'direct', {
      connectionUuid: connection.id,
      name: 'DRP_PFCR',
      type: 'DIRECT',
      directIpv4: [{ equinixIfaceIp: '10.2.1.1/30' }],
    });
    const bgp = new equinix.EquinixFabricRoutingProtocol(this, 'bgp', {
      dependsOn: [direct],
      connectionUuid: connection.id,
      name: 'BGPRP_PFCR',
      type: 'BGP',
      customerAsn: 4007,
      bgpIpv4: [{ customerPeerIp: '10.2.1.2', enabled: true }],
    });
    const policy = new equinix.EquinixFabricRouteFilter(this, 'policy', {
      name: 'rf_policy_PFCR',
      project: { projectId: project },
      type: 'BGP_IPv4_PREFIX_FILTER',
      description: 'Prefixes the data center may announce',
    });
    const rules = [
      { id: 'rule_1', name: 'rule_1', prefix: '192.168.0.0/24', prefixMatch: 'exact', description: 'first rule on route filter' },
      { id: 'rule_2', name: 'rule_2', prefix: '192.168.1.0/24', prefixMatch: 'orlonger', description: 'second rule on route filter' },
      // The example's tfvars write `or_longer`; the provider documents `orlonger` (the API's spelling), and `or_longer` warns.
    ].map(({ id: rid, ...rule }) => new equinix.EquinixFabricRouteFilterRule(this, rid, { routeFilterId: policy.id, ...rule }));
    const attachment = new equinix.EquinixFabricConnectionRouteFilter(this, 'attachment', {
      dependsOn: [bgp, ...rules],
      connectionId: connection.id,
      routeFilterId: policy.id,
      direction: 'INBOUND',
    });
    new TerraformOutput(this, 'connection_id', { value: connection.id });
    new TerraformOutput(this, 'bgp_equinix_asn', { value: bgp.equinixAsn });
    new TerraformOutput(this, 'bgp_equinix_peer_ip', { value: bgp.bgpIpv4.get(0).equinixPeerIp });
    new TerraformOutput(this, 'route_filter_attachment_status', { value: attachment.attachmentStatus });
  }
}

/**
 * examples/cloud-router-routing-protocols (terraform-equinix-fabric) and the provider's
 * examples/resources/equinix_fabric_routing_protocol/example_3.tf: both address families on an
 * existing connection, the BGP session keyed with an MD5 password from a sensitive variable, with
 * BFD, and an outbound IPv6 route filter beside them.
 */
class DualStackRouting extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const connectionUuid = input(this, 'connection_uuid', 'Cloud router connection to route over.');
    const direct = new equinix.EquinixFabricRoutingProtocol(this, 'direct', {
      connectionUuid,
      name: 'DIRECT_RP',
      type: 'DIRECT',
      directIpv4: [{ equinixIfaceIp: '190.1.1.1/30' }],
      directIpv6: [{ equinixIfaceIp: '190::1:1/126' }],
    });
    const bgp = new equinix.EquinixFabricRoutingProtocol(this, 'bgp', {
      dependsOn: [direct],
      connectionUuid,
      name: 'BGP_RP',
      type: 'BGP',
      customerAsn: 100,
      bgpAuthKey: sensitive(this, 'bgp_auth_key', 'MD5 password of the BGP sessions.'),
      bgpIpv4: [{ customerPeerIp: '190.1.1.2', enabled: true, outboundAsPrependCount: '1', inboundMed: 4, outboundMed: 7 }],
      bgpIpv6: [{ customerPeerIp: '190::1:2', enabled: true }],
      bfd: [{ enabled: true, interval: '100' }],
      timeouts: { create: '20m', update: '20m', delete: '20m' },
    });
    const v6 = new equinix.EquinixFabricRouteFilter(this, 'v6', {
      name: 'rf_outbound_v6',
      project: { projectId: projectId(this) },
      type: 'BGP_IPv6_PREFIX_FILTER',
    });
    const rule = new equinix.EquinixFabricRouteFilterRule(this, 'v6_rule', { routeFilterId: v6.id, name: 'announce-v6', prefix: '2001:db8::/32', prefixMatch: 'orlonger' });
    new equinix.EquinixFabricConnectionRouteFilter(this, 'v6_attachment', { dependsOn: [bgp, rule], connectionId: connectionUuid, routeFilterId: v6.id, direction: 'OUTBOUND' });
    new TerraformOutput(this, 'direct_state', { value: direct.state });
    new TerraformOutput(this, 'bgp_ipv6', { value: bgp.bgpIpv6 });
  }
}

/**
 * examples/port-2-etree-network (terraform-equinix-fabric): an EVP-Tree network and a leaf port
 * connection into it; and the provider's examples/resources/equinix_fabric_network/resource.tf, a
 * global EVPLAN network, with a regional EPLAN network beside it.
 */
class Networks extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const project = [{ projectId: input(this, 'network_project_id', 'Fabric project of the networks.', '345250818654') }];
    const etree = new equinix.EquinixFabricNetwork(this, 'etree_network', { name: 'EVPTreeNetwork', type: 'EVPTREE', scope: 'LOCAL', notifications: NOTIFY, project });
    new equinix.EquinixFabricConnection(this, 'leaf', {
      name: 'Port2Network',
      type: 'EVPTREE_VC',
      bandwidth: 50,
      notifications: NOTIFY,
      order: { purchaseOrderNumber: '1-323292' },
      aSide: { accessPoint: { type: 'COLO', port: { uuid: input(this, 'aside_port_uuid', 'DOT1Q port of the leaf site in DC.') }, linkProtocol: { type: 'DOT1Q', vlanTag: 1976 }, location: { metroCode: 'DC' } } },
      zSide: { accessPoint: { type: 'NETWORK', network: { uuid: etree.id }, role: 'LEAF' } },
    });
    new equinix.EquinixFabricNetwork(this, 'evplan', { name: 'Network-SV', type: 'EVPLAN', scope: 'GLOBAL', notifications: NOTIFY, project });
    new equinix.EquinixFabricNetwork(this, 'eplan_amer', {
      name: 'Network-AMER',
      type: 'EPLAN',
      scope: 'REGIONAL',
      location: { region: 'AMER' },
      notifications: NOTIFY,
      project,
      timeouts: { create: '15m', delete: '15m' },
    });
    new TerraformOutput(this, 'etree_network_id', { value: etree.id });
    new TerraformOutput(this, 'etree_network_state', { value: etree.state });
  }
}

/**
 * The provider's examples/resources/equinix_fabric_service_token/aside_colo_service_token.tf,
 * zside_vd_service_token.tf and zside_network_service_token.tf: tokens a partner redeems to connect
 * to a VLAN of a port, to a virtual device, and into a network. The expiry is written with
 * milliseconds and a Z, the layout the provider parses.
 */
class ServiceTokens extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const project = projectId(this);
    const expiry = input(this, 'token_expiry', 'When the tokens expire (2006-01-02T15:04:05.000Z).', '2026-12-31T23:59:59.000Z');
    const port = new equinix.EquinixFabricServiceToken(this, 'aside_port', {
      type: 'VC_TOKEN',
      name: 'partner-sv-vlan-2987',
      description: 'Aside COLO Service Token',
      expirationDateTime: expiry,
      serviceTokenConnection: [{
        type: 'EVPL_VC',
        bandwidthLimit: 1000,
        aSide: [{ accessPointSelectors: [{ type: 'COLO', port: { uuid: input(this, 'port_uuid', 'DOT1Q port the token gives a VLAN of.') }, linkProtocol: { type: 'DOT1Q', vlanTag: 2987 } }] }],
      }],
      notifications: NOTIFY,
    });
    new equinix.EquinixFabricServiceToken(this, 'zside_vd', {
      type: 'VC_TOKEN',
      description: 'Zside VD Service Token',
      expirationDateTime: '2026-06-30T12:00:00.000Z',
      serviceTokenConnection: [{
        type: 'EVPL_VC',
        supportedBandwidths: [50, 200, 10000],
        zSide: [{ accessPointSelectors: [{ type: 'VD', virtualDevice: { type: 'EDGE', uuid: input(this, 'device_uuid', 'Network Edge device the token connects to.') }, interfaceAttribute: { type: 'NETWORK' } }] }],
      }],
      notifications: [{ type: 'ALL', emails: ['netops@example.com'] }],
      project: { projectId: project },
    });
    const network = new equinix.EquinixFabricNetwork(this, 'evplan', {
      name: 'Partner-EVPLAN', type: 'EVPLAN', scope: 'GLOBAL', notifications: NOTIFY, project: [{ projectId: project }],
    });
    const toNetwork = new equinix.EquinixFabricServiceToken(this, 'zside_network', {
      type: 'VC_TOKEN',
      description: 'Zside Network Service Token',
      expirationDateTime: expiry,
      serviceTokenConnection: [{
        type: 'EVPLAN_VC',
        supportedBandwidths: [50, 200, 10000],
        zSide: [{ accessPointSelectors: [{ type: 'NETWORK', network: { uuid: network.id } }] }],
      }],
      notifications: NOTIFY,
    });
    new TerraformOutput(this, 'port_token', { value: port.uuid });
    new TerraformOutput(this, 'network_token_state', { value: toNetwork.state });
    // The whole selector list: an item of it (a list inside the token's sets) does not render as a reference Terraform takes.
    new TerraformOutput(this, 'network_token_selectors', { value: toNetwork.serviceTokenConnection.get(0).zSide.get(0).accessPointSelectors });
  }
}

export const APPS: CorpusApp[] = [
  {
    name: 'a cloud router to port connection with DIRECT and BGP routing and an inbound route filter',
    after: 'terraform-equinix-fabric examples/cloud-router-2-port-connection-with-route-filters (modules/cloud-router-connection, cloud-router-routing-protocols, cloud-router-route-filters)',
    build: (s, id) => new CloudRouterWithRouteFilters(s, id),
  },
  {
    name: 'dual-stack routing protocols on an existing connection, with an outbound IPv6 filter',
    after: 'terraform-equinix-fabric examples/cloud-router-routing-protocols; examples/resources/equinix_fabric_routing_protocol/example_3.tf',
    build: (s, id) => new DualStackRouting(s, id),
  },
  {
    name: 'EVP-Tree, EVPLAN and regional EPLAN networks, and a leaf connection',
    after: 'terraform-equinix-fabric examples/port-2-etree-network; examples/resources/equinix_fabric_network/resource.tf',
    build: (s, id) => new Networks(s, id),
  },
  {
    name: 'service tokens for a port VLAN, a virtual device and a network',
    after: 'examples/resources/equinix_fabric_service_token/aside_colo_service_token.tf, zside_vd_service_token.tf, zside_network_service_token.tf',
    build: (s, id) => new ServiceTokens(s, id),
  },
];
