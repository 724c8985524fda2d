/**
 * The twelve mistakes of issue 27 a new user makes with App Configuration, each with what catches it
 * and its exact message: an L2 error (the L2 refuses it, or it cannot be written through the L2),
 * an L1 value check (spec/ibm/values.json) or an L1 type rule (src/rules/ibm). Each is tested
 * through the L2s and through the L1s written by hand. The L1 rules warn where the provider and the
 * API leave the mistake unchecked (only the documentation states it) and fail synth where the
 * provider refuses it (a value it cannot convert to the flag's type). Where the L2s make a mistake
 * impossible, the test shows what they render instead.
 */
import { TerraformStack } from 'cdktn';
import { errorOf, GUID, ibmStack, instanceStack, only, synthDoc, synthError, warningsOf } from './ibm-util';
import { ibm } from '../../../src';

const { PropertyValue, SegmentRule, StringFormat } = ibm;

/** An L1 environment `prod`, segment `beta` and collection `checkout` in a stack. */
function l1Objects(s: TerraformStack) {
  return {
    prod: new ibm.IbmAppConfigEnvironment(s, 'prod', { guid: GUID, environmentId: 'prod', name: 'Production' }),
    beta: new ibm.IbmAppConfigSegment(s, 'beta', { guid: GUID, segmentId: 'beta', name: 'Beta', rules: [{ attributeName: 'email', operator: 'endsWith', values: ['@example.com'] }] }),
    checkout: new ibm.IbmAppConfigCollection(s, 'checkout', { guid: GUID, collectionId: 'checkout', name: 'Checkout' }),
  };
}

/** An L1 boolean feature in `prod`, with `extra` over it. */
function l1Feature(s: TerraformStack, extra: Partial<ibm.IbmAppConfigFeatureConfig> = {}): ibm.IbmAppConfigFeature {
  return new ibm.IbmAppConfigFeature(s, 'flag', {
    guid: GUID, environmentId: 'prod', featureId: 'dark-mode', name: 'Dark mode', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false', ...extra,
  });
}

/** The warnings of a stack, by id only. */
const ids = (s: TerraformStack) => warningsOf(s).map((w) => /\[([a-z0-9:_./-]+)\]/.exec(w)?.[1]);

describe('1. env.id where environmentId is needed (the id is <guid>/<environment id>)', () => {
  test('L2: flags are made on the environment, which renders its environment id', () => {
    const { stack, appConfig } = instanceStack();
    appConfig.addEnvironment('prod').booleanFlag('dark-mode');
    expect(only(synthDoc(stack), 'ibm_app_config_feature').environment_id).toBe('prod');
  });
  test('L1: a warning names the attribute to read', () => {
    const s = ibmStack();
    const { prod } = l1Objects(s);
    l1Feature(s, { environmentId: prod.id });
    expect(warningsOf(s).filter((w) => w.includes('environment-id-not-resource-id'))).toMatchInlineSnapshot(`
[
  "test/flag: [rule:ibm_app_config_feature/environment-id-not-resource-id] environmentId: is the id of the environment test/prod (ibm_app_config_environment.prod), which the provider writes as '<guid>/<environment id>'; the API takes the plain environment id, so it names no existing environment. Received: \${ibm_app_config_environment.prod.id}. Allowed: the environment's environmentId: environment.environmentId (ibm_app_config_environment.prod.environment_id in Terraform). Fix: write environmentId: environment.environmentId, environment being the IbmAppConfigEnvironment test/prod.",
]
`);
  });
});

describe('2. segment.id in a segment rule', () => {
  test('L2: targeting takes the segment object; a string is refused', () => {
    const { appConfig } = instanceStack();
    const beta = appConfig.addSegment('beta', { rules: [SegmentRule.attribute('email').endsWith('@example.com')] });
    expect(errorOf(() => appConfig.defaultEnvironment.booleanFlag('dark-mode').target([beta.resource.id as any]))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/dark-mode] target(segments)[0]: expected an ISegment, not an id. Received: a string token (a value Terraform knows only when it plans or applies). Allowed: a segment of the same instance, e.g. appConfig.addSegment(\'beta-users\', { ... }). Fix: pass the segment construct (its `segmentId` is rendered; a resource\'s `id` is `<guid>/<segment id>`, which no rule matches)."');
  });
  test('L1: a warning names segmentId', () => {
    const s = ibmStack();
    const { beta } = l1Objects(s);
    l1Feature(s, { segmentRules: [{ rules: [{ segments: [beta.id] }], value: 'true', order: 1, rolloutPercentage: 100 }] });
    expect(warningsOf(s).filter((w) => w.includes('segment-id-not-resource-id'))).toMatchInlineSnapshot(`
[
  "test/flag: [rule:ibm_app_config_feature/segment-id-not-resource-id] segmentRules[0].rules[0].segments[0]: is the id of the segment test/beta (ibm_app_config_segment.beta), which the provider writes as '<guid>/<segment id>'; the API takes the plain segment id, so it names no existing segment. Received: \${ibm_app_config_segment.beta.id}. Allowed: the segment's segmentId: segment.segmentId (ibm_app_config_segment.beta.segment_id in Terraform). Fix: write segment.segmentId in segments instead (segments: [segment.segmentId]), segment being the IbmAppConfigSegment test/beta.",
]
`);
  });
});

describe('3. a STRING flag without a format (the provider fails at apply)', () => {
  test('L2: a string flag is TEXT unless told otherwise', () => {
    const { stack, appConfig } = instanceStack();
    appConfig.defaultEnvironment.stringFlag('banner', { enabledValue: 'Sale', disabledValue: '' });
    expect(only(synthDoc(stack), 'ibm_app_config_feature').format).toBe('TEXT');
  });
  test('L1: synth fails', () => {
    const s = ibmStack();
    l1Feature(s, { type: 'STRING', enabledValue: 'Sale', disabledValue: '' });
    expect(synthError(s)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/flag] [rule:ibm_app_config_feature/values-match-type] format: is unset; type STRING needs a format. Received: type 'STRING' without format. Allowed: 'TEXT', 'JSON' or 'YAML'. Fix: set format to 'TEXT' (or 'JSON' or 'YAML' for a structured value).

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
  });
});

describe('4. rolloutPercentage: 150', () => {
  test('L2: refused', () => {
    const { appConfig } = instanceStack();
    expect(errorOf(() => appConfig.defaultEnvironment.booleanFlag('dark-mode', { rollout: 150 }))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/dark-mode] rollout: is not a percentage from 0 to 100. Received: 150. Allowed: a whole percentage from 0 to 100. Fix: write rollout: 100 (everyone)."');
  });
  test('L1: a warning (the API documents 0 to 100)', () => {
    const s = ibmStack();
    l1Feature(s, { rolloutPercentage: 150 });
    expect(warningsOf(s).filter((w) => w.includes('rollout_percentage') || w.includes('rolloutPercentage'))).toMatchInlineSnapshot(`
[
  "test/flag: [terrain:unlisted-value] [value:ibm_app_config_feature.rollout_percentage] rolloutPercentage: is outside the documented range (value:ibm_app_config_feature.rollout_percentage); the remote API may refuse it at apply. Received: 150. Allowed: 0 to 100. Fix: use a value of 0 to 100, e.g. 100.",
]
`);
  });
});

describe('5. a collection reference with deleted: true at creation', () => {
  test('L2: collections are objects; there is no deleted to set', () => {
    const { stack, appConfig } = instanceStack();
    appConfig.defaultEnvironment.booleanFlag('dark-mode', { collections: [appConfig.addCollection('checkout')] });
    expect(only(synthDoc(stack), 'ibm_app_config_feature').collections).toEqual([{ collection_id: 'checkout' }]);
  });
  test('L1: a warning says the create refuses it and the update removes the association', () => {
    const s = ibmStack();
    l1Feature(s, { collections: [{ collectionId: 'checkout', deleted: true }] });
    expect(warningsOf(s).filter((w) => w.includes('collection-deleted'))).toMatchInlineSnapshot(`
[
  "test/flag: [rule:ibm_app_config_feature/collection-deleted] collections[0].deleted: is true: the provider refuses it when it creates the feature ('deleted' attributed is not allowed in creation of feature); on an update it removes the feature from the collection. Received: deleted: true. Allowed: deleted: true only in an update that removes the feature from an existing collection. Fix: remove the entry collections[0] if the feature is created in this apply or is to stay out of the collection; keep deleted: true for the one update that removes the association, then remove the entry.",
]
`);
  });
});

describe('6. collectionId: \'checkout flags\' (outside the characters the API takes)', () => {
  test('L2: refused with the id it would take', () => {
    const { appConfig } = instanceStack();
    expect(errorOf(() => appConfig.addCollection('Checkout', { collectionId: 'checkout flags' }))).toMatchInlineSnapshot('"[test/AppConfig/Checkout] collectionId: has characters the App Configuration API does not take in ids. Received: "checkout flags". Allowed: the collection id: letters, digits, \'.\', \'-\' and \'_\' only. Fix: write collectionId: \'checkout-flags\'."');
  });
  test('L1: a warning', () => {
    const s = ibmStack();
    new ibm.IbmAppConfigCollection(s, 'c', { guid: GUID, collectionId: 'checkout flags', name: 'Checkout flags' });
    expect(ids(s)).toEqual(['rule:ibm_app_config_collection/id-characters']);
  });
});

describe('7. a boolean flag\'s value written as text (\'yes\')', () => {
  test('L2: values are booleans', () => {
    const { appConfig } = instanceStack();
    expect(errorOf(() => appConfig.defaultEnvironment.booleanFlag('dark-mode', { enabledValue: 'yes' as any }))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/dark-mode] enabledValue: is not a boolean, which a boolean flag takes. Received: "yes". Allowed: true or false. Fix: write enabledValue: true."');
  });
  test('L1: synth fails (the provider\'s ParseBool)', () => {
    const s = ibmStack();
    l1Feature(s, { enabledValue: 'yes' });
    expect(synthError(s)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/flag] [rule:ibm_app_config_feature/values-match-type] enabledValue: is not a boolean, which type BOOLEAN needs. Received: 'yes' with type 'BOOLEAN'. Allowed: 'true' or 'false'. Fix: write 'true' instead of 'yes'.

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
  });
});

describe('8. a numeric flag with a fraction', () => {
  test('L2: refused (the API takes integers)', () => {
    const { appConfig } = instanceStack();
    expect(errorOf(() => appConfig.defaultEnvironment.numericFlag('limit', { enabledValue: 2.5, disabledValue: 0 }))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/limit] enabledValue: is not a whole number, which a numeric flag takes (the API parses it as an integer). Received: 2.5. Allowed: a whole number. Fix: write enabledValue: 3, or use a string flag for a fraction."');
  });
  test('L1: synth fails (the provider\'s ParseInt)', () => {
    const s = ibmStack();
    l1Feature(s, { type: 'NUMERIC', enabledValue: '2.5', disabledValue: '0' });
    expect(synthError(s)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/flag] [rule:ibm_app_config_feature/values-match-type] enabledValue: is not a whole number, which type NUMERIC needs. Received: '2.5' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. Fix: write enabledValue as a whole number in a string, e.g. '3', or change type to 'STRING'.

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
  });
});

describe('9. a JSON flag whose value is no JSON object', () => {
  test('L2: JSON values are objects', () => {
    const { appConfig } = instanceStack();
    expect(errorOf(() => appConfig.defaultEnvironment.stringFlag('theme', { format: StringFormat.JSON, enabledValue: ['dark'], disabledValue: {} }))).toMatchInlineSnapshot('"[test/AppConfig/DefaultEnvironment/theme] enabledValue: is not an object, which a string flag of format JSON takes (the provider parses it into a map). Received: a list of 1 item. Allowed: an object (serialised as JSON). Fix: write enabledValue: { theme: \'dark\' }."');
  });
  test('L1: synth fails (the provider unmarshals it into a map)', () => {
    const s = ibmStack();
    l1Feature(s, { type: 'STRING', format: 'JSON', enabledValue: '["dark"]', disabledValue: '{}' });
    expect(synthError(s)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/flag] [rule:ibm_app_config_feature/values-match-type] enabledValue: is not a JSON object, which format JSON needs. Received: '["dark"]' with type 'STRING' and format 'JSON'. Allowed: a JSON object written as a string, e.g. '{"theme": "dark"}' (Fn.jsonencode of a map). Fix: write enabledValue as a JSON object, or set format to 'TEXT'.

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
  });
});

describe('10. a segment rule without a rollout (the provider sends 0: nobody gets the value)', () => {
  test('L2: the rollout is always rendered, 100 unless given', () => {
    const { stack, appConfig } = instanceStack();
    const beta = appConfig.addSegment('beta', { rules: [SegmentRule.attribute('email').endsWith('@example.com')] });
    appConfig.defaultEnvironment.booleanFlag('dark-mode').target([beta]);
    expect(only(synthDoc(stack), 'ibm_app_config_feature').segment_rules[0].rollout_percentage).toBe(100);
  });
  test('L1: a warning', () => {
    const s = ibmStack();
    l1Feature(s, { segmentRules: [{ rules: [{ segments: ['beta'] }], value: 'true', order: 1 }] });
    expect(warningsOf(s).filter((w) => w.includes('segment-rule-rollout-percentage'))).toMatchInlineSnapshot(`
[
  "test/flag: [rule:ibm_app_config_feature/segment-rule-rollout-percentage] segmentRules[0].rolloutPercentage: is unset; the provider sends 0 for it, so none of the users of the rule's segments gets the rule's value. Received: a segment rule without rolloutPercentage. Allowed: the percentage of the segments' users who get the rule's value, 0 to 100. Fix: write rolloutPercentage: 100 in segmentRules[0] (or the share of the segments' users to serve).",
]
`);
  });
});

describe('11. two segment rules with one order', () => {
  test('L2: the construct numbers the rules 1..N in call order', () => {
    const { stack, appConfig } = instanceStack();
    const beta = appConfig.addSegment('beta', { rules: [SegmentRule.attribute('email').endsWith('@example.com')] });
    const staff = appConfig.addSegment('staff', { rules: [SegmentRule.attribute('email').endsWith('@ibm.com')] });
    appConfig.defaultEnvironment.addProperty('timeout', { value: PropertyValue.numeric(30) })
      .target([beta], { value: PropertyValue.numeric(60) }).target([staff], { value: PropertyValue.numeric(90) });
    expect(only(synthDoc(stack), 'ibm_app_config_property').segment_rules.map((r: any) => r.order)).toEqual([1, 2]);
  });
  test('L1: a warning', () => {
    const s = ibmStack();
    l1Feature(s, {
      segmentRules: [
        { rules: [{ segments: ['beta'] }], value: 'true', order: 1, rolloutPercentage: 100 },
        { rules: [{ segments: ['staff'] }], value: 'false', order: 1, rolloutPercentage: 100 },
      ],
    });
    expect(warningsOf(s).filter((w) => w.includes('segment-rule-order'))).toMatchInlineSnapshot(`
[
  "test/flag: [rule:ibm_app_config_feature/segment-rule-order] segmentRules[1].order: is 1, as segmentRules[0].order is; the first matching rule by order wins, and two rules of one order leave unstated which of them that is. Received: order 1 in segmentRules[0] and segmentRules[1]. Allowed: a different order for each segment rule, 1 to the number of rules. Fix: write order: 2 in segmentRules[1], or the order it is to be evaluated in (and renumber the others).",
]
`);
  });
});

describe('12. a colour that is no #RRGGBB code', () => {
  test('L2: refused with the six-digit code', () => {
    const { appConfig } = instanceStack();
    expect(errorOf(() => appConfig.addEnvironment('prod', { color: '#f00' }))).toMatchInlineSnapshot('"[test/AppConfig/prod] color: is not a colour code. Received: "#f00". Allowed: \'#\' and six hexadecimal digits, e.g. \'#FDD13A\'. Fix: write color: \'#ff0000\'."');
  });
  test('L1: a warning', () => {
    const s = ibmStack();
    new ibm.IbmAppConfigEnvironment(s, 'prod', { guid: GUID, environmentId: 'prod', name: 'Production', colorCode: 'red' });
    expect(ids(s)).toEqual(['rule:ibm_app_config_environment/color-code']);
  });
});

test('besides: one flag id in two environments is the L2\'s error (a flag exists in every environment)', () => {
  const { stack, appConfig } = instanceStack();
  appConfig.defaultEnvironment.booleanFlag('dark-mode');
  appConfig.addEnvironment('prod').booleanFlag('dark-mode');
  expect(synthError(stack)).toContain('[test/AppConfig/prod/dark-mode] flagId: is the id of test/AppConfig/DefaultEnvironment/dark-mode, a feature flag of the same App Configuration instance');
});
