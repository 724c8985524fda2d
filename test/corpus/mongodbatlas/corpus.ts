/**
 * Helpers of the mongodbatlas corpus (not a test file itself): realistic configurations written as
 * cdktn apps with the generated L1s, modelled on what the provider's examples and acceptance tests
 * apply. Every app is synthesized with TerrainTesting.synth (validations, aspects and the schema
 * check), and must give no error and no warning beyond the ones it provokes on purpose.
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { mongodbatlas, TerrainTesting } from '../../../src';

export interface CorpusResult {
  readonly doc: any;
  readonly warnings: string[];
}

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

/** Synthesizes one app (a stack built by `build`) and returns its document and warnings. */
export function synthApp(build: (stack: TerraformStack) => void, withProvider = true): CorpusResult {
  const app = new App({ context: { 'terrain-constructs:synthTime': SYNTH_TIME } });
  const stack = new TerraformStack(app, 'corpus');
  if (withProvider) provider(stack);
  build(stack);
  const doc = JSON.parse(TerrainTesting.synth(stack));
  return { doc, warnings: TerrainTesting.warnings(stack) };
}
