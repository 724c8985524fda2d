import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import {
  checkPolicyItems, compareWithPolicy, itemLists, otherSchedulesOf, policiesOf, registerPolicy, registerSchedule, renderPolicyItems,
} from '../../../../src/constructs/mongodbatlas/private/backup-policy';
import { formatProblem } from '../../../../src/core/base/errors';
import { Problems } from '../../../../src/core/l2';

const PROJECT = '5f1b2c3d4e5f6a7b8c9d0e1f';
const messages = (p: Problems) => p.list.map(formatProblem);

describe('checkPolicyItems and itemLists', () => {
  test('pass: items of every kind within what Atlas takes', () => {
    const p = new Problems();
    checkPolicyItems(p, {
      hourly: { every: 6, retainDays: 7 },
      daily: { retainDays: 7 },
      weekly: [{ dayOfWeek: 7, retainWeeks: 4 }],
      monthly: [{ dayOfMonth: 40, retainMonths: 12 }],
      yearly: [{ month: 1, retainYears: 7 }],
    }, 3);
    expect(messages(p)).toEqual([]);
  });
  test('pass: retentions below 1 (documented only: the L1\'s rule retention-value-positive warns)', () => {
    const p = new Problems();
    checkPolicyItems(p, { hourly: { every: 6, retainDays: 0 } }, 0);
    expect(messages(p)).toEqual([]);
  });
  test("fail: intervals inside the API's enum but outside what the kind takes (the spec's descriptions, the provider's docs), with the override that sends them as they are", () => {
    const p = new Problems();
    checkPolicyItems(p, {
      hourly: { every: 3, retainDays: 1 },
      weekly: [{ dayOfWeek: 7, retainWeeks: 4 }, { dayOfWeek: 8, retainWeeks: 4 }],
      yearly: [{ month: 13, retainYears: 1 }],
    }, undefined, 'policy');
    expect(p.list.map((x) => `${x.id} ${formatProblem(x)}`)).toEqual([
      'mongodbatlas:policy-interval hourly.every: is not an hourly interval Atlas takes: snapshots are taken every 1, 2, 4, 6, 8 or 12 hours. Received: 3. Allowed: 1, 2, 4, 6, 8 or 12. '
      + "Fix: use 2 (the nearest interval that takes snapshots at least as often); or, to send 3 as it is, write a value it takes and override the L1: policy.resource.addOverride('policy_item_hourly.frequency_interval', 3).",
      'mongodbatlas:policy-interval weekly[1].dayOfWeek: is not a day of the week. Received: 8. Allowed: 1 (Monday) to 7 (Sunday). Fix: use a BackupDayOfWeek constant, e.g. BackupDayOfWeek.SUNDAY (7); '
      + "or, to send 8 as it is, write a value it takes and override the L1: policy.resource.addOverride('policy_item_weekly.1.frequency_interval', 8).",
      'mongodbatlas:policy-interval yearly[0].month: is not a month. Received: 13. Allowed: 1 (January) to 12 (December). Fix: use the number of the month: the yearly snapshot is taken on its first day; '
      + "or, to send 13 as it is, write a value it takes and override the L1: policy.resource.addOverride('policy_item_yearly.0.frequency_interval', 13).",
    ]);
  });
  test("fail: intervals outside the API's enum, a retention that is no whole number, a missing retention, a list that is none", () => {
    const p = new Problems();
    checkPolicyItems(p, {
      hourly: { every: 30, retainDays: 1.5 }, daily: {} as any, weekly: [{ dayOfWeek: 29, retainWeeks: 4 }], monthly: { dayOfMonth: 1 } as any,
    }, 0.5);
    expect(messages(p)).toEqual([
      'monthly: expected a list. Received: an object with keys dayOfMonth. Allowed: a list of { dayOfMonth, retainMonths }. Fix: wrap it in [ ].',
      'hourly.every: is not an hourly interval Atlas takes: snapshots are taken every 1, 2, 4, 6, 8 or 12 hours. Received: 30. Allowed: 1, 2, 4, 6, 8 or 12. '
      + 'Fix: use 12 (the nearest interval that takes snapshots at least as often).',
      'hourly.retainDays: is not a whole number of days. Received: 1.5. Allowed: a whole number of days. Fix: use a whole number of days, e.g. 2.',
      'daily.retainDays: is required: it says how long the snapshots are kept. Received: undefined. Allowed: a whole number of days, 1 or more. Fix: set daily.retainDays.',
      'weekly[0].dayOfWeek: is not a day of the week. Received: 29. Allowed: 1 (Monday) to 7 (Sunday). Fix: use a BackupDayOfWeek constant, e.g. BackupDayOfWeek.SUNDAY (7).',
      'onDemand.retainDays: is not a whole number of days. Received: 0.5. Allowed: a whole number of days. Fix: use a whole number of days, e.g. 1.',
    ]);
    expect(itemLists(new Problems(), { weekly: [null as any] })).toEqual({ weekly: [], monthly: [], yearly: [] });
  });
});

test('renderPolicyItems: the provider blocks, each kind in its unit', () => {
  const items = {
    hourly: { every: 6, retainDays: 7 },
    daily: { retainDays: 14 },
    weekly: [{ dayOfWeek: 7, retainWeeks: 8 }],
    monthly: [],
    yearly: [{ month: 1, retainYears: 7 }],
  };
  expect(renderPolicyItems(items)).toEqual({
    policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 7 },
    policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 14 },
    policyItemWeekly: [{ frequencyInterval: 7, retentionUnit: 'weeks', retentionValue: 8 }],
    policyItemMonthly: undefined,
    policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'years', retentionValue: 7 }],
  });
});

describe('the registries of policies and schedules', () => {
  test('a policy is found by its project in its app; a schedule finds the other schedules of its cluster', () => {
    const stack = new TerraformStack(new App(), 'test');
    const policy = new Construct(stack, 'Policy');
    registerPolicy({ scope: policy, projectId: PROJECT, items: {} });
    const a = new Construct(stack, 'A');
    const b = new Construct(stack, 'B');
    registerSchedule({ scope: a, projectId: PROJECT, clusterName: 'orders' });
    registerSchedule({ scope: b, projectId: PROJECT, clusterName: 'orders' });
    registerSchedule({ scope: new Construct(stack, 'C'), projectId: PROJECT, clusterName: 'items' });
    expect(policiesOf(a, PROJECT).map((r) => r.scope.node.path)).toEqual(['test/Policy']);
    expect(otherSchedulesOf(a, PROJECT, 'orders')).toEqual(['test/B']);
  });
  test('another project, an empty id, another app: nothing', () => {
    const stack = new TerraformStack(new App(), 'test');
    registerPolicy({ scope: new Construct(stack, 'Policy'), projectId: PROJECT, items: {} });
    const other = new TerraformStack(new App(), 'other');
    expect([policiesOf(stack, '6a7b8c9d0e1f5f1b2c3d4e5f'), policiesOf(stack, ''), policiesOf(other, PROJECT)]).toEqual([[], [], []]);
  });
});

describe('compareWithPolicy', () => {
  const PIT = { pitEnabled: true, restoreWindowDays: 3 };
  const policyOf = (items: object, extra: object = {}) => {
    const stack = new TerraformStack(new App(), 'test');
    return { scope: new Construct(stack, 'Policy'), projectId: PROJECT, items, ...extra };
  };
  test('pass: a schedule that takes every kind as often and keeps it as long', () => {
    const p = new Problems();
    const schedule = {
      items: { hourly: { every: 4, retainDays: 7 }, weekly: [{ dayOfWeek: 7, retainWeeks: 8 }] }, clusterPitEnabled: true, restoreWindowDays: 7,
    };
    const policy = policyOf({ hourly: { every: 6, retainDays: 7 }, weekly: [{ dayOfWeek: 7, retainWeeks: 4 }] }, PIT);
    compareWithPolicy(p, schedule, policy);
    expect(messages(p)).toEqual([]);
  });
  test('two items on the policy\'s day: the longest-kept one is compared (4 and 9 weeks against 8: met; 4 and 7: short, named at the longest)', () => {
    const policy = policyOf({ weekly: [{ dayOfWeek: 7, retainWeeks: 8 }] });
    const met = new Problems();
    const weekly = [{ dayOfWeek: 7, retainWeeks: 4 }, { dayOfWeek: 7, retainWeeks: 9 }, { dayOfWeek: 3, retainWeeks: 12 }];
    compareWithPolicy(met, { items: { weekly } }, policy);
    expect(messages(met)).toEqual([]);
    const short = new Problems();
    compareWithPolicy(short, { items: { weekly: [{ dayOfWeek: 7, retainWeeks: 7 }, { dayOfWeek: 7, retainWeeks: 4 }] } }, policy);
    expect(messages(short)).toEqual([
      `weekly[0].retainWeeks: keeps weekly snapshots on dayOfWeek 7 for less time than the backup compliance policy test/Policy of project ${PROJECT} requires. `
      + 'Received: 7 weeks. Allowed: 8 weeks or more. Fix: set weekly[0].retainWeeks to 8 or more.',
    ]);
  });
  test('fail: each shortfall, in the schedule\'s words', () => {
    const p = new Problems();
    const schedule = {
      items: { hourly: { every: 12, retainDays: 2 }, weekly: [{ dayOfWeek: 1, retainWeeks: 8 }] }, clusterPitEnabled: false, restoreWindowDays: 1,
    };
    const policy = policyOf(
      { hourly: { every: 6, retainDays: 7 }, daily: { retainDays: 7 }, weekly: [{ dayOfWeek: 7, retainWeeks: 4 }] }, PIT);
    compareWithPolicy(p, schedule, policy);
    const by = `the backup compliance policy test/Policy of project ${PROJECT}`;
    expect(messages(p)).toEqual([
      `hourly.every: takes hourly snapshots less often than ${by} requires. Received: every 12 hours. `
      + 'Allowed: every 6 hours or more often (1, 2, 4 or 6). Fix: set hourly.every to 6 or less.',
      `hourly.retainDays: keeps hourly snapshots for less time than ${by} requires. Received: 2 days. `
      + 'Allowed: 7 days or more. Fix: set hourly.retainDays to 7 or more.',
      `daily: is missing: ${by} requires daily snapshots. Received: undefined. `
      + 'Allowed: daily snapshots kept 7 days or more. Fix: add daily: { retainDays: 7 } (or longer).',
      `weekly: has no item on dayOfWeek 7: ${by} requires weekly snapshots on dayOfWeek 7, kept 4 weeks or more. Received: items on dayOfWeek 1. `
      + 'Allowed: an item with dayOfWeek: 7, retainWeeks: 4 or more. Fix: add { dayOfWeek: 7, retainWeeks: 4 } to weekly.',
      `clusterPitEnabled: is false, but ${by} requires point-in-time restore. Received: false. `
      + "Allowed: true. Fix: turn on the cluster's pitEnabled, and set clusterPitEnabled: true.",
      `restoreWindowDays: is shorter than the point-in-time restore window ${by} requires. Received: 1 day. `
      + 'Allowed: 3 days or more. Fix: set restoreWindowDays to 3 or more.',
    ]);
  });
});
