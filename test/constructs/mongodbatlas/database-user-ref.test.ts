import { clusterStack, errorOf, PROJECT } from './cluster-util';
import { NOT_GRANTABLE, passwordUser, replicaSet, ROLE_ARN } from './database-user-util';
import { resolvedAttributes } from './ref-util';
import { DatabaseRole, DatabaseUser, IDatabaseUser } from '../../../src/constructs/mongodbatlas';

const ATTRIBUTES: Array<keyof IDatabaseUser & string> = ['projectId', 'username', 'authDatabaseName'];

describe('IDatabaseUser: every implementation gives each attribute, and answers addGrant', () => {
  test('DatabaseUser: the project, and the username and database of its authentication', () => {
    const user: IDatabaseUser = passwordUser(clusterStack());
    expect(resolvedAttributes(user, ATTRIBUTES)).toEqual({ projectId: PROJECT, username: 'orders-app', authDatabaseName: 'admin' });
  });

  test('fromLookup and fromDatabaseUserAttributes: what they were given; admin by default', () => {
    const stack = clusterStack();
    const looked: IDatabaseUser = DatabaseUser.fromLookup(stack, 'Looked', { projectId: PROJECT, username: ROLE_ARN, authDatabaseName: '$external' });
    const imported: IDatabaseUser = DatabaseUser.fromDatabaseUserAttributes(stack, 'Imported', { projectId: PROJECT, username: 'legacy' });
    expect(resolvedAttributes(looked, ATTRIBUTES)).toEqual({ projectId: PROJECT, username: ROLE_ARN, authDatabaseName: '$external' });
    expect(resolvedAttributes(imported, ATTRIBUTES)).toEqual({ projectId: PROJECT, username: 'legacy', authDatabaseName: 'admin' });
  });

  test('addGrant: a user of the app takes the grant; an existing one refuses it, on the cluster', () => {
    const stack = clusterStack();
    const orders = replicaSet(stack);
    const grant = { roles: [DatabaseRole.read('orders')], projectId: PROJECT, clusterName: 'orders', cluster: orders, method: 'grantRead' };
    const user = passwordUser(stack, { roles: [], scopes: [] });
    user.addGrant(grant);
    expect([user.roles.map((r) => r.roleName), user.scopes.map((s) => s.name)]).toEqual([['read'], ['orders']]);
    for (const existing of [DatabaseUser.fromLookup(stack, 'Looked', { projectId: PROJECT, username: 'legacy' }), DatabaseUser.fromDatabaseUserAttributes(stack, 'Imported', { projectId: PROJECT, username: 'legacy' })]) {
      expect(errorOf(() => existing.addGrant(grant))).toBe(NOT_GRANTABLE('test/Orders', 'grantRead', `the construct ${existing.node.path}`));
    }
  });
});
