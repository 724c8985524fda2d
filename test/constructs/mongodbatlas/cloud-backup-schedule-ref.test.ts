import { clusterStack, errorOf, PROJECT } from './cluster-util';
import { notGiven, resolvedAttributes } from './ref-util';
import { CloudBackupSchedule, ICloudBackupSchedule } from '../../../src/constructs/mongodbatlas';

const CLUSTER_ID = '64b1c2d3e4f5a6b7c8d9e0f1';
const POLICY = '64b1c2d3e4f5a6b7c8d9e0f2';
const ATTRIBUTES: Array<keyof ICloudBackupSchedule & string> = ['projectId', 'clusterName', 'clusterId', 'policyId'];
const METHOD = 'CloudBackupSchedule.fromCloudBackupScheduleAttributes';

describe('ICloudBackupSchedule: every implementation gives each attribute', () => {
  test('CloudBackupSchedule: the cluster given, the ids of the resource it renders', () => {
    const schedule: ICloudBackupSchedule = new CloudBackupSchedule(clusterStack(), 'Backups', { projectId: PROJECT, clusterName: 'orders', daily: { retainDays: 7 } });
    expect(resolvedAttributes(schedule, ATTRIBUTES)).toEqual({
      projectId: PROJECT,
      clusterName: 'orders',
      clusterId: '${mongodbatlas_cloud_backup_schedule.Backups.cluster_id}',
      policyId: '${mongodbatlas_cloud_backup_schedule.Backups.id_policy}',
    });
  });

  test('fromLookup: the cluster it looks up by, and what the data source reads', () => {
    const schedule: ICloudBackupSchedule = CloudBackupSchedule.fromLookup(clusterStack(), 'Backups', { projectId: PROJECT, clusterName: 'orders' });
    const got = resolvedAttributes(schedule, ATTRIBUTES);
    expect([got.projectId, got.clusterName]).toEqual([PROJECT, 'orders']);
    expect(got.clusterId).toMatch(/^\$\{data\.mongodbatlas_cloud_backup_schedule\.Backups_Lookup_[0-9A-F]+\.cluster_id\}$/);
    expect(got.policyId).toMatch(/^\$\{data\.mongodbatlas_cloud_backup_schedule\.Backups_Lookup_[0-9A-F]+\.id_policy\}$/);
  });

  test('fromCloudBackupScheduleAttributes: what it was given; reading what it was not is an error that names it', () => {
    const stack = clusterStack();
    const schedule = CloudBackupSchedule.fromCloudBackupScheduleAttributes(stack, 'Backups', { projectId: PROJECT, clusterName: 'orders', clusterId: CLUSTER_ID, policyId: POLICY });
    expect(resolvedAttributes(schedule, ATTRIBUTES)).toEqual({ projectId: PROJECT, clusterName: 'orders', clusterId: CLUSTER_ID, policyId: POLICY });
    const partial = CloudBackupSchedule.fromCloudBackupScheduleAttributes(stack, 'Partial', { projectId: PROJECT, clusterName: 'orders' });
    expect(errorOf(() => partial.clusterId)).toBe(notGiven('test/Partial', METHOD, 'clusterId'));
    expect(errorOf(() => partial.policyId)).toBe(notGiven('test/Partial', METHOD, 'policyId'));
  });
});
