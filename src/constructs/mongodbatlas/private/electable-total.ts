/**
 * The electable nodes of a shard total 3, 5 or 7: an invariant the cluster L2s keep (the advanced
 * clusters per shard and per zone, the legacy cluster over its regions), in their props' words,
 * with the way to the literal count through the L1. Not part of the public API.
 *
 * Provenance: the provider documents it for the legacy resource (docs/resources/cluster.md,
 * electable_nodes: "The total number of electableNodes across all replication spec regions must
 * total 3, 5, or 7"; replication_factor: "The possible values are 3, 5, or 7"); no validator of
 * provider v2.16.0 and no schema of the Atlas Admin API it ships enforces it, so the L1 type rules
 * only warn (`rule:mongodbatlas_cluster/electable-total`); the provider's examples
 * (examples/mongodbatlas_advanced_cluster) deploy 3, 5 or 7 per shard. Neither the provider nor the
 * API documents an exception for a dedicated tier; TENANT and FLEX regions take no node count at
 * all, and are not judged.
 */
import { oneOf, Problems } from '../../../core/l2';

/** The totals a shard's electable nodes may have. */
export const ELECTABLE_TOTALS: readonly number[] = [3, 5, 7];

/** A region with electable nodes, in preference order (the first is rendered first, at priority 7). */
export interface ElectableRegion {
  /** How the message names it, e.g. `AWS/US_EAST_1`. */
  readonly name: string;
  readonly count: number;
}

/** Where the L1 takes the node count of the first electable region, for the override in the fix. */
export interface ElectableOverride {
  /**
   * The override path of the count of rendered region `r` in replication spec `n`, e.g.
   * `replication_specs.${n}.region_configs.${r}.electable_specs.node_count`.
   */
  readonly path: (spec: number | string, region: number | string) => string;
  /** The replication specs rendered from these regions: the first and how many. */
  readonly specs: { readonly first: number; readonly count: number };
}

/**
 * Adds a problem under `field` when the electable nodes of `regions` (all known) do not total 3,
 * 5 or 7. The fix says how to deploy the total anyway: a valid count in the L2, and an override of
 * the first region's count on the L1.
 * @param field the region list, e.g. `regions` or `zones[1].regions`
 * @param regions the regions with electable nodes, in preference order
 * @param zoneName the zone, for the message
 */
export function checkElectableTotal(
  p: Problems, field: string, regions: readonly ElectableRegion[], override: ElectableOverride, zoneName?: string,
): void {
  const total = regions.reduce((n, r) => n + r.count, 0);
  if (ELECTABLE_TOTALS.includes(total)) return;
  const zone = zoneName !== undefined ? ` (zone ${zoneName})` : '';
  const counts = regions.map((r) => `${r.name}: ${r.count}`).join(', ');
  const problem = `has ${total} electable node${total === 1 ? '' : 's'}${zone}: a shard has 3, 5 or 7, an odd number of voting members, so that the members left after `
    + 'an outage of a minority still elect a primary.';
  let fix: string;
  if (!regions.length) {
    fix = 'give the first region electable nodes (electableNodes: 3): a shard without electable nodes has no primary.';
  } else {
    const first = regions[0];
    // The valid total nearest to the one given that keeps the first region at 1 node or more.
    const valid = [...ELECTABLE_TOTALS].sort((a, b) => Math.abs(a - total) - Math.abs(b - total) || a - b).find((v) => first.count - total + v >= 1);
    const { first: spec, count } = override.specs;
    const call = (n: number | string, r: number | string, value: number | string) => `cluster.resource.addOverride('${override.path(n, r)}', ${value})`;
    const where = (r: number | string, value: number | string) => (count <= 1 ? call(spec, r, value) : `${call('N', r, value)} for N = ${spec} to ${spec + count - 1} (one replication spec per shard)`);
    fix = valid !== undefined
      ? `change electableNodes so that the regions total 3, 5 or 7; or, to deploy ${total} as it is, write ${first.name}: ${first.count - total + valid} (a total of ${valid}) `
        + `and override the count on the L1: ${where(0, first.count)}.`
      // The first region cannot take the difference: the other counts change too.
      : `change electableNodes so that the regions total 3, 5 or 7; or, to deploy ${total} as it is, write counts that total 3, 5 or 7 and override each count `
        + `that differs on the L1, region i in the rendered order (by priority, ${first.name} first): ${where('<i>', '<count>')}.`;
  }
  p.addRendered(field, problem, `${total}${counts ? ` (${counts})` : ''}`, { id: 'mongodbatlas:electable-total', allowed: oneOf(ELECTABLE_TOTALS), fix });
}
