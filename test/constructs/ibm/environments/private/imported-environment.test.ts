/**
 * ImportedEnvironment: an environment the app does not create; it renders nothing itself.
 */
import { ImportedEnvironment } from '../../../../../src/constructs/ibm/environments/private/imported-environment';
import { instanceStack, synthDoc } from '../../ibm-util';

test('gives its instance and id, and renders no environment', () => {
  const { stack, appConfig } = instanceStack();
  const e = new ImportedEnvironment(appConfig, 'Qa', appConfig, 'qa');
  expect([e.instance, e.environmentId]).toEqual([appConfig, 'qa']);
  e.booleanFlag('f');
  const doc = synthDoc(stack);
  expect(doc.resource.ibm_app_config_environment).toBeUndefined();
  expect(Object.values<any>(doc.resource.ibm_app_config_feature)[0].depends_on).toBeUndefined();
});
