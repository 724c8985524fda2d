/**
 * The closed sets of values of the alert L2s, spelled as the provider and the API store them, so
 * that a user never spells them: source types, merge strategies (`first_wins` on alert sources,
 * `first-wins` on alert routes), grouping windows, Slack channel visibility, re-escalation modes.
 */

/**
 * Kinds of alert source (`source_type`), for `AlertSource.of(scope, id, AlertSourceType.DATADOG, ...)`.
 * The kinds with options of their own have a factory: `AlertSource.http`, `heartbeat`, `email`,
 * `httpCustom`, `jira`.
 */
export enum AlertSourceType {
  /** Prometheus Alertmanager. */
  ALERTMANAGER = 'alertmanager',
  /** AppOptics. */
  APP_OPTICS = 'app_optics',
  /** Azure Monitor. */
  AZURE_MONITOR = 'azure_monitor',
  /** BigPanda. */
  BIG_PANDA = 'big_panda',
  /** Bugsnag. */
  BUGSNAG = 'bugsnag',
  /** Checkly. */
  CHECKLY = 'checkly',
  /** Chronosphere. */
  CHRONOSPHERE = 'chronosphere',
  /** Cloudflare. */
  CLOUDFLARE = 'cloudflare',
  /** Amazon CloudWatch (through SNS). */
  CLOUDWATCH = 'cloudwatch',
  /** Coralogix. */
  CORALOGIX = 'coralogix',
  /** Cronitor. */
  CRONITOR = 'cronitor',
  /** CrowdStrike Falcon. */
  CROWDSTRIKE_FALCON = 'crowdstrike_falcon',
  /** Dash0. */
  DASH0 = 'dash0',
  /** Datadog. */
  DATADOG = 'datadog',
  /** Dynatrace. */
  DYNATRACE = 'dynatrace',
  /** Elasticsearch. */
  ELASTICSEARCH = 'elasticsearch',
  /** Email (prefer `AlertSource.email`). */
  EMAIL = 'email',
  /** Expel. */
  EXPEL = 'expel',
  /** GitHub issues. */
  GITHUB_ISSUE = 'github_issue',
  /** Google Cloud. */
  GOOGLE_CLOUD = 'google_cloud',
  /** Grafana. */
  GRAFANA = 'grafana',
  /** A heartbeat: use `AlertSource.heartbeat`. */
  HEARTBEAT = 'heartbeat',
  /** Honeycomb. */
  HONEYCOMB = 'honeycomb',
  /** An HTTP webhook in incident.io's format (prefer `AlertSource.http`). */
  HTTP = 'http',
  /** An HTTP webhook with any JSON payload: use `AlertSource.httpCustom`. */
  HTTP_CUSTOM = 'http_custom',
  /** Incoming phone calls. */
  INCOMING_CALLS = 'incoming_calls',
  /** Jira issues: use `AlertSource.jira`. */
  JIRA = 'jira',
  /** Jira Service Management. */
  JSM = 'jsm',
  /** Monte Carlo. */
  MONTE_CARLO = 'monte_carlo',
  /** Nagios. */
  NAGIOS = 'nagios',
  /** New Relic. */
  NEW_RELIC = 'new_relic',
  /** Opsgenie. */
  OPSGENIE = 'opsgenie',
  /** PagerDuty. */
  PAGER_DUTY = 'pager_duty',
  /** Panther. */
  PANTHER = 'panther',
  /** Pingdom. */
  PINGDOM = 'pingdom',
  /** PRTG. */
  PRTG = 'prtg',
  /** Runscope. */
  RUNSCOPE = 'runscope',
  /** Sentry. */
  SENTRY = 'sentry',
  /** Sentry metric alerts. */
  SENTRY_METRIC = 'sentry_metric',
  /** ServiceNow. */
  SERVICE_NOW = 'service_now',
  /** Amazon SNS. */
  SNS = 'sns',
  /** Splunk. */
  SPLUNK = 'splunk',
  /** StatusCake. */
  STATUS_CAKE = 'status_cake',
  /** Status page views. */
  STATUS_PAGE_VIEWS = 'status_page_views',
  /** Sumo Logic. */
  SUMO_LOGIC = 'sumo_logic',
  /** Uptime. */
  UPTIME = 'uptime',
  /** Vercel. */
  VERCEL = 'vercel',
  /** Wiz. */
  WIZ = 'wiz',
  /** Zendesk. */
  ZENDESK = 'zendesk',
}

/**
 * How an alert source merges the values of an attribute when an alert fires again
 * (`template.attributes.binding.merge_strategy`; alert sources spell them with underscores).
 */
export enum AttributeMergeStrategy {
  /** Keep the first value. */
  FIRST_WINS = 'first_wins',
  /** Take the latest value. */
  LAST_WINS = 'last_wins',
  /** Add the new values to the list (array attributes). */
  APPEND = 'append',
  /** Keep the highest value. */
  MAX = 'max',
  /** Keep the lowest value. */
  MIN = 'min',
}

/**
 * How an alert route merges a custom field of the incident when grouped alerts bring new values
 * (`incident_config.template.custom_fields.merge_strategy`; alert routes spell them with hyphens).
 */
export enum CustomFieldMergeStrategy {
  /** Keep the first value. */
  FIRST_WINS = 'first-wins',
  /** Take the latest value. */
  LAST_WINS = 'last-wins',
  /** Add the new values (multi-select fields). */
  APPEND = 'append',
}

/**
 * How an alert route merges the severity of the incident when grouped alerts bring new values
 * (`incident_config.template.severity.merge_strategy`).
 */
export enum SeverityMergeStrategy {
  /** Keep the first severity. */
  FIRST_WINS = 'first-wins',
  /** Keep the highest severity. */
  MAX = 'max',
}

/** How an alert route's grouping window moves (`grouping_config.default.window_type`). */
export enum GroupingWindowType {
  /** The window extends each time an alert joins the group. */
  ROLLING = 'rolling',
  /** The window is fixed from the first alert of the group. */
  FIXED = 'fixed',
}

/** Visibility of the Slack channel an alert route posts to (`slack_targets.channel_visibility`). */
export enum ChannelVisibility {
  /** A public channel. */
  PUBLIC = 'public',
  /** A private channel. */
  PRIVATE = 'private',
}

/**
 * Whether an alert route escalates again when an alert joins a group that escalated already
 * (`escalation_config.when_alert_joins_group.mode`).
 */
export enum WhenAlertJoinsGroup {
  /** Escalate again when the new alert raises the priority. */
  ON_PRIORITY_INCREASE = 'on_priority_increase',
  /** Escalate again for each new alert (after the grace period, if any). */
  ON_EACH_NEW_ALERT = 'on_each_new_alert',
}
