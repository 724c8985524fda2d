/**
 * Fuzz targets of the cluster L2s: the three advanced-cluster constructs, the legacy cluster, the
 * looked-up and imported clusters and the outage simulation, each with random props and a random
 * sequence of addRegion/addZone, addAlert, addBackupSchedule, grants, simulateOutage and
 * applyRemovalPolicy.
 */
import * as fc from 'fast-check';
import { mongodbatlas } from '../../../src';
import {
  atlasProvider, backupScheduleFields, callOf, clusterAlertOptions, clusterFields, grantOps, hex24, listOf, makeUser, nearRegions, newId, op, opt,
  P1, PROVIDERS, projectId, props, ref, region, regions, removalPolicy, req, str, tok, userPlan, word, wrong,
} from '../atlas';
import { call, Case, Op, Target } from '../harness';

/** Cases per target in CI. */
export const RUNS = 1000;

/** A user to grant to: well-formed mostly (one role, so that it synthesizes), any user sometimes. */
export const userSetup = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constant(['password', {
      projectId: P1,
      authentication: call('DatabaseUserAuthentication.password', { username: 'app', password: call('DatabasePassword.writeOnly', tok('string'), 1) }),
      roles: [call('DatabaseRole.read', 'orders')],
    }] as [string, unknown]),
  },
  { weight: 1, arbitrary: userPlan },
);

const outageRegions = props({
  regions: req(
    fc.constantFrom([{ provider: 'AWS', region: 'US_EAST_1' }], [{ provider: 'GCP', region: 'CENTRAL_US' }]),
    listOf(props({ provider: req(fc.constantFrom(...PROVIDERS), fc.constantFrom('TENANT', 'aws')), region: req(fc.constantFrom('US_EAST_1', 'US_WEST_2', 'CENTRAL_US', 'EU_WEST_1')) }), 0, 3),
  ),
});

/** The calls every cluster takes. */
const common: fc.Arbitrary<Op>[] = [
  grantOps,
  op('addAlert', newId, clusterAlertOptions),
  op('addBackupSchedule', props(backupScheduleFields)),
  op('applyRemovalPolicy', fc.oneof(removalPolicy, wrong)),
];

interface ClusterPlan {
  readonly user: [string, unknown];
  readonly props: unknown;
  readonly ops: Op[];
}

function clusterTarget(
  name: string, extraProps: Record<string, any>, ops: fc.Arbitrary<Op>[], covers: string[], make: (c: Case, p: unknown) => unknown,
): Target<ClusterPlan> {
  return {
    name,
    covers,
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      user: userSetup,
      props: props({ ...clusterFields, ...extraProps }),
      ops: fc.array(fc.oneof(...ops), { maxLength: 4 }),
    }),
    build: (c, plan) => {
      c.set('user', makeUser(c.stack, 'User', plan.user[0], c.val(plan.user[1])));
      const cluster = c.set('cluster', make(c, c.val(plan.props)));
      c.ops(cluster, plan.ops);
    },
  };
}

const BASE = ['AdvancedClusterBase#grantRead', 'AdvancedClusterBase#grantReadWrite', 'AdvancedClusterBase#grantAdmin', 'AdvancedClusterBase#addAlert',
  'AdvancedClusterBase#addBackupSchedule', 'AdvancedClusterBase#applyRemovalPolicy', 'AdvancedClusterBase#simulateOutage'];
const advancedOps = [...common, op('simulateOutage', newId, outageRegions)];

const zone = props({
  name: req(fc.constantFrom('Americas', 'Europe', 'Asia'), fc.oneof(fc.constant(''), str())),
  regions: req(regions, nearRegions),
  shards: opt(fc.integer({ min: 1, max: 3 }), fc.oneof(fc.constantFrom(0, -1, 1.5, 1e9, 2 ** 32), fc.constant(tok('number')))),
});

const legacyRegion = props({
  region: req(fc.constantFrom('US_EAST_1', 'US_WEST_2', 'EU_WEST_1'), fc.oneof(fc.constant(''), str())),
  electableNodes: req(fc.constant(3), fc.oneof(fc.constantFrom(0, 1, 2, 5, 7, -1, 0.5), fc.constant(tok('number')))),
  readOnlyNodes: opt(fc.integer({ min: 0, max: 2 }), fc.constantFrom(-1, 1.5)),
  analyticsNodes: opt(fc.integer({ min: 0, max: 2 }), fc.constantFrom(-1, 1.5)),
});

export const TARGETS: Target[] = [
  clusterTarget('ReplicaSetCluster', { regions: req(regions, nearRegions) }, [...advancedOps, op('addRegion', region)],
    ['ReplicaSetCluster', 'ReplicaSetCluster#addRegion', 'ClusterOutageSimulation', ...BASE],
    (c, p) => new mongodbatlas.ReplicaSetCluster(c.stack, 'Target', p as any)),
  clusterTarget('ShardedCluster', { regions: req(regions, nearRegions), shards: req(fc.integer({ min: 1, max: 4 }), fc.oneof(fc.constantFrom(0, -1, 1.5, 1e9, 2 ** 32, 70, 71), fc.constant(tok('number')))) },
    [...advancedOps, op('addRegion', region)],
    ['ShardedCluster', 'ShardedCluster#addRegion', ...BASE],
    (c, p) => new mongodbatlas.ShardedCluster(c.stack, 'Target', p as any)),
  clusterTarget('GlobalCluster', { zones: req(fc.array(zone, { minLength: 1, maxLength: 2 }), listOf(zone, 0, 3)) }, [...advancedOps, op('addZone', zone)],
    ['GlobalCluster', 'GlobalCluster#addZone', ...BASE],
    (c, p) => new mongodbatlas.GlobalCluster(c.stack, 'Target', p as any)),
  clusterTarget('LegacyCluster', {
    provider: req(fc.constantFrom('AWS', 'GCP', 'AZURE'), fc.constantFrom('TENANT', 'aws')),
    regions: req(fc.array(legacyRegion, { minLength: 1, maxLength: 1 }), listOf(legacyRegion, 0, 3)),
    numShards: opt(fc.integer({ min: 1, max: 3 }), fc.oneof(fc.constantFrom(1e9, -1, 0.5, 0), fc.constant(tok('number')))),
    cloudBackup: opt(fc.boolean()),
    advancedConfiguration: opt(props({ failIndexKeyTooLong: opt(fc.constant(undefined), fc.boolean()), defaultReadConcern: opt(fc.constant(undefined), fc.constantFrom('available', 'local')), javascriptEnabled: opt(fc.boolean()), minimumEnabledTlsProtocol: opt(fc.constant('TLS1_2'), fc.constant('TLS1_1')) })),
  }, [...common, op('addRegion', legacyRegion)],
  ['LegacyCluster', 'LegacyCluster#addRegion', 'LegacyCluster#grantRead', 'LegacyCluster#grantReadWrite', 'LegacyCluster#grantAdmin',
    'LegacyCluster#addAlert', 'LegacyCluster#addBackupSchedule', 'LegacyCluster#applyRemovalPolicy'],
  (c, p) => new mongodbatlas.LegacyCluster(c.stack, 'Target', p as any)),
  {
    name: 'existing clusters (fromLookup, fromClusterAttributes)',
    covers: ['AdvancedClusterBase.fromLookup', 'AdvancedClusterBase.fromClusterAttributes', 'LegacyCluster.fromClusterAttributes', 'ClusterLookup', 'ImportedCluster',
      'ClusterLookup#grantRead', 'ClusterLookup#grantReadWrite', 'ClusterLookup#grantAdmin', 'ImportedCluster#grantRead', 'ImportedCluster#grantReadWrite', 'ImportedCluster#grantAdmin'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      user: userSetup,
      how: fc.constantFrom('ReplicaSetCluster.fromLookup', 'GlobalCluster.fromClusterAttributes', 'LegacyCluster.fromClusterAttributes'),
      attrs: props({
        projectId: req(fc.constant(P1), projectId),
        name: req(word, str()),
        clusterName: req(word, str()),
        clusterId: opt(hex24, str()),
        mongoDbVersion: opt(fc.constant('8.0.4'), str()),
        stateName: opt(fc.constant('IDLE'), str()),
        knownRegions: opt(fc.constant([{ provider: 'AWS', region: 'US_EAST_1' }]), listOf(props({ provider: req(fc.constantFrom(...PROVIDERS)), region: req(fc.constantFrom('US_EAST_1', 'CENTRAL_US')) }), 0, 2)),
      }),
      ops: fc.array(grantOps, { maxLength: 3 }),
      outage: fc.option(outageRegions, { nil: undefined }),
    }),
    build: (c, plan) => {
      c.set('user', makeUser(c.stack, 'User', plan.user[0], c.val(plan.user[1])));
      const [cls, method] = plan.how.split('.');
      const cluster = (mongodbatlas as any)[cls][method](c.stack, 'Target', c.val(plan.attrs));
      c.ops(cluster, plan.ops);
      if (plan.outage !== undefined) new mongodbatlas.ClusterOutageSimulation(c.stack, 'Outage', { cluster, ...(c.val(plan.outage) as object) } as any);
    },
  },
  {
    name: 'ClusterOutageSimulation',
    covers: ['ClusterOutageSimulation'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      cluster: fc.oneof(
        { weight: 3, arbitrary: fc.constant(ref('cluster')) },
        { weight: 1, arbitrary: callOf('AdvancedClusterBase.fromClusterAttributes', fc.constant(ref('stack')), fc.constant('Imported'), props({ projectId: req(fc.constant(P1), projectId), clusterName: req(word, str()), knownRegions: opt(fc.constant([{ provider: 'AWS', region: 'US_EAST_1' }])) })) },
        { weight: 1, arbitrary: wrong },
      ),
      props: outageRegions,
    }),
    build: (c, plan) => {
      c.set('stack', c.stack);
      c.set('cluster', new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', {
        projectId: P1, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
      }));
      const p = c.val(plan.props);
      new mongodbatlas.ClusterOutageSimulation(c.stack, 'Target', p !== null && typeof p === 'object' ? { ...p, cluster: c.val(plan.cluster) } : p);
    },
  },
];
