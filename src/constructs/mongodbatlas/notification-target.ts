import { IConstruct } from 'constructs';
import { OPTIONS } from './private/option-keys.generated';
import { bindOptions, describeValue, Duration, durationOf, Problems } from '../../core/l2';
import type { MongodbatlasAlertConfigurationNotification } from '../../generated/mongodbatlas/alert-configuration';
import { MIN_NOTIFICATION_INTERVAL_MINUTES } from '../../rules/mongodbatlas/alert-configuration';

// The roles live in ./roles (OrgAssignment grants them too); re-exported here, where they were first.
export { OrgRole, ProjectRole } from './roles';

/**
 * Regions of a Datadog account (`region` of a `datadog` notification). The provider documents the
 * default, US; a region the service supports that is not listed here can be passed as a string.
 */
export class DatadogRegion {
  /** United States (the default). */
  public static readonly US = 'US';
  /** Europe. */
  public static readonly EU = 'EU';

  private constructor() {}
}

/**
 * Regions of an Opsgenie account (`region` of an `opsGenie` notification).
 */
export class OpsGenieRegion {
  /** United States (the default). */
  public static readonly US = 'US';
  /** Europe. */
  public static readonly EU = 'EU';

  private constructor() {}
}

/**
 * Options every notification takes.
 */
export interface NotificationTimingOptions {
  /**
   * How long to wait after the alert condition is detected before the first notification, in
   * whole minutes (`delay_min`).
   * @default - the service's default (no delay)
   */
  readonly delay?: Duration;
}

/**
 * Options of notifications that repeat while an alert stays open.
 */
export interface RepeatingNotificationOptions extends NotificationTimingOptions {
  /**
   * How long to wait between repeat notifications while the alert stays unacknowledged, in whole
   * minutes, at least 5 (`interval_min`).
   * @default - the service's default
   */
  readonly interval?: Duration;
}

/**
 * A Slack notification.
 */
export interface SlackNotificationOptions extends RepeatingNotificationOptions {
  /**
   * Slack API token. A secret: pass a token (e.g. a sensitive `TerraformVariable`), not a literal;
   * a literal makes synth warn (`terrain:literal-secret`). If the token later becomes invalid,
   * Atlas emails the project owners and eventually removes it from the notification; an
   * integration (`integrationId`) keeps the credential in one place instead.
   * @default - none: required unless `integrationId` is set
   */
  readonly apiToken?: string;
  /** Slack channel to post to, e.g. `#db-alerts`. */
  readonly channelName: string;
  /**
   * Id of the project's Slack integration whose credentials to use, instead of `apiToken`.
   * @default - no integration: `apiToken` is required
   */
  readonly integrationId?: string;
}

/**
 * A Datadog notification.
 */
export interface DatadogNotificationOptions extends RepeatingNotificationOptions {
  /**
   * Datadog API key (`datadogApiKey` in the L1). A secret: pass a token, not a literal; a literal
   * makes synth warn (`terrain:literal-secret`). If the key later becomes invalid, Atlas emails
   * the project owners and eventually removes it from the notification; an integration
   * (`integrationId`) keeps the credential in one place instead.
   * @default - none: required unless `integrationId` is set
   */
  readonly apiKey?: string;
  /**
   * Datadog region (`DatadogRegion`).
   * @default - US (the service's default)
   */
  readonly region?: string;
  /**
   * Id of the project's Datadog integration whose credentials to use, instead of `apiKey`.
   * @default - no integration: `apiKey` is required
   */
  readonly integrationId?: string;
}

/**
 * An Opsgenie notification. It takes no `interval`: the provider refuses `interval_min` for
 * Opsgenie (its IntervalMinValidator); set the repeat interval in Opsgenie.
 */
export interface OpsGenieNotificationOptions extends NotificationTimingOptions {
  /**
   * Opsgenie API key (`opsGenieApiKey` in the L1). A secret: pass a token, not a literal; a
   * literal makes synth warn (`terrain:literal-secret`). If the key later becomes invalid, Atlas
   * emails the project owners and eventually removes it from the notification; an integration
   * (`integrationId`) keeps the credential in one place instead.
   * @default - none: required unless `integrationId` is set
   */
  readonly apiKey?: string;
  /**
   * Opsgenie region (`OpsGenieRegion`).
   * @default - US (the service's default)
   */
  readonly region?: string;
  /**
   * Id of the project's Opsgenie integration whose credentials to use, instead of `apiKey`.
   * @default - no integration: `apiKey` is required
   */
  readonly integrationId?: string;
}

/**
 * A PagerDuty notification. It takes no `interval`: the provider refuses `interval_min` for
 * PagerDuty (its IntervalMinValidator); set the repeat interval in PagerDuty.
 */
export interface PagerDutyNotificationOptions extends NotificationTimingOptions {
  /**
   * PagerDuty service key. A secret: pass a token, not a literal; a literal makes synth warn
   * (`terrain:literal-secret`). If the key later becomes invalid, Atlas emails the project owners
   * and eventually removes it from the notification; an integration (`integrationId`) keeps the
   * credential in one place instead.
   * @default - none: required unless `integrationId` is set
   */
  readonly serviceKey?: string;
  /**
   * Id of the project's PagerDuty integration whose credentials to use, instead of `serviceKey`.
   * @default - no integration: `serviceKey` is required
   */
  readonly integrationId?: string;
}

/**
 * A VictorOps (Splunk On-Call) notification. It takes no `interval`: the provider refuses
 * `interval_min` for VictorOps (its IntervalMinValidator); set the repeat interval in VictorOps.
 */
export interface VictorOpsNotificationOptions extends NotificationTimingOptions {
  /**
   * VictorOps API key (`victorOpsApiKey` in the L1). A secret: pass a token, not a literal; a
   * literal makes synth warn (`terrain:literal-secret`). If the key later becomes invalid, Atlas
   * emails the project owners and eventually removes it from the notification; an integration
   * (`integrationId`) keeps the credential in one place instead.
   * @default - none: required unless `integrationId` is set
   */
  readonly apiKey?: string;
  /**
   * VictorOps routing key (`victorOpsRoutingKey` in the L1). A secret: pass a token, not a
   * literal; a literal makes synth warn (`terrain:literal-secret`).
   * @default - none
   */
  readonly routingKey?: string;
  /**
   * Id of the project's VictorOps integration whose credentials to use, instead of `apiKey`.
   * @default - no integration: `apiKey` is required
   */
  readonly integrationId?: string;
}

/**
 * A webhook notification.
 */
export interface WebhookNotificationOptions extends RepeatingNotificationOptions {
  /**
   * Target URL of the webhook (`webhookUrl` in the L1). A secret: pass a token, not a literal; a
   * literal makes synth warn (`terrain:literal-secret`). If the URL later becomes invalid, Atlas
   * emails the project owners and eventually removes it from the notification; an integration
   * (`integrationId`) keeps the credential in one place instead.
   * @default - the URL of the project's webhook integration
   */
  readonly url?: string;
  /**
   * Secret the service signs the webhook requests with (`webhookSecret` in the L1). A secret:
   * pass a token, not a literal; a literal makes synth warn (`terrain:literal-secret`).
   * @default - none
   */
  readonly secret?: string;
  /**
   * Id of the project's webhook integration whose URL and secret to use.
   * @default - no integration
   */
  readonly integrationId?: string;
}

/**
 * A Microsoft Teams notification.
 */
export interface MicrosoftTeamsNotificationOptions extends RepeatingNotificationOptions {
  /**
   * Incoming webhook URL of the Teams channel (`microsoftTeamsWebhookUrl` in the L1). A secret:
   * pass a token, not a literal; a literal makes synth warn (`terrain:literal-secret`). If the
   * URL later becomes invalid, Atlas emails the project owners and eventually removes it from the
   * notification; an integration (`integrationId`) keeps the credential in one place instead.
   * @default - none: required unless `integrationId` is set
   */
  readonly webhookUrl?: string;
  /**
   * Id of the project's Microsoft Teams integration whose credentials to use, instead of
   * `webhookUrl`.
   * @default - no integration: `webhookUrl` is required
   */
  readonly integrationId?: string;
}

/**
 * An email notification to one address.
 */
export interface EmailNotificationOptions extends RepeatingNotificationOptions {
  /** Email address to notify. */
  readonly emailAddress: string;
}

/**
 * A text message (SMS) notification to one number.
 */
export interface SmsNotificationOptions extends RepeatingNotificationOptions {
  /** Mobile number to send the text message to. */
  readonly mobileNumber: string;
}

/**
 * How a notification to people (the users of a project or an organization, one user, or a team)
 * is delivered.
 */
export interface UserDeliveryOptions extends RepeatingNotificationOptions {
  /**
   * Whether to send an email.
   * @default - the service's default
   */
  readonly emailEnabled?: boolean;
  /**
   * Whether to send a text message.
   * @default - the service's default
   */
  readonly smsEnabled?: boolean;
}

/**
 * A notification to an Atlas team: by email, text message, or both (the API's TeamNotification
 * takes emailEnabled and smsEnabled).
 */
export interface TeamNotificationOptions extends UserDeliveryOptions {
  /** Id of the team to notify. */
  readonly teamId: string;
}

/**
 * A notification to the users of the project (`GROUP`).
 */
export interface GroupNotificationOptions extends UserDeliveryOptions {
  /**
   * Project roles whose users are notified (`ProjectRole`).
   * @default - users with any role
   */
  readonly roles?: string[];
}

/**
 * A notification to the users of the organization (`ORG`).
 */
export interface OrgNotificationOptions extends UserDeliveryOptions {
  /**
   * Organization roles whose users are notified (`OrgRole`).
   * @default - users with any role
   */
  readonly roles?: string[];
}

/**
 * A notification to one Atlas user, who must belong to the project (`USER`).
 */
export interface UserNotificationOptions extends UserDeliveryOptions {
  /** Atlas username of the user to notify. */
  readonly username: string;
  /**
   * Project roles the user must hold to be notified (`ProjectRole`).
   * @default - any role
   */
  readonly roles?: string[];
}

/** The options structs of the factories, for the check of their keys. */
type OptionsStruct = 'SlackNotificationOptions' | 'DatadogNotificationOptions' | 'OpsGenieNotificationOptions' | 'PagerDutyNotificationOptions'
| 'VictorOpsNotificationOptions' | 'WebhookNotificationOptions' | 'MicrosoftTeamsNotificationOptions' | 'EmailNotificationOptions'
| 'SmsNotificationOptions' | 'TeamNotificationOptions' | 'GroupNotificationOptions' | 'OrgNotificationOptions' | 'UserNotificationOptions';

type Fields = Partial<MongodbatlasAlertConfigurationNotification>;

/**
 * Where an alert configuration sends its notifications: one static factory per notification type
 * (`NotificationTarget.slack({...})`, `NotificationTarget.group({...})`, ...), each taking only
 * the options that type has. A target holds no construct: reuse it on as many alerts as needed.
 * Its options are checked when an alert takes it (`notifications`, `addNotification`), with the
 * alert's construct path and the field where the target was passed.
 *
 * Credentials (API keys, tokens, webhook URLs) are secrets: pass tokens, e.g. a sensitive
 * `TerraformVariable`. When a credential later becomes invalid, Atlas emails the project owners and
 * eventually removes it from the notification; an integration (`integrationId`) keeps it in one
 * place instead.
 */
export abstract class NotificationTarget {
  /**
   * Posts to a Slack channel.
   * @param options the channel and the token (or integration)
   */
  public static slack(options: SlackNotificationOptions): NotificationTarget {
    return new Target('slack', 'SLACK', 'SlackNotificationOptions', true, options, (o: SlackNotificationOptions) => ({ apiToken: o.apiToken, channelName: o.channelName, integrationId: o.integrationId }));
  }

  /**
   * Sends to Datadog.
   * @param options the API key (or integration) and the region
   */
  public static datadog(options: DatadogNotificationOptions): NotificationTarget {
    return new Target('datadog', 'DATADOG', 'DatadogNotificationOptions', true, options, (o: DatadogNotificationOptions) => ({ datadogApiKey: o.apiKey, datadogRegion: o.region, integrationId: o.integrationId }));
  }

  /**
   * Opens an Opsgenie alert. No `interval`: the provider refuses it for Opsgenie.
   * @param options the API key (or integration) and the region
   */
  public static opsGenie(options: OpsGenieNotificationOptions): NotificationTarget {
    return new Target('opsGenie', 'OPS_GENIE', 'OpsGenieNotificationOptions', false, options, (o: OpsGenieNotificationOptions) => ({ opsGenieApiKey: o.apiKey, opsGenieRegion: o.region, integrationId: o.integrationId }));
  }

  /**
   * Triggers a PagerDuty incident. No `interval`: the provider refuses it for PagerDuty.
   * @param options the service key (or integration)
   */
  public static pagerDuty(options: PagerDutyNotificationOptions): NotificationTarget {
    return new Target('pagerDuty', 'PAGER_DUTY', 'PagerDutyNotificationOptions', false, options, (o: PagerDutyNotificationOptions) => ({ serviceKey: o.serviceKey, integrationId: o.integrationId }));
  }

  /**
   * Sends to VictorOps (Splunk On-Call). No `interval`: the provider refuses it for VictorOps.
   * @param options the API key (or integration) and the routing key
   */
  public static victorOps(options: VictorOpsNotificationOptions): NotificationTarget {
    return new Target('victorOps', 'VICTOR_OPS', 'VictorOpsNotificationOptions', false, options,
      (o: VictorOpsNotificationOptions) => ({ victorOpsApiKey: o.apiKey, victorOpsRoutingKey: o.routingKey, integrationId: o.integrationId }));
  }

  /**
   * Calls a webhook.
   * @param options the URL and secret (or integration)
   */
  public static webhook(options: WebhookNotificationOptions = {}): NotificationTarget {
    return new Target('webhook', 'WEBHOOK', 'WebhookNotificationOptions', true, options, (o: WebhookNotificationOptions) => ({ webhookUrl: o.url, webhookSecret: o.secret, integrationId: o.integrationId }));
  }

  /**
   * Posts to a Microsoft Teams channel.
   * @param options the incoming webhook URL (or integration)
   */
  public static microsoftTeams(options: MicrosoftTeamsNotificationOptions): NotificationTarget {
    return new Target('microsoftTeams', 'MICROSOFT_TEAMS', 'MicrosoftTeamsNotificationOptions', true, options,
      (o: MicrosoftTeamsNotificationOptions) => ({ microsoftTeamsWebhookUrl: o.webhookUrl, integrationId: o.integrationId }));
  }

  /**
   * Emails one address.
   * @param options the address
   */
  public static email(options: EmailNotificationOptions): NotificationTarget {
    return new Target('email', 'EMAIL', 'EmailNotificationOptions', true, options, (o: EmailNotificationOptions) => ({ emailAddress: o.emailAddress }));
  }

  /**
   * Texts one mobile number.
   * @param options the number
   */
  public static sms(options: SmsNotificationOptions): NotificationTarget {
    return new Target('sms', 'SMS', 'SmsNotificationOptions', true, options, (o: SmsNotificationOptions) => ({ mobileNumber: o.mobileNumber }));
  }

  /**
   * Notifies an Atlas team.
   * @param options the team and how to deliver
   */
  public static team(options: TeamNotificationOptions): NotificationTarget {
    return new Target('team', 'TEAM', 'TeamNotificationOptions', true, options, (o: TeamNotificationOptions) => ({ teamId: o.teamId, ...users(o, undefined) }));
  }

  /**
   * Notifies the users of the project, optionally only those with some project roles.
   * @param options the roles and how to deliver
   */
  public static group(options: GroupNotificationOptions = {}): NotificationTarget {
    return new Target('group', 'GROUP', 'GroupNotificationOptions', true, options, (o: GroupNotificationOptions) => users(o, o.roles));
  }

  /**
   * Notifies the users of the organization, optionally only those with some organization roles.
   * @param options the roles and how to deliver
   */
  public static org(options: OrgNotificationOptions = {}): NotificationTarget {
    return new Target('org', 'ORG', 'OrgNotificationOptions', true, options, (o: OrgNotificationOptions) => users(o, o.roles));
  }

  /**
   * Notifies one Atlas user of the project.
   * @param options the username and how to deliver
   */
  public static user(options: UserNotificationOptions): NotificationTarget {
    return new Target('user', 'USER', 'UserNotificationOptions', true, options, (o: UserNotificationOptions) => ({ username: o.username, ...users(o, o.roles) }));
  }

  /** The notification type, e.g. `SLACK` (`typeName`). */
  public abstract readonly typeName: string;

  /**
   * @internal Checks the options (their problems go to `p`, under `field`, the place where the
   * alert took the target) and returns the L1 notification struct (unset fields left out).
   */
  public abstract _bind(scope: IConstruct, p: Problems, field: string): MongodbatlasAlertConfigurationNotification;
}

class Target extends NotificationTarget {
  constructor(
    private readonly factory: string,
    public readonly typeName: string,
    private readonly struct: OptionsStruct,
    private readonly repeats: boolean,
    private readonly options: object | undefined,
    private readonly fields: (o: any) => Fields,
  ) {
    super();
  }

  public _bind(_scope: IConstruct, p: Problems, field: string): MongodbatlasAlertConfigurationNotification {
    const before = p.length;
    let given = this.options as RepeatingNotificationOptions | undefined;
    if (!this.repeats && given !== null && typeof given === 'object' && given.interval !== undefined && given.interval !== null) {
      // A JavaScript caller can pass it; TypeScript's options have no interval here. Said in
      // these words rather than as an unknown option. enforcedBy:
      // internal/service/alertconfiguration/validator_interval_min.go: IntervalMinValidator.
      p.addRendered(`${field}.interval`, `is not available for ${this.typeName}: the provider refuses interval_min for ${this.typeName} notifications, whose API payload has no such field.`,
        given.interval instanceof Duration ? given.interval.toString() : describeValue(given.interval), {
          allowed: 'no interval', fix: `remove interval, and set the repeat interval in the ${this.typeName} service itself.`,
        });
      const { interval: _i, ...rest } = given;
      given = rest;
    }
    const o = bindOptions(p, OPTIONS, given, this.struct, field, `NotificationTarget.${this.factory}`);
    const delayMin = minutes(p, `${field}.delay`, o.delay, 0);
    const intervalMin = this.repeats ? minutes(p, `${field}.interval`, o.interval, MIN_NOTIFICATION_INTERVAL_MINUTES) : undefined;
    const all: Record<string, unknown> = { typeName: this.typeName, ...(p.length > before ? {} : this.fields(o)), delayMin, intervalMin };
    for (const k of Object.keys(all)) if (all[k] === undefined) delete all[k];
    return all as unknown as MongodbatlasAlertConfigurationNotification;
  }
}

function users(o: UserDeliveryOptions, roles: string[] | undefined): Fields {
  return { roles, emailEnabled: o.emailEnabled, smsEnabled: o.smsEnabled };
}

/**
 * A Duration as whole minutes, at least `min`; problems for anything else. enforcedBy:
 * internal/service/alertconfiguration/resource.go (interval_min, delay_min: Int64 attributes) and
 * tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml: AlertsNotificationRootForGroup.intervalMin (minimum 5).
 */
function minutes(p: Problems, field: string, d: Duration | undefined, min: number): number | undefined {
  const duration = durationOf(p, field, d, 'Duration.minutes(15)');
  if (!duration) return undefined;
  const m = duration.toMinutes();
  if (!Number.isInteger(m)) {
    p.addRendered(field, 'is not a whole number of minutes.', duration.toString(), { allowed: 'whole minutes', fix: `use Duration.minutes(n) with a whole n, e.g. Duration.minutes(${Math.max(min, Math.ceil(m))}).` });
    return undefined;
  }
  if (m < min) {
    p.addRendered(field, `is below the minimum of ${min} minutes.`, duration.toString(), { allowed: `at least ${min} minutes`, fix: `set ${field.replace(/^.*\./, '')} to Duration.minutes(${min}) or more.` });
    return undefined;
  }
  return m;
}
