import { TerraformOutput } from 'cdktn';
import { clusterStack, synthDoc } from './cluster-util';
import { mongodbatlas } from '../../../src';
import { errorOf } from '../../util';

describe('existing clusters', () => {
  test('fromClusterAttributes: what was given can be read, the rest is an error naming it', () => {
    const s = clusterStack();
    const c = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(s, 'Orders', { projectId: 'p', clusterName: 'orders', clusterId: 'c-1' });
    expect([c.projectId, c.clusterName, c.clusterId, c.knownRegions]).toEqual(['p', 'orders', 'c-1', undefined]);
    expect(errorOf(() => c.stateName)).toBe('[test/Orders] stateName is unknown: this construct was made with fromClusterAttributes, which was not given stateName. '
      + 'Fix: pass stateName in the attributes, or read it from the construct that defines the resource.');
    expect(synthDoc(s).resource).toBeUndefined();
  });

  test('fromClusterAttributes needs the project and the name (JavaScript callers)', () => {
    expect(errorOf(() => mongodbatlas.ShardedCluster.fromClusterAttributes(clusterStack(), 'X', { projectId: 'p' } as any))).toBe(
      '[test/X] clusterName: is required. Received: undefined. Allowed: the name of the cluster. Fix: set clusterName.');
  });

  test('an outage simulation on an imported cluster checks its regions when they are given', () => {
    const s = clusterStack();
    const c = mongodbatlas.GlobalCluster.fromClusterAttributes(s, 'Orders', { projectId: 'p', clusterName: 'orders', knownRegions: [{ provider: 'AWS', region: 'US_EAST_1' }] });
    new mongodbatlas.ClusterOutageSimulation(s, 'Drill', { cluster: c, regions: [{ provider: 'AWS', region: 'EU_WEST_1' }] });
    expect(errorOf(() => synthDoc(s))).toContain('[test/Drill] regions[0]: is not a region of cluster orders.');
  });

  test('fromLookup reads through the data source', () => {
    const s = clusterStack();
    const c = mongodbatlas.ReplicaSetCluster.fromLookup(s, 'Orders', { projectId: 'p', name: 'orders' });
    new TerraformOutput(s, 'id', { value: c.clusterId });
    const key = Object.keys(synthDoc(s).data.mongodbatlas_advanced_cluster)[0];
    expect(synthDoc(s).output.id.value).toBe(`\${data.mongodbatlas_advanced_cluster.${key}.cluster_id}`);
    expect(Object.values<any>(synthDoc(s).data.mongodbatlas_advanced_cluster)[0]).toEqual({ name: 'orders', project_id: 'p' });
  });
});
