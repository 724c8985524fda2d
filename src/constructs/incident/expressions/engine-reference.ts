import type { AttributeType } from './attribute-type';
import type { IExpression } from './expression-ref';
import type { IAlertAttribute } from '../alerts/alert-attribute-ref';
import type { EngineContext, ExpressionInternals } from './private/engine';
import { isLiteralText } from '../../../core/l2/index';

type Kind = 'payload' | 'alert' | 'attribute' | 'expression' | 'other';

/**
 * A reference into what the incident.io engine reads when it evaluates an alert source or an
 * alert route, written by the library instead of a string: the payload of an incoming event
 * (alert sources), the alert's title, description and attributes (alert routes), or an
 * expression.
 *
 * ```ts
 * EngineRef.payload('labels.team')        // payload.labels.team
 * EngineRef.alertTitle()                  // alert.title
 * EngineRef.alertAttribute(team)          // alert.attributes.<id of the attribute>
 * EngineRef.expression(severity)          // expressions["severity"], and the resource defines it
 * ```
 *
 * A reference to an `Expression` makes the resource that uses it define the expression, so an
 * expression is never referred to by a name that the resource does not define.
 */
export class EngineRef {
  /**
   * The payload of an incoming event, or a path inside it (alert sources only).
   * @param path a dotted path inside the payload, e.g. `labels.team`
   * @default - the whole payload
   */
  public static payload(path?: string): EngineRef {
    return new EngineRef('payload', typeof path === 'string' ? `payload.${path}` : 'payload', path);
  }

  /** The title of the alert (alert routes). */
  public static alertTitle(): EngineRef {
    return new EngineRef('alert', 'alert.title');
  }

  /** The description of the alert (alert routes). */
  public static alertDescription(): EngineRef {
    return new EngineRef('alert', 'alert.description');
  }

  /**
   * The value of an alert attribute on the alert (alert routes): `alert.attributes.<attribute id>`.
   * @param attribute the alert attribute, defined here or looked up
   */
  public static alertAttribute(attribute: IAlertAttribute): EngineRef {
    const id = attributeIdOf(attribute);
    return new EngineRef('attribute', typeof id === 'string' ? `alert.attributes.${id}` : '', attribute);
  }

  /**
   * The result of an expression: `expressions["<reference>"]`. The resource that uses this
   * reference defines the expression.
   * @param expression the expression
   */
  public static expression(expression: IExpression): EngineRef {
    const name = nameOf(expression);
    return new EngineRef('expression', typeof name === 'string' ? `expressions["${name}"]` : '', expression);
  }

  /**
   * Any other reference the engine knows, as the engine writes it (e.g. `alert.priority`). Prefer
   * the factories above: an expression named here by its string is not defined by the resource.
   * @param reference the reference
   */
  public static of(reference: string): EngineRef {
    return new EngineRef('other', typeof reference === 'string' ? reference : '', reference);
  }

  /** The reference as the engine writes it, e.g. `alert.attributes.01HXYZ...` or `expressions["severity"]`. */
  public readonly reference: string;

  private constructor(private readonly kind: Kind, reference: string, private readonly given?: unknown) {
    this.reference = reference;
  }

  /** @internal The expression this reference names, if any. */
  public get _expression(): IExpression | undefined {
    return this.kind === 'expression' ? this.given as IExpression : undefined;
  }

  /** @internal How messages name the reference: an alert attribute by its construct path, else the reference. */
  public _describe(): string {
    const path = (this.given as { node?: { path?: unknown } } | undefined)?.node?.path;
    if (this.kind === 'attribute' && typeof path === 'string') return `the alert attribute ${path}`;
    return this.reference;
  }

  /** @internal The type of the value, when the library knows it: an alert attribute's, an expression's result. */
  public _valueType(): { type?: AttributeType; array?: boolean } {
    if (this.kind === 'attribute') {
      const a = (this.given ?? {}) as { attributeType?: unknown; array?: unknown };
      return { type: isType(a.attributeType) ? a.attributeType : undefined, array: typeof a.array === 'boolean' ? a.array : undefined };
    }
    if (this.kind === 'expression') return isExpression(this.given) ? this.given._result() : {};
    return {};
  }

  /**
   * @internal Checks the reference where a resource uses it (problems under `field`), defines the
   * expression it names, and returns the reference string, or undefined when it is unusable.
   */
  public _bind(ctx: EngineContext, field: string): string | undefined {
    const p = ctx.problems;
    switch (this.kind) {
      case 'payload': {
        const path = this.given;
        if (path !== undefined && path !== null && (typeof path !== 'string' || (isLiteralText(path) && !/^[^\s.][^\s]*$/.test(path)))) {
          p.add(field, 'is not a path inside the payload.', {
            id: 'incident:payload-path',
            received: path,
            allowed: "a dotted path without spaces, e.g. 'labels.team', or no path for the whole payload",
            fix: "write EngineRef.payload('labels.team'), or EngineRef.payload() for the whole payload.",
          });
          return undefined;
        }
        ctx.checkScope(field, this.reference);
        return this.reference;
      }
      case 'alert':
      case 'attribute': {
        if (this.kind === 'attribute' && this.reference === '') {
          p.add(field, 'refers to an alert attribute without an id.', {
            id: 'incident:alert-attribute-without-id',
            received: this.given,
            allowed: 'an AlertAttribute, or one looked up with AlertAttribute.fromName',
            fix: 'pass the alert attribute construct: EngineRef.alertAttribute(team).',
          });
          return undefined;
        }
        ctx.checkScope(field, this.reference, this.kind === 'attribute' ? 'an alert attribute' : this.reference);
        return this.reference;
      }
      case 'expression': {
        const e = this.given;
        if (isExpression(e) && typeof e._name !== 'string') {
          // An Expression whose reference is no string: it says so itself (its reference field), where it is used.
          e._bind(ctx, field);
          return undefined;
        }
        if (this.reference === '' || !isExpression(e)) {
          p.add(field, 'refers to no Expression.', {
            id: 'incident:not-an-expression',
            received: e,
            allowed: "an Expression, e.g. Expression.parse('severity', { source: '$.severity', returns: AttributeType.string() })",
            fix: 'pass the Expression object to EngineRef.expression.',
          });
          return undefined;
        }
        ctx.define(e, field);
        return this.reference;
      }
      default: {
        const r = this.given;
        if (typeof r !== 'string' || (isLiteralText(r) && r.trim() === '')) {
          p.add(field, 'is no reference.', {
            id: 'incident:empty-reference',
            received: r,
            allowed: "a reference the engine knows, e.g. 'alert.priority'",
            fix: 'use EngineRef.payload, alertTitle, alertAttribute or expression, or EngineRef.of with the reference.',
          });
          return undefined;
        }
        return r;
      }
    }
  }
}

function attributeIdOf(attribute: unknown): unknown {
  if (attribute === null || typeof attribute !== 'object') return undefined;
  try {
    return (attribute as { alertAttributeId?: unknown }).alertAttributeId;
  } catch {
    return undefined;
  }
}

function nameOf(expression: unknown): unknown {
  return expression !== null && typeof expression === 'object' ? (expression as { _name?: unknown })._name : undefined;
}

/** Whether `v` is an expression the resource can define (a JavaScript caller can pass anything). */
function isExpression(v: unknown): v is ExpressionInternals {
  if (v === null || typeof v !== 'object') return false;
  const e = v as { _bind?: unknown; _result?: unknown };
  return typeof e._bind === 'function' && typeof e._result === 'function';
}

function isType(v: unknown): v is AttributeType {
  return v !== null && typeof v === 'object' && typeof (v as { _bind?: unknown })._bind === 'function' && typeof (v as { kind?: unknown }).kind === 'string';
}
