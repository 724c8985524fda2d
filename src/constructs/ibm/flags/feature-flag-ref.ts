/**
 * The contract of an App Configuration feature flag (`IFeatureFlag`) and the attributes of an
 * existing one.
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IEnvironment } from '../environments/environment-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** A feature flag of an App Configuration instance, defined here or existing. */
export interface IFeatureFlag extends IConstruct {
  /** The instance the flag belongs to. */
  readonly instance: IAppConfiguration;
  /** The environment whose values it sets. */
  readonly environment: IEnvironment;
  /** The feature id. */
  readonly flagId: string;
}

/** Attributes of an existing feature flag, for `FeatureFlag.fromFeatureFlagAttributes`. */
export interface FeatureFlagAttributes {
  /** The environment (of the flag's instance). */
  readonly environment: IEnvironment;
  /** The feature id. */
  readonly flagId: string;
}
