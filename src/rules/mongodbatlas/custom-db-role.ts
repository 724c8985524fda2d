/**
 * Type rules of `mongodbatlas_custom_db_role` (SPEC 2.1 "Database roles and users": custom role
 * action, action resource, inheritedRole). The role name pattern is a value check of the
 * generated L1.
 */
import { COLLECTION_ROLES } from './shared/db-roles';
import { bool, items, str, TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_custom_db_role';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/cluster-resource-exclusive`,
    summary: 'An action resource with cluster true names no collectionName or databaseName.',
    source: 'SPEC 2.1 Database roles and users (action resource: "cluster is mutually exclusive with collectionName and databaseName")',
    check: (input, report) => {
      for (const [a, i] of items(input.actions)) {
        for (const [r, j] of items(a.resources)) {
          if (bool(r.cluster) !== true) continue;
          for (const [f, name] of [['collection_name', 'collectionName'], ['database_name', 'databaseName']] as const) {
            const v = str(r[f]);
            if (v === undefined) continue;
            report(`actions[${i}].resources[${j}].${f}`, 'cannot be set on a cluster resource (cluster: true).', {
              receivedText: `cluster true with ${name} '${v}'`,
              allowed: 'cluster: true alone, or databaseName (and collectionName) without cluster',
              fix: `remove ${name}, or remove cluster: true and grant the action on the database or collection.`,
            });
          }
        }
      }
    },
  },
  {
    id: `rule:${T}/inherited-role-admin-database`,
    summary: 'An inherited role is on the admin database, except read and readWrite, which may be on any database.',
    source: 'SPEC 2.1 Database roles and users (inheritedRole databaseName: "admin for all roles except read and readWrite")',
    check: (input, report) => {
      for (const [r, i] of items(input.inherited_roles)) {
        const role = str(r.role_name);
        const db = str(r.database_name);
        if (role === undefined || db === undefined || db === 'admin' || COLLECTION_ROLES.includes(role)) continue;
        report(`inherited_roles[${i}].database_name`, `must be admin for the inherited role '${role}': only read and readWrite are inherited from another database.`, {
          received: db,
          allowed: "'admin' (any database only for read and readWrite)",
          fix: `set databaseName to 'admin' for role '${role}'.`,
        });
      }
    },
  },
];
