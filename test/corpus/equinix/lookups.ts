/**
 * The Fabric data sources of ports, service profiles, route filters, routing protocols, networks
 * and service tokens, after the provider's examples at v5.1.0
 * (examples/data-sources/equinix_fabric_{port,ports,service_profile,service_profiles,route_filter,
 * route_filters,route_filter_rule,route_filter_rules,connection_route_filter,connection_route_filters,
 * routing_protocol,network,networks,service_token,service_tokens}/data-source.tf) and the
 * acceptance tests the generated tests follow (test/generated/equinix/{lookups,route-filter,
 * routing-protocol,network,service-token}.test.ts). Where an example writes a spelling the
 * provider refuses or deprecates, the app uses the one it takes: the ports search with the `filter`
 * list ({ property, operator, value }) instead of the deprecated `filters { name }`, the service
 * token search on /state and /uuid (the validator leaves /type out), no pagination.total on the
 * route filter search (it is computed there). Outputs read whole lists or first-level items.
 */
import { Fn, TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { equinix } from '../../../src';
import { CorpusApp, input } from '../corpus';
import { projectId } from './cloud-router';
import { fabricProvider } from './provider';

/** A port by id and by name; a service profile by id and by type and name (examples/data-sources/equinix_fabric_port(s), _service_profile(s)). */
class PortAndProfileLookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const port = new equinix.DataEquinixFabricPort(this, 'port', { uuid: input(this, 'port_uuid', 'Port to read.') });
    new TerraformOutput(this, 'port_used_bandwidth', { value: port.usedBandwidth });
    new TerraformOutput(this, 'port_encapsulation', { value: port.encapsulation.get(0).type });
    new TerraformOutput(this, 'port_ibx', { value: port.location.get(0).ibx });
    const ports = new equinix.DataEquinixFabricPorts(this, 'ports', {
      filter: [{ property: '/name', operator: '=', value: input(this, 'port_name', 'Name of the port to find.', 'ops-user100-CX-SV1-NL-Qinq-BO-10G-PRI-JP-395') }],
    });
    new TerraformOutput(this, 'found_port_uuid', { value: ports.data.get(0).uuid });
    new TerraformOutput(this, 'found_port_metro', { value: ports.data.get(0).location.get(0).metroCode });
    const profile = new equinix.DataEquinixFabricServiceProfile(this, 'profile', { uuid: input(this, 'profile_uuid', 'Service profile to read.', '69ee618d-be52-468d-bc99-00566f2dd2b9') });
    new TerraformOutput(this, 'profile_visibility', { value: profile.visibility });
    new TerraformOutput(this, 'profile_access_point_types', { value: profile.accessPointTypeConfigs });
    const profiles = new equinix.DataEquinixFabricServiceProfiles(this, 'profiles', {
      andFilters: true,
      filter: [
        { property: '/type', operator: '=', values: ['L2_PROFILE'] },
        { property: '/name', operator: '=', values: ['AWS Direct Connect'] },
      ],
      viewPoint: 'zSide',
      pagination: { offset: 0, limit: 5 },
      sort: [{ direction: 'ASC', property: '/name' }],
    });
    new TerraformOutput(this, 'number_of_returned_service_profiles', { value: Fn.lengthOf(profiles.data) });
    new TerraformOutput(this, 'first_service_profile_uuid', { value: profiles.data.get(0).uuid });
  }
}

/** Route filters, their rules and attachments, and a routing protocol of a connection (examples/data-sources/equinix_fabric_*route_filter*, _routing_protocol). */
class RoutingLookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const routeFilterId = input(this, 'route_filter_id', 'Route filter policy to read.');
    const connectionId = input(this, 'connection_id', 'Cloud router connection the policy is attached to.');
    const rf = new equinix.DataEquinixFabricRouteFilter(this, 'rf_policy', { uuid: routeFilterId });
    new TerraformOutput(this, 'rf_connections_count', { value: rf.connectionsCount });
    new TerraformOutput(this, 'rf_project', { value: rf.project.get(0).projectId });
    const policies = new equinix.DataEquinixFabricRouteFilters(this, 'rf_policies', {
      filter: [
        { property: '/type', operator: '=', values: ['BGP_IPv4_PREFIX_FILTER'] },
        { property: '/state', operator: '=', values: ['PROVISIONED'] },
        { property: '/project/projectId', operator: '=', values: [projectId(this)] },
      ],
      pagination: { offset: 0, limit: 5 },
      sort: [{ direction: 'ASC', property: '/name' }],
    });
    new TerraformOutput(this, 'first_rf_uuid', { value: policies.data.get(0).uuid });
    const rule = new equinix.DataEquinixFabricRouteFilterRule(this, 'rf_rule', { routeFilterId, uuid: input(this, 'route_filter_rule_id', 'Rule to read.') });
    new TerraformOutput(this, 'rule_prefix_match', { value: rule.prefixMatch });
    const rules = new equinix.DataEquinixFabricRouteFilterRules(this, 'rf_rules', { routeFilterId, limit: 100, offset: 0 });
    new TerraformOutput(this, 'first_rule_prefix', { value: rules.data.get(0).prefix });
    new TerraformOutput(this, 'rule_total', { value: rules.pagination.get(0).total });
    const attached = new equinix.DataEquinixFabricConnectionRouteFilter(this, 'attached_policy', { connectionId, routeFilterId });
    new TerraformOutput(this, 'attached_direction', { value: attached.direction });
    const attachments = new equinix.DataEquinixFabricConnectionRouteFilters(this, 'attached_policies', { connectionId });
    new TerraformOutput(this, 'first_attachment_status', { value: attachments.data.get(0).attachmentStatus });
    const rp = new equinix.DataEquinixFabricRoutingProtocol(this, 'routing_protocol', { connectionUuid: connectionId, uuid: input(this, 'routing_protocol_uuid', 'BGP routing protocol of the connection.') });
    new TerraformOutput(this, 'bgp_ipv4_equinix_peer_ip', { value: rp.bgpIpv4.get(0).equinixPeerIp });
    new TerraformOutput(this, 'customer_asn', { value: rp.customerAsn });
  }
}

/** Networks and service tokens, by id and by search (examples/data-sources/equinix_fabric_network(s), _service_token(s)). */
class NetworkAndTokenLookups extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    fabricProvider(this);
    const network = new equinix.DataEquinixFabricNetwork(this, 'network', { uuid: input(this, 'network_uuid', 'Fabric network to read.') });
    new TerraformOutput(this, 'network_scope', { value: network.scope });
    new TerraformOutput(this, 'network_region', { value: network.location.get(0).region });
    const networks = new equinix.DataEquinixFabricNetworks(this, 'networks', {
      outerOperator: 'AND',
      filter: [
        { property: '/type', operator: '=', values: ['EVPLAN'] },
        { property: '/name', operator: 'LIKE', values: ['Network-%'] },
        { group: 'OR_group1', property: '/operation/equinixStatus', operator: '=', values: ['PROVISIONED'] },
        { group: 'OR_group1', property: '/operation/equinixStatus', operator: '=', values: ['PROVISIONING'] },
      ],
      pagination: { offset: 0, limit: 5 },
      sort: [{ direction: 'ASC', property: '/name' }],
    });
    new TerraformOutput(this, 'first_network_name', { value: networks.data.get(0).name });
    const token = new equinix.DataEquinixFabricServiceToken(this, 'service_token', { uuid: input(this, 'service_token_uuid', 'Service token to read.') });
    new TerraformOutput(this, 'token_expiration', { value: token.expirationDateTime });
    new TerraformOutput(this, 'token_supported_bandwidths', { value: token.serviceTokenConnection.get(0).supportedBandwidths });
    new TerraformOutput(this, 'token_z_side_selectors', { value: token.serviceTokenConnection.get(0).zSide.get(0).accessPointSelectors });
    const tokens = new equinix.DataEquinixFabricServiceTokens(this, 'service_tokens', {
      filter: [
        { property: '/state', operator: '=', values: ['INACTIVE'] },
        { property: '/project/projectId', operator: '=', values: [projectId(this)] },
      ],
      pagination: { offset: 0, limit: 5 },
    });
    new TerraformOutput(this, 'number_of_returned_service_tokens', { value: Fn.lengthOf(tokens.data) });
    new TerraformOutput(this, 'first_service_token_type', { value: tokens.data.get(0).type });
  }
}

export const APPS: CorpusApp[] = [
  {
    name: 'a port and a service profile, by id and by search',
    after: 'examples/data-sources/equinix_fabric_port(s)/data-source.tf, equinix_fabric_service_profile(s)/data-source.tf',
    build: (s, id) => new PortAndProfileLookups(s, id),
  },
  {
    name: 'route filters, rules, attachments and a routing protocol',
    after: 'examples/data-sources/equinix_fabric_route_filter(s), _route_filter_rule(s), _connection_route_filter(s), _routing_protocol/data-source.tf',
    build: (s, id) => new RoutingLookups(s, id),
  },
  {
    name: 'networks and service tokens, by id and by search',
    after: 'examples/data-sources/equinix_fabric_network(s)/data-source.tf, equinix_fabric_service_token(s)/data-source.tf',
    build: (s, id) => new NetworkAndTokenLookups(s, id),
  },
];
