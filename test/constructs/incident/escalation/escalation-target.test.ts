/**
 * EscalationTarget: schedules (whole, or a rota), users; typed by their contracts, checked where a
 * level takes them.
 */
import { TerraformVariable } from 'cdktn';
import { errorOf, incidentStack, pathBody, people, SCHEDULE_ID, synthDoc, USER_ID, warningsOf } from './escalation-util';
import { incident } from '../../../../src/index';

const { EscalationPath, EscalationTarget, ScheduleMode, Urgency } = incident;

function levelWith(...notify: incident.EscalationTarget[]) {
  const s = incidentStack();
  const path = new EscalationPath(s, 'P', { name: 'P' });
  return { s, add: () => path.addLevel('L', { notify }) };
}

describe('EscalationTarget', () => {
  test('schedule (currently on call unless a mode says otherwise), rota, user; the level\'s urgency on each', () => {
    const s = incidentStack();
    const { primary, jane } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    path.addLevel('L', {
      urgency: Urgency.LOW,
      notify: [
        EscalationTarget.schedule(primary),
        EscalationTarget.schedule(primary, { mode: ScheduleMode.NEXT_ON_CALL }),
        EscalationTarget.rota(primary, '01HROTA'),
        EscalationTarget.rota(primary, '01HROTA', { mode: ScheduleMode.ALL_USERS }),
        EscalationTarget.user(jane),
      ],
    });
    expect(pathBody(synthDoc(s)).path[0].level.targets).toEqual([
      { id: SCHEDULE_ID, type: 'schedule', urgency: 'low', schedule_mode: 'currently_on_call' },
      { id: SCHEDULE_ID, type: 'schedule', urgency: 'low', schedule_mode: 'next_on_call' },
      { id: SCHEDULE_ID, type: 'schedule', urgency: 'low', schedule_mode: 'currently_on_call_for_rota', selected_rota_id: '01HROTA' },
      { id: SCHEDULE_ID, type: 'schedule', urgency: 'low', schedule_mode: 'all_users_for_rota', selected_rota_id: '01HROTA' },
      { id: USER_ID, type: 'user', urgency: 'low' },
    ]);
    expect([EscalationTarget.schedule(primary).kind, EscalationTarget.user(jane).kind]).toEqual(['schedule', 'user']);
  });

  test('a schedule or user lookup renders its data source id', () => {
    const s = incidentStack();
    const path = new EscalationPath(s, 'P', { name: 'P' });
    const rota = incident.Schedule.fromName(s, 'Rota', 'Primary');
    const jane = incident.User.fromEmail(s, 'Jane', 'jane@example.com');
    path.addLevel('L', { notify: [EscalationTarget.schedule(rota), EscalationTarget.user(jane)] });
    expect(pathBody(synthDoc(s)).path[0].level.targets.map((t: any) => t.id)).toEqual([
      '${data.incident_schedule.Rota_Lookup_455A86C3.id}', '${data.incident_user.Jane_Lookup_31F157EE.id}',
    ]);
  });

  test('JavaScript: a string where the schedule or user is wanted gets the lookup that takes it: by name, id, email address or Slack user id', () => {
    const schedule = (v: string, fix: string) => `[test/P] L.notify[0]: expected an ISchedule, not a string. Received: "${v}". Allowed: an ISchedule, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call'). Fix: ${fix}`;
    const user = (v: string, fix: string) => `[test/P] L.notify[0]: expected an IUser, not a string. Received: "${v}". Allowed: an IUser, e.g. User.fromEmail(this, 'Jane', 'jane@example.com'). Fix: ${fix}`;
    // Issue 25: a name in the id slot (Schedule.fromId(this, 'Primary', "Payments primary")) was the hint for a name.
    expect(errorOf(levelWith(EscalationTarget.schedule('Payments primary' as any)).add)).toBe(
      schedule('Payments primary', 'look the schedule up by name: Schedule.fromName(this, \'PaymentsPrimary\', "Payments primary").'));
    expect(errorOf(levelWith(EscalationTarget.rota('Payments primary' as any, '01HROTA')).add)).toBe(
      schedule('Payments primary', 'look the schedule up by name: Schedule.fromName(this, \'PaymentsPrimary\', "Payments primary").'));
    expect(errorOf(levelWith(EscalationTarget.schedule(SCHEDULE_ID as any)).add)).toBe(schedule(SCHEDULE_ID, `look the schedule up by id: Schedule.fromId(this, 'Schedule', "${SCHEDULE_ID}").`));
    expect(errorOf(levelWith(EscalationTarget.user('jane.doe@example.com' as any)).add)).toBe(
      user('jane.doe@example.com', 'look the user up by email address: User.fromEmail(this, \'JaneDoe\', "jane.doe@example.com").'));
    expect(errorOf(levelWith(EscalationTarget.user('U04KX7T2M9R' as any)).add)).toBe(user('U04KX7T2M9R', 'look the user up by Slack user id: User.fromSlackUserId(this, \'User\', "U04KX7T2M9R").'));
    expect(errorOf(levelWith(EscalationTarget.user(USER_ID as any)).add)).toBe(user(USER_ID, `look the user up by id: User.fromId(this, 'User', "${USER_ID}").`));
    // A user has no lookup by name.
    expect(errorOf(levelWith(EscalationTarget.user('Jane Doe' as any)).add)).toBe(
      user('Jane Doe', "look the user up, e.g. User.fromEmail(this, 'Jane', 'jane@example.com'), or by its id: User.fromId(this, 'User', '<id>')."));
  });

  test('JavaScript: a wrong object, an empty rota id, a mistyped mode or option', () => {
    expect(errorOf(levelWith(EscalationTarget.user({ id: USER_ID } as any)).add)).toBe(
      "[test/P] L.notify[0]: expected an IUser. Received: an object with keys id. Allowed: an IUser, e.g. User.fromEmail(this, 'Jane', 'jane@example.com'). "
      + "Fix: pass the construct, e.g. User.fromEmail(this, 'Jane', 'jane@example.com').");
    const s = incidentStack();
    const { primary } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    expect(errorOf(() => path.addLevel('L', { notify: [EscalationTarget.rota(primary, ' ')] }))).toBe(
      '[test/P] L.notify[0].rotaId: is empty. Received: " ". Allowed: the id of a rota of the schedule. Fix: set rotaId.');
    expect(errorOf(() => path.addLevel('L', { notify: [EscalationTarget.schedule(primary, { mode: 2, rota: 'x' } as any)] }))).toBe([
      '[test/P] 2 problems:',
      "  - L.notify[0].rota: unknown option. Received: the key 'rota'. Allowed: the options of ScheduleTargetOptions: mode. Fix: remove 'rota', or check its spelling against ScheduleTargetOptions.",
      '  - L.notify[0].mode: expected a string. Received: 2. Allowed: ScheduleMode.CURRENTLY_ON_CALL, ALL_USERS or NEXT_ON_CALL. Fix: write mode: ScheduleMode.CURRENTLY_ON_CALL.',
    ].join('\n'));
    expect(errorOf(() => path.addLevel('L', { notify: [EscalationTarget.schedule(primary, null as any)] }))).toBe(
      '[test/P] L.notify[0]: was made by EscalationTarget.schedule with no options object. Received: null. Allowed: an object (struct). Fix: pass the options, e.g. EscalationTarget.schedule({ ... }).');
  });

  test('fail: a mode the API does not take (its enum EscalationPathTargetV2ScheduleMode), with the override that sends it (the L1\'s value check only warns)', () => {
    const s = incidentStack();
    const { primary, jane } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    const message = (field: string, v: string, use: string, at: string) => `[test/P] ${field}: is not a schedule mode the API takes (internal/client/client.gen.go: EscalationPathTargetV2ScheduleMode (API enum)). `
      + `Received: "${v}". Allowed: ScheduleMode.CURRENTLY_ON_CALL ('currently_on_call'), ScheduleMode.ALL_USERS ('all_users') or ScheduleMode.NEXT_ON_CALL ('next_on_call'). `
      + `Fix: use ${use}; or, to send "${v}" as it is, add the target with ScheduleMode.CURRENTLY_ON_CALL and override the L1: path.resource.addOverride('${at}', "${v}").`;
    expect(errorOf(() => path.addLevel('L', { notify: [EscalationTarget.user(jane), EscalationTarget.schedule(primary, { mode: 'whoever' })] }))).toBe(
      message('L.notify[1].mode', 'whoever', "one of the values allowed, e.g. ScheduleMode.CURRENTLY_ON_CALL ('currently_on_call')", 'path.0.level.targets.1.schedule_mode'));
    const b = path.addBranch('B', { conditions: [] });
    expect(errorOf(() => b.elsePath.addLevel('L', { notify: [EscalationTarget.rota(primary, '01HROTA', { mode: 'All users' })] }))).toBe(
      message('B/else/L.notify[0].mode', 'All users', "ScheduleMode.ALL_USERS ('all_users')", 'path.0.if_else.else_path.0.level.targets.0.schedule_mode'));
    // A rota target needs a mode of a rota: the API's empty mode is for a schedule target only.
    expect(errorOf(() => b.elsePath.addLevel('L', { notify: [EscalationTarget.rota(primary, '01HROTA', { mode: '' })] }))).toBe(
      message('B/else/L.notify[0].mode', '', "one of the values allowed, e.g. ScheduleMode.CURRENTLY_ON_CALL ('currently_on_call')", 'path.0.if_else.else_path.0.level.targets.0.schedule_mode'));
  });

  test('pass: the ScheduleMode constants, the API\'s empty mode on a schedule target, a token; the override sends another mode as it is', () => {
    const s = incidentStack();
    const { primary } = people(s);
    const path = new EscalationPath(s, 'P', { name: 'P' });
    const mode = new TerraformVariable(s, 'mode', { type: 'string' }).stringValue;
    path.addLevel('L', { notify: [ScheduleMode.NEXT_ON_CALL, '', mode].map((m) => EscalationTarget.schedule(primary, { mode: m })) });
    path.resource.addOverride('path.0.level.targets.0.schedule_mode', 'whoever');
    expect(pathBody(synthDoc(s)).path[0].level.targets.map((t: any) => t.schedule_mode)).toEqual(['whoever', '', '${var.mode}']);
    expect(warningsOf(s)).toEqual([]);
  });
});
