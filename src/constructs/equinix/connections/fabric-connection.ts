import { AccessPoint } from './access-point';
import { Bandwidth } from './bandwidth';
import type { FabricConnectionAttributes, IFabricConnection } from './fabric-connection-ref';
import { Notifications } from './notifications';
import { cloudSpeed, epl, internetAccess, refuseKey, samePort, sideKind, valueOf } from './private/connection-checks';
import { factoriesFor, Kind, SIDES, typeOf } from './private/connection-kinds';
import { ImportedFabricConnection } from './private/imported-fabric-connection';
import { checkPortVlans, claimPortVlans } from './private/port-vlans';
import { TermLength } from './term-length';
import {
  answerLiteralSecret, BindContext, Construct, idOf, keyValues, literalKeys, literalText, memberOf, Problems,
  stringMapOf, throwIfProblems,
} from '../../../core/l2/index';
import { EquinixFabricConnection, EquinixFabricConnectionASide, EquinixFabricConnectionRedundancy, EquinixFabricConnectionZSide } from '../../../generated/equinix/fabric-connection/index';
import { OPTIONS } from '../private/option-keys.generated';
import { directRoutingOf } from '../routing/private/route-policies';
import { BgpRoutingOptions, DirectRoutingOptions, RoutingProtocol } from '../routing/routing-protocol';

/** The connection types of `FabricConnection.portToPort`. */
export enum PortToPortType {
  /** A virtual connection tagged on both ports (the default). */
  EVPL_VC = 'EVPL_VC',
  /** The whole of both ports: no link protocol on either side. */
  EPL_VC = 'EPL_VC',
  /** The whole Z-side port, a tagged A side: no link protocol on the Z side. */
  ACCESS_EPL_VC = 'ACCESS_EPL_VC',
}

/** What every Fabric connection is given besides its ends. */
export interface FabricConnectionOptions {
  /**
   * The name of the connection. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /** The bandwidth: `Bandwidth.mbps(50)`, `Bandwidth.gbps(10)`. */
  readonly bandwidth: Bandwidth;
  /** Who is notified of changes: `Notifications.emails(['noc@example.com'])`. */
  readonly notifications: Notifications;
  /**
   * The term of the order.
   * @default - the provider's default: 1 month, on demand
   */
  readonly termLength?: TermLength;
  /**
   * The purchase order number of the order.
   * @default - none
   */
  readonly purchaseOrderNumber?: string;
  /**
   * The id of the Fabric project the connection belongs to.
   * @default - the default project of the credentials
   */
  readonly projectId?: string;
  /**
   * Additional information the service provider asks for, key to value (rendered as the provider's
   * key/value list, by key). Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`. AWS's `accessKey` and
   * `secretKey` are secrets, which the provider does not mark sensitive: pass tokens (a literal
   * warns, `rule:equinix_fabric_connection/literal-aws-credential`).
   * @default - none
   */
  readonly additionalInfo?: { [key: string]: string };
}

/** Properties of a Fabric connection between two access points. */
export interface FabricConnectionProps extends FabricConnectionOptions {
  /** The A side, of the kind the factory names: a port of yours (`AccessPoint.port`), a service token, a virtual device or a cloud router. */
  readonly aSide: AccessPoint;
  /** The Z side, of the kind the factory names. */
  readonly zSide: AccessPoint;
}

/** Properties of `FabricConnection.portToPort`. */
export interface PortToPortProps extends FabricConnectionProps {
  /**
   * The connection type.
   * @default PortToPortType.EVPL_VC
   */
  readonly type?: PortToPortType;
}

/** Properties of `FabricConnection.redundantPair`. */
export interface RedundantFabricConnectionProps extends FabricConnectionOptions {
  /** The A side of the primary connection: a port of yours (`AccessPoint.port`). */
  readonly primaryASide: AccessPoint;
  /** The A side of the secondary connection: another port (`AccessPoint.port`). */
  readonly secondaryASide: AccessPoint;
  /** The Z side of both (one service key for both connections of an Azure circuit). */
  readonly zSide: AccessPoint;
  /**
   * The name of the secondary connection. Literal text: it reaches the provider as written (`${` and
   * `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - the name, then `-secondary`
   */
  readonly secondaryName?: string;
}

/** The two connections of `FabricConnection.redundantPair`. */
export interface RedundantFabricConnections {
  /** The primary connection (`PRIMARY`). */
  readonly primary: FabricConnection;
  /** The secondary connection (`SECONDARY`, in the primary's redundancy group). */
  readonly secondary: FabricConnection;
}

/**
 * An Equinix Fabric connection (`equinix_fabric_connection`) between a port of yours, a service
 * token, a Network Edge virtual device or a Fabric Cloud Router and a service provider, a port, a
 * virtual device, a service token or a Fabric network. Each factory is named for its ends and fixes
 * the connection type from them:
 *
 * ```ts
 * const port = Port.fromName(this, 'Port', '200001-SV1-CX-Primary-01');
 * FabricConnection.portToProvider(this, 'Aws', {
 *   name: 'Port2Aws', bandwidth: Bandwidth.mbps(50), notifications: Notifications.emails(['noc@example.com']),
 *   aSide: AccessPoint.port(port, { linkProtocol: LinkProtocol.qinq(2019, 2112) }),
 *   zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }),
 * });
 * ```
 *
 * `FabricConnection.redundantPair` makes a primary and a secondary connection on two ports, the
 * secondary in the primary's redundancy group. A connection is billed from its creation.
 *
 * @resource equinix_fabric_connection
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/resources/fabric_connection
 */
export class FabricConnection extends Construct implements IFabricConnection {
  /**
   * A connection from a port (or service token) to a cloud's hosted connection (`EVPL_VC`): the Z
   * side is `AccessPoint.awsDirectConnect`, `azureExpressRoute` or `googlePartnerInterconnect`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static portToProvider(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'portToProvider', 'FabricConnectionProps');
  }

  /**
   * A connection between two ports (`EVPL_VC` by default; `EPL_VC` and `ACCESS_EPL_VC` take the
   * whole port, without a link protocol on the sides they take).
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications, the two sides and the type
   */
  public static portToPort(scope: Construct, id: string, props: PortToPortProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'portToPort', 'PortToPortProps');
  }

  /**
   * A connection from a port to a Fabric network (`AccessPoint.network`): `EVPLAN_VC` when the
   * port side has a link protocol, `EPLAN_VC` (the whole port) when it has none.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static portToNetwork(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'portToNetwork', 'FabricConnectionProps');
  }

  /**
   * A connection from a Fabric Cloud Router (`AccessPoint.cloudRouter`) to a cloud's hosted
   * connection (`IP_VC`): the Z side is `AccessPoint.awsDirectConnect`, `azureExpressRoute` or
   * `googlePartnerInterconnect`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static cloudRouterToProvider(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'cloudRouterToProvider', 'FabricConnectionProps');
  }

  /**
   * A connection from a Fabric Cloud Router (`AccessPoint.cloudRouter`) to a port
   * (`AccessPoint.port`, with its link protocol): `IP_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static cloudRouterToPort(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'cloudRouterToPort', 'FabricConnectionProps');
  }

  /**
   * A connection from a port (or service token) to a Network Edge virtual device
   * (`AccessPoint.virtualDevice`): `EVPL_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static portToVirtualDevice(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'portToVirtualDevice', 'FabricConnectionProps');
  }

  /**
   * A connection from a Fabric Cloud Router to a Fabric network (`AccessPoint.network`): `IPWAN_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static cloudRouterToNetwork(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'cloudRouterToNetwork', 'FabricConnectionProps');
  }

  /**
   * A connection from a Fabric Cloud Router to a virtual device (`AccessPoint.virtualDevice`): `IP_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static cloudRouterToVirtualDevice(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'cloudRouterToVirtualDevice', 'FabricConnectionProps');
  }

  /**
   * A connection from a Fabric Cloud Router to a service token (`AccessPoint.serviceToken`): `IP_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static cloudRouterToServiceToken(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'cloudRouterToServiceToken', 'FabricConnectionProps');
  }

  /**
   * A connection from a virtual device (`AccessPoint.virtualDevice`) to a service provider:
   * `EVPL_VC`, or `IA_VC` to Equinix Internet Access (`AccessPoint.internetAccess`).
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static virtualDeviceToProvider(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'virtualDeviceToProvider', 'FabricConnectionProps');
  }

  /**
   * A connection from a virtual device to a port (`AccessPoint.port`): `EVPL_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static virtualDeviceToPort(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'virtualDeviceToPort', 'FabricConnectionProps');
  }

  /**
   * A connection from a virtual device to a Fabric network (`AccessPoint.network`): `EVPLAN_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static virtualDeviceToNetwork(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'virtualDeviceToNetwork', 'FabricConnectionProps');
  }

  /**
   * A connection from a virtual device to a service token (`AccessPoint.serviceToken`): `EVPL_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static virtualDeviceToServiceToken(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'virtualDeviceToServiceToken', 'FabricConnectionProps');
  }

  /**
   * A connection from a service token (`AccessPoint.serviceToken`, a port another organization
   * lets you use) to a service provider: `EVPL_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static serviceTokenToProvider(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'serviceTokenToProvider', 'FabricConnectionProps');
  }

  /**
   * A connection from a service token (`AccessPoint.serviceToken`) to a port: `EVPL_VC`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications and the two sides
   */
  public static serviceTokenToPort(scope: Construct, id: string, props: FabricConnectionProps): FabricConnection {
    return new FabricConnection(scope, id, props, 'serviceTokenToPort', 'FabricConnectionProps');
  }

  /**
   * Two connections to one Z side from two ports: the primary (`PRIMARY`) and the secondary
   * (`SECONDARY`), which names the primary's redundancy group; same bandwidth, same Z side (for
   * Azure, one service key for both). They are `<id>/Primary` and `<id>/Secondary`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, bandwidth, notifications, the two A sides and the Z side
   */
  public static redundantPair(scope: Construct, id: string, props: RedundantFabricConnectionProps): RedundantFabricConnections {
    const pair = new Construct(scope, id);
    try {
      OPTIONS.props(pair, props, 'RedundantFabricConnectionProps');
      const p = new Problems();
      p.required(props, ['primaryASide', 'secondaryASide', 'zSide'], {
        primaryASide: 'AccessPoint.port(primaryPort, { linkProtocol })', secondaryASide: 'AccessPoint.port(secondaryPort, { linkProtocol })', zSide: 'the Z side of both connections',
      });
      samePort(p, props.primaryASide, props.secondaryASide);
      throwIfProblems(pair, p);
      const { primaryASide, secondaryASide, zSide, secondaryName, ...options } = props;
      const z: unknown = zSide;
      const kind: Kind = !(z instanceof AccessPoint) || z.kind === 'SP' ? 'portToProvider' : z.kind === 'NETWORK' ? 'portToNetwork'
        : z.kind === 'VD' ? 'portToVirtualDevice' : 'portToPort';
      const primary = new FabricConnection(pair, 'Primary', { ...options, aSide: primaryASide, zSide }, kind, 'FabricConnectionProps', { priority: 'PRIMARY' });
      const secondary = new FabricConnection(pair, 'Secondary', {
        ...options, name: secondaryName ?? `${props.name}-secondary`, aSide: secondaryASide, zSide,
      }, kind, 'FabricConnectionProps', { priority: 'SECONDARY', group: primary.redundancyGroup });
      return { primary, secondary };
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
  }

  /**
   * Refers to an existing connection by its id, without reading Equinix.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id and, if known, the redundancy group
   */
  public static fromFabricConnectionAttributes(scope: Construct, id: string, attrs: FabricConnectionAttributes): IFabricConnection {
    return new ImportedFabricConnection(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: EquinixFabricConnection;
  /** The connection type the factory fixed, e.g. `EVPL_VC`. */
  public readonly connectionType: string;

  private constructor(scope: Construct, id: string, props: FabricConnectionProps | PortToPortProps, kind: Kind, struct: 'FabricConnectionProps' | 'PortToPortProps', redundancy?: EquinixFabricConnectionRedundancy) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, struct);
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const ctx = new BindContext(this);
    const p = ctx.problems;
    p.required(props, ['name', 'bandwidth', 'notifications', 'aSide', 'zSide'], {
      name: 'the name of the connection',
      bandwidth: 'a Bandwidth, e.g. Bandwidth.mbps(50)',
      notifications: 'Notifications.emails([...])',
      aSide: SIDES[kind].aExample,
      zSide: SIDES[kind].zWords,
    });
    p.strings(props, { name: 'the name of the connection', purchaseOrderNumber: 'the purchase order number' });
    if (props.projectId !== undefined && props.projectId !== null) idOf(p, 'projectId', props.projectId, 'the id of the Fabric project');
    const bandwidth = valueOf(p, 'bandwidth', props.bandwidth, Bandwidth, 'Bandwidth.mbps(50)')?._bind(ctx, 'bandwidth');
    const notifications = valueOf(p, 'notifications', props.notifications, Notifications, "Notifications.emails(['noc@example.com'])")?._bind(ctx, 'notifications');
    const termLength = valueOf(p, 'termLength', props.termLength, TermLength, 'TermLength.ONE_YEAR')?._bind(ctx, 'termLength');
    const sides = SIDES[kind];
    const aPoint = valueOf(p, 'aSide', props.aSide, AccessPoint, kind.startsWith('port') ? 'AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(1976) })' : sides.aExample);
    const zPoint = valueOf(p, 'zSide', props.zSide, AccessPoint, sides.zWords);
    const others = factoriesFor(aPoint, zPoint);
    sideKind(p, 'aSide', aPoint, sides.a, sides.aWords, others, sides.aExample);
    sideKind(p, 'zSide', zPoint, sides.z, sides.zWords, others, sides.zExample);
    internetAccess(p, kind, zPoint);
    const aSide = aPoint?._bind(ctx, 'aSide');
    const zSide = zPoint?._bind(ctx, 'zSide');
    const type = typeOf(kind, aPoint, zPoint)
      ?? memberOf(p, 'type', (props as PortToPortProps).type ?? PortToPortType.EVPL_VC, { values: PortToPortType, enumName: 'PortToPortType' }, { refuseTokens: true });
    if (type !== undefined) epl(p, type, aPoint, zPoint);
    const info = stringMapOf(p, 'additionalInfo', props.additionalInfo, "{ accessKey: '...' }");
    const rendered = [['aSide', aSide as EquinixFabricConnectionZSide | undefined], ['zSide', zSide]] as const;
    if (!p.length) checkPortVlans(this, p, rendered);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    cloudSpeed(ctx, 'bandwidth', bandwidth, zPoint);
    claimPortVlans(this, rendered);
    const preconditions = [...aPoint!._preconditions('aSide'), ...zPoint!._preconditions('zSide')];
    this.connectionType = type!;
    const po = props.purchaseOrderNumber;
    const order = termLength !== undefined || (po !== undefined && po !== null)
      ? { ...(termLength !== undefined ? { termLength } : {}), ...(po !== undefined && po !== null ? { purchaseOrderNumber: po } : {}) } : undefined;
    // The L1 marks the authentication key sensitive for every cloud; an AWS account id is no secret,
    // so this connection answers for it. A service key or pairing key keeps the L1's warning (and a
    // literal Azure service key is the L2's error above, unless acknowledged).
    if (zPoint?._keyIsSecret() === false) answerLiteralSecret(this, 'Default', 'zSide.accessPoint.authenticationKey', 'an AWS or IBM account id, or an Oracle OCID, is no secret');
    this.resource = new EquinixFabricConnection(this, 'Default', {
      name: literalText(props.name),
      type: this.connectionType,
      bandwidth: bandwidth!,
      notifications: notifications!,
      ...(order ? { order } : {}),
      ...(props.projectId !== undefined && props.projectId !== null ? { project: { projectId: props.projectId } } : {}),
      redundancy: redundancy ?? { priority: 'PRIMARY' },
      ...(info && Object.keys(info).length ? { additionalInfo: keyValues(literalKeys(info)) } : {}),
      aSide: aSide as EquinixFabricConnectionASide,
      ...(preconditions.length ? { lifecycle: { precondition: preconditions } } : {}),
      zSide: zSide!,
    });
  }

  /** The id (uuid) of the connection. */
  public get connectionId(): string {
    return this.resource.id;
  }

  /** The redundancy group of the connection (computed by Equinix for a primary). */
  public get redundancyGroup(): string {
    return this.resource.redundancy.group;
  }

  /**
   * The direct routing protocol of this cloud router connection (the Equinix side's interface
   * addresses): `RoutingProtocol.direct` on this connection, as its child `id`.
   * @param id a scoped id
   * @param options the addresses and the name
   */
  public addDirectRouting(id: string, options: DirectRoutingOptions): RoutingProtocol {
    refuseKey(this, 'addDirectRouting', options, 'connection', 'this connection');
    return RoutingProtocol.direct(this, id, { ...options, connection: this });
  }

  /**
   * BGP over this connection's direct routing protocol, which is made first (`addDirectRouting`,
   * or `RoutingProtocol.direct` on this connection) and waited for: `RoutingProtocol.bgp`, as
   * this connection's child `id`.
   * @param id a scoped id
   * @param options the ASN, the peer addresses, the key and the name
   */
  public addBgpRouting(id: string, options: BgpRoutingOptions): RoutingProtocol {
    refuseKey(this, 'addBgpRouting', options, 'direct', "this connection's direct routing protocol");
    const direct = directRoutingOf(this, this.connectionId) as RoutingProtocol | undefined;
    if (!direct) {
      const p = new Problems();
      p.addRendered('direct', 'is missing: BGP runs over the direct routing protocol of the connection, which comes first.', 'no direct routing protocol on this connection', {
        id: 'equinix:bgp-after-direct', allowed: 'a direct routing protocol on this connection', fix: "call connection.addDirectRouting('Direct', { ipv4: '190.1.1.1/30' }) first.",
      });
      throwIfProblems(this, p);
    }
    return RoutingProtocol.bgp(this, id, { ...options, direct: direct! });
  }
}
