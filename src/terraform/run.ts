/**
 * `TerrainTesting.validate` and `TerrainTesting.plan`: Terraform itself judges a synthesized
 * stack, offline. The stack is synthesized with validations, written with a Terraform CLI
 * configuration whose `dev_overrides` point our four providers at stand-ins (`stand-in.ts`) to
 * a temporary folder, then `terraform validate -json` or `terraform plan -json` runs there.
 * Terraform's diagnostics come back with the construct they are about (found through the `//`
 * metadata of cdk.tf.json and the construct tree), the plan with the action per resource.
 *
 * Loaded only when one of them is called (src/core/api/testing.ts requires it lazily).
 */
import * as cp from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformDataSource, TerraformLocal, TerraformOutput, TerraformProvider, TerraformRemoteState, TerraformResource, TerraformStack, TerraformVariable } from 'cdktn';
import { JsonIndex, PathKey } from './json-index';
import { Launch, runStarted, standIn } from './pool';
import { withStandInRemoteStates } from './remote-state';
import { ProviderSchema, SchemaBlock, schemaFromFacts, STAND_IN_PROVIDERS } from './schema';
import { TerraformCheckOptions, TerraformDiagnostic, TerraformPlan, TerraformPlannedChange, TerraformValidation } from './types';
import { synthChecked } from '../core/api/synth-stack';

/** The oldest Terraform the stand-ins serve: plugin protocol 6 and `-json` output. */
const MIN_TERRAFORM = '1.0.0';

/** Terraform's own warning about our dev_overrides, which says nothing about the stack. */
const DEV_OVERRIDES = 'Provider development overrides are in effect';

/** An error of TerrainTesting.validate / plan; `diagnostics` holds Terraform's, mapped. */
export class TerraformCheckError extends Error {
  constructor(message: string, public readonly diagnostics: TerraformDiagnostic[] = []) {
    super(message);
    this.name = 'TerraformCheckError';
  }
}

/** Runs `terraform validate`; throws on errors. */
export async function validate(stack: TerraformStack, options: TerraformCheckOptions = {}): Promise<TerraformValidation> {
  const r = await run('validate', stack, options);
  return { terraformVersion: r.version, diagnostics: r.diagnostics, workDir: r.workDir };
}

/** Runs `terraform plan`; throws on errors. */
export async function plan(stack: TerraformStack, options: TerraformCheckOptions = {}): Promise<TerraformPlan> {
  const r = await run('plan', stack, options);
  return { terraformVersion: r.version, diagnostics: r.diagnostics, workDir: r.workDir, changes: r.changes, outputs: r.outputs };
}

interface RunResult {
  version: string;
  diagnostics: TerraformDiagnostic[];
  changes: TerraformPlannedChange[];
  outputs: string[];
  workDir?: string;
}

async function run(command: 'validate' | 'plan', stack: TerraformStack, options: TerraformCheckOptions): Promise<RunResult> {
  const who = `TerrainTesting.${command}`;
  // Synth with validations, warnings and conformance (throws like TerrainTesting.synth), then the
  // document with its `//` metadata, which leads diagnostics back to constructs.
  const { schemaFiles, ignoreProviders, conformance, printWarnings } = options;
  synthChecked(stack, { schemaFiles, ignoreProviders, conformance, printWarnings });
  const doc = stack.toTerraform();
  const stackPath = stack.node.path;
  const providers = providersOf(doc, who, stackPath);
  const bin = options.terraformBinary ?? 'terraform';
  const version = await terraformVersion(bin, who);
  const locate = locator(doc, stack);
  checkVersion(version, requirements(doc, providers), who, bin, stackPath, locate);

  const launch = standInLaunch(options, who);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-terraform-'));
  const ended = runStarted();
  const cleanup = register(dir, options.keepWorkDir ?? false);
  try {
    const standInSchema = (type: string) => {
      const source = STAND_IN_PROVIDERS[type.split('_')[0]];
      return source ? schemaOf(source) : undefined;
    };
    const text = JSON.stringify(withStandInRemoteStates(forTerraform(doc), stack, dir, standInSchema), null, 2);
    locate.text = text;
    fs.writeFileSync(path.join(dir, 'cdk.tf.json'), text);
    if (options.variables && Object.keys(options.variables).length) {
      fs.writeFileSync(path.join(dir, 'terraform.tfvars.json'), JSON.stringify(options.variables, null, 2));
    }
    const env = environment(dir, launch);
    if (options.reuseStandIns ?? true) {
      const reattach: Record<string, unknown> = {};
      for (const [name, source] of providers) {
        const s = await standIn(name, source, launch);
        reattach[`registry.terraform.io/${source.toLowerCase()}`] = {
          Protocol: 'grpc', ProtocolVersion: 6, Pid: s.pid, Test: true, Addr: { Network: 'unix', String: s.socket },
        };
      }
      env.TF_REATTACH_PROVIDERS = JSON.stringify(reattach);
    }
    const args = command === 'validate'
      ? ['validate', '-json', '-no-color']
      : ['plan', '-input=false', '-refresh=false', '-lock=false', '-json', '-no-color'];
    const out = await runTerraform(bin, args, dir, env, (options.timeoutSeconds ?? 300) * 1000, who, cleanup.track);
    const parsed = command === 'validate' ? parseValidate(out.stdout) : parsePlan(out.stdout);
    const diagnostics = parsed.diagnostics.filter((d) => d.summary !== DEV_OVERRIDES).map(locate.diagnostic);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    if (errors.length || out.code !== 0 || !parsed.complete) {
      const log = readLog(dir);
      throw new TerraformCheckError(failure(who, version, stackPath, errors, out, log), diagnostics);
    }
    return {
      version,
      diagnostics,
      changes: parsed.changes.map((c) => ({ ...c, constructPath: locate.address(c.address) })).sort((a, b) => a.address.localeCompare(b.address)),
      outputs: parsed.outputs.sort(),
      workDir: options.keepWorkDir ? dir : undefined,
    };
  } finally {
    cleanup.done();
    ended();
  }
}

// ---------------------------------------------------------------- providers

/** Local provider name -> source (e.g. mongodbatlas -> mongodb/mongodbatlas), for the stand-ins the document needs. */
function providersOf(doc: any, who: string, stackPath: string): Map<string, string> {
  const required: Record<string, any> = doc.terraform?.required_providers ?? {};
  const names = new Set<string>([...Object.keys(required), ...Object.keys(doc.provider ?? {})]);
  for (const section of ['resource', 'data']) {
    for (const [type, instances] of Object.entries<any>(doc[section] ?? {})) {
      const explicit = Object.values<any>(instances ?? {}).some((b) => typeof b?.provider === 'string');
      if (!explicit) names.add(type.split('_')[0]);
    }
  }
  const bySource = new Map(Object.entries(STAND_IN_PROVIDERS).map(([n, s]) => [s.toLowerCase(), n]));
  const out = new Map<string, string>();
  const missing: string[] = [];
  for (const name of [...names].sort()) {
    if (name === 'terraform') continue; // built into Terraform
    const raw = typeof required[name] === 'string' ? required[name] : required[name]?.source ?? `hashicorp/${name}`;
    const source = String(raw).toLowerCase().replace(/^registry\.terraform\.io\//, '');
    const standInName = bySource.get(source);
    if (standInName) out.set(name, STAND_IN_PROVIDERS[standInName]);
    else missing.push(`${name} (${raw})`);
  }
  if (missing.length) {
    throw new TerraformCheckError(`${who}: stack '${stackPath}' uses provider ${missing.join(', ')}, which has no stand-in. `
      + `Terraform runs offline here, with stand-ins for ${Object.values(STAND_IN_PROVIDERS).join(', ')} only (and Terraform's built-in terraform provider). `
      + 'Check a stack with other providers with terraform init and terraform validate against the real providers.');
  }
  return out;
}

const schemas = new Map<string, ProviderSchema>();

/** The schema a stand-in serves (for the write-only check), loaded once. */
function schemaOf(source: string): ProviderSchema {
  let s = schemas.get(source);
  if (!s) {
    const name = Object.entries(STAND_IN_PROVIDERS).find(([, src]) => src === source)![0];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    s = schemaFromFacts((require(`../generated/${name}/schema-facts`) as { SCHEMA_FACTS: string }).SCHEMA_FACTS);
    schemas.set(source, s);
  }
  return s;
}

function standInLaunch(options: TerraformCheckOptions, who: string): Launch {
  const script = process.env.TERRAIN_STANDIN_SCRIPT ?? path.join(__dirname, 'stand-in.js');
  if (!fs.existsSync(script)) {
    throw new TerraformCheckError(`${who}: the stand-in providers' script ${script} is missing. `
      + 'It ships in the package under lib/terraform/; running from the TypeScript sources, compile first (npx projen compile) or point TERRAIN_STANDIN_SCRIPT at a compiled stand-in.js.');
  }
  return { node: options.nodeBinary ?? process.execPath, script };
}

// ---------------------------------------------------------------- versions

const versions = new Map<string, Promise<string>>();

/** `terraform version -json`, once per binary. */
function terraformVersion(bin: string, who: string): Promise<string> {
  let v = versions.get(bin);
  if (!v) {
    v = new Promise<string>((resolve, reject) => {
      cp.execFile(bin, ['version', '-json'], { env: { ...process.env, CHECKPOINT_DISABLE: '1' }, timeout: 60_000 }, (err: any, stdout) => {
        if (err?.code === 'ENOENT') {
          reject(new TerraformCheckError(`${who} runs Terraform, and there is no ${bin === 'terraform' ? 'terraform on PATH' : `Terraform at ${bin}`}. `
            + `Install Terraform ${MIN_TERRAFORM} or later (1.11 or later for write-only attributes) and put it on PATH, or pass terraformBinary.`));
          return;
        }
        try {
          const version = JSON.parse(stdout).terraform_version;
          if (typeof version !== 'string') throw new Error('no terraform_version');
          resolve(version);
        } catch {
          reject(new TerraformCheckError(`${who}: '${bin} version -json' did not print Terraform's version (${err ? err.message : stdout.trim().slice(0, 200)}). `
            + `Is ${bin} Terraform ${MIN_TERRAFORM} or later?`));
        }
      });
    });
    versions.set(bin, v);
    v.catch(() => versions.delete(bin));
  }
  return v;
}

/** What a document needs of Terraform: the feature, the version, where. */
interface Requirement { readonly what: string; readonly version: string; readonly where: string[] }

function requirements(doc: any, providers: Map<string, string>): Requirement[] {
  const out: Requirement[] = [{ what: 'the plugin protocol 6 of the stand-ins and -json output', version: MIN_TERRAFORM, where: [] }];
  const at = (list: unknown, f: (x: any) => string) => (Array.isArray(list) ? list.map(f) : []);
  if (doc.moved?.length) out.push({ what: 'moved blocks', version: '1.1.0', where: at(doc.moved, (m) => String(m.to)) });
  if (doc.import?.length) out.push({ what: 'import blocks', version: '1.5.0', where: at(doc.import, (m) => String(m.to)) });
  const importEach = (doc.import ?? []).filter((m: any) => m.for_each !== undefined);
  if (importEach.length) out.push({ what: 'import blocks with for_each', version: '1.7.0', where: at(importEach, (m) => String(m.to)) });
  if (doc.removed?.length) out.push({ what: 'removed blocks', version: '1.7.0', where: at(doc.removed, (m) => String(m.from)) });
  if (doc.check && Object.keys(doc.check).length) out.push({ what: 'check blocks', version: '1.5.0', where: Object.keys(doc.check).map((c) => `check.${c}`) });
  if (doc.resource?.terraform_data) out.push({ what: 'the terraform_data resource', version: '1.4.0', where: Object.keys(doc.resource.terraform_data).map((n) => `terraform_data.${n}`) });
  if (doc.ephemeral && Object.keys(doc.ephemeral).length) out.push({ what: 'ephemeral resources', version: '1.10.0', where: Object.keys(doc.ephemeral).map((t) => `ephemeral.${t}`) });
  const writeOnly: string[] = [];
  for (const [type, instances] of Object.entries<any>(doc.resource ?? {})) {
    const source = providers.get(type.split('_')[0]);
    const block = source ? schemaOf(source).resources.get(type) : undefined;
    if (!block) continue;
    for (const [name, body] of Object.entries<any>(instances ?? {})) for (const a of writeOnlySet(block, body)) writeOnly.push(`${type}.${name}.${a}`);
  }
  if (writeOnly.length) out.push({ what: 'write-only attributes', version: '1.11.0', where: writeOnly });
  return out;
}

/** The write-only attributes that `body` sets (paths inside the resource). */
function writeOnlySet(block: SchemaBlock, body: any, prefix = ''): string[] {
  if (body === null || typeof body !== 'object') return [];
  const out: string[] = [];
  for (const a of block.attributes) {
    const v = body[a.name];
    if (v === undefined || v === null) continue;
    if (a.writeOnly) out.push(prefix + a.name);
    else if (a.nested) for (const item of Array.isArray(v) ? v : a.nested.mode === 'map' ? Object.values(v) : [v]) out.push(...writeOnlySet(a.nested.block, item, `${prefix}${a.name}.`));
  }
  for (const bt of block.blockTypes) {
    const v = body[bt.name];
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : bt.mode === 'map' ? Object.values(v) : [v]) out.push(...writeOnlySet(bt.block, item, `${prefix}${bt.name}.`));
  }
  return out;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).slice(0, 3).map((x) => parseInt(x, 10) || 0);
  const pb = b.split(/[.-]/).slice(0, 3).map((x) => parseInt(x, 10) || 0);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

function checkVersion(version: string, reqs: Requirement[], who: string, bin: string, stackPath: string, locate: Locator) {
  const unmet = reqs.filter((r) => compareVersions(version, r.version) < 0);
  if (!unmet.length) return;
  const need = unmet.reduce((m, r) => (compareVersions(r.version, m) > 0 ? r.version : m), MIN_TERRAFORM);
  const lines = unmet.map((r) => {
    const where = r.where.slice(0, 5).map((w) => {
      const c = locate.address(w.split('.').slice(0, 2).join('.'));
      return c ? `${w} (${c})` : w;
    });
    return `  - ${r.what} need Terraform ${r.version} or later${where.length ? `: ${where.join(', ')}${r.where.length > 5 ? `, and ${r.where.length - 5} more` : ''}` : ''}`;
  });
  throw new TerraformCheckError(`${who}: Terraform ${version} (${bin}) is too old for stack '${stackPath}':\n${lines.join('\n')}\n`
    + `Install Terraform ${need} or later, or pass its path in terraformBinary.`);
}

// ---------------------------------------------------------------- the working folder

/** The document as Terraform gets it: without backend (nothing is initialized; the plan needs no state). */
function forTerraform(doc: any): any {
  if (!doc.terraform?.backend && !doc.terraform?.cloud) return doc;
  const { backend: _b, cloud: _c, ...terraform } = doc.terraform;
  return { ...doc, terraform };
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, '\'\\\'\'')}'`;
}

/** Launchers and CLI configuration; the environment Terraform runs in. */
function environment(dir: string, launch: Launch): NodeJS.ProcessEnv {
  const bin = path.join(dir, 'providers');
  fs.mkdirSync(bin);
  const log = path.join(dir, 'stand-ins.log');
  const overrides: string[] = [];
  for (const [name, source] of Object.entries(STAND_IN_PROVIDERS)) {
    const label = `terrain-constructs stand-in for ${source}`;
    const file = path.join(bin, `terraform-provider-${source.split('/')[1]}`);
    fs.writeFileSync(file, [
      '#!/bin/sh',
      `# ${label}: started by Terraform through the dev_overrides of ../terraform.rc (TerrainTesting).`,
      `if [ ! -x ${shellQuote(launch.node)} ]; then`,
      `  echo ${shellQuote(`${label} cannot start: there is no Node.js at ${launch.node}`)} | tee -a ${shellQuote(log)} >&2`,
      '  exit 1',
      'fi',
      `exec ${shellQuote(launch.node)} ${shellQuote(launch.script)} ${name}`,
      '',
    ].join('\n'), { mode: 0o755 });
    overrides.push(`    ${JSON.stringify(source)} = ${JSON.stringify(bin)}`);
  }
  const rc = path.join(dir, 'terraform.rc');
  fs.writeFileSync(rc, [
    '# Written by terrain-constructs (TerrainTesting.validate / plan): the stand-in providers.',
    'provider_installation {',
    '  dev_overrides {',
    ...overrides,
    '  }',
    '  direct {}',
    '}',
    '',
  ].join('\n'));
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    // Only the caller's `variables` reach the stack; no arguments slip in through the environment.
    if (k.startsWith('TF_VAR_') || k.startsWith('TF_CLI_ARGS') || k === 'TF_WORKSPACE' || k === 'TF_REATTACH_PROVIDERS') continue;
    env[k] = v;
  }
  return {
    ...env,
    TF_CLI_CONFIG_FILE: rc,
    TF_DATA_DIR: path.join(dir, '.terraform'),
    TF_IN_AUTOMATION: '1',
    TF_INPUT: '0',
    CHECKPOINT_DISABLE: '1',
    TERRAIN_STANDIN_LOG: log,
  };
}

function readLog(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'stand-ins.log'), 'utf8').trim();
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------- running Terraform

interface Output { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }

const MAX_PARALLEL = Math.max(2, os.cpus().length);
let runningNow = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (runningNow >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  runningNow++;
  return () => {
    runningNow--;
    waiting.shift()?.();
  };
}

async function runTerraform(bin: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number, who: string,
  track: (c: cp.ChildProcess) => void): Promise<Output> {
  const release = await slot();
  try {
    return await new Promise<Output>((resolve, reject) => {
      // Its own process group, so that a timeout or an interruption stops what it started too.
      const child = cp.spawn(bin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      track(child);
      let stdout = '';
      let stderr = '';
      child.stdout!.setEncoding('utf8').on('data', (c) => { stdout += c; });
      child.stderr!.setEncoding('utf8').on('data', (c) => { stderr += c; });
      const timer = setTimeout(() => {
        killGroup(child, 'SIGTERM');
        reject(new TerraformCheckError(`${who}: terraform ${args[0]} did not finish within ${timeoutMs / 1000} s (timeoutSeconds); stopped it.${stderr ? `\nTerraform's stderr:\n${stderr.trim()}` : ''}`));
      }, timeoutMs);
      child.once('error', (e: any) => {
        clearTimeout(timer);
        reject(new TerraformCheckError(e.code === 'ENOENT'
          ? `${who} runs Terraform, and there is no ${bin === 'terraform' ? 'terraform on PATH' : `Terraform at ${bin}`}. Install Terraform ${MIN_TERRAFORM} or later, or pass terraformBinary.`
          : `${who}: cannot run ${bin}: ${e.message}`));
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout, stderr });
      });
    });
  } finally {
    release();
  }
}

interface RawDiagnostic {
  severity: string;
  summary: string;
  detail?: string;
  address?: string;
  range?: { filename: string; start: { line: number; byte: number } };
}
interface Parsed { diagnostics: RawDiagnostic[]; changes: TerraformPlannedChange[]; outputs: string[]; complete: boolean }

function parseValidate(stdout: string): Parsed {
  try {
    const r = JSON.parse(stdout);
    return { diagnostics: r.diagnostics ?? [], changes: [], outputs: [], complete: typeof r.valid === 'boolean' };
  } catch {
    return { diagnostics: [], changes: [], outputs: [], complete: false };
  }
}

function parsePlan(stdout: string): Parsed {
  const out: Parsed = { diagnostics: [], changes: [], outputs: [], complete: false };
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    let m: any;
    try {
      m = JSON.parse(line);
    } catch {
      continue;
    }
    if (m.type === 'diagnostic' && m.diagnostic) {out.diagnostics.push({ ...m.diagnostic, address: m.diagnostic.address });} else if (m.type === 'planned_change' && m.change?.resource) {
      const c = m.change;
      out.changes.push({
        address: c.resource.addr,
        resourceType: c.resource.resource_type,
        action: c.action === 'noop' ? 'no-op' : c.action,
        importId: c.importing?.id,
        movedFrom: c.previous_resource?.addr,
      });
    } else if (m.type === 'outputs' && m.outputs) {out.outputs.push(...Object.keys(m.outputs));} else if (m.type === 'change_summary') {out.complete = true;}
  }
  return out;
}

function failure(who: string, version: string, stackPath: string, errors: TerraformDiagnostic[], out: Output, log: string): string {
  const lines = [`${who}: Terraform ${version} found ${errors.length || 'an'} error${errors.length === 1 || !errors.length ? '' : 's'} in stack '${stackPath}':`];
  for (const e of errors) {
    const where = [e.documentPath, e.line !== undefined ? `cdk.tf.json line ${e.line}` : undefined].filter(Boolean).join(', ');
    lines.push(`  - [${e.constructPath ?? stackPath}] ${e.summary}${where ? ` (${where})` : ''}`);
    if (e.detail) lines.push(...e.detail.split('\n').map((l) => `    ${l}`));
  }
  if (!errors.length) lines.push(`  terraform exited with ${out.signal ?? `code ${out.code}`} and reported no diagnostic.`);
  if (log) lines.push('Stand-in providers:', ...log.split('\n').map((l) => `  ${l}`));
  if (out.stderr.trim()) lines.push("Terraform's stderr:", ...out.stderr.trim().split('\n').map((l) => `  ${l}`));
  return lines.join('\n');
}

// ---------------------------------------------------------------- diagnostics to constructs

interface Locator {
  /** The text of cdk.tf.json, once written (diagnostic positions point into it). */
  text?: string;
  /** The construct of an address (`type.name`, `data.type.name`, `output.x`, `var.x`, instance keys allowed). */
  address(addr: string): string | undefined;
  diagnostic(d: RawDiagnostic): TerraformDiagnostic;
}

function locator(doc: any, stack: TerraformStack): Locator {
  const byAddress = new Map<string, string>();
  for (const c of stack.node.findAll()) {
    try {
      if (TerraformResource.isTerraformResource(c)) byAddress.set(`${c.terraformResourceType}.${c.friendlyUniqueId}`, c.node.path);
      else if (TerraformDataSource.isTerraformDataSource(c)) byAddress.set(`data.${c.terraformResourceType}.${c.friendlyUniqueId}`, c.node.path);
      else if (TerraformOutput.isTerraformOutput(c)) byAddress.set(`output.${c.friendlyUniqueId}`, c.node.path);
      else if (c instanceof TerraformVariable) byAddress.set(`var.${c.friendlyUniqueId}`, c.node.path);
      else if (c instanceof TerraformLocal) byAddress.set(`local.${c.friendlyUniqueId}`, c.node.path);
      else if (c instanceof TerraformRemoteState) byAddress.set(`data.terraform_remote_state.${c.friendlyUniqueId}`, c.node.path);
      else if (TerraformProvider.isTerraformProvider(c)) byAddress.set(`provider.${c.terraformResourceType}${c.alias ? `.${c.alias}` : ''}`, c.node.path);
    } catch {
      // an element that cannot say its id is not found by address
    }
  }
  // The `//` metadata of cdk.tf.json wins where it is present.
  for (const section of ['resource', 'data']) {
    for (const [type, instances] of Object.entries<any>(doc[section] ?? {})) {
      for (const [name, body] of Object.entries<any>(instances ?? {})) {
        const p = body?.['//']?.metadata?.path;
        if (typeof p === 'string') byAddress.set(`${section === 'data' ? 'data.' : ''}${type}.${name}`, p);
      }
    }
  }
  const address = (addr: string) => byAddress.get(addr.replace(/\[[^\]]*\]/g, ''));
  let index: JsonIndex | undefined;
  const ofPath = (p: PathKey[]): string | undefined => {
    const [section, a, b] = p;
    if (section === 'resource' && b !== undefined) return `${a}.${b}`;
    if (section === 'data' && b !== undefined) return `data.${a}.${b}`;
    if (section === 'output' && a !== undefined) return `output.${a}`;
    if (section === 'variable' && a !== undefined) return `var.${a}`;
    if (section === 'locals' && a !== undefined) return `local.${a}`;
    if (section === 'provider' && a !== undefined) {
      const configs = doc.provider?.[a];
      const alias = Array.isArray(configs) && typeof b === 'number' ? configs[b]?.alias : undefined;
      return `provider.${a}${alias ? `.${alias}` : ''}`;
    }
    if ((section === 'import' || section === 'moved') && typeof a === 'number') {
      const to = doc[section]?.[a]?.to;
      return typeof to === 'string' ? to : undefined;
    }
    return undefined;
  };
  const diagnostic = (d: RawDiagnostic): TerraformDiagnostic => {
    let documentPath: string | undefined;
    let addr: string | undefined;
    let line: number | undefined;
    if (d.range?.filename === 'cdk.tf.json' && self.text !== undefined) {
      index ??= new JsonIndex(self.text);
      const p = index.pathAt(d.range.start.byte);
      documentPath = p.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${k}`)).join('');
      line = d.range.start.line;
      addr = ofPath(p);
    }
    addr ??= d.address;
    let constructPath = addr ? address(addr) : undefined;
    if (!constructPath && documentPath && /^(resource|data)\.[^.[]+$/.test(documentPath)) {
      // The type itself (e.g. one the provider does not have): every construct of that type.
      const prefix = `${documentPath.startsWith('data.') ? 'data.' : ''}${documentPath.split('.')[1]}.`;
      const all = [...byAddress.entries()].filter(([k]) => k.startsWith(prefix)).map(([, v]) => v);
      if (all.length) constructPath = [...new Set(all)].join(', ');
    }
    if (!constructPath) {
      // Diagnostics without position (a cycle, say) name the addresses in their text.
      const text2 = `${d.summary}\n${d.detail ?? ''}`;
      const found = [...byAddress.keys()].filter((k) => !k.startsWith('provider.') && new RegExp(`(^|[^\\w.])${k.replace(/[.]/g, '\\.')}(?![\\w])`).test(text2));
      if (found.length) {
        addr ??= found[0];
        constructPath = [...new Set(found.map((k) => byAddress.get(k)!))].join(', ');
      }
    }
    if (!constructPath && documentPath && /^(terraform|provider)\b/.test(documentPath)) constructPath = stack.node.path;
    return {
      severity: d.severity,
      summary: d.summary,
      detail: d.detail ?? '',
      constructPath,
      address: addr,
      documentPath,
      line,
    };
  };
  const self: Locator = { address, diagnostic };
  return self;
}

// ---------------------------------------------------------------- interruption

interface Active { dir: string; keep: boolean; children: Set<cp.ChildProcess> }
const activeRuns = new Set<Active>();
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Signals a child's process group (it was started detached), or the child alone. */
function killGroup(c: cp.ChildProcess, signal: NodeJS.Signals) {
  try {
    if (c.pid) process.kill(-c.pid, signal);
  } catch {
    c.kill(signal);
  }
}

function onSignal(signal: NodeJS.Signals) {
  for (const a of activeRuns) {
    for (const c of a.children) killGroup(c, signal);
    if (!a.keep) fs.rmSync(a.dir, { recursive: true, force: true });
  }
  activeRuns.clear();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./pool') as typeof import('./pool')).stopAll();
  for (const s of SIGNALS) process.off(s, onSignal);
  // Our handler replaced the default action; if nobody else handles the signal, do what it would have.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

/** Removes the folder when the run ends, and also when the process is interrupted meanwhile. */
function register(dir: string, keep: boolean): { track: (c: cp.ChildProcess) => void; done: () => void } {
  const a: Active = { dir, keep, children: new Set() };
  if (activeRuns.size === 0) for (const s of SIGNALS) process.on(s, onSignal);
  activeRuns.add(a);
  return {
    track: (c) => {
      a.children.add(c);
      c.once('close', () => a.children.delete(c));
    },
    done: () => {
      activeRuns.delete(a);
      if (activeRuns.size === 0) for (const s of SIGNALS) process.off(s, onSignal);
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
