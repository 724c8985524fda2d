import { TerraformStack, Testing } from 'cdktn';
import { IConstruct } from 'constructs';
import { ArgumentProblems, BOOLEAN, checkStack, constructArg, readOptions } from './arguments';
import { Conformance, CONFORMANCE_OPTIONS, ConformanceOptions } from './conformance';
import { collectUnder, TerrainSynth, testingPrints } from './report';
import { stackFound } from './stack-hooks';
import { checkTerraformNames } from './terraform-names';

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

function synthStack(api: string, stack: unknown, options: unknown): string {
  const p = new ArgumentProblems(api);
  checkStack(p, 'stack', stack);
  const o = readOptions(p, 'options', options, { ...CONFORMANCE_OPTIONS, conformance: BOOLEAN, printWarnings: BOOLEAN });
  p.throwIfAny();
  return synthChecked(stack as TerraformStack, o);
}

function synthChecked(stack: TerraformStack, options: TerrainSynthOptions): string {
  // Policy packs added on the app reach every stack through this hook (cdktn does not pass
  // app-level aspects down), also a stack that holds no construct of this library.
  stackFound(stack);
  // Every stack's Terraform names are checked, also those of a stack without our constructs.
  checkTerraformNames(stack);
  const json = Testing.synth(stack, true);
  if (options.printWarnings ?? testingPrints()) {
    const report = collectUnder(stack);
    TerrainSynth.print({ warnings: report.warnings, errors: report.errors, infos: [] });
  }
  if (options.conformance ?? true) {
    Conformance.assertConforms(JSON.parse(json), { schemaFiles: options.schemaFiles, ignoreProviders: options.ignoreProviders });
  }
  return json;
}
