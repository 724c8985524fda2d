import { retentionOrderRule, retentionPositiveRule, yearlyRetentionRule } from '../../../../src/rules/mongodbatlas/shared/backup-policy';
import { findingsOf } from '../../type-rule-util';

const T = 'demo_backup';
const item = (retention_value: unknown, retention_unit: string) => ({ frequency_interval: 1, retention_value, retention_unit });

describe('yearlyRetentionRule', () => {
  const rule = yearlyRetentionRule(T, 'docs/resources/demo.md');
  test('a warning documented where the caller says', () => {
    expect([rule.id, rule.level, rule.documentedIn]).toEqual(['rule:demo_backup/yearly-retention-at-least-one-year', 'warning', 'docs/resources/demo.md']);
  });
  test('pass: 1 year, 12 months, 52 weeks, 365 days; a token', () => {
    expect(findingsOf(rule, { policy_item_yearly: [item(1, 'years'), item(12, 'months'), item(52, 'weeks'), item(365, 'days'), item('${var.n}', 'days')] })).toEqual([]);
  });
  test('fail: less than a year', () => {
    expect(findingsOf(rule, { policy_item_yearly: [item(6, 'months')] })).toEqual([
      'policyItemYearly[0].retentionValue: keeps yearly snapshots less than 1 year; a yearly policy needs retention of at least 1 year. Received: 6 months. '
      + "Allowed: at least 1 year (12 months). Fix: set retentionValue to 12 or more (retentionUnit 'months'), or use retentionUnit 'years' with retentionValue 1 or more.",
    ]);
  });
});

describe('retentionPositiveRule', () => {
  const rule = retentionPositiveRule(T, 'docs/resources/demo.md');
  test('pass: 1 or more in every block', () => {
    expect(rule.id).toBe('rule:demo_backup/retention-value-positive');
    expect(findingsOf(rule, { policy_item_daily: [item(1, 'days')], on_demand_policy_item: item(3, 'days') })).toEqual([]);
  });
  test('fail: 0 or less, in a list block and in a single one', () => {
    expect(findingsOf(rule, { policy_item_daily: [item(0, 'days')], on_demand_policy_item: item(-1, 'days') })).toEqual([
      'onDemandPolicyItem.retentionValue: must be positive: snapshots are kept for retentionValue retentionUnits. Received: -1. Allowed: a whole number, 1 or more. '
      + 'Fix: set onDemandPolicyItem.retentionValue to 1 or more.',
      'policyItemDaily[0].retentionValue: must be positive: snapshots are kept for retentionValue retentionUnits. Received: 0. Allowed: a whole number, 1 or more. '
      + 'Fix: set policyItemDaily[0].retentionValue to 1 or more.',
    ]);
  });
});

describe('retentionOrderRule', () => {
  const rule = retentionOrderRule(T, 'DemoPolicyItem');
  test('an error, enforced by the API spec schema named', () => {
    expect([rule.id, rule.level, rule.enforcedBy]).toEqual(['rule:demo_backup/retention-not-shorter-than-more-frequent', undefined,
      'tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml: DemoPolicyItem.retentionValue ("For less frequent policy items, MongoDB Cloud requires that you '
      + 'specify a value greater than or equal to the value specified for more frequent policy items")']);
  });
  test('pass: longer for less frequent items; months against weeks never a false alarm', () => {
    expect(findingsOf(rule, { policy_item_hourly: [item(2, 'days')], policy_item_daily: [item(7, 'days')], policy_item_weekly: [item(4, 'weeks')], policy_item_monthly: [item(1, 'months')] })).toEqual([]);
  });
  test('fail: a daily item kept shorter than the hourly one', () => {
    expect(findingsOf(rule, { policy_item_hourly: [item(7, 'days')], policy_item_daily: [item(3, 'days')] })).toEqual([
      'policyItemDaily[0].retentionValue: keeps snapshots shorter than policyItemHourly[0] (7 days); a less frequent policy item keeps them at least as long as a more frequent one. '
      + "Received: 3 days. Allowed: at least 7 days. Fix: set retentionValue to 7 or more (retentionUnit 'days'), or shorten policyItemHourly[0].",
    ]);
  });
});
