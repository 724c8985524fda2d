import type { CloudBackupScheduleLookupOptions, ICloudBackupSchedule } from './cloud-backup-schedule-ref';
import { OPTIONS } from './private/option-keys.generated';
import { Construct } from '../../core/l2';
import { DataMongodbatlasCloudBackupSchedule } from '../../generated/mongodbatlas/data-cloud-backup-schedule';

/**
 * An existing cloud backup schedule, read through the `mongodbatlas_cloud_backup_schedule` data
 * source.
 *
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/data-sources/cloud_backup_schedule
 */
export class CloudBackupScheduleLookup extends Construct implements ICloudBackupSchedule {
  /** The underlying data source: every attribute of the schedule, e.g. its policy items. */
  public readonly dataSource: DataMongodbatlasCloudBackupSchedule;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the cluster. */
  public readonly clusterName: string;

  constructor(scope: Construct, id: string, options: CloudBackupScheduleLookupOptions) {
    super(scope, id);
    OPTIONS.props(this, options, 'CloudBackupScheduleLookupOptions');
    this.projectId = options.projectId;
    this.clusterName = options.clusterName;
    this.dataSource = new DataMongodbatlasCloudBackupSchedule(this, 'Lookup', { projectId: options.projectId, clusterName: options.clusterName });
  }

  /** Atlas id of the cluster. */
  public get clusterId(): string { return this.dataSource.clusterId; }
  /** Id of the backup policy. */
  public get policyId(): string { return this.dataSource.idPolicy; }
}
