/**
 * Helpers of the ibm L2 tests: a stack with the provider in us-south, an App Configuration instance
 * in it, the message of what a construction throws, the warnings of a synth.
 */
import { App, TerraformStack } from 'cdktn';
import { ibm, TerrainTesting } from '../../../src';

export const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';

/** A stack `test` with the ibm provider in us-south. */
export function ibmStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 'test');
  new ibm.IbmProvider(stack, 'ibm', { region: 'us-south' });
  return stack;
}

/** A stack and an instance `AppConfig` in us-south. */
export function instanceStack(plan?: ibm.AppConfigurationPlan): { stack: TerraformStack; appConfig: ibm.AppConfiguration } {
  const stack = ibmStack();
  return { stack, appConfig: ibm.AppConfiguration.fromGuid(stack, 'AppConfig', { guid: GUID, region: 'us-south', ...(plan ? { plan } : {}) }) };
}

/** The message `fn` throws (fails when it throws nothing). */
export function errorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

/** The synthesized document of a stack. */
export function synthDoc(stack: TerraformStack): any {
  return TerrainTesting.synthToObject(stack);
}

/** The warnings of a synthesized stack. */
export function warningsOf(stack: TerraformStack): string[] {
  TerrainTesting.synthToObject(stack);
  return TerrainTesting.warnings(stack);
}

/** The message of a synth that fails (fails when it does not). */
export function synthError(stack: TerraformStack): string {
  return errorOf(() => TerrainTesting.synthToObject(stack));
}

/** The one resource of a type in a synthesized document. */
export function only(doc: any, type: string): any {
  const all = Object.values(doc.resource?.[type] ?? {});
  if (all.length !== 1) throw new Error(`expected one ${type}, found ${all.length}`);
  return all[0];
}
