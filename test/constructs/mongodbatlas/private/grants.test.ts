import { Construct } from 'constructs';
import { mongodbatlas, TerrainTesting } from '../../../../src';
import { clusterStack, errorOf, PROJECT, synthDoc } from '../cluster-util';
import { NOT_GRANTABLE, OTHER_PROJECT, passwordUser, replicaSet, userBody } from '../database-user-util';

const { DatabaseUserScope } = mongodbatlas;

describe('cluster grants', () => {
  test('grantRead, grantReadWrite and grantAdmin add the roles and scope the user to the cluster', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const reader = passwordUser(s, { roles: [], scopes: [] }, 'Reader');
    const writer = passwordUser(s, { roles: [], scopes: [] }, 'Writer');
    const admin = passwordUser(s, { roles: [], scopes: [] }, 'Admin');
    orders.grantRead(reader, 'catalog');
    orders.grantRead(reader, 'orders', 'items');
    orders.grantReadWrite(writer, 'orders');
    orders.grantAdmin(admin);
    const doc = synthDoc(s);
    expect(userBody(doc, 'Reader')).toMatchObject({
      roles: [{ role_name: 'read', database_name: 'catalog' }, { role_name: 'read', database_name: 'orders', collection_name: 'items' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
      depends_on: ['mongodbatlas_advanced_cluster.Orders'],
    });
    expect(userBody(doc, 'Writer')).toMatchObject({ roles: [{ role_name: 'readWrite', database_name: 'orders' }], scopes: [{ name: 'orders', type: 'CLUSTER' }] });
    expect(userBody(doc, 'Admin')).toMatchObject({
      roles: [{ role_name: 'readWriteAnyDatabase', database_name: 'admin' }, { role_name: 'dbAdminAnyDatabase', database_name: 'admin' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
    });
    // Neither unscoped nor atlasAdmin: no warning.
    expect(TerrainTesting.warnings(s)).toEqual([]);
  });

  test('a user scoped to other clusters keeps them; the same grant twice changes nothing', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const billing = replicaSet(s, 'Billing', PROJECT, 'billing');
    const u = passwordUser(s, { scopes: [DatabaseUserScope.cluster(billing)] });
    orders.grantRead(u, 'catalog');
    orders.grantRead(u, 'catalog');
    billing.grantReadWrite(u, 'invoices');
    const body = userBody(synthDoc(s));
    expect(body.scopes).toEqual([{ name: 'billing', type: 'CLUSTER' }, { name: 'orders', type: 'CLUSTER' }]);
    expect(body.roles).toEqual([
      { role_name: 'readWrite', database_name: 'orders' },
      { role_name: 'read', database_name: 'catalog' },
      { role_name: 'readWrite', database_name: 'invoices' },
    ]);
    expect(body.depends_on).toEqual(['mongodbatlas_advanced_cluster.Billing', 'mongodbatlas_advanced_cluster.Orders']);
  });

  test('every kind of cluster grants: legacy, imported and looked-up clusters', () => {
    const s = clusterStack();
    const legacy = new mongodbatlas.LegacyCluster(s, 'Legacy', { projectId: PROJECT, name: 'legacy', provider: 'AWS', instanceSize: 'M30', regions: [{ region: 'US_EAST_1', electableNodes: 3 }] });
    const imported = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(s, 'Imported', { projectId: PROJECT, clusterName: 'imported' });
    const looked = mongodbatlas.ReplicaSetCluster.fromLookup(s, 'Looked', { projectId: PROJECT, name: 'looked' });
    const u = passwordUser(s, { roles: [], scopes: [] });
    legacy.grantRead(u, 'a');
    imported.grantReadWrite(u, 'b');
    looked.grantAdmin(u);
    const body = userBody(synthDoc(s));
    expect(body.scopes).toEqual([{ name: 'legacy', type: 'CLUSTER' }, { name: 'imported', type: 'CLUSTER' }, { name: 'looked', type: 'CLUSTER' }]);
    expect(body.roles.map((r: any) => `${r.role_name}@${r.database_name}`)).toEqual(['read@a', 'readWrite@b', 'readWriteAnyDatabase@admin', 'dbAdminAnyDatabase@admin']);
    expect(body.depends_on).toEqual(['mongodbatlas_cluster.Legacy']);
  });

  test('a grant to a user of another project names both projects', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const u = passwordUser(s, { projectId: OTHER_PROJECT });
    expect(errorOf(() => orders.grantRead(u, 'catalog'))).toBe(
      `[test/Orders] grantRead(user): is a user of project ${OTHER_PROJECT}; the cluster 'orders' is in project ${PROJECT}. A database user reaches only clusters of its own project. `
      + `Received: "test/App". Allowed: a DatabaseUser of project ${PROJECT}. Fix: grant to a DatabaseUser of project ${PROJECT} (make one there for this cluster).`);
    expect(u.roles.map((r) => r.roleName)).toEqual(['readWrite']);
    expect(u.scopes.map((x) => x.type)).toEqual(['DATA_LAKE']);
  });

  test('a grant needs a user (something with addGrant), a database name and, if any, a collection name', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    expect(errorOf(() => orders.grantAdmin(new Construct(s, 'NotAUser') as any))).toBe(NOT_GRANTABLE('test/Orders', 'grantAdmin', 'the construct test/NotAUser'));
    expect(errorOf(() => orders.grantRead('orders-app' as any, 'orders'))).toBe(NOT_GRANTABLE('test/Orders', 'grantRead', '"orders-app"'));
    const u = passwordUser(s);
    expect(errorOf(() => orders.grantReadWrite(u, undefined as any))).toBe(
      "[test/Orders] grantReadWrite(user, databaseName): needs the name of a database. Received: undefined. Allowed: a database name, e.g. 'orders'. Fix: name the database: cluster.grantReadWrite(user, 'orders').");
    expect(errorOf(() => orders.grantRead(u, 'orders', ''))).toBe(
      '[test/Orders] grantRead(user, databaseName, collectionName): is not a collection name. Received: "". Allowed: a collection name, or leave it out for the whole database. '
      + 'Fix: pass the name of one collection, or leave collectionName out.');
    // Every problem at once.
    expect(errorOf(() => orders.grantRead(undefined as any, '', 7 as any))).toBe([
      '[test/Orders] 3 problems:',
      '  - grantRead(user): expected a DatabaseUser of this app: a grant adds a role and a scope to the user. Received: undefined. Allowed: a DatabaseUser construct (new DatabaseUser(...)). '
      + 'Fix: grant to the DatabaseUser construct; an existing user (fromDatabaseUserAttributes, fromLookup) is changed where it is defined.',
      "  - grantRead(user, databaseName): needs the name of a database. Received: \"\". Allowed: a database name, e.g. 'orders'. Fix: name the database: cluster.grantRead(user, 'orders').",
      '  - grantRead(user, databaseName, collectionName): is not a collection name. Received: 7. Allowed: a collection name, or leave it out for the whole database. '
      + 'Fix: pass the name of one collection, or leave collectionName out.',
    ].join('\n'));
  });
});
