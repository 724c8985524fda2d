/**
 * Type rules of `mongodbatlas_alert_configuration`, audited against provider v2.16.0
 * (internal/service/alertconfiguration), its documentation and the Atlas Admin API spec it ships
 * (the notification schemas by type, the alert configuration schemas by alert kind).
 *
 * Not written as rules here, because the generated L1 already enforces them:
 * - `notification` is required with at least one item, so an alert with no notification is
 *   already an error;
 * - plain allowed-value lists (`type_name`, `roles`, matcher `field_name` and `operator`, the
 *   metric threshold `mode`).
 */
import { at, displayPath as camel, items, known, num, str, strings, TypeRule } from '../../core/runtime/type-rules';
import { ALERT_KINDS, alertKind, takesNoMatchers } from '../../facts/mongodbatlas/alert-kinds';
import { MIN_NOTIFICATION_INTERVAL_MINUTES } from '../../facts/mongodbatlas/alerts';
import { API_SPEC, docs, RAW_API_SPEC } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_alert_configuration';
const DOCS = docs('alert_configuration');

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
 * The inputs each `type_name` needs (the API spec, AlertsNotificationRootForGroup: "The resource
 * requires this parameter when typeName is <TYPE>"). TEAM needs
 * `team_id`: it is the only input that names the team (`team_name` is computed).
 *
 * WEBHOOK is left out on purpose: the project's webhook integration can supply `webhookUrl`.
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

/**
 * Inputs that only some `type_name`s take: the notification schemas of the API spec
 * (GroupNotification, OrgNotification, UserNotification and TeamNotification have emailEnabled and
 * smsEnabled); roles as the provider documents them (ORG, GROUP and USER; the API's UserNotification
 * has none, so USER is left alone rather than warned about).
 */
const ONLY_FOR: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['email_enabled', ['ORG', 'GROUP', 'USER', 'TEAM']],
  ['roles', ['ORG', 'GROUP', 'USER']],
  ['sms_enabled', ['ORG', 'GROUP', 'USER', 'TEAM']],
];

/**
 * Inputs that belong to one `type_name` (its notification schema in the API spec): a stray one is
 * ignored by the service, so it warns.
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

function fieldForTypeRule(id: string, fields: typeof ONLY_FOR, summary: string, documentedIn: string): TypeRule {
  return {
    id,
    level: 'warning',
    summary,
    documentedIn,
    check: (input, report) => {
      for (const [n, i] of items(input.notification)) {
        const type = str(n.type_name);
        if (type === undefined) continue;
        for (const [f, types] of fields) {
          if (types.includes(type) || !present(n[f])) continue;
          report(`${at('notification', input.notification, i)}.${f}`, `is used only when typeName is ${types.join(', ')}; the service ignores it here.`, {
            receivedText: `${camel(f)} set on typeName '${type}'`,
            allowed: `${camel(f)} only on typeName ${types.join(', ')}`,
            fix: `remove ${camel(f)} from this ${type} notification.`,
          });
        }
      }
    },
  };
}

/** Notification types that take no interval (the provider's IntervalMinValidator). */
const NO_INTERVAL = ['PAGER_DUTY', 'VICTOR_OPS', 'OPS_GENIE'];

/** Process types a TYPE_NAME matcher matches (the API spec's MatcherHostType). */
const TYPE_NAME_VALUES = ['PRIMARY', 'SECONDARY', 'STANDALONE', 'CONFIG', 'MONGOS', 'ARBITER', 'MONGOT'];


export const RULES: TypeRule[] = [
  {
    id: `rule:${T}/notification-required-fields`,
    summary: 'A notification has the inputs its typeName requires (e.g. SLACK: apiToken and channelName), unless integrationId supplies the credentials.',
    enforcedBy: `${API_SPEC}: AlertsNotificationRootForGroup ("The resource requires this parameter when typeName is <TYPE>")`,
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
  fieldForTypeRule(`rule:${T}/notification-field-for-type`, ONLY_FOR,
    'emailEnabled and smsEnabled are set only on ORG, GROUP, USER and TEAM notifications, roles only on ORG, GROUP and USER ones (false and empty lists are ignored).',
    `${RAW_API_SPEC}: GroupNotification, OrgNotification, UserNotification, TeamNotification; docs/resources/alert_configuration.md (roles)`),
  fieldForTypeRule(`rule:${T}/notification-field-for-other-type`, INFERRED_FOR,
    'A credential or target of one typeName (e.g. apiToken, channelName for SLACK) set on a notification of another type is ignored by the service.',
    `${RAW_API_SPEC}: AlertsNotificationRootForGroup (one notification schema per typeName)`),
  {
    id: `rule:${T}/notification-interval-min`,
    summary: 'Notification intervalMin is at least 5 minutes.',
    enforcedBy: `${API_SPEC}: AlertsNotificationRootForGroup.intervalMin (minimum: 5)`,
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
    summary: 'intervalMin is not set on PAGER_DUTY, VICTOR_OPS or OPS_GENIE notifications (the provider refuses it; 0 counts as unset).',
    enforcedBy: 'internal/service/alertconfiguration/validator_interval_min.go: IntervalMinValidator (resource_test.go: configWithPagerDutyAndIntervalMin)',
    check: (input, report) => {
      for (const [n, i] of items(input.notification)) {
        const type = str(n.type_name);
        if (type === undefined || !NO_INTERVAL.includes(type) || !((num(n.interval_min) ?? 0) > 0)) continue;
        report(`${at('notification', input.notification, i)}.interval_min`, `cannot be set on ${type} notifications: the provider refuses it, and the service takes no interval for them.`, {
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
    level: 'warning',
    documentedIn: DOCS,
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
    summary: 'Matcher fieldName is one the alert kind of eventType takes (host, replica set, sharded cluster, auto-scaling, stream processor and App Services alerts; other event types are judged by matchers-not-supported).',
    enforcedBy: `${RAW_API_SPEC}: the *AlertConfigViewForNdsGroup schemas (matchers of HostMatcher, ReplicaSetMatcher, ClusterMatcher, NDSAutoscalingMatcher, StreamsMatcher, AppServiceMetricMatcher)`,
    check: (input, report) => {
      const ev = str(input.event_type);
      const kind = ev !== undefined ? alertKind(ev) : undefined;
      if (!kind) return;
      for (const [m, i] of items(input.matcher)) {
        const f = str(m.field_name);
        if (f === undefined || kind.fields.includes(f)) continue;
        const other = ALERT_KINDS.filter((k) => k.fields.includes(f)).map((k) => `${k.name} alerts`);
        report(`${at('matcher', input.matcher, i)}.field_name`, `is not supported by ${kind.name} alerts (eventType '${ev}')${other.length ? `; it matches ${other.join(' and ')}` : ''}.`, {
          received: f,
          allowed: `for ${kind.name} alerts: ${kind.fields.join(', ')}`,
          fix: `use one of ${kind.fields.join(', ')}, or remove this matcher.`,
        });
      }
    },
  },
  {
    id: `rule:${T}/matchers-not-supported`,
    level: 'warning',
    summary: 'An event type outside host, replica set, sharded cluster, auto-scaling, stream processor and App Services alerts (e.g. CPS_SNAPSHOT_FAILED, USERS_WITHOUT_MULTI_FACTOR_AUTH) takes no matchers.',
    documentedIn: DOCS,
    check: (input, report) => {
      const ev = str(input.event_type);
      if (ev === undefined || !takesNoMatchers(ev)) return;
      const ms = items(input.matcher);
      if (!ms.length) return;
      report('matcher', `is not supported by eventType '${ev}': only host, replica set, sharded cluster, auto-scaling, stream processor and App Services alerts take matchers.`, {
        receivedText: `${ms.length} matcher${ms.length > 1 ? 's' : ''} on eventType '${ev}'`,
        allowed: 'no matcher on this event type',
        fix: 'remove the matchers (the alert applies to the whole project), or choose an event type of a kind that takes them.',
      });
    },
  },
  {
    id: `rule:${T}/matcher-type-name-value`,
    summary: `A matcher on TYPE_NAME matches one of ${TYPE_NAME_VALUES.join(', ')}.`,
    enforcedBy: `${RAW_API_SPEC}: HostMatcher.value (MatcherHostType enum)`,
    check: (input, report) => {
      for (const [m, i] of items(input.matcher)) {
        if (str(m.field_name) !== 'TYPE_NAME') continue;
        const v = str(m.value);
        if (v === undefined || TYPE_NAME_VALUES.includes(v)) continue;
        const near = TYPE_NAME_VALUES.find((x) => x === v.toUpperCase());
        report(`${at('matcher', input.matcher, i)}.value`, 'is not a process type, which a TYPE_NAME matcher needs.', {
          received: v,
          allowed: TYPE_NAME_VALUES.join(', '),
          fix: near ? `set value to '${near}'.` : `set value to one of ${TYPE_NAME_VALUES.join(', ')}.`,
        });
      }
    },
  },
];
