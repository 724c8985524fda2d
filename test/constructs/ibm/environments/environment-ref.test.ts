/**
 * IEnvironment: every environment, made or referred to, gives its instance and its environment id.
 */
import { ibm } from '../../../../src';
import { instanceStack } from '../ibm-util';

test('Environment, the default environment and fromEnvironmentAttributes give the instance and the environment id', () => {
  const { stack, appConfig } = instanceStack();
  const all: ibm.IEnvironment[] = [
    appConfig.addEnvironment('prod'),
    appConfig.defaultEnvironment,
    ibm.Environment.fromEnvironmentAttributes(stack, 'Staging', { instance: appConfig, environmentId: 'staging' }),
  ];
  expect(all.map((e) => [e.instance, e.environmentId])).toEqual([[appConfig, 'prod'], [appConfig, 'dev'], [appConfig, 'staging']]);
});
