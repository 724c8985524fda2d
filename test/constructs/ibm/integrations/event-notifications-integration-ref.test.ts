/**
 * IEventNotificationsIntegration: every implementation gives the instance and the integration id.
 */
import { ibmStack, Instance } from './integrations-util';
import { EventNotificationsIntegration } from '../../../../src/constructs/ibm/integrations/event-notifications-integration';
import type { IEventNotificationsIntegration } from '../../../../src/constructs/ibm/integrations/event-notifications-integration-ref';

test('EventNotificationsIntegration and what fromEventNotificationsIntegrationAttributes returns give instance and integrationId', () => {
  const s = ibmStack();
  const instance = new Instance(s, 'AppConfig');
  const all: IEventNotificationsIntegration[] = [
    new EventNotificationsIntegration(s, 'Made', { instance, integrationId: 'en', enInstanceCrn: 'crn', enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com', sourceName: 'app-config' }),
    EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes(s, 'Existing', { instance, integrationId: 'en-old' }),
  ];
  expect(all.map((k) => [k.instance, k.integrationId])).toEqual([[instance, 'en'], [instance, 'en-old']]);
});
