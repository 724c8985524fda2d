/**
 * What a finding says when a policy rule or a pack's production matcher threw
 * (src/policy/failures.ts): told by the error's class and the place it was thrown, never by its
 * message (which may quote the input, a secret included); whose bug it is (the library's, a
 * custom rule's, the user's matcher); how to fix it. The pass that catches them: engine.test.ts.
 */
import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { failureFix, failureText, MatcherError } from '../../src/policy/failures';
import { RuleDoc, RuleOutputError } from '../../src/policy/rule';

const library: RuleDoc = { id: 'Atlas-C1', level: 'error', summary: 's', explanation: 'e', fix: 'f', types: ['mongodbatlas_advanced_cluster'] };
const custom: RuleDoc = { ...library, id: 'Platform-X1', custom: true };
const scope = new Construct(new TerraformStack(new App(), 'prod'), 'Orders');
/** The place an error was thrown, line and column left out (they move when this file is edited). */
const at = (text: string) => text.replace(/(test\/policy\/failures\.test\.ts):\d+:\d+/g, '$1:<line>:<col>');
const thrown = (f: () => never): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
};

test('a library rule that throws: the class and place of the error, a bug of terrain-constructs, reported with the rule id; suppressed meanwhile', () => {
  const e = thrown(() => { throw new TypeError('cannot read hunter2'); });
  expect(at(failureText(e, library))).toBe('could not be evaluated: the rule threw a TypeError at test/policy/failures.test.ts:<line>:<col> '
    + '(its message is not shown: it may quote the input). This is a bug in terrain-constructs.');
  expect(failureFix(e, library, scope)).toBe(
    "report it to terrain-constructs with the rule id and the place it was thrown; meanwhile suppress Atlas-C1 on 'prod/Orders' with a reason.");
});

test('a custom rule that throws: the bug is the custom rule\'s; anything thrown that is no Error is named by its kind only', () => {
  expect(failureText('the password is hunter2', custom)).toBe(
    'could not be evaluated: the rule threw a string (its message is not shown: it may quote the input). This is a bug in the custom rule Platform-X1.');
  expect(failureFix(undefined, custom, scope)).toBe(
    "make evaluate of Platform-X1 return a list of violations ({ field, problem }) for any input; meanwhile suppress Platform-X1 on 'prod/Orders' with a reason.");
});

test('a custom rule that returned no list of violations: the library\'s own words (RuleOutputError), which never quote what it returned', () => {
  const e = new RuleOutputError('evaluate returned a string, not a list of violations');
  expect(failureText(e, custom)).toBe('could not be evaluated: evaluate returned a string, not a list of violations. This is a bug in the custom rule Platform-X1.');
  expect(failureFix(e, custom, scope)).toBe(
    "make evaluate of Platform-X1 return a list of violations, each with a field and a problem (strings); meanwhile suppress Platform-X1 on 'prod/Orders' with a reason.");
});

test("a production matcher that threw (MatcherError, worded by the engine): the user's matcher to fix, whatever the rule", () => {
  const e = new MatcherError("the Atlas pack's production matcher threw an Error");
  expect(e).toBeInstanceOf(Error);
  expect([failureText(e, library), failureText(e, custom)]).toEqual([
    "could not be evaluated: the Atlas pack's production matcher threw an Error.", "could not be evaluated: the Atlas pack's production matcher threw an Error.",
  ]);
  expect(failureFix(e, library, scope)).toBe('make isProduction(labels) of the matcher return true or false for any labels.');
});
