/**
 * The contract of a list of App Configuration collections read by a lookup (`ICollectionList`).
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** The collections of an instance, as a lookup read them (`CollectionListLookup`). */
export interface ICollectionList extends IConstruct {
  /** The instance read. */
  readonly instance: IAppConfiguration;
  /** The ids of the collections read, e.g. `checkout` (known at apply). */
  readonly collectionIds: string[];
}
