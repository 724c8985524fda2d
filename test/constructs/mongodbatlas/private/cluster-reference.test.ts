import {
  ClusterLookup, DatabasePassword, DatabaseRole, DatabaseUser, DatabaseUserAuthentication, ReplicaSetCluster,
} from '../../../../src/constructs/mongodbatlas';
import { ClusterReferenceBase } from '../../../../src/constructs/mongodbatlas/private/cluster-reference';
import { ImportedCluster } from '../../../../src/constructs/mongodbatlas/private/imported-cluster';
import { clusterStack, errorOf, PROJECT, synthDoc } from '../cluster-util';

const user = (stack: any) => new DatabaseUser(stack, 'App', {
  projectId: PROJECT,
  authentication: DatabaseUserAuthentication.password({ username: 'app', password: DatabasePassword.writeOnly('${var.pw}', 1) }),
  roles: [DatabaseRole.read('catalog')],
});

test('the looked-up and the imported cluster share it, and its grants', () => {
  const stack = clusterStack();
  const looked = ReplicaSetCluster.fromLookup(stack, 'Looked', { projectId: PROJECT, name: 'orders' });
  const imported = ReplicaSetCluster.fromClusterAttributes(stack, 'Imported', { projectId: PROJECT, clusterName: 'items' });
  expect([looked instanceof ClusterReferenceBase, imported instanceof ClusterReferenceBase]).toEqual([true, true]);
  expect([looked, imported].map((c) => c.constructor)).toEqual([ClusterLookup, ImportedCluster]);
  const app = user(stack);
  looked.grantRead(app, 'orders');
  imported.grantReadWrite(app, 'items', 'skus');
  expect(synthDoc(stack).resource.mongodbatlas_database_user.App.scopes).toEqual([{ name: 'orders', type: 'CLUSTER' }, { name: 'items', type: 'CLUSTER' }]);
});

test('fail: a grant without a database, or to something that is no DatabaseUser, is refused on the cluster', () => {
  const stack = clusterStack();
  const imported = ReplicaSetCluster.fromClusterAttributes(stack, 'Imported', { projectId: PROJECT, clusterName: 'items' });
  expect(errorOf(() => imported.grantRead(user(stack), ''))).toBe(
    "[test/Imported] grantRead(user, databaseName): needs the name of a database. Received: \"\". Allowed: a database name, e.g. 'orders'. Fix: name the database: cluster.grantRead(user, 'orders').");
  expect(errorOf(() => imported.grantAdmin('app' as any))).toBe(
    '[test/Imported] grantAdmin(user): expected a DatabaseUser of this app: a grant adds a role and a scope to the user. Received: "app". '
    + 'Allowed: a DatabaseUser construct (new DatabaseUser(...)). Fix: grant to the DatabaseUser construct; an existing user (fromDatabaseUserAttributes, fromLookup) is changed where it is defined.');
});
