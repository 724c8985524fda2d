/**
 * The rules of the Fabric routing L2s (the cloud router and the routing protocols of its connections), one record each, on
 * whose word: the provider's code (`enforcedBy`), its documentation or the API's specification only
 * (`documentedIn`: an error with `level: 'error'`), or the L2's own contract. Each is checked where
 * the value is bound or the construct is built, so none carries a `check`. The name's length (1 to
 * 24) and the router type (`XF_ROUTER`) are the L1's value checks (spec/equinix/values.json), never
 * repeated here.
 */
import type { PropRule } from '../../../../core/l2/index';
import { FABRIC_API_SPEC } from '../../../../facts/equinix/bandwidth';

/** Every rule of the routing L2s, with its id (the problem or warning id it reports under). */
export const ROUTING_RULES: ReadonlyArray<PropRule<unknown> & { readonly id: string }> = [
  {
    id: 'equinix:cloud-router-package',
    name: 'a cloud router\'s package is one the API sells',
    documentedIn: `${FABRIC_API_SPEC}: CloudRouterPostRequestPackage.code (enum LAB, BASIC, STANDARD, ADVANCED, PREMIUM); the provider's schema takes any string (equinix/resource_fabric_cloud_router.go: fabricCloudRouterPackageSch)`,
    level: 'error',
  },
  {
    id: 'equinix:direct-address',
    name: 'a direct address is an address of its version with a prefix length',
    documentedIn: `${FABRIC_API_SPEC}: DirectConnectionIpv4.equinixIfaceIp ("Equinix side Interface IP address", example 192.168.100.0/30) and DirectConnectionIpv6; docs/resources/fabric_routing_protocol.md (direct_ipv4.equinix_iface_ip = "190.1.1.1/30", direct_ipv6 "190::1:1/126"); https://docs.equinix.com/fabric-cloud-router/bgp/fcr-bgp (Routing Details - Direct: "an Equinix-side IPv4 address using CIDR notation")`,
    level: 'error',
  },
  {
    id: 'equinix:bgp-peer-address',
    name: 'a BGP peer address is an address of its version',
    documentedIn: `${FABRIC_API_SPEC}: BGPConnectionIpv4.customerPeerIp ("Customer side peering ip", example 10.1.1.2) and BGPConnectionIpv6 (example 2001:db8:c59b::1)`,
    level: 'error',
  },
  {
    id: 'equinix:bgp-peer-subnet',
    name: 'a BGP peer is in the direct subnet, and is not the direct address',
    documentedIn: 'https://docs.equinix.com/fabric-cloud-router/bgp/fcr-bgp ("Each virtual connection created from the FCR requires configuration of a local (FCR) and remote peer IP address for each IP protocol version used on the connection": the direct address is the local one, the peer the remote one of its subnet); '
      + 'docs/resources/fabric_routing_protocol.md and equinix/resource_fabric_routing_protocol_acc_test.go (direct 190.1.1.1/30 and 190::1:1/126, peers 190.1.1.2 and 190::1:2)',
    level: 'error',
  },
  {
    id: 'equinix:bgp-after-direct',
    name: 'BGP runs over the direct routing protocol, made first',
    documentedIn: 'docs/resources/fabric_routing_protocol.md ("BGP Routing Protocol (Requires Direct Routing Protocol Created First)"; "Direct and BGP Routing Protocol (Requires Depends On to Handle Synchronization)": depends_on the direct one); modules/cloud-router-routing-protocols/main.tf of terraform-equinix-fabric (the bgp resource depends_on the direct one)',
    level: 'error',
  },
  {
    id: 'equinix:routing-protocol-per-connection',
    name: 'a connection has one direct and one BGP routing protocol',
    documentedIn: 'modules/cloud-router-routing-protocols/main.tf of terraform-equinix-fabric (one direct and at most one bgp resource per connection_uuid); https://docs.equinix.com/fabric-cloud-router/bgp/fcr-bgp (a connection\'s Routing Details: one Direct and one BGP section)',
    level: 'error',
  },
  {
    id: 'equinix:literal-bgp-key',
    name: 'a BGP key is no literal',
    contract: 'product policy (an error unless acknowledged): the key authenticates the BGP sessions (MD5, RFC 2385); the provider does not mark bgp_auth_key sensitive at v5.1.0 (equinix/resource_fabric_routing_protocol.go: createFabricRoutingProtocolResourceSchema), the L1 treats it as a secret',
  },
  {
    id: 'equinix:routing-protocol-connection',
    name: 'a routing protocol is on a cloud router connection',
    documentedIn: 'docs/resources/fabric_routing_protocol.md (Getting Started: https://docs.equinix.com/fabric-cloud-router/connections/fcr-connect-azureqc/; the routing of Fabric Cloud Router connections); https://docs.equinix.com/fabric-cloud-router/bgp/fcr-bgp ("Once you have created a connection on your Fabric Cloud Router, you can configure its routing")',
    level: 'error',
  },
  {
    id: 'equinix:route-filter-rules',
    name: 'a route filter has a rule',
    documentedIn: 'https://docs.equinix.com/fabric-cloud-router/bgp/fcr-route-filters/ (a route filter permits the prefixes of its rules; routes no rule matches are denied: not_matched_rule_action of docs/resources/fabric_route_filter.md)',
    level: 'error',
  },
  {
    id: 'equinix:route-filter-prefix',
    name: 'a rule\'s prefix is a prefix of its filter\'s IP version',
    documentedIn: `${FABRIC_API_SPEC}: RouteFilterRulesBase.prefix (example 192.168.0.0/24); docs/resources/fabric_route_filter.md (type: BGP_IPv4_PREFIX_FILTER or BGP_IPv6_PREFIX_FILTER) and docs/resources/fabric_route_filter_rule.md (type, read-only: BGP_IPv4_PREFIX_FILTER_RULE or BGP_IPv6_PREFIX_FILTER_RULE, the filter's)`,
    level: 'error',
  },
  {
    id: 'equinix:route-filter-connection',
    name: 'a route filter is attached to a cloud router connection',
    documentedIn: 'docs/resources/fabric_connection_route_filter.md (Getting Started: https://docs.equinix.com/fabric-cloud-router/bgp/fcr-route-filters/, route filters of the BGP sessions of Fabric Cloud Router connections); only IP_VC connections have BGP (docs/resources/fabric_routing_protocol.md)',
    level: 'error',
  },
  {
    id: 'equinix:route-aggregation-prefix',
    name: 'a route aggregation rule\'s prefix is an IPv4 prefix',
    documentedIn: `${FABRIC_API_SPEC}: RouteAggregationRulesBase.prefix (example 192.168.0.0/24), RouteAggregationRulesData.type (enum BGP_IPv4_PREFIX_AGGREGATION_RULE only) and ConnectionRouteAggregationData.type (enum BGP_IPv4_PREFIX_AGGREGATION only); docs/resources/fabric_route_aggregation_rule.md (prefix "192.168.0.0/24"); the L2 makes IPv4 aggregations, an IPv6 one is the L1's`,
    level: 'error',
  },
  {
    id: 'equinix:route-aggregation-prefix-unique',
    name: 'an aggregation has one rule per prefix',
    documentedIn: 'modules/cloud-router-route-aggregations/main.tf of terraform-equinix-fabric (the rules are keyed by prefix: for_each = { for rule in var.route_aggregation_rules : rule.prefix => rule }, where a repeated prefix is a duplicate key)',
    level: 'error',
  },
  {
    id: 'equinix:route-aggregation-connection',
    name: 'a route aggregation is attached to a cloud router connection',
    documentedIn: 'examples/cloud-router-2-port-connection-with-route-aggregation of terraform-equinix-fabric and internal/resources/fabric/connectionrouteaggregation/resource_test.go (testAccFabricConnectionRouteAggregationConfig: an IP_VC connection with a CLOUD_ROUTER A side, after its direct and BGP routing protocols); only IP_VC connections have BGP (docs/resources/fabric_routing_protocol.md)',
    level: 'error',
  },
  {
    id: 'equinix:route-aggregation-attached-twice',
    name: 'an aggregation is attached to a connection once',
    contract: 'the attachment is one API object per connection and aggregation (PUT /fabric/v4/connections/{connectionId}/routeAggregations/{routeAggregationId}); two equinix_fabric_connection_route_aggregation resources would detach it for each other on destroy',
  },
];
