/**
 * `--to-l2`: a fully literal advanced cluster of cluster type REPLICASET becomes a
 * `ReplicaSetCluster` with the same construct id (the L2 names its L1 `Default`, which keeps the
 * logical id) and `removalPolicy: RemovalPolicy.DESTROY`, the one that renders what the L1 did.
 * The L2 assigns the election priorities itself, so the rewrite is made only when the priorities
 * given are the ones it would assign. Not part of the jsii API.
 */
import type { NewExpression, Node as TsNode, ObjectLiteralExpression } from 'ts-morph';
import { entry, RewriteContext, tagsExpression } from './config-rewrite';

const ROOT = ['projectId', 'name', 'clusterType', 'replicationSpecs', 'tags', 'labels', 'diskSizeGb', 'backupEnabled', 'pitEnabled', 'mongoDbMajorVersion', 'encryptionAtRestProvider',
  'timeouts', 'advancedConfiguration', 'pinnedFcv'];
const REGION = ['providerName', 'regionName', 'priority', 'electableSpecs', 'readOnlySpecs', 'analyticsSpecs', 'backingProviderName'];
const SPEC = ['instanceSize', 'nodeCount', 'diskSizeGb', 'diskIops', 'ebsVolumeType'];
const REMOVED = ['defaultReadConcern', 'failIndexKeyTooLong'];

/** The property texts of a literal whose keys are all in `allowed`, or the first key that is not (or a spread). */
function props(c: RewriteContext, obj: TsNode, allowed: readonly string[]): Record<string, TsNode> | string {
  const { Node } = c.tsm;
  if (!Node.isObjectLiteralExpression(obj)) return `${obj.getText()} is not an object literal`;
  const out: Record<string, TsNode> = {};
  for (const p of obj.getProperties()) {
    if (!Node.isPropertyAssignment(p)) return `${p.getText()} is not a plain property`;
    if (!allowed.includes(p.getName())) return `${p.getName()} has no counterpart in ReplicaSetCluster that this rewrite knows`;
    out[p.getName()] = p.getInitializerOrThrow();
  }
  return out;
}

function isLiteral(c: RewriteContext, n: TsNode | undefined): boolean {
  const { Node } = c.tsm;
  return n !== undefined
    && (Node.isStringLiteral(n) || Node.isNumericLiteral(n) || Node.isNoSubstitutionTemplateLiteral(n)
      || Node.isTrueLiteral(n) || Node.isFalseLiteral(n));
}

/** Rewrites `new MongodbatlasAdvancedCluster(scope, id, { ... })` to `new mongodbatlas.ReplicaSetCluster(...)`; true when done. */
export function toReplicaSet(c: RewriteContext, ne: NewExpression, obj: ObjectLiteralExpression, subject: string): boolean {
  const { Node } = c.tsm;
  const rule = 'migrate/to-l2';
  const refuse = (why: string) => {
    entry(c, ne, rule, 'manual', subject, `left as the L1 MongodbatlasAdvancedCluster (--to-l2 rewrites a fully literal replica set only): ${why}.`,
      'new mongodbatlas.ReplicaSetCluster(scope, id, { projectId, name, instanceSize, regions: [{ provider, region, electableNodes }] }) with the same construct id, written by hand');
    return false;
  };
  const decl = ne.getParent();
  if (Node.isVariableDeclaration(decl)) {
    const name = decl.getName();
    const uses = ne.getSourceFile().getDescendantsOfKind(c.tsm.SyntaxKind.Identifier).filter((i) => i.getText() === name && i !== decl.getNameNode());
    if (uses.length) return refuse(`${name} is used elsewhere (line ${uses[0]!.getStartLineNumber()}), and the L2 has other members than the L1`);
  }
  const root = props(c, obj, ROOT);
  if (typeof root === 'string') return refuse(root);
  if (root.clusterType?.getText().replace(/"/g, "'") !== "'REPLICASET'") return refuse(`cluster_type is ${root.clusterType?.getText() ?? 'not given'}, not 'REPLICASET'`);
  const specs = root.replicationSpecs;
  if (!specs || !Node.isArrayLiteralExpression(specs) || specs.getElements().length !== 1) return refuse('replication_specs is not a literal array of one spec');
  const spec = props(c, specs.getElements()[0]!, ['regionConfigs', 'numShards']);
  if (typeof spec === 'string') return refuse(spec);
  if (spec.numShards && spec.numShards.getText() !== '1') return refuse(`num_shards is ${spec.numShards.getText()}`);
  const rcs = spec.regionConfigs;
  if (!rcs || !Node.isArrayLiteralExpression(rcs)) return refuse('region_configs is not a literal array');
  const sizes = new Map<string, Set<string>>([['instanceSize', new Set()], ['analyticsInstanceSize', new Set()], ['diskSizeGb', new Set()], ['diskIops', new Set()], ['ebsVolumeType', new Set()]]);
  if (root.diskSizeGb) sizes.get('diskSizeGb')!.add(root.diskSizeGb.getText());
  const regions: string[] = [];
  let electable = 0;
  let specCount = 0;
  for (const rc of rcs.getElements()) {
    const r = props(c, rc, REGION);
    if (typeof r === 'string') return refuse(r);
    const nodes: Record<string, string> = {};
    for (const [key, l2] of [['electableSpecs', 'electableNodes'], ['readOnlySpecs', 'readOnlyNodes'], ['analyticsSpecs', 'analyticsNodes']] as const) {
      if (!r[key]) continue;
      const s = props(c, r[key], SPEC);
      if (typeof s === 'string') return refuse(s);
      if (Object.values(s).some((v) => !isLiteral(c, v))) return refuse(`${r[key].getText()} is not all literal`);
      specCount++;
      sizes.get(key === 'analyticsSpecs' ? 'analyticsInstanceSize' : 'instanceSize')!.add(s.instanceSize?.getText() ?? 'undefined');
      for (const d of ['diskSizeGb', 'diskIops', 'ebsVolumeType']) sizes.get(d)!.add(s[d]?.getText() ?? (d === 'diskSizeGb' && root.diskSizeGb ? root.diskSizeGb.getText() : 'undefined'));
      nodes[l2] = s.nodeCount?.getText() ?? 'undefined';
    }
    if (!isLiteral(c, r.priority) || !isLiteral(c, r.providerName) || !isLiteral(c, r.regionName)) return refuse(`${rc.getText()} has a provider, region or priority that is not literal`);
    const want = nodes.electableNodes && nodes.electableNodes !== '0' ? 7 - electable++ : 0;
    if (Number(r.priority!.getText()) !== want) return refuse(`the region ${r.regionName!.getText()} has priority ${r.priority!.getText()}; ReplicaSetCluster assigns ${want} (7 for the first electable region, one less for each next one, 0 without electable nodes)`);
    const fields = [`provider: ${r.providerName!.getText()}`, `region: ${r.regionName!.getText()}`, ...Object.entries(nodes).map(([k, v]) => `${k}: ${v}`)];
    if (r.backingProviderName) fields.push(`backingProviderName: ${r.backingProviderName.getText()}`);
    regions.push(`{ ${fields.join(', ')} }`);
  }
  for (const [k, set] of sizes) if (set.size > 1) return refuse(`${k} differs between the specs (${[...set].join(', ')}); ReplicaSetCluster takes one`);
  const one = (k: string) => [...sizes.get(k)!][0];
  if (!specCount || one('instanceSize') === 'undefined' || one('instanceSize') === undefined) return refuse('no instance size is given');
  const src = c.edits.original;
  const lineStart = src.lastIndexOf('\n', ne.getStart()) + 1;
  const indent = /^\s*/.exec(src.slice(lineStart, ne.getStart()))![0];
  const out = [`projectId: ${root.projectId?.getText()}`, `name: ${root.name?.getText()}`, `instanceSize: ${one('instanceSize')}`];
  const analytics = one('analyticsInstanceSize');
  if (analytics !== undefined && analytics !== one('instanceSize')) out.push(`analyticsInstanceSize: ${analytics}`);
  for (const d of ['diskSizeGb', 'diskIops', 'ebsVolumeType']) if (one(d) !== undefined && one(d) !== 'undefined') out.push(`${d}: ${one(d)}`);
  out.push(`regions: [${regions.join(', ')}]`);
  for (const k of ['backupEnabled', 'pitEnabled', 'mongoDbMajorVersion', 'encryptionAtRestProvider', 'timeouts', 'pinnedFcv']) if (root[k]) out.push(`${k}: ${root[k]!.getText()}`);
  const fired: string[] = [];
  if (root.advancedConfiguration) {
    const ac = root.advancedConfiguration;
    if (!Node.isObjectLiteralExpression(ac)) return refuse('advanced_configuration is not an object literal');
    const kept = ac.getProperties().filter((p) => !(Node.isPropertyAssignment(p) && REMOVED.includes(p.getName())));
    if (kept.length < ac.getProperties().length) fired.push('migrate/removed-attribute');
    out.push(`advancedConfiguration: { ${kept.map((p) => p.getText()).join(', ')} }`);
  }
  for (const k of ['tags', 'labels']) {
    if (!root[k]) continue;
    const t = tagsExpression(c, root[k]!);
    if (!t) return refuse(`${k} is not an array of { key, value }`);
    fired.push('migrate/tags-to-map');
    out.push(`${k}: ${t.text}`);
  }
  out.push('removalPolicy: RemovalPolicy.DESTROY');
  if (root.diskSizeGb) fired.push('migrate/disk-size-moved');
  if (spec.numShards) fired.push('migrate/num-shards-expanded');
  for (const f of fired) c.rules.add(f);
  c.edits.add(obj.getStart(), obj.getEnd(), `{\n${out.map((l) => `${indent}  ${l},`).join('\n')}\n${indent}}`);
  c.edits.add(ne.getExpression().getStart(), ne.getExpression().getEnd(), 'mongodbatlas.ReplicaSetCluster');
  c.needsRemovalPolicy = true;
  entry(c, ne, rule, 'converted', subject, 'became a ReplicaSetCluster with the same construct id (its L1 keeps the logical id) and removalPolicy: RemovalPolicy.DESTROY, which renders what the L1 did; RemovalPolicy.RETAIN (the L2 default) would add termination protection and prevent_destroy.');
  return true;
}
