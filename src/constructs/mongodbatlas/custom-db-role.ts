import type { CustomDbRoleLookup } from './custom-db-role-lookup';
import type { CustomDbRoleAttributes, CustomDbRoleLookupOptions, ICustomDbRole } from './custom-db-role-ref';
import { DatabaseRole } from './database-role';
import { OPTIONS } from './private/option-keys.generated';
import { RoleResource } from './role-resource';
import { Construct, dependOn, describedAs, IConstruct, isKnown, knownDifferent, listOf, Problems, sameValue, textOf, throwIfProblems, validateAtSynth, warn } from '../../core/l2';
import { MongodbatlasCustomDbRole } from '../../generated/mongodbatlas/custom-db-role';

/**
 * One privilege of a custom role: an action and where it is granted.
 */
export interface CustomRoleAction {
  /**
   * The privilege action, e.g. `PrivilegeAction.FIND` (`'FIND'`). An action outside the list the
   * provider documents (`PrivilegeAction.ALL`) warns at synth (`terrain:unlisted-value`, with the
   * closest documented action); `Checks.strict()` makes it an error.
   */
  readonly action: string;
  /**
   * Where the action is granted (at least one): `RoleResource.cluster()`,
   * `RoleResource.database(db)`, `RoleResource.collection(db, coll)` or
   * `RoleResource.allDatabases()`.
   */
  readonly resources: RoleResource[];
}

/**
 * Properties of a custom database role.
 */
export interface CustomDbRoleProps {
  /** Id of the Atlas project; the role exists on every cluster of the project. */
  readonly projectId: string;
  /**
   * Name of the role: letters, digits, underscores and dashes; not a built-in role's name, and not
   * starting with `xgen-` or `x-gen` (checked at synth).
   */
  readonly roleName: string;
  /**
   * Privileges the role grants.
   * @default - none: the role grants only what it inherits
   */
  readonly actions?: CustomRoleAction[];
  /**
   * Roles whose privileges this role inherits: built-in roles on a whole database
   * (`DatabaseRole.read('catalog')`, `DatabaseRole.builtIn('clusterMonitor', 'admin')`) or other
   * custom roles (`DatabaseRole.custom(other)`). A role with a collection cannot be inherited:
   * grant actions on `RoleResource.collection(db, coll)` instead.
   * @default - none
   */
  readonly inheritedRoles?: DatabaseRole[];
}

/**
 * A custom database role of an Atlas project (`mongodbatlas_custom_db_role`): typed privilege
 * actions on typed resources, plus inherited built-in or custom roles. Atlas defines it on every
 * cluster of the project; users get it with `DatabaseRole.custom(role)`.
 *
 * ```ts
 * const auditor = new CustomDbRole(stack, 'Auditor', {
 *   projectId, roleName: 'auditor',
 *   actions: [
 *     { action: PrivilegeAction.FIND, resources: [RoleResource.collection('orders', 'items')] },
 *     { action: PrivilegeAction.LIST_SESSIONS, resources: [RoleResource.cluster()] },
 *   ],
 *   inheritedRoles: [DatabaseRole.read('catalog')],
 * });
 * ```
 *
 * Checked at construction: the required props; every action has a name and at least one
 * `RoleResource`; a database or collection name given to `RoleResource.database` or
 * `RoleResource.collection` is not empty (empty means every database or every collection: say so
 * with `allDatabases()` or `database(db)`); an inherited role has no collection (the provider's
 * inherited roles have none) and, when it is a custom role with a known project, belongs to this
 * role's project. The rules of the resource itself (inherited roles on admin except read and
 * readWrite, reserved and built-in names, a role that inherits itself) and the documented action
 * names are checked at synth on the rendered resource (`Default`).
 *
 * A role with neither actions nor inherited roles grants nothing. Neither the Atlas API nor the
 * provider requires either list, and MongoDB accepts a role without privileges (a name to grant
 * now and fill in later), so it is not an error: synth warns `mongodbatlas:custom-role-grants-nothing`.
 *
 * An inherited custom role that is a `CustomDbRole` of this app is created first: `depends_on` in
 * the same stack, a stack dependency across stacks. Two `CustomDbRole`s of the same project and
 * name in one app are an error at synth (Atlas refuses the second).
 *
 * @resource mongodbatlas_custom_db_role
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/custom_db_role
 */
export class CustomDbRole extends Construct implements ICustomDbRole {
  /**
   * Refers to an existing custom role by its project and name, without reading Atlas.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the project id and role name
   */
  public static fromCustomDbRoleAttributes(scope: Construct, id: string, attrs: CustomDbRoleAttributes): ICustomDbRole {
    return new ImportedCustomDbRole(scope, id, attrs);
  }

  /**
   * Reads an existing custom role through the data source (its actions and inherited roles are
   * on `dataSource`).
   * @param scope the scope
   * @param id a scoped id
   * @param options the project id and role name
   */
  public static fromLookup(scope: Construct, id: string, options: CustomDbRoleLookupOptions): CustomDbRoleLookup {
    const { CustomDbRoleLookup: Lookup } = require('./custom-db-role-lookup') as typeof import('./custom-db-role-lookup');
    return new Lookup(scope, id, options);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasCustomDbRole;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the role. */
  public readonly roleName: string;

  constructor(scope: Construct, id: string, props: CustomDbRoleProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'CustomDbRoleProps');
    const p = new Problems();
    p.required(props, ['projectId', 'roleName'], { projectId: 'the id of the Atlas project', roleName: 'the name of the custom role' });
    const actions = listOf(p, 'actions', props.actions, {
      allowed: 'a list', fix: 'pass actions as a list, or leave it out.', knownFix: 'write the actions in code: the construct checks each one.',
    }) ?? [];
    const inherited = listOf(p, 'inheritedRoles', props.inheritedRoles, {
      allowed: 'a list', fix: 'pass inheritedRoles as a list, or leave it out.', knownFix: 'write the inherited roles in code: the construct checks each one.',
    }) ?? [];
    actions.forEach((a, i) => checkAction(p, a, `actions[${i}]`));
    inherited.forEach((r, i) => checkInherited(p, r, `inheritedRoles[${i}]`, props.projectId));
    throwIfProblems(this, p);
    this.projectId = props.projectId;
    this.roleName = props.roleName;

    this.resource = new MongodbatlasCustomDbRole(this, 'Default', {
      projectId: props.projectId,
      roleName: props.roleName,
      actions: actions.length ? actions.map((a) => ({ action: a.action, resources: a.resources.map((r) => r._toResource()) })) : undefined,
      inheritedRoles: inherited.length ? inherited.map((r) => ({ roleName: r.roleName, databaseName: r.databaseName })) : undefined,
    });
    for (const r of inherited) if (r.customRole instanceof CustomDbRole) dependOn(this.resource, r.customRole);

    if (!actions.length && !inherited.length) {
      warn(this, 'mongodbatlas:custom-role-grants-nothing',
        `the custom role '${textOf(props.roleName)}' has no actions and no inherited roles: it grants nothing. `
        + 'Fix: add actions (e.g. { action: PrivilegeAction.FIND, resources: [RoleResource.database(\'orders\')] }) or inheritedRoles, or remove the role.');
    }

    validateAtSynth(this, () => {
      const own = new Problems();
      const same = (c: IConstruct): c is CustomDbRole =>
        c instanceof CustomDbRole && c !== this && sameValue(c.projectId, this.projectId) && c.roleName === this.roleName;
      const twins = isKnown(this.projectId) && isKnown(this.roleName) ? this.node.root.node.findAll().filter(same) : [];
      if (twins.length) {
        const paths = twins.map((t) => t.node.path).join(', ');
        own.add('roleName', `is also the name of ${paths} in project ${this.projectId}; a project has one custom role of each name.`, {
          id: 'mongodbatlas:custom-role-twice',
          received: this.roleName,
          allowed: 'a name no other CustomDbRole of the project uses',
          fix: 'rename one of the roles, or merge them into one.',
        });
      }
      return own.list;
    }, this.resource);
  }
}

function checkAction(p: Problems, a: CustomRoleAction, field: string): void {
  if (a === null || typeof a !== 'object') {
    p.add(field, 'is not an action.', { id: 'mongodbatlas:custom-role-action', received: a, allowed: '{ action, resources }', fix: "write { action: PrivilegeAction.FIND, resources: [RoleResource.database('orders')] }." });
    return;
  }
  if (a.action === undefined || a.action === null || a.action === '') {
    p.add(`${field}.action`, 'is required.', { id: 'mongodbatlas:custom-role-action-name-required', received: a.action, allowed: 'a privilege action, e.g. PrivilegeAction.FIND', fix: `set ${field}.action.` });
  } else if (typeof a.action !== 'string') {
    p.add(`${field}.action`, 'is not a string.', { id: 'mongodbatlas:custom-role-action-name-string', received: a.action, allowed: 'a privilege action, e.g. PrivilegeAction.FIND', fix: 'give the action as a string, e.g. PrivilegeAction.FIND.' });
  }
  const resources = a.resources;
  if (!Array.isArray(resources) || resources.length === 0) {
    p.add(`${field}.resources`, 'needs at least one resource: an action is granted somewhere.', {
      id: 'mongodbatlas:custom-role-action-resources',
      received: resources,
      allowed: 'a list of RoleResource: cluster(), database(db), collection(db, coll) or allDatabases()',
      fix: "grant the action on e.g. [RoleResource.database('orders')], or on [RoleResource.cluster()] for a cluster action.",
    });
    return;
  }
  resources.forEach((r, j) => checkResource(p, r, `${field}.resources[${j}]`));
}

function checkResource(p: Problems, r: RoleResource, field: string): void {
  if (!(r instanceof RoleResource)) {
    p.add(field, 'is not a RoleResource.', {
      id: 'mongodbatlas:custom-role-resource',
      received: r,
      allowed: 'RoleResource.cluster(), database(db), collection(db, coll) or allDatabases()',
      fix: "use a RoleResource factory, e.g. RoleResource.database('orders').",
    });
    return;
  }
  if (r._form !== 'database' && r._form !== 'collection') return;
  const db = r.databaseName;
  if (db === undefined || db === null) {
    p.add(`${field}.databaseName`, 'is required.', { id: 'mongodbatlas:custom-role-resource-database-required', received: db, allowed: 'a database name', fix: `name the database in RoleResource.${r._form}(...).` });
  } else if (db === '' && r._form === 'database') {
    p.add(`${field}.databaseName`, 'is empty, which Atlas reads as every database.', {
      id: 'mongodbatlas:custom-role-resource-database-empty',
      received: db,
      allowed: 'a database name',
      fix: 'name the database, or use RoleResource.allDatabases() to grant on every database.',
    });
  }
  if (r._form !== 'collection') return;
  const coll = r.collectionName;
  if (coll === undefined || coll === null) {
    p.add(`${field}.collectionName`, 'is required.', { id: 'mongodbatlas:custom-role-resource-collection-required', received: coll, allowed: 'a collection name', fix: `name the collection, or use RoleResource.database(${quoted(db)}) for every collection of the database.` });
  } else if (coll === '') {
    p.add(`${field}.collectionName`, 'is empty, which Atlas reads as every collection of the database.', {
      id: 'mongodbatlas:custom-role-resource-collection-empty',
      received: coll,
      allowed: 'a collection name',
      fix: `name the collection, or use RoleResource.database(${quoted(db)}) to grant on every collection of the database.`,
    });
  }
}

function checkInherited(p: Problems, r: DatabaseRole, field: string, projectId: string): void {
  if (!(r instanceof DatabaseRole)) {
    p.add(field, 'is not a DatabaseRole.', {
      id: 'mongodbatlas:custom-role-inherited-role',
      received: r,
      allowed: "a DatabaseRole, e.g. DatabaseRole.read('catalog') or DatabaseRole.custom(role)",
      fix: 'use a DatabaseRole factory.',
    });
    return;
  }
  const before = p.length;
  r._checkIn(p, field);
  if (p.length > before) return;
  if (r.roleName === undefined || r.roleName === null || r.roleName === '') {
    p.add(`${field}.roleName`, 'is required.', { id: 'mongodbatlas:custom-role-inherited-name-required', received: r.roleName, allowed: 'a built-in or custom role name', fix: 'pass a role to DatabaseRole.custom(role), or a name to DatabaseRole.builtIn(name, db).' });
  }
  if (r.databaseName === undefined || r.databaseName === null || r.databaseName === '') {
    p.add(`${field}.databaseName`, 'is required.', { id: 'mongodbatlas:custom-role-inherited-database-required', received: r.databaseName, allowed: 'a database name', fix: "name the database the role applies to, e.g. DatabaseRole.read('catalog')." });
  }
  if (r.collectionName !== undefined && r.collectionName !== null && r.collectionName !== '') {
    p.add(`${field}.collectionName`, `narrows ${r.roleName} to a collection, but an inherited role applies to a whole database (the provider's inherited roles have no collection).`, {
      id: 'mongodbatlas:custom-role-inherited-collection',
      received: r.collectionName,
      allowed: 'an inherited role without a collection',
      fix: `inherit ${r.roleName} on the whole database (DatabaseRole.${r.roleName === 'readWrite' ? 'readWrite' : 'read'}(${quoted(r.databaseName)})), `
        + `or grant actions on RoleResource.collection(${quoted(r.databaseName)}, ${quoted(r.collectionName)}) instead.`,
    });
  }
  const other = r.customRole;
  if (other && knownDifferent(other.projectId, projectId)) {
    p.add(`${field}`, `is the custom role '${other.roleName}' of project ${other.projectId} (${other.node.path}); a role inherits only roles of its own project.`, {
      id: 'mongodbatlas:custom-role-inherited-project',
      received: other.projectId,
      allowed: `a custom role of project ${projectId}`,
      fix: `define the role in project ${projectId}, or inherit its actions here.`,
    });
  }
}

function quoted(v: string | undefined): string {
  return `'${textOf(v)}'`;
}

/**
 * An existing custom role known by its project and name (nothing is read from Atlas): what
 * `CustomDbRole.fromCustomDbRoleAttributes` returns.
 */
class ImportedCustomDbRole extends Construct implements ICustomDbRole {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name of the role. */
  public readonly roleName: string;

  constructor(scope: Construct, id: string, attrs: CustomDbRoleAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'CustomDbRoleAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId', 'roleName'], { projectId: 'the id of the Atlas project', roleName: 'the name of the custom role' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.roleName = attrs.roleName;
  }
}
describedAs(ImportedCustomDbRole, 'ICustomDbRole');
