import { TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { TerrainTesting } from '../../../src';
import { BackupCompliancePolicy, BackupCompliancePolicyProps, CloudBackupSchedule } from '../../../src/constructs/mongodbatlas';
import { BackupDayOfMonth, BackupDayOfWeek, BackupPolicyItems } from '../../../src/constructs/mongodbatlas/backup-policy-items';

const who = { projectId: PROJECT, authorizedEmail: 'sec@example.com', authorizedUserFirstName: 'Sec', authorizedUserLastName: 'Ops' };
const items: BackupPolicyItems = {
  hourly: { every: 6, retainDays: 7 },
  daily: { retainDays: 14 },
  weekly: [{ dayOfWeek: BackupDayOfWeek.SUNDAY, retainWeeks: 8 }, { dayOfWeek: BackupDayOfWeek.WEDNESDAY, retainWeeks: 4 }],
  monthly: [{ dayOfMonth: BackupDayOfMonth.LAST, retainMonths: 12 }],
  yearly: [{ month: 1, retainYears: 7 }],
};

/** The warnings of a stack, but the compliance policy's own retention warning. */
function advice(stack: ReturnType<typeof clusterStack>): string[] {
  synthDoc(stack);
  return TerrainTesting.warnings(stack).filter((w) => !w.includes('[mongodbatlas:compliance-policy-retained]'));
}

function policy(extra: Partial<BackupCompliancePolicyProps>) {
  const stack = clusterStack();
  new BackupCompliancePolicy(stack, 'Compliance', { ...who, ...extra });
  return stack;
}

const RENDERED = {
  policy_item_hourly: { frequency_interval: 6, retention_unit: 'days', retention_value: 7 },
  policy_item_daily: { frequency_interval: 1, retention_unit: 'days', retention_value: 14 },
  policy_item_weekly: [
    { frequency_interval: 7, retention_unit: 'weeks', retention_value: 8 },
    { frequency_interval: 3, retention_unit: 'weeks', retention_value: 4 },
  ],
  policy_item_monthly: [{ frequency_interval: 40, retention_unit: 'months', retention_value: 12 }],
  policy_item_yearly: [{ frequency_interval: 1, retention_unit: 'years', retention_value: 7 }],
};

describe('typed policy items', () => {
  test('each kind renders its frequency interval and its fixed retention unit, the same in both resources', () => {
    const stack = clusterStack();
    new BackupCompliancePolicy(stack, 'Compliance', { ...who, ...items });
    new CloudBackupSchedule(stack, 'Backups', { projectId: PROJECT, clusterName: 'orders', ...items });
    const doc = synthDoc(stack);
    const p = doc.resource.mongodbatlas_backup_compliance_policy.Compliance;
    const s = doc.resource.mongodbatlas_cloud_backup_schedule.Backups;
    expect(p).toMatchObject(RENDERED);
    expect(s).toMatchObject(RENDERED);
  });

  test('kinds not given and empty lists render nothing', () => {
    const doc = synthDoc(policy({ daily: { retainDays: 7 }, weekly: [], monthly: [] }));
    expect(Object.keys(doc.resource.mongodbatlas_backup_compliance_policy.Compliance).filter((k) => k.startsWith('policy_item'))).toEqual(['policy_item_daily']);
  });

  test('hourly.every is 1, 2, 4, 6, 8 or 12 (the L2\'s TSDoc, the API spec\'s description): another value fails in the props\' words; inside the API\'s enum, with the override that sends it as it is', () => {
    for (const every of [1, 2, 4, 6, 8, 12]) {
      const s = policy({ hourly: { every, retainDays: 2 } });
      expect(synthDoc(s).resource.mongodbatlas_backup_compliance_policy.Compliance.policy_item_hourly.frequency_interval).toBe(every);
      expect(advice(s)).toEqual([]);
    }
    expect(errorOf(() => policy({ hourly: { every: 30, retainDays: 2 } }))).toBe(
      '[test/Compliance] hourly.every: is not an hourly interval Atlas takes: snapshots are taken every 1, 2, 4, 6, 8 or 12 hours. '
      + 'Received: 30. Allowed: 1, 2, 4, 6, 8 or 12. Fix: use 12 (the nearest interval that takes snapshots at least as often).');
    // Issue 25: every: 3 only warned (through the L1's value check).
    expect(errorOf(() => policy({ hourly: { every: 3, retainDays: 2 } }))).toBe(
      '[test/Compliance] hourly.every: is not an hourly interval Atlas takes: snapshots are taken every 1, 2, 4, 6, 8 or 12 hours. '
      + 'Received: 3. Allowed: 1, 2, 4, 6, 8 or 12. Fix: use 2 (the nearest interval that takes snapshots at least as often); or, to send 3 as it is, '
      + "write a value it takes and override the L1: policy.resource.addOverride('policy_item_hourly.frequency_interval', 3).");
    const schedule = clusterStack();
    expect(errorOf(() => new CloudBackupSchedule(schedule, 'Backups', { projectId: PROJECT, clusterName: 'orders', hourly: { every: 5, retainDays: 2 } }))).toBe(
      '[test/Backups] hourly.every: is not an hourly interval Atlas takes: snapshots are taken every 1, 2, 4, 6, 8 or 12 hours. '
      + 'Received: 5. Allowed: 1, 2, 4, 6, 8 or 12. Fix: use 4 (the nearest interval that takes snapshots at least as often); or, to send 5 as it is, '
      + "write a value it takes and override the L1: schedule.resource.addOverride('policy_item_hourly.frequency_interval', 5).");
    // The fix, followed: the L1 sends 3, and its value check warns (documented only).
    const literal = clusterStack();
    const p = new BackupCompliancePolicy(literal, 'Compliance', { ...who, hourly: { every: 2, retainDays: 2 } });
    p.resource.addOverride('policy_item_hourly.frequency_interval', 3);
    expect(synthDoc(literal).resource.mongodbatlas_backup_compliance_policy.Compliance.policy_item_hourly.frequency_interval).toBe(3);
  });

  test('weekly days are 1 to 7, monthly days 1 to 28 or 40, yearly months 1 to 12', () => {
    const ok = policy({
      weekly: [{ dayOfWeek: 1, retainWeeks: 1 }],
      monthly: [{ dayOfMonth: 28, retainMonths: 1 }, { dayOfMonth: 40, retainMonths: 1 }],
      yearly: [{ month: 12, retainYears: 1 }],
    });
    expect(synthDoc(ok).resource.mongodbatlas_backup_compliance_policy.Compliance).toMatchObject({
      policy_item_weekly: [{ frequency_interval: 1 }],
      policy_item_monthly: [{ frequency_interval: 28 }, { frequency_interval: 40 }],
      policy_item_yearly: [{ frequency_interval: 12 }],
    });
    expect(advice(ok)).toEqual([]);
    // Outside the API's enum of frequency intervals (1 to 28, 40): errors.
    const wrong = {
      weekly: [{ dayOfWeek: 0, retainWeeks: 1 }],
      monthly: [{ dayOfMonth: 31, retainMonths: 1 }],
      yearly: [{ month: 29, retainYears: 1 }],
    };
    expect(errorOf(() => policy(wrong))).toBe([
      '[test/Compliance] 3 problems:',
      '  - weekly[0].dayOfWeek: is not a day of the week. Received: 0. Allowed: 1 (Monday) to 7 (Sunday). Fix: use a BackupDayOfWeek constant, e.g. BackupDayOfWeek.SUNDAY (7).',
      '  - monthly[0].dayOfMonth: is not a day of the month Atlas takes: 1 to 28, or 40 for the last day of every month. Received: 31. Allowed: 1 to 28, or 40 (last day of the month). Fix: use 40 (BackupDayOfMonth.LAST) for the end of the month, or a day from 1 to 28.',
      '  - yearly[0].month: is not a month. Received: 29. Allowed: 1 (January) to 12 (December). Fix: use the number of the month: the yearly snapshot is taken on its first day.',
    ].join('\n'));
    // Inside the enum, outside what the kind takes: refused too, with the override that sends it as it is.
    expect(errorOf(() => policy({ weekly: [{ dayOfWeek: 9, retainWeeks: 1 }], yearly: [{ month: 13, retainYears: 1 }] }))).toBe([
      '[test/Compliance] 2 problems:',
      '  - weekly[0].dayOfWeek: is not a day of the week. Received: 9. Allowed: 1 (Monday) to 7 (Sunday). Fix: use a BackupDayOfWeek constant, e.g. BackupDayOfWeek.SUNDAY (7); '
      + "or, to send 9 as it is, write a value it takes and override the L1: policy.resource.addOverride('policy_item_weekly.0.frequency_interval', 9).",
      '  - yearly[0].month: is not a month. Received: 13. Allowed: 1 (January) to 12 (December). Fix: use the number of the month: the yearly snapshot is taken on its first day; '
      + "or, to send 13 as it is, write a value it takes and override the L1: policy.resource.addOverride('policy_item_yearly.0.frequency_interval', 13).",
    ].join('\n'));
  });

  test('retentions are whole numbers of their unit (the schema\'s TypeInt), in the props\' words; below 1 the L1\'s rule retention-value-positive warns (documented only)', () => {
    expect(errorOf(() => policy({ daily: { retainDays: 7.5 }, onDemand: { retainDays: 1.2 } }))).toBe([
      '[test/Compliance] 2 problems:',
      '  - daily.retainDays: is not a whole number of days. Received: 7.5. Allowed: a whole number of days. Fix: use a whole number of days, e.g. 8.',
      '  - onDemand.retainDays: is not a whole number of days. Received: 1.2. Allowed: a whole number of days. Fix: use a whole number of days, e.g. 2.',
    ].join('\n'));
    expect(advice(policy({ hourly: { every: 6, retainDays: 0 } }))).toEqual([
      'test/Compliance/Default: [rule:mongodbatlas_backup_compliance_policy/retention-value-positive] policyItemHourly.retentionValue: must be positive: snapshots are kept for retentionValue retentionUnits. '
      + 'Received: 0. Allowed: a whole number, 1 or more. Fix: set policyItemHourly.retentionValue to 1 or more.',
    ]);
  });

  test('daily items kept shorter than the hourly ones fail once, through the L1\'s rule retention-not-shorter-than-more-frequent (the API refuses it)', () => {
    const stack = clusterStack();
    new CloudBackupSchedule(stack, 'Backups', { projectId: PROJECT, clusterName: 'orders', hourly: { every: 6, retainDays: 7 }, daily: { retainDays: 3 } });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + '  [test/Backups/Default] [rule:mongodbatlas_cloud_backup_schedule/retention-not-shorter-than-more-frequent] policyItemDaily.retentionValue: keeps snapshots shorter than policyItemHourly (7 days); '
      + 'a less frequent policy item keeps them at least as long as a more frequent one. Received: 3 days. Allowed: at least 7 days. '
      + "Fix: set retentionValue to 7 or more (retentionUnit 'days'), or shorten policyItemHourly.");
    const compliance = policy({ hourly: { every: 6, retainDays: 7 }, daily: { retainDays: 3 } });
    expect(synthError(compliance)).toBe('Validation failed with the following errors:\n'
      + '  [test/Compliance/Default] [rule:mongodbatlas_backup_compliance_policy/retention-not-shorter-than-more-frequent] policyItemDaily.retentionValue: keeps snapshots shorter than policyItemHourly (7 days); '
      + 'a less frequent policy item keeps them at least as long as a more frequent one. Received: 3 days. Allowed: at least 7 days. '
      + "Fix: set retentionValue to 7 or more (retentionUnit 'days'), or shorten policyItemHourly.");
    const ok = clusterStack();
    new CloudBackupSchedule(ok, 'Backups', { projectId: PROJECT, clusterName: 'orders', hourly: { every: 6, retainDays: 7 }, daily: { retainDays: 7 } });
    expect(advice(ok)).toEqual([]);
  });

  test('a missing retention or interval, a string, and a null item (JavaScript callers) are named', () => {
    expect(errorOf(() => policy({ hourly: { retainDays: 7 } as any, daily: {} as any }))).toBe([
      '[test/Compliance] 2 problems:',
      '  - hourly.every: is required: it says how many hours lie between snapshots. Received: undefined. Allowed: 1, 2, 4, 6, 8 or 12. Fix: set hourly.every, e.g. 6.',
      '  - daily.retainDays: is required: it says how long the snapshots are kept. Received: undefined. Allowed: a whole number of days, 1 or more. Fix: set daily.retainDays.',
    ].join('\n'));
    expect(errorOf(() => policy({ hourly: { every: '4' as any, retainDays: 7 } }))).toBe(
      '[test/Compliance] hourly.every: expected a number of hours. Received: "4". Allowed: 1, 2, 4, 6, 8 or 12. Fix: write the number without quotes, e.g. every: 6.');
    expect(errorOf(() => policy({ weekly: [null as any] }))).toBe(
      '[test/Compliance] weekly[0]: expected an object. Received: null. Allowed: { dayOfWeek, retainWeeks }. Fix: write the item as an object literal with the fields shown.');
  });

  test('a yearly item is always kept at least a year: retainYears is whole years, 1 or more', () => {
    const stack = clusterStack();
    new CloudBackupSchedule(stack, 'Backups', { projectId: PROJECT, clusterName: 'orders', yearly: [{ month: 1, retainYears: 1 }] });
    expect(synthDoc(stack).resource.mongodbatlas_cloud_backup_schedule.Backups.policy_item_yearly).toEqual([{ frequency_interval: 1, retention_unit: 'years', retention_value: 1 }]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('values that are tokens are not judged', () => {
    const stack = clusterStack();
    const every = new TerraformVariable(stack, 'every', { type: 'number' }).numberValue;
    const days = new TerraformVariable(stack, 'days', { type: 'number' }).numberValue;
    new BackupCompliancePolicy(stack, 'Compliance', { ...who, hourly: { every, retainDays: days }, weekly: [{ dayOfWeek: days, retainWeeks: 1 }] });
    expect(synthDoc(stack).resource.mongodbatlas_backup_compliance_policy.Compliance.policy_item_hourly).toEqual({
      frequency_interval: '${var.every}', retention_unit: 'days', retention_value: '${var.days}',
    });
  });

  test('JavaScript callers: a list kind given as one object is an error', () => {
    expect(errorOf(() => policy({ weekly: { dayOfWeek: 7, retainWeeks: 4 } as any }))).toBe(
      '[test/Compliance] weekly: expected a list. Received: an object with keys dayOfWeek, retainWeeks. Allowed: a list of { dayOfWeek, retainWeeks }. Fix: wrap it in [ ].');
  });

  test('the constants are the numbers Atlas takes', () => {
    expect([BackupDayOfWeek.MONDAY, BackupDayOfWeek.SUNDAY, BackupDayOfMonth.FIRST, BackupDayOfMonth.LAST]).toEqual([1, 7, 1, 40]);
  });
});
