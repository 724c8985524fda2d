/**
 * Where each value fact of `spec/<provider>/values.json` is enforced, and the corrections to the
 * reference's facts, applied by `import-reference.ts` after it has read the reference. The reference
 * says only whether a list is a provider validator or documented (`_documented_not_enforced`); the
 * audit against the provider release and the Atlas Admin API spec it ships adds where (`enforcedBy`,
 * or `enforced: false` with `documentedIn`) and fixes lists that miss values the API accepts.
 *
 * An entry's `enforcedBy` makes the fact an error (and clears `enforced: false`: the API enforces
 * what the provider only documents); `documentedIn` makes it a warning (`enforced: false`);
 * `allowed` replaces the reference's list, with `why` saying where the new list comes from.
 */
import type { ValueFacts } from '../gen/parse';

export interface FactProvenance {
  readonly enforcedBy?: string;
  readonly documentedIn?: string;
  /** A corrected list of allowed values (replaces the reference's). */
  readonly allowed?: ReadonlyArray<string | number>;
  /** Why the list was corrected, or the fact dropped (not written to values.json). */
  readonly why?: string;
  /** The reference's fact is refuted (the provider's acceptance tests apply other values): it is dropped. */
  readonly dropped?: true;
}

// --- mongodbatlas (provider v2.16.0, commit 08aab405) -------------------------------------------

const API = 'tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml';
const RAW_API = 'tools/codegen/atlasapispec/raw-multi-version-api-spec.yml';
const S = 'internal/service';
const api = (schema: string): FactProvenance => ({ enforcedBy: `${API}: ${schema} (enum)` });
const doc = (page: string): FactProvenance => ({ documentedIn: `docs/resources/${page}.md` });

const ALERT = `${S}/alertconfiguration/resource.go`;
const RETENTION_UNITS = (schema: string) => api(`${schema}.retentionUnit`);

/**
 * A compliance policy's daily, weekly, monthly and yearly items: the API spec says "MongoDB Cloud
 * ignores this setting for non-hourly policy items in Backup Compliance Policy settings"
 * (BackupComplianceScheduledPolicyItem.frequencyInterval), and the provider's acceptance test
 * applies 0 in each (resource_backup_compliance_policy_test.go: configBasic). The documented
 * ranges (1 to 7, 1 to 28 or 40, ...) would warn about what the provider accepts.
 */
const COMPLIANCE_NON_HOURLY_INTERVAL: FactProvenance = {
  dropped: true,
  why: `${API}: BackupComplianceScheduledPolicyItem.frequencyInterval ("ignores this setting for non-hourly policy items"); ${S}/backupcompliancepolicy/resource_backup_compliance_policy_test.go: configBasic applies 0`,
};

const MONGODBATLAS: Record<string, FactProvenance> = {
  'data.mongodbatlas_alert_configuration.output.type': { enforcedBy: `${S}/alertconfiguration/data_source.go: output.type stringvalidator.OneOf` },
  'mongodbatlas_advanced_cluster.adaptive_capacity': api('ClusterDescription20240805.adaptiveCapacity'),
  'mongodbatlas_advanced_cluster.advanced_configuration.minimum_enabled_tls_protocol': {
    ...api('ClusterDescriptionProcessArgs20240805.minimumEnabledTlsProtocol'),
    allowed: ['TLS1_0', 'TLS1_1', 'TLS1_2', 'TLS1_3'],
    why: 'the API enum also lists TLS1_0 and TLS1_1, which the documented list leaves out',
  },
  'mongodbatlas_advanced_cluster.advanced_configuration.oplog_size_mb': { enforcedBy: `${S}/advancedcluster/schema.go: oplog_size_mb int64validator.AtLeast(0)` },
  'mongodbatlas_advanced_cluster.advanced_configuration.tls_cipher_config_mode': api('ClusterDescriptionProcessArgs20240805.tlsCipherConfigMode'),
  // The API enum is upper case (BiConnector.readPreference), yet the provider's tests apply "secondary": documented.
  'mongodbatlas_advanced_cluster.bi_connector_config.read_preference': doc('advanced_cluster'),
  'mongodbatlas_advanced_cluster.cluster_type': api('ClusterDescription20240805.clusterType'),
  'mongodbatlas_advanced_cluster.config_server_management_mode': api('ClusterDescription20240805.configServerManagementMode'),
  'mongodbatlas_advanced_cluster.encryption_at_rest_provider': api('ClusterDescription20240805.encryptionAtRestProvider'),
  'mongodbatlas_advanced_cluster.mongo_db_major_version': { enforcedBy: `${S}/advancedcluster/schema.go: mongo_db_major_version stringvalidator.RegexMatches` },
  'mongodbatlas_advanced_cluster.replica_set_scaling_strategy': api('ClusterDescription20240805.replicaSetScalingStrategy'),
  'mongodbatlas_advanced_cluster.replication_specs.region_configs.analytics_specs.ebs_volume_type': api('DedicatedHardwareSpec20240805.ebsVolumeType'),
  'mongodbatlas_advanced_cluster.replication_specs.region_configs.electable_specs.ebs_volume_type': api('HardwareSpec20240805.ebsVolumeType'),
  'mongodbatlas_advanced_cluster.replication_specs.region_configs.read_only_specs.ebs_volume_type': api('DedicatedHardwareSpec20240805.ebsVolumeType'),
  'mongodbatlas_advanced_cluster.replication_specs.region_configs.priority': { enforcedBy: `${API}: CloudRegionConfig20240805.priority (minimum 0, maximum 7)` },
  // The API enum has no FLEX: the provider turns a FLEX region config into a flex cluster itself.
  'mongodbatlas_advanced_cluster.replication_specs.region_configs.provider_name': doc('advanced_cluster'),
  'mongodbatlas_advanced_cluster.root_cert_type': api('ClusterDescription20240805.rootCertType'),
  'mongodbatlas_advanced_cluster.version_release_system': api('ClusterDescription20240805.versionReleaseSystem'),
  'mongodbatlas_alert_configuration.matcher.field_name': {
    enforcedBy: `${RAW_API}: HostMatcher, ReplicaSetMatcher, ClusterMatcher, NDSAutoscalingMatcher, StreamsMatcher, AppServiceMetricMatcher (fieldName enums)`,
    allowed: ['TYPE_NAME', 'HOSTNAME', 'PORT', 'HOSTNAME_AND_PORT', 'REPLICA_SET_NAME', 'SHARD_NAME', 'CLUSTER_NAME', 'ATLAS_NODE_TYPE', 'INSTANCE_NAME', 'PROCESSOR_NAME', 'APPLICATION_ID'],
    why: 'the matcher schemas of the API also take ATLAS_NODE_TYPE (host), INSTANCE_NAME and PROCESSOR_NAME (stream processor) and APPLICATION_ID (App Services)',
  },
  'mongodbatlas_alert_configuration.matcher.operator': { enforcedBy: `${RAW_API}: HostMatcher.operator (enum)` },
  'mongodbatlas_alert_configuration.metric_threshold_config': { enforcedBy: `${ALERT}: metric_threshold_config listvalidator.SizeAtMost(1)` },
  'mongodbatlas_alert_configuration.metric_threshold_config.mode': { enforcedBy: `${RAW_API}: HostMetricThreshold.mode (enum)` },
  'mongodbatlas_alert_configuration.metric_threshold_config.operator': { enforcedBy: `${ALERT}: metric_threshold_config.operator stringvalidator.OneOf` },
  'mongodbatlas_alert_configuration.notification': { enforcedBy: `${ALERT}: notification listvalidator.IsRequired` },
  'mongodbatlas_alert_configuration.notification.ops_genie_region': { enforcedBy: `${ALERT}: notification.ops_genie_region stringvalidator.OneOf` },
  'mongodbatlas_alert_configuration.notification.type_name': { enforcedBy: `${ALERT}: notification.type_name stringvalidator.OneOf` },
  'mongodbatlas_alert_configuration.threshold_config': { enforcedBy: `${ALERT}: threshold_config listvalidator.SizeAtMost(1)` },
  'mongodbatlas_alert_configuration.threshold_config.operator': doc('alert_configuration'),
  'mongodbatlas_alert_configuration.threshold_config.units': { enforcedBy: `${ALERT}: threshold_config.units stringvalidator.OneOf` },
  'mongodbatlas_backup_compliance_policy.on_demand_policy_item.retention_unit': RETENTION_UNITS('BackupComplianceOnDemandPolicyItem'),
  'mongodbatlas_backup_compliance_policy.policy_item_daily.frequency_interval': COMPLIANCE_NON_HOURLY_INTERVAL,
  'mongodbatlas_backup_compliance_policy.policy_item_daily.retention_unit': RETENTION_UNITS('BackupComplianceScheduledPolicyItem'),
  'mongodbatlas_backup_compliance_policy.policy_item_hourly.frequency_interval': doc('backup_compliance_policy'),
  'mongodbatlas_backup_compliance_policy.policy_item_hourly.retention_unit': RETENTION_UNITS('BackupComplianceScheduledPolicyItem'),
  'mongodbatlas_backup_compliance_policy.policy_item_monthly.frequency_interval': COMPLIANCE_NON_HOURLY_INTERVAL,
  'mongodbatlas_backup_compliance_policy.policy_item_monthly.retention_unit': RETENTION_UNITS('BackupComplianceScheduledPolicyItem'),
  'mongodbatlas_backup_compliance_policy.policy_item_weekly.frequency_interval': COMPLIANCE_NON_HOURLY_INTERVAL,
  'mongodbatlas_backup_compliance_policy.policy_item_weekly.retention_unit': RETENTION_UNITS('BackupComplianceScheduledPolicyItem'),
  'mongodbatlas_backup_compliance_policy.policy_item_yearly.frequency_interval': COMPLIANCE_NON_HOURLY_INTERVAL,
  'mongodbatlas_backup_compliance_policy.policy_item_yearly.retention_unit': RETENTION_UNITS('BackupComplianceScheduledPolicyItem'),
  'mongodbatlas_cloud_backup_schedule.copy_settings.cloud_provider': api('DiskBackupCopySetting20240805.cloudProvider'),
  'mongodbatlas_cloud_backup_schedule.copy_settings.frequencies': {
    ...api('DiskBackupCopySetting20240805.frequencies'),
    allowed: ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY', 'ON_DEMAND'],
    why: 'the API enum also takes YEARLY, which the documented list leaves out',
  },
  'mongodbatlas_cloud_backup_schedule.export.frequency_type': doc('cloud_backup_schedule'),
  'mongodbatlas_cloud_backup_schedule.policy_item_daily.frequency_interval': doc('cloud_backup_schedule'),
  'mongodbatlas_cloud_backup_schedule.policy_item_daily.retention_unit': RETENTION_UNITS('DiskBackupApiPolicyItem'),
  'mongodbatlas_cloud_backup_schedule.policy_item_hourly.frequency_interval': doc('cloud_backup_schedule'),
  'mongodbatlas_cloud_backup_schedule.policy_item_hourly.retention_unit': RETENTION_UNITS('DiskBackupApiPolicyItem'),
  'mongodbatlas_cloud_backup_schedule.policy_item_monthly.frequency_interval': doc('cloud_backup_schedule'),
  'mongodbatlas_cloud_backup_schedule.policy_item_monthly.retention_unit': RETENTION_UNITS('DiskBackupApiPolicyItem'),
  'mongodbatlas_cloud_backup_schedule.policy_item_weekly.frequency_interval': doc('cloud_backup_schedule'),
  'mongodbatlas_cloud_backup_schedule.policy_item_weekly.retention_unit': RETENTION_UNITS('DiskBackupApiPolicyItem'),
  'mongodbatlas_cloud_backup_schedule.policy_item_yearly.frequency_interval': doc('cloud_backup_schedule'),
  'mongodbatlas_cloud_backup_schedule.policy_item_yearly.retention_unit': RETENTION_UNITS('DiskBackupApiPolicyItem'),
  'mongodbatlas_cloud_backup_schedule.reference_hour_of_day': { enforcedBy: `${S}/cloudbackupschedule/resource_cloud_backup_schedule.go: reference_hour_of_day ValidateFunc` },
  'mongodbatlas_cloud_backup_schedule.reference_minute_of_hour': { enforcedBy: `${S}/cloudbackupschedule/resource_cloud_backup_schedule.go: reference_minute_of_hour ValidateFunc` },
  'mongodbatlas_cloud_provider_access_setup.provider_name': api('CloudProviderAccessRole.providerName'),
  'mongodbatlas_cloud_user_org_assignment.roles.org_roles': { enforcedBy: `${S}/clouduserorgassignment/schema.go: roles.org_roles setvalidator.SizeAtLeast(1)` },
  'mongodbatlas_cluster.advanced_configuration.tls_cipher_config_mode': api('ClusterDescriptionProcessArgs20240805.tlsCipherConfigMode'),
  'mongodbatlas_cluster.bi_connector_config.read_preference': doc('cluster'),
  'mongodbatlas_cluster.cluster_type': api('ClusterDescription20240805.clusterType'),
  'mongodbatlas_cluster.encryption_at_rest_provider': api('ClusterDescription20240805.encryptionAtRestProvider'),
  'mongodbatlas_cluster.provider_name': { enforcedBy: `${S}/cluster/resource_cluster.go: provider_name ValidateDiagFunc validate.StringIsUppercase; ${API}: CloudRegionConfig20240805.providerName (enum)` },
  'mongodbatlas_cluster.provider_volume_type': doc('cluster'),
  'mongodbatlas_cluster.replication_specs.regions_config.region_name': { enforcedBy: `${S}/cluster/resource_cluster.go: regions_config.region_name ValidateDiagFunc validate.StringIsUppercase` },
  'mongodbatlas_cluster.version_release_system': { enforcedBy: `${S}/cluster/resource_cluster.go: version_release_system validation.StringInSlice` },
  'mongodbatlas_cluster_outage_simulation.outage_filters.cloud_provider': api('AtlasClusterOutageSimulationOutageFilter.cloudProvider'),
  'mongodbatlas_cluster_outage_simulation.outage_filters.type': api('AtlasClusterOutageSimulationOutageFilter.type'),
  'mongodbatlas_cluster_outage_simulation.state': api('ClusterOutageSimulation.state'),
  'mongodbatlas_custom_db_role.role_name': { enforcedBy: `${S}/customdbrole/resource.go: role_name validation.StringMatch` },
  'mongodbatlas_database_user.auth_database_name': api('CloudDatabaseUser.databaseName'),
  'mongodbatlas_database_user.aws_iam_type': { enforcedBy: `${S}/databaseuser/resource_database_user.go: aws_iam_type stringvalidator.OneOf` },
  'mongodbatlas_database_user.ldap_auth_type': { enforcedBy: `${S}/databaseuser/resource_database_user.go: ldap_auth_type stringvalidator.OneOf` },
  'mongodbatlas_database_user.oidc_auth_type': api('CloudDatabaseUser.oidcAuthType'),
  'mongodbatlas_database_user.roles': { enforcedBy: `${S}/databaseuser/resource_database_user.go: roles setvalidator` },
  'mongodbatlas_database_user.x509_type': { enforcedBy: `${S}/databaseuser/resource_database_user.go: x509_type stringvalidator.OneOf` },
  'mongodbatlas_encryption_at_rest.aws_kms_config': { enforcedBy: `${S}/encryptionatrest/resource.go: aws_kms_config listvalidator.SizeAtMost(1)` },
  'mongodbatlas_encryption_at_rest.azure_key_vault_config': { enforcedBy: `${S}/encryptionatrest/resource.go: azure_key_vault_config listvalidator.SizeAtMost(1)` },
  'mongodbatlas_encryption_at_rest.google_cloud_kms_config': { enforcedBy: `${S}/encryptionatrest/resource.go: google_cloud_kms_config listvalidator.SizeAtMost(1)` },
  'provider.assume_role': { enforcedBy: 'internal/provider/provider.go: fwAssumeRoleSchema (listvalidator.SizeAtMost(1))' },
};

export const VALUE_PROVENANCE: Readonly<Record<string, Readonly<Record<string, FactProvenance>>>> = {
  mongodbatlas: MONGODBATLAS,
};

/** Applies a provider's provenance table to the values derived from its reference. */
export function applyProvenance(provider: string, values: Record<string, ValueFacts>): void {
  for (const [key, p] of Object.entries(VALUE_PROVENANCE[provider] ?? {})) {
    const e = values[key];
    if (!e) throw new Error(`scripts/spec/value-provenance.ts: ${provider} has provenance for '${key}', which the reference does not have`);
    if (p.dropped) {
      delete values[key];
      continue;
    }
    const out = e as { -readonly [K in keyof ValueFacts]: ValueFacts[K] };
    if (p.allowed) out.allowed = [...p.allowed] as any;
    if (p.enforcedBy) {
      out.enforcedBy = p.enforcedBy;
      if (out.allowed !== undefined) out.enforced = true;
      else delete out.enforced;
    } else if (p.documentedIn) {
      out.documentedIn = p.documentedIn;
      out.enforced = false;
    }
  }
}
