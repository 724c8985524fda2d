/**
 * Type rules of `mongodbatlas_database_user` (SPEC 2.1 "Database roles and users": database user
 * role). `auth_database_name` and the auth types are value checks of the generated L1.
 *
 * A role name outside the built-in list (shared/db-roles.ts) is a custom role, which the spec
 * puts on admin. The built-in roles that exist only on admin (the AnyDatabase roles, atlasAdmin,
 * cluster roles, backup, restore, enableSharding, ...) must be on admin too; the database-scoped
 * built-ins (read, readWrite, dbAdmin, dbOwner, userAdmin) may be granted on any database.
 */
import { ADMIN_ONLY_ROLES, COLLECTION_ROLES, DATABASE_SCOPED_ROLES } from './shared/db-roles';
import { items, str, TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_database_user';

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/role-admin-database`,
    summary: 'A custom role, and a built-in role that exists only on admin (e.g. readAnyDatabase, atlasAdmin), is granted on the admin database.',
    source: 'SPEC 2.1 Database roles and users (database user role databaseName: "admin for a custom role")',
    check: (input, report) => {
      for (const [r, i] of items(input.roles)) {
        const role = str(r.role_name);
        const db = str(r.database_name);
        if (role === undefined || db === undefined || db === 'admin' || DATABASE_SCOPED_ROLES.includes(role)) continue;
        const custom = !ADMIN_ONLY_ROLES.includes(role);
        report(`roles[${i}].database_name`, custom
          ? `must be admin: '${role}' is not a built-in role, and custom roles are granted on admin.`
          : `must be admin: the built-in role '${role}' exists only on the admin database.`, {
          received: db,
          allowed: `'admin' (any database only for ${DATABASE_SCOPED_ROLES.join(', ')})`,
          fix: custom
            ? `set databaseName to 'admin' for the custom role '${role}' (or check the spelling, if you meant a built-in role).`
            : `set databaseName to 'admin' for role '${role}'.`,
        });
      }
    },
  },
  {
    id: `rule:${T}/collection-only-for-read-roles`,
    summary: 'collectionName is set only on read and readWrite roles.',
    source: 'SPEC 2.1 Database roles and users (database user role collectionName: "applies only to read and readWrite")',
    check: (input, report) => {
      for (const [r, i] of items(input.roles)) {
        const role = str(r.role_name);
        const coll = str(r.collection_name);
        if (role === undefined || coll === undefined || coll === '' || COLLECTION_ROLES.includes(role)) continue;
        report(`roles[${i}].collection_name`, `applies only to the read and readWrite roles, not to '${role}'.`, {
          receivedText: `collectionName '${coll}' with roleName '${role}'`,
          allowed: "collectionName only with roleName 'read' or 'readWrite'",
          fix: 'remove collectionName (the role then applies to the whole database), or use roleName \'read\' or \'readWrite\'.',
        });
      }
    },
  },
];
