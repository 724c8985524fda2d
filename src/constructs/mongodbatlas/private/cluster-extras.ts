/**
 * What every cluster L2 can add to itself: a backup schedule, alerts and grants to database users.
 * One place for both cluster families and the looked-up and imported clusters. The modules are
 * required on use, so a cluster without alerts, backups or grants loads none of them.
 */
import { IConstruct } from 'constructs';
import { describeValue, isKnown, knownDifferent, Problems, throwIfProblems } from '../../../core/validation';
import type { AlertConfiguration, ClusterAlertOptions } from '../alert-configuration';
import type { CloudBackupSchedule, CloudBackupScheduleProps } from '../cloud-backup-schedule';
import type { ICluster } from '../cluster';
import type { DatabaseRole } from '../database-role';
import type { DatabaseUser } from '../database-user';

/** The construct id of the schedule `addBackupSchedule` adds. */
const BACKUP_SCHEDULE_ID = 'BackupSchedule';

/** `cluster.addBackupSchedule(options)`: the schedule names the cluster and takes its point-in-time restore. */
export function addBackupScheduleTo(cluster: ICluster, pitEnabled: boolean | undefined, options: CloudBackupScheduleProps): CloudBackupSchedule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CloudBackupSchedule: Schedule } = require('../cloud-backup-schedule') as typeof import('../cloud-backup-schedule');
  const pit = options?.clusterPitEnabled;
  const p = new Problems();
  const existing = cluster.node.tryFindChild(BACKUP_SCHEDULE_ID);
  if (existing) {
    p.add('addBackupSchedule(options)', `is called a second time: the cluster has its backup schedule (${existing.node.path}) already, and a cluster has one.`, {
      allowed: 'one call of addBackupSchedule per cluster', fix: 'call addBackupSchedule once, with every policy item, copy and export of the schedule.',
    });
  }
  if (isKnown(pit) && isKnown(pitEnabled) && pit !== pitEnabled) {
    p.add('clusterPitEnabled', `contradicts the cluster's pitEnabled (${pitEnabled}).`, { received: pit, allowed: `${pitEnabled}, or leave it out`, fix: 'leave clusterPitEnabled out: the schedule takes it from the cluster.' });
  }
  throwIfProblems(cluster, p);
  return new Schedule(cluster, BACKUP_SCHEDULE_ID, { ...options, clusterPitEnabled: pit ?? pitEnabled, cluster });
}

/** `cluster.addAlert(id, options)`: an alert scoped to the cluster with the matcher of the event's kind. */
export function addAlertTo(cluster: ICluster, id: string, options: ClusterAlertOptions): AlertConfiguration {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { AlertConfiguration: Alert } = require('../alert-configuration') as typeof import('../alert-configuration');
  return Alert.forCluster(cluster, id, cluster, options);
}

/** What a cluster grant gives: read or readWrite on one database (or collection), or the data administration roles. */
export type GrantKind = 'read' | 'readWrite' | 'admin';

const GRANT_METHOD: Record<GrantKind, string> = { read: 'grantRead', readWrite: 'grantReadWrite', admin: 'grantAdmin' };

/**
 * `cluster.grantRead(user, db)`, `grantReadWrite(user, db)`, `grantAdmin(user)`: adds the role(s)
 * to the user and the cluster to the user's scopes (the scopes it has stay). grantAdmin gives
 * readWriteAnyDatabase and dbAdminAnyDatabase (on admin): the data and its indexes and
 * statistics, not the administration of users and clusters that atlasAdmin adds.
 */
export function grantTo(cluster: ICluster, kind: GrantKind, user: DatabaseUser, databaseName?: string, collectionName?: string): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DatabaseUser: User, DatabaseUserScope: Scope } = require('../database-user') as typeof import('../database-user');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DatabaseRole: Role } = require('../database-role') as typeof import('../database-role');
  const method = GRANT_METHOD[kind];
  const p = new Problems();
  if (!(user instanceof User)) {
    p.addRendered(`${method}(user)`, 'expected a DatabaseUser of this app: a grant adds a role and a scope to the user.', describeGrantee(user), {
      allowed: 'a DatabaseUser construct (new DatabaseUser(...), DatabaseUser.awsIam(...), ...)',
      fix: 'grant to the DatabaseUser construct; an existing user (fromDatabaseUserAttributes, fromLookup) is changed where it is defined.',
    });
  } else if (knownDifferent(user.projectId, cluster.projectId)) {
    p.add(`${method}(user)`, `is a user of project ${user.projectId}; the cluster '${cluster.clusterName}' is in project ${cluster.projectId}. A database user reaches only clusters of its own project.`, {
      received: user.node.path,
      allowed: `a DatabaseUser of project ${cluster.projectId}`,
      fix: `grant to a DatabaseUser of project ${cluster.projectId} (make one there for this cluster).`,
    });
  }
  if (kind !== 'admin' && (typeof databaseName !== 'string' || databaseName === '')) {
    p.add(`${method}(user, databaseName)`, 'needs the name of a database.', {
      received: databaseName, allowed: "a database name, e.g. 'orders'", fix: `name the database: cluster.${method}(user, 'orders').`,
    });
  }
  if (collectionName !== undefined && collectionName !== null && (typeof collectionName !== 'string' || collectionName === '')) {
    p.add(`${method}(user, databaseName, collectionName)`, 'is not a collection name.', {
      received: collectionName, allowed: 'a collection name, or leave it out for the whole database', fix: 'pass the name of one collection, or leave collectionName out.',
    });
  }
  throwIfProblems(cluster, p);
  const roles: DatabaseRole[] = kind === 'read' ? [Role.read(databaseName!, collectionName)]
    : kind === 'readWrite' ? [Role.readWrite(databaseName!, collectionName)]
      : [Role.builtIn('readWriteAnyDatabase', 'admin'), Role.builtIn('dbAdminAnyDatabase', 'admin')];
  user.addScope(Scope.cluster(cluster));
  roles.forEach((r) => user.addRole(r));
}

/** What a grant received instead of a DatabaseUser, for the message. */
function describeGrantee(user: unknown): string {
  const path = (user as IConstruct | undefined)?.node?.path;
  return typeof path === 'string' ? `the construct ${path}` : describeValue(user);
}
