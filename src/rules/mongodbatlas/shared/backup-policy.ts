/**
 * Rules on backup policy items, which the backup compliance policy and the cloud backup schedule
 * share (SPEC 2.1 "Backup types": the policy items of both have one shape): one definition, two
 * ids.
 */
import { at, displayPath as camel, items, num, str, TypeRule } from '../../../core/type-rules';

/** The policy item blocks and the item kind each one holds. */
const POLICY_BLOCKS = ['on_demand_policy_item', 'policy_item_hourly', 'policy_item_daily', 'policy_item_weekly', 'policy_item_monthly', 'policy_item_yearly'];

/** How many of each retention unit make one year (52 weeks is accepted as a year: never a false alarm). */
const ONE_YEAR: Readonly<Record<string, number>> = { days: 365, weeks: 52, months: 12, years: 1 };

/** A yearly policy item keeps its snapshots at least 1 year. */
export function yearlyRetentionRule(tfType: string): TypeRule {
  return {
    id: `rule:${tfType}/yearly-retention-at-least-one-year`,
    summary: 'A yearly policy item keeps its snapshots at least 1 year (1 years, 12 months, 52 weeks or 365 days).',
    source: 'SPEC 2.1 Backup types (retentionValue: "A yearly policy needs retention of at least 1 year"); 8 Limits (Yearly backup retention minimum)',
    check: (input, report) => {
      for (const [p, i] of items(input.policy_item_yearly)) {
        const unit = str(p.retention_unit);
        const value = num(p.retention_value);
        if (unit === undefined || value === undefined) continue;
        const min = ONE_YEAR[unit];
        if (min === undefined || value >= min) continue;
        report(`${at('policy_item_yearly', input.policy_item_yearly, i)}.retention_value`, 'keeps yearly snapshots less than 1 year; a yearly policy needs retention of at least 1 year.', {
          receivedText: `${value} ${unit}`,
          allowed: `at least 1 year (${min} ${unit})`,
          fix: `set retentionValue to ${min} or more (retentionUnit '${unit}'), or use retentionUnit 'years' with retentionValue 1 or more.`,
        });
      }
    },
  };
}

/** Every policy item keeps its snapshots for a positive time. */
export function retentionPositiveRule(tfType: string, blocks: readonly string[] = POLICY_BLOCKS): TypeRule {
  return {
    id: `rule:${tfType}/retention-value-positive`,
    summary: 'retentionValue of every policy item is at least 1.',
    source: 'SPEC 2.1 Backup types (retentionValue, required retention of snapshots)',
    check: (input, report) => {
      for (const b of blocks) {
        for (const [p, i] of items(input[b])) {
          const value = num(p.retention_value);
          if (value === undefined || value >= 1) continue;
          report(`${at(b, input[b], i)}.retention_value`, 'must be positive: snapshots are kept for retentionValue retentionUnits.', {
            received: value,
            allowed: 'a whole number, 1 or more',
            fix: `set ${camel(at(b, input[b], i))}.retentionValue to 1 or more.`,
          });
        }
      }
    },
  };
}
