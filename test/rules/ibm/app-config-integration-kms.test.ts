/** Type rules of ibm_app_config_integration_kms: the integration id takes the API's characters (a warning). */
import { TerraformVariable } from 'cdktn';
import { ibm } from '../../../src';
import { synth } from '../../util';

const warnings = (integrationId: string) => synth((s) => {
  new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
  const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
  new ibm.IbmAppConfigIntegrationKms(s, 'kms', {
    guid: '36401ffc-6280-459a-ba98-456aba10d0c7', integrationId, kmsInstanceCrn: v('crn'), kmsEndpoint: 'https://us-south.kms.cloud.ibm.com', rootKeyId: v('root_key'),
  });
}).warnings;

describe('ibm_app_config_integration_kms type rules', () => {
  test('an integration id of letters, digits, ., - and _ passes; any other character warns', () => {
    expect(warnings('key-protect')).toEqual([]);
    expect(warnings('key:protect')).toEqual([
      "test/kms: [rule:ibm_app_config_integration_kms/id-characters] integrationId: has ':', which the App Configuration API does not take in an id. Received: 'key:protect'. "
      + "Allowed: letters, digits, '.', '-' and '_'. Fix: write integrationId: 'key-protect'.",
    ]);
  });
});
