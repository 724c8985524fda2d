import { base, clusterStack, errorOf, synthDoc, synthError } from './cluster-util';
import { mongodbatlas } from '../../../src';

const regions = [
  { provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 },
  { provider: 'AWS', region: 'US_WEST_2', electableNodes: 2 },
];

describe('cluster outage simulation', () => {
  test('cluster.simulateOutage renders mongodbatlas_cluster_outage_simulation', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions });
    c.simulateOutage('Drill', { regions: [{ provider: 'AWS', region: 'US_WEST_2' }] });
    const doc = synthDoc(stack);
    const [body] = Object.values<any>(doc.resource.mongodbatlas_cluster_outage_simulation);
    expect(body).toEqual({ project_id: base.projectId, cluster_name: 'orders', outage_filters: [{ cloud_provider: 'AWS', region_name: 'US_WEST_2' }] });
  });

  test('the regions must belong to the cluster', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions });
    c.simulateOutage('Drill', { regions: [{ provider: 'GCP', region: 'CENTRAL_US' }] });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n  [test/Orders/Drill] regions[0]: is not a region of cluster orders. '
      + 'Received: "GCP/CENTRAL_US". Allowed: AWS/US_EAST_1 or AWS/US_WEST_2. Fix: pick regions the cluster has.');
  });

  test('regions added to the cluster later count', () => {
    const stack = clusterStack();
    const c = new mongodbatlas.ReplicaSetCluster(stack, 'Orders', { ...base, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
    c.simulateOutage('Drill', { regions: [{ provider: 'GCP', region: 'CENTRAL_US' }] });
    c.addRegion({ provider: 'GCP', region: 'CENTRAL_US', readOnlyNodes: 1 });
    expect(() => synthDoc(stack)).not.toThrow();
  });

  test('for a looked-up cluster the regions cannot be known, and are not judged', () => {
    const stack = clusterStack();
    const existing = mongodbatlas.ReplicaSetCluster.fromLookup(stack, 'Existing', { projectId: base.projectId, name: 'orders' });
    new mongodbatlas.ClusterOutageSimulation(stack, 'Drill', { cluster: existing, regions: [{ provider: 'AWS', region: 'EU_WEST_1' }] });
    const [body] = Object.values<any>(synthDoc(stack).resource.mongodbatlas_cluster_outage_simulation);
    expect(body.outage_filters).toEqual([{ cloud_provider: 'AWS', region_name: 'EU_WEST_1' }]);
  });

  test('only AWS, GCP and AZURE regions can go down: the L1\'s value check (the API\'s enum) says it, once', () => {
    const stack = clusterStack();
    const existing = mongodbatlas.ReplicaSetCluster.fromLookup(stack, 'Existing', { projectId: base.projectId, name: 'orders' });
    new mongodbatlas.ClusterOutageSimulation(stack, 'Drill', { cluster: existing, regions: [{ provider: 'TENANT', region: 'US_EAST_1' }] });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + '  [test/Drill/Default] [value:mongodbatlas_cluster_outage_simulation.outage_filters.cloud_provider] outageFilters[0].cloudProvider: is not an allowed value. Received: "TENANT". Allowed: \'AWS\', \'GCP\' or \'AZURE\'. Fix: use one of the allowed values.');
  });
});

describe('what JavaScript callers can get wrong', () => {
  test('no props, no cluster, or regions that are not a list: a clear error at construction, not a TypeError', () => {
    expect(errorOf(() => new (mongodbatlas.ClusterOutageSimulation as any)(clusterStack(), 'Drill'))).toBe(
      "[test/Drill] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    expect(errorOf(() => new mongodbatlas.ClusterOutageSimulation(clusterStack(), 'Drill', { regions: { provider: 'AWS', region: 'US_EAST_1' } } as any))).toBe([
      '[test/Drill] 2 problems:',
      '  - cluster: is required. Received: undefined. Allowed: a cluster (ICluster). Fix: set cluster.',
      '  - regions: expected a list. Received: an object with keys provider, region. Allowed: a list of { provider, region }. Fix: wrap it in [ ].',
    ].join('\n'));
  });

  test('the cluster L2s and the lookup reject missing props the same way', () => {
    const expected = (p: string) => `[test/${p}] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.`;
    expect(errorOf(() => new (mongodbatlas.ReplicaSetCluster as any)(clusterStack(), 'Orders'))).toBe(expected('Orders'));
    expect(errorOf(() => new (mongodbatlas.LegacyCluster as any)(clusterStack(), 'Orders'))).toBe(expected('Orders'));
    expect(errorOf(() => (mongodbatlas.ReplicaSetCluster as any).fromLookup(clusterStack(), 'Existing'))).toBe(expected('Existing'));
  });
});
