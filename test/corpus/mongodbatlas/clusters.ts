/**
 * Clusters, modelled on the provider's examples/mongodbatlas_advanced_cluster and the advanced
 * cluster acceptance tests: replica sets, sharded and global clusters, multi-cloud, auto-scaling,
 * Gen2 tiers with IOPS, flex and tenant clusters, analytics nodes, advanced configuration, a pinned
 * FCV; and the deprecated legacy cluster.
 */
import { atlasApp, PROJECT_ID } from './corpus';
import { mongodbatlas } from '../../../src';
import { CorpusApp } from '../corpus';

type RegionConfig = mongodbatlas.MongodbatlasAdvancedClusterReplicationSpecsRegionConfigs;
const aws = (regionName: string, priority: number, nodeCount: number, instanceSize = 'M10'): RegionConfig =>
  ({ providerName: 'AWS', regionName, priority, electableSpecs: { instanceSize, nodeCount } });

const EXAMPLES = 'examples/mongodbatlas_advanced_cluster/';
const ACCEPTANCE = 'internal/service/advancedcluster/resource_test.go';

/** An app of one advanced cluster, 'orders', a replica set unless `config` says otherwise. */
function cluster(name: string, after: string, config: Partial<mongodbatlas.MongodbatlasAdvancedClusterConfig> & Pick<mongodbatlas.MongodbatlasAdvancedClusterConfig, 'replicationSpecs'>): CorpusApp {
  return atlasApp(name, after, (s) => {
    new mongodbatlas.MongodbatlasAdvancedCluster(s, 'cluster', { projectId: PROJECT_ID, name: 'orders', clusterType: 'REPLICASET', ...config });
  });
}

const autoScalingShard = {
  zoneName: 'Zone 1',
  regionConfigs: [{
    providerName: 'AWS',
    regionName: 'EU_WEST_1',
    priority: 7,
    autoScaling: { computeEnabled: true, computeMaxInstanceSize: 'M60' },
    analyticsAutoScaling: { computeEnabled: true, computeMaxInstanceSize: 'M60' },
    electableSpecs: { instanceSize: 'M40', nodeCount: 3 },
    analyticsSpecs: { instanceSize: 'M40', nodeCount: 1 },
  }],
};

const asymmetricShard = (instanceSize: string, diskIops: number) => ({
  regionConfigs: [{
    providerName: 'AWS',
    regionName: 'EU_WEST_1',
    priority: 7,
    electableSpecs: { instanceSize, nodeCount: 3, diskSizeGb: 50, ebsVolumeType: 'PROVISIONED', diskIops },
    analyticsSpecs: { instanceSize, nodeCount: 1, diskSizeGb: 50 },
  }],
});

const zone = (zoneName: string, regionName: string) => ({ zoneName, regionConfigs: [aws(regionName, 7, 3, 'M30')] });

const gen2 = (ebsVolumeType: string, diskIops: number) => cluster(`Gen2 tier with diskIops on ${ebsVolumeType} storage`, ACCEPTANCE, {
  replicationSpecs: [{
    regionConfigs: [{
      providerName: 'AWS',
      regionName: 'AF_SOUTH_1',
      priority: 7,
      electableSpecs: { instanceSize: 'M30_GEN_2', nodeCount: 3, ebsVolumeType, diskIops },
      readOnlySpecs: { instanceSize: 'M30_GEN_2', nodeCount: 1, ebsVolumeType, diskIops },
      analyticsSpecs: { instanceSize: 'M30_GEN_2', nodeCount: 1, ebsVolumeType, diskIops },
    }],
  }],
});

export const APPS: CorpusApp[] = [
  cluster('M10 replica set in one region, with compute and disk auto-scaling', `${EXAMPLES}m10-replicaset`, {
    mongoDbMajorVersion: '8.0',
    backupEnabled: true,
    replicationSpecs: [{
      regionConfigs: [{
        ...aws('US_EAST_1', 7, 3),
        electableSpecs: { instanceSize: 'M10', nodeCount: 3, diskSizeGb: 10 },
        autoScaling: { computeEnabled: true, computeScaleDownEnabled: true, computeMinInstanceSize: 'M10', computeMaxInstanceSize: 'M50', diskGbEnabled: true },
      }],
    }],
    tags: { environment: 'production', team: 'orders' },
  }),
  cluster('auto-scaling per shard with useEffectiveFields, scale-down left out', `${EXAMPLES}auto-scaling-per-shard`,
    { clusterType: 'SHARDED', useEffectiveFields: true, replicationSpecs: [autoScalingShard, autoScalingShard] }),
  cluster('multi-region replica set with high availability (7, 6, 5) and a read-only region', `${EXAMPLES}m10-high-availability`, {
    replicationSpecs: [{
      regionConfigs: [
        aws('US_EAST_1', 7, 2), aws('US_EAST_2', 6, 2), aws('US_WEST_2', 5, 1),
        { providerName: 'AWS', regionName: 'EU_WEST_1', priority: 0, readOnlySpecs: { instanceSize: 'M10', nodeCount: 2 } },
      ],
    }],
  }),
  cluster('multi-cloud cluster: AWS, Azure and GCP electable nodes, GCP read-only nodes', `${EXAMPLES}multi-cloud`, {
    replicationSpecs: [{
      regionConfigs: [
        { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 }, analyticsSpecs: { instanceSize: 'M10', nodeCount: 1 } },
        { providerName: 'AZURE', regionName: 'US_EAST_2', priority: 6, electableSpecs: { instanceSize: 'M10', nodeCount: 2 } },
        { providerName: 'GCP', regionName: 'US_EAST_4', priority: 5, electableSpecs: { instanceSize: 'M10', nodeCount: 2 } },
        { providerName: 'GCP', regionName: 'NORTH_AMERICA_NORTHEAST_1', priority: 0, readOnlySpecs: { instanceSize: 'M10', nodeCount: 2 } },
      ],
    }],
  }),
  cluster('asymmetric sharded cluster: shards of different tiers and IOPS on PROVISIONED storage', `${EXAMPLES}asymmetric-sharded-cluster`,
    { clusterType: 'SHARDED', configServerManagementMode: 'ATLAS_MANAGED', replicationSpecs: [asymmetricShard('M30', 2000), asymmetricShard('M40', 2500)] }),
  // As the example writes it (and docs/data-sources/advanced_cluster.md): diskIops 3000 on M30 and M40, the default volume type.
  cluster('asymmetric sharded cluster as the provider\'s example writes it: diskIops on M30 and M40 without ebsVolumeType', `${EXAMPLES}asymmetric-sharded-cluster/main.tf`, {
    clusterType: 'SHARDED',
    backupEnabled: true,
    replicationSpecs: ['M30', 'M30', 'M40', 'M40'].map((instanceSize) => ({
      regionConfigs: [{ providerName: 'AWS', regionName: 'EU_WEST_1', priority: 7, electableSpecs: { instanceSize, diskIops: 3000, nodeCount: 3, diskSizeGb: 10 } }],
    })),
  }),
  cluster('diskIops on M10 without ebsVolumeType, with effective fields', 'internal/service/advancedcluster/effective_fields_test.go: TestAccAdvancedCluster_effectiveDiskFieldsWithoutAutoScaling', {
    useEffectiveFields: true,
    replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { nodeCount: 3, instanceSize: 'M10', diskIops: 3000, diskSizeGb: 10 } }] }],
  }),
  cluster('global (geosharded) cluster with two zones and self-managed sharding', `${EXAMPLES}global-cluster`, {
    clusterType: 'GEOSHARDED',
    globalClusterSelfManagedSharding: true,
    backupEnabled: true,
    mongoDbMajorVersion: '7.0',
    replicationSpecs: [zone('Zone 1', 'US_EAST_1'), zone('Zone 1', 'US_EAST_1'), zone('Zone 2', 'EU_WEST_1')],
  }),
  // Gen2 tiers take diskIops with STANDARD (gp3) and HIGH_PERFORMANCE storage.
  gen2('STANDARD', 3200),
  gen2('HIGH_PERFORMANCE', 3400),
  cluster('Azure Extended IOPS on M40', ACCEPTANCE, {
    replicationSpecs: [{ regionConfigs: [{ providerName: 'AZURE', regionName: 'US_EAST_2', priority: 7, electableSpecs: { instanceSize: 'M40', nodeCount: 3, diskIops: 5000 } }] }],
  }),
  cluster('free tier (TENANT M0)', `${EXAMPLES}free-tier`, {
    replicationSpecs: [{ regionConfigs: [{ providerName: 'TENANT', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M0' } }] }],
  }),
  cluster('flex cluster', `${EXAMPLES}flex-upgrade`, {
    terminationProtectionEnabled: false,
    replicationSpecs: [{ regionConfigs: [{ providerName: 'FLEX', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7 }] }],
  }),
  cluster('advanced configuration: custom TLS ciphers, oplog, change streams, default read time, BI connector', `${EXAMPLES}tls-cipher-configuration`, {
    mongoDbMajorVersion: '8.0',
    pitEnabled: true,
    backupEnabled: true,
    redactClientLogData: true,
    replicaSetScalingStrategy: 'NODE_TYPE',
    biConnectorConfig: { enabled: true, readPreference: 'secondary' },
    advancedConfiguration: {
      javascriptEnabled: false,
      minimumEnabledTlsProtocol: 'TLS1_2',
      tlsCipherConfigMode: 'CUSTOM',
      customOpensslCipherConfigTls12: ['TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384'],
      customOpensslCipherConfigTls13: ['TLS_AES_256_GCM_SHA384'],
      noTableScan: false,
      oplogSizeMb: 4096,
      oplogMinRetentionHours: 24,
      changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 100,
      defaultMaxTimeMs: 65000,
      transactionLifetimeLimitSeconds: 300,
      sampleRefreshIntervalBiConnector: 300,
      sampleSizeBiConnector: 110,
    },
    replicationSpecs: [{ regionConfigs: [{ ...aws('US_EAST_1', 7, 3, 'M30'), autoScaling: { diskGbEnabled: true } }] }],
  }),
  cluster('pinned feature compatibility version during an upgrade (one week after the synth time)', `${EXAMPLES}version-upgrade-with-pinned-fcv`, {
    mongoDbMajorVersion: '8.0',
    pinnedFcv: { expirationDate: '2026-11-30T00:00:00Z' },
    replicationSpecs: [{ regionConfigs: [aws('US_EAST_1', 7, 3, 'M10')] }],
  }),
  atlasApp('legacy cluster (deprecated type): multi-region with cloud backup and point-in-time recovery', 'internal/service/cluster/resource_cluster_test.go', (s) => {
    new mongodbatlas.MongodbatlasCluster(s, 'legacy', {
      projectId: PROJECT_ID,
      name: 'inventory',
      clusterType: 'REPLICASET',
      providerName: 'AWS',
      providerInstanceSizeName: 'M10',
      mongoDbMajorVersion: '7.0',
      cloudBackup: true,
      pitEnabled: true,
      autoScalingDiskGbEnabled: true,
      replicationSpecs: [{
        numShards: 1,
        regionsConfig: [
          { regionName: 'US_EAST_1', electableNodes: 3, priority: 7, readOnlyNodes: 0 },
          { regionName: 'US_EAST_2', electableNodes: 2, priority: 6, readOnlyNodes: 0 },
          { regionName: 'US_WEST_1', electableNodes: 2, priority: 5, readOnlyNodes: 2 },
        ],
      }],
      advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 3600, minimumEnabledTlsProtocol: 'TLS1_2' },
    });
  }, {
    // The deprecated type is the one warning, on purpose.
    warnings: [
      'corpus/legacy: [terrain:deprecated-type] mongodbatlas_cluster is deprecated by the provider. Use `mongodbatlas_advanced_cluster` (`MongodbatlasAdvancedCluster`, or the `ReplicaSetCluster` and `ShardedCluster` constructs) for new clusters.',
    ],
  }),
];
