/**
 * Type rules of `mongodbatlas_custom_db_role` (SPEC 2.1 "Database roles and users": custom role
 * action, action resource, inheritedRole), and the role names the provider and its documentation
 * reserve. The role name pattern and the documented action names are value checks of the
 * generated L1.
 */
import { COLLECTION_ROLES, isBuiltInRole } from './shared/db-roles';
import { bool, items, str, TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_custom_db_role';

/** Role name prefixes that are refused: 'x-gen' by the provider (its own check), 'xgen-' by Atlas (the provider documents it). */
const RESERVED_PREFIXES: readonly string[] = ['x-gen', 'xgen-'];

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
  {
    id: `rule:${T}/reserved-name-prefix`,
    summary: "The role name starts with neither 'x-gen' (refused by the provider) nor 'xgen-' (reserved by Atlas).",
    source: "reference allowed-values.json _notes (role_name: a value starting with \"x-gen\" is rejected; provider v2.16.0 ValidateFunc); provider docs/resources/custom_db_role.md (role_name: cannot start with 'xgen-')",
    check: (input, report) => {
      const name = str(input.role_name);
      const prefix = name === undefined ? undefined : RESERVED_PREFIXES.find((x) => name.startsWith(x));
      if (name === undefined || prefix === undefined) return;
      const rest = name.slice(prefix.length).replace(/^[-_]+/, '');
      report('role_name', `starts with '${prefix}', a prefix reserved for the roles Atlas itself defines.`, {
        received: name,
        allowed: "a name that starts with neither 'x-gen' nor 'xgen-'",
        fix: `rename the role${rest ? `, e.g. '${rest}'` : ''}.`,
      });
    },
  },
  {
    id: `rule:${T}/built-in-role-name`,
    summary: 'The role name is not the name of a built-in role (such as read or atlasAdmin).',
    source: "provider docs/resources/custom_db_role.md (role_name: cannot be the name of a built-in role, or 'atlasAdmin')",
    check: (input, report) => {
      const name = str(input.role_name);
      if (name === undefined || !isBuiltInRole(name)) return;
      report('role_name', `is the name of the built-in role '${name}'; a custom role needs a name of its own.`, {
        received: name,
        allowed: 'a name that is not a built-in role',
        fix: `rename the role, e.g. '${name}-custom'; to grant the built-in role itself, grant '${name}' to the user directly.`,
      });
    },
  },
  {
    id: `rule:${T}/inherits-itself`,
    summary: 'A custom role does not inherit itself.',
    source: 'SPEC 2.1 Database roles and users (inheritedRole roleName: "built-in or custom"); MongoDB refuses a role graph with a cycle, and a role that inherits itself is the shortest one',
    check: (input, report) => {
      const name = str(input.role_name);
      if (name === undefined) return;
      for (const [r, i] of items(input.inherited_roles)) {
        if (str(r.role_name) !== name) continue;
        report(`inherited_roles[${i}].role_name`, `names the role itself ('${name}'): a role cannot inherit itself.`, {
          received: name,
          allowed: 'a built-in role, or another custom role of the project',
          fix: `remove inheritedRoles[${i}], or name the role it should inherit from.`,
        });
      }
    },
  },
];
