/**
 * Alerts on a replica set: replication lag on secondaries to Slack and the project owners, paged
 * to PagerDuty after five minutes; a lost primary on the cluster, through the team's Opsgenie
 * integration; and an alert that already exists in Atlas, looked up.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { Duration, mongodbatlas } from '../../src';

export class AlertsStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      publicKey: new TerraformVariable(this, 'atlas_public_key', { type: 'string' }).stringValue,
      privateKey: new TerraformVariable(this, 'atlas_private_key', { type: 'string', sensitive: true }).stringValue,
    });
    const projectId = new TerraformVariable(this, 'project_id', { type: 'string' }).stringValue;
    // Credentials are secrets: sensitive variables, never literals (a literal warns terrain:literal-secret).
    const slackToken = new TerraformVariable(this, 'slack_token', { type: 'string', sensitive: true });
    const pdKey = new TerraformVariable(this, 'pagerduty_service_key', { type: 'string', sensitive: true });
    const opsGenieIntegration = new TerraformVariable(this, 'opsgenie_integration_id', { type: 'string' }).stringValue;

    const orders = new mongodbatlas.ReplicaSetCluster(this, 'Orders', {
      projectId,
      name: 'orders',
      instanceSize: 'M30',
      regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }],
    });

    // A host metric alert: secondaries more than a minute behind.
    const lag = new mongodbatlas.AlertConfiguration(this, 'ReplicationLag', {
      projectId,
      eventType: 'OUTSIDE_METRIC_THRESHOLD',
      metricThreshold: { metricName: 'OPLOG_REPLICATION_LAG_TIME', operator: mongodbatlas.ThresholdOperator.GREATER_THAN, threshold: 60, units: mongodbatlas.ThresholdUnits.SECONDS },
      matchers: [mongodbatlas.AlertMatcher.hostType(mongodbatlas.HostType.SECONDARY)],
      notifications: [
        mongodbatlas.NotificationTarget.slack({ apiToken: slackToken.stringValue, channelName: '#db-alerts' }),
        mongodbatlas.NotificationTarget.group({ roles: [mongodbatlas.ProjectRole.GROUP_OWNER], emailEnabled: true, interval: Duration.minutes(15) }),
      ],
    });
    lag.addNotification(mongodbatlas.NotificationTarget.pagerDuty({ serviceKey: pdKey.stringValue, delay: Duration.minutes(5) }));

    // A replica set alert on one cluster: addAlert adds the matcher CLUSTER_NAME = orders.
    orders.addAlert('NoPrimary', {
      eventType: 'NO_PRIMARY',
      severityOverride: 'CRITICAL',
      notifications: [
        mongodbatlas.NotificationTarget.opsGenie({ integrationId: opsGenieIntegration }),
        mongodbatlas.NotificationTarget.org({ roles: [mongodbatlas.OrgRole.ORG_OWNER], emailEnabled: true }),
      ],
    });

    const existing = mongodbatlas.AlertConfiguration.fromLookup(this, 'ExistingAlert', {
      projectId,
      alertConfigurationId: new TerraformVariable(this, 'existing_alert_id', { type: 'string' }).stringValue,
    });

    new TerraformOutput(this, 'replication_lag_alert_id', { value: lag.alertConfigurationId });
    new TerraformOutput(this, 'existing_alert_event', { value: existing.eventType });
  }
}
