import { Fn, Token } from 'cdktn';
import { Construct } from 'constructs';
import type { IAlertAttribute } from './alert-attribute-ref';
import type { AlertSourceAttributes, IAlertSource } from './alert-source-ref';
import { AlertSourceType, AttributeMergeStrategy } from './alert-values';
import { Duration, durationOf, instanceOf, ItemType, Problems, sameValue, setInput, throwIfProblems, warn } from '../../../core/l2/index';
import { IncidentAlertSource, IncidentAlertSourceConfig } from '../../../generated/incident/alert-source/index';
import { Binding } from '../expressions/binding';
import { BindingShape, EngineContext } from '../expressions/private/engine';
import { checkAssignable } from '../expressions/private/engine-types';
import { richTextOf } from '../expressions/private/rich-text-field';
import type { RichText } from '../expressions/rich-text';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Properties of an alert source (`AlertSource.http`, `AlertSource.of`), and what the other
 * factories' props share.
 */
export interface AlertSourceProps {
  /** The name of the source, as the dashboard shows it. */
  readonly name: string;
  /**
   * The title of each alert, e.g. `RichText.template('🚨 {{ payload.title | truncate: 100 }}')`.
   * Rendered as the document the field stores.
   */
  readonly title: RichText;
  /**
   * The description of each alert.
   * @default - none
   */
  readonly description?: RichText;
  /**
   * Ids of the teams (catalog entries) that own the source.
   * @default - none
   */
  readonly owningTeamIds?: string[];
  /**
   * Resolve alerts of this source automatically after this time (whole minutes).
   * @default - alerts resolve when the sender resolves them
   */
  readonly autoResolveAfter?: Duration;
  /**
   * Whether alerts attached to an incident resolve automatically too (with `autoResolveAfter`).
   * @default - the API's default (true)
   */
  readonly autoResolveIncidentAlerts?: boolean;
  /**
   * Makes the alerts private, visible to these teams (ids of team catalog entries) only.
   * @default - alerts are not private
   */
  readonly visibleToTeamIds?: string[];
}

/** Properties of an email alert source (`AlertSource.email`). */
export interface EmailAlertSourceProps extends AlertSourceProps {
  /**
   * Text to redact from incoming emails.
   * @default - none
   */
  readonly redactions?: string[];
  /**
   * A JavaScript expression that transforms the email into the payload.
   * @default - none
   */
  readonly transformExpression?: string;
}

/** Properties of an HTTP alert source with any JSON payload (`AlertSource.httpCustom`). */
export interface HttpCustomAlertSourceProps extends AlertSourceProps {
  /** A JavaScript expression that transforms the request body into incident.io's alert format. */
  readonly transformExpression: string;
  /** The path in the payload of the key that deduplicates alerts, e.g. `$.id`. */
  readonly deduplicationKeyPath: string;
}

/** Properties of a Jira alert source (`AlertSource.jira`). */
export interface JiraAlertSourceProps extends AlertSourceProps {
  /**
   * Ids of the Jira projects to watch for new issues.
   * @default - none
   */
  readonly projectIds?: string[];
}

/**
 * Properties of a heartbeat alert source (`AlertSource.heartbeat`): it alerts when pings stop
 * arriving. Its title and description are managed by incident.io, so it takes none.
 */
export interface HeartbeatAlertSourceProps {
  /** The name of the source, as the dashboard shows it. */
  readonly name: string;
  /** How often pings are expected (whole seconds). */
  readonly interval: Duration;
  /**
   * How many missed pings raise an alert.
   * @default 1
   */
  readonly failureThreshold?: number;
  /**
   * How long after a missed ping to wait before counting it (whole seconds).
   * @default Duration.seconds(0)
   */
  readonly gracePeriod?: Duration;
  /**
   * Ids of the teams (catalog entries) that own the source.
   * @default - none
   */
  readonly owningTeamIds?: string[];
  /**
   * Makes the alerts private, visible to these teams (ids of team catalog entries) only.
   * @default - alerts are not private
   */
  readonly visibleToTeamIds?: string[];
}

/** Options of `source.bind`. */
export interface AlertSourceBindOptions {
  /**
   * How the attribute's value is merged when an alert fires again.
   * @default - the API's default
   */
  readonly merge?: AttributeMergeStrategy;
}

type Kind = 'http' | 'heartbeat' | 'email' | 'httpCustom' | 'jira' | 'of';

const STRUCTS = {
  http: 'AlertSourceProps',
  of: 'AlertSourceProps',
  email: 'EmailAlertSourceProps',
  httpCustom: 'HttpCustomAlertSourceProps',
  jira: 'JiraAlertSourceProps',
  heartbeat: 'HeartbeatAlertSourceProps',
} as const;

const SOURCE_TYPES: readonly string[] = Object.values(AlertSourceType);

/** The source types whose options the provider requires: they have a factory of their own. */
const WITH_FACTORY: Record<string, string> = { heartbeat: 'AlertSource.heartbeat', http_custom: 'AlertSource.httpCustom', jira: 'AlertSource.jira' };

interface BoundAttribute {
  readonly attribute: IAlertAttribute;
  readonly binding: Binding;
  readonly merge?: AttributeMergeStrategy;
}

/**
 * An alert source of incident.io (`incident_alert_source`): where alerts come from, and the
 * template that makes an alert of each incoming event (its title, description and attributes).
 *
 * ```ts
 * const source = AlertSource.http(stack, 'Payments', {
 *   name: 'Payments',
 *   title: RichText.template('🚨 {{ payload.title | truncate: 100 }}'),
 * });
 * source.bind(team, Binding.expression(Expression.parse('team', { source: '$.labels.team', returns: AttributeType.catalogEntry(teams) })));
 * ```
 *
 * - One factory per kind of source, each taking the options the provider allows for it:
 *   `http`, `heartbeat` (no title or description: incident.io manages them), `email`,
 *   `httpCustom` (a transform expression and a deduplication key path), `jira` (project ids), and
 *   `of(scope, id, AlertSourceType.DATADOG, props)` for the other kinds. The source type is never
 *   spelled by hand.
 * - Titles and descriptions are `RichText`, rendered as the document the fields store.
 * - `bind(attribute, binding, { merge })` sets an alert attribute from a literal, a reference or
 *   an expression; the expressions the source uses are defined in its template, and a binding is
 *   checked against the attribute's type when both are known.
 * - Outputs: `alertEventsUrl`, `secretToken` (marked sensitive: a `TerraformOutput` of it must be
 *   `sensitive: true`), `emailAddress` (email sources), `heartbeatPingUrl` (heartbeat sources).
 *
 * @resource incident_alert_source
 */
export class AlertSource extends Construct implements IAlertSource {
  /**
   * An HTTP source: events in incident.io's format, posted to `alertEventsUrl`.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, the title and the rest of the template
   */
  public static http(scope: Construct, id: string, props: AlertSourceProps): AlertSource {
    return new AlertSource(scope, id, 'http', AlertSourceType.HTTP, props);
  }

  /**
   * A heartbeat source: it alerts when pings to `heartbeatPingUrl` stop arriving.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, the interval and the failure threshold
   */
  public static heartbeat(scope: Construct, id: string, props: HeartbeatAlertSourceProps): AlertSource {
    return new AlertSource(scope, id, 'heartbeat', AlertSourceType.HEARTBEAT, props);
  }

  /**
   * An email source: emails sent to `emailAddress` become alerts.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, the title, redactions and a transform expression
   */
  public static email(scope: Construct, id: string, props: EmailAlertSourceProps): AlertSource {
    return new AlertSource(scope, id, 'email', AlertSourceType.EMAIL, props);
  }

  /**
   * An HTTP source that accepts any JSON payload, transformed by an expression.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, the title, the transform expression and the deduplication key path
   */
  public static httpCustom(scope: Construct, id: string, props: HttpCustomAlertSourceProps): AlertSource {
    return new AlertSource(scope, id, 'httpCustom', AlertSourceType.HTTP_CUSTOM, props);
  }

  /**
   * A Jira source: new issues of the projects become alerts.
   * @param scope the scope
   * @param id a scoped id
   * @param props the name, the title and the project ids
   */
  public static jira(scope: Construct, id: string, props: JiraAlertSourceProps): AlertSource {
    return new AlertSource(scope, id, 'jira', AlertSourceType.JIRA, props);
  }

  /**
   * A source of another kind (Datadog, CloudWatch, Grafana, ...). Heartbeat, custom HTTP and Jira
   * sources need options: use their factories.
   * @param scope the scope
   * @param id a scoped id
   * @param sourceType the kind, e.g. `AlertSourceType.DATADOG`
   * @param props the name, the title and the rest of the template
   */
  public static of(scope: Construct, id: string, sourceType: AlertSourceType, props: AlertSourceProps): AlertSource {
    return new AlertSource(scope, id, 'of', sourceType, props);
  }

  /**
   * Refers to an existing alert source by its id, without reading incident.io.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the source
   */
  public static fromAlertSourceAttributes(scope: Construct, id: string, attrs: AlertSourceAttributes): IAlertSource {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ImportedAlertSource } = require('./imported-alert-source') as typeof import('./imported-alert-source');
    return new ImportedAlertSource(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IncidentAlertSource;
  /** The kind of source, as the provider spells it, e.g. `http`. */
  public readonly sourceType: string;
  private readonly kind: Kind;
  private readonly props: AlertSourceProps & HeartbeatAlertSourceProps;
  private readonly bound: BoundAttribute[] = [];

  private constructor(scope: Construct, id: string, kind: Kind, sourceType: AlertSourceType, props: AlertSourceProps | HeartbeatAlertSourceProps) {
    super(scope, id);
    const p = new Problems();
    if (kind === 'heartbeat' && props !== null && typeof props === 'object') {
      // A JavaScript caller can pass them anyway: say why, rather than 'unknown option'.
      const given = props as unknown as Record<string, unknown>;
      const rest: Record<string, unknown> = { ...given };
      for (const k of ['title', 'description']) {
        if (given[k] === undefined) continue;
        delete rest[k];
        // enforcedBy: internal/provider/incident_alert_source_resource.go: ValidateConfig (template.title and template.description cannot be set for heartbeat alert sources)
        p.add(k, `is not taken by heartbeat sources: incident.io manages their ${k}.`, {
          received: given[k], allowed: `no ${k}`, fix: `remove ${k} from the props of AlertSource.heartbeat.`,
        });
      }
      OPTIONS.check(p, rest, STRUCTS[kind]);
      throwIfProblems(this, p);
    } else {
      OPTIONS.props(this, props, STRUCTS[kind]);
    }
    this.kind = kind;
    this.props = props as AlertSourceProps & HeartbeatAlertSourceProps;
    if (kind === 'of') checkSourceType(p, sourceType);
    this.sourceType = sourceType;
    const o = this.props;
    p.required(o, kind === 'heartbeat' ? ['name', 'interval'] : ['name', 'title'], {
      name: 'the name of the source',
      title: "a RichText, e.g. RichText.template('🚨 {{ payload.title | truncate: 100 }}')",
      interval: 'a Duration, e.g. Duration.minutes(5)',
    });
    const options = kindOptions(p, kind, o as never);
    const autoResolve = kind === 'heartbeat' ? undefined : wholeUnits(p, 'autoResolveAfter', o.autoResolveAfter, 60, 'minutes', 'Duration.hours(4)');
    if (o.autoResolveIncidentAlerts !== undefined && o.autoResolveIncidentAlerts !== null && typeof o.autoResolveIncidentAlerts !== 'boolean') {
      p.add('autoResolveIncidentAlerts', 'expected true or false.', { received: o.autoResolveIncidentAlerts, allowed: 'a boolean', fix: 'write autoResolveIncidentAlerts: false, or leave it out.' });
    }
    const template = this.renderTemplate(p);
    throwIfProblems(this, p);
    if (kind !== 'heartbeat' && typeof o.autoResolveIncidentAlerts === 'boolean' && autoResolve === undefined) {
      // documentedIn: docs/resources/alert_source.md: auto_resolve_incident_alerts (has no effect without auto_resolve_timeout_minutes)
      warn(this, 'incident:auto-resolve-without-timeout', 'autoResolveIncidentAlerts: has no effect without autoResolveAfter: alerts of this source never resolve on a timer. '
        + 'Set autoResolveAfter (e.g. Duration.hours(4)), or leave autoResolveIncidentAlerts out.');
    }
    const config: IncidentAlertSourceConfig = {
      name: o.name,
      sourceType,
      owningTeamIds: o.owningTeamIds,
      autoResolveTimeoutMinutes: autoResolve,
      autoResolveIncidentAlerts: kind === 'heartbeat' ? undefined : o.autoResolveIncidentAlerts,
      template: template!,
      ...options,
    };
    this.resource = new IncidentAlertSource(this, 'Default', config);
  }

  /** The id of the alert source. */
  public get alertSourceId(): string {
    return this.resource.id;
  }

  /** The URL that alert events are sent to: `{base_url}/v2/alert_events/<source_type>/<alert_source_id>`. */
  public get alertEventsUrl(): string {
    return this.resource.alertEventsUrl;
  }

  /**
   * The token that authenticates events sent to the source, marked sensitive (the provider does
   * not mark it): a `TerraformOutput` of it needs `sensitive: true`.
   */
  public get secretToken(): string {
    return Fn.sensitive(this.resource.secretToken);
  }

  /** The address an email source receives alerts at (email sources only). */
  public get emailAddress(): string {
    this.only('emailAddress', 'email', 'AlertSource.email');
    return this.resource.emailAddress;
  }

  /** The URL a heartbeat source expects pings at (heartbeat sources only). */
  public get heartbeatPingUrl(): string {
    this.only('heartbeatPingUrl', 'heartbeat', 'AlertSource.heartbeat');
    return this.resource.heartbeatOptions.pingUrl;
  }

  /**
   * Sets an alert attribute on every alert of this source. The binding is checked against the
   * attribute's type when both are known (a list for a single-valued attribute, a literal that is
   * no number for a `Number` attribute, an expression of another type); an attribute is bound once.
   * @param attribute the alert attribute
   * @param binding a literal, a reference (e.g. `Binding.reference(EngineRef.payload('team'))`) or
   * an expression (`Binding.expression(team)`)
   * @param options how values merge when an alert fires again
   */
  public bind(attribute: IAlertAttribute, binding: Binding, options: AlertSourceBindOptions = {}): void {
    const p = new Problems();
    if (attribute === null || typeof attribute !== 'object' || !('alertAttributeId' in (attribute as object))) {
      p.add('bind(attribute)', 'expected an alert attribute.', {
        received: attribute, allowed: 'an AlertAttribute, or one looked up with AlertAttribute.fromName', fix: 'pass the alert attribute construct.',
      });
    }
    instanceOf(p, 'bind(binding)', binding ?? undefined, BINDING);
    if (binding === undefined || binding === null) {
      p.add('bind(binding)', 'is required.', { received: binding, allowed: "a Binding, e.g. Binding.literal('P1')", fix: 'give the value of the attribute.' });
    }
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      p.add('bind(options)', 'expected an object.', { received: options, allowed: '{ merge?: AttributeMergeStrategy }', fix: 'pass the options as an object, or leave them out.' });
    } else {
      OPTIONS.check(p, options, 'AlertSourceBindOptions', 'bind(options)');
      const merge = options.merge;
      const allowed: string[] = Object.values(AttributeMergeStrategy);
      if (merge !== undefined && merge !== null && !allowed.includes(merge)) {
        // enforcedBy: internal/provider/incident_alert_source_resource.go: ModifyPlan (the API validates the template, its merge
        // strategies included, at plan; the L1 value check only warns). The parameter is typed: a JavaScript caller's other value.
        p.add('bind(options).merge', 'is not a merge strategy of alert source bindings.', {
          received: merge,
          allowed: allowed.map((m) => `'${m}'`).join(', '),
          fix: typeof merge === 'string' && allowed.includes(merge.replace(/-/g, '_')) ? `use AttributeMergeStrategy.${merge.replace(/-/g, '_').toUpperCase()} ('${merge.replace(/-/g, '_')}': alert sources spell it with an underscore).` : 'use an AttributeMergeStrategy, e.g. AttributeMergeStrategy.FIRST_WINS.',
        });
      }
    }
    throwIfProblems(this, p);
    const again = this.bound.find((b) => b.attribute === attribute || sameValue(b.attribute.alertAttributeId, attribute.alertAttributeId));
    if (again) {
      p.add('bind(attribute)', `is bound already (${again.binding._describe()}): a source sets each alert attribute once.`, {
        received: attribute.node?.path ?? attribute.alertAttributeId,
        allowed: 'each alert attribute once',
        fix: 'bind it once; to combine values, bind an expression that combines them.',
      });
      throwIfProblems(this, p);
    }
    this.bound.push({ attribute, binding, merge: options.merge });
    const template = this.renderTemplate(p);
    if (p.length) {
      this.bound.pop();
      throwIfProblems(this, p);
    }
    setInput(this.resource, 'template', template);
  }

  private only(field: string, kind: Kind, factory: string): void {
    if (this.sourceType === (kind === 'email' ? AlertSourceType.EMAIL : AlertSourceType.HEARTBEAT)) return;
    const p = new Problems();
    p.add(field, `is an output of ${kind} sources only, and the type of this source is ${this.sourceType}.`, {
      received: this.sourceType, allowed: `a source made with ${factory}`, fix: `read ${field} of a source made with ${factory}.`,
    });
    throwIfProblems(this, p);
  }

  /** The template, with every binding; problems go to `p`. */
  private renderTemplate(p: Problems): IncidentAlertSourceConfig['template'] | undefined {
    const ctx = new EngineContext(this, p, 'source');
    const o = this.props;
    const before = p.length;
    let title: { literal?: string } = {};
    let description: { literal?: string } = {};
    if (this.kind !== 'heartbeat') {
      const t = o.title === undefined || o.title === null ? undefined : richTextOf(ctx, 'title', o.title);
      if (t !== undefined) title = { literal: t };
      const d = o.description === undefined || o.description === null ? undefined : richTextOf(ctx, 'description', o.description);
      if (d !== undefined) description = { literal: d };
    }
    const attributes: Array<{ alertAttributeId: string; binding: BindingShape & { mergeStrategy?: string } }> = [];
    for (const b of this.bound) {
      const shape = b.binding._render(ctx, 'bind(binding)');
      if (shape === undefined) continue;
      const a = b.attribute;
      // enforcedBy: internal/provider/incident_alert_source_resource.go: ModifyPlan (the API checks the template at plan)
      if (!checkAssignable(ctx, 'bind(binding)', b.binding, { type: a.attributeType, array: a.array }, 'a binding', `the alert attribute ${a.node?.path ?? ''}`.trim())) continue;
      attributes.push({ alertAttributeId: a.alertAttributeId, binding: { ...shape, ...(b.merge ? { mergeStrategy: b.merge } : {}) } });
    }
    const teams = visibleTo(p, o.visibleToTeamIds);
    if (p.length > before) return undefined;
    return {
      title,
      description,
      attributes,
      expressions: ctx.expressions() as never,
      ...(teams ? { isPrivate: true, visibleToTeams: { arrayValue: teams.map((literal) => ({ literal })) } } : {}),
    };
  }
}

const BINDING: ItemType<Binding> = {
  name: 'Binding', example: "Binding.literal('P1')", is: (x): x is Binding => x instanceof Binding,
};

function checkSourceType(p: Problems, t: unknown): void {
  if (typeof t === 'string' && SOURCE_TYPES.includes(t)) {
    const factory = WITH_FACTORY[t];
    if (factory) {
      // enforcedBy: internal/provider/incident_alert_source_resource.go: ValidateConfig (heartbeat_options, http_custom_options and jira_options must be set for their source types)
      p.add('sourceType', `is ${t}, whose options the provider requires: make it with ${factory}.`, {
        received: t, allowed: 'a source type without options of its own', fix: `use ${factory}(scope, id, { ... }).`,
      });
    }
    return;
  }
  const near = typeof t === 'string' ? SOURCE_TYPES.find((s) => s === t.toLowerCase().replace(/[\s-]+/g, '_')) : undefined;
  // enforcedBy: internal/provider/incident_alert_source_resource.go: ModifyPlan (the API's validate endpoint takes the source types of
  // AlertSourcesValidatePayloadV2SourceType at plan); the L1 value check only warns.
  p.add('sourceType', 'is not a source type of incident.io.', {
    received: t,
    allowed: `an AlertSourceType, e.g. AlertSourceType.DATADOG (${SOURCE_TYPES.length} kinds)`,
    fix: near ? `use AlertSourceType.${near.toUpperCase()} ('${near}').` : 'use an AlertSourceType, e.g. AlertSourceType.DATADOG.',
  });
}

/** A Duration as a whole number of `unit`s, or undefined (with a problem when it is not one). */
function wholeUnits(p: Problems, field: string, d: unknown, seconds: number, unit: string, example: string): number | undefined {
  const duration = durationOf(p, field, d, example);
  if (duration === undefined) return undefined;
  const n = duration.toSeconds() / seconds;
  if (!Number.isInteger(n)) {
    p.add(field, `is not a whole number of ${unit}.`, { received: duration.toString(), allowed: `a whole number of ${unit}, e.g. ${example}`, fix: `round it to whole ${unit}.` });
    return undefined;
  }
  return n;
}

function strings(p: Problems, field: string, v: unknown, what: string): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (Token.isUnresolved(v)) return v as string[];
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
    p.add(field, 'expected a list of strings.', { received: v, allowed: `a list of ${what}`, fix: 'pass the values as a list of strings.' });
    return undefined;
  }
  return v;
}

function visibleTo(p: Problems, v: unknown): string[] | undefined {
  if (v !== undefined && v !== null && Token.isUnresolved(v)) {
    // Each id becomes a value of its own (visible_to_teams.array_value[].literal): a token that
    // stands for the whole list cannot be split at synth (as for Binding.literals).
    p.add('visibleToTeamIds', 'is a token for the whole list: each team id is rendered as a value of its own, so the list must be written in code.', {
      received: v, allowed: 'a list of team ids written in code (each id may be a token)', fix: 'write the list in code, e.g. visibleToTeamIds: [payments.catalogEntryId].',
    });
    return undefined;
  }
  const list = strings(p, 'visibleToTeamIds', v, 'team catalog entry ids');
  if (list && Array.isArray(list) && list.length === 0) {
    // enforcedBy: internal/provider/incident_alert_source_resource.go: ValidateConfig (visible_to_teams must be set when is_private is true)
    p.add('visibleToTeamIds', 'is empty: private alerts are visible to the teams named here, and none is.', {
      received: v, allowed: 'at least one team id, or no visibleToTeamIds for alerts that are not private', fix: 'name the teams, or leave visibleToTeamIds out.',
    });
    return undefined;
  }
  return list;
}

/** The options block of a kind of source. */
type AnyProps = EmailAlertSourceProps & HttpCustomAlertSourceProps & JiraAlertSourceProps & HeartbeatAlertSourceProps;

function kindOptions(p: Problems, kind: Kind, o: AnyProps): Partial<IncidentAlertSourceConfig> {
  switch (kind) {
    case 'heartbeat': {
      const interval = wholeUnits(p, 'interval', o.interval, 1, 'seconds', 'Duration.minutes(5)');
      const grace = wholeUnits(p, 'gracePeriod', o.gracePeriod, 1, 'seconds', 'Duration.minutes(1)');
      const t = o.failureThreshold;
      if (t !== undefined && t !== null && !(typeof t === 'number' && Number.isSafeInteger(t) && t >= 1)) {
        p.add('failureThreshold', 'is not a whole number, 1 or more.', { received: t, allowed: 'a whole number of missed pings, 1 or more', fix: 'write failureThreshold: 2, or leave it out for 1.' });
      }
      return { heartbeatOptions: { intervalSeconds: interval!, failureThreshold: t ?? undefined, gracePeriodSeconds: grace } };
    }
    case 'email': {
      const redactions = strings(p, 'redactions', o.redactions, 'texts to redact');
      if (redactions === undefined && (o.transformExpression === undefined || o.transformExpression === null)) return {};
      return { emailOptions: { redactions: redactions ?? [], transformExpression: o.transformExpression } };
    }
    case 'httpCustom':
      p.required(o, ['transformExpression', 'deduplicationKeyPath'], {
        transformExpression: 'a JavaScript expression that returns the alert (title, description, ...)',
        deduplicationKeyPath: "the path of the deduplication key in the payload, e.g. '$.id'",
      });
      return { httpCustomOptions: { transformExpression: o.transformExpression, deduplicationKeyPath: o.deduplicationKeyPath } };
    case 'jira':
      return { jiraOptions: { projectIds: strings(p, 'projectIds', o.projectIds, 'Jira project ids') } };
    default:
      return {};
  }
}

