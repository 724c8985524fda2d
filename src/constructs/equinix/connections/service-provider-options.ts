/**
 * The options of the `AccessPoint` factories (access-point.ts keeps the factories and the kinds).
 */
import type { LinkProtocol } from './link-protocol';
import type { IServiceProfile } from '../lookups/service-profile-ref';

/** The peering of an Azure ExpressRoute circuit a connection serves. */
export enum AzurePeering {
  /** Azure private peering: your virtual networks. */
  PRIVATE = 'PRIVATE',
  /** Microsoft peering: Microsoft 365 and Azure public services. */
  MICROSOFT = 'MICROSOFT',
}

/** Options of `AccessPoint.port`. */
export interface PortAccessPointOptions {
  /**
   * How the connection's traffic is tagged on the port: `LinkProtocol.dot1q(1976)` on a DOT1Q
   * port, `LinkProtocol.qinq(2019, 2112)` on a QINQ port, `LinkProtocol.untagged()`. An EPL
   * connection takes the whole port and no link protocol: one there is an error
   * (`equinix:epl-link-protocol`), whose fix gives the override of the L1 that sends it all the same.
   * @default - none (the EPL connection types only)
   */
  readonly linkProtocol?: LinkProtocol;
  /**
   * The metro code of the port, e.g. `SV`.
   * @default - the port's metro (the provider reads it)
   */
  readonly metro?: string;
}

/** Options of `AccessPoint.awsDirectConnect`. */
export interface AwsDirectConnectOptions {
  /** The 12-digit id of the AWS account that accepts the hosted connection (no secret). */
  readonly accountId: string;
  /** The AWS region of the Direct Connect location, e.g. `us-west-1`. */
  readonly region: string;
  /** The Equinix metro of the connection, e.g. `SV`. */
  readonly metro: string;
  /**
   * The AWS Direct Connect service profile.
   * @default - looked up by its name, `AWS Direct Connect`
   */
  readonly profile?: IServiceProfile;
}

/** Options of `AccessPoint.azureExpressRoute`. */
export interface AzureExpressRouteOptions {
  /**
   * The service key of the ExpressRoute circuit (a secret: pass a reference, e.g. the circuit's
   * `serviceKey` or a sensitive variable; a literal is an error unless acknowledged,
   * `Checks.of(scope).acknowledge('equinix:literal-service-key', reason)`).
   */
  readonly serviceKey: string;
  /** The peering the connection serves: `AzurePeering.PRIVATE` or `AzurePeering.MICROSOFT`. */
  readonly peering: AzurePeering;
  /** The Equinix metro of the connection, e.g. `SV`. */
  readonly metro: string;
  /**
   * The Azure ExpressRoute service profile.
   * @default - looked up by its name, `Azure ExpressRoute`
   */
  readonly profile?: IServiceProfile;
}

/** Options of `AccessPoint.googlePartnerInterconnect`. */
export interface GooglePartnerInterconnectOptions {
  /** The pairing key of the Partner Interconnect VLAN attachment (`pairingKey` of the attachment). */
  readonly pairingKey: string;
  /** The Google Cloud region of the attachment, e.g. `us-west1`. */
  readonly region: string;
  /** The Equinix metro of the connection, e.g. `SV`. */
  readonly metro: string;
  /**
   * The service profile of the attachment's edge availability domain.
   * @default - looked up by its name, `Google Cloud Partner Interconnect Zone 1`
   */
  readonly profile?: IServiceProfile;
}


/** The interface of a virtual device a connection uses (the API's `Interface.type`). */
export enum VirtualDeviceInterfaceType {
  /** An interface toward a cloud (the provider's examples to Azure and to a network). */
  CLOUD = 'CLOUD',
  /** An interface toward a network (the provider's examples to a port and to a service token). */
  NETWORK = 'NETWORK',
}

/** Options of `AccessPoint.virtualDevice`. */
export interface VirtualDeviceOptions {
  /**
   * The type of the device's interface the connection uses.
   * @default - none: Equinix picks the interface
   */
  readonly interfaceType?: VirtualDeviceInterfaceType;
  /**
   * The id of the device's interface the connection uses, e.g. `7`.
   * @default - none: Equinix picks the interface
   */
  readonly interfaceId?: number;
}

/** Options of `AccessPoint.oracleFastConnect`. */
export interface OracleFastConnectOptions {
  /**
   * The OCID of the FastConnect virtual circuit (its `id`, `ocid1.virtualcircuit.oc1.<region>.<id>`),
   * the authentication key: an identifier, no secret.
   */
  readonly virtualCircuitId: string;
  /** The Oracle Cloud region of the virtual circuit, e.g. `us-ashburn-1` (the seller region). */
  readonly region: string;
  /** The Equinix metro of the connection, e.g. `DC`. */
  readonly metro: string;
  /**
   * The Oracle FastConnect service profile.
   * @default - looked up by its name, `Oracle Cloud Infrastructure -OCI- FastConnect`
   */
  readonly profile?: IServiceProfile;
}

/** Options of `AccessPoint.ibmDirectLink`. */
export interface DirectLinkOptions {
  /**
   * The id of the IBM Cloud account that accepts the Direct Link (Manage > Account in the IBM Cloud
   * console): the authentication key, an identifier, no secret.
   */
  readonly accountId: string;
  /** The IBM Cloud location of the Direct Link, e.g. `San Jose 2` (the seller region). */
  readonly region: string;
  /** The Equinix metro of the connection, e.g. `SV`. */
  readonly metro: string;
  /**
   * The IBM Direct Link service profile (Direct Link 1.0 is `IBM Cloud Direct Link Exchange`).
   * @default - looked up by its name, `IBM Cloud Direct Link 2`
   */
  readonly profile?: IServiceProfile;
}

/** Options of `AccessPoint.internetAccess`. */
export interface InternetAccessOptions {
  /** The Equinix metro of the connection, e.g. `SY`. */
  readonly metro: string;
  /**
   * The Equinix Internet Access service profile (an `IA_PROFILE`).
   * @default - looked up by its name, `Equinix Internet Access`
   */
  readonly profile?: IServiceProfile;
}

/** The type of a service profile a connection reaches (the provider's and the API's in common). */
export enum ServiceProfileType {
  /** A layer 2 profile: clouds and most providers. */
  L2_PROFILE = 'L2_PROFILE',
  /** A layer 3 profile. */
  L3_PROFILE = 'L3_PROFILE',
  /** Equinix Internet Access: a connection to it is `IA_VC`, from a virtual device. */
  IA_PROFILE = 'IA_PROFILE',
}

/** The peering type of a service provider's access point. */
export enum PeeringType {
  /** Private peering. */
  PRIVATE = 'PRIVATE',
  /** Microsoft peering (Azure). */
  MICROSOFT = 'MICROSOFT',
  /** Public peering. */
  PUBLIC = 'PUBLIC',
  /** Manual peering. */
  MANUAL = 'MANUAL',
}

/** Options of `AccessPoint.serviceProvider`: any service profile, with the fields it asks for. */
export interface ServiceProviderOptions {
  /** The service profile, e.g. `ServiceProfile.fromName(this, 'Profile', '<profile name>')`. */
  readonly profile: IServiceProfile;
  /** The Equinix metro of the connection, e.g. `SV`. */
  readonly metro: string;
  /**
   * The type of the profile.
   * @default ServiceProfileType.L2_PROFILE
   */
  readonly profileType?: ServiceProfileType;
  /**
   * The authentication key the provider gave you. The library cannot tell whether it is a secret,
   * so the L1's warning of a literal one stays: pass a reference, e.g. a sensitive variable's
   * `stringValue`.
   * @default - none
   */
  readonly authenticationKey?: string;
  /**
   * The provider's region, e.g. `us-west-1`.
   * @default - none
   */
  readonly sellerRegion?: string;
  /**
   * The peering type.
   * @default - none
   */
  readonly peeringType?: PeeringType;
}
