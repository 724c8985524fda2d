/** Type rules of ibm_app_config_collection: the collection id takes the API's characters (a warning). */
import { ibm } from '../../../src';
import { synth } from '../../util';

const warnings = (collectionId: string) => synth((s) => {
  new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
  new ibm.IbmAppConfigCollection(s, 'c', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', collectionId, name: 'Web frontend' });
}).warnings;

describe('ibm_app_config_collection type rules', () => {
  test('a collection id of letters, digits, ., - and _ passes; any other character warns', () => {
    expect(warnings('web_frontend.v2')).toEqual([]);
    expect(warnings('web frontend')).toEqual([
      "test/c: [rule:ibm_app_config_collection/id-characters] collectionId: has a space, which the App Configuration API does not take in an id. Received: 'web frontend'. "
      + "Allowed: letters, digits, '.', '-' and '_'. Fix: write collectionId: 'web-frontend'.",
    ]);
  });
});
