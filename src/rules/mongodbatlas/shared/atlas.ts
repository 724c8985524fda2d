/**
 * Atlas constants, in one place for both cluster families (advanced and legacy), their type rules
 * and the public value classes (`CloudProvider`, `TlsVersion`, `InstanceSize`). Not part of the
 * public API.
 */

/** Cloud providers of dedicated tiers. */
export const DEDICATED_PROVIDERS: readonly string[] = ['AWS', 'GCP', 'AZURE'];
/** Every providerName of a region config: the dedicated ones, TENANT (M0, M2, M5) and FLEX. */
export const PROVIDERS: readonly string[] = [...DEDICATED_PROVIDERS, 'TENANT', 'FLEX'];
/** Minimum TLS versions Atlas accepts (both cluster families). */
export const TLS_PROTOCOLS: readonly string[] = ['TLS1_2', 'TLS1_3'];
/** Values of tlsCipherConfigMode (both cluster families). */
export const CIPHER_MODES: readonly string[] = ['CUSTOM', 'DEFAULT'];
/** Read preferences of the BI connector. */
export const READ_PREFERENCES: readonly string[] = ['primary', 'secondary', 'analytics'];
/** EBS volume types (AWS only). */
export const EBS_VOLUME_TYPES: readonly string[] = ['STANDARD', 'PROVISIONED'];

/**
 * Atlas cluster tiers and the most memory (RAM, in GB) any cloud provider gives them.
 *
 * Source: MongoDB Atlas documentation, "Manage Clusters > Select Cluster Tier" and its per-provider
 * tier tables (https://www.mongodb.com/docs/atlas/manage-clusters/#select-cluster-tier, read
 * 2026-11). Where providers differ, the largest value is kept, since the documented disk limit is
 * "50 times the maximum RAM" (docs/resources/advanced_cluster.md, disk_size_gb). Low-CPU `R` tiers and NVMe (`_NVME`) tiers are AWS-only
 * variants with their own memory. Tenant tiers (M0, M2, M5) and FLEX have no dedicated RAM.
 */
export const TIER_RAM_GB: Readonly<Record<string, number>> = {
  M10: 2,
  M20: 4,
  M30: 8,
  M40: 16,
  M50: 32,
  M60: 64,
  M80: 128,
  M140: 192,
  M200: 256,
  M300: 384,
  M400: 488,
  M700: 768,
  R40: 16,
  R50: 32,
  R60: 64,
  R80: 128,
  R200: 256,
  R300: 384,
  R400: 488,
  R700: 768,
  M40_NVME: 16,
  M50_NVME: 32,
  M60_NVME: 64,
  M80_NVME: 128,
  M200_NVME: 256,
  M400_NVME: 512,
};

/** Tenant tiers: shared infrastructure, provider TENANT. */
export const TENANT_TIERS: readonly string[] = ['M0', 'M2', 'M5'];

export function isNvme(tier: string): boolean {
  return tier.endsWith('_NVME');
}

/** The number in a tier name: M30 -> 30, R40 -> 40, M40_NVME -> 40. */
export function tierNumber(tier: string): number | undefined {
  const m = /^[MR](\d+)/.exec(tier);
  return m ? Number(m[1]) : undefined;
}

/**
 * Whether a value is a dedicated tier: a string that is a key of `TIER_RAM_GB` itself (not of its
 * prototype: `'constructor' in TIER_RAM_GB` is true). Any value can be passed.
 */
export function isDedicatedTier(tier: unknown): tier is string {
  return typeof tier === 'string' && Object.prototype.hasOwnProperty.call(TIER_RAM_GB, tier);
}

/** The largest disk (GB) a tier allows: 50 times its RAM. */
export function maxDiskGb(tier: string): number | undefined {
  return isDedicatedTier(tier) ? TIER_RAM_GB[tier] * 50 : undefined;
}
