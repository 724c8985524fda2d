import { TerraformOutput, TerraformVariable } from 'cdktn';
import { clusterStack, synthDoc } from './cluster-util';
import { mongodbatlas, TerrainTesting } from '../../../src';
import { CLUSTER_PROP_RULES } from '../../../src/constructs/mongodbatlas/private/validate-cluster';
import { Problems } from '../../../src/core/l2';
import { errorOf } from '../../util';

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
    expect(() => cluster().addBackupSchedule({ clusterPitEnabled: undefined, daily: { retainDays: 7 } })).not.toThrow();
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
    tls.check({ projectId: 'p', name: 'n', instanceSize: 'M10', advancedConfiguration: { minimumEnabledTlsProtocol: 'SSL3' } }, p);
    expect(p.list).toEqual([{ field: 'advancedConfiguration.minimumEnabledTlsProtocol', problem: 'is not a TLS version Atlas accepts.', received: '"SSL3"', allowed: 'TLS1_0, TLS1_1, TLS1_2 or TLS1_3', fix: "use 'TLS1_2' (or 'TLS1_3' if every client supports it)." }]);
  });

  test('a rule that fails synth says where the provider enforces it; a documented one warns under its own id', () => {
    for (const r of CLUSTER_PROP_RULES) {
      if (r.documentedIn !== undefined) {
        expect(r.documentedIn).toMatch(/^docs\/resources\/\w+\.md$/);
        expect(r.warningId).toMatch(/^mongodbatlas:[a-z0-9-]+$/);
      } else if (r.name !== 'disk size is a number') {
        // The only rule of the construct's own contract: the disk size it compares and renders.
        expect(r.enforcedBy).toMatch(/^(internal|tools)\/[\w./-]+: /);
      }
    }
    expect(CLUSTER_PROP_RULES.filter((r) => r.documentedIn !== undefined).map((r) => r.name)).toEqual(['documented TLS versions']);
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
