import { connectionLabels, CONNECTION, priority, redundancy } from '../../../src/policy/equinix/connection';

const TOKEN = '${var.x}';

test('the Fabric connection type, its labels from additional_info', () => {
  expect(CONNECTION).toBe('equinix_fabric_connection');
  expect(connectionLabels({ additional_info: [{ key: 'environment', value: 'production' }, { key: 'team', value: TOKEN }] })).toEqual({ environment: 'production' });
  expect(connectionLabels({})).toEqual({});
});

describe('redundancy and priority', () => {
  test('the block (a list of at most one) and its priority, upper-cased', () => {
    expect(redundancy({ redundancy: [{ priority: 'secondary', group: 'g1' }] })).toEqual({ priority: 'secondary', group: 'g1' });
    expect(priority({ redundancy: [{ priority: 'secondary' }] })).toBe('SECONDARY');
    expect(priority({ redundancy: { priority: 'PRIMARY' } })).toBe('PRIMARY');
  });
  test("unset is the provider's default, PRIMARY; a token is unknown", () => {
    expect(priority({})).toBe('PRIMARY');
    expect(priority({ redundancy: [{ group: 'g1' }] })).toBe('PRIMARY');
    expect(priority({ redundancy: [{ priority: TOKEN }] })).toBeUndefined();
    expect(priority({ redundancy: TOKEN })).toBeUndefined();
  });
});
