/**
 * Prop rules: the rules of an L2's props written as data, a table of named rules, each a pure
 * function of the props that adds its problems, checked by one function. A table is read top to
 * bottom, so the order of the problems is the order of the rules; each rule can be unit-tested
 * alone, without synth.
 *
 * A prop rule that restates what the provider enforces says where (`enforcedBy`), like a type rule;
 * one that only the provider's documentation states warns instead of failing. A rule about the
 * L2's own contract (a list it lays out itself, a count it derives) needs no provenance.
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { IConstruct } from 'constructs';
import { oneOf, Problems, warn } from './problems';
import { formatProblem, ValidationProblem } from '../base/errors';
import { isKnown } from '../base/tokens';

/**
 * One rule of an L2: the one record of what an L2 checks, how hard, and on whose word. Most are
 * checked from the table (`check`); a rule an L2 checks where it builds (a builder's `add*`
 * methods) records its provenance here and leaves `check` out.
 */
export interface PropRule<P> {
  /** A short name, for tests and for reading the table (for a documented-only rule, its warning id may serve). */
  readonly name: string;
  /**
   * What the rule says, in one sentence.
   * @default - the name says it
   */
  readonly summary?: string;
  /**
   * Why the rule is the L2's own contract (a count it derives, ids it makes), when it restates no
   * provider fact.
   * @default - not stated
   */
  readonly contract?: string;
  /**
   * Where the provider or its API enforces the rule (`<path in the provider repository>: <function
   * or test>`), when the rule restates one.
   * @default - a rule of the L2's own contract
   */
  readonly enforcedBy?: string;
  /**
   * Where only the provider's documentation (or the API's specification) states the rule
   * (`<path in the provider repository>`). An L1 would only warn of it; an L2 refuses it
   * (`level: 'error'`, checked by `checkRules`) or, when it is advice, warns under `warningId`
   * (`adviseRules`).
   * @default - not a documented-only rule
   */
  readonly documentedIn?: string;
  /**
   * For a rule with `documentedIn`: `error`, the L2 refuses what the documentation calls invalid
   * (`checkRules`); `warning`, it is advice (`adviseRules`, under `warningId`). A rule without
   * `documentedIn` is an error.
   * @default - 'warning' with documentedIn, else 'error'
   */
  readonly level?: 'error' | 'warning';
  /**
   * The warning id of a documented-only rule, naming its provider, e.g.
   * `mongodbatlas:tls-version-documented`.
   * @default - required with documentedIn
   */
  readonly warningId?: string;
  /**
   * Adds what breaks the rule; reads `props` only.
   * @default - checked where the L2 builds, not from the table
   */
  readonly check?: (props: P, problems: Problems) => void;
}

/** Whether a rule is advice (a documented-only rule the L2 warns of), not an error. */
function isAdvice<P>(r: PropRule<P>): boolean {
  return r.documentedIn !== undefined && r.level !== 'error';
}

/**
 * Checks props against a table of rules; every problem of every rule, in table order. Advice (a
 * documented-only rule without `level: 'error'`) is left out (`adviseRules` warns it).
 */
export function checkRules<P>(rules: readonly PropRule<P>[], props: P): Problems {
  const p = new Problems();
  for (const r of rules) if (!isAdvice(r)) r.check?.(props, p);
  return p;
}

/** Warns, on `scope`, what breaks the documented-only rules of a table (each under its `warningId`). */
export function adviseRules<P>(scope: IConstruct, rules: readonly PropRule<P>[], props: P): void {
  for (const r of rules) {
    if (!isAdvice(r) || r.check === undefined) continue;
    if (r.warningId === undefined) throw new Error(`adviseRules: the documented rule '${r.name}' has no warningId.`);
    const p = new Problems();
    r.check(props, p);
    advise(scope, r.warningId, p);
  }
}

/**
 * Warns each problem on `scope` under the warning id `id`, in the words of an error
 * (`field: problem Received: ... Allowed: ... Fix: ...`): the advice of a rule that only the
 * provider's documentation states, which must not fail synth.
 */
export function advise(scope: IConstruct, id: string, problems: Problems | readonly ValidationProblem[]): void {
  for (const p of problems instanceof Problems ? problems.list : problems) warn(scope, id, formatProblem(p));
}

/**
 * A rule that a value, when known, is one of a closed set, e.g. `oneOfRule('TLS versions',
 * 'advancedConfiguration.minimumEnabledTlsProtocol', (p) => p.advancedConfiguration?.minimumEnabledTlsProtocol,
 * ['TLS1_2', 'TLS1_3'], 'is not a TLS version.', "use 'TLS1_2'.")`.
 */
export function oneOfRule<P>(
  name: string, field: string, value: (props: P) => string | undefined, allowed: readonly string[], problem: string, fix: string,
  enforcedBy?: string,
): PropRule<P> {
  return {
    name,
    enforcedBy,
    check: (props, p) => {
      const v = value(props);
      if (isKnown(v) && !allowed.includes(v)) p.add(field, problem, { id: 'l2:not-a-member', received: v, allowed: oneOf(allowed), fix });
    },
  };
}
