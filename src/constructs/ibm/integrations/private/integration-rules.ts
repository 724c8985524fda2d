/**
 * The rules of the props of the key management and Event Notifications integrations
 * (`KmsIntegration`, `EventNotificationsIntegration`): the instance's plan, the integration id in
 * the API's characters, the inputs given, and their create-only nature. Not part of the public API.
 */
import { ENTERPRISE_DOCS, enterpriseOnly, idCharactersRule, instanceOf } from './integration-checks';
import { idOf, PropRule } from '../../../../core/l2/index';
import type { IAppConfiguration } from '../../instance/app-configuration-ref';

/** What the rules read of a key management integration's props (KmsIntegrationProps). */
export interface KmsIntegrationInput {
  readonly instance: IAppConfiguration;
  readonly integrationId: string;
  readonly kmsInstanceCrn: string;
  readonly kmsEndpoint: string;
  readonly rootKeyId: string;
}

/** What the rules read of an Event Notifications integration's props (EventNotificationsIntegrationProps). */
export interface EventNotificationsIntegrationInput {
  readonly instance: IAppConfiguration;
  readonly integrationId: string;
  readonly enInstanceCrn: string;
  readonly enEndpoint: string;
  readonly sourceName: string;
  readonly description?: string;
}

/** The rules of a key management integration's props. */
export const KMS_INTEGRATION_RULES: ReadonlyArray<PropRule<KmsIntegrationInput>> = [
  {
    name: 'the instance is an IAppConfiguration of the Enterprise plan',
    summary: 'Key Protect and Hyper Protect Crypto Services integrations are offered on the Enterprise plan only: an instance of another given plan is refused (ibm:enterprise-only).',
    documentedIn: ENTERPRISE_DOCS,
    level: 'error',
    check: (props, p) => {
      const instance = instanceOf(p, props.instance);
      if (instance !== undefined) enterpriseOnly(p, instance, 'a Key Protect or Hyper Protect Crypto Services integration');
    },
  },
  idCharactersRule('integrationId', (props) => props.integrationId, 'the id of the integration', 'kms',
    'App Configuration admin SDK (appconfigurationv1): CreateIntegrationOptions.IntegrationID ("Allowed special characters are dot ( . ), hyphen( - ), underscore ( _ ) only")'),
  {
    name: 'the key management service is given',
    contract: 'the provider requires kms_instance_crn, kms_endpoint and root_key_id; the L2 refuses a blank one',
    check: (props, p) => {
      idOf(p, 'kmsInstanceCrn', props.kmsInstanceCrn, 'the CRN of the Key Protect or Hyper Protect Crypto Services instance');
      idOf(p, 'kmsEndpoint', props.kmsEndpoint, 'the endpoint of the key management service, e.g. https://us-south.kms.cloud.ibm.com');
      idOf(p, 'rootKeyId', props.rootKeyId, 'the id of the root key');
    },
  },
  {
    name: 'every input is create-only',
    summary: 'a change is ignored (lifecycle.ignore_changes) and warned of at plan by a check block, which says how to replace the resource.',
    enforcedBy: 'ibm/service/appconfiguration/resource_ibm_app_config_integration_kms.go: resourceIntegrationKmsUpdate (returns "[ERROR] Update KMS is not yet implemented")',
  },
];

/** The rules of an Event Notifications integration's props. */
export const EVENT_NOTIFICATIONS_INTEGRATION_RULES: ReadonlyArray<PropRule<EventNotificationsIntegrationInput>> = [
  {
    name: 'the instance is an IAppConfiguration of the Enterprise plan',
    summary: 'Event Notifications integrations are offered on the Enterprise plan only: an instance of another given plan is refused (ibm:enterprise-only).',
    documentedIn: ENTERPRISE_DOCS,
    level: 'error',
    check: (props, p) => {
      const instance = instanceOf(p, props.instance);
      if (instance !== undefined) enterpriseOnly(p, instance, 'an Event Notifications integration');
    },
  },
  idCharactersRule('integrationId', (props) => props.integrationId, 'the id of the integration', 'en',
    'App Configuration admin SDK (appconfigurationv1): CreateIntegrationOptions.IntegrationID ("Allowed special characters are dot ( . ), hyphen( - ), underscore ( _ ) only")'),
  {
    name: 'the Event Notifications instance and source are given',
    contract: 'the provider requires en_instance_crn, en_endpoint and en_source_name; the L2 refuses a blank one',
    check: (props, p) => {
      idOf(p, 'enInstanceCrn', props.enInstanceCrn, 'the CRN of the Event Notifications instance');
      idOf(p, 'enEndpoint', props.enEndpoint, 'the endpoint of the Event Notifications instance, e.g. https://us-south.event-notifications.cloud.ibm.com');
      idOf(p, 'sourceName', props.sourceName, 'the name of the source in the Event Notifications instance');
      p.strings(props, { description: 'the description of the source' });
    },
  },
  {
    name: 'every input is create-only',
    summary: 'a change is ignored (lifecycle.ignore_changes) and warned of at plan by a check block, which says how to replace the resource.',
    enforcedBy: 'ibm/service/appconfiguration/resource_ibm_app_config_integration_en.go: resourceIntegrationEnUpdate (returns "[ERROR] Update EN Integration is not yet implemented")',
  },
];
