import { mongodbatlas } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

const R = 'rule:mongodbatlas_encryption_at_rest_private_endpoint';
const make = (regionName: string) => synth((s) => {
  new mongodbatlas.MongodbatlasProvider(s, 'provider');
  new mongodbatlas.MongodbatlasEncryptionAtRestPrivateEndpoint(s, 'p', { projectId: '6568f0c3a8d2b64e9d8a1b2c', cloudProvider: 'AZURE', regionName });
});

describe('mongodbatlas_encryption_at_rest_private_endpoint type rules', () => {
  test('atlas-region-name: the API enum refuses the cloud provider\'s spelling', () => {
    expect(make('US_EAST_2').warnings).toEqual([]);
    expect(errorLines(errorOf(() => make('eastus2')))).toEqual([
      `[test/p] [${R}/atlas-region-name] regionName: is written the cloud provider's way; Atlas names regions in upper case with underscores. Received: "eastus2". Allowed: an Atlas region name such as 'US_EAST_1', 'EUROPE_WEST_3' or 'CENTRAL_US'. Fix: use the Atlas name of the region (see the region tables of the cloud provider in the Atlas documentation) in regionName.`,
    ]);
  });
});
