import { mongodbatlas } from '../../../src';
import { synth } from '../../util';

const R = 'rule:mongodbatlas_cluster_outage_simulation';
const make = (regionName: string) => synth((s) => {
  new mongodbatlas.MongodbatlasProvider(s, 'provider');
  new mongodbatlas.MongodbatlasClusterOutageSimulation(s, 'o', {
    projectId: '6568f0c3a8d2b64e9d8a1b2c',
    clusterName: 'orders',
    outageFilters: [{ cloudProvider: 'AWS', regionName }],
  });
});

describe('mongodbatlas_cluster_outage_simulation type rules', () => {
  test('atlas-region-name: a warning (the API has no enum for outage filter regions)', () => {
    expect(make('US_EAST_1').warnings).toEqual([]);
    expect(make('us-east-1').warnings).toEqual([
      `test/o: [${R}/atlas-region-name] outageFilters[0].regionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: "us-east-1". Allowed: 'US_EAST_1' (the Atlas name of this region). Fix: set regionName to 'US_EAST_1'.`,
    ]);
  });
});
