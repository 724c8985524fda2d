/** Atlas-C1: cloud backups off on a dedicated cluster. */
import { bool } from '../../../core/runtime/type-rules';
import { ResourceRuleBody } from '../../rule';
import { CLUSTER_TYPES, isDedicated, LEGACY } from '../cluster';

export const RULE: ResourceRuleBody = {
  level: 'error',
  summary: 'Cloud backups are off on a dedicated cluster (M10 and above).',
  explanation: 'Without cloud backups, data lost to a bad deployment, a dropped collection or a deleted cluster cannot be restored. '
    + 'Tenant and flex clusters are not judged: their backups are not set with this attribute.',
  fix: 'Set backupEnabled: true (cloudBackup: true on the legacy mongodbatlas_cluster) and give the cluster a backup schedule; '
    + 'for a disposable cluster, suppress {id} with a reason.',
  types: CLUSTER_TYPES,
  check: (input, type, report) => {
    if (isDedicated(input, type) !== true) return;
    if (type === LEGACY) {
      const cloud = bool(input.cloud_backup);
      const legacy = bool(input.backup_enabled);
      if (cloud === true || legacy === true) return;
      if (input.cloud_backup !== undefined && cloud === undefined) return; // a token
      if (input.backup_enabled !== undefined && legacy === undefined) return; // a token
      report('cloud_backup', 'is off: the cluster takes no cloud backups, so its data cannot be restored.', {
        received: input.cloud_backup,
        allowed: 'true',
        fix: 'set cloudBackup: true, and give the cluster a backup schedule (mongodbatlas.CloudBackupSchedule).',
      });
      return;
    }
    const on = bool(input.backup_enabled);
    if (on === true || (input.backup_enabled !== undefined && on === undefined)) return;
    report('backup_enabled', 'is off: the cluster takes no cloud backups, so its data cannot be restored.', {
      received: input.backup_enabled,
      allowed: 'true',
      fix: 'set backupEnabled: true, and give the cluster a backup schedule (mongodbatlas.CloudBackupSchedule).',
    });
  },
};
