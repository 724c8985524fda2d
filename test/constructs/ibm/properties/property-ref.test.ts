/**
 * IProperty: every property gives its instance, environment and property id.
 */
import { ibm } from '../../../../src';
import { errorOf, instanceStack } from '../ibm-util';

test('Property and fromPropertyAttributes give the instance, the environment and the property id', () => {
  const { stack, appConfig } = instanceStack();
  const env = appConfig.defaultEnvironment;
  const all: ibm.IProperty[] = [env.addProperty('a', { value: ibm.PropertyValue.numeric(1) }), ibm.Property.fromPropertyAttributes(stack, 'B', { environment: env, propertyId: 'b' })];
  expect(all.map((f) => [f.instance, f.environment, f.propertyId])).toEqual([[appConfig, env, 'a'], [appConfig, env, 'b']]);
  expect(errorOf(() => ibm.Property.fromPropertyAttributes(stack, 'C', { propertyId: 'c' } as any))).toMatchInlineSnapshot('"[test/C] environment: is required. Received: undefined. Allowed: the environment, e.g. appConfig.defaultEnvironment. Fix: set environment."');
});
