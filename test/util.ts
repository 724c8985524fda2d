/**
 * Shared test helpers. Every synth goes through TerrainTesting, which runs aspects and
 * validations and checks the document against the provider schemas in spec/.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { TerrainTesting } from '../src';

export interface Synthesized {
  /** The parsed Terraform JSON. */
  readonly doc: any;
  /** Warnings of every construct in the stack, as `<path>: <message>`. */
  readonly warnings: string[];
  readonly stack: TerraformStack;
}

/** Builds a stack with `build`, synthesizes it with validations and conformance on. */
export function synth(build: (stack: TerraformStack) => void): Synthesized {
  const app = new App({ outdir: undefined });
  const s = new TerraformStack(app, 'test');
  build(s);
  const doc = TerrainTesting.synthToObject(s);
  return { doc, warnings: TerrainTesting.warnings(s), stack: s };
}

/** A fresh stack, for tests that expect construction to throw. */
export function stack(): TerraformStack {
  return new TerraformStack(new App(), 'test');
}

/** The body of one resource in a synthesized document. */
export function resource(doc: any, type: string, name: string): any {
  const r = doc.resource?.[type]?.[name];
  if (!r) throw new Error(`no resource ${type}.${name}; have: ${JSON.stringify(Object.keys(doc.resource ?? {}))}`);
  return r;
}

/** The body of one data source in a synthesized document. */
export function dataSource(doc: any, type: string, name: string): any {
  const r = doc.data?.[type]?.[name];
  if (!r) throw new Error(`no data source ${type}.${name}; have: ${JSON.stringify(Object.keys(doc.data ?? {}))}`);
  return r;
}

/** Every key in a JSON value, at any depth. */
export function allKeys(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) v.forEach((x) => allKeys(x, out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { out.push(k); allKeys(x, out); }
  return out;
}

/** Asserts that no camelCase key leaked into a synthesized body. */
export function expectSnakeCaseOnly(body: unknown) {
  const bad = allKeys(body).filter((k) => /[A-Z]/.test(k) && k !== '//');
  expect(bad).toEqual([]);
}

export type { Construct };

/** The message of the error `fn` throws; fails the test when it throws none. */
export function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e: any) {
    return e.message;
  }
  throw new Error('expected an error');
}

/** A sensitive string variable, the way a real stack passes a credential. */
export function secret(scope: Construct, id: string): string {
  return new TerraformVariable(scope, id, { type: 'string', sensitive: true }).stringValue;
}

/** The tail of the warning for a literal value in a sensitive input (`<field> ` comes first). */
export const LITERAL_SECRET = 'is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
  + 'Pass a token instead, e.g. new TerraformVariable(this, \'...\', { type: \'string\', sensitive: true }).value.';

/** The lines written to stderr while `fn` runs (stderr is captured, not printed). */
export function captureStderr(fn: () => unknown): string[] {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: any) => {
    lines.push(...String(chunk).split('\n').filter((l) => l));
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

/** The repository's root. */
export const ROOT = path.join(__dirname, '..');

/**
 * `describe` when lib/ is compiled, else `describe.skip` plus a failing test that says to build it:
 * `what` (e.g. 'the starter test') packs the compiled library.
 */
export function describeWithBuiltLib(what: string): jest.Describe {
  const built = fs.existsSync(path.join(ROOT, 'lib', 'index.js'));
  if (!built) {
    test('lib/ is built (run `npx projen test:full`)', () => {
      throw new Error(`lib/index.js is missing: ${what} packs the compiled library. Run \`npx projen test:full\`.`);
    });
  }
  return built ? describe : describe.skip;
}

/** Packs the library (`npm pack`) into `dir`: the tarball's path and the paths of the files it holds. */
export function packLibrary(dir: string): { tarball: string; files: string[] } {
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } });
  const info = JSON.parse(out)[0];
  return { tarball: path.join(dir, info.filename), files: info.files.map((f: { path: string }) => f.path) };
}

/**
 * Packs the library and unpacks the tarball into `node_modules/terrain-constructs` of a new app
 * folder (with the repository's cdktn and constructs as its peers), as `npm install <tarball>`
 * lays it out. Returns the app folder and the packed file list.
 */
export function installPackedApp(prefix: string): { app: string; files: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const { tarball, files } = packLibrary(dir);
  const app = path.join(dir, 'app');
  const pkg = path.join(app, 'node_modules', 'terrain-constructs');
  fs.mkdirSync(pkg, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', pkg, '--strip-components=1']);
  for (const peer of ['cdktn', 'constructs']) fs.symlinkSync(path.join(ROOT, 'node_modules', peer), path.join(app, 'node_modules', peer), 'dir');
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  return { app, files };
}
