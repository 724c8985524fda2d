/**
 * Synthesized inputs of Atlas clusters for the rule tests (not a test file): what cdk.tf.json
 * holds for a cluster, snake_case, changed by `extra`.
 */
export const PROJECT = '5f0a1b2c3d4e5f6a7b8c9d0e';

/** A dedicated M10 replica set in two AWS regions, every Atlas rule satisfied. */
export function advanced(extra: Record<string, any> = {}): Record<string, any> {
  return {
    project_id: PROJECT,
    name: 'orders',
    cluster_type: 'REPLICASET',
    backup_enabled: true,
    pit_enabled: true,
    termination_protection_enabled: true,
    encryption_at_rest_provider: 'AWS',
    advanced_configuration: { minimum_enabled_tls_protocol: 'TLS1_2', javascript_enabled: false },
    replication_specs: [{
      region_configs: [
        { provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M10', node_count: 3 } },
        { provider_name: 'AWS', region_name: 'US_EAST_2', priority: 6, electable_specs: { instance_size: 'M10', node_count: 2 } },
      ],
    }],
    tags: { environment: 'production' },
    ...extra,
  };
}

/** The same in one region. */
export const ONE_REGION = {
  replication_specs: [{ region_configs: [{ provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M10', node_count: 3 } }] }],
};

/** A tenant (M0) cluster: not dedicated. */
export const TENANT = {
  replication_specs: [{ region_configs: [{ provider_name: 'TENANT', backing_provider_name: 'AWS', region_name: 'US_EAST_1', priority: 7, electable_specs: { instance_size: 'M0' } }] }],
};

/** A legacy mongodbatlas_cluster input. */
export function legacy(extra: Record<string, any> = {}): Record<string, any> {
  return {
    project_id: PROJECT,
    name: 'legacy',
    provider_name: 'AWS',
    provider_instance_size_name: 'M10',
    cloud_backup: true,
    pit_enabled: true,
    replication_specs: [{ num_shards: 1, regions_config: [{ region_name: 'US_EAST_1', electable_nodes: 3, priority: 7 }, { region_name: 'US_WEST_2', electable_nodes: 2, priority: 6 }] }],
    ...extra,
  };
}

/** A Terraform expression, as a token reaches a rule after resolution. */
export const TOKEN = '${var.x}';
