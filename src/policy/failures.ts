/**
 * What a finding says when a policy rule (or a pack's production matcher) threw: a rule that
 * throws is a finding, never a crash, told by the error's class and place, never by its message.
 * Not part of the public API.
 */
import { IConstruct } from 'constructs';
import { RuleDoc, RuleOutputError } from './rule';
import { thrownText } from '../core/runtime/sensitive';

/** An exception of the user's production matcher, told apart from a bug in a rule. */
export class MatcherError extends Error {}

/**
 * What a finding says when its rule threw: a rule that throws is a finding, never a crash. The
 * error is told by its class and where it was thrown, never by its message, which may quote the
 * input (a secret included) into the reports and the console.
 */
export function failureText(e: unknown, rule: RuleDoc): string {
  if (e instanceof MatcherError) return `could not be evaluated: ${e.message}.`;
  if (e instanceof RuleOutputError) return `could not be evaluated: ${e.message}. This is a bug in the custom rule ${rule.id}.`;
  const threw = `the rule threw ${thrownText(e)} (its message is not shown: it may quote the input)`;
  return rule.custom
    ? `could not be evaluated: ${threw}. This is a bug in the custom rule ${rule.id}.`
    : `could not be evaluated: ${threw}. This is a bug in terrain-constructs.`;
}

export function failureFix(e: unknown, rule: RuleDoc, scope: IConstruct): string {
  if (e instanceof MatcherError) return 'make isProduction(labels) of the matcher return true or false for any labels.';
  if (e instanceof RuleOutputError) return `make evaluate of ${rule.id} return a list of violations, each with a field and a problem (strings); meanwhile suppress ${rule.id} on '${scope.node.path}' with a reason.`;
  return rule.custom
    ? `make evaluate of ${rule.id} return a list of violations ({ field, problem }) for any input; meanwhile suppress ${rule.id} on '${scope.node.path}' with a reason.`
    : `report it to terrain-constructs with the rule id and the place it was thrown; meanwhile suppress ${rule.id} on '${scope.node.path}' with a reason.`;
}

