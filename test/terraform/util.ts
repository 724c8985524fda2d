/**
 * Helpers of the Terraform tests: skip them (with one printed line) when no terraform is on
 * PATH, and run the stand-in providers from the TypeScript sources. The package runs them from
 * lib/terraform/stand-in.js; here the sources of src/terraform/ and the schema facts are
 * transpiled once into a cache folder, and TERRAIN_STANDIN_SCRIPT points there.
 */
import { spawnSync } from 'child_process';
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { App, TerraformStack, TerraformVariable } from 'cdktn';

const ROOT = path.join(__dirname, '..', '..');

/** The first line of `terraform version`, or undefined when there is no terraform on PATH. */
export const TERRAFORM: string | undefined = (() => {
  const r = spawnSync('terraform', ['version'], { encoding: 'utf8', env: { ...process.env, CHECKPOINT_DISABLE: '1' } });
  return r.status === 0 ? r.stdout.split('\n')[0] : undefined;
})();

/**
 * `describe` when terraform is on PATH (and the stand-in is compiled), else `describe.skip` and
 * one line that says so.
 */
export function describeWithTerraform(what: string): jest.Describe {
  if (!TERRAFORM) {
    skipped(what);
    return describe.skip;
  }
  compileStandIn();
  // The stand-ins of this file stop with it (a jest worker runs the next file with new ones).
  afterAll(stopStandIns);
  return describe;
}

/** Stops the stand-ins this test file started (src/terraform/pool.ts). */
export function stopStandIns(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('../../src/terraform/pool') as typeof import('../../src/terraform/pool')).stopAll();
}

/**
 * Prints, once per jest run, that the Terraform tests are skipped: the first test file to skip
 * creates a marker named after the jest process (the parent of a worker, or jest itself when it
 * runs in band), the others see it.
 */
export function skipped(what: string): void {
  const jest = process.send ? process.ppid : process.pid;
  try {
    fs.writeFileSync(path.join(os.tmpdir(), `terrain-terraform-skipped-${jest}`), what, { flag: 'wx' });
  } catch {
    return;
  }
  process.stdout.write('SKIPPED the Terraform tests (test/terraform, and the Terraform sample of test/fuzz): no terraform on PATH. Install Terraform 1.11 or later to run them.\n');
}

/** Transpiles the stand-in (src/terraform and the schema facts) once; sets TERRAIN_STANDIN_SCRIPT. */
export function compileStandIn(): string {
  const sources = [
    ...fs.readdirSync(path.join(ROOT, 'src', 'terraform')).filter((f) => f.endsWith('.ts')).map((f) => path.join('terraform', f)),
    ...['equinix', 'ibm', 'incident', 'mongodbatlas'].map((p) => path.join('generated', p, 'schema-facts.ts')),
  ];
  const hash = crypto.createHash('sha1');
  const texts = sources.map((s) => {
    const text = fs.readFileSync(path.join(ROOT, 'src', s), 'utf8');
    hash.update(s).update(text);
    return text;
  });
  const out = path.join(os.tmpdir(), `terrain-standin-${hash.digest('hex').slice(0, 12)}`);
  const script = path.join(out, 'terraform', 'stand-in.js');
  if (!fs.existsSync(script)) {
    // Loaded only here (the fuzz requires this file also when there is no terraform).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ts = require('typescript') as typeof import('typescript');
    const tmp = `${out}.${process.pid}`;
    sources.forEach((s, i) => {
      const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };
      const js = ts.transpileModule(texts[i], { compilerOptions }).outputText;
      fs.mkdirSync(path.join(tmp, path.dirname(s)), { recursive: true });
      fs.writeFileSync(path.join(tmp, s.replace(/\.ts$/, '.js')), js);
    });
    try {
      fs.renameSync(tmp, out);
    } catch {
      // another worker was first
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  process.env.TERRAIN_STANDIN_SCRIPT = script;
  return script;
}

// Placeholders for the variables of a plan: the library's own (TerrainTesting.validateApp uses them).
export { placeholderFor, placeholderVariables } from '../../src/terraform/variables';

/** A new app and stack named `id`. */
export function newStack(id = 'test'): TerraformStack {
  return new TerraformStack(new App(), id);
}

/** A sensitive string variable. */
export function secretVar(scope: TerraformStack, id: string): string {
  return new TerraformVariable(scope, id, { type: 'string', sensitive: true }).stringValue;
}

/** Runs `tasks` with at most `n` at a time; resolves with their results in order. */
export async function limited<T>(n: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, tasks.length) }, worker));
  return results;
}

/**
 * Starts `run` for every item, at most `n` at a time, and returns each item's own promise: a
 * file starts every Terraform run in `beforeAll`, and each test awaits (and fails on) its own.
 */
export function startAll<K, T>(items: readonly K[], n: number, run: (item: K) => Promise<T>): Map<K, Promise<T>> {
  const all = limited(n, items.map((item) => () => run(item).then((ok) => ({ ok }), (error: unknown) => ({ error, failed: true }))));
  return new Map(items.map((item, i) => {
    const p = all.then((rs) => {
      const r = rs[i] as { ok?: T; error?: unknown; failed?: boolean };
      if (r.failed) throw r.error;
      return r.ok as T;
    });
    // A test that jest skips (-t) never awaits its promise: its failure is no unhandled rejection.
    p.catch(() => undefined);
    return [item, p];
  }));
}
