/**
 * Comparison operators of a matcher (`AlertMatcher`).
 */
export class MatcherOperator {
  /** `EQUALS`: the field equals the value (the default). Named EQUAL_TO: jsii reserves `equals` in some languages. */
  public static readonly EQUAL_TO = 'EQUALS';
  /** `NOT_EQUALS`: the field differs from the value. */
  public static readonly NOT_EQUAL_TO = 'NOT_EQUALS';
  /** The field contains the value. */
  public static readonly CONTAINS = 'CONTAINS';
  /** The field does not contain the value. */
  public static readonly NOT_CONTAINS = 'NOT_CONTAINS';
  /** The field starts with the value. */
  public static readonly STARTS_WITH = 'STARTS_WITH';
  /** The field ends with the value. */
  public static readonly ENDS_WITH = 'ENDS_WITH';
  /** The field matches the value, a regular expression. */
  public static readonly REGEX = 'REGEX';

  private constructor() {}
}

/**
 * Process types a host alert can be limited to (`AlertMatcher.hostType`): the API's
 * MatcherHostType enum.
 */
export class HostType {
  /** The primary of a replica set. */
  public static readonly PRIMARY = 'PRIMARY';
  /** A secondary of a replica set. */
  public static readonly SECONDARY = 'SECONDARY';
  /** A standalone process. */
  public static readonly STANDALONE = 'STANDALONE';
  /** A config server. */
  public static readonly CONFIG = 'CONFIG';
  /** A mongos router. */
  public static readonly MONGOS = 'MONGOS';
  /** An arbiter of a replica set. */
  public static readonly ARBITER = 'ARBITER';
  /** A mongot (Atlas Search) process. */
  public static readonly MONGOT = 'MONGOT';

  private constructor() {}
}

/**
 * Comparison operators of a threshold (`threshold`, `metricThreshold`).
 */
export class ThresholdOperator {
  /** Fires when the value is above the threshold. */
  public static readonly GREATER_THAN = 'GREATER_THAN';
  /** Fires when the value is below the threshold. */
  public static readonly LESS_THAN = 'LESS_THAN';

  private constructor() {}
}

/**
 * Units of a threshold (`threshold.units`, `metricThreshold.units`): the values the provider
 * allows for `threshold_config.units`. Use the unit the metric is measured in.
 */
export class ThresholdUnits {
  /** A plain number (counts, ratios, percentages). */
  public static readonly RAW = 'RAW';
  /** Bits. */
  public static readonly BITS = 'BITS';
  /** Bytes. */
  public static readonly BYTES = 'BYTES';
  /** Kilobits. */
  public static readonly KILOBITS = 'KILOBITS';
  /** Kilobytes. */
  public static readonly KILOBYTES = 'KILOBYTES';
  /** Megabits. */
  public static readonly MEGABITS = 'MEGABITS';
  /** Megabytes. */
  public static readonly MEGABYTES = 'MEGABYTES';
  /** Gigabits. */
  public static readonly GIGABITS = 'GIGABITS';
  /** Gigabytes. */
  public static readonly GIGABYTES = 'GIGABYTES';
  /** Terabytes. */
  public static readonly TERABYTES = 'TERABYTES';
  /** Petabytes. */
  public static readonly PETABYTES = 'PETABYTES';
  /** Milliseconds. */
  public static readonly MILLISECONDS = 'MILLISECONDS';
  /** Seconds. */
  public static readonly SECONDS = 'SECONDS';
  /** Minutes. */
  public static readonly MINUTES = 'MINUTES';
  /** Hours. */
  public static readonly HOURS = 'HOURS';
  /** Days. */
  public static readonly DAYS = 'DAYS';

  private constructor() {}
}

/**
 * Regions of a Datadog account (`region` of a `datadog` notification). The provider documents the
 * default, US; a region the service supports that is not listed here can be passed as a string.
 */
export class DatadogRegion {
  /** United States (the default). */
  public static readonly US = 'US';
  /** Europe. */
  public static readonly EU = 'EU';

  private constructor() {}
}

/**
 * Regions of an Opsgenie account (`region` of an `opsGenie` notification).
 */
export class OpsGenieRegion {
  /** United States (the default). */
  public static readonly US = 'US';
  /** Europe. */
  public static readonly EU = 'EU';

  private constructor() {}
}
