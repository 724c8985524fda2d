import type { IFeatureList } from './feature-list-ref';
import { environmentOf, filterIdsOf, pageOf, readAfter, tagsOf } from './private/lookup-values';
import { Construct, literalText, Problems, propertyAccess, throwIfProblems, Token } from '../../../core/l2/index';
import { DataIbmAppConfigFeatures } from '../../../generated/ibm/data-app-config-features/index';
import type { ICollection } from '../collections/collection-ref';
import type { IEnvironment } from '../environments/environment-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';
import type { ISegment } from '../segments/segment-ref';

/** Properties of `FeatureListLookup`. */
export interface FeatureListLookupProps {
  /** The environment whose feature flags are read (its instance is the one read). */
  readonly environment: IEnvironment;
  /**
   * Only the flags of any of these collections (of the environment's instance).
   * @default - the flags of every collection, and those of none
   */
  readonly collections?: ICollection[];
  /**
   * Only the flags that target any of these segments (of the environment's instance).
   * @default - no filter by segment
   */
  readonly segments?: ISegment[];
  /**
   * Only the flags with any of these tags (a tag has no comma: the API takes them comma-separated).
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
}

/**
 * The feature flags of an environment, read through the `ibm_app_config_features` data source,
 * optionally filtered by collection, segment and tag; their ids as a list known at apply.
 * Without `limit` the data source reads every flag (from `offset`); with `limit` it reads one page.
 *
 * ```ts
 * const flags = new FeatureListLookup(this, 'ProdFlags', { environment: prod, collections: [checkout] });
 * new TerraformOutput(this, 'flags', { value: flags.featureIds });
 * ```
 *
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/data-sources/app_config_features
 */
export class FeatureListLookup extends Construct implements IFeatureList {
  /** The underlying data source. */
  public readonly dataSource: DataIbmAppConfigFeatures;
  /** The instance read. */
  public readonly instance: IAppConfiguration;
  /** The id of the environment read. */
  public readonly environmentId: string;
  /** The ids of the feature flags read (known at apply). */
  public readonly featureIds: string[];

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param props the environment, the filters and the page
   */
  constructor(scope: Construct, id: string, props: FeatureListLookupProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'FeatureListLookupProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    const environment = environmentOf(p, 'environment', props.environment);
    const collections = filterIdsOf(p, 'collections', props.collections, environment?.instance);
    const segments = filterIdsOf(p, 'segments', props.segments, environment?.instance);
    const tags = tagsOf(p, props.tags);
    const page = pageOf(this, p, props);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = environment!.instance;
    this.environmentId = environment!.environmentId;
    this.dataSource = new DataIbmAppConfigFeatures(this, 'Default', {
      provider: this.instance.provider,
      guid: this.instance.guid,
      environmentId: this.environmentId,
      collections,
      segments,
      tags: literalText(tags),
      ...page,
    });
    readAfter(this.dataSource, [environment, ...(props.collections ?? []), ...(props.segments ?? [])]);
    this.featureIds = Token.asList(propertyAccess(this.dataSource.features, ['*', 'feature_id']));
  }
}
