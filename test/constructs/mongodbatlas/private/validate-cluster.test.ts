import { Lazy } from 'cdktn';
import { ClusterProps } from '../../../../src/constructs/mongodbatlas/cluster-props';
import {
  checkShards, isSharedTier, layoutAdvice, layoutProps, MAX_SHARDS, validateClusterProps, validateLayouts,
} from '../../../../src/constructs/mongodbatlas/private/validate-cluster';
import { formatProblem } from '../../../../src/core/base/errors';
import { Problems } from '../../../../src/core/l2';

const messages = (p: Problems) => p.list.map(formatProblem);
const base = { projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', name: 'orders', instanceSize: 'M30', regions: [] } as unknown as ClusterProps;
const region = (name: string, electableNodes: number, provider = 'AWS') => ({ provider, region: name, electableNodes });
const layout = (regions: unknown[], shards = 1) => [{ path: 'regions', regions, specs: { first: 0, count: shards } }] as any;
const zone = (zoneName: string, i: number, regions: unknown[]) => ({ path: `zones[${i}].regions`, zoneName, regions, specs: { first: i, count: 1 } }) as any;
/** What layoutAdvice warns, by warning id (ids with nothing to say left out). */
const advice = (layouts: any[], clusterType: string) => Object.fromEntries(
  layoutAdvice(layouts, clusterType).filter(([, p]) => p.list.length).map(([id, p]) => [id, messages(p)]));
const TIERS = 'M10, M20, M30, M40, M50, M60, M80, M90, M100, M140, M200, M250, M300, M400, M700, R40, R50, R60, R80, R200, R300, R400, R600, R700, '
  + 'M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M300_NVME, M400_NVME, M600_NVME; '
  + 'Gen2: M30, M40, M50, M60, M80, M140, M200, M300, R40, R50, R60, R80, R200, R300, R400, R700, M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M400_NVME '
  + 'with the suffix _GEN_2 (e.g. M30_GEN_2)';

test('isSharedTier: the tenant and flex providers', () => {
  expect(['TENANT', 'FLEX', 'AWS'].map(isSharedTier)).toEqual([true, true, false]);
});

describe('validateClusterProps', () => {
  test('pass: a dedicated tier, a Gen2 tier; a tier only Terraform knows; compute auto scaling with its maximum (scale-down may be left out)', () => {
    expect(messages(validateClusterProps(base))).toEqual([]);
    expect(messages(validateClusterProps({ ...base, instanceSize: 'M30_GEN_2' }))).toEqual([]);
    expect(messages(validateClusterProps({ ...base, instanceSize: '${var.size}' }))).toEqual([]);
    expect(messages(validateClusterProps({ ...base, autoScaling: { computeEnabled: true, computeMaxInstanceSize: 'M60' } }))).toEqual([]);
  });
  test('fail: a tier Atlas does not have; auto scaling without its limits', () => {
    expect(messages(validateClusterProps({ ...base, instanceSize: 'M31', autoScaling: { computeEnabled: true, computeScaleDownEnabled: true } as any }))).toEqual([
      `instanceSize: is not an Atlas tier. Received: "M31". Allowed: ${TIERS}; M0, M2, M5 with provider TENANT; FLEX with provider FLEX. Fix: use a tier name such as M30 (upper case, no spaces).`,
      'autoScaling.computeMaxInstanceSize: is required when computeEnabled is true. Received: undefined. Allowed: a tier such as M60. Fix: set autoScaling.computeMaxInstanceSize.',
      'autoScaling.computeMinInstanceSize: is required when computeScaleDownEnabled is true. Received: undefined. Allowed: a tier such as M30. Fix: set autoScaling.computeMinInstanceSize.',
    ]);
  });
});

describe('validateLayouts', () => {
  test('pass: three electable nodes in one region; five across two', () => {
    expect(messages(validateLayouts(layout([region('US_EAST_1', 3)]), layoutProps(base)))).toEqual([]);
    expect(messages(validateLayouts(layout([region('US_EAST_1', 3), region('CENTRAL_US', 2, 'GCP')]), layoutProps(base)))).toEqual([]);
  });
  test('pass: a tenant region (no node count: the electable total is not judged) without backingProviderName (the L1\'s rule backing-provider warns); a count that is a token', () => {
    expect(messages(validateLayouts(layout([{ provider: 'TENANT', region: 'US_EAST_1' }]), layoutProps({ ...base, instanceSize: 'M0' })))).toEqual([]);
    expect(messages(validateLayouts(layout([region('US_EAST_1', Lazy.numberValue({ produce: () => 3 })), region('US_WEST_2', 1)]), layoutProps(base)))).toEqual([]);
  });
  test('fail: an even electable total (the L2s\' invariant), with the override of every shard\'s spec', () => {
    expect(messages(validateLayouts(layout([region('US_EAST_1', 2), region('US_WEST_2', 2)], 3), layoutProps(base)))).toEqual([
      'regions: has 4 electable nodes: a shard has 3, 5 or 7, an odd number of voting members, so that the members left after an outage of a minority still elect a primary. '
      + 'Received: 4 (AWS/US_EAST_1: 2, AWS/US_WEST_2: 2). Allowed: 3, 5 or 7. Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 4 as it is, '
      + "write AWS/US_EAST_1: 1 (a total of 3) and override the count on the L1: cluster.resource.addOverride('replication_specs.N.region_configs.0.electable_specs.node_count', 2) "
      + 'for N = 0 to 2 (one replication spec per shard).',
    ]);
  });
  test('fail: a region twice; a tenant region with a backing provider that is no cloud', () => {
    expect(messages(validateLayouts(layout([region('US_EAST_1', 2), region('US_EAST_1', 1)]), layoutProps(base)))).toEqual([
      'regions[1]: repeats AWS/US_EAST_1, already at regions[0]; a provider and region pair appears at most once per shard. Received: "AWS/US_EAST_1". '
      + 'Allowed: each provider/region once per shard. Fix: merge the node counts into one region entry.',
    ]);
    expect(messages(validateLayouts(layout([{ provider: 'TENANT', region: 'US_EAST_1', backingProviderName: 'aws' }]), layoutProps({ ...base, instanceSize: 'M0' })))).toEqual([
      "regions[0].backingProviderName: is not a cloud provider. Received: \"aws\". Allowed: AWS, GCP or AZURE. Fix: write the cloud in upper case, e.g. 'AWS'.",
    ]);
  });
});

describe('layoutAdvice (documented only: warnings by id, never errors)', () => {
  test('pass: 3 or 5 electable nodes per shard; a tenant replica set; each zone with its own highest-priority region', () => {
    expect(advice(layout([region('US_EAST_1', 3), region('CENTRAL_US', 2, 'GCP')]), 'REPLICASET')).toEqual({});
    expect(advice(layout([{ provider: 'TENANT', region: 'US_EAST_1', backingProviderName: 'AWS' }]), 'REPLICASET')).toEqual({});
    expect(advice([zone('Americas', 0, [region('US_EAST_1', 3)]), zone('Europe', 1, [region('EU_WEST_1', 3)])], 'GEOSHARDED')).toEqual({});
  });
  test('fail: a tenant region in a sharded cluster; a region first in two zones (an even electable total is no advice: validateLayouts refuses it)', () => {
    expect(advice(layout([region('US_EAST_1', 2), region('US_WEST_2', 2)]), 'REPLICASET')).toEqual({});
    expect(advice(layout([{ provider: 'TENANT', region: 'US_EAST_1', backingProviderName: 'AWS' }]), 'SHARDED')).toEqual({
      'mongodbatlas:shared-tier-replica-set-only': [
        'regions[0]: provider TENANT is documented for replica sets only. Received: "SHARDED". Allowed: REPLICASET (ReplicaSetCluster). '
        + 'Fix: use ReplicaSetCluster for a TENANT cluster, or a dedicated tier (M30+) for a sharded or global one.',
      ],
    });
    expect(advice([zone('Americas', 0, [region('US_EAST_1', 3)]), zone('Europe', 1, [region('US_EAST_1', 3)])], 'GEOSHARDED')).toEqual({
      'mongodbatlas:preferred-region-per-zone': [
        'zones[1].regions: makes AWS/US_EAST_1 its highest-priority region, but it already is that of zone Americas; the provider documents a region as the highest-priority region of one zone only. '
        + 'Received: "AWS/US_EAST_1". Allowed: a different first electable region per zone. Fix: list another region first in zone Europe.',
      ],
    });
  });
});

describe('checkShards', () => {
  test('pass: 1 to 1000 shards', () => {
    const p = new Problems();
    [1, 2, MAX_SHARDS].forEach((n) => checkShards(p, 'shards', n));
    expect(messages(p)).toEqual([]);
  });
  test('fail: no whole number of at least 1; more than the construct renders', () => {
    const p = new Problems();
    checkShards(p, 'shards', 0);
    checkShards(p, 'shards', MAX_SHARDS + 1);
    expect(messages(p)).toEqual([
      'shards: is not a whole number, 1 or more. Received: 0. Allowed: a whole number, 1 or more. Fix: set shards to the number of shards, e.g. 2.',
      'shards: is more shards than the construct renders: one replication spec per shard, at most 1000. Received: 1001. '
      + 'Allowed: 1 to 1000 (Atlas asks for MongoDB Support above 70 shards). Fix: set shards to the number of shards the cluster has, at most 1000.',
    ]);
  });
});
