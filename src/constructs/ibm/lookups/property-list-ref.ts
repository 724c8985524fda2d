/**
 * The contract of a list of App Configuration propertys read by a lookup (`IPropertyList`).
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** The properties of an environment, as a lookup read them (`PropertyListLookup`). */
export interface IPropertyList extends IConstruct {
  /** The instance read. */
  readonly instance: IAppConfiguration;
  /** The id of the environment read, e.g. `prod`. */
  readonly environmentId: string;
  /** The ids of the properties read, e.g. `max-cart-size` (known at apply). */
  readonly propertyIds: string[];
}
