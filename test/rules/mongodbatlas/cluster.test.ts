import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines, ruleWarnings } from '../findings';

type Config = mongodbatlas.MongodbatlasClusterConfig;
const base: Config = { projectId: 'p', name: 'inventory', providerName: 'AWS', providerInstanceSizeName: 'M30', clusterType: 'REPLICASET' };
const regions = (...rc: any[]): Config => ({ ...base, replicationSpecs: [{ numShards: 1, regionsConfig: rc }] });
const make = (config: Config, before?: (s: any) => void) => synth((s) => {
  before?.(s);
  new mongodbatlas.MongodbatlasProvider(s, 'provider');
  new mongodbatlas.MongodbatlasCluster(s, 'c', config);
});
const fails = (config: Config) => errorOf(() => make(config));

describe('mongodbatlas_cluster type rules', () => {
  test('a valid three-region cluster passes', () => {
    expect(ruleWarnings(make(regions(
      { regionName: 'US_EAST_1', priority: 7, electableNodes: 3 },
      { regionName: 'US_WEST_2', priority: 6, electableNodes: 2 },
      { regionName: 'EU_WEST_1', priority: 0, readOnlyNodes: 1 },
    )).warnings)).toEqual([]);
  });

  test('custom-ciphers-need-custom-mode', () => {
    expect(ruleWarnings(make({ ...base, advancedConfiguration: { tlsCipherConfigMode: 'DEFAULT', customOpensslCipherConfigTls12: ['x'] } }).warnings)).toEqual([
      "test/c: [rule:mongodbatlas_cluster/custom-ciphers-need-custom-mode] advancedConfiguration.customOpensslCipherConfigTls12: is used only when tlsCipherConfigMode is CUSTOM. Received: tlsCipherConfigMode 'DEFAULT'. Allowed: tlsCipherConfigMode: 'CUSTOM'. Fix: set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove customOpensslCipherConfigTls12.",
    ]);
    expect(ruleWarnings(make({ ...base, advancedConfiguration: { tlsCipherConfigMode: 'CUSTOM', customOpensslCipherConfigTls12: ['x'] } }).warnings)).toEqual([]);
  });

  test('priority-order: judged on the priorities, not the list order (regions_config is a set)', () => {
    expect(ruleWarnings(make(regions(
      { regionName: 'US_WEST_2', priority: 6, electableNodes: 2 },
      { regionName: 'US_EAST_1', priority: 7, electableNodes: 3 },
    )).warnings)).toEqual([]);
    expect(ruleWarnings(make(regions(
      { regionName: 'US_EAST_1', priority: 7, electableNodes: 3 },
      { regionName: 'US_WEST_2', priority: 5, electableNodes: 2 },
    )).warnings)).toEqual([
      'test/c: [rule:mongodbatlas_cluster/priority-order] replicationSpecs[0].regionsConfig: the priorities of the regions with electable nodes must be 7, 6: 7 for the preferred region, each next one exactly one less, no two alike. Received: 7, 5. Allowed: 7, 6. Fix: set the priorities to 7, 6.',
    ]);
    expect(ruleWarnings(make(regions(
      { regionName: 'US_EAST_1', priority: 7, electableNodes: 3 },
      { regionName: 'US_WEST_2', priority: 7, electableNodes: 2 },
    )).warnings)).toEqual([
      'test/c: [rule:mongodbatlas_cluster/priority-order] replicationSpecs[0].regionsConfig: the priorities of the regions with electable nodes must be 7, 6: 7 for the preferred region, each next one exactly one less, no two alike. Received: 7, 7. Allowed: 7, 6. Fix: set the priorities to 7, 6.',
    ]);
    expect(ruleWarnings(make(regions(
      { regionName: 'US_EAST_1', priority: 7, electableNodes: 3 },
      { regionName: 'US_WEST_2', priority: 0, electableNodes: 2 },
    )).warnings)).toEqual([
      'test/c: [rule:mongodbatlas_cluster/priority-order] replicationSpecs[0].regionsConfig[1].electableNodes: cannot be non-zero in a region of priority 0. Received: 2. Allowed: 0 with priority 0. Fix: give the region a priority from 7 down, or set electableNodes: 0.',
    ]);
    // docs/resources/cluster.md, priority: "For regions with only read-only nodes, set this value to 0." Judged where electableNodes is 0 as written.
    expect(ruleWarnings(make(regions(
      { regionName: 'US_EAST_1', priority: 7, electableNodes: 3 },
      { regionName: 'US_WEST_2', priority: 6, electableNodes: 0, readOnlyNodes: 2 },
    )).warnings)).toEqual([
      'test/c: [rule:mongodbatlas_cluster/priority-order] replicationSpecs[0].regionsConfig[1].priority: should be 0 for a region without electable nodes (electableNodes 0), as the provider documents. '
      + 'Received: 6. Allowed: 0. Fix: set priority: 0, or give the region electable nodes.',
    ]);
    expect(ruleWarnings(make(regions(
      { regionName: 'US_EAST_1', priority: 7, electableNodes: 3 },
      { regionName: 'US_WEST_2', priority: 6, readOnlyNodes: 2 },
    )).warnings)).toEqual([]);
  });

  test('default-max-time-needs-8 (shared with the advanced cluster)', () => {
    expect(ruleWarnings(make({ ...base, mongoDbMajorVersion: '7.0', advancedConfiguration: { defaultMaxTimeMs: 100 } }).warnings)).toEqual([
      "test/c: [rule:mongodbatlas_cluster/default-max-time-needs-8] advancedConfiguration.defaultMaxTimeMs: needs server version 8.0 or later. Received: mongoDbMajorVersion '7.0'. Allowed: mongoDbMajorVersion '8.0' or later. Fix: set mongoDbMajorVersion: '8.0' (or later), or remove defaultMaxTimeMs.",
    ]);
    expect(ruleWarnings(make({ ...base, mongoDbMajorVersion: '8.0', advancedConfiguration: { defaultMaxTimeMs: 100 } }).warnings)).toEqual([]);
  });

  test('change-stream-retention-needs-6 (the provider drops it below 6.0), pit-needs-cloud-backup, atlas-region-name', () => {
    const cs = { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 3600 };
    expect(ruleWarnings(make({ ...base, mongoDbMajorVersion: '6.0', advancedConfiguration: cs }).warnings)).toEqual([]);
    expect(ruleWarnings(make({ ...base, mongoDbMajorVersion: '5.0', advancedConfiguration: cs }).warnings)).toEqual([
      "test/c: [rule:mongodbatlas_cluster/change-stream-retention-needs-6] advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: needs server version 6.0 or later; below it the provider does not send it, so it is silently ignored. Received: mongoDbMajorVersion '5.0'. Allowed: mongoDbMajorVersion '6.0' or later. Fix: set mongoDbMajorVersion: '6.0' (or later), or remove changeStreamOptionsPreAndPostImagesExpireAfterSeconds.",
    ]);
    expect(ruleWarnings(make({ ...base, cloudBackup: true, pitEnabled: true }).warnings)).toEqual([]);
    expect(ruleWarnings(make({ ...base, cloudBackup: false, pitEnabled: true }).warnings)).toEqual([
      'test/c: [rule:mongodbatlas_cluster/pit-needs-cloud-backup] pitEnabled: needs cloud backup: continuous cloud backup (point-in-time restore) works on top of it, and cloudBackup is false. Received: pitEnabled true with cloudBackup false. Allowed: pitEnabled true with cloudBackup true, or pitEnabled false. Fix: set cloudBackup: true, or set pitEnabled: false.',
    ]);
    expect(errorLines(fails(regions({ regionName: 'US-EAST-1', priority: 7, electableNodes: 3 })))).toEqual([
      "[test/c] [rule:mongodbatlas_cluster/atlas-region-name] replicationSpecs[0].regionsConfig[0].regionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: \"US-EAST-1\". Allowed: 'US_EAST_1' (the Atlas name of this region). Fix: set regionName to 'US_EAST_1'.",
    ]);
    expect(ruleWarnings(make({ ...base, providerRegionName: 'eu-west-1' }).warnings)).toEqual([
      "test/c: [rule:mongodbatlas_cluster/atlas-provider-region-name] providerRegionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: \"eu-west-1\". Allowed: 'EU_WEST_1' (the Atlas name of this region). Fix: set providerRegionName to 'EU_WEST_1'.",
    ]);
  });

  test('electable-total', () => {
    expect(ruleWarnings(make(regions(
      { regionName: 'US_EAST_1', priority: 7, electableNodes: 2 },
      { regionName: 'US_WEST_2', priority: 6, electableNodes: 2 },
    )).warnings)).toEqual([
      'test/c: [rule:mongodbatlas_cluster/electable-total] replicationSpecs[0].regionsConfig: the electable nodes of all regions must total 3, 5 or 7. Received: 4. Allowed: 3, 5 or 7. Fix: change electableNodes so that the replica set has an odd number of voting members, 3, 5 or 7.',
    ]);
  });

  test('tokens are not judged; acknowledgement turns the error into a warning', () => {
    const n = (s: any) => new TerraformVariable(s, 'n', { type: 'number' }).numberValue;
    expect(ruleWarnings(synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'provider');
      const t = n(s);
      // A token priority with known electable nodes: the order is not judged; a token count: the total is not.
      new mongodbatlas.MongodbatlasCluster(s, 'c', regions({ regionName: 'US_EAST_1', priority: t, electableNodes: 3 }, { regionName: 'US_WEST_2', priority: 5, electableNodes: t }));
    }).warnings)).toEqual([]);
    const r = make(regions({ regionName: 'US_EAST_1', priority: 7, electableNodes: 4 }), (s) => Checks.of(s).acknowledge('rule:mongodbatlas_cluster/electable-total', 'migrating a four-node replica set'));
    expect(ruleWarnings(r.warnings)).toEqual(['test/c: [rule:mongodbatlas_cluster/electable-total] replicationSpecs[0].regionsConfig: the electable nodes of all regions must total 3, 5 or 7. Received: 4. Allowed: 3, 5 or 7. Fix: change electableNodes so that the replica set has an odd number of voting members, 3, 5 or 7. Acknowledged: migrating a four-node replica set']);
  });
});
