/**
 * What `TerrainTesting.synth` does, shared with `TerrainTesting.validate` and `plan` (which run
 * in src/terraform/, loaded lazily): check the arguments, synthesize with aspects and
 * validations, print the warnings, check the document against the provider schemas.
 * `TerrainSynthOptions` is public; the functions are not part of the public API.
 */
import { TerraformStack, Testing } from 'cdktn';
import { Conformance, CONFORMANCE_OPTIONS, ConformanceOptions } from './conformance';
import { collectUnder, TerrainSynth, testingPrints } from './report';
import { ArgumentProblems, BOOLEAN, checkStack, OptionCheck, readOptions } from '../base/arguments';
import { printableError } from '../base/errors';
import { stackFound } from '../base/stack-hooks';
import { checkTerraformNames } from '../runtime/terraform-names';

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

/** The checks of the options of `TerrainTesting.synth`. */
export const SYNTH_OPTIONS: Readonly<Record<keyof TerrainSynthOptions, OptionCheck>> = {
  ...CONFORMANCE_OPTIONS,
  conformance: BOOLEAN,
  printWarnings: BOOLEAN,
};

/** Checks the arguments, then synthesizes like `TerrainTesting.synth`. */
export function synthStack(api: string, stack: unknown, options: unknown): string {
  const p = new ArgumentProblems(api);
  checkStack(p, 'stack', stack);
  const o = readOptions(p, 'options', options, SYNTH_OPTIONS);
  p.throwIfAny();
  return synthChecked(stack as TerraformStack, o);
}

/** Synthesizes a stack whose arguments were checked: aspects, validations, warnings, conformance. */
export function synthChecked(stack: TerraformStack, options: TerrainSynthOptions): string {
  // Policy packs added on the app reach every stack through this hook (cdktn does not pass
  // app-level aspects down), also a stack that holds no construct of this library.
  stackFound(stack);
  // Every stack's Terraform names are checked, also those of a stack without our constructs.
  checkTerraformNames(stack);
  let json: string;
  try {
    json = Testing.synth(stack, true);
  } catch (e) {
    throw printableError(e);
  }
  if (options.printWarnings ?? testingPrints()) {
    const report = collectUnder(stack);
    TerrainSynth.print({ warnings: report.warnings, errors: report.errors, infos: [] });
  }
  if (options.conformance ?? true) {
    Conformance.assertConforms(JSON.parse(json), { schemaFiles: options.schemaFiles, ignoreProviders: options.ignoreProviders });
  }
  return json;
}
