/**
 * WorkingHours: calendars of any intervals or the same hours on some days; their options are
 * checked where a path uses them, with the field where they were passed.
 */
import { TerraformVariable } from 'cdktn';
import { errorOf, incidentStack, pathBody, synthDoc, UK_OPTIONS, warningsOf } from './escalation-util';
import { Duration, incident } from '../../../../src/index';

const { EscalationPath, EscalationCondition, WorkingHours, Weekday, WorkingHoursState } = incident;

function use(hours: incident.WorkingHours) {
  const s = incidentStack();
  const path = new EscalationPath(s, 'P', { name: 'P' });
  path.addDelay('Wait', { duration: Duration.minutes(1) });
  return { s, add: () => path.addWorkingHours(hours), branch: () => path.addBranch('B', { conditions: [EscalationCondition.inWorkingHours(hours)] }) };
}

describe('WorkingHours', () => {
  test('of: any intervals; weekdays: Monday to Friday unless days says otherwise; the id is the name unless given', () => {
    const s = incidentStack();
    const path = new EscalationPath(s, 'P', {
      name: 'P',
      workingHours: [
        WorkingHours.of({ name: 'Weekend', timezone: 'UTC', intervals: [{ weekday: Weekday.SATURDAY, start: '10:00', end: '14:00' }, { weekday: Weekday.SUNDAY, start: '10:00', end: '12:00' }] }),
        WorkingHours.weekdays({ ...UK_OPTIONS, id: 'uk', days: [Weekday.MONDAY, Weekday.TUESDAY] }),
      ],
    });
    path.addDelay('D', { until: WorkingHours.weekdays(UK_OPTIONS).whenActive() });
    expect(pathBody(synthDoc(s)).working_hours).toEqual([
      { id: 'Weekend', name: 'Weekend', timezone: 'UTC', weekday_intervals: [{ weekday: 'saturday', start_time: '10:00', end_time: '14:00' }, { weekday: 'sunday', start_time: '10:00', end_time: '12:00' }] },
      { id: 'uk', name: 'UK', timezone: 'Europe/London', weekday_intervals: [{ weekday: 'monday', start_time: '09:00', end_time: '17:30' }, { weekday: 'tuesday', start_time: '09:00', end_time: '17:30' }] },
      { id: 'UK', name: 'UK', timezone: 'Europe/London', weekday_intervals: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((weekday) => ({ weekday, start_time: '09:00', end_time: '17:30' })) },
    ]);
    const uk = WorkingHours.weekdays(UK_OPTIONS);
    expect([uk.whenActive().state, uk.whenInactive().state, uk.whenActive().workingHours])
      .toEqual([WorkingHoursState.ACTIVE, WorkingHoursState.INACTIVE, uk]);
  });

  test('a time not written HH:MM, and a calendar without intervals, warn', () => {
    const { s, add } = use(WorkingHours.of({ name: 'Odd', timezone: 'UTC', intervals: [{ weekday: Weekday.MONDAY, start: '9am', end: '17:00' }] }));
    add();
    const other = new EscalationPath(s, 'Q', { name: 'Q' });
    other.addDelay('Wait', { duration: Duration.minutes(1) });
    other.addWorkingHours(WorkingHours.weekdays({ ...UK_OPTIONS, days: [] }));
    expect(warningsOf(s)).toEqual([
      'test/P: [incident:working-hours-time] addWorkingHours(hours).intervals[0].start: "9am" is not a time written HH:MM in 24-hour time, which the API takes '
      + "(internal/client/client.gen.go: WeekdayIntervalV2 (StartTime, EndTime: \"in 24hr format\", e.g. 09:00)); write it like '09:00' or '17:30'.",
      "test/Q: [incident:working-hours-empty] addWorkingHours(hours): the calendar 'UK' has no working intervals, so it is never active: a branch on it always takes its else path, "
      + 'and a wait for it to become active never ends. List the working intervals (or leave days out for Monday to Friday).',
    ]);
  });

  describe('a weekday the API does not take (its enum WeekdayIntervalV2Weekday) is refused, with the override that sends it (the L1\'s value check only warns)', () => {
    const ALLOWED = "Weekday.MONDAY ('monday'), Weekday.TUESDAY ('tuesday'), Weekday.WEDNESDAY ('wednesday'), Weekday.THURSDAY ('thursday'), Weekday.FRIDAY ('friday'), "
      + "Weekday.SATURDAY ('saturday') or Weekday.SUNDAY ('sunday')";
    const message = (field: string, v: string, hint: string, at: string) => `[test/P] ${field}: is not a weekday the API takes (internal/client/client.gen.go: WeekdayIntervalV2Weekday (API enum)). `
      + `Received: "${v}". Allowed: ${ALLOWED}. Fix: use ${hint}; or, to send "${v}" as it is, write Weekday.MONDAY there and override the L1 of the path: path.resource.addOverride('${at}', "${v}").`;

    test('fail: an interval of WorkingHours.of, and a day of WorkingHours.weekdays (the second calendar of the path: working_hours.1)', () => {
      const { add } = use(WorkingHours.of({ name: 'UK', timezone: 'UTC', intervals: [{ weekday: Weekday.MONDAY, start: '09:00', end: '17:00' }, { weekday: 'Tuesday', start: '09:00', end: '17:00' }] }));
      expect(errorOf(add)).toBe(message('addWorkingHours(hours).intervals[1].weekday', 'Tuesday', "Weekday.TUESDAY ('tuesday')", 'working_hours.0.weekday_intervals.1.weekday'));
      const s = incidentStack();
      const path = new EscalationPath(s, 'P', { name: 'P', workingHours: [WorkingHours.weekdays({ name: 'US', timezone: 'UTC', start: '09:00', end: '17:00' })] });
      expect(errorOf(() => path.addWorkingHours(WorkingHours.weekdays({ name: 'UK', timezone: 'UTC', start: '09:00', end: '17:00', days: ['mon'] })))).toBe(
        message('addWorkingHours(hours).days[0]', 'mon', "one of the values allowed, e.g. Weekday.MONDAY ('monday')", 'working_hours.1.weekday_intervals.0.weekday'));
    });

    test('pass: the Weekday constants, a token; the override sends another as it is', () => {
      const s = incidentStack();
      const path = new EscalationPath(s, 'P', { name: 'P' });
      const day = new TerraformVariable(s, 'day', { type: 'string' }).stringValue;
      path.addWorkingHours(WorkingHours.of({ name: 'UK', timezone: 'UTC', intervals: [{ weekday: Weekday.SUNDAY, start: '09:00', end: '17:00' }, { weekday: day, start: '09:00', end: '17:00' }] }));
      path.resource.addOverride('working_hours.0.weekday_intervals.0.weekday', 'Sunday');
      path.addDelay('Wait', { duration: Duration.minutes(1) });
      expect(pathBody(synthDoc(s)).working_hours[0].weekday_intervals.map((i: any) => i.weekday)).toEqual(['Sunday', '${var.day}']);
      expect(warningsOf(s)).toEqual([]);
    });
  });

  test('JavaScript: what the options need, under the field where the calendar was used', () => {
    expect(errorOf(use(WorkingHours.of({ name: 'UK' } as any)).branch)).toBe([
      '[test/P] 2 problems:',
      "  - B.conditions[0].workingHours.timezone: is required. Received: undefined. Allowed: an IANA time zone, e.g. 'Europe/London'. Fix: set timezone.",
      "  - B.conditions[0].workingHours.intervals: is required. Received: undefined. Allowed: a list of intervals, e.g. [{ weekday: Weekday.MONDAY, start: '09:00', end: '17:00' }]. Fix: set intervals.",
    ].join('\n'));
    expect(errorOf(use(WorkingHours.of({ name: 'UK', timezone: 'UTC', intervals: [{ weekday: 'monday', start: '09:00', finish: '17:00' }] } as any)).add)).toBe(
      "[test/P] addWorkingHours(hours).intervals[0].finish: unknown option. Received: the key 'finish'. Allowed: the options of WorkingInterval: weekday, start, end. "
      + "Fix: remove 'finish', or check its spelling against WorkingInterval.");
    expect(errorOf(use(WorkingHours.of({ name: 'UK', timezone: 'UTC', intervals: [{ weekday: 'monday', start: '09:00' }, 'mon'] } as any)).add)).toBe([
      '[test/P] 2 problems:',
      "  - addWorkingHours(hours).intervals[0].end: is required. Received: undefined. Allowed: a time of day, e.g. '09:00'. Fix: set end.",
      "  - addWorkingHours(hours).intervals[1]: expected an interval. Received: \"mon\". Allowed: { weekday, start, end }, e.g. { weekday: Weekday.MONDAY, start: '09:00', end: '17:00' }. "
      + 'Fix: write the interval as an object.',
    ].join('\n'));
    expect(errorOf(use(WorkingHours.of({ name: 'UK', timezone: 'UTC', intervals: {} } as any)).add)).toBe(
      "[test/P] addWorkingHours(hours).intervals: expected a list of intervals. Received: an empty object. Allowed: a list such as [{ weekday: Weekday.MONDAY, start: '09:00', end: '17:00' }]. "
      + 'Fix: wrap the intervals in [ ].');
    expect(errorOf(use(WorkingHours.weekdays({ ...UK_OPTIONS, timezone: 1, days: 'monday' } as any)).add)).toBe([
      '[test/P] 2 problems:',
      '  - addWorkingHours(hours).timezone: expected a string. Received: 1. Allowed: a string. Fix: write timezone as a string.',
      '  - addWorkingHours(hours).days: expected a list of weekdays. Received: "monday". Allowed: weekdays, e.g. [Weekday.SATURDAY, Weekday.SUNDAY]. Fix: pass the days as a list of Weekday values.',
    ].join('\n'));
    const s = incidentStack();
    const days = new TerraformVariable(s, 'days', { type: 'list(string)' }).listValue;
    expect(errorOf(() => new EscalationPath(s, 'P', { name: 'P', workingHours: [WorkingHours.weekdays({ ...UK_OPTIONS, days })] }))).toBe(
      '[test/P] workingHours[0].days: must be a list known at synth, not a token. Received: a list token (a value Terraform knows only when it plans or applies). '
      + 'Allowed: weekdays, e.g. [Weekday.SATURDAY, Weekday.SUNDAY]. Fix: write the days in code.');
    expect(errorOf(use(WorkingHours.weekdays(undefined as any)).add)).toBe(
      '[test/P] addWorkingHours(hours): was made by WorkingHours.weekdays with no options object. Received: undefined. Allowed: an object (struct). '
      + 'Fix: pass the options, e.g. WorkingHours.weekdays({ ... }).');
  });

  test('a transition to a state the API does not take (new WorkingHoursTransition(uk, \'open\'): the class is public) is refused, with the override that sends it', () => {
    const s = incidentStack();
    const path = new EscalationPath(s, 'P', { name: 'P' });
    const uk = WorkingHours.weekdays(UK_OPTIONS);
    const message = (field: string, v: string, hint: string, at: string) => `[test/P] ${field}.state: is not a state of working hours the API takes (internal/client/client.gen.go: `
      + 'EscalationPathNodeLevelV2TimeToAckIntervalCondition, EscalationPathNodeDelayV2DelayIntervalCondition (API enums: active, inactive)). '
      + `Received: "${v}". Allowed: WorkingHoursState.ACTIVE ('active') or WorkingHoursState.INACTIVE ('inactive'). `
      + `Fix: use ${hint}; or, to send "${v}" as it is, wait for uk.whenActive() and override the L1: path.resource.addOverride('${at}', "${v}").`;
    expect(errorOf(() => path.addDelay('D', { until: new incident.WorkingHoursTransition(uk, 'open') }))).toBe(
      message('D.until', 'open', "one of the values allowed, e.g. WorkingHoursState.ACTIVE ('active')", 'path.0.delay.delay_interval_condition'));
    path.addDelay('Wait', { duration: Duration.minutes(1) });
    expect(errorOf(() => path.addLevel('L', { notify: [], ackUntil: new incident.WorkingHoursTransition(uk, 'Inactive') }))).toBe(
      message('L.ackUntil', 'Inactive', "WorkingHoursState.INACTIVE ('inactive')", 'path.1.level.time_to_ack_interval_condition'));
    // Pass: the constants (what whenActive and whenInactive make).
    path.addDelay('D', { until: new incident.WorkingHoursTransition(uk, WorkingHoursState.INACTIVE) });
    expect(pathBody(synthDoc(s)).path[1].delay.delay_interval_condition).toBe('inactive');
  });
});
