/**
 * Type rules of `mongodbatlas_database_user`, audited against provider v2.16.0
 * (internal/service/databaseuser, whose schema validates only the auth types and the password
 * relations) and its documentation, docs/resources/database_user.md; and the security default that
 * no secret reaches `cdk.tf.json` as a literal without a warning. `auth_database_name` and the auth
 * types are value checks of the generated L1.
 *
 * A role name outside the built-in list (shared/db-roles.ts) is a custom role, which is granted on
 * admin. The built-in roles that exist only on admin (the AnyDatabase roles, atlasAdmin,
 * cluster roles, backup, restore, enableSharding, ...) must be on admin too; the database-scoped
 * built-ins (read, readWrite, dbAdmin, dbOwner, userAdmin) may be granted on any database.
 */
import { ADMIN_ONLY_ROLES, COLLECTION_ROLES, DATABASE_SCOPED_ROLES, isBuiltInRole } from './shared/db-roles';
import { items, str, TypeRule } from '../../core/runtime/type-rules';
import { docs } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_database_user';
const DOCS = docs('database_user');

/** The password inputs: `password` (kept in the state) and the write-only `password_wo`. */
const PASSWORD_INPUTS = ['password', 'password_wo'] as const;

export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/literal-password`,
    summary: 'password and passwordWo are tokens (a sensitive variable, an ephemeral value), never literal strings, which would be written in plain text to cdk.tf.json.',
    level: 'warning',
    documentedIn: DOCS,
    check: (input, report) => {
      for (const name of PASSWORD_INPUTS) {
        // A token reaches the rule as a string holding `${`, which str() treats as unknown.
        if (str(input[name]) === undefined) continue;
        // The password itself is never printed: the message goes to the console, CI logs and
        // the acknowledged warning.
        report(name, `is a literal string: the password would be written in plain text to cdk.tf.json${name === 'password' ? ' and to the Terraform state' : ''}.`, {
          receivedText: 'a literal string (not shown)',
          allowed: 'a token: a sensitive TerraformVariable, or an ephemeral value such as random_password',
          fix: "pass the password as a token, e.g. DatabasePassword.writeOnly(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue, 1); "
            + `or, for a throwaway development user, acknowledge rule:${T}/literal-password.`,
        });
      }
    },
  },
  {
    id: `rule:${T}/role-admin-database`,
    summary: 'A custom role, and a built-in role that exists only on admin (e.g. readAnyDatabase, atlasAdmin), is granted on the admin database.',
    level: 'warning',
    documentedIn: DOCS,
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
    level: 'warning',
    documentedIn: DOCS,
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
  {
    id: `rule:${T}/custom-role-alone`,
    summary: 'A user with a custom role has no other role.',
    level: 'warning',
    documentedIn: DOCS,
    check: (input, report) => {
      const roles = items(input.roles);
      if (roles.length < 2) return;
      const names = roles.map(([r]) => str(r.role_name));
      if (names.some((n) => n === undefined)) return; // a role name that is a token: not judged
      const custom = roles.find(([r]) => !isBuiltInRole(str(r.role_name)!));
      if (!custom) return;
      const [r, i] = custom;
      const others = names.filter((_, j) => j !== i);
      report(`roles[${i}].role_name`, `is the custom role '${r.role_name}', and the provider documents that a user with a custom role cannot have any other role.`, {
        receivedText: `'${r.role_name}' with ${others.map((n) => `'${n}'`).join(', ')}`,
        allowed: 'one custom role alone, or built-in roles only',
        fix: `grant '${r.role_name}' alone and fold the other privileges into it (its actions or inheritedRoles, e.g. DatabaseRole.read('catalog') in CustomDbRole inheritedRoles), or acknowledge rule:${T}/custom-role-alone if Atlas accepts the combination for your project.`,
      });
    },
  },
];
