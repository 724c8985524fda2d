/**
 * Binding the incident.io engine values of the alert L2s (references, bindings, conditions,
 * expressions, rich text) into the L1 input of one resource. A resource binds them with one
 * `EngineContext`: the kit's `BindContext` (the construct, the problems) and what the engine values
 * need besides: the kind of resource, and the expressions the values use, so that every expression
 * a reference names is defined by the same resource, once. Not part of the public API.
 */
import { BindContext, IConstruct, ProblemDetails, Problems } from '../../../../core/l2/index';
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

/** A literal value the L2 refuses: the problem, and the shape it was rendered into. */
interface RefusedLiteral {
  /** The problem, as added. */
  readonly problem: object;
  /** The fix without the override. */
  readonly fix: string;
  /** The object the value was rendered into (`{ literal }`), found again in the L1 config. */
  readonly marker: object;
  readonly value: string;
}

/** The binding of the engine values of one resource. */
export class EngineContext extends BindContext {
  private readonly defined = new Map<string, Definition>();
  private readonly beingBound = new Set<DefinableExpression>();
  private readonly refused: RefusedLiteral[] = [];
  /** The catalog entries the values name, where: judged at synth, once the app's entries are all added. */
  public readonly entries: Array<{ readonly field: string; readonly entry: object }> = [];

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

  /**
   * Warns when a reference reads what this kind of resource does not: the event payload on an
   * alert route, the alert on an alert source (`incident:reference-scope`).
   * @param reference the reference as the engine writes it, e.g. `payload.title`
   * @param shown how the message shows it, e.g. `{{ payload.title }}` for a template's variable
   */
  public checkScope(field: string, reference: string, shown = reference): void {
    if (this.where === 'route' && /^payload($|[.[])/.test(reference)) {
      this.warn('incident:reference-scope', `${field}: refers to the event payload (${shown}), which an alert route does not read: `
        + 'routes read the alert (EngineRef.alertTitle(), EngineRef.alertAttribute(attribute)). Bind the payload value to an alert attribute '
        + 'on the alert source (source.bind(attribute, Binding.reference(EngineRef.payload(...)))), and refer to that attribute here.');
    }
    if (this.where === 'source' && /^alert($|[.[])/.test(reference)) {
      this.warn('incident:reference-scope', `${field}: refers to the alert (${shown}), which an alert source is building: `
        + 'a source template reads the event payload (EngineRef.payload(...)) and expressions over it.');
    }
  }

  /**
   * Refuses a literal value the API documents as wrong here (a string where a catalog entry id is
   * taken): the problem's fix (given without its closing period) ends with the way to send the
   * value as it is, through the L1. The value stays rendered in `marker`, so that
   * `completeOverrides` can name its path in the L1.
   */
  public refuseLiteral(field: string, problem: string, parts: ProblemDetails, marker: object, value: string): void {
    this.problems.add(field, problem, { ...parts, fix: `${parts.fix}${overrideSentence(value)}` });
    this.refused.push({ problem: this.problems.list[this.problems.list.length - 1], fix: parts.fix, marker, value });
  }

  /**
   * How many problems there are besides refused literals: what makes a value unusable (a refused
   * literal is still rendered, so that its override can be named).
   */
  public get hardProblemCount(): number {
    return this.problems.length - this.refused.length;
  }

  /**
   * Names, in the fix of each refused literal, the exact override of the L1 that sends it as it
   * is: the path of its value in the L1's JSON (`config` is the L1 config the resource renders, in
   * the L1's property names; `owner` names the L2 in the sentence, e.g. `route`).
   */
  public completeOverrides(config: object, owner: string): void {
    const list = this.problems.list;
    for (const r of this.refused) {
      const at = list.indexOf(r.problem as never);
      const path = pathOf(config, r.marker);
      if (at < 0 || path === undefined) continue;
      list[at] = { ...list[at], fix: `${r.fix}${overrideSentence(r.value, `${owner}.resource.addOverride('${path}.literal', ${quoted(r.value)})`)}` };
    }
  }

  /** The expressions defined, by reference. */
  public expressions(): ExpressionShape[] {
    return [...this.defined.keys()].sort().map((k) => this.defined.get(k)!.shape).filter((s): s is ExpressionShape => s !== undefined);
  }
}

/** `; or, to send 'x' as it is, ...`: the way to the literal behaviour through the L1 (after a fix without its period). */
function overrideSentence(value: string, override?: string): string {
  const how = override ?? `resource.addOverride('<the path of this value in the L1>', ${quoted(value)})`;
  return `; or, to send ${quoted(value)} as it is, pass an accepted value here and override the L1: ${how}.`;
}

/** A string as a TypeScript literal in single quotes. */
function quoted(v: string): string {
  return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * The path of `marker` inside an L1 config, as Terraform's JSON names it (`alert_sources.0.
 * condition_groups.0.conditions.0.param_bindings.0.array_value.0.literal`), the form `addOverride`
 * takes; undefined when it is not there. Each object is visited once: a value the user passed may
 * be cyclic or share its parts, and is walked in time linear in its size.
 */
export function pathOf(config: unknown, marker: object, seen = new Set<object>(), depth = 0): string | undefined {
  if (config === null || typeof config !== 'object' || seen.has(config) || depth > 30) return undefined;
  seen.add(config);
  const entries: Array<[string, unknown]> = Array.isArray(config) ? config.map((v, i) => [String(i), v]) : Object.entries(config);
  for (const [k, v] of entries) {
    if (v === undefined) continue;
    const key = Array.isArray(config) ? k : terraformName(k);
    if (v === marker) return key;
    const inner = pathOf(v, marker, seen, depth + 1);
    if (inner !== undefined) return `${key}.${inner}`;
  }
  return undefined;
}

/** The Terraform name of an L1 config property: `conditionGroups` is `condition_groups`; `defaultAttribute` is `default`. */
function terraformName(k: string): string {
  return k === 'defaultAttribute' ? 'default' : k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
