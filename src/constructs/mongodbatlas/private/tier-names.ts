/**
 * Atlas tiers in the words of the messages of both cluster families: the dedicated tiers listed
 * for a reader, and the tier a value spells in other case. Not part of the public API.
 */
import { DEDICATED_TIERS, isDedicatedTier, TENANT_TIERS } from '../../../facts/mongodbatlas/atlas';

/**
 * The dedicated tiers for a message: the plain ones, then those that also exist as Gen2 (`_GEN_2`).
 */
export function dedicatedTierNames(): string {
  const gen2 = sortTiers(DEDICATED_TIERS.filter((t) => t.endsWith('_GEN_2')).map((t) => t.slice(0, -'_GEN_2'.length)));
  return `${sortTiers(DEDICATED_TIERS.filter((t) => !t.endsWith('_GEN_2'))).join(', ')}; Gen2: ${gen2.join(', ')} with the suffix _GEN_2 (e.g. M30_GEN_2)`;
}

/** M tiers, then R tiers, then NVMe tiers, each by size. */
function sortTiers(tiers: string[]): string[] {
  const rank = (t: string) => [t.includes('_NVME') ? 2 : t.startsWith('R') ? 1 : 0, Number(/\d+/.exec(t)?.[0] ?? 0)];
  return tiers.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1];
  });
}

/** The fix for a value that is no tier: the tier it spells in other case, when there is one. */
export function tierFix(tier: unknown, fallback: string): string {
  if (typeof tier === 'string') {
    const upper = tier.trim().toUpperCase().replace(/[\s-]+/g, '_');
    if (upper !== tier && (isDedicatedTier(upper) || TENANT_TIERS.includes(upper) || upper === 'FLEX')) return `write '${upper}'.`;
  }
  return fallback;
}
