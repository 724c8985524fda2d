import { clusterStack, errorOf, PROJECT } from './cluster-util';
import { notGiven, resolvedAttributes } from './ref-util';
import { BackupCompliancePolicy, IBackupCompliancePolicy } from '../../../src/constructs/mongodbatlas';

const POLICY = '64b1c2d3e4f5a6b7c8d9e0f1';
const ATTRIBUTES: Array<keyof IBackupCompliancePolicy & string> = ['projectId', 'policyId', 'state'];
const METHOD = 'BackupCompliancePolicy.fromBackupCompliancePolicyAttributes';

describe('IBackupCompliancePolicy: every implementation gives each attribute', () => {
  test('BackupCompliancePolicy: the project given, the id and state of the resource it renders', () => {
    const policy: IBackupCompliancePolicy = new BackupCompliancePolicy(clusterStack(), 'Compliance', {
      projectId: PROJECT, authorizedEmail: 'sec@example.com', authorizedUserFirstName: 'Sec', authorizedUserLastName: 'Ops', daily: { retainDays: 7 },
    });
    expect(resolvedAttributes(policy, ATTRIBUTES)).toEqual({
      projectId: PROJECT, policyId: '${mongodbatlas_backup_compliance_policy.Compliance.id}', state: '${mongodbatlas_backup_compliance_policy.Compliance.state}',
    });
  });

  test('fromLookup: the project, and what the data source reads', () => {
    const policy: IBackupCompliancePolicy = BackupCompliancePolicy.fromLookup(clusterStack(), 'Compliance', { projectId: PROJECT });
    const got = resolvedAttributes(policy, ATTRIBUTES);
    expect(got.projectId).toBe(PROJECT);
    expect(got.policyId).toMatch(/^\$\{data\.mongodbatlas_backup_compliance_policy\.Compliance_Lookup_[0-9A-F]+\.id\}$/);
    expect(got.state).toMatch(/^\$\{data\.mongodbatlas_backup_compliance_policy\.Compliance_Lookup_[0-9A-F]+\.state\}$/);
  });

  test('fromBackupCompliancePolicyAttributes: what it was given; reading what it was not is an error that names it', () => {
    const stack = clusterStack();
    const policy = BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(stack, 'Policy', { projectId: PROJECT, policyId: POLICY, state: 'ACTIVE' });
    expect(resolvedAttributes(policy, ATTRIBUTES)).toEqual({ projectId: PROJECT, policyId: POLICY, state: 'ACTIVE' });
    const partial = BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(stack, 'Partial', { projectId: PROJECT });
    expect(errorOf(() => partial.policyId)).toBe(notGiven('test/Partial', METHOD, 'policyId'));
    expect(errorOf(() => partial.state)).toBe(notGiven('test/Partial', METHOD, 'state'));
  });
});
