/**
 * Helpers of the tests of shared type-rule code (test/rules/<provider>/shared/*.test.ts; not a
 * test file itself): a type rule run on one rendered input (Terraform names), its findings worded
 * as synth words them (`field: problem Received: ... Allowed: ... Fix: ...`).
 */
import { formatProblem } from '../../src/core/base/errors';
import { problemOf, ProblemParts, Report, TypeRule } from '../../src/core/runtime/type-rules';

/** The synth time the tests judge dates at. */
export const NOW = Date.parse('2026-11-22T12:00:00Z');

/** A report that collects the findings as synth words them. */
export function collector(): { report: Report; found: string[] } {
  const found: string[] = [];
  return { found, report: (tfPath: string, problem: string, parts?: ProblemParts) => found.push(formatProblem(problemOf(tfPath, problem, parts))) };
}

/** The findings of a type rule on one input. */
export function findingsOf(rule: TypeRule, input: Record<string, any>, now = NOW): string[] {
  const c = collector();
  rule.check(input, c.report, { now });
  return c.found;
}
