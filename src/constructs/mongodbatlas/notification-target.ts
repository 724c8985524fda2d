import { Duration } from '../../core/duration';
import { formatProblems } from '../../core/errors';
import { isKnown, Problems } from '../../core/validation';
import { MongodbatlasAlertConfigurationNotification } from '../../generated/mongodbatlas/alert-configuration';
import { MIN_NOTIFICATION_INTERVAL_MINUTES } from '../../rules/mongodbatlas/alert-configuration';

// The roles live in ./roles (OrgAssignment grants them too); re-exported here, where they were first.
export { OrgRole, ProjectRole } from './roles';

/**
 * Regions of a Datadog account (`region` of a `datadog` notification). The spec names the
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
 * An Opsgenie notification. It takes no `interval`: the service does not return one for
 * Opsgenie, so every plan would show a change (provider issues 624 and 632); set the repeat
 * interval in Opsgenie.
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
 * A PagerDuty notification. It takes no `interval`: the service does not return one for
 * PagerDuty, so every plan would show a change (provider issues 624 and 632); set the repeat
 * interval in PagerDuty.
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
 * A VictorOps (Splunk On-Call) notification. It takes no `interval`: the service does not return
 * one for VictorOps, so every plan would show a change (provider issues 624 and 632); set the
 * repeat interval in VictorOps.
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
 * A notification to an Atlas team.
 */
export interface TeamNotificationOptions extends RepeatingNotificationOptions {
  /** Id of the team to notify. */
  readonly teamId: string;
}

/**
 * How a notification to users (of a project, an organization, or one user) is delivered.
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

/** The least `interval` the service takes, in minutes (SPEC 8 Limits). */

/**
 * Where an alert configuration sends its notifications: one static factory per notification type
 * (`NotificationTarget.slack({...})`, `NotificationTarget.group({...})`, ...), each taking only
 * the options that type has. A target holds no construct: reuse it on as many alerts as needed.
 *
 * Credentials (API keys, tokens, webhook URLs) are secrets: pass tokens, e.g. a sensitive
 * `TerraformVariable`. When a credential later becomes invalid, Atlas emails the project owners and
 * eventually removes it from the notification; an integration (`integrationId`) keeps it in one
 * place instead.
 */
export class NotificationTarget {
  /**
   * Posts to a Slack channel.
   * @param options the channel and the token (or integration)
   */
  public static slack(options: SlackNotificationOptions): NotificationTarget {
    const o = given('slack', options);
    return NotificationTarget.build('slack', 'SLACK', o, true, { apiToken: o.apiToken, channelName: o.channelName, integrationId: o.integrationId });
  }

  /**
   * Sends to Datadog.
   * @param options the API key (or integration) and the region
   */
  public static datadog(options: DatadogNotificationOptions): NotificationTarget {
    const o = given('datadog', options);
    return NotificationTarget.build('datadog', 'DATADOG', o, true, { datadogApiKey: o.apiKey, datadogRegion: o.region, integrationId: o.integrationId });
  }

  /**
   * Opens an Opsgenie alert. No `interval`: the service does not return it for Opsgenie.
   * @param options the API key (or integration) and the region
   */
  public static opsGenie(options: OpsGenieNotificationOptions): NotificationTarget {
    const o = given('opsGenie', options);
    return NotificationTarget.build('opsGenie', 'OPS_GENIE', o, false, { opsGenieApiKey: o.apiKey, opsGenieRegion: o.region, integrationId: o.integrationId });
  }

  /**
   * Triggers a PagerDuty incident. No `interval`: the service does not return it for PagerDuty.
   * @param options the service key (or integration)
   */
  public static pagerDuty(options: PagerDutyNotificationOptions): NotificationTarget {
    const o = given('pagerDuty', options);
    return NotificationTarget.build('pagerDuty', 'PAGER_DUTY', o, false, { serviceKey: o.serviceKey, integrationId: o.integrationId });
  }

  /**
   * Sends to VictorOps (Splunk On-Call). No `interval`: the service does not return it for
   * VictorOps.
   * @param options the API key (or integration) and the routing key
   */
  public static victorOps(options: VictorOpsNotificationOptions): NotificationTarget {
    const o = given('victorOps', options);
    return NotificationTarget.build('victorOps', 'VICTOR_OPS', o, false, { victorOpsApiKey: o.apiKey, victorOpsRoutingKey: o.routingKey, integrationId: o.integrationId });
  }

  /**
   * Calls a webhook.
   * @param options the URL and secret (or integration)
   */
  public static webhook(options: WebhookNotificationOptions = {}): NotificationTarget {
    const o = given('webhook', options);
    return NotificationTarget.build('webhook', 'WEBHOOK', o, true, { webhookUrl: o.url, webhookSecret: o.secret, integrationId: o.integrationId });
  }

  /**
   * Posts to a Microsoft Teams channel.
   * @param options the incoming webhook URL (or integration)
   */
  public static microsoftTeams(options: MicrosoftTeamsNotificationOptions): NotificationTarget {
    const o = given('microsoftTeams', options);
    return NotificationTarget.build('microsoftTeams', 'MICROSOFT_TEAMS', o, true, { microsoftTeamsWebhookUrl: o.webhookUrl, integrationId: o.integrationId });
  }

  /**
   * Emails one address.
   * @param options the address
   */
  public static email(options: EmailNotificationOptions): NotificationTarget {
    const o = given('email', options);
    return NotificationTarget.build('email', 'EMAIL', o, true, { emailAddress: o.emailAddress });
  }

  /**
   * Texts one mobile number.
   * @param options the number
   */
  public static sms(options: SmsNotificationOptions): NotificationTarget {
    const o = given('sms', options);
    return NotificationTarget.build('sms', 'SMS', o, true, { mobileNumber: o.mobileNumber });
  }

  /**
   * Notifies an Atlas team.
   * @param options the team
   */
  public static team(options: TeamNotificationOptions): NotificationTarget {
    const o = given('team', options);
    return NotificationTarget.build('team', 'TEAM', o, true, { teamId: o.teamId });
  }

  /**
   * Notifies the users of the project, optionally only those with some project roles.
   * @param options the roles and how to deliver
   */
  public static group(options: GroupNotificationOptions = {}): NotificationTarget {
    const o = given('group', options);
    return NotificationTarget.build('group', 'GROUP', o, true, users(o, o.roles));
  }

  /**
   * Notifies the users of the organization, optionally only those with some organization roles.
   * @param options the roles and how to deliver
   */
  public static org(options: OrgNotificationOptions = {}): NotificationTarget {
    const o = given('org', options);
    return NotificationTarget.build('org', 'ORG', o, true, users(o, o.roles));
  }

  /**
   * Notifies one Atlas user of the project.
   * @param options the username and how to deliver
   */
  public static user(options: UserNotificationOptions): NotificationTarget {
    const o = given('user', options);
    return NotificationTarget.build('user', 'USER', o, true, { username: o.username, ...users(o, o.roles) });
  }

  private static build(
    factory: string, typeName: string, o: RepeatingNotificationOptions, repeats: boolean,
    fields: Partial<MongodbatlasAlertConfigurationNotification>,
  ): NotificationTarget {
    const p = new Problems();
    const delayMin = minutes(p, 'delay', o.delay, 0);
    const intervalMin = repeats ? minutes(p, 'interval', o.interval, MIN_NOTIFICATION_INTERVAL_MINUTES) : undefined;
    if (!repeats && o.interval !== undefined && o.interval !== null) {
      // A JavaScript caller can pass it; TypeScript's options have no interval here.
      p.add('interval', `is not available for ${typeName}: Atlas does not return it, so every plan would show a change (rule notification-interval-not-returned).`, {
        received: o.interval, allowed: 'no interval', fix: `remove interval, and set the repeat interval in the ${typeName} service itself.`,
      });
    }
    if (p.length) throw new Error(formatProblems(`NotificationTarget.${factory}`, p.list));
    const all: Record<string, unknown> = { typeName, ...fields, delayMin, intervalMin };
    for (const k of Object.keys(all)) if (all[k] === undefined) delete all[k];
    return new NotificationTarget(all as unknown as MongodbatlasAlertConfigurationNotification);
  }

  /** The notification type, e.g. `SLACK` (`typeName`). */
  public readonly typeName: string;
  private readonly fields: MongodbatlasAlertConfigurationNotification;

  private constructor(fields: MongodbatlasAlertConfigurationNotification) {
    this.typeName = fields.typeName;
    this.fields = fields;
  }

  /**
   * @internal The L1 notification struct this target renders (a copy; unset fields left out).
   */
  public _render(): MongodbatlasAlertConfigurationNotification {
    return { ...this.fields };
  }
}

/** The options, or a clear error when a JavaScript caller passed something else. */
function given<T>(factory: string, options: T): T {
  if (options !== null && typeof options === 'object' && !Array.isArray(options)) return options;
  const p = new Problems();
  p.add('(options)', 'expected an object with the notification\'s options.', { received: options, allowed: 'an object (struct)', fix: `pass the options, e.g. NotificationTarget.${factory}({ ... }).` });
  throw new Error(formatProblems(`NotificationTarget.${factory}`, p.list));
}

function users(o: UserDeliveryOptions, roles: string[] | undefined): Partial<MongodbatlasAlertConfigurationNotification> {
  return { roles, emailEnabled: o.emailEnabled, smsEnabled: o.smsEnabled };
}

/** A Duration as whole minutes, at least `min`; problems for anything else. */
function minutes(p: Problems, field: string, d: Duration | undefined, min: number): number | undefined {
  if (d === undefined || d === null) return undefined;
  if (!(d instanceof Duration)) {
    p.add(field, 'expected a Duration.', { received: d, allowed: 'a Duration, e.g. Duration.minutes(15)', fix: `write ${field}: Duration.minutes(${isKnown(d) && typeof d === 'number' ? d : 15}).` });
    return undefined;
  }
  const m = d.toMinutes();
  if (!Number.isInteger(m)) {
    p.addRendered(field, 'is not a whole number of minutes.', d.toString(), { allowed: 'whole minutes', fix: `use Duration.minutes(n) with a whole n, e.g. Duration.minutes(${Math.max(min, Math.ceil(m))}).` });
    return undefined;
  }
  if (m < min) {
    p.addRendered(field, `is below the minimum of ${min} minutes.`, d.toString(), { allowed: `at least ${min} minutes`, fix: `set ${field} to Duration.minutes(${min}) or more.` });
    return undefined;
  }
  return m;
}
