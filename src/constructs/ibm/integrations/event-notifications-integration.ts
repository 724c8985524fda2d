import type { EventNotificationsIntegrationAttributes, IEventNotificationsIntegration } from './event-notifications-integration-ref';
import { addCreateOnlyCheck, CreateOnlyInput, ignoredAttributes } from '../private/create-only';
import { apiId, instanceOf } from './private/integration-checks';
import { EVENT_NOTIFICATIONS_INTEGRATION_RULES } from './private/integration-rules';
import { checkRules, Construct, describedAs, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { IbmAppConfigIntegrationEn } from '../../../generated/ibm/app-config-integration-en/index';
import type { IAppConfiguration } from '../instance/app-configuration-ref';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Properties of an Event Notifications integration. Every input but the instance is create-only:
 * the provider cannot update the integration, so a change is ignored (and warned of at plan) until
 * the resource is replaced (`terraform apply -replace=ibm_app_config_integration_en.<name>`).
 */
export interface EventNotificationsIntegrationOptions {
  /** The integration id: letters, digits, `.`, `-` and `_`. Create-only. */
  readonly integrationId: string;
  /** The CRN of the Event Notifications instance. Create-only. */
  readonly enInstanceCrn: string;
  /** The endpoint of the Event Notifications instance, e.g. `https://us-south.event-notifications.cloud.ibm.com`. Create-only. */
  readonly enEndpoint: string;
  /**
   * The name of the source the integration creates in the Event Notifications instance. Literal
   * text: it reaches the provider as written (`${` and `%{` included); pass a reference as a
   * token, e.g. a variable's `stringValue`. Create-only.
   */
  readonly sourceName: string;
  /**
   * The description of the source in the Event Notifications instance. Literal text: it reaches
   * the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`. Create-only.
   * @default - none
   */
  readonly description?: string;
}

/** Properties of an Event Notifications integration. */
export interface EventNotificationsIntegrationProps extends EventNotificationsIntegrationOptions {
  /** The App Configuration instance (Enterprise plan: an instance of another given plan is refused). */
  readonly instance: IAppConfiguration;
}

/** Why a change of the integration is ignored, for the check's message. */
const WHY = 'the provider cannot update an Event Notifications integration (resourceIntegrationEnUpdate returns "[ERROR] Update EN Integration is not yet implemented")';

/**
 * The integration of an App Configuration instance with Event Notifications
 * (`ibm_app_config_integration_en`): the instance becomes a source of the Event Notifications
 * instance, which forwards its events (flag toggles, ...) to destinations. Enterprise plan only.
 *
 * The provider cannot update the integration: its Update function is
 * `return flex.FmtErrorf("[ERROR] Update EN Integration is not yet implemented")`, so any change
 * but the instance's guid (which replaces it) would plan an update that fails at apply. This
 * construct makes its inputs create-only: the resource ignores their changes
 * (`lifecycle.ignore_changes`), and a Terraform `check` block (`<construct path in the stack>_create_only`) warns
 * at every plan while the configuration differs from what the integration was created with. To
 * really change an input, replace the integration:
 * `terraform apply -replace=ibm_app_config_integration_en.<name>` (the address the warning names).
 *
 * ```ts
 * new EventNotificationsIntegration(this, 'Events', {
 *   instance: appConfig, integrationId: 'en', enInstanceCrn: eventNotificationsCrn,
 *   enEndpoint: 'https://us-south.event-notifications.cloud.ibm.com', sourceName: 'app-config',
 * });
 * ```
 *
 * @resource ibm_app_config_integration_en
 * @see https://registry.terraform.io/providers/IBM-Cloud/ibm/latest/docs/resources/app_config_integration_en
 */
export class EventNotificationsIntegration extends Construct implements IEventNotificationsIntegration {
  /**
   * Refers to an existing integration by its id, without reading IBM Cloud.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the instance and the integration id
   */
  public static fromEventNotificationsIntegrationAttributes(
    scope: Construct, id: string, attrs: EventNotificationsIntegrationAttributes,
  ): IEventNotificationsIntegration {
    return new ImportedEventNotificationsIntegration(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IbmAppConfigIntegrationEn;
  /** The instance the integration belongs to. */
  public readonly instance: IAppConfiguration;
  /** The integration id. */
  public readonly integrationId: string;

  constructor(scope: Construct, id: string, props: EventNotificationsIntegrationProps) {
    super(scope, id);
    try {
      OPTIONS.props(this, props, 'EventNotificationsIntegrationProps');
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    const p = checkRules(EVENT_NOTIFICATIONS_INTEGRATION_RULES, props);
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.instance = props.instance;
    this.integrationId = props.integrationId;
    const description = props.description === undefined || props.description === null ? undefined : props.description;
    const createOnly: CreateOnlyInput[] = [
      { prop: 'integrationId', attribute: 'integration_id', value: props.integrationId },
      { prop: 'enInstanceCrn', attribute: 'en_instance_crn', value: props.enInstanceCrn },
      { prop: 'enEndpoint', attribute: 'en_endpoint', value: props.enEndpoint },
      { prop: 'sourceName', attribute: 'en_source_name', value: props.sourceName, text: true },
      { prop: 'description', attribute: 'description', value: description, text: true },
    ];
    this.resource = new IbmAppConfigIntegrationEn(this, 'Default', {
      provider: this.instance.provider,
      guid: this.instance.guid,
      integrationId: props.integrationId,
      enInstanceCrn: props.enInstanceCrn,
      enEndpoint: props.enEndpoint,
      enSourceName: literalText(props.sourceName),
      ...(description !== undefined ? { description: literalText(description) } : {}),
      lifecycle: { ignoreChanges: ignoredAttributes(createOnly) },
    });
    addCreateOnlyCheck(this.node.path, this.resource, createOnly, WHY);
  }
}

/** Checks the attributes of an existing integration (problems thrown on `scope`). */
function checkAttributes(scope: Construct, attrs: EventNotificationsIntegrationAttributes): void {
  const p = new Problems();
  instanceOf(p, attrs.instance);
  apiId(p, 'integrationId', attrs.integrationId, 'the id of the integration', 'en');
  throwIfProblems(scope, p);
}

/**
 * An existing Event Notifications integration known by its instance and id (nothing is read from
 * IBM Cloud): what `EventNotificationsIntegration.fromEventNotificationsIntegrationAttributes` returns.
 */
class ImportedEventNotificationsIntegration extends Construct implements IEventNotificationsIntegration {
  public readonly instance: IAppConfiguration;
  public readonly integrationId: string;

  constructor(scope: Construct, id: string, attrs: EventNotificationsIntegrationAttributes) {
    super(scope, id);
    try {
      OPTIONS.props(this, attrs, 'EventNotificationsIntegrationAttributes');
      checkAttributes(this, attrs);
    } catch (e) {
      scope.node.tryRemoveChild(id);
      throw e;
    }
    this.instance = attrs.instance;
    this.integrationId = attrs.integrationId;
  }
}
describedAs(ImportedEventNotificationsIntegration, 'IEventNotificationsIntegration');
