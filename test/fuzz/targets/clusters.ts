/**
 * Fuzz targets of the cluster L2s: the three advanced-cluster constructs, the legacy cluster, the
 * looked-up and imported clusters and the outage simulation, each with random props and a random
 * sequence of addRegion/addZone, addAlert, addBackupSchedule, grants, simulateOutage and
 * applyRemovalPolicy.
 */
import * as fc from 'fast-check';
import { mongodbatlas } from '../../../src';
import {
  atlasProvider, backupScheduleFields, callOf, clusterAlertOptions, clusterFields, grantOps, hex24, legacyClusterFields, legacyRegion, listOf,
  makeUser, nearRegions, newId, op, opt, P1, PROVIDERS, projectId, props, ref, region, regions, removalPolicy, req, str, tok, userPlan, word, wrong,
} from '../atlas';
import { call, Case, FieldSpec, Op, Target } from '../harness';

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

/** The props of a cluster and the calls made on it. */
interface ClusterBody {
  readonly props: unknown;
  readonly ops: Op[];
}

/**
 * A grant to the case's user, first in most plans that lead with one: a well-typed grant mostly
 * (grantOps keeps its share of wrong users and database names).
 */
const leadingGrant = fc.option(grantOps, { freq: 4, nil: undefined });

/**
 * Props made from `fields`, and up to 4 calls of `ops`; with `grantFirst`, most plans lead with a
 * grant, so that the grants run on a cluster that constructed.
 */
function body(fields: Record<string, FieldSpec>, ops: fc.Arbitrary<Op>[], grantFirst = false): fc.Arbitrary<ClusterBody> {
  return fc.record({
    props: props(fields),
    lead: grantFirst ? leadingGrant : fc.constant(undefined),
    ops: fc.array(fc.oneof(...ops), { maxLength: grantFirst ? 3 : 4 }),
  }).map(({ props: p, lead, ops: o }) => ({ props: p, ops: lead === undefined ? o : [lead, ...o] }));
}

/** A target of a defined cluster: a user to grant to, the cluster's props and random calls on it. */
function clusterTarget(
  name: string, clusterBody: fc.Arbitrary<ClusterBody>, covers: string[], make: (c: Case, p: unknown) => unknown,
): Target<ClusterPlan> {
  return {
    name,
    covers,
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.tuple(userSetup, clusterBody).map(([user, b]) => ({ user, props: b.props, ops: b.ops })),
    // The cluster first, then the user: a user the plan got wrong does not hide the cluster's outcome.
    build: (c, plan) => {
      const cluster = c.set('cluster', make(c, c.val(plan.props)));
      c.set('user', makeUser(c.stack, 'User', plan.user[0], c.val(plan.user[1])));
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

export const TARGETS: Target[] = [
  clusterTarget('ReplicaSetCluster', body({ ...clusterFields, regions: req(regions, nearRegions) }, [...advancedOps, op('addRegion', region)]),
    ['ReplicaSetCluster', 'ReplicaSetCluster#addRegion', 'ClusterOutageSimulation', ...BASE],
    (c, p) => new mongodbatlas.ReplicaSetCluster(c.stack, 'Target', p as any)),
  clusterTarget('ShardedCluster', body({
    ...clusterFields,
    regions: req(regions, nearRegions),
    shards: req(fc.integer({ min: 1, max: 4 }), fc.oneof(fc.constantFrom(0, -1, 1.5, 1e9, 2 ** 32, 70, 71), fc.constant(tok('number')))),
  }, [...advancedOps, op('addRegion', region)]),
  ['ShardedCluster', 'ShardedCluster#addRegion', ...BASE],
  (c, p) => new mongodbatlas.ShardedCluster(c.stack, 'Target', p as any)),
  clusterTarget('GlobalCluster', body({ ...clusterFields, zones: req(fc.array(zone, { minLength: 1, maxLength: 2 }), listOf(zone, 0, 3)) }, [...advancedOps, op('addZone', zone)]),
    ['GlobalCluster', 'GlobalCluster#addZone', ...BASE],
    (c, p) => new mongodbatlas.GlobalCluster(c.stack, 'Target', p as any)),
  // LegacyCluster takes its own props (LegacyClusterProps), not the advanced clusters' fields: the
  // provider is one field, and the regions (listed and added) are of that provider.
  clusterTarget('LegacyCluster',
    fc.constantFrom(...PROVIDERS).chain((provider) => body(legacyClusterFields(provider), [...common, op('addRegion', legacyRegion(provider))], true)),
    ['LegacyCluster', 'LegacyCluster#addRegion', 'LegacyCluster#grantRead', 'LegacyCluster#grantReadWrite', 'LegacyCluster#grantAdmin',
      'LegacyCluster#addAlert', 'LegacyCluster#addBackupSchedule', 'LegacyCluster#applyRemovalPolicy'],
    (c, p) => new mongodbatlas.LegacyCluster(c.stack, 'Target', p as any)),
  {
    name: 'existing clusters (fromLookup, fromClusterAttributes)',
    covers: ['AdvancedClusterBase.fromLookup', 'AdvancedClusterBase.fromClusterAttributes', 'LegacyCluster.fromClusterAttributes', 'ClusterLookup',
      'ClusterLookup#grantRead', 'ClusterLookup#grantReadWrite', 'ClusterLookup#grantAdmin'],
    runs: RUNS,
    providers: [atlasProvider],
    // Each way takes its own attributes (fromLookup the data source's `name`, fromClusterAttributes
    // `clusterName` and what is known); near, the other way's key, which is refused as unknown.
    plan: fc.record({
      user: userSetup,
      how: fc.constantFrom('ReplicaSetCluster.fromLookup', 'GlobalCluster.fromClusterAttributes', 'LegacyCluster.fromClusterAttributes'),
      lookup: props({
        projectId: req(fc.constant(P1), projectId),
        name: req(word, str()),
        clusterName: opt(fc.constant(undefined), word),
      }),
      attrs: props({
        projectId: req(fc.constant(P1), projectId),
        clusterName: req(word, str()),
        name: opt(fc.constant(undefined), word),
        clusterId: opt(hex24, str()),
        mongoDbVersion: opt(fc.constant('8.0.4'), str()),
        stateName: opt(fc.constant('IDLE'), str()),
        knownRegions: opt(fc.constant([{ provider: 'AWS', region: 'US_EAST_1' }]), listOf(props({ provider: req(fc.constantFrom(...PROVIDERS)), region: req(fc.constantFrom('US_EAST_1', 'CENTRAL_US')) }), 0, 2)),
      }),
      // Grants are what an existing cluster does: one at least.
      ops: fc.array(grantOps, { minLength: 1, maxLength: 3 }),
      outage: fc.option(outageRegions, { nil: undefined }),
    }),
    build: (c, plan) => {
      const [cls, method] = plan.how.split('.');
      const cluster = c.set('cluster', (mongodbatlas as any)[cls][method](c.stack, 'Target', c.val(method === 'fromLookup' ? plan.lookup : plan.attrs)));
      c.set('user', makeUser(c.stack, 'User', plan.user[0], c.val(plan.user[1])));
      c.ops(cluster, plan.ops);
      if (plan.outage !== undefined) new mongodbatlas.ClusterOutageSimulation(c.stack, 'Outage', { cluster, ...(c.val(plan.outage) as object) } as any);
    },
  },
  {
    name: 'ClusterOutageSimulation',
    covers: ['ClusterOutageSimulation', 'ClusterOutageSimulation.fromClusterOutageSimulationAttributes'],
    runs: RUNS,
    providers: [atlasProvider],
    plan: fc.record({
      cluster: fc.oneof(
        { weight: 3, arbitrary: fc.constant(ref('cluster')) },
        { weight: 1, arbitrary: callOf('AdvancedClusterBase.fromClusterAttributes', fc.constant(ref('stack')), fc.constant('Imported'), props({ projectId: req(fc.constant(P1), projectId), clusterName: req(word, str()), knownRegions: opt(fc.constant([{ provider: 'AWS', region: 'US_EAST_1' }])) })) },
        { weight: 1, arbitrary: wrong },
      ),
      props: outageRegions,
      // An existing simulation: its cluster by project and name; near, the cluster itself or an id.
      existing: fc.option(props({
        projectId: req(fc.constant(P1), projectId),
        clusterName: req(word, str()),
        cluster: opt(fc.constant(undefined), fc.constant(ref('cluster'))),
        simulationId: opt(fc.constant(undefined), hex24),
      }), { nil: undefined }),
    }),
    build: (c, plan) => {
      c.set('stack', c.stack);
      if (plan.existing !== undefined) {
        const attrs = c.val(plan.existing);
        const existing = mongodbatlas.ClusterOutageSimulation.fromClusterOutageSimulationAttributes(c.stack, 'Existing', attrs);
        // The reference knows what it was given, and nothing else.
        if (!Object.is(existing.projectId, attrs.projectId) || !Object.is(existing.clusterName, attrs.clusterName)) {
          throw new Error(`fromClusterOutageSimulationAttributes returned ${existing.projectId}/${existing.clusterName}, given ${attrs.projectId}/${attrs.clusterName}`);
        }
        if (existing.node.path !== 'test/Existing') throw new Error(`fromClusterOutageSimulationAttributes made ${existing.node.path}, not test/Existing`);
      }
      c.set('cluster', new mongodbatlas.ReplicaSetCluster(c.stack, 'Cluster', {
        projectId: P1, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
      }));
      const p = c.val(plan.props);
      new mongodbatlas.ClusterOutageSimulation(c.stack, 'Target', p !== null && typeof p === 'object' ? { ...p, cluster: c.val(plan.cluster) } : p);
    },
  },
];
