import { Construct, describedAs } from '../../../../core/l2/index';
import type { IAppConfiguration } from '../../instance/app-configuration-ref';
import { EnvironmentBase } from '../environment-base';

/**
 * An environment of an instance that this app does not create (the instance's default `dev`, or
 * one referred to by its id): what `AppConfiguration#defaultEnvironment` and `environmentFromId`
 * return. Flags and properties can be made in it.
 */
export class ImportedEnvironment extends EnvironmentBase {
  constructor(scope: Construct, id: string, public readonly instance: IAppConfiguration, public readonly environmentId: string) {
    super(scope, id);
  }
}
describedAs(ImportedEnvironment, 'IEnvironment');
