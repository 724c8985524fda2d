import type { AlertConfigurationLookup } from './alert-configuration-lookup';
import type { AlertConfigurationAttributes, AlertConfigurationLookupAttributes, IAlertConfiguration } from './alert-configuration-ref';
import { AlertMatcher } from './alert-matcher';
import { NotificationTarget } from './notification-target';
import { OPTIONS } from './private/option-keys.generated';
import { LITERAL_SECRET, reportLiteralSecrets, SecretsBindContext } from './private/secrets';
import { BindContext, Construct, describedAs, importedAttribute, instancesOf, isKnown, ItemType, Problems, renderedLater, throwIfProblems, trySetInput, validateAtSynth, Variant } from '../../core/l2';
import { clusterAlertKind } from '../../facts/mongodbatlas/alerts';
import { MongodbatlasAlertConfiguration, MongodbatlasAlertConfigurationMatcher, MongodbatlasAlertConfigurationNotification } from '../../generated/mongodbatlas/alert-configuration';

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
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/alert_configuration
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
    return new ImportedAlertConfiguration(scope, id, attrs);
  }

  /**
   * Reads an existing alert configuration through the data source.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the project id and the alert configuration id
   */
  public static fromLookup(scope: Construct, id: string, attrs: AlertConfigurationLookupAttributes): AlertConfigurationLookup {
    const { AlertConfigurationLookup: Lookup } = require('./alert-configuration-lookup') as typeof import('./alert-configuration-lookup');
    return new Lookup(scope, id, attrs);
  }

  /**
   * An alert limited to one cluster: the construct adds the matcher the event's alert kind takes
   * (the Atlas API's matchers by alert kind):
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
    // The keys are checked against the cluster alert's own structs first (the alert's props would
    // name the wrong struct, and take a projectId the cluster gives).
    const keys = new Problems();
    OPTIONS.check(keys, cluster, 'AlertClusterTarget', `${id}.cluster`);
    OPTIONS.check(keys, options, 'ClusterAlertOptions', `${id}.options`);
    throwIfProblems(scope, keys);
    // replicaSetName is the cluster alert's own option; the rest are the alert's props.
    const { replicaSetName, ...alertOptions } = options !== null && typeof options === 'object' ? options : ({} as ClusterAlertOptions);
    const alert = new AlertConfiguration(scope, id, { ...alertOptions, projectId: cluster?.projectId });
    const p = new Problems();
    const ev = alertOptions.eventType;
    const kind = isKnown(ev) ? clusterAlertKind(ev) : undefined;
    let matcher: AlertMatcher | undefined;
    if (!isKnown(ev)) {
      p.add('eventType', 'must be known at synth: the matcher that limits the alert to the cluster depends on the event\'s kind.', {
        id: 'mongodbatlas:cluster-alert-event-token',
        received: ev,
        allowed: 'an event type written in code, e.g. NO_PRIMARY',
        fix: 'write the event type in code, or create the alert with new AlertConfiguration(...) and its matchers.',
      });
    } else if (!kind) {
      p.add('eventType', 'is not an event of a known alert kind, so no matcher is known to limit it to a cluster.', {
        id: 'mongodbatlas:cluster-alert-event-kind',
        received: ev,
        allowed: 'a replica set alert (NO_PRIMARY, PRIMARY_ELECTED, REPLICATION_OPLOG_WINDOW_RUNNING_OUT, TOO_MANY_ELECTIONS), a sharded cluster alert (CLUSTER_MONGOS_IS_MISSING) or a host alert (HOST_*, OUTSIDE_METRIC_THRESHOLD)',
        fix: 'use one of those event types, or create the alert with new AlertConfiguration(...) and the matchers it supports.',
      });
    } else if (kind === 'host') {
      if (replicaSetName === undefined || replicaSetName === null) {
        p.add('replicaSetName', `is required: host alerts (eventType '${ev}') cannot match on the cluster name, only on the replica set name.`, {
          id: 'mongodbatlas:cluster-alert-replica-set-required',
          received: undefined,
          allowed: "the cluster's replica set name, e.g. 'atlas-abc123-shard-0' (replicaSet= in its connection string)",
          fix: 'set replicaSetName, or use a replica set event type such as NO_PRIMARY.',
        });
      } else {
        matcher = AlertMatcher.replicaSetName(replicaSetName);
      }
    } else {
      matcher = AlertMatcher.clusterName(cluster.clusterName);
      if (replicaSetName !== undefined && replicaSetName !== null) {
        p.add('replicaSetName', `is only for host alerts; a ${kind} alert (eventType '${ev}') is matched on the cluster name.`, {
          id: 'mongodbatlas:cluster-alert-replica-set-unused',
          received: replicaSetName,
          allowed: 'no replicaSetName',
          fix: 'remove replicaSetName.',
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
  private readonly notifications: MongodbatlasAlertConfigurationNotification[] = [];
  private readonly matchers: MongodbatlasAlertConfigurationMatcher[] = [];
  /** The literal secrets of the notifications (an error at synth unless acknowledged). */
  private readonly literalSecrets = new Problems();

  constructor(scope: Construct, id: string, props: AlertConfigurationProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'AlertConfigurationProps');
    const ctx = new SecretsBindContext(this);
    ctx.problems.required(props, ['projectId', 'eventType'], { projectId: 'the id of the Atlas project', eventType: 'an Atlas event type, e.g. OUTSIDE_METRIC_THRESHOLD' });
    const notifications = bindAll(ctx, 'notifications', props.notifications, TARGET);
    const matchers = bindAll(ctx, 'matchers', props.matchers, MATCHER);
    throwIfProblems(this, ctx.problems);
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
      notification: renderedLater(),
    });
    notifications.forEach((n) => this.notifications.push(n));
    matchers.forEach((m) => this.matchers.push(m));
    this.literalSecrets.merge(ctx.literalSecrets);
    this.renderNotifications();
    this.renderMatchers();
    reportLiteralSecrets(this, LITERAL_SECRET, this.literalSecrets);

    validateAtSynth(this, () => {
      const own = new Problems();
      // enforcedBy: internal/service/alertconfiguration/resource.go: notification (listvalidator.IsRequired).
      if (this.notifications.length === 0) {
        own.add('notifications', 'is empty: an alert configuration sends at least one notification.', {
          id: 'mongodbatlas:alert-notification-required',
          received: [],
          allowed: 'at least one NotificationTarget',
          fix: 'pass notifications, or call addNotification(NotificationTarget.group({ ... })).',
        });
      }
      return own.list;
    }, this.resource);
  }

  /** Id of the alert configuration. */
  public get alertConfigurationId(): string { return this.resource.alertConfigurationId; }

  /**
   * Sends the alert's notifications to one more target as well.
   * @param target where to send
   */
  public addNotification(target: NotificationTarget): void {
    const ctx = new SecretsBindContext(this);
    const [rendered] = bindAll(ctx, 'addNotification(target)', [target], TARGET);
    throwIfProblems(this, ctx.problems);
    this.literalSecrets.merge(ctx.literalSecrets);
    this.notifications.push(rendered);
    this.renderNotifications();
  }

  /**
   * Limits the alert further with one more matcher.
   * @param matcher the matcher
   */
  public addMatcher(matcher: AlertMatcher): void {
    const ctx = new BindContext(this);
    const [rendered] = bindAll(ctx, 'addMatcher(matcher)', [matcher], MATCHER);
    throwIfProblems(this, ctx.problems);
    this.matchers.push(rendered);
    this.renderMatchers();
  }

  private renderNotifications(): void {
    // What the L1 rejects is reported at synth (validateAtSynth), after this construct's own rules.
    // Quiet: a literal secret is this construct's error (mongodbatlas:literal-secret, unless
    // acknowledged), not also the L1's literal-secret warning.
    if (this.notifications.length) trySetInput(this.resource, 'notification', this.notifications.map((n) => ({ ...n })), { quiet: true });
  }

  private renderMatchers(): void {
    trySetInput(this.resource, 'matcher', this.matchers.length ? this.matchers.map((m) => ({ ...m })) : undefined);
  }
}

const TARGET: ItemType<NotificationTarget> = {
  name: 'NotificationTarget', example: 'NotificationTarget.slack({ ... })', is: (x): x is NotificationTarget => x instanceof NotificationTarget,
};
const MATCHER: ItemType<AlertMatcher> = {
  name: 'AlertMatcher', example: "AlertMatcher.clusterName('orders')", is: (x): x is AlertMatcher => x instanceof AlertMatcher,
};

/**
 * The items of a list of variants (targets, matchers), each bound where it was passed: its
 * problems go to `ctx` with the field of the item (`notifications[1].interval`).
 */
function bindAll<T extends Variant<BindContext, unknown>>(ctx: BindContext, field: string, v: T[] | undefined, type: ItemType<T>): Array<ReturnType<T['_bind']>> {
  const before = ctx.problemCount;
  const items = instancesOf(ctx.problems, field, v, type);
  if (ctx.problemCount > before) return [];
  return items.map((item, i) => item._bind(ctx, field.includes('(') ? field : `${field}[${i}]`) as ReturnType<T['_bind']>);
}

const ATTRIBUTES_METHOD = 'AlertConfiguration.fromAlertConfigurationAttributes';

/**
 * An existing alert configuration known by its attributes (nothing is read from Atlas): what
 * `AlertConfiguration.fromAlertConfigurationAttributes` returns.
 */
class ImportedAlertConfiguration extends Construct implements IAlertConfiguration {
  private readonly attrs: AlertConfigurationAttributes;

  constructor(scope: Construct, id: string, attrs: AlertConfigurationAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs ?? {}, 'AlertConfigurationAttributes');
  }

  /** Id of the Atlas project (if given). */
  public get projectId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'projectId', this.attrs.projectId); }
  /** Id of the alert configuration (if given). */
  public get alertConfigurationId(): string { return importedAttribute(this, ATTRIBUTES_METHOD, 'alertConfigurationId', this.attrs.alertConfigurationId); }
}
describedAs(ImportedAlertConfiguration, 'IAlertConfiguration');
