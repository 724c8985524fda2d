import { bindNotification, NotificationFields, NotificationKind, NotificationOptionsStruct } from './private/notification-binding';
import type { SecretsBindContext } from './private/secrets';
import { describedAs, Duration, literalText } from '../../core/l2';
import type { MongodbatlasAlertConfigurationNotification } from '../../generated/mongodbatlas/alert-configuration';

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

/** A Slack notification. */
export interface SlackNotificationOptions extends RepeatingNotificationOptions {
  /**
   * Slack API token. A secret: pass a token (e.g. a sensitive `TerraformVariable`), not a literal;
   * a literal fails synth (`mongodbatlas:literal-secret`) unless acknowledged. If the token later
   * becomes invalid, Atlas emails the project owners and eventually removes it from the
   * notification; an integration (`integrationId`) keeps the credential in one place instead.
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

/** A Datadog notification. */
export interface DatadogNotificationOptions extends RepeatingNotificationOptions {
  /**
   * Datadog API key (`datadogApiKey` in the L1). A secret: pass a token, not a literal; a literal
   * fails synth (`mongodbatlas:literal-secret`) unless acknowledged. If the key later becomes
   * invalid, Atlas emails the project owners and eventually removes it from the notification; an
   * integration (`integrationId`) keeps the credential in one place instead.
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
   * Opsgenie API key (`opsGenieApiKey` in the L1). A secret: pass a token, not a literal; a literal
   * fails synth (`mongodbatlas:literal-secret`) unless acknowledged. If the key later becomes
   * invalid, Atlas emails the project owners and eventually removes it from the notification; an
   * integration (`integrationId`) keeps the credential in one place instead.
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
   * PagerDuty service key. A secret: pass a token, not a literal; a literal fails synth
   * (`mongodbatlas:literal-secret`) unless acknowledged. If the key later becomes invalid, Atlas
   * emails the project owners and eventually removes it from the notification; an integration
   * (`integrationId`) keeps the credential in one place instead.
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
   * literal fails synth (`mongodbatlas:literal-secret`) unless acknowledged. If the key later
   * becomes invalid, Atlas emails the project owners and eventually removes it from the
   * notification; an integration (`integrationId`) keeps the credential in one place instead.
   * @default - none: required unless `integrationId` is set
   */
  readonly apiKey?: string;
  /**
   * VictorOps routing key (`victorOpsRoutingKey` in the L1). A secret: pass a token, not a literal;
   * a literal fails synth (`mongodbatlas:literal-secret`) unless acknowledged.
   * @default - none
   */
  readonly routingKey?: string;
  /**
   * Id of the project's VictorOps integration whose credentials to use, instead of `apiKey`.
   * @default - no integration: `apiKey` is required
   */
  readonly integrationId?: string;
}

/** A webhook notification. */
export interface WebhookNotificationOptions extends RepeatingNotificationOptions {
  /**
   * Target URL of the webhook (`webhookUrl` in the L1). A secret: pass a token, not a literal; a
   * literal fails synth (`mongodbatlas:literal-secret`) unless acknowledged. If the URL later
   * becomes invalid, Atlas emails the project owners and eventually removes it from the
   * notification; an integration (`integrationId`) keeps the credential in one place instead.
   * @default - the URL of the project's webhook integration
   */
  readonly url?: string;
  /**
   * Secret the service signs the webhook requests with (`webhookSecret` in the L1). A secret: pass
   * a token, not a literal; a literal fails synth (`mongodbatlas:literal-secret`) unless
   * acknowledged.
   * @default - none
   */
  readonly secret?: string;
  /**
   * Id of the project's webhook integration whose URL and secret to use.
   * @default - no integration
   */
  readonly integrationId?: string;
}

/** A Microsoft Teams notification. */
export interface MicrosoftTeamsNotificationOptions extends RepeatingNotificationOptions {
  /**
   * Incoming webhook URL of the Teams channel (`microsoftTeamsWebhookUrl` in the L1). A secret:
   * pass a token, not a literal; a literal fails synth (`mongodbatlas:literal-secret`) unless
   * acknowledged. If the URL later becomes invalid, Atlas emails the project owners and eventually
   * removes it from the notification; an integration (`integrationId`) keeps the credential in one
   * place instead.
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
  /**
   * Email address to notify. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
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

/**
 * Where an alert configuration sends its notifications: one static factory per notification type
 * (`NotificationTarget.slack({...})`, `NotificationTarget.group({...})`, ...), each taking only
 * the options that type has. A target holds no construct: reuse it on as many alerts as needed.
 * Its options are checked when an alert takes it (`notifications`, `addNotification`), with the
 * alert's construct path and the field where the target was passed.
 *
 * Credentials (API keys, tokens, webhook URLs) are secrets: pass tokens, e.g. a sensitive
 * `TerraformVariable`'s `stringValue`. A literal fails synth (`mongodbatlas:literal-secret`)
 * unless acknowledged (`Checks.of(scope).acknowledge('mongodbatlas:literal-secret', reason)`, then it
 * warns with the reason). When a credential later becomes invalid, Atlas emails the project owners and
 * eventually removes it from the notification; an integration (`integrationId`) keeps it in one
 * place instead.
 */
export abstract class NotificationTarget {
  /**
   * Posts to a Slack channel.
   * @param options the channel and the token (or integration)
   */
  public static slack(options: SlackNotificationOptions): NotificationTarget {
    return new Target(SLACK, options);
  }

  /**
   * Sends to Datadog.
   * @param options the API key (or integration) and the region
   */
  public static datadog(options: DatadogNotificationOptions): NotificationTarget {
    return new Target(DATADOG, options);
  }

  /**
   * Opens an Opsgenie alert. No `interval`: the provider refuses it for Opsgenie.
   * @param options the API key (or integration) and the region
   */
  public static opsGenie(options: OpsGenieNotificationOptions): NotificationTarget {
    return new Target(OPS_GENIE, options);
  }

  /**
   * Triggers a PagerDuty incident. No `interval`: the provider refuses it for PagerDuty.
   * @param options the service key (or integration)
   */
  public static pagerDuty(options: PagerDutyNotificationOptions): NotificationTarget {
    return new Target(PAGER_DUTY, options);
  }

  /**
   * Sends to VictorOps (Splunk On-Call). No `interval`: the provider refuses it for VictorOps.
   * @param options the API key (or integration) and the routing key
   */
  public static victorOps(options: VictorOpsNotificationOptions): NotificationTarget {
    return new Target(VICTOR_OPS, options);
  }

  /**
   * Calls a webhook.
   * @param options the URL and secret (or integration)
   */
  public static webhook(options: WebhookNotificationOptions = {}): NotificationTarget {
    return new Target(WEBHOOK, options);
  }

  /**
   * Posts to a Microsoft Teams channel.
   * @param options the incoming webhook URL (or integration)
   */
  public static microsoftTeams(options: MicrosoftTeamsNotificationOptions): NotificationTarget {
    return new Target(MICROSOFT_TEAMS, options);
  }

  /**
   * Emails one address.
   * @param options the address
   */
  public static email(options: EmailNotificationOptions): NotificationTarget {
    return new Target(EMAIL, options);
  }

  /**
   * Texts one mobile number.
   * @param options the number
   */
  public static sms(options: SmsNotificationOptions): NotificationTarget {
    return new Target(SMS, options);
  }

  /**
   * Notifies an Atlas team.
   * @param options the team and how to deliver
   */
  public static team(options: TeamNotificationOptions): NotificationTarget {
    return new Target(TEAM, options);
  }

  /**
   * Notifies the users of the project, optionally only those with some project roles.
   * @param options the roles and how to deliver
   */
  public static group(options: GroupNotificationOptions = {}): NotificationTarget {
    return new Target(GROUP, options);
  }

  /**
   * Notifies the users of the organization, optionally only those with some organization roles.
   * @param options the roles and how to deliver
   */
  public static org(options: OrgNotificationOptions = {}): NotificationTarget {
    return new Target(ORG, options);
  }

  /**
   * Notifies one Atlas user of the project.
   * @param options the username and how to deliver
   */
  public static user(options: UserNotificationOptions): NotificationTarget {
    return new Target(USER, options);
  }

  /** The notification type, e.g. `SLACK` (`typeName`). */
  public abstract readonly typeName: string;

  /**
   * @internal Checks the options (their problems go to `ctx`, under `field`, the place where the
   * alert took the target) and returns the L1 notification struct (unset fields left out).
   */
  public abstract _bind(ctx: SecretsBindContext, field: string): MongodbatlasAlertConfigurationNotification;
}

/** A notification of one type, with the options its factory recorded. */
class Target extends NotificationTarget {
  public readonly typeName: string;

  constructor(private readonly kind: NotificationKind, private readonly options: object | undefined) {
    super();
    this.typeName = kind.typeName;
  }

  public _bind(ctx: SecretsBindContext, field: string): MongodbatlasAlertConfigurationNotification {
    return bindNotification(ctx, field, this.kind, this.options);
  }
}
describedAs(Target, 'NotificationTarget');

/** A notification type: its factory, options struct, and the fields it renders of its options. */
function notificationKind<O>(
  factory: string, typeName: string, struct: NotificationOptionsStruct, repeats: boolean, fields: (o: O) => NotificationFields,
  secrets: ReadonlyArray<keyof O & string> = [],
): NotificationKind {
  return { factory, typeName, struct, repeats, fields, secrets };
}

/** The delivery fields of a notification to people. */
function delivery(o: UserDeliveryOptions, roles: string[] | undefined): NotificationFields {
  return { roles, emailEnabled: o.emailEnabled, smsEnabled: o.smsEnabled };
}

const SLACK = notificationKind('slack', 'SLACK', 'SlackNotificationOptions', true,
  (o: SlackNotificationOptions) => ({ apiToken: o.apiToken, channelName: o.channelName, integrationId: o.integrationId }), ['apiToken']);
const DATADOG = notificationKind('datadog', 'DATADOG', 'DatadogNotificationOptions', true,
  (o: DatadogNotificationOptions) => ({ datadogApiKey: o.apiKey, datadogRegion: o.region, integrationId: o.integrationId }), ['apiKey']);
const OPS_GENIE = notificationKind('opsGenie', 'OPS_GENIE', 'OpsGenieNotificationOptions', false,
  (o: OpsGenieNotificationOptions) => ({ opsGenieApiKey: o.apiKey, opsGenieRegion: o.region, integrationId: o.integrationId }), ['apiKey']);
const PAGER_DUTY = notificationKind('pagerDuty', 'PAGER_DUTY', 'PagerDutyNotificationOptions', false,
  (o: PagerDutyNotificationOptions) => ({ serviceKey: o.serviceKey, integrationId: o.integrationId }), ['serviceKey']);
const VICTOR_OPS = notificationKind('victorOps', 'VICTOR_OPS', 'VictorOpsNotificationOptions', false,
  (o: VictorOpsNotificationOptions) => ({ victorOpsApiKey: o.apiKey, victorOpsRoutingKey: o.routingKey, integrationId: o.integrationId }), ['apiKey', 'routingKey']);
const WEBHOOK = notificationKind('webhook', 'WEBHOOK', 'WebhookNotificationOptions', true,
  (o: WebhookNotificationOptions) => ({ webhookUrl: o.url, webhookSecret: o.secret, integrationId: o.integrationId }), ['url', 'secret']);
const MICROSOFT_TEAMS = notificationKind('microsoftTeams', 'MICROSOFT_TEAMS', 'MicrosoftTeamsNotificationOptions', true,
  (o: MicrosoftTeamsNotificationOptions) => ({ microsoftTeamsWebhookUrl: o.webhookUrl, integrationId: o.integrationId }), ['webhookUrl']);
// The address is text a person writes: escaped where it is handed to the L1 (literalText).
const EMAIL = notificationKind('email', 'EMAIL', 'EmailNotificationOptions', true, (o: EmailNotificationOptions) => ({ emailAddress: literalText(o.emailAddress) }));
const SMS = notificationKind('sms', 'SMS', 'SmsNotificationOptions', true, (o: SmsNotificationOptions) => ({ mobileNumber: o.mobileNumber }));
const TEAM = notificationKind('team', 'TEAM', 'TeamNotificationOptions', true, (o: TeamNotificationOptions) => ({ teamId: o.teamId, ...delivery(o, undefined) }));
const GROUP = notificationKind('group', 'GROUP', 'GroupNotificationOptions', true, (o: GroupNotificationOptions) => delivery(o, o.roles));
const ORG = notificationKind('org', 'ORG', 'OrgNotificationOptions', true, (o: OrgNotificationOptions) => delivery(o, o.roles));
const USER = notificationKind('user', 'USER', 'UserNotificationOptions', true, (o: UserNotificationOptions) => ({ username: o.username, ...delivery(o, o.roles) }));
