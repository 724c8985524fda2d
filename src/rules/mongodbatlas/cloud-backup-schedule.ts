/**
 * Type rules of `mongodbatlas_cloud_backup_schedule` (SPEC 2.1 "Backup types"): the policy items
 * (same shape as the compliance policy's), copy settings and the export.
 */
import { retentionPositiveRule, yearlyRetentionRule } from './shared/backup-policy';
import { at, items, str, TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_cloud_backup_schedule';

/** What a copy setting needs to say where and what to copy. */
const COPY_NEEDS: ReadonlyArray<readonly [string, string]> = [
  ['cloud_provider', 'cloudProvider'],
  ['region_name', 'regionName'],
  ['frequencies', 'frequencies'],
];

export const RULES: TypeRule[] = [
  yearlyRetentionRule(T),
  retentionPositiveRule(T, ['policy_item_hourly', 'policy_item_daily', 'policy_item_weekly', 'policy_item_monthly', 'policy_item_yearly']),
  {
    id: `rule:${T}/copy-setting-complete`,
    level: 'warning',
    summary: 'A copy setting names cloudProvider, regionName and at least one of the frequencies to copy (the schema leaves them optional; without them nothing is copied).',
    source: 'SPEC 2.1 Backup types (cloud backup schedule copySetting: cloudProvider, frequencies, regionName); inferred: the spec does not mark them required',
    check: (input, report) => {
      for (const [c, i] of items(input.copy_settings)) {
        for (const [tf, name] of COPY_NEEDS) {
          const v = c[tf];
          const missing = v === undefined || v === null || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && str(v) === '');
          if (!missing) continue;
          report(`${at('copy_settings', input.copy_settings, i)}.${tf}`, 'is required in a copy setting: it says where (cloudProvider, regionName) and which snapshots (frequencies) to copy.', {
            receivedText: Array.isArray(v) ? 'an empty list' : `${name} unset`,
            allowed: tf === 'frequencies' ? 'one or more of HOURLY, DAILY, WEEKLY, MONTHLY, ON_DEMAND' : tf === 'cloud_provider' ? 'AWS, AZURE or GCP' : 'a region name of the cloud provider, e.g. US_EAST_1',
            fix: `set ${name} on this copy setting.`,
          });
        }
      }
    },
  },
  {
    id: `rule:${T}/export-daily-needs-support`,
    summary: "An export with frequencyType 'daily' needs MongoDB support assistance.",
    source: 'SPEC 2.1 Backup types (export frequencyType: "daily, where daily needs support assistance")',
    level: 'warning',
    check: (input, report) => {
      for (const [e, i] of items(input.export)) {
        if (str(e.frequency_type) !== 'daily') continue;
        report(`${at('export', input.export, i)}.frequency_type`, 'daily exports need support assistance: the service accepts them only once support has enabled them for the project.', {
          received: 'daily',
          allowed: "weekly, monthly or yearly without assistance; 'daily' with support assistance",
          fix: "ask support to enable daily exports for the project first, or use 'weekly', 'monthly' or 'yearly'.",
        });
      }
    },
  },
];
