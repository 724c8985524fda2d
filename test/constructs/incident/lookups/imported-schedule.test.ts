/**
 * ImportedSchedule (Schedule.fromScheduleAttributes): an id, nothing read; for schedules defined
 * here by an L1.
 */
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, pathBody, synthDoc } from '../escalation/escalation-util';

describe('ImportedSchedule', () => {
  test('an L1 schedule\'s id serves a level', () => {
    const s = incidentStack();
    const l1 = new incident.IncidentSchedule(s, 'Rota', {
      name: 'Rota',
      timezone: 'Europe/London',
      rotations: [{ id: 'primary', name: 'Primary', versions: [{ handoverStartAt: '2024-05-01T12:00:00Z', users: [], layers: [{ id: 'primary', name: 'Primary' }], handovers: [{ intervalType: 'daily', interval: 1 }] }] }],
    });
    const rota = incident.Schedule.fromScheduleAttributes(s, 'RotaRef', { scheduleId: l1.id });
    expect(rota).toBeInstanceOf(incident.ImportedSchedule);
    new incident.EscalationPath(s, 'P', { name: 'P' }).addLevel('L', { notify: [incident.EscalationTarget.schedule(rota)] });
    expect(pathBody(synthDoc(s)).path[0].level.targets[0].id).toBe('${incident_schedule.Rota.id}');
  });

  test('an id is required', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.Schedule.fromScheduleAttributes(s, 'A', {} as any))).toBe(
      '[test/A] scheduleId: is required. Received: undefined. Allowed: the id of the schedule. Fix: set scheduleId.');
    expect(errorOf(() => incident.Schedule.fromScheduleAttributes(s, 'B', { scheduleId: '  ' }))).toBe(
      '[test/B] scheduleId: is empty. Received: "  ". Allowed: the id of the schedule. Fix: set scheduleId.');
  });
});
