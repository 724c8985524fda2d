import { clusterStack, errorOf, PROJECT, threeNodes } from './cluster-util';
import { passwordUser } from './database-user-util';
import { notGiven, resolvedAttributes } from './ref-util';
import { ICluster, LegacyCluster, ReplicaSetCluster } from '../../../src/constructs/mongodbatlas';

const CLUSTER_ID = '64b1c2d3e4f5a6b7c8d9e0f1';
const ATTRIBUTES: Array<keyof ICluster & string> = ['projectId', 'clusterName', 'clusterId', 'mongoDbVersion', 'stateName', 'knownRegions'];
const US_EAST_1 = [{ provider: 'AWS', region: 'US_EAST_1' }];

describe('ICluster: every implementation gives each attribute, and takes grants', () => {
  test('an advanced cluster: the project and name given, the attributes of the resource it renders, its regions', () => {
    const orders: ICluster = new ReplicaSetCluster(clusterStack(), 'Orders', { projectId: PROJECT, name: 'orders', instanceSize: 'M30', regions: threeNodes });
    expect(resolvedAttributes(orders, ATTRIBUTES)).toEqual({
      projectId: PROJECT,
      clusterName: 'orders',
      clusterId: '${mongodbatlas_advanced_cluster.Orders.cluster_id}',
      mongoDbVersion: '${mongodbatlas_advanced_cluster.Orders.mongo_db_version}',
      stateName: '${mongodbatlas_advanced_cluster.Orders.state_name}',
      knownRegions: US_EAST_1,
    });
  });

  test('a legacy cluster: the same attributes, of mongodbatlas_cluster', () => {
    const orders: ICluster = new LegacyCluster(clusterStack(), 'Orders', {
      projectId: PROJECT, name: 'orders', provider: 'AWS', instanceSize: 'M30', regions: [{ region: 'US_EAST_1', electableNodes: 3 }],
    });
    expect(resolvedAttributes(orders, ATTRIBUTES)).toEqual({
      projectId: PROJECT,
      clusterName: 'orders',
      clusterId: '${mongodbatlas_cluster.Orders.cluster_id}',
      mongoDbVersion: '${mongodbatlas_cluster.Orders.mongo_db_version}',
      stateName: '${mongodbatlas_cluster.Orders.state_name}',
      knownRegions: US_EAST_1,
    });
  });

  test('fromLookup: what the data source reads; no regions known at synth', () => {
    const orders: ICluster = ReplicaSetCluster.fromLookup(clusterStack(), 'Orders', { projectId: PROJECT, name: 'orders' });
    const got = resolvedAttributes(orders, ATTRIBUTES);
    expect([got.projectId, got.clusterName, got.knownRegions]).toEqual([PROJECT, 'orders', undefined]);
    for (const [name, attribute] of [['clusterId', 'cluster_id'], ['mongoDbVersion', 'mongo_db_version'], ['stateName', 'state_name']]) {
      expect(got[name]).toMatch(new RegExp(`^\\$\\{data\\.mongodbatlas_advanced_cluster\\.Orders_Lookup_[0-9A-F]+\\.${attribute}\\}$`));
    }
  });

  test('fromClusterAttributes: what it was given; reading what it was not is an error that names it', () => {
    const stack = clusterStack();
    const orders = ReplicaSetCluster.fromClusterAttributes(stack, 'Orders', {
      projectId: PROJECT, clusterName: 'orders', clusterId: CLUSTER_ID, mongoDbVersion: '8.0.4', stateName: 'IDLE', knownRegions: US_EAST_1,
    });
    expect(resolvedAttributes(orders, ATTRIBUTES)).toEqual({
      projectId: PROJECT, clusterName: 'orders', clusterId: CLUSTER_ID, mongoDbVersion: '8.0.4', stateName: 'IDLE', knownRegions: US_EAST_1,
    });
    const partial = LegacyCluster.fromClusterAttributes(stack, 'Partial', { projectId: PROJECT, clusterName: 'orders' });
    for (const name of ['clusterId', 'mongoDbVersion', 'stateName'] as const) {
      expect(errorOf(() => partial[name])).toBe(notGiven('test/Partial', 'fromClusterAttributes', name));
    }
    expect(partial.knownRegions).toBeUndefined();
  });

  test('every implementation takes the grants of the contract: the role and the cluster as a scope', () => {
    const stack = clusterStack();
    const clusters: ICluster[] = [
      new ReplicaSetCluster(stack, 'Defined', { projectId: PROJECT, name: 'defined', instanceSize: 'M30', regions: threeNodes }),
      ReplicaSetCluster.fromLookup(stack, 'Looked', { projectId: PROJECT, name: 'looked' }),
      ReplicaSetCluster.fromClusterAttributes(stack, 'Imported', { projectId: PROJECT, clusterName: 'imported' }),
    ];
    const user = passwordUser(stack, { roles: [], scopes: [] });
    clusters.forEach((c) => c.grantRead(user, 'orders'));
    clusters[2].grantReadWrite(user, 'orders', 'items');
    clusters[1].grantAdmin(user);
    expect(user.scopes.map((s) => s.name)).toEqual(['defined', 'looked', 'imported']);
    expect(user.roles.map((r) => `${r.roleName}@${r.databaseName}${r.collectionName ? `.${r.collectionName}` : ''}`))
      .toEqual(['read@orders', 'readWrite@orders.items', 'readWriteAnyDatabase@admin', 'dbAdminAnyDatabase@admin']);
  });
});
