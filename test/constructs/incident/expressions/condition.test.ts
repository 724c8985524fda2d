/**
 * Condition: the engine's operations, allOf and anyOf rendered as condition groups (a group's
 * conditions all hold; groups are alternatives), and conditions that cannot match.
 */
import { incident } from '../../../../src/index';
import { engineContext, incidentStack, messages } from '../alerts/alerts-util';

const { Binding, Condition, EngineRef } = incident;

function groups(c: incident.Condition) {
  const { ctx, p, scope } = engineContext('route');
  return { groups: c._bind(ctx, 'when'), problems: messages(p), warnings: scope.node.metadata.map((m) => m.data) };
}

const title = EngineRef.alertTitle();
const desc = EngineRef.alertDescription();
const c = (subject: string, operation: string, paramBindings: unknown[] = []) => ({ subject, operation, paramBindings });

describe('Condition', () => {
  test('the operations as the engine stores them', () => {
    expect(groups(Condition.isSet(title)).groups).toEqual([{ conditions: [c('alert.title', 'is_set')] }]);
    expect(groups(Condition.oneOf(title, ['a', 'b'])).groups).toEqual([{ conditions: [c('alert.title', 'one_of', [{ arrayValue: [{ literal: 'a' }, { literal: 'b' }] }])] }]);
    expect(groups(Condition.is(title, 'a')).groups).toEqual([{ conditions: [c('alert.title', 'one_of', [{ arrayValue: [{ literal: 'a' }] }])] }]);
    expect(groups(Condition.contains(title, 'db')).groups).toEqual([{ conditions: [c('alert.title', 'contains', [{ value: { literal: 'db' } }])] }]);
    expect(groups(Condition.operation(title, 'is_active')).groups).toEqual([{ conditions: [c('alert.title', 'is_active')] }]);
    expect(groups(Condition.operation(title, 'contains_one_of', Binding.literals(['x']))).groups).toEqual([{ conditions: [c('alert.title', 'contains_one_of', [{ arrayValue: [{ literal: 'x' }] }])] }]);
  });

  test('allOf is one group, anyOf alternatives; allOf of anyOf multiplies the groups', () => {
    const a = Condition.isSet(title);
    const b = Condition.isSet(desc);
    const x = Condition.contains(title, 'x');
    expect(groups(Condition.allOf(a, b)).groups).toEqual([{ conditions: [c('alert.title', 'is_set'), c('alert.description', 'is_set')] }]);
    expect(groups(Condition.anyOf(a, b)).groups).toEqual([{ conditions: [c('alert.title', 'is_set')] }, { conditions: [c('alert.description', 'is_set')] }]);
    expect(groups(Condition.allOf(Condition.anyOf(a, b), x)).groups).toEqual([
      { conditions: [c('alert.title', 'is_set'), c('alert.title', 'contains', [{ value: { literal: 'x' } }])] },
      { conditions: [c('alert.description', 'is_set'), c('alert.title', 'contains', [{ value: { literal: 'x' } }])] },
    ]);
    expect(groups(Condition.anyOf(Condition.allOf(a, b), Condition.anyOf(x))).groups).toHaveLength(2);
  });

  test('empty allOf and anyOf are refused: one matches nothing, the other would read as no condition', () => {
    expect(groups(Condition.anyOf()).problems).toEqual([
      'when: is Condition.anyOf() with no condition: no alternative matches any alert. Received: Condition.anyOf(). Allowed: Condition.anyOf(condition, ...), with at least one condition. '
      + 'Fix: give the conditions, or leave the condition out to match every alert.',
    ]);
    expect(groups(Condition.allOf(Condition.isSet(title), Condition.allOf())).problems).toEqual([
      'when.allOf[1]: is Condition.allOf() with no condition: an empty group matches no alert. Received: Condition.allOf(). Allowed: Condition.allOf(condition, ...), with at least one condition. '
      + 'Fix: give the conditions, or leave the condition out to match every alert.',
    ]);
  });

  test('more than 100 groups are refused', () => {
    const pair = () => Condition.anyOf(Condition.isSet(title), Condition.isSet(desc));
    expect(groups(Condition.allOf(pair(), pair(), pair(), pair(), pair(), pair(), pair())).problems).toEqual([
      'when: expands to 128 condition groups: each anyOf inside an allOf multiplies the groups. Received: 128 groups. Allowed: at most 100 groups. '
      + 'Fix: use Condition.oneOf for alternatives of one subject instead of anyOf of single values, or split the route.',
    ]);
  });

  test('a condition that asks an attribute of this app for two values at once warns, naming the attribute; literal subjects are the type rule\'s', () => {
    const s = incidentStack();
    const prio = new incident.AlertAttribute(s, 'Prio', { name: 'Alert priority', type: incident.AttributeType.string() });
    const known = incident.AlertAttribute.fromAlertAttributeAttributes(s, 'Known', { alertAttributeId: '01PRIO' });
    const both = (a: incident.IAlertAttribute) => Condition.allOf(Condition.is(EngineRef.alertAttribute(a), 'P1'), Condition.oneOf(EngineRef.alertAttribute(a), ['P2', 'P3']));
    expect(groups(both(prio)).warnings).toEqual([
      '[incident:condition-matches-nothing] when: can match no alert: the alert attribute test/Prio must be "P1" and also "P2" or "P3". '
      + 'Conditions in allOf must all hold at once. Give alternatives with Condition.anyOf, or one Condition.oneOf(subject, [values]).',
    ]);
    expect(groups(Condition.anyOf(both(prio), both(prio))).warnings[0]).toMatch(/when: can match no alert: alternative 0: the alert attribute test\/Prio must be "P1" and also "P2" or "P3"; alternative 1: /);
    expect(groups(Condition.anyOf(both(prio), Condition.isSet(title))).warnings).toEqual([]); // one alternative can match
    expect(groups(Condition.allOf(Condition.is(EngineRef.alertAttribute(prio), 'P1'), Condition.oneOf(EngineRef.alertAttribute(prio), ['P1', 'P2']))).warnings).toEqual([]);
    expect(groups(both(known)).warnings).toEqual([]); // alert.attributes.01PRIO: the type rule judges it
  });

  test('JavaScript input: conditions that are none, subjects that are strings, operations that are empty', () => {
    expect(groups(Condition.allOf('x' as any)).problems).toEqual([
      "when.allOf[0]: expected a Condition. Received: \"x\". Allowed: a Condition, e.g. Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1')). Fix: make each condition with a Condition factory.",
    ]);
    expect(groups(Condition.oneOf('alert.title' as any, 'P1' as any)).problems).toEqual([
      'when.subject: expected an EngineRef. Received: "alert.title". Allowed: an EngineRef, e.g. EngineRef.alertAttribute(priority) or EngineRef.alertTitle(). Fix: pass the subject as a reference: Condition.oneOf(EngineRef.alertTitle(), ...).',
      "when.values: expected a list of literal values written in code. Received: \"P1\". Allowed: a list of strings or catalog entries, e.g. ['payments', 'billing'] or [teams.entryRef('payments')]. Fix: pass the values as a list of strings or catalog entries.",
    ]);
    // A string subject with a valid list of values (the list is judged against a subject that bound, never crashes).
    expect(groups(Condition.oneOf('' as any, ['01N00MPKVANJVAA00MV0KMJPPA'])).problems).toEqual([
      'when.subject: expected an EngineRef. Received: "". Allowed: an EngineRef, e.g. EngineRef.alertAttribute(priority) or EngineRef.alertTitle(). Fix: pass the subject as a reference: Condition.oneOf(EngineRef.alertTitle(), ...).',
    ]);
    expect(groups(Condition.is('alert.title' as any, 'P1')).problems).toEqual([
      'when.subject: expected an EngineRef. Received: "alert.title". Allowed: an EngineRef, e.g. EngineRef.alertAttribute(priority) or EngineRef.alertTitle(). Fix: pass the subject as a reference: Condition.is(EngineRef.alertTitle(), ...).',
    ]);
    expect(groups(Condition.operation(title, '', 'x' as any)).problems).toEqual([
      "when.operation: is no operation. Received: \"\". Allowed: an operation of the engine, e.g. 'is_set', 'one_of', 'contains'. Fix: use Condition.isSet, Condition.oneOf, Condition.is or Condition.contains.",
      "when.params[0]: expected a Binding. Received: \"x\". Allowed: a Binding, e.g. Binding.literal('high'). Fix: make each parameter with a Binding factory.",
    ]);
  });
});
