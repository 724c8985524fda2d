import { Address, Cidr, inSubnet, parseAddress, parseCidr, subnetOf } from './private/addresses';
import { cloudRouterConnectionOf, PROTOCOLS } from './private/route-policies';
import type { IRoutingProtocol, RoutingProtocolAttributes } from './routing-protocol-ref';
import {
  Construct, dependOn, describedAs, errorUnlessAcknowledged, idOf, isKnown, literalText, Problems, sameKey,
  throwIfProblems, wholeNumberOf,
} from '../../../core/l2/index';
import { EquinixFabricRoutingProtocol } from '../../../generated/equinix/fabric-routing-protocol/index';
import type { IFabricConnection } from '../connections/fabric-connection-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** Options of a direct routing protocol (`FabricConnection.addDirectRouting`). */
export interface DirectRoutingOptions {
  /** The Equinix side's IPv4 interface address with its prefix length, e.g. `190.1.1.1/30`. */
  readonly ipv4: string;
  /**
   * The Equinix side's IPv6 interface address with its prefix length, e.g. `190::1:1/126`.
   * @default - none: IPv4 only
   */
  readonly ipv6?: string;
  /**
   * The name of the routing protocol (letters, digits, hyphens and underscores, up to 24). Literal
   * text: it reaches the provider as written (`${` and `%{` included); pass a reference as a token,
   * e.g. a variable's `stringValue`.
   * @default - none (the provider's)
   */
  readonly name?: string;
}

/** Properties of `RoutingProtocol.direct`. */
export interface DirectRoutingProps extends DirectRoutingOptions {
  /** The cloud router connection (`FabricConnection.cloudRouterToProvider` or `cloudRouterToPort`). */
  readonly connection: IFabricConnection;
}

/** Options of a BGP routing protocol (`FabricConnection.addBgpRouting`). */
export interface BgpRoutingOptions {
  /** Your ASN, e.g. `4532`. */
  readonly customerAsn: number;
  /**
   * Your router's IPv4 peer address, in the direct IPv4 subnet, e.g. `190.1.1.2`.
   * @default - no IPv4 session (one of customerPeerIpv4 and customerPeerIpv6 is required)
   */
  readonly customerPeerIpv4?: string;
  /**
   * Your router's IPv6 peer address, in the direct IPv6 subnet, e.g. `190::1:2`.
   * @default - no IPv6 session
   */
  readonly customerPeerIpv6?: string;
  /**
   * The MD5 key of the BGP sessions (a secret: pass a reference, e.g. a sensitive variable; a
   * literal is an error unless acknowledged, `Checks.of(scope).acknowledge('equinix:literal-bgp-key', reason)`).
   * @default - none
   */
  readonly bgpAuthKey?: string;
  /**
   * The name of the routing protocol (letters, digits, hyphens and underscores, up to 24). Literal
   * text: it reaches the provider as written (`${` and `%{` included); pass a reference as a token,
   * e.g. a variable's `stringValue`.
   * @default - none (the provider's)
   */
  readonly name?: string;
}

/** Properties of `RoutingProtocol.bgp`. */
export interface BgpRoutingProps extends BgpRoutingOptions {
  /** The direct routing protocol of the connection (`RoutingProtocol.direct`): BGP runs over its subnet, after it. */
  readonly direct: RoutingProtocol;
}

type Kind = 'DIRECT' | 'BGP';

/**
 * A routing protocol of a cloud router connection (`equinix_fabric_routing_protocol`): first the
 * direct one, the Equinix side's interface addresses (`RoutingProtocol.direct`), then BGP over it
 * (`RoutingProtocol.bgp`, which takes the direct one, waits for it and peers inside its subnets).
 *
 * ```ts
 * const direct = RoutingProtocol.direct(this, 'Direct', { connection, ipv4: '190.1.1.1/30', ipv6: '190::1:1/126' });
 * RoutingProtocol.bgp(this, 'Bgp', { direct, customerAsn: 4532, customerPeerIpv4: '190.1.1.2', customerPeerIpv6: '190::1:2' });
 * ```
 *
 * A connection has one of each.
 *
 * @resource equinix_fabric_routing_protocol
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_routing_protocol
 */
export class RoutingProtocol extends Construct implements IRoutingProtocol {
  /**
   * The direct routing protocol of a connection: the Equinix side's interface addresses.
   * @param scope the scope
   * @param id a scoped id
   * @param props the connection and the addresses
   */
  public static direct(scope: Construct, id: string, props: DirectRoutingProps): RoutingProtocol {
    return new RoutingProtocol(scope, id, props, 'DIRECT');
  }

  /**
   * The BGP routing protocol of a connection, over its direct one (made first: `depends_on`).
   * @param scope the scope
   * @param id a scoped id
   * @param props the direct routing protocol, the ASN and the peer addresses
   */
  public static bgp(scope: Construct, id: string, props: BgpRoutingProps): RoutingProtocol {
    return new RoutingProtocol(scope, id, props, 'BGP');
  }

  /**
   * Refers to an existing routing protocol by its id, without reading Equinix.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the routing protocol
   */
  public static fromRoutingProtocolAttributes(scope: Construct, id: string, attrs: RoutingProtocolAttributes): IRoutingProtocol {
    return new ImportedRoutingProtocol(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: EquinixFabricRoutingProtocol;
  /** The type: `DIRECT` or `BGP`. */
  public readonly protocolType: string;
  /** The id of the connection. */
  private readonly connectionId: string;
  /** The direct subnets, for a direct protocol with known addresses. */
  private readonly subnets: { readonly ipv4?: Cidr; readonly ipv6?: Cidr; readonly hasIpv6: boolean };

  private constructor(scope: Construct, id: string, props: DirectRoutingProps | BgpRoutingProps, kind: Kind) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, kind === 'DIRECT' ? 'DirectRoutingProps' : 'BgpRoutingProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    p.strings(props, { name: 'the name of the routing protocol' });
    let connectionId: string | undefined;
    let direct: RoutingProtocol | undefined;
    let subnets: RoutingProtocol['subnets'] = { hasIpv6: false };
    if (kind === 'DIRECT') {
      const d = props as DirectRoutingProps;
      connectionId = cloudRouterConnectionOf(p, 'connection', d.connection, {
        id: 'equinix:routing-protocol-connection',
        what: 'routing protocols are those of a Fabric Cloud Router\'s connections (IP_VC, IPWAN_VC)',
        fix: 'make the connection from a cloud router (FabricConnection.cloudRouterToPort), or configure routing on your own router for a layer-2 connection.',
        example: 'FabricConnection.cloudRouterToProvider(this, \'Aws\', { ... })',
      });
      subnets = { ipv4: cidrOf(p, 'ipv4', d.ipv4, 4, true), ipv6: cidrOf(p, 'ipv6', d.ipv6, 6, false), hasIpv6: d.ipv6 !== undefined && d.ipv6 !== null };
    } else {
      const b = props as BgpRoutingProps;
      direct = directOf(p, b.direct);
      connectionId = direct?.connectionId;
      wholeNumberOf(p, 'customerAsn', b.customerAsn, { min: 1, max: 4294967295 });
      if (b.customerAsn === undefined || b.customerAsn === null) p.required(b, ['customerAsn'], { customerAsn: 'your ASN, e.g. 4532' });
      const none = (v: unknown) => v === undefined || v === null;
      if (none(b.customerPeerIpv4) && none(b.customerPeerIpv6)) {
        p.add('customerPeerIpv4', 'is required when customerPeerIpv6 is not set: a BGP protocol has a session.', {
          id: 'l2:required', received: b.customerPeerIpv4, allowed: 'your router\'s IPv4 address in the direct subnet, e.g. 190.1.1.2', fix: 'set customerPeerIpv4, customerPeerIpv6 or both.',
        });
      }
      if (direct) {
        peerOf(p, 'customerPeerIpv4', b.customerPeerIpv4, 4, direct.subnets.ipv4, true);
        peerOf(p, 'customerPeerIpv6', b.customerPeerIpv6, 6, direct.subnets.ipv6, direct.subnets.hasIpv6);
      }
      authKey(this, b.bgpAuthKey);
    }
    if (connectionId !== undefined) {
      const twin = PROTOCOLS.others(this, (e) => e.kind === kind && sameKey([e.connectionId], [connectionId]))[0];
      if (twin) {
        p.add(kind === 'DIRECT' ? 'connection' : 'direct', `names a connection that already has a ${kind} routing protocol (${twin.scope.node.path}): a connection has one direct and one BGP routing protocol.`, {
          id: 'equinix:routing-protocol-per-connection',
          received: kind === 'DIRECT' ? (props as DirectRoutingProps).connection : (props as BgpRoutingProps).direct,
          allowed: `one ${kind} routing protocol per connection`,
          fix: `change ${twin.scope.node.path} instead of adding another, or name another connection.`,
        });
      }
    }
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.protocolType = kind;
    this.connectionId = connectionId!;
    this.subnets = subnets;
    PROTOCOLS.register({ scope: this, connectionId: this.connectionId, kind });
    const name = props.name === undefined || props.name === null ? {} : { name: literalText(props.name) };
    if (kind === 'DIRECT') {
      const d = props as DirectRoutingProps;
      this.resource = new EquinixFabricRoutingProtocol(this, 'Default', {
        connectionUuid: this.connectionId,
        type: 'DIRECT',
        ...name,
        directIpv4: [{ equinixIfaceIp: d.ipv4 }],
        ...(d.ipv6 !== undefined && d.ipv6 !== null ? { directIpv6: [{ equinixIfaceIp: d.ipv6 }] } : {}),
      });
    } else {
      const b = props as BgpRoutingProps;
      const set = (v: unknown): v is string => v !== undefined && v !== null;
      this.resource = new EquinixFabricRoutingProtocol(this, 'Default', {
        connectionUuid: this.connectionId,
        type: 'BGP',
        ...name,
        ...(set(b.customerPeerIpv4) ? { bgpIpv4: [{ customerPeerIp: b.customerPeerIpv4, enabled: true }] } : {}),
        ...(set(b.customerPeerIpv6) ? { bgpIpv6: [{ customerPeerIp: b.customerPeerIpv6, enabled: true }] } : {}),
        customerAsn: b.customerAsn,
        ...(set(b.bgpAuthKey) ? { bgpAuthKey: b.bgpAuthKey } : {}),
      });
      dependOn(this.resource, direct);
    }
  }

  /** The id (uuid) of the routing protocol. */
  public get routingProtocolId(): string {
    return this.resource.id;
  }
}

const FIX_L1 = 'the L1 takes any: override it on the resource (resource.addOverride)';

/** An interface address with its prefix length at `field` (a token as it is), or a problem. */
function cidrOf(p: Problems, field: string, v: unknown, version: 4 | 6, required: boolean): Cidr | undefined {
  const example = version === 4 ? '190.1.1.1/30' : '190::1:1/126';
  if (v === undefined || v === null) {
    if (required) idOf(p, field, v, `the Equinix side's IPv${version} address with its prefix length, e.g. ${example}`);
    return undefined;
  }
  if (typeof v === 'string' && !isKnown(v)) return undefined;
  const cidr = typeof v === 'string' ? parseCidr(v.trim()) : undefined;
  if (cidr && cidr.version === version) return cidr;
  p.add(field, `is no IPv${version} address with a prefix length.`, {
    id: 'equinix:direct-address',
    received: v,
    allowed: `an IPv${version} address and its prefix length, e.g. ${example}`,
    fix: `write the Equinix side's address in CIDR notation, e.g. ${example}; ${FIX_L1}.`,
  });
  return undefined;
}

/** The direct routing protocol a BGP one is given, or a problem. */
function directOf(p: Problems, v: unknown): RoutingProtocol | undefined {
  if (v instanceof RoutingProtocol && v.protocolType === 'DIRECT') return v;
  const unset = v === undefined || v === null;
  p.add('direct', unset ? 'is required: BGP runs over the direct routing protocol of the connection, made first.'
    : v instanceof RoutingProtocol ? 'is a BGP routing protocol: BGP runs over the direct one of the connection.' : 'expected the RoutingProtocol.direct of the connection.', {
    id: unset ? 'l2:required' : 'equinix:bgp-after-direct',
    received: v,
    allowed: 'the direct routing protocol of the connection: RoutingProtocol.direct(this, \'Direct\', { connection, ipv4 })',
    fix: 'make the direct routing protocol first and pass it: direct: RoutingProtocol.direct(this, \'Direct\', { connection, ipv4: \'190.1.1.1/30\' }).',
  });
  return undefined;
}

/** A problem when a known peer address is no address of its version, outside the direct subnet, or the direct address itself. */
function peerOf(p: Problems, field: string, v: unknown, version: 4 | 6, subnet: Cidr | undefined, directHas: boolean): void {
  if (v === undefined || v === null || (typeof v === 'string' && !isKnown(v))) return;
  const example = version === 4 ? '190.1.1.2' : '190::1:2';
  const a: Address | undefined = typeof v === 'string' ? parseAddress(v.trim()) : undefined;
  if (!a || a.version !== version) {
    p.add(field, `is no IPv${version} address.`, { id: 'equinix:bgp-peer-address', received: v, allowed: `an IPv${version} address, e.g. ${example}`, fix: `write your router's address, e.g. ${example}.` });
    return;
  }
  if (!directHas) {
    p.add(field, `is set, but the direct routing protocol has no IPv${version} address: the peer must be in its directly connected subnet.`, {
      id: 'equinix:bgp-peer-subnet', received: v, allowed: `no IPv${version} session, or an ipv${version} on the direct routing protocol`, fix: `set ipv${version} on the direct routing protocol, or remove ${field}.`,
    });
    return;
  }
  if (subnet === undefined) return;
  if (!inSubnet(subnet, a)) {
    p.add(field, `is outside the direct subnet ${subnetOf(subnet)}: BGP peers with your router in the directly connected subnet.`, {
      id: 'equinix:bgp-peer-subnet', received: v, allowed: `an address of ${subnetOf(subnet)} other than the Equinix side's`, fix: `write your router's address in ${subnetOf(subnet)}, or change the direct address; ${FIX_L1}.`,
    });
  } else if (a.value === subnet.value) {
    p.add(field, 'is the Equinix side\'s own address of the direct routing protocol: the peer is your router, at the other end of the subnet.', {
      id: 'equinix:bgp-peer-subnet', received: v, allowed: `an address of ${subnetOf(subnet)} other than the Equinix side's`, fix: `write your router's address in ${subnetOf(subnet)}.`,
    });
  }
}

/** A literal BGP key is an error at synth unless acknowledged. */
function authKey(scope: Construct, v: unknown): void {
  if (v === undefined || v === null || (typeof v === 'string' && !isKnown(v))) return;
  errorUnlessAcknowledged(scope, 'equinix:literal-bgp-key', () => {
    const own = new Problems();
    own.add('bgpAuthKey', 'is a literal secret: it would be stored in the Terraform configuration.', {
      id: 'equinix:literal-bgp-key',
      received: v,
      sensitive: true,
      allowed: 'a reference: a sensitive variable\'s stringValue',
      fix: 'pass the key as a reference, or acknowledge it: Checks.of(scope).acknowledge(\'equinix:literal-bgp-key\', reason).',
    });
    return own.list;
  });
}

/**
 * An existing routing protocol known by its id (nothing is read from Equinix): what
 * `RoutingProtocol.fromRoutingProtocolAttributes` returns.
 */
class ImportedRoutingProtocol extends Construct implements IRoutingProtocol {
  /** The id of the routing protocol. */
  public readonly routingProtocolId: string;

  constructor(scope: Construct, id: string, attrs: RoutingProtocolAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'RoutingProtocolAttributes');
    const p = new Problems();
    idOf(p, 'routingProtocolId', attrs.routingProtocolId, 'the id (uuid) of the routing protocol');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.routingProtocolId = attrs.routingProtocolId;
  }
}
describedAs(ImportedRoutingProtocol, 'IRoutingProtocol');
