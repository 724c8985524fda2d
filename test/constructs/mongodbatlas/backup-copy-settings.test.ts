import * as fs from 'fs';
import * as path from 'path';
import { clusterStack, PROJECT, synthDoc, synthError } from './cluster-util';
import { BackupCopyFrequency, BackupExportFrequency, CloudBackupSchedule } from '../../../src/constructs/mongodbatlas';

const values = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../spec/mongodbatlas/values.json'), 'utf8'));
const allowed = (attribute: string): string[] => [...values[`mongodbatlas_cloud_backup_schedule.${attribute}`].allowed].sort();
const constants = (cls: object): string[] => Object.values(cls).filter((v) => typeof v === 'string').sort();
const schedule = { projectId: PROJECT, clusterName: 'orders', daily: { retainDays: 7 } };

test('BackupExportFrequency: exactly the export frequencies of the provider, rendered as they are', () => {
  expect(constants(BackupExportFrequency)).toEqual(allowed('export.frequency_type'));
  const stack = clusterStack();
  new CloudBackupSchedule(stack, 'Backups', { ...schedule, autoExportEnabled: true, exportTo: { bucketId: '64b1c2d3e4f5a6b7c8d9e0f1', frequency: BackupExportFrequency.MONTHLY } });
  expect(synthDoc(stack).resource.mongodbatlas_cloud_backup_schedule.Backups.export).toEqual({ export_bucket_id: '64b1c2d3e4f5a6b7c8d9e0f1', frequency_type: 'monthly' });
});

test('BackupCopyFrequency: copy frequencies the provider accepts, rendered as they are; another value is refused with the allowed ones', () => {
  expect(constants(BackupCopyFrequency).every((v) => allowed('copy_settings.frequencies').includes(v))).toBe(true);
  const stack = clusterStack();
  new CloudBackupSchedule(stack, 'Backups', { ...schedule, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: [BackupCopyFrequency.DAILY, BackupCopyFrequency.YEARLY] }] });
  expect(synthDoc(stack).resource.mongodbatlas_cloud_backup_schedule.Backups.copy_settings).toEqual([{ cloud_provider: 'AWS', region_name: 'US_WEST_2', frequencies: ['DAILY', 'YEARLY'] }]);
  const bad = clusterStack();
  new CloudBackupSchedule(bad, 'Backups', { ...schedule, copyTo: [{ provider: 'AWS', region: 'US_WEST_2', frequencies: ['daily'] }] });
  expect(synthError(bad)).toBe('Validation failed with the following errors:\n'
    + '  [test/Backups/Default] [value:mongodbatlas_cloud_backup_schedule.copy_settings.frequencies] copySettings[0].frequencies[0]: is not an allowed value. Received: "daily". '
    + "Allowed: 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY' or 'ON_DEMAND'. Fix: write 'DAILY' instead of 'daily'.");
});

// The provider's copy frequencies: the multi-version API spec, DiskBackupCopySetting20240805.frequencies (YEARLY included, F4).
test('BackupCopyFrequency has a constant for every copy frequency of the provider', () => {
  expect(constants(BackupCopyFrequency)).toEqual(allowed('copy_settings.frequencies'));
});
