import { Lazy, Token } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import { NotificationTarget } from './notification-target';
import { instancesOf, ItemType } from './private/instance-list';
import { importedAttribute } from '../../core/imported';
import { trySetInput } from '../../core/l1-runtime';
import { addValidations, isKnown, ownProblemsFirst, Problems, requireProps, throwIfProblems } from '../../core/validation';
import { MongodbatlasAlertConfiguration, MongodbatlasAlertConfigurationMatcher } from '../../generated/mongodbatlas/alert-configuration';
import { DataMongodbatlasAlertConfiguration } from '../../generated/mongodbatlas/data-alert-configuration';
import { alertKind } from '../../rules/mongodbatlas/alert-configuration';

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
 * Process types a host alert can be limited to (`AlertMatcher.hostType`).
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
 * Limits an alert to some of the objects its event concerns: `AlertMatcher.hostType('SECONDARY')`,
 * `AlertMatcher.clusterName('orders')`. Which fields an alert supports depends on its kind (SPEC
 * 2.1): host alerts TYPE_NAME, HOSTNAME, PORT, HOSTNAME_AND_PORT, REPLICA_SET_NAME; replica set
 * alerts REPLICA_SET_NAME, SHARD_NAME, CLUSTER_NAME; sharded cluster alerts CLUSTER_NAME,
 * SHARD_NAME; other kinds none. Where the event type's kind is known, a field the kind does not
 * support fails synth (`rule:mongodbatlas_alert_configuration/matcher-field-by-kind`).
 */
export class AlertMatcher {
  /**
   * Matches the process type of a host (host alerts).
   * @param hostType a `HostType`: PRIMARY, SECONDARY, STANDALONE, CONFIG or MONGOS
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static hostType(hostType: string, operator?: string): AlertMatcher {
    return new AlertMatcher('TYPE_NAME', hostType, operator);
  }

  /**
   * Matches the hostname of a host (host alerts).
   * @param hostname the hostname, or a part of it with another operator
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static hostname(hostname: string, operator?: string): AlertMatcher {
    return new AlertMatcher('HOSTNAME', hostname, operator);
  }

  /**
   * Matches the port of a host (host alerts).
   * @param port the port
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static port(port: number, operator?: string): AlertMatcher {
    return new AlertMatcher('PORT', Token.isUnresolved(port) ? Token.asString(port) : String(port), operator);
  }

  /**
   * Matches `hostname:port` of a host (host alerts).
   * @param hostnameAndPort e.g. `orders-shard-00-00.abcde.mongodb.net:27017`
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static hostnameAndPort(hostnameAndPort: string, operator?: string): AlertMatcher {
    return new AlertMatcher('HOSTNAME_AND_PORT', hostnameAndPort, operator);
  }

  /**
   * Matches the name of the replica set (host and replica set alerts).
   * @param replicaSetName the replica set name, as Atlas shows it (e.g. `atlas-abc123-shard-0`)
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static replicaSetName(replicaSetName: string, operator?: string): AlertMatcher {
    return new AlertMatcher('REPLICA_SET_NAME', replicaSetName, operator);
  }

  /**
   * Matches the name of the shard (replica set and sharded cluster alerts).
   * @param shardName the shard name
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static shardName(shardName: string, operator?: string): AlertMatcher {
    return new AlertMatcher('SHARD_NAME', shardName, operator);
  }

  /**
   * Matches the name of the cluster (replica set and sharded cluster alerts; host alerts cannot
   * match on it).
   * @param clusterName the cluster name
   * @param operator a `MatcherOperator`; EQUALS when not given
   */
  public static clusterName(clusterName: string, operator?: string): AlertMatcher {
    return new AlertMatcher('CLUSTER_NAME', clusterName, operator);
  }

  /** The field matched, e.g. `CLUSTER_NAME`. */
  public readonly fieldName: string;
  /** The comparison operator, e.g. `EQUALS`. */
  public readonly operator: string;
  /** The value compared with. */
  public readonly value: string;

  private constructor(fieldName: string, value: string, operator?: string) {
    this.fieldName = fieldName;
    this.value = value;
    this.operator = operator ?? MatcherOperator.EQUAL_TO;
  }
}

/**
 * A threshold on the event's own value (`threshold_config`), for events that are not metrics.
 */
export interface AlertThreshold {
  /** When the alert fires (`ThresholdOperator`). */
  readonly operator: string;
  /** The threshold. */
  readonly threshold: number;
  /**
   * Units of `threshold` (`ThresholdUnits`).
   * @default - the service's default for the event
   */
  readonly units?: string;
}

/**
 * A threshold on a metric (`metric_threshold_config`), for `OUTSIDE_METRIC_THRESHOLD` alerts. The
 * construct renders the mode `AVERAGE`, the only one the service takes.
 */
export interface MetricThreshold {
  /** Name of the metric, e.g. `OPLOG_REPLICATION_LAG_TIME`, `NORMALIZED_SYSTEM_CPU_USER`. */
  readonly metricName: string;
  /** When the alert fires (`ThresholdOperator`). */
  readonly operator: string;
  /** The threshold. */
  readonly threshold: number;
  /**
   * Units of `threshold` (`ThresholdUnits`), the unit the metric is measured in.
   * @default - the metric's own unit
   */
  readonly units?: string;
}

/**
 * What an alert configuration watches and whom it notifies (everything but the project).
 */
export interface AlertConfigurationOptions {
  /** Type of event that triggers the alert, e.g. `OUTSIDE_METRIC_THRESHOLD`, `NO_PRIMARY`. */
  readonly eventType: string;
  /**
   * Limits the alert to some objects (`AlertMatcher`), e.g. secondaries or one cluster.
   * @default - every object of the project the event concerns
   */
  readonly matchers?: AlertMatcher[];
  /**
   * Threshold on a metric, for `OUTSIDE_METRIC_THRESHOLD` alerts; the construct renders mode
   * `AVERAGE`.
   * @default - none
   */
  readonly metricThreshold?: MetricThreshold;
  /**
   * Threshold on the event's value, for events that are not metrics.
   * @default - none
   */
  readonly threshold?: AlertThreshold;
  /**
   * Where to send notifications (`NotificationTarget.slack(...)`, `.group(...)`, ...). At least
   * one by synth: more can be added with `addNotification`.
   * @default - none yet: add them with `addNotification`
   */
  readonly notifications?: NotificationTarget[];
  /**
   * Whether the alert configuration is enabled.
   * @default true
   */
  readonly enabled?: boolean;
  /**
   * Severity that replaces the event type's default severity, e.g. `CRITICAL`.
   * @default - the event type's default severity
   */
  readonly severityOverride?: string;
}

/**
 * Properties of an alert configuration.
 */
export interface AlertConfigurationProps extends AlertConfigurationOptions {
  /** Id of the Atlas project. */
  readonly projectId: string;
}

/**
 * The cluster an alert is limited to (`AlertConfiguration.forCluster`). A cluster construct
 * (`ReplicaSetCluster`, `ShardedCluster`, ...) has these attributes.
 */
export interface AlertClusterTarget {
  /** Id of the Atlas project of the cluster. */
  readonly projectId: string;
  /** Name of the cluster. */
  readonly clusterName: string;
}

/**
 * Options of an alert on one cluster (`AlertConfiguration.forCluster`).
 */
export interface ClusterAlertOptions extends AlertConfigurationOptions {
  /**
   * Name of the cluster's replica set, for host alerts (`HOST_*` events and
   * `OUTSIDE_METRIC_THRESHOLD`), which cannot match on the cluster name. Atlas shows it in the
   * cluster's connection string (`replicaSet=`), e.g. `atlas-abc123-shard-0`; it is not derived
   * from the cluster name.
   * @default - none: required for host alerts
   */
  readonly replicaSetName?: string;
}

/**
 * An Atlas alert configuration, defined here, looked up, or known by its attributes.
 */
export interface IAlertConfiguration extends IConstruct {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Id of the alert configuration. */
  readonly alertConfigurationId: string;
}

/**
 * Attributes of an existing alert configuration, for `fromAlertConfigurationAttributes`. Only
 * what is given can be read.
 */
export interface AlertConfigurationAttributes {
  /**
   * Id of the Atlas project.
   * @default - unknown: reading `projectId` is an error
   */
  readonly projectId?: string;
  /**
   * Id of the alert configuration.
   * @default - unknown: reading `alertConfigurationId` is an error
   */
  readonly alertConfigurationId?: string;
}

/**
 * What identifies an existing alert configuration, for `fromLookup`.
 */
export interface AlertConfigurationLookupAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Id of the alert configuration. */
  readonly alertConfigurationId: string;
}

const ATTRIBUTES_METHOD = 'AlertConfiguration.fromAlertConfigurationAttributes';

class ImportedAlertConfiguration extends Construct implements IAlertConfiguration {
  constructor(scope: Construct, id: string, private readonly attrs: AlertConfigurationAttributes) {
    super(scope, id);
  }

  public get projectId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'projectId', this.attrs.projectId); }
  public get alertConfigurationId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'alertConfigurationId', this.attrs.alertConfigurationId); }
}

/**
 * An existing alert configuration, read through the `mongodbatlas_alert_configuration` data
 * source.
 */
export class AlertConfigurationLookup extends Construct implements IAlertConfiguration {
  /** The underlying data source. */
  public readonly dataSource: DataMongodbatlasAlertConfiguration;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Id of the alert configuration. */
  public readonly alertConfigurationId: string;

  constructor(scope: Construct, id: string, attrs: AlertConfigurationLookupAttributes) {
    super(scope, id);
    requireProps(this, attrs);
    this.projectId = attrs.projectId;
    this.alertConfigurationId = attrs.alertConfigurationId;
    this.dataSource = new DataMongodbatlasAlertConfiguration(this, 'Lookup', { projectId: attrs.projectId, alertConfigurationId: attrs.alertConfigurationId });
  }

  /** Type of event that triggers the alert. */
  public get eventType(): string { return this.dataSource.eventType; }
}

/**
 * An alert configuration of an Atlas project (`mongodbatlas_alert_configuration`): the event that
 * triggers the alert, optional matchers and thresholds, and where notifications go.
 *
 * ```ts
 * const lag = new AlertConfiguration(stack, 'ReplicationLag', {
 *   projectId,
 *   eventType: 'OUTSIDE_METRIC_THRESHOLD',
 *   metricThreshold: { metricName: 'OPLOG_REPLICATION_LAG_TIME', operator: ThresholdOperator.GREATER_THAN, threshold: 60, units: ThresholdUnits.SECONDS },
 *   notifications: [NotificationTarget.group({ roles: [ProjectRole.GROUP_OWNER], emailEnabled: true, interval: Duration.minutes(15) })],
 * });
 * lag.addNotification(NotificationTarget.pagerDuty({ serviceKey: pdKey.stringValue }));
 * ```
 *
 * An alert needs at least one notification by synth. The L1 is `resource` (construct id
 * `Default`), so an alert defined in a stack keeps the Terraform address of an L1 with its id.
 *
 * @resource mongodbatlas_alert_configuration
 */
export class AlertConfiguration extends Construct implements IAlertConfiguration {
  /**
   * Refers to an existing alert configuration by its attributes, without reading Atlas. Reading
   * an attribute that was not given is an error that names it.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the attributes known
   */
  public static fromAlertConfigurationAttributes(scope: Construct, id: string, attrs: AlertConfigurationAttributes): IAlertConfiguration {
    return new ImportedAlertConfiguration(scope, id, attrs ?? {});
  }

  /**
   * Reads an existing alert configuration through the data source.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the project id and the alert configuration id
   */
  public static fromLookup(scope: Construct, id: string, attrs: AlertConfigurationLookupAttributes): AlertConfigurationLookup {
    return new AlertConfigurationLookup(scope, id, attrs);
  }

  /**
   * An alert limited to one cluster: the construct adds the matcher the event's alert kind takes
   * (SPEC 2.1, allowed matcher fields by alert kind):
   * - replica set alerts (`NO_PRIMARY`, `PRIMARY_ELECTED`, `REPLICATION_OPLOG_WINDOW_RUNNING_OUT`,
   *   `TOO_MANY_ELECTIONS`) and sharded cluster alerts (`CLUSTER_MONGOS_IS_MISSING`):
   *   `CLUSTER_NAME` equals the cluster's name;
   * - host alerts (`HOST_*`, `OUTSIDE_METRIC_THRESHOLD`), which cannot match on the cluster
   *   name: `REPLICA_SET_NAME` equals `options.replicaSetName`, which is then required.
   * Other event types cannot be limited to a cluster by a matcher, and are an error.
   * @param scope the scope
   * @param id a scoped id
   * @param cluster the cluster (a cluster construct, or its project id and name)
   * @param options the alert
   */
  public static forCluster(scope: Construct, id: string, cluster: AlertClusterTarget, options: ClusterAlertOptions): AlertConfiguration {
    const alert = new AlertConfiguration(scope, id, { ...(options ?? ({} as ClusterAlertOptions)), projectId: cluster?.projectId });
    const p = new Problems();
    const ev = options.eventType;
    const kind = isKnown(ev) ? alertKind(ev) : undefined;
    let matcher: AlertMatcher | undefined;
    if (!isKnown(ev)) {
      p.add('eventType', 'must be known at synth: the matcher that limits the alert to the cluster depends on the event\'s kind.', {
        received: ev, allowed: 'an event type written in code, e.g. NO_PRIMARY', fix: 'write the event type in code, or create the alert with new AlertConfiguration(...) and its matchers.',
      });
    } else if (!kind) {
      p.add('eventType', 'is not an event of a known alert kind, so no matcher is known to limit it to a cluster.', {
        received: ev,
        allowed: 'a replica set alert (NO_PRIMARY, PRIMARY_ELECTED, REPLICATION_OPLOG_WINDOW_RUNNING_OUT, TOO_MANY_ELECTIONS), a sharded cluster alert (CLUSTER_MONGOS_IS_MISSING) or a host alert (HOST_*, OUTSIDE_METRIC_THRESHOLD)',
        fix: 'use one of those event types, or create the alert with new AlertConfiguration(...) and the matchers it supports.',
      });
    } else if (kind === 'host') {
      if (options.replicaSetName === undefined || options.replicaSetName === null) {
        p.add('replicaSetName', `is required: host alerts (eventType '${ev}') cannot match on the cluster name, only on the replica set name.`, {
          received: undefined,
          allowed: "the cluster's replica set name, e.g. 'atlas-abc123-shard-0' (replicaSet= in its connection string)",
          fix: 'set replicaSetName, or use a replica set event type such as NO_PRIMARY.',
        });
      } else {
        matcher = AlertMatcher.replicaSetName(options.replicaSetName);
      }
    } else {
      matcher = AlertMatcher.clusterName(cluster.clusterName);
      if (options.replicaSetName !== undefined && options.replicaSetName !== null) {
        p.add('replicaSetName', `is only for host alerts; a ${kind} alert (eventType '${ev}') is matched on the cluster name.`, {
          received: options.replicaSetName, allowed: 'no replicaSetName', fix: 'remove replicaSetName.',
        });
      }
    }
    throwIfProblems(alert, p);
    alert.addMatcher(matcher!);
    return alert;
  }

  /** The underlying L1 resource, for overrides. */
  public readonly resource: MongodbatlasAlertConfiguration;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  private readonly notifications: NotificationTarget[] = [];
  private readonly matchers: AlertMatcher[] = [];

  constructor(scope: Construct, id: string, props: AlertConfigurationProps) {
    super(scope, id);
    requireProps(this, props);
    const p = new Problems();
    p.required(props, ['projectId', 'eventType'], { projectId: 'the id of the Atlas project', eventType: 'an Atlas event type, e.g. OUTSIDE_METRIC_THRESHOLD' });
    const notifications = instancesOf(p, 'notifications', props.notifications, TARGET);
    const matchers = instancesOf(p, 'matchers', props.matchers, MATCHER);
    throwIfProblems(this, p);
    this.projectId = props.projectId;

    const mt = props.metricThreshold;
    const t = props.threshold;
    this.resource = new MongodbatlasAlertConfiguration(this, 'Default', {
      projectId: props.projectId,
      eventType: props.eventType,
      enabled: props.enabled ?? true,
      severityOverride: props.severityOverride,
      metricThresholdConfig: mt ? { metricName: mt.metricName, mode: 'AVERAGE', operator: mt.operator, threshold: mt.threshold, units: mt.units } : undefined,
      thresholdConfig: t ? { operator: t.operator, threshold: t.threshold, units: t.units } : undefined,
      // Rendered by renderNotifications, once there is at least one; an alert without any is an
      // error of this construct at synth.
      notification: Lazy.anyValue({ produce: () => undefined }),
    });
    notifications.forEach((n) => this.notifications.push(n));
    matchers.forEach((m) => this.matchers.push(m));
    this.renderNotifications();
    this.renderMatchers();

    addValidations(this, () => {
      const own = new Problems();
      if (this.notifications.length === 0) {
        own.add('notifications', 'is empty: an alert configuration sends at least one notification.', {
          received: [],
          allowed: 'at least one NotificationTarget',
          fix: 'pass notifications, or call addNotification(NotificationTarget.group({ ... })).',
        });
      }
      return ownProblemsFirst(own.list, this.resource);
    });
  }

  /** Id of the alert configuration. */
  public get alertConfigurationId(): string { return this.resource.alertConfigurationId; }

  /**
   * Sends the alert's notifications to one more target as well.
   * @param target where to send
   */
  public addNotification(target: NotificationTarget): void {
    const p = new Problems();
    instancesOf(p, 'addNotification(target)', [target], TARGET);
    throwIfProblems(this, p);
    this.notifications.push(target);
    this.renderNotifications();
  }

  /**
   * Limits the alert further with one more matcher.
   * @param matcher the matcher
   */
  public addMatcher(matcher: AlertMatcher): void {
    const p = new Problems();
    instancesOf(p, 'addMatcher(matcher)', [matcher], MATCHER);
    throwIfProblems(this, p);
    this.matchers.push(matcher);
    this.renderMatchers();
  }

  private renderNotifications(): void {
    // What the L1 rejects is reported at synth (ownProblemsFirst), after this construct's own rules.
    if (this.notifications.length) trySetInput(this.resource, 'notification', this.notifications.map((n) => n._render()));
  }

  private renderMatchers(): void {
    const rendered = this.matchers.map((m): MongodbatlasAlertConfigurationMatcher => ({
      fieldName: m.fieldName, operator: m.operator, value: m.value,
    }));
    trySetInput(this.resource, 'matcher', rendered.length ? rendered : undefined);
  }
}

const TARGET: ItemType<NotificationTarget> = {
  name: 'NotificationTarget', example: 'NotificationTarget.slack({ ... })', is: (x): x is NotificationTarget => x instanceof NotificationTarget,
};
const MATCHER: ItemType<AlertMatcher> = {
  name: 'AlertMatcher', example: "AlertMatcher.clusterName('orders')", is: (x): x is AlertMatcher => x instanceof AlertMatcher,
};
