/**
 * EventNotificationsIntegration: renders the provider's example
 * (website/docs/r/app_config_integration_en) with the instance's guid and provider, the source name
 * and description as literal text; its inputs are create-only (ignore_changes and the check block
 * that warns of a change); refuses an instance of another plan than Enterprise, an id out of the
 * API's characters and blank inputs.
 */
import { AppConfigurationPlan, errorOf, GUID, ibmStack, Instance, synthDoc, warningsOf } from './integrations-util';
import { EventNotificationsIntegration } from '../../../../src/constructs/ibm/integrations/event-notifications-integration';

const CRN = 'crn:v1:bluemix:public:event-notifications:us-south:a/4448261269a14562b839e0a3019ed980:1c6e2f7a-9b0d-4c8e-a1f2-3d4e5f6a7b8c::';
const ENDPOINT = 'https://us-south.event-notifications.cloud.ibm.com';
const WHY = 'the provider cannot update an Event Notifications integration (resourceIntegrationEnUpdate returns "[ERROR] Update EN Integration is not yet implemented")';

describe('EventNotificationsIntegration', () => {
  test('the provider\'s example, with the instance\'s guid; the texts as written; every input create-only', () => {
    const s = ibmStack();
    const instance = new Instance(s, 'AppConfig', GUID, AppConfigurationPlan.ENTERPRISE);
    const en = new EventNotificationsIntegration(s, 'Events', {
      instance, integrationId: 'en', enInstanceCrn: CRN, enEndpoint: ENDPOINT, sourceName: 'app-config ${env}', description: 'Flags of %{ if shop }',
    });
    const doc = synthDoc(s);
    expect(doc.resource.ibm_app_config_integration_en.Events).toEqual({
      guid: GUID,
      integration_id: 'en',
      en_instance_crn: CRN,
      en_endpoint: ENDPOINT,
      en_source_name: 'app-config $${env}',
      description: 'Flags of %%{ if shop }',
      lifecycle: { ignore_changes: ['integration_id', 'en_instance_crn', 'en_endpoint', 'en_source_name', 'description'] },
    });
    const assertion = (prop: string, attribute: string, value: string) => ({
      condition: `\${ibm_app_config_integration_en.Events.${attribute} == ${value}}`,
      error_message: `test/Events: ${prop} changed, from \${jsonencode(ibm_app_config_integration_en.Events.${attribute})} to \${jsonencode(${value})}, and the change is ignored: ${WHY}. `
        + 'Nothing is replaced. To apply it, replace the resource: terraform apply -replace=ibm_app_config_integration_en.Events',
    });
    expect(doc.check.Events_create_only.assert).toEqual([
      assertion('integrationId', 'integration_id', '"en"'),
      assertion('enInstanceCrn', 'en_instance_crn', `"${CRN}"`),
      assertion('enEndpoint', 'en_endpoint', `"${ENDPOINT}"`),
      assertion('sourceName', 'en_source_name', '"app-config $${env}"'),
      assertion('description', 'description', '"Flags of %%{ if shop }"'),
    ]);
    expect([en.resource.node.id, en.instance, en.integrationId]).toEqual(['Default', instance, 'en']);
    expect(warningsOf(s)).toEqual([]);
  });

  test('no description: none rendered, and the check expects none', () => {
    const s = ibmStack();
    new EventNotificationsIntegration(s, 'Events', { instance: new Instance(s, 'AppConfig'), integrationId: 'en', enInstanceCrn: CRN, enEndpoint: ENDPOINT, sourceName: 'app-config' });
    const doc = synthDoc(s);
    expect(doc.resource.ibm_app_config_integration_en.Events.description).toBeUndefined();
    expect(doc.check.Events_create_only.assert[4].condition).toBe('${ibm_app_config_integration_en.Events.description == null}');
  });

  test('an instance of another plan, an empty id, a blank source name, a description that is no string (ibm:enterprise-only)', () => {
    const s = ibmStack();
    const basic = new Instance(s, 'Basic', GUID, AppConfigurationPlan.BASIC);
    expect(errorOf(() => new EventNotificationsIntegration(s, 'Events', { instance: basic, integrationId: '', enInstanceCrn: CRN, enEndpoint: ENDPOINT, sourceName: '  ', description: 5 as any }))).toBe(
      '[test/Events] 4 problems:\n'
      + "  - instance: is an instance of the BASIC plan (basic): an Event Notifications integration is offered on the Enterprise plan only. Received: the IAppConfiguration 'test/Basic' of plan AppConfigurationPlan.BASIC. "
      + 'Allowed: an instance of plan AppConfigurationPlan.ENTERPRISE, or one whose plan is not given. Fix: make it in an Enterprise instance (plan: AppConfigurationPlan.ENTERPRISE); if this instance is on the Enterprise plan, give that plan, or leave plan unset.\n'
      + "  - integrationId: is empty. Received: \"\". Allowed: the id of the integration: letters, digits, '.', '-' and '_'. Fix: set integrationId, e.g. integrationId: 'en'.\n"
      + '  - sourceName: is empty. Received: "  ". Allowed: the name of the source in the Event Notifications instance. Fix: set sourceName.\n'
      + "  - description: expected a string. Received: 5. Allowed: the description of the source. Fix: pass description as a string (or a string token, e.g. a variable's stringValue).");
    expect(s.node.tryFindChild('Events')).toBeUndefined();
  });
});

describe('EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes', () => {
  test('knows its instance and id; refuses a missing instance and an unknown key', () => {
    const s = ibmStack();
    const instance = new Instance(s, 'AppConfig');
    const en = EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes(s, 'Existing', { instance, integrationId: 'en' });
    expect([en.instance, en.integrationId]).toEqual([instance, 'en']);
    expect(errorOf(() => EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes(s, 'Bad', { integrationId: 'en' } as any))).toBe(
      "[test/Bad] instance: is required. Received: undefined. Allowed: an IAppConfiguration, e.g. AppConfiguration.fromGuid(this, 'AppConfig', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' }). "
      + "Fix: pass the construct, e.g. AppConfiguration.fromGuid(this, 'AppConfig', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' }).");
    expect(errorOf(() => EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes(s, 'Bad', { instance, integrationId: 'en', crn: 'x' } as any))).toBe(
      "[test/Bad] crn: unknown option. Received: the key 'crn'. Allowed: the options of EventNotificationsIntegrationAttributes: instance, integrationId. Fix: remove 'crn', or check its spelling against EventNotificationsIntegrationAttributes.");
    expect(s.node.tryFindChild('Bad')).toBeUndefined();
  });
});
