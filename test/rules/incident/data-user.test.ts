import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.DataIncidentUserConfig;
const lookup = (config: Config) => (s: any) => new incident.DataIncidentUser(s, 'u', config);
const MESSAGE = "email: is unset, and so is slackUserId; the lookup needs one of them to find the user. Received: neither email nor slackUserId set. Allowed: at least one of email or slackUserId. Fix: set email (e.g. 'jane@example.com') or slackUserId (e.g. 'U04KX7T2M9R').";

describe('data.incident_user type rules', () => {
  test('a lookup by email or by Slack user id has no findings', () => {
    expect(make(lookup({ email: 'alice.martin@acme.io' })).warnings).toEqual([]);
    expect(make(lookup({ slackUserId: 'U02AB3CD4EF' })).warnings).toEqual([]);
  });

  test('email-or-slack-user-id', () => {
    expect(errorLines(fails(lookup({})))).toEqual([
      `[test/u] [rule:data.incident_user/email-or-slack-user-id] ${MESSAGE}`,
    ]);
  });

  test('a token counts as set', () => {
    expect(make((s) => new incident.DataIncidentUser(s, 'u', { email: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(lookup({}), 'rule:data.incident_user/email-or-slack-user-id').warnings).toEqual([
      `test/u: [rule:data.incident_user/email-or-slack-user-id] ${MESSAGE} Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
