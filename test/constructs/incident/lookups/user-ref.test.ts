/**
 * The contract IUser: each implementation gives userId.
 */
import { incident } from '../../../../src/index';
import { incidentStack, resolved, USER_ID } from '../escalation/escalation-util';

describe('IUser', () => {
  test('User.fromEmail, fromSlackUserId and fromId: the id the data source reads', () => {
    const s = incidentStack();
    const users: incident.IUser[] = [
      incident.User.fromEmail(s, 'Jane', 'jane@example.com'), incident.User.fromSlackUserId(s, 'Slack', 'U04KX7T2M9R'), incident.User.fromId(s, 'Id', USER_ID),
    ];
    expect(resolved(s, users.map((u) => u.userId))).toEqual([
      '${data.incident_user.Jane_Lookup_31F157EE.id}', '${data.incident_user.Slack_Lookup_FFC81537.id}', '${data.incident_user.Id_Lookup_41C26B84.id}',
    ]);
  });

  test('User.fromUserAttributes: the id given', () => {
    const s = incidentStack();
    const user: incident.IUser = incident.User.fromUserAttributes(s, 'Jane', { userId: USER_ID });
    expect(user.userId).toBe(USER_ID);
  });
});
