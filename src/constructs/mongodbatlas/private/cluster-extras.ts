/**
 * What every cluster L2 can add to itself: a backup schedule and alerts. One place for both cluster
 * families. The modules are required on use, so a cluster without alerts or backups loads neither.
 */
import { isKnown, Problems, throwIfProblems } from '../../../core/validation';
import type { AlertConfiguration, ClusterAlertOptions } from '../alert-configuration';
import type { CloudBackupSchedule, CloudBackupScheduleProps } from '../cloud-backup-schedule';
import type { ICluster } from '../cluster';

/** `cluster.addBackupSchedule(options)`: the schedule names the cluster and takes its point-in-time restore. */
export function addBackupScheduleTo(cluster: ICluster, pitEnabled: boolean | undefined, options: CloudBackupScheduleProps): CloudBackupSchedule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CloudBackupSchedule: Schedule } = require('../cloud-backup-schedule') as typeof import('../cloud-backup-schedule');
  const pit = options?.clusterPitEnabled;
  if (isKnown(pit) && isKnown(pitEnabled) && pit !== pitEnabled) {
    const p = new Problems();
    p.add('clusterPitEnabled', `contradicts the cluster's pitEnabled (${pitEnabled}).`, { received: pit, allowed: `${pitEnabled}, or leave it out`, fix: 'leave clusterPitEnabled out: the schedule takes it from the cluster.' });
    throwIfProblems(cluster, p);
  }
  return new Schedule(cluster, 'BackupSchedule', { ...options, clusterPitEnabled: pit ?? pitEnabled, cluster });
}

/** `cluster.addAlert(id, options)`: an alert scoped to the cluster with the matcher of the event's kind. */
export function addAlertTo(cluster: ICluster, id: string, options: ClusterAlertOptions): AlertConfiguration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { AlertConfiguration: Alert } = require('../alert-configuration') as typeof import('../alert-configuration');
  return Alert.forCluster(cluster, id, cluster, options);
}
