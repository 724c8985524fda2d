/**
 * The access points of service providers besides the three clouds of access-point.ts: Oracle
 * FastConnect, IBM Direct Link, Equinix Internet Access and any service profile. Each checks its
 * options and renders the `SP` access point, field by field as Equinix's examples write it
 * (terraform-equinix-fabric: port-2-oracle-connection, port-2-ibm2-connection,
 * virtual-device-2-eia-connection). The IBM key is the IBM Cloud account id (Equinix, "API - Connect to IBM
 * Cloud Direct Link 2.0": "Identify Your IBM Account ID"), the Oracle key the virtual circuit's OCID
 * (the examples pass oci_core_virtual_circuit's id): identifiers, no secrets. `AccessPoint` wraps them (access-point.ts imports this file,
 * never the other way round).
 */
import { DEFAULT_PROFILES, ORACLE_VIRTUAL_CIRCUIT_OCID, profileUuidOf, requiredText } from './access-point-checks';
import { BindContext, bindOptions, isKnown, memberOf, Problems } from '../../../../core/l2/index';
import type { EquinixFabricConnectionZSide } from '../../../../generated/equinix/fabric-connection/index';
import { OPTIONS } from '../../private/option-keys.generated';
import {
  DirectLinkOptions, InternetAccessOptions, OracleFastConnectOptions, PeeringType, ServiceProfileType, ServiceProviderOptions,
} from '../service-provider-options';

/** What an access point kind kept in private/ gives `AccessPoint`. */
export interface PointImpl {
  /** The access point's kind (`SP`, `VD`). */
  readonly kind: string;
  /** Whether the authentication key it writes is no secret (an OCID, an IBM account id). */
  readonly keyIsNoSecret: boolean;
  /** Whether it is an internet-access profile (a connection to it is `IA_VC`). */
  readonly internetAccess: boolean;
  /** Checks the options (problems under `field`); the side the provider takes, or undefined. */
  _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined;
}

type Provider = 'oracle' | 'ibm' | 'internet' | 'custom';
type AnyOptions = Partial<OracleFastConnectOptions & DirectLinkOptions & InternetAccessOptions & ServiceProviderOptions>;

const STRUCT = {
  oracle: 'OracleFastConnectOptions', ibm: 'DirectLinkOptions', internet: 'InternetAccessOptions', custom: 'ServiceProviderOptions',
} as const;
const FACTORY = {
  oracle: 'AccessPoint.oracleFastConnect', ibm: 'AccessPoint.ibmDirectLink', internet: 'AccessPoint.internetAccess', custom: 'AccessPoint.serviceProvider',
} as const;
const WHO = { oracle: 'Oracle FastConnect', ibm: 'IBM Direct Link' } as const;

/** A service provider's profile. */
export class ServiceProviderPoint implements PointImpl {
  public readonly kind = 'SP';
  public readonly keyIsNoSecret: boolean;
  public readonly internetAccess: boolean;

  constructor(private readonly provider: Provider, private readonly options: unknown) {
    this.keyIsNoSecret = provider === 'oracle' || provider === 'ibm';
    const o = options !== null && typeof options === 'object' ? (options as AnyOptions) : {};
    this.internetAccess = provider === 'internet' || (provider === 'custom' && o.profileType === ServiceProfileType.IA_PROFILE);
  }

  public _bind(ctx: BindContext, field: string): EquinixFabricConnectionZSide | undefined {
    const before = ctx.problemCount;
    const p = ctx.problems;
    const o = bindOptions(ctx, OPTIONS, this.options as object, STRUCT[this.provider], field, FACTORY[this.provider]) as AnyOptions;
    let key: string | undefined;
    let sellerRegion: string | undefined;
    let peeringType: string | undefined;
    let profileType: string = ServiceProfileType.L2_PROFILE;
    if (this.provider === 'oracle') {
      key = requiredText(p, `${field}.virtualCircuitId`, o.virtualCircuitId, 'the OCID of the FastConnect virtual circuit, e.g. ocid1.virtualcircuit.oc1.iad.<unique id>');
      if (key !== undefined && isKnown(key) && !ORACLE_VIRTUAL_CIRCUIT_OCID.test(key)) {
        p.add(`${field}.virtualCircuitId`, 'is no OCID of a virtual circuit: Oracle writes it as ocid1.virtualcircuit.<realm>.<region>.<unique id>.', {
          id: 'equinix:oracle-virtual-circuit-id',
          received: key,
          allowed: 'the OCID of the FastConnect virtual circuit, ocid1.virtualcircuit.<realm>.<region>.<unique id>',
          fix: 'pass the virtual circuit\'s id, e.g. the OCI provider\'s oci_core_virtual_circuit id, or copy its OCID from the Oracle Cloud console.',
        });
      }
      sellerRegion = this.region(p, field, o.region, 'the Oracle Cloud region of the virtual circuit, e.g. us-ashburn-1', 'us-ashburn-1');
    } else if (this.provider === 'ibm') {
      key = requiredText(p, `${field}.accountId`, o.accountId, 'the id of the IBM Cloud account');
      sellerRegion = this.region(p, field, o.region, 'the IBM Cloud location of the Direct Link, e.g. San Jose 2', 'San Jose 2');
    } else if (this.provider === 'internet') {
      profileType = ServiceProfileType.IA_PROFILE;
    } else {
      if (o.authenticationKey !== undefined && o.authenticationKey !== null) key = requiredText(p, `${field}.authenticationKey`, o.authenticationKey, 'the authentication key the provider gave you');
      if (o.sellerRegion !== undefined && o.sellerRegion !== null) sellerRegion = requiredText(p, `${field}.sellerRegion`, o.sellerRegion, 'the provider\'s region, e.g. us-west-1');
      peeringType = memberOf(p, `${field}.peeringType`, o.peeringType, { values: PeeringType, enumName: 'PeeringType' });
      profileType = memberOf(p, `${field}.profileType`, o.profileType ?? ServiceProfileType.L2_PROFILE, { values: ServiceProfileType, enumName: 'ServiceProfileType' }, { refuseTokens: true }) ?? profileType;
      if (o.profile === undefined || o.profile === null) {
        p.add(`${field}.profile`, 'is required.', {
          id: 'l2:required', received: o.profile, allowed: 'an IServiceProfile, e.g. ServiceProfile.fromName(this, \'Profile\', \'<profile name>\')', fix: 'set profile: ServiceProfile.fromName(this, \'Profile\', \'<profile name>\').',
        });
      }
    }
    const metro = requiredText(p, `${field}.metro`, o.metro, 'the Equinix metro code, e.g. SV');
    let profile: string | undefined;
    if (o.profile !== undefined && o.profile !== null) profile = profileUuidOf(p, `${field}.profile`, o.profile);
    else if (this.provider !== 'custom') profile = DEFAULT_PROFILES[this.provider](ctx.scope, field, this);
    if (ctx.problemCount > before) return undefined;
    return {
      accessPoint: {
        type: 'SP',
        ...(key !== undefined ? { authenticationKey: key } : {}),
        ...(sellerRegion !== undefined ? { sellerRegion } : {}),
        profile: { type: profileType, uuid: profile! },
        location: { metroCode: metro },
        ...(peeringType !== undefined ? { peeringType } : {}),
      },
    };
  }

  /** The seller region Oracle and IBM need. */
  private region(p: Problems, field: string, v: unknown, allowed: string, example: string): string | undefined {
    if (v === undefined || v === null) {
      const who = WHO[this.provider as 'oracle' | 'ibm'];
      p.add(`${field}.region`, `is required: ${who} takes its region as the seller region of the connection.`, {
        id: 'equinix:seller-region-required', received: v, allowed, fix: `set region: '${example}'.`,
      });
      return undefined;
    }
    return requiredText(p, `${field}.region`, v, allowed);
  }
}
