import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.DataIncidentScheduleConfig;
const lookup = (config: Config) => (s: any) => new incident.DataIncidentSchedule(s, 'sch', config);
const MESSAGE = "name: is unset, and so is id; the lookup needs one of them to find the schedule. Received: neither name nor id set. Allowed: at least one of name or id. Fix: set name (e.g. 'Primary rota', case sensitive) or id (e.g. '01HPFH8T92MPGSQS5C4CJYXTWF').";

describe('data.incident_schedule type rules', () => {
  test('a lookup by name or by id has no findings', () => {
    expect(make(lookup({ name: 'Platform on-call' })).warnings).toEqual([]);
    expect(make(lookup({ id: '01HPFH8T92MPGSQS5C4CJYXTWF' })).warnings).toEqual([]);
  });

  test('id-or-name', () => {
    expect(errorLines(fails(lookup({})))).toEqual([
      `[test/sch] [rule:data.incident_schedule/id-or-name] ${MESSAGE}`,
    ]);
  });

  test('a token counts as set', () => {
    expect(make((s) => new incident.DataIncidentSchedule(s, 'sch', { name: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(lookup({}), 'rule:data.incident_schedule/id-or-name').warnings).toEqual([
      `test/sch: [rule:data.incident_schedule/id-or-name] ${MESSAGE} Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
