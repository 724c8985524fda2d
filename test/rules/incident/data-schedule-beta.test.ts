import { fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

const SCHEDULE = '01HPFH8T92MPGSQS5C4CJYXTWF';
const RULE = 'rule:data.incident_schedule_beta/id-or-name';

describe('data.incident_schedule_beta type rules', () => {
  test('a lookup by id or by name has no findings; a token beside a literal is not judged', () => {
    expect(make((s) => new incident.DataIncidentScheduleBeta(s, 'd', { id: SCHEDULE })).warnings).toEqual([]);
    expect(make((s) => new incident.DataIncidentScheduleBeta(s, 'd', { name: 'Primary' })).warnings).toEqual([]);
    expect(make((s) => new incident.DataIncidentScheduleBeta(s, 'd', { id: token(s), name: 'Primary' })).warnings).toEqual([]);
  });

  test('id-or-name: neither, or both, fail (the provider\'s ValidateConfig refuses them)', () => {
    expect(errorLines(fails((s) => new incident.DataIncidentScheduleBeta(s, 'd', {})))).toEqual([
      `[test/d] [${RULE}] name: is unset, and so is id; the lookup needs one to find the schedule. Received: neither name nor id set. Allowed: exactly one of name or id. Fix: set name (e.g. 'Primary rota', case sensitive) or id (e.g. '01HPFH8T92MPGSQS5C4CJYXTWF').`,
    ]);
    expect(errorLines(fails((s) => new incident.DataIncidentScheduleBeta(s, 'd', { id: SCHEDULE, name: 'Primary' })))).toEqual([
      `[test/d] [${RULE}] id: is set together with name; the lookup takes one of them. Received: name and id set. Allowed: exactly one of name or id. Fix: remove id (or name).`,
    ]);
  });
});
