import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { mongodbatlas, RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import { BackupCompliancePolicy, BackupCompliancePolicyProps, BackupCopyFrequency, BackupExportFrequency, CloudBackupSchedule, CloudBackupScheduleProps } from '../../../src/constructs/mongodbatlas';

const named = { projectId: PROJECT, clusterName: 'orders' };
const meets: CloudBackupScheduleProps = {
  ...named,
  restoreWindowDays: 7,
  clusterPitEnabled: true,
  hourly: { every: 6, retainDays: 7 },
  daily: { retainDays: 14 },
  weekly: [{ dayOfWeek: 7, retainWeeks: 8 }],
  monthly: [{ dayOfMonth: 40, retainMonths: 12 }],
  yearly: [{ month: 1, retainYears: 7 }],
};
const policyProps: BackupCompliancePolicyProps = {
  projectId: PROJECT,
  authorizedEmail: 'sec@example.com',
  authorizedUserFirstName: 'Sec',
  authorizedUserLastName: 'Ops',
  pitEnabled: true,
  restoreWindowDays: 7,
  hourly: { every: 6, retainDays: 7 },
  daily: { retainDays: 14 },
  weekly: [{ dayOfWeek: 7, retainWeeks: 8 }],
  monthly: [{ dayOfMonth: 40, retainMonths: 12 }],
  yearly: [{ month: 1, retainYears: 7 }],
};
const BY = `the backup compliance policy test/Compliance of project ${PROJECT}`;
const HEAD = 'Validation failed with the following errors:\n';

function cluster(stack: TerraformStack, removalPolicy?: RemovalPolicy) {
  return new mongodbatlas.ReplicaSetCluster(stack, 'orders', {
    projectId: PROJECT, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }], removalPolicy,
  });
}

function body(stack: TerraformStack, name = 'OrdersBackups') {
  return synthDoc(stack).resource.mongodbatlas_cloud_backup_schedule[name];
}

describe('CloudBackupSchedule', () => {
  test('renders mongodbatlas_cloud_backup_schedule from projectId and clusterName, RETAIN by default', () => {
    const stack = clusterStack();
    const s = new CloudBackupSchedule(stack, 'OrdersBackups', {
      ...named,
      referenceHourOfDay: 3,
      referenceMinuteOfHour: 30,
      restoreWindowDays: 7,
      updateSnapshots: true,
      hourly: { every: 6, retainDays: 7 },
      daily: { retainDays: 14 },
      copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: [BackupCopyFrequency.DAILY], copyOplogs: true, zoneId: '5f1b2c3d4e5f6a7b8c9d0e1f' }],
    });
    expect(body(stack)).toEqual({
      project_id: PROJECT,
      cluster_name: 'orders',
      reference_hour_of_day: 3,
      reference_minute_of_hour: 30,
      restore_window_days: 7,
      update_snapshots: true,
      policy_item_hourly: { frequency_interval: 6, retention_unit: 'days', retention_value: 7 },
      policy_item_daily: { frequency_interval: 1, retention_unit: 'days', retention_value: 14 },
      copy_settings: [{ cloud_provider: 'AWS', region_name: 'US_WEST_2', frequencies: ['DAILY'], should_copy_oplogs: true, zone_id: '5f1b2c3d4e5f6a7b8c9d0e1f' }],
      lifecycle: { prevent_destroy: true },
    });
    expect(s.node.defaultChild).toBe(s.resource);
    expect([s.projectId, s.clusterName, s.removalPolicy]).toEqual([PROJECT, 'orders', RemovalPolicy.RETAIN]);
    expect(s.clusterId).toMatch(/^\$\{TfToken/);
    expect(s.policyId).toMatch(/^\$\{TfToken/);
    expect(s.nextSnapshot).toMatch(/^\$\{TfToken/);
  });

  test('an explicit removalPolicy, and RemovalPolicies, apply to a schedule named by projectId and clusterName', () => {
    const stack = clusterStack();
    new CloudBackupSchedule(stack, 'OrdersBackups', { ...named, daily: { retainDays: 7 }, removalPolicy: RemovalPolicy.DESTROY });
    expect(body(stack).lifecycle).toBeUndefined();
    const dev = clusterStack();
    new CloudBackupSchedule(dev, 'OrdersBackups', { ...named, daily: { retainDays: 7 } });
    RemovalPolicies.of(dev).destroy();
    expect(body(dev).lifecycle).toBeUndefined();
  });

  test('with a cluster construct: its project and name, created after it, and its removal policy followed', () => {
    const stack = clusterStack();
    const c = cluster(stack);
    const s = new CloudBackupSchedule(stack, 'OrdersBackups', { cluster: c, daily: { retainDays: 7 } });
    const b = body(stack);
    expect(b).toMatchObject({ project_id: PROJECT, cluster_name: 'orders', depends_on: ['mongodbatlas_advanced_cluster.orders'], lifecycle: { prevent_destroy: true } });
    expect(s.removalPolicyIsExplicit).toBe(false);

    const destroyed = clusterStack();
    new CloudBackupSchedule(destroyed, 'OrdersBackups', { cluster: cluster(destroyed, RemovalPolicy.DESTROY), daily: { retainDays: 7 } });
    expect(body(destroyed).lifecycle).toBeUndefined();
  });

  test('the cluster\'s removal policy is read at synth: RemovalPolicies on the cluster after the schedule was made', () => {
    const stack = clusterStack();
    const c = cluster(stack);
    const s = new CloudBackupSchedule(stack, 'OrdersBackups', { cluster: c, daily: { retainDays: 7 } });
    RemovalPolicies.of(c).destroy();
    expect(body(stack).lifecycle).toBeUndefined();
    expect(s.removalPolicy).toBe(RemovalPolicy.DESTROY);
  });

  test('an explicit removalPolicy wins over the cluster\'s', () => {
    const stack = clusterStack();
    new CloudBackupSchedule(stack, 'OrdersBackups', { cluster: cluster(stack, RemovalPolicy.DESTROY), daily: { retainDays: 7 }, removalPolicy: RemovalPolicy.RETAIN });
    expect(body(stack).lifecycle).toEqual({ prevent_destroy: true });
  });

  test('a looked-up cluster has no removal policy: RETAIN, no dependency', () => {
    const stack = clusterStack();
    const existing = mongodbatlas.ReplicaSetCluster.fromLookup(stack, 'Existing', { projectId: PROJECT, name: 'orders' });
    new CloudBackupSchedule(stack, 'OrdersBackups', { cluster: existing, daily: { retainDays: 7 } });
    const b = body(stack);
    expect(b.lifecycle).toEqual({ prevent_destroy: true });
    expect(b.depends_on).toBeUndefined();
  });

  test('the cluster is named one way: cluster, or projectId and clusterName', () => {
    const stack = clusterStack();
    const c = cluster(stack);
    expect(errorOf(() => new CloudBackupSchedule(stack, 'Both', { cluster: c, clusterName: 'orders' }))).toBe(
      '[test/Both] clusterName: is given together with cluster, which names the cluster already. Received: "orders". Allowed: either cluster, or projectId and clusterName. Fix: remove clusterName, or remove cluster.');
    expect(errorOf(() => new CloudBackupSchedule(stack, 'Neither', { projectId: PROJECT }))).toBe(
      '[test/Neither] clusterName: is required. Received: undefined. Allowed: the name of the cluster (or give cluster instead). Fix: set clusterName.');
  });

  test('exportTo renders the export and turns auto export on; a daily export warns through the type rule', () => {
    const stack = clusterStack();
    new CloudBackupSchedule(stack, 'OrdersBackups', { ...named, exportTo: { bucketId: 'bucket-1', frequency: BackupExportFrequency.DAILY } });
    expect(body(stack)).toMatchObject({ export: { export_bucket_id: 'bucket-1', frequency_type: 'daily' }, auto_export_enabled: true });
    expect(TerrainTesting.warnings(stack)).toEqual(['test/OrdersBackups/Default: [rule:mongodbatlas_cloud_backup_schedule/export-daily-needs-support] export.frequencyType: '
      + 'daily exports need support assistance: the service accepts them only once support has enabled them for the project. Received: "daily". '
      + "Allowed: weekly, monthly or yearly without assistance; 'daily' with support assistance. Fix: ask support to enable daily exports for the project first, or use 'weekly', 'monthly' or 'yearly'."]);
    const weekly = clusterStack();
    new CloudBackupSchedule(weekly, 'OrdersBackups', { ...named, exportTo: { bucketId: 'bucket-1', frequency: 'weekly' }, autoExportEnabled: false });
    expect(body(weekly)).toMatchObject({ export: { frequency_type: 'weekly' }, auto_export_enabled: false });
    expect(TerrainTesting.warnings(weekly)).toEqual([]);
  });
});

describe('copy settings', () => {
  test('need at least one frequency; a zone id that is not 24 hexadecimal digits is the L1 value check\'s, reported once', () => {
    expect(errorOf(() => new CloudBackupSchedule(clusterStack(), 'OrdersBackups', { ...named, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: [] }] }))).toBe(
      "[test/OrdersBackups] copyTo[0].frequencies: is empty: a copy setting copies nothing without a frequency. Received: an empty list. Allowed: one or more of HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY, ON_DEMAND. Fix: list the snapshots to copy, e.g. frequencies: ['DAILY'].");
    const s = clusterStack();
    new CloudBackupSchedule(s, 'OrdersBackups', { ...named, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: ['DAILY'], zoneId: 'zone-1' }] });
    expect(errorOf(() => TerrainTesting.synth(s)).split('\n').filter((l) => l.includes('zoneId'))).toEqual([
      '  [test/OrdersBackups/Default] [value:mongodbatlas_cloud_backup_schedule.copy_settings.zone_id] copySettings[0].zoneId: is not a 24-character hexadecimal id. Received: "zone-1". '
      + 'Allowed: an id of 24 hexadecimal digits, e.g. 5f1e2d3c4b5a697887766554. Fix: copy the id from the Atlas UI, the API or the attribute of the resource that owns it.',
    ]);
  });

  test('a zone id that is a token is not judged', () => {
    const stack = clusterStack();
    const zoneId = new TerraformVariable(stack, 'zone', { type: 'string' }).stringValue;
    new CloudBackupSchedule(stack, 'OrdersBackups', { ...named, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: ['DAILY'], zoneId }] });
    expect(body(stack).copy_settings[0].zone_id).toBe('${var.zone}');
  });

  test('JavaScript callers: provider, region and frequencies are required; copyTo is a list', () => {
    expect(errorOf(() => new CloudBackupSchedule(clusterStack(), 'OrdersBackups', { ...named, copyTo: [{ region: 'US_WEST_2' }] } as any))).toBe([
      '[test/OrdersBackups] 2 problems:',
      '  - copyTo[0].provider: is required: a copy setting says where (provider, region) and which snapshots (frequencies) to copy. Received: undefined. Allowed: AWS, AZURE or GCP. Fix: set provider on this copy setting.',
      '  - copyTo[0].frequencies: is required: a copy setting says where (provider, region) and which snapshots (frequencies) to copy. Received: undefined. Allowed: one or more of HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY, ON_DEMAND. Fix: set frequencies on this copy setting.',
    ].join('\n'));
    expect(errorOf(() => new CloudBackupSchedule(clusterStack(), 'OrdersBackups', { ...named, copyTo: { provider: 'AWS' } } as any))).toBe(
      '[test/OrdersBackups] copyTo: expected a list. Received: an object with keys provider. Allowed: a list of { provider, region, frequencies }. Fix: wrap it in [ ].');
  });

  const OPLOGS = (why: string) => `test/OrdersBackups: [mongodbatlas:copy-without-oplogs] copyTo[0].copyOplogs: ${why}, but the copies in US_WEST_2 are made without the oplogs, `
    + 'so they cannot be restored to a point in time. Fix: set copyOplogs: true on this copy setting.';

  test('with point-in-time restore on the cluster, a copy without oplogs warns', () => {
    const stack = clusterStack();
    new CloudBackupSchedule(stack, 'OrdersBackups', { ...named, clusterPitEnabled: true, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: ['DAILY'] }] });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([OPLOGS('the cluster has point-in-time restore (clusterPitEnabled)')]);
  });

  test('with a compliance policy that requires point-in-time restore, a copy without oplogs warns', () => {
    const stack = clusterStack();
    new CloudBackupSchedule(stack, 'OrdersBackups', { ...meets, clusterPitEnabled: undefined, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: ['DAILY'] }] });
    new BackupCompliancePolicy(stack, 'Compliance', { ...policyProps, removalPolicy: RemovalPolicy.DESTROY });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([OPLOGS('the backup compliance policy of the project requires point-in-time restore')]);
  });

  test('copies with oplogs, or without point-in-time restore, do not warn', () => {
    const stack = clusterStack();
    new CloudBackupSchedule(stack, 'OrdersBackups', { ...named, clusterPitEnabled: true, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: ['DAILY'], copyOplogs: true }] });
    new CloudBackupSchedule(stack, 'Other', { ...named, clusterName: 'other', copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: ['DAILY'] }] });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });
});

describe('against the compliance policy of the project', () => {
  function withPolicy(schedule: CloudBackupScheduleProps, policyFirst = true) {
    const stack = clusterStack();
    const p = () => new BackupCompliancePolicy(stack, 'Compliance', { ...policyProps, removalPolicy: RemovalPolicy.DESTROY });
    if (policyFirst) p();
    new CloudBackupSchedule(stack, 'OrdersBackups', schedule);
    if (!policyFirst) p();
    return stack;
  }

  test('a schedule that meets the policy passes, whichever was made first', () => {
    const schedule = (s: any) => synthDoc(s).resource.mongodbatlas_cloud_backup_schedule.OrdersBackups;
    expect(schedule(withPolicy(meets)).policy_item_hourly).toEqual({ frequency_interval: 6, retention_unit: 'days', retention_value: 7 });
    const better = { ...meets, hourly: { every: 2, retainDays: 10 }, weekly: [{ dayOfWeek: 1, retainWeeks: 2 }, { dayOfWeek: 7, retainWeeks: 9 }] };
    // Two weekly items, one on the policy's day (7) kept longer than it needs (9 weeks, 8 needed): met.
    expect(schedule(withPolicy(better, false)).policy_item_weekly).toEqual([
      { frequency_interval: 1, retention_unit: 'weeks', retention_value: 2 }, { frequency_interval: 7, retention_unit: 'weeks', retention_value: 9 },
    ]);
  });

  test('hourly less often or kept shorter fails, naming both constructs', () => {
    expect(synthError(withPolicy({ ...meets, hourly: { every: 12, retainDays: 3 } }, false))).toBe(HEAD
      + `  [test/OrdersBackups] hourly.every: takes hourly snapshots less often than ${BY} requires. Received: every 12 hours. Allowed: every 6 hours or more often (1, 2, 4 or 6). Fix: set hourly.every to 6 or less.\n`
      + `  [test/OrdersBackups] hourly.retainDays: keeps hourly snapshots for less time than ${BY} requires. Received: 3 days. Allowed: 7 days or more. Fix: set hourly.retainDays to 7 or more.`);
  });

  test('a kind the policy has and the schedule lacks fails', () => {
    expect(synthError(withPolicy({ ...meets, hourly: undefined, daily: undefined, weekly: undefined, monthly: [], yearly: undefined }))).toBe(HEAD + [
      `  [test/OrdersBackups] hourly: is missing: ${BY} requires hourly snapshots. Received: undefined. Allowed: snapshots every 6 hours or more often, kept 7 days or more. Fix: add hourly: { every: 6, retainDays: 7 } (or more often, kept longer).`,
      `  [test/OrdersBackups] daily: is missing: ${BY} requires daily snapshots. Received: undefined. Allowed: daily snapshots kept 14 days or more. Fix: add daily: { retainDays: 14 } (or longer).`,
      `  [test/OrdersBackups] weekly: is missing: ${BY} requires weekly snapshots. Received: undefined. Allowed: weekly snapshots kept 8 weeks or more. Fix: add weekly: [{ dayOfWeek: 7, retainWeeks: 8 }] (or longer).`,
      `  [test/OrdersBackups] monthly: is missing: ${BY} requires monthly snapshots. Received: undefined. Allowed: monthly snapshots kept 12 months or more. Fix: add monthly: [{ dayOfMonth: 40, retainMonths: 12 }] (or longer).`,
      `  [test/OrdersBackups] yearly: is missing: ${BY} requires yearly snapshots. Received: undefined. Allowed: yearly snapshots kept 7 years or more. Fix: add yearly: [{ month: 1, retainYears: 7 }] (or longer).`,
    ].join('\n'));
  });

  test('daily, weekly, monthly and yearly kept shorter fail; each policy item needs an item on its day', () => {
    expect(synthError(withPolicy({
      ...meets,
      daily: { retainDays: 7 },
      weekly: [{ dayOfWeek: 7, retainWeeks: 4 }, { dayOfWeek: 3, retainWeeks: 16 }],
      monthly: [{ dayOfMonth: 1, retainMonths: 12 }],
      yearly: [{ month: 1, retainYears: 1 }],
    }))).toBe(HEAD + [
      `  [test/OrdersBackups] daily.retainDays: keeps daily snapshots for less time than ${BY} requires. Received: 7 days. Allowed: 14 days or more. Fix: set daily.retainDays to 14 or more.`,
      `  [test/OrdersBackups] weekly[0].retainWeeks: keeps weekly snapshots on dayOfWeek 7 for less time than ${BY} requires. Received: 4 weeks. Allowed: 8 weeks or more. Fix: set weekly[0].retainWeeks to 8 or more.`,
      `  [test/OrdersBackups] monthly: has no item on dayOfMonth 40: ${BY} requires monthly snapshots on dayOfMonth 40, kept 12 months or more. Received: items on dayOfMonth 1. `
      + 'Allowed: an item with dayOfMonth: 40, retainMonths: 12 or more. Fix: add { dayOfMonth: 40, retainMonths: 12 } to monthly.',
      `  [test/OrdersBackups] yearly[0].retainYears: keeps yearly snapshots on month 1 for less time than ${BY} requires. Received: 1 year. Allowed: 7 years or more. Fix: set yearly[0].retainYears to 7 or more.`,
    ].join('\n'));
  });

  test('point-in-time restore: the cluster must have it, with a restore window at least the policy\'s', () => {
    expect(synthError(withPolicy({ ...meets, clusterPitEnabled: false, restoreWindowDays: 3 }))).toBe(HEAD
      + `  [test/OrdersBackups] clusterPitEnabled: is false, but ${BY} requires point-in-time restore. Received: false. Allowed: true. Fix: turn on the cluster's pitEnabled, and set clusterPitEnabled: true.\n`
      + `  [test/OrdersBackups] restoreWindowDays: is shorter than the point-in-time restore window ${BY} requires. Received: 3 days. Allowed: 7 days or more. Fix: set restoreWindowDays to 7 or more.`);
    // Unset keeps the window Atlas has (optional and computed): not judged.
    const unset = synthDoc(withPolicy({ ...meets, restoreWindowDays: undefined })).resource.mongodbatlas_cloud_backup_schedule.OrdersBackups;
    expect([unset.cluster_name, unset.restore_window_days]).toEqual([meets.clusterName, undefined]);
  });

  test('schedules of other projects, of projects that are tokens, and policies in other apps are not compared', () => {
    const stack = clusterStack();
    new BackupCompliancePolicy(stack, 'Compliance', { ...policyProps, removalPolicy: RemovalPolicy.DESTROY });
    new CloudBackupSchedule(stack, 'Other', { projectId: '0123456789abcdef01234567', clusterName: 'orders' });
    new CloudBackupSchedule(stack, 'Token', { projectId: new TerraformVariable(stack, 'p', { type: 'string' }).stringValue, clusterName: 'orders' });
    expect(Object.keys(synthDoc(stack).resource.mongodbatlas_cloud_backup_schedule)).toEqual(['Other', 'Token']);

    const otherApp = new TerraformStack(new App(), 'other');
    new mongodbatlas.MongodbatlasProvider(otherApp, 'atlas');
    new CloudBackupSchedule(otherApp, 'OrdersBackups', named);
    expect(synthDoc(otherApp).resource.mongodbatlas_cloud_backup_schedule.OrdersBackups.cluster_name).toBe(named.clusterName);
  });

  test('policies in another stack of the same app count', () => {
    const app = new App();
    const a = new TerraformStack(app, 'governance');
    new mongodbatlas.MongodbatlasProvider(a, 'atlas');
    new BackupCompliancePolicy(a, 'Compliance', { ...policyProps, removalPolicy: RemovalPolicy.DESTROY });
    const b = new TerraformStack(app, 'orders');
    new mongodbatlas.MongodbatlasProvider(b, 'atlas');
    new CloudBackupSchedule(b, 'OrdersBackups', { ...meets, daily: undefined });
    expect(synthError(b)).toBe(HEAD
      + `  [orders/OrdersBackups] daily: is missing: the backup compliance policy governance/Compliance of project ${PROJECT} requires daily snapshots. Received: undefined. Allowed: daily snapshots kept 14 days or more. Fix: add daily: { retainDays: 14 } (or longer).`);
  });
});

describe('existing schedules', () => {
  test('fromCloudBackupScheduleAttributes: what is given is read, the rest is an error naming it', () => {
    const stack = clusterStack();
    const s = CloudBackupSchedule.fromCloudBackupScheduleAttributes(stack, 'Known', { ...named, clusterId: 'cid' });
    expect([s.projectId, s.clusterName, s.clusterId]).toEqual([PROJECT, 'orders', 'cid']);
    expect(errorOf(() => s.policyId)).toBe('[test/Known] policyId: is unknown: this construct was made with CloudBackupSchedule.fromCloudBackupScheduleAttributes, which was not given policyId. '
      + 'Fix: pass policyId in the attributes, or read it from the construct that defines the resource.');
  });

  test('fromLookup reads the schedule through the data source', () => {
    const stack = clusterStack();
    const s = CloudBackupSchedule.fromLookup(stack, 'Existing', named);
    expect(s.clusterId).toMatch(/^\$\{TfToken/);
    expect(s.policyId).toMatch(/^\$\{TfToken/);
    expect(Object.values(synthDoc(stack).data.mongodbatlas_cloud_backup_schedule)).toEqual([{ project_id: PROJECT, cluster_name: 'orders' }]);
  });
});

test('two schedules of one cluster are an error on both', () => {
  const stack = clusterStack();
  new CloudBackupSchedule(stack, 'A', { projectId: PROJECT, clusterName: 'orders', daily: { retainDays: 7 } });
  new CloudBackupSchedule(stack, 'B', { projectId: PROJECT, clusterName: 'orders', daily: { retainDays: 14 } });
  new CloudBackupSchedule(stack, 'C', { projectId: PROJECT, clusterName: 'other', daily: { retainDays: 14 } });
  expect(synthError(stack).split('\n').filter((l) => l.includes('already has a backup schedule'))).toEqual([
    '  [test/A] clusterName: already has a backup schedule in this app (test/B); a cluster has one, and the last applied would win. Received: "orders". Allowed: one CloudBackupSchedule per cluster. Fix: merge the schedules into one.',
    '  [test/B] clusterName: already has a backup schedule in this app (test/A); a cluster has one, and the last applied would win. Received: "orders". Allowed: one CloudBackupSchedule per cluster. Fix: merge the schedules into one.',
  ]);
});

describe('fromCloudBackupScheduleAttributes', () => {
  const CLUSTER_ID = '64b1c2d3e4f5a6b7c8d9e0f1';

  test('knows what it was given, renders nothing', () => {
    const stack = clusterStack();
    const schedule = CloudBackupSchedule.fromCloudBackupScheduleAttributes(stack, 'Backups', { projectId: PROJECT, clusterName: 'orders', clusterId: CLUSTER_ID });
    expect(schedule).not.toBeInstanceOf(CloudBackupSchedule);
    expect([schedule.projectId, schedule.clusterName, schedule.clusterId]).toEqual([PROJECT, 'orders', CLUSTER_ID]);
    expect(synthDoc(stack).resource?.mongodbatlas_cloud_backup_schedule).toBeUndefined();
  });

  test('reading an attribute that was not given is an error that names it', () => {
    const schedule = CloudBackupSchedule.fromCloudBackupScheduleAttributes(clusterStack(), 'Backups', { projectId: PROJECT, clusterName: 'orders' });
    expect(errorOf(() => schedule.policyId)).toBe('[test/Backups] policyId: is unknown: this construct was made with CloudBackupSchedule.fromCloudBackupScheduleAttributes, '
      + 'which was not given policyId. Fix: pass policyId in the attributes, or read it from the construct that defines the resource.');
  });

  test('JavaScript: missing attributes are named; a misspelled one is refused with the closest one', () => {
    expect(errorOf(() => CloudBackupSchedule.fromCloudBackupScheduleAttributes(clusterStack(), 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - clusterName: is required. Received: undefined. Allowed: the name of the cluster. Fix: set clusterName.',
    ].join('\n'));
    expect(errorOf(() => CloudBackupSchedule.fromCloudBackupScheduleAttributes(clusterStack(), 'Typo', { projectId: PROJECT, clustername: 'orders' } as any))).toBe(
      "[test/Typo] clustername: unknown option; did you mean clusterName? Received: the key 'clustername'. "
      + 'Allowed: the options of CloudBackupScheduleAttributes: projectId, clusterName, clusterId, policyId. '
      + "Fix: write 'clusterName' instead of 'clustername'.");
  });
});
