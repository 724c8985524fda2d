/**
 * KmsIntegration: renders the provider's example (website/docs/r/app_config_integration_kms) with
 * the instance's guid and provider; its inputs are create-only (ignore_changes and the check block
 * that warns of a change); refuses an instance of another plan than Enterprise, an id out of the
 * API's characters, blank inputs and unknown keys.
 */
import { TerraformVariable } from 'cdktn';
import { AppConfigurationPlan, errorOf, GUID, ibmStack, Instance, synthDoc, warningsOf } from './integrations-util';
import { KmsIntegration } from '../../../../src/constructs/ibm/integrations/kms-integration';
import { IbmProvider } from '../../../../src/generated/ibm/provider';

const CRN = 'crn:v1:bluemix:public:kms:us-south:a/4448261269a14562b839e0a3019ed980:9e8f4a3c-1f7e-4a9a-8a3e-5c9c6c1d2b3a::';
const WHY = 'the provider cannot update a KMS integration (resourceIntegrationKmsUpdate returns "[ERROR] Update KMS is not yet implemented")';

const ENTERPRISE_FIX = 'Allowed: an instance of plan AppConfigurationPlan.ENTERPRISE, or one whose plan is not given. '
  + 'Fix: make it in an Enterprise instance (plan: AppConfigurationPlan.ENTERPRISE); if this instance is on the Enterprise plan, give that plan, or leave plan unset.';

describe('KmsIntegration', () => {
  test('the provider\'s example, with the instance\'s guid and provider; every input create-only', () => {
    const s = ibmStack();
    const eu = new IbmProvider(s, 'eu', { region: 'eu-de', alias: 'eu' });
    const instance = new Instance(s, 'AppConfig', GUID, AppConfigurationPlan.ENTERPRISE, eu);
    const kms = new KmsIntegration(s, 'Kms', { instance, integrationId: 'kms', kmsInstanceCrn: CRN, kmsEndpoint: 'https://eu-de.kms.cloud.ibm.com', rootKeyId: 'root-1' });
    const doc = synthDoc(s);
    expect(doc.resource.ibm_app_config_integration_kms.Kms).toEqual({
      provider: 'ibm.eu',
      guid: GUID,
      integration_id: 'kms',
      kms_instance_crn: CRN,
      kms_endpoint: 'https://eu-de.kms.cloud.ibm.com',
      root_key_id: 'root-1',
      lifecycle: { ignore_changes: ['integration_id', 'kms_instance_crn', 'kms_endpoint', 'root_key_id'] },
    });
    const assertion = (prop: string, attribute: string, value: string) => ({
      condition: `\${ibm_app_config_integration_kms.Kms.${attribute} == "${value}"}`,
      error_message: `test/Kms: ${prop} changed, from \${jsonencode(ibm_app_config_integration_kms.Kms.${attribute})} to \${jsonencode("${value}")}, and the change is ignored: ${WHY}. `
        + 'Nothing is replaced. To apply it, replace the resource: terraform apply -replace=ibm_app_config_integration_kms.Kms',
    });
    expect(doc.check).toEqual({
      Kms_create_only: {
        assert: [
          assertion('integrationId', 'integration_id', 'kms'),
          assertion('kmsInstanceCrn', 'kms_instance_crn', CRN),
          assertion('kmsEndpoint', 'kms_endpoint', 'https://eu-de.kms.cloud.ibm.com'),
          assertion('rootKeyId', 'root_key_id', 'root-1'),
        ],
      },
    });
    expect([kms.resource.node.id, kms.instance, kms.integrationId]).toEqual(['Default', instance, 'kms']);
    expect(warningsOf(s)).toEqual([]);
  });

  test('a reference is compared as the reference; an instance without a plan is taken', () => {
    const s = ibmStack();
    const rootKey = new TerraformVariable(s, 'root_key', { type: 'string' });
    new KmsIntegration(s, 'Kms', { instance: new Instance(s, 'AppConfig'), integrationId: 'kms', kmsInstanceCrn: CRN, kmsEndpoint: 'https://us-south.kms.cloud.ibm.com', rootKeyId: rootKey.stringValue });
    const doc = synthDoc(s);
    expect(doc.resource.ibm_app_config_integration_kms.Kms.root_key_id).toBe('${var.root_key}');
    expect(doc.check.Kms_create_only.assert[3].condition).toBe('${ibm_app_config_integration_kms.Kms.root_key_id == var.root_key}');
  });

  test('an instance of another plan, an id out of the API\'s characters, blank and missing inputs (ibm:enterprise-only, ibm:id-characters)', () => {
    const s = ibmStack();
    const standard = new Instance(s, 'Standard', GUID, AppConfigurationPlan.STANDARD);
    expect(errorOf(() => new KmsIntegration(s, 'Kms', { instance: standard, integrationId: 'my kms!', kmsInstanceCrn: '', kmsEndpoint: 3 as any, rootKeyId: undefined as any }))).toBe(
      '[test/Kms] 5 problems:\n'
      + "  - instance: is an instance of the STANDARD plan (standardv2): a Key Protect or Hyper Protect Crypto Services integration is offered on the Enterprise plan only. Received: the IAppConfiguration 'test/Standard' of plan AppConfigurationPlan.STANDARD. "
      + `${ENTERPRISE_FIX}\n`
      + "  - integrationId: has characters the App Configuration API does not take in an id: letters, digits, '.', '-' and '_' only. Received: \"my kms!\". Allowed: the id of the integration: letters, digits, '.', '-' and '_'. Fix: write integrationId: 'my-kms'.\n"
      + '  - kmsInstanceCrn: is empty. Received: "". Allowed: the CRN of the Key Protect or Hyper Protect Crypto Services instance. Fix: set kmsInstanceCrn.\n'
      + "  - kmsEndpoint: expected a string. Received: 3. Allowed: the endpoint of the key management service, e.g. https://us-south.kms.cloud.ibm.com. Fix: pass kmsEndpoint as a string (or a string token, e.g. a variable's stringValue).\n"
      + '  - rootKeyId: is required. Received: undefined. Allowed: the id of the root key. Fix: set rootKeyId.');
    expect(s.node.tryFindChild('Kms')).toBeUndefined();
    expect(errorOf(() => new KmsIntegration(s, 'Lite', { instance: new Instance(s, 'L', GUID, AppConfigurationPlan.LITE), integrationId: 'kms', kmsInstanceCrn: CRN, kmsEndpoint: 'e', rootKeyId: 'r' }))).toBe(
      "[test/Lite] instance: is an instance of the LITE plan (lite): a Key Protect or Hyper Protect Crypto Services integration is offered on the Enterprise plan only. Received: the IAppConfiguration 'test/L' of plan AppConfigurationPlan.LITE. "
      + ENTERPRISE_FIX);
  });

  test('no instance, an unknown key', () => {
    const s = ibmStack();
    expect(errorOf(() => new KmsIntegration(s, 'Kms', { instance: 'guid' as any, integrationId: 'kms', kmsInstanceCrn: CRN, kmsEndpoint: 'e', rootKeyId: 'r' }))).toBe(
      "[test/Kms] instance: expected an IAppConfiguration, not an id. Received: \"guid\". Allowed: an IAppConfiguration, e.g. AppConfiguration.fromGuid(this, 'AppConfig', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' }). "
      + "Fix: refer to it by its id: instance: AppConfiguration.fromGuid(this, 'AppConfig', { guid: 'guid', region: 'us-south' }).");
    expect(errorOf(() => new KmsIntegration(s, 'Kms', { instance: new Instance(s, 'I'), integrationId: 'kms', kmsInstanceCrn: CRN, kmsEndpoint: 'e', rootKeyId: 'r', rootKey: 'x' } as any))).toBe(
      "[test/Kms] rootKey: unknown option; did you mean rootKeyId? Received: the key 'rootKey'. Allowed: the options of KmsIntegrationProps: integrationId, kmsInstanceCrn, kmsEndpoint, rootKeyId, instance. Fix: write 'rootKeyId' instead of 'rootKey'.");
    expect(s.node.tryFindChild('Kms')).toBeUndefined();
  });
});

describe('KmsIntegration.fromKmsIntegrationAttributes', () => {
  test('knows its instance and id; refuses an id out of the API\'s characters', () => {
    const s = ibmStack();
    const instance = new Instance(s, 'AppConfig');
    const kms = KmsIntegration.fromKmsIntegrationAttributes(s, 'Existing', { instance, integrationId: 'kms' });
    expect([kms.instance, kms.integrationId, kms.node.path]).toEqual([instance, 'kms', 'test/Existing']);
    expect(errorOf(() => KmsIntegration.fromKmsIntegrationAttributes(s, 'Bad', { instance, integrationId: 'k/1' }))).toBe(
      "[test/Bad] integrationId: has characters the App Configuration API does not take in an id: letters, digits, '.', '-' and '_' only. Received: \"k/1\". Allowed: the id of the integration: letters, digits, '.', '-' and '_'. Fix: write integrationId: 'k-1'.");
    expect(s.node.tryFindChild('Bad')).toBeUndefined();
  });
});
