/**
 * `terrain-constructs migrate`: a TypeScript project on the archived binding
 * `@cdktf/provider-mongodbatlas` 8.x (provider 1.x) rewritten to our L1s with the provider 2.x
 * shapes, found by type with ts-morph (package namespace, deep imports, `.gen` bindings re-exported
 * from a workspace package, configs built in another file). Writes nothing: the report's `changes`
 * hold each rewritten file's text before and after; with `oracle`, the app is synthesized before
 * and after and the JSON compared (oracle.ts). Not part of the jsii API.
 */
import * as fs from 'fs';
import * as path from 'path';
import { compareSyntheses } from './oracle';
import { configLiterals } from './resolve';
import { rewriteFile } from './rewrite-file';
import { CommandReport, FileChange, OracleResult, ReportEntry } from '../report';
import { synthesizeSources } from '../synth-source';

export interface MigrateOracleOptions {
  /** Absolute path of the file that builds the App and calls app.synth(). */
  readonly entry: string;
  /** Bare specifiers answered with these objects when synthesizing the original sources. */
  readonly modulesBefore?: Record<string, unknown>;
  /** ... and the rewritten ones (e.g. `{ 'terrain-constructs': require('terrain-constructs') }`). */
  readonly modulesAfter?: Record<string, unknown>;
  /** Bare specifiers answered with one of the project's files (a workspace package): specifier to absolute path. */
  readonly aliases?: Record<string, string>;
  /** Other bare specifiers are required from this folder (default: the project root). */
  readonly resolveFrom?: string;
}

export interface MigrateOptions {
  /** Absolute path of the project's tsconfig.json, or of its folder. */
  readonly project: string;
  /** `mongodbatlas_cluster` to the advanced cluster (a literal config held by a variable), with a `moved` block. */
  readonly clusterToAdvanced?: boolean;
  /** A fully literal replica set (advanced cluster) becomes a ReplicaSetCluster with the same logical id. */
  readonly toL2?: boolean;
  /** Synthesize before and after, and compare. */
  readonly oracle?: MigrateOracleOptions;
}

/** A project migrate cannot read: the message says what, where, and how to fix. */
export class MigrateError extends Error {}

/** The operator's steps for the provider 1.x to 2.x state upgrade (the provider's migration guides). */
export const CHECKLIST: readonly string[] = [
  'Before you migrate, create a backup of your Terraform state file (`terraform state pull > backup.tfstate`): the state will update to the new format and the old format will no longer be supported.',
  'Pin the provider to 2.x (terrain-constructs requires mongodb/mongodbatlas ~> 2.16) and run `terraform init -upgrade`.',
  'Run `terraform plan`: do NOT apply until the plan is empty, apart from the `moved` blocks this migration added. If it shows other changes, update the configuration until it matches the original (see the partial and manual entries of this report).',
  'Ensure all deprecated attributes (and their references) are removed: id (use cluster_id), disk_size_gb at the cluster root, replication_specs.#.num_shards, replication_specs.#.id, advanced_configuration.default_read_concern, advanced_configuration.fail_index_key_too_long.',
  'Even though there are no plan changes shown at this point, run `terraform apply` once: this updates the mongodbatlas_advanced_cluster state to the new schema.',
  'Run `terraform plan` again: it must be empty.',
];

function tsconfigOf(project: string): string {
  const p = path.resolve(project);
  const file = p.endsWith('.json') ? p : path.join(p, 'tsconfig.json');
  if (!fs.existsSync(file)) {
    throw new MigrateError(`migrate: no tsconfig.json at ${file}. Received: ${project}. Allowed: the path of a project's tsconfig.json or of the folder that holds it. Fix: terrain-constructs migrate ./path/to/tsconfig.json`);
  }
  return file;
}

/** Migrates the project; writes nothing. */
export function migrate(o: MigrateOptions): CommandReport {
  const tsconfig = tsconfigOf(o.project);
  const root = path.dirname(tsconfig);
  // Loaded here, not at the top: `terrain-constructs init` does not pay for the compiler.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tsm = require('ts-morph') as typeof import('ts-morph');
  let project: import('ts-morph').Project;
  try {
    project = new tsm.Project({ tsConfigFilePath: tsconfig });
  } catch (e) {
    throw new MigrateError(`migrate: ${path.relative(process.cwd(), tsconfig) || tsconfig} could not be read: ${(e as Error).message}. Allowed: a tsconfig.json TypeScript reads. Fix: run \`npx tsc --noEmit -p ${tsconfig}\` and mend what it reports.`);
  }
  const files = project.getSourceFiles().filter((sf) => {
    const p = sf.getFilePath();
    return !sf.isDeclarationFile() && !/[\\/]node_modules[\\/]/.test(p) && !/[\\/]\.gen[\\/]/.test(p);
  });
  const configs = configLiterals(tsm, project, files);
  const entries: ReportEntry[] = [];
  const changes: FileChange[] = [];
  const rules = new Set<string>();
  for (const sf of files) {
    const rel = path.relative(root, sf.getFilePath()).split(path.sep).join('/');
    const opts = { clusterToAdvanced: o.clusterToAdvanced, toL2: o.toL2 };
    const after = rewriteFile(tsm, sf, rel, configs.get(sf.getFilePath()) ?? [], entries, rules, opts);
    if (after !== undefined && after !== sf.getFullText()) changes.push({ path: sf.getFilePath(), before: sf.getFullText(), after });
  }
  if (changes.length) rules.add('migrate/provider-version');
  entries.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const sources = files.map((sf) => ({ path: sf.getFilePath(), text: sf.getFullText() }));
  const oracle = o.oracle ? runOracle(o.oracle, root, sources, changes, rules) : undefined;
  return {
    command: 'migrate',
    root,
    entries,
    changes,
    ...(oracle ? { oracle } : {}),
    checklist: CHECKLIST,
  };
}

function runOracle(o: MigrateOracleOptions, root: string, sources: Array<{ path: string; text: string }>, changes: readonly FileChange[],
  rules: ReadonlySet<string>): OracleResult {
  const after = sources.map((s) => ({ path: s.path, text: changes.find((c) => c.path === s.path)?.after ?? s.text }));
  const run = (files: Array<{ path: string; text: string }>, modules: Record<string, unknown> | undefined, when: string) => {
    try {
      return synthesizeSources({ files, entry: path.resolve(root, o.entry), modules, aliases: o.aliases, resolveFrom: o.resolveFrom ?? root });
    } catch (e) {
      return `the project's app could not be synthesized ${when} the migration: ${(e as Error).message}`;
    }
  };
  // the .gen bindings are part of the app (outside the files migrate rewrites)
  const gen = collectGen(root);
  const before = run([...sources, ...gen], o.modulesBefore, 'before');
  const migrated = run([...after, ...gen], o.modulesAfter, 'after');
  if (typeof before === 'string' || typeof migrated === 'string') {
    return { ran: false, reason: typeof before === 'string' ? before : migrated as string, differences: [], addressesRemoved: [], addressesAdded: [], passed: false };
  }
  return compareSyntheses(before, migrated, rules);
}

/** The TypeScript files of `.gen` folders under the project root (outside node_modules). */
function collectGen(root: string): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (dir: string, inGen: boolean) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules') continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p, inGen || e.name === '.gen');
      else if (inGen && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push({ path: p, text: fs.readFileSync(p, 'utf8') });
    }
  };
  walk(root, false);
  return out;
}
