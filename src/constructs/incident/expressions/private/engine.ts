/**
 * Binding the incident.io engine values of the alert L2s (references, bindings, conditions,
 * expressions, rich text) into the L1 input of one resource. A resource binds them with one
 * `EngineContext`: the kit's `BindContext` (the construct, the problems) and what the engine values
 * need besides: the kind of resource, and the expressions the values use, so that every expression
 * a reference names is defined by the same resource, once. Not part of the public API.
 */
import { BindContext, IConstruct, Problems } from '../../../../core/l2/index';
import type { AttributeType } from '../attribute-type';

/**
 * What bindings and references use of an `Expression` beyond its contract (`IExpression`): what it
 * gives, and how it binds for the resource that defines it. Typed here so that `binding.ts` and
 * `engine-reference.ts` import no `Expression`.
 */
export interface ExpressionInternals extends DefinableExpression {
  _result(depth?: number): { readonly type?: AttributeType; readonly array?: boolean };
}

/** `{ literal }` or `{ reference }`. */
export interface ValueShape {
  readonly literal?: string;
  readonly reference?: string;
}

/** A binding: one value or several. */
export interface BindingShape {
  readonly value?: ValueShape;
  readonly arrayValue?: ValueShape[];
}

/** A condition as the engine stores it. */
export interface ConditionShape {
  readonly subject: string;
  readonly operation: string;
  readonly paramBindings: BindingShape[];
}

/** A condition group: conditions that must all hold. */
export interface GroupShape {
  readonly conditions: ConditionShape[];
}

/** An expression as the engine stores it. */
export interface ExpressionShape {
  readonly label: string;
  readonly reference: string;
  readonly rootReference: string;
  readonly operations: object[];
  readonly elseBranch?: { readonly result: BindingShape };
}

/** The resource an engine value is bound into: alert sources read the payload, alert routes the alert. */
export type EngineScope = 'source' | 'route';

/** What an expression gives the context that defines it. */
export interface DefinableExpression {
  /** The reference, e.g. `severity` (referred to as `expressions["severity"]`). */
  readonly _name: unknown;
  /** Binds the expression (and defines those it uses). */
  _bind(ctx: EngineContext, field: string): ExpressionShape | undefined;
}

/** One expression defined by the resource: where it was first used, and what it renders. */
interface Definition {
  readonly expression: DefinableExpression;
  readonly field: string;
  shape?: ExpressionShape;
}

/** The binding of the engine values of one resource. */
export class EngineContext extends BindContext {
  private readonly defined = new Map<string, Definition>();
  private readonly beingBound = new Set<DefinableExpression>();

  /**
   * @param scope the construct that renders the values (warnings go to it)
   * @param problems where the problems go
   * @param where the kind of resource
   */
  constructor(scope: IConstruct, problems: Problems, public readonly where: EngineScope) {
    super(scope, problems);
  }

  /** How messages name the resource. */
  public get what(): string {
    return this.where === 'source' ? 'an alert source' : 'an alert route';
  }

  /**
   * Defines an expression that a value uses (once per resource); reports another expression with
   * the same reference, and expressions that refer to themselves.
   */
  public define(expression: DefinableExpression, field: string): void {
    const name = expression._name;
    if (typeof name !== 'string') return; // reported by the expression
    if (this.beingBound.has(expression)) {
      this.problems.add(field, `refers to the expression "${name}" from inside that expression: the engine evaluates expressions in the order they use each other, and a cycle has none.`, {
        id: 'incident:expression-cycle',
        received: `expressions["${name}"]`,
        allowed: 'references to other expressions, or to the payload or the alert',
        fix: 'point the fallback or the root of the expression at another expression or at the payload.',
      });
      return;
    }
    const seen = this.defined.get(name);
    if (seen) {
      if (seen.expression !== expression) {
        this.problems.add(field, `is another expression with the reference "${name}", which ${seen.field} defines already: the references of one resource's expressions are unique.`, {
          id: 'incident:expression-reference-taken',
          received: `expressions["${name}"]`,
          allowed: 'one Expression per reference, used as often as needed',
          fix: `give one of them another reference, or reuse the same Expression object (${seen.field}).`,
        });
      }
      return;
    }
    const entry: Definition = { expression, field };
    this.defined.set(name, entry);
    this.beingBound.add(expression);
    try {
      entry.shape = expression._bind(this, field);
    } finally {
      this.beingBound.delete(expression);
    }
  }

  /** The expressions defined, by reference. */
  public expressions(): ExpressionShape[] {
    return [...this.defined.keys()].sort().map((k) => this.defined.get(k)!.shape).filter((s): s is ExpressionShape => s !== undefined);
  }
}
