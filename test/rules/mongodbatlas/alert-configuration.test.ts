import { TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, secret, synth } from '../../util';
import { errorLines, ruleWarnings } from '../findings';

type Config = mongodbatlas.MongodbatlasAlertConfigurationConfig;
type Notification = mongodbatlas.MongodbatlasAlertConfigurationNotification;
const R = 'rule:mongodbatlas_alert_configuration';
const PROJECT = '6568f0c3a8d2b64e9d8a1b2c';
const base: Config = {
  projectId: PROJECT,
  eventType: 'OUTSIDE_METRIC_THRESHOLD',
  matcher: [{ fieldName: 'TYPE_NAME', operator: 'EQUALS', value: 'SECONDARY' }],
  metricThresholdConfig: { metricName: 'OPLOG_SLAVE_LAG_MASTER_TIME', operator: 'GREATER_THAN', threshold: 120, units: 'SECONDS', mode: 'AVERAGE' },
  notification: [{ typeName: 'GROUP', intervalMin: 5, delayMin: 0, emailEnabled: true, smsEnabled: false, roles: ['GROUP_OWNER'] }],
};

function make(config: Config | ((s: any) => Config), before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasAlertConfiguration(s, 'a', typeof config === 'function' ? config(s) : config);
  });
}
const fails = (config: Config | ((s: any) => Config)) => errorOf(() => make(config));
const withNotification = (...n: Notification[]) => ({ ...base, notification: n });

describe('mongodbatlas_alert_configuration type rules', () => {
  test('a valid alert with several notification types has no findings', () => {
    const r = make((s) => withNotification(
      { typeName: 'GROUP', intervalMin: 5, emailEnabled: true, smsEnabled: false, roles: ['GROUP_OWNER', 'GROUP_CLUSTER_MANAGER'] },
      { typeName: 'ORG', roles: ['ORG_OWNER'] },
      { typeName: 'SLACK', apiToken: secret(s, 'slack'), channelName: '#alerts', intervalMin: 15 },
      { typeName: 'PAGER_DUTY', serviceKey: secret(s, 'pd') },
      { typeName: 'OPS_GENIE', opsGenieApiKey: secret(s, 'og'), opsGenieRegion: 'EU' },
      { typeName: 'VICTOR_OPS', victorOpsApiKey: secret(s, 'vo'), victorOpsRoutingKey: secret(s, 'vor') },
      { typeName: 'DATADOG', datadogApiKey: secret(s, 'dd'), datadogRegion: 'EU' },
      { typeName: 'EMAIL', emailAddress: 'ops@example.com' },
      { typeName: 'SMS', mobileNumber: '+15555550100' },
      { typeName: 'USER', username: 'jane@example.com', emailEnabled: true },
      { typeName: 'TEAM', teamId: '6568f0c3a8d2b64e9d8a1b2d' },
      { typeName: 'MICROSOFT_TEAMS', microsoftTeamsWebhookUrl: secret(s, 'teams') },
      { typeName: 'WEBHOOK', webhookUrl: secret(s, 'hook'), webhookSecret: secret(s, 'hooksecret') },
    ));
    expect(r.warnings).toEqual([]);
  });

  test('notification-required-fields', () => {
    // integrationId supplies the credentials
    expect(make(withNotification({ typeName: 'SLACK', integrationId: 'i-1', channelName: '#a' })).warnings).toEqual([]);
    const m = fails(withNotification({ typeName: 'SLACK', channelName: '#alerts' }));
    expect(errorLines(m)).toEqual([
      `[test/a] [${R}/notification-required-fields] notification[0].apiToken: is required when typeName is SLACK. Received: typeName 'SLACK' without apiToken. Allowed: typeName SLACK with apiToken and channelName set. Fix: set apiToken on this notification (or integrationId, to use an existing integration's credentials).`,
    ]);
    expect(m).not.toContain('notification[0].channelName');
    expect(errorLines(fails(withNotification({ typeName: 'PAGER_DUTY' })))).toEqual([
      `[test/a] [${R}/notification-required-fields] notification[0].serviceKey: is required when typeName is PAGER_DUTY. Received: typeName 'PAGER_DUTY' without serviceKey. Allowed: typeName PAGER_DUTY with serviceKey set. Fix: set serviceKey on this notification (or integrationId, to use an existing integration's credentials).`,
    ]);
    expect(errorLines(fails(withNotification({ typeName: 'TEAM' })))).toEqual([
      `[test/a] [${R}/notification-required-fields] notification[0].teamId: is required when typeName is TEAM. `
      + "Received: typeName 'TEAM' without teamId. Allowed: typeName TEAM with teamId set. Fix: set teamId on this notification.",
    ]);
    // An integration supplies credentials, not the address to send to.
    expect(errorLines(fails(withNotification({ typeName: 'EMAIL', integrationId: '5f1e2d3c4b5a697887766554' })))).toEqual([
      `[test/a] [${R}/notification-required-fields] notification[0].emailAddress: is required when typeName is EMAIL. `
      + "Received: typeName 'EMAIL' without emailAddress. Allowed: typeName EMAIL with emailAddress set. Fix: set emailAddress on this notification.",
    ]);
  });

  test('notification-field-for-type', () => {
    expect(make(withNotification({ typeName: 'USER', username: 'u@example.com', smsEnabled: true })).warnings).toEqual([]);
    // Refuted before: the API's TeamNotification takes emailEnabled and smsEnabled.
    expect(make(withNotification({ typeName: 'TEAM', teamId: '5f1e2d3c4b5a697887766554', emailEnabled: true, smsEnabled: true })).warnings).toEqual([]);
    expect(make(withNotification({ typeName: 'EMAIL', emailAddress: 'ops@example.com', emailEnabled: true })).warnings).toEqual([
      `test/a: [${R}/notification-field-for-type] notification[0].emailEnabled: is used only when typeName is ORG, GROUP, USER, TEAM; the service ignores it here. Received: emailEnabled set on typeName 'EMAIL'. Allowed: emailEnabled only on typeName ORG, GROUP, USER, TEAM. Fix: remove emailEnabled from this EMAIL notification.`,
    ]);
    expect(make(withNotification({ typeName: 'USER', username: 'u@example.com', roles: ['GROUP_OWNER'] })).warnings).toEqual([]);
    expect(make(withNotification({ typeName: 'TEAM', teamId: '5f1e2d3c4b5a697887766554', roles: ['GROUP_OWNER'] })).warnings).toEqual([
      `test/a: [${R}/notification-field-for-type] notification[0].roles: is used only when typeName is ORG, GROUP, USER; the service ignores it here. Received: roles set on typeName 'TEAM'. Allowed: roles only on typeName ORG, GROUP, USER. Fix: remove roles from this TEAM notification.`,
    ]);
    expect(make(withNotification({ typeName: 'TEAM', teamId: 't', emailEnabled: false, smsEnabled: false, roles: [] })).warnings).toEqual([]);
  });

  test('notification-field-for-other-type warns: the service ignores a stray credential or target', () => {
    const r = make((s) => withNotification({ typeName: 'SLACK', apiToken: secret(s, 't'), channelName: '#a', datadogRegion: 'EU' }));
    expect(ruleWarnings(r.warnings)).toEqual([
      `test/a: [${R}/notification-field-for-other-type] notification[0].datadogRegion: is used only when typeName is DATADOG; the service ignores it here. Received: datadogRegion set on typeName 'SLACK'. Allowed: datadogRegion only on typeName DATADOG. Fix: remove datadogRegion from this SLACK notification.`,
    ]);
    // A token may resolve to null: not judged.
    expect(ruleWarnings(make((s) => withNotification({ typeName: 'GROUP', webhookSecret: secret(s, 'w') })).warnings)).toEqual([]);
  });

  test('notification-interval-min', () => {
    expect(make(withNotification({ typeName: 'GROUP', intervalMin: 5 })).warnings).toEqual([]);
    expect(errorLines(fails(withNotification({ typeName: 'GROUP', intervalMin: 3 })))).toEqual([
      `[test/a] [${R}/notification-interval-min] notification[0].intervalMin: is below the minimum of 5 minutes. Received: 3. Allowed: at least 5. Fix: set intervalMin to 5 or more.`,
    ]);
  });

  test('notification-interval-not-returned', () => {
    expect(make((s) => withNotification({ typeName: 'SLACK', apiToken: secret(s, 't'), channelName: '#a', intervalMin: 60 })).warnings).toEqual([]);
    expect(make((s) => withNotification({ typeName: 'PAGER_DUTY', serviceKey: secret(s, 'k'), intervalMin: 0 })).warnings).toEqual([]);
    expect(errorLines(fails((s) => withNotification({ typeName: 'GROUP' }, { typeName: 'OPS_GENIE', opsGenieApiKey: secret(s, 'k'), intervalMin: 10 })))).toEqual([
      `[test/a] [${R}/notification-interval-not-returned] notification[1].intervalMin: cannot be set on OPS_GENIE notifications: the provider refuses it, and the service takes no interval for them. Received: intervalMin set on typeName 'OPS_GENIE'. Allowed: no intervalMin on PAGER_DUTY, VICTOR_OPS, OPS_GENIE. Fix: remove intervalMin and configure the repeat interval in the OPS_GENIE service itself.`,
    ]);
  });

  test('notification-roles-match-type', () => {
    expect(make(withNotification({ typeName: 'ORG', roles: ['ORG_OWNER', 'ORG_BILLING_ADMIN'] }, { typeName: 'GROUP', roles: ['GROUP_READ_ONLY'] })).warnings).toEqual([]);
    expect(make(withNotification({ typeName: 'GROUP', roles: ['GROUP_OWNER', 'ORG_OWNER'] })).warnings).toEqual([
      `test/a: [${R}/notification-roles-match-type] notification[0].roles: holds organization roles, but a GROUP notification goes to project roles. Received: 'ORG_OWNER'. Allowed: GROUP_* roles only (project roles). Fix: use GROUP_* roles, or send the notification with typeName ORG.`,
    ]);
    expect(make(withNotification({ typeName: 'ORG', roles: ['GROUP_OWNER'] })).warnings).toEqual([
      `test/a: [${R}/notification-roles-match-type] notification[0].roles: holds project roles, but an ORG notification goes to organization roles. Received: 'GROUP_OWNER'. Allowed: ORG_* roles only (organization roles). Fix: use ORG_* roles, or send the notification with typeName GROUP.`,
    ]);
  });

  test('matcher-field-by-kind', () => {
    expect(make({ ...base, eventType: 'NO_PRIMARY', matcher: [{ fieldName: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' }] }).warnings).toEqual([]);
    // Refuted before: the API's host matcher takes ATLAS_NODE_TYPE, stream processor alerts INSTANCE_NAME and PROCESSOR_NAME.
    expect(make({ ...base, eventType: 'HOST_DOWN', matcher: [{ fieldName: 'ATLAS_NODE_TYPE', operator: 'EQUALS', value: 'ELECTABLE' }] }).warnings).toEqual([]);
    expect(make({ ...base, eventType: 'OUTSIDE_STREAM_PROCESSOR_METRIC_THRESHOLD', matcher: [{ fieldName: 'INSTANCE_NAME', operator: 'EQUALS', value: 'workspace-1' }, { fieldName: 'PROCESSOR_NAME', operator: 'STARTS_WITH', value: 'orders-' }] }).warnings).toEqual([]);
    // an event type of no known kind is not judged
    expect(make({ ...base, eventType: 'SOME_FUTURE_EVENT', matcher: [{ fieldName: 'HOSTNAME', operator: 'EQUALS', value: 'h' }] }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, eventType: 'PRIMARY_ELECTED', matcher: [{ fieldName: 'HOSTNAME', operator: 'EQUALS', value: 'h' }] }))).toEqual([
      `[test/a] [${R}/matcher-field-by-kind] matcher[0].fieldName: is not supported by replica set alerts (eventType 'PRIMARY_ELECTED'); it matches host alerts. Received: "HOSTNAME". Allowed: for replica set alerts: REPLICA_SET_NAME, SHARD_NAME, CLUSTER_NAME. Fix: use one of REPLICA_SET_NAME, SHARD_NAME, CLUSTER_NAME, or remove this matcher.`,
    ]);
    expect(errorLines(fails({ ...base, eventType: 'HOST_DOWN', matcher: [{ fieldName: 'REPLICA_SET_NAME', operator: 'EQUALS', value: 'r' }, { fieldName: 'CLUSTER_NAME', operator: 'EQUALS', value: 'c' }] }))).toEqual([
      `[test/a] [${R}/matcher-field-by-kind] matcher[1].fieldName: is not supported by host alerts (eventType 'HOST_DOWN'); it matches replica set alerts and sharded cluster alerts and auto-scaling alerts. Received: "CLUSTER_NAME". Allowed: for host alerts: TYPE_NAME, HOSTNAME, PORT, HOSTNAME_AND_PORT, REPLICA_SET_NAME, ATLAS_NODE_TYPE. Fix: use one of TYPE_NAME, HOSTNAME, PORT, HOSTNAME_AND_PORT, REPLICA_SET_NAME, ATLAS_NODE_TYPE, or remove this matcher.`,
    ]);
    expect(errorLines(fails({ ...base, eventType: 'CLUSTER_MONGOS_IS_MISSING', matcher: [{ fieldName: 'REPLICA_SET_NAME', operator: 'EQUALS', value: 'r' }] }))).toEqual([
      `[test/a] [${R}/matcher-field-by-kind] matcher[0].fieldName: is not supported by sharded cluster alerts (eventType 'CLUSTER_MONGOS_IS_MISSING'); it matches host alerts and replica set alerts. Received: "REPLICA_SET_NAME". Allowed: for sharded cluster alerts: CLUSTER_NAME, SHARD_NAME. Fix: use one of CLUSTER_NAME, SHARD_NAME, or remove this matcher.`,
    ]);
  });

  test('matchers-not-supported: an event type that takes no matchers warns', () => {
    expect(make({ ...base, eventType: 'JOINED_GROUP', matcher: undefined }).warnings).toEqual([]);
    expect(make({ ...base, eventType: 'CPS_SNAPSHOT_FAILED', matcher: [{ fieldName: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' }] }).warnings).toEqual([
      `test/a: [${R}/matchers-not-supported] matcher: is not supported by eventType 'CPS_SNAPSHOT_FAILED': only host, replica set, sharded cluster, auto-scaling, stream processor and App Services alerts take matchers. Received: 1 matcher on eventType 'CPS_SNAPSHOT_FAILED'. Allowed: no matcher on this event type. Fix: remove the matchers (the alert applies to the whole project), or choose an event type of a kind that takes them.`,
    ]);
  });

  test('matcher-type-name-value', () => {
    expect(make({ ...base, matcher: [{ fieldName: 'TYPE_NAME', operator: 'NOT_EQUALS', value: 'MONGOS' }] }).warnings).toEqual([]);
    // Refuted before: the API's MatcherHostType also has ARBITER and MONGOT.
    expect(make({ ...base, matcher: [{ fieldName: 'TYPE_NAME', operator: 'EQUALS', value: 'ARBITER' }] }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, matcher: [{ fieldName: 'TYPE_NAME', operator: 'EQUALS', value: 'primary' }] }))).toEqual([
      `[test/a] [${R}/matcher-type-name-value] matcher[0].value: is not a process type, which a TYPE_NAME matcher needs. Received: "primary". Allowed: PRIMARY, SECONDARY, STANDALONE, CONFIG, MONGOS, ARBITER, MONGOT. Fix: set value to 'PRIMARY'.`,
    ]);
  });

  test('metricThresholdConfig.mode is a value check (the rule that repeated it is gone)', () => {
    expect(make({ ...base, metricThresholdConfig: { metricName: 'CONNECTIONS', threshold: 1 } }).warnings).toEqual([]);
    expect(errorLines(fails({ ...base, metricThresholdConfig: { metricName: 'CONNECTIONS', mode: 'MAX' } }))).toEqual([
      '[test/a] [value:mongodbatlas_alert_configuration.metric_threshold_config.mode] metricThresholdConfig.mode: is not an allowed value. Received: "MAX". Allowed: \'AVERAGE\'. Fix: use one of the allowed values.',
    ]);
  });

  test('tokens are not judged', () => {
    const r = make((s) => {
      const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
      const n = (id: string) => new TerraformVariable(s, id, { type: 'number' }).numberValue;
      return {
        ...base,
        eventType: v('event'),
        matcher: [{ fieldName: 'TYPE_NAME', operator: 'EQUALS', value: v('proc') }, { fieldName: 'CLUSTER_NAME', operator: 'EQUALS', value: 'c' }],
        metricThresholdConfig: { metricName: 'CONNECTIONS', mode: v('mode') },
        notification: [{ typeName: v('type'), intervalMin: n('interval'), emailEnabled: true, channelName: '#a' }, { typeName: 'GROUP', intervalMin: n('i2') }],
      };
    });
    expect(ruleWarnings(r.warnings)).toEqual([]);
  });

  test('an acknowledged rule warns instead', () => {
    const r = make(withNotification({ typeName: 'GROUP', intervalMin: 1 }), (s) => Checks.of(s).acknowledge(`${R}/notification-interval-min`, 'the project has a support exception for this'));
    expect(r.warnings).toEqual([`test/a: [${R}/notification-interval-min] notification[0].intervalMin: is below the minimum of 5 minutes. Received: 1. Allowed: at least 5. Fix: set intervalMin to 5 or more. Acknowledged: the project has a support exception for this`]);
  });
});
