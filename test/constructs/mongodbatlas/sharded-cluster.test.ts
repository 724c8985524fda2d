import { TerraformVariable } from 'cdktn';
import { base, clusterBody, clusterStack, errorOf, synthDoc, synthError } from './cluster-util';
import { mongodbatlas, TerrainTesting } from '../../../src';

describe('ShardedCluster', () => {
  test('renders SHARDED with one replication spec per shard, each with the same regions', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ShardedCluster(stack, 'Events', {
      ...base,
      name: 'events',
      shards: 3,
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
    });
    c.addRegion({ provider: 'AWS', region: 'US_WEST_2', electableNodes: 2 });
    const body = clusterBody(synthDoc(stack));
    expect(body.cluster_type).toBe('SHARDED');
    const spec = {
      region_configs: [
        { provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M30', node_count: 3 } },
        { provider_name: 'AWS', region_name: 'US_WEST_2', priority: 6, electable_specs: { instance_size: 'M30', node_count: 2 } },
      ],
    };
    expect(body.replication_specs).toEqual([spec, spec, spec]);
    expect(c.shards).toBe(3);
  });

  test('at least one shard', () => {
    expect(errorOf(() => new mongodbatlas.ShardedCluster(clusterStack(), 'Events', { ...base, shards: 0, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] }))).toBe(
      '[test/Events] shards: is not a whole number, 1 or more. Received: 0. Allowed: a whole number, 1 or more. Fix: set shards to the number of shards, e.g. 2.');
  });

  test('the electable total is judged per shard, once for all shards: an error whose override covers each shard\'s replication spec', () => {
    const stack = clusterStack();
    new mongodbatlas.ShardedCluster(stack, 'Events', { ...base, shards: 2, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 2 }] });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n  [test/Events] regions: has 2 electable nodes: a shard has 3, 5 or 7, an odd number of voting members, '
      + 'so that the members left after an outage of a minority still elect a primary. Received: 2 (AWS/US_EAST_1: 2). Allowed: 3, 5 or 7. '
      + 'Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 2 as it is, write AWS/US_EAST_1: 3 (a total of 3) and override the count on the L1: '
      + "cluster.resource.addOverride('replication_specs.N.region_configs.0.electable_specs.node_count', 2) for N = 0 to 1 (one replication spec per shard).");
    const literal = clusterStack();
    const c = new mongodbatlas.ShardedCluster(literal, 'Events', { ...base, shards: 2, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
    for (const n of [0, 1]) c.resource.addOverride(`replication_specs.${n}.region_configs.0.electable_specs.node_count`, 2);
    const specs = synthDoc(literal).resource.mongodbatlas_advanced_cluster.Events.replication_specs;
    expect(specs.map((r: any) => r.region_configs[0].electable_specs.node_count)).toEqual([2, 2]);
  });

  test('TENANT is documented for replica sets only: a warning', () => {
    const stack = clusterStack();
    new mongodbatlas.ShardedCluster(stack, 'Events', { ...base, instanceSize: 'M0', shards: 1, regions: [{ provider: 'TENANT', region: 'US_EAST_1', backingProviderName: 'AWS' }] });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Events: [mongodbatlas:shared-tier-replica-set-only] regions[0]: provider TENANT is documented for replica sets only. Received: "SHARDED". '
      + 'Allowed: REPLICASET (ReplicaSetCluster). Fix: use ReplicaSetCluster for a TENANT cluster, or a dedicated tier (M30+) for a sharded or global one.']);
  });

  test('a region written the cloud provider\'s way fails with the Atlas spelling, once for all shards', () => {
    const stack = clusterStack();
    new mongodbatlas.ShardedCluster(stack, 'Events', { ...base, shards: 3, regions: [{ provider: 'GCP', region: 'europe-west3', electableNodes: 3 }] });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n  [test/Events] regions[0].region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. '
      + "Received: \"europe-west3\". Allowed: 'EUROPE_WEST_3' (the Atlas name of this region). Fix: set region to 'EUROPE_WEST_3'.");
  });
});

describe('ShardedCluster and GlobalCluster: counts and lists the construct lays out', () => {
  test('a shard count that is a token fails: one replication spec is rendered per shard', () => {
    const stack = clusterStack();
    const n = new TerraformVariable(stack, 'shards', { type: 'number' });
    expect(errorOf(() => new mongodbatlas.ShardedCluster(stack, 'Events', { ...base, shards: n.numberValue, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] }))).toBe(
      '[test/Events] shards: must be known at synth, not a token: one replication spec is rendered per shard. '
      + 'Received: a number token (a value Terraform knows only when it plans or applies). Allowed: 1, 2, 3, ... Fix: write the number of shards in code.');
    expect(errorOf(() => new mongodbatlas.GlobalCluster(stack, 'Geo', { ...base, zones: [{ name: 'EU', shards: n.numberValue, regions: [{ provider: 'AWS', region: 'EU_WEST_1', electableNodes: 3 }] }] }))).toContain(
      '[test/Geo] zones[0].shards: must be known at synth, not a token');
  });

  test('a zone that is not an object, or zone regions that are not a list, fail at construction', () => {
    const stack = clusterStack();
    expect(errorOf(() => new mongodbatlas.GlobalCluster(stack, 'A', { ...base, zones: ['EU'] as any }))).toBe(
      '[test/A] zones[0]: expected an object. Received: "EU". Allowed: { name, regions, shards? }. Fix: write the item as an object literal with the fields shown.');
    expect(errorOf(() => new mongodbatlas.GlobalCluster(stack, 'B', { ...base, zones: [{ name: 'EU', regions: { provider: 'AWS', region: 'EU_WEST_1' } as any }] }))).toBe(
      '[test/B] zones[0].regions: expected a list. Received: an object with keys provider, region. '
      + 'Allowed: a list of { provider, region, electableNodes?, readOnlyNodes?, analyticsNodes? }. Fix: wrap it in [ ].');
  });
});

test('shards is required (JavaScript callers)', () => {
  expect(errorOf(() => new mongodbatlas.ShardedCluster(clusterStack(), 'Events', { ...base, name: 'events', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] } as any))).toBe(
    '[test/Events] shards: is required. Received: undefined. Allowed: 1, 2, 3, ... (one replication spec per shard). Fix: set shards.');
});

// The clear error that replaced a RangeError the fuzzer found (test/fuzz/clusters.fuzz.test.ts).
test('a shard count the construct cannot render (one replication spec each) is refused', () => {
  expect(errorOf(() => new mongodbatlas.ShardedCluster(clusterStack(), 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }], shards: 2 ** 53 }))).toBe(
    '[test/Orders] shards: is more shards than the construct renders: one replication spec per shard, at most 1000. Received: 9007199254740992. '
    + 'Allowed: 1 to 1000 (Atlas asks for MongoDB Support above 70 shards). Fix: set shards to the number of shards the cluster has, at most 1000.');
});

test('addRegion: a misspelled key of the region is refused with the closest key (JavaScript)', () => {
  const s = clusterStack();
  const c = new mongodbatlas.ShardedCluster(s, 'Events', { ...base, shards: 2, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] } as any);
  expect(errorOf(() => c.addRegion({ provider: 'AWS', region: 'US_WEST_2', electableNodes: 2, analyticsNode: 1 } as any))).toBe(
    "[test/Events] regions[1].analyticsNode: unknown option; did you mean analyticsNodes? Received: the key 'analyticsNode'. Allowed: the options of ClusterRegion: provider, region, electableNodes, readOnlyNodes, analyticsNodes, backingProviderName. Fix: write 'analyticsNodes' instead of 'analyticsNode'.");
});
