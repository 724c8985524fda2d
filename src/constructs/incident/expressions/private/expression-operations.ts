/**
 * The operations of an expression's pipeline (`parse`, `navigate`, `filter`, `branches`, `first`,
 * `count`, ...), checked and bound where a resource defines the expression, and the bindings an
 * expression gives (a fallback, a branch result), checked against what it returns as the server
 * checks them. Not part of the public API.
 */
import type { BindingShape, EngineContext, GroupShape } from './engine';
import { checkAssignable, ValueType } from './engine-types';
import { booleanOf, isLiteralText, isObjectLiteral, literalText, listOf, objectOf } from '../../../../core/l2/index';
import type { ICatalogAttribute } from '../../catalog/catalog-attribute-ref';
import { OPTIONS } from '../../private/option-keys.generated';
import { AttributeType } from '../attribute-type';
import { Binding } from '../binding';
import { Condition } from '../condition';

/** What `Expression.branches` was given (a JavaScript caller can pass anything). */
export interface BranchesInput {
  readonly returns?: unknown;
  readonly array?: unknown;
  readonly branches?: unknown;
  readonly otherwise?: unknown;
}

/** One operation of the pipeline, as the factory or `then...` method recorded it, and where. */
export type Operation =
  | { readonly kind: 'parse'; readonly source: unknown; readonly returns: unknown; readonly array: unknown; readonly options?: unknown; readonly field: string }
  | { readonly kind: 'navigate'; readonly attribute: unknown; readonly field: string }
  | { readonly kind: 'filter'; readonly condition: unknown; readonly field: string }
  | { readonly kind: 'branches'; readonly options: BranchesInput; readonly field: string }
  | { readonly kind: 'first' | 'count' | 'sum' | 'min' | 'max' | 'random'; readonly field: string };

/**
 * Binds one operation (problems under `field`): what the expression's `operations` hold, or
 * undefined when it is unusable.
 */
export function bindOperation(ctx: EngineContext, field: string, op: Operation): object | undefined {
  switch (op.kind) {
    case 'parse': return bindParse(ctx, field, op);
    case 'navigate': return bindNavigate(ctx, field, op.attribute);
    case 'filter': {
      if (!(op.condition instanceof Condition)) {
        ctx.problems.add(field, 'expected a Condition.', { id: 'incident:not-a-condition', received: op.condition, allowed: 'a Condition', fix: 'make the condition with a Condition factory.' });
        return undefined;
      }
      const groups = op.condition._bind(ctx, field);
      return groups === undefined ? undefined : { operationType: 'filter', filter: { conditionGroups: groups } };
    }
    case 'branches': return bindBranches(ctx, field, op.options);
    default:
      return { operationType: op.kind };
  }
}

function bindParse(ctx: EngineContext, field: string, op: Extract<Operation, { kind: 'parse' }>): object | undefined {
  const p = ctx.problems;
  const source = op.source;
  let ok = true;
  if (typeof source !== 'string' || (isLiteralText(source) && source.trim() === '')) {
    ok = false;
    p.add(`${field}.source`, 'is no JavaScript expression.', {
      id: 'incident:expression-source', received: source, allowed: "an ES5 expression on $, e.g. '$.labels.team'", fix: 'give the expression that extracts the value.',
    });
  }
  const before = p.length;
  if (isObjectLiteral(op.options)) OPTIONS.check(p, op.options, 'ParseOperationOptions', `${field}.options`);
  if (p.length > before) ok = false;
  const type = typeOf(ctx, `${field}.returns`, op.returns);
  const array = booleanOf(p, `${field}.array`, op.array, 'write array: true for a list, or leave it out.');
  if (op.array !== undefined && op.array !== null && array === undefined) ok = false;
  if (!ok || type === undefined) return undefined;
  // The source reaches the engine as written: escaped here, where it is handed to the L1.
  return { operationType: 'parse', parse: { source: literalText(source), returns: { type, array: array === true } } };
}

function bindNavigate(ctx: EngineContext, field: string, a: unknown): object | undefined {
  const isAttribute = a !== null && typeof a === 'object' && 'catalogAttributeId' in a;
  // Reading the id of an attribute known without one throws, naming it.
  const id = isAttribute ? (a as ICatalogAttribute).catalogAttributeId : undefined;
  if (typeof id !== 'string' || (isLiteralText(id) && id.trim() === '')) {
    const bare = typeof a === 'string';
    ctx.problems.add(field, isAttribute ? 'names no catalog attribute: its id is empty.' : `expected a catalog attribute (an ICatalogAttribute)${bare ? ', not an id' : ''}.`, {
      id: isAttribute ? 'incident:navigate-attribute-without-id' : 'incident:navigate-not-an-attribute',
      received: isAttribute ? id : a,
      allowed: "a catalog attribute: teams.addAttribute('channel', ...), or CatalogAttribute.fromCatalogAttributeAttributes(this, 'Channel', { catalogAttributeId })",
      fix: bare
        ? `refer to it by its id: CatalogAttribute.fromCatalogAttributeAttributes(this, 'Attribute', { catalogAttributeId: '${a}' }).`
        : 'pass the attribute construct to navigate to.',
    });
    return undefined;
  }
  return { operationType: 'navigate', navigate: { reference: `catalog_attribute["${id}"]` } };
}

function bindBranches(ctx: EngineContext, field: string, o: BranchesInput): object | undefined {
  const p = ctx.problems;
  const type = typeOf(ctx, `${field}.returns`, o.returns);
  let ok = type !== undefined;
  const array = booleanOf(p, `${field}.array`, o.array, 'write array: true for lists, or leave it out.');
  if (o.array !== undefined && o.array !== null && array === undefined) ok = false;
  const parts = {
    allowed: '[{ when: Condition, result: Binding }, ...]',
    fix: 'give at least one branch; for a value without conditions, use a fallback.',
    knownFix: 'write the branches in code: the library checks each one against returns.',
  };
  const unset = o.branches === undefined || o.branches === null;
  const list = unset ? undefined : listOf(p, `${field}.branches`, o.branches as unknown[], { ...parts, of: 'branches' });
  if (unset || list?.length === 0) {
    p.add(`${field}.branches`, unset ? 'expected a list of branches.' : 'is empty: branches need at least one branch.', {
      id: 'incident:expression-without-branches', received: o.branches, allowed: parts.allowed, fix: parts.fix,
    });
  }
  if (list === undefined || list.length === 0) return undefined;
  const result: ValueType = { type: o.returns instanceof AttributeType ? o.returns : undefined, array: array === true };
  const branches: Array<{ conditionGroups: GroupShape[]; result: BindingShape }> = [];
  list.forEach((b, i) => {
    const at = `${field}.branches[${i}]`;
    const branch = objectOf(p, at, b as { when?: unknown; result?: unknown }, {
      problem: 'expected a branch.', allowed: '{ when: Condition, result: Binding }', fix: 'write each branch as { when, result }.',
    });
    if (branch === undefined) {
      ok = false;
      return;
    }
    const before = ctx.hardProblemCount;
    OPTIONS.check(p, branch, 'ExpressionBranch', at);
    let groups: GroupShape[] | undefined;
    if (!(branch.when instanceof Condition)) {
      p.add(`${at}.when`, branch.when === undefined || branch.when === null ? 'is required.' : 'expected a Condition.', {
        id: branch.when === undefined || branch.when === null ? 'incident:branch-condition-required' : 'incident:not-a-condition',
        received: branch.when,
        allowed: "a Condition, e.g. Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1'))",
        fix: 'give the condition of the branch.',
      });
    } else {
      groups = branch.when._bind(ctx, `${at}.when`);
    }
    const r = checkedBinding(ctx, `${at}.result`, branch.result, result, 'a branch result');
    // A refused literal leaves the branch rendered (the path of its override is named in the resource).
    if (groups === undefined || r === undefined || ctx.hardProblemCount > before) ok = false;
    else branches.push({ conditionGroups: groups, result: r });
  });
  if (!ok) return undefined;
  return { operationType: 'branches', branches: { branches, returns: { type: type!, array: array === true } } };
}

/** The engine's name of the type an operation returns (problems under `field`). */
export function typeOf(ctx: EngineContext, field: string, t: unknown): string | undefined {
  if (!(t instanceof AttributeType)) {
    const unset = t === undefined || t === null;
    ctx.problems.add(field, unset ? 'is required: the engine needs the type of the value.' : 'expected an AttributeType.', {
      id: unset ? 'incident:expression-type-required' : 'incident:not-an-attribute-type',
      received: t,
      allowed: 'an AttributeType, e.g. AttributeType.string() or AttributeType.catalogEntry(teams)',
      fix: "say what the value is, e.g. returns: AttributeType.string(), not 'String'.",
    });
    return undefined;
  }
  return t._bind(ctx, field);
}

/**
 * A fallback or branch result, bound and checked against what the expression returns, as the
 * server checks it. enforcedBy: internal/provider/models/expression_v3_payload.go:
 * synthesizeFallbackExpression (the server checks a fallback against the result type of its
 * expression); on an alert source the API checks the template at plan
 * (internal/provider/incident_alert_source_resource.go: ModifyPlan).
 */
export function checkedBinding(ctx: EngineContext, field: string, b: unknown, expected: ValueType, what: string): BindingShape | undefined {
  if (!(b instanceof Binding)) {
    const unset = b === undefined || b === null;
    ctx.problems.add(field, unset ? 'is required.' : 'expected a Binding.', {
      id: unset ? 'incident:binding-required' : 'incident:not-a-binding',
      received: b,
      allowed: "a Binding, e.g. Binding.literal('low') or Binding.expression(other)",
      fix: 'make the value with a Binding factory.',
    });
    return undefined;
  }
  const shape = b._bind(ctx, field);
  if (shape === undefined) return undefined;
  return checkAssignable(ctx, field, b, expected, what, 'its expression', 'returns', shape) ? shape : undefined;
}
