/**
 * mongodbatlas_advanced_cluster and the legacy mongodbatlas_cluster (spec section 2.1): a
 * multi-region replica set with every kind of node, auto-scaling, custom TLS 1.2 ciphers, a BI
 * connector and a pinned FCV; the computed connection strings; the legacy flat settings and
 * their deprecations.
 */
import { TerraformOutput } from 'cdktn';
import { mongodbatlas } from '../../../src';
import { errorOf, expectSnakeCaseOnly, resource, stack, synth } from '../../util';

/** An FCV pin two weeks from now: the type rule allows at most four weeks ahead. */
const PIN = `${new Date(Date.now() + 14 * 86400_000).toISOString().slice(0, 10)}T00:00:00Z`;

const PROJECT_ID = '6568f0c3a8d2b64e9d8a1b2c';
const TLS12_CIPHERS = [
  'TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384',
  'TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384',
  'TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256',
];
const AUTO_SCALING = {
  computeEnabled: true,
  computeScaleDownEnabled: true,
  computeMinInstanceSize: 'M30',
  computeMaxInstanceSize: 'M60',
  diskGbEnabled: true,
};
const AUTO_SCALING_JSON = {
  compute_enabled: true,
  compute_scale_down_enabled: true,
  compute_min_instance_size: 'M30',
  compute_max_instance_size: 'M60',
  disk_gb_enabled: true,
};
const ANALYTICS_AUTO_SCALING = {
  computeEnabled: true,
  computeScaleDownEnabled: false,
  computeMaxInstanceSize: 'M50',
  diskGbEnabled: true,
};
const ANALYTICS_AUTO_SCALING_JSON = {
  compute_enabled: true,
  compute_scale_down_enabled: false,
  compute_max_instance_size: 'M50',
  disk_gb_enabled: true,
};

/** A 3-region AWS replica set: 3 + 2 electable nodes, read-only and analytics nodes. */
function ordersCluster(): mongodbatlas.MongodbatlasAdvancedClusterConfig {
  return {
    projectId: PROJECT_ID,
    name: 'orders-prod',
    clusterType: 'REPLICASET',
    backupEnabled: true,
    pitEnabled: true,
    terminationProtectionEnabled: true,
    mongoDbMajorVersion: '8.0',
    versionReleaseSystem: 'LTS',
    replicationSpecs: [{
      zoneName: 'Zone 1',
      regionConfigs: [
        {
          providerName: 'AWS',
          regionName: 'US_EAST_1',
          priority: 7,
          electableSpecs: { instanceSize: 'M30', nodeCount: 3, diskSizeGb: 100, ebsVolumeType: 'PROVISIONED', diskIops: 3000 },
          readOnlySpecs: { instanceSize: 'M30', nodeCount: 1, diskSizeGb: 100, ebsVolumeType: 'PROVISIONED', diskIops: 3000 },
          analyticsSpecs: { instanceSize: 'M40', nodeCount: 1, diskSizeGb: 100 },
          autoScaling: AUTO_SCALING,
          analyticsAutoScaling: ANALYTICS_AUTO_SCALING,
        },
        {
          providerName: 'AWS',
          regionName: 'US_WEST_2',
          priority: 6,
          electableSpecs: { instanceSize: 'M30', nodeCount: 2, diskSizeGb: 100 },
          autoScaling: AUTO_SCALING,
          analyticsAutoScaling: ANALYTICS_AUTO_SCALING,
        },
        {
          providerName: 'AWS',
          regionName: 'EU_WEST_1',
          priority: 0,
          readOnlySpecs: { instanceSize: 'M30', nodeCount: 2, diskSizeGb: 100 },
          autoScaling: AUTO_SCALING,
          analyticsAutoScaling: ANALYTICS_AUTO_SCALING,
        },
      ],
    }],
    advancedConfiguration: {
      tlsCipherConfigMode: 'CUSTOM',
      customOpensslCipherConfigTls12: TLS12_CIPHERS,
      minimumEnabledTlsProtocol: 'TLS1_2',
      javascriptEnabled: false,
      noTableScan: false,
      oplogMinRetentionHours: 48,
      defaultWriteConcern: 'majority',
      transactionLifetimeLimitSeconds: 60,
      changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 86400,
    },
    biConnectorConfig: { enabled: true, readPreference: 'analytics' },
    pinnedFcv: { expirationDate: PIN },
    tags: { 'environment': 'production', 'team': 'orders', 'cost-center': 'cc-4711' },
    labels: { owner: 'platform-db' },
    timeouts: { create: '2h', update: '2h', delete: '1h' },
  };
}

const ORDERS_JSON = {
  project_id: PROJECT_ID,
  name: 'orders-prod',
  cluster_type: 'REPLICASET',
  backup_enabled: true,
  pit_enabled: true,
  termination_protection_enabled: true,
  mongo_db_major_version: '8.0',
  version_release_system: 'LTS',
  replication_specs: [{
    zone_name: 'Zone 1',
    region_configs: [
      {
        provider_name: 'AWS',
        region_name: 'US_EAST_1',
        priority: 7,
        electable_specs: { instance_size: 'M30', node_count: 3, disk_size_gb: 100, ebs_volume_type: 'PROVISIONED', disk_iops: 3000 },
        read_only_specs: { instance_size: 'M30', node_count: 1, disk_size_gb: 100, ebs_volume_type: 'PROVISIONED', disk_iops: 3000 },
        analytics_specs: { instance_size: 'M40', node_count: 1, disk_size_gb: 100 },
        auto_scaling: AUTO_SCALING_JSON,
        analytics_auto_scaling: ANALYTICS_AUTO_SCALING_JSON,
      },
      {
        provider_name: 'AWS',
        region_name: 'US_WEST_2',
        priority: 6,
        electable_specs: { instance_size: 'M30', node_count: 2, disk_size_gb: 100 },
        auto_scaling: AUTO_SCALING_JSON,
        analytics_auto_scaling: ANALYTICS_AUTO_SCALING_JSON,
      },
      {
        provider_name: 'AWS',
        region_name: 'EU_WEST_1',
        priority: 0,
        read_only_specs: { instance_size: 'M30', node_count: 2, disk_size_gb: 100 },
        auto_scaling: AUTO_SCALING_JSON,
        analytics_auto_scaling: ANALYTICS_AUTO_SCALING_JSON,
      },
    ],
  }],
  advanced_configuration: {
    tls_cipher_config_mode: 'CUSTOM',
    custom_openssl_cipher_config_tls12: TLS12_CIPHERS,
    minimum_enabled_tls_protocol: 'TLS1_2',
    javascript_enabled: false,
    no_table_scan: false,
    oplog_min_retention_hours: 48,
    default_write_concern: 'majority',
    transaction_lifetime_limit_seconds: 60,
    change_stream_options_pre_and_post_images_expire_after_seconds: 86400,
  },
  bi_connector_config: { enabled: true, read_preference: 'analytics' },
  pinned_fcv: { expiration_date: PIN },
  tags: { 'environment': 'production', 'team': 'orders', 'cost-center': 'cc-4711' },
  labels: { owner: 'platform-db' },
  timeouts: { create: '2h', update: '2h', delete: '1h' },
};

describe('mongodbatlas_advanced_cluster', () => {
  test('mongodbatlas_advanced_cluster: multi-region replica set with electable, read-only and analytics specs, auto-scaling, custom TLS 1.2 ciphers, BI connector, pinned FCV, tags and timeouts', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasAdvancedCluster(s, 'orders', ordersCluster());
    });
    expect(mongodbatlas.MongodbatlasAdvancedCluster.tfResourceType).toBe('mongodbatlas_advanced_cluster');
    const body = resource(doc, 'mongodbatlas_advanced_cluster', 'orders');
    expect(body).toEqual(ORDERS_JSON);
    // spec name customOpensslCipherConfigTls12s is Terraform's custom_openssl_cipher_config_tls12
    expect(body.advanced_configuration.custom_openssl_cipher_config_tls12).toEqual(TLS12_CIPHERS);
    expect(body.advanced_configuration.custom_openssl_cipher_config_tls12s).toBeUndefined();
    // provider 2.x: nested attributes, so the single objects are objects and not one-item lists
    expect(Array.isArray(body.advanced_configuration)).toBe(false);
    expect(Array.isArray(body.replication_specs)).toBe(true);
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_advanced_cluster: computed connection strings resolve to Terraform references, nested ones included', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const cluster = new mongodbatlas.MongodbatlasAdvancedCluster(s, 'orders', ordersCluster());
      new TerraformOutput(s, 'standard_srv', { value: cluster.connectionStrings.standardSrv });
      new TerraformOutput(s, 'private_endpoint_srv', { value: cluster.connectionStrings.privateEndpoint.get(0).srvConnectionString });
      new TerraformOutput(s, 'private_endpoint_id', { value: cluster.connectionStrings.privateEndpoint.get(0).endpoints.get(0).endpointId });
      new TerraformOutput(s, 'private_srv', { value: cluster.connectionStrings.privateSrv });
      new TerraformOutput(s, 'cluster_id', { value: cluster.clusterId });
      new TerraformOutput(s, 'state_name', { value: cluster.stateName });
      new TerraformOutput(s, 'mongo_db_version', { value: cluster.mongoDbVersion });
      new TerraformOutput(s, 'external_id', { value: cluster.replicationSpecs.get(0).externalId });
      new TerraformOutput(s, 'first_region_electable_nodes', { value: cluster.replicationSpecs.get(0).regionConfigs.get(0).electableSpecs.nodeCount });
      new TerraformOutput(s, 'fcv', { value: cluster.pinnedFcv.version });
    });
    expect(doc.output).toEqual({
      standard_srv: { value: '${mongodbatlas_advanced_cluster.orders.connection_strings.standard_srv}' },
      private_endpoint_srv: { value: '${mongodbatlas_advanced_cluster.orders.connection_strings.private_endpoint[0].srv_connection_string}' },
      private_endpoint_id: { value: '${mongodbatlas_advanced_cluster.orders.connection_strings.private_endpoint[0].endpoints[0].endpoint_id}' },
      private_srv: { value: '${mongodbatlas_advanced_cluster.orders.connection_strings.private_srv}' },
      cluster_id: { value: '${mongodbatlas_advanced_cluster.orders.cluster_id}' },
      state_name: { value: '${mongodbatlas_advanced_cluster.orders.state_name}' },
      mongo_db_version: { value: '${mongodbatlas_advanced_cluster.orders.mongo_db_version}' },
      external_id: { value: '${mongodbatlas_advanced_cluster.orders.replication_specs[0].external_id}' },
      first_region_electable_nodes: { value: '${mongodbatlas_advanced_cluster.orders.replication_specs[0].region_configs[0].electable_specs.node_count}' },
      fcv: { value: '${mongodbatlas_advanced_cluster.orders.pinned_fcv.version}' },
    });
  });

  test('mongodbatlas_advanced_cluster: a single-region M10 with defaults left to the provider renders only what was set', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasAdvancedCluster(s, 'dev', {
        projectId: PROJECT_ID,
        name: 'dev-sandbox',
        clusterType: 'REPLICASET',
        replicationSpecs: [{
          regionConfigs: [{ providerName: 'GCP', regionName: 'CENTRAL_US', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }],
        }],
      });
    });
    const body = resource(doc, 'mongodbatlas_advanced_cluster', 'dev');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      name: 'dev-sandbox',
      cluster_type: 'REPLICASET',
      replication_specs: [{
        region_configs: [{ provider_name: 'GCP', region_name: 'CENTRAL_US', priority: 7, electable_specs: { instance_size: 'M10', node_count: 3 } }],
      }],
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_advanced_cluster: required fields and shapes are checked at construction', () => {
    const msg = errorOf(() => new mongodbatlas.MongodbatlasAdvancedCluster(stack(), 'bad', {
      projectId: PROJECT_ID,
      name: 'orders-prod',
      replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1' }] }],
      advancedConfiguration: { customOpensslCipherConfigTls12s: TLS12_CIPHERS },
    } as any));
    expect(msg).toContain('replicationSpecs[0].regionConfigs[0].priority: is required.');
    expect(msg).toContain('clusterType: is required.');
    expect(msg).toContain('advancedConfiguration.customOpensslCipherConfigTls12s: unknown key.');
    expect(msg).toContain("write 'customOpensslCipherConfigTls12' instead of 'customOpensslCipherConfigTls12s'.");

    expect(errorOf(() => new mongodbatlas.MongodbatlasAdvancedCluster(stack(), 'bad', { ...ordersCluster(), biConnectorConfig: [{ enabled: true }] } as any)))
      .toContain('biConnectorConfig: expected a single object (struct), not a list.');
  });

  test('mongodbatlas_advanced_cluster: generateConfigForImport and importFrom use the <project_id>-<cluster_name> id', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      mongodbatlas.MongodbatlasAdvancedCluster.generateConfigForImport(s, 'existing', `${PROJECT_ID}-orders-prod`);
    });
    expect(doc.import).toEqual([{ id: `${PROJECT_ID}-orders-prod`, to: 'mongodbatlas_advanced_cluster.existing' }]);

    const adopted = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const c = new mongodbatlas.MongodbatlasAdvancedCluster(s, 'orders', ordersCluster());
      c.importFrom(`${PROJECT_ID}-orders-prod`);
    });
    expect(adopted.doc.import).toEqual([{ id: `${PROJECT_ID}-orders-prod`, to: 'mongodbatlas_advanced_cluster.orders' }]);
    expect(resource(adopted.doc, 'mongodbatlas_advanced_cluster', 'orders')).toEqual(ORDERS_JSON);
  });
});

describe('mongodbatlas_cluster (legacy)', () => {
  const DEPRECATED_TYPE = 'test/legacy: [terrain:deprecated-type] mongodbatlas_cluster is deprecated by the provider. Use `mongodbatlas_advanced_cluster` (`MongodbatlasAdvancedCluster`, or the `ReplicaSetCluster` and `ShardedCluster` constructs) for new clusters.';

  test('mongodbatlas_cluster: a 3-region legacy replica set with regions_config, snapshot flags, labels, tags and advanced configuration', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasCluster(s, 'legacy', {
        projectId: PROJECT_ID,
        name: 'billing-legacy',
        clusterType: 'REPLICASET',
        providerName: 'AWS',
        providerInstanceSizeName: 'M30',
        cloudBackup: true,
        pitEnabled: true,
        diskSizeGb: 80,
        providerVolumeType: 'STANDARD',
        autoScalingDiskGbEnabled: true,
        autoScalingComputeEnabled: true,
        autoScalingComputeScaleDownEnabled: true,
        providerAutoScalingComputeMinInstanceSize: 'M30',
        providerAutoScalingComputeMaxInstanceSize: 'M50',
        mongoDbMajorVersion: '7.0',
        replicationSpecs: [{
          numShards: 1,
          regionsConfig: [
            { regionName: 'US_EAST_1', electableNodes: 3, priority: 7, readOnlyNodes: 0 },
            { regionName: 'US_EAST_2', electableNodes: 2, priority: 6, readOnlyNodes: 0 },
            { regionName: 'US_WEST_1', electableNodes: 0, priority: 0, readOnlyNodes: 1, analyticsNodes: 1 },
          ],
        }],
        advancedConfiguration: {
          tlsCipherConfigMode: 'CUSTOM',
          customOpensslCipherConfigTls12: TLS12_CIPHERS,
          minimumEnabledTlsProtocol: 'TLS1_2',
          javascriptEnabled: true,
          oplogSizeMb: 2048,
          sampleSizeBiConnector: 100,
          sampleRefreshIntervalBiConnector: 300,
        },
        biConnectorConfig: { enabled: true, readPreference: 'secondary' },
        pinnedFcv: { expirationDate: PIN },
        labels: [{ key: 'owner', value: 'billing' }],
        tags: [{ key: 'environment', value: 'production' }, { key: 'team', value: 'billing' }],
        timeouts: { create: '3h', update: '3h', delete: '1h' },
      });
    });
    expect(mongodbatlas.MongodbatlasCluster.tfResourceType).toBe('mongodbatlas_cluster');
    const body = resource(doc, 'mongodbatlas_cluster', 'legacy');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      name: 'billing-legacy',
      cluster_type: 'REPLICASET',
      provider_name: 'AWS',
      provider_instance_size_name: 'M30',
      cloud_backup: true,
      pit_enabled: true,
      disk_size_gb: 80,
      provider_volume_type: 'STANDARD',
      auto_scaling_disk_gb_enabled: true,
      auto_scaling_compute_enabled: true,
      auto_scaling_compute_scale_down_enabled: true,
      provider_auto_scaling_compute_min_instance_size: 'M30',
      provider_auto_scaling_compute_max_instance_size: 'M50',
      mongo_db_major_version: '7.0',
      // spec replicationSpecs.regionsConfigs is Terraform's replication_specs.regions_config
      replication_specs: [{
        num_shards: 1,
        regions_config: [
          { region_name: 'US_EAST_1', electable_nodes: 3, priority: 7, read_only_nodes: 0 },
          { region_name: 'US_EAST_2', electable_nodes: 2, priority: 6, read_only_nodes: 0 },
          { region_name: 'US_WEST_1', electable_nodes: 0, priority: 0, read_only_nodes: 1, analytics_nodes: 1 },
        ],
      }],
      // legacy blocks of at most one item are written as one object
      advanced_configuration: {
        tls_cipher_config_mode: 'CUSTOM',
        custom_openssl_cipher_config_tls12: TLS12_CIPHERS,
        minimum_enabled_tls_protocol: 'TLS1_2',
        javascript_enabled: true,
        oplog_size_mb: 2048,
        sample_size_bi_connector: 100,
        sample_refresh_interval_bi_connector: 300,
      },
      bi_connector_config: { enabled: true, read_preference: 'secondary' },
      pinned_fcv: { expiration_date: PIN },
      labels: [{ key: 'owner', value: 'billing' }],
      tags: [{ key: 'environment', value: 'production' }, { key: 'team', value: 'billing' }],
      timeouts: { create: '3h', update: '3h', delete: '1h' },
    });
    expect(body.replication_specs[0].regions_configs).toBeUndefined();
    expectSnakeCaseOnly(body);
    // the whole type is deprecated in the schema: one warning, whatever the fields
    expect(warnings).toEqual([DEPRECATED_TYPE]);
  });

  test('mongodbatlas_cluster: deprecated fields (provider_encrypt_ebs_volume, default_read_concern, fail_index_key_too_long) warn at synth', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasCluster(s, 'legacy', {
        projectId: PROJECT_ID,
        name: 'billing-legacy',
        providerName: 'AWS',
        providerInstanceSizeName: 'M10',
        providerRegionName: 'US_EAST_1',
        providerEncryptEbsVolume: true,
        advancedConfiguration: { defaultReadConcern: 'available', failIndexKeyTooLong: false },
      });
    });
    expect(resource(doc, 'mongodbatlas_cluster', 'legacy')).toEqual({
      project_id: PROJECT_ID,
      name: 'billing-legacy',
      provider_name: 'AWS',
      provider_instance_size_name: 'M10',
      provider_region_name: 'US_EAST_1',
      provider_encrypt_ebs_volume: true,
      advanced_configuration: { default_read_concern: 'available', fail_index_key_too_long: false },
    });
    expect(warnings).toEqual([
      'test/legacy: [terrain:deprecated-attribute] providerEncryptEbsVolume is deprecated by the provider. Atlas encrypts all cluster storage by default; remove the argument.',
      'test/legacy: [terrain:deprecated-attribute] advancedConfiguration.defaultReadConcern is deprecated by the provider. Remove it; the server\'s default read concern applies.',
      'test/legacy: [terrain:deprecated-attribute] advancedConfiguration.failIndexKeyTooLong is deprecated by the provider. Remove it; current MongoDB versions no longer have the index key length limit it controlled.',
      DEPRECATED_TYPE,
    ]);
  });

  test('mongodbatlas_cluster: computed legacy outputs (mongo_uri, srv_address, connection strings) resolve to Terraform references', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const c = new mongodbatlas.MongodbatlasCluster(s, 'legacy', {
        projectId: PROJECT_ID,
        name: 'billing-legacy',
        providerName: 'AWS',
        providerInstanceSizeName: 'M10',
        providerRegionName: 'US_EAST_1',
      });
      new TerraformOutput(s, 'mongo_uri', { value: c.mongoUri });
      new TerraformOutput(s, 'srv_address', { value: c.srvAddress });
      new TerraformOutput(s, 'standard_srv', { value: c.connectionStrings.get(0).standardSrv });
      new TerraformOutput(s, 'pe_srv', { value: c.connectionStrings.get(0).privateEndpoint.get(0).srvConnectionString });
    });
    expect(doc.output).toEqual({
      mongo_uri: { value: '${mongodbatlas_cluster.legacy.mongo_uri}' },
      srv_address: { value: '${mongodbatlas_cluster.legacy.srv_address}' },
      standard_srv: { value: '${mongodbatlas_cluster.legacy.connection_strings[0].standard_srv}' },
      pe_srv: { value: '${mongodbatlas_cluster.legacy.connection_strings[0].private_endpoint[0].srv_connection_string}' },
    });
  });

  test('mongodbatlas_cluster: generateConfigForImport uses the <project_id>-<cluster_name> id', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      mongodbatlas.MongodbatlasCluster.generateConfigForImport(s, 'existing_legacy', `${PROJECT_ID}-billing-legacy`);
    });
    expect(doc.import).toEqual([{ id: `${PROJECT_ID}-billing-legacy`, to: 'mongodbatlas_cluster.existing_legacy' }]);
  });
});
