import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { CustomDbRole, RoleResource } from '../../../src/constructs/mongodbatlas';

test('each kind of resource renders as the provider reads it (an empty name is every database or collection)', () => {
  expect([RoleResource.cluster(), RoleResource.database('orders'), RoleResource.collection('orders', 'items'), RoleResource.allDatabases()].map((r) => r._toResource())).toEqual([
    { cluster: true },
    { databaseName: 'orders', collectionName: '' },
    { databaseName: 'orders', collectionName: 'items' },
    { databaseName: '', collectionName: '' },
  ]);
  const stack = clusterStack();
  new CustomDbRole(stack, 'Reader', { projectId: PROJECT, roleName: 'reader', actions: [{ action: 'FIND', resources: [RoleResource.collection('orders', 'items'), RoleResource.cluster()] }] });
  expect(synthDoc(stack).resource.mongodbatlas_custom_db_role.Reader.actions).toEqual([
    { action: 'FIND', resources: [{ database_name: 'orders', collection_name: 'items' }, { cluster: true }] },
  ]);
});

test('an empty database name (every database by accident) and a plain object are refused, with how to fix it', () => {
  expect(errorOf(() => new CustomDbRole(clusterStack(), 'Reader', { projectId: PROJECT, roleName: 'reader', actions: [{ action: 'FIND', resources: [RoleResource.database('')] }] }))).toBe(
    '[test/Reader] actions[0].resources[0].databaseName: is empty, which Atlas reads as every database. Received: "". Allowed: a database name. '
    + 'Fix: name the database, or use RoleResource.allDatabases() to grant on every database.');
  expect(errorOf(() => new CustomDbRole(clusterStack(), 'Reader', { projectId: PROJECT, roleName: 'reader', actions: [{ action: 'FIND', resources: [{ databaseName: 'orders' } as any] }] }))).toBe(
    '[test/Reader] actions[0].resources[0]: is not a RoleResource. Received: an object with keys databaseName. '
    + "Allowed: RoleResource.cluster(), database(db), collection(db, coll) or allDatabases(). Fix: use a RoleResource factory, e.g. RoleResource.database('orders').");
});
