/**
 * `TerrainTesting.validate` and `TerrainTesting.plan`: Terraform itself judges a synthesized
 * stack, offline. The stack is synthesized with validations, written with a Terraform CLI
 * configuration whose `dev_overrides` point our four providers at stand-ins (`stand-in.ts`) to
 * a temporary folder, then `terraform validate -json` or `terraform plan -json` runs there.
 * Terraform's diagnostics come back with the construct they are about (found through the `//`
 * metadata of cdk.tf.json and the construct tree), the plan with the action per resource.
 * Its parts: the stand-ins a document needs (run-providers.ts), the Terraform it needs
 * (terraform-version.ts), the working folder (work-dir.ts), Terraform as a child process
 * (terraform-process.ts), its output read back (terraform-output.ts) and led back to constructs
 * (locator.ts); its error is check-error.ts.
 *
 * Loaded only when one of them is called (src/core/api/testing.ts requires it lazily).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { TerraformStack } from 'cdktn';
import { TerraformCheckError } from './check-error';
import { locator } from './locator';
import { reattachment, runStarted } from './pool';
import { withStandInRemoteStates } from './remote-state';
import { providersOf, schemaOf, standInLaunch } from './run-providers';
import { STAND_IN_PROVIDERS } from './schema';
import { failure, parsePlan, parseValidate } from './terraform-output';
import { register, runTerraform } from './terraform-process';
import { checkVersion, requirements, supportNotes, terraformVersion } from './terraform-version';
import { TerraformCheckOptions, TerraformDiagnostic, TerraformPlan, TerraformPlannedChange, TerraformValidation } from './types';
import { environment, forTerraform, readLog } from './work-dir';
import { synthChecked } from '../core/api/synth-stack';

export { TerraformCheckError };

/** Terraform's own warning about our dev_overrides, which says nothing about the stack. */
const DEV_OVERRIDES = 'Provider development overrides are in effect';

/** Runs `terraform validate`; throws on errors. */
export async function validate(stack: TerraformStack, options: TerraformCheckOptions = {}): Promise<TerraformValidation> {
  const r = await run('validate', stack, options);
  return { terraformVersion: r.version, diagnostics: r.diagnostics, notes: r.notes, workDir: r.workDir };
}

/** Runs `terraform plan`; throws on errors. */
export async function plan(stack: TerraformStack, options: TerraformCheckOptions = {}): Promise<TerraformPlan> {
  const r = await run('plan', stack, options);
  return { terraformVersion: r.version, diagnostics: r.diagnostics, notes: r.notes, workDir: r.workDir, changes: r.changes, outputs: r.outputs };
}

interface RunResult {
  version: string;
  diagnostics: TerraformDiagnostic[];
  notes: string[];
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
    if (options.reuseStandIns ?? true) env.TF_REATTACH_PROVIDERS = await reattachment(providers, launch);
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
      notes: supportNotes(version, providers),
      changes: parsed.changes.map((c) => ({ ...c, constructPath: locate.address(c.address) })).sort((a, b) => a.address.localeCompare(b.address)),
      outputs: parsed.outputs.sort(),
      workDir: options.keepWorkDir ? dir : undefined,
    };
  } finally {
    cleanup.done();
    ended();
  }
}
