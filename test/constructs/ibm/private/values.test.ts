/**
 * The rendering of native values and the checks of ids, tags, rollouts and colours.
 */
import { apiIdOf, colorOf, goFloatText, renderValue, rolloutOf, stableJson, tagsOf, yamlOf } from '../../../../src/constructs/ibm/private/values';
import { Problems } from '../../../../src/core/l2';

const problems = (f: (p: Problems) => unknown) => {
  const p = new Problems();
  const v = f(p);
  return { v, list: p.list.map((x) => `${x.field}: ${x.problem} Received: ${x.received}. Allowed: ${x.allowed}. Fix: ${x.fix}`) };
};

test('ids: letters, digits, . - _; tokens pass; the fix removes what the API refuses', () => {
  expect(problems((p) => apiIdOf(p, 'flagId', 'new_checkout-2.0', 'the feature id', 'x'))).toEqual({ v: 'new_checkout-2.0', list: [] });
  expect(problems((p) => apiIdOf(p, 'flagId', 'new checkout!', 'the feature id', 'x')).list).toEqual([
    "flagId: has characters the App Configuration API does not take in ids. Received: \"new checkout!\". Allowed: the feature id: letters, digits, '.', '-' and '_' only. Fix: write flagId: 'new-checkout'.",
  ]);
});

test('values by type; JSON and YAML deterministic', () => {
  expect(problems((p) => renderValue(p, 'v', true, 'BOOLEAN', undefined, 'flag')).v).toBe('true');
  expect(problems((p) => renderValue(p, 'v', -3, 'NUMERIC', undefined, 'flag')).v).toBe('-3');
  expect(problems((p) => renderValue(p, 'v', 'x', 'NUMERIC', undefined, 'flag')).list).toEqual([
    'v: is not a number, which a numeric flag takes. Received: "x". Allowed: a whole number. Fix: write v: 10.',
  ]);
  expect(stableJson({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
  expect(yamlOf({ b: 'x: y', a: [] }, 0)).toBe('"a": []\n"b": "x: y"');
});

test('tags, rollouts and colours', () => {
  expect(problems((p) => tagsOf(p, 'tags', ['a', 'b'])).v).toBe('a,b');
  expect(problems((p) => tagsOf(p, 'tags', [''])).list).toEqual(['tags[0]: is empty. Received: "". Allowed: a non-empty tag without a comma. Fix: remove it, or write the tag.']);
  expect(problems((p) => rolloutOf(p, 'rollout', 0)).v).toBe(0);
  expect(problems((p) => rolloutOf(p, 'rollout', -1)).list).toEqual(['rollout: is not a percentage from 0 to 100. Received: -1. Allowed: a whole percentage from 0 to 100. Fix: write rollout: a whole number from 0 to 100, e.g. 25.']);
  expect(problems((p) => colorOf(p, 'color', 'FDD13A')).list).toEqual(["color: is not a colour code. Received: \"FDD13A\". Allowed: '#' and six hexadecimal digits, e.g. '#FDD13A'. Fix: write color: '#FDD13A'."]);
});

test('numbers as the provider writes them back (Go\'s %v of a float64): exponent notation from 1e6 on', () => {
  expect([0, 42, -999999, 1000000, 1500000, -2000000, 1234567, 123456789012].map(goFloatText)).toEqual(
    ['0', '42', '-999999', '1e+06', '1.5e+06', '-2e+06', '1.234567e+06', '1.23456789012e+11']);
});
