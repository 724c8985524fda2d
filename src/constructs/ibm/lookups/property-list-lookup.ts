import { environmentOf, filterIdsOf, pageOf, readAfter, tagsOf } from './private/lookup-values';
import type { IPropertyList } from './property-list-ref';
import { Construct, literalText, memberOf, Problems, propertyAccess, throwIfProblems, Token } from '../../../core/l2/index';
import { DataIbmAppConfigProperties } from '../../../generated/ibm/data-app-config-properties/index';
import type { ICollection } from '../collections/collection-ref';
import type { IEnvironment } from '../environments/environment-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';
import type { ISegment } from '../segments/segment-ref';

/** Properties of `PropertyListLookup`. */
export interface PropertyListLookupProps {
  /** The environment whose properties are read (its instance is the one read). */
  readonly environment: IEnvironment;
  /**
   * Only the properties of any of these collections (of the environment's instance).
   * @default - the properties of every collection, and those of none
   */
  readonly collections?: ICollection[];
  /**
   * Only the properties that target any of these segments (of the environment's instance).
   * @default - no filter by segment
   */
  readonly segments?: ISegment[];
  /**
   * Only the properties with any of these tags (a tag has no comma: the API takes them comma-separated).
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as a
   * token, e.g. a variable's `stringValue`.
   * @default - no filter by tag
   */
  readonly tags?: string[];
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
  /**
   * The order the properties are read in (and so what a page holds).
   * @default - the API's: by name
   */
  readonly sort?: LookupSort;
}

/** The order a list lookup reads its records in (`sort`). */
export enum LookupSort {
  /** By name. */
  NAME = 'name',
  /** By id. */
  ID = 'id',
  /** By creation time. */
  CREATED_TIME = 'created_time',
  /** By the time of the last update. */
  UPDATED_TIME = 'updated_time',
}

/**
 * The properties of an environment, read through the `ibm_app_config_properties` data source,
 * optionally filtered by collection, segment and tag, in an order; their ids as a list known at
 * apply. Without `limit` the data source reads every property (from `offset`); with `limit` it
 * reads one page.
 *
 * ```ts
 * const props = new PropertyListLookup(this, 'ProdProperties', { environment: prod, sort: LookupSort.UPDATED_TIME, limit: 20, offset: 0 });
 * new TerraformOutput(this, 'properties', { value: props.propertyIds });
 * ```
 *
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/data-sources/app_config_properties
 */
export class PropertyListLookup extends Construct implements IPropertyList {
  /** The underlying data source. */
  public readonly dataSource: DataIbmAppConfigProperties;
  /** The instance read. */
  public readonly instance: IAppConfiguration;
  /** The id of the environment read. */
  public readonly environmentId: string;
  /** The ids of the properties read (known at apply). */
  public readonly propertyIds: string[];

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param props the environment, the filters and the page
   */
  constructor(scope: Construct, id: string, props: PropertyListLookupProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'PropertyListLookupProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    const environment = environmentOf(p, 'environment', props.environment);
    const collections = filterIdsOf(p, 'collections', props.collections, environment?.instance);
    const segments = filterIdsOf(p, 'segments', props.segments, environment?.instance);
    const tags = tagsOf(p, props.tags);
    const sort = memberOf(p, 'sort', props.sort, { values: LookupSort, enumName: 'LookupSort' });
    const page = pageOf(this, p, props);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = environment!.instance;
    this.environmentId = environment!.environmentId;
    this.dataSource = new DataIbmAppConfigProperties(this, 'Default', {
      provider: this.instance.provider,
      guid: this.instance.guid,
      environmentId: this.environmentId,
      collections,
      segments,
      tags: literalText(tags),
      sort,
      ...page,
    });
    readAfter(this.dataSource, [environment, ...(props.collections ?? []), ...(props.segments ?? [])]);
    this.propertyIds = Token.asList(propertyAccess(this.dataSource.properties, ['*', 'property_id']));
  }
}
