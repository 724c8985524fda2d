/**
 * `--cluster-to-advanced`: a `mongodbatlas_cluster` (the binding's `Cluster`) whose config is a
 * literal becomes our `MongodbatlasAdvancedCluster` with the same construct id and a `moved` block
 * (`moveFromId`), as the provider's "Cluster to Advanced Cluster" migration guide describes; and
 * the same mapping on the synthesized JSON, for the oracle. Not part of the jsii API.
 */
import type { NewExpression, ObjectLiteralExpression, PropertyAssignment, ShorthandPropertyAssignment } from 'ts-morph';
import { entry, RewriteContext, tagsExpression } from './config-rewrite';

type Json = any;

/** Same name and meaning in both resources (camelCase). */
const SAME = ['projectId', 'name', 'pitEnabled', 'paused', 'mongoDbMajorVersion', 'terminationProtectionEnabled', 'versionReleaseSystem', 'encryptionAtRestProvider',
  'redactClientLogData', 'retainBackupsEnabled', 'acceptDataRisksAndForceReplicaSetReconfig', 'biConnectorConfig', 'pinnedFcv', 'timeouts',
  'dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'clusterType'];
/** Cluster settings that become a region config's settings. */
const REGION = ['providerName', 'providerRegionName', 'providerInstanceSizeName', 'backingProviderName', 'replicationFactor', 'diskSizeGb', 'providerDiskIops', 'providerVolumeType',
  'autoScalingDiskGbEnabled', 'autoScalingComputeEnabled', 'autoScalingComputeScaleDownEnabled', 'providerAutoScalingComputeMinInstanceSize', 'providerAutoScalingComputeMaxInstanceSize'];
const OTHER = ['cloudBackup', 'advancedConfiguration', 'tags', 'labels', 'numShards', 'replicationSpecs'];
const AUTO: Array<[string, string]> = [['autoScalingDiskGbEnabled', 'diskGbEnabled'], ['autoScalingComputeEnabled', 'computeEnabled'], ['autoScalingComputeScaleDownEnabled', 'computeScaleDownEnabled'],
  ['providerAutoScalingComputeMinInstanceSize', 'computeMinInstanceSize'], ['providerAutoScalingComputeMaxInstanceSize', 'computeMaxInstanceSize']];
const SPEC: Array<[string, string]> = [['diskSizeGb', 'diskSizeGb'], ['providerDiskIops', 'diskIops'], ['providerVolumeType', 'ebsVolumeType']];

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Rewrites `new Cluster(scope, id, { ... })` held by `const v = ...` to the advanced cluster; true
 * when done. Otherwise a manual entry says why, and the caller maps it to our MongodbatlasCluster.
 */
export function clusterToAdvanced(c: RewriteContext, ne: NewExpression, obj: ObjectLiteralExpression, subject: string): boolean {
  const { Node } = c.tsm;
  const rule = 'migrate/cluster-to-advanced';
  const decl = ne.getParent();
  const stmt = decl?.getParent()?.getParent();
  const refuse = (why: string) => {
    entry(c, ne, rule, 'manual', subject, `mongodbatlas_cluster stays a cluster (our MongodbatlasCluster): ${why}`,
      'follow the provider\'s "Migration Guide: Cluster to Advanced Cluster": write a MongodbatlasAdvancedCluster with the same construct id and call cluster.moveFromId(`mongodbatlas_cluster.${cluster.friendlyUniqueId}`)');
    return false;
  };
  if (!decl || !Node.isVariableDeclaration(decl) || !Node.isIdentifier(decl.getNameNode()) || !stmt || !Node.isVariableStatement(stmt)) return refuse('the construct is not held by a variable (const cluster = new ...), which the moved block needs.');
  const v: Record<string, string> = {};
  for (const p of obj.getProperties()) {
    if (!Node.isPropertyAssignment(p) && !Node.isShorthandPropertyAssignment(p)) return refuse(`its config spreads another object (${p.getText()}); only a literal config is rewritten.`);
    const name = p.getName();
    if (!SAME.includes(name) && !REGION.includes(name) && !OTHER.includes(name)) return refuse(`${snake(name)} has no counterpart in the advanced cluster that this rewrite knows.`);
    v[name] = text(c, p);
  }
  if (!v.providerName || !v.providerInstanceSizeName) return refuse('provider_name and provider_instance_size_name must be given for the region configs.');
  if (!v.replicationSpecs && !v.providerRegionName) return refuse('provider_region_name must be given when there are no replication_specs.');
  const shards = v.numShards ?? '1';
  if (!/^\d+$/.test(shards)) return refuse(`num_shards (${shards}) is not a literal count.`);
  const specs = replicationSpecs(c, obj, v, Number(shards));
  if (specs === undefined) return refuse('its replication_specs are not literal objects with a literal num_shards and literal regions_config.');
  const src = c.edits.original;
  const lineStart = src.lastIndexOf('\n', stmt.getStart()) + 1;
  const indent = /^\s*/.exec(src.slice(lineStart, stmt.getStart()))![0];
  const inner = `${indent}  `;
  const out: string[] = [];
  for (const k of SAME) if (v[k] !== undefined && k !== 'clusterType') out.push(`${k}: ${v[k]}`);
  out.push(`clusterType: ${v.clusterType ?? "'REPLICASET'"}`);
  if (v.cloudBackup !== undefined) out.push(`backupEnabled: ${v.cloudBackup}`);
  if (v.advancedConfiguration !== undefined) out.push(`advancedConfiguration: ${advancedConfiguration(c, obj)}`);
  out.push(`replicationSpecs: [${specs.map((s) => `\n${inner}  ${s}`).join(',')},\n${inner}]`);
  for (const k of ['tags', 'labels']) {
    const p = obj.getProperty(k) as PropertyAssignment | undefined;
    if (!p) continue;
    const t = tagsExpression(c, Node.isPropertyAssignment(p) ? p.getInitializerOrThrow() : (p as any as ShorthandPropertyAssignment).getNameNode());
    if (!t) return refuse(`${k} is not an array (a token); write it as a map by hand.`);
    out.push(`${k}: ${t.text}`);
  }
  c.edits.add(obj.getStart(), obj.getEnd(), `{\n${out.map((l) => `${inner}${l},`).join('\n')}\n${indent}}`);
  c.edits.add(ne.getExpression().getStart(), ne.getExpression().getEnd(), 'mongodbatlas.MongodbatlasAdvancedCluster');
  const name = decl.getName();
  c.edits.add(stmt.getEnd(), stmt.getEnd(), `\n${indent}${name}.moveFromId(\`mongodbatlas_cluster.\${${name}.friendlyUniqueId}\`);`);
  entry(c, ne, rule, 'converted', subject, 'mongodbatlas_cluster became mongodbatlas_advanced_cluster with the same construct id; a moved block (moveFromId) carries the state over (Terraform 1.8 or later).');
  return true;
}

function text(c: RewriteContext, p: import('ts-morph').Node): string {
  return c.tsm.Node.isPropertyAssignment(p) ? p.getInitializerOrThrow().getText() : (p as ShorthandPropertyAssignment).getName();
}

function advancedConfiguration(c: RewriteContext, obj: ObjectLiteralExpression): string {
  const { Node } = c.tsm;
  const init = (obj.getProperty('advancedConfiguration') as PropertyAssignment).getInitializerOrThrow();
  if (!Node.isObjectLiteralExpression(init)) return init.getText();
  const kept = init.getProperties().filter((p) => !((Node.isPropertyAssignment(p) || Node.isShorthandPropertyAssignment(p)) && ['defaultReadConcern', 'failIndexKeyTooLong'].includes(p.getName())));
  return `{ ${kept.map((p) => p.getText()).join(', ')} }`;
}

/** The region config text of one region; `r` holds regions_config values (regionName, priority, *Nodes). */
function regionConfig(v: Record<string, string>, r: Record<string, string>): string {
  const spec = (nodes: string) => `{ instanceSize: ${v.providerInstanceSizeName}, nodeCount: ${nodes}${SPEC.filter(([k]) => v[k] !== undefined).map(([k, to]) => `, ${to}: ${v[k]}`).join('')} }`;
  const parts = [`providerName: ${v.providerName}`, `regionName: ${r.regionName}`, `priority: ${r.priority ?? '7'}`];
  if (v.backingProviderName !== undefined) parts.push(`backingProviderName: ${v.backingProviderName}`);
  parts.push(`electableSpecs: ${spec(r.electableNodes ?? '3')}`);
  if (r.readOnlyNodes !== undefined && r.readOnlyNodes !== '0') parts.push(`readOnlySpecs: ${spec(r.readOnlyNodes)}`);
  if (r.analyticsNodes !== undefined && r.analyticsNodes !== '0') parts.push(`analyticsSpecs: ${spec(r.analyticsNodes)}`);
  const auto = AUTO.filter(([k]) => v[k] !== undefined);
  if (auto.length) parts.push(`autoScaling: { ${auto.map(([k, to]) => `${to}: ${v[k]}`).join(', ')} }`);
  return `{ ${parts.join(', ')} }`;
}

function replicationSpecs(c: RewriteContext, obj: ObjectLiteralExpression, v: Record<string, string>, rootShards: number): string[] | undefined {
  const { Node } = c.tsm;
  const p = obj.getProperty('replicationSpecs');
  if (!p) {
    const one = `{ regionConfigs: [${regionConfig(v, { regionName: v.providerRegionName!, electableNodes: v.replicationFactor ?? '3' })}] }`;
    return Array.from({ length: rootShards }, () => one);
  }
  const init = Node.isPropertyAssignment(p) ? p.getInitializer() : undefined;
  if (!init || !Node.isArrayLiteralExpression(init)) return undefined;
  const out: string[] = [];
  for (const el of init.getElements()) {
    if (!Node.isObjectLiteralExpression(el)) return undefined;
    const f: Record<string, string> = {};
    for (const q of el.getProperties()) if (Node.isPropertyAssignment(q)) f[q.getName()] = q.getInitializerOrThrow().getText();
    const regions = (el.getProperty('regionsConfig') as PropertyAssignment | undefined)?.getInitializer();
    if (!f.numShards || !/^\d+$/.test(f.numShards) || !regions || !Node.isArrayLiteralExpression(regions)) return undefined;
    const rcs: string[] = [];
    for (const r of regions.getElements()) {
      if (!Node.isObjectLiteralExpression(r)) return undefined;
      const rv: Record<string, string> = {};
      for (const q of r.getProperties()) if (Node.isPropertyAssignment(q)) rv[q.getName()] = q.getInitializerOrThrow().getText();
      rcs.push(regionConfig(v, rv));
    }
    const zone = f.zoneName !== undefined ? `zoneName: ${f.zoneName}, ` : '';
    for (let i = 0; i < Number(f.numShards); i++) out.push(`{ ${zone}regionConfigs: [${rcs.join(', ')}] }`);
  }
  return out;
}

/** The same mapping on a synthesized mongodbatlas_cluster body (snake_case), for the oracle. */
export function clusterJsonToAdvanced(b: Json): Json {
  const out: Json = {};
  for (const k of SAME) if (b[snake(k)] !== undefined && k !== 'clusterType') out[snake(k)] = b[snake(k)];
  if (b['//'] !== undefined) out['//'] = b['//'];
  out.cluster_type = b.cluster_type ?? 'REPLICASET';
  if (b.cloud_backup !== undefined) out.backup_enabled = b.cloud_backup;
  if (b.advanced_configuration !== undefined) {
    const { default_read_concern: _r, fail_index_key_too_long: _f, ...rest } = b.advanced_configuration;
    out.advanced_configuration = rest;
  }
  const v = (k: string) => b[snake(k)];
  const region = (r: Json): Json => {
    const spec = (nodes: number) => ({ instance_size: v('providerInstanceSizeName'), node_count: nodes, ...Object.fromEntries(SPEC.filter(([k]) => v(k) !== undefined).map(([k, to]) => [snake(to), v(k)])) });
    const rc: Json = { provider_name: v('providerName'), region_name: r.region_name, priority: r.priority ?? 7 };
    if (v('backingProviderName') !== undefined) rc.backing_provider_name = v('backingProviderName');
    rc.electable_specs = spec(r.electable_nodes ?? 3);
    if (r.read_only_nodes) rc.read_only_specs = spec(r.read_only_nodes);
    if (r.analytics_nodes) rc.analytics_specs = spec(r.analytics_nodes);
    const auto = AUTO.filter(([k]) => v(k) !== undefined);
    if (auto.length) rc.auto_scaling = Object.fromEntries(auto.map(([k, to]) => [snake(to), v(k)]));
    return rc;
  };
  if (Array.isArray(b.replication_specs)) {
    out.replication_specs = b.replication_specs.flatMap((s: Json) => Array.from({ length: s.num_shards ?? 1 }, () => ({
      ...(s.zone_name !== undefined ? { zone_name: s.zone_name } : {}),
      region_configs: (s.regions_config ?? []).map(region),
    })));
  } else {
    const only = { region_name: b.provider_region_name, electable_nodes: b.replication_factor ?? 3 };
    out.replication_specs = Array.from({ length: b.num_shards ?? 1 }, () => ({ region_configs: [region(only)] }));
  }
  for (const k of ['tags', 'labels']) if (Array.isArray(b[k])) out[k] = Object.fromEntries(b[k].map((t: Json) => [t.key, t.value]));
  return out;
}
