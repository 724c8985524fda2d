import { compareSyntheses, diff, expectedAfter } from '../../../src/cli/migrate/oracle';
import { OracleDifference } from '../../../src/cli/report';

const ALL = new Set(['migrate/provider-version', 'migrate/tags-to-map', 'migrate/disk-size-moved', 'migrate/removed-attribute', 'migrate/num-shards-expanded', 'migrate/old-accessor']);

function before(): any {
  return {
    terraform: { required_providers: { mongodbatlas: { source: 'mongodb/mongodbatlas', version: '1.41.1' } } },
    resource: {
      mongodbatlas_advanced_cluster: {
        c: {
          name: 'c',
          id: 'x',
          disk_size_gb: 10,
          advanced_configuration: { oplog_size_mb: 999, fail_index_key_too_long: false },
          replication_specs: [{ id: 'r', num_shards: 2, region_configs: [{ electable_specs: { instance_size: 'M30' }, analytics_specs: { instance_size: 'M30', disk_size_gb: 20 } }] }],
          tags: [{ key: 'env', value: 'dev' }],
          labels: [{ key: 'l', value: 'v' }],
        },
      },
    },
    output: { uri: { value: '${mongodbatlas_advanced_cluster.c.connection_strings[0].standard_srv}' } },
  };
}

function after(): any {
  const spec = { region_configs: [{ electable_specs: { instance_size: 'M30', disk_size_gb: 10 }, analytics_specs: { instance_size: 'M30', disk_size_gb: 20 } }] };
  return {
    terraform: { required_providers: { mongodbatlas: { source: 'mongodb/mongodbatlas', version: '~> 2.16' } } },
    resource: { mongodbatlas_advanced_cluster: { c: { name: 'c', advanced_configuration: { oplog_size_mb: 999 }, replication_specs: [spec, spec], tags: { env: 'dev' }, labels: { l: 'v' } } } },
    output: { uri: { value: '${mongodbatlas_advanced_cluster.c.connection_strings.standard_srv}' } },
  };
}

test('the 1.x document brought to the 2.x shapes equals the migrated one; every step is explained by its rule', () => {
  const r = compareSyntheses({ s: before() }, { s: after() }, ALL);
  expect(r.passed).toBe(true);
  expect(r.differences.map((d) => `${d.path} <- ${d.explainedBy}`)).toEqual([
    's:terraform.required_providers.mongodbatlas.version <- migrate/provider-version',
    's:resource.mongodbatlas_advanced_cluster.c.tags <- migrate/tags-to-map',
    's:resource.mongodbatlas_advanced_cluster.c.labels <- migrate/tags-to-map',
    's:resource.mongodbatlas_advanced_cluster.c.disk_size_gb <- migrate/disk-size-moved',
    's:resource.mongodbatlas_advanced_cluster.c.id <- migrate/removed-attribute',
    's:resource.mongodbatlas_advanced_cluster.c.advanced_configuration.fail_index_key_too_long <- migrate/removed-attribute',
    's:resource.mongodbatlas_advanced_cluster.c.replication_specs[0].id <- migrate/removed-attribute',
    's:resource.mongodbatlas_advanced_cluster.c.replication_specs <- migrate/num-shards-expanded',
    's:output.uri.value <- migrate/old-accessor',
  ]);
  expect(r.differences[0]).toEqual({ path: 's:terraform.required_providers.mongodbatlas.version', before: '1.41.1', after: '~> 2.16', explainedBy: 'migrate/provider-version' });
});

test('a step whose rule did not fire is unexplained: the oracle fails', () => {
  const fired = new Set([...ALL].filter((r) => r !== 'migrate/disk-size-moved'));
  const r = compareSyntheses({ s: before() }, { s: after() }, fired);
  expect(r.passed).toBe(false);
  expect(r.differences.filter((d) => !d.explainedBy)).toEqual([{ path: 's:resource.mongodbatlas_advanced_cluster.c.disk_size_gb', before: 10, after: undefined }]);
});

test('a value the rules do not explain is reported with its path, before and after', () => {
  const a = after();
  a.resource.mongodbatlas_advanced_cluster.c.name = 'renamed';
  const r = compareSyntheses({ s: before() }, { s: a }, ALL);
  expect(r.passed).toBe(false);
  expect(r.differences.filter((d) => !d.explainedBy)).toEqual([{ path: 's:resource.mongodbatlas_advanced_cluster.c.name', before: 'c', after: 'renamed' }]);
});

test('addresses: removed and added ones fail the oracle unless a moved block pairs them', () => {
  const a = after();
  a.resource.mongodbatlas_advanced_cluster.d = a.resource.mongodbatlas_advanced_cluster.c;
  delete a.resource.mongodbatlas_advanced_cluster.c;
  const r = compareSyntheses({ s: before() }, { s: a }, ALL);
  expect(r.addressesRemoved).toEqual(['s:mongodbatlas_advanced_cluster.c']);
  expect(r.addressesAdded).toEqual(['s:mongodbatlas_advanced_cluster.d']);
  expect(r.passed).toBe(false);
  const moved = compareSyntheses({ s: before() }, { s: a }, ALL, { 'mongodbatlas_advanced_cluster.c': 'mongodbatlas_advanced_cluster.d' });
  expect(moved.addressesRemoved).toEqual([]);
  expect(moved.addressesAdded).toEqual([]);
});

test('a stack present on one side only is a difference', () => {
  const r = compareSyntheses({ s: before() }, { s: after(), t: {} }, ALL);
  expect(r.passed).toBe(false);
  expect(r.differences.filter((d) => !d.explainedBy)).toEqual([{ path: 't', before: undefined, after: 'a stack' }]);
});

test('expectedAfter leaves a token shard count and tag blocks it cannot read alone; mongodbatlas_cluster references keep their index', () => {
  const doc = {
    resource: { mongodbatlas_advanced_cluster: { c: { replication_specs: [{ num_shards: '${var.n}' }], tags: '${var.tags}' } } },
    output: { o: { value: '${mongodbatlas_cluster.l.connection_strings[0].standard_srv}' } },
  };
  const { doc: out, steps } = expectedAfter(doc, ALL, 's');
  expect(out).toEqual(doc);
  expect(steps).toEqual([]);
});

test('diff compares arrays element by element and objects key by key', () => {
  const out: OracleDifference[] = [];
  diff({ a: [1, { b: 2 }], c: 'x' }, { a: [1, { b: 3 }], d: 'y' }, 's:', out);
  expect(out).toEqual([
    { path: 's:a[1].b', before: 2, after: 3 },
    { path: 's:c', before: 'x', after: undefined },
    { path: 's:d', before: undefined, after: 'y' },
  ]);
});
