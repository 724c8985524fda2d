/**
 * Property: its PropertyValue gives it its type; targeting values of the same type, numbered 1..N.
 */
import { ibm } from '../../../../src';
import { errorOf, GUID, instanceStack, only, synthDoc, synthError } from '../ibm-util';

const { PropertyValue, SegmentRule } = ibm;

test('renders the type, format and value; targeting rules without rollout (properties have none)', () => {
  const { stack, appConfig } = instanceStack();
  const beta = appConfig.addSegment('beta', { rules: [SegmentRule.attribute('plan').is('beta')] });
  appConfig.defaultEnvironment.addProperty('retry', { value: PropertyValue.json({ retries: 3 }), tags: ['x'] }).target([beta], { value: PropertyValue.json({ retries: 5 }) });
  expect(only(synthDoc(stack), 'ibm_app_config_property')).toEqual({
    guid: GUID,
    environment_id: 'dev',
    property_id: 'retry',
    name: 'retry',
    type: 'STRING',
    format: 'JSON',
    value: '{"retries":3}',
    tags: 'x',
    provider: 'ibm',
    segment_rules: [{ rules: [{ segments: ['beta'] }], value: '{"retries":5}', order: 1 }],
    depends_on: ['ibm_app_config_segment.AppConfig_beta_02923BB1'],
  });
});

test('a targeting value of another type, and a value that is no PropertyValue, are refused', () => {
  const { appConfig } = instanceStack();
  const beta = appConfig.addSegment('beta', { rules: [SegmentRule.attribute('plan').is('beta')] });
  const p = appConfig.defaultEnvironment.addProperty('timeout', { value: PropertyValue.numeric(30) });
  expect(errorOf(() => p.target([beta], { value: PropertyValue.string('60') }))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/timeout] options.value: is STRING (TEXT), and the property is NUMERIC: a targeting rule\'s value has the property\'s type. Received: "STRING (TEXT)". Allowed: a PropertyValue of type NUMERIC. Fix: write the value with the factory the property was made with, e.g. PropertyValue.numeric(60)."');
  expect(errorOf(() => appConfig.defaultEnvironment.addProperty('x', { value: 30 as any }))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/x] value: expected a PropertyValue. Received: 30. Allowed: a PropertyValue, e.g. PropertyValue.numeric(30). Fix: create it with a PropertyValue factory, e.g. PropertyValue.numeric(30)."');
});

test('one property id in two environments is refused at synth', () => {
  const { stack, appConfig } = instanceStack();
  appConfig.defaultEnvironment.addProperty('timeout', { value: PropertyValue.numeric(30) });
  appConfig.addEnvironment('prod').addProperty('timeout', { value: PropertyValue.numeric(60) });
  expect(synthError(stack)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/AppConfig/prod/timeout] propertyId: is the id of test/AppConfig/DefaultEnvironment/timeout, a property of the same App Configuration instance: the API refuses a second property with one id. A property exists in every environment of its instance; only its values are per environment, and this L2 keeps each property in the one environment it was made in until the provider's handling of one property in several environments is verified. Received: "timeout". Allowed: a property id not used by another property of the instance. Fix: give this property another propertyId, or set its values in the environment of test/AppConfig/DefaultEnvironment/timeout only.

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
});
