import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { BackupCompliancePolicy, ImportedBackupCompliancePolicy } from '../../../src/constructs/mongodbatlas';

const POLICY = '64b1c2d3e4f5a6b7c8d9e0f1';

describe('ImportedBackupCompliancePolicy (BackupCompliancePolicy.fromBackupCompliancePolicyAttributes)', () => {
  test('knows what it was given, renders nothing', () => {
    const stack = clusterStack();
    const policy = BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(stack, 'Policy', { projectId: PROJECT, policyId: POLICY, state: 'ACTIVE' });
    expect(policy).toBeInstanceOf(ImportedBackupCompliancePolicy);
    expect([policy.projectId, policy.policyId, policy.state]).toEqual([PROJECT, POLICY, 'ACTIVE']);
    expect(synthDoc(stack).resource?.mongodbatlas_backup_compliance_policy).toBeUndefined();
  });

  test('reading an attribute that was not given is an error that names it', () => {
    const policy = BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(clusterStack(), 'Policy', { projectId: PROJECT });
    expect(errorOf(() => policy.state)).toBe('[test/Policy] state: is unknown: this construct was made with BackupCompliancePolicy.fromBackupCompliancePolicyAttributes, '
      + 'which was not given state. Fix: pass state in the attributes, or read it from the construct that defines the resource.');
  });

  test('JavaScript: a missing projectId is named; a misspelled attribute is refused with the closest one', () => {
    expect(errorOf(() => BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(clusterStack(), 'Bad', {} as any))).toBe(
      '[test/Bad] projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.');
    expect(errorOf(() => BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(clusterStack(), 'Typo', { projectId: PROJECT, policyID: POLICY } as any))).toBe(
      "[test/Typo] policyID: unknown option; did you mean policyId? Received: the key 'policyID'. Allowed: the options of BackupCompliancePolicyAttributes: projectId, policyId, state. "
      + "Fix: write 'policyId' instead of 'policyID'.");
  });
});
