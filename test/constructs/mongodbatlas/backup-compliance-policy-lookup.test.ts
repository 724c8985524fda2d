import { TerraformOutput } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { BackupCompliancePolicy, BackupCompliancePolicyLookup } from '../../../src/constructs/mongodbatlas';

describe('BackupCompliancePolicyLookup (BackupCompliancePolicy.fromLookup)', () => {
  test("reads the project's policy through the data source; policyId and state are its attributes", () => {
    const stack = clusterStack();
    const policy = BackupCompliancePolicy.fromLookup(stack, 'Policy', { projectId: PROJECT });
    new TerraformOutput(stack, 'id', { value: policy.policyId });
    new TerraformOutput(stack, 'state', { value: policy.state });
    expect(policy).toBeInstanceOf(BackupCompliancePolicyLookup);
    const doc = synthDoc(stack);
    expect(doc.data.mongodbatlas_backup_compliance_policy).toEqual({ Policy_Lookup_CA3DABE4: { project_id: PROJECT } });
    expect(policy.projectId).toBe(PROJECT);
    expect([doc.output.id.value, doc.output.state.value]).toEqual([
      '${data.mongodbatlas_backup_compliance_policy.Policy_Lookup_CA3DABE4.id}', '${data.mongodbatlas_backup_compliance_policy.Policy_Lookup_CA3DABE4.state}',
    ]);
  });

  test('JavaScript: a missing projectId is named by the data source; a misspelled option is refused with the closest one', () => {
    expect(errorOf(() => BackupCompliancePolicy.fromLookup(clusterStack(), 'Bad', {} as any))).toBe(
      "[test/Bad/Lookup] projectId: is required. Received: undefined. Allowed: a string. Fix: set 'projectId'.");
    expect(errorOf(() => BackupCompliancePolicy.fromLookup(clusterStack(), 'Typo', { projectID: PROJECT } as any))).toBe(
      "[test/Typo] projectID: unknown option; did you mean projectId? Received: the key 'projectID'. Allowed: the options of BackupCompliancePolicyLookupOptions: projectId. "
      + "Fix: write 'projectId' instead of 'projectID'.");
  });
});
