/**
 * What the clusters defined in this app (both families: advanced and legacy) share beyond their
 * rendering: the removal policy (from the kit), the grants, alerts scoped to the cluster and its
 * backup schedule. The modules of alerts and backups are required on use, so a cluster without
 * them loads neither. A hidden base: jsii copies its members into each cluster class.
 *
 * @internal
 */
import { grantTo } from './grants';
import { IConstruct, isKnown, Problems, StatefulConstruct, throwIfProblems } from '../../../core/l2';
import type { AlertConfiguration, ClusterAlertOptions } from '../alert-configuration';
import type { CloudBackupSchedule, CloudBackupScheduleProps } from '../cloud-backup-schedule';
import type { OutageRegion } from '../cluster-props';
import type { ICluster } from '../cluster-ref';
import type { IDatabaseUser } from '../database-user-ref';

/** The construct id of the schedule `addBackupSchedule` adds. */
const BACKUP_SCHEDULE_ID = 'BackupSchedule';

/**
 * A cluster defined in this app.
 * @internal
 */
export abstract class DefinedClusterBase extends StatefulConstruct implements ICluster {
  public abstract readonly projectId: string;
  public abstract readonly clusterName: string;
  public abstract readonly clusterId: string;
  public abstract readonly mongoDbVersion: string;
  public abstract readonly stateName: string;
  public abstract readonly knownRegions?: OutageRegion[] | undefined;

  protected constructor(scope: IConstruct, id: string) {
    super(scope, id);
  }

  /**
   * Grants `read` on a database (or collection) of this cluster and scopes the user to it (see `ICluster.grantRead`).
   * @param user the database user
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public grantRead(user: IDatabaseUser, databaseName: string, collectionName?: string): void {
    grantTo(this, 'read', user, databaseName, collectionName);
  }

  /**
   * Grants `readWrite` on a database (or collection) of this cluster and scopes the user to it (see `ICluster.grantReadWrite`).
   * @param user the database user
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public grantReadWrite(user: IDatabaseUser, databaseName: string, collectionName?: string): void {
    grantTo(this, 'readWrite', user, databaseName, collectionName);
  }

  /**
   * Grants readWriteAnyDatabase and dbAdminAnyDatabase and scopes the user to this cluster (see `ICluster.grantAdmin`).
   * @param user the database user
   */
  public grantAdmin(user: IDatabaseUser): void {
    grantTo(this, 'admin', user);
  }

  /**
   * Adds an alert scoped to this cluster (`mongodbatlas_alert_configuration`): the matcher that
   * limits the event to the cluster is chosen for the event's kind (see
   * `AlertConfiguration.forCluster`).
   * @param id a scoped id for the alert
   * @param options the event, thresholds and notifications
   */
  public addAlert(id: string, options: ClusterAlertOptions): AlertConfiguration {
    const { AlertConfiguration: Alert } = require('../alert-configuration') as typeof import('../alert-configuration');
    return Alert.forCluster(this, id, this, options);
  }

  /**
   * Adds the cluster's backup schedule (`mongodbatlas_cloud_backup_schedule`, construct id
   * `BackupSchedule`): it names this cluster, knows whether it has point-in-time restore, and
   * follows its removal policy. Leave `cluster`, `projectId` and `clusterName` out of the options.
   * @param options the policy items, copies, export and reference time
   */
  public addBackupSchedule(options: CloudBackupScheduleProps): CloudBackupSchedule {
    const { CloudBackupSchedule: Schedule } = require('../cloud-backup-schedule') as typeof import('../cloud-backup-schedule');
    const pitEnabled = this._pitEnabled();
    const pit = options?.clusterPitEnabled;
    const p = new Problems();
    const existing = this.node.tryFindChild(BACKUP_SCHEDULE_ID);
    if (existing) {
      p.add('addBackupSchedule(options)', `is called a second time: the cluster has its backup schedule (${existing.node.path}) already, and a cluster has one.`, {
        id: 'mongodbatlas:backup-schedule-added-twice',
        allowed: 'one call of addBackupSchedule per cluster',
        fix: 'call addBackupSchedule once, with every policy item, copy and export of the schedule.',
      });
    }
    if (isKnown(pit) && isKnown(pitEnabled) && pit !== pitEnabled) {
      p.add('clusterPitEnabled', `contradicts the cluster's pitEnabled (${pitEnabled}).`, { id: 'mongodbatlas:schedule-pit-contradicts-cluster', received: pit, allowed: `${pitEnabled}, or leave it out`, fix: 'leave clusterPitEnabled out: the schedule takes it from the cluster.' });
    }
    throwIfProblems(this, p);
    return new Schedule(this, BACKUP_SCHEDULE_ID, { ...options, clusterPitEnabled: pit ?? pitEnabled, cluster: this });
  }

  /**
   * Whether the cluster has point-in-time restore, when its props say so (the backup schedule takes it).
   * @internal
   */
  protected abstract _pitEnabled(): boolean | undefined;
}
