import { Construct } from 'constructs';
import type { CloudBackupScheduleAttributes, ICloudBackupSchedule } from './cloud-backup-schedule-ref';
import { OPTIONS } from './private/option-keys.generated';
import { importedAttribute, Problems, throwIfProblems } from '../../core/l2';

const METHOD = 'CloudBackupSchedule.fromCloudBackupScheduleAttributes';

/**
 * An existing cloud backup schedule known by its attributes (nothing is read from Atlas).
 */
export class ImportedCloudBackupSchedule extends Construct implements ICloudBackupSchedule {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;

  private readonly attrs: CloudBackupScheduleAttributes;

  constructor(scope: Construct, id: string, attrs: CloudBackupScheduleAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'CloudBackupScheduleAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId', 'clusterName'], { projectId: 'the id of the Atlas project', clusterName: 'the name of the cluster' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.clusterName = attrs.clusterName;
  }

  /** Atlas id of the cluster (if given). */
  public get clusterId(): string { return importedAttribute(this, METHOD, 'clusterId', this.attrs.clusterId); }
  /** Id of the backup policy (if given). */
  public get policyId(): string { return importedAttribute(this, METHOD, 'policyId', this.attrs.policyId); }
}
