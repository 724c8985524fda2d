/**
 * EnvironmentBase: the flag and property factories every environment offers.
 */
import { ibm } from '../../../../src';
import { instanceStack, synthDoc } from '../ibm-util';

test('each factory makes its child in the environment, with the environment id rendered', () => {
  const { stack, appConfig } = instanceStack();
  const env = appConfig.addEnvironment('prod');
  const made = [
    env.booleanFlag('a'),
    env.numericFlag('b', { enabledValue: 2, disabledValue: 0 }),
    env.stringFlag('c', { enabledValue: 'on', disabledValue: 'off' }),
    env.addProperty('d', { value: ibm.PropertyValue.boolean(true) }),
  ];
  expect(made.map((m) => m.node.path)).toEqual(['test/AppConfig/prod/a', 'test/AppConfig/prod/b', 'test/AppConfig/prod/c', 'test/AppConfig/prod/d']);
  const doc = synthDoc(stack);
  expect(Object.values<any>(doc.resource.ibm_app_config_feature).map((f) => [f.feature_id, f.type, f.environment_id])).toEqual([['a', 'BOOLEAN', 'prod'], ['b', 'NUMERIC', 'prod'], ['c', 'STRING', 'prod']]);
  expect(Object.values<any>(doc.resource.ibm_app_config_feature).map((f) => f.depends_on)).toEqual([['ibm_app_config_environment.AppConfig_prod_5F332DD7'], ['ibm_app_config_environment.AppConfig_prod_5F332DD7'], ['ibm_app_config_environment.AppConfig_prod_5F332DD7']]);
});
