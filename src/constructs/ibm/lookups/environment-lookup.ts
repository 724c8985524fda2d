import { instanceOf } from './private/lookup-values';
import { Construct, idOf, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIbmAppConfigEnvironment } from '../../../generated/ibm/data-app-config-environment/index';
import { EnvironmentBase } from '../environments/environment-base';
import type { IEnvironment } from '../environments/environment-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** Properties of `EnvironmentLookup`. */
export interface EnvironmentLookupProps {
  /** The instance the environment belongs to. */
  readonly instance: IAppConfiguration;
  /** The environment id, e.g. `prod`. */
  readonly environmentId: string;
}

/**
 * An existing environment of an App Configuration instance, read through the
 * `ibm_app_config_environment` data source (the plan fails when the instance has no environment
 * with the id): what flags and properties take as their environment, with its name, description,
 * tags and color read from the instance. Flags and properties can be made in it (`prod.booleanFlag(...)`).
 *
 * ```ts
 * const prod = new EnvironmentLookup(this, 'Prod', { instance: appConfig, environmentId: 'prod' });
 * ```
 *
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/data-sources/app_config_environment
 */
export class EnvironmentLookup extends EnvironmentBase implements IEnvironment {
  /** The underlying data source. */
  public readonly dataSource: DataIbmAppConfigEnvironment;
  /** The instance the environment belongs to. */
  public readonly instance: IAppConfiguration;
  /** The environment id. */
  public readonly environmentId: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param props the instance and the environment id
   */
  constructor(scope: Construct, id: string, props: EnvironmentLookupProps) {
    super(scope, id);
    const p = new Problems();
    try {
      OPTIONS.props(this, props, 'EnvironmentLookupProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const instance = instanceOf(p, 'instance', props.instance);
    const environmentId = idOf(p, 'environmentId', props.environmentId, 'the id of an environment of the instance, e.g. prod');
    if (p.length) {
      // Leave nothing half-built in the tree: the caller may catch the error and try again.
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = instance!;
    this.environmentId = environmentId!;
    this.dataSource = new DataIbmAppConfigEnvironment(this, 'Default', {
      provider: instance!.provider, guid: instance!.guid, environmentId: environmentId!,
    });
  }

  /** The name of the environment. */
  public get environmentName(): string {
    return this.dataSource.name;
  }

  /** The description of the environment. */
  public get description(): string {
    return this.dataSource.description;
  }

  /** The tags of the environment, as one comma-separated string. */
  public get tags(): string {
    return this.dataSource.tags;
  }

  /** The color code of the environment, e.g. `#FDD13A`. */
  public get colorCode(): string {
    return this.dataSource.colorCode;
  }
}
