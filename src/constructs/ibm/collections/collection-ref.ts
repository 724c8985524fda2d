/**
 * The contract of an App Configuration collection (`ICollection`).
 */
import type { IConstruct } from '../../../core/l2/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';

/** A collection of an App Configuration instance, defined here or existing. */
export interface ICollection extends IConstruct {
  /** The instance the collection belongs to. */
  readonly instance: IAppConfiguration;
  /** The collection id, e.g. `checkout` (not the resource's `id`, which is `<guid>/<collection id>`). */
  readonly collectionId: string;
}

/** Attributes of an existing collection, for `Collection.fromCollectionAttributes`. */
export interface CollectionAttributes {
  /** The instance the collection belongs to. */
  readonly instance: IAppConfiguration;
  /** The collection id, e.g. `checkout`. */
  readonly collectionId: string;
}
