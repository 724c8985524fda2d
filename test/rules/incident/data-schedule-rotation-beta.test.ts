import { fails, make } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

const SCHEDULE = '01HPFH8T92MPGSQS5C4CJYXTWF';
const RULE = 'rule:data.incident_schedule_rotation_beta/id-or-name';

describe('data.incident_schedule_rotation_beta type rules', () => {
  test('a lookup by name (or id) within a schedule has no findings', () => {
    expect(make((s) => new incident.DataIncidentScheduleRotationBeta(s, 'd', { scheduleId: SCHEDULE, name: 'Primary' })).warnings).toEqual([]);
    expect(make((s) => new incident.DataIncidentScheduleRotationBeta(s, 'd', { scheduleId: SCHEDULE, id: '01JBD8Y5V7ZQ0R0M3Q5Z2K8N4T' })).warnings).toEqual([]);
  });

  test('id-or-name: neither, or both, fail (the provider\'s ValidateConfig refuses them)', () => {
    expect(errorLines(fails((s) => new incident.DataIncidentScheduleRotationBeta(s, 'd', { scheduleId: SCHEDULE })))).toEqual([
      `[test/d] [${RULE}] name: is unset, and so is id; the lookup needs one to find the rotation. Received: neither name nor id set. Allowed: exactly one of name or id. Fix: set name (e.g. 'Primary') or id (e.g. '01JBD8Y5V7ZQ0R0M3Q5Z2K8N4T').`,
    ]);
    expect(errorLines(fails((s) => new incident.DataIncidentScheduleRotationBeta(s, 'd', { scheduleId: SCHEDULE, id: '01JBD8Y5V7ZQ0R0M3Q5Z2K8N4T', name: 'Primary' })))).toEqual([
      `[test/d] [${RULE}] id: is set together with name; the lookup takes one of them. Received: name and id set. Allowed: exactly one of name or id. Fix: remove id (or name).`,
    ]);
  });
});
