import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

type Config = mongodbatlas.MongodbatlasBackupCompliancePolicyConfig;
const R = 'rule:mongodbatlas_backup_compliance_policy';
const base: Config = {
  projectId: '6568f0c3a8d2b64e9d8a1b2c',
  authorizedEmail: 'dba@example.com',
  authorizedUserFirstName: 'Jane',
  authorizedUserLastName: 'Doe',
  onDemandPolicyItem: { frequencyInterval: 0, retentionUnit: 'days', retentionValue: 3 },
  policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 7 },
  policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 7 },
  policyItemWeekly: [{ frequencyInterval: 1, retentionUnit: 'weeks', retentionValue: 4 }],
  policyItemMonthly: [{ frequencyInterval: 1, retentionUnit: 'months', retentionValue: 12 }],
  policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'years', retentionValue: 1 }],
};

function make(config: Config | ((s: any) => Config), before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasBackupCompliancePolicy(s, 'p', typeof config === 'function' ? config(s) : config);
  });
}
const fails = (config: Config) => errorOf(() => make(config));

describe('mongodbatlas_backup_compliance_policy type rules', () => {
  test('a valid policy has no findings', () => {
    expect(make(base).warnings).toEqual([]);
  });

  test('yearly-retention-at-least-one-year', () => {
    expect(make({
      ...base,
      policyItemYearly: [
        { frequencyInterval: 1, retentionUnit: 'months', retentionValue: 12 },
        { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 365 },
      ],
    }).warnings).toEqual([]);
    // Without the monthly item, which a 6-month yearly item would also undercut (retention order).
    expect(make({ ...base, policyItemMonthly: undefined, policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'months', retentionValue: 6 }] }).warnings).toEqual([
      `test/p: [${R}/yearly-retention-at-least-one-year] policyItemYearly[0].retentionValue: keeps yearly snapshots less than 1 year; a yearly policy needs retention of at least 1 year. Received: 6 months. Allowed: at least 1 year (12 months). Fix: set retentionValue to 12 or more (retentionUnit 'months'), or use retentionUnit 'years' with retentionValue 1 or more.`,
    ]);
    expect(make({ ...base, policyItemMonthly: undefined, policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'years', retentionValue: 1 }, { frequencyInterval: 2, retentionUnit: 'weeks', retentionValue: 10 }] }).warnings).toEqual([
      `test/p: [${R}/yearly-retention-at-least-one-year] policyItemYearly[1].retentionValue: keeps yearly snapshots less than 1 year; a yearly policy needs retention of at least 1 year. Received: 10 weeks. Allowed: at least 1 year (52 weeks). Fix: set retentionValue to 52 or more (retentionUnit 'weeks'), or use retentionUnit 'years' with retentionValue 1 or more.`,
    ]);
  });

  test('retention-value-positive', () => {
    expect(make({ ...base, policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 0 } }).warnings).toEqual([
      `test/p: [${R}/retention-value-positive] policyItemHourly.retentionValue: must be positive: snapshots are kept for retentionValue retentionUnits. Received: 0. Allowed: a whole number, 1 or more. Fix: set policyItemHourly.retentionValue to 1 or more.`,
    ]);
    expect(make({ ...base, onDemandPolicyItem: { frequencyInterval: 0, retentionUnit: 'days', retentionValue: -1 } }).warnings).toEqual([
      `test/p: [${R}/retention-value-positive] onDemandPolicyItem.retentionValue: must be positive: snapshots are kept for retentionValue retentionUnits. Received: -1. Allowed: a whole number, 1 or more. Fix: set onDemandPolicyItem.retentionValue to 1 or more.`,
    ]);
    expect(make({ ...base, policyItemHourly: undefined, policyItemDaily: undefined, policyItemWeekly: undefined, policyItemMonthly: [{ frequencyInterval: 1, retentionUnit: 'months', retentionValue: 12 }, { frequencyInterval: 2, retentionUnit: 'months', retentionValue: 0 }] }).warnings).toEqual([
      `test/p: [${R}/retention-value-positive] policyItemMonthly[1].retentionValue: must be positive: snapshots are kept for retentionValue retentionUnits. `
      + 'Received: 0. Allowed: a whole number, 1 or more. Fix: set policyItemMonthly[1].retentionValue to 1 or more.',
    ]);
  });

  test('retention-not-shorter-than-more-frequent (the API refuses a less frequent item kept shorter)', () => {
    // Equal retention, and units that may or may not be shorter (4 weeks against 1 month), pass.
    expect(make({ ...base, policyItemWeekly: [{ frequencyInterval: 1, retentionUnit: 'weeks', retentionValue: 4 }], policyItemMonthly: [{ frequencyInterval: 1, retentionUnit: 'months', retentionValue: 1 }] }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 3 } }))).toEqual([
      `[test/p] [${R}/retention-not-shorter-than-more-frequent] policyItemDaily.retentionValue: keeps snapshots shorter than policyItemHourly (7 days); a less frequent policy item keeps them at least as long as a more frequent one. Received: 3 days. Allowed: at least 7 days. Fix: set retentionValue to 7 or more (retentionUnit 'days'), or shorten policyItemHourly.`,
    ]);
    expect(errorLines(fails({ ...base, policyItemMonthly: [{ frequencyInterval: 1, retentionUnit: 'weeks', retentionValue: 2 }] }))).toEqual([
      `[test/p] [${R}/retention-not-shorter-than-more-frequent] policyItemMonthly[0].retentionValue: keeps snapshots shorter than policyItemWeekly[0] (4 weeks); a less frequent policy item keeps them at least as long as a more frequent one. Received: 2 weeks. Allowed: at least 4 weeks. Fix: set retentionValue to 4 or more (retentionUnit 'weeks'), or shorten policyItemWeekly[0].`,
    ]);
  });

  test('tokens are not judged', () => {
    const r = make((s) => ({
      ...base,
      policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: new TerraformVariable(s, 'n', { type: 'number' }).numberValue },
      policyItemYearly: [
        { frequencyInterval: 1, retentionUnit: new TerraformVariable(s, 'u', { type: 'string' }).stringValue, retentionValue: 1 },
        { frequencyInterval: 1, retentionUnit: 'days', retentionValue: new TerraformVariable(s, 'd', { type: 'number' }).numberValue },
      ],
    }));
    expect(r.warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead', () => {
    const r = make({ ...base, policyItemMonthly: undefined, policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'days', retentionValue: 300 }] },
      (s) => Checks.of(s).acknowledge(`${R}/yearly-retention-at-least-one-year`, 'legal hold is handled by a separate archive'));
    expect(r.warnings).toEqual([`test/p: [${R}/yearly-retention-at-least-one-year] policyItemYearly[0].retentionValue: keeps yearly snapshots less than 1 year; a yearly policy needs retention of at least 1 year. Received: 300 days. Allowed: at least 1 year (365 days). Fix: set retentionValue to 365 or more (retentionUnit 'days'), or use retentionUnit 'years' with retentionValue 1 or more. Acknowledged: legal hold is handled by a separate archive`]);
  });
});

// The provider's acceptance test (internal/service/backupcompliancepolicy/resource_backup_compliance_policy_test.go,
// configBasic) applies frequency_interval = 0 to the daily, weekly and monthly items, which the API ignores for
// non-hourly items of a compliance policy (BackupComplianceScheduledPolicyItem.frequencyInterval): no finding (issue 25).
test('configBasic of the acceptance test: frequency_interval 0 on the non-hourly items is accepted without a word', () => {
  const r = make({
    ...base,
    policyItemDaily: { frequencyInterval: 0, retentionUnit: 'days', retentionValue: 7 },
    policyItemWeekly: [{ frequencyInterval: 0, retentionUnit: 'weeks', retentionValue: 4 }],
    policyItemMonthly: [{ frequencyInterval: 0, retentionUnit: 'months', retentionValue: 12 }],
    policyItemYearly: [{ frequencyInterval: 0, retentionUnit: 'years', retentionValue: 1 }],
  });
  expect(r.warnings).toEqual([]);
  expect(r.doc.resource.mongodbatlas_backup_compliance_policy.p.policy_item_daily.frequency_interval).toBe(0);
});
