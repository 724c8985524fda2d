/**
 * AccessPoint: each kind renders the side the provider takes, field by field as Equinix's examples
 * (examples/port-2-aws-connection, port-2-azure-redundant-connections, port-2-google-connection,
 * port-2-port-connection of equinix/terraform-equinix-fabric) configure it.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { Checks, equinix } from '../../../../src';
import { BindContext, throwIfProblems } from '../../../../src/core/l2';
import { bind, equinixStack, errorOf, synthDoc, synthError, warningsOf } from '../equinix-util';

const { AccessPoint, AzurePeering, LinkProtocol, Port, ServiceProfile } = equinix;

/** Binds in a stack the test keeps, for what the bind adds to it (a lookup, a synth-time check). */
function bindIn(stack: TerraformStack, ap: equinix.AccessPoint, field = 'zSide'): any {
  const target = new Construct(stack, 'Target');
  const ctx = new BindContext(target);
  const side = ap._bind(ctx, field);
  throwIfProblems(target, ctx.problems);
  return side;
}

describe('AccessPoint.port', () => {
  test('COLO, the port\'s uuid, the link protocol and the metro (port-2-port-connection)', () => {
    const s = equinixStack();
    const port = Port.fromUuid(s, 'Z', 'zside-port-uuid');
    expect(bindIn(s, AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(3711), metro: 'SV' }))).toEqual({
      accessPoint: { type: 'COLO', port: { uuid: 'zside-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 3711 }, location: { metroCode: 'SV' } },
    });
    expect(bindIn(equinixStack(), AccessPoint.port(Port.fromUuid(equinixStack(), 'P', 'u')))).toEqual({ accessPoint: { type: 'COLO', port: { uuid: 'u' } } });
    expect(AccessPoint.port(port).kind).toBe('COLO');
  });

  test('a uuid instead of a port, a link protocol that is none (equinix:link-protocol), an unknown option', () => {
    expect(bind((ctx) => AccessPoint.port('zside-port-uuid' as any)._bind(ctx, 'zSide')).error).toBe(
      "[test/Target] zSide.port: expected an IPort, not a uuid. Received: \"zside-port-uuid\". Allowed: an IPort, e.g. Port.fromName(this, 'Primary', '<port name>'). Fix: refer to the port by its uuid with Port.fromUuid(this, 'Port', \"zside-port-uuid\"), or look it up by name with Port.fromName.");
    const s = equinixStack();
    const port = Port.fromUuid(s, 'P', 'u');
    expect(errorOf(() => bindIn(s, AccessPoint.port(port, { linkProtocol: 'DOT1Q' as any, vlan: 1 } as any), 'aSide'))).toBe(
      '[test/Target] 2 problems:\n'
      + "  - aSide.vlan: unknown option. Received: the key 'vlan'. Allowed: the options of PortAccessPointOptions: linkProtocol, metro. Fix: remove 'vlan', or check its spelling against PortAccessPointOptions.\n"
      + '  - aSide.linkProtocol: expected a LinkProtocol. Received: "DOT1Q". Allowed: LinkProtocol.untagged(), LinkProtocol.dot1q(tag) or LinkProtocol.qinq(sTag, cTag?). Fix: write linkProtocol: LinkProtocol.dot1q(1976), or the kind of the port.');
  });
});

describe('AccessPoint.serviceToken and network', () => {
  test('render the service token block, and a NETWORK access point', () => {
    expect(bind((ctx) => AccessPoint.serviceToken('token-uuid')._bind(ctx, 'zSide')).value).toEqual({ serviceToken: { uuid: 'token-uuid' } });
    expect(bind((ctx) => AccessPoint.network('network-uuid')._bind(ctx, 'zSide')).value).toEqual({ accessPoint: { type: 'NETWORK', network: { uuid: 'network-uuid' } } });
    expect([AccessPoint.serviceToken('t').kind, AccessPoint.network('n').kind]).toEqual(['SERVICE_TOKEN', 'NETWORK']);
  });

  test('no uuid is an error', () => {
    expect(bind((ctx) => AccessPoint.network('')._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] zSide.uuid: is empty. Received: "". Allowed: the uuid of the Fabric network. Fix: set uuid.');
    expect(bind((ctx) => AccessPoint.serviceToken(undefined as any)._bind(ctx, 'aSide')).error).toBe(
      '[test/Target] aSide.uuid: is required. Received: undefined. Allowed: the uuid of the service token. Fix: set uuid.');
  });
});

describe('AccessPoint.cloudRouter', () => {
  test('CLOUD_ROUTER with the router\'s uuid (modules/cloud-router-connection: a_side access_point router uuid)', () => {
    const s = equinixStack();
    const router = equinix.CloudRouter.fromCloudRouterAttributes(s, 'R', { cloudRouterId: '<cloud_router_uuid>' });
    expect(bindIn(s, AccessPoint.cloudRouter(router), 'aSide')).toEqual({ accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: '<cloud_router_uuid>' } } });
    expect(AccessPoint.cloudRouter(router).kind).toBe('CLOUD_ROUTER');
  });

  test('a uuid instead of a router, and no router', () => {
    expect(bind((ctx) => AccessPoint.cloudRouter('router-uuid' as any)._bind(ctx, 'aSide')).error).toBe(
      "[test/Target] aSide.router: expected an ICloudRouter, not a uuid. Received: \"router-uuid\". Allowed: an ICloudRouter: a CloudRouter, or CloudRouter.fromCloudRouterAttributes(this, 'Router', { cloudRouterId }). "
      + "Fix: refer to the router by its uuid with CloudRouter.fromCloudRouterAttributes(this, 'Router', { cloudRouterId: \"router-uuid\" }), or pass the CloudRouter.");
    expect(bind((ctx) => AccessPoint.cloudRouter(undefined as any)._bind(ctx, 'aSide')).error).toBe(
      "[test/Target] aSide.router: is required. Received: undefined. Allowed: an ICloudRouter, e.g. new CloudRouter(this, 'Router', { ... }). Fix: pass the construct, e.g. new CloudRouter(this, 'Router', { ... }).");
  });
});

describe('AccessPoint.awsDirectConnect', () => {
  test('SP with the account id, seller region, L2 profile and metro (port-2-aws-connection); the profile looked up as "AWS Direct Connect"', () => {
    const s = equinixStack();
    const side = bindIn(s, AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }));
    expect(side).toEqual({
      accessPoint: {
        type: 'SP',
        authenticationKey: '123456789012',
        sellerRegion: 'us-west-1',
        profile: { type: 'L2_PROFILE', uuid: expect.any(String) },
        location: { metroCode: 'SV' },
      },
    });
    const doc = synthDoc(s);
    expect(Object.values(doc.data.equinix_fabric_service_profiles)).toEqual([{ filter: [{ property: '/name', operator: '=', values: ['AWS Direct Connect'] }] }]);
  });

  test('a profile given is used, and nothing is looked up', () => {
    const s = equinixStack();
    const profile = ServiceProfile.fromUuid(s, 'Aws', 'aws-profile-uuid');
    expect(bindIn(s, AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV', profile })).accessPoint.profile)
      .toEqual({ type: 'L2_PROFILE', uuid: 'aws-profile-uuid' });
    expect(synthDoc(s).data).toBeUndefined();
  });

  test('an account id that is no 12 digits is an error (equinix:aws-account-id); it is no secret, so it is shown', () => {
    expect(bind((ctx) => AccessPoint.awsDirectConnect({ accountId: '1234-5678-9012', region: 'us-west-1', metro: 'SV' })._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] zSide.accountId: is no AWS account id: AWS writes an account id as 12 digits. Received: "1234-5678-9012". Allowed: the 12 digits of the AWS account id, e.g. 123456789012 (no dashes). Fix: write the account id as AWS shows it, without dashes or spaces.');
    const s = equinixStack();
    const v = new TerraformVariable(s, 'account', { type: 'string' }).stringValue;
    expect(bindIn(s, AccessPoint.awsDirectConnect({ accountId: v, region: 'us-west-1', metro: 'SV' })).accessPoint.authenticationKey).toBe(v);
  });

  test('missing options, a profile given by name', () => {
    expect(bind((ctx) => AccessPoint.awsDirectConnect({ profile: 'AWS Direct Connect' } as any)._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] 4 problems:\n'
      + '  - zSide.accountId: is required. Received: undefined. Allowed: the 12-digit id of the AWS account, e.g. 123456789012. Fix: set accountId.\n'
      + '  - zSide.region: is required. Received: undefined. Allowed: the AWS region, e.g. us-west-1. Fix: set region.\n'
      + '  - zSide.metro: is required. Received: undefined. Allowed: the Equinix metro code, e.g. SV. Fix: set metro.\n'
      + "  - zSide.profile: expected an IServiceProfile, not a name or uuid. Received: \"AWS Direct Connect\". Allowed: an IServiceProfile, e.g. ServiceProfile.fromName(this, 'Aws', 'AWS Direct Connect'). Fix: look it up with ServiceProfile.fromName(this, 'Profile', \"AWS Direct Connect\"), or refer to it by uuid with ServiceProfile.fromUuid.");
    expect(bind((ctx) => AccessPoint.awsDirectConnect(undefined as any)._bind(ctx, 'zSide')).error).toContain(
      'zSide: was made by AccessPoint.awsDirectConnect with no options object.');
  });
});

describe('AccessPoint.azureExpressRoute', () => {
  test('SP with the service key, peering type, L2 profile and metro (port-2-azure-redundant-connections); the profile "Azure ExpressRoute"', () => {
    const s = equinixStack();
    const key = new TerraformVariable(s, 'serviceKey', { type: 'string', sensitive: true }).stringValue;
    expect(bindIn(s, AccessPoint.azureExpressRoute({ serviceKey: key, peering: AzurePeering.PRIVATE, metro: 'SV' }))).toEqual({
      accessPoint: { type: 'SP', authenticationKey: key, profile: { type: 'L2_PROFILE', uuid: expect.any(String) }, location: { metroCode: 'SV' }, peeringType: 'PRIVATE' },
    });
    expect(Object.values(synthDoc(s).data.equinix_fabric_service_profiles)).toEqual([{ filter: [{ property: '/name', operator: '=', values: ['Azure ExpressRoute'] }] }]);
  });

  test('a literal service key is an error at synth (equinix:literal-service-key), its value never shown; acknowledged, a warning', () => {
    const s = equinixStack();
    bindIn(s, AccessPoint.azureExpressRoute({ serviceKey: 'S3cr3t-Key', peering: AzurePeering.PRIVATE, metro: 'SV' }));
    const e = synthError(s);
    expect(e).toContain("[test/Target] [equinix:literal-service-key] zSide.serviceKey: is a literal secret: it would be stored in the Terraform configuration. Received: a string (not shown: the field is sensitive). Allowed: a reference: the circuit's serviceKey, or a sensitive variable's stringValue. Fix: pass the key as a reference, or acknowledge it: Checks.of(scope).acknowledge('equinix:literal-service-key', reason).");
    expect(e).not.toContain('S3cr3t-Key');
    const a = equinixStack();
    Checks.of(a).acknowledge('equinix:literal-service-key', 'a test circuit');
    bindIn(a, AccessPoint.azureExpressRoute({ serviceKey: 'S3cr3t-Key', peering: AzurePeering.PRIVATE, metro: 'SV' }));
    expect(warningsOf(a).join('\n')).toContain('equinix:literal-service-key');
  });

  test('a peering that is no AzurePeering, no peering, a service key that is no string (not shown)', () => {
    expect(bind((ctx) => AccessPoint.azureExpressRoute({ serviceKey: 7 as any, peering: 'private' as any, metro: 'SV' })._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] 2 problems:\n'
      + "  - zSide.serviceKey: expected a string. Received: a number (not shown: the field is sensitive). Allowed: the service key of the ExpressRoute circuit. Fix: pass the service key as a string token, e.g. a sensitive variable's stringValue.\n"
      + "  - zSide.peering: is not an AzurePeering. Received: \"private\". Allowed: PRIVATE or MICROSOFT. Fix: use AzurePeering.PRIVATE ('PRIVATE').");
    expect(bind((ctx) => AccessPoint.azureExpressRoute({ metro: 'SV' } as any)._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] 2 problems:\n'
      + "  - zSide.serviceKey: is required. Received: undefined. Allowed: the service key of the ExpressRoute circuit. Fix: pass the circuit's service key, e.g. a sensitive variable's stringValue.\n"
      + '  - zSide.peering: is required. Received: undefined. Allowed: AzurePeering.PRIVATE or AzurePeering.MICROSOFT. Fix: set peering: AzurePeering.PRIVATE.');
  });
});

describe('AccessPoint.googlePartnerInterconnect', () => {
  test('SP with the pairing key, seller region, L2 profile and metro (port-2-google-connection); the profile of zone 1', () => {
    const s = equinixStack();
    expect(bindIn(s, AccessPoint.googlePartnerInterconnect({ pairingKey: 'pairing/us-west1/1', region: 'us-west1', metro: 'SV' }))).toEqual({
      accessPoint: { type: 'SP', authenticationKey: 'pairing/us-west1/1', sellerRegion: 'us-west1', profile: { type: 'L2_PROFILE', uuid: expect.any(String) }, location: { metroCode: 'SV' } },
    });
    expect(Object.values(synthDoc(s).data.equinix_fabric_service_profiles)).toEqual([
      { filter: [{ property: '/name', operator: '=', values: ['Google Cloud Partner Interconnect Zone 1'] }] },
    ]);
  });

  test('missing options', () => {
    expect(bind((ctx) => AccessPoint.googlePartnerInterconnect({ metro: 'SV', pairingKey: ' ' } as any)._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] 2 problems:\n'
      + '  - zSide.pairingKey: is empty. Received: " ". Allowed: the pairing key of the VLAN attachment. Fix: set pairingKey.\n'
      + '  - zSide.region: is required. Received: undefined. Allowed: the Google Cloud region, e.g. us-west1. Fix: set region.');
  });
});

describe('AccessPoint.virtualDevice', () => {
  test('VD with the device (type EDGE) and its interface (the provider\'s "Virtual Device to Port" example)', () => {
    expect(bind((ctx) => AccessPoint.virtualDevice('<device_uuid>', { interfaceType: equinix.VirtualDeviceInterfaceType.NETWORK, interfaceId: 7 })._bind(ctx, 'aSide')).value).toEqual({
      accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: '<device_uuid>' }, interfaceAttribute: { type: 'NETWORK', id: 7 } },
    });
    // modules/virtual-device-connection: no interface block when no interface is given.
    expect(bind((ctx) => AccessPoint.virtualDevice('<device_uuid>')._bind(ctx, 'aSide')).value).toEqual({ accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: '<device_uuid>' } } });
    expect(AccessPoint.virtualDevice('d').kind).toBe('VD');
  });

  test('no uuid, an interface type that is none, an interface id that is no whole number, an unknown option', () => {
    expect(bind((ctx) => AccessPoint.virtualDevice('', { interfaceType: 'cloud' as any, interfaceId: 1.5, port: 1 } as any)._bind(ctx, 'aSide')).error).toBe(
      '[test/Target] 4 problems:\n'
      + "  - aSide.port: unknown option. Received: the key 'port'. Allowed: the options of VirtualDeviceOptions: interfaceType, interfaceId. Fix: remove 'port', or check its spelling against VirtualDeviceOptions.\n"
      + "  - aSide.uuid: is empty. Received: \"\". Allowed: the uuid of the virtual device, e.g. a Network Edge device's id. Fix: set uuid.\n"
      + "  - aSide.interfaceType: is not a VirtualDeviceInterfaceType. Received: \"cloud\". Allowed: CLOUD or NETWORK. Fix: use VirtualDeviceInterfaceType.CLOUD ('CLOUD').\n"
      + "  - aSide.interfaceId: is not a whole number. Received: 1.5. Allowed: a whole number, the id of the device's interface, e.g. 7. Fix: write interfaceId: 7, the id of the interface.");
  });
});

describe('AccessPoint.oracleFastConnect', () => {
  const OCID = 'ocid1.virtualcircuit.oc1.iad.aaaaaaaaexample';

  test('SP with the OCID, the region as seller region, L2 profile and metro (port-2-oracle-connection); the profile looked up by its name', () => {
    const s = equinixStack();
    expect(bindIn(s, AccessPoint.oracleFastConnect({ virtualCircuitId: OCID, region: 'us-ashburn-1', metro: 'DC' }))).toEqual({
      accessPoint: { type: 'SP', authenticationKey: OCID, sellerRegion: 'us-ashburn-1', profile: { type: 'L2_PROFILE', uuid: expect.any(String) }, location: { metroCode: 'DC' } },
    });
    expect(Object.values(synthDoc(s).data.equinix_fabric_service_profiles)).toEqual([
      { filter: [{ property: '/name', operator: '=', values: ['Oracle Cloud Infrastructure -OCI- FastConnect'] }] },
    ]);
  });

  test('an id that is no OCID of a virtual circuit is an error (equinix:oracle-virtual-circuit-id); a reference is not judged', () => {
    expect(bind((ctx) => AccessPoint.oracleFastConnect({ virtualCircuitId: 'ocid1.vcn.oc1.iad.aaaa', region: 'us-ashburn-1', metro: 'DC' })._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] zSide.virtualCircuitId: is no OCID of a virtual circuit: Oracle writes it as ocid1.virtualcircuit.<realm>.<region>.<unique id>. Received: "ocid1.vcn.oc1.iad.aaaa". '
      + "Allowed: the OCID of the FastConnect virtual circuit, ocid1.virtualcircuit.<realm>.<region>.<unique id>. Fix: pass the virtual circuit's id, e.g. the OCI provider's oci_core_virtual_circuit id, or copy its OCID from the Oracle Cloud console.");
    const s = equinixStack();
    const v = new TerraformVariable(s, 'circuit', { type: 'string' }).stringValue;
    expect(bindIn(s, AccessPoint.oracleFastConnect({ virtualCircuitId: v, region: 'us-ashburn-1', metro: 'DC' })).accessPoint.authenticationKey).toBe(v);
  });

  test('no region is an error that says why (equinix:seller-region-required), and no circuit', () => {
    expect(bind((ctx) => AccessPoint.oracleFastConnect({ metro: 'DC' } as any)._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] 2 problems:\n'
      + '  - zSide.virtualCircuitId: is required. Received: undefined. Allowed: the OCID of the FastConnect virtual circuit, e.g. ocid1.virtualcircuit.oc1.iad.<unique id>. Fix: set virtualCircuitId.\n'
      + "  - zSide.region: is required: Oracle FastConnect takes its region as the seller region of the connection. Received: undefined. Allowed: the Oracle Cloud region of the virtual circuit, e.g. us-ashburn-1. Fix: set region: 'us-ashburn-1'.");
  });
});

describe('AccessPoint.ibmDirectLink', () => {
  test('SP with the account id, the location as seller region (port-2-ibm2-connection); the profile "IBM Cloud Direct Link 2"', () => {
    const s = equinixStack();
    expect(bindIn(s, AccessPoint.ibmDirectLink({ accountId: '<IBM account id>', region: 'San Jose 2', metro: 'SV' }))).toEqual({
      accessPoint: { type: 'SP', authenticationKey: '<IBM account id>', sellerRegion: 'San Jose 2', profile: { type: 'L2_PROFILE', uuid: expect.any(String) }, location: { metroCode: 'SV' } },
    });
    expect(Object.values(synthDoc(s).data.equinix_fabric_service_profiles)).toEqual([{ filter: [{ property: '/name', operator: '=', values: ['IBM Cloud Direct Link 2'] }] }]);
  });

  test('no region is an error (equinix:seller-region-required); a blank account id, a profile by name', () => {
    expect(bind((ctx) => AccessPoint.ibmDirectLink({ accountId: ' ', metro: 'SV', profile: 'IBM Cloud Direct Link Exchange' } as any)._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] 3 problems:\n'
      + '  - zSide.accountId: is empty. Received: " ". Allowed: the id of the IBM Cloud account. Fix: set accountId.\n'
      + "  - zSide.region: is required: IBM Direct Link takes its region as the seller region of the connection. Received: undefined. Allowed: the IBM Cloud location of the Direct Link, e.g. San Jose 2. Fix: set region: 'San Jose 2'.\n"
      + "  - zSide.profile: expected an IServiceProfile, not a name or uuid. Received: \"IBM Cloud Direct Link Exchange\". Allowed: an IServiceProfile, e.g. ServiceProfile.fromName(this, 'Aws', 'AWS Direct Connect'). "
      + "Fix: look it up with ServiceProfile.fromName(this, 'Profile', \"IBM Cloud Direct Link Exchange\"), or refer to it by uuid with ServiceProfile.fromUuid.");
  });
});

describe('AccessPoint.internetAccess and serviceProvider', () => {
  test('internet access: SP with an IA_PROFILE and the metro, no key (virtual-device-2-eia-connection)', () => {
    const s = equinixStack();
    const ia = AccessPoint.internetAccess({ metro: 'SY' });
    expect(bindIn(s, ia)).toEqual({ accessPoint: { type: 'SP', profile: { type: 'IA_PROFILE', uuid: expect.any(String) }, location: { metroCode: 'SY' } } });
    expect(Object.values(synthDoc(s).data.equinix_fabric_service_profiles)).toEqual([{ filter: [{ property: '/name', operator: '=', values: ['Equinix Internet Access'] }] }]);
    expect([ia.kind, ia._internetAccess(), AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' })._internetAccess()]).toEqual(['SP', true, false]);
    expect(bind((ctx) => AccessPoint.internetAccess({} as any)._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] zSide.metro: is required. Received: undefined. Allowed: the Equinix metro code, e.g. SV. Fix: set metro.');
  });

  test('any profile with the fields it asks for; L2_PROFILE by default', () => {
    const s = equinixStack();
    const profile = ServiceProfile.fromUuid(s, 'P', '<service_profile_uuid>');
    expect(bindIn(s, AccessPoint.serviceProvider({
      profile, metro: 'SV', authenticationKey: '<alibaba_account_id>', sellerRegion: 'us-west-1', peeringType: equinix.PeeringType.PRIVATE,
    }))).toEqual({
      accessPoint: {
        type: 'SP', authenticationKey: '<alibaba_account_id>', sellerRegion: 'us-west-1', profile: { type: 'L2_PROFILE', uuid: '<service_profile_uuid>' }, location: { metroCode: 'SV' }, peeringType: 'PRIVATE',
      },
    });
    const ia = AccessPoint.serviceProvider({ profile, metro: 'SV', profileType: equinix.ServiceProfileType.IA_PROFILE });
    expect(bindIn(equinixStack(), ia).accessPoint).toEqual({ type: 'SP', profile: { type: 'IA_PROFILE', uuid: '<service_profile_uuid>' }, location: { metroCode: 'SV' } });
    expect(ia._internetAccess()).toBe(true);
    expect(synthDoc(s).data).toBeUndefined();
  });

  test('no profile, a profile type and peering type that are none', () => {
    expect(bind((ctx) => AccessPoint.serviceProvider({ metro: 'SV', profileType: 'L2' as any, peeringType: 'private' as any } as any)._bind(ctx, 'zSide')).error).toBe(
      '[test/Target] 3 problems:\n'
      + "  - zSide.peeringType: is not a PeeringType. Received: \"private\". Allowed: PRIVATE, MICROSOFT, PUBLIC or MANUAL. Fix: use PeeringType.PRIVATE ('PRIVATE').\n"
      + '  - zSide.profileType: is not a ServiceProfileType. Received: "L2". Allowed: L2_PROFILE, L3_PROFILE or IA_PROFILE. Fix: use a ServiceProfileType, e.g. ServiceProfileType.L2_PROFILE.\n'
      + "  - zSide.profile: is required. Received: undefined. Allowed: an IServiceProfile, e.g. ServiceProfile.fromName(this, 'Profile', '<profile name>'). Fix: set profile: ServiceProfile.fromName(this, 'Profile', '<profile name>').");
  });
});
