import * as fs from 'fs';
import * as path from 'path';
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { Checks, mongodbatlas, TerrainTesting } from '../../../src';
import {
  CustomDbRole, CustomDbRoleLookup, CustomDbRoleProps, DatabaseRole, PrivilegeAction, RoleResource,
} from '../../../src/constructs/mongodbatlas';

const props: CustomDbRoleProps = {
  projectId: PROJECT,
  roleName: 'auditor',
  actions: [
    { action: PrivilegeAction.FIND, resources: [RoleResource.collection('orders', 'items'), RoleResource.database('catalog')] },
    { action: PrivilegeAction.LIST_SESSIONS, resources: [RoleResource.cluster()] },
    { action: PrivilegeAction.LIST_COLLECTIONS, resources: [RoleResource.allDatabases()] },
  ],
  inheritedRoles: [DatabaseRole.read('catalog'), DatabaseRole.builtIn('clusterMonitor', 'admin')],
};

const roles = (doc: any) => doc.resource.mongodbatlas_custom_db_role;
const R = 'rule:mongodbatlas_custom_db_role';
/** The lines of a construction error with several problems. */
const problems = (head: string, ...lines: string[]) => [head, ...lines.map((l) => `  - ${l}`)].join('\n');

describe('CustomDbRole', () => {
  test('renders mongodbatlas_custom_db_role under the L2 id: typed actions, resources and inherited roles', () => {
    const stack = clusterStack();
    const role = new CustomDbRole(stack, 'Auditor', props);
    const doc = synthDoc(stack);
    expect(roles(doc)).toEqual({
      Auditor: {
        project_id: PROJECT,
        role_name: 'auditor',
        actions: [
          { action: 'FIND', resources: [{ database_name: 'orders', collection_name: 'items' }, { database_name: 'catalog', collection_name: '' }] },
          { action: 'LIST_SESSIONS', resources: [{ cluster: true }] },
          { action: 'LIST_COLLECTIONS', resources: [{ database_name: '', collection_name: '' }] },
        ],
        inherited_roles: [{ role_name: 'read', database_name: 'catalog' }, { role_name: 'clusterMonitor', database_name: 'admin' }],
      },
    });
    expect(role.node.defaultChild).toBe(role.resource);
    expect(role.projectId).toBe(PROJECT);
    expect(role.roleName).toBe('auditor');
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('RoleResource factories', () => {
    const forms = [RoleResource.cluster(), RoleResource.database('orders'), RoleResource.collection('orders', 'items'), RoleResource.allDatabases(), RoleResource.collection('', 'items')];
    expect(forms.map((r) => [r.isCluster, r.databaseName, r.collectionName])).toEqual([
      [true, undefined, undefined], [undefined, 'orders', ''], [undefined, 'orders', 'items'], [undefined, '', ''], [undefined, '', 'items'],
    ]);
    const stack = clusterStack();
    new CustomDbRole(stack, 'Everywhere', { projectId: PROJECT, roleName: 'items-reader', actions: [{ action: 'FIND', resources: [RoleResource.collection('', 'items')] }] });
    expect(roles(synthDoc(stack)).Everywhere.actions).toEqual([{ action: 'FIND', resources: [{ database_name: '', collection_name: 'items' }] }]);
  });

  test('PrivilegeAction lists exactly the actions of the overlay (the documented list)', () => {
    const overlay = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../spec/mongodbatlas/overlay.json'), 'utf8'));
    const documented = overlay.types.mongodbatlas_custom_db_role.attributes['actions.action'].allowedValues;
    expect(PrivilegeAction.ALL).toEqual(documented);
    expect(documented).toHaveLength(80);
    // jsii reserves names starting with GET_ (Java getters): those constants are ACTION_GET_...
    for (const a of documented) expect((PrivilegeAction as any)[a.startsWith('GET_') ? `ACTION_${a}` : a]).toBe(a);
    expect(Object.isFrozen(PrivilegeAction.ALL)).toBe(true);
  });

  describe('inherited custom roles', () => {
    test('a custom role of the app is inherited on admin and created first (depends_on)', () => {
      const stack = clusterStack();
      const base = new CustomDbRole(stack, 'Base', { projectId: PROJECT, roleName: 'base', actions: [{ action: 'FIND', resources: [RoleResource.database('orders')] }] });
      new CustomDbRole(stack, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.custom(base), DatabaseRole.custom(base), DatabaseRole.read('catalog')] });
      const body = roles(synthDoc(stack)).Auditor;
      expect(body.inherited_roles).toEqual([{ role_name: 'base', database_name: 'admin' }, { role_name: 'base', database_name: 'admin' }, { role_name: 'read', database_name: 'catalog' }]);
      expect(body.depends_on).toEqual(['mongodbatlas_custom_db_role.Base']);
    });

    test('an imported or looked-up role adds no dependency; a lookup renders the data source', () => {
      const stack = clusterStack();
      const imported = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Ops', { projectId: PROJECT, roleName: 'ops' });
      const looked = CustomDbRole.fromLookup(stack, 'Legacy', { projectId: PROJECT, roleName: 'legacy' });
      expect(looked).toBeInstanceOf(CustomDbRoleLookup);
      expect([imported.projectId, imported.roleName, looked.projectId, looked.roleName]).toEqual([PROJECT, 'ops', PROJECT, 'legacy']);
      new CustomDbRole(stack, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.custom(imported), DatabaseRole.custom(looked)] });
      const doc = synthDoc(stack);
      expect(roles(doc).Auditor.inherited_roles).toEqual([{ role_name: 'ops', database_name: 'admin' }, { role_name: 'legacy', database_name: 'admin' }]);
      expect(roles(doc).Auditor.depends_on).toBeUndefined();
      expect(Object.values(doc.data.mongodbatlas_custom_db_role)).toEqual([{ project_id: PROJECT, role_name: 'legacy' }]);
      expect(looked.dataSource.node.path).toBe('test/Legacy/Lookup');
    });

    test('a role of another stack makes this stack depend on it', () => {
      const app = new App();
      const one = new TerraformStack(app, 'one');
      const two = new TerraformStack(app, 'two');
      new mongodbatlas.MongodbatlasProvider(one, 'atlas');
      new mongodbatlas.MongodbatlasProvider(two, 'atlas');
      const base = new CustomDbRole(one, 'Base', { projectId: PROJECT, roleName: 'base', actions: [{ action: 'FIND', resources: [RoleResource.database('orders')] }] });
      const auditor = new CustomDbRole(two, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.custom(base)] });
      expect(two.dependencies).toEqual([one]);
      expect(TerrainTesting.synthToObject(two).resource.mongodbatlas_custom_db_role.Auditor.depends_on).toBeUndefined();
      expect(auditor.resource.dependsOn).toBeUndefined();
    });
  });

  describe('rules of the construct (at construction)', () => {
    const make = (p: Partial<CustomDbRoleProps> | any) => errorOf(() => new CustomDbRole(clusterStack(), 'Auditor', { ...props, ...p }));

    test('projectId and roleName are required; props must be an object', () => {
      expect(errorOf(() => new CustomDbRole(clusterStack(), 'Auditor', {} as any))).toBe(problems('[test/Auditor] 2 problems:',
        'projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
        'roleName: is required. Received: undefined. Allowed: the name of the custom role. Fix: set roleName.'));
      expect(errorOf(() => new (CustomDbRole as any)(clusterStack(), 'Auditor'))).toBe(
        "[test/Auditor] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    });

    test('actions and inheritedRoles are lists', () => {
      expect(make({ actions: { action: 'FIND' }, inheritedRoles: 'read' })).toBe(problems('[test/Auditor] 2 problems:',
        'actions: expected a list. Received: an object with keys action. Allowed: a list. Fix: pass actions as a list, or leave it out.',
        'inheritedRoles: expected a list. Received: "read". Allowed: a list. Fix: pass inheritedRoles as a list, or leave it out.'));
    });

    test('an action is an object with a string action name', () => {
      expect(make({ actions: ['FIND'] })).toBe(
        "[test/Auditor] actions[0]: is not an action. Received: \"FIND\". Allowed: { action, resources }. Fix: write { action: PrivilegeAction.FIND, resources: [RoleResource.database('orders')] }.");
      expect(make({ actions: [{ action: '', resources: [RoleResource.cluster()] }, { action: 7, resources: [RoleResource.cluster()] }] })).toBe(problems('[test/Auditor] 2 problems:',
        'actions[0].action: is required. Received: "". Allowed: a privilege action, e.g. PrivilegeAction.FIND. Fix: set actions[0].action.',
        'actions[1].action: is not a string. Received: 7. Allowed: a privilege action, e.g. PrivilegeAction.FIND. Fix: give the action as a string, e.g. PrivilegeAction.FIND.'));
    });

    test('an action has at least one RoleResource', () => {
      const msg = (i: number, received: string) => `actions[${i}].resources: needs at least one resource: an action is granted somewhere. Received: ${received}. `
        + "Allowed: a list of RoleResource: cluster(), database(db), collection(db, coll) or allDatabases(). Fix: grant the action on e.g. [RoleResource.database('orders')], or on [RoleResource.cluster()] for a cluster action.";
      expect(make({ actions: [{ action: 'FIND', resources: [] }, { action: 'FIND' }] })).toBe(problems('[test/Auditor] 2 problems:', msg(0, 'an empty list'), msg(1, 'undefined')));
      expect(make({ actions: [{ action: 'FIND', resources: [{ databaseName: 'orders' }] }] })).toBe(
        "[test/Auditor] actions[0].resources[0]: is not a RoleResource. Received: an object with keys databaseName. Allowed: RoleResource.cluster(), database(db), collection(db, coll) or allDatabases(). Fix: use a RoleResource factory, e.g. RoleResource.database('orders').");
    });

    test('an empty database or collection name is refused where it would silently mean "all"', () => {
      expect(make({ actions: [{ action: 'FIND', resources: [RoleResource.database(''), RoleResource.collection('orders', '')] }] })).toBe(problems('[test/Auditor] 2 problems:',
        'actions[0].resources[0].databaseName: is empty, which Atlas reads as every database. Received: "". Allowed: a database name. Fix: name the database, or use RoleResource.allDatabases() to grant on every database.',
        "actions[0].resources[1].collectionName: is empty, which Atlas reads as every collection of the database. Received: \"\". Allowed: a collection name. Fix: name the collection, or use RoleResource.database('orders') to grant on every collection of the database."));
      expect(make({ actions: [{ action: 'FIND', resources: [RoleResource.database(undefined as any), RoleResource.collection('orders', undefined as any)] }] })).toBe(problems('[test/Auditor] 2 problems:',
        'actions[0].resources[0].databaseName: is required. Received: undefined. Allowed: a database name. Fix: name the database in RoleResource.database(...).',
        "actions[0].resources[1].collectionName: is required. Received: undefined. Allowed: a collection name. Fix: name the collection, or use RoleResource.database('orders') for every collection of the database."));
    });

    test('an inherited DatabaseRole.custom given a role name (JavaScript) is refused in the words of DatabaseRole.custom', () => {
      expect(make({ inheritedRoles: [DatabaseRole.custom('ops' as any)] })).toBe(
        '[test/Auditor] inheritedRoles[0]: is DatabaseRole.custom(role) with no custom role: custom takes the role itself, a CustomDbRole (or what CustomDbRole.fromCustomDbRoleAttributes '
        + 'or CustomDbRole.fromLookup returns), not its name. Received: "ops". Allowed: DatabaseRole.custom(role), with role an ICustomDbRole: new CustomDbRole(...), '
        + 'CustomDbRole.fromCustomDbRoleAttributes(...) or CustomDbRole.fromLookup(...). '
        + "Fix: pass the role: DatabaseRole.custom(CustomDbRole.fromCustomDbRoleAttributes(this, 'Role', { projectId, roleName: 'ops' })) for a role defined elsewhere, "
        + 'or the CustomDbRole construct that defines it.');
    });

    test('an inherited role is a DatabaseRole with a name and a database', () => {
      expect(make({ inheritedRoles: [{ roleName: 'read', databaseName: 'catalog' }] })).toBe(
        "[test/Auditor] inheritedRoles[0]: is not a DatabaseRole. Received: an object with keys roleName, databaseName. Allowed: a DatabaseRole, e.g. DatabaseRole.read('catalog') or DatabaseRole.custom(role). Fix: use a DatabaseRole factory.");
      expect(make({ inheritedRoles: [DatabaseRole.custom(undefined as any), DatabaseRole.builtIn('clusterMonitor', '')] })).toBe(problems('[test/Auditor] 2 problems:',
        'inheritedRoles[0]: is DatabaseRole.custom(role) with no custom role: custom takes the role itself, a CustomDbRole (or what CustomDbRole.fromCustomDbRoleAttributes '
        + 'or CustomDbRole.fromLookup returns). Received: undefined. Allowed: DatabaseRole.custom(role), with role an ICustomDbRole: new CustomDbRole(...), '
        + 'CustomDbRole.fromCustomDbRoleAttributes(...) or CustomDbRole.fromLookup(...). '
        + "Fix: pass the role: DatabaseRole.custom(CustomDbRole.fromCustomDbRoleAttributes(this, 'Role', { projectId, roleName: '<role name>' })) for a role defined elsewhere, "
        + 'or the CustomDbRole construct that defines it.',
        "inheritedRoles[1].databaseName: is required. Received: \"\". Allowed: a database name. Fix: name the database the role applies to, e.g. DatabaseRole.read('catalog')."));
    });

    test('an inherited role has no collection', () => {
      const empty = clusterStack();
      new CustomDbRole(empty, 'Auditor', { ...props, inheritedRoles: [DatabaseRole.read('orders', '')] });
      expect(roles(synthDoc(empty)).Auditor.inherited_roles).toEqual([{ role_name: 'read', database_name: 'orders' }]);
      expect(make({ inheritedRoles: [DatabaseRole.read('orders'), DatabaseRole.readWrite('orders', 'items')] })).toBe(
        "[test/Auditor] inheritedRoles[1].collectionName: narrows readWrite to a collection, but an inherited role applies to a whole database (the provider's inherited roles have no collection). "
        + "Received: \"items\". Allowed: an inherited role without a collection. Fix: inherit readWrite on the whole database (DatabaseRole.readWrite('orders')), or grant actions on RoleResource.collection('orders', 'items') instead.");
    });

    test('an inherited custom role belongs to the same project (when both ids are known)', () => {
      const stack = clusterStack();
      const other = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Other', { projectId: '0123456789abcdef01234567', roleName: 'ops' });
      expect(errorOf(() => new CustomDbRole(stack, 'Auditor', { ...props, inheritedRoles: [DatabaseRole.custom(other)] }))).toBe(
        "[test/Auditor] inheritedRoles[0]: is the custom role 'ops' of project 0123456789abcdef01234567 (test/Other); a role inherits only roles of its own project. "
        + `Received: "0123456789abcdef01234567". Allowed: a custom role of project ${PROJECT}. Fix: define the role in project ${PROJECT}, or inherit its actions here.`);
      const unknown = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Unknown', { projectId: new TerraformVariable(stack, 'p', { type: 'string' }).stringValue, roleName: 'ops' });
      new CustomDbRole(stack, 'Fine', { ...props, inheritedRoles: [DatabaseRole.custom(unknown)] });
      expect(roles(synthDoc(stack)).Fine.inherited_roles).toEqual([{ role_name: 'ops', database_name: 'admin' }]);
    });

    test('fromCustomDbRoleAttributes and fromLookup need the project and the name', () => {
      const stack = clusterStack();
      expect(errorOf(() => CustomDbRole.fromCustomDbRoleAttributes(stack, 'None', { projectId: PROJECT } as any))).toBe(
        '[test/None] roleName: is required. Received: undefined. Allowed: the name of the custom role. Fix: set roleName.');
      expect(errorOf(() => CustomDbRole.fromLookup(stack, 'Nothing', { roleName: 'x' } as any))).toBe(
        '[test/Nothing] projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.');
    });
  });

  describe('rules of the construct (at synth)', () => {
    test('a role with neither actions nor inherited roles warns; one of them is enough', () => {
      const stack = clusterStack();
      new CustomDbRole(stack, 'Empty', { projectId: PROJECT, roleName: 'empty', actions: [] });
      new CustomDbRole(stack, 'OnlyInherits', { projectId: PROJECT, roleName: 'inherits', inheritedRoles: [DatabaseRole.read('orders')] });
      new CustomDbRole(stack, 'OnlyActions', { projectId: PROJECT, roleName: 'acts', actions: [{ action: 'FIND', resources: [RoleResource.database('orders')] }] });
      const doc = synthDoc(stack);
      expect(roles(doc).Empty).toEqual({ project_id: PROJECT, role_name: 'empty' });
      expect(TerrainTesting.warnings(stack)).toEqual([
        "test/Empty: [mongodbatlas:custom-role-grants-nothing] the custom role 'empty' has no actions and no inherited roles: it grants nothing. "
        + "Fix: add actions (e.g. { action: PrivilegeAction.FIND, resources: [RoleResource.database('orders')] }) or inheritedRoles, or remove the role.",
      ]);
    });

    test('two roles of the same project and name in the app are an error', () => {
      const stack = clusterStack();
      new CustomDbRole(stack, 'A', props);
      new CustomDbRole(stack, 'OtherProject', { ...props, projectId: '0123456789abcdef01234567' });
      new CustomDbRole(stack, 'OtherName', { ...props, roleName: 'auditor2' });
      expect(Object.keys(roles(synthDoc(stack))).sort()).toEqual(['A', 'OtherName', 'OtherProject']);
      new CustomDbRole(stack, 'B', props);
      expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
        + `  [test/A] roleName: is also the name of test/B in project ${PROJECT}; a project has one custom role of each name. Received: "auditor". Allowed: a name no other CustomDbRole of the project uses. Fix: rename one of the roles, or merge them into one.\n`
        + `  [test/B] roleName: is also the name of test/A in project ${PROJECT}; a project has one custom role of each name. Received: "auditor". Allowed: a name no other CustomDbRole of the project uses. Fix: rename one of the roles, or merge them into one.`);
    });
  });

  describe('type rules and value checks of the rendered resource', () => {
    const synthFails = (p: Partial<CustomDbRoleProps>) => {
      const stack = clusterStack();
      new CustomDbRole(stack, 'Auditor', { ...props, ...p });
      return synthError(stack);
    };
    /** The rules below are documented only: they warn. */
    const synthWarns = (p: Partial<CustomDbRoleProps>, before?: (stack: any) => Partial<CustomDbRoleProps>) => {
      const stack = clusterStack();
      new CustomDbRole(stack, 'Auditor', { ...props, ...p, ...before?.(stack) });
      synthDoc(stack);
      return TerrainTesting.warnings(stack);
    };

    test('inherited-role-admin-database', () => {
      expect(synthWarns({ inheritedRoles: [DatabaseRole.read('orders'), DatabaseRole.dbAdmin('orders')] })).toEqual([
        `test/Auditor/Default: [${R}/inherited-role-admin-database] inheritedRoles[1].databaseName: must be admin for the inherited role 'dbAdmin': only read and readWrite are inherited from another database. Received: "orders". Allowed: 'admin' (any database only for read and readWrite). Fix: set databaseName to 'admin' for role 'dbAdmin'.`,
      ]);
    });

    test('inherits-itself (the role named by name, or imported under its own name)', () => {
      const stack = clusterStack();
      const self = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Self', { projectId: PROJECT, roleName: 'auditor' });
      new CustomDbRole(stack, 'Auditor', { ...props, inheritedRoles: [DatabaseRole.builtIn('auditor', 'admin'), DatabaseRole.custom(self)] });
      const line = (i: number) => `test/Auditor/Default: [${R}/inherits-itself] inheritedRoles[${i}].roleName: names the role itself ('auditor'): a role cannot inherit itself. `
        + `Received: "auditor". Allowed: a built-in role, or another custom role of the project. Fix: remove inheritedRoles[${i}], or name the role it should inherit from.`;
      synthDoc(stack);
      expect(TerrainTesting.warnings(stack)).toEqual([line(0), line(1)]);
    });

    test('reserved-name-prefix (the provider refuses x-gen), reserved-xgen-prefix and built-in-role-name (documented: warnings)', () => {
      expect(synthFails({ roleName: 'x-gen-auditor' })).toBe('Validation failed with the following errors:\n'
        + `  [test/Auditor/Default] [${R}/reserved-name-prefix] roleName: starts with 'x-gen', a prefix the provider refuses (Atlas reserves it for the roles it defines). Received: "x-gen-auditor". Allowed: a name that does not start with 'x-gen'. Fix: rename the role, e.g. 'auditor'.`);
      expect(synthWarns({ roleName: 'xgen-auditor' })).toEqual([
        `test/Auditor/Default: [${R}/reserved-xgen-prefix] roleName: starts with 'xgen-', a prefix Atlas reserves for the roles it defines. Received: "xgen-auditor". Allowed: a name that does not start with 'xgen-'. Fix: rename the role, e.g. 'auditor'.`,
      ]);
      expect(synthWarns({ roleName: 'readWrite' })).toEqual([
        `test/Auditor/Default: [${R}/built-in-role-name] roleName: is the name of the built-in role 'readWrite'; a custom role needs a name of its own. Received: "readWrite". Allowed: a name that is not a built-in role. Fix: rename the role, e.g. 'readWrite-custom'; to grant the built-in role itself, grant 'readWrite' to the user directly.`,
      ]);
    });

    test('the role name pattern (value check)', () => {
      expect(synthFails({ roleName: '..' })).toMatch(/^Validation failed with the following errors:\n {2}\[test\/Auditor\/Default\] \[value:mongodbatlas_custom_db_role\.role_name\] roleName: /);
    });

    test('an undocumented action warns with the closest documented one; strict() makes it an error', () => {
      const stack = clusterStack();
      new CustomDbRole(stack, 'Auditor', { ...props, actions: [{ action: 'LIST_SESSION', resources: [RoleResource.cluster()] }] });
      synthDoc(stack);
      const warnings = TerrainTesting.warnings(stack);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^test\/Auditor\/Default: \[terrain:unlisted-value\] \[value:mongodbatlas_custom_db_role\.actions\.action\] actions\[0\]\.action: is not in the list of values the provider documents \(value:mongodbatlas_custom_db_role\.actions\.action\); the remote API may refuse it at apply\. Received: "LIST_SESSION"\. Allowed: 'FIND', 'INSERT', .* or 'UPDATE_SEARCH_INDEX'\. Fix: write 'LIST_SESSIONS' instead of 'LIST_SESSION' \(did you mean it\?\)\. If a newer provider release allows it, acknowledge value:mongodbatlas_custom_db_role\.actions\.action with the reason\.$/);

      const strict = clusterStack();
      Checks.of(strict).strict();
      new CustomDbRole(strict, 'Auditor', { ...props, actions: [{ action: 'LIST_SESSION', resources: [RoleResource.cluster()] }] });
      expect(synthError(strict)).toMatch(/^Validation failed with the following errors:\n {2}\[test\/Auditor\/Default\] \[value:mongodbatlas_custom_db_role\.actions\.action\] actions\[0\]\.action: is not in the list/);
    });

    test('cluster-resource-exclusive cannot be broken through the L2: cluster() renders cluster alone', () => {
      const stack = clusterStack();
      new CustomDbRole(stack, 'Auditor', { ...props, actions: [{ action: 'SERVER_STATUS', resources: [RoleResource.cluster(), RoleResource.database('orders')] }] });
      expect(roles(synthDoc(stack)).Auditor.actions).toEqual([{ action: 'SERVER_STATUS', resources: [{ cluster: true }, { database_name: 'orders', collection_name: '' }] }]);
    });
  });

  test('tokens are passed through and not judged', () => {
    const stack = clusterStack();
    const v = (id: string) => new TerraformVariable(stack, id, { type: 'string' }).stringValue;
    const base = new CustomDbRole(stack, 'Base', { projectId: v('project'), roleName: v('baseName'), actions: [{ action: v('action'), resources: [RoleResource.database(v('db')), RoleResource.collection(v('db2'), v('coll'))] }] });
    new CustomDbRole(stack, 'Auditor', { projectId: v('project2'), roleName: v('name'), inheritedRoles: [DatabaseRole.custom(base), DatabaseRole.builtIn(v('role'), v('roleDb'))] });
    const doc = synthDoc(stack);
    expect(roles(doc).Base.actions).toEqual([{ action: '${var.action}', resources: [{ database_name: '${var.db}', collection_name: '' }, { database_name: '${var.db2}', collection_name: '${var.coll}' }] }]);
    expect(roles(doc).Auditor).toEqual({
      project_id: '${var.project2}',
      role_name: '${var.name}',
      inherited_roles: [{ role_name: '${var.baseName}', database_name: 'admin' }, { role_name: '${var.role}', database_name: '${var.roleDb}' }],
      depends_on: ['mongodbatlas_custom_db_role.Base'],
    });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });
});

// The clear error that replaced a TypeError the fuzzer found (test/fuzz/identity.fuzz.test.ts).
test('a projectId that is no string, with an inherited custom role, is reported by the L1', () => {
  const s = clusterStack();
  const reader = new mongodbatlas.CustomDbRole(s, 'Reader', { projectId: PROJECT, roleName: 'reader', inheritedRoles: [mongodbatlas.DatabaseRole.read('orders')] });
  expect(errorOf(() => new mongodbatlas.CustomDbRole(s, 'Role', { projectId: Object.create(null), roleName: 'r', inheritedRoles: [mongodbatlas.DatabaseRole.custom(reader)] }))).toBe(
    '[test/Role/Default] projectId: expected a string. Received: an empty object. Allowed: a string.');
});

describe('fromCustomDbRoleAttributes', () => {
  test('an existing role by project and name: renders nothing, and can be inherited', () => {
    const stack = clusterStack();
    const reader = CustomDbRole.fromCustomDbRoleAttributes(stack, 'Reader', { projectId: PROJECT, roleName: 'reader' });
    expect(reader).not.toBeInstanceOf(CustomDbRole);
    expect([reader.projectId, reader.roleName]).toEqual([PROJECT, 'reader']);
    new CustomDbRole(stack, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.custom(reader)] });
    expect(synthDoc(stack).resource.mongodbatlas_custom_db_role).toEqual({
      Auditor: { project_id: PROJECT, role_name: 'auditor', inherited_roles: [{ role_name: 'reader', database_name: 'admin' }] },
    });
  });

  test('JavaScript: missing attributes are named; a misspelled one is refused with the closest one', () => {
    expect(errorOf(() => CustomDbRole.fromCustomDbRoleAttributes(clusterStack(), 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - roleName: is required. Received: undefined. Allowed: the name of the custom role. Fix: set roleName.',
    ].join('\n'));
    expect(errorOf(() => CustomDbRole.fromCustomDbRoleAttributes(clusterStack(), 'Typo', { projectId: PROJECT, rolename: 'x' } as any))).toBe(
      "[test/Typo] rolename: unknown option; did you mean roleName? Received: the key 'rolename'. Allowed: the options of CustomDbRoleAttributes: projectId, roleName. "
      + "Fix: write 'roleName' instead of 'rolename'.");
  });
});
