/**
 * What the parts of an alert route share: conditions, bindings and the structs of its props, each
 * checked where the route binds it. Not part of the public API.
 */
import { objectOf } from '../../../../core/l2/index';
import { Binding } from '../../expressions/binding';
import { Condition } from '../../expressions/condition';
import type { BindingShape, EngineContext, GroupShape } from '../../expressions/private/engine';

/** The condition groups of an optional condition (none: every alert), or undefined with a problem. */
export function conditionGroupsOf(ctx: EngineContext, field: string, c: unknown): GroupShape[] | undefined {
  if (c === undefined || c === null) return [];
  if (!(c instanceof Condition)) {
    ctx.problems.add(field, 'expected a Condition.', {
      id: 'incident:not-a-condition',
      received: c,
      allowed: "a Condition, e.g. Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1'))",
      fix: 'make the condition with a Condition factory.',
    });
    return undefined;
  }
  return c._bind(ctx, field);
}

/** The L1 binding of a `Binding`, or undefined with a problem. */
export function bindingOf(ctx: EngineContext, field: string, b: unknown): BindingShape | undefined {
  if (!(b instanceof Binding)) {
    ctx.problems.add(field, 'expected a Binding.', {
      id: 'incident:not-a-binding', received: b, allowed: "a Binding, e.g. Binding.literal('01HXYZ...')", fix: 'make the value with a Binding factory.',
    });
    return undefined;
  }
  return b._bind(ctx, field);
}

/**
 * An optional struct of the props (`grouping`, `escalation`, `incident`): an object literal, or
 * undefined (with a problem when it is something else). Its keys were checked with the props.
 */
export function structOf<T extends object>(ctx: EngineContext, field: string, v: T | undefined, struct: string): T | undefined {
  return objectOf(ctx.problems, field, v, { allowed: `an object (${struct})`, fix: `write ${field} as an object literal.` });
}
