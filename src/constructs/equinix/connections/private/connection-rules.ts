/**
 * The rules of the Fabric connection L2s (bandwidth, term, link protocol, notifications, access
 * points, connections), one record each, on whose word: the provider's code (`enforcedBy`), its
 * documentation or the API's specification only (`documentedIn`: an error with `level: 'error'`,
 * else advice under its `warningId`), or the L2's own contract. Each is checked where the value is
 * bound (`_bind`) or where the connection is built, so none carries a `check`. The VLAN range (2 to
 * 4092), the term range (1 to 36), the peering types and the type rules of the L1
 * (src/rules/equinix/fabric-connection.ts) are the L1's, never repeated here; the L1 has no value
 * check of the bandwidth (spec/equinix/values.json), so its bounds are the L2's.
 */
import type { PropRule } from '../../../../core/l2/index';
import {
  AWS_DIRECT_CONNECT_SPEEDS, AZURE_EXPRESSROUTE_SPEEDS, CloudSpeeds, FABRIC_API_SPEC, GOOGLE_PARTNER_INTERCONNECT_SPEEDS, MAX_BANDWIDTH_MBPS,
} from '../../../../facts/equinix/bandwidth';

/** The terms of an order the provider documents, in months. */
export const TERM_LENGTHS_MONTHS: readonly number[] = [1, 12, 24, 36];

/** How messages write a speed: `50 Mbps`, `10 Gbps`. */
export function speed(mbps: number): string {
  return mbps >= 1000 && mbps % 1000 === 0 ? `${mbps / 1000} Gbps` : `${mbps} Mbps`;
}

/** Where a cloud's list of speeds is stated. */
const stated = (c: CloudSpeeds) => `${c.source} (${c.section}: ${c.mbps.map(speed).join(', ')})`;

const SCHEMA = 'internal/resources/fabric/connection/resource_schema.go';
const DOC = 'docs/resources/fabric_connection.md';

/** Every rule of the connection L2s, with its id (the problem or warning id it reports under). */
export const CONNECTION_RULES: ReadonlyArray<PropRule<unknown> & { readonly id: string }> = [
  {
    id: 'equinix:bandwidth-whole',
    name: 'a bandwidth is a whole number of Mbps',
    enforcedBy: `${SCHEMA}: fabricConnectionResourceSchema (bandwidth schema.TypeInt, "Connection bandwidth in Mbps")`,
  },
  {
    id: 'equinix:bandwidth-number',
    name: 'a bandwidth is a number',
    enforcedBy: `${SCHEMA}: fabricConnectionResourceSchema (bandwidth schema.TypeInt)`,
  },
  {
    id: 'equinix:bandwidth-positive',
    name: 'a bandwidth is more than 0 Mbps',
    documentedIn: `${DOC}: bandwidth ("Connection bandwidth in Mbps"; every example is 50 Mbps or more)`,
    level: 'error',
  },
  {
    id: 'equinix:bandwidth-token-gbps',
    name: 'a bandwidth token is in Mbps',
    contract: 'the L2 converts Gbps to the Mbps the provider takes, which it cannot do for a token',
  },
  {
    id: 'equinix:bandwidth-max',
    name: 'a bandwidth is at most 100 Gbps',
    documentedIn: `${FABRIC_API_SPEC}: ConnectionPostRequest.bandwidth (maximum: ${MAX_BANDWIDTH_MBPS}, "Connection bandwidth in Mbps"); the provider's schema takes any integer`,
    level: 'error',
  },
  {
    id: 'equinix:bandwidth-tier',
    name: 'a bandwidth to a cloud is a speed the cloud sells',
    summary: 'a connection whose Z side is a cloud\'s hosted connection warns when its bandwidth is no speed of that cloud\'s list; '
      + 'other connections have no list: the speeds are the service profile\'s or port\'s (accessPointTypeConfigs[].supportedBandwidths, allowCustomBandwidth in the API spec)',
    documentedIn: `AWS: ${stated(AWS_DIRECT_CONNECT_SPEEDS)}; Azure: ${stated(AZURE_EXPRESSROUTE_SPEEDS)}; Google: ${stated(GOOGLE_PARTNER_INTERCONNECT_SPEEDS)}`,
    warningId: 'equinix:bandwidth-tier',
  },
  {
    id: 'equinix:term-length',
    name: 'a term is 1, 12, 24 or 36 months',
    documentedIn: 'internal/fabric/schema/fabric_common_schemas.go: OrderSch (term_length "valid values are 1, 12, 24, 36"; the validation takes 1 to 36)',
    level: 'error',
  },
  {
    id: 'equinix:vlan-tag-number',
    name: 'a VLAN tag is a number',
    enforcedBy: `${SCHEMA}: accessPointLinkProtocolSch (vlan_tag, vlan_s_tag, vlan_c_tag schema.TypeInt)`,
  },
  {
    id: 'equinix:notification-emails-empty',
    name: 'notifications name an address',
    documentedIn: 'internal/fabric/schema/fabric_common_schemas.go: NotificationSch (emails required, "Array of contact emails")',
    level: 'error',
  },
  {
    id: 'equinix:link-protocol',
    name: 'a port\'s link protocol is a LinkProtocol',
    contract: 'the L2 renders the type and the tags from a LinkProtocol; anything else is no link protocol',
  },
  {
    id: 'equinix:aws-account-id',
    name: 'an AWS account id is 12 digits',
    documentedIn: 'docs/resources/fabric_connection.md: Port to AWS example (authentication_key = "<aws_account_id>"); AWS writes account ids as 12 digits (AWS Account Management: "a 12-digit number")',
    level: 'error',
  },
  {
    id: 'equinix:oracle-virtual-circuit-id',
    name: 'an Oracle FastConnect key is the OCID of a virtual circuit',
    documentedIn: 'terraform-equinix-fabric examples/port-2-oracle-connection and cloud-router-2-oracle-connection (zside_ap_authentication_key = oci_core_virtual_circuit.<name>.id); '
      + 'Oracle Cloud Infrastructure, Resource Identifiers: an OCID is ocid1.<resource type>.<realm>.[region][.future use].<unique id>, the type of a FastConnect virtual circuit virtualcircuit',
    level: 'error',
  },
  {
    id: 'equinix:seller-region-required',
    name: 'Oracle FastConnect and IBM Direct Link name their region',
    documentedIn: 'terraform-equinix-fabric examples/port-2-oracle-connection (zside_seller_region = var.oracle_region, e.g. us-sanjose-1) and port-2-ibm1-connection, port-2-ibm2-connection '
      + '(zside_seller_region, a variable without default: "San Jose 2"); the Fabric API spec\'s examples Fcr2Sp-Oracle (sellerRegion us-ashburn-1) and Fcr2Sp-IBM (sellerRegion San Jose 2)',
    level: 'error',
  },
  {
    id: 'equinix:internet-access-connection',
    name: 'an Equinix Internet Access Z side is reached from a virtual device (IA_VC)',
    contract: 'virtualDeviceToProvider makes IA_VC to an IA_PROFILE, as terraform-equinix-fabric examples/virtual-device-2-eia-connection (connection_type = "IA_VC", aside_vd_type = "EDGE", zside_ap_profile_type = "IA_PROFILE") '
      + 'and the Fabric API spec\'s Vd2IAProfile-Request; no other factory makes IA_VC, so none takes internet access',
  },
  {
    id: 'equinix:literal-service-key',
    name: 'an Azure service key is no literal',
    contract: 'product policy (an error unless acknowledged): the service key of an ExpressRoute circuit authorizes connections to it (Azure calls it a secret to share only with the provider); the provider does not mark authentication_key sensitive',
  },
  {
    id: 'equinix:connection-value',
    name: 'a connection\'s values are the classes they name',
    contract: 'the connection binds a Bandwidth, Notifications, TermLength and AccessPoints; anything else renders nothing',
  },
  {
    id: 'equinix:connection-a-side',
    name: 'the A side is of the kind the factory names',
    contract: 'the factories are named for their ends: the A side of portTo... is a port of yours, or a service token that stands for one; that of cloudRouterTo... a Fabric Cloud Router, '
      + 'of virtualDeviceTo... a virtual device, of serviceTokenTo... a service token (a side of its own: the service_token block, no access point)',
  },
  {
    id: 'equinix:connection-z-side',
    name: 'the Z side is of the kind the factory names',
    contract: 'each factory fixes the connection type from its ends (private/connection-kinds.ts): portToProvider a service provider (EVPL_VC), portToPort a port (EVPL_VC, EPL_VC, ACCESS_EPL_VC), portToNetwork a network (EVPLAN_VC, EPLAN_VC); '
      + 'cloudRouterTo... IP_VC (docs/resources/fabric_connection.md: the "Cloud Router to Port" and "Cloud Router to Azure" examples, type = "IP_VC" with a CLOUD_ROUTER A side), cloudRouterToNetwork IPWAN_VC ("Cloud Router to Network Connection"); '
      + 'virtualDeviceTo... EVPL_VC ("Virtual Device to Port", "to Service Token", "to Azure"), EVPLAN_VC to a network ("Virtual Device to Network"), IA_VC to internet access; serviceTokenTo... EVPL_VC ("Service Token to AWS Connection")',
  },
  {
    id: 'equinix:epl-link-protocol',
    name: 'an EPL type has no link protocol on the sides it takes whole',
    documentedIn: `${DOC}: the "Port to Port EPL Connection" example (no link_protocol on either side), the "Port to Port ACCESS_EPL_VC Connection" example (a QINQ A side, no link_protocol on the Z side) and the "EPLAN Port to Network Connection" example (none on the port)`,
    level: 'error',
  },
  {
    id: 'equinix:link-protocol-encapsulation',
    name: 'a port side\'s link protocol is of the port\'s encapsulation (at synth when it is known, at plan when a lookup reads it)',
    documentedIn: `terraform-equinix-fabric modules/cloud-router-connection/main.tf and modules/metal-connection/main.tf (link_protocol.type = one(<port>.encapsulation).type, vlan_tag for DOT1Q, vlan_s_tag and vlan_c_tag for QINQ); SimplifiedLinkProtocol in ${FABRIC_API_SPEC} ("vlanTag value specified for DOT1Q connections", vlanSTag and vlanCTag "specified for QINQ connections")`,
    level: 'error',
  },
  {
    id: 'equinix:port-vlan-unique',
    name: 'one connection per port and VLAN in an app',
    documentedIn: `${FABRIC_API_SPEC}: the 400 examples of POST /fabric/v4/connections (EQ-3142102 "Connection has duplicate buyer-side VLAN ID for port", property /aSide/accessPoint/linkProtocol)`,
    level: 'error',
  },
  {
    id: 'equinix:redundant-pair-same-port',
    name: 'the two connections of a redundant pair are on two ports',
    documentedIn: 'terraform-equinix-fabric examples/port-2-azure-redundant-connections (aside_port_name and aside_secondary_port_name: a primary and a secondary port) and modules/port-connection/main.tf (the secondary connection reads aside_secondary_port_name); the secondary names the primary\'s group (redundancy.group = one(<primary>.redundancy).group, terraform-provider-equinix issue 487)',
    level: 'error',
  },
];
