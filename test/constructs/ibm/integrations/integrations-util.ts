/**
 * Helpers of the tests of the App Configuration Git sync and integrations: a stack with the ibm
 * provider, and test doubles of the instance, an environment and a collection (the L2s that make
 * them are written apart).
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import type { ICollection } from '../../../../src/constructs/ibm/collections/collection-ref';
import type { IEnvironment } from '../../../../src/constructs/ibm/environments/environment-ref';
import { AppConfigurationPlan, IAppConfiguration } from '../../../../src/constructs/ibm/instance/app-configuration-ref';
import { IbmProvider } from '../../../../src/generated/ibm/provider';

export { errorOf, synthDoc, synthError, warningsOf } from '../ibm-util';

export { AppConfigurationPlan };

export const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';

/** A stack `test` with the ibm provider. */
export function ibmStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 'test');
  new IbmProvider(stack, 'ibm', { region: 'us-south' });
  return stack;
}

/** The value of a sensitive string variable `git_token`. */
export function gitToken(stack: TerraformStack): string {
  return new TerraformVariable(stack, 'git_token', { type: 'string', sensitive: true }).stringValue;
}

/** An App Configuration instance (a test double). */
export class Instance extends Construct implements IAppConfiguration {
  public readonly region = 'us-south';
  constructor(
    scope: Construct, id: string, public readonly guid: string = GUID,
    public readonly plan?: AppConfigurationPlan, public readonly provider?: IbmProvider,
  ) {
    super(scope, id);
  }
}

/** An environment of an instance (a test double). */
export class Environment extends Construct implements IEnvironment {
  constructor(scope: Construct, id: string, public readonly instance: IAppConfiguration, public readonly environmentId: string) {
    super(scope, id);
  }
}

/** A collection of an instance (a test double). */
export class Collection extends Construct implements ICollection {
  constructor(scope: Construct, id: string, public readonly instance: IAppConfiguration, public readonly collectionId: string) {
    super(scope, id);
  }
}

