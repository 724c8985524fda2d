import { LinkProtocol } from './link-protocol';
import type { IPort } from '../lookups/port-ref';
import type { ICloudRouter } from '../routing/cloud-router-ref';
import { AWS_ACCOUNT_ID, checkEncapsulation, DEFAULT_PROFILES, PortPrecondition, profileUuidOf, portUuidOf, requiredText } from './private/access-point-checks';
import { VirtualDevicePoint } from './private/device-points';
import { PointImpl, ServiceProviderPoint } from './private/provider-points';
import {
  AwsDirectConnectOptions, AzureExpressRouteOptions, AzurePeering, GooglePartnerInterconnectOptions, DirectLinkOptions, InternetAccessOptions,
  OracleFastConnectOptions, PortAccessPointOptions, ServiceProviderOptions, VirtualDeviceOptions,
} from './service-provider-options';
import { BindContext, bindOptions, contractIdOf, describedAs, errorUnlessAcknowledged, idOf, isKnown, memberOf, Problems } from '../../../core/l2/index';
import {
  AWS_DIRECT_CONNECT_SPEEDS, AZURE_EXPRESSROUTE_SPEEDS, CloudSpeeds, GOOGLE_PARTNER_INTERCONNECT_SPEEDS,
} from '../../../facts/equinix/bandwidth';
import type { EquinixFabricConnectionZSide } from '../../../generated/equinix/fabric-connection/index';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * One end of a Fabric connection: a port of yours (`AccessPoint.port`), a service token
 * (`AccessPoint.serviceToken`), a Network Edge device (`AccessPoint.virtualDevice`), a Fabric
 * network (`AccessPoint.network`, Z side), a cloud router, or a service provider's profile
 * (`awsDirectConnect`, `azureExpressRoute`, `googlePartnerInterconnect`, `oracleFastConnect`,
 * `ibmDirectLink`, `internetAccess`, `serviceProvider`, Z side), whose service profile,
 * authentication key, seller region and peering the library writes.
 *
 * ```ts
 * const aws = AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' });
 * ```
 */
export abstract class AccessPoint {
  /**
   * A port of yours (`COLO`).
   * @param port the port, e.g. `Port.fromName(this, 'Primary', '<port name>')`
   * @param options the link protocol and metro
   */
  public static port(port: IPort, options: PortAccessPointOptions = {}): AccessPoint {
    return new PortPoint(port, options);
  }

  /**
   * A service token another organization gave you (`service_token`).
   * @param uuid the uuid of the service token
   */
  public static serviceToken(uuid: string): AccessPoint {
    return new TokenPoint(uuid);
  }

  /**
   * A Fabric network (`NETWORK`), on the Z side.
   * @param uuid the uuid of the network
   */
  public static network(uuid: string): AccessPoint {
    return new NetworkPoint(uuid);
  }

  /**
   * A Fabric Cloud Router (`CLOUD_ROUTER`), on the A side of `FabricConnection.cloudRouterToProvider`
   * and `cloudRouterToPort` (IP_VC connections).
   * @param router the router, e.g. a `CloudRouter` or `CloudRouter.fromCloudRouterAttributes(...)`
   */
  public static cloudRouter(router: ICloudRouter): AccessPoint {
    return new RouterPoint(router);
  }

  /**
   * An AWS Direct Connect hosted connection (`SP`), on the Z side: the account id is the
   * authentication key, the region the seller region. AWS sells hosted connections at 50, 100,
   * 200, 300, 400, 500 Mbps and 1, 2, 5, 10, 25 Gbps: another bandwidth warns
   * (`equinix:bandwidth-tier`) and is sent as written.
   * @param options the account, region, metro and profile
   */
  public static awsDirectConnect(options: AwsDirectConnectOptions): AccessPoint {
    return new ProviderPoint('aws', options);
  }

  /**
   * An Azure ExpressRoute connection (`SP`), on the Z side: the circuit's service key is the
   * authentication key, the peering the peering type. A circuit through a provider is of 50, 100,
   * 200, 500 Mbps or 1, 2, 5, 10 Gbps: another bandwidth warns (`equinix:bandwidth-tier`) and is
   * sent as written.
   * @param options the service key, peering, metro and profile
   */
  public static azureExpressRoute(options: AzureExpressRouteOptions): AccessPoint {
    return new ProviderPoint('azure', options);
  }

  /**
   * A Google Cloud Partner Interconnect attachment (`SP`), on the Z side: the pairing key is the
   * authentication key, the region the seller region. An attachment is of 50, 100, 200, 300, 400,
   * 500 Mbps or 1, 2, 5, 10, 20, 50 Gbps: another bandwidth warns (`equinix:bandwidth-tier`) and is
   * sent as written.
   * @param options the pairing key, region, metro and profile
   */
  public static googlePartnerInterconnect(options: GooglePartnerInterconnectOptions): AccessPoint {
    return new ProviderPoint('google', options);
  }

  /**
   * A Network Edge virtual device (`VD`, type `EDGE`), on either side.
   * @param uuid the uuid of the device, e.g. an `EquinixNetworkDevice`'s id
   * @param options the interface the connection uses
   */
  public static virtualDevice(uuid: string, options: VirtualDeviceOptions = {}): AccessPoint {
    return new ImplPoint(new VirtualDevicePoint(uuid, options));
  }

  /**
   * An Oracle Cloud FastConnect virtual circuit (`SP`), on the Z side: the circuit's OCID is the
   * authentication key, its region the seller region.
   * @param options the virtual circuit, region, metro and profile
   */
  public static oracleFastConnect(options: OracleFastConnectOptions): AccessPoint {
    return new ImplPoint(new ServiceProviderPoint('oracle', options));
  }

  /**
   * An IBM Cloud Direct Link (`SP`), on the Z side: the IBM Cloud account id is the authentication
   * key, the Direct Link location the seller region. IBM asks for your ASN: pass it in the
   * connection's `additionalInfo`, e.g. `{ ASN: '14353' }`.
   * @param options the account, location, metro and profile
   */
  public static ibmDirectLink(options: DirectLinkOptions): AccessPoint {
    return new ImplPoint(new ServiceProviderPoint('ibm', options));
  }

  /**
   * Equinix Internet Access (`SP` with an `IA_PROFILE`), on the Z side of
   * `FabricConnection.virtualDeviceToProvider`, which makes it an `IA_VC` connection.
   * @param options the metro and profile
   */
  public static internetAccess(options: InternetAccessOptions): AccessPoint {
    return new ImplPoint(new ServiceProviderPoint('internet', options));
  }

  /**
   * Any service profile (`SP`), on the Z side, with the fields it asks for: the profile, its type,
   * the authentication key, seller region and peering type.
   * @param options the profile, metro and the fields the provider asks for
   */
  public static serviceProvider(options: ServiceProviderOptions): AccessPoint {
    return new ImplPoint(new ServiceProviderPoint('custom', options));
  }

  /**
   * The kind: `COLO` (a port), `SERVICE_TOKEN`, `NETWORK`, `CLOUD_ROUTER`, `VD` (a virtual device)
   * or `SP` (a service provider).
   */
  public abstract readonly kind: string;

  /** @internal The port, for a port access point. */
  public _port(): IPort | undefined {
    return undefined;
  }

  /** @internal The link protocol, for a port access point. */
  public _linkProtocol(): LinkProtocol | undefined {
    return undefined;
  }

  /** @internal The secret the access point authenticates with, for the Azure factory. */
  public _serviceKey(): unknown {
    return undefined;
  }

  /**
   * @internal Whether the authentication key this access point writes is a secret: a service key
   * or pairing key is one, an AWS account id is not. Asked by the connection, which answers for the
   * L1's literal-secret warning when it is not.
   */
  public _keyIsSecret(): boolean {
    return true;
  }

  /**
   * @internal What the connection checks at plan about this access point (a looked-up port's
   * encapsulation against the link protocol), as Terraform preconditions.
   */
  public _preconditions(_field: string): PortPrecondition[] {
    return [];
  }

  /** @internal Whether this is an internet-access profile: a connection to it is `IA_VC`. */
  public _internetAccess(): boolean {
    return false;
  }

  /**
   * @internal The speeds the cloud sells its hosted connections at, for a cloud's access point;
   * undefined for the others, whose speeds are their service profile's or port's.
   */
  public _speeds(): CloudSpeeds | undefined {
    return undefined;
  }

  /**
   * @internal Checks the access point (problems under `field`) and returns the side the provider
   * takes (`a_side` or `z_side`), or undefined when it is unusable.
   */
  public abstract _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined;
}

/** A kind whose checks are in private/ (device-points.ts, provider-points.ts). */
class ImplPoint extends AccessPoint {
  public readonly kind: string;
  constructor(private readonly impl: PointImpl) {
    super();
    this.kind = impl.kind;
  }

  public _keyIsSecret(): boolean {
    return !this.impl.keyIsNoSecret;
  }

  public _internetAccess(): boolean {
    return this.impl.internetAccess;
  }

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined {
    return this.impl._bind(ctx, field);
  }
}
describedAs(ImplPoint, 'AccessPoint');

/** A port of yours. */
class PortPoint extends AccessPoint {
  public readonly kind = 'COLO';
  constructor(private readonly port: IPort, private readonly options: PortAccessPointOptions) {
    super();
  }

  public _port(): IPort {
    return this.port;
  }

  public _linkProtocol(): LinkProtocol | undefined {
    const o: unknown = this.options;
    return o !== null && typeof o === 'object' ? (o as PortAccessPointOptions).linkProtocol : undefined;
  }

  public _preconditions(field: string): PortPrecondition[] {
    const lp: unknown = this._linkProtocol();
    const pre = lp instanceof LinkProtocol ? checkEncapsulation(new Problems(), field, this.port, lp.type) : undefined;
    return pre ? [pre] : [];
  }

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined {
    const before = ctx.problemCount;
    const o = bindOptions(ctx, OPTIONS, this.options, 'PortAccessPointOptions', field, 'AccessPoint.port');
    const uuid = portUuidOf(ctx.problems, `${field}.port`, this.port);
    let linkProtocol;
    const lp: unknown = o.linkProtocol;
    if (lp !== undefined && lp !== null) {
      if (lp instanceof LinkProtocol) {
        linkProtocol = lp._bind(ctx, `${field}.linkProtocol`);
      } else {
        ctx.problems.add(`${field}.linkProtocol`, 'expected a LinkProtocol.', {
          id: 'equinix:link-protocol', received: lp, allowed: 'LinkProtocol.untagged(), LinkProtocol.dot1q(tag) or LinkProtocol.qinq(sTag, cTag?)', fix: 'write linkProtocol: LinkProtocol.dot1q(1976), or the kind of the port.',
        });
      }
    }
    const metro = o.metro === undefined || o.metro === null ? undefined : requiredText(ctx.problems, `${field}.metro`, o.metro, 'the metro code of the port, e.g. SV');
    if (uuid !== undefined && linkProtocol) {
      checkEncapsulation(ctx.problems, field, this.port, linkProtocol.type, linkProtocol.vlanTag ?? linkProtocol.vlanSTag);
    }
    if (ctx.problemCount > before) return undefined;
    return {
      accessPoint: {
        type: 'COLO',
        port: { uuid: uuid! },
        ...(linkProtocol ? { linkProtocol } : {}),
        ...(metro !== undefined ? { location: { metroCode: metro } } : {}),
      },
    };
  }
}
describedAs(PortPoint, 'AccessPoint');

/** A service token. */
class TokenPoint extends AccessPoint {
  public readonly kind = 'SERVICE_TOKEN';
  constructor(private readonly uuid: string) {
    super();
  }

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined {
    const uuid = idOf(ctx.problems, `${field}.uuid`, this.uuid, 'the uuid of the service token');
    return uuid === undefined ? undefined : { serviceToken: { uuid } };
  }
}
describedAs(TokenPoint, 'AccessPoint');

/** A Fabric network. */
class NetworkPoint extends AccessPoint {
  public readonly kind = 'NETWORK';
  constructor(private readonly uuid: string) {
    super();
  }

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined {
    const uuid = idOf(ctx.problems, `${field}.uuid`, this.uuid, 'the uuid of the Fabric network');
    return uuid === undefined ? undefined : { accessPoint: { type: 'NETWORK', network: { uuid } } };
  }
}
describedAs(NetworkPoint, 'AccessPoint');

const ROUTER_EXAMPLE = 'an ICloudRouter: a CloudRouter, or CloudRouter.fromCloudRouterAttributes(this, \'Router\', { cloudRouterId })';

/** A Fabric Cloud Router. */
class RouterPoint extends AccessPoint {
  public readonly kind = 'CLOUD_ROUTER';
  constructor(private readonly router: ICloudRouter) {
    super();
  }

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined {
    const router: unknown = this.router;
    if (typeof router === 'string') {
      ctx.problems.add(`${field}.router`, 'expected an ICloudRouter, not a uuid.', {
        id: 'l2:expected-contract',
        received: router,
        allowed: ROUTER_EXAMPLE,
        fix: `refer to the router by its uuid with CloudRouter.fromCloudRouterAttributes(this, 'Router', { cloudRouterId: ${JSON.stringify(router)} }), or pass the CloudRouter.`,
      });
      return undefined;
    }
    const uuid = contractIdOf(ctx.problems, `${field}.router`, router, { name: 'ICloudRouter', key: 'cloudRouterId', example: 'new CloudRouter(this, \'Router\', { ... })' });
    return uuid === undefined ? undefined : { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid } } };
  }
}
describedAs(RouterPoint, 'AccessPoint');

type Cloud = 'aws' | 'azure' | 'google';
type CloudOptions = AwsDirectConnectOptions | AzureExpressRouteOptions | GooglePartnerInterconnectOptions;

const STRUCT = { aws: 'AwsDirectConnectOptions', azure: 'AzureExpressRouteOptions', google: 'GooglePartnerInterconnectOptions' } as const;
const FACTORY = { aws: 'AccessPoint.awsDirectConnect', azure: 'AccessPoint.azureExpressRoute', google: 'AccessPoint.googlePartnerInterconnect' } as const;
const SPEEDS = { aws: AWS_DIRECT_CONNECT_SPEEDS, azure: AZURE_EXPRESSROUTE_SPEEDS, google: GOOGLE_PARTNER_INTERCONNECT_SPEEDS } as const;

/** A cloud's hosted connection, through its service profile. */
class ProviderPoint extends AccessPoint {
  public readonly kind = 'SP';
  constructor(private readonly cloud: Cloud, private readonly options: CloudOptions) {
    super();
  }

  public _serviceKey(): unknown {
    const o: unknown = this.options;
    return this.cloud === 'azure' && o !== null && typeof o === 'object' ? (o as AzureExpressRouteOptions).serviceKey : undefined;
  }

  public _speeds(): CloudSpeeds {
    return SPEEDS[this.cloud];
  }

  public _keyIsSecret(): boolean {
    return this.cloud !== 'aws';
  }

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined {
    const before = ctx.problemCount;
    const p = ctx.problems;
    type AnyCloud = Partial<AwsDirectConnectOptions & AzureExpressRouteOptions & GooglePartnerInterconnectOptions>;
    const o = bindOptions(ctx, OPTIONS, this.options, STRUCT[this.cloud], field, FACTORY[this.cloud]) as AnyCloud;
    let key: string | undefined;
    let sellerRegion: string | undefined;
    let peeringType: string | undefined;
    if (this.cloud === 'aws') {
      key = requiredText(p, `${field}.accountId`, o.accountId, 'the 12-digit id of the AWS account, e.g. 123456789012');
      if (key !== undefined && isKnown(key) && !AWS_ACCOUNT_ID.test(key)) {
        p.add(`${field}.accountId`, 'is no AWS account id: AWS writes an account id as 12 digits.', {
          id: 'equinix:aws-account-id', received: key, allowed: 'the 12 digits of the AWS account id, e.g. 123456789012 (no dashes)', fix: 'write the account id as AWS shows it, without dashes or spaces.',
        });
      }
      sellerRegion = requiredText(p, `${field}.region`, o.region, 'the AWS region, e.g. us-west-1');
    } else if (this.cloud === 'google') {
      key = requiredText(p, `${field}.pairingKey`, o.pairingKey, 'the pairing key of the VLAN attachment');
      sellerRegion = requiredText(p, `${field}.region`, o.region, 'the Google Cloud region, e.g. us-west1');
    } else {
      key = this.serviceKey(ctx, p, field, o.serviceKey);
      if (o.peering === undefined || o.peering === null) {
        p.add(`${field}.peering`, 'is required.', { id: 'l2:required', received: o.peering, allowed: 'AzurePeering.PRIVATE or AzurePeering.MICROSOFT', fix: 'set peering: AzurePeering.PRIVATE.' });
      }
      peeringType = memberOf(p, `${field}.peering`, o.peering, { values: AzurePeering, enumName: 'AzurePeering' });
    }
    const metro = requiredText(p, `${field}.metro`, o.metro, 'the Equinix metro code, e.g. SV');
    const profile = o.profile === undefined || o.profile === null
      ? DEFAULT_PROFILES[this.cloud](ctx.scope, field, this)
      : profileUuidOf(p, `${field}.profile`, o.profile);
    if (ctx.problemCount > before) return undefined;
    return {
      accessPoint: {
        type: 'SP',
        authenticationKey: key,
        ...(sellerRegion !== undefined ? { sellerRegion } : {}),
        profile: { type: 'L2_PROFILE', uuid: profile! },
        location: { metroCode: metro },
        ...(peeringType !== undefined ? { peeringType } : {}),
      },
    };
  }

  /** The service key: required; a literal is an error at synth unless acknowledged. */
  private serviceKey(ctx: BindContext, p: Problems, field: string, v: unknown): string | undefined {
    if (v === undefined || v === null) {
      p.add(`${field}.serviceKey`, 'is required.', { id: 'l2:required', received: v, allowed: 'the service key of the ExpressRoute circuit', fix: 'pass the circuit\'s service key, e.g. a sensitive variable\'s stringValue.' });
      return undefined;
    }
    if (typeof v !== 'string') {
      p.add(`${field}.serviceKey`, 'expected a string.', {
        id: 'l2:expected-string', received: v, sensitive: true, allowed: 'the service key of the ExpressRoute circuit', fix: 'pass the service key as a string token, e.g. a sensitive variable\'s stringValue.',
      });
      return undefined;
    }
    if (isKnown(v)) {
      errorUnlessAcknowledged(ctx.scope, 'equinix:literal-service-key', () => {
        const own = new Problems();
        own.add(`${field}.serviceKey`, 'is a literal secret: it would be stored in the Terraform configuration.', {
          id: 'equinix:literal-service-key',
          received: v,
          sensitive: true,
          allowed: 'a reference: the circuit\'s serviceKey, or a sensitive variable\'s stringValue',
          fix: 'pass the key as a reference, or acknowledge it: Checks.of(scope).acknowledge(\'equinix:literal-service-key\', reason).',
        });
        return own.list;
      });
    }
    return v;
  }
}
describedAs(ProviderPoint, 'AccessPoint');
