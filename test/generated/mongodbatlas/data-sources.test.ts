/**
 * The 13 mongodbatlas data sources (there is no cloud_provider_access_authorization data
 * source): each renders exactly its lookup arguments, and its computed fields, nested ones
 * included, resolve to `data.` references under their Terraform names (spec names such as
 * `privateEndpoints`, `policyItemHourlies`, `exports`, `vendorUri` differ).
 */
import { TerraformOutput } from 'cdktn';
import { mongodbatlas } from '../../../src';
import { dataSource, errorOf, expectSnakeCaseOnly, stack, synth } from '../../util';

const PROJECT_ID = '6568f0c3a8d2b64e9d8a1b2c';
const ORG_ID = '5f4e3d2c1b0a99887766aa55';
const TEAM_ID = '65a1b2c3d4e5f60718293a4b';

describe('mongodbatlas data sources', () => {
  test('data.mongodbatlas_advanced_cluster: looks a cluster up by project and name; connection strings and effective specs resolve', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const c = new mongodbatlas.DataMongodbatlasAdvancedCluster(s, 'orders', { projectId: PROJECT_ID, name: 'orders-prod', useEffectiveFields: true });
      new TerraformOutput(s, 'standard_srv', { value: c.connectionStrings.standardSrv });
      new TerraformOutput(s, 'private_endpoint_srv', { value: c.connectionStrings.privateEndpoint.get(0).srvConnectionString });
      new TerraformOutput(s, 'effective_size', { value: c.replicationSpecs.get(0).regionConfigs.get(0).effectiveElectableSpecs.instanceSize });
      new TerraformOutput(s, 'tls12_ciphers', { value: c.advancedConfiguration.customOpensslCipherConfigTls12 });
      new TerraformOutput(s, 'major_version', { value: c.mongoDbMajorVersion });
    });
    expect(mongodbatlas.DataMongodbatlasAdvancedCluster.tfResourceType).toBe('mongodbatlas_advanced_cluster');
    const body = dataSource(doc, 'mongodbatlas_advanced_cluster', 'orders');
    expect(body).toEqual({ project_id: PROJECT_ID, name: 'orders-prod', use_effective_fields: true });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      standard_srv: { value: '${data.mongodbatlas_advanced_cluster.orders.connection_strings.standard_srv}' },
      private_endpoint_srv: { value: '${data.mongodbatlas_advanced_cluster.orders.connection_strings.private_endpoint[0].srv_connection_string}' },
      effective_size: { value: '${data.mongodbatlas_advanced_cluster.orders.replication_specs[0].region_configs[0].effective_electable_specs.instance_size}' },
      tls12_ciphers: { value: '${tolist(data.mongodbatlas_advanced_cluster.orders.advanced_configuration.custom_openssl_cipher_config_tls12)}' },
      major_version: { value: '${data.mongodbatlas_advanced_cluster.orders.mongo_db_major_version}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_alert_configuration: reads an alert and asks for its HCL rendering; notification and matcher resolve', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const a = new mongodbatlas.DataMongodbatlasAlertConfiguration(s, 'cpu', {
        projectId: PROJECT_ID,
        alertConfigurationId: '65f1c2d3e4a5b6c7d8e9f0a1',
        output: [{ type: 'resource_hcl', label: 'cpu_alert' }, { type: 'resource_import', label: 'cpu_alert' }],
      });
      new TerraformOutput(s, 'hcl', { value: a.output.get(0).value });
      new TerraformOutput(s, 'first_notification_type', { value: a.notification.get(0).typeName });
      new TerraformOutput(s, 'first_matcher_field', { value: a.matcher.get(0).fieldName });
      new TerraformOutput(s, 'metric', { value: a.metricThresholdConfig.get(0).metricName });
    });
    expect(mongodbatlas.DataMongodbatlasAlertConfiguration.tfResourceType).toBe('mongodbatlas_alert_configuration');
    const body = dataSource(doc, 'mongodbatlas_alert_configuration', 'cpu');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      alert_configuration_id: '65f1c2d3e4a5b6c7d8e9f0a1',
      output: [{ type: 'resource_hcl', label: 'cpu_alert' }, { type: 'resource_import', label: 'cpu_alert' }],
    });
    // spec name outputs is Terraform's output block
    expect(body.outputs).toBeUndefined();
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      hcl: { value: '${data.mongodbatlas_alert_configuration.cpu.output[0].value}' },
      first_notification_type: { value: '${data.mongodbatlas_alert_configuration.cpu.notification[0].type_name}' },
      first_matcher_field: { value: '${data.mongodbatlas_alert_configuration.cpu.matcher[0].field_name}' },
      metric: { value: '${data.mongodbatlas_alert_configuration.cpu.metric_threshold_config[0].metric_name}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_backup_compliance_policy: reads the policy of a project; policy_item_hourly resolves', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const p = new mongodbatlas.DataMongodbatlasBackupCompliancePolicy(s, 'policy', { projectId: PROJECT_ID });
      new TerraformOutput(s, 'hourly_retention', { value: p.policyItemHourly.get(0).retentionValue });
      new TerraformOutput(s, 'yearly_unit', { value: p.policyItemYearly.get(0).retentionUnit });
      new TerraformOutput(s, 'state', { value: p.state });
    });
    expect(mongodbatlas.DataMongodbatlasBackupCompliancePolicy.tfResourceType).toBe('mongodbatlas_backup_compliance_policy');
    const body = dataSource(doc, 'mongodbatlas_backup_compliance_policy', 'policy');
    expect(body).toEqual({ project_id: PROJECT_ID });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      hourly_retention: { value: '${data.mongodbatlas_backup_compliance_policy.policy.policy_item_hourly[0].retention_value}' },
      yearly_unit: { value: '${data.mongodbatlas_backup_compliance_policy.policy.policy_item_yearly[0].retention_unit}' },
      state: { value: '${data.mongodbatlas_backup_compliance_policy.policy.state}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_cloud_backup_schedule: reads the schedule of a cluster; export and copy settings resolve', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const sch = new mongodbatlas.DataMongodbatlasCloudBackupSchedule(s, 'sched', { projectId: PROJECT_ID, clusterName: 'orders-prod' });
      new TerraformOutput(s, 'export_bucket', { value: sch.exportAttribute.get(0).exportBucketId });
      new TerraformOutput(s, 'copy_region', { value: sch.copySettings.get(0).regionName });
      new TerraformOutput(s, 'hourly_interval', { value: sch.policyItemHourly.get(0).frequencyInterval });
      new TerraformOutput(s, 'next_snapshot', { value: sch.nextSnapshot });
    });
    expect(mongodbatlas.DataMongodbatlasCloudBackupSchedule.tfResourceType).toBe('mongodbatlas_cloud_backup_schedule');
    const body = dataSource(doc, 'mongodbatlas_cloud_backup_schedule', 'sched');
    expect(body).toEqual({ project_id: PROJECT_ID, cluster_name: 'orders-prod' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      export_bucket: { value: '${data.mongodbatlas_cloud_backup_schedule.sched.export[0].export_bucket_id}' },
      copy_region: { value: '${data.mongodbatlas_cloud_backup_schedule.sched.copy_settings[0].region_name}' },
      hourly_interval: { value: '${data.mongodbatlas_cloud_backup_schedule.sched.policy_item_hourly[0].frequency_interval}' },
      next_snapshot: { value: '${data.mongodbatlas_cloud_backup_schedule.sched.next_snapshot}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_cloud_provider_access_setup: reads a role; aws_config (spec awsConfigs.vendorAwsAccountArn) resolves', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const r = new mongodbatlas.DataMongodbatlasCloudProviderAccessSetup(s, 'role', {
        projectId: PROJECT_ID,
        providerName: 'AWS',
        roleId: '65b0c1d2e3f4a5b6c7d8e9f0',
      });
      new TerraformOutput(s, 'atlas_aws_account_arn', { value: r.awsConfig.get(0).atlasAwsAccountArn });
      new TerraformOutput(s, 'external_id', { value: r.awsConfig.get(0).atlasAssumedRoleExternalId });
      new TerraformOutput(s, 'azure_app_id', { value: r.azureConfig.get(0).atlasAzureAppId });
    });
    expect(mongodbatlas.DataMongodbatlasCloudProviderAccessSetup.tfResourceType).toBe('mongodbatlas_cloud_provider_access_setup');
    const body = dataSource(doc, 'mongodbatlas_cloud_provider_access_setup', 'role');
    expect(body).toEqual({ project_id: PROJECT_ID, provider_name: 'AWS', role_id: '65b0c1d2e3f4a5b6c7d8e9f0' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      atlas_aws_account_arn: { value: '${data.mongodbatlas_cloud_provider_access_setup.role.aws_config[0].atlas_aws_account_arn}' },
      external_id: { value: '${data.mongodbatlas_cloud_provider_access_setup.role.aws_config[0].atlas_assumed_role_external_id}' },
      azure_app_id: { value: '${data.mongodbatlas_cloud_provider_access_setup.role.azure_config[0].atlas_azure_app_id}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_cloud_user_org_assignment: looks a user up by username; user id and org roles resolve', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const u = new mongodbatlas.DataMongodbatlasCloudUserOrgAssignment(s, 'jane', { orgId: ORG_ID, username: 'jane.doe@example.com' });
      new TerraformOutput(s, 'user_id', { value: u.userId });
      new TerraformOutput(s, 'org_roles', { value: u.roles.orgRoles });
      new TerraformOutput(s, 'project_roles', { value: u.roles.projectRoleAssignments.get(0).projectRoles });
    });
    expect(mongodbatlas.DataMongodbatlasCloudUserOrgAssignment.tfResourceType).toBe('mongodbatlas_cloud_user_org_assignment');
    const body = dataSource(doc, 'mongodbatlas_cloud_user_org_assignment', 'jane');
    expect(body).toEqual({ org_id: ORG_ID, username: 'jane.doe@example.com' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      user_id: { value: '${data.mongodbatlas_cloud_user_org_assignment.jane.user_id}' },
      org_roles: { value: '${tolist(data.mongodbatlas_cloud_user_org_assignment.jane.roles.org_roles)}' },
      project_roles: { value: '${tolist(data.mongodbatlas_cloud_user_org_assignment.jane.roles.project_role_assignments[0].project_roles)}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_cloud_user_team_assignment: looks a team member up by user id; username resolves', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const m = new mongodbatlas.DataMongodbatlasCloudUserTeamAssignment(s, 'member', { orgId: ORG_ID, teamId: TEAM_ID, userId: '65c3d4e5f6a7b8c9d0e1f2a3' });
      new TerraformOutput(s, 'username', { value: m.username });
      new TerraformOutput(s, 'team_ids', { value: m.teamIds });
    });
    expect(mongodbatlas.DataMongodbatlasCloudUserTeamAssignment.tfResourceType).toBe('mongodbatlas_cloud_user_team_assignment');
    const body = dataSource(doc, 'mongodbatlas_cloud_user_team_assignment', 'member');
    expect(body).toEqual({ org_id: ORG_ID, team_id: TEAM_ID, user_id: '65c3d4e5f6a7b8c9d0e1f2a3' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      username: { value: '${data.mongodbatlas_cloud_user_team_assignment.member.username}' },
      team_ids: { value: '${tolist(data.mongodbatlas_cloud_user_team_assignment.member.team_ids)}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_cluster: the legacy lookup warns that the type is deprecated; mongo_uri (spec vendorUri) and snapshot policy items resolve', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const c = new mongodbatlas.DataMongodbatlasCluster(s, 'legacy', { projectId: PROJECT_ID, name: 'billing-legacy' });
      new TerraformOutput(s, 'mongo_uri', { value: c.mongoUri });
      new TerraformOutput(s, 'mongo_uri_with_options', { value: c.mongoUriWithOptions });
      new TerraformOutput(s, 'standard_srv', { value: c.connectionStrings.get(0).standardSrv });
      new TerraformOutput(s, 'policy_retention', { value: c.snapshotBackupPolicy.get(0).policies.get(0).policyItem.get(0).retentionValue });
    });
    expect(mongodbatlas.DataMongodbatlasCluster.tfResourceType).toBe('mongodbatlas_cluster');
    const body = dataSource(doc, 'mongodbatlas_cluster', 'legacy');
    expect(body).toEqual({ project_id: PROJECT_ID, name: 'billing-legacy' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      mongo_uri: { value: '${data.mongodbatlas_cluster.legacy.mongo_uri}' },
      mongo_uri_with_options: { value: '${data.mongodbatlas_cluster.legacy.mongo_uri_with_options}' },
      standard_srv: { value: '${data.mongodbatlas_cluster.legacy.connection_strings[0].standard_srv}' },
      policy_retention: { value: '${data.mongodbatlas_cluster.legacy.snapshot_backup_policy[0].policies[0].policy_item[0].retention_value}' },
    });
    expect(warnings).toEqual(['test/legacy: [terrain:deprecated-type] mongodbatlas_cluster is deprecated by the provider. Use the `mongodbatlas_advanced_cluster` data source (`DataMongodbatlasAdvancedCluster`).']);
  });

  test('data.mongodbatlas_cluster_outage_simulation: reads the simulation of a cluster; state and filters resolve', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const sim = new mongodbatlas.DataMongodbatlasClusterOutageSimulation(s, 'outage', { projectId: PROJECT_ID, clusterName: 'orders-prod' });
      new TerraformOutput(s, 'state', { value: sim.state });
      new TerraformOutput(s, 'first_region', { value: sim.outageFilters.get(0).regionName });
    });
    expect(mongodbatlas.DataMongodbatlasClusterOutageSimulation.tfResourceType).toBe('mongodbatlas_cluster_outage_simulation');
    const body = dataSource(doc, 'mongodbatlas_cluster_outage_simulation', 'outage');
    expect(body).toEqual({ project_id: PROJECT_ID, cluster_name: 'orders-prod' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      state: { value: '${data.mongodbatlas_cluster_outage_simulation.outage.state}' },
      first_region: { value: '${data.mongodbatlas_cluster_outage_simulation.outage.outage_filters[0].region_name}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_custom_db_role: reads a role by name; actions and inherited roles resolve', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const r = new mongodbatlas.DataMongodbatlasCustomDbRole(s, 'analyst', { projectId: PROJECT_ID, roleName: 'ordersAnalyst' });
      new TerraformOutput(s, 'first_action', { value: r.actions.get(0).action });
      new TerraformOutput(s, 'first_inherited', { value: r.inheritedRoles.get(0).roleName });
      new TerraformOutput(s, 'first_resource_db', { value: r.actions.get(0).resources.get(0).databaseName });
    });
    expect(mongodbatlas.DataMongodbatlasCustomDbRole.tfResourceType).toBe('mongodbatlas_custom_db_role');
    const body = dataSource(doc, 'mongodbatlas_custom_db_role', 'analyst');
    expect(body).toEqual({ project_id: PROJECT_ID, role_name: 'ordersAnalyst' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first_action: { value: '${data.mongodbatlas_custom_db_role.analyst.actions[0].action}' },
      first_inherited: { value: '${data.mongodbatlas_custom_db_role.analyst.inherited_roles[0].role_name}' },
      // resources is a set inside the list: read through tolist
      first_resource_db: { value: '${tolist(data.mongodbatlas_custom_db_role.analyst.actions[0].resources).0.database_name}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_database_user: reads a user by name and auth database; roles resolve; no password is exposed', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const u = new mongodbatlas.DataMongodbatlasDatabaseUser(s, 'app', { projectId: PROJECT_ID, username: 'orders-app', authDatabaseName: 'admin' });
      new TerraformOutput(s, 'first_role', { value: u.roles.get(0).roleName });
      new TerraformOutput(s, 'first_scope', { value: u.scopes.get(0).name });
    });
    expect(mongodbatlas.DataMongodbatlasDatabaseUser.tfResourceType).toBe('mongodbatlas_database_user');
    const body = dataSource(doc, 'mongodbatlas_database_user', 'app');
    expect(body).toEqual({ project_id: PROJECT_ID, username: 'orders-app', auth_database_name: 'admin' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      first_role: { value: '${data.mongodbatlas_database_user.app.roles[0].role_name}' },
      first_scope: { value: '${data.mongodbatlas_database_user.app.scopes[0].name}' },
    });
    expect('password' in mongodbatlas.DataMongodbatlasDatabaseUser.prototype).toBe(false);
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_encryption_at_rest: reads the configuration of a project; the nested KMS validity resolves', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const e = new mongodbatlas.DataMongodbatlasEncryptionAtRest(s, 'ear', { projectId: PROJECT_ID });
      new TerraformOutput(s, 'aws_valid', { value: e.awsKmsConfig.valid });
      new TerraformOutput(s, 'azure_vault', { value: e.azureKeyVaultConfig.keyVaultName });
      new TerraformOutput(s, 'gcp_role', { value: e.googleCloudKmsConfig.roleId });
    });
    expect(mongodbatlas.DataMongodbatlasEncryptionAtRest.tfResourceType).toBe('mongodbatlas_encryption_at_rest');
    const body = dataSource(doc, 'mongodbatlas_encryption_at_rest', 'ear');
    expect(body).toEqual({ project_id: PROJECT_ID });
    expectSnakeCaseOnly(body);
    // nested attributes (single) in the data source: no [0]
    expect(doc.output).toEqual({
      aws_valid: { value: '${data.mongodbatlas_encryption_at_rest.ear.aws_kms_config.valid}' },
      azure_vault: { value: '${data.mongodbatlas_encryption_at_rest.ear.azure_key_vault_config.key_vault_name}' },
      gcp_role: { value: '${data.mongodbatlas_encryption_at_rest.ear.google_cloud_kms_config.role_id}' },
    });
    expect(warnings).toEqual([]);
  });

  test('data.mongodbatlas_encryption_at_rest_private_endpoint: reads one endpoint by id; status resolves; id is required', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const pe = new mongodbatlas.DataMongodbatlasEncryptionAtRestPrivateEndpoint(s, 'pe', {
        projectId: PROJECT_ID,
        cloudProvider: 'AZURE',
        id: '65d4e5f6a7b8c9d0e1f2a3b4',
      });
      new TerraformOutput(s, 'status', { value: pe.status });
      new TerraformOutput(s, 'error_message', { value: pe.errorMessage });
    });
    expect(mongodbatlas.DataMongodbatlasEncryptionAtRestPrivateEndpoint.tfResourceType).toBe('mongodbatlas_encryption_at_rest_private_endpoint');
    const body = dataSource(doc, 'mongodbatlas_encryption_at_rest_private_endpoint', 'pe');
    expect(body).toEqual({ project_id: PROJECT_ID, cloud_provider: 'AZURE', id: '65d4e5f6a7b8c9d0e1f2a3b4' });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      status: { value: '${data.mongodbatlas_encryption_at_rest_private_endpoint.pe.status}' },
      error_message: { value: '${data.mongodbatlas_encryption_at_rest_private_endpoint.pe.error_message}' },
    });
    expect(warnings).toEqual([]);
    expect(errorOf(() => new mongodbatlas.DataMongodbatlasEncryptionAtRestPrivateEndpoint(stack(), 'bad', { projectId: PROJECT_ID, cloudProvider: 'AZURE' } as any)))
      .toContain('id: is required.');
  });

  test('data.mongodbatlas_advanced_cluster: output-only fields such as cluster_type are refused as lookup input; there is no cloud_provider_access_authorization data source', () => {
    expect((mongodbatlas as any).DataMongodbatlasCloudProviderAccessAuthorization).toBeUndefined();
    expect(errorOf(() => new mongodbatlas.DataMongodbatlasAdvancedCluster(stack(), 'bad', { projectId: PROJECT_ID, name: 'orders-prod', clusterType: 'REPLICASET' } as any)))
      .toContain('clusterType: unknown key.');
  });
});
