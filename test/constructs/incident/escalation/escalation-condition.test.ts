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

  test('priorities given as entries (issue 25: no id pasted): the built-in Priority\'s entries, looked up by name, render as their ids; ids and tokens as they are', () => {
    const s = incidentStack();
    const priority = incident.AlertAttribute.priority(s, 'Priority');
    const v = new TerraformVariable(s, 'p', { type: 'string' }).stringValue;
    const path = new EscalationPath(s, 'P', { name: 'P' });
    path.addBranch('Urgent', { conditions: [EscalationCondition.priorityIn([priority.entry('P1'), priority.entry('P2'), '01HZ8Q3V1QW6Y0J3K4M5N6P7R8', v])] })
      .thenPath.addLevel('L', level(people(s).primary));
    expect(pathBody(synthDoc(s)).path[0].if_else.conditions[0].param_bindings[0].array_value.map((x: any) => x.literal)).toEqual([
      '${data.incident_catalog_entry.Priority_AlertPriority_EntryP1_A55A42FE.id}', '${data.incident_catalog_entry.Priority_AlertPriority_EntryP2_56A3917C.id}',
      '01HZ8Q3V1QW6Y0J3K4M5N6P7R8', '${var.p}',
    ]);
  });

  test('an entry whose id no resource knows (a type whose entries are not managed here) is refused where it is used', () => {
    const s = incidentStack();
    const teams = new incident.CatalogType(s, 'Team', { typeName: 'Team', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog', manageEntries: false });
    const path = new EscalationPath(s, 'P', { name: 'P' });
    expect(errorOf(() => path.addBranch('B', { conditions: [EscalationCondition.priorityIn([teams.entryRef('payments')])] }))).toBe(
      '[test/P] B.conditions[0].priorities[0]: is an entry whose id no resource of this app knows. Received: a CatalogEntry. '
      + "Allowed: a priority looked up by its name, e.g. priority.entry('P1'), or its id. Fix: look the entry up, e.g. priority.entry('P1').");
  });

  test('messages name each kind of condition and target by its public class (issue 29: not WorkingHoursCondition, UserTarget)', () => {
    const s = incidentStack();
    const { jane } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    const inHours = EscalationCondition.inWorkingHours(WorkingHours.weekdays(UK_OPTIONS));
    expect(errorOf(() => path.addLevel('L', { notify: [inHours] as any }))).toBe(
      '[test/P] L.notify[0]: expected an EscalationTarget. Received: an EscalationCondition. Allowed: an EscalationTarget, e.g. EscalationTarget.schedule(primary) or EscalationTarget.user(jane). '
      + 'Fix: make the target with EscalationTarget.schedule, .rota or .user.');
    expect(errorOf(() => path.addBranch('B', { conditions: [incident.EscalationTarget.user(jane)] as any }))).toBe(
      '[test/P] B.conditions[0]: expected an EscalationCondition. Received: an EscalationTarget. Allowed: an EscalationCondition, e.g. EscalationCondition.inWorkingHours(uk). '
      + 'Fix: make the condition with EscalationCondition.inWorkingHours, .priorityIn or .of.');
  });

  test('an empty priority list warns: the branch always takes its else path', () => {
    const { s, add } = branch(EscalationCondition.priorityIn([]));
    add();
    expect(warningsOf(s)).toEqual([
      'test/P: [incident:escalation-condition-no-priority] B.conditions[0].priorities: is empty, so the condition holds for no priority and the branch always takes its else path. '
      + "List the priorities the branch is for, e.g. [priority.entry('P1')].",
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
      '[test/P] B.conditions[0].priorities: must be a list known at synth, not a token. Received: a list token (a value Terraform knows only when it plans or applies). '
      + "Allowed: a list of priorities, e.g. [priority.entry('P1')], or ids such as ['01HZ8Q3V1QW6Y0J3K4M5N6P7R8']. Fix: write the list in code; each item may still be a token.");
  });

  test('JavaScript: what each factory needs', () => {
    expect(errorOf(branch(EscalationCondition.inWorkingHours({ name: 'UK' } as any)).add)).toBe(
      '[test/P] B.conditions[0]: expected a WorkingHours. Received: an object with keys name. '
      + "Allowed: a WorkingHours, e.g. WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00' }). Fix: pass the calendar made with WorkingHours.of or WorkingHours.weekdays.");
    expect(errorOf(branch(EscalationCondition.priorityIn('01HPRIO1' as any)).add)).toBe(
      "[test/P] B.conditions[0].priorities: expected a list of priorities. Received: \"01HPRIO1\". Allowed: a list of priorities, e.g. [priority.entry('P1')], or ids such as ['01HZ8Q3V1QW6Y0J3K4M5N6P7R8']. "
      + 'Fix: pass the priorities as a list.');
    expect(errorOf(branch(EscalationCondition.priorityIn([{ id: '01HPRIO1' }] as any)).add)).toBe(
      "[test/P] B.conditions[0].priorities: expected a list of priorities. Received: a list of 1 item. Allowed: a list of priorities, e.g. [priority.entry('P1')], or ids such as ['01HZ8Q3V1QW6Y0J3K4M5N6P7R8']. "
      + "Fix: pass the priorities as entries, e.g. [priority.entry('P1')] where priority is AlertAttribute.priority(this, 'Priority'), or as ids.");
    expect(errorOf(branch(EscalationCondition.of({ subject: 'escalation.priority', operation: 'one_of', values: [1] } as any)).add)).toBe(
      "[test/P] B.conditions[0].values: expected a list of strings. Received: a list of 1 item. Allowed: a list of ids or values, e.g. ['01HZ8Q3V1QW6Y0J3K4M5N6P7R8']. Fix: pass the values as a list of strings.");
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
