import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { checkPin } from '../../../src/rules/mongodbatlas/shared/advanced-configuration';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

type Config = mongodbatlas.MongodbatlasAdvancedClusterConfig;
const electable = { instanceSize: 'M30', nodeCount: 3 };
const base: Config = {
  projectId: 'p',
  name: 'orders',
  clusterType: 'REPLICASET',
  replicationSpecs: [{
    regionConfigs: [
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: { ...electable, nodeCount: 2 } },
    ],
  }],
};
const regions = (...rcs: any[]): Config => ({ ...base, replicationSpecs: [{ regionConfigs: rcs }] });

function make(config: Config, before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasAdvancedCluster(s, 'c', config);
  });
}
const fails = (config: Config) => errorOf(() => make(config));

describe('mongodbatlas_advanced_cluster type rules', () => {
  test('a valid multi-region cluster has no findings', () => {
    expect(make(base).warnings).toEqual([]);
  });

  test('custom-ciphers-need-custom-mode', () => {
    expect(make({ ...base, advancedConfiguration: { tlsCipherConfigMode: 'CUSTOM', customOpensslCipherConfigTls12: ['TLS_AES_256_GCM_SHA384'] } }).warnings).toEqual([]);
    expect(make({ ...base, advancedConfiguration: { customOpensslCipherConfigTls12: ['TLS_AES_256_GCM_SHA384'] } }).warnings).toEqual([
      "test/c: [rule:mongodbatlas_advanced_cluster/custom-ciphers-need-custom-mode] advancedConfiguration.customOpensslCipherConfigTls12: is used only when tlsCipherConfigMode is CUSTOM. Received: tlsCipherConfigMode unset. Allowed: tlsCipherConfigMode: 'CUSTOM'. Fix: set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove customOpensslCipherConfigTls12.",
    ]);
    expect(make({ ...base, advancedConfiguration: { tlsCipherConfigMode: 'DEFAULT', customOpensslCipherConfigTls13: ['x'] } }).warnings).toEqual([
      "test/c: [rule:mongodbatlas_advanced_cluster/custom-ciphers-need-custom-mode] advancedConfiguration.customOpensslCipherConfigTls13: is used only when tlsCipherConfigMode is CUSTOM. Received: tlsCipherConfigMode 'DEFAULT'. Allowed: tlsCipherConfigMode: 'CUSTOM'. Fix: set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove customOpensslCipherConfigTls13.",
    ]);
  });

  test('priority-order', () => {
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 0, readOnlySpecs: electable },
    )).warnings).toEqual([]);
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 5, electableSpecs: electable },
    )).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/priority-order] replicationSpecs[0].regionConfigs[1].priority: should be 6: the first region with electable nodes has priority 7 and each next one exactly one less. Received: 5. Allowed: 6. Fix: set priority: 6.',
    ]);
    // A region with only readOnlySpecs (or analyticsSpecs) has priority 0: the API spec (CloudRegionConfig20240805.priority,
    // "If your regionConfigs has only readOnlySpecs, analyticsSpecs, or both, set this value to 0") and the provider's
    // schema description say so; no validator enforces it, so it warns.
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, readOnlySpecs: electable },
      { providerName: 'AWS', regionName: 'EU_WEST_1', priority: 5, analyticsSpecs: { ...electable, nodeCount: 1 } },
    )).warnings).toEqual(['[1]', '[2]'].map((i) => `test/c: [rule:mongodbatlas_advanced_cluster/priority-order] replicationSpecs[0].regionConfigs${i}.priority: `
      + 'should be 0 for a region with only readOnlySpecs or analyticsSpecs (no electableSpecs), as the Atlas API documents. Received: '
      + `${i === '[1]' ? 6 : 5}. Allowed: 0. Fix: set priority: 0; or, if the region keeps electable nodes, give it electableSpecs with their nodeCount.`));
    // Out of order: the provider's validator refuses it (priority-descending), and priority-order stays silent.
    expect(errorLines(fails(regions(
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 0, readOnlySpecs: electable },
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable },
    )))).toEqual([
      '[test/c] [rule:mongodbatlas_advanced_cluster/priority-descending] replicationSpecs[0].regionConfigs[1].priority: is higher than the priority of replicationSpecs[0].regionConfigs[0] (0); region configs are listed by descending priority. Received: 7. Allowed: at most 0. Fix: reorder the region configs from the highest priority (7) down, read-only and analytics regions (priority 0) last.',
    ]);
    const eight = Array.from({ length: 8 }, (_, i) => ({ providerName: 'AWS', regionName: `R${i}`, priority: 7 - i, electableSpecs: { ...electable, nodeCount: 1 } }));
    expect(make(regions(...eight)).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/priority-order] replicationSpecs[0].regionConfigs[7].priority: is one region too many: priorities of regions with electable nodes go from 7 down to 1. Received: 0. Allowed: at most 7 regions with electable nodes. Fix: turn a region into read-only or analytics nodes only (priority 0).',
    ]);
  });

  test('priority-descending (the provider validator) and the unset electableSpecs', () => {
    expect(errorLines(fails(regions(
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: { ...electable, nodeCount: 1 } },
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { ...electable, nodeCount: 2 } },
    )))).toEqual([
      '[test/c] [rule:mongodbatlas_advanced_cluster/priority-descending] replicationSpecs[0].regionConfigs[1].priority: is higher than the priority of replicationSpecs[0].regionConfigs[0] (6); region configs are listed by descending priority. Received: 7. Allowed: at most 6. Fix: reorder the region configs from the highest priority (7) down, read-only and analytics regions (priority 0) last.',
    ]);
    // internal/service/advancedcluster/resource_test.go (v2.16.0), TestAccAdvancedCluster_removeBlocksFromConfig, configBlocks
    // with defineBlocks false: a priority-7 region whose specs are all left out (optional and computed: Atlas keeps its
    // nodes) is not judged; nor is the region of zone 2 with only read-only specs, at priority 0 (defineBlocks true).
    expect(make({
      projectId: 'p',
      name: 'test',
      clusterType: 'GEOSHARDED',
      replicationSpecs: [
        { zoneName: 'Zone 1', regionConfigs: [{ providerName: 'AWS', priority: 7, regionName: 'US_EAST_1' }] },
        {
          zoneName: 'Zone 2',
          regionConfigs: [
            { providerName: 'AWS', priority: 7, regionName: 'US_WEST_2', electableSpecs: { instanceSize: 'M10', nodeCount: 3 } },
            { providerName: 'AWS', priority: 0, regionName: 'US_EAST_1', readOnlySpecs: { instanceSize: 'M10', nodeCount: 2 } },
          ],
        },
      ],
    }).warnings).toEqual([]);
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7 },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: { ...electable, nodeCount: 2 } },
    )).warnings).toEqual([]);
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: { ...electable, nodeCount: 0 } },
    )).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/priority-order] replicationSpecs[0].regionConfigs[1].priority: should be 0 for a region without electable nodes (electableSpecs nodeCount 0). Received: 6. Allowed: 0. Fix: set priority: 0, or give the region electableSpecs with nodeCount 1 or more.',
    ]);
  });

  test('change-stream-retention-needs-7, pit-needs-cloud-backup, atlas-region-name', () => {
    const cs = { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 3600 };
    expect(make({ ...base, mongoDbMajorVersion: '7.0', advancedConfiguration: cs }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, mongoDbMajorVersion: '6.0', advancedConfiguration: cs }))).toEqual([
      "[test/c] [rule:mongodbatlas_advanced_cluster/change-stream-retention-needs-7] advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: needs server version 7.0 or later. Received: mongoDbMajorVersion '6.0'. Allowed: mongoDbMajorVersion '7.0' or later. Fix: set mongoDbMajorVersion: '7.0' (or later), or remove changeStreamOptionsPreAndPostImagesExpireAfterSeconds.",
    ]);
    expect(make({ ...base, backupEnabled: true, pitEnabled: true }).warnings).toEqual([]);
    expect(make({ ...base, backupEnabled: false, pitEnabled: true }).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/pit-needs-cloud-backup] pitEnabled: needs cloud backup: continuous cloud backup (point-in-time restore) works on top of it, and backupEnabled is false. Received: pitEnabled true with backupEnabled false. Allowed: pitEnabled true with backupEnabled true, or pitEnabled false. Fix: set backupEnabled: true, or set pitEnabled: false.',
    ]);
    expect(errorLines(fails(regions(
      { providerName: 'AWS', regionName: 'us-east-1', priority: 7, electableSpecs: electable },
      { providerName: 'GCP', regionName: 'us-central1', priority: 6, electableSpecs: { ...electable, nodeCount: 2 } },
    )))).toEqual([
      "[test/c] [rule:mongodbatlas_advanced_cluster/atlas-region-name] replicationSpecs[0].regionConfigs[0].regionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: \"us-east-1\". Allowed: 'US_EAST_1' (the Atlas name of this region). Fix: set regionName to 'US_EAST_1'.",
      "[test/c] [rule:mongodbatlas_advanced_cluster/atlas-region-name] replicationSpecs[0].regionConfigs[1].regionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: \"us-central1\". Allowed: an Atlas region name such as 'US_EAST_1', 'EUROPE_WEST_3' or 'CENTRAL_US'. Fix: use the Atlas name of the region (see the region tables of the cloud provider in the Atlas documentation) in regionName.",
    ]);
  });

  test('same-instance-size', () => {
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: { instanceSize: 'M40', nodeCount: 2 } },
    )).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/same-instance-size] replicationSpecs[0].regionConfigs[1].electableSpecs.instanceSize: differs from replicationSpecs[0].regionConfigs[0].electableSpecs.instanceSize (M30); electable and read-only nodes of a shard share one instance size. Received: "M40". Allowed: \'M30\'. Fix: use \'M30\' here too (analytics nodes may differ).',
    ]);
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable, analyticsSpecs: { instanceSize: 'M40', nodeCount: 1 } },
    )).warnings).toEqual([]);
  });

  test('same-auto-scaling and auto-scaling-fields', () => {
    const as = { computeEnabled: true, computeMaxInstanceSize: 'M60', computeScaleDownEnabled: false };
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable, autoScaling: as },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: electable, autoScaling: as },
    )).warnings).toEqual([]);
    // A region config that leaves the block out is not compared.
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable, autoScaling: as },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: electable },
    )).warnings).toEqual([]);
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable, autoScaling: as },
      { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: electable, autoScaling: { ...as, computeMaxInstanceSize: 'M80', diskGbEnabled: true } },
    )).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/same-auto-scaling] replicationSpecs[0].regionConfigs[1].autoScaling: differs from replicationSpecs[0].regionConfigs[0].autoScaling; it must be identical in every region config of the cluster. Received: computeMaxInstanceSize M80, diskGbEnabled true. Allowed: computeMaxInstanceSize M60, diskGbEnabled unset, as in replicationSpecs[0].regionConfigs[0]. Fix: give every region config the same autoScaling.',
    ]);
    // Refuted before: the provider's auto-scaling-per-shard example leaves computeScaleDownEnabled out.
    expect(make(regions({ providerName: 'AWS', regionName: 'EU_WEST_1', priority: 7, electableSpecs: { instanceSize: 'M40', nodeCount: 3 }, autoScaling: { computeEnabled: true, computeMaxInstanceSize: 'M60' } })).warnings).toEqual([]);
    const msg = fails(regions({ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable, autoScaling: { computeEnabled: true, computeScaleDownEnabled: true } }));
    expect(errorLines(msg)).toEqual([
      '[test/c] [rule:mongodbatlas_advanced_cluster/auto-scaling-fields] replicationSpecs[0].regionConfigs[0].autoScaling.computeMaxInstanceSize: is required when computeEnabled is true. Received: unset. Allowed: a tier such as M60. Fix: set autoScaling.computeMaxInstanceSize.',
      '[test/c] [rule:mongodbatlas_advanced_cluster/auto-scaling-fields] replicationSpecs[0].regionConfigs[0].autoScaling.computeMinInstanceSize: is required when computeScaleDownEnabled is true. Received: unset. Allowed: a tier such as M30. Fix: set autoScaling.computeMinInstanceSize.',
    ]);
  });

  test('disk-size', () => {
    expect(make(regions({ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { ...electable, diskSizeGb: 5 } })).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/disk-size-minimum] replicationSpecs[0].regionConfigs[0].electableSpecs.diskSizeGb: is below the minimum of 10 GB: Atlas uses 10, and every plan shows a change back. Received: 5. Allowed: at least 10. Fix: set diskSizeGb to 10 or more.',
    ]);
    expect(make(regions({ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { ...electable, diskSizeGb: 500 } })).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/disk-size] replicationSpecs[0].regionConfigs[0].electableSpecs.diskSizeGb: is larger than 50 times the RAM of tier M30. Received: 500 GB. Allowed: at most 400 GB (8 GB RAM x 50). Fix: lower diskSizeGb or choose a larger instanceSize.',
    ]);
    expect(errorLines(fails(regions({ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { ...electable, diskSizeGb: 100 }, readOnlySpecs: { ...electable, diskSizeGb: 200 } })))).toEqual([
      '[test/c] [rule:mongodbatlas_advanced_cluster/disk-size-consistent] replicationSpecs[0].regionConfigs[0].readOnlySpecs.diskSizeGb: differs from replicationSpecs[0].regionConfigs[0].electableSpecs.diskSizeGb (100 GB); the disk size is the same for every shard and node type. Received: 200. Allowed: 100. Fix: use 100 everywhere.',
    ]);
  });

  test('disk-iops-and-volume-type warns where the documentation says no; Gen2 STANDARD and Azure take diskIops', () => {
    expect(make(regions({ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { ...electable, ebsVolumeType: 'PROVISIONED', diskIops: 3000 } })).warnings).toEqual([]);
    // Refuted before: TestAccAdvancedCluster_gen2StandardDiskIops applies diskIops 3200 with STANDARD on M30_GEN_2.
    expect(make(regions({ providerName: 'AWS', regionName: 'AF_SOUTH_1', priority: 7, electableSpecs: { instanceSize: 'M30_GEN_2', nodeCount: 3, ebsVolumeType: 'STANDARD', diskIops: 3200 } })).warnings).toEqual([]);
    expect(make(regions({ providerName: 'AWS', regionName: 'AF_SOUTH_1', priority: 7, electableSpecs: { instanceSize: 'M40_GEN_2', nodeCount: 3, diskIops: 3500 } })).warnings).toEqual([]);
    // Refuted before: the provider documents diskIops on Azure from M40 (Extended IOPS regions).
    expect(make(regions({ providerName: 'AZURE', regionName: 'US_EAST_2', priority: 7, electableSpecs: { instanceSize: 'M40', nodeCount: 3, diskIops: 5000 } })).warnings).toEqual([]);
    expect(make(regions({ providerName: 'GCP', regionName: 'CENTRAL_US', priority: 7, electableSpecs: { ...electable, diskIops: 3000 } })).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/disk-iops-and-volume-type] replicationSpecs[0].regionConfigs[0].electableSpecs.diskIops: is for AWS and AZURE only; this region config is on GCP. Received: 3000. Allowed: diskIops only on AWS or AZURE. Fix: remove diskIops: other providers size disk performance from the tier.',
    ]);
    expect(make(regions({ providerName: 'AZURE', regionName: 'US_EAST_2', priority: 7, electableSpecs: { ...electable, ebsVolumeType: 'STANDARD' } })).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/disk-iops-and-volume-type] replicationSpecs[0].regionConfigs[0].electableSpecs.ebsVolumeType: is for AWS only; this region config is on AZURE. Received: "STANDARD". Allowed: ebsVolumeType only on AWS. Fix: remove ebsVolumeType: other providers size disk performance from the tier.',
    ]);
    expect(make(regions(
      { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { ...electable, ebsVolumeType: 'STANDARD' } },
      { providerName: 'AZURE', regionName: 'US_EAST_2', priority: 6, electableSpecs: { ...electable, nodeCount: 2 } },
    )).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/disk-iops-and-volume-type] replicationSpecs[0].regionConfigs[0].electableSpecs.ebsVolumeType: is not available on a multi-cloud cluster (this one uses AWS, AZURE). Received: "STANDARD". Allowed: single-cloud clusters. Fix: remove ebsVolumeType, or keep every region on one cloud.',
    ]);
    expect(make(regions({ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M40_NVME', nodeCount: 3, diskIops: 3000 } })).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/disk-iops-and-volume-type] replicationSpecs[0].regionConfigs[0].electableSpecs.diskIops: is not available on an NVMe tier (local SSD); this one is M40_NVME. '
      + 'Received: 3000. Allowed: a tier that is not NVMe. Fix: remove diskIops, or choose a tier that is not NVMe.',
    ]);
    expect(make(regions({ providerName: 'AZURE', regionName: 'US_EAST_2', priority: 7, electableSpecs: { instanceSize: 'M30', nodeCount: 3, diskIops: 5000 } })).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/disk-iops-and-volume-type] replicationSpecs[0].regionConfigs[0].electableSpecs.diskIops: needs instance size M40 or larger on Azure, not an NVMe tier; this one is M30. '
      + 'Received: 5000. Allowed: with M40+ (not NVMe). Fix: remove diskIops or choose a tier from M40 up.',
    ]);
  });

  test('disk-iops-and-volume-type: no warning on what the provider applies, diskIops on AWS M10 and M20 without ebsVolumeType, and on M30 and M40', () => {
    // internal/service/advancedcluster/effective_fields_test.go (v2.16.0), TestAccAdvancedCluster_effectiveDiskFieldsWithoutAutoScaling:
    // a REPLICASET on AWS US_EAST_1, priority 7, electable_specs { node_count 3, instance_size "M10", disk_iops 3000, disk_size_gb 10 },
    // use_effective_fields = true; then instance_size "M20", disk_iops 3010, disk_size_gb 15.
    for (const [instanceSize, diskIops, diskSizeGb] of [['M10', 3000, 10], ['M20', 3010, 15]] as const) {
      expect(make({
        projectId: 'p',
        name: 'test',
        clusterType: 'REPLICASET',
        useEffectiveFields: true,
        replicationSpecs: [{ regionConfigs: [{ priority: 7, providerName: 'AWS', regionName: 'US_EAST_1', electableSpecs: { nodeCount: 3, instanceSize, diskIops, diskSizeGb } }] }],
      }).warnings).toEqual([]);
    }
    // examples/mongodbatlas_advanced_cluster/asymmetric-sharded-cluster/main.tf (and the data source docs, docs/data-sources/advanced_cluster.md):
    // a SHARDED cluster of shards on AWS EU_WEST_1 with disk_iops 3000 on M30 and on M40, no ebs_volume_type.
    const shard = (instanceSize: string) => ({ regionConfigs: [{ electableSpecs: { instanceSize, diskIops: 3000, nodeCount: 3, diskSizeGb: 10 }, providerName: 'AWS', priority: 7, regionName: 'EU_WEST_1' }] });
    expect(make({
      projectId: 'p', name: 'cluster', clusterType: 'SHARDED', backupEnabled: true, replicationSpecs: [shard('M30'), shard('M30'), shard('M40'), shard('M40')],
    }).warnings).toEqual([]);
  });

  test('backing-provider', () => {
    expect(make(regions({ providerName: 'TENANT', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M0' } })).warnings).toEqual([]);
    expect(make(regions({ providerName: 'TENANT', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M0' } })).warnings).toEqual([
      "test/c: [rule:mongodbatlas_advanced_cluster/backing-provider] replicationSpecs[0].regionConfigs[0].backingProviderName: is required with providerName TENANT. Received: unset. Allowed: 'AWS', 'GCP' or 'AZURE'. Fix: set backingProviderName to the cloud that hosts the cluster.",
    ]);
    const msg = make(regions({ providerName: 'TENANT', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M30' } })).warnings;
    expect(msg).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/backing-provider] replicationSpecs[0].regionConfigs[0].electableSpecs.instanceSize: must be a tenant tier with providerName TENANT. Received: "M30". Allowed: \'M0\', \'M2\' or \'M5\'. Fix: use a tenant tier, or a dedicated providerName (\'AWS\', \'GCP\', \'AZURE\') for M10 and up.',
    ]);
    expect(make(regions({ providerName: 'AWS', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable })).warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/backing-provider] replicationSpecs[0].regionConfigs[0].backingProviderName: is only for providerName TENANT or FLEX, not AWS. Received: "AWS". Allowed: unset on a dedicated region. Fix: remove backingProviderName.',
    ]);
  });

  test('no-effective-fields-on-shared-tiers', () => {
    expect(make({ ...base, useEffectiveFields: true }).warnings).toEqual([]);
    expect(errorLines(fails({ ...regions({ providerName: 'FLEX', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7 }), useEffectiveFields: true }))).toEqual([
      '[test/c] [rule:mongodbatlas_advanced_cluster/no-effective-fields-on-shared-tiers] useEffectiveFields: is not available on a FLEX cluster. Received: true. Allowed: unset or false. Fix: remove useEffectiveFields: shared tiers do not auto-scale.',
    ]);
  });

  test('default-max-time-needs-8', () => {
    expect(make({ ...base, mongoDbMajorVersion: '8.0', advancedConfiguration: { defaultMaxTimeMs: 1000 } }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, mongoDbMajorVersion: '7.0', advancedConfiguration: { defaultMaxTimeMs: 1000 } }))).toEqual([
      "[test/c] [rule:mongodbatlas_advanced_cluster/default-max-time-needs-8] advancedConfiguration.defaultMaxTimeMs: needs server version 8.0 or later. Received: mongoDbMajorVersion '7.0'. Allowed: mongoDbMajorVersion '8.0' or later. Fix: set mongoDbMajorVersion: '8.0' (or later), or remove defaultMaxTimeMs.",
    ]);
  });

  test('pinned-fcv-window, judged against the synth time', () => {
    const now = Date.parse('2026-11-23T00:00:00Z');
    const found: string[] = [];
    const report = (p: string, problem: string, parts: any = {}) => found.push(`${p}: ${problem} ${parts.allowed}`);
    for (const expired of [false, true]) checkPin({ pinned_fcv: { expiration_date: '2026-12-10T00:00:00Z' } }, report, now, expired);
    expect(found).toEqual([]);
    for (const expired of [false, true]) {
      checkPin({ pinned_fcv: { expiration_date: '2027-01-10T00:00:00Z' } }, report, now, expired);
      checkPin({ pinned_fcv: { expiration_date: '2026-11-01T00:00:00Z' } }, report, now, expired);
    }
    expect(found).toEqual([
      'pinned_fcv.expiration_date: is more than 4 weeks after synth time (2026-11-23T00:00:00.000Z). at most 2026-12-21T00:00:00.000Z',
      'pinned_fcv.expiration_date: is not in the future (synth time 2026-11-23T00:00:00.000Z): the pin has run out. after the synth time and at most 2026-12-21T00:00:00.000Z',
    ]);
    // Through synth, with the clock fixed by the context: far ahead fails, expired warns.
    const pinned = (date: string) => synth((s) => {
      s.node.setContext('terrain-constructs:synthTime', '2026-11-23T00:00:00Z');
      new mongodbatlas.MongodbatlasProvider(s, 'provider');
      new mongodbatlas.MongodbatlasAdvancedCluster(s, 'c', { ...base, pinnedFcv: { expirationDate: date } });
    });
    expect(errorLines(errorOf(() => pinned('2027-01-10T00:00:00Z')))).toEqual([
      '[test/c] [rule:mongodbatlas_advanced_cluster/pinned-fcv-window] pinnedFcv.expirationDate: is more than 4 weeks after synth time (2026-11-23T00:00:00.000Z). Received: "2027-01-10T00:00:00Z". Allowed: at most 2026-12-21T00:00:00.000Z. Fix: pin for at most 4 weeks, and renew the pin before it expires.',
    ]);
    expect(pinned('2026-11-01T00:00:00Z').warnings).toEqual([
      'test/c: [rule:mongodbatlas_advanced_cluster/pinned-fcv-expired] pinnedFcv.expirationDate: is not in the future (synth time 2026-11-23T00:00:00.000Z): the pin has run out. Received: "2026-11-01T00:00:00Z". Allowed: after the synth time and at most 2026-12-21T00:00:00.000Z. Fix: renew the pin for at most 4 weeks from now, or remove pinnedFcv to unpin.',
    ]);
  });

  test('disk-auto-scaling-off-needs-no-oplog-retention', () => {
    const as = { diskGbEnabled: false };
    expect(make({ ...regions({ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable, analyticsAutoScaling: as }), advancedConfiguration: { oplogMinRetentionHours: 0 } }).warnings).toEqual([]);
    expect(errorLines(fails({ ...regions({ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable, analyticsAutoScaling: as }), advancedConfiguration: { oplogMinRetentionHours: 24 } }))).toEqual([
      '[test/c] [rule:mongodbatlas_advanced_cluster/disk-auto-scaling-off-needs-no-oplog-retention] replicationSpecs[0].regionConfigs[0].analyticsAutoScaling.diskGbEnabled: cannot be false while advancedConfiguration.oplogMinRetentionHours is non-zero (Atlas answers HTTP 400 OPLOG_MIN_RETENTION_HOURS_NO_DISK_AUTO_SCALING). Received: diskGbEnabled false with oplogMinRetentionHours 24. Allowed: diskGbEnabled false only when oplogMinRetentionHours is 0 on the server. Fix: apply in two steps: first with oplogMinRetentionHours: 0, then with diskGbEnabled: false. One apply cannot do both, because Atlas applies cluster updates before process arguments.',
    ]);
  });

  test('tokens and Terraform expressions are never judged', () => {
    const r = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'provider');
      const n = new TerraformVariable(s, 'n', { type: 'number' }).numberValue;
      const v = new TerraformVariable(s, 'v', { type: 'string' }).stringValue;
      const l = new TerraformVariable(s, 'l', { type: 'list(string)' }).listValue;
      new mongodbatlas.MongodbatlasAdvancedCluster(s, 'c', {
        ...regions(
          // priority is a token in a region whose electable nodes are known: still not judged
          { providerName: 'AWS', regionName: 'US_EAST_1', priority: n, electableSpecs: { instanceSize: v, nodeCount: 3, diskSizeGb: n } },
          { providerName: '${var.second_provider}', backingProviderName: v, regionName: 'US_WEST_2', priority: 6, electableSpecs: { instanceSize: 'M30', nodeCount: 2, ebsVolumeType: v } },
        ),
        mongoDbMajorVersion: v,
        advancedConfiguration: { tlsCipherConfigMode: v, customOpensslCipherConfigTls12: l, defaultMaxTimeMs: 5 },
      });
    });
    expect(r.warnings).toEqual([]);
    expect(make({ ...base, advancedConfiguration: { customOpensslCipherConfigTls12: ['${var.ciphers}'] } }).warnings).toEqual([
      "test/c: [rule:mongodbatlas_advanced_cluster/custom-ciphers-need-custom-mode] advancedConfiguration.customOpensslCipherConfigTls12: is used only when tlsCipherConfigMode is CUSTOM. Received: tlsCipherConfigMode unset. Allowed: tlsCipherConfigMode: 'CUSTOM'. Fix: set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove customOpensslCipherConfigTls12.",
    ]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    const config = { ...base, advancedConfiguration: { customOpensslCipherConfigTls12: ['x'] } };
    const r = make({ ...config, mongoDbMajorVersion: '7.0', advancedConfiguration: { defaultMaxTimeMs: 1000 } }, (s) => Checks.of(s).acknowledge('rule:mongodbatlas_advanced_cluster/default-max-time-needs-8', 'the upgrade to 8.0 lands in the same change'));
    expect(r.warnings).toEqual(["test/c: [rule:mongodbatlas_advanced_cluster/default-max-time-needs-8] advancedConfiguration.defaultMaxTimeMs: needs server version 8.0 or later. Received: mongoDbMajorVersion '7.0'. Allowed: mongoDbMajorVersion '8.0' or later. Fix: set mongoDbMajorVersion: '8.0' (or later), or remove defaultMaxTimeMs. Acknowledged: the upgrade to 8.0 lands in the same change"]);
  });
});
