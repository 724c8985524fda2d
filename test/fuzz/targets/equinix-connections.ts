/**
 * Fuzz targets of the equinix connection L2s: a Fabric connection of each factory (port to
 * provider, port to port, port to network, a redundant pair; in the second target the ends of
 * virtual devices, cloud routers and service tokens, half its plans valid throughout) with random
 * props, random access points of every kind (ports looked up or referred to by uuid, service
 * tokens, networks, the three clouds, Oracle, IBM, internet access, any profile, virtual devices)
 * and random values (bandwidths on and off the speeds each cloud sells and above the API's 100
 * Gbps, terms, link protocols, notifications); and a connection referred to by its attributes.
 * Besides the harness's criteria, a connection that synthesizes renders the type its factory fixes
 * (IA_VC from a virtual device to internet access), a pair's secondary names the primary's group,
 * and a connection warns `equinix:bandwidth-tier` when (and only when) its Z side is a cloud's
 * hosted connection and its known bandwidth is no speed of that cloud's list.
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { equinix, TerrainTesting } from '../../../src';
import { callOf, equinixProvider, noRedundancyOrAccessPointWarning } from '../equinix';
import { call, CaseFailure, FieldSpec, listOf, oddNumber, oddString, opt, props, ref, req, str, Target, tok, word, wrong } from '../harness';

/** Cases per target in CI. */
export const RUNS = 200;

export const mostly = <T>(good: fc.Arbitrary<T>, weight = 6): fc.Arbitrary<unknown> => fc.oneof(
  { weight, arbitrary: good }, { weight: 1, arbitrary: wrong },
);
export const ports = fc.constantFrom(ref('portByName'), ref('portById'), ref('otherPort'), ref('portByAttributes'));
const profiles = fc.constantFrom(ref('profileByName'), ref('profileById'));
const tag = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 2, max: 4092 }) }, { weight: 1, arbitrary: oddNumber }, { weight: 1, arbitrary: fc.constant(tok('number')) });

export const bandwidth = fc.oneof(
  { weight: 6, arbitrary: callOf('Bandwidth.mbps', fc.oneof(fc.constantFrom(50, 100, 150, 300, 1234, 100000, 100001), fc.integer({ min: -5, max: 120000 }), fc.constant(tok('number')))) },
  { weight: 3, arbitrary: callOf('Bandwidth.gbps', fc.oneof(fc.constantFrom(1, 2, 5, 10, 20, 25, 50, 100, 200), fc.double({ min: -1, max: 200, noNaN: true }), fc.constant(tok('number')))) },
  { weight: 1, arbitrary: callOf('Bandwidth.mbps', oddNumber) },
  { weight: 1, arbitrary: wrong },
);
export const termLength = fc.oneof(
  { weight: 6, arbitrary: callOf('TermLength.months', fc.oneof(fc.constantFrom(1, 12, 24, 36), fc.integer({ min: -1, max: 40 }), fc.constant(tok('number')))) },
  { weight: 1, arbitrary: wrong },
);
export const linkProtocol = fc.oneof(
  { weight: 2, arbitrary: callOf('LinkProtocol.untagged') },
  { weight: 4, arbitrary: callOf('LinkProtocol.dot1q', tag) },
  { weight: 4, arbitrary: callOf('LinkProtocol.qinq', tag, fc.option(tag, { nil: undefined })) },
  { weight: 1, arbitrary: wrong },
);
const email = fc.oneof({ weight: 6, arbitrary: fc.constantFrom('noc@example.com', 'example@equinix.com') }, { weight: 1, arbitrary: oddString }, { weight: 1, arbitrary: fc.constant(tok('string')) });
export const notifications = fc.oneof(
  { weight: 8, arbitrary: callOf('Notifications.emails', listOf(email, 0, 2), fc.option(fc.oneof(fc.constantFrom(...Object.values(equinix.NotificationType)), wrong), { nil: undefined, freq: 2 })) },
  { weight: 1, arbitrary: wrong },
);
export const portPoint = callOf('AccessPoint.port', mostly(ports, 10), fc.option(props({ linkProtocol: opt(linkProtocol), metro: opt(fc.constantFrom('SV', 'DC'), fc.constant('')) }), { nil: undefined, freq: 4 }));
export const cloudPoint = fc.oneof(
  callOf('AccessPoint.awsDirectConnect', props({
    accountId: req(fc.constantFrom('123456789012', '210987654321'), fc.constantFrom('1234-5678-9012', '12345')),
    region: req(str(fc.constantFrom('us-west-1', 'eu-west-2'))),
    metro: req(fc.constantFrom('SV', 'LD')),
    profile: opt(profiles),
  })),
  callOf('AccessPoint.azureExpressRoute', props({
    serviceKey: req(fc.constant(tok('string')), fc.constantFrom('literal-key')),
    peering: req(fc.constantFrom('PRIVATE', 'MICROSOFT'), fc.constantFrom('private', 'PUBLIC')),
    metro: req(fc.constantFrom('SV')),
    profile: opt(profiles),
  })),
  callOf('AccessPoint.googlePartnerInterconnect', props({
    pairingKey: req(str(fc.constantFrom('7e51371e-72a3-40b5-b844-2e3efefaee59/us-west1/1'))), region: req(fc.constantFrom('us-west1')), metro: req(fc.constantFrom('SV')), profile: opt(profiles),
  })),
);
/** A Z side portToPort takes: a port, or (now and then) a service token. */
const portOrToken = fc.oneof({ weight: 3, arbitrary: portPoint }, { weight: 1, arbitrary: callOf('AccessPoint.serviceToken', fc.uuid()) });
export const accessPoint = fc.oneof(
  { weight: 4, arbitrary: portPoint },
  { weight: 3, arbitrary: cloudPoint },
  { weight: 1, arbitrary: callOf('AccessPoint.serviceToken', mostly(fc.uuid())) },
  { weight: 1, arbitrary: callOf('AccessPoint.network', mostly(fc.uuid())) },
  { weight: 1, arbitrary: wrong },
);

/** A Network Edge device, with or without its interface. */
export const devicePoint = callOf('AccessPoint.virtualDevice', mostly(str(fc.uuid()), 10), fc.option(props({
  interfaceType: opt(fc.constantFrom('CLOUD', 'NETWORK'), fc.constant('cloud')), interfaceId: opt(fc.integer({ min: 0, max: 12 }), fc.constant(1.5)),
}), { nil: undefined, freq: 3 }));
/** The service providers besides the three clouds: Oracle, IBM, internet access and any profile. */
export const otherProvider = fc.oneof(
  callOf('AccessPoint.oracleFastConnect', props({
    virtualCircuitId: req(str(fc.constantFrom('ocid1.virtualcircuit.oc1.iad.aaaaaaaa', 'ocid1.virtualcircuit.oc1.phx.bbbbbbbb')), fc.constantFrom('xx-xx-xx', 'ocid1.vcn.oc1.iad.a')),
    region: req(str(fc.constantFrom('us-ashburn-1', 'us-sanjose-1'))),
    metro: req(fc.constantFrom('DC', 'SV')),
    profile: opt(profiles),
  })),
  callOf('AccessPoint.ibmDirectLink', props({
    accountId: req(str(fc.constantFrom('<IBM account id>'))), region: req(str(fc.constantFrom('San Jose 2'))), metro: req(fc.constantFrom('SV')), profile: opt(profiles),
  })),
  callOf('AccessPoint.internetAccess', props({ metro: req(fc.constantFrom('SY', 'SV')), profile: opt(profiles) })),
  callOf('AccessPoint.serviceProvider', props({
    profile: req(profiles),
    metro: req(fc.constantFrom('SV')),
    profileType: opt(fc.constantFrom('L2_PROFILE', 'L3_PROFILE', 'IA_PROFILE'), fc.constant('L2')),
    authenticationKey: opt(fc.constant(tok('string')), fc.constantFrom('literal-key')),
    sellerRegion: opt(str(fc.constantFrom('us-west-1'))),
    peeringType: opt(fc.constantFrom('PRIVATE', 'PUBLIC', 'MICROSOFT', 'MANUAL'), fc.constant('private')),
  })),
);
const providerPoint = fc.oneof(cloudPoint, otherProvider);
const routerPoint = callOf('AccessPoint.cloudRouter', mostly(fc.constant(ref('router')), 10));
const tokenPoint = callOf('AccessPoint.serviceToken', mostly(fc.uuid()));
const networkPoint = callOf('AccessPoint.network', mostly(fc.uuid()));
/** Any access point, the new kinds included. */
const anyPoint = fc.oneof(accessPoint, devicePoint, otherProvider, routerPoint);

export const common: Record<string, FieldSpec> = {
  name: req(str(fc.constantFrom('Port2Aws', 'Port2Port', 'Port${x}')), fc.oneof(fc.constant(''), oddString)),
  bandwidth: req(bandwidth),
  notifications: req(notifications),
  termLength: opt(termLength),
  purchaseOrderNumber: opt(str(fc.constantFrom('1-323292'))),
  projectId: opt(str(fc.uuid())),
  additionalInfo: opt(fc.dictionary(fc.oneof(word, oddString), fc.oneof(word, oddString), { maxKeys: 2 })),
};

type Factory = 'portToProvider' | 'portToPort' | 'portToNetwork' | 'redundantPair' | 'attributes';

interface Plan {
  readonly fp: { readonly factory: Factory | EndsFactory; readonly props: unknown };
  readonly portName: unknown;
  /** The attributes of `Port.fromPortAttributes` (the FabricConnection target's; the ends target's port has a uuid only). */
  readonly portAttributes?: unknown;
  readonly profileName: unknown;
}

const TYPES: Record<string, (t: string) => boolean> = {
  portToProvider: (t) => t === 'EVPL_VC',
  portToPort: (t) => ['EVPL_VC', 'EPL_VC', 'ACCESS_EPL_VC'].includes(t),
  portToNetwork: (t) => ['EVPLAN_VC', 'EPLAN_VC'].includes(t),
};

/** Fails the case when the connection's `equinix:bandwidth-tier` warning is not there exactly when its bandwidth is off its cloud's list. */
function tierWarning(stack: TerraformStack, conn: equinix.FabricConnection, z: unknown): void {
  const doc = stack.toTerraform() as any;
  const mbps: unknown = doc.resource?.equinix_fabric_connection?.[stack.getLogicalId(conn.resource)]?.bandwidth;
  const speeds = z instanceof equinix.AccessPoint ? z._speeds() : undefined;
  const expected = speeds !== undefined && typeof mbps === 'number' && !speeds.mbps.includes(mbps);
  const warned = TerrainTesting.warnings(conn).some((w) => w.includes('[equinix:bandwidth-tier]'));
  if (warned !== expected) {
    throw new CaseFailure(`${conn.node.path} (${String(mbps)} Mbps to ${z instanceof equinix.AccessPoint ? z.kind : 'no access point'}) ${warned ? 'warned' : 'did not warn'} equinix:bandwidth-tier`);
  }
}

/** Valid access points only, for the half of the plans that are valid throughout. */
const clean = {
  port: callOf('AccessPoint.port', fc.constantFrom(ref('portById'), ref('portByName')), fc.constant({ linkProtocol: call('LinkProtocol.dot1q', 1976) })),
  device: callOf('AccessPoint.virtualDevice', fc.uuid(), fc.constantFrom(undefined, { interfaceType: 'CLOUD', interfaceId: 7 }, { interfaceType: 'NETWORK' })),
  router: callOf('AccessPoint.cloudRouter', fc.constant(ref('router'))),
  token: callOf('AccessPoint.serviceToken', fc.uuid()),
  network: callOf('AccessPoint.network', fc.uuid()),
  provider: fc.oneof(
    callOf('AccessPoint.awsDirectConnect', fc.constant({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' })),
    callOf('AccessPoint.oracleFastConnect', fc.constant({ virtualCircuitId: 'ocid1.virtualcircuit.oc1.iad.aaaaaaaa', region: 'us-ashburn-1', metro: 'DC' })),
    callOf('AccessPoint.ibmDirectLink', fc.constant({ accountId: '<IBM account id>', region: 'San Jose 2', metro: 'SV', profile: ref('profileById') })),
    callOf('AccessPoint.internetAccess', fc.constant({ metro: 'SY' })),
    callOf('AccessPoint.serviceProvider', fc.constantFrom(
      { profile: ref('profileById'), metro: 'SV', sellerRegion: 'us-west-1', peeringType: 'PRIVATE' }, { profile: ref('profileByName'), metro: 'SV', profileType: 'IA_PROFILE' },
    )),
  ),
};
const cleanCommon = fc.record({
  name: fc.constantFrom('VD_2_EIA', 'fcr_2_wan'),
  bandwidth: callOf('Bandwidth.mbps', fc.constantFrom(50, 1000)),
  notifications: callOf('Notifications.emails', fc.constant(['example@equinix.com'])),
  purchaseOrderNumber: fc.constantFrom(undefined, '1-323292'),
});

type EndsFactory = 'portToVirtualDevice' | 'cloudRouterToNetwork' | 'cloudRouterToVirtualDevice' | 'cloudRouterToServiceToken' | 'virtualDeviceToProvider'
| 'virtualDeviceToPort' | 'virtualDeviceToNetwork' | 'virtualDeviceToServiceToken' | 'serviceTokenToProvider' | 'serviceTokenToPort';

/** The factories of the new ends: the A and Z sides each takes and the type it makes (IA_VC to internet access aside). */
type Arb = fc.Arbitrary<unknown>;
const ENDS: Record<EndsFactory, { readonly a: Arb; readonly z: Arb; readonly ca: Arb; readonly cz: Arb; readonly type: string }> = {
  portToVirtualDevice: { a: portPoint, z: devicePoint, ca: clean.port, cz: clean.device, type: 'EVPL_VC' },
  cloudRouterToNetwork: { a: routerPoint, z: networkPoint, ca: clean.router, cz: clean.network, type: 'IPWAN_VC' },
  cloudRouterToVirtualDevice: { a: routerPoint, z: devicePoint, ca: clean.router, cz: clean.device, type: 'IP_VC' },
  cloudRouterToServiceToken: { a: routerPoint, z: tokenPoint, ca: clean.router, cz: clean.token, type: 'IP_VC' },
  virtualDeviceToProvider: { a: devicePoint, z: providerPoint, ca: clean.device, cz: clean.provider, type: 'EVPL_VC' },
  virtualDeviceToPort: { a: devicePoint, z: portPoint, ca: clean.device, cz: clean.port, type: 'EVPL_VC' },
  virtualDeviceToNetwork: { a: devicePoint, z: networkPoint, ca: clean.device, cz: clean.network, type: 'EVPLAN_VC' },
  virtualDeviceToServiceToken: { a: devicePoint, z: tokenPoint, ca: clean.device, cz: clean.token, type: 'EVPL_VC' },
  serviceTokenToProvider: { a: tokenPoint, z: providerPoint, ca: clean.token, cz: clean.provider, type: 'EVPL_VC' },
  serviceTokenToPort: { a: tokenPoint, z: portPoint, ca: clean.token, cz: clean.port, type: 'EVPL_VC' },
};

export const TARGETS: Target<Plan>[] = [
  {
    name: 'FabricConnection',
    covers: [
      'FabricConnection', 'FabricConnection.portToProvider', 'FabricConnection.portToPort', 'FabricConnection.portToNetwork', 'FabricConnection.redundantPair',
      'FabricConnection.fromFabricConnectionAttributes', 'Bandwidth.mbps', 'Bandwidth.gbps', 'TermLength.months', 'LinkProtocol.untagged', 'LinkProtocol.dot1q',
      'LinkProtocol.qinq', 'Notifications.emails', 'AccessPoint.port', 'AccessPoint.serviceToken', 'AccessPoint.network', 'AccessPoint.awsDirectConnect',
      'AccessPoint.azureExpressRoute', 'AccessPoint.googlePartnerInterconnect', 'Port.fromName', 'Port.fromUuid', 'Port.fromPortAttributes', 'PortLookup', 'ServiceProfile.fromName',
      'ServiceProfile.fromUuid', 'ServiceProfileLookup',
    ],
    runs: RUNS,
    providers: [equinixProvider],
    plan: fc.record({
      fp: fc.oneof(
        { weight: 3, arbitrary: fc.record({ factory: fc.constant<Factory>('portToProvider'), props: props({ ...common, aSide: req(portPoint, accessPoint), zSide: req(cloudPoint, accessPoint) }) }) },
        {
          weight: 2,
          arbitrary: fc.record({
            factory: fc.constant<Factory>('portToPort'),
            props: props({ ...common, aSide: req(portPoint, accessPoint), zSide: req(portOrToken, accessPoint), type: opt(fc.constantFrom('EVPL_VC', 'EPL_VC', 'ACCESS_EPL_VC'), fc.constant('EPL')) }),
          }),
        },
        { weight: 1, arbitrary: fc.record({ factory: fc.constant<Factory>('portToNetwork'), props: props({ ...common, aSide: req(portPoint, accessPoint), zSide: req(callOf('AccessPoint.network', mostly(fc.uuid())), accessPoint) }) }) },
        {
          weight: 2,
          arbitrary: fc.record({
            factory: fc.constant<Factory>('redundantPair'),
            props: props({
              ...common,
              primaryASide: req(portPoint),
              secondaryASide: req(portPoint),
              zSide: req(fc.oneof(cloudPoint, portPoint), accessPoint),
              secondaryName: opt(str(word)),
            }),
          }),
        },
        { weight: 1, arbitrary: fc.record({ factory: fc.constant<Factory>('attributes'), props: props({ connectionId: req(str(fc.uuid()), fc.constant('')), redundancyGroup: opt(str(fc.uuid())) }) }) },
      ),
      portName: mostly(fc.constantFrom('200001-SV1-CX-Primary-01', '${port}'), 12),
      portAttributes: props({
        portUuid: req(str(fc.uuid()), fc.constant('')),
        portName: opt(str(word)),
        encapsulationType: opt(fc.constantFrom('DOT1Q', 'QINQ', 'UNTAGGED'), fc.constantFrom('dot1q', 'VXLAN')),
      }),
      profileName: mostly(fc.constantFrom('AWS Direct Connect', 'Azure ExpressRoute'), 12),
    }),
    build: (c, plan) => {
      c.set('portByName', equinix.Port.fromName(c.stack, 'PortByName', c.val(plan.portName)));
      c.set('portById', equinix.Port.fromUuid(c.stack, 'PortById', 'c4d9350e-783c-83cd-1ce0-306a5c00a600'));
      c.set('otherPort', equinix.Port.fromUuid(c.stack, 'OtherPort', 'd3e8f1aa-783c-83cd-1ce0-306a5c00a601'));
      c.set('portByAttributes', equinix.Port.fromPortAttributes(c.stack, 'PortByAttributes', c.val(plan.portAttributes)));
      c.set('profileByName', equinix.ServiceProfile.fromName(c.stack, 'ProfileByName', c.val(plan.profileName)));
      c.set('profileById', equinix.ServiceProfile.fromUuid(c.stack, 'ProfileById', '2d4b7c0e-1a7c-4c7d-9f5b-3e6d2c1b0a9f'));
      const { factory, props: planned } = plan.fp;
      c.set('factory', factory);
      const p = c.val(planned);
      c.set('zSide', p !== null && typeof p === 'object' ? (p as { zSide?: unknown }).zSide : undefined);
      if (factory === 'attributes') {
        const imported = equinix.FabricConnection.fromFabricConnectionAttributes(c.stack, 'Target', p);
        c.set('imported', imported);
        return;
      }
      if (factory === 'redundantPair') {
        c.set('pair', equinix.FabricConnection.redundantPair(c.stack, 'Target', p));
        return;
      }
      c.set('connection', equinix.FabricConnection[factory](c.stack, 'Target', p));
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const connection = c.val(ref('connection')) as equinix.FabricConnection | undefined;
      const factory = c.val(ref('factory')) as string;
      if (connection && !TYPES[factory](connection.connectionType)) {
        throw new CaseFailure(`${factory} synthesized a connection of type ${connection.connectionType}`);
      }
      const pair = c.val(ref('pair')) as equinix.RedundantFabricConnections | undefined;
      const z: unknown = c.val(ref('zSide'));
      for (const conn of connection ? [connection] : pair ? [pair.primary, pair.secondary] : []) {
        tierWarning(c.stack, conn, z);
        noRedundancyOrAccessPointWarning(conn);
      }
      if (pair) {
        const doc = c.stack.toTerraform() as any;
        const secondary = doc.resource?.equinix_fabric_connection?.[c.stack.getLogicalId(pair.secondary.resource)];
        const primaryId = c.stack.getLogicalId(pair.primary.resource);
        if (secondary?.redundancy?.priority !== 'SECONDARY' || !String(secondary?.redundancy?.group).includes(`equinix_fabric_connection.${primaryId}.redundancy`)) {
          throw new CaseFailure(`a pair's secondary does not name the primary's redundancy group: ${JSON.stringify(secondary?.redundancy)}`);
        }
      }
    },
  },
  {
    name: 'FabricConnection, the ends of virtual devices, cloud routers and service tokens',
    covers: [
      'FabricConnection.portToVirtualDevice', 'FabricConnection.cloudRouterToNetwork', 'FabricConnection.cloudRouterToVirtualDevice', 'FabricConnection.cloudRouterToServiceToken',
      'FabricConnection.virtualDeviceToProvider', 'FabricConnection.virtualDeviceToPort', 'FabricConnection.virtualDeviceToNetwork', 'FabricConnection.virtualDeviceToServiceToken',
      'FabricConnection.serviceTokenToProvider', 'FabricConnection.serviceTokenToPort', 'AccessPoint.virtualDevice', 'AccessPoint.oracleFastConnect', 'AccessPoint.ibmDirectLink',
      'AccessPoint.internetAccess', 'AccessPoint.serviceProvider', 'AccessPoint.cloudRouter',
    ],
    runs: RUNS,
    providers: [equinixProvider],
    plan: fc.record({
      // Half the plans are valid throughout (clean ends and values), half random.
      fp: fc.oneof(...(Object.keys(ENDS) as EndsFactory[]).map((factory) => fc.record({
        factory: fc.constant<Factory | EndsFactory>(factory),
        props: fc.oneof(
          props({ ...common, aSide: req(ENDS[factory].a, anyPoint), zSide: req(ENDS[factory].z, anyPoint) }),
          fc.tuple(cleanCommon, ENDS[factory].ca, ENDS[factory].cz).map(([o, aSide, zSide]) => ({ ...o, aSide, zSide })),
        ),
      }))),
      portName: mostly(fc.constantFrom('200001-SV1-CX-Primary-01'), 12),
      profileName: mostly(fc.constantFrom('Oracle Cloud Infrastructure -OCI- FastConnect', 'Equinix Internet Access'), 12),
    }),
    build: (c, plan) => {
      c.set('portByName', equinix.Port.fromName(c.stack, 'PortByName', c.val(plan.portName)));
      c.set('portById', equinix.Port.fromUuid(c.stack, 'PortById', 'c4d9350e-783c-83cd-1ce0-306a5c00a600'));
      c.set('otherPort', equinix.Port.fromUuid(c.stack, 'OtherPort', 'd3e8f1aa-783c-83cd-1ce0-306a5c00a601'));
      c.set('portByAttributes', equinix.Port.fromPortAttributes(c.stack, 'PortByAttributes', { portUuid: 'e2a7c1d0-783c-83cd-1ce0-306a5c00a602' }));
      c.set('profileByName', equinix.ServiceProfile.fromName(c.stack, 'ProfileByName', c.val(plan.profileName)));
      c.set('profileById', equinix.ServiceProfile.fromUuid(c.stack, 'ProfileById', '2d4b7c0e-1a7c-4c7d-9f5b-3e6d2c1b0a9f'));
      c.set('router', equinix.CloudRouter.fromCloudRouterAttributes(c.stack, 'Router', { cloudRouterId: '66a21614-1c4a-11ec-9621-0242ac130002' }));
      const factory = plan.fp.factory as EndsFactory;
      c.set('factory', factory);
      const p = c.val(plan.fp.props);
      c.set('zSide', p !== null && typeof p === 'object' ? (p as { zSide?: unknown }).zSide : undefined);
      c.set('connection', equinix.FabricConnection[factory](c.stack, 'Target', p));
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const connection = c.val(ref('connection')) as equinix.FabricConnection;
      const factory = c.val(ref('factory')) as EndsFactory;
      const z: unknown = c.val(ref('zSide'));
      const ia = z instanceof equinix.AccessPoint && z._internetAccess();
      const expected = factory === 'virtualDeviceToProvider' && ia ? 'IA_VC' : ENDS[factory].type;
      if (connection.connectionType !== expected) throw new CaseFailure(`${factory} synthesized a connection of type ${connection.connectionType}, not ${expected}`);
      tierWarning(c.stack, connection, z);
    },
  },
];
