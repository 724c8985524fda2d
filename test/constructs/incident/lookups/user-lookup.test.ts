/**
 * User.fromEmail / fromSlackUserId / fromId (UserLookup): the data source, its attributes, and
 * its own rule (one of the keys) surfacing through the lookup.
 */
import { TerraformOutput, TerraformVariable } from 'cdktn';
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, pathBody, synthDoc, synthError, USER_ID } from '../escalation/escalation-util';

const { User } = incident;
const LOOKUP_KEY = 'email: is unset, and so are id and slackUserId; the lookup needs one of them to find the user. Received: none of email, id, slackUserId set. '
  + "Allowed: at least one of email, id or slackUserId. Fix: set email (e.g. 'jane@example.com') or id (e.g. '01GX3C1TK13RQSEGP59XZ3MYP0') or slackUserId (e.g. 'U04KX7T2M9R').";

describe('User lookups', () => {
  test('by email, Slack user id and id; the attributes read the data source', () => {
    const s = incidentStack();
    const jane = User.fromEmail(s, 'Jane', 'jane@example.com');
    User.fromSlackUserId(s, 'Slack', 'U04KX7T2M9R');
    User.fromId(s, 'Id', '01GX3C1TK13RQSEGP59XZ3MYP0');
    const attrs = { id: jane.userId, email: jane.email, name: jane.userName, slack: jane.slackUserId, active: jane.isActive };
    for (const [k, v] of Object.entries(attrs)) new TerraformOutput(s, k, { value: v });
    const doc = synthDoc(s);
    const [a, b, c] = ['Jane_Lookup_31F157EE', 'Slack_Lookup_FFC81537', 'Id_Lookup_41C26B84'];
    expect(doc.data.incident_user).toEqual({ [a]: { email: 'jane@example.com' }, [b]: { slack_user_id: 'U04KX7T2M9R' }, [c]: { id: '01GX3C1TK13RQSEGP59XZ3MYP0' } });
    expect(['id', 'email', 'name', 'slack', 'active'].map((k) => doc.output[k].value)).toEqual(['id', 'email', 'name', 'slack_user_id', 'is_active'].map((k) => `\${data.incident_user.${a}.${k}}`));
    expect(jane).toBeInstanceOf(incident.UserLookup);
  });

  test('an empty email, or no key at all, is refused in the options\' words (the data source\'s rule said it at synth in Terraform\'s)', () => {
    const s = incidentStack();
    expect(errorOf(() => User.fromEmail(s, 'Blank', ''))).toBe('[test/Blank] email: is empty. Received: "". Allowed: the email address of the user. Fix: set email.');
    expect(errorOf(() => User.fromSlackUserId(s, 'Blank', null as any))).toBe(
      '[test/Blank] email: is required (or slackUserId or userId): the lookup needs one of them. Received: undefined. Allowed: one of email or slackUserId or userId. Fix: set email or slackUserId or userId.');
    new incident.DataIncidentUser(s, 'Hand', {});
    expect(synthError(s)).toBe(`Validation failed with the following errors:\n  [test/Hand] [rule:data.incident_user/lookup-key] ${LOOKUP_KEY}`);
  });

  test('JavaScript: an email that is no string; a misspelled option', () => {
    const s = incidentStack();
    expect(errorOf(() => User.fromEmail(s, 'Obj', {} as any))).toBe(
      "[test/Obj] email: expected a string. Received: an empty object. Allowed: the email address of the user. Fix: pass email as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => User.fromSlackUserId(s, 'Obj', 7 as any))).toBe(
      "[test/Obj] slackUserId: expected a string. Received: 7. Allowed: the Slack user id of the user, e.g. U04KX7T2M9R. Fix: pass slackUserId as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => User.fromId(s, 'Obj', true as any))).toBe(
      "[test/Obj] userId: expected a string. Received: true. Allowed: the id of the user. Fix: pass userId as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => new incident.UserLookup(s, 'Typo', { slackUserID: 'U1' } as any))).toBe(
      "[test/Typo] slackUserID: unknown option; did you mean slackUserId? Received: the key 'slackUserID'. Allowed: the options of UserLookupOptions: email, slackUserId, userId. "
      + "Fix: write 'slackUserId' instead of 'slackUserID'.");
  });
});

describe('fromUserAttributes', () => {
  test('a user known by id serves a level', () => {
    const s = incidentStack();
    const jane = User.fromUserAttributes(s, 'Jane', { userId: USER_ID });
    expect(jane).not.toBeInstanceOf(incident.UserLookup);
    expect(jane.node.children).toEqual([]);
    expect(jane.userId).toBe(USER_ID);
    new incident.EscalationPath(s, 'P', { name: 'P' }).addLevel('L', { notify: [incident.EscalationTarget.user(jane)] });
    expect(pathBody(synthDoc(s)).path[0].level.targets).toEqual([{ id: USER_ID, type: 'user', urgency: 'high' }]);
  });

  test('an id is required', () => {
    const s = incidentStack();
    expect(errorOf(() => User.fromUserAttributes(s, 'A', { userId: null } as any))).toBe(
      '[test/A] userId: is required. Received: null. Allowed: the id of the user. Fix: set userId.');
    expect(errorOf(() => User.fromUserAttributes(s, 'B', { email: 'x' } as any))).toBe(
      "[test/B] email: unknown option. Received: the key 'email'. Allowed: the options of UserAttributes: userId. Fix: remove 'email', or check its spelling against UserAttributes.");
  });

  test('a message that describes one names its contract, not a private class', () => {
    const s = incidentStack();
    const jane = User.fromUserAttributes(s, 'Jane', { userId: USER_ID });
    expect(errorOf(() => incident.CustomFieldOption.fromValue(s, 'Option', jane as any, 'Payments'))).toContain(
      "customField: expected an ICustomField. Received: the IUser 'test/Jane'.");
  });
});

describe('the ids of the imported constructs (the kit\'s idOf)', () => {
  test('through the imported constructs that check them: the construct path and the field', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.User.fromUserAttributes(s, 'Jane', { userId: ' ' }))).toBe(
      '[test/Jane] userId: is empty. Received: " ". Allowed: the id of the user. Fix: set userId.');
    expect(errorOf(() => incident.Schedule.fromScheduleAttributes(s, 'Rota', { scheduleId: undefined as any }))).toBe(
      '[test/Rota] scheduleId: is required. Received: undefined. Allowed: the id of the schedule. Fix: set scheduleId.');
    expect(errorOf(() => incident.EscalationPath.fromEscalationPathAttributes(s, 'Path', { escalationPathId: 7 as any }))).toBe(
      "[test/Path] escalationPathId: expected a string. Received: 7. Allowed: the id of the escalation path. Fix: pass escalationPathId as a string (or a string token, e.g. a variable's stringValue).");
  });

  test('a token (a variable) passes', () => {
    const s = incidentStack();
    const id = new TerraformVariable(s, 'user', { type: 'string' }).stringValue;
    expect(incident.User.fromUserAttributes(s, 'Jane', { userId: id }).userId).toBe(id);
  });
});
