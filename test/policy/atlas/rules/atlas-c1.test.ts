import { RULE } from '../../../../src/policy/atlas/rules/atlas-c1';
import { expectRuleDoc, reported } from '../../rule-util';
import { advanced, legacy, TENANT, TOKEN } from '../inputs';

test('Atlas-C1 states an error rule on both cluster types', () => {
  expectRuleDoc(RULE, 'Atlas-C1', 'error');
  expect(RULE.types).toEqual(['mongodbatlas_advanced_cluster', 'mongodbatlas_cluster']);
});

test('pass: backups on, a token, a tenant cluster; the legacy cluster with cloud_backup or backup_enabled', () => {
  expect(reported(RULE, advanced())).toEqual([]);
  expect(reported(RULE, advanced({ backup_enabled: TOKEN }))).toEqual([]);
  expect(reported(RULE, advanced({ ...TENANT, backup_enabled: false }))).toEqual([]);
  expect(reported(RULE, legacy(), 'mongodbatlas_cluster')).toEqual([]);
  expect(reported(RULE, legacy({ cloud_backup: undefined, backup_enabled: true }), 'mongodbatlas_cluster')).toEqual([]);
});

test('fail: backup_enabled false or unset on a dedicated cluster; cloud_backup unset on the legacy cluster', () => {
  const advancedMessage = (received: string) => `backupEnabled: is off: the cluster takes no cloud backups, so its data cannot be restored. Received: ${received}. Allowed: true. `
    + 'Fix: set backupEnabled: true, and give the cluster a backup schedule (mongodbatlas.CloudBackupSchedule).';
  expect(reported(RULE, advanced({ backup_enabled: false }))).toEqual([advancedMessage('false')]);
  expect(reported(RULE, advanced({ backup_enabled: undefined }))).toEqual([advancedMessage('unset')]);
  expect(reported(RULE, legacy({ cloud_backup: undefined }), 'mongodbatlas_cluster')).toEqual([
    'cloudBackup: is off: the cluster takes no cloud backups, so its data cannot be restored. Received: unset. Allowed: true. '
    + 'Fix: set cloudBackup: true, and give the cluster a backup schedule (mongodbatlas.CloudBackupSchedule).',
  ]);
});
