import { instanceOf } from './private/lookup-values';
import { Construct, idOf, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIbmAppConfigCollection } from '../../../generated/ibm/data-app-config-collection/index';
import type { ICollection } from '../collections/collection-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** Properties of `CollectionLookup`. */
export interface CollectionLookupProps {
  /** The instance the collection belongs to. */
  readonly instance: IAppConfiguration;
  /** The collection id, e.g. `checkout`. */
  readonly collectionId: string;
}

/**
 * An existing collection of an App Configuration instance, read through the
 * `ibm_app_config_collection` data source (the plan fails when the instance has no collection with
 * the id): what flags and properties take among their collections, with its name, description,
 * tags and counts read from the instance.
 *
 * ```ts
 * const checkout = new CollectionLookup(this, 'Checkout', { instance: appConfig, collectionId: 'checkout' });
 * ```
 *
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/data-sources/app_config_collection
 */
export class CollectionLookup extends Construct implements ICollection {
  /** The underlying data source. */
  public readonly dataSource: DataIbmAppConfigCollection;
  /** The instance the collection belongs to. */
  public readonly instance: IAppConfiguration;
  /** The collection id. */
  public readonly collectionId: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param props the instance and the collection id
   */
  constructor(scope: Construct, id: string, props: CollectionLookupProps) {
    super(scope, id);
    const p = new Problems();
    try {
      OPTIONS.props(this, props, 'CollectionLookupProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const instance = instanceOf(p, 'instance', props.instance);
    const collectionId = idOf(p, 'collectionId', props.collectionId, 'the id of a collection of the instance, e.g. checkout');
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = instance!;
    this.collectionId = collectionId!;
    this.dataSource = new DataIbmAppConfigCollection(this, 'Default', {
      provider: instance!.provider, guid: instance!.guid, collectionId: collectionId!,
    });
  }

  /** The name of the collection. */
  public get collectionName(): string {
    return this.dataSource.name;
  }

  /** The description of the collection. */
  public get description(): string {
    return this.dataSource.description;
  }

  /** The tags of the collection, as one comma-separated string. */
  public get tags(): string {
    return this.dataSource.tags;
  }

  /** How many feature flags the collection has. */
  public get featuresCount(): number {
    return this.dataSource.featuresCount;
  }

  /** How many properties the collection has. */
  public get propertiesCount(): number {
    return this.dataSource.propertiesCount;
  }
}
