/**
 * migrate over the fixture apps (test/cli/migrate/fixtures): each is copied to .cache/, migrated
 * with the oracle (synthesized on the real binding before, on src after), its key rewrites and
 * report entries checked exactly, the rewritten files written and type-checked against src, and
 * migrated a second time (nothing changes).
 */
import * as fs from 'fs';
import * as path from 'path';
import { CHECKLIST, migrate, MigrateError, MigrateOptions } from '../../../src/cli/migrate';
import { CommandReport } from '../../../src/cli/report';

const ROOT = path.join(__dirname, '..', '..', '..');
const FIXTURES = path.join(__dirname, 'fixtures');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ours = require('../../../src');
jest.setTimeout(240_000);

function copyFixture(name: string): string {
  const dir = path.join(ROOT, '.cache', 'migrate-test', `${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.cpSync(path.join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

function run(dir: string, more: Partial<MigrateOptions['oracle']> = {}): CommandReport {
  return migrate({ project: dir, oracle: { entry: path.join(dir, 'main.ts'), modulesAfter: { 'terrain-constructs': ours }, resolveFrom: ROOT, ...more } });
}

function afterOf(r: CommandReport, file: string): string {
  const c = r.changes.find((x) => x.path.endsWith(`/${file}`));
  if (!c) throw new Error(`no change of ${file}: ${r.changes.map((x) => x.path).join(', ')}`);
  return c.after;
}

const lines = (r: CommandReport) => r.entries.map((e) => `${e.file}:${e.line} ${e.rule} ${e.outcome}`);
const explained = (r: CommandReport) => r.oracle!.differences.map((d) => `${d.path} <- ${d.explainedBy ?? 'UNEXPLAINED'}`);

/** Writes the changes, type-checks the project against src (terrain-constructs -> src/index.ts), migrates again. */
function writeCheckAndRerun(dir: string, r: CommandReport): { diagnostics: string[]; second: CommandReport } {
  for (const c of r.changes) fs.writeFileSync(c.path, c.after);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Project } = require('ts-morph') as typeof import('ts-morph');
  const tsconfig = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8'));
  const project = new Project({
    compilerOptions: { target: 7, module: 1, lib: ['lib.es2020.d.ts'], strict: true, esModuleInterop: true, skipLibCheck: true, noEmit: true, types: [], baseUrl: dir, paths: { ...tsconfig.compilerOptions.paths, 'terrain-constructs': [path.join(ROOT, 'src', 'index.ts')] } },
  });
  const files = r.changes.map((c) => project.addSourceFileAtPath(c.path));
  const diagnostics = files.flatMap((f) => project.getProgram().getSemanticDiagnostics(f).map((d) => `${path.basename(f.getFilePath())}:${d.getLineNumber()} ${String(d.getMessageText())}`));
  const second = migrate({ project: dir });
  return { diagnostics, second };
}

afterAll(() => fs.rmSync(path.join(ROOT, '.cache', 'migrate-test'), { recursive: true, force: true }));

test('namespace import: class names, tags, numShards literal, root disk size, removed attribute, old accessor; oracle passes; idempotent', () => {
  const dir = copyFixture('namespace');
  const r = run(dir);
  const main = afterOf(r, 'main.ts');
  expect(main).toContain("import { mongodbatlas } from 'terrain-constructs';\n");
  expect(main).not.toContain('@cdktf/provider-mongodbatlas');
  expect(main).toContain("new mongodbatlas.MongodbatlasProvider(this, 'atlas', {});");
  expect(main).toContain(`      replicationSpecs: [{
        regionConfigs: [{
          providerName: 'AWS',
          regionName: 'EU_WEST_1',
          priority: 7,
          electableSpecs: { instanceSize: 'M30', nodeCount: 3, diskSizeGb: 40 },
          readOnlySpecs: { instanceSize: 'M30', nodeCount: 1, diskSizeGb: 40 },
        }],
      }, {
        regionConfigs: [{`);
  expect(main).toContain("advancedConfiguration: { oplogSizeMb: 999 },\n      tags: { team: 'orders', 'cost center': 'c-42' },\n    });");
  expect(main).toContain('value: cluster.connectionStrings.standardSrv');
  expect(main).not.toMatch(/diskSizeGb: 40,\n\s+replicationSpecs/);
  expect(lines(r)).toEqual([
    'main.ts:1 migrate/imports converted',
    'main.ts:8 migrate/class-name converted',
    'main.ts:9 migrate/class-name converted',
    'main.ts:13 migrate/disk-size-moved converted',
    'main.ts:15 migrate/num-shards-expanded converted',
    'main.ts:24 migrate/removed-attribute partial',
    'main.ts:25 migrate/tags-to-map converted',
    'main.ts:27 migrate/old-accessor converted',
  ]);
  expect(r.entries.find((e) => e.rule === 'migrate/removed-attribute')).toEqual({
    file: 'main.ts',
    line: 24,
    rule: 'migrate/removed-attribute',
    outcome: 'partial',
    subject: "AdvancedCluster 'orders'",
    message: 'advanced_configuration.default_read_concern: provider 2.x removed this attribute; it was dropped.',
    suggestion: "check that nothing depended on default_read_concern (see the provider's 2.0.0 upgrade guide).",
  });
  expect(r.oracle!.passed).toBe(true);
  expect(explained(r)).toEqual([
    'atlas:terraform.required_providers.mongodbatlas.version <- migrate/provider-version',
    'atlas:resource.mongodbatlas_advanced_cluster.orders.tags <- migrate/tags-to-map',
    'atlas:resource.mongodbatlas_advanced_cluster.orders.disk_size_gb <- migrate/disk-size-moved',
    'atlas:resource.mongodbatlas_advanced_cluster.orders.advanced_configuration.default_read_concern <- migrate/removed-attribute',
    'atlas:resource.mongodbatlas_advanced_cluster.orders.replication_specs <- migrate/num-shards-expanded',
    'atlas:output.uri.value <- migrate/old-accessor',
  ]);
  expect(r.checklist).toEqual(CHECKLIST);
  const { diagnostics, second } = writeCheckAndRerun(dir, r);
  expect(diagnostics).toEqual([]);
  expect(second.changes).toEqual([]);
  expect(second.entries).toEqual([]);
});

test('deep imports and the config in another file as a typed variable: shards from a variable, computed tags', () => {
  const dir = copyFixture('deep-config');
  const r = run(dir);
  const config = afterOf(r, 'config.ts');
  expect(config).toContain("import { mongodbatlas } from 'terrain-constructs';\n\nexport const SHARDS = 3;");
  expect(config).toContain('export const searchCluster: mongodbatlas.MongodbatlasAdvancedClusterConfig = {');
  expect(config).toContain(`  replicationSpecs: [
    ...Array.from({ length: SHARDS }, () => ({
      zoneName: 'Zone 1',
      regionConfigs: [`);
  expect(config).toContain('  tags: Object.fromEntries(owners.map((o, i) => ({ key: `owner-${i}`, value: o })).map((t) => [t.key, t.value])),\n');
  expect(config).toContain("const tier: { key: string; value: string }[] = [{ key: 'tier', value: 'gold' }];\n");
  expect(config).toContain('  labels: Object.fromEntries(tier.map((t) => [t.key, t.value])),\n');
  const main = afterOf(r, 'main.ts');
  expect(main).toContain("import { mongodbatlas } from 'terrain-constructs';\nimport { App, TerraformOutput, TerraformStack } from 'cdktf';\nimport { searchCluster } from './config';");
  expect(main.match(/import \{ mongodbatlas \}/g)).toHaveLength(1);
  expect(main).toContain("new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'search', searchCluster);");
  expect(main).toContain('value: cluster.connectionStrings.standard }');
  expect(lines(r)).toEqual([
    'config.ts:1 migrate/imports converted',
    'config.ts:5 migrate/class-name converted',
    'config.ts:7 migrate/class-name converted',
    'config.ts:13 migrate/num-shards-expanded converted',
    'config.ts:20 migrate/tags-to-map converted',
    'config.ts:21 migrate/tags-to-map converted',
    'main.ts:1 migrate/imports converted',
    'main.ts:2 migrate/imports converted',
    'main.ts:8 migrate/class-name converted',
    'main.ts:9 migrate/class-name converted',
    'main.ts:10 migrate/old-accessor converted',
    'main.ts:11 migrate/old-accessor converted',
  ]);
  expect(r.entries[3]!.message).toBe('replication_specs.num_shards = SHARDS: the spec is repeated that many times at synth, one per shard (provider 2.x).');
  expect(r.oracle!.passed).toBe(true);
  expect(explained(r)).toEqual([
    'search:terraform.required_providers.mongodbatlas.version <- migrate/provider-version',
    'search:resource.mongodbatlas_advanced_cluster.search.tags <- migrate/tags-to-map',
    'search:resource.mongodbatlas_advanced_cluster.search.labels <- migrate/tags-to-map',
    'search:resource.mongodbatlas_advanced_cluster.search.replication_specs <- migrate/num-shards-expanded',
    'search:output.srv.value <- migrate/old-accessor',
    'search:output.standard.value <- migrate/old-accessor',
  ]);
  const { diagnostics, second } = writeCheckAndRerun(dir, r);
  expect(diagnostics).toEqual([]);
  expect(second.changes).toEqual([]);
});

test('.gen bindings re-exported from a workspace package; a database user maps to our L1', () => {
  const dir = copyFixture('gen-workspace');
  // the copy imports the workspace package by its bare name, as a monorepo does (tsconfig paths; the oracle's aliases)
  const mainPath = path.join(dir, 'main.ts');
  fs.writeFileSync(mainPath, fs.readFileSync(mainPath, 'utf8').replace("from './packages/atlas-gen'", "from '@acme/atlas-gen'"));
  const tsconfig = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, baseUrl: '.', paths: { '@acme/atlas-gen': ['packages/atlas-gen/index.ts'] } } }));
  const r = run(dir, { aliases: { '@acme/atlas-gen': path.join(dir, 'packages', 'atlas-gen', 'index.ts') } });
  expect(r.changes.map((c) => path.relative(dir, c.path))).toEqual(['main.ts']);
  const main = afterOf(r, 'main.ts');
  expect(main).toContain("import { App, TerraformStack, TerraformVariable } from 'cdktf';\nimport { mongodbatlas } from 'terrain-constructs';\n");
  expect(main).toContain("new mongodbatlas.MongodbatlasDatabaseUser(stack, 'app', {");
  expect(main).toContain("  tags: { env: 'prod' },\n");
  expect(lines(r)).toEqual([
    'main.ts:2 migrate/imports converted',
    'main.ts:6 migrate/class-name converted',
    'main.ts:8 migrate/class-name converted',
    'main.ts:15 migrate/tags-to-map converted',
    'main.ts:17 migrate/class-name converted',
  ]);
  expect(r.entries[0]!.subject).toBe("import from '@acme/atlas-gen'");
  expect(r.oracle!.passed).toBe(true);
  expect(explained(r)).toEqual([
    'gen:terraform.required_providers.mongodbatlas.version <- migrate/provider-version',
    'gen:resource.mongodbatlas_advanced_cluster.main.tags <- migrate/tags-to-map',
  ]);
  const { diagnostics, second } = writeCheckAndRerun(dir, r);
  expect(diagnostics).toEqual([]);
  expect(second.changes).toEqual([]);
});

test('mutators: putTags folded into the literal config; putLabels on a config built elsewhere becomes addOverride (partial)', () => {
  const dir = copyFixture('mutators');
  const r = run(dir);
  const main = afterOf(r, 'main.ts');
  expect(main).toContain("  replicationSpecs: [{ regionConfigs }],\n  tags: { team: 'billing' },\n});\nconst config =");
  expect(main).not.toContain('putTags');
  expect(main).toContain("ledger.addOverride('labels', { owner: 'finance' });");
  expect(main).toContain('const regionConfigs: mongodbatlas.MongodbatlasAdvancedClusterReplicationSpecsRegionConfigs[] = [');
  expect(r.entries.filter((e) => e.rule === 'migrate/mutator')).toEqual([
    { file: 'main.ts', line: 16, rule: 'migrate/mutator', outcome: 'converted', subject: 'AdvancedCluster billing', message: "putTags: the tags moved into the constructor's config as a map (provider 2.x; our L1 has no putTags)." },
    {
      file: 'main.ts',
      line: 19,
      rule: 'migrate/mutator',
      outcome: 'partial',
      subject: 'AdvancedCluster ledger',
      message: 'putLabels: our L1 has no putLabels; the labels are set as a map through addOverride, which our checks do not see.',
      suggestion: "labels: { owner: 'finance' }, // in the constructor's config, instead of the addOverride call",
    },
  ]);
  expect(r.oracle!.passed).toBe(true);
  expect(explained(r)).toEqual([
    'mutators:terraform.required_providers.mongodbatlas.version <- migrate/provider-version',
    'mutators:resource.mongodbatlas_advanced_cluster.billing.tags <- migrate/mutator',
    'mutators:resource.mongodbatlas_advanced_cluster.ledger.labels <- migrate/mutator',
    'mutators://.metadata.overrides <- migrate/mutator',
  ]);
  const { diagnostics, second } = writeCheckAndRerun(dir, r);
  expect(diagnostics).toEqual([]);
  expect(second.changes).toEqual([]);
});

test('mongodbatlas_cluster stays a cluster (our MongodbatlasCluster L1), with its list accessors and tag blocks', () => {
  const dir = copyFixture('cluster');
  const r = run(dir);
  const main = afterOf(r, 'main.ts');
  expect(main).toContain("const legacy = new mongodbatlas.MongodbatlasCluster(stack, 'legacy', {");
  expect(main).toContain("  tags: [{ key: 'env', value: 'prod' }],\n");
  expect(main).toContain('legacy.connectionStrings.get(0).standardSrv');
  expect(lines(r)).toEqual(['main.ts:1 migrate/imports converted', 'main.ts:6 migrate/class-name converted', 'main.ts:7 migrate/class-name converted']);
  expect(r.oracle!.passed).toBe(true);
  expect(explained(r)).toEqual(['legacy:terraform.required_providers.mongodbatlas.version <- migrate/provider-version']);
  const { diagnostics, second } = writeCheckAndRerun(dir, r);
  expect(diagnostics).toEqual([]);
  expect(second.changes).toEqual([]);
});

test('--cluster-to-advanced: mongodbatlas_cluster becomes the advanced cluster with the same construct id and a moved block', () => {
  const dir = copyFixture('cluster-to-advanced');
  const r = migrate({ project: dir, clusterToAdvanced: true, oracle: { entry: path.join(dir, 'main.ts'), modulesAfter: { 'terrain-constructs': ours }, resolveFrom: ROOT } });
  const main = afterOf(r, 'main.ts');
  expect(main).toContain(`const legacy = new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'legacy', {
  projectId: '5f1b2c3d4e5f6a7b8c9d0e1f',
  name: 'legacy',
  clusterType: 'REPLICASET',
  backupEnabled: true,
  advancedConfiguration: { javascriptEnabled: false },
  replicationSpecs: [
    { regionConfigs: [{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3, diskSizeGb: 20 }, autoScaling: { diskGbEnabled: true } }] },
  ],
  tags: { env: 'prod' },
});
legacy.moveFromId(\`mongodbatlas_cluster.\${legacy.friendlyUniqueId}\`);
`);
  expect(main.match(/\{ regionConfigs: \[\{ providerName: 'GCP', regionName: 'WESTERN_EUROPE', priority: 7, electableSpecs: \{ instanceSize: 'M30', nodeCount: 3 \}, analyticsSpecs: \{ instanceSize: 'M30', nodeCount: 1 \} \}, \{ providerName: 'GCP', regionName: 'EUROPE_WEST_3', priority: 6, electableSpecs: \{ instanceSize: 'M30', nodeCount: 2 \} \}\] \}/g)).toHaveLength(2);
  expect(main).toContain('sharded.moveFromId(`mongodbatlas_cluster.${sharded.friendlyUniqueId}`);');
  expect(main).toContain('value: legacy.connectionStrings.standardSrv');
  expect(lines(r)).toEqual([
    'main.ts:1 migrate/imports converted',
    'main.ts:6 migrate/class-name converted',
    'main.ts:7 migrate/cluster-to-advanced converted',
    'main.ts:19 migrate/cluster-to-advanced converted',
    'main.ts:33 migrate/old-accessor converted',
  ]);
  expect(r.oracle!.passed).toBe(true);
  expect(r.oracle!.addressesRemoved).toEqual([]);
  expect(explained(r)).toEqual([
    'legacy:resource.mongodbatlas_cluster.legacy <- migrate/cluster-to-advanced',
    'legacy:resource.mongodbatlas_advanced_cluster.legacy <- migrate/cluster-to-advanced',
    'legacy:resource.mongodbatlas_cluster.sharded <- migrate/cluster-to-advanced',
    'legacy:resource.mongodbatlas_advanced_cluster.sharded <- migrate/cluster-to-advanced',
    'legacy:moved <- migrate/cluster-to-advanced',
    'legacy:output.sharded_id.value <- migrate/cluster-to-advanced',
    'legacy:output.srv.value <- migrate/cluster-to-advanced',
    'legacy:terraform.required_providers.mongodbatlas.version <- migrate/provider-version',
    'legacy://.metadata.moved <- migrate/cluster-to-advanced',
  ]);
  const { diagnostics, second } = writeCheckAndRerun(dir, r);
  expect(diagnostics).toEqual([]);
  expect(second.changes).toEqual([]);
});

test('--to-l2: fully literal clusters become ReplicaSetCluster, ShardedCluster and GlobalCluster with the same logical ids; one it cannot take stays the L1', () => {
  const dir = copyFixture('to-l2');
  const r = migrate({ project: dir, toL2: true, oracle: { entry: path.join(dir, 'main.ts'), modulesAfter: { 'terrain-constructs': ours }, resolveFrom: ROOT } });
  const main = afterOf(r, 'main.ts');
  expect(main).toContain(`import { mongodbatlas, RemovalPolicy } from 'terrain-constructs';
`);
  expect(main).toContain(`new mongodbatlas.ReplicaSetCluster(stack, 'orders', {
  projectId: '5f1b2c3d4e5f6a7b8c9d0e1f',
  name: 'orders',
  instanceSize: 'M30',
  diskSizeGb: 40,
  regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }, { provider: 'AWS', region: 'US_WEST_2', electableNodes: 2 }, { provider: 'AWS', region: 'EU_WEST_1', readOnlyNodes: 1 }],
  advancedConfiguration: { javascriptEnabled: false },
  tags: { team: 'orders' },
  removalPolicy: RemovalPolicy.DESTROY,
});`);
  expect(main).toContain(`new mongodbatlas.ShardedCluster(stack, 'events', {
  projectId: '5f1b2c3d4e5f6a7b8c9d0e1f',
  name: 'events',
  instanceSize: 'M40',
  shards: 2,
  regions: [{ provider: 'AZURE', region: 'EUROPE_NORTH', electableNodes: 3 }],
  removalPolicy: RemovalPolicy.DESTROY,
});`);
  expect(main).toContain("new mongodbatlas.GlobalCluster(stack, 'geo', {\n  projectId: '5f1b2c3d4e5f6a7b8c9d0e1f',\n  name: 'geo',\n  instanceSize: 'M30',\n"
    + "  zones: [{ name: 'EU', regions: [{ provider: 'AWS', region: 'EU_WEST_1', electableNodes: 3 }] }, { name: 'US', shards: 2, regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] }],\n");
  expect(main).toContain("const reports = new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'reports', {");
  expect(r.entries.filter((e) => e.rule === 'migrate/to-l2').map((e) => `${e.line} ${e.outcome} ${e.message}`)).toEqual([
    '7 converted became a ReplicaSetCluster with the same construct id (its L1 keeps the logical id) and removalPolicy: RemovalPolicy.DESTROY, which renders what the L1 did; RemovalPolicy.RETAIN (the L2 default) would add termination protection and prevent_destroy.',
    '23 converted became a ShardedCluster of 2 shards with the same construct id (its L1 keeps the logical id) and removalPolicy: RemovalPolicy.DESTROY, which renders what the L1 did; RemovalPolicy.RETAIN (the L2 default) would add termination protection and prevent_destroy.',
    '32 converted became a GlobalCluster of 2 zones with the same construct id (its L1 keeps the logical id) and removalPolicy: RemovalPolicy.DESTROY, which renders what the L1 did; RemovalPolicy.RETAIN (the L2 default) would add termination protection and prevent_destroy.',
    '41 manual left as the L1 MongodbatlasAdvancedCluster (--to-l2 rewrites a fully literal replica set, sharded or global cluster only): reports is used elsewhere (line 49), and the L2 has other members than the L1.',
  ]);
  expect(r.oracle!.passed).toBe(true);
  expect(r.oracle!.addressesRemoved).toEqual([]);
  expect(explained(r)).toEqual([
    'l2:terraform.required_providers.mongodbatlas.version <- migrate/provider-version',
    'l2:resource.mongodbatlas_advanced_cluster.events.replication_specs <- migrate/num-shards-expanded',
    'l2:resource.mongodbatlas_advanced_cluster.geo.replication_specs <- migrate/num-shards-expanded',
    'l2:resource.mongodbatlas_advanced_cluster.orders.tags <- migrate/tags-to-map',
    'l2:resource.mongodbatlas_advanced_cluster.orders.disk_size_gb <- migrate/disk-size-moved',
    'l2:resource.mongodbatlas_advanced_cluster.orders.advanced_configuration.default_read_concern <- migrate/removed-attribute',
    'l2:resource.mongodbatlas_advanced_cluster.orders.replication_specs <- migrate/num-shards-expanded',
    'l2:resource.mongodbatlas_advanced_cluster.events.//.metadata.path <- migrate/to-l2',
    'l2:resource.mongodbatlas_advanced_cluster.geo.//.metadata.path <- migrate/to-l2',
    'l2:resource.mongodbatlas_advanced_cluster.orders.//.metadata.path <- migrate/to-l2',
  ]);
  const { diagnostics, second } = writeCheckAndRerun(dir, r);
  expect(diagnostics).toEqual([]);
  expect(second.changes).toEqual([]);
});

test('what cannot be rewritten is reported manual with its line and a hand edit: a token shard count, a token tag list, an element other than 0, a type we do not generate', () => {
  const r = migrate({ project: path.join(FIXTURES, 'manual') });
  const main = afterOf(r, 'main.ts');
  expect(main).toContain("import { project } from '@cdktf/provider-mongodbatlas';\nimport { mongodbatlas } from 'terrain-constructs';\n");
  expect(main).toContain('    numShards: Token.asNumber(shards.value),\n');
  expect(r.entries.filter((e) => e.outcome !== 'converted')).toEqual([
    {
      file: 'main.ts',
      line: 1,
      rule: 'migrate/imports',
      outcome: 'partial',
      subject: "import from '@cdktf/provider-mongodbatlas'",
      message: "the binding import stays for project (no terrain-constructs L1 for every use); import { mongodbatlas } from 'terrain-constructs' added.",
      suggestion: 'see the migrate/unsupported-type entries of this file',
    },
    {
      file: 'main.ts',
      line: 8,
      rule: 'migrate/unsupported-type',
      outcome: 'manual',
      subject: 'Project',
      message: 'Project: terrain-constructs does not generate mongodbatlas_project; left on the binding (@cdktf/provider-mongodbatlas, provider 1.x).',
      suggestion: 'keep the binding import for this type, or write it with an escape hatch (new TerraformResource) on provider 2.x',
    },
    {
      file: 'main.ts',
      line: 14,
      rule: 'migrate/num-shards-expanded',
      outcome: 'manual',
      subject: "AdvancedCluster 'orders'",
      message: 'replication_specs.num_shards: provider 2.x takes one replication spec per shard; the count here (Token.asNumber(shards.value)) is an unresolved reference, known only at apply, so it was left as it is. Repeat the spec by a TypeScript number known at synth (shardCount: from your code, an environment variable or a context value).',
      suggestion: "...Array.from({ length: shardCount }, () => ({\n    regionConfigs: [{ providerName: 'AWS', regionName: 'EU_WEST_1', priority: 7, electableSpecs: { instanceSize: 'M30', nodeCount: 3 } }],\n  })),",
    },
    {
      file: 'main.ts',
      line: 17,
      rule: 'migrate/tags-to-map',
      outcome: 'manual',
      subject: "AdvancedCluster 'orders'",
      message: 'tags: provider 2.x takes a map of strings; this value (teamTags.listValue as any) is neither a literal array of { key, value } nor an array, so it was left as it is. If it is a Terraform list (a variable, a reference), a for expression makes the map (import TerraformIterator and Token from cdktf).',
      suggestion: "tags: Token.asStringMap(TerraformIterator.fromList((teamTags.listValue as any)).forExpressionForMap('val.key', 'val.value')),",
    },
    {
      file: 'main.ts',
      line: 19,
      rule: 'migrate/old-accessor',
      outcome: 'manual',
      subject: 'AdvancedCluster cluster',
      message: 'connectionStrings: provider 2.x makes connection_strings a single object, so there is no element 1 to take; left as it is.',
      suggestion: 'cluster.connectionStrings',
    },
  ]);
});

test('the oracle fails on a difference no rule explains, and names it', () => {
  const dir = copyFixture('namespace');
  // an after-side terrain-constructs whose advanced cluster pauses itself: nothing in the migration explains it
  class Paused extends ours.mongodbatlas.MongodbatlasAdvancedCluster {
    constructor(scope: any, id: string, config: any) {
      super(scope, id, config);
      this.addOverride('paused', true);
    }
  }
  const tampered = { ...ours, mongodbatlas: { ...ours.mongodbatlas, MongodbatlasAdvancedCluster: Paused } };
  const r = run(dir, { modulesAfter: { 'terrain-constructs': tampered } });
  expect(r.oracle!.passed).toBe(false);
  expect(r.oracle!.differences.filter((d) => !d.explainedBy)).toEqual([
    { path: 'atlas://.metadata.overrides', before: undefined, after: { mongodbatlas_advanced_cluster: ['paused'] } },
    { path: 'atlas:resource.mongodbatlas_advanced_cluster.orders.paused', before: undefined, after: true },
  ]);
});

test('a project that cannot be synthesized: the oracle did not run, and says why', () => {
  const dir = copyFixture('cluster');
  const r = run(dir, { entry: path.join(dir, 'missing.ts') });
  expect(r.oracle).toEqual({
    ran: false,
    reason: `the project's app could not be synthesized before the migration: synthesize: the entry ${path.join(dir, 'missing.ts')} is not one of the 1 source files given.`,
    differences: [],
    addressesRemoved: [],
    addressesAdded: [],
    passed: false,
  });
});

test('no tsconfig.json: a clear error', () => {
  expect(() => migrate({ project: path.join(FIXTURES, 'nowhere') })).toThrow(MigrateError);
  expect(() => migrate({ project: path.join(FIXTURES, 'nowhere') })).toThrow(
    `migrate: no tsconfig.json at ${path.join(FIXTURES, 'nowhere', 'tsconfig.json')}. Received: ${path.join(FIXTURES, 'nowhere')}. Allowed: the path of a project's tsconfig.json or of the folder that holds it. Fix: terrain-constructs migrate ./path/to/tsconfig.json`);
});
