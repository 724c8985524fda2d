import type { FeatureFlagAttributes, IFeatureFlag } from './feature-flag-ref';
import type { IResolvable } from '../../../core/l2/index';
import {
  answeredByOwner, appendInput, Construct, dependOn, describedAs, isKnown,
  literalText, Problems, throwIfProblems, Tokenization, validateAtSynth, warn,
} from '../../../core/l2/index';
import { IbmAppConfigFeature } from '../../../generated/ibm/app-config-feature/index';
import type { ICollection } from '../collections/collection-ref';
import type { IEnvironment } from '../environments/environment-ref';
import { AppConfigurationPlan, IAppConfiguration } from '../instance/app-configuration-ref';
import { duplicateOf, registerId } from '../private/app-ids';
import { OPTIONS } from '../private/option-keys.generated';
import { collectionRefsOf, renderRules, segmentIdsOf, TargetRule } from '../private/targeting';
import { apiIdOf, nameOf, optionsObject, renderValue, rolloutOf, tagsOf, ValueFormat, ValueType, warnNumericDrift } from '../private/values';
import type { ISegment } from '../segments/segment-ref';

/** The format of a string flag's or property's values. */
export enum StringFormat {
  /** Plain text (a string). */
  TEXT = 'TEXT',
  /** A JSON object (an object in TypeScript, serialised with its keys sorted). */
  JSON = 'JSON',
  /** A YAML mapping (an object in TypeScript, serialised with its keys sorted). */
  YAML = 'YAML',
}

/** What every flag takes. */
export interface FlagOptions {
  /**
   * The feature id (letters, digits, `.`, `-` and `_`): what applications name in the SDK.
   * Create-only: the provider never updates it (only the instance's guid forces a replacement, and
   * its Update does not send it), so a change later plans on every run without taking effect;
   * replace the resource instead (`terraform apply -replace=<address>`).
   * @default - the construct id
   */
  readonly flagId?: string;
  /**
   * The feature name. Literal text: it reaches the provider as written.
   * @default - the flag id
   */
  readonly name?: string;
  /**
   * Whether the flag is on in this environment (the SDK then serves the enabled value, or a
   * targeting rule's). It is always rendered: a toggle made in the console is undone by the next
   * apply, so toggle in code (or override `resource` with `lifecycle.ignore_changes` on `enabled`).
   * @default false
   */
  readonly enabled?: boolean | IResolvable;
  /**
   * The share of entities, in percent, that get the enabled value when no targeting rule matches.
   * @default 100
   */
  readonly rollout?: number;
  /**
   * The collections the flag belongs to: applications read the flags of a collection.
   * Taking a collection out of this list later does not take the flag out of it: the provider sends
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

/** Options of a boolean flag. */
export interface BooleanFlagOptions extends FlagOptions {
  /** The value when the flag is on. @default true */
  readonly enabledValue?: boolean;
  /** The value when the flag is off. @default false */
  readonly disabledValue?: boolean;
}

/** Options of a numeric flag (whole numbers, as the API takes them). */
export interface NumericFlagOptions extends FlagOptions {
  /** The value when the flag is on (a whole number). */
  readonly enabledValue: number;
  /** The value when the flag is off (a whole number). */
  readonly disabledValue: number;
}

/** Options of a string flag. */
export interface StringFlagOptions extends FlagOptions {
  /**
   * The format of its values: TEXT takes strings, JSON and YAML take objects.
   * Create-only, as the flag's type is: the provider's Update sends neither.
   * @default StringFormat.TEXT
   */
  readonly format?: StringFormat;
  /** The value when the flag is on: a string for TEXT (literal text), an object for JSON and YAML. */
  readonly enabledValue: any;
  /** The value when the flag is off: a string for TEXT (literal text), an object for JSON and YAML. */
  readonly disabledValue: any;
}

/** Options of a targeting rule of a flag. */
export interface FlagTargetingOptions {
  /**
   * The value the segments get: of the flag's type. `FeatureFlag.INHERIT` (a string flag of
   * format TEXT only) serves the environment's value.
   * @default - the flag's enabled value
   */
  readonly value?: any;
  /**
   * The share of the segments' entities, in percent, that get the value.
   * @default 100
   */
  readonly rollout?: number;
}

/** What a flag factory passes to `FeatureFlag._create`. */
interface FlagSpec {
  readonly type: ValueType;
  readonly format?: ValueFormat;
  readonly struct: 'BooleanFlagOptions' | 'NumericFlagOptions' | 'StringFlagOptions';
  readonly method: string;
  readonly options: FlagOptions & { readonly enabledValue?: unknown; readonly disabledValue?: unknown; readonly format?: unknown };
}

const INHERIT = '$default';

/**
 * A feature flag of an App Configuration instance, with its values in one environment
 * (`ibm_app_config_feature`). Made by an environment's `booleanFlag`, `numericFlag` and
 * `stringFlag`; its values are native values of its type, which the construct renders as the
 * provider's strings.
 *
 * Its id, type and format are create-only: the provider never updates them (`flagId`).
 *
 * A flag exists in every environment of its instance (only its values are per environment), and
 * the provider creates it with the first resource that names its id: a second flag with the same
 * id, in any environment, is refused until the provider's handling of one flag in several
 * environments is verified.
 *
 * ```ts
 * const darkMode = prod.booleanFlag('dark-mode', { enabled: true, collections: [checkout] });
 * darkMode.target([beta], { value: true, rollout: 50 });
 * ```
 *
 * @resource ibm_app_config_feature
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/resources/app_config_feature
 */
export class FeatureFlag extends Construct implements IFeatureFlag {
  /**
   * The value of a targeting rule that serves the environment's value (`$default`): for string
   * flags of format TEXT only, since the provider converts every other value to the flag's type
   * before it sends it.
   */
  public static readonly INHERIT: string = INHERIT;

  /**
   * Refers to an existing feature flag by its id and environment, without reading IBM Cloud.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the environment and the feature id
   */
  public static fromFeatureFlagAttributes(scope: Construct, id: string, attrs: FeatureFlagAttributes): IFeatureFlag {
    return new ImportedFeatureFlag(scope, id, attrs);
  }

  /** @internal */
  public static _create(scope: Construct, environment: IEnvironment, id: string, spec: FlagSpec): FeatureFlag {
    return new FeatureFlag(scope, environment, id, spec);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IbmAppConfigFeature;
  /** The environment whose values the flag sets. */
  public readonly environment: IEnvironment;
  /** The instance the flag belongs to. */
  public readonly instance: IAppConfiguration;
  /** The feature id. */
  public readonly flagId: string;
  /** The flag's type: `BOOLEAN`, `NUMERIC` or `STRING`. */
  public readonly type: string;
  /** The format of a string flag (`TEXT`, `JSON`, `YAML`). */
  public readonly format?: string;
  private readonly enabledValue: string;
  private readonly rules: TargetRule[] = [];

  private constructor(scope: Construct, environment: IEnvironment, id: string, spec: FlagSpec) {
    super(scope, id);
    const o = spec.options;
    try {
      optionsObject(this, o, `${spec.method}('${id}', { ... })`);
      OPTIONS.props(this, o, spec.struct);
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    const instance = environment.instance;
    const flagId = apiIdOf(p, 'flagId', o.flagId ?? id, 'the feature id', 'dark-mode');
    const name = nameOf(p, o.name ?? flagId ?? id, 'the feature name', 'Dark mode');
    p.strings(o, { description: 'a description' });
    const tags = tagsOf(p, 'tags', o.tags);
    if (o.enabled !== undefined && o.enabled !== null && typeof o.enabled !== 'boolean' && !Tokenization.isResolvable(o.enabled)) {
      p.add('enabled', 'expected a boolean.', { id: 'l2:expected-boolean', received: o.enabled, allowed: 'true or false', fix: 'write enabled: true or enabled: false.' });
    }
    const rollout = rolloutOf(p, 'rollout', o.rollout);
    rolloutOnPlan(this, instance, 'rollout', rollout);
    const collections = collectionRefsOf(p, 'collections', o.collections, instance);
    const format = spec.type === 'STRING' ? formatOf(p, o.format) : undefined;
    const kind = 'flag';
    // With a format that is none, the values are not judged: the format's problem is the one to fix.
    const judged = spec.type !== 'STRING' || format !== undefined;
    const enabledValue = !judged ? '' : spec.type === 'BOOLEAN' && (o.enabledValue === undefined || o.enabledValue === null) ? 'true'
      : renderValue(p, 'enabledValue', o.enabledValue, spec.type, format, kind);
    const disabledValue = !judged ? '' : spec.type === 'BOOLEAN' && (o.disabledValue === undefined || o.disabledValue === null) ? 'false'
      : renderValue(p, 'disabledValue', o.disabledValue, spec.type, format, kind);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.environment = environment;
    this.instance = instance;
    this.flagId = flagId!;
    this.type = spec.type;
    this.format = format;
    this.enabledValue = enabledValue!;
    this.resource = new IbmAppConfigFeature(this, 'Default', {
      provider: instance.provider,
      guid: instance.guid,
      environmentId: environment.environmentId,
      featureId: flagId!,
      name: literalText(name!),
      type: spec.type,
      ...(format !== undefined ? { format } : {}),
      enabledValue: literalText(enabledValue!),
      disabledValue: literalText(disabledValue!),
      enabled: o.enabled ?? false,
      rolloutPercentage: rollout ?? 100,
      ...(collections !== undefined ? { collections } : {}),
      ...(o.description !== undefined && o.description !== null ? { description: literalText(o.description) } : {}),
      ...(tags !== undefined ? { tags: literalText(tags) } : {}),
    });
    if (spec.type === 'NUMERIC') {
      warnNumericDrift(this, 'enabledValue', o.enabledValue);
      warnNumericDrift(this, 'disabledValue', o.disabledValue);
    }
    dependOn(this.resource, environment);
    (o.collections ?? []).forEach((c) => dependOn(this.resource, c));
    // The L1's rule says the same in the L1's words; here it is said in the options' words.
    answeredByOwner(this.resource, ['rule:ibm_app_config_feature/enabled-in-a-collection']);
    if (o.enabled === true && (collections === undefined || collections.length === 0)) {
      warn(this, 'ibm:flag-without-collection', `enabled: flag '${flagId}' is on but in no collection: the App Configuration SDKs read the flags of one collection, so it is served to no application. Add collections: [collection], e.g. appConfig.addCollection('checkout'), or acknowledge this warning.`);
    }
    registerId({ scope: this, instance, kind: 'feature flag', id: flagId!, field: 'flagId', environmentId: environment.environmentId });
    validateAtSynth(this, () => duplicateOf(this), this.resource);
  }

  /**
   * Serves a value to the entities of segments: a targeting rule, evaluated after the rules added
   * before it (the construct numbers them 1..N in call order; the first that matches is served).
   * @param segments the segments (an entity of any of them matches), of the flag's instance
   * @param options the value (of the flag's type; the enabled value by default) and the rollout
   */
  public target(segments: ISegment[], options: FlagTargetingOptions = {}): FeatureFlag {
    const p = new Problems();
    const field = 'target(segments)';
    const ids = segmentIdsOf(p, field, segments, this.instance);
    if (options !== null && typeof options === 'object') OPTIONS.check(p, options, 'FlagTargetingOptions', 'options');
    else p.add('options', 'expected an object.', { id: 'l2:expected-object', received: options, allowed: 'the options, e.g. { value: true, rollout: 50 }', fix: 'pass { value, rollout }, or nothing.' });
    const o: FlagTargetingOptions = options !== null && typeof options === 'object' ? options : {};
    const rollout = rolloutOf(p, 'options.rollout', o.rollout);
    rolloutOnPlan(this, this.instance, 'options.rollout', rollout);
    let value: string | undefined = this.enabledValue;
    if (o.value === INHERIT) {
      if (this.type !== 'STRING' || this.format !== 'TEXT') {
        p.add('options.value', `is FeatureFlag.INHERIT, which the provider can send for a string flag of format TEXT only: it converts a ${this.type === 'STRING' ? `${this.format}` : this.type.toLowerCase()} value before it sends it, and '$default' does not convert.`, {
          id: 'ibm:inherit-value', received: o.value, allowed: `a value of the flag's type (${this.type}${this.format ? `, ${this.format}` : ''})`, fix: 'write the value the segments get, e.g. the environment\'s enabled value.',
        });
        value = undefined;
      } else {
        value = INHERIT;
      }
    } else if (o.value !== undefined && o.value !== null) {
      value = renderValue(p, 'options.value', o.value, this.type as ValueType, this.format as ValueFormat | undefined, 'flag');
    }
    throwIfProblems(this, p);
    if (this.type === 'NUMERIC') warnNumericDrift(this, 'options.value', o.value);
    segments.forEach((s) => dependOn(this.resource, s));
    this.rules.push({ segments: ids!, value: value!, rollout });
    const [rule] = renderRules([this.rules[this.rules.length - 1]], true, this.rules.length);
    appendInput(this.resource, 'segmentRules', { ...rule, value: literalText(rule.value) });
    return this;
  }
}

/** A string flag's format: a StringFormat, TEXT when unset. */
function formatOf(p: Problems, v: unknown): ValueFormat | undefined {
  if (v === undefined || v === null) return 'TEXT';
  if (v === 'TEXT' || v === 'JSON' || v === 'YAML') return v;
  p.add('format', 'is not a StringFormat.', {
    id: 'l2:not-a-member', received: v, allowed: 'StringFormat.TEXT, JSON or YAML', fix: typeof v === 'string' && ['text', 'json', 'yaml'].includes(v.toLowerCase()) ? `use StringFormat.${v.toUpperCase()}.` : 'use StringFormat.TEXT, StringFormat.JSON or StringFormat.YAML.',
  });
  return undefined;
}

/** An existing feature flag known by its id (nothing is read from IBM Cloud). */
class ImportedFeatureFlag extends Construct implements IFeatureFlag {
  public readonly instance: IAppConfiguration;
  public readonly environment: IEnvironment;
  public readonly flagId: string;

  constructor(scope: Construct, id: string, attrs: FeatureFlagAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'FeatureFlagAttributes');
    const p = new Problems();
    p.required(attrs, ['environment', 'flagId'], { environment: 'the environment, e.g. appConfig.defaultEnvironment', flagId: "the feature id, e.g. 'dark-mode'" });
    apiIdOf(p, 'flagId', attrs.flagId, 'the feature id', 'dark-mode');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.environment = attrs.environment;
    this.instance = attrs.environment.instance;
    this.flagId = attrs.flagId;
  }
}
describedAs(ImportedFeatureFlag, 'IFeatureFlag');

/**
 * Warns of a rollout other than 100 on an instance of a plan that does not offer rollouts (the
 * API reference: "Supported only for Lite and Enterprise plans").
 */
function rolloutOnPlan(scope: Construct, instance: IAppConfiguration, field: string, rollout: number | undefined): void {
  if (rollout === undefined || rollout === 100 || !isKnown(rollout)) return;
  if (instance.plan !== AppConfigurationPlan.STANDARD && instance.plan !== AppConfigurationPlan.BASIC) return;
  warn(scope, 'ibm:rollout-plan', `${field}: ${rollout}% on an instance of plan ${instance.plan}: the App Configuration API offers rollout percentages on the Lite and Enterprise plans only. `
    + 'Target the entities by a segment instead, or leave the rollout at 100.');
}
