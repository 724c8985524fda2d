import { clusterStack, PROJECT } from './cluster-util';
import { resolvedAttributes } from './ref-util';
import { ClusterOutageSimulation, IClusterOutageSimulation, ReplicaSetCluster } from '../../../src/constructs/mongodbatlas';

const ATTRIBUTES: Array<keyof IClusterOutageSimulation & string> = ['projectId', 'clusterName'];

describe('IClusterOutageSimulation: every implementation gives each attribute', () => {
  test('ClusterOutageSimulation: the project and name of its cluster', () => {
    const stack = clusterStack();
    const cluster = ReplicaSetCluster.fromClusterAttributes(stack, 'Orders', { projectId: PROJECT, clusterName: 'orders' });
    const drill: IClusterOutageSimulation = new ClusterOutageSimulation(stack, 'Drill', { cluster, regions: [{ provider: 'AWS', region: 'US_EAST_1' }] });
    expect(resolvedAttributes(drill, ATTRIBUTES)).toEqual({ projectId: PROJECT, clusterName: 'orders' });
  });

  test('fromClusterOutageSimulationAttributes: what it was given (both required)', () => {
    const drill = ClusterOutageSimulation.fromClusterOutageSimulationAttributes(clusterStack(), 'Drill', { projectId: PROJECT, clusterName: 'orders' });
    expect(resolvedAttributes(drill, ATTRIBUTES)).toEqual({ projectId: PROJECT, clusterName: 'orders' });
  });
});
