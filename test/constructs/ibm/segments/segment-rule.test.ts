/**
 * SegmentRule: one method per operator the API defines; values are checked when a segment binds them.
 */
import { ibm } from '../../../../src';
import { errorOf, instanceStack, only, synthDoc } from '../ibm-util';

const a = () => ibm.SegmentRule.attribute('x');

test('each method gives the API\'s operator', () => {
  const rules = [
    a().is('1'), a().isOneOf(['1', '2']), a().isNot('1'), a().contains('1'), a().notContains('1'), a().startsWith('1'), a().notStartsWith('1'),
    a().endsWith('1'), a().notEndsWith('1'), a().greaterThan(1), a().greaterThanOrEquals(1), a().lessThan(1), a().lessThanOrEquals(1),
  ];
  expect(rules.map((r) => r.operator)).toEqual([
    'is', 'is', 'isNot', 'contains', 'notContains', 'startsWith', 'notStartsWith', 'endsWith', 'notEndsWith', 'greaterThan', 'greaterThanEquals', 'lesserThan', 'lesserThanEquals',
  ]);
  const { stack, appConfig } = instanceStack();
  appConfig.addSegment('s', { rules: [a().isOneOf(['gold', 'silver'])] });
  expect(only(synthDoc(stack), 'ibm_app_config_segment').rules).toEqual([{ attribute_name: 'x', operator: 'is', values: ['gold', 'silver'] }]);
});

test('an empty attribute name, an empty value and a number that is none are refused', () => {
  const { appConfig } = instanceStack();
  expect(errorOf(() => appConfig.addSegment('s', { rules: [ibm.SegmentRule.attribute(' ').is(''), a().greaterThan(NaN)] }))).toMatchInlineSnapshot(`
"[test/AppConfig/s] 3 problems:
  - rules[0].attributeName: is empty. Received: " ". Allowed: the name of an attribute the application passes to the SDK, e.g. email. Fix: name the attribute, e.g. SegmentRule.attribute('email').
  - rules[0].values[0]: is empty. Received: "". Allowed: a non-empty string. Fix: write the value, e.g. '@example.com'.
  - rules[1].values[0]: is not a number, which greaterThan compares with. Received: NaN. Allowed: a finite number. Fix: write a number, e.g. 18."
`);
});

test('a negated operator takes one value: a JavaScript caller\'s second value is refused with the rules to write instead', () => {
  const { stack, appConfig } = instanceStack();
  appConfig.addSegment('ok', { rules: [ibm.SegmentRule.attribute('country').isNot('US')] });
  expect(only(synthDoc(stack), 'ibm_app_config_segment').rules).toEqual([{ attribute_name: 'country', operator: 'isNot', values: ['US'] }]);
  expect(errorOf(() => appConfig.addSegment('s', { rules: [(ibm.SegmentRule.attribute('country') as any).isNot('US', 'CA')] }))).toMatchInlineSnapshot('"[test/AppConfig/s] rules[0].values: has 2 values, and isNot takes one: the SDKs negate each value and match when any does, so two different values would match every entity. Received: a list of 2 items. Allowed: one value. Fix: write one rule per value, e.g. SegmentRule.attribute(\'country\').isNot("US"), each in the segment\'s rules (all of them must match)."');
});
