/**
 * Type rules of `mongodbatlas_cloud_backup_schedule`, audited against provider v2.16.0
 * (internal/service/cloudbackupschedule), its documentation and the Atlas Admin API spec it ships:
 * the policy items (same shape as the compliance policy's), copy settings and the export.
 */
import { retentionOrderRule, retentionPositiveRule, yearlyRetentionRule } from './shared/backup-policy';
import { regionNameRule } from './shared/region-name';
import { at, items, str, TypeRule } from '../../core/runtime/type-rules';
import { docs } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_cloud_backup_schedule';
const DOCS = docs('cloud_backup_schedule');

/** What a copy setting needs to say where and what to copy. */
const COPY_NEEDS: ReadonlyArray<readonly [string, string]> = [
  ['cloud_provider', 'cloudProvider'],
  ['region_name', 'regionName'],
  ['frequencies', 'frequencies'],
];

export const RULES: TypeRule[] = [
  yearlyRetentionRule(T, DOCS),
  retentionPositiveRule(T, DOCS, ['policy_item_hourly', 'policy_item_daily', 'policy_item_weekly', 'policy_item_monthly', 'policy_item_yearly']),
  retentionOrderRule(T, 'DiskBackupApiPolicyItem'),
  regionNameRule(T, (input) => items(input.copy_settings).map(([c, i]): [unknown, string] => [c.region_name, `${at('copy_settings', input.copy_settings, i)}.region_name`]), { documentedIn: DOCS }),
  {
    id: `rule:${T}/copy-setting-complete`,
    level: 'warning',
    summary: 'A copy setting names cloudProvider, regionName and at least one of the frequencies to copy (the provider documents them as required; its schema leaves them optional).',
    documentedIn: DOCS,
    check: (input, report) => {
      for (const [c, i] of items(input.copy_settings)) {
        for (const [tf, name] of COPY_NEEDS) {
          const v = c[tf];
          const missing = v === undefined || v === null || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && str(v) === '');
          if (!missing) continue;
          report(`${at('copy_settings', input.copy_settings, i)}.${tf}`, 'is required in a copy setting: it says where (cloudProvider, regionName) and which snapshots (frequencies) to copy.', {
            receivedText: Array.isArray(v) ? 'an empty list' : `${name} unset`,
            allowed: tf === 'frequencies' ? 'one or more of HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY, ON_DEMAND' : tf === 'cloud_provider' ? 'AWS, AZURE or GCP' : 'a region name of the cloud provider, e.g. US_EAST_1',
            fix: `set ${name} on this copy setting.`,
          });
        }
      }
    },
  },
  {
    id: `rule:${T}/export-daily-needs-support`,
    summary: "An export with frequencyType 'daily' needs MongoDB support assistance.",
    documentedIn: DOCS,
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
