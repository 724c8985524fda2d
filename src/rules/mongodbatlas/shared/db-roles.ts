/**
 * Built-in database roles, which custom database roles and database users both name (MongoDB's
 * built-in roles, https://www.mongodb.com/docs/manual/reference/built-in-roles/). A role name not
 * listed here is treated as a custom role.
 */

/** Built-in roles that are granted on one database, any database. */
export const DATABASE_SCOPED_ROLES: readonly string[] = ['read', 'readWrite', 'dbAdmin', 'dbOwner', 'userAdmin'];

/** Built-in roles that exist only on the `admin` database (cluster-wide or all-database roles). */
export const ADMIN_ONLY_ROLES: readonly string[] = [
  'atlasAdmin', 'readAnyDatabase', 'readWriteAnyDatabase', 'userAdminAnyDatabase', 'dbAdminAnyDatabase',
  'clusterAdmin', 'clusterManager', 'clusterMonitor', 'hostManager', 'backup', 'restore', 'enableSharding',
  'root', 'directShardOperations',
];

/** Whether a role name is one of the built-in roles (else it names a custom role). */
export function isBuiltInRole(name: string): boolean {
  return DATABASE_SCOPED_ROLES.includes(name) || ADMIN_ONLY_ROLES.includes(name);
}

/** The roles that may apply to one collection or be inherited from a database other than admin. */
export const COLLECTION_ROLES: readonly string[] = ['read', 'readWrite'];
