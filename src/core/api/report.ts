import { App, TerraformStack, Testing } from 'cdktn';
import { IConstruct } from 'constructs';
import { StackSummary, summarizeApp, summaryLine, topologyIndex, topologyWrite } from './synth-summary';
import { ArgumentProblems, BOOLEAN, checkApp, checkConstruct, checkStack, constructArg, isListOf, isPlainObject, readOptions } from '../base/arguments';
import { printable, printableError, textOf } from '../base/errors';
import { checkTerraformNames } from '../runtime/terraform-names';

/** Where the lines go: a function that takes one line (without its newline). */
type LineWriter = (line: string) => void;

const WARN = '@cdktf/warn';
const ERROR = '@cdktf/error';
const INFO = '@cdktf/info';

/** Environment variable that silences the printing of `TerrainTesting` (for test suites that assert warnings themselves). */
const QUIET_ENV = 'TERRAIN_CONSTRUCTS_QUIET';

/**
 * What a synth reported: the annotations of every construct, as `<path>: <message>`. A message
 * of terrain-constructs starts with its id in brackets, e.g. `[terrain:literal-secret]`.
 */
export interface SynthReport {
  /** Warnings (`WARN`). */
  readonly warnings: string[];
  /** Errors added as annotations (`ERROR`); validation failures are thrown instead. */
  readonly errors: string[];
  /** Informational messages (`INFO`). */
  readonly infos: string[];
  /**
   * One summary per stack: what it holds, what synth reported on it, where its files went.
   * @default - none (`TerrainSynth.collect` reads annotations only)
   */
  readonly stacks?: StackSummary[];
}

/** Options of `TerrainSynth.synth`. */
export interface AppSynthOptions {
  /**
   * Fail (throw, after printing) when synth reported warnings, not only errors.
   * @default false
   */
  readonly failOnWarnings?: boolean;
  /**
   * Print nothing; only return the report.
   * @default false (true under the cdktf and cdktn CLIs, which print the warnings themselves)
   */
  readonly quiet?: boolean;
  /**
   * Print one summary line per stack after the warnings: resources per provider, warnings,
   * errors, policy findings and where the files went, e.g.
   * `SYNTH [prod]: 4 resources (incident 1, mongodbatlas 3); 1 warning, 0 errors; no policy packs; cdktf.out/stacks/prod/cdk.tf.json + topology.md`.
   * Not printed when `quiet` is set or a CLI runs the app.
   * @default true
   */
  readonly summary?: boolean;
  /**
   * Write a Mermaid diagram of each stack, `topology.md`, beside its Terraform JSON
   * (`cdktf.out/stacks/<stack>/topology.md`), also under the cdktn and cdktf CLIs.
   * @default true
   */
  readonly topology?: boolean;
}

/**
 * Synthesizes an app and prints what it reported, the way the cdktf and cdktn CLIs do, for a
 * `main.ts` run with `ts-node` or `node` (where a plain `app.synth()` prints nothing and the
 * warnings land only in `manifest.json`):
 *
 * ```ts
 * const app = new App();
 * new MyStack(app, 'prod');
 * TerrainSynth.synth(app); // WARN [prod/Users/App]: [mongodbatlas:database-user-unscoped] ...
 *                         // SYNTH [prod]: 3 resources (mongodbatlas 3); 1 warning, 0 errors; no policy packs; cdktf.out/stacks/prod/cdk.tf.json + topology.md
 * ```
 *
 * After the warnings, one summary line per stack; beside each stack's JSON, its diagram
 * (`topology.md`, see `TerrainSynth.topology`). A validation failure is printed as `ERROR` lines,
 * one per problem with its id, and rethrown.
 */
export class TerrainSynth {
  /**
   * Synthesizes the app, prints its warnings and errors with their ids and one summary line per
   * stack to stderr, writes each stack's `topology.md`, and returns what synth reported.
   * @param app the app to synthesize
   * @param options whether warnings fail the run, and whether to print
   */
  public static synth(app: App, options: AppSynthOptions = {}): SynthReport {
    const p = new ArgumentProblems('TerrainSynth.synth');
    checkApp(p, 'app', app);
    const o = readOptions(p, 'options', options, { failOnWarnings: BOOLEAN, quiet: BOOLEAN, summary: BOOLEAN, topology: BOOLEAN });
    p.throwIfAny();
    // Under the cdktf or cdktn CLI (which sets CDKTF_CONTEXT_JSON for the app), the CLI prints the
    // annotations from the manifest itself, and shows the app's stderr as errors.
    const print = o.quiet || underCli() ? () => undefined : stderr;
    // Every stack's Terraform names are checked, also those of a stack without our constructs.
    for (const c of app.node.findAll()) if (TerraformStack.isStack(c)) checkTerraformNames(c);
    try {
      app.synth();
    } catch (e) {
      printableError(e);
      printFailure(e, print);
      throw e;
    }
    const stacks = summarizeApp(app, o.topology ?? true, (stack) => {
      const r = collectUnder(stack);
      return { warnings: r.warnings.length, errors: r.errors.length };
    });
    const report: SynthReport = { ...collectUnder(app), stacks };
    printReport(report, print);
    if (o.summary ?? true) for (const s of stacks) print(summaryLine(s));
    if (o.failOnWarnings && report.warnings.length) {
      throw new Error(`synth reported ${report.warnings.length} warning(s), and failOnWarnings is set:\n${report.warnings.join('\n')}`);
    }
    return report;
  }

  /**
   * The diagram of a stack, as the Markdown of `topology.md`: a Mermaid flowchart drawn from the
   * stack's synthesized Terraform JSON (so L1s and L2s look alike), with Atlas clusters and their
   * regions, alerts, backups and database users; incident.io alert sources, routes, escalation
   * paths and catalog types; Equinix Fabric connections from A side to Z side; IBM App
   * Configuration environments, flags and segments. Sensitive values are never shown. Runs the
   * stack's aspects, not its validations.
   * @param stack the stack to draw
   */
  public static topology(stack: TerraformStack): string {
    const p = new ArgumentProblems('TerrainSynth.topology');
    checkStack(p, 'stack', stack);
    p.throwIfAny();
    return topologyIndex().topologyMarkdown(JSON.parse(Testing.synth(stack)), stack.node.id);
  }

  /**
   * Makes every synth of the stacks in `scope` write `topology.md` beside their JSON, for a
   * `main.ts` that calls `app.synth()` (under `cdktn synth` or `cdktf synth` too, whose output
   * folder the app writes). `TerrainSynth.synth` writes the diagrams without it.
   * Reaches the stack around `scope`, or every stack below it, and stacks created later that hold
   * a construct of this library.
   * @param scope the app, or a stack
   */
  public static addTopology(scope: IConstruct): void {
    const p = new ArgumentProblems('TerrainSynth.addTopology');
    checkConstruct(p, 'scope', scope);
    p.throwIfAny();
    topologyWrite().addTopology(scope);
  }

  /**
   * The annotations of a construct and everything below it.
   * @param scope the app, a stack or any construct
   */
  public static collect(scope: IConstruct): SynthReport {
    return collectUnder(constructArg('TerrainSynth.collect', 'scope', scope));
  }

  /**
   * Prints a report to stderr, one line per message: `ERROR [path]: ...`, `WARN [path]: ...`,
   * `INFO [path]: ...` (not the summary lines of its stacks).
   * @param report what to print
   */
  public static print(report: SynthReport): void {
    printReport(checkReport(report), stderr);
  }
}

/** The lists of a report handed to `print`: each a list of strings; a list left out is empty. */
function checkReport(report: unknown): SynthReport {
  const p = new ArgumentProblems('TerrainSynth.print');
  const lines = { test: (v: unknown) => isListOf(v, (x) => typeof x === 'string'), allowed: 'a list of strings', fix: 'pass the report TerrainSynth.synth or TerrainSynth.collect returned.' };
  if (report === undefined || report === null) {
    p.add('report', 'expected a report.', report, 'an object with warnings, errors and infos (lists of strings)', 'pass the report TerrainSynth.synth or TerrainSynth.collect returned.');
  }
  // The summaries of a report TerrainSynth.synth returned are accepted, and not printed again.
  const stacks = { test: (v: unknown) => isListOf(v, isPlainObject), allowed: 'a list of stack summaries', fix: 'pass the report TerrainSynth.synth returned.' };
  const o = readOptions(p, 'report', report, { warnings: lines, errors: lines, infos: lines, stacks }, 'pass the report TerrainSynth.synth or TerrainSynth.collect returned.');
  p.throwIfAny();
  return { warnings: o.warnings ?? [], errors: o.errors ?? [], infos: o.infos ?? [] };
}

/** The annotations of a construct and everything below it. */
export function collectUnder(scope: IConstruct): SynthReport {
  const warnings: string[] = [];
  const errors: string[] = [];
  const infos: string[] = [];
  for (const c of scope.node.findAll()) {
    for (const m of c.node.metadata) {
      const list = m.type === WARN ? warnings : m.type === ERROR ? errors : m.type === INFO ? infos : undefined;
      // An annotation's data is a string; metadata added by other code may be anything.
      list?.push(printable(`${c.node.path}: ${textOf(m.data)}`));
    }
  }
  return { warnings, errors, infos };
}

/** Prints a report through `write`, one line per message. */
function printReport(report: SynthReport, write: LineWriter): void {
  for (const [kind, list] of [['ERROR', report.errors], ['WARN', report.warnings], ['INFO', report.infos]] as const) {
    for (const line of list) write(`${kind} ${bracketPath(line)}`);
  }
}

/** `a/b: message` → `[a/b]: message` (the CLI's format). */
function bracketPath(line: string): string {
  const i = line.indexOf(': ');
  return i < 0 ? line : `[${line.slice(0, i)}]:${line.slice(i + 1)}`;
}

function stderr(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** A validation failure of cdktn lists one problem per line, each `[path] message`. */
function printFailure(e: unknown, write: LineWriter): void {
  const text = e instanceof Error ? textOf(e.message) : textOf(e);
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('['));
  if (!lines.length) {
    write(`ERROR ${text}`);
    return;
  }
  for (const l of lines) write(`ERROR ${l}`);
}

/** Whether `TerrainTesting` prints (not when `TERRAIN_CONSTRUCTS_QUIET` is set). */
export function testingPrints(): boolean {
  const v = process.env[QUIET_ENV];
  return v === undefined || v === '' || v === '0' || v === 'false';
}

/** Whether the app runs under the cdktf or cdktn CLI. */
function underCli(): boolean {
  return process.env.CDKTF_CONTEXT_JSON !== undefined;
}
