import { Construct } from 'constructs';
import type { BackupCompliancePolicyAttributes, IBackupCompliancePolicy } from './backup-compliance-policy-ref';
import { OPTIONS } from './private/option-keys.generated';
import { importedAttribute, Problems, throwIfProblems } from '../../core/l2';

const METHOD = 'BackupCompliancePolicy.fromBackupCompliancePolicyAttributes';

/**
 * An existing backup compliance policy known by its attributes (nothing is read from Atlas).
 */
export class ImportedBackupCompliancePolicy extends Construct implements IBackupCompliancePolicy {
  /** Id of the Atlas project. */
  public readonly projectId: string;

  private readonly attrs: BackupCompliancePolicyAttributes;

  constructor(scope: Construct, id: string, attrs: BackupCompliancePolicyAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'BackupCompliancePolicyAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId'], { projectId: 'the id of the Atlas project' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
  }

  /** Id of the policy (if given). */
  public get policyId(): string { return importedAttribute(this, METHOD, 'policyId', this.attrs.policyId); }
  /** State of the policy (if given). */
  public get state(): string { return importedAttribute(this, METHOD, 'state', this.attrs.state); }
}
