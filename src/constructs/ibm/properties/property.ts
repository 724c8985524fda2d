import type { IProperty, PropertyAttributes } from './property-ref';
import { PropertyValue } from './property-value';
import {
  appendInput, BindContext, Construct, dependOn, describedAs, instanceOf, literalText, Problems, throwIfProblems, validateAtSynth,
} from '../../../core/l2/index';
import { IbmAppConfigProperty } from '../../../generated/ibm/app-config-property/index';
import type { ICollection } from '../collections/collection-ref';
import type { IEnvironment } from '../environments/environment-ref';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { duplicateOf, registerId } from '../private/app-ids';
import { OPTIONS } from '../private/option-keys.generated';
import { collectionRefsOf, renderRules, segmentIdsOf, TargetRule } from '../private/targeting';
import { apiIdOf, nameOf, optionsObject, RenderedPropertyValue, tagsOf } from '../private/values';
import type { ISegment } from '../segments/segment-ref';

/** Options of a property, for an environment's `addProperty`. */
export interface PropertyOptions {
  /** The value in this environment; its factory gives the property its type. */
  readonly value: PropertyValue;
  /**
   * The property id (letters, digits, `.`, `-` and `_`): what applications name in the SDK.
   * Create-only: the provider never updates it (only the instance's guid forces a replacement, and
   * its Update does not send it), so a change later plans on every run without taking effect;
   * replace the resource instead (`terraform apply -replace=<address>`).
   * @default - the construct id
   */
  readonly propertyId?: string;
  /**
   * The property name. Literal text: it reaches the provider as written.
   * @default - the property id
   */
  readonly name?: string;
  /**
   * The collections the property belongs to: applications read the properties of a collection.
   * Taking a collection out of this list later does not take the property out of it: the provider sends
   * the collections listed, and the API removes an association only when told (`deleted: true`);
   * remove it in the console, or for one apply through the L1's `collections`.
   * @default - none
   */
  readonly collections?: ICollection[];
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

/** Options of a targeting rule of a property. */
export interface PropertyTargetingOptions {
  /** The value the segments get, of the property's type and format. */
  readonly value: PropertyValue;
}

const IS_VALUE = { name: 'PropertyValue', example: 'PropertyValue.numeric(30)', is: (x: unknown): x is PropertyValue => x instanceof PropertyValue };

/**
 * A property of an App Configuration instance, with its value in one environment
 * (`ibm_app_config_property`). Made by an environment's `addProperty`; its `PropertyValue` gives it
 * its type.
 *
 * A property exists in every environment of its instance (only its values are per environment):
 * a second property with the same id, in any environment, is refused until the provider's
 * handling of one property in several environments is verified.
 *
 * ```ts
 * const timeout = prod.addProperty('checkout-timeout', { value: PropertyValue.numeric(30), collections: [checkout] });
 * timeout.target([beta], { value: PropertyValue.numeric(60) });
 * ```
 *
 * @resource ibm_app_config_property
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/resources/app_config_property
 */
export class Property extends Construct implements IProperty {
  /**
   * Refers to an existing property by its id and environment, without reading IBM Cloud.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the environment and the property id
   */
  public static fromPropertyAttributes(scope: Construct, id: string, attrs: PropertyAttributes): IProperty {
    return new ImportedProperty(scope, id, attrs);
  }

  /** @internal */
  public static _create(scope: Construct, environment: IEnvironment, id: string, options: PropertyOptions): Property {
    return new Property(scope, environment, id, options);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IbmAppConfigProperty;
  /** The environment whose value the property sets. */
  public readonly environment: IEnvironment;
  /** The instance the property belongs to. */
  public readonly instance: IAppConfiguration;
  /** The property id. */
  public readonly propertyId: string;
  /** The property's type: `BOOLEAN`, `NUMERIC`, `STRING` or `SECRETREF`. */
  public readonly type: string;
  /** The format of a STRING property. */
  public readonly format?: string;
  private readonly rules: TargetRule[] = [];

  private constructor(scope: Construct, environment: IEnvironment, id: string, o: PropertyOptions) {
    super(scope, id);
    try {
      optionsObject(this, o, `addProperty('${id}', { value: PropertyValue.numeric(30) })`);
      OPTIONS.props(this, o, 'PropertyOptions');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    const instance = environment.instance;
    p.required(o, ['value'], { value: 'a PropertyValue, e.g. PropertyValue.numeric(30)' });
    const propertyId = apiIdOf(p, 'propertyId', o.propertyId ?? id, 'the property id', 'checkout-timeout');
    const name = nameOf(p, o.name ?? propertyId ?? id, 'the property name', 'Checkout timeout');
    p.strings(o, { description: 'a description' });
    const tags = tagsOf(p, 'tags', o.tags);
    const collections = collectionRefsOf(p, 'collections', o.collections, instance);
    const value = instanceOf(p, 'value', o.value, IS_VALUE)?._bind(new BindContext(this, p), 'value');
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.environment = environment;
    this.instance = instance;
    this.propertyId = propertyId!;
    this.type = value!.type;
    this.format = value!.format;
    this.resource = new IbmAppConfigProperty(this, 'Default', {
      provider: instance.provider,
      guid: instance.guid,
      environmentId: environment.environmentId,
      propertyId: propertyId!,
      name: literalText(name!),
      type: value!.type,
      ...(value!.format !== undefined ? { format: value!.format } : {}),
      value: value!.value,
      ...(collections !== undefined ? { collections } : {}),
      ...(o.description !== undefined && o.description !== null ? { description: literalText(o.description) } : {}),
      ...(tags !== undefined ? { tags: literalText(tags) } : {}),
    });
    dependOn(this.resource, environment);
    (o.collections ?? []).forEach((c) => dependOn(this.resource, c));
    registerId({ scope: this, instance, kind: 'property', id: propertyId!, field: 'propertyId', environmentId: environment.environmentId });
    validateAtSynth(this, () => duplicateOf(this), this.resource);
  }

  /**
   * Serves a value to the entities of segments: a targeting rule, evaluated after the rules added
   * before it (the construct numbers them 1..N in call order; the first that matches is served).
   * @param segments the segments (an entity of any of them matches), of the property's instance
   * @param options the value, of the property's type and format
   */
  public target(segments: ISegment[], options: PropertyTargetingOptions): Property {
    const p = new Problems();
    const ids = segmentIdsOf(p, 'target(segments)', segments, this.instance);
    let value: RenderedPropertyValue | undefined;
    if (options === null || typeof options !== 'object') {
      p.add('options', 'expected an object.', { id: 'l2:expected-object', received: options, allowed: 'the options, e.g. { value: PropertyValue.numeric(60) }', fix: 'pass { value }.' });
    } else {
      OPTIONS.check(p, options, 'PropertyTargetingOptions', 'options');
      p.under('options').required(options, ['value'], { value: 'a PropertyValue of the property\'s type' });
      value = instanceOf(p, 'options.value', options.value, IS_VALUE)?._bind(new BindContext(this, p), 'options.value');
      if (value && (value.type !== this.type || value.format !== this.format)) {
        const of = (t: string, f?: string) => (f ? `${t} (${f})` : t);
        p.add('options.value', `is ${of(value.type, value.format)}, and the property is ${of(this.type, this.format)}: a targeting rule's value has the property's type.`, {
          id: 'ibm:value-type', received: of(value.type, value.format), allowed: `a PropertyValue of type ${of(this.type, this.format)}`, fix: `write the value with the factory the property was made with, e.g. ${example(this.type, this.format)}.`,
        });
      }
    }
    throwIfProblems(this, p);
    segments.forEach((s) => dependOn(this.resource, s));
    this.rules.push({ segments: ids!, value: value!.value });
    const [rule] = renderRules([this.rules[this.rules.length - 1]], false, this.rules.length);
    appendInput(this.resource, 'segmentRules', rule);
    return this;
  }
}

function example(type: string, format?: string): string {
  switch (type) {
    case 'BOOLEAN': return 'PropertyValue.boolean(false)';
    case 'NUMERIC': return 'PropertyValue.numeric(60)';
    case 'SECRETREF': return "PropertyValue.secretRef({ secretsManagerCrn, secretId: '<id>', secretType: 'arbitrary' })";
    default: return format === 'JSON' ? "PropertyValue.json({ theme: 'dark' })" : format === 'YAML' ? "PropertyValue.yaml({ theme: 'dark' })" : "PropertyValue.string('dark')";
  }
}

/** An existing property known by its id (nothing is read from IBM Cloud). */
class ImportedProperty extends Construct implements IProperty {
  public readonly instance: IAppConfiguration;
  public readonly environment: IEnvironment;
  public readonly propertyId: string;

  constructor(scope: Construct, id: string, attrs: PropertyAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'PropertyAttributes');
    const p = new Problems();
    p.required(attrs, ['environment', 'propertyId'], { environment: 'the environment, e.g. appConfig.defaultEnvironment', propertyId: "the property id, e.g. 'checkout-timeout'" });
    apiIdOf(p, 'propertyId', attrs.propertyId, 'the property id', 'checkout-timeout');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.environment = attrs.environment;
    this.instance = attrs.environment.instance;
    this.propertyId = attrs.propertyId;
  }
}
describedAs(ImportedProperty, 'IProperty');
