import {
  ClusterOutageSimulation, DatabasePassword, DatabaseRole, DatabaseUser, DatabaseUserAuthentication, LegacyCluster,
} from '../../../../src/constructs/mongodbatlas';
import { ImportedCluster } from '../../../../src/constructs/mongodbatlas/private/imported-cluster';
import { clusterStack, errorOf, PROJECT, synthDoc } from '../cluster-util';

const CLUSTER_ID = '64b1c2d3e4f5a6b7c8d9e0f1';

describe('ImportedCluster (fromClusterAttributes of every cluster class)', () => {
  test('LegacyCluster.fromClusterAttributes makes one too: every attribute given can be read, nothing is rendered', () => {
    const stack = clusterStack();
    const orders = LegacyCluster.fromClusterAttributes(stack, 'Orders', {
      projectId: PROJECT, clusterName: 'orders', clusterId: CLUSTER_ID, mongoDbVersion: '8.0.4', stateName: 'IDLE', knownRegions: [{ provider: 'AWS', region: 'US_EAST_1' }],
    });
    expect(orders).toBeInstanceOf(ImportedCluster);
    expect([orders.projectId, orders.clusterName, orders.clusterId, orders.mongoDbVersion, orders.stateName, orders.knownRegions])
      .toEqual([PROJECT, 'orders', CLUSTER_ID, '8.0.4', 'IDLE', [{ provider: 'AWS', region: 'US_EAST_1' }]]);
    expect(synthDoc(stack).resource).toBeUndefined();
  });

  test('reading an attribute that was not given is an error that names it', () => {
    const orders = LegacyCluster.fromClusterAttributes(clusterStack(), 'Orders', { projectId: PROJECT, clusterName: 'orders' });
    expect(errorOf(() => orders.mongoDbVersion)).toBe('[test/Orders] mongoDbVersion: is unknown: this construct was made with fromClusterAttributes, '
      + 'which was not given mongoDbVersion. Fix: pass mongoDbVersion in the attributes, or read it from the construct that defines the resource.');
  });

  test('its grants add the role and the cluster scope to a DatabaseUser', () => {
    const stack = clusterStack();
    const orders = LegacyCluster.fromClusterAttributes(stack, 'Orders', { projectId: PROJECT, clusterName: 'orders' });
    const app = new DatabaseUser(stack, 'App', {
      projectId: PROJECT,
      authentication: DatabaseUserAuthentication.password({ username: 'app', password: DatabasePassword.writeOnly('${var.pw}', 1) }),
      roles: [DatabaseRole.read('catalog')],
    });
    orders.grantAdmin(app);
    const user = synthDoc(stack).resource.mongodbatlas_database_user.App;
    expect(user.roles).toEqual([
      { role_name: 'read', database_name: 'catalog' },
      { role_name: 'readWriteAnyDatabase', database_name: 'admin' },
      { role_name: 'dbAdminAnyDatabase', database_name: 'admin' },
    ]);
    expect(user.scopes).toEqual([{ name: 'orders', type: 'CLUSTER' }]);
  });

  test('knownRegions are what outage simulations are checked against', () => {
    const stack = clusterStack();
    const orders = LegacyCluster.fromClusterAttributes(stack, 'Orders', { projectId: PROJECT, clusterName: 'orders', knownRegions: [{ provider: 'AWS', region: 'US_EAST_1' }] });
    new ClusterOutageSimulation(stack, 'Drill', { cluster: orders, regions: [{ provider: 'GCP', region: 'CENTRAL_US' }] });
    expect(errorOf(() => synthDoc(stack)).split('\n')[1]).toBe(
      '  [test/Drill] regions[0]: is not a region of cluster orders. Received: "GCP/CENTRAL_US". Allowed: AWS/US_EAST_1. Fix: pick regions the cluster has.');
  });

  test('JavaScript: missing attributes are named; knownRegions that are no list are refused', () => {
    expect(errorOf(() => LegacyCluster.fromClusterAttributes(clusterStack(), 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - clusterName: is required. Received: undefined. Allowed: the name of the cluster. Fix: set clusterName.',
    ].join('\n'));
    expect(errorOf(() => LegacyCluster.fromClusterAttributes(clusterStack(), 'Regions', { projectId: PROJECT, clusterName: 'orders', knownRegions: 'AWS' as any }))).toBe(
      '[test/Regions] knownRegions: expected a list. Received: "AWS". Allowed: a list of { provider, region }. Fix: wrap it in [ ].');
  });
});
