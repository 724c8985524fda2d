/**
 * Helpers of the tests of single policy rules (test/policy/<pack>/rules/*.test.ts; not a test file
 * itself): a rule run on one synthesized input (snake_case, as cdk.tf.json holds it), its findings
 * worded as the policy pass words them (`field: problem Received: ... Allowed: ... Fix: ...`).
 */
import { formatProblem } from '../../src/core/errors';
import { Struct } from '../../src/core/l1-runtime';
import { problemOf, ProblemParts } from '../../src/core/type-rules';
import { IProductionMatcher, ProductionMatcher } from '../../src/policy/production';
import { DocumentRule, PolicyDocument, ResourceRule, RULE_ID, RuleContext } from '../../src/policy/rule';

function context(matcher: IProductionMatcher, schema?: Struct): RuleContext {
  return { isProduction: (labels) => matcher.isProduction({ ...labels }), schema };
}

/** The findings of a resource rule on one input, as the policy pass words them. */
export function reported(
  rule: ResourceRule, input: Record<string, any>, type: string = rule.types[0], options: { matcher?: IProductionMatcher; schema?: Struct } = {},
): string[] {
  const out: string[] = [];
  const report = (tfPath: string, problem: string, parts?: ProblemParts) => out.push(formatProblem(problemOf(tfPath, problem, parts)));
  rule.check(input, type, report, context(options.matcher ?? ProductionMatcher.DEFAULT, options.schema));
  return out;
}

/** The findings of a document rule, as `<address>: <message>`. */
export function reportedOnDocument(rule: DocumentRule, resource: PolicyDocument['resource'], matcher: IProductionMatcher = ProductionMatcher.DEFAULT): string[] {
  const out: string[] = [];
  rule.check({ resource }, (address, tfPath, problem, parts) => out.push(`${address}: ${formatProblem(problemOf(tfPath, problem, parts))}`), context(matcher));
  return out;
}

/** What every rule states: an id of its pack's form that names its file, a summary, why, how to fix, the types it reads. */
export function expectRuleDoc(rule: ResourceRule | DocumentRule, id: string, level: 'error' | 'warning'): void {
  expect(rule.id).toBe(id);
  expect(RULE_ID.test(rule.id)).toBe(true);
  expect(rule.level).toBe(level);
  expect([rule.summary, rule.explanation, rule.fix].every((t) => typeof t === 'string' && t.trim().length > 20)).toBe(true);
  expect(rule.types.length).toBeGreaterThan(0);
}
