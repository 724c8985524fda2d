import { AppConfigurationPlan, IAppConfiguration } from './app-configuration-ref';
import { providerFor } from './private/instance-provider';
import {
  Construct, isKnown, memberOf, Problems, throwIfProblems, validateAtSynth, ValidationProblem,
} from '../../../core/l2/index';
import type { IbmProvider } from '../../../generated/ibm/provider/index';
import { Collection, CollectionOptions } from '../collections/collection';
import { Environment, EnvironmentOptions } from '../environments/environment';
import type { EnvironmentBase } from '../environments/environment-base';
import { ImportedEnvironment } from '../environments/private/imported-environment';
import { EventNotificationsIntegration, EventNotificationsIntegrationOptions } from '../integrations/event-notifications-integration';
import { GitSync, GitSyncOptions } from '../integrations/git-sync';
import { KmsIntegration, KmsIntegrationOptions } from '../integrations/kms-integration';
import { objectsOf } from '../private/app-ids';
import { OPTIONS } from '../private/option-keys.generated';
import { apiIdOf, optionsObject } from '../private/values';
import { Segment, SegmentOptions } from '../segments/segment';

/** Where an App Configuration instance is, for `AppConfiguration.fromGuid`. */
export interface AppConfigurationProps {
  /** The guid of the instance (from its service credentials, or `ibm_resource_instance.guid`). */
  readonly guid: string;
  /** The region of the instance, e.g. `us-south`. */
  readonly region: string;
  /**
   * The pricing plan: when given, what the plan does not offer is refused (more than one collection
   * on Lite; Git sync and the integrations other than on Enterprise).
   * @default - not judged
   */
  readonly plan?: AppConfigurationPlan;
  /**
   * The provider configuration to reach the instance through; its region must be the instance's.
   * @default - the stack's default `ibm` configuration when its region is the instance's, else an aliased configuration for the region (`app-configuration-<region>`), made once per stack with the default configuration's other arguments
   */
  readonly provider?: IbmProvider;
}

/** The collections a Lite instance takes. */
const LITE_COLLECTIONS = 1;

/**
 * An IBM Cloud App Configuration instance that exists (this library does not create service
 * instances): what every environment, collection, segment, flag and property hangs from. All of
 * them use one provider configuration, whose region is the instance's: the provider reaches the
 * instance at `https://<the provider's region>.apprapp.cloud.ibm.com`.
 *
 * ```ts
 * const appConfig = AppConfiguration.fromGuid(this, 'AppConfig', { guid: '<guid>', region: 'us-south' });
 * const prod = appConfig.addEnvironment('prod', { color: '#FDD13A' });
 * const checkout = appConfig.addCollection('checkout');
 * const beta = appConfig.addSegment('beta-users', { rules: [SegmentRule.attribute('email').endsWith('@example.com')] });
 * prod.booleanFlag('dark-mode', { enabled: true, collections: [checkout] }).target([beta], { value: true });
 * ```
 *
 * @existing
 */
export class AppConfiguration extends Construct implements IAppConfiguration {
  /**
   * Refers to an existing instance by its guid and region.
   * @param scope the scope
   * @param id a scoped id
   * @param props the guid, the region, and optionally the plan and the provider configuration
   */
  public static fromGuid(scope: Construct, id: string, props: AppConfigurationProps): AppConfiguration {
    return new AppConfiguration(scope, id, props);
  }

  /** The guid of the instance. */
  public readonly guid: string;
  /** The region of the instance. */
  public readonly region: string;
  /** The pricing plan, when given. */
  public readonly plan?: AppConfigurationPlan;
  /** The provider configuration its resources use (undefined: the stack's default). */
  public readonly provider?: IbmProvider;
  private defaultEnv?: EnvironmentBase;

  private constructor(scope: Construct, id: string, props: AppConfigurationProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'AppConfigurationProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = new Problems();
    p.requiredStrings(props, ['guid', 'region'], { guid: 'the guid of the instance', region: "the region of the instance, e.g. 'us-south'" });
    if (typeof props.guid === 'string' && isKnown(props.guid) && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(props.guid)) {
      p.add('guid', props.guid.startsWith('crn:') ? 'is a CRN, not the guid of the instance.' : 'is not a guid.', {
        id: 'ibm:instance-guid',
        received: props.guid,
        allowed: 'the guid of the instance, e.g. 36401ffc-6280-459a-ba98-456aba10d0c7',
        fix: props.guid.startsWith('crn:') ? `write guid: '${props.guid.split(':')[7] ?? '<guid>'}' (the CRN's instance part).` : 'copy the guid from the instance\'s service credentials, or pass ibm_resource_instance.guid.',
      });
    }
    if (typeof props.region === 'string' && isKnown(props.region) && !/^[a-z]{2}-[a-z]+(-[a-z0-9]+)?$/.test(props.region)) {
      p.add('region', 'is not an IBM Cloud region.', { id: 'ibm:region', received: props.region, allowed: "a region such as 'us-south', 'eu-gb' or 'jp-tok'", fix: "write the instance's region, e.g. region: 'us-south'." });
    }
    const plan = memberOf(p, 'plan', props.plan, { values: AppConfigurationPlan, enumName: 'AppConfigurationPlan' }, { refuseTokens: true });
    const provider = p.length ? undefined : providerFor(this, props.region, props.provider, p);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.guid = props.guid;
    this.region = props.region;
    this.plan = plan;
    this.provider = provider;
    validateAtSynth(this, () => this.planProblems());
  }

  /**
   * The environment every instance has from its creation (`dev`), referred to without being
   * created (child `DefaultEnvironment`).
   */
  public get defaultEnvironment(): EnvironmentBase {
    this.defaultEnv ??= new ImportedEnvironment(this, 'DefaultEnvironment', this, 'dev');
    return this.defaultEnv;
  }

  /**
   * An environment of the instance made outside this app, referred to by its id (nothing is read
   * from IBM Cloud); flags and properties can be made in it.
   * @param id a scoped id
   * @param environmentId the environment id, e.g. `staging`
   */
  public environmentFromId(id: string, environmentId: string): EnvironmentBase {
    const p = new Problems();
    p.required({ environmentId }, ['environmentId'], { environmentId: "the environment id, e.g. 'staging'" });
    apiIdOf(p, 'environmentId', environmentId, 'the environment id', 'staging');
    throwIfProblems(this, p);
    return new ImportedEnvironment(this, id, this, environmentId);
  }

  /**
   * An environment of the instance (child `id`; `ibm_app_config_environment`).
   * @param id the construct id (and the environment id, unless `environmentId` is given)
   * @param options the name, colour, description and tags
   */
  public addEnvironment(id: string, options: EnvironmentOptions = {}): Environment {
    return new Environment(this, id, { ...this.optionsOf(options, 'addEnvironment(\'prod\', { color: \'#FDD13A\' })'), instance: this });
  }

  /**
   * A collection of the instance (child `id`; `ibm_app_config_collection`).
   * @param id the construct id (and the collection id, unless `collectionId` is given)
   * @param options the name, description and tags
   */
  public addCollection(id: string, options: CollectionOptions = {}): Collection {
    return new Collection(this, id, { ...this.optionsOf(options, 'addCollection(\'checkout\', { name: \'Checkout\' })'), instance: this });
  }

  /**
   * A segment of the instance (child `id`; `ibm_app_config_segment`).
   * @param id the construct id (and the segment id, unless `segmentId` is given)
   * @param options the rules (all must match), name, description and tags
   */
  public addSegment(id: string, options: SegmentOptions): Segment {
    return new Segment(this, id, { ...this.optionsOf(options, 'addSegment(\'beta-users\', { rules: [...] })'), instance: this });
  }

  /**
   * Writes a collection's flags and properties of one environment to a file in a GitHub repository
   * (child `id`; `ibm_app_config_snapshot`, Enterprise plan). The token is a secret.
   * @param id a scoped id
   * @param options the collection, the environment, the repository, branch and file, the token
   */
  public syncToGit(id: string, options: GitSyncOptions): GitSync {
    return new GitSync(this, id, { ...this.optionsOf(options, 'syncToGit(\'Sync\', { collection, environment, ... })'), instance: this });
  }

  /**
   * Encrypts the instance's data with a root key of Key Protect or Hyper Protect Crypto Services
   * (child `id`; `ibm_app_config_integration_kms`, Enterprise plan; its inputs are create-only).
   * @param id a scoped id
   * @param options the integration id, the key service's CRN and endpoint, the root key
   */
  public addKmsIntegration(id: string, options: KmsIntegrationOptions): KmsIntegration {
    return new KmsIntegration(this, id, { ...this.optionsOf(options, 'addKmsIntegration(\'Kms\', { integrationId, ... })'), instance: this });
  }

  /**
   * Sends the instance's events to Event Notifications (child `id`;
   * `ibm_app_config_integration_en`, Enterprise plan; its inputs are create-only).
   * @param id a scoped id
   * @param options the integration id, the Event Notifications instance's CRN and endpoint, the source name
   */
  public addEventNotificationsIntegration(id: string, options: EventNotificationsIntegrationOptions): EventNotificationsIntegration {
    return new EventNotificationsIntegration(this, id, { ...this.optionsOf(options, 'addEventNotificationsIntegration(\'En\', { integrationId, ... })'), instance: this });
  }

  /** The options object of a method's call, spread into props; anything else is refused, naming the call. */
  private optionsOf<T extends object>(options: T, call: string): T {
    optionsObject(this, options, call);
    return options;
  }

  /** What the plan refuses, once every collection is made. */
  private planProblems(): ValidationProblem[] {
    if (this.plan !== AppConfigurationPlan.LITE) return [];
    const made = objectsOf(this, 'collection', this);
    if (made.length <= LITE_COLLECTIONS) return [];
    return [{
      id: 'ibm:lite-plan-collections',
      field: 'plan',
      problem: `is AppConfigurationPlan.LITE, which takes ${LITE_COLLECTIONS} collection, and the instance has ${made.length} (${made.map((c) => c.node.path).join(', ')}).`,
      received: `${made.length} collections`,
      allowed: `at most ${LITE_COLLECTIONS} collection on the Lite plan`,
      fix: 'keep one collection (flags and properties of several applications can share it), or move the instance to a paid plan and set plan accordingly.',
    }];
  }
}
