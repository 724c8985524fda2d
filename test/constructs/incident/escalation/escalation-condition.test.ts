/**
 * EscalationCondition: working hours (the calendar joins the path), priorities, any engine
 * condition; what the L1's engine rules still say about the latter.
 */
import { TerraformVariable } from 'cdktn';
import { errorOf, incidentStack, level, pathBody, people, synthDoc, UK_OPTIONS, warningsOf } from './escalation-util';
import { incident } from '../../../../src/index';

const { EscalationPath, EscalationCondition, WorkingHours } = incident;

function branch(...conditions: incident.EscalationCondition[]) {
  const s = incidentStack();
  const path = new EscalationPath(s, 'P', { name: 'P' });
  const add = () => path.addBranch('B', { conditions }).thenPath.addLevel('L', level(people(s).primary));
  return { s, path, add };
}

describe('EscalationCondition', () => {
  test('inWorkingHours, priorityIn and of render the engine\'s conditions', () => {
    const { s, add } = branch(
      EscalationCondition.inWorkingHours(WorkingHours.weekdays({ ...UK_OPTIONS, id: 'uk-office' })),
      EscalationCondition.priorityIn(['01HPRIO1']),
      EscalationCondition.of({ subject: 'escalation.priority', operation: 'is_set' }),
    );
    add();
    const body = pathBody(synthDoc(s));
    expect(body.path[0].if_else.conditions).toEqual([
      { subject: 'escalation.working_hours["uk-office"]', operation: 'is_active', param_bindings: [] },
      { subject: 'escalation.priority', operation: 'one_of', param_bindings: [{ array_value: [{ literal: '01HPRIO1' }] }] },
      { subject: 'escalation.priority', operation: 'is_set', param_bindings: [] },
    ]);
    expect(body.working_hours.map((h: any) => h.id)).toEqual(['uk-office']);
  });

  test('an empty priority list warns: the branch always takes its else path', () => {
    const { s, add } = branch(EscalationCondition.priorityIn([]));
    add();
    expect(warningsOf(s)).toEqual([
      'test/P: [incident:escalation-condition-no-priority] B.conditions[0].priorityIds: is empty, so the condition holds for no priority and the branch always takes its else path. '
      + 'List the ids of the priorities the branch is for.',
    ]);
  });

  test('an operation spelled another way is reported by the L1\'s engine rule', () => {
    const { s, add } = branch(EscalationCondition.of({ subject: 'escalation.priority', operation: 'equals', values: ['01HPRIO1'] }));
    add();
    expect(warningsOf(s)).toEqual([
      'test/P/Default: [rule:incident_escalation_path/condition-operation-spelling] path[0].ifElse.conditions[0].operation: is not an operation name of the incident.io engine. '
      + "Received: \"equals\". Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. "
      + "Fix: write 'one_of' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }].",
    ]);
  });

  test('a priority list that is a token is refused: the condition is written in code', () => {
    const s = incidentStack();
    const ids = new TerraformVariable(s, 'priorities', { type: 'list(string)' }).listValue;
    const path = new EscalationPath(s, 'P', { name: 'P' });
    expect(errorOf(() => path.addBranch('B', { conditions: [EscalationCondition.priorityIn(ids)] }))).toBe(
      '[test/P] B.conditions[0].priorityIds: must be a list known at synth, not a token. Received: a list token (a value Terraform knows only when it plans or applies). '
      + "Allowed: a list of ids or values, e.g. ['01HZ8Q3V1QW6Y0J3K4M5N6P7R8']. Fix: write the list in code; each item may still be a token.");
  });

  test('JavaScript: what each factory needs', () => {
    expect(errorOf(branch(EscalationCondition.inWorkingHours({ name: 'UK' } as any)).add)).toBe(
      '[test/P] B.conditions[0]: expected a WorkingHours. Received: an object with keys name. '
      + "Allowed: a WorkingHours, e.g. WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00' }). Fix: pass the calendar made with WorkingHours.of or WorkingHours.weekdays.");
    expect(errorOf(branch(EscalationCondition.priorityIn('01HPRIO1' as any)).add)).toBe(
      "[test/P] B.conditions[0].priorityIds: expected a list of strings. Received: \"01HPRIO1\". Allowed: a list of ids or values, e.g. ['01HZ8Q3V1QW6Y0J3K4M5N6P7R8']. Fix: pass the values as a list of strings.");
    expect(errorOf(branch(EscalationCondition.of({ subjct: 'x', operation: 'is_set' } as any)).add)).toBe(
      "[test/P] B.conditions[0].subjct: unknown option; did you mean subject? Received: the key 'subjct'. "
      + "Allowed: the options of EscalationConditionOptions: subject, operation, values. Fix: write 'subject' instead of 'subjct'.");
    expect(errorOf(branch(EscalationCondition.of({ operation: 7 } as any)).add)).toBe([
      '[test/P] 2 problems:',
      "  - B.conditions[0].subject: is required. Received: undefined. Allowed: what the condition tests, e.g. 'escalation.priority'. Fix: set subject.",
      '  - B.conditions[0].operation: expected a string. Received: 7. Allowed: a string. Fix: write operation as a string.',
    ].join('\n'));
  });
});
