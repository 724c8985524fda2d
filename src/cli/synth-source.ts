/**
 * Synthesizes a CDK app from its TypeScript sources, in this process: what the oracles of
 * `terrain-constructs migrate` and `convert` compare. The sources are transpiled one by one
 * (TypeScript's transpileModule, from the bundled ts-morph: no type check, that is the
 * compiler's job) and run as CommonJS modules; the app's `app.synth()` writes into a temporary
 * folder (CDKTF_OUTDIR, which cdktn and cdktf both read), from which each stack's cdk.tf.json is
 * read back. Not part of the jsii API.
 */
import * as fs from 'fs';
import { createRequire } from 'module';
import * as os from 'os';
import * as path from 'path';

/** One TypeScript file of an app. */
export interface AppSource {
  /** Absolute path. */
  readonly path: string;
  readonly text: string;
}

export interface SynthSourcesOptions {
  /** Every TypeScript file of the app outside node_modules (others are required from `resolveFrom`). */
  readonly files: readonly AppSource[];
  /** Absolute path of the file that builds the App and calls `app.synth()`. */
  readonly entry: string;
  /** Bare specifiers answered with these objects, e.g. `{ 'terrain-constructs': require('terrain-constructs') }`. */
  readonly modules?: Record<string, unknown>;
  /** Bare specifiers answered with one of `files` (a workspace package of the app, e.g. `@acme/gen`): specifier to absolute path. */
  readonly aliases?: Record<string, string>;
  /** A folder: any other bare specifier is required from there, with Node's resolution. */
  readonly resolveFrom: string;
}

/** The app could not be synthesized: the message names the file and what went wrong. */
export class SynthSourceError extends Error {}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Runs the app; returns each stack's cdk.tf.json by stack name. */
export function synthesizeSources(o: SynthSourcesOptions): Record<string, Record<string, unknown>> {
  // Loaded here, not at the top: `terrain-constructs init` does not pay for the compiler.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ts } = require('ts-morph') as typeof import('ts-morph');
  const sources = new Map(o.files.map((f) => [path.resolve(f.path), f.text]));
  const entry = path.resolve(o.entry);
  if (!sources.has(entry)) throw new SynthSourceError(`synthesize: the entry ${entry} is not one of the ${sources.size} source files given.`);
  const outer = createRequire(path.join(path.resolve(o.resolveFrom), 'noop.js'));
  const loaded = new Map<string, { exports: unknown }>();

  const sourceOf = (abs: string): string | undefined => EXTENSIONS.map((e) => abs + e).find((p) => sources.has(p));
  const load = (file: string): unknown => {
    const done = loaded.get(file);
    if (done) return done.exports;
    const mod = { exports: {} as unknown };
    loaded.set(file, mod);
    const js = ts.transpileModule(sources.get(file)!, {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true, experimentalDecorators: true, sourceMap: false,
      },
    }).outputText;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('exports', 'require', 'module', '__filename', '__dirname', js);
    run(mod.exports, requireFrom(file), mod, file, path.dirname(file));
    return mod.exports;
  };
  const requireFrom = (from: string) => (spec: string): unknown => {
    if (o.modules && Object.prototype.hasOwnProperty.call(o.modules, spec)) return o.modules[spec];
    const alias = o.aliases?.[spec];
    const target = alias ?? (spec.startsWith('.') || path.isAbsolute(spec) ? path.resolve(path.dirname(from), spec) : undefined);
    if (target !== undefined) {
      const file = sourceOf(path.resolve(target));
      if (file) return load(file);
      if (alias) throw new SynthSourceError(`synthesize: ${spec} is aliased to ${alias}, which is not one of the source files given.`);
      return createRequire(from)(spec);
    }
    return outer(spec);
  };

  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-synth-'));
  const saved = process.env.CDKTF_OUTDIR;
  process.env.CDKTF_OUTDIR = outdir;
  try {
    try {
      load(entry);
    } catch (e) {
      if (e instanceof SynthSourceError) throw e;
      // An error of another realm (a module's own) is no `instanceof Error` here: read its message.
      const why = e !== null && typeof e === 'object' && typeof (e as Error).message === 'string' ? (e as Error).message : String(e);
      throw new SynthSourceError(`synthesize: running ${path.relative(path.resolve(o.resolveFrom), entry) || entry} failed: ${why}`);
    }
    const stacksDir = path.join(outdir, 'stacks');
    const stacks = fs.existsSync(stacksDir) ? fs.readdirSync(stacksDir).sort() : [];
    if (!stacks.length) {
      throw new SynthSourceError(`synthesize: ${entry} ran but wrote no stack. Fix: the entry must call app.synth() on an App without its own outdir.`);
    }
    const out: Record<string, Record<string, unknown>> = {};
    for (const s of stacks) {
      const file = path.join(stacksDir, s, 'cdk.tf.json');
      if (fs.existsSync(file)) out[s] = JSON.parse(fs.readFileSync(file, 'utf8'));
    }
    return out;
  } finally {
    if (saved === undefined) delete process.env.CDKTF_OUTDIR;
    else process.env.CDKTF_OUTDIR = saved;
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}
