/**
 * Terraform as the second judge of `terrain-constructs convert`: every HCL fixture
 * (fixtures/<provider>/<name>, see fixtures/fixtures.ts) passes Terraform validate and plan
 * through the stand-in providers as it is, with the actions and addresses listed here. Needs
 * terraform on PATH (skipped without, see test/terraform/util.ts).
 */
import { fixtures } from './fixtures/fixtures';
import { planFolder } from '../../../src/terraform/plan-folder';
import { describeWithTerraform } from '../../terraform/util';

/** What each fixture plans: every address is created (count and for_each instances listed one by one), and the outputs. */
const EXPECTED: Record<string, { readonly addresses: string[]; readonly outputs: string[] }> = {
  'equinix/cloud-router': {
    addresses: [
      'equinix_fabric_cloud_router.edge',
      'equinix_fabric_connection.primary',
      'equinix_fabric_connection.secondary',
      'equinix_fabric_connection_route_aggregation.primary',
      'equinix_fabric_connection_route_filter.primary_in',
      'equinix_fabric_connection_route_filter.secondary_in',
      'equinix_fabric_route_aggregation.summary',
      'equinix_fabric_route_aggregation_rule.ten_slash_eight',
      'equinix_fabric_route_filter.customer_prefixes',
      'equinix_fabric_route_filter_rule.datacenter',
      'equinix_fabric_route_filter_rule.office',
      'equinix_fabric_routing_protocol.primary_bgp',
      'equinix_fabric_routing_protocol.primary_direct',
      'equinix_fabric_routing_protocol.secondary_bgp',
      'equinix_fabric_routing_protocol.secondary_direct',
    ],
    outputs: ['cloud_router_id', 'connection_ids'],
  },
  'ibm/app-configuration': {
    addresses: [
      'ibm_app_config_collection.storefront',
      'ibm_app_config_environment.production',
      'ibm_app_config_environment.staging',
      'ibm_app_config_feature.new_checkout',
      'ibm_app_config_feature.search_page_size',
      'ibm_app_config_property.support_email',
      'ibm_app_config_segment.beta_users',
    ],
    outputs: ['beta_segment_id', 'new_checkout_href'],
  },
  'incident/alerting': {
    addresses: [
      'incident_alert_attribute.service',
      'incident_alert_attribute.team',
      'incident_alert_route.payments',
      'incident_alert_source.payments_http',
      'incident_catalog_entries.payments_services',
      'incident_catalog_type.payments_service',
      'incident_catalog_type_attribute.runbooks',
      'incident_catalog_type_attribute.tier',
      'incident_escalation_path.payments',
    ],
    outputs: ['alert_source_id', 'escalation_path_id'],
  },
  'mongodbatlas/cluster-set': {
    addresses: [
      'mongodbatlas_advanced_cluster.orders',
      'mongodbatlas_alert_configuration.replication_lag',
      'mongodbatlas_cloud_backup_schedule.orders',
      'mongodbatlas_cloud_provider_access_authorization.kms',
      'mongodbatlas_cloud_provider_access_setup.kms',
      'mongodbatlas_custom_db_role.orders_writer',
      'mongodbatlas_database_user.orders_app',
    ],
    outputs: ['atlas_aws_account_arn', 'cluster_name', 'connection_string'],
  },
  'mongodbatlas/features': {
    addresses: [
      'mongodbatlas_advanced_cluster.this["logs"]',
      'mongodbatlas_advanced_cluster.this["main"]',
      'mongodbatlas_alert_configuration.cluster_down[0]',
      'mongodbatlas_custom_db_role.auditor[0]',
      'mongodbatlas_database_user.reporting',
      'mongodbatlas_database_user.service["api"]',
      'mongodbatlas_database_user.service["indexer"]',
      'terraform_data.cluster_names',
    ],
    outputs: ['auditor_role', 'cluster_names', 'prefix', 'service_usernames', 'shared_cluster_srv'],
  },
};

const ALL = fixtures();

test('the fixtures: one per provider at least, and each one listed in EXPECTED', () => {
  expect(ALL.map((f) => f.name)).toEqual(Object.keys(EXPECTED).sort());
  expect(new Set(ALL.map((f) => f.name.split('/')[0]))).toEqual(new Set(['equinix', 'ibm', 'incident', 'mongodbatlas']));
});

describeWithTerraform('convert fixtures')('the HCL fixtures as they are, judged by Terraform', () => {
  test.each(ALL.map((f) => [f.name, f] as const))('%s: validate and plan pass, every resource is created', async (name, f) => {
    const r = await planFolder(f.dir);
    expect(r.failure).toBeUndefined();
    expect(r.diagnostics).toEqual([]);
    expect(r.actions).toEqual(Object.fromEntries(EXPECTED[name].addresses.map((a) => [a, 'create'])));
    expect(r.outputs).toEqual(EXPECTED[name].outputs);
  }, 120_000);
});
