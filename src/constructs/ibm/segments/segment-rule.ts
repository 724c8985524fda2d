import { BindContext, describedAs, isUnresolved } from '../../../core/l2/index';
import type { RenderedSegmentRule } from '../private/values';


/**
 * One rule of a segment: an attribute of the entity App Configuration evaluates, an operator and
 * the values it is compared with. An entity belongs to a segment when it matches every rule of the
 * segment; it matches one rule when it matches any of the rule's values.
 *
 * ```ts
 * SegmentRule.attribute('email').endsWith('@example.com', '@example.org');
 * SegmentRule.attribute('age').greaterThanOrEquals(18);
 * ```
 *
 * The operators are those the App Configuration API defines (`is`, `isNot`, `contains`,
 * `notContains`, `startsWith`, `notStartsWith`, `endsWith`, `notEndsWith`, `greaterThan`,
 * `greaterThanEquals`, `lesserThan`, `lesserThanEquals`).
 */
export abstract class SegmentRule {
  /**
   * Starts a rule on an attribute of the evaluated entity (`email`, `country`, `age`).
   * @param name the attribute name, as the application passes it to the SDK
   */
  public static attribute(name: string): SegmentAttribute {
    return SegmentAttribute._of(name);
  }

  /** The attribute the rule compares. */
  public abstract readonly attributeName: string;
  /** The API's operator, e.g. `endsWith`. */
  public abstract readonly operator: string;

  /** @internal */
  public abstract _bind(ctx: BindContext, field: string): RenderedSegmentRule | undefined;
}

/** A rule made by a `SegmentAttribute` method. */
class OperatorRule extends SegmentRule {
  constructor(public readonly attributeName: string, public readonly operator: string, private readonly values: Array<string | number>) {
    super();
  }

  public _bind(ctx: BindContext, field: string): RenderedSegmentRule | undefined {
    const p = ctx.problems;
    const before = ctx.problemCount;
    if (typeof this.attributeName !== 'string' || (!isUnresolved(this.attributeName) && this.attributeName.trim() === '')) {
      p.add(`${field}.attributeName`, typeof this.attributeName === 'string' ? 'is empty.' : 'expected a string.', {
        id: 'ibm:segment-rule-attribute', received: this.attributeName, allowed: 'the name of an attribute the application passes to the SDK, e.g. email', fix: "name the attribute, e.g. SegmentRule.attribute('email').",
      });
    }
    if (!Array.isArray(this.values) || this.values.length === 0) {
      p.add(`${field}.values`, 'is empty: a rule matches an entity whose attribute matches one of its values.', {
        id: 'ibm:segment-rule-values', received: this.values, allowed: 'one value or more', fix: `name a value, e.g. SegmentRule.attribute('${typeof this.attributeName === 'string' ? this.attributeName : 'email'}').${this.operator}(${NUMERIC.has(this.operator) ? '18' : "'@example.com'"}).`,
      });
      return undefined;
    }
    const numeric = NUMERIC.has(this.operator);
    const values = this.values.map((v, i) => {
      const at = `${field}.values[${i}]`;
      if (numeric) {
        if (typeof v === 'number' && (isUnresolved(v) || Number.isFinite(v))) return String(v);
        p.add(at, `is not a number, which ${this.operator} compares with.`, { id: 'ibm:segment-rule-number', received: v, allowed: 'a finite number', fix: 'write a number, e.g. 18.' });
        return '';
      }
      if (typeof v === 'string' && (isUnresolved(v) || v !== '')) return v;
      p.add(at, typeof v === 'string' ? 'is empty.' : 'expected a string.', { id: 'ibm:segment-rule-value', received: v, allowed: 'a non-empty string', fix: "write the value, e.g. '@example.com'." });
      return '';
    });
    return ctx.problemCount > before ? undefined : { attributeName: this.attributeName, operator: this.operator, values };
  }
}

/** The operators that compare numbers. */
const NUMERIC = new Set(['greaterThan', 'greaterThanEquals', 'lesserThan', 'lesserThanEquals']);

/**
 * An attribute a segment rule is being written on: each method makes the rule with one operator.
 * Made by `SegmentRule.attribute(name)`.
 */
export class SegmentAttribute {
  /** @internal */
  public static _of(name: string): SegmentAttribute {
    return new SegmentAttribute(name);
  }

  private constructor(private readonly name: string) {}

  /** The attribute is one of the values (`is`). */
  public is(...values: string[]): SegmentRule {
    return this.rule('is', values);
  }

  /** The attribute is one of the values (`is`): `is` with a list. */
  public isOneOf(values: string[]): SegmentRule {
    return this.rule('is', values);
  }

  /** The attribute is none of the values (`isNot`). */
  public isNot(...values: string[]): SegmentRule {
    return this.rule('isNot', values);
  }

  /** The attribute contains one of the values (`contains`). */
  public contains(...values: string[]): SegmentRule {
    return this.rule('contains', values);
  }

  /** The attribute contains none of the values (`notContains`). */
  public notContains(...values: string[]): SegmentRule {
    return this.rule('notContains', values);
  }

  /** The attribute starts with one of the values (`startsWith`). */
  public startsWith(...values: string[]): SegmentRule {
    return this.rule('startsWith', values);
  }

  /** The attribute starts with none of the values (`notStartsWith`). */
  public notStartsWith(...values: string[]): SegmentRule {
    return this.rule('notStartsWith', values);
  }

  /** The attribute ends with one of the values (`endsWith`). */
  public endsWith(...values: string[]): SegmentRule {
    return this.rule('endsWith', values);
  }

  /** The attribute ends with none of the values (`notEndsWith`). */
  public notEndsWith(...values: string[]): SegmentRule {
    return this.rule('notEndsWith', values);
  }

  /** The attribute is a number greater than the value (`greaterThan`). */
  public greaterThan(value: number): SegmentRule {
    return this.rule('greaterThan', [value]);
  }

  /** The attribute is a number greater than or equal to the value (`greaterThanEquals`). */
  public greaterThanOrEquals(value: number): SegmentRule {
    return this.rule('greaterThanEquals', [value]);
  }

  /** The attribute is a number less than the value (the API's `lesserThan`). */
  public lessThan(value: number): SegmentRule {
    return this.rule('lesserThan', [value]);
  }

  /** The attribute is a number less than or equal to the value (the API's `lesserThanEquals`). */
  public lessThanOrEquals(value: number): SegmentRule {
    return this.rule('lesserThanEquals', [value]);
  }

  private rule(operator: string, values: Array<string | number>): SegmentRule {
    return new OperatorRule(this.name, operator, Array.isArray(values) ? [...values] : values);
  }
}
describedAs(OperatorRule, 'SegmentRule');
