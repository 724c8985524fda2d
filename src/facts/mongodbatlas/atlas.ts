/**
 * Atlas constants, in one place for both cluster families (advanced and legacy): provider facts
 * that their type rules (src/rules/mongodbatlas), their L2s (src/constructs/mongodbatlas) and the
 * public value classes (`CloudProvider`, `TlsVersion`, `InstanceSize`) read. Not part of the
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
/**
 * Cloud providers Atlas sets up cloud provider access roles for (the API spec's
 * CloudProviderAccessRole.providerName enum), in the order the messages list them.
 */
export const ACCESS_PROVIDERS: readonly string[] = ['AWS', 'AZURE', 'GCP'];
/**
 * Key management services of encryption at rest (the API spec's EncryptionAtRest: awsKms,
 * azureKeyVault, googleCloudKms), by the provider names a cluster's `encryption_at_rest_provider` takes.
 */
export const KEY_MANAGEMENT_PROVIDERS: readonly string[] = ['AWS', 'AZURE', 'GCP'];
/** Read preferences of the BI connector. */
export const READ_PREFERENCES: readonly string[] = ['primary', 'secondary', 'analytics'];

/**
 * Atlas cluster tiers and the most memory (RAM, in GB) any cloud provider gives them.
 *
 * Source: MongoDB Atlas documentation, "Manage Clusters > Select Cluster Tier" and its per-provider
 * tier tables (https://www.mongodb.com/docs/atlas/manage-clusters/#select-cluster-tier, read
 * 2026-11). Where providers differ, the largest value is kept, since the documented disk limit is
 * "50 times the maximum RAM" (docs/resources/advanced_cluster.md, disk_size_gb). Low-CPU `R` tiers and NVMe (`_NVME`) tiers are AWS-only
 * variants with their own memory. Tenant tiers (M0, M2, M5) and FLEX have no dedicated RAM.
 *
 * Gen2 tiers (`_GEN_2`, the Atlas API's instance size enums, e.g. `M30_GEN_2`; applied by the
 * provider's TestAccAdvancedCluster_gen2StandardDiskIops) are the same tiers on the newer hardware
 * generation of AWS and Google Cloud: the tier number fixes the memory, so each has the RAM of the
 * tier without the suffix.
 */
export const TIER_RAM_GB: Readonly<Record<string, number>> = withGen2({
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
}, [
  'M30', 'M40', 'M50', 'M60', 'M80', 'M140', 'M200', 'M300',
  'R40', 'R50', 'R60', 'R80', 'R200', 'R300', 'R400', 'R700',
  'M40_NVME', 'M50_NVME', 'M60_NVME', 'M80_NVME', 'M200_NVME', 'M400_NVME',
]);

/**
 * The tiers the Atlas API lists that have no memory in `TIER_RAM_GB` (the AWS, Azure and Google
 * Cloud instance size enums of `HardwareSpec20240805.instanceSize`, in
 * tools/codegen/atlasapispec/raw-multi-version-api-spec.yml): accepted as dedicated tiers, never
 * judged against a disk size.
 */
export const TIERS_WITHOUT_KNOWN_RAM: readonly string[] = ['M90', 'M100', 'M250', 'R600', 'M300_NVME', 'M600_NVME'];

/** Every dedicated tier: those of known memory, Gen2 included, then the rest the API lists. */
export const DEDICATED_TIERS: readonly string[] = [...Object.keys(TIER_RAM_GB), ...TIERS_WITHOUT_KNOWN_RAM];

/** The table with the Gen2 twin (`<tier>_GEN_2`) of each of `gen2` added, with the same RAM. */
function withGen2(ram: Record<string, number>, gen2: readonly string[]): Readonly<Record<string, number>> {
  const out: Record<string, number> = { ...ram };
  for (const t of gen2) out[`${t}_GEN_2`] = ram[t];
  return out;
}

/** Tenant tiers: shared infrastructure, provider TENANT. */
export const TENANT_TIERS: readonly string[] = ['M0', 'M2', 'M5'];

export function isNvme(tier: string): boolean {
  return tier.endsWith('_NVME');
}

/** The number in a tier name: M30 -> 30, R40 -> 40, M40_NVME -> 40, M30_GEN_2 -> 30. */
export function tierNumber(tier: string): number | undefined {
  const m = /^[MR](\d+)/.exec(tier);
  return m ? Number(m[1]) : undefined;
}

/**
 * Whether a value is a dedicated tier: a string of `DEDICATED_TIERS` (a list, so that no key of an
 * object's prototype, such as `'constructor'`, passes). Any value can be passed.
 */
export function isDedicatedTier(tier: unknown): tier is string {
  return typeof tier === 'string' && DEDICATED_TIERS.includes(tier);
}

/** The largest disk (GB) a tier allows: 50 times its RAM (undefined when the RAM is not known). */
export function maxDiskGb(tier: string): number | undefined {
  return typeof tier === 'string' && Object.prototype.hasOwnProperty.call(TIER_RAM_GB, tier) ? TIER_RAM_GB[tier] * 50 : undefined;
}
