import { bindingModuleOf, classTarget, isBindingFile, ourModule, ourNameOf, pascalOf, snakeOf } from '../../../src/cli/migrate/binding';

describe('binding files', () => {
  test('the package modules and a local .gen are the binding; other files are not', () => {
    expect(bindingModuleOf('/app/node_modules/@cdktf/provider-mongodbatlas/lib/advanced-cluster/index.d.ts')).toBe('advanced-cluster');
    expect(bindingModuleOf('/app/.gen/providers/mongodbatlas/database-user/index.ts')).toBe('database-user');
    expect(bindingModuleOf('/app/src/advanced-cluster/index.ts')).toBeUndefined();
    expect(isBindingFile('/app/node_modules/@cdktf/provider-mongodbatlas/lib/index.d.ts')).toBe(true);
    expect(isBindingFile('/app/.gen/providers/mongodbatlas/index.ts')).toBe(true);
    expect(isBindingFile('/app/.gen/providers/aws/index.ts')).toBe(false);
    expect(isBindingFile('/app/node_modules/@cdktf/provider-aws/lib/index.d.ts')).toBe(false);
  });

  test('names', () => {
    expect(snakeOf('mongoDbMajorVersion')).toBe('mongo_db_major_version');
    expect(snakeOf('customOpensslCipherConfigTls12')).toBe('custom_openssl_cipher_config_tls12');
    expect(pascalOf('mongodbatlas_advanced_cluster')).toBe('MongodbatlasAdvancedCluster');
  });
});

describe('targets', () => {
  test('a resource, a data source and the provider map to our L1s', () => {
    const r = classTarget('advanced-cluster', 'AdvancedCluster', 'mongodbatlas_advanced_cluster');
    expect(r).toMatchObject({ tfType: 'mongodbatlas_advanced_cluster', kind: 'resource', ours: 'MongodbatlasAdvancedCluster' });
    expect(ourModule(r)).toBe('advanced-cluster');
    const d = classTarget('data-mongodbatlas-advanced-cluster', 'DataMongodbatlasAdvancedCluster', 'mongodbatlas_advanced_cluster');
    expect(d).toMatchObject({ kind: 'data', ours: 'DataMongodbatlasAdvancedCluster' });
    expect(ourModule(d)).toBe('data-advanced-cluster');
    const p = classTarget('provider', 'MongodbatlasProvider', 'mongodbatlas');
    expect(p).toMatchObject({ kind: 'provider', ours: 'MongodbatlasProvider' });
    expect(ourNameOf(p, 'MongodbatlasProviderConfig')).toBe('MongodbatlasProviderConfig');
  });

  test('a type we do not generate has no target class', () => {
    const t = classTarget('project', 'Project', 'mongodbatlas_project');
    expect(t.ours).toBeUndefined();
    expect(ourNameOf(t, 'Project')).toBeUndefined();
  });

  test('interfaces map by the class prefix when we export them; the 1.x tag blocks have no 2.x type', () => {
    const t = classTarget('advanced-cluster', 'AdvancedCluster', 'mongodbatlas_advanced_cluster');
    expect(ourNameOf(t, 'AdvancedCluster')).toBe('MongodbatlasAdvancedCluster');
    expect(ourNameOf(t, 'AdvancedClusterConfig')).toBe('MongodbatlasAdvancedClusterConfig');
    expect(ourNameOf(t, 'AdvancedClusterReplicationSpecsRegionConfigs')).toBe('MongodbatlasAdvancedClusterReplicationSpecsRegionConfigs');
    expect(ourNameOf(t, 'AdvancedClusterTags')).toBeUndefined();
    expect(ourNameOf(t, 'ClusterConfig')).toBeUndefined();
  });
});
