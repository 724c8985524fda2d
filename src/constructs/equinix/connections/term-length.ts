import { TERM_LENGTHS_MONTHS } from './private/connection-rules';
import { BindContext, isUnresolved, oneOf } from '../../../core/l2/index';

/**
 * The term of a Fabric connection's order, in months: on demand (`TermLength.ONE_MONTH`, the
 * provider's default) or a commitment of 12, 24 or 36 months. The provider documents these four
 * and takes any number from 1 to 36; another number of months is an error here.
 */
export class TermLength {
  /** On demand: 1 month (the provider's default). */
  public static readonly ONE_MONTH: TermLength = new TermLength(1);
  /** A commitment of 12 months. */
  public static readonly ONE_YEAR: TermLength = new TermLength(12);
  /** A commitment of 24 months. */
  public static readonly TWO_YEARS: TermLength = new TermLength(24);
  /** A commitment of 36 months. */
  public static readonly THREE_YEARS: TermLength = new TermLength(36);

  /**
   * A term of `months` months: 1, 12, 24 or 36 (another number is an error where it is used). A
   * number token is taken as it is.
   * @param months 1, 12, 24 or 36
   */
  public static months(months: number): TermLength {
    return new TermLength(months);
  }

  /**
   * @param monthsValue the number of months, as given (checked where the term is used)
   */
  private constructor(public readonly monthsValue: number) {}

  /** @internal Checks the term (problems under `field`) and returns the months, or undefined. */
  public _bind(ctx: BindContext, field: string): number | undefined {
    const m: unknown = this.monthsValue;
    if (typeof m === 'number' && isUnresolved(m)) return m;
    if (typeof m === 'number' && TERM_LENGTHS_MONTHS.includes(m)) return m;
    ctx.problems.add(field, typeof m === 'number' ? `is ${m} months; a Fabric connection is ordered for ${oneOf(TERM_LENGTHS_MONTHS)} months.` : 'expected a number of months.', {
      id: 'equinix:term-length',
      received: m,
      allowed: `${oneOf(TERM_LENGTHS_MONTHS)} months (TermLength.ONE_MONTH, ONE_YEAR, TWO_YEARS or THREE_YEARS)`,
      fix: 'use TermLength.ONE_MONTH (on demand) or a commitment, e.g. TermLength.ONE_YEAR; for another term, set order.termLength on the L1 (resource.addOverride(\'order.term_length\', n)).',
    });
    return undefined;
  }
}
