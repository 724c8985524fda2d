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
import { isKnown, oneOf, Problems } from './problems';

/** One rule of an L2's props. */
export interface PropRule<P> {
  /** A short name, for tests and for reading the table. */
  readonly name: string;
  /**
   * Where the provider or its API enforces the rule (`<path in the provider repository>: <function
   * or test>`), when the rule restates one.
   * @default - a rule of the L2's own contract
   */
  readonly enforcedBy?: string;
  /** Adds what breaks the rule; reads `props` only. */
  readonly check: (props: P, problems: Problems) => void;
}

/** Checks props against a table of rules; every problem of every rule, in table order. */
export function checkRules<P>(rules: readonly PropRule<P>[], props: P): Problems {
  const p = new Problems();
  for (const r of rules) r.check(props, p);
  return p;
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
      if (isKnown(v) && !allowed.includes(v)) p.add(field, problem, { received: v, allowed: oneOf(allowed), fix });
    },
  };
}
