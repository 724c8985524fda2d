/**
 * What the backup L2s share: the checks of the typed policy items (in their props' words), their
 * rendering into the provider's policy item blocks, and the per-app registry of compliance
 * policies that the schedules are checked against at synth. Not part of the public API.
 */
import { AppRegistry, IConstruct, isKnown, isObjectLiteral, listOf, oneOf, Problems, sameKey, sameValue, wholeNumberOf } from '../../../core/l2';
import { BackupPolicyItems } from '../backup-policy-items';

const HOURLY_EVERY = [1, 2, 4, 6, 8, 12];
/**
 * The frequency intervals the API takes for every kind of policy item (DiskBackupApiPolicyItem and
 * BackupComplianceScheduledPolicyItem.frequencyInterval, an enum): 1 to 28, and 40 for the last
 * day of the month. Each kind's description in the same spec (and the provider's documentation)
 * names a narrower list, which the L2s refuse in their words: hours 1, 2, 4, 6, 8 or 12, days of
 * the week 1 (Monday) to 7 (Sunday), months 1 (January) to 12 (December). The L1s only warn
 * about those (value checks, documented only).
 */
const FREQUENCY_INTERVALS = [...Array.from({ length: 28 }, (_, i) => i + 1), 40];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A policy item as both L1s take it (their item structs have this one shape). */
export interface RenderedItem {
  readonly frequencyInterval: number;
  readonly retentionUnit: string;
  readonly retentionValue: number;
}

/** The policy item inputs of both L1s. */
export interface RenderedItems {
  readonly policyItemHourly?: RenderedItem;
  readonly policyItemDaily?: RenderedItem;
  readonly policyItemWeekly?: RenderedItem[];
  readonly policyItemMonthly?: RenderedItem[];
  readonly policyItemYearly?: RenderedItem[];
}

/**
 * The lists of a BackupPolicyItems, checked to be lists (a JavaScript caller can pass anything);
 * a list that is not one is reported and treated as empty.
 */
export function itemLists(p: Problems, items: BackupPolicyItems): Required<Pick<BackupPolicyItems, 'weekly' | 'monthly' | 'yearly'>> {
  const list = <T>(field: string, v: T[] | undefined, shape: string): T[] => {
    const given = listOf(p, field, v, { allowed: `a list of ${shape}`, knownFix: `write the ${field} items in code: the construct renders each one.` }) ?? [];
    const bad = given.map((x, i) => [x, i] as const).filter(([x]) => !isObjectLiteral(x));
    for (const [x, i] of bad) {
      p.add(`${field}[${i}]`, 'expected an object.', { id: 'mongodbatlas:policy-item-object', received: x, allowed: shape, fix: 'write the item as an object literal with the fields shown.' });
    }
    return bad.length ? [] : given;
  };
  return {
    weekly: list('weekly', items.weekly, '{ dayOfWeek, retainWeeks }'),
    monthly: list('monthly', items.monthly, '{ dayOfMonth, retainMonths }'),
    yearly: list('yearly', items.yearly, '{ month, retainYears }'),
  };
}

/**
 * Checks what the typed items own, in their words; what fails synth is enforced by the provider or
 * the API:
 * - retentions are required whole numbers (enforcedBy: internal/service/cloudbackupschedule/
 *   resource_cloud_backup_schedule.go: retention_value, Required, TypeInt); retentions below 1 are
 *   documented only, and the type rule retention-value-positive of the L1s warns;
 * - the interval of each kind (hours between snapshots, day of the week or month, month of the
 *   year) is one its kind takes: outside the API's enum, 1 to 28 or 40, enforcedBy
 *   tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml: DiskBackupApiPolicyItem.frequencyInterval
 *   and BackupComplianceScheduledPolicyItem.frequencyInterval (enum); inside it, the kind's values
 *   the same spec describes (hourly "1, 2, 4, 6, 8, or 12"; weekly "1 indicates ... Monday and 7
 *   indicates Sunday"; yearly "1 ... January and 12 ... December") and the provider's documentation
 *   lists (docs/resources/cloud_backup_schedule.md, backup_compliance_policy.md): refused by the
 *   L2 (the L1s' value checks only warn), with the override that sends the value as it is.
 * A less frequent item kept shorter than a more frequent one is the type rule
 * retention-not-shorter-than-more-frequent of the L1s (enforced by the API), reported once, there.
 * @param owner how the fix names the construct, e.g. `schedule` (`schedule.resource.addOverride(...)`)
 */
export function checkPolicyItems(p: Problems, items: BackupPolicyItems, onDemandRetainDays?: number, owner = 'schedule'): void {
  const lists = itemLists(p, items);
  // A retention is a whole number of its unit (the schema's TypeInt); below 1, the L1's type rule
  // retention-value-positive warns (documented only).
  const whole = (field: string, v: number | undefined, unit: string) => {
    if (v === undefined || v === null) {
      p.add(field, 'is required: it says how long the snapshots are kept.', {
        id: 'mongodbatlas:policy-retention-required', received: v, allowed: `a whole number of ${unit}, 1 or more`, fix: `set ${field}.`,
      });
    } else {
      wholeNumberOf(p, field, v, { unit, fix: `use a whole number of ${unit}, e.g. ${typeof v === 'number' && Number.isFinite(v) ? Math.max(1, Math.ceil(v)) : 7}.` });
    }
  };
  /**
   * An interval its kind does not take. Outside the API's enum the API refuses it; inside it, the
   * fix also says how to send it as it is: a value the kind takes, and an override of the L1's
   * frequency interval at `l1Path` (`policy_item_weekly.0`).
   */
  const interval = (field: string, v: number | undefined, takes: readonly number[], problem: string, allowed: string, fix: (v: number) => string,
    example: string, l1Path: string, unit = '') => {
    if (!isKnown(v)) return;
    if (typeof v !== 'number') {
      p.add(field, `expected a number${unit}.`, { id: 'mongodbatlas:policy-interval-number', received: v, allowed, fix: `write the number without quotes, e.g. ${example}.` });
    } else if (!takes.includes(v)) {
      // Outside the API's enum there is nothing to send as it is: the API refuses it.
      const literal = FREQUENCY_INTERVALS.includes(v)
        ? `; or, to send ${v} as it is, write a value it takes and override the L1: ${owner}.resource.addOverride('${l1Path}.frequency_interval', ${v})`
        : '';
      p.add(field, problem, { id: 'mongodbatlas:policy-interval', received: v, allowed, fix: `${fix(v)}${literal}.` });
    }
  };
  const h = items.hourly;
  if (h) {
    if (h.every === undefined || h.every === null) {
      p.add('hourly.every', 'is required: it says how many hours lie between snapshots.', { id: 'mongodbatlas:policy-hourly-every-required', received: h.every, allowed: oneOf(HOURLY_EVERY), fix: 'set hourly.every, e.g. 6.' });
    } else {
      interval('hourly.every', h.every, HOURLY_EVERY, 'is not an hourly interval Atlas takes: snapshots are taken every 1, 2, 4, 6, 8 or 12 hours.', oneOf(HOURLY_EVERY),
        (v) => `use ${nearestBelow(v, HOURLY_EVERY)} (the nearest interval that takes snapshots at least as often)`, 'every: 6', 'policy_item_hourly', ' of hours');
    }
    whole('hourly.retainDays', h.retainDays, 'days');
  }
  if (items.daily) whole('daily.retainDays', items.daily.retainDays, 'days');
  lists.weekly.forEach((w, i) => {
    interval(`weekly[${i}].dayOfWeek`, w.dayOfWeek, range(1, 7), 'is not a day of the week.', '1 (Monday) to 7 (Sunday)',
      () => 'use a BackupDayOfWeek constant, e.g. BackupDayOfWeek.SUNDAY (7)', 'dayOfWeek: 7', `policy_item_weekly.${i}`);
    whole(`weekly[${i}].retainWeeks`, w.retainWeeks, 'weeks');
  });
  lists.monthly.forEach((m, i) => {
    interval(`monthly[${i}].dayOfMonth`, m.dayOfMonth, FREQUENCY_INTERVALS, 'is not a day of the month Atlas takes: 1 to 28, or 40 for the last day of every month.',
      '1 to 28, or 40 (last day of the month)', () => 'use 40 (BackupDayOfMonth.LAST) for the end of the month, or a day from 1 to 28', 'dayOfMonth: 40', `policy_item_monthly.${i}`);
    whole(`monthly[${i}].retainMonths`, m.retainMonths, 'months');
  });
  lists.yearly.forEach((y, i) => {
    interval(`yearly[${i}].month`, y.month, range(1, 12), 'is not a month.', '1 (January) to 12 (December)',
      () => 'use the number of the month: the yearly snapshot is taken on its first day', 'month: 1', `policy_item_yearly.${i}`);
    whole(`yearly[${i}].retainYears`, y.retainYears, 'years');
  });
  if (onDemandRetainDays !== undefined) whole('onDemand.retainDays', onDemandRetainDays, 'days');
}

/** The largest allowed value at or below `v` (the smallest allowed one when none is). */
function nearestBelow(v: number, allowed: number[]): number {
  const below = allowed.filter((a) => a <= v);
  return below.length ? below[below.length - 1] : allowed[0];
}

/** Renders the typed items into the provider's blocks; the unit of each kind is fixed. */
export function renderPolicyItems(items: BackupPolicyItems): RenderedItems {
  const list = <T>(v: T[] | undefined, f: (x: T) => RenderedItem) => (Array.isArray(v) && v.length ? v.map(f) : undefined);
  return {
    policyItemHourly: items.hourly ? { frequencyInterval: items.hourly.every, retentionUnit: 'days', retentionValue: items.hourly.retainDays } : undefined,
    policyItemDaily: items.daily ? { frequencyInterval: 1, retentionUnit: 'days', retentionValue: items.daily.retainDays } : undefined,
    policyItemWeekly: list(items.weekly, (w) => ({ frequencyInterval: w.dayOfWeek, retentionUnit: 'weeks', retentionValue: w.retainWeeks })),
    policyItemMonthly: list(items.monthly, (m) => ({ frequencyInterval: m.dayOfMonth, retentionUnit: 'months', retentionValue: m.retainMonths })),
    policyItemYearly: list(items.yearly, (y) => ({ frequencyInterval: y.month, retentionUnit: 'years', retentionValue: y.retainYears })),
  };
}

/** What a compliance policy defined in the app requires, for the schedules of its project. */
export interface PolicyRecord {
  /** The policy construct. */
  readonly scope: IConstruct;
  readonly projectId: string;
  readonly items: BackupPolicyItems;
  readonly pitEnabled?: boolean;
  readonly restoreWindowDays?: number;
}

const POLICIES = new AppRegistry<PolicyRecord>();

/** Registers a compliance policy with its app. */
export function registerPolicy(record: PolicyRecord): void {
  POLICIES.register(record);
}

/**
 * The compliance policies of a project defined in the same app, whatever the order in which they
 * and the caller were made (read at synth). Project ids match when they are equal strings: the same
 * literal, or the same token (one variable or attribute shared by the policy and the cluster).
 */
export function policiesOf(scope: IConstruct, projectId: string): PolicyRecord[] {
  if (typeof projectId !== 'string' || projectId === '') return [];
  return POLICIES.entries(scope).filter((r) => sameValue(r.projectId, projectId));
}

interface ScheduleRecord {
  readonly scope: IConstruct;
  readonly projectId: string;
  readonly clusterName: string;
}

const SCHEDULES = new AppRegistry<ScheduleRecord>();

/** Registers a backup schedule with its app, so that two schedules of one cluster are found. */
export function registerSchedule(record: ScheduleRecord): void {
  SCHEDULES.register(record);
}

/** The paths of the other schedules in the app for the same cluster (equal project and name strings). */
export function otherSchedulesOf(scope: IConstruct, projectId: string, clusterName: string): string[] {
  return SCHEDULES.others(scope, (x) => sameKey([x.projectId, x.clusterName], [projectId, clusterName])).map((x) => x.scope.node.path);
}

/** What a schedule offers, for the comparison with a policy. */
export interface ScheduleFacts {
  readonly items: BackupPolicyItems;
  readonly restoreWindowDays?: number;
  readonly clusterPitEnabled?: boolean;
}

/**
 * The ways a schedule falls short of a compliance policy of its project, in the schedule's words:
 * each kind the policy has, at least as often (hourly) and kept at least as long; point-in-time
 * restore with a restore window at least the policy's. Unknown values (tokens) are not judged.
 * enforcedBy: the API (internal/service/backupcompliancepolicy/resource_backup_compliance_policy_test.go:
 * configOverwriteIncompatibleBackupPoliciesError, BACKUP_POLICIES_NOT_MEETING_BACKUP_COMPLIANCE_POLICY_REQUIREMENTS).
 */
export function compareWithPolicy(p: Problems, s: ScheduleFacts, policy: PolicyRecord): void {
  const by = `the backup compliance policy ${policy.scope.node.path}${isKnown(policy.projectId) ? ` of project ${policy.projectId}` : ''}`;
  const need = policy.items;
  const have = s.items;
  const longer = (field: string, kind: string, got: number | undefined, min: number | undefined, unit: string) => {
    if (!isKnown(got) || !isKnown(min) || got >= min) return;
    p.addRendered(field, `keeps ${kind} snapshots for less time than ${by} requires.`, amount(got, unit), { id: 'mongodbatlas:policy-retention-shorter', allowed: `${amount(min, unit)} or more`, fix: `set ${field} to ${min} or more.` });
  };
  const missing = (field: string, kind: string, allowed: string, fix: string) => {
    p.add(field, `is missing: ${by} requires ${kind} snapshots.`, { id: 'mongodbatlas:policy-kind-missing', received: undefined, allowed, fix });
  };

  if (need.hourly) {
    const n = need.hourly;
    if (!have.hourly) {
      missing('hourly', 'hourly', `snapshots every ${shown(n.every)} hours or more often, kept ${shown(n.retainDays)} days or more`, `add hourly: { every: ${shown(n.every)}, retainDays: ${shown(n.retainDays)} } (or more often, kept longer).`);
    } else {
      if (isKnown(have.hourly.every) && isKnown(n.every) && have.hourly.every > n.every) {
        p.addRendered('hourly.every', `takes hourly snapshots less often than ${by} requires.`, `every ${have.hourly.every} hours`, {
          id: 'mongodbatlas:policy-hourly-less-often',
          allowed: `every ${n.every} hours or more often (${oneOf(HOURLY_EVERY.filter((x) => x <= n.every))})`,
          fix: `set hourly.every to ${n.every} or less.`,
        });
      }
      longer('hourly.retainDays', 'hourly', have.hourly.retainDays, n.retainDays, 'days');
    }
  }
  if (need.daily) {
    if (!have.daily) missing('daily', 'daily', `daily snapshots kept ${shown(need.daily.retainDays)} days or more`, `add daily: { retainDays: ${shown(need.daily.retainDays)} } (or longer).`);
    else longer('daily.retainDays', 'daily', have.daily.retainDays, need.daily.retainDays, 'days');
  }
  listKind(p, by, 'weekly', 'retainWeeks', 'weeks', need.weekly, have.weekly, (x) => x.retainWeeks, 'dayOfWeek: 7', 'dayOfWeek', (x) => x.dayOfWeek);
  listKind(p, by, 'monthly', 'retainMonths', 'months', need.monthly, have.monthly, (x) => x.retainMonths, 'dayOfMonth: 40', 'dayOfMonth', (x) => x.dayOfMonth);
  listKind(p, by, 'yearly', 'retainYears', 'years', need.yearly, have.yearly, (x) => x.retainYears, 'month: 1', 'month', (x) => x.month);

  if (policy.pitEnabled === true) {
    if (s.clusterPitEnabled === false) {
      p.add('clusterPitEnabled', `is false, but ${by} requires point-in-time restore.`, { id: 'mongodbatlas:policy-pit-required', received: false, allowed: 'true', fix: "turn on the cluster's pitEnabled, and set clusterPitEnabled: true." });
    }
    const min = policy.restoreWindowDays;
    if (isKnown(min)) {
      // Unset keeps the window Atlas has (the attribute is optional and computed): not judged.
      if (isKnown(s.restoreWindowDays) && s.restoreWindowDays < min) {
        p.addRendered('restoreWindowDays', `is shorter than the point-in-time restore window ${by} requires.`, amount(s.restoreWindowDays, 'days'), { id: 'mongodbatlas:policy-restore-window-shorter', allowed: `${amount(min, 'days')} or more`, fix: `set restoreWindowDays to ${min} or more.` });
      }
    }
  }
}

/**
 * Weekly, monthly, yearly: every item of the policy needs an item of the schedule on the same day
 * (or month) kept at least as long. A policy item whose day or retention is a token is not judged.
 */
function listKind<T>(
  p: Problems, by: string, kind: string, retainProp: string, unit: string,
  need: T[] | undefined, have: T[] | undefined, retain: (x: T) => number, example: string,
  dayProp: string, day: (x: T) => number,
): void {
  const needed = Array.isArray(need) ? need.filter((x) => x !== null && typeof x === 'object') : [];
  if (!needed.length) return;
  const offered = Array.isArray(have) ? have.filter((x) => x !== null && typeof x === 'object') : [];
  if (!offered.length) {
    const longest = needed.map(retain).filter((v) => isKnown(v));
    p.add(kind, `is missing: ${by} requires ${kind} snapshots.`, {
      id: 'mongodbatlas:policy-kind-missing',
      received: undefined,
      allowed: `${kind} snapshots${longest.length ? ` kept ${amount(Math.max(...longest), unit)} or more` : ''}`,
      fix: `add ${kind}: [{ ${example}, ${retainProp}: ${longest.length ? Math.max(...longest) : '...'} }] (or longer).`,
    });
    return;
  }
  if (offered.some((x) => !isKnown(day(x)) || !isKnown(retain(x)))) return; // the schedule's items are not all known
  for (const n of needed) {
    const d = day(n);
    const min = retain(n);
    if (!isKnown(d) || !isKnown(min)) continue;
    const same = offered.map((x, i) => [x, i] as const).filter(([x]) => day(x) === d);
    if (!same.length) {
      p.addRendered(kind, `has no item on ${dayProp} ${d}: ${by} requires ${kind} snapshots on ${dayProp} ${d}, kept ${amount(min, unit)} or more.`,
        `items on ${dayProp} ${offered.map(day).join(', ')}`, {
          id: 'mongodbatlas:policy-item-day-missing',
          allowed: `an item with ${dayProp}: ${d}, ${retainProp}: ${min} or more`,
          fix: `add { ${dayProp}: ${d}, ${retainProp}: ${min} } to ${kind}.`,
        });
      continue;
    }
    const [best, i] = same.reduce((a, b) => (retain(b[0]) > retain(a[0]) ? b : a));
    if (retain(best) >= min) continue;
    p.addRendered(`${kind}[${i}].${retainProp}`, `keeps ${kind} snapshots on ${dayProp} ${d} for less time than ${by} requires.`, amount(retain(best), unit), {
      id: 'mongodbatlas:policy-retention-shorter',
      allowed: `${amount(min, unit)} or more`,
      fix: `set ${kind}[${i}].${retainProp} to ${min} or more.`,
    });
  }
}

/** A number for a message, or `(a token)`. */
function shown(v: number | undefined): string {
  return isKnown(v) ? String(v) : '(a token)';
}

/** `1 day`, `7 days`. */
function amount(n: number, unit: string): string {
  return `${n} ${n === 1 ? unit.replace(/s$/, '') : unit}`;
}
