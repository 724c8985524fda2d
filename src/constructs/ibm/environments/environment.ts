import { EnvironmentBase } from './environment-base';
import type { EnvironmentAttributes } from './environment-ref';
import { ImportedEnvironment } from './private/imported-environment';
import { Construct, literalText, Problems, throwIfProblems, validateAtSynth } from '../../../core/l2/index';
import { IbmAppConfigEnvironment } from '../../../generated/ibm/app-config-environment/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { duplicateOf, registerId } from '../private/app-ids';
import { addCreateOnlyCheck, CreateOnlyInput, ignoredAttributes } from '../private/create-only';
import { OPTIONS } from '../private/option-keys.generated';
import { apiIdOf, nameOf, colorOf, tagsOf } from '../private/values';

/** The id of the environment App Configuration makes with every instance. */
const DEFAULT_ENVIRONMENT = 'dev';

/** Why the id is create-only: the provider never updates it (only guid forces a replacement). */
const WHY = 'the provider never updates the id of an environment (resource_ibm_app_config_environment.go: resourceEnvironmentUpdate sends the changes of name, tags, color_code and description only; only guid forces a replacement)';

/** Options of an environment, for `AppConfiguration#addEnvironment`. */
export interface EnvironmentOptions {
  /**
   * The environment id (letters, digits, `.`, `-` and `_`): what applications name in the SDK.
   * Create-only: the provider never updates it (only the instance's guid forces a replacement, and
   * its Update does not send it), so a change later plans on every run without taking effect;
   * replace the resource instead (`terraform apply -replace=<address>`).
   * @default - the construct id
   */
  readonly environmentId?: string;
  /**
   * The environment name. Literal text: it reaches the provider as written.
   * @default - the environment id
   */
  readonly name?: string;
  /**
   * The colour the console shows it in, as `#RRGGBB`.
   * @default - the console's
   */
  readonly color?: string;
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

/** Properties of an environment. */
export interface EnvironmentProps extends EnvironmentOptions {
  /** The App Configuration instance. */
  readonly instance: IAppConfiguration;
}

/**
 * An environment of an App Configuration instance (`ibm_app_config_environment`): a set of values
 * for the instance's flags and properties (every flag and property exists in every environment;
 * their values are per environment).
 *
 * ```ts
 * const prod = appConfig.addEnvironment('prod', { color: '#FDD13A' });
 * prod.booleanFlag('dark-mode', { enabled: true });
 * ```
 *
 * @resource ibm_app_config_environment
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/resources/app_config_environment
 */
export class Environment extends EnvironmentBase {
  /**
   * Refers to an existing environment of an instance by its id, without reading IBM Cloud; flags
   * and properties can be made in it.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the instance and the environment id
   */
  public static fromEnvironmentAttributes(scope: Construct, id: string, attrs: EnvironmentAttributes): EnvironmentBase {
    OPTIONS.props(scope, attrs, 'EnvironmentAttributes');
    const p = new Problems();
    p.required(attrs, ['instance', 'environmentId'], { instance: 'the App Configuration instance', environmentId: "the environment id, e.g. 'staging'" });
    apiIdOf(p, 'environmentId', attrs.environmentId, 'the environment id', 'staging');
    throwIfProblems(scope, p);
    return new ImportedEnvironment(scope, id, attrs.instance, attrs.environmentId);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IbmAppConfigEnvironment;
  /** The instance the environment belongs to. */
  public readonly instance: IAppConfiguration;
  /** The environment id (not the resource's `<guid>/<id>` id). */
  public readonly environmentId: string;

  constructor(scope: Construct, id: string, props: EnvironmentProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'EnvironmentProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    p.required(props, ['instance'], { instance: 'the App Configuration instance' });
    const environmentId = apiIdOf(p, 'environmentId', props.environmentId ?? id, 'the environment id', 'prod');
    const name = nameOf(p, props.name ?? environmentId ?? id, 'the environment name', 'Production');
    if (environmentId === DEFAULT_ENVIRONMENT) {
      p.add('environmentId', `is '${DEFAULT_ENVIRONMENT}', the environment every instance has from its creation: the API refuses a second environment with its id.`, {
        id: 'ibm:default-environment',
        received: environmentId,
        allowed: `an environment id other than '${DEFAULT_ENVIRONMENT}'`,
        fix: `use appConfig.defaultEnvironment for '${DEFAULT_ENVIRONMENT}' (flags and properties can be made in it), or give this environment another id.`,
      });
    }
    const color = colorOf(p, 'color', props.color);
    p.strings(props, { description: 'a description' });
    const tags = tagsOf(p, 'tags', props.tags);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = props.instance;
    this.environmentId = environmentId!;
    const createOnly: CreateOnlyInput[] = [{ prop: 'environmentId', attribute: 'environment_id', value: environmentId! }];
    this.resource = new IbmAppConfigEnvironment(this, 'Default', {
      provider: props.instance.provider,
      guid: props.instance.guid,
      environmentId: environmentId!,
      name: literalText(name!),
      ...(color !== undefined ? { colorCode: color } : {}),
      ...(props.description !== undefined && props.description !== null ? { description: literalText(props.description) } : {}),
      ...(tags !== undefined ? { tags: literalText(tags) } : {}),
      lifecycle: { ignoreChanges: ignoredAttributes(createOnly) },
    });
    addCreateOnlyCheck(this.node.path, this.resource, createOnly, WHY);
    registerId({ scope: this, instance: props.instance, kind: 'environment', id: environmentId!, field: 'environmentId' });
    validateAtSynth(this, () => duplicateOf(this), this.resource);
  }
}
