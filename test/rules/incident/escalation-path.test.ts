import { fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

type Path = incident.IncidentEscalationPathPath;
const SCHEDULE = '01HPFH8T92MPGSQS5C4CJYXTWF';
const ROTA = '01HPFH9JQ1W6R0A8ZJ8N2Y7K3D';
const level = (id: string, target: Partial<incident.IncidentEscalationPathPathLevelTargets> = {}): Path => ({
  id, type: 'level', level: { targets: [{ id: SCHEDULE, type: 'schedule', urgency: 'high', scheduleMode: 'currently_on_call', ...target }], timeToAckSeconds: 300 },
});
const repeat = (toNode: string): Path => ({ type: 'repeat', repeat: { repeatTimes: 3, toNode } });
const build = (path: Path[]) => (s: any) => new incident.IncidentEscalationPath(s, 'ep', { name: 'Payments', path, workingHours: [] });

/** The provider's example (examples/resources/incident_escalation_path): an if_else on working hours, repeating from the start. */
const example = (toNode: string): Path[] => [{
  id: 'start',
  type: 'if_else',
  ifElse: {
    conditions: [{ operation: 'is_active', paramBindings: [], subject: 'escalation.working_hours["UK"]' }],
    thenPath: [level('in-hours'), { type: 'delay', delay: { delaySeconds: 120 } }, repeat(toNode)],
    elsePath: [level('out-of-hours', { urgency: 'low' })],
  },
}];

describe('incident_escalation_path type rules', () => {
  test('the provider example (repeat to the first node, nested in then_path) has no findings', () => {
    expect(make(build(example('start'))).warnings).toEqual([]);
  });

  test('repeat-to-node: a node id that does not exist warns with the closest id (documented)', () => {
    expect(ruleWarnings(make(build(example('strat'))).warnings)).toEqual([
      "test/ep: [rule:incident_escalation_path/repeat-to-node] path[0].ifElse.thenPath[2].repeat.toNode: names no node of this escalation path. Received: \"strat\". Allowed: the id of a node in the path: 'start', 'in-hours', 'out-of-hours'. Fix: write 'start'.",
    ]);
    expect(ruleWarnings(make(build([level('primary'), repeat('escalate')])).warnings)).toEqual([
      "test/ep: [rule:incident_escalation_path/repeat-to-node] path[1].repeat.toNode: names no node of this escalation path. Received: \"escalate\". Allowed: the id of a node in the path: 'primary'. Fix: give the node to repeat from the id 'escalate' (path[...].id), or name an existing one.",
    ]);
  });

  test('repeat-to-node: node ids that are tokens are not judged', () => {
    expect(make((s) => new incident.IncidentEscalationPath(s, 'ep', { name: 'x', path: [level(token(s)), repeat('start')] })).warnings).toEqual([]);
  });

  test('selected-rota-id: a *_for_rota mode without selectedRotaId, and selectedRotaId with another mode, fail (ValidateConfig)', () => {
    expect(errorLines(fails(build([level('a', { scheduleMode: 'next_on_call_for_rota' }), level('b', { selectedRotaId: ROTA })])))).toEqual([
      "[test/ep] [rule:incident_escalation_path/selected-rota-id] path[0].level.targets[0].selectedRotaId: is unset, but scheduleMode 'next_on_call_for_rota' pages one rota of the schedule and needs it. Received: selectedRotaId unset. Allowed: the id of a rota of the schedule with scheduleMode 'next_on_call_for_rota'. Fix: set selectedRotaId to the rota's id, or use scheduleMode 'next_on_call' to page the whole schedule.",
      "[test/ep] [rule:incident_escalation_path/selected-rota-id] path[1].level.targets[0].selectedRotaId: is set, but only the *_for_rota schedule modes take it (scheduleMode is 'currently_on_call'). Received: \"01HPFH9JQ1W6R0A8ZJ8N2Y7K3D\". Allowed: selectedRotaId with scheduleMode 'all_users_for_rota', 'currently_on_call_for_rota', 'next_on_call_for_rota'; unset otherwise. Fix: remove selectedRotaId, or set scheduleMode to 'currently_on_call_for_rota'.",
    ]);
    expect(make(build([level('a', { scheduleMode: 'all_users_for_rota', selectedRotaId: ROTA })])).warnings).toEqual([]);
  });

  test('condition-operation-spelling in an if_else node (documented: a warning)', () => {
    const path: Path[] = [{ id: 'start', type: 'if_else', ifElse: { conditions: [{ operation: 'active', paramBindings: [], subject: 'escalation.working_hours["UK"]' }], thenPath: [level('a')] } }];
    expect(ruleWarnings(make(build(path)).warnings)).toEqual([
      "test/ep: [rule:incident_escalation_path/condition-operation-spelling] path[0].ifElse.conditions[0].operation: is not an operation name of the incident.io engine. Received: \"active\". Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. Fix: write 'is_active'.",
    ]);
  });

  test('value checks: retry attempts outside 2..10 only warn (documented), and the empty schedule mode the API answers is accepted', () => {
    expect(make(build([{ id: 'a', type: 'level', level: { targets: [{ id: SCHEDULE, type: 'schedule', urgency: 'high' }], timeToAckSeconds: 300, retryConfig: { attempts: 12, intervalSeconds: 120 } } }])).warnings).toEqual([
      'test/ep: [terrain:unlisted-value] [value:incident_escalation_path.path.level.retry_config.attempts] path[0].level.retryConfig.attempts: is outside the documented range (value:incident_escalation_path.path.level.retry_config.attempts); the remote API may refuse it at apply. Received: 12. Allowed: 2 to 10. Fix: use a value of 2 to 10, e.g. 10.',
    ]);
    expect(make(build([{ id: 'a', type: 'level', level: { targets: [{ id: '01GX3C1TK13RQSEGP59XZ3MYP0', type: 'user', urgency: 'high', scheduleMode: '' }], timeToAckSeconds: 300 } }])).warnings).toEqual([]);
  });
});
