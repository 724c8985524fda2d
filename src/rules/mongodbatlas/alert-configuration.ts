/**
 * Type rules of `mongodbatlas_alert_configuration` (SPEC 2.1 "Alert configuration types" and 8
 * Limits): notifications by `type_name`, matchers by alert kind, the metric threshold mode.
 *
 * Not written as rules here, because the generated L1 already enforces them:
 * - `notification` is required with at least one item (the overlay marks it required, min 1), so
 *   an alert with no notification is already an error;
 * - plain allowed-value lists (`type_name`, `roles`, matcher `field_name` and `operator`).
 */
import { at, displayPath as camel, items, known, num, str, strings, TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_alert_configuration';

/** Whether a required field is set (a token counts as set: it is not judged). */
function isSet(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

/**
 * Whether a field that must be absent is there: a known literal other than false or an empty list
 * (a token may resolve to null, so it is not judged; `false` turns nothing on).
 */
function present(v: unknown): boolean {
  if (!known(v) || v === false || v === '') return false;
  return !(Array.isArray(v) && v.length === 0);
}

/**
 * The inputs each `type_name` needs (SPEC 2.1 notification: "Required for <TYPE>"). TEAM needs
 * `team_id`: it is the only input that names the team (`team_name` is computed).
 *
 * WEBHOOK is left out on purpose: the spec calls `webhookUrl` only the "Target for WEBHOOK", not
 * required (the project's webhook integration can supply it).
 */
const REQUIRED_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  SLACK: ['api_token', 'channel_name'],
  DATADOG: ['datadog_api_key'],
  EMAIL: ['email_address'],
  MICROSOFT_TEAMS: ['microsoft_teams_webhook_url'],
  OPS_GENIE: ['ops_genie_api_key'],
  PAGER_DUTY: ['service_key'],
  SMS: ['mobile_number'],
  USER: ['username'],
  VICTOR_OPS: ['victor_ops_api_key'],
  TEAM: ['team_id'],
};

/** The required inputs that are credentials, which an integration (`integration_id`) can supply. */
const CREDENTIALS: ReadonlySet<string> = new Set(['api_token', 'datadog_api_key', 'microsoft_teams_webhook_url', 'ops_genie_api_key', 'service_key', 'victor_ops_api_key']);

/** Inputs the spec says are "valid only" for some `type_name`s (SPEC 2.1 notification). */
const ONLY_FOR: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['email_enabled', ['ORG', 'GROUP', 'USER']],
  ['roles', ['ORG', 'GROUP', 'USER']],
  ['sms_enabled', ['ORG', 'GROUP', 'USER']],
];

/**
 * Inputs the spec names "Required for" or "Optional for" one `type_name` only: inferred to belong to
 * that type, so a stray one is a warning (the service ignores it), not an error.
 */
const INFERRED_FOR: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['api_token', ['SLACK']],
  ['channel_name', ['SLACK']],
  ['datadog_api_key', ['DATADOG']],
  ['datadog_region', ['DATADOG']],
  ['email_address', ['EMAIL']],
  ['microsoft_teams_webhook_url', ['MICROSOFT_TEAMS']],
  ['mobile_number', ['SMS']],
  ['ops_genie_api_key', ['OPS_GENIE']],
  ['ops_genie_region', ['OPS_GENIE']],
  ['service_key', ['PAGER_DUTY']],
  ['team_id', ['TEAM']],
  ['username', ['USER']],
  ['victor_ops_api_key', ['VICTOR_OPS']],
  ['victor_ops_routing_key', ['VICTOR_OPS']],
  ['webhook_secret', ['WEBHOOK']],
  ['webhook_url', ['WEBHOOK']],
];

function fieldForTypeRule(id: string, fields: typeof ONLY_FOR, level: 'error' | 'warning', summary: string, source: string): TypeRule {
  return {
    id,
    level,
    summary,
    source,
    check: (input, report) => {
      for (const [n, i] of items(input.notification)) {
        const type = str(n.type_name);
        if (type === undefined) continue;
        for (const [f, types] of fields) {
          if (types.includes(type) || !present(n[f])) continue;
          report(`${at('notification', input.notification, i)}.${f}`, `is valid only when typeName is ${types.join(', ')}.`, {
            receivedText: `${camel(f)} set on typeName '${type}'`,
            allowed: `${camel(f)} only on typeName ${types.join(', ')}`,
            fix: `remove ${camel(f)} from this ${type} notification.`,
          });
        }
      }
    },
  };
}

/** The shortest notification interval, in minutes (SPEC 2.1 intervalMin, 8 Limits); NotificationTarget uses it too. */
export const MIN_NOTIFICATION_INTERVAL_MINUTES = 5;

/** Notification types whose interval the remote service does not return (SPEC 2.1 intervalMin). */
const NO_INTERVAL = ['PAGER_DUTY', 'VICTOR_OPS', 'OPS_GENIE'];

type Kind = 'host' | 'replica set' | 'sharded cluster';

/**
 * Allowed matcher `field_name`s by alert kind (SPEC 2.1 "Allowed matcher fieldName values by alert
 * kind").
 */
const MATCHER_FIELDS: Readonly<Record<Kind, readonly string[]>> = {
  'host': ['TYPE_NAME', 'HOSTNAME', 'PORT', 'HOSTNAME_AND_PORT', 'REPLICA_SET_NAME'],
  'replica set': ['REPLICA_SET_NAME', 'SHARD_NAME', 'CLUSTER_NAME'],
  'sharded cluster': ['CLUSTER_NAME', 'SHARD_NAME'],
};

/**
 * The alert kind of an `event_type`, only where it is certain; any other event type is not
 * judged (the spec gives no list of event types, so "other kinds support no matchers" is not
 * enforced for unknown ones):
 * - host alerts: every `HOST_*` event, and `OUTSIDE_METRIC_THRESHOLD` (a host metric alert);
 * - replica set alerts: `NO_PRIMARY`, `PRIMARY_ELECTED`, `REPLICATION_OPLOG_WINDOW_RUNNING_OUT`,
 *   `TOO_MANY_ELECTIONS`;
 * - sharded cluster alerts: `CLUSTER_MONGOS_IS_MISSING`.
 */
export function alertKind(eventType: string): Kind | undefined {
  if (eventType.startsWith('HOST_') || eventType === 'OUTSIDE_METRIC_THRESHOLD') return 'host';
  if (['NO_PRIMARY', 'PRIMARY_ELECTED', 'REPLICATION_OPLOG_WINDOW_RUNNING_OUT', 'TOO_MANY_ELECTIONS'].includes(eventType)) return 'replica set';
  if (eventType === 'CLUSTER_MONGOS_IS_MISSING') return 'sharded cluster';
  return undefined;
}

const TYPE_NAME_VALUES = ['PRIMARY', 'SECONDARY', 'STANDALONE', 'CONFIG', 'MONGOS'];


export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/notification-required-fields`,
    summary: 'A notification has the inputs its typeName requires (e.g. SLACK: apiToken and channelName), unless integrationId supplies the credentials.',
    source: 'SPEC 2.1 notification (apiToken ... victorOpsApiKey: "Required for <type>")',
    check: (input, report) => {
      for (const [n, i] of items(input.notification)) {
        const type = str(n.type_name);
        const needed = type !== undefined ? REQUIRED_BY_TYPE[type] : undefined;
        if (!needed) continue;
        const viaIntegration = isSet(n.integration_id);
        for (const f of needed) {
          // An integration supplies credentials, never a target (an address, a team, a channel).
          const credential = CREDENTIALS.has(f);
          if (isSet(n[f]) || (credential && viaIntegration)) continue;
          report(`${at('notification', input.notification, i)}.${f}`, `is required when typeName is ${type}.`, {
            receivedText: `typeName '${type}' without ${camel(f)}`,
            allowed: `typeName ${type} with ${needed.map(camel).join(' and ')} set`,
            fix: credential
              ? `set ${camel(f)} on this notification (or integrationId, to use an existing integration's credentials).`
              : `set ${camel(f)} on this notification.`,
          });
        }
      }
    },
  },
  fieldForTypeRule(`rule:${T}/notification-field-for-type`, ONLY_FOR, 'error',
    'emailEnabled, smsEnabled and roles are set only on ORG, GROUP and USER notifications (false and empty lists are ignored).',
    'SPEC 2.1 notification (emailEnabled, smsEnabled, roles: "Valid only for ORG, GROUP, USER")'),
  fieldForTypeRule(`rule:${T}/notification-field-for-other-type`, INFERRED_FOR, 'warning',
    'A credential or target of one typeName (e.g. apiToken, channelName for SLACK) set on a notification of another type is ignored by the service.',
    'SPEC 2.1 notification ("Required for <type>", "Optional for <type>"); inferred: the spec does not forbid them elsewhere'),
  {
    id: `rule:${T}/notification-interval-min`,
    summary: 'Notification intervalMin is at least 5 minutes.',
    source: 'SPEC 2.1 notification intervalMin; 8 Limits (Minimum notification interval)',
    check: (input, report) => {
      for (const [n, i] of items(input.notification)) {
        const v = num(n.interval_min);
        // 0 on PAGER_DUTY, VICTOR_OPS and OPS_GENIE means unset, the only value they accept.
        if (v === 0 && NO_INTERVAL.includes(str(n.type_name) ?? '')) continue;
        if (v !== undefined && v < MIN_NOTIFICATION_INTERVAL_MINUTES) {
          report(`${at('notification', input.notification, i)}.interval_min`, 'is below the minimum of 5 minutes.', {
            received: v, allowed: 'at least 5', fix: 'set intervalMin to 5 or more.',
          });
        }
      }
    },
  },
  {
    id: `rule:${T}/notification-interval-not-returned`,
    summary: 'intervalMin is not set on PAGER_DUTY, VICTOR_OPS or OPS_GENIE notifications (the service does not return it, so the plan never settles).',
    source: 'SPEC 2.1 notification intervalMin ("Not returned for PAGER_DUTY, VICTOR_OPS, OPS_GENIE")',
    check: (input, report) => {
      for (const [n, i] of items(input.notification)) {
        const type = str(n.type_name);
        if (type === undefined || !NO_INTERVAL.includes(type) || !((num(n.interval_min) ?? 0) > 0)) continue;
        report(`${at('notification', input.notification, i)}.interval_min`, `is not returned by the service for ${type} notifications, so every plan shows a change.`, {
          receivedText: `intervalMin set on typeName '${type}'`,
          allowed: `no intervalMin on ${NO_INTERVAL.join(', ')}`,
          fix: `remove intervalMin and configure the repeat interval in the ${type} service itself.`,
        });
      }
    },
  },
  {
    id: `rule:${T}/notification-roles-match-type`,
    summary: 'ORG notifications take only organization roles (ORG_*), GROUP notifications only project roles (GROUP_*).',
    source: 'SPEC 2.1 notification roles (project roles GROUP_*, organization roles ORG_*)',
    check: (input, report) => {
      for (const [n, i] of items(input.notification)) {
        const type = str(n.type_name);
        if (type !== 'ORG' && type !== 'GROUP') continue;
        const want = type === 'ORG' ? 'ORG_' : 'GROUP_';
        const other = type === 'ORG' ? 'GROUP_' : 'ORG_';
        const roles = strings(n.roles);
        const bad = roles.filter((r) => r.startsWith(other));
        if (!bad.length) continue;
        report(`${at('notification', input.notification, i)}.roles`, `holds ${type === 'ORG' ? 'project' : 'organization'} roles, but ${type === 'ORG' ? 'an' : 'a'} ${type} notification goes to ${type === 'ORG' ? 'organization' : 'project'} roles.`, {
          receivedText: bad.map((r) => `'${r}'`).join(', '),
          allowed: `${want}* roles only (${type === 'ORG' ? 'organization' : 'project'} roles)`,
          fix: `use ${want}* roles, or send the notification with typeName ${type === 'ORG' ? 'GROUP' : 'ORG'}.`,
        });
      }
    },
  },
  {
    id: `rule:${T}/matcher-field-by-kind`,
    summary: 'Matcher fieldName is one the alert kind supports (host, replica set, sharded cluster alerts; judged only for event types of a known kind).',
    source: 'SPEC 2.1 Alert configuration types ("Allowed matcher fieldName values by alert kind")',
    check: (input, report) => {
      const ev = str(input.event_type);
      const kind = ev !== undefined ? alertKind(ev) : undefined;
      if (!kind) return;
      const allowed = MATCHER_FIELDS[kind];
      for (const [m, i] of items(input.matcher)) {
        const f = str(m.field_name);
        if (f === undefined || allowed.includes(f)) continue;
        report(`${at('matcher', input.matcher, i)}.field_name`, `is not supported by ${kind} alerts (eventType '${ev}').`, {
          received: f,
          allowed: `for ${kind} alerts: ${allowed.join(', ')}`,
          fix: `use one of ${allowed.join(', ')}, or remove this matcher.`,
        });
      }
    },
  },
  {
    id: `rule:${T}/matcher-type-name-value`,
    summary: 'A matcher on TYPE_NAME matches one of PRIMARY, SECONDARY, STANDALONE, CONFIG, MONGOS.',
    source: 'SPEC 2.1 Alert configuration types ("When fieldName is TYPE_NAME, value is one of ...")',
    check: (input, report) => {
      for (const [m, i] of items(input.matcher)) {
        if (str(m.field_name) !== 'TYPE_NAME') continue;
        const v = str(m.value);
        if (v === undefined || TYPE_NAME_VALUES.includes(v)) continue;
        report(`${at('matcher', input.matcher, i)}.value`, 'is not a process type, which a TYPE_NAME matcher needs.', {
          received: v,
          allowed: TYPE_NAME_VALUES.join(', '),
          fix: `set value to one of ${TYPE_NAME_VALUES.join(', ')}.`,
        });
      }
    },
  },
  {
    id: `rule:${T}/metric-threshold-mode-average`,
    summary: 'metricThresholdConfig.mode, when set, is AVERAGE.',
    source: 'SPEC 2.1 Alert configuration types (metricThresholdConfig mode "must be AVERAGE")',
    check: (input, report) => {
      for (const [c, i] of items(input.metric_threshold_config)) {
        const mode = str(c.mode);
        if (mode === undefined || mode === 'AVERAGE') continue;
        report(`${at('metric_threshold_config', input.metric_threshold_config, i)}.mode`, 'must be AVERAGE.', {
          received: mode, allowed: 'AVERAGE', fix: "set mode to 'AVERAGE', or remove it.",
        });
      }
    },
  },
];
