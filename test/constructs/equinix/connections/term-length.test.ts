/**
 * TermLength: the four terms the provider documents (1, 12, 24, 36 months); another is an error.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../src';
import { bind, equinixStack } from '../equinix-util';

const { TermLength } = equinix;

describe('TermLength', () => {
  test('the constants and months(n) of the documented terms render their months', () => {
    const all = [TermLength.ONE_MONTH, TermLength.ONE_YEAR, TermLength.TWO_YEARS, TermLength.THREE_YEARS, TermLength.months(12)];
    expect(all.map((t) => bind((ctx) => t._bind(ctx, 'termLength')).value)).toEqual([1, 12, 24, 36, 12]);
    expect(all.map((t) => t.monthsValue)).toEqual([1, 12, 24, 36, 12]);
  });

  test('another number of months is an error (equinix:term-length), with the way to the L1', () => {
    expect(bind((ctx) => TermLength.months(6)._bind(ctx, 'termLength')).error).toBe(
      "[test/Target] termLength: is 6 months; a Fabric connection is ordered for 1, 12, 24 or 36 months. Received: 6. Allowed: 1, 12, 24 or 36 months (TermLength.ONE_MONTH, ONE_YEAR, TWO_YEARS or THREE_YEARS). Fix: use TermLength.ONE_MONTH (on demand) or a commitment, e.g. TermLength.ONE_YEAR; for another term, set order.termLength on the L1 (resource.addOverride('order.term_length', n)).");
    expect(bind((ctx) => TermLength.months('12' as any)._bind(ctx, 'termLength')).error).toContain('termLength: expected a number of months. Received: "12".');
  });

  test('a number token is taken as it is', () => {
    const v = new TerraformVariable(equinixStack(), 'term', { type: 'number' }).numberValue;
    expect(bind((ctx) => TermLength.months(v)._bind(ctx, 'termLength')).value).toBe(v);
  });
});
