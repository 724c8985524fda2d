import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

type Config = mongodbatlas.MongodbatlasCloudBackupScheduleConfig;
const R = 'rule:mongodbatlas_cloud_backup_schedule';
const base: Config = {
  projectId: '6568f0c3a8d2b64e9d8a1b2c',
  clusterName: 'orders',
  referenceHourOfDay: 3,
  referenceMinuteOfHour: 45,
  policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 7 },
  policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 7 },
  policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'years', retentionValue: 2 }],
  copySettings: [{ cloudProvider: 'AWS', regionName: 'US_WEST_2', frequencies: ['HOURLY', 'DAILY'], shouldCopyOplogs: true, zoneId: '6568f0c3a8d2b64e9d8a1b2d' }],
  exportAttribute: { exportBucketId: 'b-1', frequencyType: 'monthly' },
};

function make(config: Config | ((s: any) => Config), before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasCloudBackupSchedule(s, 'b', typeof config === 'function' ? config(s) : config);
  });
}
const fails = (config: Config) => errorOf(() => make(config));

describe('mongodbatlas_cloud_backup_schedule type rules', () => {
  test('a valid schedule has no findings', () => {
    expect(make(base).warnings).toEqual([]);
  });

  test('yearly-retention-at-least-one-year', () => {
    expect(make({ ...base, policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'months', retentionValue: 24 }] }).warnings).toEqual([]);
    expect(make({ ...base, policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'days', retentionValue: 90 }] }).warnings).toEqual([
      `test/b: [${R}/yearly-retention-at-least-one-year] policyItemYearly[0].retentionValue: keeps yearly snapshots less than 1 year; a yearly policy needs retention of at least 1 year. Received: 90 days. Allowed: at least 1 year (365 days). Fix: set retentionValue to 365 or more (retentionUnit 'days'), or use retentionUnit 'years' with retentionValue 1 or more.`,
    ]);
  });

  test('retention-value-positive', () => {
    expect(make({ ...base, policyItemHourly: undefined, policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 0 } }).warnings).toEqual([
      `test/b: [${R}/retention-value-positive] policyItemDaily.retentionValue: must be positive: snapshots are kept for retentionValue retentionUnits. Received: 0. Allowed: a whole number, 1 or more. Fix: set policyItemDaily.retentionValue to 1 or more.`,
    ]);
  });

  test('retention-not-shorter-than-more-frequent: daily items kept shorter than hourly ones fail', () => {
    expect(make({ ...base, policyItemDaily: { frequencyInterval: 1, retentionUnit: 'weeks', retentionValue: 1 } }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 2 } }))).toEqual([
      `[test/b] [${R}/retention-not-shorter-than-more-frequent] policyItemDaily.retentionValue: keeps snapshots shorter than policyItemHourly (7 days); a less frequent policy item keeps them at least as long as a more frequent one. Received: 2 days. Allowed: at least 7 days. Fix: set retentionValue to 7 or more (retentionUnit 'days'), or shorten policyItemHourly.`,
    ]);
    expect(errorLines(fails({ ...base, policyItemWeekly: [{ frequencyInterval: 6, retentionUnit: 'days', retentionValue: 5 }] }))).toEqual([
      `[test/b] [${R}/retention-not-shorter-than-more-frequent] policyItemWeekly[0].retentionValue: keeps snapshots shorter than policyItemHourly (7 days); a less frequent policy item keeps them at least as long as a more frequent one. Received: 5 days. Allowed: at least 7 days. Fix: set retentionValue to 7 or more (retentionUnit 'days'), or shorten policyItemHourly.`,
    ]);
  });

  test('atlas-region-name (copy settings: a warning, the API has no enum there)', () => {
    expect(make({ ...base, copySettings: [{ cloudProvider: 'AWS', regionName: 'us-west-2', frequencies: ['DAILY'] }] }).warnings).toEqual([
      `test/b: [${R}/atlas-region-name] copySettings[0].regionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: "us-west-2". Allowed: 'US_WEST_2' (the Atlas name of this region). Fix: set regionName to 'US_WEST_2'.`,
    ]);
  });

  test('copy-setting-complete (warning: the schema leaves the fields optional)', () => {
    const w = make({ ...base, copySettings: [...(base.copySettings as any[]), { cloudProvider: 'AWS', frequencies: [] }] }).warnings;
    expect(w).toEqual([
      `test/b: [${R}/copy-setting-complete] copySettings[1].regionName: is required in a copy setting: it says where (cloudProvider, regionName) and which snapshots (frequencies) to copy. Received: regionName unset. Allowed: a region name of the cloud provider, e.g. US_EAST_1. Fix: set regionName on this copy setting.`,
      `test/b: [${R}/copy-setting-complete] copySettings[1].frequencies: is required in a copy setting: it says where (cloudProvider, regionName) and which snapshots (frequencies) to copy. Received: an empty list. Allowed: one or more of HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY, ON_DEMAND. Fix: set frequencies on this copy setting.`,
    ]);
    expect(make({ ...base, copySettings: [{ regionName: 'US_WEST_2', frequencies: ['DAILY'] }] }).warnings).toEqual([
      `test/b: [${R}/copy-setting-complete] copySettings[0].cloudProvider: is required in a copy setting: it says where (cloudProvider, regionName) and which snapshots (frequencies) to copy. Received: cloudProvider unset. Allowed: AWS, AZURE or GCP. Fix: set cloudProvider on this copy setting.`,
    ]);
  });

  test('export-daily-needs-support (warning)', () => {
    expect(make({ ...base, exportAttribute: { exportBucketId: 'b-1', frequencyType: 'weekly' } }).warnings).toEqual([]);
    expect(make({ ...base, exportAttribute: { exportBucketId: 'b-1', frequencyType: 'daily' } }).warnings).toEqual([
      `test/b: [${R}/export-daily-needs-support] export.frequencyType: daily exports need support assistance: the service accepts them only once support has enabled them for the project. Received: "daily". Allowed: weekly, monthly or yearly without assistance; 'daily' with support assistance. Fix: ask support to enable daily exports for the project first, or use 'weekly', 'monthly' or 'yearly'.`,
    ]);
  });

  test('tokens are not judged', () => {
    const r = make((s) => {
      const v = (id: string, type = 'string') => new TerraformVariable(s, id, { type });
      return {
        ...base,
        policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'days', retentionValue: v('n', 'number').numberValue }],
        copySettings: [{ cloudProvider: v('cp').stringValue, regionName: v('rn').stringValue, frequencies: v('fq', 'list(string)').listValue }],
        exportAttribute: { exportBucketId: 'b-1', frequencyType: v('ft').stringValue },
      };
    });
    expect(r.warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead', () => {
    const r = make({ ...base, copySettings: [{ cloudProvider: 'AWS', regionName: 'US_WEST_2' }] },
      (s) => Checks.of(s).acknowledge(`${R}/copy-setting-complete`, 'frequencies are managed in the Atlas UI'));
    expect(r.warnings).toEqual([`test/b: [${R}/copy-setting-complete] copySettings[0].frequencies: is required in a copy setting: it says where (cloudProvider, regionName) and which snapshots (frequencies) to copy. Received: frequencies unset. Allowed: one or more of HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY, ON_DEMAND. Fix: set frequencies on this copy setting. Acknowledged: frequencies are managed in the Atlas UI`]);
  });
});
