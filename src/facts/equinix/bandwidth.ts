/**
 * The speeds of Equinix Fabric connections. The Fabric API takes a whole number of Mbps up to
 * 100000 (100 Gbps); which speeds a connection may take is up to its service profile
 * (`accessPointTypeConfigs[].supportedBandwidths`, `allowCustomBandwidth`), so Fabric has no list of
 * speeds of its own. A cloud's hosted connection is sold at the speeds the cloud documents: each list
 * is here with the page that states it. Not part of the public API.
 */

/** The Fabric API spec of the Equinix SDK (its bounds of a connection's bandwidth). */
export const FABRIC_API_SPEC = 'equinix-sdk-go v0.66.0, spec/services/fabricv4/oas3.patched/openapi.yaml';

/**
 * The most Mbps the Fabric API takes for a connection: `ConnectionPostRequest.bandwidth`
 * (`minimum: 0, maximum: 100000, type: integer`, "Connection bandwidth in Mbps").
 */
export const MAX_BANDWIDTH_MBPS = 100000;

/** The speeds a cloud sells its hosted connections at, and on whose word. */
export interface CloudSpeeds {
  /** What the cloud sells, as messages name it, e.g. `AWS Direct Connect hosted connections`. */
  readonly name: string;
  /** The speeds, in Mbps, ascending. */
  readonly mbps: readonly number[];
  /** The page that lists them. */
  readonly source: string;
  /** Where on the page. */
  readonly section: string;
}

/** AWS Direct Connect hosted connections ("Port speed": 50 Mbps to 25 Gbps). */
export const AWS_DIRECT_CONNECT_SPEEDS: CloudSpeeds = {
  name: 'AWS Direct Connect hosted connections',
  mbps: [50, 100, 200, 300, 400, 500, 1000, 2000, 5000, 10000, 25000],
  source: 'https://docs.aws.amazon.com/directconnect/latest/UserGuide/hosted_connection.html',
  section: 'Port speed',
};

/** Azure ExpressRoute circuits through a connectivity provider (the FAQ's supported bandwidths). */
export const AZURE_EXPRESSROUTE_SPEEDS: CloudSpeeds = {
  name: 'Azure ExpressRoute circuits through a provider',
  mbps: [50, 100, 200, 500, 1000, 2000, 5000, 10000],
  source: 'https://learn.microsoft.com/azure/expressroute/expressroute-faqs',
  section: 'supported bandwidths',
};

/** Google Cloud Partner Interconnect VLAN attachments (their capacities). */
export const GOOGLE_PARTNER_INTERCONNECT_SPEEDS: CloudSpeeds = {
  name: 'Google Cloud Partner Interconnect VLAN attachments',
  mbps: [50, 100, 200, 300, 400, 500, 1000, 2000, 5000, 10000, 20000, 50000],
  source: 'https://cloud.google.com/network-connectivity/docs/interconnect/concepts/partner-overview',
  section: 'capacity',
};
