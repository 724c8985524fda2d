import { App, TerraformStack, TerraformVariable, Token } from 'cdktn';
import { Duration } from '../../../src/core/api/duration';
import { errorOf } from '../../util';

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
    // No throw at the factory: the construct that takes it reports it with its path (durationOf).
    const bad = Duration.parse('2 hours');
    expect(bad._problem).toBe('Duration.parse("2 hours"): not a duration string. Write numbers with unit suffixes d, h, m or s, e.g. \'30s\', \'45m\' or \'2h45m\'.');
    expect(bad.toString()).toBe(bad._problem);
    expect(errorOf(() => bad.toSeconds())).toBe(bad._problem);
  });

  test('negative, non-finite and token amounts are no duration (reported where used), and nothing is rounded silently', () => {
    expect(Duration.minutes(-1)._problem).toBe('Duration.minutes(-1): the amount must be a finite number, 0 or more.');
    expect(Duration.hours(Infinity)._problem).toBe('Duration.hours(Infinity): the amount must be a finite number, 0 or more.');
    expect(Duration.days('x' as any)._problem).toBe('Duration.days("x"): the amount must be a finite number, 0 or more.');
    expect(errorOf(() => Duration.minutes(-1).toTerraformString())).toBe('Duration.minutes(-1): the amount must be a finite number, 0 or more.');
    const n = new TerraformVariable(new TerraformStack(new App(), 's'), 'n', { type: 'number' }).numberValue;
    expect(Duration.minutes(n)._problem).toBe('Duration.minutes(...): the amount must be known at synth, not a token; the construct converts it to the unit the provider takes.');
    expect(Duration.minutes(5)._problem).toBeUndefined();
    expect(Duration.days(1e305)._problem).toBe(`Duration.days(1e+305): the amount is too large: in seconds it is no finite number (at most ${Math.floor(Number.MAX_VALUE / 86400)}).`);
    expect(Duration.parse(Token.asString(n))._problem).toBe("Duration.parse(...): the text must be known at synth, not a token; write the duration itself, e.g. '90m'.");
    expect(errorOf(() => Duration.seconds(90).toWholeMinutes())).toBe('1m30s is not a whole number of minutes. Use Duration.minutes(n) with a whole n.');
  });
});
