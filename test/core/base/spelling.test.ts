import { closestOf, editDistance } from '../../../src/core/base/spelling';

test('edit distance, capped at the limit', () => {
  expect(editDistance('nmae', 'name', 5)).toBe(2);
  expect(editDistance('kitten', 'sitting', 10)).toBe(3);
  expect(editDistance('a', 'abcdefgh', 3)).toBe(3);
});

test('the closest candidate within the limit, or none', () => {
  expect(closestOf('SLAK', ['SLACK', 'EMAIL'], 3, (c) => c)).toBe('SLACK');
  expect(closestOf('zzzzzz', ['SLACK', 'EMAIL'], 3, (c) => c)).toBeUndefined();
});
