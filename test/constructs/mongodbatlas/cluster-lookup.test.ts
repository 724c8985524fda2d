import { TerraformOutput } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { ClusterLookup, DatabasePassword, DatabaseRole, DatabaseUser, DatabaseUserAuthentication, ReplicaSetCluster } from '../../../src/constructs/mongodbatlas';
import { secret } from '../../util';

describe('ClusterLookup (AdvancedClusterBase.fromLookup)', () => {
  test('reads the cluster through the mongodbatlas_advanced_cluster data source; its regions are not known at synth', () => {
    const stack = clusterStack();
    const orders = ReplicaSetCluster.fromLookup(stack, 'Orders', { projectId: PROJECT, name: 'orders' });
    new TerraformOutput(stack, 'id', { value: orders.clusterId });
    new TerraformOutput(stack, 'state', { value: orders.stateName });
    expect(orders).toBeInstanceOf(ClusterLookup);
    const doc = synthDoc(stack);
    expect(doc.data.mongodbatlas_advanced_cluster).toEqual({ Orders_Lookup_05626F67: { project_id: PROJECT, name: 'orders' } });
    expect([orders.projectId, orders.clusterName, orders.knownRegions]).toEqual([PROJECT, 'orders', undefined]);
    expect([doc.output.id.value, doc.output.state.value]).toEqual([
      '${data.mongodbatlas_advanced_cluster.Orders_Lookup_05626F67.cluster_id}', '${data.mongodbatlas_advanced_cluster.Orders_Lookup_05626F67.state_name}',
    ]);
  });

  test('a grant gives the user the role and the looked-up cluster as a scope', () => {
    const stack = clusterStack();
    const orders = ReplicaSetCluster.fromLookup(stack, 'Orders', { projectId: PROJECT, name: 'orders' });
    const app = new DatabaseUser(stack, 'App', {
      projectId: PROJECT,
      authentication: DatabaseUserAuthentication.password({ username: 'app', password: DatabasePassword.writeOnly(secret(stack, 'pw'), 1) }),
      roles: [DatabaseRole.read('catalog')],
    });
    orders.grantReadWrite(app, 'orders');
    const user = synthDoc(stack).resource.mongodbatlas_database_user.App;
    expect(user.roles).toEqual([{ role_name: 'read', database_name: 'catalog' }, { role_name: 'readWrite', database_name: 'orders' }]);
    expect(user.scopes).toEqual([{ name: 'orders', type: 'CLUSTER' }]);
  });

  test('JavaScript: a missing name is refused by the lookup, in its words; a misspelled attribute is refused with the closest one', () => {
    expect(errorOf(() => ReplicaSetCluster.fromLookup(clusterStack(), 'Bad', { projectId: PROJECT } as any))).toBe(
      '[test/Bad] name: is required. Received: undefined. Allowed: the name of the cluster. Fix: set name.');
    expect(errorOf(() => ReplicaSetCluster.fromLookup(clusterStack(), 'Typo', { projectId: PROJECT, clusterName: 'orders' } as any))).toBe(
      "[test/Typo] clusterName: unknown option; did you mean name? Received: the key 'clusterName'. Allowed: the options of ClusterLookupAttributes: projectId, name. "
      + "Fix: write 'name' instead of 'clusterName'.");
  });
});
