/**
 * Fuzz targets of the equinix connection L2s: a Fabric connection of each factory (port to
 * provider, port to port, port to network, a redundant pair) with random props, random access
 * points of every kind (ports looked up or referred to by uuid, service tokens, networks, the three
 * clouds) and random values (bandwidths on and off the speeds each cloud sells and above the API's
 * 100 Gbps, terms, link protocols, notifications); and a connection referred to by its attributes.
 * Besides the harness's criteria, a connection that synthesizes renders the type its factory fixes,
 * a pair's secondary names the primary's group, and a connection warns `equinix:bandwidth-tier` when
 * (and only when) its Z side is a cloud's hosted connection and its known bandwidth is no speed of
 * that cloud's list.
 */
import { TerraformStack } from 'cdktn';
import * as fc from 'fast-check';
import { equinix, TerrainTesting } from '../../../src';
import { callOf, equinixProvider, noRedundancyOrAccessPointWarning } from '../equinix';
import { CaseFailure, FieldSpec, listOf, oddNumber, oddString, opt, props, ref, req, str, Target, tok, word, wrong } from '../harness';

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
  readonly fp: { readonly factory: Factory; readonly props: unknown };
  readonly portName: unknown;
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
];
