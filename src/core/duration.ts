import { ArgumentProblems, isUnresolved } from './arguments';

const UNITS: ReadonlyArray<readonly [string, number]> = [['d', 86400], ['h', 3600], ['m', 60], ['s', 1]];

/**
 * A length of time, for timeouts and intervals: `Duration.minutes(15)`, `Duration.hours(3)`.
 *
 * Constructs take a `Duration` where the provider takes a number of some unit or a duration
 * string, and convert it themselves, so the unit is never guessed: `Duration.hours(2)` renders
 * `120` for `interval_min` and `'2h'` for a `timeouts.create`.
 */
export class Duration {
  /**
   * @param amount whole or fractional seconds, 0 or more
   */
  public static seconds(amount: number): Duration {
    return new Duration(amount, 1, 'seconds');
  }

  /**
   * @param amount whole or fractional minutes, 0 or more
   */
  public static minutes(amount: number): Duration {
    return new Duration(amount, 60, 'minutes');
  }

  /**
   * @param amount whole or fractional hours, 0 or more
   */
  public static hours(amount: number): Duration {
    return new Duration(amount, 3600, 'hours');
  }

  /**
   * @param amount whole or fractional days, 0 or more
   */
  public static days(amount: number): Duration {
    return new Duration(amount, 86400, 'days');
  }

  /**
   * Parses a Terraform duration string such as `30s`, `45m`, `2h45m` or `1d`.
   * @param text the duration string
   */
  public static parse(text: string): Duration {
    if (typeof text !== 'string' || text.length > 100 || !/^(\d+(\.\d+)?[dhms])+$/.test(text)) {
      const p = new ArgumentProblems('Duration.parse');
      p.add('text', isUnresolved(text) ? 'must be known at synth, not a token.' : 'is not a duration string.', text, "numbers with unit suffixes d, h, m or s, e.g. '30s', '45m' or '2h45m'",
        isUnresolved(text) ? 'write the duration itself; the construct converts it to the unit the provider takes.' : "write e.g. '90m' or '1h30m'.");
      p.throwIfAny();
    }
    let seconds = 0;
    for (const [, n, , unit] of text.matchAll(/(\d+(\.\d+)?)([dhms])/g)) seconds += Number(n) * UNITS.find(([u]) => u === unit)![1];
    return new Duration(seconds, 1, 'seconds');
  }

  private readonly totalSeconds: number;

  private constructor(amount: number, secondsPerUnit: number, unit: string) {
    const p = new ArgumentProblems(`Duration.${unit}`);
    if (isUnresolved(amount)) {
      p.add('amount', 'must be known at synth, not a token.', amount, 'a finite number, 0 or more', 'write the number itself; the construct converts it to the unit the provider takes.');
    } else if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
      p.add('amount', typeof amount === 'number' ? 'is not a finite number, 0 or more.' : 'expected a number.', amount, 'a finite number, 0 or more', `write e.g. Duration.${unit}(15).`);
    } else if (!Number.isFinite(amount * secondsPerUnit)) {
      p.add('amount', 'is too large: in seconds it is no finite number.', amount, `at most ${Math.floor(Number.MAX_VALUE / secondsPerUnit)}`, `write a smaller amount, e.g. Duration.${unit}(15).`);
    }
    p.throwIfAny();
    this.totalSeconds = amount * secondsPerUnit;
  }

  /** The duration in seconds. */
  public toSeconds(): number {
    return this.totalSeconds;
  }

  /** The duration in minutes (may be fractional; see `toWholeMinutes`). */
  public toMinutes(): number {
    return this.totalSeconds / 60;
  }

  /** The duration in hours (may be fractional). */
  public toHours(): number {
    return this.totalSeconds / 3600;
  }

  /** The duration in days (may be fractional). */
  public toDays(): number {
    return this.totalSeconds / 86400;
  }

  /**
   * The duration in whole minutes. Throws when it is not a whole number of minutes, so that a
   * construct never rounds a user's interval silently.
   */
  public toWholeMinutes(): number {
    const m = this.totalSeconds / 60;
    if (!Number.isInteger(m)) throw new Error(`${this.toString()} is not a whole number of minutes. Use Duration.minutes(n) with a whole n.`);
    return m;
  }

  /**
   * The duration as a Terraform duration string, largest units first: `2h45m`, `90s`, `0s`.
   * Days are written as hours, since Terraform's `timeouts` take s, m and h.
   */
  public toTerraformString(): string {
    let rest = this.totalSeconds;
    let out = '';
    for (const [unit, size] of [['h', 3600], ['m', 60]] as const) {
      const n = Math.floor(rest / size);
      if (n > 0) out += `${n}${unit}`;
      rest -= n * size;
    }
    if (rest > 0 || out === '') out += `${Number(rest.toFixed(3))}s`;
    return out;
  }

  /** The Terraform duration string, for messages. */
  public toString(): string {
    return this.toTerraformString();
  }
}
