/**
 * Test doubles of the App Configuration contracts for the lookup tests (AppConfiguration.fromGuid
 * is written in parallel): an instance is a Construct with a guid, a region and a provider; an
 * environment, collection or segment is a Construct with its instance and id.
 */
import { App, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import type { ICollection } from '../../../../src/constructs/ibm/collections/collection-ref';
import type { IEnvironment } from '../../../../src/constructs/ibm/environments/environment-ref';
import type { IAppConfiguration } from '../../../../src/constructs/ibm/instance/app-configuration-ref';
import type { ISegment } from '../../../../src/constructs/ibm/segments/segment-ref';
import { IbmProvider } from '../../../../src/generated/ibm/provider';

export { errorOf, synthDoc, warningsOf } from '../ibm-util';

export const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';

/** A stack `test` with the default ibm provider. */
export function ibmStack(): TerraformStack {
  const stack = new TerraformStack(new App(), 'test');
  new IbmProvider(stack, 'ibm', { region: 'us-south' });
  return stack;
}

class Instance extends Construct implements IAppConfiguration {
  constructor(scope: Construct, id: string, public readonly guid: string, public readonly region: string, public readonly provider?: IbmProvider) {
    super(scope, id);
  }
}

class Child extends Construct implements IEnvironment, ICollection, ISegment {
  public readonly instance: IAppConfiguration;

  constructor(scope: Construct, id: string, of: IAppConfiguration, private readonly childId: string) {
    super(scope, id);
    this.instance = of;
  }

  public get environmentId(): string {
    return this.childId;
  }

  public get collectionId(): string {
    return this.childId;
  }

  public get segmentId(): string {
    return this.childId;
  }
}

/** An instance of guid `guid` (GUID by default), reached through `provider` (the default one when undefined). */
export function instance(scope: Construct, id = 'AppConfig', guid = GUID, provider?: IbmProvider): IAppConfiguration {
  return new Instance(scope, id, guid, 'us-south', provider);
}

/** An environment, collection or segment `childId` of `of`. */
export function child(of: IAppConfiguration, childId: string): IEnvironment & ICollection & ISegment {
  return new Child(of, childId, of, childId);
}

