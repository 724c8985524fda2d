import { TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
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

  test('hourly.every is 1, 2, 4, 6, 8 or 12', () => {
    for (const every of [1, 2, 4, 6, 8, 12]) expect(() => synthDoc(policy({ hourly: { every, retainDays: 2 } }))).not.toThrow();
    expect(errorOf(() => policy({ hourly: { every: 5, retainDays: 2 } }))).toBe(
      '[test/Compliance] hourly.every: is not an hourly interval Atlas takes: snapshots are taken every 1, 2, 4, 6, 8 or 12 hours. '
      + 'Received: 5. Allowed: 1, 2, 4, 6, 8 or 12. Fix: use 4 (the nearest interval that takes snapshots at least as often).');
  });

  test('weekly days are 1 to 7, monthly days 1 to 28 or 40, yearly months 1 to 12', () => {
    const ok = policy({
      weekly: [{ dayOfWeek: 1, retainWeeks: 1 }],
      monthly: [{ dayOfMonth: 28, retainMonths: 1 }, { dayOfMonth: 40, retainMonths: 1 }],
      yearly: [{ month: 12, retainYears: 1 }],
    });
    expect(() => synthDoc(ok)).not.toThrow();
    const wrong = {
      weekly: [{ dayOfWeek: 0, retainWeeks: 1 }],
      monthly: [{ dayOfMonth: 31, retainMonths: 1 }],
      yearly: [{ month: 13, retainYears: 1 }],
    };
    expect(errorOf(() => policy(wrong))).toBe([
      '[test/Compliance] 3 problems:',
      '  - weekly[0].dayOfWeek: is not a day of the week. Received: 0. Allowed: 1 (Monday) to 7 (Sunday). Fix: use a BackupDayOfWeek constant, e.g. BackupDayOfWeek.SUNDAY (7).',
      '  - monthly[0].dayOfMonth: is not a day of the month Atlas takes: 1 to 28, or 40 for the last day of every month. Received: 31. Allowed: 1 to 28, or 40 (last day of the month). Fix: use 40 (BackupDayOfMonth.LAST) for the end of the month, or a day from 1 to 28.',
      '  - yearly[0].month: is not a month. Received: 13. Allowed: 1 (January) to 12 (December). Fix: use the number of the month: the yearly snapshot is taken on its first day.',
    ].join('\n'));
  });

  test('retentions are whole numbers of their unit, 1 or more, in the props\' words', () => {
    expect(errorOf(() => policy({ daily: { retainDays: 7.5 }, onDemand: { retainDays: 1.2 } }))).toBe([
      '[test/Compliance] 2 problems:',
      '  - daily.retainDays: is not a whole number of days, 1 or more. Received: 7.5. Allowed: a whole number of days, 1 or more. Fix: use a whole number of days, e.g. 8.',
      '  - onDemand.retainDays: is not a whole number of days, 1 or more. Received: 1.2. Allowed: a whole number of days, 1 or more. Fix: use a whole number of days, e.g. 2.',
    ].join('\n'));
    expect(errorOf(() => policy({ hourly: { every: 6, retainDays: 0 } }))).toBe(
      '[test/Compliance] hourly.retainDays: is not a whole number of days, 1 or more. Received: 0. Allowed: a whole number of days, 1 or more. Fix: use a whole number of days, e.g. 1.');
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
    expect(() => synthDoc(stack)).not.toThrow();
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
