import type { ICollectionList } from './collection-list-ref';
import { instanceOf, pageOf } from './private/lookup-values';
import { Construct, Problems, propertyAccess, throwIfProblems, Token } from '../../../core/l2/index';
import { DataIbmAppConfigCollections } from '../../../generated/ibm/data-app-config-collections/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** Properties of `CollectionListLookup`. */
export interface CollectionListLookupProps {
  /** The instance whose collections are read. */
  readonly instance: IAppConfiguration;
  /**
   * With it, the data source reads ONE page of `limit` records, from `offset` (the first record
   * unless `offset` is given; a limit without an offset warns, `ibm:lookup-limit-without-offset`).
   * A whole number, at least 1.
   * @default - every record from `offset` on (the data source follows the pages, 10 records each)
   */
  readonly limit?: number;
  /**
   * How many records to skip (a whole number, at least 0).
   * @default 0
   */
  readonly offset?: number;
}

/**
 * The collections of an App Configuration instance, read through the `ibm_app_config_collections`
 * data source; their ids as a list known at apply. Without `limit` the data source reads every
 * collection (from `offset`); with `limit` it reads one page. The data source takes no filter (its
 * code reads sort, tags, features and properties, which its schema does not have).
 *
 * ```ts
 * const collections = new CollectionListLookup(this, 'Collections', { instance: appConfig });
 * ```
 *
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/data-sources/app_config_collections
 */
export class CollectionListLookup extends Construct implements ICollectionList {
  /** The underlying data source. */
  public readonly dataSource: DataIbmAppConfigCollections;
  /** The instance read. */
  public readonly instance: IAppConfiguration;
  /** The ids of the collections read (known at apply). */
  public readonly collectionIds: string[];

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param props the instance and the page
   */
  constructor(scope: Construct, id: string, props: CollectionListLookupProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'CollectionListLookupProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    const instance = instanceOf(p, 'instance', props.instance);
    const page = pageOf(this, p, props);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = instance!;
    this.dataSource = new DataIbmAppConfigCollections(this, 'Default', { provider: this.instance.provider, guid: this.instance.guid, ...page });
    this.collectionIds = Token.asList(propertyAccess(this.dataSource.collections, ['*', 'collection_id']));
  }
}
