import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { ClusterOutageSimulation } from '../../../src/constructs/mongodbatlas';
import { ImportedClusterOutageSimulation } from '../../../src/constructs/mongodbatlas/imported-outage-simulation';

describe('ImportedClusterOutageSimulation (ClusterOutageSimulation.fromClusterOutageSimulationAttributes)', () => {
  test('an existing simulation by its cluster: readable, nothing rendered', () => {
    const stack = clusterStack();
    const drill = ClusterOutageSimulation.fromClusterOutageSimulationAttributes(stack, 'Drill', { projectId: PROJECT, clusterName: 'orders' });
    expect(drill).toBeInstanceOf(ImportedClusterOutageSimulation);
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
