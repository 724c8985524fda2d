import { TerraformStack, App, TerraformVariable } from 'cdktn';
import { Duration } from '../../src/core/duration';
import { errorOf } from '../util';

describe('Duration', () => {
  test('units convert both ways', () => {
    expect(Duration.hours(2).toMinutes()).toBe(120);
    expect(Duration.minutes(90).toHours()).toBe(1.5);
    expect(Duration.days(1).toSeconds()).toBe(86400);
    expect(Duration.seconds(172800).toDays()).toBe(2);
    expect(Duration.minutes(15).toWholeMinutes()).toBe(15);
  });

  test('renders Terraform duration strings, largest unit first', () => {
    expect(Duration.minutes(165).toTerraformString()).toBe('2h45m');
    expect(Duration.seconds(90).toTerraformString()).toBe('1m30s');
    expect(Duration.days(1).toTerraformString()).toBe('24h');
    expect(Duration.seconds(0).toTerraformString()).toBe('0s');
    expect(Duration.seconds(1.5).toString()).toBe('1.5s');
  });

  test('parses Terraform duration strings', () => {
    expect(Duration.parse('2h45m').toMinutes()).toBe(165);
    expect(Duration.parse('1d').toHours()).toBe(24);
    expect(Duration.parse('30s').toSeconds()).toBe(30);
    expect(errorOf(() => Duration.parse('2 hours'))).toBe(
      '[Duration.parse] text: is not a duration string. Received: "2 hours". Allowed: numbers with unit suffixes d, h, m or s, e.g. \'30s\', \'45m\' or \'2h45m\'. Fix: write e.g. \'90m\' or \'1h30m\'.');
  });

  test('refuses negative, non-finite and token amounts, and rounds nothing silently', () => {
    expect(errorOf(() => Duration.minutes(-1))).toBe(
      '[Duration.minutes] amount: is not a finite number, 0 or more. Received: -1. Allowed: a finite number, 0 or more. Fix: write e.g. Duration.minutes(15).');
    expect(errorOf(() => Duration.hours(Infinity))).toBe(
      '[Duration.hours] amount: is not a finite number, 0 or more. Received: Infinity. Allowed: a finite number, 0 or more. Fix: write e.g. Duration.hours(15).');
    expect(errorOf(() => Duration.days('3' as any))).toBe(
      '[Duration.days] amount: expected a number. Received: "3". Allowed: a finite number, 0 or more. Fix: write e.g. Duration.days(15).');
    const n = new TerraformVariable(new TerraformStack(new App(), 's'), 'n', { type: 'number' }).numberValue;
    expect(errorOf(() => Duration.minutes(n))).toBe(
      '[Duration.minutes] amount: must be known at synth, not a token. Received: a number token (a value Terraform knows only when it plans or applies). Allowed: a finite number, 0 or more. '
      + 'Fix: write the number itself; the construct converts it to the unit the provider takes.');
    expect(errorOf(() => Duration.seconds(90).toWholeMinutes())).toBe('1m30s is not a whole number of minutes. Use Duration.minutes(n) with a whole n.');
  });
});
