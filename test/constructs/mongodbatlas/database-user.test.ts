import { TerraformStack, TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import {
  ATLAS_ADMIN, ExistingCustomRole, NOT_GRANTABLE, OTHER_PROJECT, passwordUser, R, replicaSet, ROLE_ARN, TestCustomRole, UNSCOPED, userBody,
} from './database-user-util';
import { mongodbatlas, TerrainTesting } from '../../../src';

const {
  DatabaseUser, DatabaseUserAuthentication, DatabasePassword, DatabaseRole, DatabaseUserScope,
} = mongodbatlas;

describe('DatabaseUser', () => {
  test('renders the user: the authentication\'s fields, roles, scopes, description; labels as key/value blocks by key; the L1 is the default child', () => {
    const s = clusterStack();
    const user = passwordUser(s, {
      labels: { team: 'orders', env: 'prod' },
      description: 'the orders service',
      roles: [DatabaseRole.readWrite('orders'), DatabaseRole.read('catalog', 'items')],
    });
    const doc = synthDoc(s);
    expect(userBody(doc)).toEqual({
      project_id: PROJECT,
      username: 'orders-app',
      auth_database_name: 'admin',
      password_wo: '${var.AppPassword}',
      password_wo_version: 1,
      description: 'the orders service',
      // Ordered by key, whatever the order they were written in.
      labels: [{ key: 'env', value: 'prod' }, { key: 'team', value: 'orders' }],
      roles: [
        { role_name: 'readWrite', database_name: 'orders' },
        { role_name: 'read', database_name: 'catalog', collection_name: 'items' },
      ],
      scopes: [{ name: 'lake', type: 'DATA_LAKE' }],
    });
    expect(user.node.defaultChild).toBe(user.resource);
    expect(user.projectId).toBe(PROJECT);
    expect(user.username).toBe('orders-app');
    expect(user.authDatabaseName).toBe('admin');
    expect(TerrainTesting.warnings(s)).toEqual([]);
  });

  test('no labels, or an empty map, render no labels', () => {
    const s = clusterStack();
    passwordUser(s, { labels: {} });
    passwordUser(s, {}, 'Other');
    const doc = synthDoc(s);
    expect(userBody(doc).labels).toBeUndefined();
    expect(userBody(doc, 'Other').labels).toBeUndefined();
  });

  test('one authentication can be given to two users (a variant holds no construct)', () => {
    const s = clusterStack();
    const auth = DatabaseUserAuthentication.x509({ username: 'reporting' });
    new DatabaseUser(s, 'A', { projectId: PROJECT, authentication: auth, roles: [DatabaseRole.read('orders')] });
    new DatabaseUser(s, 'B', { projectId: OTHER_PROJECT, authentication: auth, roles: [DatabaseRole.read('orders')] });
    const doc = synthDoc(s);
    expect([userBody(doc, 'A').username, userBody(doc, 'B').username]).toEqual(['reporting', 'reporting']);
  });
});

describe('DatabaseUser: JavaScript props', () => {
  test('missing props, and props that are no object, are named', () => {
    const s = clusterStack();
    expect(errorOf(() => new DatabaseUser(s, 'Empty', {} as any))).toBe([
      '[test/Empty] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      "  - authentication: is required. Received: undefined. Allowed: how the user logs in, e.g. DatabaseUserAuthentication.password({ username: 'orders-app', password }). Fix: set authentication.",
    ].join('\n'));
    expect(errorOf(() => new DatabaseUser(s, 'None', undefined as any))).toBe(
      "[test/None] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });

  test('a misspelled key is refused with the closest one, never dropped', () => {
    const s = clusterStack();
    expect(errorOf(() => passwordUser(s, { scope: [DatabaseUserScope.dataFederation('lake')] } as any))).toBe(
      "[test/App] scope: unknown option; did you mean scopes? Received: the key 'scope'. "
      + 'Allowed: the options of DatabaseUserProps: projectId, authentication, roles, scopes, labels, description. '
      + "Fix: write 'scopes' instead of 'scope'.");
    expect(errorOf(() => passwordUser(s, { role: [DatabaseRole.read('orders')] } as any, 'Role'))).toBe(
      "[test/Role] role: unknown option; did you mean roles? Received: the key 'role'. "
      + 'Allowed: the options of DatabaseUserProps: projectId, authentication, roles, scopes, labels, description. '
      + "Fix: write 'roles' instead of 'role'.");
  });

  test('the props of the former API (username and password in the props) are refused, never dropped', () => {
    const s = clusterStack();
    expect(errorOf(() => new DatabaseUser(s, 'Old', {
      projectId: PROJECT, username: 'orders-app', password: DatabasePassword.fromToken('${var.pw}'), roles: [DatabaseRole.read('orders')],
    } as any))).toBe([
      '[test/Old] 2 problems:',
      '  - username: belongs in authentication: it is an option of DatabaseUserAuthentication.password, DatabaseUserAuthentication.x509, DatabaseUserAuthentication.ldap or DatabaseUserAuthentication.oidc. '
      + "Received: the key 'username'. Allowed: the options of DatabaseUserProps: projectId, authentication, roles, scopes, labels, description. "
      + "Fix: move 'username' into authentication, e.g. authentication: DatabaseUserAuthentication.password({ username, ... }).",
      '  - password: belongs in authentication: it is an option of DatabaseUserAuthentication.password. '
      + "Received: the key 'password'. Allowed: the options of DatabaseUserProps: projectId, authentication, roles, scopes, labels, description. "
      + "Fix: move 'password' into authentication, e.g. authentication: DatabaseUserAuthentication.password({ password, ... }).",
    ].join('\n'));
  });

  test('an authentication that is no DatabaseUserAuthentication (a plain object, a string) is refused', () => {
    const s = clusterStack();
    const roles = [DatabaseRole.read('orders')];
    const allowed = "Allowed: a DatabaseUserAuthentication, e.g. DatabaseUserAuthentication.password({ username: 'orders-app', password }). "
      + "Fix: create it with a DatabaseUserAuthentication factory, e.g. DatabaseUserAuthentication.password({ username: 'orders-app', password }).";
    expect(errorOf(() => new DatabaseUser(s, 'Plain', { projectId: PROJECT, authentication: { kind: 'password', username: 'orders-app' } as any, roles }))).toBe(
      `[test/Plain] authentication: expected a DatabaseUserAuthentication. Received: an object with keys kind, username. ${allowed}`);
    expect(errorOf(() => new DatabaseUser(s, 'Text', { projectId: PROJECT, authentication: 'password' as any, roles }))).toBe(
      `[test/Text] authentication: expected a DatabaseUserAuthentication. Received: "password". ${allowed}`);
  });

  test('roles, scopes and labels of the wrong kind are reported at construction', () => {
    const s = clusterStack();
    expect(errorOf(() => passwordUser(s, {
      roles: [{ roleName: 'read', databaseName: 'orders' } as any],
      scopes: DatabaseUserScope.dataFederation('lake') as any,
      labels: { team: 7 as any },
    }))).toBe([
      '[test/App] 3 problems:',
      "  - roles[0]: expected a DatabaseRole. Received: an object with keys roleName, databaseName. Allowed: a DatabaseRole, e.g. DatabaseRole.read('orders'). Fix: create it with a DatabaseRole factory, e.g. DatabaseRole.read('orders').",
      '  - scopes: expected a list. Received: a DatabaseUserScope. Allowed: a list of DatabaseUserScope. Fix: wrap it in [ ].',
      "  - labels: expected a map of strings. Received: an object with keys team. Allowed: an object such as { team: 'orders' }. Fix: pass the labels as an object, key to value.",
    ].join('\n'));
    expect(errorOf(() => passwordUser(s, { labels: 'team=orders' as any }, 'Labels'))).toBe(
      "[test/Labels] labels: expected a map of strings. Received: \"team=orders\". Allowed: an object such as { team: 'orders' }. Fix: pass the labels as an object, key to value.");
  });

  // The clear error that replaced a TypeError the fuzzer found (test/fuzz/identity.fuzz.test.ts): the
  // cross-project check rendered a project id that was no string into its message.
  test('a projectId that is no string, with a cluster scope, is reported by the L1', () => {
    const s = clusterStack();
    const cluster = replicaSet(s);
    expect(errorOf(() => new DatabaseUser(s, 'App', {
      projectId: Object.create(null), authentication: DatabaseUserAuthentication.x509({ username: 'CN=app' }), scopes: [DatabaseUserScope.cluster(cluster)], roles: [DatabaseRole.read('orders')],
    }))).toBe('[test/App/Default] projectId: expected a string. Received: an empty object. Allowed: a string.');
  });
});

describe('DatabaseUser roles and synth checks', () => {
  test('a user without roles fails synth in its own words; a grant or addRole fixes it', () => {
    const s = clusterStack();
    passwordUser(s, { roles: undefined });
    expect(synthError(s)).toBe('Validation failed with the following errors:\n  [test/App] roles: is empty: a database user has at least one role. Received: an empty list. '
      + "Allowed: at least one DatabaseRole. Fix: pass roles, call addRole(DatabaseRole.read('orders')), or grant access with cluster.grantRead(user, 'orders').");

    const fixed = clusterStack();
    const u = passwordUser(fixed, { roles: [] });
    u.addRole(DatabaseRole.read('orders'));
    expect(userBody(synthDoc(fixed)).roles).toEqual([{ role_name: 'read', database_name: 'orders' }]);
  });

  test('atlasAdmin warns, naming the narrower roles; once, however many synths', () => {
    const s = clusterStack();
    passwordUser(s, { roles: [DatabaseRole.atlasAdmin()] });
    synthDoc(s);
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual([ATLAS_ADMIN('test/App')]);
  });

  test('a user without scopes warns, naming grants and scopes; once, however many synths', () => {
    const s = clusterStack();
    passwordUser(s, { scopes: undefined });
    synthDoc(s);
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual([UNSCOPED('test/App')]);
    expect(userBody(synthDoc(s)).scopes).toBeUndefined();
  });

  test('the warnings judge the user at synth: a scope added after construction silences the unscoped warning', () => {
    const s = clusterStack();
    const u = passwordUser(s, { scopes: [] });
    u.addScope(DatabaseUserScope.dataFederation('lake'));
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual([]);
  });

  test('addRole and addScope skip what the user has already', () => {
    const s = clusterStack();
    const c = replicaSet(s);
    const u = passwordUser(s, { roles: [DatabaseRole.read('orders'), DatabaseRole.read('orders')], scopes: [DatabaseUserScope.cluster(c)] });
    u.addRole(DatabaseRole.read('orders'));
    u.addRole(DatabaseRole.read('orders', 'items'));
    u.addScope(DatabaseUserScope.cluster(c));
    u.addScope(DatabaseUserScope.dataFederation('orders')); // same name, other kind
    expect(u.roles.map((r) => [r.roleName, r.databaseName, r.collectionName])).toEqual([['read', 'orders', undefined], ['read', 'orders', 'items']]);
    expect(userBody(synthDoc(s)).scopes).toEqual([{ name: 'orders', type: 'CLUSTER' }, { name: 'orders', type: 'DATA_LAKE' }]);
    expect(u.scopes.map((x) => x.type)).toEqual(['CLUSTER', 'DATA_LAKE']);
  });

  test('addRole and addScope check what they get (JavaScript)', () => {
    const s = clusterStack();
    const u = passwordUser(s);
    expect(errorOf(() => u.addRole('read' as any))).toBe(
      "[test/App] addRole(role): expected a DatabaseRole. Received: \"read\". Allowed: a DatabaseRole, e.g. DatabaseRole.read('orders'). Fix: create it with a DatabaseRole factory, e.g. DatabaseRole.read('orders').");
    expect(errorOf(() => u.addScope({ name: 'lake', type: 'DATA_LAKE' } as any))).toBe(
      '[test/App] addScope(scope): expected a DatabaseUserScope. Received: an object with keys name, type. Allowed: a DatabaseUserScope, e.g. DatabaseUserScope.cluster(cluster). '
      + 'Fix: create it with a DatabaseUserScope factory, e.g. DatabaseUserScope.cluster(cluster).');
  });

  test('a custom role of the same stack is created before the user; an existing one adds no dependency', () => {
    const s = clusterStack();
    const auditor = new TestCustomRole(s, 'Auditor', PROJECT, 'auditor');
    const existing = new ExistingCustomRole(s, 'Ops', PROJECT, 'ops');
    const u = passwordUser(s, { roles: [DatabaseRole.custom(auditor)] });
    u.addRole(DatabaseRole.custom(auditor));
    u.addRole(DatabaseRole.custom(existing));
    const body = userBody(synthDoc(s));
    expect(body.roles).toEqual([{ role_name: 'auditor', database_name: 'admin' }, { role_name: 'ops', database_name: 'admin' }]);
    expect(body.depends_on).toEqual(['mongodbatlas_custom_db_role.Auditor']);
  });

  test('a custom role of another project is not a role of the user', () => {
    const s = clusterStack();
    const other = new TestCustomRole(s, 'Auditor', OTHER_PROJECT, 'auditor');
    expect(errorOf(() => passwordUser(s, { roles: [DatabaseRole.custom(other)] }))).toBe(
      `[test/App] roles[0]: is the custom role 'auditor' of project ${OTHER_PROJECT}, not of the user's project ${PROJECT}. Received: "test/Auditor". `
      + `Allowed: a custom role of project ${PROJECT}. Fix: define the custom role in the user's project (custom roles belong to one project).`);
    const u = passwordUser(s, {}, 'Later');
    expect(errorOf(() => u.addRole(DatabaseRole.custom(other)))).toMatch(/^\[test\/Later\] addRole\(role\): is the custom role 'auditor' of project /);
  });

  test('the type rules of the L1 judge what the L2 renders (a documented rule: a warning)', () => {
    const s = clusterStack();
    passwordUser(s, { roles: [DatabaseRole.builtIn('readWriteAnyDatabase', 'orders')], scopes: [DatabaseUserScope.dataFederation('lake')] });
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual([
      `test/App/Default: [${R}/role-admin-database] roles[0].databaseName: must be admin: the built-in role 'readWriteAnyDatabase' exists only on the admin database. Received: "orders". `
      + "Allowed: 'admin' (any database only for read, readWrite, dbAdmin, dbOwner, userAdmin). Fix: set databaseName to 'admin' for role 'readWriteAnyDatabase'.",
    ]);
  });

  test('tokens: username, project id, role and scope names pass through unjudged', () => {
    const s = clusterStack();
    const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
    passwordUser(s, {
      projectId: v('project'),
      authentication: DatabaseUserAuthentication.password({ username: v('username'), password: DatabasePassword.writeOnly(v('pw'), 1) }),
      roles: [DatabaseRole.read(v('db'))],
      scopes: [DatabaseUserScope.dataFederation(v('lake'))],
    });
    expect(userBody(synthDoc(s))).toMatchObject({
      project_id: '${var.project}', username: '${var.username}', roles: [{ role_name: 'read', database_name: '${var.db}' }], scopes: [{ name: '${var.lake}', type: 'DATA_LAKE' }],
    });
  });

  test('a custom role or a scoped cluster in another stack: the user\'s stack depends on theirs (no depends_on across stacks)', () => {
    const app = clusterStack().node.root as any;
    const shared = new TerraformStack(app, 'shared');
    new mongodbatlas.MongodbatlasProvider(shared, 'atlas');
    const users = new TerraformStack(app, 'users');
    new mongodbatlas.MongodbatlasProvider(users, 'atlas');
    const role = new mongodbatlas.CustomDbRole(shared, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.read('catalog')] });
    const orders = replicaSet(shared);
    const user = passwordUser(users, { roles: [DatabaseRole.custom(role)], scopes: [] });
    orders.grantRead(user, 'catalog');
    expect(users.dependencies).toEqual([shared]);
    expect(userBody(synthDoc(users)).depends_on).toBeUndefined();
  });
});

describe('DatabaseUser#addGrant', () => {
  /** The grant cluster.grantRead(user, 'catalog') makes. */
  const readGrant = (cluster: mongodbatlas.ReplicaSetCluster, projectId = PROJECT) => ({
    roles: [DatabaseRole.read('catalog')], projectId, clusterName: 'orders', cluster, method: 'grantRead',
  });

  test('adds the roles and the cluster as a scope, after the cluster of the same stack; twice changes nothing', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const u = passwordUser(s, { roles: [], scopes: [] });
    u.addGrant(readGrant(orders));
    u.addGrant(readGrant(orders));
    const body = userBody(synthDoc(s));
    expect(body).toMatchObject({
      roles: [{ role_name: 'read', database_name: 'catalog' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
      depends_on: ['mongodbatlas_advanced_cluster.Orders'],
    });
  });

  test('a grant of another project names both projects, on the cluster\'s path, and changes nothing', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const u = passwordUser(s);
    expect(errorOf(() => u.addGrant(readGrant(orders, OTHER_PROJECT)))).toBe(
      `[test/Orders] grantRead(user): is a user of project ${PROJECT}; the cluster 'orders' is in project ${OTHER_PROJECT}. A database user reaches only clusters of its own project. `
      + `Received: "test/App". Allowed: a DatabaseUser of project ${OTHER_PROJECT}. Fix: grant to a DatabaseUser of project ${OTHER_PROJECT} (make one there for this cluster).`);
    expect(u.roles.map((r) => r.roleName)).toEqual(['readWrite']);
    expect(u.scopes.map((x) => x.type)).toEqual(['DATA_LAKE']);
  });

  test('JavaScript: a grant that is no object, or whose roles are no list of DatabaseRole, is refused', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const u = passwordUser(s);
    expect(errorOf(() => u.addGrant(null as any))).toBe(
      "[test/App] addGrant(grant): expected a grant: roles, and the cluster construct and its name. Received: null. Allowed: { roles: DatabaseRole[] (at least one), projectId, clusterName, cluster (a construct), method }. Fix: grant through the cluster: cluster.grantRead(user, 'orders').");
    expect(errorOf(() => u.addGrant({ ...readGrant(orders), roles: 'read' as any }))).toBe(
      '[test/Orders] grantRead(roles): expected a list. Received: "read". Allowed: a list of DatabaseRole. Fix: wrap it in [ ].');
    expect(errorOf(() => u.addGrant({ ...readGrant(orders), roles: ['read' as any], method: 7 as any }))).toBe(
      "[test/Orders] addGrant(roles): expected a DatabaseRole. Received: \"read\". Allowed: a DatabaseRole, e.g. DatabaseRole.read('orders'). Fix: create it with a DatabaseRole factory, e.g. DatabaseRole.read('orders').");
  });

  // Found while porting these tests (a TypeError before): a grant object without roles.
  test('JavaScript: a grant without roles is a ValidationError, not a TypeError', () => {
    const s = clusterStack();
    const u = passwordUser(s);
    let thrown: unknown;
    try {
      u.addGrant({} as any);
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Error)?.name).toBe('ValidationError');
    expect((thrown as Error).message).toBe(
      '[test/App] addGrant(grant): expected the cluster construct and its name. Received: undefined. Allowed: { cluster: a cluster construct, clusterName: its name (a string) }. '
      + "Fix: grant through the cluster: cluster.grantRead(user, 'orders').");
    const orders = replicaSet(s);
    expect(errorOf(() => u.addGrant({ ...readGrant(orders), roles: [] }))).toBe(
      "[test/Orders] grantRead(roles): is empty: a grant gives at least one role. Received: an empty list. Allowed: a list of DatabaseRole, e.g. [DatabaseRole.read('orders')]. "
      + "Fix: grant through the cluster: cluster.grantRead(user, 'orders').");
  });

  // Found while porting these tests (a TypeError before): the problems of a grant whose cluster is no
  // construct are reported on the user.
  test('JavaScript: a grant whose cluster is no construct is refused with a ValidationError, not a TypeError', () => {
    const s = clusterStack();
    const u = passwordUser(s);
    let thrown: unknown;
    try {
      u.addGrant({ roles: 'read', projectId: PROJECT, clusterName: 'orders', cluster: 'orders', method: 'grantRead' } as any);
    } catch (e) {
      thrown = e;
    }
    expect((thrown as Error)?.name).toBe('ValidationError');
  });
});

describe('DatabaseRole.custom given a role name (JavaScript): refused where the role is passed, in the words of DatabaseRole.custom', () => {
  /** The problem of `DatabaseRole.custom('auditor')` at `field`. */
  const customByName = (path: string, field: string) => `[${path}] ${field}: is DatabaseRole.custom(role) with no custom role: custom takes the role itself, a CustomDbRole `
    + '(or what CustomDbRole.fromCustomDbRoleAttributes or CustomDbRole.fromLookup returns), not its name. Received: "auditor". '
    + 'Allowed: DatabaseRole.custom(role), with role an ICustomDbRole: new CustomDbRole(...), CustomDbRole.fromCustomDbRoleAttributes(...) or CustomDbRole.fromLookup(...). '
    + "Fix: pass the role: DatabaseRole.custom(CustomDbRole.fromCustomDbRoleAttributes(this, 'Role', { projectId, roleName: 'auditor' })) for a role defined elsewhere, "
    + 'or the CustomDbRole construct that defines it.';
  const byName = () => DatabaseRole.custom('auditor' as any);

  test('in the props, in addRole and in a grant; it was accepted and failed only at synth, in the L1\'s words (resource.roles[0].roleName)', () => {
    const s = clusterStack();
    expect(errorOf(() => passwordUser(s, { roles: [DatabaseRole.read('orders'), byName()] }, 'Props'))).toBe(customByName('test/Props', 'roles[1]'));
    const u = passwordUser(s);
    expect(errorOf(() => u.addRole(byName()))).toBe(customByName('test/App', 'addRole(role)'));
    const orders = replicaSet(s);
    const grant = { roles: [byName()], projectId: PROJECT, clusterName: 'orders', cluster: orders, method: 'grantRead' };
    expect(errorOf(() => u.addGrant(grant))).toBe(customByName('test/Orders', 'grantRead(roles)[0]'));
    expect(u.roles.map((r) => r.roleName)).toEqual(['readWrite']);
  });

  test('the role itself, defined here or elsewhere, passes', () => {
    const s = clusterStack();
    const existing = mongodbatlas.CustomDbRole.fromCustomDbRoleAttributes(s, 'Auditor', { projectId: PROJECT, roleName: 'auditor' });
    passwordUser(s, { roles: [DatabaseRole.custom(existing)] });
    expect(userBody(synthDoc(s)).roles).toEqual([{ role_name: 'auditor', database_name: 'admin' }]);
  });
});

test('DatabaseUser#addGrant: a misspelled key of the grant is refused with the closest key (JavaScript)', () => {
  const s = clusterStack();
  const orders = replicaSet(s);
  const u = passwordUser(s);
  expect(errorOf(() => u.addGrant({ roles: [DatabaseRole.read('catalog')], projectId: PROJECT, clusterName: 'orders', cluster: orders, methd: 'grantRead' } as any))).toBe(
    "[test/Orders] addGrant(grant).methd: unknown option; did you mean method? Received: the key 'methd'. Allowed: the options of DatabaseUserGrant: roles, projectId, clusterName, cluster, method. Fix: write 'method' instead of 'methd'.");
});

describe('fromDatabaseUserAttributes', () => {
  test('an existing user by its attributes: admin by default', () => {
    const s = clusterStack();
    const u = DatabaseUser.fromDatabaseUserAttributes(s, 'Old', { projectId: PROJECT, username: 'legacy' });
    expect(u).not.toBeInstanceOf(DatabaseUser);
    expect([u.projectId, u.username, u.authDatabaseName]).toEqual([PROJECT, 'legacy', 'admin']);
    const ext = DatabaseUser.fromDatabaseUserAttributes(s, 'Ext', { projectId: PROJECT, username: ROLE_ARN, authDatabaseName: '$external' });
    expect(ext.authDatabaseName).toBe('$external');
  });

  test('JavaScript: missing attributes are named; a misspelled one is refused with the closest one', () => {
    const s = clusterStack();
    expect(errorOf(() => DatabaseUser.fromDatabaseUserAttributes(s, 'Bad', { projectId: PROJECT } as any))).toBe(
      '[test/Bad] username: is required. Received: undefined. Allowed: the name the user logs in with. Fix: set username.');
    expect(errorOf(() => DatabaseUser.fromDatabaseUserAttributes(s, 'Typo', { projectId: PROJECT, username: 'legacy', authDatabaseNme: '$external' } as any))).toBe(
      "[test/Typo] authDatabaseNme: unknown option; did you mean authDatabaseName? Received: the key 'authDatabaseNme'. "
      + 'Allowed: the options of DatabaseUserAttributes: projectId, username, authDatabaseName. '
      + "Fix: write 'authDatabaseName' instead of 'authDatabaseNme'.");
    expect(errorOf(() => DatabaseUser.fromDatabaseUserAttributes(s, 'None', undefined as any))).toBe(
      "[test/None] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });

  describe('an existing user: addGrant', () => {
    test('a cluster grant to an existing user is refused on the cluster, and names the user', () => {
      const s = clusterStack();
      const orders = replicaSet(s);
      const existing = DatabaseUser.fromDatabaseUserAttributes(s, 'Existing', { projectId: PROJECT, username: 'legacy' });
      expect(errorOf(() => orders.grantAdmin(existing))).toBe(NOT_GRANTABLE('test/Orders', 'grantAdmin', 'the construct test/Existing'));
      expect(errorOf(() => orders.grantRead(existing, 'orders'))).toBe(NOT_GRANTABLE('test/Orders', 'grantRead', 'the construct test/Existing'));
    });

    test('addGrant called directly says the same; without a grant, on the user\'s own path', () => {
      const s = clusterStack();
      const orders = replicaSet(s);
      const existing = DatabaseUser.fromDatabaseUserAttributes(s, 'Existing', { projectId: PROJECT, username: 'legacy' });
      expect(errorOf(() => existing.addGrant({ roles: [DatabaseRole.read('orders')], projectId: PROJECT, clusterName: 'orders', cluster: orders, method: 'grantReadWrite' }))).toBe(
        NOT_GRANTABLE('test/Orders', 'grantReadWrite', 'the construct test/Existing'));
      expect(errorOf(() => existing.addGrant(undefined as any))).toBe(NOT_GRANTABLE('test/Existing', 'addGrant', 'the construct test/Existing'));
      // The user the grant was meant for is unchanged; a DatabaseUser of the app takes the same grant.
      const u = passwordUser(s, { roles: [], scopes: [] });
      orders.grantRead(u, 'orders');
      expect(u.scopes.map((x) => x.name)).toEqual(['orders']);
    });
  });
});
