import { Token } from 'cdktn';
import { describeValue } from '../base/errors';

const UNITS: ReadonlyArray<readonly [string, number]> = [['d', 86400], ['h', 3600], ['m', 60], ['s', 1]];

/**
 * A length of time, for timeouts and intervals: `Duration.minutes(15)`, `Duration.hours(3)`.
 *
 * Constructs take a `Duration` where the provider takes a number of some unit or a duration
 * string, and convert it themselves, so the unit is never guessed: `Duration.hours(2)` renders
 * `120` for `interval_min` and `'2h'` for a `timeouts.create`.
 *
 * The factories never throw: a Duration made from an amount that is no duration (negative, not
 * finite, a token) or from a string that is no duration string is reported by the construct that
 * takes it, as a ValidationError that names the construct and the field. Converting such a
 * Duration yourself (`toSeconds()`, ...) throws a TypeError that says what is wrong.
 */
export class Duration {
  /**
   * @param amount whole or fractional seconds, 0 or more
   */
  public static seconds(amount: number): Duration {
    return Duration.of(amount, 1, 'seconds');
  }

  /**
   * @param amount whole or fractional minutes, 0 or more
   */
  public static minutes(amount: number): Duration {
    return Duration.of(amount, 60, 'minutes');
  }

  /**
   * @param amount whole or fractional hours, 0 or more
   */
  public static hours(amount: number): Duration {
    return Duration.of(amount, 3600, 'hours');
  }

  /**
   * @param amount whole or fractional days, 0 or more
   */
  public static days(amount: number): Duration {
    return Duration.of(amount, 86400, 'days');
  }

  /**
   * Parses a Terraform duration string such as `30s`, `45m`, `2h45m` or `1d`.
   * @param text the duration string
   */
  public static parse(text: string): Duration {
    if (typeof text !== 'string' || text.length > 100 || !/^(\d+(\.\d+)?[dhms])+$/.test(text)) {
      if (typeof text === 'string' && Token.isUnresolved(text)) {
        return new Duration(NaN, 'Duration.parse(...): the text must be known at synth, not a token; write the duration itself, e.g. \'90m\'.');
      }
      return new Duration(NaN, `Duration.parse(${shown(text)}): not a duration string. Write numbers with unit suffixes d, h, m or s, e.g. '30s', '45m' or '2h45m'.`);
    }
    let seconds = 0;
    for (const [, n, , unit] of text.matchAll(/(\d+(\.\d+)?)([dhms])/g)) seconds += Number(n) * UNITS.find(([u]) => u === unit)![1];
    return new Duration(seconds);
  }

  private static of(amount: number, secondsPerUnit: number, unit: string): Duration {
    if (typeof amount === 'number' && Token.isUnresolved(amount)) {
      return new Duration(NaN, `Duration.${unit}(...): the amount must be known at synth, not a token; the construct converts it to the unit the provider takes.`);
    }
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
      return new Duration(NaN, `Duration.${unit}(${shown(amount)}): the amount must be a finite number, 0 or more.`);
    }
    if (!Number.isFinite(amount * secondsPerUnit)) {
      return new Duration(NaN, `Duration.${unit}(${shown(amount)}): the amount is too large: in seconds it is no finite number (at most ${Math.floor(Number.MAX_VALUE / secondsPerUnit)}).`);
    }
    return new Duration(amount * secondsPerUnit);
  }

  private constructor(private readonly totalSeconds: number, private readonly problem?: string) {}

  /**
   * @internal Why this Duration is no duration (the construct that takes it reports it), or
   * undefined.
   */
  public get _problem(): string | undefined {
    return this.problem;
  }

  /** The duration in seconds. */
  public toSeconds(): number {
    return this.valid();
  }

  /** The duration in minutes (may be fractional; see `toWholeMinutes`). */
  public toMinutes(): number {
    return this.valid() / 60;
  }

  /** The duration in hours (may be fractional). */
  public toHours(): number {
    return this.valid() / 3600;
  }

  /** The duration in days (may be fractional). */
  public toDays(): number {
    return this.valid() / 86400;
  }

  /**
   * The duration in whole minutes. Throws when it is not a whole number of minutes, so that a
   * construct never rounds a user's interval silently.
   */
  public toWholeMinutes(): number {
    const m = this.valid() / 60;
    if (!Number.isInteger(m)) throw new TypeError(`${this.toString()} is not a whole number of minutes. Use Duration.minutes(n) with a whole n.`);
    return m;
  }

  /**
   * The duration as a Terraform duration string, largest units first: `2h45m`, `90s`, `0s`.
   * Days are written as hours, since Terraform's `timeouts` take s, m and h.
   */
  public toTerraformString(): string {
    let rest = this.valid();
    let out = '';
    for (const [unit, size] of [['h', 3600], ['m', 60]] as const) {
      const n = Math.floor(rest / size);
      if (n > 0) out += `${n}${unit}`;
      rest -= n * size;
    }
    if (rest > 0 || out === '') out += `${Number(rest.toFixed(3))}s`;
    return out;
  }

  /** The Terraform duration string, for messages (or what is wrong with the amount). */
  public toString(): string {
    return this.problem ?? this.toTerraformString();
  }

  private valid(): number {
    if (this.problem !== undefined) throw new TypeError(this.problem);
    return this.totalSeconds;
  }
}

/** A value for a message, never a throw. */
function shown(v: unknown): string {
  return typeof v === 'string' && v.length <= 40 ? JSON.stringify(v) : describeValue(v);
}
