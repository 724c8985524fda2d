import { TerraformOutput } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { CloudBackupSchedule, CloudBackupScheduleLookup } from '../../../src/constructs/mongodbatlas';

describe('CloudBackupScheduleLookup (CloudBackupSchedule.fromLookup)', () => {
  test("reads the cluster's schedule through the data source; clusterId and policyId are its attributes", () => {
    const stack = clusterStack();
    const schedule = CloudBackupSchedule.fromLookup(stack, 'Backups', { projectId: PROJECT, clusterName: 'orders' });
    new TerraformOutput(stack, 'cluster', { value: schedule.clusterId });
    new TerraformOutput(stack, 'policy', { value: schedule.policyId });
    expect(schedule).toBeInstanceOf(CloudBackupScheduleLookup);
    const doc = synthDoc(stack);
    expect(doc.data.mongodbatlas_cloud_backup_schedule).toEqual({ Backups_Lookup_604E4A69: { project_id: PROJECT, cluster_name: 'orders' } });
    expect([schedule.projectId, schedule.clusterName]).toEqual([PROJECT, 'orders']);
    expect([doc.output.cluster.value, doc.output.policy.value]).toEqual([
      '${data.mongodbatlas_cloud_backup_schedule.Backups_Lookup_604E4A69.cluster_id}', '${data.mongodbatlas_cloud_backup_schedule.Backups_Lookup_604E4A69.id_policy}',
    ]);
  });

  test('JavaScript: a missing clusterName is named by the data source; a misspelled option is refused with the closest one', () => {
    expect(errorOf(() => CloudBackupSchedule.fromLookup(clusterStack(), 'Bad', { projectId: PROJECT } as any))).toBe(
      "[test/Bad/Lookup] clusterName: is required. Received: undefined. Allowed: a string. Fix: set 'clusterName'.");
    expect(errorOf(() => CloudBackupSchedule.fromLookup(clusterStack(), 'Typo', { projectId: PROJECT, cluster: 'orders' } as any))).toBe(
      "[test/Typo] cluster: unknown option; did you mean clusterName? Received: the key 'cluster'. Allowed: the options of CloudBackupScheduleLookupOptions: projectId, clusterName. "
      + "Fix: write 'clusterName' instead of 'cluster'.");
  });
});
