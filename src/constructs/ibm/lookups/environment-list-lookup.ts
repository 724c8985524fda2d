import type { IEnvironmentList } from './environment-list-ref';
import { instanceOf, pageOf, tagsOf } from './private/lookup-values';
import { Construct, literalText, Problems, propertyAccess, throwIfProblems, Token } from '../../../core/l2/index';
import { DataIbmAppConfigEnvironments } from '../../../generated/ibm/data-app-config-environments/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** Properties of `EnvironmentListLookup`. */
export interface EnvironmentListLookupProps {
  /** The instance whose environments are read. */
  readonly instance: IAppConfiguration;
  /**
   * Only the environments with any of these tags (a tag has no comma: the API takes them
   * comma-separated). Literal text: it reaches the provider as written (`${` and `%{` included);
   * pass a reference as a token, e.g. a variable's `stringValue`.
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
 * The environments of an App Configuration instance, read through the
 * `ibm_app_config_environments` data source, optionally filtered by tag; their ids as a list known
 * at apply. Without `limit` the data source reads every environment (from `offset`); with `limit`
 * it reads one page.
 *
 * ```ts
 * const environments = new EnvironmentListLookup(this, 'Environments', { instance: appConfig, tags: ['production'] });
 * ```
 *
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/data-sources/app_config_environments
 */
export class EnvironmentListLookup extends Construct implements IEnvironmentList {
  /** The underlying data source. */
  public readonly dataSource: DataIbmAppConfigEnvironments;
  /** The instance read. */
  public readonly instance: IAppConfiguration;
  /** The ids of the environments read (known at apply). */
  public readonly environmentIds: string[];

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param props the instance, the tag filter and the page
   */
  constructor(scope: Construct, id: string, props: EnvironmentListLookupProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'EnvironmentListLookupProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    const instance = instanceOf(p, 'instance', props.instance);
    const tags = tagsOf(p, props.tags);
    const page = pageOf(this, p, props);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = instance!;
    this.dataSource = new DataIbmAppConfigEnvironments(this, 'Default', {
      provider: this.instance.provider, guid: this.instance.guid, tags: literalText(tags), ...page,
    });
    this.environmentIds = Token.asList(propertyAccess(this.dataSource.environments, ['*', 'environment_id']));
  }
}
