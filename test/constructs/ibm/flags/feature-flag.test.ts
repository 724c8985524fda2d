/**
 * FeatureFlag: native values rendered as the provider's strings, targeting numbered 1..N with the
 * rollout always rendered, FeatureFlag.INHERIT where the provider can send it, one flag id per
 * instance, collections of the flag's instance.
 */
import { TerraformVariable } from 'cdktn';
import { ibm } from '../../../../src';
import { errorOf, GUID, instanceStack, only, synthDoc, synthError, warningsOf } from '../ibm-util';

const { SegmentRule, StringFormat, FeatureFlag } = ibm;

function setup() {
  const x = instanceStack();
  const prod = x.appConfig.addEnvironment('prod');
  const beta = x.appConfig.addSegment('beta', { rules: [SegmentRule.attribute('plan').is('beta')] });
  const staff = x.appConfig.addSegment('staff', { rules: [SegmentRule.attribute('email').endsWith('@example.com')] });
  return { ...x, prod, beta, staff };
}

test('a boolean flag renders true/false, its state, rollout 100 and its collections; rules in call order with rollout', () => {
  const { stack, appConfig, prod, beta, staff } = setup();
  const checkout = appConfig.addCollection('checkout');
  prod.booleanFlag('dark-mode', { enabled: true, collections: [checkout] }).target([beta], { rollout: 25 }).target([staff, beta], { value: false });
  const f = only(synthDoc(stack), 'ibm_app_config_feature');
  expect({ ...f, depends_on: undefined }).toEqual({
    guid: GUID,
    environment_id: 'prod',
    feature_id: 'dark-mode',
    name: 'dark-mode',
    type: 'BOOLEAN',
    enabled_value: 'true',
    disabled_value: 'false',
    enabled: true,
    rollout_percentage: 100,
    collections: [{ collection_id: 'checkout' }],
    provider: 'ibm',
    depends_on: undefined,
    segment_rules: [
      { rules: [{ segments: ['beta'] }], value: 'true', order: 1, rollout_percentage: 25 },
      { rules: [{ segments: ['staff', 'beta'] }], value: 'false', order: 2, rollout_percentage: 100 },
    ],
  });
  expect(f.depends_on).toHaveLength(4);
});

test('numeric and string flags; JSON and YAML objects serialised with sorted keys; text stays text', () => {
  const { stack, prod } = setup();
  prod.numericFlag('limit', { enabledValue: 1000, disabledValue: -1 });
  prod.stringFlag('greeting', { enabledValue: 'Hi ${name}', disabledValue: '' });
  prod.stringFlag('theme', { format: StringFormat.JSON, enabledValue: { b: [1, { d: true }], a: 'x' }, disabledValue: {} });
  prod.stringFlag('layout', { format: StringFormat.YAML, enabledValue: { b: [1, { d: true }, []], a: 'x' }, disabledValue: { a: null } });
  const doc = synthDoc(stack);
  const byId = (id: string) => Object.values<any>(doc.resource.ibm_app_config_feature).find((f) => f.feature_id === id);
  expect(['limit', 'greeting', 'theme', 'layout'].map(byId).map((f) => [f.type, f.format, f.enabled_value, f.disabled_value])).toEqual([
    ['NUMERIC', undefined, '1000', '-1'],
    ['STRING', 'TEXT', 'Hi $${name}', ''],
    ['STRING', 'JSON', '{"a":"x","b":[1,{"d":true}]}', '{}'],
    ['STRING', 'YAML', '"a": "x"\n"b":\n  - 1\n  -\n    "d": true\n  - []', '"a": null'],
  ]);
});

test('values of the wrong type are refused in the props\' words', () => {
  const { prod } = setup();
  expect(errorOf(() => prod.booleanFlag('a', { enabledValue: 'true' as any, rollout: 150 }))).toMatchInlineSnapshot(`
"[test/AppConfig/prod/a] 2 problems:
  - rollout: is not a percentage from 0 to 100. Received: 150. Allowed: a whole percentage from 0 to 100. Fix: write rollout: 100 (everyone).
  - enabledValue: is not a boolean, which a boolean flag takes. Received: "true". Allowed: true or false. Fix: write enabledValue: true (a boolean, not a string)."
`);
  expect(errorOf(() => prod.numericFlag('b', { enabledValue: 1.5, disabledValue: '0' as any }))).toMatchInlineSnapshot(`
"[test/AppConfig/prod/b] 2 problems:
  - enabledValue: is not a whole number, which a numeric flag takes (the API parses it as an integer). Received: 1.5. Allowed: a whole number. Fix: write enabledValue: 2, or use a string flag for a fraction.
  - disabledValue: is not a number, which a numeric flag takes. Received: "0". Allowed: a whole number. Fix: write disabledValue: 0 (a number, not a string)."
`);
  expect(errorOf(() => prod.stringFlag('c', { format: StringFormat.JSON, enabledValue: '{"a":1}', disabledValue: [] }))).toMatchInlineSnapshot(`
"[test/AppConfig/prod/c] 2 problems:
  - enabledValue: is not an object, which a string flag of format JSON takes (the provider parses it into a map). Received: "{\\"a\\":1}". Allowed: an object (serialised as JSON). Fix: write enabledValue as an object, e.g. { theme: 'dark' } (not its text), or use format StringFormat.TEXT.
  - disabledValue: is not an object, which a string flag of format JSON takes (the provider parses it into a map). Received: an empty list. Allowed: an object (serialised as JSON). Fix: write disabledValue: { theme: 'dark' }."
`);
});

test('targeting: segments as objects of the flag\'s instance; a rollout beyond 100; INHERIT only for TEXT', () => {
  const { stack, prod, beta } = setup();
  const other = ibm.AppConfiguration.fromGuid(stack, 'Other', { guid: '46401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' });
  const elsewhere = other.addSegment('beta', { rules: [SegmentRule.attribute('plan').is('beta')] });
  const flag = prod.booleanFlag('a');
  expect(errorOf(() => flag.target(['beta' as any, elsewhere], { rollout: 101 }))).toMatchInlineSnapshot(`
"[test/AppConfig/prod/a] 3 problems:
  - target(segments)[0]: expected an ISegment, not an id. Received: "beta". Allowed: a segment of the same instance, e.g. appConfig.addSegment('beta-users', { ... }). Fix: pass the segment construct (its \`segmentId\` is rendered; a resource's \`id\` is \`<guid>/<segment id>\`, which no rule matches).
  - target(segments)[1]: is a segment of another App Configuration instance (test/Other/beta): a rule targets segments of its own instance. Received: "beta". Allowed: a segment of the same instance. Fix: add the segment to this instance (appConfig.addSegment), or target it from a flag of its own instance.
  - options.rollout: is not a percentage from 0 to 100. Received: 101. Allowed: a whole percentage from 0 to 100. Fix: write rollout: 100 (everyone)."
`);
  expect(errorOf(() => flag.target([beta], { value: FeatureFlag.INHERIT }))).toMatchInlineSnapshot('"[test/AppConfig/prod/a] options.value: is FeatureFlag.INHERIT, which the provider can send for a string flag of format TEXT only: it converts a boolean value before it sends it, and \'$default\' does not convert. Received: "$default". Allowed: a value of the flag\'s type (BOOLEAN). Fix: write the value the segments get, e.g. the environment\'s enabled value."');
  expect(errorOf(() => flag.target([], {}))).toMatchInlineSnapshot('"[test/AppConfig/prod/a] target(segments): is empty: a targeting rule serves its value to the entities of its segments. Received: an empty list. Allowed: one ISegment or more, e.g. [beta] where beta = appConfig.addSegment(...). Fix: pass the segments, e.g. flag.target([beta], { ... })."');
  prod.stringFlag('t', { enabledValue: 'a', disabledValue: 'b' }).target([beta], { value: FeatureFlag.INHERIT });
  expect(Object.values<any>(synthDoc(stack).resource.ibm_app_config_feature).find((f) => f.feature_id === 't').segment_rules[0].value).toBe('$default');
});

test('a flag id used in two environments of one instance is refused at synth, with why', () => {
  const { stack, appConfig, prod } = setup();
  prod.booleanFlag('dark-mode');
  appConfig.defaultEnvironment.booleanFlag('dark-mode');
  expect(synthError(stack)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/AppConfig/DefaultEnvironment/dark-mode] flagId: is the id of test/AppConfig/prod/dark-mode, a feature flag of the same App Configuration instance: the API refuses a second feature flag with one id. A feature flag exists in every environment of its instance; only its values are per environment, and this L2 keeps each feature flag in the one environment it was made in until the provider's handling of one feature flag in several environments is verified. Received: "dark-mode". Allowed: a feature flag id not used by another feature flag of the instance. Fix: give this feature flag another flagId, or set its values in the environment of test/AppConfig/prod/dark-mode only.

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
});

test('a flag that is on in no collection warns; in a collection, or off, it does not', () => {
  const { stack, appConfig, prod } = setup();
  prod.booleanFlag('a', { enabled: true });
  prod.booleanFlag('b', { enabled: true, collections: [appConfig.addCollection('c')] });
  prod.booleanFlag('c');
  expect(warningsOf(stack)).toMatchInlineSnapshot(`
[
  "test/AppConfig/prod/a: [ibm:flag-without-collection] enabled: flag 'a' is on but in no collection: the App Configuration SDKs read the flags of one collection, so it is served to no application. Add collections: [collection], e.g. appConfig.addCollection('checkout'), or acknowledge this warning.",
]
`);
});

test('a collection id string is refused: collections are objects', () => {
  const { prod } = setup();
  expect(errorOf(() => prod.booleanFlag('a', { collections: ['checkout' as any] }))).toMatchInlineSnapshot('"[test/AppConfig/prod/a] collections[0]: expected an ICollection, not an id. Received: "checkout". Allowed: a collection of the same instance, e.g. appConfig.addCollection(\'checkout\'). Fix: pass the collection construct, e.g. appConfig.addCollection(\'checkout\')."');
});

test('a format that is no StringFormat is the one problem reported', () => {
  const { prod } = setup();
  expect(errorOf(() => prod.stringFlag('d', { format: 'json' as any, enabledValue: {}, disabledValue: {} }))).toMatchInlineSnapshot('"[test/AppConfig/prod/d] format: is not a StringFormat. Received: "json". Allowed: StringFormat.TEXT, JSON or YAML. Fix: use StringFormat.JSON."');
});

test('a numeric value of 1e6 or more warns: the provider reads it back in exponent notation, a change at every plan', () => {
  const { stack, prod, beta } = setup();
  prod.numericFlag('small', { enabledValue: 999999, disabledValue: 0 }).target([beta], { value: -999999 });
  prod.numericFlag('large', { enabledValue: 1000000, disabledValue: 0 }).target([beta], { value: 2500000 });
  expect(warningsOf(stack)).toMatchInlineSnapshot(`
[
  "test/AppConfig/prod/large: [ibm:numeric-value-drift] enabledValue: 1000000 reads back from the API as '1e+06' (the provider formats numbers with Go's %v), so every plan shows a change to '1000000'. Keep numeric values under 1000000 in magnitude (e.g. a unit of thousands), or use a string flag or property for large numbers.",
  "test/AppConfig/prod/large: [ibm:numeric-value-drift] options.value: 2500000 reads back from the API as '2.5e+06' (the provider formats numbers with Go's %v), so every plan shows a change to '2500000'. Keep numeric values under 1000000 in magnitude (e.g. a unit of thousands), or use a string flag or property for large numbers.",
]
`);
});

test('text with ${ where a number or a boolean belongs is judged as text (refused), a reference is rendered, a list of tags known at apply is joined by Terraform', () => {
  const { stack, prod } = setup();
  expect(errorOf(() => prod.numericFlag('a', { enabledValue: '${' as any, disabledValue: 0 }))).toMatchInlineSnapshot('"[test/AppConfig/prod/a] enabledValue: is not a number, which a numeric flag takes. Received: "${". Allowed: a whole number. Fix: write enabledValue: 10."');
  const on = new TerraformVariable(stack, 'on', { type: 'bool' }).booleanValue;
  const tags = new TerraformVariable(stack, 'tags', { type: 'list(string)' }).listValue;
  prod.booleanFlag('b', { enabledValue: on as any, tags });
  const flag = only(synthDoc(stack), 'ibm_app_config_feature');
  expect([flag.enabled_value, flag.tags]).toEqual(['${var.on}', '${join(",", var.tags)}']);
});

test('enabled may be a reference; a rollout on a Standard instance warns (the API offers rollouts on Lite and Enterprise only); no options object is refused naming the call', () => {
  const x = instanceStack(ibm.AppConfigurationPlan.STANDARD);
  const on = new TerraformVariable(x.stack, 'on', { type: 'bool' }).booleanValue;
  x.appConfig.defaultEnvironment.booleanFlag('a', { enabled: on, collections: [x.appConfig.addCollection('c')], rollout: 50 });
  x.appConfig.defaultEnvironment.booleanFlag('b', { rollout: 100 });
  expect(Object.values<any>(synthDoc(x.stack).resource.ibm_app_config_feature).map((f) => f.enabled)).toEqual(['${var.on}', false]);
  expect(warningsOf(x.stack)).toMatchInlineSnapshot(`
[
  "test/AppConfig/DefaultEnvironment/a: [ibm:rollout-plan] rollout: 50% on an instance of plan standardv2: the App Configuration API offers rollout percentages on the Lite and Enterprise plans only. Target the entities by a segment instead, or leave the rollout at 100.",
]
`);
  expect(errorOf(() => x.appConfig.defaultEnvironment.booleanFlag('c', null as any))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/c] (options): expected an object with the options. Received: null. Allowed: an object (struct). Fix: pass the options as an object, e.g. booleanFlag(\'c\', { ... })."');
});
