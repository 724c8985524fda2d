/**
 * Terraform as a judge of a folder of configuration: `terraform validate` and `terraform plan`
 * of the `.tf` and `.tf.json` files of a folder (HCL as users write it, or a synthesized
 * cdk.tf.json), offline, through the stand-in providers (no `terraform init`), read back as the
 * planned action per resource instance address and Terraform's diagnostics. The judge of
 * `terrain-constructs convert` and `migrate` in their tests: the configuration before and after
 * must plan the same actions on the same addresses. Unlike TerrainTesting.validate / plan
 * (run.ts), a folder's errors are returned, not thrown: a caller compares them. Not part of the
 * jsii API.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformCheckError } from './check-error';
import { reattachment, runStarted } from './pool';
import { standInLaunch } from './run-providers';
import { STAND_IN_PROVIDERS } from './schema';
import { failure, Output, parsePlan, parseValidate, RawDiagnostic } from './terraform-output';
import { register, runTerraform } from './terraform-process';
import { terraformVersion } from './terraform-version';
import { environment, forTerraform, readLog } from './work-dir';

const WHO = 'planFolder';
/** Terraform's own warning about our dev_overrides, which says nothing about the configuration. */
const DEV_OVERRIDES = 'Provider development overrides are in effect';

/** Options of `planFolder`. */
export interface PlanFolderOptions {
  /** Values of the input variables, by name (a variable without default needs one for the plan). */
  readonly variables?: Record<string, unknown>;
  /** Plan after validate (when validate found no error). Default true. */
  readonly plan?: boolean;
  /** Default 'terraform' (on PATH). */
  readonly terraformBinary?: string;
  /** The Node.js that runs the stand-ins. Default: this process's. */
  readonly nodeBinary?: string;
  /** How long one Terraform command may run. Default 300. */
  readonly timeoutSeconds?: number;
}

/** One diagnostic of Terraform, where it points in the folder. */
export interface FolderDiagnostic {
  readonly severity: string;
  readonly summary: string;
  readonly detail: string;
  /** The file of the folder, e.g. `main.tf`. */
  readonly file?: string;
  /** 1-based. */
  readonly line?: number;
  readonly address?: string;
}

/** What Terraform made of a folder. */
export interface FolderPlan {
  readonly terraformVersion: string;
  /** No error diagnostic, and every command ran to its end. */
  readonly ok: boolean;
  /** validate's, then plan's that validate did not give (the dev_overrides warning left out). */
  readonly diagnostics: FolderDiagnostic[];
  /** The planned action per resource instance address (`a.b`, `a.b[0]`, `a.b["k"]`), sorted by address; empty without a plan. */
  readonly actions: Record<string, string>;
  /** The names of the outputs the plan sets, sorted. */
  readonly outputs: string[];
  /** When not ok: what went wrong, in lines (the errors with file:line, Terraform's stderr, the stand-ins' log). */
  readonly failure?: string;
}

/** The files of a folder Terraform reads: configuration and the variable files it loads by itself. */
function configFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && /(\.tf|\.tf\.json|^terraform\.tfvars(\.json)?|\.auto\.tfvars(\.json)?)$/.test(e.name))
    .map((e) => e.name)
    .sort();
}

/**
 * The stand-ins a configuration may need: a provider whose source, or a type or block of whose
 * local name, stands in one of the texts. One too many only starts a stand-in Terraform does not call.
 */
export function standInsFor(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, source] of Object.entries(STAND_IN_PROVIDERS)) {
    const used = new RegExp(`"${name}(_[a-z0-9_]+)?"|${source.replace('/', '\\/')}`, 'i');
    if (texts.some((t) => used.test(t))) out.set(name, source);
  }
  return out;
}

/** Runs validate, then plan, of the configuration in `dir` (a copy of its files: the folder is not written). */
export async function planFolder(dir: string, options: PlanFolderOptions = {}): Promise<FolderPlan> {
  const source = path.resolve(dir);
  if (!fs.existsSync(source) || !fs.statSync(source).isDirectory()) {
    throw new TerraformCheckError(`${WHO}: ${source} is not a folder. Pass the folder that holds the .tf (or .tf.json) files.`);
  }
  const files = configFiles(source);
  if (!files.some((f) => f.endsWith('.tf') || f.endsWith('.tf.json'))) {
    throw new TerraformCheckError(`${WHO}: ${source} has no .tf or .tf.json file (it has ${fs.readdirSync(source).join(', ') || 'nothing'}). `
      + 'Pass the folder of a Terraform module, or write the synthesized JSON into it as main.tf.json.');
  }
  const bin = options.terraformBinary ?? 'terraform';
  const version = await terraformVersion(bin, WHO);
  const launch = standInLaunch({ nodeBinary: options.nodeBinary }, WHO);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-plan-folder-'));
  const config = path.join(work, 'config');
  fs.mkdirSync(config);
  const ended = runStarted();
  const cleanup = register(work, false);
  try {
    const texts = files.map((f) => {
      let text = fs.readFileSync(path.join(source, f), 'utf8');
      if (f.endsWith('.tf.json')) text = withoutBackend(text);
      fs.writeFileSync(path.join(config, f), text);
      return text;
    });
    const env = environment(work, launch);
    env.TF_REATTACH_PROVIDERS = await reattachment(standInsFor(texts), launch);
    const timeout = (options.timeoutSeconds ?? 300) * 1000;
    const run = (args: string[]) => runTerraform(bin, args, config, env, timeout, WHO, cleanup.track);

    const v = await run(['validate', '-json', '-no-color']);
    const validated = parseValidate(v.stdout);
    const diagnostics = validated.diagnostics.filter((d) => d.summary !== DEV_OVERRIDES).map(diagnostic);
    let last: { out: Output; complete: boolean; command: string } = { out: v, complete: validated.complete, command: 'validate' };
    let actions: Record<string, string> = {};
    let outputs: string[] = [];
    if ((options.plan ?? true) && v.code === 0 && !diagnostics.some((d) => d.severity === 'error')) {
      const args = ['plan', '-input=false', '-refresh=false', '-lock=false', '-json', '-no-color'];
      if (options.variables && Object.keys(options.variables).length) {
        const varFile = path.join(work, 'variables.tfvars.json');
        fs.writeFileSync(varFile, JSON.stringify(options.variables, null, 2));
        args.push(`-var-file=${varFile}`);
      }
      const p = await run(args);
      const planned = parsePlan(p.stdout);
      for (const d of planned.diagnostics.filter((x) => x.summary !== DEV_OVERRIDES).map(diagnostic)) {
        if (!diagnostics.some((w) => w.summary === d.summary && w.detail === d.detail && w.file === d.file && w.line === d.line)) diagnostics.push(d);
      }
      actions = Object.fromEntries(planned.changes.map((c) => [c.address, c.action]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
      outputs = planned.outputs.sort();
      last = { out: p, complete: planned.complete, command: 'plan' };
    }
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const ok = !errors.length && last.out.code === 0 && last.complete;
    return {
      terraformVersion: version,
      ok,
      diagnostics,
      actions,
      outputs,
      ...(ok ? {} : { failure: failure(`${WHO} (terraform ${last.command})`, version, source, errors.map(located), last.out, readLog(work), `folder ${source}`) }),
    };
  } finally {
    cleanup.done();
    ended();
  }
}

/**
 * `planFolder` of a synthesized document (a stack's cdk.tf.json as an object): written to a
 * temporary folder as main.tf.json (without its backend: nothing is initialized).
 */
export async function planDocument(doc: unknown, options: PlanFolderOptions = {}): Promise<FolderPlan> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-plan-document-'));
  try {
    fs.writeFileSync(path.join(dir, 'main.tf.json'), JSON.stringify(doc, null, 2));
    return await planFolder(dir, options);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A `.tf.json` text without its backend (left as it is when it is no JSON: Terraform says why). */
function withoutBackend(text: string): string {
  try {
    const doc = JSON.parse(text);
    const stripped = forTerraform(doc);
    return stripped === doc ? text : JSON.stringify(stripped, null, 2);
  } catch {
    return text;
  }
}

/** For the failure message: `file:line` where a construct path would stand (the line is no line of a cdk.tf.json). */
function located(d: FolderDiagnostic): FolderDiagnostic & { constructPath?: string } {
  const { line, ...rest } = d;
  return d.file ? { ...rest, constructPath: line !== undefined ? `${d.file}:${line}` : d.file } : d;
}

function diagnostic(d: RawDiagnostic): FolderDiagnostic {
  return {
    severity: d.severity,
    summary: d.summary,
    detail: d.detail ?? '',
    ...(d.range ? { file: d.range.filename, line: d.range.start.line } : {}),
    ...(d.address ? { address: d.address } : {}),
  };
}
