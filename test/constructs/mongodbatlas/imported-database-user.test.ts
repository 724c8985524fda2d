import { clusterStack, errorOf, PROJECT } from './cluster-util';
import { NOT_GRANTABLE, passwordUser, replicaSet, ROLE_ARN } from './database-user-util';
import { mongodbatlas } from '../../../src';

const { DatabaseUser, DatabaseRole } = mongodbatlas;

describe('DatabaseUser.fromDatabaseUserAttributes', () => {
  test('an existing user by its attributes: admin by default', () => {
    const s = clusterStack();
    const u = DatabaseUser.fromDatabaseUserAttributes(s, 'Old', { projectId: PROJECT, username: 'legacy' });
    expect(u).toBeInstanceOf(mongodbatlas.ImportedDatabaseUser);
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
});

describe('ImportedDatabaseUser#addGrant', () => {
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
