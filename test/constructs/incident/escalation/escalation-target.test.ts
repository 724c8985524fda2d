/**
 * EscalationTarget: schedules (whole, or a rota), users; typed by their contracts, checked where a
 * level takes them.
 */
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

  test('JavaScript: a bare id, a wrong object, an empty rota id, a mistyped mode or option', () => {
    expect(errorOf(levelWith(EscalationTarget.schedule(SCHEDULE_ID as any)).add)).toBe(
      `[test/P] L.notify[0]: expected an ISchedule, not an id. Received: "${SCHEDULE_ID}". Allowed: an ISchedule, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call'). `
      + `Fix: refer to it by its id with Schedule.fromScheduleAttributes(this, 'Schedule', { scheduleId: "${SCHEDULE_ID}" }), or look it up, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call').`);
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

  test('a mode the API does not list is left to the L1\'s value check, which warns', () => {
    const s = incidentStack();
    const { primary } = people(s);
    new EscalationPath(s, 'P', { name: 'P' }).addLevel('L', { notify: [EscalationTarget.schedule(primary, { mode: 'whoever' })] });
    expect(warningsOf(s)).toEqual([
      'test/P/Default: [terrain:unlisted-value] [value:incident_escalation_path.path.level.targets.schedule_mode] path[0].level.targets[0].scheduleMode: '
      + 'is not in the list of values the provider documents (value:incident_escalation_path.path.level.targets.schedule_mode); the remote API may refuse it at apply. '
      + "Received: \"whoever\". Allowed: '', 'all_users', 'all_users_for_rota', 'currently_on_call', 'currently_on_call_for_rota', 'next_on_call' or 'next_on_call_for_rota'. "
      + 'Fix: use one of the allowed values. If a newer provider release allows it, acknowledge value:incident_escalation_path.path.level.targets.schedule_mode with the reason.',
    ]);
  });
});
