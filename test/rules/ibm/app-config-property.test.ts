/**
 * Type rules of ibm_app_config_property: the value and the segment values convert to the property
 * type (and, for STRING, its format) the way formatValue (ibm/service/appconfiguration/utils.go)
 * converts them at create and update; all are written as strings.
 */
import { TerraformVariable } from 'cdktn';
import { Checks, ibm } from '../../../src';
import { errorOf, synth } from '../../util';
import { errorLines } from '../findings';

type Config = ibm.IbmAppConfigPropertyConfig;
const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
const RULE = 'rule:ibm_app_config_property/values-match-type';
const base: Config = { guid: GUID, environmentId: 'prod', propertyId: 'page-size', name: 'Page size', type: 'NUMERIC', value: '20' };

function make(config: Partial<Config>, before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
    new ibm.IbmAppConfigProperty(s, 'p', { ...base, ...config });
  });
}
const fails = (config: Partial<Config>) => errorOf(() => make(config));

describe('ibm_app_config_property type rules', () => {
  test('values of the property type pass: a STRING TEXT or YAML value is not judged, a SECRETREF is a JSON object', () => {
    expect(make({ segmentRules: [{ order: 1, value: '50', rules: [{ segments: ['beta'] }] }] }).warnings).toEqual([]);
    expect(make({ type: 'BOOLEAN', value: 'false' }).warnings).toEqual([]);
    expect(make({ type: 'STRING', format: 'TEXT', value: 'twenty' }).warnings).toEqual([]);
    expect(make({ type: 'STRING', format: 'YAML', value: 'pageSize: 20' }).warnings).toEqual([]);
    expect(make({ type: 'STRING', format: 'JSON', value: '{"pageSize": 20, "sort": ["name"]}' }).warnings).toEqual([]);
    expect(make({ type: 'SECRETREF', value: '{"secret_type":"arbitrary","id":"a5e7d5b2-9c1f-4e3a-8b6d-0f2c4e6a8b1d"}' }).warnings).toEqual([]);
  });

  test('type STRING without a format fails: formatValue has no conversion for it', () => {
    expect(errorLines(fails({ type: 'STRING', value: 'twenty' }))).toEqual([
      `[test/p] [${RULE}] format: is unset; type STRING needs a format. Received: type 'STRING' without format. Allowed: 'TEXT', 'JSON' or 'YAML'. Fix: set format to 'TEXT' (or 'JSON' or 'YAML' for a structured value).`,
    ]);
    // A format outside the three is the value check's to refuse (once).
    expect(errorLines(fails({ type: 'STRING', format: 'XML', value: '<a/>' }))).toEqual([
      "[test/p] [value:ibm_app_config_property.format] format: is not an allowed value. Received: \"XML\". Allowed: 'TEXT', 'JSON' or 'YAML'. Fix: write 'YAML' instead of 'XML'.",
    ]);
  });

  test('a STRING JSON value and a SECRETREF value that are no JSON object fail, also in a segment rule', () => {
    expect(errorLines(fails({ type: 'STRING', format: 'JSON', value: '[1, 2]' }))).toEqual([
      `[test/p] [${RULE}] value: is not a JSON object, which format JSON needs. Received: '[1, 2]' with type 'STRING' and format 'JSON'. Allowed: a JSON object written as a string, e.g. '{"theme": "dark"}' (Fn.jsonencode of a map). Fix: write value as a JSON object, or set format to 'TEXT'.`,
    ]);
    expect(errorLines(fails({ type: 'STRING', format: 'JSON', value: '{"a": 1}', segmentRules: [{ order: 1, value: '{a: 1}', rules: [{ segments: ['beta'] }] }] }))).toEqual([
      `[test/p] [${RULE}] segmentRules[0].value: is not a JSON object, which format JSON needs. Received: '{a: 1}' with type 'STRING' and format 'JSON'. Allowed: a JSON object written as a string, e.g. '{"theme": "dark"}' (Fn.jsonencode of a map). Fix: write value as a JSON object, or set format to 'TEXT'.`,
    ]);
    expect(errorLines(fails({ type: 'SECRETREF', value: 'a5e7d5b2-9c1f-4e3a-8b6d-0f2c4e6a8b1d' }))).toEqual([
      `[test/p] [${RULE}] value: is not a JSON object, which type SECRETREF needs (a reference to a Secrets Manager secret). Received: 'a5e7d5b2-9c1f-4e3a-8b6d-0f2c4e6a8b1d' with type 'SECRETREF'. Allowed: a JSON object written as a string (Fn.jsonencode of a map). Fix: write value as a JSON object that refers to the secret, or change type to 'STRING'.`,
    ]);
  });

  test('a NUMERIC value that is not a whole number fails', () => {
    expect(errorLines(fails({ value: '20 items' }))).toEqual([
      `[test/p] [${RULE}] value: is not a whole number, which type NUMERIC needs. Received: '20 items' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. Fix: write value as a whole number in a string, e.g. '10', or change type to 'STRING'.`,
    ]);
  });

  test('a BOOLEAN value or segment value that is not a boolean fails', () => {
    expect(errorLines(fails({ type: 'BOOLEAN', value: 'on' }))).toEqual([
      `[test/p] [${RULE}] value: is not a boolean, which type BOOLEAN needs. Received: 'on' with type 'BOOLEAN'. Allowed: 'true' or 'false'. Fix: write 'true' instead of 'on'.`,
    ]);
    expect(errorLines(fails({ type: 'BOOLEAN', value: 'true', segmentRules: [{ order: 1, value: 'maybe', rules: [{ segments: ['beta'] }] }] }))).toEqual([
      `[test/p] [${RULE}] segmentRules[0].value: is not a boolean, which type BOOLEAN needs. Received: 'maybe' with type 'BOOLEAN'. Allowed: 'true' or 'false'. Fix: set value to 'true' or 'false', or change type to 'STRING'.`,
    ]);
  });

  test('a token as value is not judged', () => {
    const t = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
      new ibm.IbmAppConfigProperty(s, 'p', { ...base, value: new TerraformVariable(s, 'v', { type: 'string' }).stringValue });
    });
    expect(t.warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    const r = make({ value: '2.5' }, (s) => Checks.of(s).acknowledge(RULE, 'the service rounds it; checked with the team'));
    expect(r.warnings).toEqual([
      "test/p: [rule:ibm_app_config_property/values-match-type] value: is not a whole number, which type NUMERIC needs. Received: '2.5' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. Fix: write value as a whole number in a string, e.g. '3', or change type to 'STRING'. Acknowledged: the service rounds it; checked with the team",
    ]);
  });
});
