import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.DataIncidentEscalationPathConfig;
const lookup = (config: Config) => (s: any) => new incident.DataIncidentEscalationPath(s, 'ep', config);
const MESSAGE = "name: is unset, and so is id; the lookup needs one of them to find the escalation path. Received: neither name nor id set. Allowed: at least one of name or id. Fix: set name (e.g. 'Primary on-call') or id (e.g. '01HRSZ5AWSH8VHTPRE95B9EE0Z').";

describe('data.incident_escalation_path type rules', () => {
  test('a lookup by name or by id has no findings', () => {
    expect(make(lookup({ name: 'Payments on-call' })).warnings).toEqual([]);
    expect(make(lookup({ id: '01HRSZ5AWSH8VHTPRE95B9EE0Z' })).warnings).toEqual([]);
  });

  test('id-or-name', () => {
    expect(errorLines(fails(lookup({})))).toEqual([
      `[test/ep] [rule:data.incident_escalation_path/id-or-name] ${MESSAGE}`,
    ]);
    expect(errorLines(fails(lookup({ name: '' })))).toEqual([
      `[test/ep] [rule:data.incident_escalation_path/id-or-name] ${MESSAGE}`,
    ]);
  });

  test('a token counts as set', () => {
    expect(make((s) => new incident.DataIncidentEscalationPath(s, 'ep', { id: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(lookup({}), 'rule:data.incident_escalation_path/id-or-name').warnings).toEqual([
      `test/ep: [rule:data.incident_escalation_path/id-or-name] ${MESSAGE} Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
