/**
 * What the route policies of a Fabric Cloud Router (route filters, route aggregations) and its
 * routing protocols share: the connection they are attached to is a cloud router's (IP_VC, IPWAN_VC), and a
 * rule's prefix is a prefix of the policy's IP version; the routing protocols of the app, by
 * connection (a filter's or an aggregation's attachment waits for them). Each check adds at most one problem under
 * its field, under the id the caller names, and judges no token.
 */
import { parseCidr } from './addresses';
import { AppRegistry, contractIdOf, dependOn, isKnown, Problems, sameKey } from '../../../../core/l2/index';
import type { Construct, TerraformResource } from '../../../../core/l2/index';
import type { IFabricConnection } from '../../connections/fabric-connection-ref';

/** How a caller words the cloud router connection check. */
export interface CloudRouterConnectionWords {
  /** The problem id, e.g. `equinix:route-filter-connection`. */
  readonly id: string;
  /** What applies to the cloud router's connections, e.g. `a route filter applies to the connections of a Fabric Cloud Router (IP_VC, IPWAN_VC)`. */
  readonly what: string;
  /** How to fix it. */
  readonly fix: string;
  /** A connection to pass, for the message of a bare id. */
  readonly example: string;
}

/**
 * The id of a connection given at `field`, or undefined with a problem: no connection, or a
 * connection of this app whose type is neither `IP_VC` nor `IPWAN_VC` (its factory was not `cloudRouterTo...`). A
 * connection referred to by its attributes has no known type and passes.
 */
export function cloudRouterConnectionOf(p: Problems, field: string, connection: unknown, words: CloudRouterConnectionWords): string | undefined {
  const connectionId = contractIdOf(p, field, connection, { name: 'IFabricConnection', key: 'connectionId', example: words.example });
  const type: unknown = connection !== null && typeof connection === 'object' ? (connection as { connectionType?: unknown }).connectionType : undefined;
  // Both start at a cloud router (Fcr2Ip and Fcr2IpWan in the Fabric API's examples); nothing documents routing as IP_VC's only.
  if (typeof type === 'string' && isKnown(type) && type !== 'IP_VC' && type !== 'IPWAN_VC') {
    p.add(field, `is an ${type} connection; ${words.what}.`, {
      id: words.id,
      received: connection as IFabricConnection,
      allowed: 'a cloud router connection, e.g. router.connect(id, { zSide }) or FabricConnection.cloudRouterToPort',
      fix: words.fix,
    });
    return undefined;
  }
  return connectionId;
}

/** How a caller words the prefix check. */
export interface PrefixWords {
  /** The problem id, e.g. `equinix:route-filter-prefix`. */
  readonly id: string;
  /** The policy's IP version. */
  readonly version: 4 | 6;
  /** The policy's type, e.g. `BGP_IPv4_PREFIX_FILTER`. */
  readonly type: string;
  /** What the policy is, e.g. `this filter`. */
  readonly policy: string;
  /** How to fix a prefix of the other version. */
  readonly otherVersionFix: (version: 4 | 6) => string;
}

const EXAMPLE = { 4: '192.168.0.0/24', 6: '2001:db8::/48' } as const;

/**
 * Whether a known prefix is one of the policy's IP version; a problem under `field` when it is not
 * (another version, or no prefix at all). A token or a non-string passes (the caller checks the type).
 */
export function checkPrefix(p: Problems, field: string, prefix: unknown, words: PrefixWords): boolean {
  if (typeof prefix !== 'string' || !isKnown(prefix)) return true;
  const cidr = parseCidr(prefix.trim());
  if (cidr && cidr.version === words.version) return true;
  const want = words.version;
  p.add(field, cidr ? `is an IPv${cidr.version} prefix; ${words.policy} is of IPv${want} prefixes (${words.type}).` : 'is no prefix (an address and its length).', {
    id: words.id,
    received: prefix,
    allowed: `an IPv${want} prefix, e.g. ${EXAMPLE[want]}`,
    fix: cidr ? words.otherVersionFix(cidr.version) : `write the prefix in CIDR notation, e.g. ${EXAMPLE[want]}.`,
  });
  return false;
}

/** The routing protocols of the app, by connection: one direct and one BGP each. */
export const PROTOCOLS = new AppRegistry<{ readonly scope: Construct; readonly connectionId: string; readonly kind: 'DIRECT' | 'BGP' }>();

/**
 * Makes a policy's attachment wait for the routing protocols of its connection made so far in the
 * app (Equinix's examples attach route filters and aggregations once the connection's BGP is up:
 * cloud-router-2-port-connection-with-route-filters, -with-route-aggregation).
 */
export function afterRoutingProtocols(attachment: TerraformResource, connectionId: string): void {
  PROTOCOLS.entries(attachment).filter((e) => sameKey([e.connectionId], [connectionId])).forEach((e) => dependOn(attachment, e.scope));
}

/** The direct routing protocol of the app on connection `connectionId`, if one was made (`RoutingProtocol.direct`). */
export function directRoutingOf(scope: Construct, connectionId: string): Construct | undefined {
  return PROTOCOLS.entries(scope).find((e) => e.kind === 'DIRECT' && sameKey([e.connectionId], [connectionId]))?.scope;
}
