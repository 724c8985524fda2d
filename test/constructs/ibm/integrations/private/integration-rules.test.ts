/**
 * The rule tables of the integrations: each rule on one word (the provider's code, IBM's
 * documentation or the L2's contract), and each checked alone: references are not judged.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { EVENT_NOTIFICATIONS_INTEGRATION_RULES, KMS_INTEGRATION_RULES } from '../../../../../src/constructs/ibm/integrations/private/integration-rules';
import { checkRules } from '../../../../../src/core/l2';
import { Instance } from '../integrations-util';

describe('KMS_INTEGRATION_RULES', () => {
  test('each rule is on one word: where the provider enforces it, where IBM documents it, or the L2\'s contract', () => {
    const provenance = (r: typeof KMS_INTEGRATION_RULES[number]) => [r.enforcedBy, r.documentedIn, r.contract]
      .filter((x) => x !== undefined).length === 1;
    expect(KMS_INTEGRATION_RULES.map((r) => [r.name, provenance(r)])).toEqual([
      ['the instance is an IAppConfiguration of the Enterprise plan', true],
      ["integrationId: letters, digits, '.', '-' and '_'", true],
      ['the key management service is given', true],
      ['every input is create-only', true],
    ]);
    expect(KMS_INTEGRATION_RULES[3].enforcedBy).toBe('ibm/service/appconfiguration/resource_ibm_app_config_integration_kms.go: resourceIntegrationKmsUpdate (returns "[ERROR] Update KMS is not yet implemented")');
  });

  test('references pass', () => {
    const s = new TerraformStack(new App(), 'test');
    const t = new TerraformVariable(s, 't', { type: 'string' }).stringValue;
    expect(checkRules(KMS_INTEGRATION_RULES, { instance: new Instance(s, 'I', t), integrationId: t, kmsInstanceCrn: t, kmsEndpoint: t, rootKeyId: t }).list).toEqual([]);
  });
});

describe('EVENT_NOTIFICATIONS_INTEGRATION_RULES', () => {
  test('its create-only rule names the provider\'s Update', () => {
    expect(EVENT_NOTIFICATIONS_INTEGRATION_RULES.find((r) => r.name === 'every input is create-only')?.enforcedBy)
      .toBe('ibm/service/appconfiguration/resource_ibm_app_config_integration_en.go: resourceIntegrationEnUpdate (returns "[ERROR] Update EN Integration is not yet implemented")');
  });

  test('references pass', () => {
    const s = new TerraformStack(new App(), 'test');
    const t = new TerraformVariable(s, 't', { type: 'string' }).stringValue;
    expect(checkRules(EVENT_NOTIFICATIONS_INTEGRATION_RULES, { instance: new Instance(s, 'I', t), integrationId: t, enInstanceCrn: t, enEndpoint: t, sourceName: t, description: t }).list).toEqual([]);
  });
});
