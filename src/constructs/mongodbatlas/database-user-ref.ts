/**
 * The contract of a database user (`IDatabaseUser`), what a cluster grant gives it
 * (`DatabaseUserGrant`), and the attributes of an existing user.
 */
import type { DatabaseRole } from './database-role';
import type { IConstruct } from '../../core/l2';

/**
 * A database user of an Atlas project, defined here or existing.
 */
export interface IDatabaseUser extends IConstruct {
  /** Id of the Atlas project the user belongs to. */
  readonly projectId: string;
  /** Name the user logs in with (an ARN, a distinguished name, `<IdP id>/<name>` for external users). */
  readonly username: string;
  /** Database the user authenticates against: `admin`, or `$external` for externally authenticated users. */
  readonly authDatabaseName: string;

  /**
   * Gives the user roles on a cluster: what `cluster.grantRead(user, ...)` and the other cluster
   * grants call. A user defined in this app adds the roles, and the cluster to its scopes; an
   * existing user (imported or looked up) cannot be changed from here, and says so.
   * @param grant the roles and the cluster
   */
  addGrant(grant: DatabaseUserGrant): void;
}

/**
 * What a cluster grant gives a database user: roles, and the cluster they are scoped to.
 */
export interface DatabaseUserGrant {
  /** The roles, e.g. `[DatabaseRole.read('orders')]`. */
  readonly roles: DatabaseRole[];
  /** Id of the Atlas project of the cluster. */
  readonly projectId: string;
  /** Name of the cluster (the user's scope). */
  readonly clusterName: string;
  /** The cluster construct, which the user is created after when it defines one. */
  readonly cluster: IConstruct;
  /** The grant, for messages, e.g. `grantRead`. */
  readonly method: string;
}

/**
 * Attributes of an existing database user, for `fromDatabaseUserAttributes`.
 */
export interface DatabaseUserAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name the user logs in with. */
  readonly username: string;
  /**
   * Database the user authenticates against.
   * @default 'admin'
   */
  readonly authDatabaseName?: string;
}

/**
 * Options of `DatabaseUser.fromLookup`.
 */
export interface DatabaseUserLookupOptions {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name the user logs in with. */
  readonly username: string;
  /**
   * Database the user authenticates against.
   * @default 'admin'
   */
  readonly authDatabaseName?: string;
}
