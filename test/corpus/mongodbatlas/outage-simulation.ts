/** A regional outage simulation on a multi-region cluster, as the provider's example runs it (examples/mongodbatlas_cluster_outage_simulation). */
import { atlasApp, PROJECT_ID } from './corpus';
import { mongodbatlas } from '../../../src';
import { CorpusApp } from '../corpus';

export const APPS: CorpusApp[] = [
  atlasApp('two regions of a five-node cluster go down; the third keeps the majority', 'examples/mongodbatlas_cluster_outage_simulation', (s) => {
    const cluster = new mongodbatlas.MongodbatlasAdvancedCluster(s, 'cluster', {
      projectId: PROJECT_ID,
      name: 'resilient',
      clusterType: 'REPLICASET',
      replicationSpecs: [{
        regionConfigs: [
          { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } },
          { providerName: 'AWS', regionName: 'US_EAST_2', priority: 6, electableSpecs: { instanceSize: 'M10', nodeCount: 1 } },
          { providerName: 'AWS', regionName: 'US_WEST_2', priority: 5, electableSpecs: { instanceSize: 'M10', nodeCount: 1 } },
        ],
      }],
    });
    new mongodbatlas.MongodbatlasClusterOutageSimulation(s, 'outage', {
      projectId: cluster.projectId,
      clusterName: cluster.name,
      outageFilters: [{ cloudProvider: 'AWS', regionName: 'US_EAST_2' }, { cloudProvider: 'AWS', regionName: 'US_WEST_2' }],
      timeouts: { create: '25m', delete: '25m' },
    });
  }),
];
