import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { NOT_GRANTABLE, replicaSet, ROLE_ARN } from './database-user-util';
import { mongodbatlas } from '../../../src';

const { DatabaseUser, DatabaseRole } = mongodbatlas;

describe('DatabaseUser.fromLookup', () => {
  test('reads the user through the data source; admin by default', () => {
    const s = clusterStack();
    const u = DatabaseUser.fromLookup(s, 'Old', { projectId: PROJECT, username: ROLE_ARN, authDatabaseName: '$external' });
    const admin = DatabaseUser.fromLookup(s, 'Admin', { projectId: PROJECT, username: 'legacy' });
    expect(synthDoc(s).data.mongodbatlas_database_user).toEqual({
      Old_Lookup_D07AEAC5: { project_id: PROJECT, username: ROLE_ARN, auth_database_name: '$external' },
      Admin_Lookup_4B3CD0DD: { project_id: PROJECT, username: 'legacy', auth_database_name: 'admin' },
    });
    expect(u).toBeInstanceOf(mongodbatlas.DatabaseUserLookup);
    expect(u.dataSource.node.path).toBe('test/Old/Lookup');
    expect(u.dataSource.terraformResourceType).toBe('mongodbatlas_database_user');
    expect([u.projectId, u.username, u.authDatabaseName]).toEqual([PROJECT, ROLE_ARN, '$external']);
    expect(admin.authDatabaseName).toBe('admin');
  });

  test('JavaScript: missing options are named; a misspelled one is refused with the closest one', () => {
    const s = clusterStack();
    expect(errorOf(() => DatabaseUser.fromLookup(s, 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - username: is required. Received: undefined. Allowed: the name the user logs in with. Fix: set username.',
    ].join('\n'));
    expect(errorOf(() => DatabaseUser.fromLookup(s, 'Typo', { projectId: PROJECT, userName: 'legacy' } as any))).toBe([
      '[test/Typo] userName: unknown option; did you mean username? Received: the key \'userName\'. '
      + 'Allowed: the options of DatabaseUserLookupOptions: projectId, username, authDatabaseName. '
      + "Fix: write 'username' instead of 'userName'.",
    ].join('\n'));
  });
});

describe('DatabaseUserLookup#addGrant', () => {
  test('a cluster grant to a looked-up user is refused on the cluster, and names the user; so is a direct addGrant', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const looked = DatabaseUser.fromLookup(s, 'Looked', { projectId: PROJECT, username: 'legacy' });
    expect(errorOf(() => orders.grantReadWrite(looked, 'orders'))).toBe(NOT_GRANTABLE('test/Orders', 'grantReadWrite', 'the construct test/Looked'));
    expect(errorOf(() => looked.addGrant({ roles: [DatabaseRole.read('orders')], projectId: PROJECT, clusterName: 'orders', cluster: orders, method: 'grantRead' }))).toBe(
      NOT_GRANTABLE('test/Orders', 'grantRead', 'the construct test/Looked'));
    expect(errorOf(() => looked.addGrant(null as any))).toBe(NOT_GRANTABLE('test/Looked', 'addGrant', 'the construct test/Looked'));
  });
});
