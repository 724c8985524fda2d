import type { BackupCompliancePolicyLookupOptions, IBackupCompliancePolicy } from './backup-compliance-policy-ref';
import { OPTIONS } from './private/option-keys.generated';
import { Construct } from '../../core/l2';
import { DataMongodbatlasBackupCompliancePolicy } from '../../generated/mongodbatlas/data-backup-compliance-policy';

/**
 * An existing backup compliance policy, read through the
 * `mongodbatlas_backup_compliance_policy` data source.
 *
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/data-sources/backup_compliance_policy
 */
export class BackupCompliancePolicyLookup extends Construct implements IBackupCompliancePolicy {
  /** The underlying data source: every attribute of the policy, e.g. its policy items. */
  public readonly dataSource: DataMongodbatlasBackupCompliancePolicy;
  /** Id of the Atlas project. */
  public readonly projectId: string;

  constructor(scope: Construct, id: string, options: BackupCompliancePolicyLookupOptions) {
    super(scope, id);
    OPTIONS.props(this, options, 'BackupCompliancePolicyLookupOptions');
    this.projectId = options.projectId;
    this.dataSource = new DataMongodbatlasBackupCompliancePolicy(this, 'Lookup', { projectId: options.projectId });
  }

  /** Id of the policy. */
  public get policyId(): string { return this.dataSource.id; }
  /** State of the policy. */
  public get state(): string { return this.dataSource.state; }
}
