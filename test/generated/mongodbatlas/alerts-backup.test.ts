/**
 * mongodbatlas_alert_configuration, mongodbatlas_backup_compliance_policy and
 * mongodbatlas_cloud_backup_schedule (spec section 2.1, alert and backup types): the spec's
 * plural names (`matchers`, `notifications`, `policyItemHourlies`, ...) are Terraform's singular
 * block names, and the secrets of a notification warn when they are literals.
 */
import { TerraformOutput } from 'cdktn';
import { mongodbatlas } from '../../../src';
import { errorOf, expectSnakeCaseOnly, LITERAL_SECRET, resource, secret, stack, synth } from '../../util';

const PROJECT_ID = '6568f0c3a8d2b64e9d8a1b2c';
describe('mongodbatlas_alert_configuration', () => {
  test('mongodbatlas_alert_configuration: a metric threshold alert on secondaries notifying the project, Slack and PagerDuty', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasAlertConfiguration(s, 'replication_lag', {
        projectId: PROJECT_ID,
        eventType: 'OUTSIDE_METRIC_THRESHOLD',
        enabled: true,
        severityOverride: 'WARNING',
        matcher: [
          { fieldName: 'TYPE_NAME', operator: 'EQUALS', value: 'SECONDARY' },
          { fieldName: 'REPLICA_SET_NAME', operator: 'STARTS_WITH', value: 'atlas-orders' },
        ],
        metricThresholdConfig: { metricName: 'OPLOG_SLAVE_LAG_MASTER_TIME', operator: 'GREATER_THAN', threshold: 120, units: 'SECONDS', mode: 'AVERAGE' },
        notification: [
          { typeName: 'GROUP', intervalMin: 5, delayMin: 0, emailEnabled: true, smsEnabled: false, roles: ['GROUP_OWNER', 'GROUP_CLUSTER_MANAGER'] },
          { typeName: 'SLACK', channelName: '#atlas-alerts', apiToken: secret(s, 'slack_token'), intervalMin: 15, delayMin: 5 },
          { typeName: 'PAGER_DUTY', serviceKey: secret(s, 'pagerduty_service_key'), delayMin: 10 },
        ],
      });
    });
    expect(mongodbatlas.MongodbatlasAlertConfiguration.tfResourceType).toBe('mongodbatlas_alert_configuration');
    const body = resource(doc, 'mongodbatlas_alert_configuration', 'replication_lag');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      event_type: 'OUTSIDE_METRIC_THRESHOLD',
      enabled: true,
      severity_override: 'WARNING',
      matcher: [
        { field_name: 'TYPE_NAME', operator: 'EQUALS', value: 'SECONDARY' },
        { field_name: 'REPLICA_SET_NAME', operator: 'STARTS_WITH', value: 'atlas-orders' },
      ],
      metric_threshold_config: { metric_name: 'OPLOG_SLAVE_LAG_MASTER_TIME', operator: 'GREATER_THAN', threshold: 120, units: 'SECONDS', mode: 'AVERAGE' },
      notification: [
        { type_name: 'GROUP', interval_min: 5, delay_min: 0, email_enabled: true, sms_enabled: false, roles: ['GROUP_OWNER', 'GROUP_CLUSTER_MANAGER'] },
        { type_name: 'SLACK', channel_name: '#atlas-alerts', api_token: '${var.slack_token}', interval_min: 15, delay_min: 5 },
        { type_name: 'PAGER_DUTY', service_key: '${var.pagerduty_service_key}', delay_min: 10 },
      ],
    });
    // spec names matchers / notifications / metricThresholdConfigs are Terraform's singular blocks
    expect(body.matchers).toBeUndefined();
    expect(body.notifications).toBeUndefined();
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_alert_configuration: a threshold alert to a webhook; literal webhook_url and webhook_secret warn with their paths', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasAlertConfiguration(s, 'oplog_window', {
        projectId: PROJECT_ID,
        eventType: 'REPLICATION_OPLOG_WINDOW_RUNNING_OUT',
        thresholdConfig: { operator: 'LESS_THAN', threshold: 1, units: 'HOURS' },
        notification: [
          { typeName: 'WEBHOOK', webhookUrl: 'https://hooks.example.com/atlas/alerts', webhookSecret: 'whsec_4fK9mQ2xLp7vRt' },
          { typeName: 'DATADOG', datadogApiKey: secret(s, 'datadog_api_key'), datadogRegion: 'EU' },
        ],
      });
    });
    expect(resource(doc, 'mongodbatlas_alert_configuration', 'oplog_window')).toEqual({
      project_id: PROJECT_ID,
      event_type: 'REPLICATION_OPLOG_WINDOW_RUNNING_OUT',
      threshold_config: { operator: 'LESS_THAN', threshold: 1, units: 'HOURS' },
      notification: [
        { type_name: 'WEBHOOK', webhook_url: 'https://hooks.example.com/atlas/alerts', webhook_secret: 'whsec_4fK9mQ2xLp7vRt' },
        { type_name: 'DATADOG', datadog_api_key: '${var.datadog_api_key}', datadog_region: 'EU' },
      ],
    });
    expect(warnings).toEqual([
      `test/oplog_window: [terrain:literal-secret] notification[0].webhookUrl ${LITERAL_SECRET}`,
      `test/oplog_window: [terrain:literal-secret] notification[0].webhookSecret ${LITERAL_SECRET}`,
    ]);
  });

  test('mongodbatlas_alert_configuration: computed ids resolve, import id is <project_id>-<alert_configuration_id>, notification is required', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const a = new mongodbatlas.MongodbatlasAlertConfiguration(s, 'cpu', {
        projectId: PROJECT_ID,
        eventType: 'OUTSIDE_METRIC_THRESHOLD',
        metricThresholdConfig: { metricName: 'NORMALIZED_SYSTEM_CPU_USER', operator: 'GREATER_THAN', threshold: 85, units: 'RAW', mode: 'AVERAGE' },
        notification: [{ typeName: 'EMAIL', emailAddress: 'dba-oncall@example.com', intervalMin: 60 }],
      });
      new TerraformOutput(s, 'alert_id', { value: a.alertConfigurationId });
      new TerraformOutput(s, 'created', { value: a.created });
      mongodbatlas.MongodbatlasAlertConfiguration.generateConfigForImport(s, 'existing_alert', `${PROJECT_ID}-65f1c2d3e4a5b6c7d8e9f0a1`);
    });
    expect(doc.output).toEqual({
      alert_id: { value: '${mongodbatlas_alert_configuration.cpu.alert_configuration_id}' },
      created: { value: '${mongodbatlas_alert_configuration.cpu.created}' },
    });
    expect(doc.import).toEqual([{ id: `${PROJECT_ID}-65f1c2d3e4a5b6c7d8e9f0a1`, to: 'mongodbatlas_alert_configuration.existing_alert' }]);

    const msg = errorOf(() => new mongodbatlas.MongodbatlasAlertConfiguration(stack(), 'bad', {
      projectId: PROJECT_ID,
      eventType: 'OUTSIDE_METRIC_THRESHOLD',
      notifications: [{ typeName: 'EMAIL' }],
    } as any));
    expect(msg).toContain("write 'notification' instead of 'notifications'.");
    expect(msg).toContain('notification: is required.');
  });
});

describe('mongodbatlas_backup_compliance_policy', () => {
  test('mongodbatlas_backup_compliance_policy: every policy item kind, with policy_item_hourly and the other singular block names', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasBackupCompliancePolicy(s, 'compliance', {
        projectId: PROJECT_ID,
        authorizedEmail: 'compliance-officer@example.com',
        authorizedUserFirstName: 'Dana',
        authorizedUserLastName: 'Okafor',
        copyProtectionEnabled: true,
        encryptionAtRestEnabled: false,
        pitEnabled: true,
        restoreWindowDays: 7,
        onDemandPolicyItem: { frequencyInterval: 0, retentionUnit: 'days', retentionValue: 3 },
        policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 7 },
        policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 7 },
        policyItemWeekly: [{ frequencyInterval: 1, retentionUnit: 'weeks', retentionValue: 4 }],
        policyItemMonthly: [{ frequencyInterval: 1, retentionUnit: 'months', retentionValue: 12 }],
        policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'years', retentionValue: 1 }],
      });
    });
    expect(mongodbatlas.MongodbatlasBackupCompliancePolicy.tfResourceType).toBe('mongodbatlas_backup_compliance_policy');
    const body = resource(doc, 'mongodbatlas_backup_compliance_policy', 'compliance');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      authorized_email: 'compliance-officer@example.com',
      authorized_user_first_name: 'Dana',
      authorized_user_last_name: 'Okafor',
      copy_protection_enabled: true,
      encryption_at_rest_enabled: false,
      pit_enabled: true,
      restore_window_days: 7,
      on_demand_policy_item: { frequency_interval: 0, retention_unit: 'days', retention_value: 3 },
      policy_item_hourly: { frequency_interval: 6, retention_unit: 'days', retention_value: 7 },
      policy_item_daily: { frequency_interval: 1, retention_unit: 'days', retention_value: 7 },
      policy_item_weekly: [{ frequency_interval: 1, retention_unit: 'weeks', retention_value: 4 }],
      policy_item_monthly: [{ frequency_interval: 1, retention_unit: 'months', retention_value: 12 }],
      policy_item_yearly: [{ frequency_interval: 1, retention_unit: 'years', retention_value: 1 }],
    });
    for (const plural of ['policy_item_hourlies', 'policy_item_dailies', 'policy_item_weeklies', 'policy_item_monthlies', 'policy_item_yearlies']) {
      expect(body[plural]).toBeUndefined();
    }
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_backup_compliance_policy: computed state resolves; the import id is the project id; spec plural names are refused', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const p = new mongodbatlas.MongodbatlasBackupCompliancePolicy(s, 'compliance', {
        projectId: PROJECT_ID,
        authorizedEmail: 'compliance-officer@example.com',
        authorizedUserFirstName: 'Dana',
        authorizedUserLastName: 'Okafor',
        policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 14 },
      });
      new TerraformOutput(s, 'state', { value: p.state });
      new TerraformOutput(s, 'updated_user', { value: p.updatedUser });
      mongodbatlas.MongodbatlasBackupCompliancePolicy.generateConfigForImport(s, 'existing_policy', PROJECT_ID);
    });
    expect(doc.output).toEqual({
      state: { value: '${mongodbatlas_backup_compliance_policy.compliance.state}' },
      updated_user: { value: '${mongodbatlas_backup_compliance_policy.compliance.updated_user}' },
    });
    expect(doc.import).toEqual([{ id: PROJECT_ID, to: 'mongodbatlas_backup_compliance_policy.existing_policy' }]);

    const msg = errorOf(() => new mongodbatlas.MongodbatlasBackupCompliancePolicy(stack(), 'bad', {
      projectId: PROJECT_ID,
      authorizedEmail: 'compliance-officer@example.com',
      authorizedUserFirstName: 'Dana',
      authorizedUserLastName: 'Okafor',
      policyItemHourlies: [{ frequencyInterval: 6, retentionUnit: 'days', retentionValue: 7 }],
      policyItemDaily: [{ frequencyInterval: 1, retentionUnit: 'days', retentionValue: 7 }],
    } as any));
    expect(msg).toContain('policyItemHourlies: unknown key.');
    expect(msg).toContain('policyItemDaily: expected a single object (struct), not a list.');
  });
});

describe('mongodbatlas_cloud_backup_schedule', () => {
  test('mongodbatlas_cloud_backup_schedule: schedule of a cluster with all policy items, a cross-region copy and an export (spec exports is Terraform export)', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const cluster = new mongodbatlas.MongodbatlasAdvancedCluster(s, 'orders', {
        projectId: PROJECT_ID,
        name: 'orders-prod',
        clusterType: 'REPLICASET',
        backupEnabled: true,
        replicationSpecs: [{ regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M30', nodeCount: 3 } }] }],
      });
      new mongodbatlas.MongodbatlasCloudBackupSchedule(s, 'orders_schedule', {
        projectId: PROJECT_ID,
        clusterName: cluster.name,
        referenceHourOfDay: 3,
        referenceMinuteOfHour: 45,
        restoreWindowDays: 4,
        updateSnapshots: false,
        autoExportEnabled: true,
        useOrgAndGroupNamesInExportPrefix: true,
        policyItemHourly: { frequencyInterval: 6, retentionUnit: 'days', retentionValue: 7 },
        policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 14 },
        policyItemWeekly: [{ frequencyInterval: 6, retentionUnit: 'weeks', retentionValue: 8 }],
        policyItemMonthly: [{ frequencyInterval: 40, retentionUnit: 'months', retentionValue: 12 }],
        policyItemYearly: [{ frequencyInterval: 1, retentionUnit: 'years', retentionValue: 3 }],
        copySettings: [{
          cloudProvider: 'AWS',
          regionName: 'US_WEST_2',
          zoneId: cluster.replicationSpecs.get(0).zoneId,
          frequencies: ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'ON_DEMAND'],
          shouldCopyOplogs: true,
        }],
        exportAttribute: { exportBucketId: '65f2a9c8e1d4b3a2f0c9d8e7', frequencyType: 'monthly' },
      });
    });
    expect(mongodbatlas.MongodbatlasCloudBackupSchedule.tfResourceType).toBe('mongodbatlas_cloud_backup_schedule');
    const body = resource(doc, 'mongodbatlas_cloud_backup_schedule', 'orders_schedule');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      cluster_name: '${mongodbatlas_advanced_cluster.orders.name}',
      reference_hour_of_day: 3,
      reference_minute_of_hour: 45,
      restore_window_days: 4,
      update_snapshots: false,
      auto_export_enabled: true,
      use_org_and_group_names_in_export_prefix: true,
      policy_item_hourly: { frequency_interval: 6, retention_unit: 'days', retention_value: 7 },
      policy_item_daily: { frequency_interval: 1, retention_unit: 'days', retention_value: 14 },
      policy_item_weekly: [{ frequency_interval: 6, retention_unit: 'weeks', retention_value: 8 }],
      policy_item_monthly: [{ frequency_interval: 40, retention_unit: 'months', retention_value: 12 }],
      policy_item_yearly: [{ frequency_interval: 1, retention_unit: 'years', retention_value: 3 }],
      copy_settings: [{
        cloud_provider: 'AWS',
        region_name: 'US_WEST_2',
        zone_id: '${mongodbatlas_advanced_cluster.orders.replication_specs[0].zone_id}',
        frequencies: ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'ON_DEMAND'],
        should_copy_oplogs: true,
      }],
      export: { export_bucket_id: '65f2a9c8e1d4b3a2f0c9d8e7', frequency_type: 'monthly' },
    });
    expect(body.export_attribute).toBeUndefined();
    expect(body.policy_item_hourlies).toBeUndefined();
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_cloud_backup_schedule: computed outputs resolve; import id is <project_id>-<cluster_name>', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const sch = new mongodbatlas.MongodbatlasCloudBackupSchedule(s, 'sched', {
        projectId: PROJECT_ID,
        clusterName: 'orders-prod',
        policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 7 },
      });
      new TerraformOutput(s, 'next_snapshot', { value: sch.nextSnapshot });
      new TerraformOutput(s, 'id_policy', { value: sch.idPolicy });
      new TerraformOutput(s, 'cluster_id', { value: sch.clusterId });
      mongodbatlas.MongodbatlasCloudBackupSchedule.generateConfigForImport(s, 'existing_schedule', `${PROJECT_ID}-orders-prod`);
    });
    expect(resource(doc, 'mongodbatlas_cloud_backup_schedule', 'sched')).toEqual({
      project_id: PROJECT_ID,
      cluster_name: 'orders-prod',
      policy_item_daily: { frequency_interval: 1, retention_unit: 'days', retention_value: 7 },
    });
    expect(doc.output).toEqual({
      next_snapshot: { value: '${mongodbatlas_cloud_backup_schedule.sched.next_snapshot}' },
      id_policy: { value: '${mongodbatlas_cloud_backup_schedule.sched.id_policy}' },
      cluster_id: { value: '${mongodbatlas_cloud_backup_schedule.sched.cluster_id}' },
    });
    expect(doc.import).toEqual([{ id: `${PROJECT_ID}-orders-prod`, to: 'mongodbatlas_cloud_backup_schedule.existing_schedule' }]);
  });
});
