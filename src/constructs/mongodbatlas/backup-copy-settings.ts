/**
 * Where a backup schedule copies and exports its snapshots: the copy settings and the export, and
 * the values they take.
 */

/** What a copy setting copies (`copyTo[].frequencies`). */
export class BackupCopyFrequency {
  /** Hourly snapshots. */
  public static readonly HOURLY = 'HOURLY';
  /** Daily snapshots. */
  public static readonly DAILY = 'DAILY';
  /** Weekly snapshots. */
  public static readonly WEEKLY = 'WEEKLY';
  /** Monthly snapshots. */
  public static readonly MONTHLY = 'MONTHLY';
  /** Yearly snapshots. */
  public static readonly YEARLY = 'YEARLY';
  /** On-demand snapshots. */
  public static readonly ON_DEMAND = 'ON_DEMAND';

  private constructor() {}
}

/** How often snapshots are exported to a bucket (`exportTo.frequency`). */
export class BackupExportFrequency {
  /** Daily: needs MongoDB support to enable it for the project first (synth warns). */
  public static readonly DAILY = 'daily';
  /** Weekly. */
  public static readonly WEEKLY = 'weekly';
  /** Monthly. */
  public static readonly MONTHLY = 'monthly';
  /** Yearly. */
  public static readonly YEARLY = 'yearly';

  private constructor() {}
}

/**
 * Copies snapshots to another region (`copy_settings`).
 */
export interface BackupCopySetting {
  /** Cloud provider of the target region: AWS, AZURE or GCP. */
  readonly provider: string;
  /** Target region, in Atlas's spelling, e.g. US_WEST_2. */
  readonly region: string;
  /** Which snapshots to copy, at least one; see `BackupCopyFrequency`. */
  readonly frequencies: string[];
  /**
   * Whether the oplogs are copied too: needed to restore the copies to a point in time.
   * @default - not set (Atlas: false)
   */
  readonly copyOplogs?: boolean;
  /**
   * Id of the zone (replication spec) whose snapshots are copied: 24 hexadecimal digits.
   * @default - not set
   */
  readonly zoneId?: string;
}

/**
 * Exports snapshots to a bucket (`export`).
 */
export interface BackupExport {
  /** Id of the export bucket (`mongodbatlas_cloud_backup_snapshot_export_bucket`). */
  readonly bucketId: string;
  /** How often: weekly, monthly, yearly, or daily (needs support); see `BackupExportFrequency`. */
  readonly frequency: string;
}
