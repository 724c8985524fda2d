import { valuesMatchTypeRule } from '../../../../src/rules/ibm/shared/typed-value';
import { findingsOf } from '../../type-rule-util';

const rule = valuesMatchTypeRule('ibm_app_config_feature', 'feature', ['enabled_value', 'disabled_value'], ['BOOLEAN', 'NUMERIC', 'STRING']);
const property = valuesMatchTypeRule('ibm_app_config_property', 'property', ['value'], ['BOOLEAN', 'NUMERIC', 'STRING', 'SECRETREF']);

test('one rule per type, enforced by the conversion the provider does before it calls the API', () => {
  expect([rule.id, rule.level, rule.enforcedBy]).toEqual([
    'rule:ibm_app_config_feature/values-match-type', undefined, 'ibm/service/appconfiguration/utils.go: formatValue (called by the create and the update of ibm_app_config_feature)',
  ]);
  expect(property.summary).toContain('a JSON object for SECRETREF and for STRING with format JSON');
});

test("pass: values Go's conversions accept; tokens; formats not judged here (TEXT, YAML); a type outside the list", () => {
  expect(findingsOf(rule, { type: 'BOOLEAN', enabled_value: 'true', disabled_value: 'F', segment_rules: [{ value: '0' }] })).toEqual([]);
  expect(findingsOf(rule, { type: 'NUMERIC', enabled_value: '-9223372036854775808', disabled_value: '${var.n}' })).toEqual([]);
  expect(findingsOf(rule, { type: 'STRING', format: 'JSON', enabled_value: '{"theme":"dark"}', disabled_value: 'null' })).toEqual([]);
  expect(findingsOf(rule, { type: 'STRING', format: 'YAML', enabled_value: 'a: [' })).toEqual([]);
  expect(findingsOf(rule, { type: 'SECRETREF', enabled_value: 'x' })).toEqual([]);
});

test('fail: each type and format, with how to fix it', () => {
  expect(findingsOf(rule, { type: 'BOOLEAN', enabled_value: 'yes', disabled_value: 'nope' })).toEqual([
    "enabledValue: is not a boolean, which type BOOLEAN needs. Received: 'yes' with type 'BOOLEAN'. Allowed: 'true' or 'false'. Fix: write 'true' instead of 'yes'.",
    "disabledValue: is not a boolean, which type BOOLEAN needs. Received: 'nope' with type 'BOOLEAN'. Allowed: 'true' or 'false'. "
    + "Fix: set disabledValue to 'true' or 'false', or change type to 'STRING'.",
  ]);
  expect(findingsOf(rule, { type: 'NUMERIC', enabled_value: '1.5', disabled_value: '9223372036854775808', segment_rules: [{ value: 'ten' }] })).toEqual([
    "enabledValue: is not a whole number, which type NUMERIC needs. Received: '1.5' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. "
    + "Fix: write enabledValue as a whole number in a string, e.g. '2', or change type to 'STRING'.",
    "disabledValue: is not a whole number, which type NUMERIC needs. Received: '9223372036854775808' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. "
    + "Fix: write disabledValue as a whole number in a string, e.g. '10', or change type to 'STRING'.",
    "segmentRules[0].value: is not a whole number, which type NUMERIC needs. Received: 'ten' with type 'NUMERIC'. Allowed: a whole number written as a string, e.g. '10'. "
    + "Fix: write value as a whole number in a string, e.g. '10', or change type to 'STRING'.",
  ]);
  expect(findingsOf(property, { type: 'STRING', format: 'JSON', value: '[1]' })).toEqual([
    "value: is not a JSON object, which format JSON needs. Received: '[1]' with type 'STRING' and format 'JSON'. "
    + 'Allowed: a JSON object written as a string, e.g. \'{"theme": "dark"}\' (Fn.jsonencode of a map). Fix: write value as a JSON object, or set format to \'TEXT\'.',
  ]);
  expect(findingsOf(property, { type: 'STRING', value: 'x' })).toEqual([
    "format: is unset; type STRING needs a format. Received: type 'STRING' without format. Allowed: 'TEXT', 'JSON' or 'YAML'. Fix: set format to 'TEXT' (or 'JSON' or 'YAML' for a structured value).",
  ]);
});
