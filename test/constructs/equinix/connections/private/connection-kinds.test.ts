/**
 * The kinds of connection: each factory's sides and the type its ends fix, through the factories,
 * field by field as the provider's examples (docs/resources/fabric_connection.md at v5.1.0) and
 * Equinix's examples (terraform-equinix-fabric) write them.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { equinix } from '../../../../../src';
import { factoriesFor, SIDES, typeOf } from '../../../../../src/constructs/equinix/connections/private/connection-kinds';
import { equinixStack, errorOf, synthDoc, warningsOf } from '../../equinix-util';

const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, ServiceProfile, VirtualDeviceInterfaceType } = equinix;

const notifications = Notifications.emails(['example@equinix.com', 'test1@equinix.com']);
const NOTIFIED = [{ type: 'ALL', emails: ['example@equinix.com', 'test1@equinix.com'] }];
const base = { name: 'ConnectionName', bandwidth: Bandwidth.mbps(50), notifications, purchaseOrderNumber: '1-323292' };
const device = (type = VirtualDeviceInterfaceType.CLOUD) => AccessPoint.virtualDevice('<device_uuid>', { interfaceType: type, interfaceId: 7 });
const VD = (type = 'CLOUD') => ({ access_point: { type: 'VD', virtual_device: { type: 'EDGE', uuid: '<device_uuid>' }, interface: { type, id: 7 } } });
const router = (s: TerraformStack) => AccessPoint.cloudRouter(equinix.CloudRouter.fromCloudRouterAttributes(s, `R${s.node.children.length}`, { cloudRouterId: '<cloud_router_uuid>' }));
const ROUTER = { access_point: { type: 'CLOUD_ROUTER', router: { uuid: '<cloud_router_uuid>' } } };

function connection(s: TerraformStack): any {
  return synthDoc(s).resource.equinix_fabric_connection.Target;
}

describe('the factories of the new ends', () => {
  test('virtualDeviceToProvider to Azure: the provider\'s "Virtual Device to Azure Connection" example, field by field (EVPL_VC)', () => {
    const s = equinixStack();
    const key = new TerraformVariable(s, 'key', { type: 'string', sensitive: true }).stringValue;
    const c = FabricConnection.virtualDeviceToProvider(s, 'Target', {
      ...base,
      aSide: device(),
      zSide: AccessPoint.azureExpressRoute({ serviceKey: key, peering: equinix.AzurePeering.PRIVATE, metro: 'SV', profile: ServiceProfile.fromUuid(s, 'P', '<Azure_Service_Profile_UUID>') }),
    });
    expect(connection(s)).toEqual({
      name: 'ConnectionName',
      type: 'EVPL_VC',
      notifications: NOTIFIED,
      bandwidth: 50,
      redundancy: { priority: 'PRIMARY' },
      order: { purchase_order_number: '1-323292' },
      a_side: VD(),
      z_side: { access_point: { type: 'SP', authentication_key: '${var.key}', peering_type: 'PRIVATE', profile: { type: 'L2_PROFILE', uuid: '<Azure_Service_Profile_UUID>' }, location: { metro_code: 'SV' } } },
    });
    expect(c.connectionType).toBe('EVPL_VC');
  });

  test('virtualDeviceToProvider to internet access: IA_VC with an IA_PROFILE (virtual-device-2-eia-connection; the API spec\'s Vd2IAProfile-Request)', () => {
    const s = equinixStack();
    const c = FabricConnection.virtualDeviceToProvider(s, 'Target', { ...base, aSide: AccessPoint.virtualDevice('<Virtua_Device_UUID>'), zSide: AccessPoint.internetAccess({ metro: 'SY' }) });
    const doc = connection(s);
    expect([c.connectionType, doc.type]).toEqual(['IA_VC', 'IA_VC']);
    expect(doc.a_side).toEqual({ access_point: { type: 'VD', virtual_device: { type: 'EDGE', uuid: '<Virtua_Device_UUID>' } } });
    expect(doc.z_side).toEqual({ access_point: { type: 'SP', profile: { type: 'IA_PROFILE', uuid: expect.stringContaining('data.equinix_fabric_service_profiles.Target_ZSideProfile') }, location: { metro_code: 'SY' } } });
  });

  test('virtualDeviceToPort, virtualDeviceToNetwork, virtualDeviceToServiceToken: the provider\'s examples (EVPL_VC, EVPLAN_VC, EVPL_VC)', () => {
    const s = equinixStack();
    const port = FabricConnection.virtualDeviceToPort(s, 'Port', {
      ...base, aSide: device(VirtualDeviceInterfaceType.NETWORK), zSide: AccessPoint.port(Port.fromUuid(s, 'Z', '<zside_port_uuid>'), { linkProtocol: LinkProtocol.dot1q(3711), metro: 'SV' }),
    });
    const network = FabricConnection.virtualDeviceToNetwork(s, 'Network', { ...base, aSide: device(), zSide: AccessPoint.network('<network_uuid>') });
    const token = FabricConnection.virtualDeviceToServiceToken(s, 'Token', { ...base, aSide: device(VirtualDeviceInterfaceType.NETWORK), zSide: AccessPoint.serviceToken('<service_token_uuid>') });
    expect([port.connectionType, network.connectionType, token.connectionType]).toEqual(['EVPL_VC', 'EVPLAN_VC', 'EVPL_VC']);
    const all = synthDoc(s).resource.equinix_fabric_connection;
    expect(all.Port.a_side).toEqual(VD('NETWORK'));
    expect(all.Port.z_side).toEqual({ access_point: { type: 'COLO', port: { uuid: '<zside_port_uuid>' }, link_protocol: { type: 'DOT1Q', vlan_tag: 3711 }, location: { metro_code: 'SV' } } });
    expect(all.Network.z_side).toEqual({ access_point: { type: 'NETWORK', network: { uuid: '<network_uuid>' } } });
    expect(all.Token.z_side).toEqual({ service_token: { uuid: '<service_token_uuid>' } });
  });

  test('cloudRouterToNetwork: the provider\'s "Cloud Router to Network Connection" example (IPWAN_VC; cloud-router-2-wan-connection)', () => {
    const s = equinixStack();
    const c = FabricConnection.cloudRouterToNetwork(s, 'Target', { ...base, aSide: router(s), zSide: AccessPoint.network('<network_uuid>') });
    expect(connection(s)).toEqual({
      name: 'ConnectionName',
      type: 'IPWAN_VC',
      notifications: NOTIFIED,
      bandwidth: 50,
      redundancy: { priority: 'PRIMARY' },
      order: { purchase_order_number: '1-323292' },
      a_side: ROUTER,
      z_side: { access_point: { type: 'NETWORK', network: { uuid: '<network_uuid>' } } },
    });
    expect(c.connectionType).toBe('IPWAN_VC');
  });

  test('cloudRouterToVirtualDevice and cloudRouterToServiceToken: IP_VC (the API spec\'s Fcr2Vd and Fcr2ServiceToken)', () => {
    const s = equinixStack();
    const vd = FabricConnection.cloudRouterToVirtualDevice(s, 'Vd', { ...base, aSide: router(s), zSide: device() });
    const token = FabricConnection.cloudRouterToServiceToken(s, 'Token', { ...base, aSide: router(s), zSide: AccessPoint.serviceToken('<token>') });
    expect([vd.connectionType, token.connectionType]).toEqual(['IP_VC', 'IP_VC']);
    const all = synthDoc(s).resource.equinix_fabric_connection;
    expect([all.Vd.a_side, all.Vd.z_side, all.Token.z_side]).toEqual([ROUTER, VD(), { service_token: { uuid: '<token>' } }]);
  });

  test('serviceTokenToProvider: the provider\'s "Service Token to AWS Connection" example, the token side without an access point; serviceTokenToPort', () => {
    const s = equinixStack();
    FabricConnection.serviceTokenToProvider(s, 'Target', {
      ...base,
      aSide: AccessPoint.serviceToken('<service_token_uuid>'),
      zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV', profile: ServiceProfile.fromUuid(s, 'P', '<service_profile_uuid>') }),
    });
    const c = connection(s);
    expect([c.type, c.a_side]).toEqual(['EVPL_VC', { service_token: { uuid: '<service_token_uuid>' } }]);
    expect(c.z_side.access_point).toEqual({ type: 'SP', authentication_key: '123456789012', seller_region: 'us-west-1', profile: { type: 'L2_PROFILE', uuid: '<service_profile_uuid>' }, location: { metro_code: 'SV' } });
    const t = equinixStack();
    const port = FabricConnection.serviceTokenToPort(t, 'Target', { ...base, aSide: AccessPoint.serviceToken('<token>'), zSide: AccessPoint.port(Port.fromUuid(t, 'Z', 'z'), { linkProtocol: LinkProtocol.dot1q(2876) }) });
    expect(port.connectionType).toBe('EVPL_VC');
  });

  test('portToVirtualDevice (port_to_vd.tf: EVPL_VC); a redundant pair to a virtual device is two of them', () => {
    const s = equinixStack();
    const c = FabricConnection.portToVirtualDevice(s, 'Target', { ...base, aSide: AccessPoint.port(Port.fromUuid(s, 'A', '<aside_port_uuid>'), { linkProtocol: LinkProtocol.dot1q(1976) }), zSide: device() });
    expect([c.connectionType, connection(s).z_side]).toEqual(['EVPL_VC', VD()]);
    const t = equinixStack();
    const pair = FabricConnection.redundantPair(t, 'Pair', {
      ...base,
      primaryASide: AccessPoint.port(Port.fromUuid(t, 'P', 'p'), { linkProtocol: LinkProtocol.dot1q(100) }),
      secondaryASide: AccessPoint.port(Port.fromUuid(t, 'S', 's'), { linkProtocol: LinkProtocol.dot1q(100) }),
      zSide: device(),
    });
    expect([pair.primary.connectionType, pair.secondary.connectionType]).toEqual(['EVPL_VC', 'EVPL_VC']);
  });

  test('Oracle and IBM through the new ends: the key is set without the L1\'s literal-secret warning (an OCID and an account id are no secrets)', () => {
    const s = equinixStack();
    FabricConnection.cloudRouterToProvider(s, 'Target', {
      ...base, aSide: router(s), zSide: AccessPoint.oracleFastConnect({ virtualCircuitId: 'ocid1.virtualcircuit.oc1.iad.aaaa', region: 'us-ashburn-1', metro: 'DC' }),
    });
    FabricConnection.portToProvider(s, 'Ibm', {
      ...base,
      additionalInfo: { ASN: '14353' },
      aSide: AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.qinq(3202, 3195) }),
      zSide: AccessPoint.ibmDirectLink({ accountId: '<IBM account id>', region: 'San Jose 2', metro: 'SV' }),
    });
    expect(warningsOf(s).filter((w) => w.includes('literal-secret'))).toEqual([]);
    const all = synthDoc(s).resource.equinix_fabric_connection;
    expect([all.Target.type, all.Target.z_side.access_point.authentication_key, all.Target.z_side.access_point.seller_region]).toEqual(['IP_VC', 'ocid1.virtualcircuit.oc1.iad.aaaa', 'us-ashburn-1']);
    expect([all.Ibm.type, all.Ibm.additional_info]).toEqual(['EVPL_VC', [{ key: 'ASN', value: '14353' }]]);
    // A key of any profile (serviceProvider) may be a secret: the L1's warning stays.
    const t = equinixStack();
    FabricConnection.portToProvider(t, 'Target', {
      ...base, aSide: AccessPoint.port(Port.fromUuid(t, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) }), zSide: AccessPoint.serviceProvider({ profile: ServiceProfile.fromUuid(t, 'P', 'p'), metro: 'SV', authenticationKey: 'literal' }),
    });
    expect(warningsOf(t).filter((w) => w.includes('literal-secret'))).toEqual([expect.stringContaining('zSide.accessPoint.authenticationKey is sensitive but holds a literal value')]);
  });
});

describe('refusals', () => {
  test('internet access from anything but a virtual device is an error (equinix:internet-access-connection)', () => {
    const s = equinixStack();
    expect(errorOf(() => FabricConnection.portToProvider(s, 'Target', {
      ...base, aSide: AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) }), zSide: AccessPoint.internetAccess({ metro: 'SY' }),
    }))).toBe(
      '[test/Target] zSide: is Equinix Internet Access; portToProvider does not reach it: an IA_VC connection runs from a virtual device. Received: an AccessPoint. '
      + 'Allowed: a Z side of Equinix Internet Access on FabricConnection.virtualDeviceToProvider only. Fix: use FabricConnection.virtualDeviceToProvider with aSide: AccessPoint.virtualDevice(deviceUuid), or write the connection with the L1 EquinixFabricConnection.');
    expect(s.node.tryFindChild('Target')).toBeUndefined();
  });

  test('a side of another kind names the factories that take both ends (equinix:connection-a-side, equinix:connection-z-side)', () => {
    const s = equinixStack();
    expect(errorOf(() => FabricConnection.virtualDeviceToProvider(s, 'Target', { ...base, aSide: router(s), zSide: AccessPoint.network('n') }))).toBe(
      '[test/Target] 2 problems:\n'
      + "  - aSide: is a Fabric Cloud Router; this kind of connection takes a virtual device here. Received: an AccessPoint. Allowed: a virtual device: AccessPoint.virtualDevice(uuid, { interfaceType }). Fix: use the factory named for the connection's ends (FabricConnection.cloudRouterToNetwork), or pass the other access point.\n"
      + "  - zSide: is a Fabric network; this kind of connection takes a service provider here. Received: an AccessPoint. Allowed: a service provider: AccessPoint.awsDirectConnect, azureExpressRoute, googlePartnerInterconnect, oracleFastConnect, ibmDirectLink or serviceProvider, or AccessPoint.internetAccess. Fix: use the factory named for the connection's ends (FabricConnection.cloudRouterToNetwork), or pass the other access point.");
    expect(errorOf(() => FabricConnection.serviceTokenToPort(s, 'Target', { ...base, aSide: device(), zSide: AccessPoint.network('n') }))).toBe(
      '[test/Target] 2 problems:\n'
      + "  - aSide: is a virtual device; this kind of connection takes a service token here. Received: an AccessPoint. Allowed: a service token: AccessPoint.serviceToken(uuid). Fix: use the factory named for the connection's ends (FabricConnection.virtualDeviceToNetwork), or pass the other access point.\n"
      + "  - zSide: is a Fabric network; this kind of connection takes a port here. Received: an AccessPoint. Allowed: a port: AccessPoint.port(port, { linkProtocol }). Fix: use the factory named for the connection's ends (FabricConnection.virtualDeviceToNetwork), or pass the other access point.");
    expect(errorOf(() => FabricConnection.cloudRouterToNetwork(s, 'Target', { ...base, aSide: router(s) } as any))).toBe(
      '[test/Target] zSide: is required. Received: undefined. Allowed: a Fabric network: AccessPoint.network(uuid). Fix: set zSide.');
  });
});

describe('the tables', () => {
  test('every kind names its sides; typeOf fixes the type from the ends', () => {
    const s = equinixStack();
    for (const sides of Object.values(SIDES)) expect([sides.a.length > 0, sides.z.length > 0, sides.zExample.startsWith('AccessPoint.')]).toEqual([true, true, true]);
    const tagged = AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) });
    expect([
      typeOf('portToPort', tagged, tagged),
      typeOf('portToNetwork', tagged, undefined),
      typeOf('portToNetwork', AccessPoint.port(Port.fromUuid(s, 'B', 'b')), undefined),
      typeOf('cloudRouterToNetwork', undefined, undefined),
      typeOf('cloudRouterToServiceToken', undefined, undefined),
      typeOf('virtualDeviceToProvider', undefined, AccessPoint.internetAccess({ metro: 'SY' })),
      typeOf('virtualDeviceToProvider', undefined, undefined),
      typeOf('virtualDeviceToNetwork', undefined, undefined),
    ]).toEqual([undefined, 'EVPLAN_VC', 'EPLAN_VC', 'IPWAN_VC', 'IP_VC', 'IA_VC', 'EVPL_VC', 'EVPLAN_VC']);
    expect(factoriesFor(AccessPoint.serviceToken('t'), AccessPoint.port(Port.fromUuid(s, 'C', 'c')))).toEqual(['portToPort', 'serviceTokenToPort']);
    expect(factoriesFor(AccessPoint.network('n'), undefined)).toEqual([]);
  });
});
