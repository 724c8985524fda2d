/**
 * IKmsIntegration: every implementation gives the instance and the integration id.
 */
import { ibmStack, Instance } from './integrations-util';
import { KmsIntegration } from '../../../../src/constructs/ibm/integrations/kms-integration';
import type { IKmsIntegration } from '../../../../src/constructs/ibm/integrations/kms-integration-ref';

test('KmsIntegration and what fromKmsIntegrationAttributes returns give instance and integrationId', () => {
  const s = ibmStack();
  const instance = new Instance(s, 'AppConfig');
  const all: IKmsIntegration[] = [
    new KmsIntegration(s, 'Made', { instance, integrationId: 'kms', kmsInstanceCrn: 'crn', kmsEndpoint: 'https://us-south.kms.cloud.ibm.com', rootKeyId: 'r' }),
    KmsIntegration.fromKmsIntegrationAttributes(s, 'Existing', { instance, integrationId: 'kms-old' }),
  ];
  expect(all.map((k) => [k.instance, k.integrationId])).toEqual([[instance, 'kms'], [instance, 'kms-old']]);
});
