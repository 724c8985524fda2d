/**
 * Type rules of ibm_app_config_feature: the enabled, disabled and segment values convert to the
 * flag type the way formatValue (ibm/service/appconfiguration/utils.go) converts them at create and
 * update, and are always written as strings.
 */
import { TerraformVariable } from 'cdktn';
import { Checks, ibm } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

type Config = ibm.IbmAppConfigFeatureConfig;
const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const RULE = 'rule:ibm_app_config_feature/values-match-type';
const base: Config = {
  guid: GUID,
  environmentId: 'prod',
  featureId: 'one-click-checkout',
  name: 'One-click checkout',
  type: 'BOOLEAN',
  enabledValue: 'true',
  disabledValue: 'false',
};

function make(config: Partial<Config>, before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
    new ibm.IbmAppConfigFeature(s, 'f', { ...base, ...config });
  });
}
const fails = (config: Partial<Config>) => errorOf(() => make(config));

describe('ibm_app_config_feature type rules', () => {
  test('values of the flag type pass: BOOLEAN true/false, NUMERIC whole numbers, STRING anything', () => {
    expect(make({}).warnings).toEqual([]);
    expect(make({ enabledValue: 'True', disabledValue: '0', segmentRules: [{ order: 1, value: 'false', rolloutPercentage: 100, rules: [{ segments: ['beta'] }] }] }).warnings).toEqual([]);
    expect(make({ type: 'NUMERIC', enabledValue: '50', disabledValue: '-10', segmentRules: [{ order: 1, value: '100', rolloutPercentage: 100, rules: [{ segments: ['beta'] }] }] }).warnings).toEqual([]);
    expect(make({ type: 'STRING', format: 'TEXT', enabledValue: 'yes please', disabledValue: '1.5' }).warnings).toEqual([]);
  });

  test('a BOOLEAN flag with a value that is not a boolean fails, with a guess where one is clear', () => {
    expect(errorLines(fails({ enabledValue: 'yes' }))).toEqual([
      `[test/f] [${RULE}] enabledValue: is not a boolean, which type BOOLEAN needs. Received: 'yes' with type 'BOOLEAN'. Allowed: 'true' or 'false'. Fix: write 'true' instead of 'yes'.`,
    ]);
    expect(errorLines(fails({ disabledValue: 'nope' }))).toEqual([
      `[test/f] [${RULE}] disabledValue: is not a boolean, which type BOOLEAN needs. Received: 'nope' with type 'BOOLEAN'. Allowed: 'true' or 'false'. Fix: set disabledValue to 'true' or 'false', or change type to 'STRING'.`,
    ]);
  });

  test('a NUMERIC flag with a value that is not a whole number fails, also in a segment rule', () => {
    expect(errorLines(fails({ type: 'NUMERIC', enabledValue: '2.5', disabledValue: '0' }))).toEqual([
      `[test/f] [${RULE}] enabledValue: is not a whole number, which type NUMERIC needs. Received: '2.5' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. Fix: write enabledValue as a whole number in a string, e.g. '3', or change type to 'STRING'.`,
    ]);
    expect(errorLines(fails({ type: 'NUMERIC', enabledValue: '5', disabledValue: '0', segmentRules: [{ order: 1, value: 'many', rules: [{ segments: ['beta'] }] }] }))).toEqual([
      `[test/f] [${RULE}] segmentRules[0].value: is not a whole number, which type NUMERIC needs. Received: 'many' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. Fix: write value as a whole number in a string, e.g. '10', or change type to 'STRING'.`,
    ]);
    // Go's ParseInt(v, 10, 64): one past the 64-bit maximum is not a number either.
    expect(errorLines(fails({ type: 'NUMERIC', enabledValue: '9223372036854775808', disabledValue: '0' }))).toEqual([
      `[test/f] [${RULE}] enabledValue: is not a whole number, which type NUMERIC needs. Received: '9223372036854775808' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. Fix: write enabledValue as a whole number in a string, e.g. '10', or change type to 'STRING'.`,
    ]);
    expect(make({ type: 'NUMERIC', enabledValue: '9223372036854775807', disabledValue: '-9223372036854775808' }).warnings).toEqual([]);
  });

  test('a STRING flag needs a format; with format JSON its values are JSON objects', () => {
    expect(errorLines(fails({ type: 'STRING', enabledValue: 'new', disabledValue: 'old' }))).toEqual([
      `[test/f] [${RULE}] format: is unset; type STRING needs a format. Received: type 'STRING' without format. Allowed: 'TEXT', 'JSON' or 'YAML'. Fix: set format to 'TEXT' (or 'JSON' or 'YAML' for a structured value).`,
    ]);
    expect(make({ type: 'STRING', format: 'JSON', enabledValue: '{"layout": "grid"}', disabledValue: '{"layout": "list"}' }).warnings).toEqual([]);
    expect(errorLines(fails({ type: 'STRING', format: 'JSON', enabledValue: '{"layout": "grid"}', disabledValue: 'list' }))).toEqual([
      `[test/f] [${RULE}] disabledValue: is not a JSON object, which format JSON needs. Received: 'list' with type 'STRING' and format 'JSON'. Allowed: a JSON object written as a string, e.g. '{"theme": "dark"}' (Fn.jsonencode of a map). Fix: write disabledValue as a JSON object, or set format to 'TEXT'.`,
    ]);
    // A feature has no SECRETREF type: the value check refuses it, the rule stays silent.
    expect(errorLines(fails({ type: 'SECRETREF', enabledValue: 'x', disabledValue: 'y' }))).toEqual([
      "[test/f] [value:ibm_app_config_feature.type] type: is not an allowed value. Received: \"SECRETREF\". Allowed: 'BOOLEAN', 'NUMERIC' or 'STRING'. Fix: use one of the allowed values.",
    ]);
  });

  test('a token as type or value is not judged', () => {
    const r = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
      const type = new TerraformVariable(s, 'type', { type: 'string' }).stringValue;
      const value = new TerraformVariable(s, 'value', { type: 'string' }).stringValue;
      new ibm.IbmAppConfigFeature(s, 'a', { ...base, type, enabledValue: 'yes' });
      new ibm.IbmAppConfigFeature(s, 'b', { ...base, featureId: 'b', enabledValue: value, disabledValue: value });
    });
    expect(r.warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    const r = make({ enabledValue: 'yes' }, (s) => Checks.of(s).acknowledge(RULE, 'the flag type changes to STRING in the same apply'));
    expect(r.warnings).toEqual([
      "test/f: [rule:ibm_app_config_feature/values-match-type] enabledValue: is not a boolean, which type BOOLEAN needs. Received: 'yes' with type 'BOOLEAN'. Allowed: 'true' or 'false'. Fix: write 'true' instead of 'yes'. Acknowledged: the flag type changes to STRING in the same apply",
    ]);
  });

  test('enabled-in-a-collection: an enabled feature in a collection, or a disabled one in none, passes', () => {
    expect(make({ enabled: true, collections: [{ collectionId: 'web-frontend' }] }).warnings).toEqual([]);
    expect(make({ enabled: false }).warnings).toEqual([]);
    expect(make({ enabled: true, collections: [{ collectionId: 'web-frontend' }, { collectionId: 'old', deleted: true }] }).warnings.filter((w) => w.includes('enabled-in-a-collection'))).toEqual([]);
  });

  test('enabled-in-a-collection: an enabled feature in no collection (none listed, or each one deleted) warns', () => {
    const line = 'test/f: [rule:ibm_app_config_feature/enabled-in-a-collection] collections: is empty on an enabled feature; the App Configuration SDKs read the flags of one collection, '
      + 'so an enabled flag in no collection is served to no application. Received: enabled: true without collections. '
      + 'Allowed: at least one collection, e.g. collections: [{ collectionId: collection.collectionId }]. '
      + 'Fix: write collections: [{ collectionId: collection.collectionId }], collection being the IbmAppConfigCollection the applications read; or write enabled: false.';
    expect(make({ enabled: true }).warnings).toEqual([line]);
    expect(make({ enabled: true, collections: [] }).warnings).toEqual([line]);
    expect(make({ enabled: true, collections: [{ collectionId: 'old', deleted: true }] }).warnings.filter((w) => w.includes('enabled-in-a-collection'))).toEqual([line]);
  });

  test('a rollout percentage outside 0 to 100 warns (documented; the provider sends it as written)', () => {
    expect(make({ rolloutPercentage: 100 }).warnings).toEqual([]);
    expect(make({ rolloutPercentage: -5 }).warnings).toEqual([
      'test/f: [terrain:unlisted-value] [value:ibm_app_config_feature.rollout_percentage] rolloutPercentage: is outside the documented range (value:ibm_app_config_feature.rollout_percentage); '
      + 'the remote API may refuse it at apply. Received: -5. Allowed: 0 to 100. Fix: use a value of 0 to 100, e.g. 0.',
    ]);
  });
});
