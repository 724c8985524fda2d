import type { CollectionAttributes, ICollection } from './collection-ref';
import { Construct, describedAs, literalText, Problems, throwIfProblems, validateAtSynth } from '../../../core/l2/index';
import { IbmAppConfigCollection } from '../../../generated/ibm/app-config-collection/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { duplicateOf, registerId } from '../private/app-ids';
import { addCreateOnlyCheck, CreateOnlyInput, ignoredAttributes } from '../private/create-only';
import { OPTIONS } from '../private/option-keys.generated';
import { apiIdOf, nameOf, tagsOf } from '../private/values';

/** Why the id is create-only: the provider never updates it (only guid forces a replacement). */
const WHY = 'the provider never updates the id of a collection (resource_ibm_app_config_collection.go: resourceIbmIbmAppConfigCollectionUpdate sends the changes of name, description and tags only; only guid forces a replacement)';

/** Options of a collection, for `AppConfiguration#addCollection`. */
export interface CollectionOptions {
  /**
   * The collection id (letters, digits, `.`, `-` and `_`): what applications name in the SDK.
   * Create-only: the provider never updates it (only the instance's guid forces a replacement, and
   * its Update does not send it), so a change later plans on every run without taking effect;
   * replace the resource instead (`terraform apply -replace=<address>`).
   * @default - the construct id
   */
  readonly collectionId?: string;
  /**
   * The collection name. Literal text: it reaches the provider as written.
   * @default - the collection id
   */
  readonly name?: string;
  /**
   * A description. Literal text: it reaches the provider as written (`${` and `%{` included).
   * @default - none
   */
  readonly description?: string;
  /**
   * Tags (each without a comma; the API takes them joined by commas).
   * @default - none
   */
  readonly tags?: string[];
}

/** Properties of a collection. */
export interface CollectionProps extends CollectionOptions {
  /** The App Configuration instance. */
  readonly instance: IAppConfiguration;
}

/**
 * A collection of an App Configuration instance (`ibm_app_config_collection`): the flags and
 * properties an application reads, usually one collection per application. Flags and properties
 * join collections by their `collections` option.
 *
 * ```ts
 * const checkout = appConfig.addCollection('checkout');
 * ```
 *
 * @resource ibm_app_config_collection
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/resources/app_config_collection
 */
export class Collection extends Construct implements ICollection {
  /**
   * Refers to an existing collection of an instance by its id, without reading IBM Cloud.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the instance and the collection id
   */
  public static fromCollectionAttributes(scope: Construct, id: string, attrs: CollectionAttributes): ICollection {
    return new ImportedCollection(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IbmAppConfigCollection;
  /** The instance the collection belongs to. */
  public readonly instance: IAppConfiguration;
  /** The collection id (not the resource's `<guid>/<id>` id). */
  public readonly collectionId: string;

  constructor(scope: Construct, id: string, props: CollectionProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'CollectionProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    p.required(props, ['instance'], { instance: 'the App Configuration instance' });
    const collectionId = apiIdOf(p, 'collectionId', props.collectionId ?? id, 'the collection id', 'checkout');
    const name = nameOf(p, props.name ?? collectionId ?? id, 'the collection name', 'Checkout');
    p.strings(props, { description: 'a description' });
    const tags = tagsOf(p, 'tags', props.tags);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = props.instance;
    this.collectionId = collectionId!;
    const createOnly: CreateOnlyInput[] = [{ prop: 'collectionId', attribute: 'collection_id', value: collectionId! }];
    this.resource = new IbmAppConfigCollection(this, 'Default', {
      provider: props.instance.provider,
      guid: props.instance.guid,
      collectionId: collectionId!,
      name: literalText(name!),
      ...(props.description !== undefined && props.description !== null ? { description: literalText(props.description) } : {}),
      ...(tags !== undefined ? { tags: literalText(tags) } : {}),
      lifecycle: { ignoreChanges: ignoredAttributes(createOnly) },
    });
    addCreateOnlyCheck(this.node.path, this.resource, createOnly, WHY);
    registerId({ scope: this, instance: props.instance, kind: 'collection', id: collectionId!, field: 'collectionId' });
    validateAtSynth(this, () => duplicateOf(this));
  }
}

/** An existing collection known by its id (nothing is read from IBM Cloud). */
class ImportedCollection extends Construct implements ICollection {
  public readonly instance: IAppConfiguration;
  public readonly collectionId: string;

  constructor(scope: Construct, id: string, attrs: CollectionAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'CollectionAttributes');
    const p = new Problems();
    p.required(attrs, ['instance'], { instance: 'the App Configuration instance' });
    const v = apiIdOf(p, 'collectionId', attrs.collectionId, 'the collection id', 'checkout');
    if (v === undefined && !p.length) p.required(attrs, ['collectionId'], { collectionId: 'the collection id' });
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.instance = attrs.instance;
    this.collectionId = attrs.collectionId;
  }
}
describedAs(ImportedCollection, 'ICollection');
