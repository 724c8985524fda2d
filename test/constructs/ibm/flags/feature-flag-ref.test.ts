/**
 * IFeatureFlag: every flag gives its instance, environment and feature id.
 */
import { ibm } from '../../../../src';
import { errorOf, instanceStack } from '../ibm-util';

test('FeatureFlag and fromFeatureFlagAttributes give the instance, the environment and the feature id', () => {
  const { stack, appConfig } = instanceStack();
  const env = appConfig.defaultEnvironment;
  const all: ibm.IFeatureFlag[] = [env.booleanFlag('a'), ibm.FeatureFlag.fromFeatureFlagAttributes(stack, 'B', { environment: env, flagId: 'b' })];
  expect(all.map((f) => [f.instance, f.environment, f.flagId])).toEqual([[appConfig, env, 'a'], [appConfig, env, 'b']]);
  expect(errorOf(() => ibm.FeatureFlag.fromFeatureFlagAttributes(stack, 'C', { environment: env, flagId: 'new checkout' }))).toMatchInlineSnapshot('"[test/C] flagId: has characters the App Configuration API does not take in ids. Received: "new checkout". Allowed: the feature id: letters, digits, \'.\', \'-\' and \'_\' only. Fix: write flagId: \'new-checkout\'."');
});
