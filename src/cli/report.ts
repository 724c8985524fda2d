/**
 * The shapes `terrain-constructs migrate` and `terrain-constructs convert` share: what each did,
 * per file and rule, and what their oracle found. Rendered as Markdown and JSON by
 * report-render.ts. Not part of the jsii API.
 */

/**
 * What became of one thing the command looked at:
 * - `converted`: rewritten, nothing left to do by hand;
 * - `partial`: rewritten, but something needs a look (the entry says what, and the hand edit);
 * - `manual`: left as it was (or as an escape hatch); the entry gives the hand edit.
 */
export type Outcome = 'converted' | 'partial' | 'manual';

/** One line of a report. */
export interface ReportEntry {
  /** The file, relative to the project root (migrate) or to the working folder (convert), with `/`. */
  readonly file: string;
  /** The 1-based line in that file (of the input, before any rewrite). */
  readonly line: number;
  /** The rule that acted, e.g. `migrate/tags-to-map` or `convert/escape-hatch` (the rule ids are listed in the README). */
  readonly rule: string;
  readonly outcome: Outcome;
  /** What it was about: `mongodbatlas_advanced_cluster.main`, `AdvancedCluster 'cluster'`, `variable.region`. */
  readonly subject: string;
  /** What was done, or why it could not be. One or two sentences. */
  readonly message: string;
  /** For `partial` and `manual`: the edit to make by hand, as code the user can paste where possible. */
  readonly suggestion?: string;
}

/** One difference the oracle found between the synthesized JSON before and after. */
export interface OracleDifference {
  /** The JSON path, e.g. `resource.mongodbatlas_advanced_cluster.main.replication_specs[0].num_shards`. */
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
  /** The rule that explains it (e.g. `migrate/num-shards-expanded`), or undefined when nothing does: then the oracle fails. */
  readonly explainedBy?: string;
}

/** What the oracle did and found. */
export interface OracleResult {
  /** Whether it could run at all, and if not, why (e.g. "the project's app could not be synthesized: ..."). */
  readonly ran: boolean;
  readonly reason?: string;
  /** Every difference, explained or not. */
  readonly differences: readonly OracleDifference[];
  /** Logical ids (state addresses, `<type>.<name>`) present before and missing after, or new after. */
  readonly addressesRemoved: readonly string[];
  readonly addressesAdded: readonly string[];
  /** True when it ran and nothing is unexplained and no address changed except by a `moved` block. */
  readonly passed: boolean;
}

/** A file the command would write (or did), with its text before and after. */
export interface FileChange {
  /** Absolute path. */
  readonly path: string;
  /** The text before; undefined for a new file. */
  readonly before?: string;
  readonly after: string;
}

/** What one run of a command produced. */
export interface CommandReport {
  readonly command: 'migrate' | 'convert';
  /** The project root (migrate) or working folder (convert), absolute. */
  readonly root: string;
  readonly entries: readonly ReportEntry[];
  readonly changes: readonly FileChange[];
  readonly oracle?: OracleResult;
  /** migrate: the operator's checklist for the provider 1.x to 2.x state upgrade, one step per item. */
  readonly checklist?: readonly string[];
}
