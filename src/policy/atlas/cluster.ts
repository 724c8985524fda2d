/**
 * What the Atlas rules read of a cluster, for both families: `mongodbatlas_advanced_cluster`
 * (provider 2.x: nested attributes, `tags` and `labels` maps) and the deprecated
 * `mongodbatlas_cluster` (blocks: `tags` and `labels` as key/value lists, one instance size).
 * Not part of the public API.
 */
import { at, items, num, obj, str } from '../../core/runtime/type-rules';
import { DEDICATED_PROVIDERS, tierNumber } from '../../facts/mongodbatlas/atlas';
import { labelsOf } from '../labels';

export const ADVANCED = 'mongodbatlas_advanced_cluster';
export const LEGACY = 'mongodbatlas_cluster';
export const CLUSTER_TYPES: readonly string[] = [ADVANCED, LEGACY];

/**
 * Every known region config of an advanced cluster. Several rules read them from one input: they
 * are worked out once per input (inputs are not changed while the rules run).
 */
const REGION_CONFIGS = new WeakMap<object, Array<Record<string, any>>>();
function regionConfigs(input: Readonly<Record<string, any>>): Array<Record<string, any>> {
  let out = REGION_CONFIGS.get(input);
  if (!out) {
    out = [];
    for (const [spec] of items(input.replication_specs)) for (const [rc] of items(spec.region_configs)) out.push(rc);
    REGION_CONFIGS.set(input, out);
  }
  return out;
}

/**
 * Whether the cluster runs on dedicated tiers (AWS, GCP, AZURE): true, false (a tenant or flex
 * cluster), or undefined when a token hides it.
 */
const DEDICATED = new WeakMap<object, boolean | undefined>();
export function isDedicated(input: Readonly<Record<string, any>>, type: string): boolean | undefined {
  if (DEDICATED.has(input)) return DEDICATED.get(input);
  const v = dedicated(input, type);
  DEDICATED.set(input, v);
  return v;
}

function dedicated(input: Readonly<Record<string, any>>, type: string): boolean | undefined {
  if (type === LEGACY) {
    const p = str(input.provider_name);
    return p === undefined ? undefined : DEDICATED_PROVIDERS.includes(p);
  }
  const rcs = regionConfigs(input);
  if (!rcs.length) return undefined;
  let all = true;
  for (const rc of rcs) {
    const p = str(rc.provider_name);
    if (p === undefined) all = false;
    else if (!DEDICATED_PROVIDERS.includes(p)) return false;
  }
  return all ? true : undefined;
}

/** The known instance sizes of the cluster's nodes (electable, read-only, analytics). */
export function instanceSizes(input: Readonly<Record<string, any>>, type: string): string[] {
  if (type === LEGACY) {
    const s = str(input.provider_instance_size_name);
    return s === undefined ? [] : [s];
  }
  const out: string[] = [];
  for (const rc of regionConfigs(input)) {
    for (const k of ['electable_specs', 'read_only_specs', 'analytics_specs']) {
      const s = str(obj(rc[k])?.instance_size);
      if (s !== undefined) out.push(s);
    }
  }
  return out;
}

/** The largest tier number among the sizes (M30 -> 30), or undefined when none is known. */
export function largestTier(sizes: readonly string[]): number | undefined {
  let max: number | undefined;
  for (const s of sizes) {
    const n = tierNumber(s);
    if (n !== undefined && (max === undefined || n > max)) max = n;
  }
  return max;
}

/** The cluster's known labels and tags (tags win on a shared key). */
export function clusterLabels(input: Readonly<Record<string, any>>): Record<string, string> {
  return labelsOf(input.labels, input.tags);
}

/** The advanced configuration (a single object; the legacy block is a list of at most one). */
export function advancedConfiguration(input: Readonly<Record<string, any>>): { config: Record<string, any>; path: string } | undefined {
  const v = input.advanced_configuration;
  const [first] = items(v);
  return first ? { config: first[0], path: at('advanced_configuration', v, first[1]) } : undefined;
}

/**
 * The regions that hold electable nodes, or undefined when a token hides any of them (a region
 * name, or a node count).
 */
export function electableRegions(input: Readonly<Record<string, any>>, type: string): string[] | undefined {
  const out = new Set<string>();
  if (type === LEGACY) {
    const specs = items(input.replication_specs);
    if (!specs.length) {
      const r = str(input.provider_region_name);
      return r === undefined ? undefined : [r];
    }
    let configs = 0;
    for (const [spec] of specs) {
      for (const [rc] of items(spec.regions_config)) {
        configs++;
        const r = str(rc.region_name);
        const n = rc.electable_nodes === undefined ? 0 : num(rc.electable_nodes);
        if (r === undefined || n === undefined) return undefined;
        if (n > 0) out.add(r);
      }
    }
    if (configs === 0) {
      // Specs without regions_config (numShards only): the cluster lives in provider_region_name.
      const r = str(input.provider_region_name);
      return r === undefined ? undefined : [r];
    }
    return [...out];
  }
  for (const rc of regionConfigs(input)) {
    const r = str(rc.region_name);
    if (r === undefined) return undefined;
    const es = rc.electable_specs;
    if (es === undefined || es === null) continue;
    const o = obj(es);
    if (!o) return undefined;
    const n = o.node_count === undefined ? 1 : num(o.node_count);
    if (n === undefined) return undefined;
    if (n > 0) out.add(r);
  }
  return [...out];
}
