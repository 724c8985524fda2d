/**
 * Closed value sets users type often, as classes of constants: TypeScript, Python, Java, C# and Go
 * users get completion (`CloudProvider.AWS`), and a plain string (`'AWS'`) still works everywhere,
 * since each constant is the string itself. The values come from the one table of Atlas constants
 * (src/rules/mongodbatlas/shared/atlas.ts) that the rules check against.
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

/** Dedicated Atlas tiers (`instanceSize`, `analyticsInstanceSize`, auto-scaling bounds). */
export class InstanceSize {
  public static readonly M10 = 'M10';
  public static readonly M20 = 'M20';
  public static readonly M30 = 'M30';
  public static readonly M40 = 'M40';
  public static readonly M50 = 'M50';
  public static readonly M60 = 'M60';
  public static readonly M80 = 'M80';
  public static readonly M140 = 'M140';
  public static readonly M200 = 'M200';
  public static readonly M300 = 'M300';
  public static readonly M400 = 'M400';
  public static readonly M700 = 'M700';
  /** Low-CPU tiers (AWS). */
  public static readonly R40 = 'R40';
  public static readonly R50 = 'R50';
  public static readonly R60 = 'R60';
  public static readonly R80 = 'R80';
  public static readonly R200 = 'R200';
  public static readonly R300 = 'R300';
  public static readonly R400 = 'R400';
  public static readonly R700 = 'R700';
  /** NVMe tiers (AWS). */
  public static readonly M40_NVME = 'M40_NVME';
  public static readonly M50_NVME = 'M50_NVME';
  public static readonly M60_NVME = 'M60_NVME';
  public static readonly M80_NVME = 'M80_NVME';
  public static readonly M200_NVME = 'M200_NVME';
  public static readonly M400_NVME = 'M400_NVME';
  /** The free shared tier (provider TENANT). */
  public static readonly M0 = 'M0';
  /** Flex (provider FLEX). */
  public static readonly FLEX = 'FLEX';

  private constructor() {}
}
