import { closestOf, editDistance, nearestKey } from '../../../src/core/base/spelling';

test('edit distance, capped at the limit', () => {
  expect(editDistance('nmae', 'name', 5)).toBe(2);
  expect(editDistance('kitten', 'sitting', 10)).toBe(3);
  expect(editDistance('a', 'abcdefgh', 3)).toBe(3);
});

test('the closest candidate within the limit, or none', () => {
  expect(closestOf('SLAK', ['SLACK', 'EMAIL'], 3, (c) => c)).toBe('SLACK');
  expect(closestOf('zzzzzz', ['SLACK', 'EMAIL'], 3, (c) => c)).toBeUndefined();
});

describe('nearestKey', () => {
  const KEYS = ['orgId', 'username', 'orgRoles', 'removalPolicy', 'datadogApiKey', 'roleArn', 'requirePrivateNetworking'];
  test('a key within two edits, any letter case; one the key ends or starts with; one that ends with it; one it begins', () => {
    expect(['userName', 'removalpolicy', 'apiKey', 'roleArns', 'roles', 'requirePrivateNetwork'].map((k) => nearestKey(k, KEYS)))
      .toEqual(['username', 'removalPolicy', 'datadogApiKey', 'roleArn', 'orgRoles', 'requirePrivateNetworking']);
  });
  test('nothing near: no hint (short keys are not stretched)', () => {
    expect(['', 'x', 'id', 'colour', 'labels'].map((k) => nearestKey(k, KEYS))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
