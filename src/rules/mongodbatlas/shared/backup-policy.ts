/**
 * Rules on backup policy items, which the backup compliance policy and the cloud backup schedule
 * share (their policy items have one shape): one definition, one id per type.
 */
import { at, displayPath as camel, items, num, str, TypeRule } from '../../../core/runtime/type-rules';
import { API_SPEC } from '../../../facts/mongodbatlas/provenance';

/** The policy item blocks and the item kind each one holds. */
const POLICY_BLOCKS = ['on_demand_policy_item', 'policy_item_hourly', 'policy_item_daily', 'policy_item_weekly', 'policy_item_monthly', 'policy_item_yearly'];

/** The scheduled blocks from the most frequent to the least frequent. */
const BY_FREQUENCY = ['policy_item_hourly', 'policy_item_daily', 'policy_item_weekly', 'policy_item_monthly', 'policy_item_yearly'] as const;

/** How many of each retention unit make one year (52 weeks is accepted as a year: never a false alarm). */
const ONE_YEAR: Readonly<Record<string, number>> = { days: 365, weeks: 52, months: 12, years: 1 };

/** The shortest and the longest a unit can be, in days (a month is 28 to 31 days, a year 365 or 366). */
const DAYS: Readonly<Record<string, readonly [number, number]>> = { days: [1, 1], weeks: [7, 7], months: [28, 31], years: [365, 366] };

/** A yearly policy item keeps its snapshots at least 1 year. */
export function yearlyRetentionRule(tfType: string, documentedIn: string): TypeRule {
  return {
    id: `rule:${tfType}/yearly-retention-at-least-one-year`,
    level: 'warning',
    summary: 'A yearly policy item keeps its snapshots at least 1 year (1 years, 12 months, 52 weeks or 365 days).',
    documentedIn,
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
export function retentionPositiveRule(tfType: string, documentedIn: string, blocks: readonly string[] = POLICY_BLOCKS): TypeRule {
  return {
    id: `rule:${tfType}/retention-value-positive`,
    level: 'warning',
    summary: 'retentionValue of every policy item is at least 1.',
    documentedIn,
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

/** Retention of one policy item in days: the shortest and the longest it can be. */
function retentionDays(p: Record<string, any>): readonly [number, number] | undefined {
  const unit = str(p.retention_unit);
  const value = num(p.retention_value);
  const d = unit === undefined ? undefined : DAYS[unit];
  return d === undefined || value === undefined ? undefined : [value * d[0], value * d[1]];
}

/**
 * A less frequent policy item keeps its snapshots at least as long as a more frequent one (daily >=
 * hourly, weekly >= daily, monthly >= weekly, yearly >= monthly). Judged only where the longest the
 * less frequent item can keep is shorter than the shortest the more frequent one keeps, so months
 * and years never raise a false alarm.
 */
export function retentionOrderRule(tfType: string, schema: string): TypeRule {
  return {
    id: `rule:${tfType}/retention-not-shorter-than-more-frequent`,
    summary: 'A less frequent policy item keeps snapshots at least as long as every more frequent one (daily >= hourly, weekly >= daily, monthly >= weekly, yearly >= monthly).',
    enforcedBy: `${API_SPEC}: ${schema}.retentionValue ("For less frequent policy items, MongoDB Cloud requires that you specify a value greater than or equal to the value specified for more frequent policy items")`,
    check: (input, report) => {
      // The longest retention of a more frequent item seen so far, with where it is.
      let longest: { min: number; path: string; text: string } | undefined;
      for (const b of BY_FREQUENCY) {
        let blockMax: { min: number; path: string; text: string } | undefined;
        for (const [p, i] of items(input[b])) {
          const d = retentionDays(p);
          if (!d) continue;
          const path = at(b, input[b], i);
          const text = `${p.retention_value} ${p.retention_unit}`;
          if (longest && d[1] < longest.min) {
            const unit = str(p.retention_unit)!;
            const need = Math.ceil(longest.min / DAYS[unit][0]);
            report(`${path}.retention_value`, `keeps snapshots shorter than ${camel(longest.path)} (${longest.text}); a less frequent policy item keeps them at least as long as a more frequent one.`, {
              receivedText: text,
              allowed: `at least ${longest.text}`,
              fix: `set retentionValue to ${need} or more (retentionUnit '${unit}'), or shorten ${camel(longest.path)}.`,
            });
          }
          if (!blockMax || d[0] > blockMax.min) blockMax = { min: d[0], path, text };
        }
        if (blockMax && (!longest || blockMax.min > longest.min)) longest = blockMax;
      }
    },
  };
}
