/**
 * The policy items a backup compliance policy and a cloud backup schedule share, typed per kind:
 * how often snapshots are taken and how long they are kept. The constructs render the provider's
 * `frequency_type` (implied by the kind), `frequency_interval`, `retention_unit` and
 * `retention_value` from them; you never write those.
 */

/**
 * Snapshots every few hours (`policy_item_hourly`).
 */
export interface HourlyBackupPolicy {
  /**
   * Hours between snapshots: 1, 2, 4, 6, 8 or 12 (another value fails; its message gives the
   * override of the L1 that sends it anyway).
   */
  readonly every: number;
  /**
   * Days each hourly snapshot is kept (a whole number, 1 or more).
   */
  readonly retainDays: number;
}

/**
 * One snapshot a day (`policy_item_daily`).
 */
export interface DailyBackupPolicy {
  /**
   * Days each daily snapshot is kept (a whole number, 1 or more).
   */
  readonly retainDays: number;
}

/**
 * One snapshot a week, on a given day (`policy_item_weekly`).
 */
export interface WeeklyBackupPolicy {
  /**
   * Day of the week of the snapshot: 1 (Monday) to 7 (Sunday); see `BackupDayOfWeek`. Another
   * value fails.
   */
  readonly dayOfWeek: number;
  /**
   * Weeks each weekly snapshot is kept (a whole number, 1 or more).
   */
  readonly retainWeeks: number;
}

/**
 * One snapshot a month, on a given day (`policy_item_monthly`).
 */
export interface MonthlyBackupPolicy {
  /**
   * Day of the month of the snapshot: 1 to 28, or 40 for the last day of the month
   * (`BackupDayOfMonth.LAST`), as the Atlas API takes it.
   */
  readonly dayOfMonth: number;
  /**
   * Months each monthly snapshot is kept (a whole number, 1 or more).
   */
  readonly retainMonths: number;
}

/**
 * One snapshot a year, on the first day of a given month (`policy_item_yearly`).
 */
export interface YearlyBackupPolicy {
  /**
   * Month of the snapshot: 1 (January) to 12 (December). Another value fails.
   */
  readonly month: number;
  /**
   * Years each yearly snapshot is kept (a whole number, 1 or more).
   */
  readonly retainYears: number;
}

/**
 * How long on-demand snapshots are kept (`on_demand_policy_item`, compliance policy only).
 */
export interface OnDemandBackupPolicy {
  /**
   * Days each on-demand snapshot is kept (a whole number, 1 or more).
   */
  readonly retainDays: number;
}

/**
 * The scheduled policy items, by kind. Hourly and daily are one item each; weekly, monthly and
 * yearly are lists (one item per day or month).
 */
export interface BackupPolicyItems {
  /**
   * Hourly snapshots.
   * @default - none
   */
  readonly hourly?: HourlyBackupPolicy;
  /**
   * Daily snapshots.
   * @default - none
   */
  readonly daily?: DailyBackupPolicy;
  /**
   * Weekly snapshots, one item per day of the week.
   * @default - none
   */
  readonly weekly?: WeeklyBackupPolicy[];
  /**
   * Monthly snapshots, one item per day of the month.
   * @default - none
   */
  readonly monthly?: MonthlyBackupPolicy[];
  /**
   * Yearly snapshots, one item per month.
   * @default - none
   */
  readonly yearly?: YearlyBackupPolicy[];
}

/** Days of the week of a weekly policy item (`dayOfWeek`), as Atlas numbers them. */
export class BackupDayOfWeek {
  /** Monday. */
  public static readonly MONDAY = 1;
  /** Tuesday. */
  public static readonly TUESDAY = 2;
  /** Wednesday. */
  public static readonly WEDNESDAY = 3;
  /** Thursday. */
  public static readonly THURSDAY = 4;
  /** Friday. */
  public static readonly FRIDAY = 5;
  /** Saturday. */
  public static readonly SATURDAY = 6;
  /** Sunday. */
  public static readonly SUNDAY = 7;

  private constructor() {}
}

/** Special days of the month of a monthly policy item (`dayOfMonth`). */
export class BackupDayOfMonth {
  /** The first day of the month. */
  public static readonly FIRST = 1;
  /** The last day of the month, whatever its length (Atlas's 40). */
  public static readonly LAST = 40;

  private constructor() {}
}
