/**
 * Alert configurations of many event types and every notification kind, modelled on the provider's
 * alert configuration acceptance tests and documentation examples.
 */
import { TerraformStack } from 'cdktn';
import { atlasApp, input, PROJECT_ID, secret, TEAM_ID } from './corpus';
import { mongodbatlas } from '../../../src';
import { CorpusApp } from '../corpus';

type Notification = mongodbatlas.MongodbatlasAlertConfigurationNotification;
const group: Notification = { typeName: 'GROUP', intervalMin: 5, delayMin: 0, smsEnabled: false, emailEnabled: true, roles: ['GROUP_DATA_ACCESS_READ_ONLY', 'GROUP_CLUSTER_MANAGER'] };

function alert(s: TerraformStack, id: string, config: Omit<mongodbatlas.MongodbatlasAlertConfigurationConfig, 'projectId'>) {
  return new mongodbatlas.MongodbatlasAlertConfiguration(s, id, { projectId: PROJECT_ID, ...config });
}

export const APPS: CorpusApp[] = [
  atlasApp('host, replica set, sharded cluster and metric alerts with their matchers', 'internal/service/alertconfiguration/resource_test.go', (s) => {
    alert(s, 'host_down', {
      eventType: 'HOST_DOWN',
      enabled: true,
      notification: [group],
      matcher: [{ fieldName: 'TYPE_NAME', operator: 'EQUALS', value: 'SECONDARY' }, { fieldName: 'HOSTNAME', operator: 'CONTAINS', value: 'shard-00' }],
    });
    alert(s, 'cpu', {
      eventType: 'OUTSIDE_METRIC_THRESHOLD',
      enabled: true,
      notification: [group],
      matcher: [{ fieldName: 'HOSTNAME_AND_PORT', operator: 'EQUALS', value: 'SECONDARY' }],
      metricThresholdConfig: { metricName: 'NORMALIZED_SYSTEM_CPU_USER', operator: 'GREATER_THAN', threshold: 90, units: 'RAW', mode: 'AVERAGE' },
    });
    alert(s, 'oplog', {
      eventType: 'REPLICATION_OPLOG_WINDOW_RUNNING_OUT',
      enabled: true,
      notification: [group],
      matcher: [{ fieldName: 'REPLICA_SET_NAME', operator: 'EQUALS', value: 'atlas-abc123-shard-0' }],
      thresholdConfig: { operator: 'LESS_THAN', threshold: 72, units: 'HOURS' },
    });
    alert(s, 'no_primary', { eventType: 'NO_PRIMARY', enabled: true, notification: [group], matcher: [{ fieldName: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' }] });
    alert(s, 'mongos', { eventType: 'CLUSTER_MONGOS_IS_MISSING', enabled: true, notification: [group], matcher: [{ fieldName: 'CLUSTER_NAME', operator: 'STARTS_WITH', value: 'orders' }] });
    alert(s, 'node_type', { eventType: 'HOST_NOT_ENOUGH_DISK_SPACE', enabled: true, notification: [group], matcher: [{ fieldName: 'ATLAS_NODE_TYPE', operator: 'EQUALS', value: 'ELECTABLE' }] });
    alert(s, 'autoscale', { eventType: 'COMPUTE_AUTO_SCALE_INITIATED_BASE', enabled: true, notification: [group], matcher: [{ fieldName: 'CLUSTER_NAME', operator: 'EQUALS', value: 'orders' }] });
    alert(s, 'stream', {
      eventType: 'OUTSIDE_STREAM_PROCESSOR_METRIC_THRESHOLD',
      enabled: true,
      notification: [group],
      matcher: [{ fieldName: 'INSTANCE_NAME', operator: 'EQUALS', value: 'workspace-1' }, { fieldName: 'PROCESSOR_NAME', operator: 'EQUALS', value: 'orders-enrich' }],
      metricThresholdConfig: { metricName: 'STREAM_PROCESSOR_KAFKA_LAG', operator: 'GREATER_THAN', threshold: 5000, units: 'RAW', mode: 'AVERAGE' },
    });
    alert(s, 'serverless', {
      eventType: 'OUTSIDE_SERVERLESS_METRIC_THRESHOLD',
      enabled: true,
      notification: [group],
      metricThresholdConfig: { metricName: 'SERVERLESS_CONNECTIONS_PERCENT', operator: 'GREATER_THAN', threshold: 80, units: 'RAW', mode: 'AVERAGE' },
    });
  }),
  atlasApp('project-wide event types without matchers, with a severity override', 'internal/service/alertconfiguration/resource_test.go', (s) => {
    for (const [id, eventType] of [['mfa', 'USERS_WITHOUT_MULTI_FACTOR_AUTH'], ['snapshot', 'CPS_SNAPSHOT_FAILED'], ['behind', 'CPS_SNAPSHOT_BEHIND'], ['joined', 'JOINED_GROUP']]) {
      alert(s, id, { eventType, enabled: true, severityOverride: 'WARNING', notification: [group] });
    }
  }),
  atlasApp('every notification kind, credentials from sensitive variables or an integration', 'internal/service/alertconfiguration/resource_test.go', (s) => {
    alert(s, 'all_targets', {
      eventType: 'NO_PRIMARY',
      enabled: true,
      notification: [
        group,
        { typeName: 'ORG', intervalMin: 15, emailEnabled: true, smsEnabled: false, roles: ['ORG_OWNER', 'ORG_BILLING_READ_ONLY'] },
        { typeName: 'USER', username: 'dba@example.com', intervalMin: 10, emailEnabled: true, smsEnabled: true },
        { typeName: 'TEAM', teamId: TEAM_ID, intervalMin: 10, emailEnabled: true, smsEnabled: false },
        { typeName: 'EMAIL', emailAddress: 'oncall@example.com', intervalMin: 5, delayMin: 5 },
        { typeName: 'SMS', mobileNumber: '+15555550123', intervalMin: 60 },
        { typeName: 'SLACK', apiToken: secret(s, 'slack_token'), channelName: '#atlas-alerts', intervalMin: 5 },
        { typeName: 'DATADOG', datadogApiKey: secret(s, 'datadog_key'), datadogRegion: 'EU', intervalMin: 5 },
        { typeName: 'MICROSOFT_TEAMS', microsoftTeamsWebhookUrl: secret(s, 'teams_url'), intervalMin: 5 },
        { typeName: 'WEBHOOK', webhookUrl: secret(s, 'webhook_url'), webhookSecret: secret(s, 'webhook_secret'), intervalMin: 5 },
        { typeName: 'PAGER_DUTY', serviceKey: secret(s, 'pd_key'), delayMin: 0 },
        { typeName: 'OPS_GENIE', opsGenieApiKey: secret(s, 'og_key'), opsGenieRegion: 'EU' },
        { typeName: 'VICTOR_OPS', victorOpsApiKey: secret(s, 'vo_key'), victorOpsRoutingKey: secret(s, 'vo_routing') },
      ],
    });
    // A third-party integration supplies the credentials.
    alert(s, 'via_integration', {
      eventType: 'HOST_DOWN',
      enabled: true,
      notification: [{ typeName: 'PAGER_DUTY', integrationId: input(s, 'pagerduty_integration_id') }, { typeName: 'SLACK', integrationId: input(s, 'slack_integration_id'), channelName: '#db' }],
    });
  }),
];
