import { fails, make } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.IncidentScheduleRotationBetaConfig;
const base: Config = {
  scheduleId: '01HPFH8T92MPGSQS5C4CJYXTWF',
  name: 'Primary',
  users: ['01GX3C1TK13RQSEGP59XZ3MYP0', '01HQTH82F7AG3BCKKDJWBHP1G2'],
  firstIntervalStartsAt: '2026-01-05T09:00:00Z',
  handovers: [{ intervalType: 'weekly', interval: 1 }],
};
const build = (over: Partial<Config>) => (s: any) => new incident.IncidentScheduleRotationBeta(s, 'r', { ...base, ...over });

describe('incident_schedule_rotation_beta value checks (the provider\'s ValidateConfig)', () => {
  test('a rotation within the checks has no findings', () => {
    expect(make(build({ rollout: 'after_current_shift', schedulingMode: 'fair', concurrentShifts: 2, rank: 1, workingIntervals: [{ weekday: 'monday', startTime: '09:00', endTime: '17:00' }] })).warnings).toEqual([]);
  });

  test('rollout, concurrent shifts, rank, scheduling mode, interval type and weekday outside the checks fail', () => {
    expect(errorLines(fails(build({
      rollout: 'now',
      concurrentShifts: 21,
      rank: 0,
      schedulingMode: 'round_robin',
      handovers: [{ intervalType: 'monthly', interval: 1 }],
      workingIntervals: [{ weekday: 'Monday', startTime: '09:00', endTime: '17:00' }],
    })))).toEqual([
      "[test/r] [value:incident_schedule_rotation_beta.handovers.interval_type] handovers[0].intervalType: is not an allowed value. Received: \"monthly\". Allowed: 'daily', 'hourly' or 'weekly'. Fix: use one of the allowed values.",
      "[test/r] [value:incident_schedule_rotation_beta.rollout] rollout: is not an allowed value. Received: \"now\". Allowed: 'immediate', 'after_current_shift' or 'after_full_rotation'. Fix: use one of the allowed values.",
      '[test/r] [value:incident_schedule_rotation_beta.concurrent_shifts] concurrentShifts: is out of range. Received: 21. Allowed: 1 to 20. Fix: use a value of 1 to 20, e.g. 20.',
      '[test/r] [value:incident_schedule_rotation_beta.rank] rank: is out of range. Received: 0. Allowed: at least 1. Fix: use a value of at least 1, e.g. 1.',
      "[test/r] [value:incident_schedule_rotation_beta.scheduling_mode] schedulingMode: is not an allowed value. Received: \"round_robin\". Allowed: 'fair' or 'sequential'. Fix: use one of the allowed values.",
      "[test/r] [value:incident_schedule_rotation_beta.working_intervals.weekday] workingIntervals[0].weekday: is not an allowed value. Received: \"Monday\". Allowed: 'friday', 'monday', 'saturday', 'sunday', 'thursday', 'tuesday' or 'wednesday'. Fix: write 'monday' instead of 'Monday'.",
    ]);
  });
});
