/**
 * The contract ISchedule: each implementation gives scheduleId.
 */
import { incident } from '../../../../src/index';
import { incidentStack, resolved, SCHEDULE_ID } from '../escalation/escalation-util';

describe('ISchedule', () => {
  test('Schedule.fromName and Schedule.fromId: the id the data source reads', () => {
    const s = incidentStack();
    const byName: incident.ISchedule = incident.Schedule.fromName(s, 'Primary', 'Payments primary');
    const byId: incident.ISchedule = incident.Schedule.fromId(s, 'Known', SCHEDULE_ID);
    expect(resolved(s, [byName.scheduleId, byId.scheduleId])).toEqual([
      '${data.incident_schedule.Primary_Lookup_D07E42FD.id}', '${data.incident_schedule.Known_Lookup_CE27613D.id}',
    ]);
  });

  test('Schedule.fromScheduleAttributes: the id given', () => {
    const s = incidentStack();
    const schedule: incident.ISchedule = incident.Schedule.fromScheduleAttributes(s, 'Primary', { scheduleId: SCHEDULE_ID });
    expect(schedule.scheduleId).toBe(SCHEDULE_ID);
  });
});
