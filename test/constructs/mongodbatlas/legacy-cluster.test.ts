import { App, TerraformOutput, TerraformVariable } from 'cdktn';
import {
  atlasStack, base, body, constructionError, DEPRECATED_TYPE, logicalId, priorities, PROJECT, synthAtlas, synthCluster, synthError,
  synthErrorOf, threeNodes, TOTAL, VALIDATION,
} from './legacy-cluster-util';
import { LegacyClusterStack } from '../../../examples/mongodbatlas/legacy-cluster';
import { mongodbatlas, RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import { ClusterOutageSimulation, LegacyCluster } from '../../../src/constructs/mongodbatlas';
import { errorOf } from '../../util';


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

describe('electable nodes total 3, 5 or 7 (the L2\'s invariant: an error; the type rule electable-total of the L1 warns for hand-written L1s)', () => {
  test.each([3, 5, 7])('%i electable nodes pass', (n) => {
    const b = synthCluster({ regions: [{ region: 'US_EAST_1', electableNodes: n - 1 }, { region: 'US_WEST_2', electableNodes: 1 }] });
    expect(priorities(b)).toEqual([['US_EAST_1', 7], ['US_WEST_2', 6]]);
  });

  test('another total fails synth in the regions\' words, including regions added later, with the override that deploys it through the L1; the L1 stays quiet', () => {
    expect(synthErrorOf({ regions: [{ region: 'US_EAST_1', electableNodes: 1 }] }, (c) => c.addRegion({ region: 'US_WEST_2', electableNodes: 1 }))).toBe(VALIDATION
      + TOTAL(2, 'US_EAST_1: 1, US_WEST_2: 1') + 'change electableNodes so that the regions total 3, 5 or 7; or, to deploy 2 as it is, write US_EAST_1: 2 (a total of 3) '
      + "and override the count on the L1: cluster.resource.addOverride('replication_specs.0.regions_config.0.electable_nodes', 1).");
    // The fix, followed.
    const b = synthCluster({ regions: [{ region: 'US_EAST_1', electableNodes: 2 }, { region: 'US_WEST_2', electableNodes: 1 }] },
      (c) => c.resource.addOverride('replication_specs.0.regions_config.0.electable_nodes', 1));
    expect(b.replication_specs[0].regions_config.map((r: any) => [r.region_name, r.electable_nodes])).toEqual([['US_EAST_1', 1], ['US_WEST_2', 1]]);
  });

  test('only read-only regions fail with a total of 0', () => {
    expect(synthErrorOf({ regions: [{ region: 'US_EAST_1', readOnlyNodes: 3 }] })).toBe(VALIDATION
      + TOTAL(0, '') + 'give the first region electable nodes (electableNodes: 3): a shard without electable nodes has no primary.');
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

  test('8 regions of one node fail with their total of 8 (the L2\'s error: the L1\'s priority-order warning about the eighth stays quiet)', () => {
    expect(synthErrorOf({ regions: names.map((region) => ({ region, electableNodes: 1 })) })).toBe(VALIDATION
      + TOTAL(8, names.map((n) => `${n}: 1`).join(', ')) + 'change electableNodes so that the regions total 3, 5 or 7; or, to deploy 8 as it is, write counts that total 3, 5 or 7 '
      + "and override each count that differs on the L1, region i in the rendered order (by priority, US_EAST_1 first): cluster.resource.addOverride('replication_specs.0.regions_config.<i>.electable_nodes', <count>).");
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

  test('a region without its name (e.g. a constant that does not exist, undefined in JavaScript) is refused at construction in the region\'s words, also when added later', () => {
    expect(constructionError({ regions: [{ region: undefined as any, electableNodes: 3 }] })).toBe(
      "[test/Orders] regions[0].region: is required. Received: undefined. Allowed: an Atlas region name of the provider, e.g. 'US_EAST_1'. Fix: set region.");
    const c = new LegacyCluster(atlasStack(), 'Orders', { ...base, regions: threeNodes });
    expect(errorOf(() => c.addRegion({ region: null as any, readOnlyNodes: 1 }))).toBe(
      "[test/Orders] regions[1].region: is required. Received: null. Allowed: an Atlas region name of the provider, e.g. 'US_EAST_1'. Fix: set region.");
    expect(c.knownRegions).toEqual([{ provider: 'AWS', region: 'US_EAST_1' }]);
  });

  test('a region that is not a string and a count that is not a number are reported at synth, not thrown by the L1', () => {
    expect(synthErrorOf({ regions: [{ region: 5 as any, electableNodes: 'three' as any }] })).toBe(VALIDATION
      + '[test/Orders] regions[0].region: must be a string. Received: 5. Allowed: an Atlas region name such as US_EAST_1. Fix: set region to the provider\'s Atlas region name, e.g. \'US_EAST_1\'.\n  '
      + '[test/Orders] regions[0].electableNodes: expected a number. Received: "three". Allowed: a whole number, 0 or more. Fix: set electableNodes to a count of nodes, or leave it out for none.');
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
      '[test/Orders] tags: expected a map of strings. Received: "team=orders". Allowed: an object such as { team: \'orders\' }. Fix: pass the tags as an object, key to value.');
  });

  test('a region or a node count without prototype is reported at synth', () => {
    expect(synthErrorOf({ regions: [{ region: noPrototype(), electableNodes: noPrototype() }] })).toBe(`${VALIDATION}[test/Orders] regions[0].region: must be a string. Received: an empty object. `
      + "Allowed: an Atlas region name such as US_EAST_1. Fix: set region to the provider's Atlas region name, e.g. 'US_EAST_1'.\n"
      + '  [test/Orders] regions[0].electableNodes: expected a number. Received: an empty object. Allowed: a whole number, 0 or more. Fix: set electableNodes to a count of nodes, or leave it out for none.');
  });
});

test('addRegion: a misspelled key of the region is refused with the closest key (JavaScript)', () => {
  const s = atlasStack();
  const c = new LegacyCluster(s, 'L', { ...base, regions: threeNodes });
  expect(errorOf(() => c.addRegion({ region: 'US_EAST_2', electableNodes: 2, readOnlyNode: 1 } as any))).toBe(
    "[test/L] regions[1].readOnlyNode: unknown option; did you mean readOnlyNodes? Received: the key 'readOnlyNode'. Allowed: the options of LegacyClusterRegion: region, electableNodes, readOnlyNodes, analyticsNodes. Fix: write 'readOnlyNodes' instead of 'readOnlyNode'.");
});
