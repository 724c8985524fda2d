import { BindContext, describedAs, isUnresolved } from '../../../core/l2/index';
import type { RenderedSegmentRule } from '../private/values';


/**
 * One rule of a segment: an attribute of the entity App Configuration evaluates, an operator and
 * the values it is compared with. An entity belongs to a segment when it matches every rule of the
 * segment; it matches one rule when it matches any of the rule's values (the negated operators
 * take one value for that reason: see `SegmentAttribute.isNot`).
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
    if (NEGATED.has(this.operator) && this.values.length > 1) {
      p.add(`${field}.values`, `has ${this.values.length} values, and ${this.operator} takes one: the SDKs negate each value and match when any does, so two different values would match every entity.`, {
        id: 'ibm:negated-rule-values', received: this.values, allowed: 'one value', fix: `write one rule per value, e.g. SegmentRule.attribute('${this.attributeName}').${this.operator}(${JSON.stringify(this.values[0])}), each in the segment's rules (all of them must match).`,
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

/** The negated operators: one value each. */
const NEGATED = new Set(['isNot', 'notContains', 'notStartsWith', 'notEndsWith']);

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

  /**
   * The attribute is not the value (`isNot`).   *
   * One value: the SDKs negate each value of a rule and match when any of them matches, so a
   * negated rule of two different values would match every entity. IBM's Go SDK evaluates no
   * negated operator (lib/internal/models/Rule.go: an unknown operator matches nothing); its Rust
   * SDK does (rule_operator.rs). Prefer a positive rule where an application reads the flags with
   * the Go SDK.
   */
  public isNot(value: string): SegmentRule {
    // A JavaScript caller may pass more: they are kept, and refused when the segment binds the rule.
    // eslint-disable-next-line prefer-rest-params
    return this.rule('isNot', arguments.length > 1 ? Array.from(arguments) : [value]);
  }

  /** The attribute contains one of the values (`contains`). */
  public contains(...values: string[]): SegmentRule {
    return this.rule('contains', values);
  }

  /**
   * The attribute does not contain the value (`notContains`).   *
   * One value: the SDKs negate each value of a rule and match when any of them matches, so a
   * negated rule of two different values would match every entity. IBM's Go SDK evaluates no
   * negated operator (lib/internal/models/Rule.go: an unknown operator matches nothing); its Rust
   * SDK does (rule_operator.rs). Prefer a positive rule where an application reads the flags with
   * the Go SDK.
   */
  public notContains(value: string): SegmentRule {
    // A JavaScript caller may pass more: they are kept, and refused when the segment binds the rule.
    // eslint-disable-next-line prefer-rest-params
    return this.rule('notContains', arguments.length > 1 ? Array.from(arguments) : [value]);
  }

  /** The attribute starts with one of the values (`startsWith`). */
  public startsWith(...values: string[]): SegmentRule {
    return this.rule('startsWith', values);
  }

  /**
   * The attribute does not start with the value (`notStartsWith`).   *
   * One value: the SDKs negate each value of a rule and match when any of them matches, so a
   * negated rule of two different values would match every entity. IBM's Go SDK evaluates no
   * negated operator (lib/internal/models/Rule.go: an unknown operator matches nothing); its Rust
   * SDK does (rule_operator.rs). Prefer a positive rule where an application reads the flags with
   * the Go SDK.
   */
  public notStartsWith(value: string): SegmentRule {
    // A JavaScript caller may pass more: they are kept, and refused when the segment binds the rule.
    // eslint-disable-next-line prefer-rest-params
    return this.rule('notStartsWith', arguments.length > 1 ? Array.from(arguments) : [value]);
  }

  /** The attribute ends with one of the values (`endsWith`). */
  public endsWith(...values: string[]): SegmentRule {
    return this.rule('endsWith', values);
  }

  /**
   * The attribute does not end with the value (`notEndsWith`).   *
   * One value: the SDKs negate each value of a rule and match when any of them matches, so a
   * negated rule of two different values would match every entity. IBM's Go SDK evaluates no
   * negated operator (lib/internal/models/Rule.go: an unknown operator matches nothing); its Rust
   * SDK does (rule_operator.rs). Prefer a positive rule where an application reads the flags with
   * the Go SDK.
   */
  public notEndsWith(value: string): SegmentRule {
    // A JavaScript caller may pass more: they are kept, and refused when the segment binds the rule.
    // eslint-disable-next-line prefer-rest-params
    return this.rule('notEndsWith', arguments.length > 1 ? Array.from(arguments) : [value]);
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
