/**
 * What the levels, delays and branches of an escalation path render (private/escalation-node-bodies.ts):
 * their options checked under the node's path, their targets, conditions and calendars bound, the
 * calendars' ids escaped as the calendars render them, and the warnings of nodes that do nothing.
 */
import { Duration, incident } from '../../../../../src/index';
import { errorOf, incidentStack, level, pathBody, people, synthDoc, warningsOf } from '../escalation-util';

const { EscalationPath, EscalationCondition, EscalationTarget, WorkingHours } = incident;

function setup() {
  const s = incidentStack();
  const { primary, jane } = people(s);
  const path = new EscalationPath(s, 'P', { name: 'P' });
  return { s, primary, jane, path };
}

describe('addLevel', () => {
  test('what a level needs, named under its node path', () => {
    const { primary, path } = setup();
    expect(errorOf(() => path.addLevel('L', {} as any))).toBe(
      '[test/P] L.notify: is required. Received: undefined. Allowed: the targets of the level, e.g. [EscalationTarget.schedule(primary)]. Fix: set notify.');
    expect(errorOf(() => path.addLevel('L', { notify: EscalationTarget.schedule(primary) } as any))).toBe(
      '[test/P] L.notify: expected a list of targets. Received: an EscalationTarget. Allowed: a list of EscalationTarget, e.g. [EscalationTarget.schedule(primary)]. Fix: wrap the targets in [ ].');
    expect(errorOf(() => path.addLevel('L', { notify: [primary] } as any))).toBe(
      "[test/P] L.notify[0]: expected an EscalationTarget, not the schedule itself. Received: the ISchedule 'test/Primary'. "
      + 'Allowed: an EscalationTarget, e.g. EscalationTarget.schedule(primary) or EscalationTarget.user(jane). Fix: wrap the schedule: EscalationTarget.schedule(primary).');
    expect(errorOf(() => path.addLevel('L', { notify: ['01GX3C1TK13RQSEGP59XZ3MYP0'] } as any))).toBe(
      '[test/P] L.notify[0]: expected an EscalationTarget. Received: "01GX3C1TK13RQSEGP59XZ3MYP0". '
      + 'Allowed: an EscalationTarget, e.g. EscalationTarget.schedule(primary) or EscalationTarget.user(jane). Fix: make the target with EscalationTarget.schedule, .rota or .user.');
    expect(errorOf(() => path.addLevel('L', { notify: [], urgency: 1, ackMode: true } as any))).toBe([
      '[test/P] 2 problems:',
      "  - L.urgency: expected a string. Received: 1. Allowed: 'high' or 'low'. Fix: write urgency: 'high'.",
      "  - L.ackMode: expected a string. Received: true. Allowed: 'all' or 'first'. Fix: write ackMode: 'all'.",
    ].join('\n'));
    expect(errorOf(() => path.addLevel('L', 'pager' as any))).toBe(
      "[test/P] L: addLevel was given no options object. Received: \"pager\". Allowed: an object (struct). Fix: pass the options, e.g. addLevel('L', { ... }).");
  });

  test('misspelled options, also in nested structs, are named with the closest one', () => {
    const { primary, path } = setup();
    expect(errorOf(() => path.addLevel('L', { ...level(primary), ackTimout: Duration.minutes(1), retry: { attempt: 3, interval: Duration.minutes(1) } } as any))).toBe([
      '[test/P] 2 problems:',
      "  - L.ackTimout: unknown option; did you mean ackTimeout? Received: the key 'ackTimout'. "
      + "Allowed: the options of EscalationLevelOptions: notify, ackTimeout, ackUntil, ackMode, urgency, roundRobin, retry. Fix: write 'ackTimeout' instead of 'ackTimout'.",
      "  - L.retry.attempt: unknown option; did you mean attempts? Received: the key 'attempt'. "
      + "Allowed: the options of EscalationRetryOptions: attempts, interval. Fix: write 'attempts' instead of 'attempt'.",
    ].join('\n'));
  });

  test('timeouts are Durations of whole seconds (the provider\'s attributes are Int64)', () => {
    const { primary, path } = setup();
    expect(errorOf(() => path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], ackTimeout: 300 as any }))).toBe(
      '[test/P] L.ackTimeout: expected a Duration. Received: 300. Allowed: a Duration, e.g. Duration.minutes(5). Fix: write ackTimeout: Duration.minutes(5).');
    expect(errorOf(() => path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], ackTimeout: Duration.seconds(0.5) }))).toBe(
      '[test/P] L.ackTimeout: is not a whole number of seconds. Received: 0.5s. Allowed: whole seconds. Fix: use Duration.seconds(n) with a whole n, e.g. Duration.seconds(1).');
    expect(errorOf(() => path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], ackTimeout: Duration.minutes(-1) }))).toBe(
      '[test/P] L.ackTimeout: is not a duration. Received: Duration.minutes(-1): the amount must be a finite number, 0 or more. '
      + 'Allowed: a Duration of a finite amount, 0 or more, e.g. Duration.minutes(5). Fix: write ackTimeout: Duration.minutes(5).');
    expect(errorOf(() => path.addLevel('L', { notify: [EscalationTarget.schedule(primary)], ackUntil: 'UK' as any }))).toBe(
      '[test/P] L.ackUntil: expected a working-hours transition. Received: "UK". Allowed: workingHours.whenActive() or workingHours.whenInactive(). Fix: write e.g. uk.whenActive().');
  });

  test('retry and round robin', () => {
    const { s, primary, path } = setup();
    expect(errorOf(() => path.addLevel('L', { ...level(primary), retry: { attempts: 2.5 } as any }))).toBe([
      '[test/P] 2 problems:',
      '  - L.retry.interval: is required. Received: undefined. Allowed: a Duration in whole minutes, e.g. Duration.minutes(5). Fix: set interval.',
      '  - L.retry.attempts: is not a whole number. Received: 2.5. Allowed: a whole number. Fix: write attempts: 3.',
    ].join('\n'));
    expect(errorOf(() => path.addLevel('L', { ...level(primary), retry: { attempts: '3', interval: Duration.minutes(1) } as any }))).toBe(
      '[test/P] L.retry.attempts: expected a number. Received: "3". Allowed: a whole number. Fix: write attempts: 3.');
    expect(errorOf(() => path.addLevel('L', { ...level(primary), retry: 3, roundRobin: true } as any))).toBe([
      '[test/P] 2 problems:',
      '  - L.retry: expected an object. Received: 3. Allowed: an object, e.g. { attempts: 3, interval: Duration.minutes(5) }. Fix: write retry: { attempts: 3, interval: Duration.minutes(5) }.',
      '  - L.roundRobin: expected an object. Received: true. Allowed: an object, e.g. { rotateAfter: Duration.minutes(5) }, or {} for no rotation. '
      + 'Fix: write roundRobin: { rotateAfter: Duration.minutes(5) }.',
    ].join('\n'));
    path.addLevel('Retry', { ...level(primary), retry: { attempts: 3, interval: Duration.seconds(90) }, roundRobin: {} });
    expect(pathBody(synthDoc(s)).path[0].level).toMatchObject({
      retry_config: { attempts: 3, interval_seconds: 90 }, round_robin_config: { enabled: true },
    });
    expect(warningsOf(s)).toEqual([
      'test/P: [incident:escalation-retry-interval] Retry.retry.interval: is 1m30s, not a whole number of minutes, which the API asks for '
      + '(internal/client/client.gen.go: EscalationPathRetryConfigV2.IntervalSeconds ("Must be a whole number of minutes (divisible by 60)")). Use Duration.minutes(n).',
    ]);
  });

  test('fail: attempts outside 2 to 10 (documented: "Must be between 2 and 10"), with the override that sends them (the L1\'s value check only warns)', () => {
    const { primary, path } = setup();
    const message = (n: number, fix: string) => `[test/P] L.retry.attempts: is ${n}; incident.io pages a level 2 to 10 times in all, the first page included `
      + `(docs/resources/escalation_path.md: path.level.retry_config.attempts (Must be between 2 and 10)). Received: ${n}. Allowed: a whole number from 2 to 10. `
      + `Fix: ${fix}; or, to send ${n} as it is, retry 2 times and override the L1: path.resource.addOverride('path.0.level.retry_config.attempts', ${n}).`;
    expect(errorOf(() => path.addLevel('L', { ...level(primary), retry: { attempts: 11, interval: Duration.minutes(1) } }))).toBe(message(11, 'write attempts: 10'));
    expect(errorOf(() => path.addLevel('L', { ...level(primary), retry: { attempts: 1, interval: Duration.minutes(1) } }))).toBe(message(1, 'write attempts: 2, or remove retry for one page'));
  });

  test('pass: attempts 2 and 10; the override sends 11 as it is', () => {
    const { s, primary, path } = setup();
    path.addLevel('A', { ...level(primary), retry: { attempts: 2, interval: Duration.minutes(1) } });
    path.addLevel('B', { ...level(primary), retry: { attempts: 10, interval: Duration.minutes(1) } });
    path.resource.addOverride('path.1.level.retry_config.attempts', 11);
    expect(pathBody(synthDoc(s)).path.map((n: any) => n.level.retry_config.attempts)).toEqual([2, 11]);
    expect(warningsOf(s)).toEqual([]);
  });

  test('both a timeout and a wait for working hours warn: keep one', () => {
    const { s, primary, path } = setup();
    const uk = WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00' });
    path.addLevel('L', { ...level(primary), ackUntil: uk.whenActive() });
    expect(warningsOf(s)).toEqual([
      'test/P: [incident:escalation-wait-both] L: sets both ackTimeout and ackUntil; the level moves on either after a time or when working hours change, so keep one of them.',
    ]);
  });
});

describe('addDelay', () => {
  test('a delay waits for something: duration or until', () => {
    const { s, path } = setup();
    expect(errorOf(() => path.addDelay('D', {}))).toBe(
      '[test/P] D: waits for nothing: a delay sets duration or until. Received: an empty object. Allowed: duration (a Duration) or until (e.g. uk.whenActive()). '
      + 'Fix: set duration: Duration.minutes(10), or until: workingHours.whenActive().');
    expect(errorOf(() => path.addDelay('D', { duration: Duration.parse('ten minutes') }))).toBe(
      "[test/P] D.duration: is not a duration. Received: Duration.parse(\"ten minutes\"): not a duration string. Write numbers with unit suffixes d, h, m or s, e.g. '30s', '45m' or '2h45m'. "
      + 'Allowed: a Duration of a finite amount, 0 or more, e.g. Duration.minutes(10). Fix: write duration: Duration.minutes(10).');
    const uk = WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00' });
    path.addDelay('Both', { duration: Duration.minutes(5), until: uk.whenActive() });
    expect(pathBody(synthDoc(s)).path[0].delay).toEqual({ delay_seconds: 300, delay_interval_condition: 'active', delay_weekday_interval_config_id: 'UK' });
    expect(warningsOf(s)).toEqual([
      'test/P: [incident:escalation-wait-both] Both: sets both duration and until; the delay waits either a time or until working hours change, so keep one of them.',
    ]);
  });
});

describe('addBranch', () => {
  test('conditions are a list of EscalationCondition', () => {
    const { primary, path } = setup();
    expect(errorOf(() => path.addBranch('B', {} as any))).toBe(
      '[test/P] B.conditions: is required. Received: undefined. Allowed: the conditions of the branch, e.g. [EscalationCondition.inWorkingHours(uk)]. Fix: set conditions.');
    expect(errorOf(() => path.addBranch('B', { conditions: EscalationCondition.priorityIn(['01HPRIO1']) as any }))).toBe(
      '[test/P] B.conditions: expected a list of conditions. Received: an EscalationCondition. Allowed: a list of EscalationCondition. Fix: wrap the conditions in [ ].');
    expect(errorOf(() => path.addBranch('B', { conditions: [EscalationTarget.schedule(primary)] as any }))).toBe(
      '[test/P] B.conditions[0]: expected an EscalationCondition. Received: an EscalationTarget. Allowed: an EscalationCondition, e.g. EscalationCondition.inWorkingHours(uk). '
      + 'Fix: make the condition with EscalationCondition.inWorkingHours, .priorityIn or .of.');
  });

  test('a branch without conditions warns; its else path may stay empty', () => {
    const { s, primary, path } = setup();
    path.addBranch('Always', { conditions: [] }).thenPath.addLevel('L', level(primary));
    expect(pathBody(synthDoc(s)).path[0].if_else).toEqual({
      conditions: [],
      then_path: [expect.objectContaining({ id: 'Always-then-L' })],
      else_path: [],
    });
    expect(warningsOf(s)).toEqual([
      'test/P: [incident:escalation-branch-no-condition] Always.conditions: is empty, so the branch tests nothing. '
      + 'Give it a condition, e.g. conditions: [EscalationCondition.inWorkingHours(uk)], or add its nodes to the path itself.',
    ]);
  });
});

describe('the calendars a node waits for or tests', () => {
  test('named by their id, escaped (literal text) as the calendar renders it', () => {
    const { s, primary, path } = setup();
    const odd = WorkingHours.weekdays({ name: 'Odd', timezone: 'Europe/London', start: '09:00', end: '17:00', id: 'uk-${x}' });
    path.addBranch('B', { conditions: [EscalationCondition.inWorkingHours(odd)] }).thenPath.addLevel('L', { ...level(primary), ackTimeout: undefined, ackUntil: odd.whenInactive() });
    path.addDelay('D', { until: odd.whenActive() });
    const body = pathBody(synthDoc(s));
    expect(body.working_hours.map((h: any) => h.id)).toEqual(['uk-$${x}']);
    expect(body.path[0].if_else.conditions[0].subject).toBe('escalation.working_hours["uk-$${x}"]');
    expect(body.path[0].if_else.then_path[0].level.time_to_ack_weekday_interval_config_id).toBe('uk-$${x}');
    expect(body.path[1].delay.delay_weekday_interval_config_id).toBe('uk-$${x}');
  });
});
