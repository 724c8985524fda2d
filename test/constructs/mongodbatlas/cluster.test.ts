import { TerraformOutput, TerraformVariable } from 'cdktn';
import { base, clusterBody, clusterStack, synthDoc, synthError, threeNodes } from './cluster-util';
import { mongodbatlas, TerrainTesting } from '../../../src';
import { CLUSTER_PROP_RULES, layoutAdvice } from '../../../src/constructs/mongodbatlas/private/validate-cluster';
import { Problems } from '../../../src/core/l2';
import { errorOf } from '../../util';

const VALIDATION = 'Validation failed with the following errors:\n  ';

describe('existing clusters', () => {
  test('fromClusterAttributes: what was given can be read, the rest is an error naming it', () => {
    const s = clusterStack();
    const c = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(s, 'Orders', { projectId: 'p', clusterName: 'orders', clusterId: 'c-1' });
    expect([c.projectId, c.clusterName, c.clusterId, c.knownRegions]).toEqual(['p', 'orders', 'c-1', undefined]);
    expect(errorOf(() => c.stateName)).toBe('[test/Orders] stateName: is unknown: this construct was made with fromClusterAttributes, which was not given stateName. '
      + 'Fix: pass stateName in the attributes, or read it from the construct that defines the resource.');
    expect(synthDoc(s).resource).toBeUndefined();
  });

  test('fromClusterAttributes needs the project and the name (JavaScript callers)', () => {
    expect(errorOf(() => mongodbatlas.ShardedCluster.fromClusterAttributes(clusterStack(), 'X', { projectId: 'p' } as any))).toBe(
      '[test/X] clusterName: is required. Received: undefined. Allowed: the name of the cluster. Fix: set clusterName.');
  });

  test('an outage simulation on an imported cluster checks its regions when they are given', () => {
    const s = clusterStack();
    const c = mongodbatlas.GlobalCluster.fromClusterAttributes(s, 'Orders', { projectId: 'p', clusterName: 'orders', knownRegions: [{ provider: 'AWS', region: 'US_EAST_1' }] });
    new mongodbatlas.ClusterOutageSimulation(s, 'Drill', { cluster: c, regions: [{ provider: 'AWS', region: 'EU_WEST_1' }] });
    expect(errorOf(() => synthDoc(s))).toContain('[test/Drill] regions[0]: is not a region of cluster orders.');
  });

  test('fromLookup reads through the data source', () => {
    const s = clusterStack();
    const c = mongodbatlas.ReplicaSetCluster.fromLookup(s, 'Orders', { projectId: 'p', name: 'orders' });
    new TerraformOutput(s, 'id', { value: c.clusterId });
    const key = Object.keys(synthDoc(s).data.mongodbatlas_advanced_cluster)[0];
    expect(synthDoc(s).output.id.value).toBe(`\${data.mongodbatlas_advanced_cluster.${key}.cluster_id}`);
    expect(Object.values<any>(synthDoc(s).data.mongodbatlas_advanced_cluster)[0]).toEqual({ name: 'orders', project_id: 'p' });
  });
});

describe('addBackupSchedule', () => {
  test('names the cluster, depends on it, and passes on point-in-time restore', () => {
    const s = clusterStack();
    const orders = new mongodbatlas.ReplicaSetCluster(s, 'Orders', {
      projectId: '5f1b2c3d4e5f6a7b8c9d0e1f',
      name: 'orders',
      instanceSize: 'M30',
      pitEnabled: true,
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
    });
    orders.addBackupSchedule({ daily: { retainDays: 7 }, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: ['DAILY'] }] });
    const doc = synthDoc(s);
    const schedule = doc.resource.mongodbatlas_cloud_backup_schedule[Object.keys(doc.resource.mongodbatlas_cloud_backup_schedule)[0]];
    expect(schedule).toEqual(expect.objectContaining({ project_id: '5f1b2c3d4e5f6a7b8c9d0e1f', cluster_name: 'orders', depends_on: ['mongodbatlas_advanced_cluster.Orders'] }));
    // point-in-time restore is known from the cluster: copying without oplogs warns
    expect(TerrainTesting.warnings(s).filter((w) => w.includes('mongodbatlas:copy-without-oplogs'))).toHaveLength(1);
  });

  test('the cluster is named by the cluster, not by the options', () => {
    const s = clusterStack();
    const orders = new mongodbatlas.ReplicaSetCluster(s, 'Orders', { projectId: 'p', name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
    expect(errorOf(() => orders.addBackupSchedule({ clusterName: 'other', daily: { retainDays: 7 } }))).toBe(
      '[test/Orders/BackupSchedule] clusterName: is given together with cluster, which names the cluster already. Received: "other". '
      + 'Allowed: either cluster, or projectId and clusterName. Fix: remove clusterName, or remove cluster.');
  });
});

describe('addAlert', () => {
  test('scopes the alert to the cluster with the matcher of the event\'s kind', () => {
    const s = clusterStack();
    const orders = new mongodbatlas.ReplicaSetCluster(s, 'Orders', { projectId: 'p', name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
    orders.addAlert('PrimaryElected', {
      eventType: 'PRIMARY_ELECTED',
      notifications: [mongodbatlas.NotificationTarget.email({ emailAddress: 'dba@example.com' })],
    });
    const alert = synthDoc(s).resource.mongodbatlas_alert_configuration;
    const body = alert[Object.keys(alert)[0]];
    expect(body).toEqual(expect.objectContaining({
      project_id: 'p',
      event_type: 'PRIMARY_ELECTED',
      matcher: [{ field_name: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' }],
      notification: [{ type_name: 'EMAIL', email_address: 'dba@example.com' }],
    }));
  });
});

describe('addBackupSchedule and addAlert: what the cluster already says', () => {
  const cluster = () => {
    const s = clusterStack();
    return new mongodbatlas.ReplicaSetCluster(s, 'Orders', {
      projectId: 'p', name: 'orders', instanceSize: 'M30', pitEnabled: false, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
    });
  };

  test('point-in-time restore comes from the cluster; a contradiction is an error', () => {
    expect(errorOf(() => cluster().addBackupSchedule({ clusterPitEnabled: true, daily: { retainDays: 7 } }))).toBe(
      "[test/Orders] clusterPitEnabled: contradicts the cluster's pitEnabled (false). Received: true. Allowed: false, or leave it out. Fix: leave clusterPitEnabled out: the schedule takes it from the cluster.");
    expect(cluster().addBackupSchedule({ clusterPitEnabled: undefined, daily: { retainDays: 7 } }).node.path).toBe('test/Orders/BackupSchedule');
  });

  test('an alert on a replica set event takes no replicaSetName; an event type must be known at synth', () => {
    const email = mongodbatlas.NotificationTarget.email({ emailAddress: 'dba@example.com' });
    expect(errorOf(() => cluster().addAlert('A', { eventType: 'NO_PRIMARY', replicaSetName: 'atlas-x-shard-0', notifications: [email] }))).toBe(
      "[test/Orders/A] replicaSetName: is only for host alerts; a replica set alert (eventType 'NO_PRIMARY') is matched on the cluster name. Received: \"atlas-x-shard-0\". Allowed: no replicaSetName. Fix: remove replicaSetName.");
    const c = cluster();
    const ev = new TerraformVariable(c, 'ev', { type: 'string' }).stringValue;
    expect(errorOf(() => c.addAlert('B', { eventType: ev, notifications: [email] }))).toBe(
      "[test/Orders/B] eventType: must be known at synth: the matcher that limits the alert to the cluster depends on the event's kind. "
      + 'Received: a string token (a value Terraform knows only when it plans or applies). Allowed: an event type written in code, e.g. NO_PRIMARY. '
      + 'Fix: write the event type in code, or create the alert with new AlertConfiguration(...) and its matchers.');
  });
});

describe('the cluster prop rules are a table', () => {
  test('each rule runs alone, without synth', () => {
    const names = CLUSTER_PROP_RULES.map((r) => r.name);
    expect(names).toContain('TLS versions');
    const tls = CLUSTER_PROP_RULES.find((r) => r.name === 'TLS versions')!;
    const p = new Problems();
    tls.check!({ projectId: 'p', name: 'n', instanceSize: 'M10', advancedConfiguration: { minimumEnabledTlsProtocol: 'SSL3' } }, p);
    expect(p.list).toEqual([{ id: 'l2:not-a-member', field: 'advancedConfiguration.minimumEnabledTlsProtocol', problem: 'is not a TLS version Atlas accepts.', received: '"SSL3"', allowed: 'TLS1_0, TLS1_1, TLS1_2 or TLS1_3', fix: "use 'TLS1_2' (or 'TLS1_3' if every client supports it)." }]);
  });

  test('a rule that fails synth says where the provider enforces it, or why it is the construct\'s contract; a documented one warns under its own id', () => {
    for (const r of CLUSTER_PROP_RULES) {
      if (r.documentedIn !== undefined) {
        expect(r.documentedIn).toMatch(/^docs\/resources\/\w+\.md$/);
        // Refused as the documentation says (an L2 refuses what the docs call invalid), or advice under its own id.
        if (r.level !== 'error') expect(r.warningId).toMatch(/^mongodbatlas:[a-z0-9-]+$/);
      } else if (r.contract !== undefined) {
        expect(r.enforcedBy).toBeUndefined();
      } else {
        expect(r.enforcedBy).toMatch(/^(internal|tools)\/[\w./-]+: /);
      }
    }
    // The construct's own contract: the disk size it compares and renders, the regions it lays out, the invariant of 3, 5 or 7 electable nodes.
    expect(CLUSTER_PROP_RULES.filter((r) => r.contract !== undefined).map((r) => r.name)).toEqual(['disk size is a number', 'regions of a shard', 'electable total']);
    expect(CLUSTER_PROP_RULES.find((r) => r.name === 'electable total')!.contract).toMatch(/docs\/resources\/cluster\.md documents it/);
    expect(CLUSTER_PROP_RULES.filter((r) => r.documentedIn !== undefined && r.level !== 'error').map((r) => r.name))
      .toEqual(['documented TLS versions', 'shared tiers are replica sets', 'preferred region per zone']);
    expect(CLUSTER_PROP_RULES.filter((r) => r.documentedIn !== undefined && r.level === 'error').map((r) => r.name)).toEqual(['custom ciphers need the CUSTOM mode']);
  });

  test('the topology rules are recorded in the table and checked at synth where the regions are laid out (no check of their own); their warnings are layoutAdvice\'s', () => {
    const atSynth = CLUSTER_PROP_RULES.filter((r) => r.check === undefined);
    expect(atSynth.map((r) => r.name)).toEqual([
      'region providers', 'region names', 'node counts', 'regions of a shard', 'electable regions', 'shared tiers',
      'electable total', 'shared tiers are replica sets', 'preferred region per zone',
    ]);
    expect(layoutAdvice([], 'REPLICASET').map(([id]) => id)).toEqual(atSynth.filter((r) => r.warningId !== undefined).map((r) => r.warningId));
  });
});

// The clear error that replaced a TypeError at synth the fuzzer found (test/fuzz/clusters.fuzz.test.ts).
test('fromClusterAttributes checks knownRegions, which outage simulations read', () => {
  expect(errorOf(() => mongodbatlas.ReplicaSetCluster.fromClusterAttributes(clusterStack(), 'Existing', { projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', clusterName: 'orders', knownRegions: {} as any }))).toBe(
    '[test/Existing] knownRegions: expected a list. Received: an empty object. Allowed: a list of { provider, region }. Fix: wrap it in [ ].');
});

// The fuzzer found TypeErrors (test/fuzz/clusters.fuzz.test.ts): a grant rendered a project id or a
// cluster name that was no string (an object without prototype) into its message. The attributes are
// checked where they are given, in the words of the attributes.
describe('attributes of an existing cluster that are no strings (JavaScript callers)', () => {
  const FIX = (f: string) => `Fix: pass ${f} as a string (or a string token, e.g. a variable's stringValue).`;

  test('fromClusterAttributes: projectId and clusterName are named where they are given, not in a grant', () => {
    expect(errorOf(() => mongodbatlas.GlobalCluster.fromClusterAttributes(clusterStack(), 'C', { projectId: '6a7b8c9d0e1f5f1b2c3d4e5f', clusterName: Object.create(null) }))).toBe(
      `[test/C] clusterName: expected a string. Received: an empty object. Allowed: the name of the cluster, a string. ${FIX('clusterName')}`);
    expect(errorOf(() => mongodbatlas.ReplicaSetCluster.fromClusterAttributes(clusterStack(), 'C', { projectId: Object.create(null), clusterName: 7 as any }))).toBe([
      '[test/C] 2 problems:',
      `  - projectId: expected a string. Received: an empty object. Allowed: the id of the Atlas project, a string. ${FIX('projectId')}`,
      `  - clusterName: expected a string. Received: 7. Allowed: the name of the cluster, a string. ${FIX('clusterName')}`,
    ].join('\n'));
  });

  test('fromLookup: projectId and name, required and strings', () => {
    expect(errorOf(() => mongodbatlas.ShardedCluster.fromLookup(clusterStack(), 'L', { projectId: '6a7b8c9d0e1f5f1b2c3d4e5f', name: Object.create(null) }))).toBe(
      `[test/L] name: expected a string. Received: an empty object. Allowed: the name of the cluster, a string. ${FIX('name')}`);
    expect(errorOf(() => mongodbatlas.ShardedCluster.fromLookup(clusterStack(), 'L', {} as any))).toBe([
      '[test/L] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - name: is required. Received: undefined. Allowed: the name of the cluster. Fix: set name.',
    ].join('\n'));
  });

  test('tokens pass, and a grant on the imported cluster works', () => {
    const s = clusterStack();
    const name = new TerraformVariable(s, 'name', { type: 'string' }).stringValue;
    const cluster = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(s, 'Existing', { projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', clusterName: name });
    const user = new mongodbatlas.DatabaseUser(s, 'App', {
      projectId: '5f1b2c3d4e5f6a7b8c9d0e1f',
      authentication: mongodbatlas.DatabaseUserAuthentication.password({ username: 'app', password: mongodbatlas.DatabasePassword.fromToken('${var.pw}') }),
    });
    cluster.grantReadWrite(user, 'orders');
    const body = synthDoc(s).resource.mongodbatlas_database_user.App;
    expect(body.roles).toEqual([{ database_name: 'orders', role_name: 'readWrite' }]);
    expect(body.scopes).toEqual([{ name: '${var.name}', type: 'CLUSTER' }]);
  });
});

// The props every advanced cluster renders (ReplicaSetCluster stands for the three).
describe('sizes', () => {
  test.each(['R40', 'M40_NVME', 'M700', 'M30_GEN_2', 'R700_GEN_2', 'M40_NVME_GEN_2', 'M100'])('tier %s is accepted', (instanceSize) => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, instanceSize, regions: threeNodes });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].electable_specs.instance_size).toBe(instanceSize);
  });

  test('an unknown tier fails', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, instanceSize: 'M35', regions: threeNodes }))).toMatch(
      /^\[test\/Orders\] instanceSize: is not an Atlas tier\. Received: "M35"\. Allowed: M10, M20, M30, .*; M0, M2, M5 with provider TENANT; FLEX with provider FLEX\. Fix: use a tier name such as M30 \(upper case, no spaces\)\.$/);
  });

  test('a TENANT (M0) cluster takes its own shape', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Sandbox', { projectId: base.projectId, name: 'sandbox', instanceSize: 'M0', regions: [{ provider: 'TENANT', region: 'US_EAST_1', backingProviderName: 'AWS' }] });
    expect(clusterBody(synthDoc(stack)).replication_specs).toEqual([{ region_configs: [{ provider_name: 'TENANT', backing_provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M0' } }] }]);
  });

  test('a FLEX cluster takes its own shape', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Flex', { projectId: base.projectId, name: 'flex', instanceSize: 'FLEX', regions: [{ provider: 'FLEX', region: 'US_EAST_1', backingProviderName: 'AWS' }] });
    expect(clusterBody(synthDoc(stack)).replication_specs).toEqual([{ region_configs: [{ provider_name: 'FLEX', backing_provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7 }] }]);
  });

  test('a TENANT cluster with extra regions fails (the provider\'s tenant path reads one region config)', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Sandbox', { ...base, regions: [{ provider: 'TENANT', region: 'US_EAST_1' }, { provider: 'AWS', region: 'US_EAST_2', electableNodes: 3 }] });
    expect(synthError(stack)).toBe(VALIDATION
      + '[test/Sandbox] regions: a TENANT cluster has exactly one region. Received: 2 regions. Allowed: 1 region. Fix: use one TENANT region, or a dedicated tier (M10+) for several regions.\n  '
      + '[test/Sandbox] regions[1].provider: cannot be mixed with TENANT regions. Received: "AWS". Allowed: TENANT. Fix: keep the one TENANT region, or move the whole cluster to a dedicated tier.');
  });

  test('a TENANT region with a dedicated tier warns through the L1\'s rule backing-provider (documented only); a backing provider that is no cloud fails', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Sandbox', { ...base, regions: [{ provider: 'TENANT', region: 'US_EAST_1' }] });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Sandbox/Default: [rule:mongodbatlas_advanced_cluster/backing-provider] replicationSpecs[0].regionConfigs[0].electableSpecs.instanceSize: '
      + 'must be a tenant tier with providerName TENANT. Received: "M30". Allowed: \'M0\', \'M2\' or \'M5\'. Fix: use a tenant tier, or a dedicated providerName (\'AWS\', \'GCP\', \'AZURE\') for M10 and up.']);
    const bad = clusterStack();
    new mongodbatlas.ReplicaSetCluster(bad, 'Sandbox', { ...base, instanceSize: 'M0', regions: [{ provider: 'TENANT', region: 'US_EAST_1', backingProviderName: 'aws' }] });
    expect(synthError(bad)).toBe(`${VALIDATION}[test/Sandbox] regions[0].backingProviderName: is not a cloud provider. Received: "aws". Allowed: AWS, GCP or AZURE. Fix: write the cloud in upper case, e.g. 'AWS'.`);
  });

  test('backingProviderName on a dedicated region is rendered, and the L1\'s rule backing-provider warns (documented only)', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3, backingProviderName: 'AWS' }] });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].backing_provider_name).toBe('AWS');
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Orders/Default: [rule:mongodbatlas_advanced_cluster/backing-provider] replicationSpecs[0].regionConfigs[0].backingProviderName: '
      + 'is only for providerName TENANT or FLEX, not AWS. Received: "AWS". Allowed: unset on a dedicated region. Fix: remove backingProviderName.']);
  });
});

describe('disk', () => {
  test('below 10 GB is raised to 10, with a warning', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, diskSizeGb: 5, regions: threeNodes });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].electable_specs.disk_size_gb).toBe(10);
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Orders: [mongodbatlas:disk-size-raised] diskSizeGb 5 is below the minimum of 10 GB; rendering 10.']);
  });

  test('above 50 times the tier\'s RAM warns through the L1\'s rule disk-size (documented only), once', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, diskSizeGb: 401, regions: threeNodes });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].electable_specs.disk_size_gb).toBe(401);
    expect(TerrainTesting.warnings(stack)).toEqual(['test/Orders/Default: [rule:mongodbatlas_advanced_cluster/disk-size] replicationSpecs[0].regionConfigs[0].electableSpecs.diskSizeGb: '
      + 'is larger than 50 times the RAM of tier M30. Received: 401 GB. Allowed: at most 400 GB (8 GB RAM x 50). Fix: lower diskSizeGb or choose a larger instanceSize.']);
    const ok = clusterStack();
    new mongodbatlas.ReplicaSetCluster(ok, 'Orders', { ...base, diskSizeGb: 400, regions: threeNodes });
    synthDoc(ok);
    expect(TerrainTesting.warnings(ok)).toEqual([]);
  });

  test('Gen2 tiers take diskIops with STANDARD or HIGH_PERFORMANCE volumes (the provider\'s gen2StandardDiskIops and gen2HighPerformanceDiskIops)', () => {
    // After TestAccAdvancedCluster_gen2StandardDiskIops: M30_GEN_2 in AF_SOUTH_1, 3200 IOPS on STANDARD, with read-only and analytics nodes.
    const standard = clusterStack();
    const regions = [{ provider: 'AWS', region: 'AF_SOUTH_1', electableNodes: 3, readOnlyNodes: 1, analyticsNodes: 1 }];
    new mongodbatlas.ReplicaSetCluster(standard, 'Orders', { ...base, instanceSize: 'M30_GEN_2', ebsVolumeType: 'STANDARD', diskIops: 3200, regions });
    const specs = { instance_size: 'M30_GEN_2', disk_iops: 3200, ebs_volume_type: 'STANDARD' };
    const nodes = (n: number) => ({ ...specs, node_count: n });
    expect(clusterBody(synthDoc(standard)).replication_specs[0].region_configs).toEqual([
      { provider_name: 'AWS', region_name: 'AF_SOUTH_1', priority: 7, electable_specs: nodes(3), read_only_specs: nodes(1), analytics_specs: nodes(1) },
    ]);
    expect(TerrainTesting.warnings(standard)).toEqual([]);
    // After TestAccAdvancedCluster_gen2HighPerformanceDiskIops: the HIGH_PERFORMANCE volume type of the API's enum.
    const fast = clusterStack();
    new mongodbatlas.ReplicaSetCluster(fast, 'Orders', { ...base, instanceSize: 'M30_GEN_2', ebsVolumeType: 'HIGH_PERFORMANCE', diskIops: 3400, regions: [{ provider: 'AWS', region: 'AF_SOUTH_1', electableNodes: 3 }] });
    expect(clusterBody(synthDoc(fast)).replication_specs[0].region_configs[0].electable_specs).toEqual({ instance_size: 'M30_GEN_2', node_count: 3, disk_iops: 3400, ebs_volume_type: 'HIGH_PERFORMANCE' });
    expect(TerrainTesting.warnings(fast)).toEqual([]);
  });

  test('diskIops on Azure (M40 or larger, Extended IOPS) synthesizes without a word', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, instanceSize: 'M40', diskIops: 5000, regions: [{ provider: 'AZURE', region: 'US_EAST_2', electableNodes: 3 }] });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].electable_specs).toEqual({ instance_size: 'M40', node_count: 3, disk_iops: 5000 });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('ebsVolumeType and diskIops on a multi-cloud cluster warn through the L1\'s rule disk-iops-and-volume-type (documented only)', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', {
      ...base,
      ebsVolumeType: 'PROVISIONED',
      diskIops: 3000,
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }, { provider: 'GCP', region: 'CENTRAL_US', electableNodes: 2 }],
    });
    synthDoc(stack);
    const rule = 'test/Orders/Default: [rule:mongodbatlas_advanced_cluster/disk-iops-and-volume-type] replicationSpecs[0].';
    expect(TerrainTesting.warnings(stack)).toEqual([
      `${rule}regionConfigs[0].electableSpecs.ebsVolumeType: is not available on a multi-cloud cluster (this one uses AWS, GCP). Received: "PROVISIONED". Allowed: single-cloud clusters. Fix: remove ebsVolumeType, or keep every region on one cloud.`,
      `${rule}regionConfigs[0].electableSpecs.diskIops: is not available on a multi-cloud cluster (this one uses AWS, GCP). Received: 3000. Allowed: single-cloud clusters. Fix: remove diskIops, or keep every region on one cloud.`,
      `${rule}regionConfigs[1].electableSpecs.ebsVolumeType: is for AWS only; this region config is on GCP. Received: "PROVISIONED". Allowed: ebsVolumeType only on AWS. Fix: remove ebsVolumeType: other providers size disk performance from the tier.`,
      `${rule}regionConfigs[1].electableSpecs.diskIops: is for AWS and AZURE only; this region config is on GCP. Received: 3000. Allowed: diskIops only on AWS or AZURE. Fix: remove diskIops: other providers size disk performance from the tier.`,
    ]);
  });

  test('diskIops on M10 and M20 without ebsVolumeType passes, as the provider applies it; on an NVMe tier it warns through the L1\'s rule (documented only); '
    + 'a volume type outside the API\'s enum fails through the L1\'s value check', () => {
    // internal/service/advancedcluster/effective_fields_test.go (v2.16.0), TestAccAdvancedCluster_effectiveDiskFieldsWithoutAutoScaling:
    // AWS US_EAST_1, 3 electable nodes, M10 with disk_iops 3000 and disk_size_gb 10, then M20 with 3010 and 15, use_effective_fields true.
    for (const [instanceSize, diskIops, diskSizeGb] of [['M10', 3000, 10], ['M20', 3010, 15]] as const) {
      const stack = clusterStack();
      new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, instanceSize, diskIops, diskSizeGb, useEffectiveFields: true, regions: threeNodes });
      expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].electable_specs)
        .toEqual({ instance_size: instanceSize, node_count: 3, disk_iops: diskIops, disk_size_gb: diskSizeGb });
      expect(TerrainTesting.warnings(stack)).toEqual([]);
    }
    const nvme = clusterStack();
    new mongodbatlas.ReplicaSetCluster(nvme, 'Orders', { ...base, instanceSize: 'M40_NVME', diskIops: 3000, regions: threeNodes });
    synthDoc(nvme);
    expect(TerrainTesting.warnings(nvme)).toEqual([
      'test/Orders/Default: [rule:mongodbatlas_advanced_cluster/disk-iops-and-volume-type] replicationSpecs[0].regionConfigs[0].electableSpecs.diskIops: '
      + 'is not available on an NVMe tier (local SSD); this one is M40_NVME. Received: 3000. Allowed: a tier that is not NVMe. Fix: remove diskIops, or choose a tier that is not NVMe.',
    ]);
    const bad = clusterStack();
    new mongodbatlas.ReplicaSetCluster(bad, 'Orders', { ...base, ebsVolumeType: 'GP3', regions: threeNodes });
    expect(synthError(bad)).toBe(VALIDATION
      + '[test/Orders/Default] [value:mongodbatlas_advanced_cluster.replication_specs.region_configs.electable_specs.ebs_volume_type] replicationSpecs[0].regionConfigs[0].electableSpecs.ebsVolumeType: '
      + "is not an allowed value. Received: \"GP3\". Allowed: 'STANDARD', 'PROVISIONED' or 'HIGH_PERFORMANCE'. Fix: use one of the allowed values.");
  });
});

describe('auto-scaling', () => {
  test('computeEnabled needs computeMaxInstanceSize (the API: AdvancedComputeAutoScaling.enabled)', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, autoScaling: { computeEnabled: true }, regions: threeNodes }))).toBe(
      '[test/Orders] autoScaling.computeMaxInstanceSize: is required when computeEnabled is true. Received: undefined. Allowed: a tier such as M60. Fix: set autoScaling.computeMaxInstanceSize.');
  });

  test('computeEnabled without computeScaleDownEnabled passes (the provider\'s example auto-scaling-per-shard)', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, autoScaling: { computeEnabled: true, computeMaxInstanceSize: 'M60', diskGbEnabled: true }, regions: threeNodes });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].auto_scaling).toEqual({ compute_enabled: true, compute_max_instance_size: 'M60', disk_gb_enabled: true });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('Gen2 tiers are auto-scaling bounds', () => {
    const stack = clusterStack();
    new mongodbatlas.ReplicaSetCluster(stack, 'Orders', {
      ...base, instanceSize: 'M30_GEN_2', autoScaling: { computeEnabled: true, computeScaleDownEnabled: true, computeMinInstanceSize: 'M30_GEN_2', computeMaxInstanceSize: 'M60_GEN_2' }, regions: threeNodes,
    });
    expect(clusterBody(synthDoc(stack)).replication_specs[0].region_configs[0].auto_scaling).toEqual({
      compute_enabled: true, compute_scale_down_enabled: true, compute_min_instance_size: 'M30_GEN_2', compute_max_instance_size: 'M60_GEN_2',
    });
  });

  test('scale-down needs computeMinInstanceSize', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', {
      ...base, analyticsAutoScaling: { computeEnabled: true, computeMaxInstanceSize: 'M60', computeScaleDownEnabled: true }, regions: threeNodes,
    }))).toBe('[test/Orders] analyticsAutoScaling.computeMinInstanceSize: is required when computeScaleDownEnabled is true. Received: undefined. Allowed: a tier such as M30. Fix: set analyticsAutoScaling.computeMinInstanceSize.');
  });

  test('diskGbEnabled false with a non-zero oplogMinRetentionHours explains the two-step apply', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', {
      ...base, analyticsAutoScaling: { diskGbEnabled: false }, advancedConfiguration: { oplogMinRetentionHours: 24 }, regions: threeNodes,
    }))).toBe('[test/Orders] analyticsAutoScaling.diskGbEnabled: cannot be false while advancedConfiguration.oplogMinRetentionHours is non-zero '
      + '(Atlas answers HTTP 400 OPLOG_MIN_RETENTION_HOURS_NO_DISK_AUTO_SCALING). Received: diskGbEnabled false with oplogMinRetentionHours 24. '
      + 'Allowed: diskGbEnabled false only when oplogMinRetentionHours is 0 on the server. '
      + 'Fix: apply in two steps: first deploy with oplogMinRetentionHours: 0 (and diskGbEnabled unchanged), then deploy with diskGbEnabled: false. '
      + 'One apply cannot do both, because Atlas applies cluster updates before process arguments.');
    const zero = clusterStack();
    new mongodbatlas.ReplicaSetCluster(zero, 'Orders', {
      ...base, analyticsAutoScaling: { diskGbEnabled: false }, advancedConfiguration: { oplogMinRetentionHours: 0 }, regions: threeNodes,
    });
    expect(clusterBody(synthDoc(zero)).replication_specs[0].region_configs[0].analytics_auto_scaling).toEqual({ disk_gb_enabled: false });
  });
});

describe('rule 9 and 10: pinned FCV and timeouts (the L1 type rule and value checks, at synth, against the synth-time context)', () => {
  const synthWith = (props: object) => {
    const s = clusterStack();
    new mongodbatlas.ReplicaSetCluster(s, 'Orders', { ...base, regions: threeNodes, ...props });
    return s;
  };

  test('expirationDate at most 4 weeks after synth time', () => {
    expect(clusterBody(synthDoc(synthWith({ pinnedFcv: { expirationDate: '2026-12-20T12:00:00Z' } }))).pinned_fcv).toEqual({ expiration_date: '2026-12-20T12:00:00Z' });
    expect(synthError(synthWith({ pinnedFcv: { expirationDate: '2026-12-20T12:00:01Z' } }))).toContain(
      '[test/Orders/Default] [rule:mongodbatlas_advanced_cluster/pinned-fcv-window] pinnedFcv.expirationDate: is more than 4 weeks after synth time (2026-11-22T12:00:00.000Z). Received: "2026-12-20T12:00:01Z". Allowed: at most 2026-12-20T12:00:00.000Z. Fix: pin for at most 4 weeks, and renew the pin before it expires.');
  });

  test('expirationDate is an ISO 8601 timestamp; one in the past warns that the pin has run out', () => {
    expect(synthError(synthWith({ pinnedFcv: { expirationDate: 'next friday' } }))).toContain(
      '[test/Orders/Default] [value:mongodbatlas_advanced_cluster.pinned_fcv.expiration_date] pinnedFcv.expirationDate: is not an ISO 8601 timestamp. Received: "next friday". Allowed: an ISO 8601 date or timestamp, e.g. 2026-12-01T00:00:00Z. Fix: write the date as YYYY-MM-DD, optionally with THH:MM:SSZ.');
    const expired = synthWith({ pinnedFcv: { expirationDate: '2026-11-01T00:00:00Z' } });
    synthDoc(expired);
    expect(TerrainTesting.warnings(expired)).toEqual([
      'test/Orders/Default: [rule:mongodbatlas_advanced_cluster/pinned-fcv-expired] pinnedFcv.expirationDate: is not in the future (synth time 2026-11-22T12:00:00.000Z): the pin has run out. Received: "2026-11-01T00:00:00Z". Allowed: after the synth time and at most 2026-12-20T12:00:00.000Z. Fix: renew the pin for at most 4 weeks from now, or remove pinnedFcv to unpin.',
    ]);
  });

  test('timeouts take duration strings', () => {
    const msg = synthError(synthWith({ timeouts: { create: '2 hours', delete: '1d' } }));
    expect(msg).toContain("[test/Orders/Default] [value:mongodbatlas_advanced_cluster.timeouts.create] timeouts.create: is not a duration string. Received: \"2 hours\". Allowed: numbers with unit suffixes s, m or h, e.g. 30s, 45m or 2h45m. Fix: write the duration with a unit, e.g. '90m' instead of '90'.");
    expect(msg).toContain('[test/Orders/Default] [value:mongodbatlas_advanced_cluster.timeouts.delete] timeouts.delete: is not a duration string. Received: "1d".');
  });
});

describe('what a region needs is refused where the region is given, in the L2\'s words (JavaScript)', () => {
  const PROVIDER = "Allowed: 'AWS', 'GCP', 'AZURE', 'TENANT' or 'FLEX' (CloudProvider.AWS, ...; from JavaScript, a constant that does not exist, such as CloudProvider.AMAZON, is undefined). Fix: set provider.";
  // `CloudProvider.AMAZON` from JavaScript: undefined. It was reported at synth as resource.replicationSpecs[0].regionConfigs[0].providerName: is required.
  const amazon = (mongodbatlas.CloudProvider as any).AMAZON;

  test('ReplicaSetCluster: in the props and in addRegion', () => {
    expect(errorOf(() => new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, regions: [{ provider: amazon, region: 'US_EAST_1', electableNodes: 3 }] }))).toBe(
      `[test/Orders] regions[0].provider: is required. Received: undefined. ${PROVIDER}`);
    const c = new mongodbatlas.ReplicaSetCluster(clusterStack(), 'Orders', { ...base, regions: threeNodes });
    expect(errorOf(() => c.addRegion({ provider: amazon, region: undefined as any, readOnlyNodes: 1 }))).toBe([
      '[test/Orders] 2 problems:',
      `  - regions[1].provider: is required. Received: undefined. ${PROVIDER}`,
      "  - regions[1].region: is required. Received: undefined. Allowed: an Atlas region name of the provider, e.g. 'US_EAST_1'. Fix: set region.",
    ].join('\n'));
    expect(c.knownRegions).toEqual([{ provider: 'AWS', region: 'US_EAST_1' }]);
  });

  test('ShardedCluster and GlobalCluster (per zone)', () => {
    expect(errorOf(() => new mongodbatlas.ShardedCluster(clusterStack(), 'Events', { ...base, shards: 2, regions: [{ provider: amazon, region: 'US_EAST_1', electableNodes: 3 }] }))).toBe(
      `[test/Events] regions[0].provider: is required. Received: undefined. ${PROVIDER}`);
    expect(errorOf(() => new mongodbatlas.GlobalCluster(clusterStack(), 'Orders', {
      ...base, zones: [{ name: 'Americas', regions: threeNodes }, { name: 'Europe', regions: [{ provider: 'AWS', region: 'EU_WEST_1', electableNodes: 2 }, { provider: amazon, region: 'EU_WEST_2', electableNodes: 1 }] }],
    }))).toBe(`[test/Orders] zones[1].regions[1].provider: is required. Received: undefined. ${PROVIDER}`);
  });
});

describe('a region without electable nodes renders priority 0 (as the API\'s CloudRegionConfig20240805.priority says), and the L1\'s priority-order stays silent', () => {
  test.each([
    ['ReplicaSetCluster', (s: any, regions: any[]) => new mongodbatlas.ReplicaSetCluster(s, 'Orders', { ...base, regions })],
    ['ShardedCluster', (s: any, regions: any[]) => new mongodbatlas.ShardedCluster(s, 'Orders', { ...base, shards: 1, regions })],
    ['GlobalCluster', (s: any, regions: any[]) => new mongodbatlas.GlobalCluster(s, 'Orders', { ...base, zones: [{ name: 'Americas', regions }] })],
  ])('%s', (_name, make) => {
    const s = clusterStack();
    make(s, [{ provider: 'AWS', region: 'US_WEST_2', readOnlyNodes: 2 }, { provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }, { provider: 'AWS', region: 'EU_WEST_1', analyticsNodes: 1 }]);
    const configs = clusterBody(synthDoc(s)).replication_specs[0].region_configs;
    expect(configs.map((c: any) => [c.region_name, c.priority, Object.keys(c).filter((k) => k.endsWith('_specs'))])).toEqual([
      ['US_EAST_1', 7, ['electable_specs']], ['US_WEST_2', 0, ['read_only_specs']], ['EU_WEST_1', 0, ['analytics_specs']],
    ]);
    expect(TerrainTesting.warnings(s)).toEqual([]);
  });
});
