import { App, TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import { collectUnder } from './report';
import { SYNTH_OPTIONS, synthStack, TerrainSynthOptions } from './synth-stack';
import type { AppValidation, AppValidationOptions, TerraformCheckOptions, TerraformPlan, TerraformValidation } from '../../terraform/types';
import { ArgumentProblems, BOOLEAN, checkApp, checkStack, constructArg, isPlainObject, isText, OptionCheck, readOptions } from '../base/arguments';


/**
 * Test helpers for stacks that use terrain-constructs (or any cdktn constructs).
 *
 * Unlike `Testing.synth` of cdktn, these always run aspects and validations, check the result
 * against the provider schemas, and print the warnings (with their ids) that synth reported.
 */
export class TerrainTesting {
  /**
   * Synthesizes a stack with aspects and validations switched on, checks the document against
   * the provider schemas, and returns the Terraform JSON as a string.
   * @param stack the stack to synthesize
   * @param options conformance options
   */
  public static synth(stack: TerraformStack, options: TerrainSynthOptions = {}): string {
    return synthStack('TerrainTesting.synth', stack, options);
  }

  /**
   * Like `synth`, but returns the parsed document.
   * @param stack the stack to synthesize
   * @param options conformance options
   */
  public static synthToObject(stack: TerraformStack, options: TerrainSynthOptions = {}): any {
    return JSON.parse(synthStack('TerrainTesting.synthToObject', stack, options));
  }

  /**
   * Synthesizes the stack (like `synth`) and has Terraform validate it, offline:
   * `terraform validate -json` runs in a temporary folder with stand-ins of the four providers,
   * which serve their real schemas. Throws an error with Terraform's own messages and the path
   * of the construct each is about when Terraform finds an error; returns its warnings otherwise.
   * Needs `terraform` (1.0 or later, 1.11 for write-only attributes) on PATH.
   * @param stack the stack to validate
   * @param options synth, Terraform and stand-in options
   */
  public static async validate(stack: TerraformStack, options: TerraformCheckOptions = {}): Promise<TerraformValidation> {
    const o = terraformOptions('TerrainTesting.validate', stack, options);
    // Loaded on first use: a program that never runs Terraform loads none of it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('../../terraform/run') as typeof import('../../terraform/run')).validate(stack, o);
  }

  /**
   * Synthesizes the stack (like `synth`) and has Terraform plan it, offline:
   * `terraform plan -input=false -refresh=false -json` against stand-ins of the four providers
   * (computed values plan as "known after apply", data sources read placeholders, nothing is
   * applied). Throws like `validate` on errors; returns the planned action per resource.
   * @param stack the stack to plan
   * @param options synth, Terraform and stand-in options, and the values of the stack's variables
   */
  public static async plan(stack: TerraformStack, options: TerraformCheckOptions = {}): Promise<TerraformPlan> {
    const o = terraformOptions('TerrainTesting.plan', stack, options);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('../../terraform/run') as typeof import('../../terraform/run')).plan(stack, o);
  }

  /**
   * Has Terraform validate, then plan, every stack of an app, offline, one after another, through
   * stand-ins of the four providers (what an app's `npm run validate` does): prints a line per
   * stack (`ok atlas: validate; plan: 1 to create`, or `FAILED` with Terraform's messages and the
   * construct paths) with its warnings and notes, and returns what each stack got. A stack that
   * fails does not stop the others. Variables without a default and without a value in `variables`
   * get a placeholder of their type for the plan (the stand-ins read nothing).
   * @param app the app whose stacks to check
   * @param options synth, Terraform and stand-in options; whether to plan and to print
   */
  public static async validateApp(app: App, options: AppValidationOptions = {}): Promise<AppValidation> {
    const p = new ArgumentProblems('TerrainTesting.validateApp');
    checkApp(p, 'app', app);
    const o = readOptions(p, 'options', options, { ...TERRAFORM_OPTIONS, plan: BOOLEAN, print: BOOLEAN });
    p.throwIfAny();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('../../terraform/app-check') as typeof import('../../terraform/app-check')).validateApp(app, o);
  }

  /**
   * The warnings added to a construct and everything below it, as `<path>: <message>`.
   * @param scope the construct to collect warnings from
   */
  public static warnings(scope: IConstruct): string[] {
    return collectUnder(constructArg('TerrainTesting.warnings', 'scope', scope)).warnings;
  }

  /**
   * The errors added (as annotations) to a construct and everything below it.
   * @param scope the construct to collect errors from
   */
  public static errors(scope: IConstruct): string[] {
    return collectUnder(constructArg('TerrainTesting.errors', 'scope', scope)).errors;
  }
}

const TEXT: OptionCheck = { test: isText, allowed: 'a non-empty string known at synth', fix: 'write a path or a name on PATH, or leave it out.' };
const TERRAFORM_OPTIONS: Readonly<Record<keyof TerraformCheckOptions, OptionCheck>> = {
  ...SYNTH_OPTIONS,
  variables: { test: isPlainObject, allowed: 'an object of variable values by name', fix: "write e.g. { project_id: '5f1b2c3d4e5f6a7b8c9d0e1f' }, or leave it out." },
  terraformBinary: TEXT,
  nodeBinary: TEXT,
  reuseStandIns: BOOLEAN,
  timeoutSeconds: {
    test: (v) => typeof v === 'number' && Number.isFinite(v) && v > 0,
    allowed: 'a number of seconds greater than 0',
    fix: 'write e.g. 600, or leave it out for 300.',
  },
  keepWorkDir: BOOLEAN,
};

/** The checked options of validate and plan (what synth takes, plus Terraform's own). */
function terraformOptions(api: string, stack: unknown, options: unknown): TerraformCheckOptions {
  const p = new ArgumentProblems(api);
  checkStack(p, 'stack', stack);
  const o = readOptions(p, 'options', options, TERRAFORM_OPTIONS);
  p.throwIfAny();
  return o;
}
