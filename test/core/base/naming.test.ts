import { camelCase as generatorCamelCase } from '../../../scripts/gen/naming';
import { camelCase, pascalCase } from '../../../src/core/base/naming';
import { displayPath } from '../../../src/core/runtime/type-rules';

describe('one naming function for the generator, the runtime and the rules', () => {
  test.each([
    ['region_configs', 'regionConfigs'],
    ['policy_item_hourly', 'policyItemHourly'],
    ['custom_openssl_cipher_config_tls12', 'customOpensslCipherConfigTls12'],
    ['_id', 'id'],
    ['Foo_bar', 'fooBar'],
    ['ipv4-cidr', 'ipv4Cidr'],
    ['a__b', 'aB'],
    ['name', 'name'],
  ])('%s -> %s', (tf, ts) => {
    expect(camelCase(tf)).toBe(ts);
    expect(generatorCamelCase(tf)).toBe(ts);
  });

  test('PascalCase of a type, and display paths keep indices', () => {
    expect(pascalCase('mongodbatlas_advanced_cluster')).toBe('MongodbatlasAdvancedCluster');
    expect(displayPath('_id')).toBe('id');
    expect(displayPath('replication_specs[10].Foo_bar')).toBe('replicationSpecs[10].fooBar');
  });
});
