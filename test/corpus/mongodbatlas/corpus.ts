/**
 * Helpers of the mongodbatlas corpus (not a test file itself): realistic configurations written as
 * cdktn apps with the generated L1s, modelled on what the provider's examples and acceptance tests
 * apply. Each area file (clusters.ts, alerts.ts, ...) exports its apps in the corpus's shared
 * shape (`CorpusApp` of test/corpus/corpus.ts); its test file synthesizes every app with
 * TerrainTesting (validations, aspects and the schema check), which must give no error and no
 * warning beyond the ones the app provokes on purpose.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { mongodbatlas } from '../../../src';
import { SYNTH_TIME_CONTEXT } from '../../../src/core/runtime/synth-time';
import { CorpusApp } from '../corpus';

/** A 24-hex id, as Atlas writes project, org, team and user ids. */
export const PROJECT_ID = '6568f0c3a8d2b64e9d8a1b2c';
export const ORG_ID = '5e2211c17a3e5a48f5497de3';
export const TEAM_ID = '6568f0c3a8d2b64e9d8a1b99';
export const USER_ID = '6568f0c3a8d2b64e9d8a1baa';
/** The synth time the corpus pins (the pinned FCV window is judged against it). */
export const SYNTH_TIME = '2026-11-23T00:00:00Z';

/** A sensitive string variable: credentials and passwords never appear as literals. */
export function secret(scope: TerraformStack, id: string): string {
  return new TerraformVariable(scope, id, { type: 'string', sensitive: true }).stringValue;
}

/** A plain string variable (ids that come from elsewhere, e.g. another stack's output). */
export function input(scope: TerraformStack, id: string): string {
  return new TerraformVariable(scope, id, { type: 'string' }).stringValue;
}

/** The provider block the apps use: a service account whose client id and secret are sensitive variables. */
export function provider(stack: TerraformStack): mongodbatlas.MongodbatlasProvider {
  return new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { clientId: secret(stack, 'atlas_client_id'), clientSecret: secret(stack, 'atlas_client_secret') });
}

/** Options of `atlasApp`. */
export interface AtlasAppOptions {
  /**
   * Add the service-account provider block (`provider`); the apps of the provider block itself
   * add their own.
   * @default true
   */
  readonly withProvider?: boolean;
  /** Warnings the configuration provokes on purpose, as TerrainTesting.warnings prints them. */
  readonly warnings?: readonly string[];
}

/**
 * An app of the mongodbatlas corpus: one stack with the pinned synth time (`SYNTH_TIME`), the
 * provider block unless `withProvider` is false, and what `build` adds.
 */
export function atlasApp(name: string, after: string, build: (stack: TerraformStack) => void, options: AtlasAppOptions = {}): CorpusApp {
  return {
    name,
    after,
    warnings: options.warnings,
    build: (scope, id) => {
      const stack = new TerraformStack(scope, id);
      stack.node.setContext(SYNTH_TIME_CONTEXT, SYNTH_TIME);
      if (options.withProvider ?? true) provider(stack);
      build(stack);
      return stack;
    },
  };
}
