/**
 * The cluster grants (`cluster.grantRead(user, db)`, `grantReadWrite`, `grantAdmin`), once for
 * every cluster class: they check their arguments on the cluster and give the user the roles and
 * the cluster as a scope (`IDatabaseUser.addGrant`). Not part of the public API.
 */
import { describeValue, IConstruct, Problems, throwIfProblems } from '../../../core/l2';
import type { ICluster } from '../cluster-ref';
import { DatabaseRole } from '../database-role';
import type { IDatabaseUser } from '../database-user-ref';

/** What a cluster grant gives: read or readWrite on one database (or collection), or the data administration roles. */
export type GrantKind = 'read' | 'readWrite' | 'admin';

const GRANT_METHOD: Record<GrantKind, string> = { read: 'grantRead', readWrite: 'grantReadWrite', admin: 'grantAdmin' };

/**
 * Adds the role(s) of a grant to the user and the cluster to the user's scopes (the scopes it has
 * stay). grantAdmin gives readWriteAnyDatabase and dbAdminAnyDatabase (on admin): the data and its
 * indexes and statistics, not the administration of users and clusters that atlasAdmin adds.
 */
export function grantTo(cluster: ICluster, kind: GrantKind, user: IDatabaseUser, databaseName?: string, collectionName?: string): void {
  const method = GRANT_METHOD[kind];
  const p = new Problems();
  if (user === null || typeof user !== 'object' || typeof (user as Partial<IDatabaseUser>).addGrant !== 'function') {
    p.addRendered(`${method}(user)`, 'expected a DatabaseUser of this app: a grant adds a role and a scope to the user.', describeGrantee(user), {
      id: 'mongodbatlas:grant-to-defined-user',
      allowed: 'a DatabaseUser construct (new DatabaseUser(...))',
      fix: 'grant to the DatabaseUser construct; an existing user (fromDatabaseUserAttributes, fromLookup) is changed where it is defined.',
    });
  }
  if (kind !== 'admin' && (typeof databaseName !== 'string' || databaseName === '')) {
    p.add(`${method}(user, databaseName)`, 'needs the name of a database.', {
      id: 'mongodbatlas:grant-database',
      received: databaseName,
      allowed: "a database name, e.g. 'orders'",
      fix: `name the database: cluster.${method}(user, 'orders').`,
    });
  }
  if (collectionName !== undefined && collectionName !== null && (typeof collectionName !== 'string' || collectionName === '')) {
    p.add(`${method}(user, databaseName, collectionName)`, 'is not a collection name.', {
      id: 'mongodbatlas:grant-collection',
      received: collectionName,
      allowed: 'a collection name, or leave it out for the whole database',
      fix: 'pass the name of one collection, or leave collectionName out.',
    });
  }
  throwIfProblems(cluster, p);
  const roles = kind === 'read' ? [DatabaseRole.read(databaseName!, collectionName)]
    : kind === 'readWrite' ? [DatabaseRole.readWrite(databaseName!, collectionName)]
      : [DatabaseRole.builtIn('readWriteAnyDatabase', 'admin'), DatabaseRole.builtIn('dbAdminAnyDatabase', 'admin')];
  user.addGrant({ roles, projectId: cluster.projectId, clusterName: cluster.clusterName, cluster, method });
}

/** What a grant received instead of a DatabaseUser, for the message. */
function describeGrantee(user: unknown): string {
  const path = (user as IConstruct | undefined)?.node?.path;
  return typeof path === 'string' ? `the construct ${path}` : describeValue(user);
}
