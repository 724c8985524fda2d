/**
 * ImportedUser (User.fromUserAttributes): an id, nothing read.
 */
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, pathBody, synthDoc, USER_ID } from '../escalation/escalation-util';

describe('ImportedUser', () => {
  test('a user known by id serves a level', () => {
    const s = incidentStack();
    const jane = incident.User.fromUserAttributes(s, 'Jane', { userId: USER_ID });
    expect(jane).toBeInstanceOf(incident.ImportedUser);
    new incident.EscalationPath(s, 'P', { name: 'P' }).addLevel('L', { notify: [incident.EscalationTarget.user(jane)] });
    expect(pathBody(synthDoc(s)).path[0].level.targets).toEqual([{ id: USER_ID, type: 'user', urgency: 'high' }]);
  });

  test('an id is required', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.User.fromUserAttributes(s, 'A', { userId: null } as any))).toBe(
      '[test/A] userId: is required. Received: null. Allowed: the id of the user. Fix: set userId.');
    expect(errorOf(() => incident.User.fromUserAttributes(s, 'B', { email: 'x' } as any))).toBe(
      "[test/B] email: unknown option. Received: the key 'email'. Allowed: the options of UserAttributes: userId. Fix: remove 'email', or check its spelling against UserAttributes.");
  });
});
