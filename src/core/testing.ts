import { TerraformStack, Testing } from 'cdktn';
import { IConstruct } from 'constructs';
import { Conformance, ConformanceOptions } from './conformance';
import { TerrainSynth, testingPrints } from './report';
import { stackFound } from './stack-hooks';
import type { TerraformCheckOptions, TerraformPlan, TerraformValidation } from '../terraform/types';

/** Options of `TerrainTesting.synth`. */
export interface TerrainSynthOptions extends ConformanceOptions {
  /**
   * Check the document against the provider schemas.
   * @default true
   */
  readonly conformance?: boolean;
  /**
   * Print the warnings of the synth to stderr, each with its id (`WARN [path]: [id] message`).
   * The environment variable `TERRAIN_CONSTRUCTS_QUIET=1` turns the default off, for test suites
   * that assert the warnings themselves.
   * @default true, unless TERRAIN_CONSTRUCTS_QUIET is set
   */
  readonly printWarnings?: boolean;
}

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
    // Policy packs added on the app reach every stack through this hook (cdktn does not pass
    // app-level aspects down), also a stack that holds no construct of this library.
    stackFound(stack);
    const json = Testing.synth(stack, true);
    if (options.printWarnings ?? testingPrints()) {
      const report = TerrainSynth.collect(stack);
      TerrainSynth.print({ warnings: report.warnings, errors: report.errors, infos: [] });
    }
    if (options.conformance ?? true) Conformance.assertConforms(JSON.parse(json), options);
    return json;
  }

  /**
   * Like `synth`, but returns the parsed document.
   * @param stack the stack to synthesize
   * @param options conformance options
   */
  public static synthToObject(stack: TerraformStack, options: TerrainSynthOptions = {}): any {
    return JSON.parse(TerrainTesting.synth(stack, options));
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
    // Loaded on first use: a program that never runs Terraform loads none of it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('../terraform/run') as typeof import('../terraform/run')).validate(stack, options);
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('../terraform/run') as typeof import('../terraform/run')).plan(stack, options);
  }

  /**
   * The warnings added to a construct and everything below it, as `<path>: <message>`.
   * @param scope the construct to collect warnings from
   */
  public static warnings(scope: IConstruct): string[] {
    return TerrainSynth.collect(scope).warnings;
  }

  /**
   * The errors added (as annotations) to a construct and everything below it.
   * @param scope the construct to collect errors from
   */
  public static errors(scope: IConstruct): string[] {
    return TerrainSynth.collect(scope).errors;
  }
}
