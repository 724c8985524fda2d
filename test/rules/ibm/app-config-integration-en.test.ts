/** Type rules of ibm_app_config_integration_en: the integration id takes the API's characters (a warning). */
import { TerraformVariable } from 'cdktn';
import { ibm } from '../../../src';
import { synth } from '../../util';

const warnings = (integrationId: string) => synth((s) => {
  new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
  new ibm.IbmAppConfigIntegrationEn(s, 'en', {
    guid: '36401ffc-6280-459a-ba98-456aba10d0c7',
    integrationId,
    enInstanceCrn: new TerraformVariable(s, 'crn', { type: 'string' }).stringValue,
    enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com',
    enSourceName: 'app-configuration',
  });
}).warnings;

describe('ibm_app_config_integration_en type rules', () => {
  test('an integration id of letters, digits, ., - and _ passes; any other character warns', () => {
    expect(warnings('event-notifications')).toEqual([]);
    expect(warnings('event notifications')).toEqual([
      "test/en: [rule:ibm_app_config_integration_en/id-characters] integrationId: has a space, which the App Configuration API does not take in an id. Received: 'event notifications'. "
      + "Allowed: letters, digits, '.', '-' and '_'. Fix: write integrationId: 'event-notifications'.",
    ]);
  });
});
