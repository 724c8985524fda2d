/**
 * EscalationPath: the tree it compiles to, node ids, the nesting limit, repeats, working hours,
 * its props, what the L1's own rules still report, and the incident policy pack over it.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import {
  errorOf, incidentStack, level, pathBody, people, SCHEDULE_ID, synthDoc, UK_OPTIONS, USER_ID, warningsOf,
} from './escalation-util';
import { Duration, incident, IncidentBestPractices } from '../../../../src/index';
import { findingsOf, judge } from '../../../policy/util';

const { EscalationPath, EscalationCondition, EscalationTarget, WorkingHours, Urgency, AckMode, ScheduleMode } = incident;

/** The example of the class docs: a branch on working hours, a level, a delay, a repeat. */
function payments(s: TerraformStack) {
  const { primary, jane } = people(s);
  const uk = WorkingHours.weekdays(UK_OPTIONS);
  const path = new EscalationPath(s, 'Payments', { name: 'Payments on-call' });
  const hours = path.addBranch('InHours', { conditions: [EscalationCondition.inWorkingHours(uk)] });
  const first = hours.thenPath.addLevel('Primary', { notify: [EscalationTarget.schedule(primary)], ackTimeout: Duration.minutes(5) });
  hours.thenPath.addDelay('Pause', { duration: Duration.minutes(2) });
  hours.thenPath.addRepeat('Again', { from: first, times: 2 });
  hours.elsePath.addLevel('OutOfHours', { notify: [EscalationTarget.user(jane)], urgency: Urgency.LOW, ackUntil: uk.whenActive() });
  return { path, hours, first, uk, primary, jane };
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekday) => ({ weekday, start_time: '09:00', end_time: '17:30' }));

describe('EscalationPath renders the provider\'s nested tree', () => {
  test('a branch becomes an if_else node with then_path and else_path; the calendar it uses is rendered', () => {
    const s = incidentStack();
    const { path } = payments(s);
    const body = pathBody(synthDoc(s), 'Payments');
    expect(body).toEqual({
      name: 'Payments on-call',
      path: [{
        id: 'InHours',
        type: 'if_else',
        if_else: {
          conditions: [{ subject: 'escalation.working_hours["UK"]', operation: 'is_active', param_bindings: [] }],
          then_path: [
            {
              id: 'InHours-then-Primary',
              type: 'level',
              level: { ack_mode: 'all', targets: [{ id: SCHEDULE_ID, type: 'schedule', urgency: 'high', schedule_mode: 'currently_on_call' }], time_to_ack_seconds: 300 },
            },
            { id: 'InHours-then-Pause', type: 'delay', delay: { delay_seconds: 120 } },
            { id: 'InHours-then-Again', type: 'repeat', repeat: { repeat_times: 2, to_node: 'InHours-then-Primary' } },
          ],
          else_path: [{
            id: 'InHours-else-OutOfHours',
            type: 'level',
            level: {
              ack_mode: 'all',
              targets: [{ id: USER_ID, type: 'user', urgency: 'low' }],
              time_to_ack_interval_condition: 'active',
              time_to_ack_weekday_interval_config_id: 'UK',
            },
          }],
        },
      }],
      working_hours: [{ id: 'UK', name: 'UK', timezone: 'Europe/London', weekday_intervals: WEEKDAYS }],
    });
    expect(path.resource.node.id).toBe('Default');
    new TerraformOutput(s, 'id', { value: path.escalationPathId });
    expect(synthDoc(s).output.id.value).toBe('${incident_escalation_path.Payments.id}');
    expect(path.escalationPathName).toBe('Payments on-call');
    expect(path.nodes.map((n) => n.nodePath)).toEqual(['InHours']);
    expect(warningsOf(s)).toEqual([]);
  });

  test('levels: ack mode, urgency, round robin, retry; delays until working hours; several conditions', () => {
    const s = incidentStack();
    const { primary, jane } = people(s);
    const uk = WorkingHours.of({ name: 'UK', id: 'uk', timezone: 'Europe/London', intervals: [{ weekday: incident.Weekday.SATURDAY, start: '10:00', end: '12:00' }] });
    const path = new EscalationPath(s, 'Ops', { name: 'Ops', teamIds: ['01JPQA75EPNEES4479P16P4XAB'], restart: { after: Duration.minutes(30), delayOnActivity: true } });
    path.addLevel('Everyone', {
      notify: [EscalationTarget.schedule(primary, { mode: incident.ScheduleMode.ALL_USERS }), EscalationTarget.rota(primary, '01HROTA', { mode: incident.ScheduleMode.NEXT_ON_CALL }), EscalationTarget.user(jane)],
      ackTimeout: Duration.minutes(10),
      ackMode: AckMode.FIRST,
      urgency: Urgency.LOW,
      roundRobin: { rotateAfter: Duration.minutes(2) },
      retry: { attempts: 3, interval: Duration.minutes(5) },
    });
    path.addDelay('UntilOpen', { until: uk.whenInactive() });
    path.addBranch('P1', { conditions: [EscalationCondition.priorityIn(['01HPRIO1', '01HPRIO2']), EscalationCondition.of({ subject: 'escalation.working_hours["uk"]', operation: 'is_active' })] })
      .thenPath.addLevel('Lead', { notify: [EscalationTarget.user(jane)] });
    const body = pathBody(synthDoc(s));
    expect(body.team_ids).toEqual(['01JPQA75EPNEES4479P16P4XAB']);
    expect(body.repeat_config).toEqual({ repeat_after_seconds: 1800, delay_repeat_on_activity: true });
    expect(body.path[0].level).toEqual({
      ack_mode: 'first',
      targets: [
        { id: SCHEDULE_ID, type: 'schedule', urgency: 'low', schedule_mode: 'all_users' },
        { id: SCHEDULE_ID, type: 'schedule', urgency: 'low', schedule_mode: 'next_on_call_for_rota', selected_rota_id: '01HROTA' },
        { id: USER_ID, type: 'user', urgency: 'low' },
      ],
      time_to_ack_seconds: 600,
      round_robin_config: { enabled: true, rotate_after_seconds: 120 },
      retry_config: { attempts: 3, interval_seconds: 300 },
    });
    expect(body.path[1]).toEqual({ id: 'UntilOpen', type: 'delay', delay: { delay_interval_condition: 'inactive', delay_weekday_interval_config_id: 'uk' } });
    expect(body.path[2].if_else.conditions).toEqual([
      { subject: 'escalation.priority', operation: 'one_of', param_bindings: [{ array_value: [{ literal: '01HPRIO1' }, { literal: '01HPRIO2' }] }] },
      { subject: 'escalation.working_hours["uk"]', operation: 'is_active', param_bindings: [] },
    ]);
    expect(body.path[2].if_else.else_path).toEqual([]);
    expect(body.working_hours).toEqual([{ id: 'uk', name: 'UK', timezone: 'Europe/London', weekday_intervals: [{ weekday: 'saturday', start_time: '10:00', end_time: '12:00' }] }]);
  });
});

describe('node ids come from the node paths', () => {
  test('ids are stable: a node added before another leaves its id alone; names are sanitised', () => {
    const ids = (withExtra: boolean) => {
      const s = incidentStack();
      const { primary } = people(s);
      const path = new EscalationPath(s, 'P', { name: 'P' });
      if (withExtra) path.addDelay('Warm up', { duration: Duration.minutes(1) });
      const b = path.addBranch('Night.Shift', { conditions: [EscalationCondition.priorityIn(['01HPRIO1'])] });
      b.thenPath.addLevel('Primary', level(primary));
      b.elsePath.addLevel('Primary', level(primary));
      const body = pathBody(synthDoc(s));
      const out: string[] = [];
      const walk = (nodes: any[]) => nodes.forEach((n) => {
        out.push(n.id);
        if (n.if_else) {
          walk(n.if_else.then_path);
          walk(n.if_else.else_path);
        }
      });
      walk(body.path);
      return out;
    };
    expect(ids(false)).toEqual(['Night_Shift', 'Night_Shift-then-Primary', 'Night_Shift-else-Primary']);
    expect(ids(true)).toEqual(['Warm_up', 'Night_Shift', 'Night_Shift-then-Primary', 'Night_Shift-else-Primary']);
  });

  test('a name used twice in a sequence, or two names that make one id, are refused', () => {
    const s = incidentStack();
    const { primary } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    path.addLevel('Primary', level(primary));
    path.addLevel('On call', level(primary));
    expect(errorOf(() => path.addLevel('Primary', level(primary)))).toBe(
      "[test/P] addLevel(id): names a node that this sequence has already: 'Primary'. Received: \"Primary\". "
      + 'Allowed: a name no other node of the sequence has. Fix: choose another name for the node.');
    expect(errorOf(() => path.addDelay('On_call', { duration: Duration.minutes(1) }))).toBe(
      "[test/P] addDelay(id): makes the node id 'On_call', which the node 'On call' has already. Received: \"On_call\". "
      + 'Allowed: a name whose id (letters, digits and _ kept, other characters replaced by _, names joined by -) no other node has. Fix: choose another name for the node.');
    const b = path.addBranch('B', { conditions: [] });
    expect(errorOf(() => b.thenPath.addLevel('', level(primary)))).toBe(
      "[test/P] B/then.addLevel(id): is empty. Received: \"\". Allowed: a name for the node, unique in its sequence, e.g. 'Primary'. Fix: name the node, e.g. 'Primary'.");
    expect(errorOf(() => b.thenPath.addLevel('a/b', level(primary)))).toBe(
      '[test/P] B/then.addLevel(id): contains a slash, which separates the names in a node path. Received: "a/b". '
      + "Allowed: a name for the node, unique in its sequence, e.g. 'Primary'. Fix: name the node, e.g. 'Primary'.");
    expect(errorOf(() => b.thenPath.addLevel(7 as any, level(primary)))).toBe(
      "[test/P] B/then.addLevel(id): expected a string. Received: 7. Allowed: a name for the node, unique in its sequence, e.g. 'Primary'. Fix: name the node, e.g. 'Primary'.");
    // Nothing half-added: the path still synthesizes, with the nodes that were added.
    expect(pathBody(synthDoc(s)).path.map((n: any) => n.id)).toEqual(['Primary', 'On_call', 'B']);
  });
});

describe('branches nest at most 5 deep, as the provider allows', () => {
  function nest(depth: number) {
    const s = incidentStack();
    const { primary } = people(s);
    const path = new EscalationPath(s, 'Deep', { name: 'Deep' });
    let seq: incident.EscalationSequence | EscalationPathLike = path;
    for (let i = 1; i <= depth; i++) seq = seq.addBranch(`B${i}`, { conditions: [EscalationCondition.priorityIn(['01HPRIO1'])] }).thenPath;
    seq.addLevel('Leaf', level(primary));
    return s;
  }
  type EscalationPathLike = Pick<incident.EscalationSequence, 'addBranch' | 'addLevel'>;

  test('five nested branches render (the deepest node sits where the provider\'s schema ends)', () => {
    const body = pathBody(synthDoc(nest(5)));
    let node = body.path[0];
    for (let i = 2; i <= 5; i++) node = node.if_else.then_path[0];
    expect(node.id).toBe('B1-then-B2-then-B3-then-B4-then-B5');
    expect(node.if_else.then_path[0].id).toBe('B1-then-B2-then-B3-then-B4-then-B5-then-Leaf');
  });

  test('a sixth is refused where it is added, with the node path', () => {
    expect(errorOf(() => nest(6))).toBe(
      '[test/Deep] B1/then/B2/then/B3/then/B4/then/B5/then/B6: nests a branch 6 deep; the provider takes branches nested at most 5 deep (if_else nodes in then or else paths). '
      + 'Received: a branch inside 5 branches. Allowed: at most 5 branches nested in one another. '
      + 'Fix: combine conditions into one branch (every condition of a branch must hold), or split the path into several escalation paths.');
  });
});

describe('a repeat names a node object of its path', () => {
  test('a repeat to the branch it is in, or to a node before that branch', () => {
    const s = incidentStack();
    const { primary } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    const first = path.addLevel('First', level(primary));
    const b = path.addBranch('B', { conditions: [EscalationCondition.priorityIn(['01HPRIO1'])] });
    b.thenPath.addRepeat('ToBranch', { from: b, times: 1 });
    b.elsePath.addRepeat('ToFirst', { from: first, times: 3 });
    const body = pathBody(synthDoc(s));
    expect(body.path[1].if_else.then_path[0].repeat).toEqual({ repeat_times: 1, to_node: 'B' });
    expect(body.path[1].if_else.else_path[0].repeat).toEqual({ repeat_times: 3, to_node: 'First' });
    expect(warningsOf(s)).toEqual([]);
  });

  test('a node of another path, a string, or nothing is refused', () => {
    const s = incidentStack();
    const { primary } = people(s);
    const other = new EscalationPath(s, 'Other', { name: 'Other' });
    const foreign = other.addLevel('Start', level(primary));
    const path = new EscalationPath(s, 'P', { name: 'P' });
    path.addLevel('First', level(primary));
    const b = path.addBranch('B', { conditions: [EscalationCondition.priorityIn(['01HPRIO1'])] });
    expect(errorOf(() => b.thenPath.addRepeat('Again', { from: foreign, times: 2 }))).toBe(
      "[test/P] B/then/Again.from: names the node 'Start', which is not a node of this escalation path. Received: the node 'Start' of the construct test/Other. "
      + "Allowed: a node of this path before the repeat: 'First', 'B'. Fix: repeat from a node of this path (each path has its own nodes), e.g. the value this path's addLevel returned.");
    expect(errorOf(() => path.addRepeat('Again', { from: 'First' as any, times: 2 }))).toBe(
      '[test/P] Again.from: names a node by a string; a repeat takes the node object. Received: "First". Allowed: a node of this path, as addLevel, addDelay or addBranch returned it. '
      + 'Fix: keep the node an add method returned (const primary = path.addLevel(...)) and pass it: from: primary.');
    expect(errorOf(() => path.addRepeat('Again', {} as any))).toBe([
      '[test/P] 2 problems:',
      '  - Again.from: is required. Received: undefined. Allowed: the node to repeat from, e.g. the value addLevel returned. Fix: set from.',
      '  - Again.times: is required. Received: undefined. Allowed: how many times to repeat, e.g. 3. Fix: set times.',
    ].join('\n'));
  });

  test('a repeat from a node the escalation has not passed warns; so do times below 1; fractional times are refused', () => {
    const s = incidentStack();
    const { primary } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    const b = path.addBranch('B', { conditions: [EscalationCondition.priorityIn(['01HPRIO1'])] });
    const inThen = b.thenPath.addLevel('Primary', level(primary));
    b.elsePath.addRepeat('Cross', { from: inThen, times: 0 });
    expect(errorOf(() => path.addRepeat('Half', { from: b, times: 1.5 }))).toBe(
      '[test/P] Half.times: is not a whole number. Received: 1.5. Allowed: a whole number. Fix: write times: 2.');
    expect(warningsOf(s)).toEqual([
      'test/P: [incident:escalation-repeat-times] B/else/Cross.times: is 0, so the repeat never goes back. Repeat 1 or more times, or remove the repeat.',
      "test/P: [incident:escalation-repeat-not-before] B/else/Cross.from: repeats from 'B/then/Primary', which the escalation has not passed when it reaches the repeat "
      + '(a repeat goes back to a node earlier in its sequence, to a branch it is in, or to a node before that branch). Repeat from a node before it.',
    ]);
  });
});

describe('who a path pages', () => {
  test('a path without nodes, a level without targets and a target with an empty id warn', () => {
    const s = incidentStack();
    new EscalationPath(s, 'Empty', { name: 'Empty' });
    const path = new EscalationPath(s, 'P', { name: 'P' });
    path.addLevel('Nobody', { notify: [], ackTimeout: Duration.minutes(5) });
    // A schedule of the app's own making whose id is empty (ImportedSchedule refuses one).
    const ghost = new (class extends Construct implements incident.ISchedule { public readonly scheduleId = ''; })(s, 'Ghost');
    path.addLevel('Ghost', { notify: [EscalationTarget.schedule(ghost)] });
    expect(warningsOf(s)).toEqual([
      "test/Empty: [incident:escalation-path-empty] has no nodes, so it pages nobody. Add a level: path.addLevel('Primary', { notify: [EscalationTarget.schedule(primary)], ackTimeout: Duration.minutes(5) }).",
      'test/P: [incident:escalation-level-pages-nobody] Nobody.notify: is empty, so the level pages nobody and the escalation waits on it for nothing. '
      + 'Name who the level pages, e.g. notify: [EscalationTarget.schedule(primary)].',
      'test/P: [incident:escalation-target-names-nobody] Ghost.notify[0]: the schedule target has an empty id, so it names nobody and nobody is paged for it. '
      + "Look the schedule up (Schedule.fromName(this, 'Primary', 'Primary on-call')), or pass the construct that defines it.",
    ]);
    expect(pathBody(synthDoc(s), 'Empty').path).toEqual([]);
  });

  test('a schedule target with a *_for_rota mode is refused in the props\' words (the provider refuses it without a rota: the L1 rule selected-rota-id)', () => {
    const s = incidentStack();
    const { primary } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    expect(errorOf(() => path.addLevel('Rota', { notify: [EscalationTarget.schedule(primary, { mode: 'currently_on_call_for_rota' })] }))).toBe(
      "[test/P] Rota.notify[0].mode: is 'currently_on_call_for_rota', which pages one rota of the schedule; EscalationTarget.schedule pages the whole schedule (the provider refuses a *_for_rota mode without a rota). "
      + 'Received: "currently_on_call_for_rota". Allowed: ScheduleMode.CURRENTLY_ON_CALL, ScheduleMode.ALL_USERS, ScheduleMode.NEXT_ON_CALL (EscalationTarget.rota renders their *_for_rota forms). '
      + 'Fix: page the rota: EscalationTarget.rota(schedule, rotaId, { mode: ScheduleMode.CURRENTLY_ON_CALL }).');
    // Pass: the rota target takes the mode (as ScheduleMode spells it, or in its *_for_rota form).
    path.addLevel('Rota', { notify: [EscalationTarget.rota(primary, '01HROTA', { mode: 'currently_on_call_for_rota' }), EscalationTarget.rota(primary, '01HROTA', { mode: ScheduleMode.ALL_USERS })] });
    expect(pathBody(synthDoc(s)).path[0].level.targets.map((t: any) => t.schedule_mode)).toEqual(['currently_on_call_for_rota', 'all_users_for_rota']);
  });
});

describe('EscalationPath props (JavaScript callers)', () => {
  test('missing or mistyped props and misspelled keys are named', () => {
    const s = incidentStack();
    expect(errorOf(() => new EscalationPath(s, 'A', {} as any))).toBe(
      "[test/A] name: is required. Received: undefined. Allowed: the name of the escalation path, e.g. 'Payments on-call'. Fix: set name.");
    expect(errorOf(() => new EscalationPath(s, 'B', { name: 3 } as any))).toBe(
      "[test/B] name: expected a string. Received: 3. Allowed: a name, e.g. 'Payments on-call'. Fix: write the name as a string.");
    expect(errorOf(() => new EscalationPath(s, 'C', { name: 'C', workingHour: [] } as any))).toBe(
      "[test/C] workingHour: unknown option; did you mean workingHours? Received: the key 'workingHour'. "
      + "Allowed: the options of EscalationPathProps: name, workingHours, teamIds, restart. Fix: write 'workingHours' instead of 'workingHour'.");
    expect(errorOf(() => new EscalationPath(s, 'D', { name: 'D', restart: { after: Duration.seconds(1.5), delayOnActivity: 'yes' } } as any))).toBe([
      '[test/D] 2 problems:',
      '  - restart.after: is not a whole number of seconds. Received: 1.5s. Allowed: whole seconds. Fix: use Duration.seconds(n) with a whole n, e.g. Duration.seconds(2).',
      '  - restart.delayOnActivity: expected true or false. Received: "yes". Allowed: a boolean. Fix: write delayOnActivity: true, or leave it out.',
    ].join('\n'));
    expect(errorOf(() => new EscalationPath(s, 'E', { name: 'E', restart: {} } as any))).toBe(
      '[test/E] restart.after: is required. Received: undefined. Allowed: a Duration, e.g. Duration.minutes(30). Fix: set after.');
    expect(errorOf(() => new EscalationPath(s, 'G', { name: 'G', restart: Duration.minutes(30) } as any))).toBe(
      '[test/G] restart: expected an object. Received: a Duration. Allowed: an object, e.g. { after: Duration.minutes(30) }. Fix: write restart: { after: Duration.minutes(30) }.');
    expect(errorOf(() => new EscalationPath(s, 'F', null as any))).toBe(
      "[test/F] (props): expected an object with the construct's props. Received: null. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    // The team ids in the props' words (the L1 said "expected a set (array) of strings" at its own path, without a fix).
    expect(errorOf(() => new EscalationPath(s, 'H', { name: 'H', teamIds: '01HTEAM' } as any))).toBe(
      "[test/H] teamIds: expected a list of strings. Received: \"01HTEAM\". Allowed: the ids of the teams (entries of the Team catalog type) that own the path. Fix: pass a list of strings, e.g. ['a'].");
    expect(errorOf(() => new EscalationPath(s, 'H', { name: 'H', teamIds: [7] } as any))).toBe(
      '[test/H] teamIds[0]: expected a string. Received: 7. Allowed: the ids of the teams (entries of the Team catalog type) that own the path. Fix: write teamIds[0] as a string.');
  });

  test('restart without delayOnActivity renders false, as the provider requires the field', () => {
    const s = incidentStack();
    new EscalationPath(s, 'P', { name: 'P', restart: { after: Duration.hours(1) } }).addLevel('L', level(people(s).primary));
    expect(pathBody(synthDoc(s)).repeat_config).toEqual({ repeat_after_seconds: 3600, delay_repeat_on_activity: false });
  });
});

describe('working hours of a path', () => {
  test('calendars from the props come first; one object used many times is rendered once', () => {
    const s = incidentStack();
    const { primary } = people(s);
    const us = WorkingHours.weekdays({ name: 'US', timezone: 'America/New_York', start: '09:00', end: '17:00', days: [incident.Weekday.MONDAY] });
    const uk = WorkingHours.weekdays(UK_OPTIONS);
    const path = new EscalationPath(s, 'P', { name: 'P', workingHours: [us] });
    path.addBranch('UK', { conditions: [EscalationCondition.inWorkingHours(uk)] }).thenPath.addLevel('L', { ...level(primary), ackUntil: uk.whenInactive() });
    path.addDelay('Wait', { until: us.whenActive() });
    // The same calendar written again (another object, same settings) is the same calendar.
    path.addWorkingHours(WorkingHours.weekdays(UK_OPTIONS));
    expect(pathBody(synthDoc(s)).working_hours.map((h: any) => h.id)).toEqual(['US', 'UK']);
  });

  test('two calendars under one id with other settings are refused', () => {
    const s = incidentStack();
    const path = new EscalationPath(s, 'P', { name: 'P', workingHours: [WorkingHours.weekdays(UK_OPTIONS)] });
    const late = WorkingHours.weekdays({ ...UK_OPTIONS, start: '10:00' });
    expect(errorOf(() => path.addBranch('Late', { conditions: [EscalationCondition.inWorkingHours(late)] }))).toBe(
      "[test/P] Late.conditions[0].workingHours: is a calendar with the id 'UK', which the path has already with other settings. "
      + 'Received: UK, Europe/London: monday 10:00-17:30, tuesday 10:00-17:30, wednesday 10:00-17:30, thursday 10:00-17:30, friday 10:00-17:30. '
      + "Allowed: the calendar the path has under 'UK' (UK, Europe/London: monday 09:00-17:30, tuesday 09:00-17:30, wednesday 09:00-17:30, thursday 09:00-17:30, friday 09:00-17:30), "
      + "or a calendar with another id. Fix: use the same WorkingHours object everywhere in the path, or give this one another id (id: 'UK-2').");
    expect(errorOf(() => path.addWorkingHours({} as any))).toBe(
      "[test/P] addWorkingHours(hours): expected a WorkingHours. Received: an empty object. Allowed: a WorkingHours, e.g. WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00' }). "
      + 'Fix: make the calendar with WorkingHours.of or WorkingHours.weekdays.');
    expect(errorOf(() => new EscalationPath(s, 'Q', { name: 'Q', workingHours: WorkingHours.weekdays(UK_OPTIONS) as any }))).toBe(
      '[test/Q] workingHours: expected a list of WorkingHours. Received: a WorkingHours. Allowed: a list of WorkingHours. Fix: wrap the calendars in [ ].');
  });
});

describe('EscalationPath.fromEscalationPathAttributes', () => {
  test('an id known here serves an alert route; a missing id is named', () => {
    const s = incidentStack();
    const p = EscalationPath.fromEscalationPathAttributes(s, 'Old', { escalationPathId: '01JPQNFD3RWAAY2V83QQ80D1ZV' });
    expect(p.escalationPathId).toBe('01JPQNFD3RWAAY2V83QQ80D1ZV');
    expect(errorOf(() => EscalationPath.fromEscalationPathAttributes(s, 'None', {} as any))).toBe(
      '[test/None] escalationPathId: is required. Received: undefined. Allowed: the id of the escalation path. Fix: set escalationPathId.');
  });
});

describe('the incident policy pack over escalation paths', () => {
  test('a route that escalates to a path by escalationPathId is compliant; one that names nobody is not', () => {
    const j = judge([new IncidentBestPractices()], (s) => {
      new incident.IncidentProvider(s, 'incident', {});
      const { path } = payments(s);
      const route = (id: string, targets: incident.IncidentAlertRouteEscalationConfigEscalationTargets[]) => new incident.IncidentAlertRoute(s, id, {
        name: id,
        enabled: true,
        isPrivate: false,
        alertSources: [{ alertSourceId: '01HNBF5KZNWJ47TAN9ZT24MNPZ', conditionGroups: [] }],
        conditionGroups: [],
        expressions: [],
        escalationConfig: { autoCancelEscalations: true, escalationTargets: targets },
        incidentConfig: { enabled: false, conditionGroups: [] },
      });
      route('Escalates', [{ escalationPaths: { arrayValue: [{ literal: path.escalationPathId }] } }]);
      route('Silent', []);
    });
    expect(j.findings.map((f) => `${f.constructPath} ${f.ruleId}`)).toEqual(['test/Silent Incident-R1']);
    expect(findingsOf(j, 'Incident-R2')).toEqual([]);
    expect(findingsOf(j, 'Incident-C1')).toEqual([]);
  });
});

describe('fromEscalationPathAttributes', () => {
  test('stands for a path by id, renders nothing; an L1 path\'s id serves', () => {
    const s = incidentStack();
    const l1 = new incident.IncidentEscalationPath(s, 'L1', { name: 'L1', path: [{ type: 'level', level: { targets: [{ id: 'u', type: 'user', urgency: 'high' }] } }] });
    const p = incident.EscalationPath.fromEscalationPathAttributes(s, 'FromL1', { escalationPathId: l1.id });
    expect(p).not.toBeInstanceOf(incident.EscalationPath);
    expect(p).not.toBeInstanceOf(incident.EscalationPathLookup);
    expect(p.node.children).toEqual([]);
    new TerraformOutput(s, 'id', { value: p.escalationPathId });
    expect(synthDoc(s).output.id.value).toBe('${incident_escalation_path.L1.id}');
    expect(Object.keys(synthDoc(s).resource.incident_escalation_path)).toEqual(['L1']);
  });

  test('an id is required, a string, not empty', () => {
    const s = incidentStack();
    const { fromEscalationPathAttributes } = incident.EscalationPath;
    expect(errorOf(() => fromEscalationPathAttributes(s, 'A', { escalationPathId: '' }))).toBe(
      '[test/A] escalationPathId: is empty. Received: "". Allowed: the id of the escalation path. Fix: set escalationPathId.');
    expect(errorOf(() => fromEscalationPathAttributes(s, 'B', { escalationPathId: 1 } as any))).toBe(
      "[test/B] escalationPathId: expected a string. Received: 1. Allowed: the id of the escalation path. Fix: pass escalationPathId as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => fromEscalationPathAttributes(s, 'C', { id: 'x' } as any))).toBe(
      "[test/C] id: unknown option. Received: the key 'id'. Allowed: the options of EscalationPathAttributes: escalationPathId. Fix: remove 'id', or check its spelling against EscalationPathAttributes.");
  });

  test('a message that describes one names its contract, not a private class', () => {
    const s = incidentStack();
    const p = incident.EscalationPath.fromEscalationPathAttributes(s, 'Other', { escalationPathId: '01JPQNFD3RWAAY2V83QQ80D1ZV' });
    const path = new incident.EscalationPath(s, 'P', { name: 'P' });
    expect(errorOf(() => path.addLevel('L', { notify: [incident.EscalationTarget.user(p as any)] }))).toContain(
      "L.notify[0]: expected an IUser. Received: the IEscalationPath 'test/Other'.");
  });
});
