/**
 * The config rewrites on literals in memory (no binding needed: the target names the type).
 */
import * as tsm from 'ts-morph';
import { classTarget } from '../../../src/cli/migrate/binding';
import { insertProperty, looksLikeToken, removeProperty, rewriteConfig, RewriteContext, tagsMapText } from '../../../src/cli/migrate/config-rewrite';
import { Edits } from '../../../src/cli/migrate/edits';
import { ReportEntry } from '../../../src/cli/report';

const project = new tsm.Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true, lib: ['lib.es2020.d.ts'] } });
let n = 0;

function setup(text: string): { c: RewriteContext; obj: tsm.ObjectLiteralExpression; entries: ReportEntry[] } {
  const sf = project.createSourceFile(`/f${n++}.ts`, text);
  const obj = sf.getVariableDeclarationOrThrow('cfg').getInitializerIfKindOrThrow(tsm.SyntaxKind.ObjectLiteralExpression);
  const entries: ReportEntry[] = [];
  return { c: { tsm, edits: new Edits(sf.getFullText()), file: 'f.ts', entries, rules: new Set() }, obj, entries };
}

const ADVANCED = classTarget('advanced-cluster', 'AdvancedCluster', 'mongodbatlas_advanced_cluster');

describe('removeProperty and insertProperty keep the layout', () => {
  test.each([
    ['const cfg = { a: 1, b: 2, c: 3 };', 'b', 'const cfg = { a: 1, c: 3 };'],
    ['const cfg = { a: 1, b: 2 };', 'b', 'const cfg = { a: 1 };'],
    ['const cfg = { a: 1, b: 2, };', 'b', 'const cfg = { a: 1, };'],
    ['const cfg = {\n  a: 1,\n  b: 2,\n};', 'b', 'const cfg = {\n  a: 1,\n};'],
    ['const cfg = {\n  a: 1,\n  b: 2,\n};', 'a', 'const cfg = {\n  b: 2,\n};'],
    ['const cfg = { a: 1 };', 'a', 'const cfg = { };'],
  ])('%s without %s', (text, prop, want) => {
    const { c, obj } = setup(text);
    removeProperty(c, obj, obj.getPropertyOrThrow(prop));
    expect(c.edits.apply()).toBe(want);
  });

  test.each([
    ['const cfg = { a: 1 };', 'const cfg = { a: 1, z: 9 };'],
    ['const cfg = { a: 1, };', 'const cfg = { a: 1, z: 9, };'],
    ['const cfg = {\n  a: 1,\n};', 'const cfg = {\n  a: 1,\n  z: 9,\n};'],
    ['const cfg = {\n  a: 1\n};', 'const cfg = {\n  a: 1,\n  z: 9\n};'],
    ['const cfg = {};', 'const cfg = { z: 9 };'],
  ])('%s with z', (text, want) => {
    const { c, obj } = setup(text);
    insertProperty(c, obj, 'z: 9');
    expect(c.edits.apply()).toBe(want);
  });
});

describe('tags', () => {
  test('literal blocks become a map: identifier keys bare, others quoted, expressions computed', () => {
    const { obj } = setup("const k = 'x'; const cfg = { tags: [{ key: 'env', value: 'dev' }, { key: 'tag 2', value: 'v' }, { value: 'w', key: k }] };");
    expect(tagsMapText(tsm, (obj.getPropertyOrThrow('tags') as tsm.PropertyAssignment).getInitializerOrThrow())).toBe("{ env: 'dev', 'tag 2': 'v', [k]: 'w' }");
  });

  test('an element that is not exactly { key, value } is not a literal map', () => {
    const { obj } = setup("const cfg = { tags: [{ key: 'env', value: 'dev', extra: 1 }] };");
    expect(tagsMapText(tsm, (obj.getPropertyOrThrow('tags') as tsm.PropertyAssignment).getInitializerOrThrow())).toBeUndefined();
  });

  test('an array variable becomes Object.fromEntries; shorthand too', () => {
    const { c, obj } = setup("const tags = [{ key: 'a', value: 'b' }]; const cfg = { tags, labels: tags };");
    rewriteConfig(c, obj, ADVANCED, 'AdvancedCluster x');
    expect(c.edits.apply()).toContain('const cfg = { tags: Object.fromEntries(tags.map((t) => [t.key, t.value])), labels: Object.fromEntries(tags.map((t) => [t.key, t.value])) };');
  });
});

describe('replication specs', () => {
  test('numShards 1 is removed; 0 is refused with the fix', () => {
    const one = setup("const cfg = { replicationSpecs: [{ numShards: 1, zoneName: 'z' }] };");
    rewriteConfig(one.c, one.obj, ADVANCED, 'AdvancedCluster x');
    expect(one.c.edits.apply()).toBe("const cfg = { replicationSpecs: [{ zoneName: 'z' }] };");
    expect(one.entries[0]!.message).toBe('replication_specs.num_shards = 1: removed (one spec is one shard in provider 2.x).');
    const zero = setup("const cfg = { replicationSpecs: [{ numShards: 0, zoneName: 'z' }] };");
    rewriteConfig(zero.c, zero.obj, ADVANCED, 'AdvancedCluster x');
    expect(zero.entries).toEqual([{ file: 'f.ts', line: 1, rule: 'migrate/num-shards-expanded', outcome: 'manual', subject: 'AdvancedCluster x', message: 'replication_specs.num_shards: 0 is not a whole number of 1 or more.', suggestion: 'numShards: 1' }]);
  });

  test('the root disk size goes into every spec of every region config, unless one already has its own', () => {
    const { c, obj } = setup("const cfg = { diskSizeGb: 10, replicationSpecs: [{ regionConfigs: [{ electableSpecs: { instanceSize: 'M10' }, analyticsSpecs: { diskSizeGb: 20 } }] }] };");
    rewriteConfig(c, obj, ADVANCED, 'AdvancedCluster x');
    expect(c.edits.apply()).toBe("const cfg = { replicationSpecs: [{ regionConfigs: [{ electableSpecs: { instanceSize: 'M10', diskSizeGb: 10 }, analyticsSpecs: { diskSizeGb: 20 } }] }] };");
  });

  test('a root disk size with region configs that are not literal stays, reported manual', () => {
    const { c, obj, entries } = setup('declare const regions: any[]; const cfg = { diskSizeGb: 10, replicationSpecs: [{ regionConfigs: regions }] };');
    rewriteConfig(c, obj, ADVANCED, 'AdvancedCluster x');
    expect(c.edits.size).toBe(0);
    expect(entries.map((e) => `${e.rule} ${e.outcome}`)).toEqual(['migrate/disk-size-moved manual']);
    expect(entries[0]!.suggestion).toBe('diskSizeGb: 10, // move into each electableSpecs, readOnlySpecs and analyticsSpecs of every region config');
  });
});

describe('the schema walk', () => {
  test('a single block given as a one-element array is unwrapped; removed attributes are dropped; meta-arguments stay', () => {
    const { c, obj, entries } = setup("declare const d: any; const cfg = { dependsOn: [d], id: 'x', advancedConfiguration: [{ oplogSizeMb: 1, failIndexKeyTooLong: false }] };");
    rewriteConfig(c, obj, ADVANCED, 'AdvancedCluster x');
    expect(c.edits.apply()).toContain('const cfg = { dependsOn: [d], advancedConfiguration: { oplogSizeMb: 1 } };');
    expect(entries.map((e) => `${e.rule} ${e.outcome} ${e.message}`)).toEqual([
      'migrate/removed-attribute partial id: provider 2.x removed this attribute; it was dropped.',
      'migrate/removed-attribute partial advanced_configuration.fail_index_key_too_long: provider 2.x removed this attribute; it was dropped.',
      'migrate/single-block converted advanced_configuration: a single block in provider 2.x; the one-element array became the object.',
    ]);
    expect(entries[0]!.suggestion).toBe('use the cluster_id attribute where you used the id: cluster.clusterId');
  });

  test('a type we do not generate is not walked', () => {
    const { c, obj } = setup("const cfg = { id: 'x' };");
    rewriteConfig(c, obj, classTarget('project', 'Project', 'mongodbatlas_project'), 'Project p');
    expect(c.edits.size).toBe(0);
  });
});

test('looksLikeToken: references are never judged as values', () => {
  const { obj } = setup('declare const v: any; declare const Token: any; const cfg = { a: v.numberValue, b: Token.asNumber(v), c: 3, d: v.count };');
  const init = (k: string) => (obj.getPropertyOrThrow(k) as tsm.PropertyAssignment).getInitializerOrThrow();
  expect([looksLikeToken(init('a')), looksLikeToken(init('b')), looksLikeToken(init('c')), looksLikeToken(init('d'))]).toEqual([true, true, false, false]);
});
