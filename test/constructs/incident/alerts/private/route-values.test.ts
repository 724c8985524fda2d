/**
 * What the parts of an alert route share: conditions (none is every alert), bindings, and the
 * structs of its props.
 */
import { bindingOf, conditionGroupsOf, structOf } from '../../../../../src/constructs/incident/alerts/private/route-values';
import { Duration, incident } from '../../../../../src/index';
import { engineContext, messages } from '../alerts-util';

const { Binding, Condition, EngineRef } = incident;

describe('the values of a route', () => {
  test('a condition renders its groups, no condition every alert; a binding its L1 binding; a struct passes as it is', () => {
    const { ctx, p } = engineContext('route');
    expect(conditionGroupsOf(ctx, 'when', undefined)).toEqual([]);
    expect(conditionGroupsOf(ctx, 'when', Condition.isSet(EngineRef.alertTitle()))).toEqual([{ conditions: [{ subject: 'alert.title', operation: 'is_set', paramBindings: [] }] }]);
    expect(bindingOf(ctx, 'severity', Binding.literal('01SEV'))).toEqual({ value: { literal: '01SEV' } });
    const grouping = { window: Duration.minutes(5) };
    expect(structOf(ctx, 'grouping', grouping, 'AlertRouteGrouping')).toBe(grouping);
    expect(structOf(ctx, 'grouping', undefined, 'AlertRouteGrouping')).toBeUndefined();
    expect(messages(p)).toEqual([]);
  });

  test('JavaScript input: a condition, a binding and a struct that are none', () => {
    const { ctx, p } = engineContext('route');
    expect(conditionGroupsOf(ctx, 'when', 'P1')).toBeUndefined();
    expect(bindingOf(ctx, 'severity', '01SEV')).toBeUndefined();
    expect(structOf(ctx, 'grouping', Duration.minutes(5) as any, 'AlertRouteGrouping')).toBeUndefined();
    expect(messages(p)).toEqual([
      "when: expected a Condition. Received: \"P1\". Allowed: a Condition, e.g. Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1')). Fix: make the condition with a Condition factory.",
      "severity: expected a Binding. Received: \"01SEV\". Allowed: a Binding, e.g. Binding.literal('01HXYZ...'). Fix: make the value with a Binding factory.",
      'grouping: expected an object. Received: a Duration. Allowed: an object (AlertRouteGrouping). Fix: write grouping as an object literal.',
    ]);
  });
});
