import { fieldOf, providerNamed, providerOfType, tsName, typeInfo } from '../../../src/cli/convert/schema';
import { Nested } from '../../../src/core/runtime/descriptors';
import { PROVIDERS } from '../../../src/generated/providers';

describe('typeInfo', () => {
  test('a resource, a data source and a provider of each of the four providers: class, struct, getters', () => {
    const cases: Array<[('resource' | 'data' | 'provider'), string, string]> = [
      ['resource', 'mongodbatlas_advanced_cluster', 'MongodbatlasAdvancedCluster'],
      ['data', 'mongodbatlas_advanced_cluster', 'DataMongodbatlasAdvancedCluster'],
      ['resource', 'incident_severity', 'IncidentSeverity'],
      ['resource', 'ibm_app_config_feature', 'IbmAppConfigFeature'],
      ['resource', 'equinix_fabric_cloud_router', 'EquinixFabricCloudRouter'],
      ['provider', 'mongodbatlas', 'MongodbatlasProvider'],
      ['provider', 'incident', 'IncidentProvider'],
      ['provider', 'ibm', 'IbmProvider'],
      ['provider', 'equinix', 'EquinixProvider'],
    ];
    for (const [kind, type, cls] of cases) {
      const info = typeInfo(kind, type);
      expect(info?.className).toBe(cls);
      expect(info!.struct.f.length).toBeGreaterThan(0);
    }
    const cluster = typeInfo('resource', 'mongodbatlas_advanced_cluster')!;
    expect(cluster.provider.name).toBe('mongodbatlas');
    expect(cluster.getters.get('cluster_id')).toEqual(['clusterId', 'string']);
    expect(cluster.getters.get('id')).toBeUndefined(); // the provider's schema has no id for the cluster
    expect(typeInfo('resource', 'incident_severity')!.getters.get('id')).toEqual(['id', 'string']);
    expect(cluster.getters.get('backup_enabled')).toEqual(['backupEnabled', 'bool']);
  });

  test('the struct is the one the L1 renders with: nesting, one-item list blocks, TypeScript names', () => {
    const provider = typeInfo('provider', 'mongodbatlas')!;
    const assume = fieldOf(provider.struct, 'assume_role')!;
    expect(tsName(provider.struct, assume)).toBe('assumeRole');
    expect((assume.y as Nested).one).toBe(1);
    const cluster = typeInfo('resource', 'mongodbatlas_advanced_cluster')!;
    expect((fieldOf(cluster.struct, 'replication_specs')!.y as Nested).k).toBe('l');
    expect(fieldOf(cluster.struct, 'tags')!.y).toEqual(['m', 's']);
    expect(fieldOf(cluster.struct, 'num_shards')).toBeUndefined();
  });

  test('types this library does not generate: undefined', () => {
    expect(typeInfo('resource', 'aws_s3_bucket')).toBeUndefined();
    expect(typeInfo('resource', 'mongodbatlas_project')).toBeUndefined();
    expect(typeInfo('data', 'incident_nothing')).toBeUndefined();
    expect(typeInfo('provider', 'aws')).toBeUndefined();
  });

  test('providers by name and by type prefix', () => {
    expect(providerNamed('ibm')).toBe(PROVIDERS.find((p) => p.name === 'ibm'));
    expect(providerNamed('aws')).toBeUndefined();
    expect(providerOfType('equinix_fabric_connection')?.name).toBe('equinix');
    expect(providerOfType('random_pet')).toBeUndefined();
  });
});
