/**
 * The cluster to advanced cluster rewrite on literals in memory, and the same mapping on JSON.
 */
import * as tsm from 'ts-morph';
import { clusterJsonToAdvanced, clusterToAdvanced } from '../../../src/cli/migrate/cluster-to-advanced';
import { RewriteContext } from '../../../src/cli/migrate/config-rewrite';
import { Edits } from '../../../src/cli/migrate/edits';
import { ReportEntry } from '../../../src/cli/report';

const project = new tsm.Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
let n = 0;

function run(text: string): { done: boolean; after: string; entries: ReportEntry[] } {
  const sf = project.createSourceFile(`/c${n++}.ts`, `declare class Cluster { constructor(s: any, id: string, c: any); }\ndeclare const stack: any;\ndeclare const base: any;\n${text}`);
  const ne = sf.getDescendantsOfKind(tsm.SyntaxKind.NewExpression)[0]!;
  const obj = ne.getArguments()[2] as tsm.ObjectLiteralExpression;
  const entries: ReportEntry[] = [];
  const c: RewriteContext = { tsm, edits: new Edits(sf.getFullText()), file: 'main.ts', entries, rules: new Set() };
  const done = clusterToAdvanced(c, ne, obj, "Cluster 'c'");
  return { done, after: c.edits.apply().split('\n').slice(3).join('\n'), entries };
}

const MANUAL = 'follow the provider\'s "Migration Guide: Cluster to Advanced Cluster": write a MongodbatlasAdvancedCluster with the same construct id and call cluster.moveFromId(`mongodbatlas_cluster.${cluster.friendlyUniqueId}`)';

test('a literal config held by a variable: region settings go into one region config; a moved block follows', () => {
  const r = run("const c = new Cluster(stack, 'c', { projectId: 'p', name: 'n', providerName: 'TENANT', backingProviderName: 'AWS', providerRegionName: 'US_EAST_1', providerInstanceSizeName: 'M0', labels: [{ key: 'a', value: 'b' }] });");
  expect(r.done).toBe(true);
  expect(r.after).toBe([
    "const c = new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'c', {",
    "  projectId: 'p',",
    "  name: 'n',",
    "  clusterType: 'REPLICASET',",
    '  replicationSpecs: [',
    "    { regionConfigs: [{ providerName: 'TENANT', regionName: 'US_EAST_1', priority: 7, backingProviderName: 'AWS', electableSpecs: { instanceSize: 'M0', nodeCount: 3 } }] },",
    '  ],',
    "  labels: { a: 'b' },",
    '});',
    'c.moveFromId(`mongodbatlas_cluster.${c.friendlyUniqueId}`);',
  ].join('\n'));
});

test.each([
  ["new Cluster(stack, 'c', { projectId: 'p', name: 'n', providerName: 'AWS', providerRegionName: 'US_EAST_1', providerInstanceSizeName: 'M10' });", 'the construct is not held by a variable (const cluster = new ...), which the moved block needs.'],
  ["const c = new Cluster(stack, 'c', { ...base, providerName: 'AWS' });", 'its config spreads another object (...base); only a literal config is rewritten.'],
  ["const c = new Cluster(stack, 'c', { providerName: 'AWS', providerInstanceSizeName: 'M10', providerRegionName: 'X', providerEncryptEbsVolume: true });", 'provider_encrypt_ebs_volume has no counterpart in the advanced cluster that this rewrite knows.'],
  ["const c = new Cluster(stack, 'c', { providerName: 'AWS', providerRegionName: 'X' });", 'provider_name and provider_instance_size_name must be given for the region configs.'],
  ["const c = new Cluster(stack, 'c', { providerName: 'AWS', providerInstanceSizeName: 'M10' });", 'provider_region_name must be given when there are no replication_specs.'],
  ["const c = new Cluster(stack, 'c', { providerName: 'AWS', providerInstanceSizeName: 'M10', providerRegionName: 'X', numShards: base.n });", 'num_shards (base.n) is not a literal count.'],
  ["const c = new Cluster(stack, 'c', { providerName: 'AWS', providerInstanceSizeName: 'M10', replicationSpecs: base.specs });", 'its replication_specs are not literal objects with a literal num_shards and literal regions_config.'],
])('refused, left a cluster: %s', (text, why) => {
  const r = run(text);
  expect(r.done).toBe(false);
  expect(r.entries).toEqual([{ file: 'main.ts', line: 4, rule: 'migrate/cluster-to-advanced', outcome: 'manual', subject: "Cluster 'c'", message: `mongodbatlas_cluster stays a cluster (our MongodbatlasCluster): ${why}`, suggestion: MANUAL }]);
});

test('the JSON mapping: root settings, shards of replication specs, tags, removed advanced configuration keys', () => {
  expect(clusterJsonToAdvanced({
    project_id: 'p',
    name: 'n',
    cluster_type: 'SHARDED',
    provider_name: 'AWS',
    provider_instance_size_name: 'M30',
    provider_disk_iops: 3000,
    cloud_backup: true,
    auto_scaling_compute_enabled: true,
    provider_auto_scaling_compute_max_instance_size: 'M40',
    advanced_configuration: { oplog_size_mb: 10, fail_index_key_too_long: false },
    replication_specs: [{ num_shards: 2, zone_name: 'z', regions_config: [{ region_name: 'R', electable_nodes: 3, read_only_nodes: 1 }] }],
    tags: [{ key: 'k', value: 'v' }],
  })).toEqual({
    project_id: 'p',
    name: 'n',
    cluster_type: 'SHARDED',
    backup_enabled: true,
    advanced_configuration: { oplog_size_mb: 10 },
    replication_specs: [1, 2].map(() => ({
      zone_name: 'z',
      region_configs: [{
        provider_name: 'AWS',
        region_name: 'R',
        priority: 7,
        electable_specs: { instance_size: 'M30', node_count: 3, disk_iops: 3000 },
        read_only_specs: { instance_size: 'M30', node_count: 1, disk_iops: 3000 },
        auto_scaling: { compute_enabled: true, compute_max_instance_size: 'M40' },
      }],
    })),
    tags: { k: 'v' },
  });
  expect(clusterJsonToAdvanced({ name: 'n', provider_name: 'AWS', provider_region_name: 'R', provider_instance_size_name: 'M10', replication_factor: 5 }).replication_specs)
    .toEqual([{ region_configs: [{ provider_name: 'AWS', region_name: 'R', priority: 7, electable_specs: { instance_size: 'M10', node_count: 5 } }] }]);
});
