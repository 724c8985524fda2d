/**
 * The --to-l2 rewrite on literals in memory: what it takes, and each reason it leaves the L1.
 */
import * as tsm from 'ts-morph';
import { RewriteContext } from '../../../src/cli/migrate/config-rewrite';
import { Edits } from '../../../src/cli/migrate/edits';
import { toReplicaSet } from '../../../src/cli/migrate/to-l2';
import { ReportEntry } from '../../../src/cli/report';

const project = new tsm.Project({ useInMemoryFileSystem: true, compilerOptions: { strict: true } });
let n = 0;
const REGION = "{ providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } }";

function run(config: string, holder = ''): { done: boolean; after: string; c: RewriteContext; entries: ReportEntry[] } {
  const sf = project.createSourceFile(`/l${n++}.ts`, `declare class AdvancedCluster { constructor(s: any, id: string, c: any); }\ndeclare const stack: any;\n${holder}new AdvancedCluster(stack, 'c', ${config});\n`);
  const ne = sf.getDescendantsOfKind(tsm.SyntaxKind.NewExpression)[0]!;
  const entries: ReportEntry[] = [];
  const c: RewriteContext = { tsm, edits: new Edits(sf.getFullText()), file: 'main.ts', entries, rules: new Set() };
  const done = toReplicaSet(c, ne, ne.getArguments()[2] as tsm.ObjectLiteralExpression, "AdvancedCluster 'c'");
  return { done, after: c.edits.apply().split('\n').slice(2).join('\n'), c, entries };
}

test('a literal replica set: analytics tier, backing provider and the priorities the L2 assigns', () => {
  const r = run(`{ projectId: 'p', name: 'n', clusterType: 'REPLICASET', pitEnabled: true, replicationSpecs: [{ regionConfigs: [
    { providerName: 'TENANT', backingProviderName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 }, analyticsSpecs: { instanceSize: 'M20', nodeCount: 1 } }] }] }`);
  expect(r.done).toBe(true);
  expect(r.after).toBe([
    "new mongodbatlas.ReplicaSetCluster(stack, 'c', {",
    "  projectId: 'p',",
    "  name: 'n',",
    "  instanceSize: 'M10',",
    "  analyticsInstanceSize: 'M20',",
    "  regions: [{ provider: 'TENANT', region: 'US_EAST_1', electableNodes: 3, analyticsNodes: 1, backingProviderName: 'AWS' }],",
    '  pitEnabled: true,',
    '  removalPolicy: RemovalPolicy.DESTROY,',
    '});',
    '',
  ].join('\n'));
  expect(r.c.needsRemovalPolicy).toBe(true);
});

test.each([
  [`{ clusterType: 'SHARDED', replicationSpecs: [{ regionConfigs: [${REGION}] }] }`, '', "cluster_type is 'SHARDED', not 'REPLICASET'"],
  [`{ clusterType: 'REPLICASET', paused: true, replicationSpecs: [{ regionConfigs: [${REGION}] }] }`, '', 'paused has no counterpart in ReplicaSetCluster that this rewrite knows'],
  [`{ clusterType: 'REPLICASET', replicationSpecs: [{ regionConfigs: [${REGION}] }, { regionConfigs: [${REGION}] }] }`, '', 'replication_specs is not a literal array of one spec'],
  [`{ clusterType: 'REPLICASET', replicationSpecs: [{ numShards: 2, regionConfigs: [${REGION}] }] }`, '', 'num_shards is 2'],
  [`{ clusterType: 'REPLICASET', replicationSpecs: [{ regionConfigs: [${REGION.replace('priority: 7', 'priority: 6')}] }] }`, '',
    "the region 'US_EAST_1' has priority 6; ReplicaSetCluster assigns 7 (7 for the first electable region, one less for each next one, 0 without electable nodes)"],
  [`{ clusterType: 'REPLICASET', replicationSpecs: [{ regionConfigs: [${REGION}, ${REGION.replace("'M10'", "'M20'").replace('priority: 7', 'priority: 6')}] }] }`, '', "instanceSize differs between the specs ('M10', 'M20'); ReplicaSetCluster takes one"],
  [`{ clusterType: 'REPLICASET', replicationSpecs: [{ regionConfigs: [${REGION.replace("'M10'", 'size')}] }] }`, 'declare const size: string;\n', '{ instanceSize: size, nodeCount: 3 } is not all literal'],
])('left as the L1: %s', (config, holder, why) => {
  const r = run(config, holder);
  expect(r.done).toBe(false);
  expect(r.after).not.toContain('ReplicaSetCluster');
  expect(r.entries).toEqual([{
    file: 'main.ts',
    line: holder ? 4 : 3,
    rule: 'migrate/to-l2',
    outcome: 'manual',
    subject: "AdvancedCluster 'c'",
    message: `left as the L1 MongodbatlasAdvancedCluster (--to-l2 rewrites a fully literal replica set only): ${why}.`,
    suggestion: 'new mongodbatlas.ReplicaSetCluster(scope, id, { projectId, name, instanceSize, regions: [{ provider, region, electableNodes }] }) with the same construct id, written by hand',
  }]);
});

test('held by a variable nothing else uses: taken; used elsewhere: left, with the line of the use', () => {
  const config = `{ projectId: 'p', name: 'n', clusterType: 'REPLICASET', replicationSpecs: [{ regionConfigs: [${REGION}] }] }`;
  expect(run(config, 'const held = ').done).toBe(true);
  const used = project.createSourceFile(`/l${n++}.ts`, `declare class AdvancedCluster { constructor(s: any, id: string, c: any); }\ndeclare const stack: any;\nconst held = new AdvancedCluster(stack, 'c', ${config});\nexport const id = held;\n`);
  const ne = used.getDescendantsOfKind(tsm.SyntaxKind.NewExpression)[0]!;
  const entries: ReportEntry[] = [];
  const c: RewriteContext = { tsm, edits: new Edits(used.getFullText()), file: 'main.ts', entries, rules: new Set() };
  expect(toReplicaSet(c, ne, ne.getArguments()[2] as tsm.ObjectLiteralExpression, "AdvancedCluster 'c'")).toBe(false);
  expect(entries[0]!.message).toBe('left as the L1 MongodbatlasAdvancedCluster (--to-l2 rewrites a fully literal replica set only): held is used elsewhere (line 4), and the L2 has other members than the L1.');
});
