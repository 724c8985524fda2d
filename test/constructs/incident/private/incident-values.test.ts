/**
 * What the incident L2s read besides the kit's values: documented closed sets (refused with the
 * override that sends the value anyway), lists of strings, strings where a construct is wanted
 * (the lookup that takes them), and the options of a lookup that are no strings.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { documentedMemberOf, refuseNonStrings, refuseString, stringListOf } from '../../../../src/constructs/incident/private/incident-values';
import { Problems } from '../../../../src/core/l2/index';
import { errorOf } from '../../../util';

const SET = { values: { HIGH: 'high', LOW: 'low' }, enumName: 'Urgency', what: 'an urgency the API takes (its enum)' };
const OVERRIDE = { id: 'incident:test-urgency', override: (json: string) => `override the L1: l1.addOverride('urgency', ${json})` };

describe('documentedMemberOf', () => {
  test('a member passes, as does a token; what is no string is left to the caller', () => {
    const p = new Problems();
    const token = new TerraformVariable(new TerraformStack(new App(), 's'), 'v', { type: 'string' }).stringValue;
    expect([documentedMemberOf(p, 'u', 'high', SET, OVERRIDE), documentedMemberOf(p, 'u', token, SET, OVERRIDE), documentedMemberOf(p, 'u', 3, SET, OVERRIDE)]).toEqual(['high', token, undefined]);
    expect(p.list).toEqual([]);
  });

  test('another value is refused: a near miss names its constant, another the first; the fix gives the override', () => {
    const p = new Problems();
    expect(documentedMemberOf(p, 'u', 'HIGH', SET, OVERRIDE)).toBeUndefined();
    documentedMemberOf(p, 'v', 'critical', SET, OVERRIDE);
    documentedMemberOf(p, 'w', 'x', { values: ['a', 'b'], what: 'a letter' }, OVERRIDE);
    expect(p.list).toEqual([
      {
        id: 'incident:test-urgency',
        field: 'u',
        problem: 'is not an urgency the API takes (its enum).',
        received: '"HIGH"',
        allowed: "Urgency.HIGH ('high') or Urgency.LOW ('low')",
        fix: "use Urgency.HIGH ('high'); or, to send \"HIGH\" as it is, override the L1: l1.addOverride('urgency', \"HIGH\").",
      },
      {
        id: 'incident:test-urgency',
        field: 'v',
        problem: 'is not an urgency the API takes (its enum).',
        received: '"critical"',
        allowed: "Urgency.HIGH ('high') or Urgency.LOW ('low')",
        fix: "use one of the values allowed, e.g. Urgency.HIGH ('high'); or, to send \"critical\" as it is, override the L1: l1.addOverride('urgency', \"critical\").",
      },
      {
        id: 'incident:test-urgency',
        field: 'w',
        problem: 'is not a letter.',
        received: '"x"',
        allowed: "'a' or 'b'",
        fix: "use one of the values allowed, e.g. 'a'; or, to send \"x\" as it is, override the L1: l1.addOverride('urgency', \"x\").",
      },
    ]);
  });
});

describe('stringListOf', () => {
  test('a list of strings (or tokens), a list token, nothing: taken', () => {
    const stack = new TerraformStack(new App(), 's');
    const list = new TerraformVariable(stack, 'l', { type: 'list(string)' }).listValue;
    const p = new Problems();
    expect([stringListOf(p, 'ids', ['a', 'b'], 'ids'), stringListOf(p, 'ids', list, 'ids'), stringListOf(p, 'ids', undefined, 'ids')]).toEqual([['a', 'b'], list, undefined]);
    expect(p.list).toEqual([]);
  });

  test('no list, or items that are no strings: a problem each', () => {
    const p = new Problems();
    expect(stringListOf(p, 'ids', 'a', 'the ids')).toBeUndefined();
    expect(stringListOf(p, 'ids', ['a', 1, null], 'the ids')).toBeUndefined();
    expect(p.list.map((x) => `${x.field}: ${x.problem} ${x.received} ${x.fix}`)).toEqual([
      "ids: expected a list of strings. \"a\" pass a list of strings, e.g. ['a'].",
      'ids[1]: expected a string. 1 write ids[1] as a string.',
      'ids[2]: expected a string. null write ids[2] as a string.',
    ]);
  });
});

describe('refuseString', () => {
  const HINTS = { contract: 'IUser', what: 'user', example: "User.fromEmail(this, 'Jane', 'jane@example.com')", byId: 'User.fromId', byEmail: 'User.fromEmail', bySlackUserId: 'User.fromSlackUserId' };

  test('what is no string, or a token, is left to the caller', () => {
    const p = new Problems();
    const token = new TerraformVariable(new TerraformStack(new App(), 's'), 'v', { type: 'string' }).stringValue;
    expect([refuseString(p, 'u', {}, HINTS), refuseString(p, 'u', token, HINTS), refuseString(p, 'u', undefined, HINTS)]).toEqual([false, false, false]);
    expect(p.list).toEqual([]);
  });

  test('a string gets the lookup that takes what it looks like; a name, the lookup by name where there is one', () => {
    const p = new Problems();
    for (const v of ['jo@example.com', 'U04KX7T2M9R', '01GX3C1TK13RQSEGP59XZ3MYP0', 'Jo Bloggs']) expect(refuseString(p, 'u', v, HINTS)).toBe(true);
    refuseString(p, 's', 'Payments primary', { contract: 'ISchedule', what: 'schedule', example: 'x', byId: 'Schedule.fromId', byName: 'Schedule.fromName' });
    refuseString(p, 'f', '01GX3C1TK13RQSEGP59XZ3MYP0', { contract: 'ICustomField', what: 'custom field', example: 'x', byId: 'CustomField.fromCustomFieldAttributes', idKey: 'customFieldId' });
    expect(p.list.map((x) => x.fix)).toEqual([
      'look the user up by email address: User.fromEmail(this, \'Jo\', "jo@example.com").',
      'look the user up by Slack user id: User.fromSlackUserId(this, \'User\', "U04KX7T2M9R").',
      'look the user up by id: User.fromId(this, \'User\', "01GX3C1TK13RQSEGP59XZ3MYP0").',
      "look the user up, e.g. User.fromEmail(this, 'Jane', 'jane@example.com'), or by its id: User.fromId(this, 'User', '<id>').",
      'look the schedule up by name: Schedule.fromName(this, \'PaymentsPrimary\', "Payments primary").',
      'look the custom field up by id: CustomField.fromCustomFieldAttributes(this, \'CustomField\', { customFieldId: "01GX3C1TK13RQSEGP59XZ3MYP0" }).',
    ]);
    expect(p.list[0]).toMatchObject({ id: 'l2:expected-contract', field: 'u', problem: 'expected an IUser, not a string.', received: '"jo@example.com"' });
  });
});

describe('refuseNonStrings', () => {
  test('strings and tokens pass; what is missing or no string is thrown on the lookup, which leaves the tree', () => {
    const stack = new TerraformStack(new App(), 's');
    const make = (options: { name?: unknown }) => {
      const lookup = new Construct(stack, 'L');
      refuseNonStrings(stack, lookup, options, { name: 'the name of the thing' }, ['name']);
      return lookup;
    };
    expect(make({ name: 'x' }).node.path).toBe('s/L');
    stack.node.tryRemoveChild('L');
    expect(errorOf(() => make({}))).toBe('[s/L] name: is required. Received: undefined. Allowed: the name of the thing. Fix: set name.');
    expect(errorOf(() => make({ name: 5 }))).toBe("[s/L] name: expected a string. Received: 5. Allowed: the name of the thing. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).");
    expect(stack.node.tryFindChild('L')).toBeUndefined();
  });
});
