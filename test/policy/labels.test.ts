import { labelsOf, labelText } from '../../src/policy/labels';

const TOKEN = '${var.x}';

describe('labelsOf', () => {
  test('a map, a list of key/value blocks, a list of maps: together, later ones winning', () => {
    expect(labelsOf({ env: 'dev', team: 'orders' }, [{ key: 'env', value: 'prod' }], [{ region: 'eu' }])).toEqual({ env: 'prod', team: 'orders', region: 'eu' });
  });
  test('values that are tokens, and what is no map or list, are left out', () => {
    expect(labelsOf({ env: TOKEN, team: 'orders' }, [{ key: 'stage', value: TOKEN }, { key: TOKEN, value: 'x' }], 'env=prod', 7, undefined, null)).toEqual({ team: 'orders' });
    expect(labelsOf()).toEqual({});
  });
  test('a map that has a key named key and other keys is labels of its own, not a pair', () => {
    expect(labelsOf([{ key: 'k1', value: 'v1', owner: 'ops' }])).toEqual({ key: 'k1', value: 'v1', owner: 'ops' });
  });
});

test('labelText: the labels for messages, or "no labels"', () => {
  expect(labelText({ environment: 'production', team: 'payments' })).toBe('environment=production, team=payments');
  expect(labelText({})).toBe('no labels');
});
