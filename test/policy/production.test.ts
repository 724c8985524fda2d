import { ProductionMatcher } from '../../src/policy/production';
import { errorOf } from '../util';

describe('ProductionMatcher.DEFAULT', () => {
  test('environment or env equal to prod or production, in any letter case (spaces around the value ignored)', () => {
    expect(ProductionMatcher.DEFAULT.isProduction({ environment: 'production' })).toBe(true);
    expect(ProductionMatcher.DEFAULT.isProduction({ ENV: ' Prod ' })).toBe(true);
  });
  test('any other key or value is not production', () => {
    expect(ProductionMatcher.DEFAULT.isProduction({ environment: 'staging', stage: 'prod' })).toBe(false);
    expect(ProductionMatcher.DEFAULT.isProduction({})).toBe(false);
    expect(ProductionMatcher.DEFAULT_KEYS).toEqual(['environment', 'env']);
    expect(ProductionMatcher.DEFAULT_VALUES).toEqual(['prod', 'production']);
  });
});

describe('ProductionMatcher.byLabels', () => {
  test('keys and values of your choosing; each defaults to the default matcher\'s', () => {
    const live = ProductionMatcher.byLabels({ keys: ['Stage'], values: ['live'] });
    expect([live.isProduction({ stage: 'LIVE' }), live.isProduction({ environment: 'prod' })]).toEqual([true, false]);
    expect(ProductionMatcher.byLabels({ keys: ['tier'] }).isProduction({ tier: 'production' })).toBe(true);
    expect(ProductionMatcher.byLabels().isProduction({ env: 'prod' })).toBe(true);
  });
  test('JavaScript: an empty list, a list with a blank or a non-string is refused, with how to fix it', () => {
    expect(errorOf(() => ProductionMatcher.byLabels({ keys: [] }))).toBe(
      '[ProductionMatcher.byLabels] options.keys: expected a non-empty list of non-empty strings. Received: an empty list. '
      + "Allowed: a non-empty list of non-empty strings. Fix: pass e.g. { keys: ['environment'] }, or leave it out for the default.");
    expect(errorOf(() => ProductionMatcher.byLabels({ values: ['prod', ' ', 3 as any] }))).toBe(
      '[ProductionMatcher.byLabels] options.values: expected a non-empty list of non-empty strings. Received: a list of 3 items. '
      + "Allowed: a non-empty list of non-empty strings. Fix: pass e.g. { values: ['prod'] }, or leave it out for the default.");
  });
});
