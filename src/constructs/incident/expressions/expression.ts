import { AttributeType } from './attribute-type';
import type { Binding } from './binding';
import type { Condition } from './condition';
import { EngineRef } from './engine-reference';
import type { IExpression } from './expression-ref';
import type { ICatalogAttribute } from '../catalog/catalog-attribute-ref';
import type { BindingShape, EngineContext, ExpressionShape } from './private/engine';
import type { ValueType } from './private/engine-types';
import { bindOperation, checkedBinding, Operation } from './private/expression-operations';
import { bindOptions, describeValue, isLiteralText, isObjectLiteral, literalText } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/** Options of `Expression.parse`. */
export interface ParseExpressionOptions {
  /**
   * The JavaScript (ES5) expression the engine runs on the root to extract the value, with `$` for
   * the root, e.g. `$.labels.team` or `$['query_params']['team']`.
   * Literal text: it reaches the provider as written (`${` and `%{` included).
   */
  readonly source: string;
  /** The type of the value extracted, e.g. `AttributeType.catalogEntry(teams)`. */
  readonly returns: AttributeType;
  /**
   * Whether the value is a list.
   * @default false
   */
  readonly array?: boolean;
  /**
   * Where the expression starts.
   * @default EngineRef.payload() (the payload of the event, on an alert source)
   */
  readonly from?: EngineRef;
  /**
   * The name the dashboard shows. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - the reference
   */
  readonly label?: string;
}

/** Options of `Expression.navigate`. */
export interface NavigateExpressionOptions {
  /** Where the expression starts: a catalog-backed value, e.g. `EngineRef.alertAttribute(team)`. */
  readonly from: EngineRef;
  /**
   * The catalog type attribute to navigate to (rendered `catalog_attribute["<its id>"]`): one
   * defined here (`teams.addAttribute('channel', ...)`) or known by its id
   * (`CatalogAttribute.fromCatalogAttributeAttributes(this, 'Channel', { catalogAttributeId })`).
   */
  readonly attribute: ICatalogAttribute;
  /**
   * The name the dashboard shows. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - the reference
   */
  readonly label?: string;
}

/** One branch of `Expression.branches`: when the condition holds, the result. */
export interface ExpressionBranch {
  /** The condition, on absolute references (e.g. `EngineRef.alertAttribute(priority)`). */
  readonly when: Condition;
  /** What the expression gives when the condition holds; checked against `returns`. */
  readonly result: Binding;
}

/** Options of `Expression.branches`. */
export interface BranchesExpressionOptions {
  /** The type every branch gives. */
  readonly returns: AttributeType;
  /**
   * Whether the branches give lists.
   * @default false
   */
  readonly array?: boolean;
  /** The branches, first match wins; at least one. */
  readonly branches: ExpressionBranch[];
  /**
   * What the expression gives when no branch matches (the expression's else branch); checked
   * against `returns`.
   * @default - nothing
   */
  readonly otherwise?: Binding;
  /**
   * The name the dashboard shows. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - the reference
   */
  readonly label?: string;
}

/** Options of `expression.thenParse`. */
export interface ParseOperationOptions {
  /**
   * Whether the value is a list.
   * @default false
   */
  readonly array?: boolean;
}

interface State {
  readonly name: unknown;
  readonly label: unknown;
  /** The root; undefined for branches (the provider requires `.`, the whole scope). */
  readonly root?: unknown;
  readonly ops: readonly Operation[];
  readonly fallback?: unknown;
  /** The options the starting factory was given, checked at render. */
  readonly options: { readonly value: unknown; readonly struct: 'ParseExpressionOptions' | 'NavigateExpressionOptions' | 'BranchesExpressionOptions'; readonly factory: string };
}

/** How the options of each factory are written, for messages. */
const OPTIONS_EXAMPLES: Record<State['options']['struct'], string> = {
  ParseExpressionOptions: "Expression.parse('team', { source: '$.labels.team', returns: AttributeType.string() })",
  NavigateExpressionOptions: 'Expression.navigate(\'channel\', { from: EngineRef.alertAttribute(team), attribute: channel })',
  BranchesExpressionOptions: "Expression.branches('urgency', { returns: AttributeType.string(), branches: [{ when, result }] })",
};

/** The references of expressions: letters, digits, `-` and `_` (expression_v3_payload.go: FallbackSuffix). */
const REFERENCE = /^[A-Za-z0-9_-]+$/;

/**
 * An expression of the incident.io engine: a value derived from the payload (alert sources) or
 * the alert (alert routes) by a pipeline of operations, with a fallback. Build it from a factory
 * and the `then...` methods; each returns a new Expression.
 *
 * ```ts
 * const team = Expression.parse('team', { source: '$.labels.team', returns: AttributeType.catalogEntry(teams) })
 *   .fallback(Binding.literal(teams.entryRef('platform')));
 * const priority = AlertAttribute.priority(this, 'Priority');
 * const urgency = Expression.branches('urgency', {
 *   returns: AttributeType.string(),
 *   branches: [{ when: Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1')), result: Binding.literal('high') }],
 *   otherwise: Binding.literal('low'),
 * });
 * source.bind(teamAttribute, Binding.expression(team));
 * ```
 *
 * - An expression is defined by the resource that uses it (`Binding.expression`,
 *   `EngineRef.expression`, a rich-text variable), so a reference never names an expression the
 *   resource does not define. Two different expressions with one reference in one resource are
 *   an error.
 * - `Expression.branches` starts from the whole scope (`root_reference = "."`), as the provider
 *   requires for branches (ValidateConfig), so conditions use absolute references.
 * - Fallbacks and branch results are checked against what the expression returns (the server
 *   does the same): a list for a single value, a literal that is no number for a `Number`, a
 *   reference of another type. An expression that returns catalog entries takes entries
 *   (`Binding.literal(teams.entryRef('platform'))`), not their external ids or names.
 */
export class Expression implements IExpression {
  /**
   * Extracts a value with a JavaScript expression (`parse`).
   * @param reference the reference (letters, digits, `-`, `_`), unique in the resource
   * @param options the source, the type returned, where to start
   */
  public static parse(reference: string, options: ParseExpressionOptions): Expression {
    const o: Partial<ParseExpressionOptions> = isObjectLiteral(options) ? options : {};
    return new Expression({
      name: reference,
      label: o.label,
      root: o.from ?? EngineRef.payload(),
      ops: [{ kind: 'parse', source: o.source, returns: o.returns, array: o.array, field: 'options' }],
      options: { value: options, struct: 'ParseExpressionOptions', factory: 'Expression.parse' },
    });
  }

  /**
   * Follows a catalog attribute from a catalog-backed value (`navigate`), e.g. from the team of
   * the alert to the team's Slack channel.
   * @param reference the reference (letters, digits, `-`, `_`), unique in the resource
   * @param options where to start, and the attribute to navigate to
   */
  public static navigate(reference: string, options: NavigateExpressionOptions): Expression {
    const o: Partial<NavigateExpressionOptions> = isObjectLiteral(options) ? options : {};
    return new Expression({
      name: reference,
      label: o.label,
      root: o.from,
      ops: [{ kind: 'navigate', attribute: o.attribute, field: 'options.attribute' }],
      options: { value: options, struct: 'NavigateExpressionOptions', factory: 'Expression.navigate' },
    });
  }

  /**
   * Gives the result of the first branch whose condition holds (`branches`), else `otherwise`.
   * Starts from the whole scope (`root_reference = "."`).
   * @param reference the reference (letters, digits, `-`, `_`), unique in the resource
   * @param options the type returned, the branches and the default
   */
  public static branches(reference: string, options: BranchesExpressionOptions): Expression {
    const o: Partial<BranchesExpressionOptions> = isObjectLiteral(options) ? options : {};
    return new Expression({
      name: reference,
      label: o.label,
      ops: [{ kind: 'branches', options: o, field: 'options' }],
      fallback: o.otherwise,
      options: { value: options, struct: 'BranchesExpressionOptions', factory: 'Expression.branches' },
    });
  }

  private constructor(private readonly state: State) {}

  /** The reference of the expression, e.g. `severity`. */
  public get reference(): string {
    return this.state.name as string;
  }

  /** How a resource refers to the expression: `expressions["<reference>"]`. */
  public get engineReference(): string {
    return `expressions["${typeof this.state.name === 'string' ? this.state.name : describeValue(this.state.name)}"]`;
  }

  /** @internal The reference, for the resource that defines the expression. */
  public get _name(): unknown {
    return this.state.name;
  }

  /**
   * Extracts a value from the result with a JavaScript expression (`parse`).
   * @param source the JavaScript (ES5) expression, `$` for the current value. Literal text: it
   * reaches the provider as written (`${` and `%{` included).
   * @param returns the type of the value extracted
   * @param options whether it is a list
   */
  public thenParse(source: string, returns: AttributeType, options: ParseOperationOptions = {}): Expression {
    return this.with({ kind: 'parse', source, returns, array: isObjectLiteral(options) ? options.array : options, options, field: `thenParse[${this.state.ops.length}]` });
  }

  /**
   * Follows a catalog attribute of the result (`navigate`).
   * @param attribute the catalog type attribute, defined here or known by its id
   */
  public thenNavigate(attribute: ICatalogAttribute): Expression {
    return this.with({ kind: 'navigate', attribute, field: `thenNavigate[${this.state.ops.length}]` });
  }

  /**
   * Keeps the values of the result for which the condition holds (`filter`).
   * @param condition the condition
   */
  public filter(condition: Condition): Expression {
    return this.with({ kind: 'filter', condition, field: `filter[${this.state.ops.length}]` });
  }

  /** The first value of the result (`first`). */
  public first(): Expression {
    return this.with({ kind: 'first', field: `first[${this.state.ops.length}]` });
  }

  /** The number of values of the result (`count`). */
  public count(): Expression {
    return this.with({ kind: 'count', field: `count[${this.state.ops.length}]` });
  }

  /** The sum of the values of the result (`sum`). */
  public sum(): Expression {
    return this.with({ kind: 'sum', field: `sum[${this.state.ops.length}]` });
  }

  /** The lowest value of the result (`min`). */
  public min(): Expression {
    return this.with({ kind: 'min', field: `min[${this.state.ops.length}]` });
  }

  /** The highest value of the result (`max`). */
  public max(): Expression {
    return this.with({ kind: 'max', field: `max[${this.state.ops.length}]` });
  }

  /** One value of the result, at random (`random`). */
  public random(): Expression {
    return this.with({ kind: 'random', field: `random[${this.state.ops.length}]` });
  }

  /**
   * What the expression gives when the pipeline gives nothing (its else branch). Checked against
   * what the expression returns, as the server does: for an expression that returns catalog
   * entries, an entry (`Binding.literal(teams.entryRef('platform'))`), not a string that names one.
   * @param value a literal, a reference or another expression
   */
  public fallback(value: Binding): Expression {
    return new Expression({ ...this.state, fallback: value });
  }

  /** @internal What the expression returns, as far as the library knows (the provider's inferResultType, with the root's type). */
  public _result(depth = 0): { readonly type?: AttributeType; readonly array?: boolean } {
    if (depth > 20) return {};
    const root = this.state.root;
    let r: ValueType = root instanceof EngineRef ? rootResult(root, depth) : {};
    for (const op of this.state.ops) {
      switch (op.kind) {
        case 'parse':
          r = { type: op.returns instanceof AttributeType ? op.returns : undefined, array: op.array === undefined ? false : op.array === true };
          break;
        case 'branches':
          r = { type: op.options.returns instanceof AttributeType ? op.options.returns : undefined, array: op.options.array === true };
          break;
        case 'first': case 'min': case 'max': case 'random':
          r = { type: r.type, array: false };
          break;
        case 'count': case 'sum':
          r = { array: false };
          break;
        case 'filter':
          break;
        default:
          r = {};
      }
    }
    return r;
  }

  /** @internal Binds the expression into the resource of `ctx` (problems under `field`). */
  public _bind(ctx: EngineContext, field: string): ExpressionShape | undefined {
    const p = ctx.problems;
    const s = this.state;
    const at = `${field}.expression(${describeValue(s.name)})`;
    let ok = true;
    const before = p.length;
    const given = s.options.value;
    if (given !== null && typeof given === 'object' && !Array.isArray(given) && !isObjectLiteral(given)) {
      // A JavaScript caller's AttributeType or other value where the options object goes.
      p.add(`${at}.options`, `expected the options of ${s.options.factory}, an object literal (${s.options.struct}).`, {
        id: 'incident:expression-options-not-object', received: given, allowed: `an object literal with the keys of ${s.options.struct}`, fix: `write the options as { ... }, e.g. ${OPTIONS_EXAMPLES[s.options.struct]}.`,
      });
      return undefined;
    }
    bindOptions(ctx, OPTIONS, given as object, s.options.struct, `${at}.options`, s.options.factory);
    if (p.length > before) return undefined;
    if (typeof s.name !== 'string' || !REFERENCE.test(s.name)) {
      p.add(`${at}.reference`, 'is not a reference of an expression: references are made of letters, digits, - and _.', {
        id: 'incident:expression-reference',
        received: s.name,
        allowed: "letters, digits, '-' and '_', e.g. 'team' or 'alert-severity'",
        fix: 'name the expression with a short identifier, e.g. Expression.parse(\'team\', ...).',
      });
      return undefined;
    }
    if (s.label !== undefined && s.label !== null && (typeof s.label !== 'string' || (isLiteralText(s.label) && s.label.trim() === ''))) {
      ok = false;
      p.add(`${at}.options.label`, 'is not a label.', { id: 'incident:expression-label', received: s.label, allowed: 'a non-empty string', fix: 'give a label, or leave it out to show the reference.' });
    }
    let rootReference = '.';
    if (s.ops[0]?.kind !== 'branches') {
      if (!(s.root instanceof EngineRef)) {
        const unset = s.root === undefined || s.root === null;
        p.add(`${at}.options.from`, unset ? 'is required: the expression starts from a value.' : 'expected an EngineRef.', {
          id: unset ? 'incident:expression-root-required' : 'incident:not-an-engine-ref',
          received: s.root,
          allowed: 'an EngineRef, e.g. EngineRef.alertAttribute(team)',
          fix: 'say where the expression starts, e.g. from: EngineRef.alertAttribute(team).',
        });
        return undefined;
      }
      const r = s.root._bind(ctx, `${at}.options.from`);
      if (r === undefined) return undefined;
      rootReference = r;
    }
    const operations: object[] = [];
    for (const op of s.ops) {
      const o = bindOperation(ctx, `${at}.${op.field}`, op);
      if (o === undefined) ok = false;
      else operations.push(o);
    }
    let elseBranch: { result: BindingShape } | undefined;
    if (s.fallback !== undefined && s.fallback !== null) {
      const first = s.ops[0];
      const fieldOf = first?.kind === 'branches' && s.fallback === first.options.otherwise ? 'options.otherwise' : 'fallback';
      const b = checkedBinding(ctx, `${at}.${fieldOf}`, s.fallback, this._result(), 'a fallback');
      if (b === undefined) ok = false;
      else elseBranch = { result: b };
    }
    if (!ok) return undefined;
    return {
      // The label reaches the dashboard as written: escaped here, where it is handed to the L1.
      label: typeof s.label === 'string' ? literalText(s.label) : s.name,
      reference: s.name,
      rootReference,
      operations,
      ...(elseBranch ? { elseBranch } : {}),
    };
  }

  private with(op: Operation): Expression {
    return new Expression({ ...this.state, ops: [...this.state.ops, op] });
  }
}

function rootResult(root: EngineRef, depth: number): ValueType {
  const e = root._expression;
  if (e instanceof Expression) return e._result(depth + 1);
  return root._valueType();
}
