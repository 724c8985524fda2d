import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { CloudBackupSchedule, ImportedCloudBackupSchedule } from '../../../src/constructs/mongodbatlas';

const CLUSTER_ID = '64b1c2d3e4f5a6b7c8d9e0f1';

describe('ImportedCloudBackupSchedule (CloudBackupSchedule.fromCloudBackupScheduleAttributes)', () => {
  test('knows what it was given, renders nothing', () => {
    const stack = clusterStack();
    const schedule = CloudBackupSchedule.fromCloudBackupScheduleAttributes(stack, 'Backups', { projectId: PROJECT, clusterName: 'orders', clusterId: CLUSTER_ID });
    expect(schedule).toBeInstanceOf(ImportedCloudBackupSchedule);
    expect([schedule.projectId, schedule.clusterName, schedule.clusterId]).toEqual([PROJECT, 'orders', CLUSTER_ID]);
    expect(synthDoc(stack).resource?.mongodbatlas_cloud_backup_schedule).toBeUndefined();
  });

  test('reading an attribute that was not given is an error that names it', () => {
    const schedule = CloudBackupSchedule.fromCloudBackupScheduleAttributes(clusterStack(), 'Backups', { projectId: PROJECT, clusterName: 'orders' });
    expect(errorOf(() => schedule.policyId)).toBe('[test/Backups] policyId: is unknown: this construct was made with CloudBackupSchedule.fromCloudBackupScheduleAttributes, '
      + 'which was not given policyId. Fix: pass policyId in the attributes, or read it from the construct that defines the resource.');
  });

  test('JavaScript: missing attributes are named; a misspelled one is refused with the closest one', () => {
    expect(errorOf(() => CloudBackupSchedule.fromCloudBackupScheduleAttributes(clusterStack(), 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - clusterName: is required. Received: undefined. Allowed: the name of the cluster. Fix: set clusterName.',
    ].join('\n'));
    expect(errorOf(() => CloudBackupSchedule.fromCloudBackupScheduleAttributes(clusterStack(), 'Typo', { projectId: PROJECT, clustername: 'orders' } as any))).toBe(
      "[test/Typo] clustername: unknown option; did you mean clusterName? Received: the key 'clustername'. "
      + 'Allowed: the options of CloudBackupScheduleAttributes: projectId, clusterName, clusterId, policyId. '
      + "Fix: write 'clusterName' instead of 'clustername'.");
  });
});
