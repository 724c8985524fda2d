/**
 * Type rules: a spec rule about one Terraform type's own input, written once in
 * `src/rules/<provider>/<module>.ts` and run at synth for every instance of that type (an L1 the
 * user made, or one an L2 rendered). A rule reads the rendered input, in Terraform names, and
 * reports with Terraform paths; the message shows them in the construct's (camelCase) names.
 *
 * Nothing in this file is part of the public API.
 */
import { Token } from 'cdktn';
import type { Finding } from './acknowledgements';
import { hiddenParts, thrownText } from './sensitive';
import { describeValue, ProblemParts, ValidationProblem } from '../base/errors';
import { camelCase } from '../base/naming';

export type { ProblemParts };

/** What a rule may know besides the input. */
export interface RuleContext {
  /** The synth time in ms since the epoch (the context `terrain-constructs:synthTime` when set). */
  readonly now: number;
  /**
   * The Terraform text of a string that holds tokens, rendered in the L1's stack, e.g.
   * `${equinix_fabric_connection.p.id}` for `p.id`: what a reference points at, never its value.
   * Undefined for a string without tokens, or one that cannot be rendered.
   * @default - not given (a rule reads no reference)
   */
  readonly expression?: (v: string) => string | undefined;
  /**
   * Another generated L1 of the rule's stack by its Terraform address (`equinix_fabric_connection.p`):
   * its rendered input (tokens unresolved) and construct path. Undefined for the L1 itself, or when
   * the stack has no such resource.
   * @default - not given (a rule reads no other resource)
   */
  readonly resource?: (address: string) => { readonly input: Readonly<Record<string, any>>; readonly path: string } | undefined;
}

/** Reports one problem at a Terraform path such as `replication_specs[0].region_configs[1].priority`. */
export type Report = (tfPath: string, problem: string, parts?: ProblemParts) => void;

export interface TypeRule {
  /** Stable id, `rule:<terraform type>/<name>` (`rule:<provider>.provider/<name>` for a provider). */
  readonly id: string;
  /** What the rule enforces, one sentence (the README's table of rules). */
  readonly summary: string;
  /**
   * Where the provider or its remote API enforces the rule, at the pinned provider release:
   * `<path in the provider repository>: <function, validator or acceptance test>`, e.g.
   * `internal/service/advancedcluster/resource_advanced_cluster.go: resourceCreate`. A rule that
   * fails synth (level `error`) needs it; test/rules/provenance.test.ts checks that every one has it.
   * @default - not enforced: the rule warns, and `documentedIn` says where it is stated
   */
  readonly enforcedBy?: string;
  /**
   * Where only the provider's documentation states the rule (a warning, since nothing refuses the
   * configuration before apply): `<path in the provider repository>` or a documentation page.
   * @default - see `enforcedBy`
   */
  readonly documentedIn?: string;
  /** @default 'error' */
  readonly level?: 'error' | 'warning';
  /** Reads the rendered input (Terraform names; tokens unresolved) and reports what breaks the rule. */
  readonly check: (input: Readonly<Record<string, any>>, report: Report, context: RuleContext) => void;
}

/** Where a rule comes from, for docs and tables: where it is enforced, else where it is documented. */
export function provenanceOf(rule: Pick<TypeRule, 'enforcedBy' | 'documentedIn'>): string {
  if (rule.enforcedBy) return rule.enforcedBy;
  if (rule.documentedIn) return `documented: ${rule.documentedIn}`;
  return 'unknown';
}

const camelCache = new Map<string, string>();

/**
 * `replication_specs[0].region_configs` -> `replicationSpecs[0].regionConfigs`; a quoted map key
 * (`entries["payments-api"].rank`) is data and stays as it is.
 */
export function displayPath(tfPath: string): string {
  let out = camelCache.get(tfPath);
  if (out === undefined) {
    out = tfPath.replace(/\["(?:[^"\\]|\\.)*"\]|[A-Za-z0-9_-]+/g, (seg) => (seg.startsWith('[') || /^\d+$/.test(seg) ? seg : camelCase(seg)));
    camelCache.set(tfPath, out);
  }
  return out;
}

/**
 * A reported problem as a ValidationProblem: the Terraform path in camelCase (a path in
 * parentheses, such as `(input)`, stays as it is), and what was received in words (`unset` when
 * the value is undefined). Type rules and policy rules report through it.
 */
export function problemOf(tfPath: string, problem: string, parts: ProblemParts = {}): ValidationProblem {
  return {
    field: tfPath.startsWith('(') ? tfPath : displayPath(tfPath),
    problem,
    received: parts.receivedText ?? ('received' in parts ? (parts.received === undefined ? 'unset' : describeValue(parts.received)) : undefined),
    allowed: parts.allowed,
    fix: parts.fix,
  };
}

/**
 * Runs the rules of a type over one rendered input. Returns `found` with the rules' findings
 * added (a new array, made only when a rule reports something; `found` itself is not changed).
 * @param sensitive whether a Terraform path is (inside) a sensitive field: what was received there is not shown
 */
export function runRules(
  rules: readonly TypeRule[], input: Readonly<Record<string, any>>, found: readonly Finding[] | undefined, context: RuleContext,
  sensitive?: (tfPath: string) => boolean,
): readonly Finding[] | undefined {
  let rule: TypeRule = rules[0];
  let into: Finding[] | undefined;
  const report: Report = (tfPath, problem, parts = {}) => {
    (into ??= found ? [...found] : []).push({
      id: rule.id,
      level: rule.level ?? 'error',
      problem: problemOf(tfPath, problem, sensitive?.(tfPath) ? hiddenParts(parts, false) : parts),
    });
  };
  for (rule of rules) {
    try {
      rule.check(input, report, context);
    } catch (e) {
      // Not the error's message: it may quote the input, a secret included.
      report('(input)', `rule ${rule.id} could not be evaluated (it threw ${thrownText(e)}); this is a bug in terrain-constructs.`, { fix: 'report it, and acknowledge the rule meanwhile.' });
    }
  }
  return into ?? found;
}

/**
 * Whether a value is unknown at synth: an unresolved token, or a string holding a Terraform
 * expression or directive (`${var.x}`, `%{ if ... }`), which Terraform evaluates at plan. It asks
 * cdktn only where a token can be (a number, a one-item list); an object is a token when it can
 * resolve itself. Rules run at every synth over every instance, so this is on the hot path.
 */
function isToken(v: unknown): boolean {
  switch (typeof v) {
    case 'string': return v.includes('${') || v.includes('%{');
    // cdktn encodes a number token as a double of magnitude about 1e289: anything smaller is a number.
    case 'number': return (v >= 1e280 || v <= -1e280) && Token.isUnresolved(v);
    case 'object':
      if (v === null) return false;
      if (Array.isArray(v)) return v.length === 1 && Token.isUnresolved(v);
      return typeof (v as { resolve?: unknown }).resolve === 'function';
    default: return false;
  }
}

/** Whether a value is set and known at synth (not an unresolved token). */
export function known(v: unknown): boolean {
  return v !== undefined && v !== null && !isToken(v);
}

/** The value as a string when it is a known literal string, else undefined. */
export function str(v: unknown): string | undefined {
  return typeof v === 'string' && !isToken(v) ? v : undefined;
}

/** The value as a number when it is a known literal number, else undefined. */
export function num(v: unknown): number | undefined {
  return typeof v === 'number' && !isToken(v) ? v : undefined;
}

/** The value as a boolean when it is a literal boolean, else undefined. */
export function bool(v: unknown): boolean | undefined {
  return typeof v === 'boolean' ? v : undefined;
}

/** A known object (block or nested attribute), else undefined. */
export function obj(v: unknown): Record<string, any> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !isToken(v) ? v as Record<string, any> : undefined;
}

/**
 * The known items of a list, with their indices: a token list gives none, a token item is skipped.
 * A single object (a block of at most one item) counts as one item at index 0.
 */
export function items(v: unknown): Array<[Record<string, any>, number]> {
  if (!known(v)) return [];
  if (!Array.isArray(v)) {
    const o = obj(v);
    return o ? [[o, 0]] : [];
  }
  const out: Array<[Record<string, any>, number]> = [];
  v.forEach((x, i) => {
    const o = obj(x);
    if (o) out.push([o, i]);
  });
  return out;
}

/** The known literal strings of a list. */
export function strings(v: unknown): string[] {
  if (!known(v) || !Array.isArray(v)) return [];
  return v.filter((x): x is string => typeof x === 'string' && !isToken(x));
}

/** The Terraform path of a list item or a single block: `a[0]`, or `a` for a single object. */
export function at(base: string, v: unknown, i: number): string {
  return Array.isArray(v) ? `${base}[${i}]` : base;
}
