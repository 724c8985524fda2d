/**
 * The contract of a list of App Configuration features read by a lookup (`IFeatureList`).
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** The feature flags of an environment, as a lookup read them (`FeatureListLookup`). */
export interface IFeatureList extends IConstruct {
  /** The instance read. */
  readonly instance: IAppConfiguration;
  /** The id of the environment read, e.g. `prod`. */
  readonly environmentId: string;
  /** The ids of the feature flags read, e.g. `dark-mode` (known at apply). */
  readonly featureIds: string[];
}
