/**
 * Closed value sets users type often, as classes of constants: TypeScript, Python, Java, C# and Go
 * users get completion (`CloudProvider.AWS`), and a plain string (`'AWS'`) still works everywhere,
 * since each constant is the string itself. The values come from the one table of Atlas constants
 * (src/facts/mongodbatlas/atlas.ts) that the rules check against.
 */

/** Cloud providers of a cluster region (`provider` of a region). */
export class CloudProvider {
  /** Amazon Web Services. */
  public static readonly AWS = 'AWS';
  /** Google Cloud. */
  public static readonly GCP = 'GCP';
  /** Microsoft Azure. */
  public static readonly AZURE = 'AZURE';
  /** Shared tenant tiers (M0; M2 and M5 are being retired), with a `backingProviderName`. */
  public static readonly TENANT = 'TENANT';
  /** Flex clusters, with a `backingProviderName`. */
  public static readonly FLEX = 'FLEX';

  private constructor() {}
}

/** Minimum TLS versions (`advancedConfiguration.minimumEnabledTlsProtocol`). */
export class TlsVersion {
  /** TLS 1.2. */
  public static readonly TLS1_2 = 'TLS1_2';
  /** TLS 1.3: every client must support it. */
  public static readonly TLS1_3 = 'TLS1_3';

  private constructor() {}
}

/** Cipher configuration modes (`advancedConfiguration.tlsCipherConfigMode`). */
export class CipherMode {
  /** Use the cipher lists given in the advanced configuration. */
  public static readonly CUSTOM = 'CUSTOM';
  /** Use the server's ciphers. */
  public static readonly DEFAULT = 'DEFAULT';

  private constructor() {}
}

/** Read preferences of the BI connector (`biConnector.readPreference`). */
export class BiConnectorReadPreference {
  /** Read from the primary. */
  public static readonly PRIMARY = 'primary';
  /** Read from secondaries (the default without analytics nodes). */
  public static readonly SECONDARY = 'secondary';
  /** Read from analytics nodes (the default with analytics nodes). */
  public static readonly ANALYTICS = 'analytics';

  private constructor() {}
}

/**
 * Atlas tiers (`instanceSize`, `analyticsInstanceSize`, auto-scaling bounds): the instance sizes of
 * the Atlas API, including the Gen2 tiers (`_GEN_2`, the newer hardware generation on AWS and
 * Google Cloud) and the tiers some clouds alone offer.
 */
export class InstanceSize {
  public static readonly M10 = 'M10';
  public static readonly M20 = 'M20';
  public static readonly M30 = 'M30';
  public static readonly M40 = 'M40';
  public static readonly M50 = 'M50';
  public static readonly M60 = 'M60';
  public static readonly M80 = 'M80';
  /** Azure. */
  public static readonly M90 = 'M90';
  /** AWS. */
  public static readonly M100 = 'M100';
  public static readonly M140 = 'M140';
  public static readonly M200 = 'M200';
  /** Google Cloud. */
  public static readonly M250 = 'M250';
  public static readonly M300 = 'M300';
  public static readonly M400 = 'M400';
  public static readonly M700 = 'M700';
  /** Low-CPU tiers. */
  public static readonly R40 = 'R40';
  public static readonly R50 = 'R50';
  public static readonly R60 = 'R60';
  public static readonly R80 = 'R80';
  public static readonly R200 = 'R200';
  public static readonly R300 = 'R300';
  public static readonly R400 = 'R400';
  /** Google Cloud. */
  public static readonly R600 = 'R600';
  public static readonly R700 = 'R700';
  /** NVMe tiers (AWS and Azure). */
  public static readonly M40_NVME = 'M40_NVME';
  public static readonly M50_NVME = 'M50_NVME';
  public static readonly M60_NVME = 'M60_NVME';
  public static readonly M80_NVME = 'M80_NVME';
  public static readonly M200_NVME = 'M200_NVME';
  /** Azure. */
  public static readonly M300_NVME = 'M300_NVME';
  public static readonly M400_NVME = 'M400_NVME';
  /** Azure. */
  public static readonly M600_NVME = 'M600_NVME';
  /** Gen2 tiers (AWS and Google Cloud): the tier of the same name on newer hardware, with the same memory. */
  public static readonly M30_GEN_2 = 'M30_GEN_2';
  public static readonly M40_GEN_2 = 'M40_GEN_2';
  public static readonly M50_GEN_2 = 'M50_GEN_2';
  public static readonly M60_GEN_2 = 'M60_GEN_2';
  public static readonly M80_GEN_2 = 'M80_GEN_2';
  public static readonly M140_GEN_2 = 'M140_GEN_2';
  public static readonly M200_GEN_2 = 'M200_GEN_2';
  public static readonly M300_GEN_2 = 'M300_GEN_2';
  /** Low-CPU Gen2 tiers. */
  public static readonly R40_GEN_2 = 'R40_GEN_2';
  public static readonly R50_GEN_2 = 'R50_GEN_2';
  public static readonly R60_GEN_2 = 'R60_GEN_2';
  public static readonly R80_GEN_2 = 'R80_GEN_2';
  public static readonly R200_GEN_2 = 'R200_GEN_2';
  public static readonly R300_GEN_2 = 'R300_GEN_2';
  public static readonly R400_GEN_2 = 'R400_GEN_2';
  public static readonly R700_GEN_2 = 'R700_GEN_2';
  /** NVMe Gen2 tiers (AWS). */
  public static readonly M40_NVME_GEN_2 = 'M40_NVME_GEN_2';
  public static readonly M50_NVME_GEN_2 = 'M50_NVME_GEN_2';
  public static readonly M60_NVME_GEN_2 = 'M60_NVME_GEN_2';
  public static readonly M80_NVME_GEN_2 = 'M80_NVME_GEN_2';
  public static readonly M200_NVME_GEN_2 = 'M200_NVME_GEN_2';
  public static readonly M400_NVME_GEN_2 = 'M400_NVME_GEN_2';
  /** The free shared tier (provider TENANT). */
  public static readonly M0 = 'M0';
  /** Flex (provider FLEX). */
  public static readonly FLEX = 'FLEX';

  private constructor() {}
}
