/**
 * What a policy rule is, inside the library. A pack is a list of rules; each rule body lives in its
 * own file (`src/policy/<pack>/rules/<id>.ts`) without its id, which the pack assigns (`inPack`),
 * so one body can serve several packs. A rule is one of two kinds:
 *
 * - a **resource rule**: a pure function of ONE resource's synthesized input (its Terraform JSON
 *   as in cdk.tf.json: snake_case keys, tokens resolved, meta-arguments such as `lifecycle`
 *   included) and its type. It sees the same input whether an L1 or an L2 rendered the resource,
 *   and whichever library generated the L1;
 * - a **document rule**: a pure function of the stack's synthesized document, for what one
 *   resource cannot tell ("a project with clusters but no alert configuration", "a primary
 *   connection without its secondary"). It declares the types it reads, and receives a document
 *   of the shape of cdk.tf.json (`{ resource: { <type>: { <name>: <body> } } }`) holding those.
 *
 * Values Terraform only knows at plan (a `${...}` expression after resolution) are never judged:
 * rules read inputs through `str`, `num`, `bool`, `items` (src/core/runtime/type-rules.ts), which treat
 * them as unknown. Nothing in this file is part of the public API.
 */
import type { Struct } from '../core/runtime';
import type { ProblemParts, Report } from '../core/runtime/type-rules';

/** error: fails synth; warning: reported, synth goes on. */
export type RuleLevel = 'error' | 'warning';

/** What every rule states, for messages, the README tables and the SARIF report. */
export interface RuleDoc {
  /** `<Pack>-<letter><number>`, e.g. `Atlas-C1`: assigned by the pack (see `inPack`). */
  readonly id: string;
  readonly level: RuleLevel;
  /** What the rule flags, one sentence (the README table, SARIF shortDescription). */
  readonly summary: string;
  /** Why it matters (SARIF fullDescription). */
  readonly explanation: string;
  /** How to fix it, in general (SARIF help); each finding also carries a fix of its own. */
  readonly fix: string;
  /** The Terraform types the rule reads: resource types, `data.<type>`, `provider.<name>`; `*` for every type this library describes. */
  readonly types: readonly string[];
  /** Whether a user wrote the rule (a CustomPolicyPack): a rule that throws is then the user's bug, not the library's. */
  readonly custom?: boolean;
}

/** Reports one finding at a Terraform path of the input, e.g. `replication_specs[0].region_configs` (the type rules' `Report`). */
export type { Report };

/** What a rule may know besides the input: how the pack recognises production, and the type's schema. */
export interface RuleContext {
  /** The input description of the resource, when this library generated its L1 (sensitive fields). */
  readonly schema?: Struct;
  /** Whether labels (tags, labels, additional info: known values only) mark a resource as production. */
  isProduction(labels: Readonly<Record<string, string>>): boolean;
}

/** A rule about one resource. */
export interface ResourceRule extends RuleDoc {
  readonly check: (input: Readonly<Record<string, any>>, type: string, report: Report, context: RuleContext) => void;
}

/** The part of a stack's synthesized document a document rule reads: `resource.<type>.<name>`. */
export interface PolicyDocument {
  readonly resource: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, any>>>>>>;
}

/** Reports a finding on the resource at `address` (`<type>.<name>`), at a Terraform path of its input. */
export type DocumentReport = (address: string, tfPath: string, problem: string, parts?: ProblemParts) => void;

/** A rule about the stack's document. */
export interface DocumentRule extends RuleDoc {
  readonly document: true;
  readonly check: (doc: PolicyDocument, report: DocumentReport, context: RuleContext) => void;
}

export type PolicyRule = ResourceRule | DocumentRule;

/**
 * A rule as written in its file: everything but its id, which the pack that uses it assigns, as
 * cdk-nag's packs do. One body can serve several packs, under each pack's id (and level).
 */
export type PolicyRuleBody = ResourceRuleBody | DocumentRuleBody;
/** A resource rule as written in its file (no id). */
export type ResourceRuleBody = Omit<ResourceRule, 'id'>;
/** A document rule as written in its file (no id). */
export type DocumentRuleBody = Omit<DocumentRule, 'id'>;

/** One rule of a pack: the suffix of its id (`C1`), the body, and the level if the pack sets another. */
export type PackEntry = readonly [suffix: string, body: PolicyRuleBody, level?: RuleLevel];

/**
 * The rules of a pack with their ids: `<pack>-<suffix>`, e.g. `Atlas-C1`. A body's text may
 * name its own id as `{id}` (e.g. "suppress {id} with a reason"): it is written in here.
 */
export function inPack(pack: string, entries: readonly PackEntry[]): PolicyRule[] {
  return entries.map(([suffix, body, level]) => {
    const id = `${pack}-${suffix}`;
    if (!RULE_ID.test(id)) throw new Error(`inPack: '${id}' is no rule id (<Pack>-<letters><number>).`);
    const named = (t: string) => t.split('{id}').join(id);
    return { ...body, id, level: level ?? body.level, explanation: named(body.explanation), fix: named(body.fix) } as PolicyRule;
  });
}

/** Whether a rule reads the whole document. */
export function isDocumentRule(r: PolicyRule): r is DocumentRule {
  return (r as DocumentRule).document === true;
}

/** A rule id: `<Pack>-<letter(s)><number>`. */
export const RULE_ID = /^[A-Z][A-Za-z]*-[A-Z]+[0-9]+$/;

/**
 * What a custom rule did wrong besides throwing (it returned no list, or a violation without a
 * field): told in the finding in the library's own words, which never quote what the rule
 * returned (it may hold the input, secrets included).
 */
export class RuleOutputError extends Error {}
