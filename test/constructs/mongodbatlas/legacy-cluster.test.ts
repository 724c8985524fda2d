import { App, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { LegacyClusterStack } from '../../../examples/mongodbatlas/legacy-cluster';
import { Errors, mongodbatlas, RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import { LegacyCluster, LegacyClusterProps, LegacyClusterRegion } from '../../../src/constructs/mongodbatlas';
import { ClusterOutageSimulation } from '../../../src/constructs/mongodbatlas/outage-simulation';
import {
  deprecatedLegacyFields, LEGACY_PROP_RULES, legacyPriorities, validateLegacyClusterProps, validateLegacyRegions,
} from '../../../src/constructs/mongodbatlas/private/validate-legacy-cluster';
import { MongodbatlasProvider } from '../../../src/generated/mongodbatlas/provider';
import { errorOf, resource, stack as bareStack, synth } from '../../util';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';
const base = { projectId: PROJECT, name: 'orders', provider: 'AWS', instanceSize: 'M30' };
const threeNodes: LegacyClusterRegion[] = [{ region: 'US_EAST_1', electableNodes: 3 }];
const VALIDATION = 'Validation failed with the following errors:\n  ';
const DEPRECATED_TYPE = 'test/Orders/Default: [terrain:deprecated-type] mongodbatlas_cluster is deprecated by the provider. Use `mongodbatlas_advanced_cluster` (`MongodbatlasAdvancedCluster`, or the `ReplicaSetCluster` and `ShardedCluster` constructs) for new clusters.';

/** A stack with the Atlas provider, for tests that expect an error. */
function atlasStack(): TerraformStack {
  const s = bareStack();
  new MongodbatlasProvider(s, 'atlas');
  return s;
}

/** Synthesizes (validations and conformance on) a stack with the provider and what `build` adds. */
function synthAtlas(build: (s: TerraformStack) => void) {
  return synth((s) => {
    new MongodbatlasProvider(s, 'atlas');
    build(s);
  });
}

/** The one `mongodbatlas_cluster` body of a document, optionally by cluster name. */
function body(doc: any, name?: string): any {
  const entries = Object.entries<any>(doc.resource?.mongodbatlas_cluster ?? {}).filter(([, b]) => name === undefined || b.name === name);
  if (entries.length !== 1) throw new Error(`expected one mongodbatlas_cluster${name ? ` named ${name}` : ''}, found ${entries.length}`);
  return resource(doc, 'mongodbatlas_cluster', entries[0][0]);
}

function logicalId(doc: any): string {
  return Object.keys(doc.resource.mongodbatlas_cluster)[0];
}

/** The message of a synth-time validation failure, without cdktn's trailing hint. */
function synthError(s: TerraformStack): string {
  return errorOf(() => TerrainTesting.synth(s)).replace(/\n+If you wish to ignore these validations.*$/s, '');
}

/** Builds a cluster in a fresh stack and returns the synth-time error. */
function synthErrorOf(props: Partial<LegacyClusterProps>, more?: (c: LegacyCluster) => void): string {
  const s = atlasStack();
  const c = new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
  more?.(c);
  return synthError(s);
}

/** Builds a cluster in a fresh stack, synthesizes it and returns its warnings. */
function synthWarningsOf(props: Partial<LegacyClusterProps>): string[] {
  const s = atlasStack();
  new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
  TerrainTesting.synth(s);
  return TerrainTesting.warnings(s);
}

/** Builds a cluster in a fresh stack, synthesizes it (no error) and returns its warnings but the type's deprecation. */
function adviceOf(props: Partial<LegacyClusterProps>, more?: (c: LegacyCluster) => void): string[] {
  const s = atlasStack();
  const c = new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
  more?.(c);
  TerrainTesting.synth(s);
  return TerrainTesting.warnings(s).filter((w) => w !== DEPRECATED_TYPE);
}

const TOTAL_RULE = 'test/Orders/Default: [rule:mongodbatlas_cluster/electable-total] replicationSpecs[0].regionsConfig: the electable nodes of all regions must total 3, 5 or 7.';
const TOTAL_FIX = 'Allowed: 3, 5 or 7. Fix: change electableNodes so that the replica set has an odd number of voting members, 3, 5 or 7.';

/** Builds a cluster in a fresh stack and returns the construction error. */
function constructionError(props: Partial<LegacyClusterProps>): string {
  return errorOf(() => new LegacyCluster(atlasStack(), 'Orders', { ...base, regions: threeNodes, ...props }));
}

function synthCluster(props: Partial<LegacyClusterProps>, more?: (c: LegacyCluster) => void): any {
  const { doc } = synthAtlas((s) => {
    const c = new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
    more?.(c);
  });
  return body(doc);
}

const priorities = (b: any) => b.replication_specs[0].regions_config.map((r: any) => [r.region_name, r.priority]);

describe('LegacyCluster rendering', () => {
  test('priorities follow the preference order (7 downward, 0 without electable nodes); regions render by descending priority', () => {
    const b = synthCluster({
      regions: [
        { region: 'US_WEST_2', readOnlyNodes: 2 },
        { region: 'US_EAST_1', electableNodes: 3 },
        { region: 'EU_WEST_1', analyticsNodes: 1 },
      ],
    }, (c) => {
      c.addRegion({ region: 'US_EAST_2', electableNodes: 2, readOnlyNodes: 1 });
      c.addRegion({ region: 'CA_CENTRAL_1', electableNodes: 2 });
    });
    expect(b.replication_specs).toEqual([{
      num_shards: 1,
      regions_config: [
        { region_name: 'US_EAST_1', priority: 7, electable_nodes: 3, read_only_nodes: 0, analytics_nodes: 0 },
        { region_name: 'US_EAST_2', priority: 6, electable_nodes: 2, read_only_nodes: 1, analytics_nodes: 0 },
        { region_name: 'CA_CENTRAL_1', priority: 5, electable_nodes: 2, read_only_nodes: 0, analytics_nodes: 0 },
        { region_name: 'US_WEST_2', priority: 0, electable_nodes: 0, read_only_nodes: 2, analytics_nodes: 0 },
        { region_name: 'EU_WEST_1', priority: 0, electable_nodes: 0, read_only_nodes: 0, analytics_nodes: 1 },
      ],
    }]);
    // Priorities are unique among regions with electable nodes, and 0 exactly where there are none.
    const configs = b.replication_specs[0].regions_config;
    const electablePriorities = configs.filter((r: any) => r.electable_nodes > 0).map((r: any) => r.priority);
    expect(new Set(electablePriorities).size).toBe(electablePriorities.length);
    expect(configs.every((r: any) => (r.priority === 0) === (r.electable_nodes === 0))).toBe(true);
  });

  test('a replica set by default: cluster_type REPLICASET, one shard, provider and tier on the cluster', () => {
    const b = synthCluster({});
    expect(b).toMatchObject({
      project_id: PROJECT,
      name: 'orders',
      provider_name: 'AWS',
      provider_instance_size_name: 'M30',
      cluster_type: 'REPLICASET',
      num_shards: 1,
    });
    expect(b.replication_specs[0].num_shards).toBe(1);
    expect(b.labels).toBeUndefined();
    expect(b.tags).toBeUndefined();
    expect(b.advanced_configuration).toBeUndefined();
  });

  test('numShards above 1 makes a sharded cluster, on the cluster and in the replication spec', () => {
    const b = synthCluster({ numShards: 3 });
    expect([b.cluster_type, b.num_shards, b.replication_specs[0].num_shards]).toEqual(['SHARDED', 3, 3]);
  });

  test('labels and tags become key/value blocks, sorted by key; empty maps render nothing', () => {
    const b = synthCluster({ labels: { owner: 'db', env: 'prod' }, tags: { team: 'orders', costCenter: '42', app: 'shop' } });
    expect(b.labels).toEqual([{ key: 'env', value: 'prod' }, { key: 'owner', value: 'db' }]);
    expect(b.tags).toEqual([{ key: 'app', value: 'shop' }, { key: 'costCenter', value: '42' }, { key: 'team', value: 'orders' }]);
    const empty = synthCluster({ labels: {}, tags: {} });
    expect([empty.labels, empty.tags]).toEqual([undefined, undefined]);
  });

  test('the advanced configuration, version and backup render in the provider\'s shape', () => {
    const b = synthCluster({
      mongoDbMajorVersion: '8.0',
      cloudBackup: true,
      advancedConfiguration: {
        changeStreamOptionsPreAndPostImagesExpireAfterSeconds: -1,
        sampleRefreshIntervalBiConnector: 300,
        sampleSizeBiConnector: 100,
        transactionLifetimeLimitSeconds: 60,
        minimumEnabledTlsProtocol: 'TLS1_3',
        tlsCipherConfigMode: 'CUSTOM',
        customOpensslCipherConfigTls12: ['TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384'],
        defaultMaxTimeMs: 1000,
        defaultWriteConcern: 'majority',
        javascriptEnabled: false,
        noTableScan: true,
        oplogMinRetentionHours: 24,
        oplogSizeMb: 2048,
      },
    });
    expect(b.mongo_db_major_version).toBe('8.0');
    expect(b.cloud_backup).toBe(true);
    expect(b.advanced_configuration).toEqual({
      change_stream_options_pre_and_post_images_expire_after_seconds: -1,
      sample_refresh_interval_bi_connector: 300,
      sample_size_bi_connector: 100,
      transaction_lifetime_limit_seconds: 60,
      minimum_enabled_tls_protocol: 'TLS1_3',
      tls_cipher_config_mode: 'CUSTOM',
      custom_openssl_cipher_config_tls12: ['TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384'],
      default_max_time_ms: 1000,
      default_write_concern: 'majority',
      javascript_enabled: false,
      no_table_scan: true,
      oplog_min_retention_hours: 24,
      oplog_size_mb: 2048,
    });
  });

  test('outputs are typed tokens of the L1, and the L1 is exposed for overrides', () => {
    let cluster!: LegacyCluster;
    const { doc } = synthAtlas((s) => {
      cluster = new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes });
      new TerraformOutput(s, 'id', { value: cluster.clusterId });
      new TerraformOutput(s, 'version', { value: cluster.mongoDbVersion });
      new TerraformOutput(s, 'state', { value: cluster.stateName });
      new TerraformOutput(s, 'srv', { value: cluster.srvAddress });
      new TerraformOutput(s, 'standard_srv', { value: cluster.connectionStrings.standardSrv });
      cluster.resource.addOverride('paused', false);
    });
    const id = logicalId(doc);
    expect(doc.output.id.value).toBe(`\${mongodbatlas_cluster.${id}.cluster_id}`);
    expect(doc.output.version.value).toBe(`\${mongodbatlas_cluster.${id}.mongo_db_version}`);
    expect(doc.output.state.value).toBe(`\${mongodbatlas_cluster.${id}.state_name}`);
    expect(doc.output.srv.value).toBe(`\${mongodbatlas_cluster.${id}.srv_address}`);
    expect(doc.output.standard_srv.value).toBe(`\${mongodbatlas_cluster.${id}.connection_strings[0].standard_srv}`);
    expect(body(doc).paused).toBe(false);
    expect([cluster.projectId, cluster.clusterName, cluster.provider]).toEqual([PROJECT, 'orders', 'AWS']);
  });

  test('values that are unresolved tokens are not judged', () => {
    const { doc } = synthAtlas((s) => {
      const nodes = new TerraformVariable(s, 'nodes', { type: 'number' });
      const shards = new TerraformVariable(s, 'shards', { type: 'number' });
      const text = new TerraformVariable(s, 'text', { type: 'string' });
      new LegacyCluster(s, 'Orders', {
        ...base,
        provider: text.stringValue,
        instanceSize: text.stringValue,
        numShards: shards.numberValue,
        advancedConfiguration: { minimumEnabledTlsProtocol: text.stringValue, sampleSizeBiConnector: nodes.numberValue },
        regions: [{ region: text.stringValue, electableNodes: nodes.numberValue }, { region: 'US_WEST_2', readOnlyNodes: nodes.numberValue }],
      });
    });
    const b = body(doc);
    expect(b.provider_name).toBe('${var.text}');
    expect(b.cluster_type).toBe('${(var.shards > 1) ? "SHARDED" : "REPLICASET"}');
    expect(b.replication_specs).toEqual([{
      num_shards: '${var.shards}',
      regions_config: [
        { region_name: '${var.text}', priority: 7, electable_nodes: '${var.nodes}', read_only_nodes: 0, analytics_nodes: 0 },
        { region_name: 'US_WEST_2', priority: 0, electable_nodes: 0, read_only_nodes: '${var.nodes}', analytics_nodes: 0 },
      ],
    }]);
  });

  test('the L1 warns that mongodbatlas_cluster is deprecated; nothing else warns by default', () => {
    const { warnings } = synthAtlas((s) => new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes }));
    expect(warnings).toEqual([DEPRECATED_TYPE]);
  });

  test('its regions are known to an outage simulation, which checks against them', () => {
    const s = atlasStack();
    const c = new LegacyCluster(s, 'Orders', { ...base, regions: [{ region: 'US_EAST_1', electableNodes: 2 }] });
    c.addRegion({ region: 'US_EAST_2', electableNodes: 1 });
    expect(c.knownRegions).toEqual([{ provider: 'AWS', region: 'US_EAST_1' }, { provider: 'AWS', region: 'US_EAST_2' }]);
    new ClusterOutageSimulation(s, 'Drill', { cluster: c, regions: [{ provider: 'AWS', region: 'EU_WEST_1' }] });
    expect(synthError(s)).toBe(VALIDATION
      + '[test/Drill] regions[0]: is not a region of cluster orders. Received: "AWS/EU_WEST_1". Allowed: AWS/US_EAST_1 or AWS/US_EAST_2. Fix: pick regions the cluster has.');
  });
});

describe('electable nodes total 3, 5 or 7 (documented: the type rule electable-total of the L1 warns)', () => {
  test.each([3, 5, 7])('%i electable nodes pass', (n) => {
    const b = synthCluster({ regions: [{ region: 'US_EAST_1', electableNodes: n - 1 }, { region: 'US_WEST_2', electableNodes: 1 }] });
    expect(priorities(b)).toEqual([['US_EAST_1', 7], ['US_WEST_2', 6]]);
  });

  test('another total warns once, including regions added later, and synthesizes', () => {
    expect(adviceOf({ regions: [{ region: 'US_EAST_1', electableNodes: 1 }] }, (c) => c.addRegion({ region: 'US_WEST_2', electableNodes: 1 }))).toEqual([
      `${TOTAL_RULE} Received: 2. ${TOTAL_FIX}`,
    ]);
  });

  test('only read-only regions warn with a total of 0', () => {
    expect(adviceOf({ regions: [{ region: 'US_EAST_1', readOnlyNodes: 3 }] })).toEqual([`${TOTAL_RULE} Received: 0. ${TOTAL_FIX}`]);
  });

  test('no regions at all fails', () => {
    expect(synthErrorOf({ regions: [] })).toBe(`${VALIDATION}[test/Orders] regions: has no regions. Received: an empty list. Allowed: at least one region. Fix: list the regions in preference order, or call addRegion.`);
  });
});

describe('at most 7 regions with electable nodes (documented: the type rules of the L1 warn)', () => {
  const names = ['US_EAST_1', 'US_EAST_2', 'US_WEST_1', 'US_WEST_2', 'CA_CENTRAL_1', 'EU_WEST_1', 'EU_WEST_2', 'EU_CENTRAL_1'];

  test('7 regions pass, with priorities 7 down to 1', () => {
    const b = synthCluster({ regions: names.slice(0, 7).map((region) => ({ region, electableNodes: 1 })) });
    expect(b.replication_specs[0].regions_config.map((r: any) => r.priority)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  test('8 regions warn: the eighth has no priority left, and the total is 8', () => {
    expect(adviceOf({ regions: names.map((region) => ({ region, electableNodes: 1 })) })).toEqual([
      'test/Orders/Default: [rule:mongodbatlas_cluster/priority-order] replicationSpecs[0].regionsConfig[7].electableNodes: cannot be non-zero in a region of priority 0. '
      + 'Received: 1. Allowed: 0 with priority 0. Fix: give the region a priority from 7 down, or set electableNodes: 0.',
      `${TOTAL_RULE} Received: 8. ${TOTAL_FIX}`,
    ]);
  });
});

describe('rule: a region appears once', () => {
  test('distinct regions pass', () => {
    expect(priorities(synthCluster({ regions: [{ region: 'US_EAST_1', electableNodes: 3 }, { region: 'US_EAST_2', readOnlyNodes: 1 }] })))
      .toEqual([['US_EAST_1', 7], ['US_EAST_2', 0]]);
  });

  test('a region listed twice fails, also when added later', () => {
    expect(synthErrorOf({}, (c) => c.addRegion({ region: 'US_EAST_1', readOnlyNodes: 1 }))).toBe(VALIDATION
      + '[test/Orders] regions[1]: repeats region US_EAST_1, already at regions[0]; a region appears at most once. Received: "US_EAST_1". '
      + 'Allowed: each region once. Fix: merge the node counts into one region entry.');
  });
});

describe('rule: every region holds nodes', () => {
  test('a region with only analytics nodes passes', () => {
    expect(priorities(synthCluster({}, (c) => c.addRegion({ region: 'EU_WEST_1', analyticsNodes: 1 })))).toEqual([['US_EAST_1', 7], ['EU_WEST_1', 0]]);
  });

  test('a region without any node fails', () => {
    expect(synthErrorOf({}, (c) => c.addRegion({ region: 'US_WEST_2', electableNodes: 0 }))).toBe(VALIDATION
      + '[test/Orders] regions[1]: has no nodes (US_WEST_2). Received: 0. Allowed: at least one electable, read-only or analytics node. '
      + 'Fix: set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.');
  });

  test('a region written the cloud provider\'s way fails with the Atlas spelling (the provider\'s StringIsUppercase); the L1\'s rule stays silent', () => {
    expect(synthErrorOf({ regions: [{ region: 'us-east-1', electableNodes: 3 }] }, (c) => c.addRegion({ region: 'ap-southeast-2', readOnlyNodes: 1 }))).toBe(VALIDATION
      + '[test/Orders] regions[0].region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. Received: "us-east-1". '
      + "Allowed: 'US_EAST_1' (the Atlas name of this region). Fix: set region to 'US_EAST_1'.\n  "
      + '[test/Orders] regions[1].region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. Received: "ap-southeast-2". '
      + "Allowed: 'AP_SOUTHEAST_2' (the Atlas name of this region). Fix: set region to 'AP_SOUTHEAST_2'.");
  });

  test('an empty region name fails', () => {
    expect(synthErrorOf({ regions: [{ region: '', electableNodes: 3 }] })).toBe(`${VALIDATION}[test/Orders] regions[0].region: is empty. Received: "". Allowed: an Atlas region name such as US_EAST_1. Fix: set region to the provider's Atlas region name, e.g. 'US_EAST_1'.`);
  });
});

describe('rule: node counts are whole numbers, 0 or more', () => {
  test('explicit zeros pass', () => {
    const b = synthCluster({ regions: [{ region: 'US_EAST_1', electableNodes: 3, readOnlyNodes: 0, analyticsNodes: 0 }] });
    expect(b.replication_specs[0].regions_config[0]).toEqual({ region_name: 'US_EAST_1', priority: 7, electable_nodes: 3, read_only_nodes: 0, analytics_nodes: 0 });
  });

  test('negative and fractional counts fail, without a misleading total', () => {
    expect(synthErrorOf({ regions: [{ region: 'US_EAST_1', electableNodes: 2.5 }, { region: 'US_WEST_2', electableNodes: 1, readOnlyNodes: -1, analyticsNodes: 1 }] })).toBe(VALIDATION
      + '[test/Orders] regions[0].electableNodes: must be a whole number, 0 or more. Received: 2.5. Allowed: 0, 1, 2, ... Fix: set electableNodes to a count of nodes, or leave it out for none.\n  '
      + '[test/Orders] regions[1].readOnlyNodes: must be a whole number, 0 or more. Received: -1. Allowed: 0, 1, 2, ... Fix: set readOnlyNodes to a count of nodes, or leave it out for none.');
  });
});

describe('rule: provider', () => {
  test.each(['AWS', 'GCP', 'AZURE'])('%s passes', (provider) => {
    expect(synthCluster({ provider }).provider_name).toBe(provider);
  });

  test.each(['aws', 'TENANT'])('%s fails at construction with a ValidationError naming the construct path and field', (provider) => {
    let caught: unknown;
    try {
      new LegacyCluster(atlasStack(), 'Orders', { ...base, provider, regions: threeNodes });
    } catch (e) {
      caught = e;
    }
    expect(Errors.isValidationError(caught)).toBe(true);
    expect((caught as Error).message).toBe(
      `[test/Orders] provider: is not a cloud provider of a legacy cluster. Received: "${provider}". Allowed: AWS, GCP or AZURE. Fix: write the provider in upper case, e.g. 'AWS'.`);
  });
});

describe('rule: instanceSize', () => {
  test.each(['M10', 'R40', 'M40_NVME', 'M30_GEN_2', 'R40_GEN_2'])('tier %s passes', (instanceSize) => {
    expect(synthCluster({ instanceSize }).provider_instance_size_name).toBe(instanceSize);
  });

  test('an unknown tier fails', () => {
    expect(constructionError({ instanceSize: 'M35' })).toMatch(
      /^\[test\/Orders\] instanceSize: is not a dedicated Atlas tier\. Received: "M35"\. Allowed: M10, M20, M30, .*, M700, R40, .*; Gen2: M30, .* with the suffix _GEN_2 \(e\.g\. M30_GEN_2\)\. Fix: choose a dedicated tier such as M10 or M30\.$/);
  });
});

describe('rule: numShards', () => {
  test('a whole number from 1 passes', () => {
    expect(synthCluster({ numShards: 1 }).cluster_type).toBe('REPLICASET');
    expect(synthCluster({ numShards: 2 }).num_shards).toBe(2);
  });

  test.each([0, 1.5, -2])('%d fails', (numShards) => {
    expect(constructionError({ numShards })).toBe(
      `[test/Orders] numShards: must be a whole number, at least 1. Received: ${numShards}. Allowed: 1, 2, 3, ... Fix: use 1 for a replica set, or the number of shards of a sharded cluster.`);
  });
});

describe('advanced configuration', () => {
  test.each(['TLS1_2', 'TLS1_3'])('minimumEnabledTlsProtocol %s passes', (minimumEnabledTlsProtocol) => {
    expect(synthCluster({ advancedConfiguration: { minimumEnabledTlsProtocol } }).advanced_configuration)
      .toEqual({ minimum_enabled_tls_protocol: minimumEnabledTlsProtocol });
  });

  test('minimumEnabledTlsProtocol outside the API\'s enum fails; TLS1_0 and TLS1_1, which the provider no longer documents, warn', () => {
    expect(constructionError({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_4' } })).toBe(
      '[test/Orders] advancedConfiguration.minimumEnabledTlsProtocol: is not a TLS version the legacy cluster accepts. Received: "TLS1_4". Allowed: TLS1_0, TLS1_1, TLS1_2 or TLS1_3. Fix: use \'TLS1_2\' (or \'TLS1_3\' if every client supports it).');
    expect(adviceOf({ advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_1' } })).toEqual([
      'test/Orders: [mongodbatlas:tls-version] advancedConfiguration.minimumEnabledTlsProtocol: is a TLS version the provider no longer documents; it lists TLS1_2 or TLS1_3. '
      + 'Received: "TLS1_1". Allowed: TLS1_2 or TLS1_3. Fix: use \'TLS1_2\' (or \'TLS1_3\' if every client supports it).',
    ]);
  });

  test('tlsCipherConfigMode takes CUSTOM or DEFAULT; custom ciphers without a mode render CUSTOM; with another mode the type rule warns (documented only)', () => {
    expect(synthCluster({ advancedConfiguration: { tlsCipherConfigMode: 'DEFAULT' } }).advanced_configuration).toEqual({ tls_cipher_config_mode: 'DEFAULT' });
    expect(constructionError({ advancedConfiguration: { tlsCipherConfigMode: 'STRICT', customOpensslCipherConfigTls12: ['TLS_X'] } })).toBe(
      '[test/Orders] advancedConfiguration.tlsCipherConfigMode: is not a cipher mode. Received: "STRICT". Allowed: CUSTOM or DEFAULT. Fix: use \'CUSTOM\' with a cipher list, or \'DEFAULT\' for the server\'s ciphers.');
    expect(synthCluster({ advancedConfiguration: { customOpensslCipherConfigTls12: ['TLS_X'] } }).advanced_configuration)
      .toEqual({ tls_cipher_config_mode: 'CUSTOM', custom_openssl_cipher_config_tls12: ['TLS_X'] });
    expect(synthWarningsOf({ advancedConfiguration: { tlsCipherConfigMode: 'DEFAULT', customOpensslCipherConfigTls12: ['TLS_X'] } })).toContain(
      "test/Orders/Default: [rule:mongodbatlas_cluster/custom-ciphers-need-custom-mode] advancedConfiguration.customOpensslCipherConfigTls12: is used only when tlsCipherConfigMode is CUSTOM. Received: tlsCipherConfigMode 'DEFAULT'. Allowed: tlsCipherConfigMode: 'CUSTOM'. Fix: set advancedConfiguration.tlsCipherConfigMode to 'CUSTOM', or remove customOpensslCipherConfigTls12.");
  });

  test.each([-1, 1, 86400])('change stream retention %d passes', (v) => {
    expect(synthCluster({ advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: v } }).advanced_configuration)
      .toEqual({ change_stream_options_pre_and_post_images_expire_after_seconds: v });
  });

  test.each([0, -5, 1.5])('change stream retention %d warns (documented only) and is rendered', (v) => {
    expect(synthCluster({ advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: v } }).advanced_configuration)
      .toEqual({ change_stream_options_pre_and_post_images_expire_after_seconds: v });
    expect(adviceOf({ advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: v } })).toEqual([
      `test/Orders: [mongodbatlas:change-stream-retention] advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: should be -1 (retention follows the oplog) or a positive whole number of seconds, as the provider documents. Received: ${v}. Allowed: -1, 1, 2, 3, ... Fix: use -1 to follow the oplog, or the minimum retention in seconds.`,
    ]);
  });

  test('change stream retention on a server below 6.0, which the provider drops without a word, warns through the L1\'s rule change-stream-retention-needs-6', () => {
    expect(adviceOf({ mongoDbMajorVersion: '5.0', advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 3600 } })).toEqual([
      'test/Orders/Default: [rule:mongodbatlas_cluster/change-stream-retention-needs-6] advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: '
      + 'needs server version 6.0 or later; below it the provider does not send it, so it is silently ignored. Received: mongoDbMajorVersion \'5.0\'. '
      + "Allowed: mongoDbMajorVersion '6.0' or later. Fix: set mongoDbMajorVersion: '6.0' (or later), or remove changeStreamOptionsPreAndPostImagesExpireAfterSeconds.",
    ]);
    expect(adviceOf({ mongoDbMajorVersion: '6.0', advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 3600 } })).toEqual([]);
  });

  test('BI connector sampling and transaction lifetime take positive whole numbers', () => {
    const ones = { sampleRefreshIntervalBiConnector: 1, sampleSizeBiConnector: 1, transactionLifetimeLimitSeconds: 1 };
    expect(synthCluster({ advancedConfiguration: ones }).advanced_configuration)
      .toEqual({ sample_refresh_interval_bi_connector: 1, sample_size_bi_connector: 1, transaction_lifetime_limit_seconds: 1 });
    // Documented only: each warns, and the values are rendered.
    const bad = { sampleRefreshIntervalBiConnector: 0, sampleSizeBiConnector: -100, transactionLifetimeLimitSeconds: 0.5 };
    expect(adviceOf({ advancedConfiguration: bad })).toEqual([
      'test/Orders: [mongodbatlas:positive-whole-number] advancedConfiguration.sampleRefreshIntervalBiConnector: should be a positive whole number, as the provider documents. Received: 0. Allowed: 1, 2, 3, ... Fix: set sampleRefreshIntervalBiConnector to a whole number of 1 or more, or leave it out for the default.',
      'test/Orders: [mongodbatlas:positive-whole-number] advancedConfiguration.sampleSizeBiConnector: should be a positive whole number, as the provider documents. Received: -100. Allowed: 1, 2, 3, ... Fix: set sampleSizeBiConnector to a whole number of 1 or more, or leave it out for the default.',
      'test/Orders: [mongodbatlas:positive-whole-number] advancedConfiguration.transactionLifetimeLimitSeconds: should be a positive whole number, as the provider documents. Received: 0.5. Allowed: 1, 2, 3, ... Fix: set transactionLifetimeLimitSeconds to a whole number of 1 or more, or leave it out for the default.',
    ]);
  });

  test('defaultMaxTimeMs needs server version 8.0 or later: the L1 type rule warns at synth (the legacy resource does not check it)', () => {
    expect(synthCluster({ mongoDbMajorVersion: '8.0', advancedConfiguration: { defaultMaxTimeMs: 100 } }).advanced_configuration).toEqual({ default_max_time_ms: 100 });
    expect(synthWarningsOf({ mongoDbMajorVersion: '7.0', advancedConfiguration: { defaultMaxTimeMs: 100 } })).toContain(
      "test/Orders/Default: [rule:mongodbatlas_cluster/default-max-time-needs-8] advancedConfiguration.defaultMaxTimeMs: needs server version 8.0 or later. Received: mongoDbMajorVersion '7.0'. Allowed: mongoDbMajorVersion '8.0' or later. Fix: set mongoDbMajorVersion: '8.0' (or later), or remove defaultMaxTimeMs.");
  });

  test('problems found at construction are reported together, as a numbered list', () => {
    expect(constructionError({ provider: 'OCI', numShards: 0, advancedConfiguration: { minimumEnabledTlsProtocol: 'SSL3' } })).toBe('[test/Orders] 3 problems:\n'
      + "  - provider: is not a cloud provider of a legacy cluster. Received: \"OCI\". Allowed: AWS, GCP or AZURE. Fix: write the provider in upper case, e.g. 'AWS'.\n"
      + '  - numShards: must be a whole number, at least 1. Received: 0. Allowed: 1, 2, 3, ... Fix: use 1 for a replica set, or the number of shards of a sharded cluster.\n'
      + '  - advancedConfiguration.minimumEnabledTlsProtocol: is not a TLS version the legacy cluster accepts. Received: "SSL3". Allowed: TLS1_0, TLS1_1, TLS1_2 or TLS1_3. Fix: use \'TLS1_2\' (or \'TLS1_3\' if every client supports it).');
  });
});

describe('warnings: deprecated advanced-configuration fields', () => {
  test('defaultReadConcern warns once, on the construct, and is still rendered', () => {
    const { doc, warnings } = synthAtlas((s) => new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, advancedConfiguration: { defaultReadConcern: 'available' } }));
    expect(warnings).toEqual([
      "test/Orders: [mongodbatlas:legacy-deprecated-field] advancedConfiguration.defaultReadConcern is deprecated by the provider. Remove it from advancedConfiguration; the server's default applies.",
      DEPRECATED_TYPE,
    ]);
    expect(body(doc).advanced_configuration).toEqual({ default_read_concern: 'available' });
  });

  test('failIndexKeyTooLong warns, also when false', () => {
    const { doc, warnings } = synthAtlas((s) => new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, advancedConfiguration: { failIndexKeyTooLong: false, javascriptEnabled: true } }));
    expect(warnings).toEqual([
      "test/Orders: [mongodbatlas:legacy-deprecated-field] advancedConfiguration.failIndexKeyTooLong is deprecated by the provider. Remove it from advancedConfiguration; the server's default applies.",
      DEPRECATED_TYPE,
    ]);
    expect(body(doc).advanced_configuration).toEqual({ fail_index_key_too_long: false, javascript_enabled: true });
  });

  test('the other fields do not warn', () => {
    const { warnings } = synthAtlas((s) => new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes, advancedConfiguration: { defaultWriteConcern: 'majority', transactionLifetimeLimitSeconds: 60 } }));
    expect(warnings).toEqual([DEPRECATED_TYPE]);
  });
});

describe('removal policy', () => {
  const flags = (b: any) => ({ lifecycle: b.lifecycle, termination: b.termination_protection_enabled, retainBackups: b.retain_backups_enabled });

  test('RETAIN by default: prevent_destroy, termination protection and retained backups', () => {
    let c!: LegacyCluster;
    expect(flags(synthCluster({}, (x) => { c = x; }))).toEqual({ lifecycle: { prevent_destroy: true }, termination: true, retainBackups: true });
    expect([c.removalPolicy, c.removalPolicyIsExplicit]).toEqual([RemovalPolicy.RETAIN, false]);
  });

  test('SNAPSHOT keeps only retained backups', () => {
    expect(flags(synthCluster({ removalPolicy: RemovalPolicy.SNAPSHOT })))
      .toEqual({ lifecycle: undefined, termination: undefined, retainBackups: true });
  });

  test('DESTROY sets none', () => {
    expect(flags(synthCluster({ removalPolicy: RemovalPolicy.DESTROY })))
      .toEqual({ lifecycle: undefined, termination: undefined, retainBackups: undefined });
  });

  test('applyRemovalPolicy after construction changes what renders, keeping other lifecycle settings', () => {
    const b = synthCluster({}, (c) => {
      c.resource.lifecycle = { ...c.resource.lifecycle, ignoreChanges: ['paused'] };
      c.applyRemovalPolicy(RemovalPolicy.DESTROY);
    });
    expect(flags(b)).toEqual({ lifecycle: { ignore_changes: ['paused'] }, termination: undefined, retainBackups: undefined });
  });

  test('RemovalPolicies.of(stack).destroy() changes a cluster without explicit policy, not one with explicit RETAIN', () => {
    let dev!: LegacyCluster;
    let kept!: LegacyCluster;
    const { doc } = synthAtlas((s) => {
      dev = new LegacyCluster(s, 'Dev', { ...base, name: 'dev', regions: threeNodes });
      kept = new LegacyCluster(s, 'Kept', { ...base, name: 'kept', regions: threeNodes, removalPolicy: RemovalPolicy.RETAIN });
      RemovalPolicies.of(s).destroy();
    });
    expect(flags(body(doc, 'dev'))).toEqual({ lifecycle: undefined, termination: undefined, retainBackups: undefined });
    expect(flags(body(doc, 'kept'))).toEqual({ lifecycle: { prevent_destroy: true }, termination: true, retainBackups: true });
    expect([dev.removalPolicy, kept.removalPolicy, kept.removalPolicyIsExplicit]).toEqual([RemovalPolicy.DESTROY, RemovalPolicy.RETAIN, true]);
  });

  test('RemovalPolicies with overwrite: true changes an explicit choice too', () => {
    const b = synthCluster({ removalPolicy: RemovalPolicy.RETAIN }, (c) => RemovalPolicies.of(c.node.scope!).snapshot({ overwrite: true }));
    expect(flags(b)).toEqual({ lifecycle: undefined, termination: undefined, retainBackups: true });
  });
});

describe('pure rule functions (no synth)', () => {
  test('legacyPriorities: 7 downward for electable regions in the order given, 0 for the rest', () => {
    expect(legacyPriorities([
      { region: 'A', readOnlyNodes: 1 },
      { region: 'B', electableNodes: 2 },
      { region: 'C', electableNodes: 0, analyticsNodes: 1 },
      { region: 'D', electableNodes: 1 },
      { region: 'E', electableNodes: 2 },
    ])).toEqual([0, 7, 0, 6, 5]);
    expect(legacyPriorities([])).toEqual([]);
  });

  test('validateLegacyRegions returns every problem with its field path', () => {
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 3 }, { region: 'US_WEST_2', electableNodes: 2 }])).toEqual([]);
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 2 }, { region: 'US_EAST_1', readOnlyNodes: 1 }, { region: 'eu-west-1' }]).map((p) => p.field))
      .toEqual(['regions[1]', 'regions[2].region', 'regions[2]']);
  });

  test('validateLegacyClusterProps returns every problem with its field path', () => {
    expect(validateLegacyClusterProps({ ...base, regions: [] })).toEqual([]);
    expect(validateLegacyClusterProps({ ...base, provider: 'IBM', instanceSize: 'M1', numShards: 0, regions: [], advancedConfiguration: { minimumEnabledTlsProtocol: 'SSL3' } }).map((p) => p.field))
      .toEqual(['provider', 'instanceSize', 'numShards', 'advancedConfiguration.minimumEnabledTlsProtocol']);
  });

  test('a rule that fails synth says where the provider enforces it; a documented one warns under its own id', () => {
    for (const r of LEGACY_PROP_RULES) {
      if (r.documentedIn !== undefined) {
        expect([r.name, r.documentedIn]).toEqual([r.name, 'docs/resources/cluster.md']);
        expect(r.warningId).toMatch(/^mongodbatlas:[a-z0-9-]+$/);
      } else if (r.name !== 'labels and tags are maps written in code') {
        // The only rule of the construct's own contract: it renders one { key, value } per entry.
        expect([r.name, r.enforcedBy]).toEqual([r.name, expect.stringMatching(/^(internal|tools)\/[\w./-]+: /)]);
      }
    }
    expect(LEGACY_PROP_RULES.filter((r) => r.documentedIn !== undefined).map((r) => r.name)).toEqual(['documented TLS versions', 'change stream retention', 'positive whole numbers']);
  });

  test('deprecatedLegacyFields lists the deprecated fields that are set', () => {
    expect(deprecatedLegacyFields(undefined)).toEqual([]);
    expect(deprecatedLegacyFields({ defaultWriteConcern: 'majority' })).toEqual([]);
    expect(deprecatedLegacyFields({ failIndexKeyTooLong: true, defaultReadConcern: 'local' })).toEqual(['defaultReadConcern', 'failIndexKeyTooLong']);
  });
});

describe('example', () => {
  test('LegacyClusterStack synthesizes, conforms, and warns only that the resource is deprecated', () => {
    const s = new LegacyClusterStack(new App(), 'legacy-cluster');
    const b = body(TerrainTesting.synthToObject(s));
    expect(priorities(b)).toEqual([['US_EAST_1', 7], ['US_EAST_2', 6], ['US_WEST_2', 5], ['EU_WEST_1', 0], ['US_WEST_1', 0]]);
    expect(b.lifecycle).toEqual({ prevent_destroy: true });
    expect(TerrainTesting.warnings(s)).toEqual([
      'legacy-cluster/Inventory/Default: [terrain:deprecated-type] mongodbatlas_cluster is deprecated by the provider. Use `mongodbatlas_advanced_cluster` (`MongodbatlasAdvancedCluster`, or the `ReplicaSetCluster` and `ShardedCluster` constructs) for new clusters.',
    ]);
  });
});

describe('LegacyCluster: what JavaScript callers can get wrong', () => {
  test('a JavaScript caller that leaves out provider is told so in the L2\'s words, not the L1\'s providerName', () => {
    const { provider, ...rest } = base;
    expect(provider).toBe('AWS');
    expect(constructionError({ ...rest, provider: undefined } as any)).toBe(
      '[test/Orders] provider: is required. Received: undefined. Allowed: AWS, GCP or AZURE. Fix: set provider.');
  });

  test('a region that is not a string and a count that is not a number are reported at synth, not thrown by the L1', () => {
    expect(synthErrorOf({ regions: [{ region: 5 as any, electableNodes: 'three' as any }] })).toBe(VALIDATION
      + '[test/Orders] regions[0].region: must be a string. Received: 5. Allowed: an Atlas region name such as US_EAST_1. Fix: set region to the provider\'s Atlas region name, e.g. \'US_EAST_1\'.\n  '
      + '[test/Orders] regions[0].electableNodes: must be a whole number, 0 or more. Received: "three". Allowed: 0, 1, 2, ... Fix: set electableNodes to a count of nodes, or leave it out for none.');
  });

  test('regions given as a token fail at construction, with how to fix it', () => {
    const s = atlasStack();
    const list = new TerraformVariable(s, 'regions', { type: 'list(any)' });
    expect(errorOf(() => new LegacyCluster(s, 'Orders', { ...base, regions: list.listValue as any }))).toBe(
      '[test/Orders] regions: must be a list known at synth, not a token. Received: a list token (a value Terraform knows only when it plans or applies). '
      + 'Allowed: a list of { region, electableNodes?, readOnlyNodes?, analyticsNodes? }. Fix: write the regions in code; the construct lays them out and checks them at synth.');
  });
});

describe('what a legacy cluster can add to itself, and an existing one', () => {
  test('addAlert and addBackupSchedule name the legacy cluster', () => {
    const s = atlasStack();
    const c = new LegacyCluster(s, 'Orders', { ...base, regions: threeNodes });
    c.addAlert('NoPrimary', { eventType: 'NO_PRIMARY', notifications: [mongodbatlas.NotificationTarget.email({ emailAddress: 'dba@example.com' })] });
    c.addBackupSchedule({ daily: { retainDays: 7 } });
    const doc = TerrainTesting.synthToObject(s);
    const alert = Object.values<any>(doc.resource.mongodbatlas_alert_configuration)[0];
    expect(alert.matcher).toEqual([{ field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: base.name }]);
    const schedule = Object.values<any>(doc.resource.mongodbatlas_cloud_backup_schedule)[0];
    expect([schedule.cluster_name, schedule.depends_on]).toEqual([base.name, [`mongodbatlas_cluster.${logicalId(doc)}`]]);
  });

  test('fromClusterAttributes', () => {
    const c = LegacyCluster.fromClusterAttributes(atlasStack(), 'Old', { projectId: 'p', clusterName: 'old' });
    expect([c.projectId, c.clusterName]).toEqual(['p', 'old']);
    expect(errorOf(() => c.clusterId)).toContain('clusterId: is unknown');
  });
});

// Each test pins the clear error that replaced a TypeError the fuzzer found (test/fuzz/clusters.fuzz.test.ts).
describe('JavaScript-style input the fuzzer found', () => {
  const noPrototype = () => Object.create(null);

  test('an instanceSize named like a prototype key is no tier', () => {
    expect(constructionError({ ...base, instanceSize: 'toString', regions: threeNodes })).toBe(
      '[test/Orders] instanceSize: is not a dedicated Atlas tier. Received: "toString". Allowed: M10, M20, M30, M40, M50, M60, M80, M90, M100, M140, M200, M250, M300, M400, M700, '
      + 'R40, R50, R60, R80, R200, R300, R400, R600, R700, M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M300_NVME, M400_NVME, M600_NVME; '
      + 'Gen2: M30, M40, M50, M60, M80, M140, M200, M300, R40, R50, R60, R80, R200, R300, R400, R700, M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M400_NVME with the suffix _GEN_2 (e.g. M30_GEN_2). '
      + 'Fix: choose a dedicated tier such as M10 or M30.');
  });

  test('labels or tags that are null are unset; that are no map, are reported (a string rendered one label per character)', () => {
    const { doc } = synthAtlas((s) => new LegacyCluster(s, 'Orders', { ...base, labels: null as any, regions: threeNodes }));
    expect(body(doc).labels).toBeUndefined();
    expect(constructionError({ ...base, tags: 'team=orders' as any, regions: threeNodes })).toBe(
      '[test/Orders] tags: expected a map of strings. Received: "team=orders". Allowed: an object such as { team: \'orders\' }. Fix: write tags as an object literal, key to value.');
  });

  test('a region or a node count without prototype is reported at synth', () => {
    expect(synthErrorOf({ regions: [{ region: noPrototype(), electableNodes: noPrototype() }] })).toBe(`${VALIDATION}[test/Orders] regions[0].region: must be a string. Received: an empty object. `
      + "Allowed: an Atlas region name such as US_EAST_1. Fix: set region to the provider's Atlas region name, e.g. 'US_EAST_1'.\n"
      + '  [test/Orders] regions[0].electableNodes: must be a whole number, 0 or more. Received: an empty object. Allowed: 0, 1, 2, ... Fix: set electableNodes to a count of nodes, or leave it out for none.');
  });
});

test('addRegion: a misspelled key of the region is refused with the closest key (JavaScript)', () => {
  const s = atlasStack();
  const c = new LegacyCluster(s, 'L', { ...base, regions: threeNodes });
  expect(errorOf(() => c.addRegion({ region: 'US_EAST_2', electableNodes: 2, readOnlyNode: 1 } as any))).toBe(
    "[test/L] regions[1].readOnlyNode: unknown option; did you mean readOnlyNodes? Received: the key 'readOnlyNode'. Allowed: the options of LegacyClusterRegion: region, electableNodes, readOnlyNodes, analyticsNodes. Fix: write 'readOnlyNodes' instead of 'readOnlyNode'.");
});
