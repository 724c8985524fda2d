/**
 * rewriteFile on files made in memory next to a fixture (the binding resolves from the repository's node_modules).
 */
import * as path from 'path';
import * as tsm from 'ts-morph';
import { configLiterals } from '../../../src/cli/migrate/resolve';
import { OUR_IMPORT, rewriteFile } from '../../../src/cli/migrate/rewrite-file';
import { ReportEntry } from '../../../src/cli/report';

const DIR = path.join(__dirname, 'fixtures', 'namespace');
jest.setTimeout(120_000);
const project = new tsm.Project({ tsConfigFilePath: path.join(DIR, 'tsconfig.json'), skipAddingFilesFromTsConfig: true });
let n = 0;

function rewrite(text: string): { after?: string; entries: ReportEntry[] } {
  const sf = project.createSourceFile(path.join(DIR, `mem-${n++}.ts`), text);
  const entries: ReportEntry[] = [];
  const configs = configLiterals(tsm, project, [sf]).get(sf.getFilePath()) ?? [];
  const after = rewriteFile(tsm, sf, 'mem.ts', configs, entries, new Set());
  return { after, entries };
}

test('a file without the binding is left alone', () => {
  expect(rewrite("import { App } from 'cdktf';\nnew App();\n")).toEqual({ after: undefined, entries: [] });
});

test('our import is added once, where the binding import was; a file that already has it keeps one', () => {
  const r = rewrite("import { mongodbatlas } from 'terrain-constructs';\nimport { advancedCluster } from '@cdktf/provider-mongodbatlas';\nexport type C = advancedCluster.AdvancedClusterConfig;\nexport const x: mongodbatlas.MongodbatlasAdvancedClusterConfig | undefined = undefined;\n");
  expect(r.after).toBe("import { mongodbatlas } from 'terrain-constructs';\nexport type C = mongodbatlas.MongodbatlasAdvancedClusterConfig;\nexport const x: mongodbatlas.MongodbatlasAdvancedClusterConfig | undefined = undefined;\n");
  expect(r.after!.split(OUR_IMPORT)).toHaveLength(2);
});

test('a subclass, a static and a root namespace import are renamed', () => {
  const r = rewrite([
    "import * as atlas from '@cdktf/provider-mongodbatlas';",
    'export class Mine extends atlas.advancedCluster.AdvancedCluster {}',
    'export const type = atlas.advancedCluster.AdvancedCluster.tfResourceType;',
    '',
  ].join('\n'));
  expect(r.after).toBe([
    OUR_IMPORT,
    'export class Mine extends mongodbatlas.MongodbatlasAdvancedCluster {}',
    'export const type = mongodbatlas.MongodbatlasAdvancedCluster.tfResourceType;',
    '',
  ].join('\n'));
  expect([...r.entries].sort((a, b) => a.line - b.line).map((e) => `${e.line} ${e.rule} ${e.outcome} ${e.message}`)).toEqual([
    "1 migrate/imports converted the binding import was replaced by import { mongodbatlas } from 'terrain-constructs'.",
    '2 migrate/class-name converted atlas.advancedCluster.AdvancedCluster -> mongodbatlas.MongodbatlasAdvancedCluster.',
    '3 migrate/class-name converted atlas.advancedCluster.AdvancedCluster -> mongodbatlas.MongodbatlasAdvancedCluster.',
  ]);
});

test('the 1.x tag block type becomes { key: string; value: string }; a type with no 2.x equivalent is reported manual, its import kept', () => {
  const r = rewrite([
    "import { AdvancedCluster, AdvancedClusterConnectionStringsList, AdvancedClusterTags } from '@cdktf/provider-mongodbatlas/lib/advanced-cluster';",
    "export const t: AdvancedClusterTags[] = [{ key: 'a', value: 'b' }];",
    'export type A = AdvancedCluster;',
    'export type L = AdvancedClusterConnectionStringsList;',
    '',
  ].join('\n'));
  expect(r.after).toBe([
    "import { AdvancedClusterConnectionStringsList } from '@cdktf/provider-mongodbatlas/lib/advanced-cluster';",
    OUR_IMPORT,
    "export const t: { key: string; value: string }[] = [{ key: 'a', value: 'b' }];",
    'export type A = mongodbatlas.MongodbatlasAdvancedCluster;',
    'export type L = AdvancedClusterConnectionStringsList;',
    '',
  ].join('\n'));
  expect(r.entries.find((e) => e.subject === 'AdvancedClusterTags')!.message).toBe('AdvancedClusterTags -> { key: string; value: string } (provider 2.x has no type for the 1.x tag block; tags and labels are maps).');
  expect(r.entries.find((e) => e.rule === 'migrate/unsupported-type')).toEqual({
    file: 'mem.ts',
    line: 4,
    rule: 'migrate/unsupported-type',
    outcome: 'manual',
    subject: 'AdvancedClusterConnectionStringsList',
    message: 'AdvancedClusterConnectionStringsList: the 2.x L1 MongodbatlasAdvancedCluster has no such type; left on the binding.',
    suggestion: "use the 2.x type of what it describes (see MongodbatlasAdvancedCluster's config and attributes)",
  });
});

test('putTags with a non-literal argument is manual, with the constructor edit to paste', () => {
  const r = rewrite([
    "import { App, TerraformStack } from 'cdktf';",
    "import { advancedCluster } from '@cdktf/provider-mongodbatlas';",
    "const stack = new TerraformStack(new App(), 's');",
    "const c = new advancedCluster.AdvancedCluster(stack, 'c', { projectId: 'p', name: 'n', clusterType: 'REPLICASET', replicationSpecs: [] });",
    'declare const tags: advancedCluster.AdvancedClusterTags[];',
    'c.putTags(tags);',
    '',
  ].join('\n'));
  expect(r.after).toContain('c.putTags(tags);');
  expect(r.entries.find((e) => e.rule === 'migrate/mutator')).toEqual({
    file: 'mem.ts',
    line: 6,
    rule: 'migrate/mutator',
    outcome: 'manual',
    subject: 'AdvancedCluster c',
    message: "putTags: provider 2.x takes tags as a map in the constructor's config, and our L1 has no putTags; the argument here is not a literal array of { key, value }, so the call was left as it is.",
    suggestion: "tags: Object.fromEntries(tags.map((t) => [t.key, t.value])), // in the constructor's config",
  });
});

test('the binding\'s other mutators (put*, reset*) are manual, with the constructor edit to paste', () => {
  const r = rewrite([
    "import { App, TerraformStack } from 'cdktf';",
    "import { advancedCluster } from '@cdktf/provider-mongodbatlas';",
    "const stack = new TerraformStack(new App(), 's');",
    "const c = new advancedCluster.AdvancedCluster(stack, 'c', { projectId: 'p', name: 'n', clusterType: 'REPLICASET', replicationSpecs: [] });",
    'c.putAdvancedConfiguration({ javascriptEnabled: false });',
    'c.resetPaused();',
    '',
  ].join('\n'));
  expect(r.after).toContain('c.putAdvancedConfiguration({ javascriptEnabled: false });\nc.resetPaused();\n');
  expect(r.entries.filter((e) => e.rule === 'migrate/mutator')).toEqual([{
    file: 'mem.ts',
    line: 5,
    rule: 'migrate/mutator',
    outcome: 'manual',
    subject: 'AdvancedCluster c',
    message: 'putAdvancedConfiguration: our L1s have no putAdvancedConfiguration (a config is given once, to the constructor, and checked there); the call was left as it is and does not compile against them.',
    suggestion: "advancedConfiguration: { javascriptEnabled: false }, // in the constructor's config, instead of the putAdvancedConfiguration call",
  }, {
    file: 'mem.ts',
    line: 6,
    rule: 'migrate/mutator',
    outcome: 'manual',
    subject: 'AdvancedCluster c',
    message: 'resetPaused: our L1s have no resetPaused (a config is given once, to the constructor, and checked there); the call was left as it is and does not compile against them.',
    suggestion: "leave paused out of the constructor's config, instead of the resetPaused call",
  }]);
});

test('a data source: its class, its removed argument and its single-object accessor', () => {
  const r = rewrite([
    "import { App, TerraformOutput, TerraformStack } from 'cdktf';",
    "import { dataMongodbatlasAdvancedCluster } from '@cdktf/provider-mongodbatlas';",
    "const stack = new TerraformStack(new App(), 's');",
    "const found = new dataMongodbatlasAdvancedCluster.DataMongodbatlasAdvancedCluster(stack, 'found', { projectId: 'p', name: 'n', useReplicationSpecPerShard: true });",
    "new TerraformOutput(stack, 'srv', { value: found.connectionStrings.get(0).standardSrv });",
    '',
  ].join('\n'));
  expect(r.after).toContain("const found = new mongodbatlas.DataMongodbatlasAdvancedCluster(stack, 'found', { projectId: 'p', name: 'n' });");
  expect(r.after).toContain('value: found.connectionStrings.standardSrv');
  expect([...r.entries].sort((a, b) => a.line - b.line).map((e) => `${e.line} ${e.rule} ${e.outcome} ${e.message}`)).toEqual([
    "2 migrate/imports converted the binding import was replaced by import { mongodbatlas } from 'terrain-constructs'.",
    '4 migrate/removed-attribute partial use_replication_spec_per_shard: provider 2.x removed this attribute; it was dropped.',
    '4 migrate/class-name converted dataMongodbatlasAdvancedCluster.DataMongodbatlasAdvancedCluster -> mongodbatlas.DataMongodbatlasAdvancedCluster.',
    '5 migrate/old-accessor converted connectionStrings.get(0): provider 2.x makes connection_strings a single object; the index was dropped.',
  ]);
});

test('a binding import TypeScript cannot resolve is reported: nothing there can be found by type', () => {
  const r = rewrite("import { advancedCluster } from '@cdktf/provider-mongodbatlas/lib/no-such-module';\nexport const a = advancedCluster;\n");
  expect(r).toEqual({
    after: undefined,
    entries: [{
      file: 'mem.ts',
      line: 1,
      rule: 'migrate/unresolved-binding',
      outcome: 'manual',
      subject: "import from '@cdktf/provider-mongodbatlas/lib/no-such-module'",
      message: "TypeScript cannot resolve '@cdktf/provider-mongodbatlas/lib/no-such-module' from this project, so its classes cannot be recognised by type and nothing that uses them was rewritten.",
      suggestion: 'npm install --save-dev @cdktf/provider-mongodbatlas@8 (the version the app was written for), then run terrain-constructs migrate again',
    }],
  });
});
