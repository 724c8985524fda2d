import { TerraformOutput, TerraformVariable, Token } from 'cdktn';
import { base, clusterBody, clusterStack, errorOf, synthDoc, synthError, threeNodes } from './cluster-util';
import { mongodbatlas, TerrainTesting } from '../../../src';

const VALIDATION = 'Validation failed with the following errors:\n  ';

describe('ReplicaSetCluster rendering', () => {
  test('priorities follow the preference order; region configs are rendered by descending priority', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', {
      ...base,
      analyticsInstanceSize: 'M40',
      regions: [
        { provider: 'AWS', region: 'US_WEST_2', readOnlyNodes: 2 },
        { provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 },
        { provider: 'AWS', region: 'EU_WEST_1', analyticsNodes: 1 },
      ],
    });
    c.addRegion({ provider: 'AWS', region: 'US_EAST_2', electableNodes: 2 });
    const body = clusterBody(synthDoc(stack));
    expect(body.cluster_type).toBe('REPLICASET');
    expect(body.replication_specs).toEqual([{
      region_configs: [
        { provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M30', node_count: 3 } },
        { provider_name: 'AWS', region_name: 'US_EAST_2', priority: 6, electable_specs: { instance_size: 'M30', node_count: 2 } },
        { provider_name: 'AWS', region_name: 'US_WEST_2', priority: 0, read_only_specs: { instance_size: 'M30', node_count: 2 } },
        { provider_name: 'AWS', region_name: 'EU_WEST_1', priority: 0, analytics_specs: { instance_size: 'M40', node_count: 1 } },
      ],
    }]);
  });

  test('auto-scaling is given once and rendered identically into every region config', () => {
    const stack = clusterStack();
    const autoScaling = { computeEnabled: true, computeMaxInstanceSize: 'M60', computeScaleDownEnabled: true, computeMinInstanceSize: 'M30', diskGbEnabled: true };
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', {
      ...base,
      autoScaling,
      analyticsAutoScaling: { computeEnabled: false, diskGbEnabled: true },
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }, { provider: 'AWS', region: 'US_WEST_2', electableNodes: 2, analyticsNodes: 1 }],
    });
    const configs = clusterBody(synthDoc(stack)).replication_specs[0].region_configs;
    const expected = { compute_enabled: true, compute_max_instance_size: 'M60', compute_scale_down_enabled: true, compute_min_instance_size: 'M30', disk_gb_enabled: true };
    expect(configs.map((c: any) => c.auto_scaling)).toEqual([expected, expected]);
    const analytics = { compute_enabled: false, disk_gb_enabled: true };
    expect(configs.map((c: any) => c.analytics_auto_scaling)).toEqual([analytics, analytics]);
  });

  test('cluster-level settings render in the provider\'s shape', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', {
      ...base,
      diskSizeGb: 100,
      ebsVolumeType: 'PROVISIONED',
      diskIops: 3000,
      mongoDbMajorVersion: '8.0',
      backupEnabled: true,
      pitEnabled: true,
      tags: { team: 'orders' },
      labels: { owner: 'db' },
      timeouts: { create: '2h', update: '2h45m', delete: '30m' },
      pinnedFcv: { expirationDate: '2026-12-10T00:00:00Z' },
      advancedConfiguration: { tlsCipherConfigMode: 'CUSTOM', customOpensslCipherConfigTls12: ['TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384'], minimumEnabledTlsProtocol: 'TLS1_2', defaultMaxTimeMs: 1000, oplogMinRetentionHours: 24 },
      biConnector: { enabled: true },
      regions: threeNodes,
    });
    const body = clusterBody(synthDoc(stack));
    expect(body).toMatchObject({
      mongo_db_major_version: '8.0',
      backup_enabled: true,
      pit_enabled: true,
      tags: { team: 'orders' },
      labels: { owner: 'db' },
      timeouts: { create: '2h', update: '2h45m', delete: '30m' },
      pinned_fcv: { expiration_date: '2026-12-10T00:00:00Z' },
      advanced_configuration: { tls_cipher_config_mode: 'CUSTOM', custom_openssl_cipher_config_tls12: ['TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384'], minimum_enabled_tls_protocol: 'TLS1_2', default_max_time_ms: 1000, oplog_min_retention_hours: 24 },
      bi_connector_config: { enabled: true, read_preference: 'secondary' },
    });
    expect(body.replication_specs[0].region_configs[0].electable_specs).toEqual({ instance_size: 'M30', node_count: 3, disk_size_gb: 100, ebs_volume_type: 'PROVISIONED', disk_iops: 3000 });
  });

  test('outputs are typed tokens, and the L1 is exposed for overrides', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: threeNodes });
    new TerraformOutput(stack, 'id', { value: c.clusterId });
    new TerraformOutput(stack, 'srv', { value: c.connectionStrings.standardSrv });
    new TerraformOutput(stack, 'version', { value: c.mongoDbVersion });
    new TerraformOutput(stack, 'state', { value: c.stateName });
    c.resource.addOverride('paused', false);
    const doc = synthDoc(stack);
    const name = Object.keys(doc.resource.mongodbatlas_advanced_cluster)[0];
    expect(doc.output.id.value).toBe(`\${mongodbatlas_advanced_cluster.${name}.cluster_id}`);
    expect(doc.output.srv.value).toBe(`\${mongodbatlas_advanced_cluster.${name}.connection_strings.standard_srv}`);
    expect(doc.output.version.value).toBe(`\${mongodbatlas_advanced_cluster.${name}.mongo_db_version}`);
    expect(doc.output.state.value).toBe(`\${mongodbatlas_advanced_cluster.${name}.state_name}`);
    expect(clusterBody(doc).paused).toBe(false);
  });

  test('fromLookup refers to an existing cluster through the data source', () => {
    const stack = clusterStack();
    const existing = mongodbatlas.ReplicaSetCluster.fromLookup(stack, 'Existing', { projectId: base.projectId, name: 'legacy-orders' });
    new TerraformOutput(stack, 'srv', { value: existing.connectionStrings.standardSrv });
    const doc = synthDoc(stack);
    const [name, body] = Object.entries<any>(doc.data.mongodbatlas_advanced_cluster)[0];
    expect(body).toEqual({ project_id: base.projectId, name: 'legacy-orders' });
    expect(doc.output.srv.value).toBe(`\${data.mongodbatlas_advanced_cluster.${name}.connection_strings.standard_srv}`);
    expect(existing.clusterName).toBe('legacy-orders');
  });

  test('values that are unresolved tokens are not judged', () => {
    const stack = clusterStack();
    const nodes = new TerraformVariable(stack, 'nodes', { type: 'number' });
    const size = new TerraformVariable(stack, 'size', { type: 'string' });
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', {
      ...base,
      instanceSize: size.stringValue,
      diskSizeGb: nodes.numberValue,
      pinnedFcv: { expirationDate: Token.asString(size.value) },
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: nodes.numberValue }],
    });
    const region = clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0];
    expect(region.electable_specs).toEqual({ instance_size: '${var.size}', node_count: '${var.nodes}', disk_size_gb: '${var.nodes}' });
    expect(region.priority).toBe(7);
  });
});

describe('Terraform addresses', () => {
  test('an L2 at the top of a stack has the address of an L1 with the same id, so replacing one by the other keeps the state', () => {
    const l2 = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(l2, 'orders', { ...base, regions: threeNodes });
    c.simulateOutage('drill', { regions: [{ provider: 'AWS', region: 'US_EAST_1' }] });
    new mongodbatlas.LegacyCluster(l2, 'inventory', { ...base, name: 'inventory', provider: 'AWS', regions: [{ region: 'US_EAST_1', electableNodes: 3 }] });
    const doc = synthDoc(l2);
    expect(Object.keys(doc.resource.mongodbatlas_advanced_cluster)).toEqual(['orders']);
    expect(Object.keys(doc.resource.mongodbatlas_cluster)).toEqual(['inventory']);
    // Nested constructs keep a hashed suffix, as every nested cdktn element does.
    expect(Object.keys(doc.resource.mongodbatlas_cluster_outage_simulation)).toEqual([expect.stringMatching(/^orders_drill_[0-9A-F]{8}$/)]);
    expect(c.resource.node.path).toBe('test/orders/Default');
    expect(c.node.defaultChild).toBe(c.resource);

    const l1 = clusterStack();
    new mongodbatlas.MongodbatlasAdvancedCluster(l1, 'orders', {
      projectId: base.projectId,
      name: 'orders',
      clusterType: 'REPLICASET',
      replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M30', nodeCount: 3 } }] }],
    });
    expect(Object.keys(synthDoc(l1).resource.mongodbatlas_advanced_cluster)).toEqual(['orders']);
  });
});

describe('required props', () => {
  test('a JavaScript caller that leaves out projectId, name and instanceSize is told each, on the L2\'s path', () => {
    const msg = errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { regions: threeNodes } as any));
    expect(msg).toBe([
      '[test/Orders] 3 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of an Atlas project (24 hexadecimal characters). Fix: set projectId.',
      '  - name: is required. Received: undefined. Allowed: a cluster name. Fix: set name.',
      '  - instanceSize: is required. Received: undefined. Allowed: an Atlas tier such as M10 or M30. Fix: set instanceSize.',
    ].join('\n'));
  });
});

describe('values of the wrong type (JavaScript callers)', () => {
  test('a region that is not a string and a count that is not a number are reported at synth in the L2\'s words', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 5 as any, electableNodes: 'three' as any }] });
    expect(synthError(stack)).toBe(VALIDATION
      + '[test/Orders] regions[0].region: must be a string. Received: 5. Allowed: an Atlas region name such as US_EAST_1. Fix: set region to the provider\'s Atlas region name, e.g. \'US_EAST_1\'.\n  '
      + '[test/Orders] regions[0].electableNodes: expected a number. Received: "three". Allowed: a whole number, 0 or more. Fix: set electableNodes to a count of nodes, or leave it out for none.');
  });

  test('regions given as a token, or a region that is not an object, fail at construction with how to fix it', () => {
    const stack = clusterStack();
    const list = new TerraformVariable(stack, 'regions', { type: 'list(any)' });
    const TOKEN_LIST = 'regions: must be a list known at synth, not a token. Received: a list token (a value Terraform knows only when it plans or applies). '
      + 'Allowed: a list of { provider, region, electableNodes?, readOnlyNodes?, analyticsNodes? }. Fix: write the regions in code; the construct lays them out and checks them at synth.';
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(stack, 'A', { ...base, regions: list.listValue as any }))).toBe(`[test/A] ${TOKEN_LIST}`);
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(stack, 'B', { ...base, regions: Token.asAny(list.value) as any }))).toContain(
      '[test/B] regions: must be a list known at synth, not a token. Received: a token (a value Terraform knows only when it plans or applies).');
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(stack, 'C', { ...base, regions: ['US_EAST_1'] as any }))).toBe(
      '[test/C] regions[0]: expected an object. Received: "US_EAST_1". Allowed: { provider, region, electableNodes?, readOnlyNodes?, analyticsNodes? }. Fix: write the item as an object literal with the fields shown.');
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'D', { ...base, regions: threeNodes });
    expect(errorOf(() => c.addRegion('US_WEST_2' as any))).toBe(
      '[test/D] regions[1]: expected an object. Received: "US_WEST_2". Allowed: { provider, region, electableNodes?, readOnlyNodes?, analyticsNodes? }. Fix: write the item as an object literal with the fields shown.');
  });

  test('what only the L1 checks is still reported at synth, under resource., once the L2\'s own rules pass', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: threeNodes, autoScaling: { diskGbEnabled: 'yes' as any } });
    expect(synthError(stack)).toBe(VALIDATION
      + '[test/Orders] resource.replicationSpecs[0].regionConfigs[0].autoScaling.diskGbEnabled: expected a boolean. Received: "yes". Allowed: a boolean.');
    // Nothing rejected is rendered: the L1 keeps what it had.
    expect(c.resource.node.path).toBe('test/Orders/Default');
  });
});

describe('priorities and electable node counts', () => {
  test.each([3, 5, 7])('%i electable nodes pass: rendered as given, at priority 7, with no finding', (n) => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: n }] });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs).toEqual([
      { provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M30', node_count: n } },
    ]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('a total that is not 3, 5 or 7 fails synth in the regions\' words (regions added later included), with the way to deploy it through the L1', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
    c.addRegion({ provider: 'GCP', region: 'CENTRAL_US', electableNodes: 1 });
    expect(synthError(stack)).toBe(VALIDATION + '[test/Orders] regions: has 4 electable nodes: a shard has 3, 5 or 7, an odd number of voting members, '
      + 'so that the members left after an outage of a minority still elect a primary. Received: 4 (AWS/US_EAST_1: 3, GCP/CENTRAL_US: 1). Allowed: 3, 5 or 7. '
      + 'Fix: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 4 as it is, write AWS/US_EAST_1: 2 (a total of 3) '
      + "and override the count on the L1: cluster.resource.addOverride('replication_specs.0.region_configs.0.electable_specs.node_count', 3).");
    // The fix, followed: 4 electable nodes through the L1.
    const literal = clusterStack();
    const d = new mongodbatlas.ReplicaSetCluster(literal, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 2 }] });
    d.addRegion({ provider: 'GCP', region: 'CENTRAL_US', electableNodes: 1 });
    d.resource.addOverride('replication_specs.0.region_configs.0.electable_specs.node_count', 3);
    expect(clusterBody(synthDoc(literal)).replication_specs[0].region_configs.map((r: any) => `${r.region_name}: ${r.electable_specs.node_count}`)).toEqual(['US_EAST_1: 3', 'CENTRAL_US: 1']);
  });

  test('the fix keeps the first region at one node or more, and a total below 3 is written up', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Two', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 2 }] });
    new mongodbatlas.ReplicaSetCluster(stack, 'Six', { ...base, name: 'six', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 1 }, { provider: 'AWS', region: 'US_WEST_2', electableNodes: 5 }] });
    new mongodbatlas.ReplicaSetCluster(stack, 'None', { ...base, name: 'none', regions: [{ provider: 'AWS', region: 'US_EAST_1', readOnlyNodes: 2 }] });
    const fixes = synthError(stack).split('\n').slice(1).map((l) => l.replace(/^.*?\] regions: has (\d+) .* Fix: /, '$1: '));
    expect(fixes).toEqual([
      "2: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 2 as it is, write AWS/US_EAST_1: 3 (a total of 3) and override the count on the L1: cluster.resource.addOverride('replication_specs.0.region_configs.0.electable_specs.node_count', 2).",
      "6: change electableNodes so that the regions total 3, 5 or 7; or, to deploy 6 as it is, write AWS/US_EAST_1: 2 (a total of 7) and override the count on the L1: cluster.resource.addOverride('replication_specs.0.region_configs.0.electable_specs.node_count', 1).",
      '0: give the first region electable nodes (electableNodes: 3): a shard without electable nodes has no primary.',
    ]);
  });

  test('a count that is a token is not judged', () => {
    const stack = clusterStack();
    const n = new TerraformVariable(stack, 'n', { type: 'number' }).numberValue;
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: n }, { provider: 'AWS', region: 'US_WEST_2', electableNodes: 1 }] });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].electable_specs.node_count).toBe('${var.n}');
  });

  test('more than 7 electable regions fails', () => {
    const stack = clusterStack();
    const regions = ['US_EAST_1', 'US_EAST_2', 'US_WEST_1', 'US_WEST_2', 'CA_CENTRAL_1', 'EU_WEST_1', 'EU_WEST_2', 'EU_CENTRAL_1']
      .map((region) => ({ provider: 'AWS', region, electableNodes: 1 }));
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions });
    expect(synthError(stack)).toContain('[test/Orders] regions: has more than 7 regions with electable nodes; priorities only go from 7 down to 1. Received: 8 regions. Allowed: at most 7.');
    expect(synthError(stack)).toContain('[test/Orders] regions: has 8 electable nodes: a shard has 3, 5 or 7');
  });

  test('a provider and region pair appears at most once', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }, { provider: 'AWS', region: 'US_EAST_1', readOnlyNodes: 1 }] });
    expect(synthError(stack)).toBe(VALIDATION
      + '[test/Orders] regions[1]: repeats AWS/US_EAST_1, already at regions[0]; a provider and region pair appears at most once per shard. Received: "AWS/US_EAST_1". '
      + 'Allowed: each provider/region once per shard. Fix: merge the node counts into one region entry.');
  });

  test('a region written the cloud provider\'s way fails with the Atlas spelling (the API\'s regionName enum); the L1\'s rule stays silent', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'us-east-1', electableNodes: 3 }, { provider: 'AZURE', region: 'eastus2', readOnlyNodes: 1 }] });
    expect(synthError(stack)).toBe(VALIDATION
      + '[test/Orders] regions[0].region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. Received: "us-east-1". '
      + "Allowed: 'US_EAST_1' (the Atlas name of this region). Fix: set region to 'US_EAST_1'.\n  "
      + '[test/Orders] regions[1].region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. Received: "eastus2". '
      + "Allowed: an Atlas region name such as 'US_EAST_1', 'EUROPE_WEST_3' or 'CENTRAL_US'. Fix: use the Atlas name of the region (see the region tables of the cloud provider in the Atlas documentation) in region.");
  });

  test('a region without any node, a bad count and an unknown provider fail together', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', {
      ...base,
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }, { provider: 'AWS', region: 'US_WEST_2' }, { provider: 'ORACLE', region: 'X', readOnlyNodes: 1.5 }],
    });
    expect(synthError(stack)).toBe(VALIDATION
      + '[test/Orders] regions[1]: has no nodes (AWS/US_WEST_2). Received: 0. Allowed: at least one electable, read-only or analytics node. Fix: set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.\n  '
      + '[test/Orders] regions[2].provider: is not a cloud provider Atlas knows. Received: "ORACLE". Allowed: AWS, GCP, AZURE, TENANT or FLEX. Fix: write the provider in upper case, e.g. \'AWS\'.\n  '
      + '[test/Orders] regions[2].readOnlyNodes: is not a whole number, 0 or more. Received: 1.5. Allowed: a whole number, 0 or more. Fix: set readOnlyNodes to a count of nodes, or leave it out for none.');
  });

  test('no regions at all fails', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [] });
    expect(synthError(stack)).toBe(`${VALIDATION}[test/Orders] regions: has no regions. Received: an empty list. Allowed: at least one region. Fix: add a region.`);
  });
});

describe('advanced configuration and BI connector', () => {
  test('custom cipher lists without a mode render CUSTOM; with DEFAULT the L2 refuses the contradiction (documented; the L1 rule only warns), and the override sends it as it is', () => {
    const ok = clusterStack();
    new mongodbatlas.ReplicaSetCluster(ok, 'Orders', { ...base, advancedConfiguration: { customOpensslCipherConfigTls13: ['TLS_X'] }, regions: threeNodes });
    expect(synthDoc(ok).resource.mongodbatlas_advanced_cluster.Orders.advanced_configuration).toEqual({ tls_cipher_config_mode: 'CUSTOM', custom_openssl_cipher_config_tls13: ['TLS_X'] });
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, advancedConfiguration: { tlsCipherConfigMode: 'DEFAULT', customOpensslCipherConfigTls12: ['TLS_X'] }, regions: threeNodes })))
      .toBe("[test/Orders] advancedConfiguration.customOpensslCipherConfigTls12: is set with tlsCipherConfigMode 'DEFAULT': the cipher lists are used only in the CUSTOM mode, so Atlas would use its default ciphers. Received: a list of 1 item. Allowed: cipher lists with tlsCipherConfigMode 'CUSTOM' (or left unset: the construct renders CUSTOM), or no lists with 'DEFAULT'. Fix: remove tlsCipherConfigMode (the construct renders CUSTOM), or remove customOpensslCipherConfigTls12 to keep the default ciphers; to send both as they are, override the L1: cluster.resource.addOverride('advanced_configuration.tls_cipher_config_mode', 'DEFAULT').");
    // The literal behaviour, through the L1: the override the fix names; the L1's rule then warns.
    const literal = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(literal, 'Orders', { ...base, advancedConfiguration: { customOpensslCipherConfigTls12: ['TLS_X'] }, regions: threeNodes });
    c.resource.addOverride('advanced_configuration.tls_cipher_config_mode', 'DEFAULT');
    expect(synthDoc(literal).resource.mongodbatlas_advanced_cluster.Orders.advanced_configuration).toEqual({ tls_cipher_config_mode: 'DEFAULT', custom_openssl_cipher_config_tls12: ['TLS_X'] });
  });

  test('compute auto-scaling renders useEffectiveFields: true unless told otherwise', () => {
    const body = (extra: object) => {
      const s = clusterStack();
      new mongodbatlas.ReplicaSetCluster(s, 'Orders', { ...base, regions: threeNodes, ...extra });
      return synthDoc(s).resource.mongodbatlas_advanced_cluster.Orders;
    };
    const scaling = { computeEnabled: true, computeMaxInstanceSize: 'M60', computeScaleDownEnabled: false };
    expect(body({ autoScaling: scaling }).use_effective_fields).toBe(true);
    expect(body({ autoScaling: scaling, useEffectiveFields: false }).use_effective_fields).toBe(false);
    expect(body({}).use_effective_fields).toBeUndefined();
  });

  test('diskIops on Google Cloud says it is for AWS and Azure, not what it needs on AWS (the L1\'s rule, a warning)', () => {
    const s = clusterStack();
    new mongodbatlas.ReplicaSetCluster(s, 'Orders', { ...base, diskIops: 3000, regions: [{ provider: 'GCP', region: 'CENTRAL_US', electableNodes: 3 }] });
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual(['test/Orders/Default: [rule:mongodbatlas_advanced_cluster/disk-iops-and-volume-type] replicationSpecs[0].regionConfigs[0].electableSpecs.diskIops: '
      + 'is for AWS and AZURE only; this region config is on GCP. Received: 3000. Allowed: diskIops only on AWS or AZURE. Fix: remove diskIops: other providers size disk performance from the tier.']);
  });

  test('defaultMaxTimeMs needs server version 8.0 or later: the L1 type rule reports it at synth', () => {
    const s = clusterStack();
    new mongodbatlas.ReplicaSetCluster(s, 'Orders', { ...base, mongoDbMajorVersion: '7.0', advancedConfiguration: { defaultMaxTimeMs: 100 }, regions: threeNodes });
    expect(synthError(s)).toContain("[test/Orders/Default] [rule:mongodbatlas_advanced_cluster/default-max-time-needs-8] advancedConfiguration.defaultMaxTimeMs: needs server version 8.0 or later. Received: mongoDbMajorVersion '7.0'. Allowed: mongoDbMajorVersion '8.0' or later. Fix: set mongoDbMajorVersion: '8.0' (or later), or remove defaultMaxTimeMs.");
  });

  test('minimumEnabledTlsProtocol: outside the API\'s enum fails; TLS1_0 and TLS1_1, which only the documentation leaves out, warn', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', {
      ...base, advancedConfiguration: { minimumEnabledTlsProtocol: 'SSL3' }, regions: threeNodes,
    }))).toBe('[test/Orders] advancedConfiguration.minimumEnabledTlsProtocol: is not a TLS version Atlas accepts. Received: "SSL3". Allowed: TLS1_0, TLS1_1, TLS1_2 or TLS1_3. Fix: use \'TLS1_2\' (or \'TLS1_3\' if every client supports it).');
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_0' }, regions: threeNodes });
    expect(synthDoc(stack).resource.mongodbatlas_advanced_cluster.Orders.advanced_configuration).toEqual({ minimum_enabled_tls_protocol: 'TLS1_0' });
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Orders: [mongodbatlas:tls-version] advancedConfiguration.minimumEnabledTlsProtocol: is a TLS version the provider no longer documents; it lists TLS1_2 or TLS1_3. '
      + 'Received: "TLS1_0". Allowed: TLS1_2 or TLS1_3. Fix: use \'TLS1_2\' (or \'TLS1_3\' if every client supports it).']);
  });

  test('readPreference outside the documented values warns through the L1\'s value check (documented only)', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, biConnector: { readPreference: 'nearest' }, regions: threeNodes });
    expect(clusterBody(synthDoc(stack)).bi_connector_config).toEqual({ enabled: true, read_preference: 'nearest' });
    const warnings = TerrainTesting.warnings(stack);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^test\/Orders\/Default: \[terrain:unlisted-value\] \[value:mongodbatlas_advanced_cluster\.bi_connector_config\.read_preference\] biConnectorConfig\.readPreference: .* Received: "nearest"\. Allowed: 'primary', 'secondary' or 'analytics'\./);
  });

  test('pitEnabled with backupEnabled false warns once, through the L1\'s rule pit-needs-cloud-backup (documented only)', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, pitEnabled: true, backupEnabled: false, regions: threeNodes });
    expect(clusterBody(synthDoc(stack))).toMatchObject({ pit_enabled: true, backup_enabled: false });
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Orders/Default: [rule:mongodbatlas_advanced_cluster/pit-needs-cloud-backup] pitEnabled: needs cloud backup: '
      + 'continuous cloud backup (point-in-time restore) works on top of it, and backupEnabled is false. Received: pitEnabled true with backupEnabled false. '
      + 'Allowed: pitEnabled true with backupEnabled true, or pitEnabled false. Fix: set backupEnabled: true, or set pitEnabled: false.']);
  });

  test('readPreference defaults to analytics once the cluster has analytics nodes', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, biConnector: {}, regions: threeNodes });
    c.addRegion({ provider: 'AWS', region: 'US_WEST_2', analyticsNodes: 1 });
    expect(clusterBody(synthDoc(stack)).bi_connector_config).toEqual({ enabled: true, read_preference: 'analytics' });
  });
});

// Each test pins the clear error that replaced a TypeError or a RangeError the fuzzer found
// (test/fuzz/clusters.fuzz.test.ts); the README lists them.
describe('JavaScript-style input the fuzzer found', () => {
  const NOT_A_TIER = 'is not an Atlas tier.';
  const TIERS = 'M10, M20, M30, M40, M50, M60, M80, M90, M100, M140, M200, M250, M300, M400, M700, R40, R50, R60, R80, R200, R300, R400, R600, R700, '
    + 'M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M300_NVME, M400_NVME, M600_NVME; '
    + 'Gen2: M30, M40, M50, M60, M80, M140, M200, M300, R40, R50, R60, R80, R200, R300, R400, R700, M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M400_NVME with the suffix _GEN_2 (e.g. M30_GEN_2); '
    + 'M0, M2, M5 with provider TENANT; FLEX with provider FLEX';
  const noPrototype = () => Object.create(null);

  test('an instanceSize that is no string, with diskIops, is no tier (isNvme threw a TypeError)', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, instanceSize: 30 as any, diskIops: 3000, ebsVolumeType: 'PROVISIONED', regions: threeNodes }))).toBe(
      `[test/Orders] instanceSize: ${NOT_A_TIER} Received: 30. Allowed: ${TIERS}. Fix: use a tier name such as M30 (upper case, no spaces).`);
  });

  test('a tier in lower case is no tier, and the fix names the tier', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, instanceSize: 'm30_gen_2', regions: threeNodes }))).toBe(
      `[test/Orders] instanceSize: ${NOT_A_TIER} Received: "m30_gen_2". Allowed: ${TIERS}. Fix: write 'M30_GEN_2'.`);
  });

  test('an instanceSize without prototype, or named like a prototype key, is no tier', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, instanceSize: noPrototype(), regions: threeNodes }))).toBe(
      `[test/Orders] instanceSize: ${NOT_A_TIER} Received: an empty object. Allowed: ${TIERS}. Fix: use a tier name such as M30 (upper case, no spaces).`);
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, instanceSize: 'constructor', regions: threeNodes }))).toBe(
      `[test/Orders] instanceSize: ${NOT_A_TIER} Received: "constructor". Allowed: ${TIERS}. Fix: use a tier name such as M30 (upper case, no spaces).`);
  });

  test('a diskSizeGb that is no number is reported', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, diskSizeGb: noPrototype(), regions: threeNodes }))).toBe(
      '[test/Orders] diskSizeGb: expected a number of GB. Received: an empty object. Allowed: a number of GB, 10 or more. Fix: write the disk size as a number, e.g. diskSizeGb: 40.');
  });

  test('a second addBackupSchedule names the first (the constructs library threw on the duplicate id)', () => {
    const c = new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, regions: threeNodes });
    c.addBackupSchedule({ daily: { retainDays: 7 } });
    expect(errorOf(() => c.addBackupSchedule({ daily: { retainDays: 7 } }))).toBe(
      '[test/Orders] addBackupSchedule(options): is called a second time: the cluster has its backup schedule (test/Orders/BackupSchedule) already, and a cluster has one. '
      + 'Allowed: one call of addBackupSchedule per cluster. Fix: call addBackupSchedule once, with every policy item, copy and export of the schedule.');
  });

  test('simulateOutage without options reports the missing regions', () => {
    const c = new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, regions: threeNodes });
    expect(errorOf(() => c.simulateOutage('Drill', null as any))).toBe(
      '[test/Orders/Drill] regions: is required. Received: undefined. Allowed: a list of { provider, region }. Fix: set regions.');
  });

  test('region fields without prototype are reported at synth, not thrown from a message', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: threeNodes });
    c.addRegion({ provider: 'AWS', region: noPrototype(), electableNodes: noPrototype() });
    expect(synthError(stack)).toBe(`${VALIDATION}[test/Orders] regions[1].region: must be a string. Received: an empty object. Allowed: an Atlas region name such as US_EAST_1. `
      + "Fix: set region to the provider's Atlas region name, e.g. 'US_EAST_1'.\n"
      + '  [test/Orders] regions[1].electableNodes: expected a number. Received: an empty object. Allowed: a whole number, 0 or more. Fix: set electableNodes to a count of nodes, or leave it out for none.');
  });

  test('an oplogMinRetentionHours or a provider without prototype is rendered in the message', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, regions: threeNodes, autoScaling: { diskGbEnabled: false }, advancedConfiguration: { oplogMinRetentionHours: noPrototype() } })))
      .toContain('Received: diskGbEnabled false with oplogMinRetentionHours an empty object.');
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, ebsVolumeType: 'STANDARD', regions: [...threeNodes, { provider: [noPrototype()] as any, region: 'US_WEST_2', readOnlyNodes: 1 }] });
    expect(synthError(stack)).toBe(`${VALIDATION}[test/Orders] regions[1].provider: is not a cloud provider Atlas knows. Received: a list of 1 item. Allowed: AWS, GCP, AZURE, TENANT or FLEX. `
      + "Fix: write the provider in upper case, e.g. 'AWS'.");
  });
});

test('addRegion: a misspelled key of the region is refused with the closest key (JavaScript)', () => {
  const s = clusterStack();
  const c = new mongodbatlas.ReplicaSetCluster(s, 'Orders', { ...base, regions: threeNodes } as any);
  expect(errorOf(() => c.addRegion({ provider: 'AWS', region: 'US_EAST_2', electableNodes: 2, analyticsNode: 1 } as any))).toBe(
    "[test/Orders] regions[1].analyticsNode: unknown option; did you mean analyticsNodes? Received: the key 'analyticsNode'. Allowed: the options of ClusterRegion: provider, region, electableNodes, readOnlyNodes, analyticsNodes, backingProviderName. Fix: write 'analyticsNodes' instead of 'analyticsNode'.");
  c.addRegion({ provider: 'AWS', region: 'US_EAST_2', electableNodes: 2, analyticsNodes: 1 });
  expect(c.knownRegions).toEqual([{ provider: 'AWS', region: 'US_EAST_1' }, { provider: 'AWS', region: 'US_EAST_2' }]);
});

test('simulateOutage: a misspelled key of its options is refused with the closest key (JavaScript)', () => {
  const s = clusterStack();
  const c = new mongodbatlas.ReplicaSetCluster(s, 'Orders', { ...base, regions: [...threeNodes, { provider: 'AWS', region: 'US_EAST_2', electableNodes: 2 }] } as any);
  expect(errorOf(() => c.simulateOutage('drill', { regions: [{ provider: 'AWS', region: 'US_EAST_1' }], regons: [] } as any))).toBe(
    "[test/Orders] simulateOutage(\"drill\").options.regons: unknown option; did you mean regions? Received: the key 'regons'. Allowed: the options of SimulateOutageOptions: regions. Fix: write 'regions' instead of 'regons'.");
});

test('addAlert: a misspelled key, or a projectId (the cluster gives it), is refused against ClusterAlertOptions (JavaScript)', () => {
  const s = clusterStack();
  const c = new mongodbatlas.ReplicaSetCluster(s, 'Orders', { ...base, regions: threeNodes } as any);
  const notifications = [mongodbatlas.NotificationTarget.email({ emailAddress: 'oncall@example.com' })];
  const allowed = 'Allowed: the options of ClusterAlertOptions: eventType, matchers, metricThreshold, threshold, notifications, enabled, severityOverride, replicaSetName.';
  expect(errorOf(() => c.addAlert('A', { eventType: 'NO_PRIMARY', notifications, replicaSetNam: 'atlas-abc-shard-0' } as any))).toBe(
    `[test/Orders] A.options.replicaSetNam: unknown option; did you mean replicaSetName? Received: the key 'replicaSetNam'. ${allowed} Fix: write 'replicaSetName' instead of 'replicaSetNam'.`);
  expect(errorOf(() => c.addAlert('B', { eventType: 'NO_PRIMARY', notifications, projectId: '000000000000000000000000' } as any))).toBe(
    `[test/Orders] B.options.projectId: unknown option. Received: the key 'projectId'. ${allowed} Fix: remove 'projectId', or check its spelling against ClusterAlertOptions.`);
  expect(c.addAlert('C', { eventType: 'NO_PRIMARY', notifications }).projectId).toBe(base.projectId);
  expect(c.node.children.map((x) => x.node.id)).toEqual(['Default', 'C']);
});
