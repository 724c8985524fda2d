/**
 * Type rules of `mongodbatlas_custom_db_role`, audited against provider v2.16.0
 * (internal/service/customdbrole/resource.go) and its documentation, docs/resources/custom_db_role.md:
 * action resources, inherited roles and the role names the provider and Atlas reserve. The role
 * name pattern and the documented action names are value checks of the generated L1.
 */
import { COLLECTION_ROLES, isBuiltInRole } from './shared/db-roles';
import { bool, items, str, TypeRule } from '../../core/runtime/type-rules';
import { docs } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_custom_db_role';
const DOCS = docs('custom_db_role');

/** A role name prefix and what it suggests instead (the name without it). */
function prefixFinding(name: string, prefix: string) {
  const rest = name.slice(prefix.length).replace(/^[-_]+/, '');
  return {
    received: name,
    allowed: `a name that does not start with '${prefix}'`,
    fix: `rename the role${rest ? `, e.g. '${rest}'` : ''}.`,
  };
}

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/cluster-resource-exclusive`,
    summary: 'An action resource with cluster true names no collectionName or databaseName.',
    level: 'warning',
    documentedIn: DOCS,
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
    level: 'warning',
    documentedIn: DOCS,
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
    summary: "The role name does not start with 'x-gen' (the provider refuses it).",
    enforcedBy: 'internal/service/customdbrole/resource.go: Resource role_name ValidateFunc (strings.HasPrefix(value, "x-gen"))',
    check: (input, report) => {
      const name = str(input.role_name);
      if (name === undefined || !name.startsWith('x-gen')) return;
      report('role_name', "starts with 'x-gen', a prefix the provider refuses (Atlas reserves it for the roles it defines).", prefixFinding(name, 'x-gen'));
    },
  },
  {
    id: `rule:${T}/reserved-xgen-prefix`,
    level: 'warning',
    summary: "The role name does not start with 'xgen-' (reserved by Atlas, as the provider documents).",
    documentedIn: DOCS,
    check: (input, report) => {
      const name = str(input.role_name);
      if (name === undefined || !name.startsWith('xgen-')) return;
      report('role_name', "starts with 'xgen-', a prefix Atlas reserves for the roles it defines.", prefixFinding(name, 'xgen-'));
    },
  },
  {
    id: `rule:${T}/built-in-role-name`,
    summary: 'The role name is not the name of a built-in role (such as read or atlasAdmin).',
    level: 'warning',
    documentedIn: DOCS,
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
    level: 'warning',
    documentedIn: 'https://www.mongodb.com/docs/manual/reference/command/createRole/',
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
