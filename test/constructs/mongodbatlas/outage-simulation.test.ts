import { base, clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { mongodbatlas } from '../../../src';
import { ClusterOutageSimulation } from '../../../src/constructs/mongodbatlas';

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
    expect(Object.values(synthDoc(stack).resource.mongodbatlas_cluster_outage_simulation).map((x: any) => x.outage_filters))
      .toEqual([[{ cloud_provider: 'GCP', region_name: 'CENTRAL_US' }]]);
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

describe('fromClusterOutageSimulationAttributes', () => {
  test('an existing simulation by its cluster: readable, nothing rendered', () => {
    const stack = clusterStack();
    const drill = ClusterOutageSimulation.fromClusterOutageSimulationAttributes(stack, 'Drill', { projectId: PROJECT, clusterName: 'orders' });
    expect(drill).not.toBeInstanceOf(ClusterOutageSimulation);
    expect([drill.projectId, drill.clusterName, drill.node.path]).toEqual([PROJECT, 'orders', 'test/Drill']);
    expect(synthDoc(stack).resource?.mongodbatlas_cluster_outage_simulation).toBeUndefined();
  });

  test('JavaScript: missing attributes are named; the cluster itself is not an attribute (its name is)', () => {
    expect(errorOf(() => ClusterOutageSimulation.fromClusterOutageSimulationAttributes(clusterStack(), 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - clusterName: is required. Received: undefined. Allowed: the name of the cluster. Fix: set clusterName.',
    ].join('\n'));
    expect(errorOf(() => ClusterOutageSimulation.fromClusterOutageSimulationAttributes(clusterStack(), 'Typo', { projectId: PROJECT, cluster: 'orders' } as any))).toBe(
      "[test/Typo] cluster: unknown option; did you mean clusterName? Received: the key 'cluster'. Allowed: the options of ClusterOutageSimulationAttributes: projectId, clusterName. "
      + "Fix: write 'clusterName' instead of 'cluster'.");
  });

  test('JavaScript: attributes that are no strings are refused (fuzz seed 29723: a clusterName of NaN was kept)', () => {
    const FIX = (f: string) => `Fix: pass ${f} as a string (or a string token, e.g. a variable's stringValue).`;
    expect(errorOf(() => ClusterOutageSimulation.fromClusterOutageSimulationAttributes(clusterStack(), 'Bad', { projectId: PROJECT, clusterName: Number.NaN as any }))).toBe(
      `[test/Bad] clusterName: expected a string. Received: NaN. Allowed: the name of the cluster. ${FIX('clusterName')}`);
    expect(errorOf(() => ClusterOutageSimulation.fromClusterOutageSimulationAttributes(clusterStack(), 'Bad', { projectId: 42 as any, clusterName: 'orders' }))).toBe(
      `[test/Bad] projectId: expected a string. Received: 42. Allowed: the id of the Atlas project. ${FIX('projectId')}`);
  });
});
