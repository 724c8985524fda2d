import type { AlertRouteAttributes, IAlertRoute } from './alert-route-ref';
import type { IAlertSource } from './alert-source-ref';
import type { ChannelVisibility, CustomFieldMergeStrategy, GroupingWindowType, SeverityMergeStrategy, WhenAlertJoinsGroup } from './alert-values';
import { stringsOf } from './private/alert-source-options';
import { bindEscalation } from './private/route-escalation';
import { bindGrouping } from './private/route-grouping';
import { bindIncident } from './private/route-incident';
import { bindSlack } from './private/route-slack';
import { conditionGroupsOf } from './private/route-values';
import { booleanOf, Construct, describedAs, Duration, importedAttribute, isConstruct, listOf, literalText, objectOf, Problems, setInput, throwIfProblems, validateAtSynth, warn } from '../../../core/l2/index';
import { IncidentAlertRoute, IncidentAlertRouteConfig } from '../../../generated/incident/alert-route/index';
import type { IEscalationPath } from '../escalation/escalation-path-ref';
import type { Binding } from '../expressions/binding';
import type { Condition } from '../expressions/condition';
import type { EngineRef } from '../expressions/engine-reference';
import { unknownEntries } from '../expressions/private/catalog-values';
import { EngineContext } from '../expressions/private/engine';
import type { RichText } from '../expressions/rich-text';
import type { ICustomField } from '../lookups/custom-field-ref';
import type { IIncidentType } from '../lookups/incident-type-ref';
import type { IUser } from '../lookups/user-ref';
import { OPTIONS } from '../private/option-keys.generated';

/** An alert source of a route, and the alerts of it that the route takes. */
export interface AlertRouteSource {
  /** The alert source. */
  readonly source: IAlertSource;
  /**
   * Which alerts of the source the route takes.
   * @default - every alert of the source
   */
  readonly when?: Condition;
}

/** How an alert route groups alerts into one incident (`grouping_config`). */
export interface AlertRouteGrouping {
  /**
   * What alerts must share to be grouped, e.g. `[EngineRef.alertAttribute(team)]`.
   * @default - nothing: alerts in the window are grouped
   */
  readonly by?: EngineRef[];
  /**
   * How long a group takes alerts: whole seconds, from 1 minute to 48 hours (the provider's
   * documented range; another window is an error, which says how to send it through the L1).
   */
  readonly window: Duration;
  /**
   * Whether the window extends with each alert (rolling) or is fixed from the first.
   * @default GroupingWindowType.ROLLING
   */
  readonly windowType?: GroupingWindowType;
}

/** Who an alert route pages, and when it pages again (`escalation_config`). */
export interface AlertRouteEscalation {
  /**
   * Escalation paths to page.
   * @default - none
   */
  readonly paths?: IEscalationPath[];
  /**
   * Users to page.
   * @default - none
   */
  readonly users?: IUser[];
  /**
   * Escalation paths given by the alert, e.g. `Binding.reference(EngineRef.alertAttribute(escalationPath))`.
   * @default - none
   */
  readonly pathsFrom?: Binding;
  /**
   * Users given by the alert, e.g. `Binding.reference(EngineRef.alertAttribute(owner))`.
   * @default - none
   */
  readonly usersFrom?: Binding;
  /**
   * Whether escalations are cancelled when the alert resolves.
   * @default true
   */
  readonly autoCancel?: boolean;
  /**
   * Whether to page again when an alert joins a group (needs `grouping`).
   * @default - the API's default
   */
  readonly whenAlertJoinsGroup?: WhenAlertJoinsGroup;
  /**
   * With `WhenAlertJoinsGroup.ON_EACH_NEW_ALERT`: how long after an escalation new alerts do not
   * page again (whole seconds).
   * @default - none
   */
  readonly gracePeriod?: Duration;
}

/** A custom field the incidents of a route get. */
export interface AlertRouteCustomField {
  /**
   * The custom field: looked up (`CustomField.fromName(this, 'Team', 'Affected team')`), or known
   * by its id (`CustomField.fromCustomFieldAttributes(this, 'Team', { customFieldId })`, e.g. the
   * id of an `IncidentCustomField` L1).
   */
  readonly customField: ICustomField;
  /**
   * Its value: a literal (an option's id, e.g.
   * `Binding.literal(CustomFieldOption.fromValue(this, 'Payments', team, 'Payments').customFieldOptionId)`,
   * or text) or a reference, e.g. to an alert attribute.
   */
  readonly value: Binding;
  /**
   * How values of grouped alerts merge.
   * @default CustomFieldMergeStrategy.FIRST_WINS
   */
  readonly merge?: CustomFieldMergeStrategy;
}

/** Whether and how an alert route creates incidents (`incident_config`). */
export interface AlertRouteIncident {
  /**
   * Which alerts create an incident.
   * @default - every alert of the route
   */
  readonly when?: Condition;
  /**
   * The name of the incident.
   * Literal text: its text reaches the provider as written (`${` and `%{` included); a reference in
   * it (a `RichTextNode.text` of a variable's `stringValue`) stays a reference.
   * @default - generated by incident.io
   */
  readonly name?: RichText;
  /**
   * The summary of the incident.
   * Literal text: its text reaches the provider as written (`${` and `%{` included); a reference in
   * it (a `RichTextNode.text` of a variable's `stringValue`) stays a reference.
   * @default - generated by incident.io
   */
  readonly summary?: RichText;
  /**
   * The severity: a severity id (`Binding.literal(id)`) or a reference.
   * @default - the API's default
   */
  readonly severity?: Binding;
  /**
   * How severities of grouped alerts merge.
   * @default SeverityMergeStrategy.FIRST_WINS
   */
  readonly severityMerge?: SeverityMergeStrategy;
  /**
   * Custom fields of the incident.
   * @default - none
   */
  readonly customFields?: AlertRouteCustomField[];
  /**
   * Whether incidents start in triage.
   * @default - the API's default
   */
  readonly startInTriage?: boolean;
  /**
   * Whether incidents in triage are declined when their alerts resolve.
   * @default false
   */
  readonly autoDecline?: boolean;
  /**
   * The incident type: looked up (`IncidentType.fromName(this, 'Security', 'Security')`) or
   * known by its id (`IncidentType.fromIncidentTypeAttributes`).
   * @default - the default incident type
   */
  readonly incidentType?: IIncidentType;
}

/** A Slack notification of an alert route (a destination of `message_config`). */
export interface AlertRouteSlackNotification {
  /**
   * Ids of the Slack channels, e.g. `C01234567`.
   * @default - none (give channels instead)
   */
  readonly channelIds?: string[];
  /**
   * Channels given by the alert, e.g. a reference to an expression.
   * @default - none (give channelIds instead)
   */
  readonly channels?: Binding;
  /**
   * Visibility of the channels.
   * @default ChannelVisibility.PUBLIC
   */
  readonly visibility?: ChannelVisibility;
  /**
   * Which alerts are posted.
   * @default - every alert of the route
   */
  readonly when?: Condition;
  /**
   * Post one summary message per group instead of one per alert.
   * @default - the provider's default (false)
   */
  readonly groupAlertsSummary?: boolean;
}

/** Properties of an alert route. */
export interface AlertRouteProps {
  /**
   * The name of the route. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /**
   * The alert sources the route takes alerts from (more with `addSource`).
   * @default - none yet
   */
  readonly sources?: AlertRouteSource[];
  /**
   * Which alerts of its sources the route takes.
   * @default - every alert
   */
  readonly when?: Condition;
  /**
   * Whether the route is on.
   * @default true
   */
  readonly enabled?: boolean;
  /**
   * Whether the route is private: it creates private incidents only.
   * @default false
   */
  readonly isPrivate?: boolean;
  /**
   * Ids of the teams (catalog entries) that own the route.
   * @default - none
   */
  readonly owningTeamIds?: string[];
  /**
   * How alerts are grouped.
   * @default - alerts are not grouped
   */
  readonly grouping?: AlertRouteGrouping;
  /**
   * Who is paged.
   * @default - nobody (the policy rule Incident-R1 flags it)
   */
  readonly escalation?: AlertRouteEscalation;
  /**
   * Whether and how incidents are created.
   * @default - no incidents
   */
  readonly incident?: AlertRouteIncident;
  /**
   * Slack notifications.
   * @default - none
   */
  readonly slack?: AlertRouteSlackNotification[];
}

/** Options of `route.addSource`. */
export interface AlertRouteAddSourceOptions {
  /**
   * Which alerts of the source the route takes.
   * @default - every alert of the source
   */
  readonly when?: Condition;
}

/**
 * An alert route of incident.io (`incident_alert_route`): which alerts of which sources it takes,
 * how it groups them, who it pages, the incidents it creates and where it posts in Slack.
 *
 * ```ts
 * const priority = AlertAttribute.priority(stack, 'Priority');
 * new AlertRoute(stack, 'Payments', {
 *   name: 'Payments',
 *   sources: [{ source, when: Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1')) }],
 *   when: Condition.is(EngineRef.alertAttribute(team), teams.entryRef('payments')),
 *   grouping: { by: [EngineRef.alertAttribute(team)], window: Duration.minutes(10) },
 *   escalation: { paths: [primary] },
 *   incident: { name: RichText.template('{{ alert.title }}'), severity: Binding.literal(criticalId) },
 *   slack: [{ channelIds: ['C01234567'] }],
 * });
 * ```
 *
 * - Conditions are `Condition` objects (`Condition.is`, `oneOf`, `isSet`, `contains`, combined
 *   with `allOf` and `anyOf`), rendered as the provider's condition groups with the operations
 *   the engine stores. Conditions that can match no alert (one subject asked for two values in
 *   one group) warn (`rule:incident_alert_route/condition-groups-match-nothing`).
 * - A subject whose values are catalog entries (the built-in Priority, an attribute of
 *   `AttributeType.catalogEntry(teams)`) takes entries (`priority.entry('P1')`,
 *   `teams.entryRef('payments')`), rendered as their ids; a string that is no entry id is an
 *   error that names the entry to pass.
 * - A grouping window outside 1 minute to 48 hours (the provider's documented range) is an error.
 * - The route renders the provider's current schema only (`grouping_config`, `message_config`,
 *   `incident_config.template`), never the deprecated attributes it still accepts.
 * - Merge strategies are typed (`CustomFieldMergeStrategy`, `SeverityMergeStrategy`: alert routes
 *   spell them with a hyphen, `first-wins`).
 * - Escalation paths and users are taken as `IEscalationPath` and `IUser` (defined here or looked
 *   up), sources as `IAlertSource`; Terraform creates what the route refers to first.
 *
 * @resource incident_alert_route
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/resources/alert_route
 */
export class AlertRoute extends Construct implements IAlertRoute {
  /**
   * Refers to an existing alert route by its id, without reading incident.io.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the route
   */
  public static fromAlertRouteAttributes(scope: Construct, id: string, attrs: AlertRouteAttributes): IAlertRoute {
    return new ImportedAlertRoute(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IncidentAlertRoute;
  private readonly props: AlertRouteProps;
  private readonly sources: Array<{ readonly source: unknown; readonly when?: unknown; readonly field: string }> = [];
  private readonly enabled?: boolean;
  private readonly isPrivate?: boolean;
  /** The catalog entries the route's values name (of its latest render), judged at synth. */
  private entryUses: EngineContext['entries'] = [];

  constructor(scope: Construct, id: string, props: AlertRouteProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'AlertRouteProps');
    this.props = props;
    const p = new Problems();
    p.requiredStrings(props, ['name'], { name: 'the name of the route' });
    stringsOf(p, 'owningTeamIds', props.owningTeamIds, 'team catalog entry ids', 'incident:alert-route-not-strings');
    const sources = listOf(p, 'sources', props.sources, {
      allowed: 'a list of { source, when? }', fix: 'wrap the sources in [ ].', knownFix: 'write the sources in code, or add them with route.addSource(source).',
    }) ?? [];
    sources.forEach((item, i) => {
      const s = objectOf(p, `sources[${i}]`, item, {
        problem: 'expected { source, when? }.', allowed: '{ source: IAlertSource, when?: Condition }', fix: 'write each source as { source, when }.',
      });
      if (s) this.sources.push({ source: s.source, when: s.when, field: `sources[${i}]` });
    });
    this.enabled = booleanOf(p, 'enabled', props.enabled, 'write enabled: true or false, or leave it out.');
    this.isPrivate = booleanOf(p, 'isPrivate', props.isPrivate, 'write isPrivate: true or false, or leave it out.');
    const config = this.render(p);
    throwIfProblems(this, p);
    this.resource = new IncidentAlertRoute(this, 'Default', config!);
    validateAtSynth(this, () => {
      if (this.sources.length === 0) {
        warn(this, 'incident:alert-route-without-sources', 'sources: the route has no alert source, so it receives no alert. '
          + 'Give it sources: [{ source }], or call route.addSource(source).');
      }
      return unknownEntries(this.entryUses);
    }, this.resource);
  }

  /** The id of the alert route. */
  public get alertRouteId(): string {
    return this.resource.id;
  }

  /**
   * Takes alerts from one more source.
   * @param source the alert source
   * @param options which of its alerts the route takes
   */
  public addSource(source: IAlertSource, options: AlertRouteAddSourceOptions = {}): void {
    const p = new Problems();
    const o = objectOf(p, 'addSource(options)', options, { allowed: '{ when?: Condition }', fix: 'pass the options as an object, or leave them out.' });
    if (o) OPTIONS.check(p, o, 'AlertRouteAddSourceOptions', 'addSource(options)');
    throwIfProblems(this, p);
    this.sources.push({ source, when: o?.when, field: `addSource(source#${this.sources.length})` });
    const config = this.render(p);
    if (p.length) {
      this.sources.pop();
      throwIfProblems(this, p);
    }
    setInput(this.resource, 'alertSources', config!.alertSources);
    setInput(this.resource, 'expressions', config!.expressions);
  }

  /** The L1 config, or undefined with problems in `p`. */
  private render(p: Problems): IncidentAlertRouteConfig | undefined {
    const ctx = new EngineContext(this, p, 'route');
    const props = this.props;
    const before = p.length;
    const alertSources = this.sources.map((s) => {
      if (!isSource(s.source)) {
        p.add(`${s.field}.source`, 'expected an alert source.', {
          id: 'incident:route-not-an-alert-source',
          received: s.source,
          allowed: 'an AlertSource, or AlertSource.fromAlertSourceAttributes(...)',
          fix: 'pass the alert source construct.',
        });
        return undefined;
      }
      return { alertSourceId: s.source.alertSourceId, conditionGroups: conditionGroupsOf(ctx, `${s.field}.when`, s.when) ?? [] };
    });
    const grouping = bindGrouping(ctx, props.grouping);
    const escalationConfig = bindEscalation(ctx, props.escalation, grouping !== undefined);
    const incidentConfig = bindIncident(ctx, props.incident);
    const messageConfig = bindSlack(ctx, props.slack);
    const groups = conditionGroupsOf(ctx, 'when', props.when) ?? [];
    const config: IncidentAlertRouteConfig = {
      // The name reaches the provider as written: escaped here, where it is handed to the L1.
      name: literalText(props.name),
      enabled: this.enabled ?? true,
      isPrivate: this.isPrivate ?? false,
      owningTeamIds: props.owningTeamIds,
      alertSources: alertSources as IncidentAlertRouteConfig['alertSources'],
      conditionGroups: groups,
      expressions: ctx.expressions() as never,
      escalationConfig,
      groupingConfig: grouping ?? { defaultAttribute: { enabled: false } },
      incidentConfig,
      messageConfig: messageConfig!,
    };
    if (p.length > before) {
      // A literal refused where the route renders it: its fix names the override of the L1 that sends it as it is.
      ctx.completeOverrides(config, 'route');
      return undefined;
    }
    this.entryUses = ctx.entries;
    return config;
  }
}

function isSource(x: unknown): x is IAlertSource {
  return isConstruct(x) && 'alertSourceId' in x;
}

/**
 * An existing alert route known by its id (nothing is read from incident.io), made by
 * `AlertRoute.fromAlertRouteAttributes`.
 */
class ImportedAlertRoute extends Construct implements IAlertRoute {
  private readonly attrs: AlertRouteAttributes;

  constructor(scope: Construct, id: string, attrs: AlertRouteAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'AlertRouteAttributes');
  }

  /** The id of the alert route. */
  public get alertRouteId(): string {
    return importedAttribute(this, 'AlertRoute.fromAlertRouteAttributes', 'alertRouteId', this.attrs.alertRouteId);
  }
}
describedAs(ImportedAlertRoute, 'IAlertRoute');
