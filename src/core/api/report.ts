import { App, TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import { ArgumentProblems, BOOLEAN, checkApp, constructArg, isListOf, readOptions } from '../base/arguments';
import { textOf } from '../base/errors';
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
 * ```
 *
 * A validation failure is printed as `ERROR` lines, one per problem with its id, and rethrown.
 */
export class TerrainSynth {
  /**
   * Synthesizes the app, prints its warnings and errors with their ids to stderr, and returns them.
   * @param app the app to synthesize
   * @param options whether warnings fail the run, and whether to print
   */
  public static synth(app: App, options: AppSynthOptions = {}): SynthReport {
    const p = new ArgumentProblems('TerrainSynth.synth');
    checkApp(p, 'app', app);
    const o = readOptions(p, 'options', options, { failOnWarnings: BOOLEAN, quiet: BOOLEAN });
    p.throwIfAny();
    // Under the cdktf or cdktn CLI (which sets CDKTF_CONTEXT_JSON for the app), the CLI prints the
    // annotations from the manifest itself, and shows the app's stderr as errors.
    const print = o.quiet || underCli() ? () => undefined : stderr;
    // Every stack's Terraform names are checked, also those of a stack without our constructs.
    for (const c of app.node.findAll()) if (TerraformStack.isStack(c)) checkTerraformNames(c);
    try {
      app.synth();
    } catch (e) {
      printFailure(e, print);
      throw e;
    }
    const report = collectUnder(app);
    printReport(report, print);
    if (o.failOnWarnings && report.warnings.length) {
      throw new Error(`synth reported ${report.warnings.length} warning(s), and failOnWarnings is set:\n${report.warnings.join('\n')}`);
    }
    return report;
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
   * `INFO [path]: ...`.
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
  const o = readOptions(p, 'report', report, { warnings: lines, errors: lines, infos: lines }, 'pass the report TerrainSynth.synth or TerrainSynth.collect returned.');
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
      list?.push(`${c.node.path}: ${textOf(m.data)}`);
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
