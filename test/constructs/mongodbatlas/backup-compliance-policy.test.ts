import { TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import { BackupCompliancePolicy, BackupCompliancePolicyProps } from '../../../src/constructs/mongodbatlas';

const props: BackupCompliancePolicyProps = {
  projectId: PROJECT,
  authorizedEmail: 'sec@example.com',
  authorizedUserFirstName: 'Sec',
  authorizedUserLastName: 'Ops',
  copyProtectionEnabled: true,
  encryptionAtRestEnabled: true,
  pitEnabled: true,
  restoreWindowDays: 7,
  hourly: { every: 6, retainDays: 7 },
  daily: { retainDays: 14 },
  weekly: [{ dayOfWeek: 7, retainWeeks: 8 }],
  monthly: [{ dayOfMonth: 40, retainMonths: 12 }],
  yearly: [{ month: 1, retainYears: 7 }],
  onDemand: { retainDays: 3 },
};

const RETAINED = 'test/Compliance: [mongodbatlas:compliance-policy-retained] a backup compliance policy cannot be turned off without MongoDB support: '
  + 'destroying it fails until support has approved its disablement (provider PRs 1790 and 3409). '
  + 'It is rendered with lifecycle.prevent_destroy (removalPolicy RETAIN); to take it down, have support approve the disablement, then set removalPolicy: RemovalPolicy.DESTROY.';

describe('BackupCompliancePolicy', () => {
  test('renders mongodbatlas_backup_compliance_policy under the L2 id, with the on-demand item at interval 0', () => {
    const stack = clusterStack();
    const policy = new BackupCompliancePolicy(stack, 'Compliance', props);
    const body = synthDoc(stack).resource.mongodbatlas_backup_compliance_policy.Compliance;
    expect(body).toEqual({
      project_id: PROJECT,
      authorized_email: 'sec@example.com',
      authorized_user_first_name: 'Sec',
      authorized_user_last_name: 'Ops',
      copy_protection_enabled: true,
      encryption_at_rest_enabled: true,
      pit_enabled: true,
      restore_window_days: 7,
      on_demand_policy_item: { frequency_interval: 0, retention_unit: 'days', retention_value: 3 },
      policy_item_hourly: { frequency_interval: 6, retention_unit: 'days', retention_value: 7 },
      policy_item_daily: { frequency_interval: 1, retention_unit: 'days', retention_value: 14 },
      policy_item_weekly: [{ frequency_interval: 7, retention_unit: 'weeks', retention_value: 8 }],
      policy_item_monthly: [{ frequency_interval: 40, retention_unit: 'months', retention_value: 12 }],
      policy_item_yearly: [{ frequency_interval: 1, retention_unit: 'years', retention_value: 7 }],
      lifecycle: { prevent_destroy: true },
    });
    expect(policy.node.defaultChild).toBe(policy.resource);
    expect(policy.projectId).toBe(PROJECT);
    expect(policy.policyId).toMatch(/^\$\{TfToken/);
    expect(policy.state).toMatch(/^\$\{TfToken/);
  });

  test('RETAIN by default: prevent_destroy and one warning per policy, whatever the number of synths', () => {
    const stack = clusterStack();
    const policy = new BackupCompliancePolicy(stack, 'Compliance', props);
    synthDoc(stack);
    synthDoc(stack);
    expect(policy.removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(policy.removalPolicyIsExplicit).toBe(false);
    expect(TerrainTesting.warnings(stack)).toEqual([RETAINED]);
  });

  test('DESTROY (explicit, or from RemovalPolicies): no prevent_destroy, no warning', () => {
    const explicit = clusterStack();
    new BackupCompliancePolicy(explicit, 'Compliance', { ...props, removalPolicy: RemovalPolicy.DESTROY });
    expect(synthDoc(explicit).resource.mongodbatlas_backup_compliance_policy.Compliance.lifecycle).toBeUndefined();
    expect(TerrainTesting.warnings(explicit)).toEqual([]);

    const dev = clusterStack();
    const policy = new BackupCompliancePolicy(dev, 'Compliance', props);
    RemovalPolicies.of(dev).destroy();
    expect(synthDoc(dev).resource.mongodbatlas_backup_compliance_policy.Compliance.lifecycle).toBeUndefined();
    expect(policy.removalPolicy).toBe(RemovalPolicy.DESTROY);
    expect(TerrainTesting.warnings(dev)).toEqual([]);
  });

  test('restoreWindowDays is a whole number of days, 1 or more', () => {
    expect(errorOf(() => new BackupCompliancePolicy(clusterStack(), 'Compliance', { ...props, restoreWindowDays: 0 }))).toBe(
      '[test/Compliance] restoreWindowDays: is not a whole number of days, 1 or more. Received: 0. Allowed: a whole number of days, 1 or more. Fix: set the number of days of the restore window, e.g. 7.');
    const stack = clusterStack();
    new BackupCompliancePolicy(stack, 'Compliance', { ...props, restoreWindowDays: new TerraformVariable(stack, 'w', { type: 'number' }).numberValue });
    expect(synthDoc(stack).resource.mongodbatlas_backup_compliance_policy.Compliance.restore_window_days).toBe('${var.w}');
  });

  test('a project has one compliance policy: two in one app fail, each naming the other', () => {
    const stack = clusterStack();
    new BackupCompliancePolicy(stack, 'Compliance', props);
    new BackupCompliancePolicy(stack, 'Again', { ...props, weekly: undefined });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + `  [test/Compliance] projectId: already has a backup compliance policy in this app (test/Again); a project has one. Received: "${PROJECT}". Allowed: one BackupCompliancePolicy per project. Fix: merge the policies into one: Atlas keeps only one per project, and the last applied would win.\n`
      + `  [test/Again] projectId: already has a backup compliance policy in this app (test/Compliance); a project has one. Received: "${PROJECT}". Allowed: one BackupCompliancePolicy per project. Fix: merge the policies into one: Atlas keeps only one per project, and the last applied would win.`);
  });

  test('policies of different projects are not compared; one token shared by two policies is one project', () => {
    const stack = clusterStack();
    const token = new TerraformVariable(stack, 'project', { type: 'string' }).stringValue;
    const other = new TerraformVariable(stack, 'other', { type: 'string' }).stringValue;
    new BackupCompliancePolicy(stack, 'Compliance', props);
    new BackupCompliancePolicy(stack, 'Other', { ...props, projectId: '0123456789abcdef01234567' });
    new BackupCompliancePolicy(stack, 'T0', { ...props, projectId: other });
    new BackupCompliancePolicy(stack, 'T1', { ...props, projectId: token });
    new BackupCompliancePolicy(stack, 'T2', { ...props, projectId: token });
    const lines = synthError(stack).split('\n').filter((l) => l.includes('projectId'));
    expect(lines.map((l) => l.trim().slice(0, 40))).toEqual(['[test/T1] projectId: already has a backu', '[test/T2] projectId: already has a backu']);
  });

  test('missing props (JavaScript callers) are named', () => {
    expect(errorOf(() => new BackupCompliancePolicy(clusterStack(), 'Compliance', { projectId: PROJECT } as any))).toBe([
      '[test/Compliance] 3 problems:',
      '  - authorizedEmail: is required. Received: undefined. Allowed: the email address of the person authorized to update the policy. Fix: set authorizedEmail.',
      '  - authorizedUserFirstName: is required. Received: undefined. Allowed: a first name. Fix: set authorizedUserFirstName.',
      '  - authorizedUserLastName: is required. Received: undefined. Allowed: a last name. Fix: set authorizedUserLastName.',
    ].join('\n'));
    expect(errorOf(() => new (BackupCompliancePolicy as any)(clusterStack(), 'Compliance'))).toBe(
      "[test/Compliance] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });
});

describe('existing policies', () => {
  test('fromBackupCompliancePolicyAttributes: what is given is read, the rest is an error naming it', () => {
    const stack = clusterStack();
    const known = BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(stack, 'Known', { projectId: PROJECT, policyId: 'abc', state: 'ACTIVE' });
    expect([known.projectId, known.policyId, known.state]).toEqual([PROJECT, 'abc', 'ACTIVE']);
    const bare = BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(stack, 'Bare', { projectId: PROJECT });
    expect(errorOf(() => bare.policyId)).toBe('[test/Bare] policyId: is unknown: this construct was made with BackupCompliancePolicy.fromBackupCompliancePolicyAttributes, which was not given policyId. '
      + 'Fix: pass policyId in the attributes, or read it from the construct that defines the resource.');
    expect(errorOf(() => BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(stack, 'None', {} as any))).toBe(
      '[test/None] projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.');
  });

  test('fromLookup reads the policy through the data source', () => {
    const stack = clusterStack();
    const found = BackupCompliancePolicy.fromLookup(stack, 'Existing', { projectId: PROJECT });
    expect(found.policyId).toMatch(/^\$\{TfToken/);
    expect(found.state).toMatch(/^\$\{TfToken/);
    const doc = synthDoc(stack);
    expect(Object.values(doc.data.mongodbatlas_backup_compliance_policy)).toEqual([{ project_id: PROJECT }]);
  });
});

describe('fromBackupCompliancePolicyAttributes', () => {
  const POLICY = '64b1c2d3e4f5a6b7c8d9e0f1';

  test('knows what it was given, renders nothing', () => {
    const stack = clusterStack();
    const policy = BackupCompliancePolicy.fromBackupCompliancePolicyAttributes(stack, 'Policy', { projectId: PROJECT, policyId: POLICY, state: 'ACTIVE' });
    expect(policy).not.toBeInstanceOf(BackupCompliancePolicy);
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
