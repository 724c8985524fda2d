import { placeholderFor, placeholderVariables } from '../../src/terraform/variables';

test('a placeholder of each variable type; a string without a type', () => {
  expect(['number', 'bool', 'list(string)', 'set(number)', 'tuple([string])', 'map(string)', 'object({a=string})', 'string', undefined, 7]
    .map(placeholderFor)).toEqual([1, true, [], [], [], {}, {}, 'placeholder', 'placeholder', 'placeholder']);
});

test('every variable without a default gets one; a variable with a default (null included) none', () => {
  expect(placeholderVariables({ variable: { a: { type: 'string', sensitive: true }, b: { type: 'number', default: 3 }, c: { default: null }, d: {} } }))
    .toEqual({ a: 'placeholder', d: 'placeholder' });
  expect([placeholderVariables({}), placeholderVariables(undefined)]).toEqual([{}, {}]);
});
