import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.DataIncidentUserConfig;
const lookup = (config: Config) => (s: any) => new incident.DataIncidentUser(s, 'u', config);
const RULE = 'rule:data.incident_user/lookup-key';
const MESSAGE = "email: is unset, and so are id and slackUserId; the lookup needs one of them to find the user. Received: none of email, id, slackUserId set. Allowed: at least one of email, id or slackUserId. Fix: set email (e.g. 'jane@example.com') or id (e.g. '01GX3C1TK13RQSEGP59XZ3MYP0') or slackUserId (e.g. 'U04KX7T2M9R').";

describe('data.incident_user type rules', () => {
  test('refuting configuration: the provider example (examples/resources/incident_schedule/resource.tf) looks a user up by id, which the provider reads first; email and Slack user id have no findings either', () => {
    expect(make(lookup({ email: 'alice.martin@acme.io' })).warnings).toEqual([]);
    expect(make(lookup({ id: '01HPFH8T92MPGSQS5C1SPAF4V0' })).warnings).toEqual([]);
    expect(make(lookup({ slackUserId: 'U02AB3CD4EF' })).warnings).toEqual([]);
  });

  test('the lookup id reaches the document', () => {
    const r = make(lookup({ id: '01GX3C1TK13RQSEGP59XZ3MYP0' }));
    expect(r.doc.data.incident_user.u).toEqual({ id: '01GX3C1TK13RQSEGP59XZ3MYP0' });
  });

  test('lookup-key: none set fails (the provider\'s Read refuses it)', () => {
    expect(errorLines(fails(lookup({})))).toEqual([`[test/u] [${RULE}] ${MESSAGE}`]);
  });

  test('a token counts as set', () => {
    expect(make((s) => new incident.DataIncidentUser(s, 'u', { email: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(lookup({}), RULE).warnings).toEqual([`test/u: [${RULE}] ${MESSAGE} Acknowledged: ${ACK_REASON}`]);
  });
});
