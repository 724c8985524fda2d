/**
 * `terrain-constructs migrate` and `terrain-constructs convert` as commands (src/cli/main.ts parses
 * their arguments): finds the inputs, runs the migration or the conversion (src/cli/migrate,
 * src/cli/convert, loaded only when asked: they load the compiler and the HCL parser), prints the
 * diff (`--dry-run`) or writes the changes under the project (write-changes.ts), writes the report
 * (report-render.ts) and says what the oracle found. Exit code 1 when the oracle found a
 * difference no rule explains: then no change is written, the report is. Not part of the jsii API.
 */
import * as fs from 'fs';
import * as path from 'path';
// Types only: erased at compile time, so neither engine (nor the compiler and the HCL parser they
// load) is loaded before a command asks for it.
import type { ConvertOptions } from './convert';
import { unifiedDiff } from './diff';
import type { MigrateOptions } from './migrate';
import { CommandReport, OracleResult } from './report';
import { changedFiles, oracleSummary, relativeTo, renderJson, renderMarkdown, totals, unexplained } from './report-render';
import { writeChanges } from './write-changes';

/** The arguments of migrate and convert (main.ts parses them). */
export type PortArgs = MigrateArgs | ConvertArgs;

interface CommonArgs {
  readonly dryRun: boolean;
  /** --report <folder>, as given. */
  readonly report?: string;
  /** False with --no-oracle. */
  readonly oracle: boolean;
}

export interface MigrateArgs extends CommonArgs {
  readonly command: 'migrate';
  /** A tsconfig.json or the folder that holds one, as given (default: the working folder). */
  readonly project?: string;
  readonly toL2: boolean;
  readonly clusterToAdvanced: boolean;
  /** --oracle <entry.ts>, as given. */
  readonly entry?: string;
}

export interface ConvertArgs extends CommonArgs {
  readonly command: 'convert';
  /** .tf files and folders, as given. */
  readonly inputs: readonly string[];
  readonly out?: string;
  readonly stack?: string;
}

/** What runs the work (tests give their own; the bin loads the real ones when called). */
export interface PortDeps {
  migrate(o: MigrateOptions): CommandReport;
  convert(o: ConvertOptions): Promise<CommandReport>;
  /** The modules the synthesized "after" app needs when the project cannot resolve terrain-constructs itself. */
  ownModules(): Record<string, unknown>;
}

/** The first words of every file convert writes: an existing --out without them is not replaced. */
export const CONVERT_HEADER = '// Converted from HCL by terrain-constructs convert';

/** Bad input migrate or convert could not work with (not found, not parsed): one line on stderr, exit code 2. */
export class PortInputError extends Error {}

function problem(what: string, received: string, allowed: string, fix: string): PortInputError {
  return new PortInputError(`${what} Received: ${received}. Allowed: ${allowed}. Fix: ${fix}`);
}

/* eslint-disable @typescript-eslint/no-require-imports */
const DEFAULT_DEPS: PortDeps = {
  migrate: (o) => (require('./migrate') as { migrate: PortDeps['migrate'] }).migrate(o),
  convert: (o) => (require('./convert') as { convert: PortDeps['convert'] }).convert(o),
  // This package as it runs (lib/ when installed, src/ in the tests), with the cdktn and constructs it resolves.
  ownModules: () => ({ 'terrain-constructs': require('..'), 'cdktn': require('cdktn'), 'constructs': require('constructs') }),
};
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Whether `folder` resolves terrain-constructs itself (then its own copy synthesizes the app): a
 * node_modules/terrain-constructs in it or a folder above, where the app's own require looks.
 * (Not `require.resolve` with `paths`: it finds this package by its own name first, from anywhere.)
 */
function resolvesItself(folder: string): boolean {
  for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', 'terrain-constructs', 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/** The .ts file cdktf.json's `app` runs (e.g. `npx ts-node main.ts`), if it names one that exists. */
export function entryOfCdktfJson(root: string): string | undefined {
  const file = path.join(root, 'cdktf.json');
  if (!fs.existsSync(file)) return undefined;
  let app: unknown;
  try {
    app = JSON.parse(fs.readFileSync(file, 'utf8')).app;
  } catch {
    return undefined;
  }
  if (typeof app !== 'string') return undefined;
  const ts = app.split(/\s+/).filter((t) => /\.tsx?$/.test(t) && !t.endsWith('.d.ts')).pop();
  return ts && fs.existsSync(path.resolve(root, ts)) ? path.resolve(root, ts) : undefined;
}

/** The project's root and tsconfig.json from `migrate [<tsconfig.json|folder>]`. */
export function projectOf(given: string | undefined, cwd: string): { root: string; tsconfig: string } {
  const p = path.resolve(cwd, given ?? '.');
  if (!fs.existsSync(p)) throw problem('migrate: no such file or folder.', `'${given}'`, 'a tsconfig.json or the folder that holds it', 'check the path.');
  const tsconfig = fs.statSync(p).isDirectory() ? path.join(p, 'tsconfig.json') : p;
  if (!fs.existsSync(tsconfig)) {
    throw problem('migrate: the folder has no tsconfig.json.', `'${given ?? '.'}'`, 'a tsconfig.json or the folder that holds it',
      'run it in the project\'s folder, or pass the path, e.g. `npx terrain-constructs migrate path/to/tsconfig.json`.');
  }
  if (!tsconfig.endsWith('.json')) throw problem('migrate: not a tsconfig file.', `'${given}'`, 'a tsconfig.json or the folder that holds it', 'pass the project\'s tsconfig.json.');
  return { root: path.dirname(tsconfig), tsconfig };
}

/**
 * The project's own packages the oracle answers with their sources: each `paths` entry of the
 * tsconfig (its `extends` followed) without a `*`, e.g. a workspace package that re-exports bindings
 * generated into `.gen/`, mapped to the absolute path it names.
 */
export function aliasesOf(tsconfig: string): Record<string, string> {
  // Loaded here, not at the top: `terrain-constructs init` does not pay for the compiler.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ts } = require('ts-morph') as typeof import('ts-morph');
  const read = ts.readConfigFile(tsconfig, ts.sys.readFile);
  if (read.error) return {};
  const options = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfig)).options;
  const base = options.baseUrl ?? (options.pathsBasePath as string | undefined) ?? path.dirname(tsconfig);
  const out: Record<string, string> = {};
  for (const [spec, targets] of Object.entries(options.paths ?? {})) {
    if (!spec.includes('*') && targets[0] !== undefined && !targets[0].includes('*')) out[spec] = path.resolve(base, targets[0]);
  }
  return out;
}

/** The .tf files of `convert <file.tf|folder>...`: one module (one folder), in name order. */
export function hclFiles(inputs: readonly string[], cwd: string): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    const p = path.resolve(cwd, input);
    if (!fs.existsSync(p)) throw problem('convert: no such file or folder.', `'${input}'`, '.tf files or a folder of them', 'check the path.');
    if (fs.statSync(p).isDirectory()) {
      const tf = fs.readdirSync(p).filter((f) => f.endsWith('.tf') && fs.statSync(path.join(p, f)).isFile()).sort();
      if (!tf.length) throw problem('convert: the folder holds no .tf file.', `'${input}'`, 'a folder with .tf files', 'pass the folder of the module, or its .tf files.');
      files.push(...tf.map((f) => path.join(p, f)));
    } else if (input.endsWith('.tf.json')) {
      throw problem('convert: JSON configuration is not read.', `'${input}'`, '.tf files (HCL)', 'convert the HCL it was made from, or write the stack by hand from the JSON.');
    } else if (!input.endsWith('.tf')) {
      throw problem('convert: not an HCL file.', `'${input}'`, '.tf files or a folder of them', 'pass the module\'s .tf files.');
    } else {
      files.push(p);
    }
  }
  const unique = [...new Set(files)];
  const folders = [...new Set(unique.map((f) => path.dirname(f)))];
  if (folders.length > 1) {
    throw problem('convert: one module at a time.', `.tf files of ${folders.map((f) => `'${relativeTo(cwd, f) || '.'}'`).join(' and ')}`, 'the .tf files of one folder',
      'run convert once per folder, each with its own --out.');
  }
  return unique;
}

/** Runs migrate or convert; the text to print and the exit code. */
export async function runPort(a: PortArgs, cwd: string, given: Partial<PortDeps> = {}): Promise<{ stdout: string; stderr: string; code: number }> {
  const deps: PortDeps = { ...DEFAULT_DEPS, ...given };
  const absCwd = path.resolve(cwd);
  let report: CommandReport;
  let root: string;
  let notRun: string | undefined;
  let fixOutside: string | undefined;
  if (a.command === 'migrate') {
    const project = projectOf(a.project, absCwd);
    root = project.root;
    let entry: string | undefined;
    if (!a.oracle) {
      notRun = '--no-oracle was given';
    } else if (a.entry !== undefined) {
      entry = path.resolve(absCwd, a.entry);
      if (!fs.existsSync(entry) || !/\.tsx?$/.test(entry)) throw problem('--oracle: no such TypeScript file.', `'${a.entry}'`, 'the .ts file that builds the App and calls app.synth()', 'pass it, e.g. --oracle main.ts.');
    } else {
      entry = entryOfCdktfJson(root);
      if (!entry) notRun = 'no --oracle <entry.ts> was given and cdktf.json names no .ts file as its app: pass the file that calls app.synth(), e.g. --oracle main.ts';
    }
    const ownCopy = resolvesItself(root) ? undefined : deps.ownModules();
    report = await call('migrate', () => deps.migrate({
      project: project.tsconfig,
      toL2: a.toL2,
      clusterToAdvanced: a.clusterToAdvanced,
      oracle: entry ? { entry, resolveFrom: root, modulesAfter: ownCopy, ...aliases(project.tsconfig) } : undefined,
    }));
  } else {
    root = absCwd;
    const files = hclFiles(a.inputs, absCwd);
    const out = path.resolve(absCwd, a.out ?? 'main.ts');
    if (!/\.ts$/.test(out) || out.endsWith('.d.ts')) throw problem('--out: not a TypeScript file.', `'${a.out}'`, 'a .ts file, e.g. main.ts', `write --out ${path.basename(out).replace(/(\.d)?\.[^.]*$/, '')}.ts.`);
    fixOutside = 'pass --out inside the working folder (e.g. --out main.ts), or run convert from the folder the stack goes to.';
    if (fs.existsSync(out) && fs.statSync(out).isFile() && !fs.readFileSync(out, 'utf8').startsWith(CONVERT_HEADER)) {
      const rel = relativeTo(absCwd, out);
      throw problem(`--out: ${rel} exists and convert did not write it.`, `'${rel}', which does not start with '${CONVERT_HEADER}'`, 'a new file, or one convert wrote before',
        `pass another file, e.g. --out ${rel.replace(/\.ts$/, '')}-converted.ts, or move it away (mv ${rel} ${rel}.orig).`);
    }
    if (!a.oracle) notRun = '--no-oracle was given';
    report = await call('convert', () => deps.convert({
      files,
      cwd: absCwd,
      out,
      stackName: a.stack,
      oracle: a.oracle,
      ...(resolvesItself(absCwd) ? {} : { modules: deps.ownModules() }),
      resolveFrom: absCwd,
    }));
  }
  const oracle: OracleResult = report.oracle ?? { ran: false, reason: notRun ?? 'the command did not run it', differences: [], addressesRemoved: [], addressesAdded: [], passed: false };
  report = { ...report, oracle };
  const failed = oracle.ran && !oracle.passed;

  const lines: string[] = [];
  const changed = changedFiles(report);
  if (a.dryRun) {
    const diff = unifiedDiff(report.changes, report.root);
    if (diff) lines.push(diff.replace(/\n$/, ''));
    lines.push(`${a.command} --dry-run: ${changed.length} file(s) would change; nothing written.`);
  } else if (failed) {
    lines.push(`${a.command}: ${changed.length} file(s) would change; nothing written, the oracle failed (below).`);
  } else {
    const w = writeChanges(report.changes, root, { fixOutside });
    lines.push(w.written.length ? `${a.command}: wrote ${listed(w.written)}.` : `${a.command}: nothing to change (every file is already as it would be written).`);
  }
  const t = totals(report.entries);
  lines.push(`Entries: ${t.converted} converted, ${t.partial} partial, ${t.manual} manual.`);
  for (const e of [...report.entries].filter((x) => x.outcome !== 'converted').sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : x.line - y.line))) {
    lines.push(`  ${e.file}:${e.line} ${e.outcome} ${e.rule} ${e.subject}: ${e.message.replace(/\s*\n\s*/g, ' ')}`);
    if (e.suggestion) lines.push(...e.suggestion.replace(/\n+$/, '').split('\n').map((l, i) => `${i ? '         ' : '    Fix: '}${l}`));
  }
  lines.push(oracleSummary(oracle));
  if (failed) {
    for (const d of unexplained(oracle)) lines.push(`  ${d.path}: before ${show(d.before)}, after ${show(d.after)}`);
    for (const r of oracle.addressesRemoved) lines.push(`  address removed: ${r}`);
    for (const r of oracle.addressesAdded) lines.push(`  address added: ${r}`);
    lines.push('  Fix: change what the report names by hand and run again, or run with --no-oracle to write the result as it is (then plan with Terraform before applying).');
  }
  let stderr = '';
  if (!a.dryRun || a.report !== undefined) {
    const folder = path.resolve(absCwd, a.report ?? root);
    const base = path.join(folder, `terrain-constructs-${a.command}-report`);
    const shown = (f: string) => path.relative(absCwd, f).split(path.sep).join('/');
    try {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(`${base}.md`, renderMarkdown(report));
      fs.writeFileSync(`${base}.json`, renderJson(report));
      lines.push(`Report: ${shown(`${base}.md`)}, ${shown(`${base}.json`)}`);
    } catch (e) {
      stderr = `${problem('The report could not be written.', `'${shown(folder) || '.'}' (${(e as Error).message})`, 'a folder that can be written', 'pass another with --report <folder>.').message}\n`;
    }
  }
  if (report.checklist?.length && !failed) lines.push('Next, the state upgrade:', ...report.checklist.map((step, i) => `  ${i + 1}. ${step.replace(/\s*\n\s*/g, ' ')}`));
  return { stdout: `${lines.join('\n')}\n`, stderr, code: failed ? 1 : stderr ? 2 : 0 };
}

function aliases(tsconfig: string): { aliases?: Record<string, string> } {
  const found = aliasesOf(tsconfig);
  return Object.keys(found).length ? { aliases: found } : {};
}

/** Calls migrate or convert: an error of theirs about the input becomes a PortInputError; a bug of the code (TypeError, ...) is not caught. */
async function call(command: string, fn: () => CommandReport | Promise<CommandReport>): Promise<CommandReport> {
  try {
    return await fn();
  } catch (e) {
    const bug = e instanceof TypeError || e instanceof RangeError || e instanceof ReferenceError || e instanceof SyntaxError;
    if (!(e instanceof Error) || bug) throw e;
    throw new PortInputError(`${command}: ${e.message}`);
  }
}

/** Up to ten names, then how many more (the report lists every file). */
function listed(names: readonly string[]): string {
  if (names.length <= 10) return names.join(', ');
  return `${names.length} files: ${names.slice(0, 10).join(', ')} and ${names.length - 10} more (the report lists them)`;
}

function show(v: unknown): string {
  return v === undefined ? '(absent)' : JSON.stringify(v) ?? String(v);
}
