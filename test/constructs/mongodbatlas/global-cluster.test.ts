import { TerraformOutput } from 'cdktn';
import { base, clusterBody, clusterStack, errorOf, synthDoc, synthError } from './cluster-util';
import { mongodbatlas, TerrainTesting } from '../../../src';

describe('GlobalCluster', () => {
  test('the issue\'s example: zones with a zone name on every replication spec, addZone after construction', () => {
    const stack = clusterStack();
    const orders = new mongodbatlas.GlobalCluster(stack, 'Orders', {
      projectId: base.projectId,
      name: 'orders',
      instanceSize: 'M30',
      mongoDbMajorVersion: '8.0',
      zones: [{
        name: 'Americas',
        regions: [
          { provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 },
          { provider: 'AWS', region: 'US_WEST_2', electableNodes: 2, readOnlyNodes: 1 },
        ],
      }],
    });
    orders.addZone({ name: 'Europe', regions: [{ provider: 'GCP', region: 'WESTERN_EUROPE', electableNodes: 3 }], shards: 2 });
    new TerraformOutput(stack, 'uri', { value: orders.connectionStrings.standardSrv });
    const doc = synthDoc(stack);
    const body = clusterBody(doc);
    expect(body.cluster_type).toBe('GEOSHARDED');
    const europe = { zone_name: 'Europe', region_configs: [{ provider_name: 'GCP', region_name: 'WESTERN_EUROPE', priority: 7, electable_specs: { instance_size: 'M30', node_count: 3 } }] };
    expect(body.replication_specs).toEqual([
      {
        zone_name: 'Americas',
        region_configs: [
          { provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M30', node_count: 3 } },
          { provider_name: 'AWS', region_name: 'US_WEST_2', priority: 6, electable_specs: { instance_size: 'M30', node_count: 2 }, read_only_specs: { instance_size: 'M30', node_count: 1 } },
        ],
      },
      europe,
      europe,
    ]);
    expect(doc.output.uri.value).toMatch(/^\$\{mongodbatlas_advanced_cluster\.[A-Za-z0-9_]+\.connection_strings\.standard_srv\}$/);
  });

  test('zone names are unique', () => {
    const c = new mongodbatlas.GlobalCluster(clusterStack(), 'Orders', { ...base, zones: [{ name: 'Americas', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] }] });
    expect(errorOf(() => c.addZone({ name: 'Americas', regions: [{ provider: 'AWS', region: 'US_WEST_2', electableNodes: 3 }] }))).toBe(
      '[test/Orders] zones[1].name: repeats the name of zones[0]. Received: "Americas". Allowed: a name unique in the cluster. Fix: rename one of the zones, or merge them.');
  });

  test('each zone\'s shards are judged per zone, with the zone in the field path: an electable total that is not 3, 5 or 7 fails, '
    + 'with the override of the zone\'s replication specs', () => {
    const stack = clusterStack();
    new mongodbatlas.GlobalCluster(stack, 'Orders', {
      ...base,
      zones: [
        { name: 'Americas', shards: 2, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] },
        { name: 'Europe', shards: 2, regions: [{ provider: 'AWS', region: 'EU_WEST_1', electableNodes: 4 }] },
        { name: 'Asia', regions: [{ provider: 'AWS', region: 'AP_SOUTHEAST_1', electableNodes: 2 }] },
      ],
    });
    const problem = (n: number) => `has ${n} electable nodes`;
    expect(synthError(stack).split('\n').slice(1)).toEqual([
      `  [test/Orders] zones[1].regions: ${problem(4)} (zone Europe): a shard has 3, 5 or 7, an odd number of voting members, so that the members left after an outage of a minority still elect a primary. `
      + 'Received: 4 (AWS/EU_WEST_1: 4). Allowed: 3, 5 or 7. Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 4 as it is, write AWS/EU_WEST_1: 3 (a total of 3) '
      + "and override the count on the L1: cluster.resource.addOverride('replication_specs.N.region_configs.0.electable_specs.node_count', 4) for N = 2 to 3 (one replication spec per shard).",
      `  [test/Orders] zones[2].regions: ${problem(2)} (zone Asia): a shard has 3, 5 or 7, an odd number of voting members, so that the members left after an outage of a minority still elect a primary. `
      + 'Received: 2 (AWS/AP_SOUTHEAST_1: 2). Allowed: 3, 5 or 7. Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 2 as it is, write AWS/AP_SOUTHEAST_1: 3 (a total of 3) '
      + "and override the count on the L1: cluster.resource.addOverride('replication_specs.4.region_configs.0.electable_specs.node_count', 2).",
    ]);
  });

  test('a region is documented as the highest-priority region of one zone only: a warning', () => {
    const stack = clusterStack();
    new mongodbatlas.GlobalCluster(stack, 'Orders', {
      ...base,
      zones: [
        { name: 'A', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] },
        { name: 'B', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] },
      ],
    });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Orders: [mongodbatlas:preferred-region-per-zone] zones[1].regions: makes AWS/US_EAST_1 its highest-priority region, but it already is that of zone A; '
      + 'the provider documents a region as the highest-priority region of one zone only. Received: "AWS/US_EAST_1". Allowed: a different first electable region per zone. Fix: list another region first in zone B.']);
  });

  test('a zone region written the cloud provider\'s way fails with the Atlas spelling and the zone\'s field path', () => {
    const stack = clusterStack();
    new mongodbatlas.GlobalCluster(stack, 'Orders', {
      ...base,
      zones: [
        { name: 'Americas', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] },
        { name: 'Europe', regions: [{ provider: 'AWS', region: 'eu-central-1', electableNodes: 3 }] },
      ],
    });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n  [test/Orders] zones[1].regions[0].region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. '
      + "Received: \"eu-central-1\". Allowed: 'EU_CENTRAL_1' (the Atlas name of this region). Fix: set region to 'EU_CENTRAL_1'.");
  });

  test('a global cluster needs a zone', () => {
    const stack = clusterStack();
    new mongodbatlas.GlobalCluster(stack, 'Orders', { ...base, zones: [] });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n  [test/Orders] zones: has no regions. Received: an empty list. Allowed: at least one region. Fix: add a region.');
  });

  test('zone shards must be at least 1', () => {
    expect(errorOf(() => new mongodbatlas.GlobalCluster(clusterStack(), 'Orders', { ...base, zones: [{ name: 'A', shards: 0, regions: [] }] }))).toBe(
      '[test/Orders] zones[0].shards: is not a whole number, 1 or more. Received: 0. Allowed: a whole number, 1 or more. Fix: set zones[0].shards to the number of shards, e.g. 2.');
  });
});

// The clear errors that replaced a RangeError and a TypeError the fuzzer found (test/fuzz/clusters.fuzz.test.ts).
describe('JavaScript-style input the fuzzer found', () => {
  const regions = [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }];

  test('a zone with more shards than the construct renders is refused', () => {
    expect(errorOf(() => new mongodbatlas.GlobalCluster(clusterStack(), 'Orders', { ...base, zones: [{ name: 'EU', regions, shards: 1001 }] }))).toBe(
      '[test/Orders] zones[0].shards: is more shards than the construct renders: one replication spec per shard, at most 1000. Received: 1001. '
      + 'Allowed: 1 to 1000 (Atlas asks for MongoDB Support above 70 shards). Fix: set zones[0].shards to the number of shards the cluster has, at most 1000.');
  });

  test('a zone name that is no string is reported', () => {
    expect(errorOf(() => new mongodbatlas.GlobalCluster(clusterStack(), 'Orders', { ...base, zones: [{ name: Object.create(null), regions }] }))).toBe(
      "[test/Orders] zones[0].name: expected a string. Received: an empty object. Allowed: a zone name. Fix: name the zone with a string, e.g. 'Americas'.");
  });
});

test('addZone: misspelled keys of the zone and of its regions are refused with the closest keys (JavaScript)', () => {
  const s = clusterStack();
  const c = new mongodbatlas.GlobalCluster(s, 'G', { ...base, zones: [{ name: 'Americas', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] }] } as any);
  expect(errorOf(() => c.addZone({ name: 'Europe', regions: [{ provider: 'AWS', region: 'EU_WEST_1', electableNodes: 3, readOnlyNode: 1 }], shard: 2 } as any))).toBe([
    '[test/G] 2 problems:',
    "  - zones[1].regions[0].readOnlyNode: unknown option; did you mean readOnlyNodes? Received: the key 'readOnlyNode'. Allowed: the options of ClusterRegion: provider, region, electableNodes, readOnlyNodes, analyticsNodes, backingProviderName. Fix: write 'readOnlyNodes' instead of 'readOnlyNode'.",
    "  - zones[1].shard: unknown option; did you mean shards? Received: the key 'shard'. Allowed: the options of ClusterZone: name, regions, shards. Fix: write 'shards' instead of 'shard'.",
  ].join('\n'));
});
