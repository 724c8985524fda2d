/**
 * Helpers of the tests of single policy rules (test/policy/<pack>/rules/*.test.ts; not a test file
 * itself): a rule run on one synthesized input (snake_case, as cdk.tf.json holds it), its findings
 * worded as the policy pass words them (`field: problem Received: ... Allowed: ... Fix: ...`), the
 * rule's own id written into `{id}` of a fix as the engine writes it (src/policy/engine.ts, `add`).
 */
import { AtlasBestPractices, EquinixBestPractices, IncidentBestPractices, IPolicyPack, SecretsPolicy } from '../../src';
import { formatProblem } from '../../src/core/base/errors';
import { Struct } from '../../src/core/runtime';
import { problemOf, ProblemParts } from '../../src/core/runtime/type-rules';
import { packDefinition } from '../../src/policy/pack';
import { IProductionMatcher, ProductionMatcher } from '../../src/policy/production';
import { DocumentRuleBody, PolicyDocument, PolicyRuleBody, ResourceRuleBody, RULE_ID, RuleContext } from '../../src/policy/rule';

function context(matcher: IProductionMatcher, schema?: Struct): RuleContext {
  return { isProduction: (labels) => matcher.isProduction({ ...labels }), schema };
}

/** The packs of the library, by name: where a rule body gets its id. */
const PACKS: Record<string, () => IPolicyPack> = {
  Atlas: () => new AtlasBestPractices(),
  Equinix: () => new EquinixBestPractices(),
  Incident: () => new IncidentBestPractices(),
  Secrets: () => new SecretsPolicy(),
};

/**
 * The id the library's packs give a rule body (`<Pack>-<suffix>`), found by the body's identity:
 * a pack's rule is the body with its id (inPack), so it keeps the body's check function.
 */
export function packIdOf(rule: PolicyRuleBody): string {
  const ids = Object.values(PACKS).flatMap((make) => packDefinition(make())?.rules.filter((r) => r.check === rule.check).map((r) => r.id) ?? []);
  if (ids.length !== 1) throw new Error(`rule-util: the rule body '${rule.summary}' is in ${ids.length ? `several packs (${ids.join(', ')})` : 'no pack of the library'}; its tests need one id.`);
  return ids[0];
}

/** A finding as the engine words it: a library rule's `{id}` in the fix is its pack id. */
function worded(id: string, tfPath: string, problem: string, parts: ProblemParts = {}): string {
  const named = parts.fix?.includes('{id}') ? { ...parts, fix: parts.fix.split('{id}').join(id) } : parts;
  return formatProblem(problemOf(tfPath, problem, named));
}

/** The findings of a resource rule on one input, as the policy pass words them. */
export function reported(
  rule: ResourceRuleBody, input: Record<string, any>, type: string = rule.types[0], options: { matcher?: IProductionMatcher; schema?: Struct } = {},
): string[] {
  const id = packIdOf(rule);
  const out: string[] = [];
  const report = (tfPath: string, problem: string, parts?: ProblemParts) => out.push(worded(id, tfPath, problem, parts));
  rule.check(input, type, report, context(options.matcher ?? ProductionMatcher.DEFAULT, options.schema));
  return out;
}

/** The findings of a document rule, as `<address>: <message>`. */
export function reportedOnDocument(rule: DocumentRuleBody, resource: PolicyDocument['resource'], matcher: IProductionMatcher = ProductionMatcher.DEFAULT): string[] {
  const id = packIdOf(rule);
  const out: string[] = [];
  rule.check({ resource }, (address, tfPath, problem, parts) => out.push(`${address}: ${worded(id, tfPath, problem, parts)}`), context(matcher));
  return out;
}

/**
 * What every rule states: a summary, why, how to fix, the types it reads; and the id its pack
 * gives it (`<Pack>-<suffix>`, the file's name), at this level.
 */
export function expectRuleDoc(rule: PolicyRuleBody, id: string, level: 'error' | 'warning'): void {
  expect(RULE_ID.test(id)).toBe(true);
  expect(packIdOf(rule)).toBe(id);
  const info = PACKS[id.split('-')[0]]().rules.find((r) => r.id === id);
  expect(info && { summary: info.summary, level: info.level }).toEqual({ summary: rule.summary, level });
  expect(rule.level).toBe(level);
  expect([rule.summary, rule.explanation, rule.fix].every((t) => typeof t === 'string' && t.trim().length > 20)).toBe(true);
  expect(rule.types.length).toBeGreaterThan(0);
}
