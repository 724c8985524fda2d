import { advanced, legacy, ONE_REGION, TENANT, TOKEN } from './inputs';
import {
  ADVANCED, advancedConfiguration, CLUSTER_TYPES, clusterLabels, electableRegions, instanceSizes, isDedicated, largestTier, LEGACY,
} from '../../../src/policy/atlas/cluster';

test('the cluster types the Atlas rules read', () => {
  expect(CLUSTER_TYPES).toEqual([ADVANCED, LEGACY]);
  expect([ADVANCED, LEGACY]).toEqual(['mongodbatlas_advanced_cluster', 'mongodbatlas_cluster']);
});

describe('isDedicated', () => {
  test('true on AWS, GCP and AZURE regions (advanced) and providers (legacy)', () => {
    expect(isDedicated(advanced(), ADVANCED)).toBe(true);
    expect(isDedicated(legacy({ provider_name: 'GCP' }), LEGACY)).toBe(true);
  });
  test('false for a tenant or flex cluster; undefined when a token or nothing tells', () => {
    expect(isDedicated(advanced(TENANT), ADVANCED)).toBe(false);
    expect(isDedicated(legacy({ provider_name: 'TENANT' }), LEGACY)).toBe(false);
    expect(isDedicated(advanced({ replication_specs: [{ region_configs: [{ provider_name: TOKEN, region_name: 'US_EAST_1' }] }] }), ADVANCED)).toBeUndefined();
    expect(isDedicated(advanced({ replication_specs: [] }), ADVANCED)).toBeUndefined();
    expect(isDedicated(legacy({ provider_name: TOKEN }), LEGACY)).toBeUndefined();
  });
});

describe('instanceSizes and largestTier', () => {
  test('every known size of every node kind; the largest tier number', () => {
    const input = advanced({
      replication_specs: [{
        region_configs: [{
          provider_name: 'AWS', region_name: 'US_EAST_1', electable_specs: { instance_size: 'M30' }, read_only_specs: { instance_size: 'M10' }, analytics_specs: { instance_size: 'M40' },
        }],
      }],
    });
    expect(instanceSizes(input, ADVANCED)).toEqual(['M30', 'M10', 'M40']);
    expect(largestTier(instanceSizes(input, ADVANCED))).toBe(40);
    expect(instanceSizes(legacy({ provider_instance_size_name: 'R40' }), LEGACY)).toEqual(['R40']);
  });
  test('no known size: an empty list, and no tier', () => {
    expect(instanceSizes(legacy({ provider_instance_size_name: TOKEN }), LEGACY)).toEqual([]);
    expect(largestTier([])).toBeUndefined();
    expect(largestTier(['M0', 'FLEX'])).toBe(0);
  });
});

describe('clusterLabels and advancedConfiguration', () => {
  test('labels and tags together, tags winning; the advanced configuration with its Terraform path', () => {
    expect(clusterLabels(advanced({ labels: { env: 'dev', team: 'orders' }, tags: { env: 'prod' } }))).toEqual({ env: 'prod', team: 'orders' });
    expect(advancedConfiguration(advanced())).toEqual({ config: { minimum_enabled_tls_protocol: 'TLS1_2', javascript_enabled: false }, path: 'advanced_configuration' });
    expect(advancedConfiguration(legacy({ advanced_configuration: [{ javascript_enabled: true }] }))).toEqual({ config: { javascript_enabled: true }, path: 'advanced_configuration[0]' });
  });
  test('none: no labels, no configuration', () => {
    expect(clusterLabels(advanced({ tags: undefined }))).toEqual({});
    expect(advancedConfiguration(advanced({ advanced_configuration: undefined }))).toBeUndefined();
  });
});

describe('electableRegions', () => {
  test('the regions that hold electable nodes (a node count of 0 holds none)', () => {
    expect(electableRegions(advanced(), ADVANCED)).toEqual(['US_EAST_1', 'US_EAST_2']);
    expect(electableRegions(advanced(ONE_REGION), ADVANCED)).toEqual(['US_EAST_1']);
    expect(electableRegions(legacy({
      replication_specs: [{ regions_config: [{ region_name: 'US_EAST_1', electable_nodes: 3 }, { region_name: 'US_WEST_2', electable_nodes: 0, read_only_nodes: 1 }] }],
    }), LEGACY)).toEqual(['US_EAST_1']);
    expect(electableRegions(legacy({ replication_specs: undefined, provider_region_name: 'EU_WEST_1' }), LEGACY)).toEqual(['EU_WEST_1']);
  });
  test('undefined when a token hides a region or a count', () => {
    expect(electableRegions(advanced({ replication_specs: [{ region_configs: [{ provider_name: 'AWS', region_name: TOKEN, electable_specs: { node_count: 3 } }] }] }), ADVANCED)).toBeUndefined();
    expect(electableRegions(legacy({ replication_specs: [{ regions_config: [{ region_name: 'US_EAST_1', electable_nodes: TOKEN }] }] }), LEGACY)).toBeUndefined();
  });
});
