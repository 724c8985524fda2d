/**
 * The contract of an App Configuration environment (`IEnvironment`) and the attributes of an
 * existing one.
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** An environment of an App Configuration instance, defined here or existing. */
export interface IEnvironment extends IConstruct {
  /** The instance the environment belongs to. */
  readonly instance: IAppConfiguration;
  /**
   * The environment id, e.g. `prod` (not the resource's `id`, which is `<guid>/<environment id>`):
   * what a flag's or a property's `environment_id` takes.
   */
  readonly environmentId: string;
}

/** Attributes of an existing environment, for `Environment.fromEnvironmentAttributes`. */
export interface EnvironmentAttributes {
  /** The instance the environment belongs to. */
  readonly instance: IAppConfiguration;
  /** The environment id, e.g. `prod`. */
  readonly environmentId: string;
}
