import { App, Lazy, TerraformStack, TerraformVariable } from 'cdktn';
import { formatProblem } from '../../../src/core/base/errors';
import {
  booleanOf, checkFormat, contractIdOf, Duration, durationOf, idOf, isLiteralText, isObjectLiteral, isTokenString, listOf, memberOf, objectOf,
  Problems, providerAliasOf, sameKey, stringMapOf, Token, wholeDurationOf, wholeNumberOf,
} from '../../../src/core/l2';

const stack = new TerraformStack(new App(), 's');
const str = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
const num = new TerraformVariable(stack, 'n', { type: 'number' }).numberValue;
const list = new TerraformVariable(stack, 'l', { type: 'list(string)' }).listValue;
const revoked = (() => {
  const r = Proxy.revocable({}, {});
  r.revoke();
  return r.proxy;
})();

/** Runs `f` with fresh problems; returns what it returned and each problem as `id field: message`. */
function judge<T>(f: (p: Problems) => T): [T, string[]] {
  const p = new Problems();
  const out = f(p);
  return [out, p.list.map((x) => `${x.id} ${formatProblem(x)}`)];
}

describe('tokens and identity', () => {
  test('isTokenString: a string that holds a token', () => {
    expect([isTokenString(str), isTokenString(`a-${str}`), isTokenString('a'), isTokenString('${var.x}'), isTokenString(num)]).toEqual([true, true, false, false, false]);
  });

  test('isLiteralText: a string without a token; ${ and %{ in it are text', () => {
    expect([isLiteralText('Deploy ${x}'), isLiteralText('%{ if y }'), isLiteralText(''), isLiteralText(str), isLiteralText(`a ${str}`), isLiteralText(7)])
      .toEqual([true, true, true, false, false, false]);
  });

  test('sameKey: part by part; a part that is no string matches nothing', () => {
    expect([sameKey(['a', str], ['a', str]), sameKey(['a'], ['b']), sameKey(['a'], ['a', 'b']), sameKey([1], [1])]).toEqual([true, false, false, false]);
  });
});

describe('shapes', () => {
  test('isObjectLiteral: an object literal or one without prototype; not a list, an instance, a token or a revoked proxy', () => {
    expect([isObjectLiteral({}), isObjectLiteral(Object.create(null)), isObjectLiteral([]), isObjectLiteral(Duration.minutes(1)),
      isObjectLiteral(Lazy.anyValue({ produce: () => 1 })), isObjectLiteral({ resolve: () => 1 }), isObjectLiteral(revoked), isObjectLiteral('x')])
      .toEqual([true, true, false, false, false, false, false, false]);
  });

  test('objectOf: the object, nothing for nothing, one problem for the rest', () => {
    const parts = { allowed: '{ after }', fix: 'write restart: { after: Duration.minutes(30) }.' };
    expect(judge((p) => objectOf(p, 'restart', { after: 1 } as object, parts))).toEqual([{ after: 1 }, []]);
    expect(judge((p) => objectOf(p, 'restart', undefined, parts))).toEqual([undefined, []]);
    expect(judge((p) => objectOf(p, 'restart', Duration.minutes(1) as object, parts))).toEqual([undefined,
      ['l2:expected-object restart: expected an object. Received: a Duration. Allowed: { after }. Fix: write restart: { after: Duration.minutes(30) }.']]);
    expect(judge((p) => objectOf(p, 'marks', 'bold' as unknown as object, { ...parts, problem: 'expected marks.' }))[1]).toEqual([
      'l2:expected-object marks: expected marks. Received: "bold". Allowed: { after }. Fix: write restart: { after: Duration.minutes(30) }.',
    ]);
    expect(judge((p) => objectOf(p, 'x', revoked, parts))[1]).toEqual(['l2:expected-object x: expected an object. Received: a value that cannot be read. Allowed: { after }. Fix: write restart: { after: Duration.minutes(30) }.']);
  });

  test('listOf: a copy of the list; a list token whole, or refused with knownFix; a problem for no list', () => {
    const parts = { of: 'EngineRef', allowed: '[EngineRef.alertAttribute(team)]' };
    const given = ['a'];
    const [copy] = judge((p) => listOf(p, 'by', given, parts));
    expect(copy).toEqual(['a']);
    expect(copy).not.toBe(given);
    expect(judge((p) => listOf(p, 'by', list, parts))).toEqual([list, []]);
    expect(judge((p) => listOf(p, 'by', list, { ...parts, knownFix: 'write the list in code.' }))).toEqual([undefined,
      ['l2:list-token by: must be a list known at synth, not a token. Received: a list token (a value Terraform knows only when it plans or applies). Allowed: [EngineRef.alertAttribute(team)]. Fix: write the list in code.']]);
    expect(judge((p) => listOf(p, 'by', 'team' as unknown as string[], parts))).toEqual([undefined,
      ['l2:expected-list by: expected a list of EngineRef. Received: "team". Allowed: [EngineRef.alertAttribute(team)]. Fix: wrap it in [ ].']]);
    expect(judge((p) => listOf(p, 'tags', {} as unknown as string[], { allowed: 'a list of tags', fix: 'wrap the tags in [ ].' }))[1]).toEqual([
      'l2:expected-list tags: expected a list. Received: an empty object. Allowed: a list of tags. Fix: wrap the tags in [ ].',
    ]);
    expect(judge((p) => listOf(p, 'x', null, parts))).toEqual([undefined, []]);
  });

  test('stringMapOf: an object of strings (tokens too) without its unset keys; a problem for the rest and for a map token', () => {
    expect(judge((p) => stringMapOf(p, 'labels', { team: 'orders', env: str, gone: undefined }, "{ team: 'orders' }"))).toEqual([{ team: 'orders', env: str }, []]);
    expect(judge((p) => stringMapOf(p, 'labels', { team: 1 }, "{ team: 'orders' }"))[1]).toEqual([
      "l2:expected-string-map labels: expected a map of strings. Received: an object with keys team. Allowed: an object such as { team: 'orders' }. Fix: pass the labels as an object, key to value.",
    ]);
    const mapToken = new TerraformVariable(stack, 'm', { type: 'map(string)' }).value;
    expect(judge((p) => stringMapOf(p, 'spec.tags', mapToken, "{ team: 'orders' }"))[1]).toEqual([
      "l2:expected-string-map spec.tags: must be a map written in code, not a token: the construct renders one entry per key. Received: a token (a value Terraform knows only when it plans or applies). Allowed: an object such as { team: 'orders' }. Fix: write tags as an object literal, key to value.",
    ]);
  });

  test('booleanOf: true or false; a problem with the fix given or the default one', () => {
    expect(judge((p) => [booleanOf(p, 'array', true), booleanOf(p, 'array', false), booleanOf(p, 'array', undefined)])).toEqual([[true, false, undefined], []]);
    expect(judge((p) => booleanOf(p, 'escalation.autoCancel', 'yes'))).toEqual([undefined,
      ['l2:expected-boolean escalation.autoCancel: expected true or false. Received: "yes". Allowed: a boolean. Fix: write autoCancel: true, or leave it out.']]);
    expect(judge((p) => booleanOf(p, 'array', 1, 'write array: true for a list.'))[1]).toEqual([
      'l2:expected-boolean array: expected true or false. Received: 1. Allowed: a boolean. Fix: write array: true for a list.',
    ]);
  });
});

describe('typed values', () => {
  test('durationOf: a Duration, or a problem at the field (not a Duration, or no duration)', () => {
    const [, problems] = judge((p) => {
      expect(durationOf(p, 'interval', Duration.minutes(5), 'Duration.minutes(15)')!.toMinutes()).toBe(5);
      expect(durationOf(p, 'interval', undefined, 'Duration.minutes(15)')).toBeUndefined();
      expect(durationOf(p, 'x.interval', 5, 'Duration.minutes(15)')).toBeUndefined();
      expect(durationOf(p, 'x.delay', Duration.minutes(-1), 'Duration.minutes(15)')).toBeUndefined();
    });
    expect(problems).toEqual([
      'l2:expected-duration x.interval: expected a Duration. Received: 5. Allowed: a Duration, e.g. Duration.minutes(15). Fix: write interval: Duration.minutes(15).',
      'l2:not-a-duration x.delay: is not a duration. Received: Duration.minutes(-1): the amount must be a finite number, 0 or more. Allowed: a Duration of a finite amount, 0 or more, e.g. Duration.minutes(15). Fix: write delay: Duration.minutes(15).',
    ]);
  });

  test('wholeDurationOf: whole units (floating point aside), never rounded silently; a minimum', () => {
    const o = { unit: 'seconds' as const, example: 'Duration.minutes(5)' };
    expect(judge((p) => [wholeDurationOf(p, 'w', Duration.minutes(4.1), o), wholeDurationOf(p, 'w', Duration.hours(2), { ...o, unit: 'minutes' })])).toEqual([[246, 120], []]);
    expect(judge((p) => wholeDurationOf(p, 'grouping.window', Duration.seconds(1.5), o))).toEqual([undefined,
      ['l2:whole-duration grouping.window: is not a whole number of seconds. Received: 1.5s. Allowed: whole seconds. Fix: use Duration.seconds(n) with a whole n, e.g. Duration.seconds(2).']]);
    expect(judge((p) => wholeDurationOf(p, 'interval', Duration.seconds(90), { unit: 'minutes', example: 'Duration.minutes(15)', min: 5 }))[1]).toEqual([
      'l2:whole-duration interval: is not a whole number of minutes. Received: 1m30s. Allowed: whole minutes. Fix: use Duration.minutes(n) with a whole n, e.g. Duration.minutes(5).',
    ]);
    expect(judge((p) => wholeDurationOf(p, 'interval', Duration.minutes(3), { unit: 'minutes', example: 'Duration.minutes(15)', min: 5 }))[1]).toEqual([
      'l2:duration-minimum interval: is below the minimum of 5 minutes. Received: 3m. Allowed: at least 5 minutes. Fix: set interval to Duration.minutes(5) or more.',
    ]);
    expect(judge((p) => wholeDurationOf(p, 'w', 90, o))[1]).toEqual(['l2:expected-duration w: expected a Duration. Received: 90. Allowed: a Duration, e.g. Duration.minutes(5). Fix: write w: Duration.minutes(5).']);
  });

  test('wholeNumberOf: a whole number in range; a number token passes', () => {
    expect(judge((p) => [wholeNumberOf(p, 'times', 3, { min: 1 }), wholeNumberOf(p, 'times', num, { min: 1 }), wholeNumberOf(p, 'times', undefined)])).toEqual([[3, num, undefined], []]);
    expect(judge((p) => wholeNumberOf(p, 'retainDays', 1.5, { min: 1, unit: 'days' }))).toEqual([undefined,
      ['l2:whole-number retainDays: is not a whole number of days, 1 or more. Received: 1.5. Allowed: a whole number of days, 1 or more. Fix: write a whole number of days, 1 or more.']]);
    expect(judge((p) => wholeNumberOf(p, 'truncate', 0, { min: 1, max: 10 }))[1]).toEqual([
      'l2:whole-number truncate: is not a whole number, 1 to 10. Received: 0. Allowed: a whole number, 1 to 10. Fix: write a whole number, 1 to 10.',
    ]);
    expect(judge((p) => wholeNumberOf(p, 'times', '3', { fix: 'write times: 3.' }))[1]).toEqual([
      'l2:expected-number times: expected a number. Received: "3". Allowed: a whole number. Fix: write times: 3.',
    ]);
    expect(judge((p) => wholeNumberOf(p, 'times', NaN))[1]).toEqual(['l2:expected-number times: expected a number. Received: NaN. Allowed: a whole number. Fix: write a whole number.']);
  });

  test('checkFormat: the value checks\' formats, tokens not judged', () => {
    expect(judge((p) => {
      checkFormat(p, 'projectId', '5f1b2c3d4e5f6a7b8c9d0e1f', 'hex24');
      checkFormat(p, 'projectId', str, 'hex24');
      checkFormat(p, 'projectId', 'abc', 'hex24');
    })[1]).toEqual(['l2:format-hex24 projectId: is not a 24-character hexadecimal id. Received: "abc". Allowed: an id of 24 hexadecimal digits, e.g. 5f1e2d3c4b5a697887766554. Fix: copy the id from the Atlas UI, the API or the attribute of the resource that owns it.']);
  });

  enum GroupingWindowType { ROLLING = 'rolling', FIXED = 'fixed' }
  const SET = { values: GroupingWindowType, enumName: 'GroupingWindowType' };

  test('memberOf: a member; a misspelt one named; a token passes unless refused', () => {
    expect(judge((p) => [memberOf(p, 'w', 'fixed', SET), memberOf(p, 'w', str, SET), memberOf(p, 'w', undefined, SET)])).toEqual([['fixed', str, undefined], []]);
    expect(judge((p) => memberOf(p, 'grouping.windowType', 'Fixed', SET))).toEqual([undefined,
      ["l2:not-a-member grouping.windowType: is not a GroupingWindowType. Received: \"Fixed\". Allowed: rolling or fixed. Fix: use GroupingWindowType.FIXED ('fixed')."]]);
    expect(judge((p) => memberOf(p, 'w', 'hourly', SET))[1]).toEqual([
      'l2:not-a-member w: is not a GroupingWindowType. Received: "hourly". Allowed: rolling or fixed. Fix: use a GroupingWindowType, e.g. GroupingWindowType.ROLLING.',
    ]);
    expect(judge((p) => memberOf(p, 'provider', 'aws', { values: ['AWS', 'AZURE', 'GCP'] }, { problem: 'is not a cloud provider.' }))[1]).toEqual([
      "l2:not-a-member provider: is not a cloud provider. Received: \"aws\". Allowed: AWS, AZURE or GCP. Fix: write 'AWS'.",
    ]);
    expect(judge((p) => memberOf(p, 'provider', 'aws', { values: ['AWS'] }, { hint: false, fix: "write the provider in upper case, e.g. 'AWS'." }))[1]).toEqual([
      "l2:not-a-member provider: is not an allowed value. Received: \"aws\". Allowed: AWS. Fix: write the provider in upper case, e.g. 'AWS'.",
    ]);
    expect(judge((p) => memberOf(p, 'w', str, SET, { refuseTokens: true }))[1]).toEqual([
      'l2:member-token w: must be known at synth, not a token. Received: a string token (a value Terraform knows only when it plans or applies). Allowed: rolling or fixed. Fix: write the value itself, e.g. GroupingWindowType.ROLLING.',
    ]);
    expect(judge((p) => memberOf(p, 'n', 3, { values: [1, 2, 4] }))[1]).toEqual(['l2:not-a-member n: is not an allowed value. Received: 3. Allowed: 1, 2 or 4. Fix: write one of 1, 2 or 4.']);
  });
});

describe('ids', () => {
  test('idOf: a non-blank string or a string token; required, empty or no string otherwise', () => {
    expect(judge((p) => [idOf(p, 'id', 'abc', 'the id'), idOf(p, 'id', str, 'the id')])).toEqual([['abc', str], []]);
    expect(judge((p) => [idOf(p, 'escalationPathId', undefined, 'the id of the path'), idOf(p, 'escalationPathId', ' ', 'the id of the path'), idOf(p, 'escalationPathId', 7, 'the id of the path')])[1]).toEqual([
      'l2:required escalationPathId: is required. Received: undefined. Allowed: the id of the path. Fix: set escalationPathId.',
      'l2:empty escalationPathId: is empty. Received: " ". Allowed: the id of the path. Fix: set escalationPathId.',
      "l2:expected-string escalationPathId: expected a string. Received: 7. Allowed: the id of the path. Fix: pass escalationPathId as a string (or a string token, e.g. a variable's stringValue).",
    ]);
  });

  test('contractIdOf: the id of the construct; required, a bare id, something else, an empty id', () => {
    const c = { name: 'ISchedule', key: 'scheduleId', example: "Schedule.fromName(this, 'Primary', 'Primary on-call')" };
    expect(judge((p) => [contractIdOf(p, 'paths[0]', { scheduleId: 'S1' }, c), contractIdOf(p, 'paths[0]', { scheduleId: '' }, c, { allowEmpty: true })])).toEqual([['S1', ''], []]);
    expect(judge((p) => [
      contractIdOf(p, 'a', undefined, c), contractIdOf(p, 'b', 'S1', c), contractIdOf(p, 'c', { id: 'S1' }, c), contractIdOf(p, 'd', { scheduleId: ' ' }, c, { nobody: 'nobody' }),
      contractIdOf(p, 'e', revoked, c),
    ])[1]).toEqual([
      "l2:required a: is required. Received: undefined. Allowed: an ISchedule, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call'). Fix: pass the construct, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call').",
      "l2:expected-contract b: expected an ISchedule, not an id. Received: \"S1\". Allowed: an ISchedule, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call'). Fix: refer to it by its id with Schedule.fromScheduleAttributes(this, 'Schedule', { scheduleId: \"S1\" }), or look it up, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call').",
      "l2:expected-contract c: expected an ISchedule. Received: an object with keys id. Allowed: an ISchedule, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call'). Fix: pass the construct, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call').",
      "l2:empty-contract-id d: names nobody: its scheduleId is empty. Received: an object with keys scheduleId. Allowed: an ISchedule with its scheduleId. Fix: pass one that exists, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call').",
      "l2:expected-contract e: expected an ISchedule. Received: a value that cannot be read. Allowed: an ISchedule, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call'). Fix: pass the construct, e.g. Schedule.fromName(this, 'Primary', 'Primary on-call').",
    ]);
  });
});

describe('kit details the families rely on', () => {
  test('contractIdOf lets the error of an imported construct without its id through (it names the attribute)', () => {
    const { ValidationError } = jest.requireActual('../../../src/core/base/errors');
    const imported = { get scheduleId(): string { throw new ValidationError(stack, [{ field: 'scheduleId', problem: 'is unknown.', fix: 'pass it.' }]); } };
    expect(() => contractIdOf(new Problems(), 'a', imported, { name: 'ISchedule', key: 'scheduleId', example: 'x' })).toThrow('[s] scheduleId: is unknown. Fix: pass it.');
    const throwing = { get scheduleId(): string { throw new TypeError('boom'); } };
    expect(judge((p) => contractIdOf(p, 'a', throwing, { name: 'ISchedule', key: 'scheduleId', example: 'x' }))[1]).toEqual([
      'l2:expected-contract a: expected an ISchedule. Received: an object with keys scheduleId. Allowed: an ISchedule, e.g. x. Fix: pass the construct, e.g. x.',
    ]);
  });

  test('listOf takes its own sentences', () => {
    expect(judge((p) => [listOf(p, 'ids', 'x' as unknown as string[], { allowed: 'ids', problem: 'expected a list of team ids.' }),
      listOf(p, 'ids', list, { allowed: 'ids', knownFix: 'write them.', tokenProblem: 'must be written in code.' })])[1]).toEqual([
      'l2:expected-list ids: expected a list of team ids. Received: "x". Allowed: ids. Fix: wrap it in [ ].',
      'l2:list-token ids: must be written in code. Received: a list token (a value Terraform knows only when it plans or applies). Allowed: ids. Fix: write them.',
    ]);
  });
});

test('providerAliasOf: a Terraform name passes, a token is not judged, anything else is refused with a name that would do', () => {
  const p = new Problems();
  providerAliasOf(p, 'alias', 'secondary_eu-1');
  providerAliasOf(p, 'alias', Token.asString({ resolve: () => 'x' }));
  providerAliasOf(p, 'alias', 7);
  expect(p.length).toBe(0);
  providerAliasOf(p, 'alias', '1 eu west');
  expect(p.list.map((x) => `${x.field}: ${x.problem} Fix: ${x.fix}`)).toEqual(["alias: is not a name Terraform takes as a provider alias. Fix: write alias: 'eu-west'."]);
});
