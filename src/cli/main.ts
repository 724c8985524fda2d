#!/usr/bin/env node
/**
 * The package's command (`npx terrain-constructs ...`, package.json `bin`):
 *
 *   terrain-constructs init <folder> [--providers mongodbatlas,incident,ibm,equinix] [--from <spec|path>] [--force]
 *   terrain-constructs init-catalog <folder> [--providers ...] [--from <spec|path>] [--force]
 *   terrain-constructs migrate [<tsconfig.json|folder>] [--to-l2] [--cluster-to-advanced] [--dry-run] [--report <folder>] [--oracle <entry.ts> | --no-oracle]
 *   terrain-constructs convert <file.tf|folder>... [--out <file.ts>] [--stack <name>] [--dry-run] [--report <folder>] [--no-oracle]
 *
 * `init` writes an app: package.json (the versions this package is tested with), tsconfig.json,
 * cdktf.json and main.ts with one stack per provider. `init-catalog` writes a jsii library of the
 * platform team's own constructs, with terrain-constructs as a peer dependency. `--from` says
 * where terrain-constructs comes from: a version range, or the path of a packed tarball (until the
 * package is on npm). `migrate` rewrites an app on the archived binding @cdktf/provider-mongodbatlas
 * 8.x to our L1s with provider 2.x shapes, `convert` turns HCL into a stack on our L1s (both run by
 * port.ts, which loads them only when asked). Not part of the jsii API.
 */
import * as fs from 'fs';
import * as path from 'path';
import { catalogFiles } from './catalog-template';
import { PortArgs, PortDeps, PortInputError, runPort } from './port';
import { appFiles, Files, PROVIDER_NAMES, ProviderName, Versions, versionsOf } from './templates';
import { WriteRefusedError } from './write-changes';

/** A usage error: printed as one line, exit code 2. */
export class UsageError extends Error {}

export const USAGE = `Usage:
  terrain-constructs init <folder> [--providers <list>] [--from <spec|path>] [--force]
      A new CDK Terrain app: package.json, tsconfig.json, cdktf.json, main.ts (one stack per provider), .gitignore.
  terrain-constructs init-catalog <folder> [--providers <list>] [--from <spec|path>] [--force]
      A construct library of your own (jsii) with terrain-constructs as a peer dependency.

Options:
  --providers <list>   comma-separated, of ${PROVIDER_NAMES.join(', ')} (default: all)
  --from <spec|path>   where to install terrain-constructs from: a version range (default: ^<this version>)
                       or the path of a tarball or folder (written as file:<path relative to the new folder>)
  --force              write into a folder that is not empty (files of the same name are replaced)

  terrain-constructs migrate [<tsconfig.json|folder>] [--to-l2] [--cluster-to-advanced] [--dry-run] [--report <folder>] [--oracle <entry.ts> | --no-oracle]
      Rewrites an app on @cdktf/provider-mongodbatlas 8.x (provider 1.x) to terrain-constructs' L1s with the provider 2.x shapes.
  terrain-constructs convert <file.tf|folder>... [--out <file.ts>] [--stack <name>] [--dry-run] [--report <folder>] [--no-oracle]
      HCL (mongodbatlas, incident, ibm, equinix) to a TypeScript stack on terrain-constructs' L1s, one module at a time.

Options of migrate and convert:
  --dry-run              print the diff and write nothing (no report either, unless --report is given)
  --report <folder>      where terrain-constructs-<command>-report.md and .json go (default: the project's folder,
                         for convert the working folder)
  --oracle <entry.ts>    migrate: the file that builds the App and calls app.synth() (default: the .ts file cdktf.json's app runs)
  --no-oracle            do not synthesize before and after to compare
  --to-l2                migrate: a fully literal advanced cluster becomes a ReplicaSetCluster, ShardedCluster or GlobalCluster
  --cluster-to-advanced  migrate: mongodbatlas_cluster becomes the advanced cluster, with a moved block
  --out <file.ts>        convert: the file to write (default: main.ts), inside the working folder
  --stack <name>         convert: the stack's name (default: main)

Exit codes: 0 done (the oracle passed or did not run, as printed), 1 the oracle found a difference no rule explains
(nothing written), 2 a usage error or a file that may not be written, 3 an internal error (its stack is printed: report it).
`;

export interface InitArgs {
  readonly command: 'init' | 'init-catalog' | 'help' | 'version';
  readonly folder?: string;
  readonly providers: readonly ProviderName[];
  readonly from?: string;
  readonly force: boolean;
}

export type ParsedArgs = InitArgs | PortArgs;

function problem(what: string, received: string, allowed: string, fix: string): UsageError {
  return new UsageError(`${what} Received: ${received}. Allowed: ${allowed}. Fix: ${fix}`);
}

/** The command line (without `node` and the script). */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const args = [...argv];
  const first = args.shift();
  if (first === undefined || first === 'help' || first === '--help' || first === '-h') return { command: 'help', providers: [], force: false };
  if (first === '--version' || first === '-v') return { command: 'version', providers: [], force: false };
  if (first === 'migrate' || first === 'convert') return parsePortArgs(first, args);
  if (first !== 'init' && first !== 'init-catalog') {
    throw problem('terrain-constructs: unknown command.', `'${first}'`, "'init', 'init-catalog', 'migrate', 'convert', '--help', '--version'", 'run `npx terrain-constructs --help`.');
  }
  let folder: string | undefined;
  let providers: ProviderName[] = [...PROVIDER_NAMES];
  let from: string | undefined;
  let force = false;
  while (args.length) {
    const a = args.shift()!;
    const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => {
      const v = inline ?? args.shift();
      if (v === undefined || v === '') throw problem(`${flag}: a value is missing.`, 'nothing', flag === '--providers' ? PROVIDER_NAMES.join(',') : 'a version range or a path', `write ${flag} <value>.`);
      return v;
    };
    if (flag === '--providers') {
      const list = value().split(',').map((p) => p.trim()).filter((p) => p);
      const unknown = list.filter((p) => !(PROVIDER_NAMES as readonly string[]).includes(p));
      if (unknown.length) {
        throw problem('--providers: unknown provider.', unknown.map((u) => `'${u}'`).join(', '), PROVIDER_NAMES.join(', '), `use the namespace names, e.g. --providers mongodbatlas,incident${hint(unknown[0]!)}.`);
      }
      if (!list.length) throw problem('--providers: the list is empty.', "''", PROVIDER_NAMES.join(', '), 'name at least one provider.');
      providers = list as ProviderName[];
    } else if (flag === '--from') {
      from = value();
    } else if (flag === '--force') {
      force = true;
    } else if (flag.startsWith('-')) {
      throw problem(`${first}: unknown option.`, `'${flag}'`, '--providers, --from, --force', 'see `npx terrain-constructs --help`.');
    } else if (folder === undefined) {
      folder = a;
    } else {
      throw problem(`${first}: one folder only.`, `'${folder}' and '${a}'`, 'one folder', 'quote a path that holds spaces.');
    }
  }
  if (folder === undefined) throw problem(`${first}: the folder is missing.`, 'nothing', 'a folder to create, e.g. my-app', `run \`npx terrain-constructs ${first} my-app\`.`);
  return { command: first, folder, providers, from, force };
}

/** The arguments of migrate and convert. */
function parsePortArgs(command: 'migrate' | 'convert', args: string[]): PortArgs {
  const flags = command === 'migrate'
    ? ['--to-l2', '--cluster-to-advanced', '--dry-run', '--report', '--oracle', '--no-oracle']
    : ['--out', '--stack', '--dry-run', '--report', '--no-oracle'];
  const valued: Record<string, string> = { '--report': 'a folder', '--oracle': 'the .ts file that calls app.synth(), e.g. main.ts', '--out': 'a .ts file, e.g. main.ts', '--stack': 'a stack name, e.g. main' };
  const inputs: string[] = [];
  const values: Record<string, string> = {};
  const set = new Set<string>();
  while (args.length) {
    const a = args.shift()!;
    if (!a.startsWith('-')) {
      inputs.push(a);
      continue;
    }
    const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    if (!flags.includes(flag)) throw problem(`${command}: unknown option.`, `'${flag}'`, flags.join(', '), 'see `npx terrain-constructs --help`.');
    if (set.has(flag)) throw problem(`${command}: ${flag} is given twice.`, `'${flag}' twice`, 'each option once', `keep one ${flag}.`);
    set.add(flag);
    if (valued[flag]) {
      const v = inline ?? args.shift();
      if (v === undefined || v === '' || (inline === undefined && v.startsWith('--'))) throw problem(`${flag}: a value is missing.`, v === undefined || v === '' ? 'nothing' : `'${v}'`, valued[flag]!, `write ${flag} <value>.`);
      values[flag] = v;
    } else if (inline !== undefined) {
      throw problem(`${flag}: takes no value.`, `'${a}'`, flag, `write ${flag} alone.`);
    }
  }
  if (set.has('--oracle') && set.has('--no-oracle')) throw problem(`${command}: --oracle and --no-oracle together.`, `--oracle ${values['--oracle']} --no-oracle`, 'one of them', 'drop --no-oracle to run the oracle on that entry, or drop --oracle.');
  const common = { dryRun: set.has('--dry-run'), report: values['--report'], oracle: !set.has('--no-oracle') };
  if (command === 'migrate') {
    if (inputs.length > 1) throw problem('migrate: one project only.', inputs.map((i) => `'${i}'`).join(' and '), 'a tsconfig.json or the folder that holds it', 'run migrate once per project.');
    return { command, project: inputs[0], toL2: set.has('--to-l2'), clusterToAdvanced: set.has('--cluster-to-advanced'), entry: values['--oracle'], ...common };
  }
  if (!inputs.length) throw problem('convert: no HCL given.', 'nothing', '.tf files or a folder of them', 'run `npx terrain-constructs convert main.tf` (or `convert .` for every .tf file of this folder).');
  const stack = values['--stack'];
  if (stack !== undefined && !/^[A-Za-z][A-Za-z0-9_-]*$/.test(stack)) {
    throw problem('--stack: not a stack name.', `'${stack}'`, 'a letter, then letters, digits, - and _', `e.g. --stack ${stack.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[^A-Za-z]+/, '') || 'main'}.`);
  }
  return { command, inputs, out: values['--out'], stack, ...common };
}

const ALIASES: Record<string, ProviderName> = { 'atlas': 'mongodbatlas', 'mongodb': 'mongodbatlas', 'incidentio': 'incident', 'incident-io': 'incident', 'ibmcloud': 'ibm', 'fabric': 'equinix' };

function hint(unknown: string): string {
  const p = ALIASES[unknown.toLowerCase()];
  return p ? ` ('${unknown}' is '${p}')` : '';
}

/** A valid npm package name for a folder. */
export function packageName(folder: string): string {
  const base = path.basename(path.resolve(folder)).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|[-]+$/g, '');
  return base || 'terrain-app';
}

/**
 * The dependency spec for terrain-constructs: `--from` as given when it is not a path, else
 * `file:<path relative to the new folder>`; without `--from`, `^<version>` (unless this version
 * was never published: 0.0.0 is a build from a clone).
 */
export function packageSpec(from: string | undefined, target: string, cwd: string, version: string): string {
  if (from === undefined) {
    if (version === '0.0.0') {
      throw problem('--from: this terrain-constructs (0.0.0) is a build from a clone, not a release on npm.', 'no --from', 'a version range or the path of the tarball',
        'pass the tarball you ran this from, e.g. --from ./terrain-constructs/dist/js/terrain-constructs-0.0.0.tgz.');
    }
    return `^${version}`;
  }
  const spec = from.replace(/^file:/, '');
  const abs = path.resolve(cwd, spec);
  if (from.startsWith('file:') || fs.existsSync(abs)) {
    if (!fs.existsSync(abs)) throw problem('--from: no such file or folder.', `'${from}'`, 'the path of a tarball or of a package folder', 'build the tarball first (`npx projen pack` in a clone).');
    const rel = path.relative(path.resolve(cwd, target), abs).split(path.sep).join('/');
    return `file:${rel.startsWith('.') ? rel : `./${rel}`}`;
  }
  if (/^[./~]/.test(from) || from.endsWith('.tgz')) throw problem('--from: no such file or folder.', `'${from}'`, 'the path of a tarball or of a package folder', 'build the tarball first (`npx projen pack` in a clone).');
  return from;
}

/** Writes `files` under `folder`; refuses a folder that holds other files unless `force`. */
export function writeFiles(folder: string, files: Files, force: boolean): string[] {
  if (fs.existsSync(folder)) {
    if (!fs.statSync(folder).isDirectory()) throw problem(`${folder}: not a folder.`, 'a file', 'a new or an empty folder', 'choose another name.');
    const present = fs.readdirSync(folder).filter((f) => f !== '.git');
    if (present.length && !force) {
      throw problem(`${folder}: the folder is not empty.`, present.slice(0, 5).join(', ') + (present.length > 5 ? ', ...' : ''), 'a new or an empty folder',
        'choose a new folder, or pass --force to write the files into it (files of the same name are replaced).');
    }
  }
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(folder, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return Object.keys(files);
}

/** This package's package.json (two folders up from src/cli and from lib/cli). */
export function ownPackage(): { version: string; devDependencies?: Record<string, string>; peerDependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
}

/** Runs the command; returns what to print. Throws UsageError on bad input. */
export function run(argv: readonly string[], cwd = process.cwd(), versions: Versions = versionsOf(ownPackage())): string {
  const a = parseArgs(argv);
  if (a.command === 'migrate' || a.command === 'convert') {
    throw problem(`${a.command}: runs asynchronously.`, 'run()', 'runCommand()', 'call runCommand (this is a bug of the caller).');
  }
  if (a.command === 'help') return USAGE;
  if (a.command === 'version') return `${versions.self}\n`;
  const folder = path.resolve(cwd, a.folder!);
  const spec = packageSpec(a.from, folder, cwd, versions.self);
  const name = packageName(folder);
  const files = a.command === 'init'
    ? appFiles({ name, providers: a.providers, packageSpec: spec, versions })
    : catalogFiles({ name, providers: a.providers, packageSpec: spec, versions });
  const written = writeFiles(folder, files, a.force);
  const rel = path.relative(cwd, folder) || '.';
  const next = a.command === 'init'
    ? `cd ${rel} && npm install && npm run synth     # writes cdktf.out/stacks/<stack>/cdk.tf.json\n  npm run validate                                 # Terraform validate and plan of every stack, offline (terraform on PATH)`
    : `cd ${rel} && npm install && npm run build && npm test`;
  return `Wrote ${rel}/: ${written.join(', ')}\nterrain-constructs: ${spec}\nNext:\n  ${next}\n`;
}

/** What a command printed and its exit code. */
export interface CommandResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

/**
 * Runs any command: init and init-catalog through `run`, migrate and convert through port.ts.
 * A usage error, a file that may not be written and a failure of migrate or convert on their
 * input are one message on stderr and exit code 2; nothing else is caught.
 */
export async function runCommand(argv: readonly string[], cwd = process.cwd(), deps: Partial<PortDeps> = {}): Promise<CommandResult> {
  try {
    const a = parseArgs(argv);
    if (a.command === 'migrate' || a.command === 'convert') return await runPort(a, cwd, deps);
    return { stdout: run(argv, cwd), stderr: '', code: 0 };
  } catch (e) {
    if (e instanceof UsageError || e instanceof WriteRefusedError || e instanceof PortInputError) return { stdout: '', stderr: `${e.message}\n`, code: 2 };
    throw e;
  }
}

/** The entry point of the `terrain-constructs` command. */
export async function main(argv = process.argv.slice(2)): Promise<number> {
  const r = await runCommand(argv);
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  return r.code;
}

if (require.main === module) {
  main().then((code) => {
    process.exitCode = code;
  }, (e) => {
    process.stderr.write(`${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    process.exitCode = 3;
  });
}
