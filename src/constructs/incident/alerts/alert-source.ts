import type { IAlertAttribute } from './alert-attribute-ref';
import type { AlertSourceAttributes, IAlertSource } from './alert-source-ref';
import { AlertSourceType, AttributeMergeStrategy } from './alert-values';
import { checkSourceType, kindOptions, mergeOf, SourceKind, stringsOf } from './private/alert-source-options';
import { bindTemplate, BoundAttribute } from './private/alert-source-template';
import {
  booleanOf, Construct, describedAs, Duration, Fn, importedAttribute, instanceOf, ItemType, literalText, Problems, sameValue, setInput,
  throwIfProblems, validateAtSynth, warn, wholeDurationOf,
} from '../../../core/l2/index';
import { IncidentAlertSource, IncidentAlertSourceConfig } from '../../../generated/incident/alert-source/index';
import { Binding } from '../expressions/binding';
import { unknownEntries } from '../expressions/private/catalog-values';
import { EngineContext } from '../expressions/private/engine';
import type { RichText } from '../expressions/rich-text';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Properties of an alert source (`AlertSource.http`, `AlertSource.of`), and what the other
 * factories' props share.
 */
export interface AlertSourceProps {
  /**
   * The name of the source, as the dashboard shows it.
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as
   * a token, e.g. a variable's `stringValue`.
   */
  readonly name: string;
  /**
   * The title of each alert, e.g. `RichText.template('🚨 {{ payload.title | truncate: 100 }}')`.
   * Rendered as the document the field stores.
   * Literal text: its text reaches the provider as written (`${` and `%{` included); a reference in
   * it (a `RichTextNode.text` of a variable's `stringValue`) stays a reference.
   */
  readonly title: RichText;
  /**
   * The description of each alert.
   * Literal text: its text reaches the provider as written (`${` and `%{` included); a reference in
   * it (a `RichTextNode.text` of a variable's `stringValue`) stays a reference.
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
   * Text to redact from incoming emails. Literal text: each reaches the provider as written (`${`
   * and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly redactions?: string[];
  /**
   * A JavaScript expression that transforms the email into the payload.
   * Literal text: it reaches the provider as written (`${` and `%{` included).
   * @default - none
   */
  readonly transformExpression?: string;
}

/** Properties of an HTTP alert source with any JSON payload (`AlertSource.httpCustom`). */
export interface HttpCustomAlertSourceProps extends AlertSourceProps {
  /**
   * A JavaScript expression that transforms the request body into incident.io's alert format.
   * Literal text: it reaches the provider as written (`${` and `%{` included).
   */
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
  /**
   * The name of the source, as the dashboard shows it.
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as
   * a token, e.g. a variable's `stringValue`.
   */
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

const STRUCTS = {
  http: 'AlertSourceProps',
  of: 'AlertSourceProps',
  email: 'EmailAlertSourceProps',
  httpCustom: 'HttpCustomAlertSourceProps',
  jira: 'JiraAlertSourceProps',
  heartbeat: 'HeartbeatAlertSourceProps',
} as const;

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
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/resources/alert_source
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
    return new ImportedAlertSource(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IncidentAlertSource;
  /** The kind of source, as the provider spells it, e.g. `http`. */
  public readonly sourceType: string;
  private readonly kind: SourceKind;
  private readonly props: AlertSourceProps & HeartbeatAlertSourceProps;
  private readonly bound: BoundAttribute[] = [];
  /** The catalog entries the template's values name (of its latest render), judged at synth. */
  private entryUses: EngineContext['entries'] = [];

  private constructor(
    scope: Construct, id: string, kind: SourceKind, sourceType: AlertSourceType, props: AlertSourceProps | HeartbeatAlertSourceProps,
  ) {
    super(scope, id);
    const p = new Problems();
    if (kind === 'heartbeat' && props !== null && typeof props === 'object') {
      // A JavaScript caller can pass them anyway: say why, rather than 'unknown option'.
      const given: Record<string, unknown> = { ...props };
      const rest = { ...given };
      for (const k of ['title', 'description']) {
        if (given[k] === undefined) continue;
        delete rest[k];
        // enforcedBy: internal/provider/incident_alert_source_resource.go: ValidateConfig (template.title and template.description cannot be set for heartbeat alert sources)
        p.add(k, `is not taken by heartbeat sources: incident.io manages their ${k}.`, {
          id: 'incident:heartbeat-template',
          received: given[k],
          allowed: `no ${k}`,
          fix: `remove ${k} from the props of AlertSource.heartbeat.`,
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
    p.strings(o, { name: 'the name of the source' });
    const owningTeamIds = stringsOf(p, 'owningTeamIds', o.owningTeamIds, 'team catalog entry ids');
    const options = kindOptions(p, kind, o);
    const autoResolve = kind === 'heartbeat' ? undefined : wholeDurationOf(p, 'autoResolveAfter', o.autoResolveAfter, { unit: 'minutes', example: 'Duration.hours(4)' });
    const autoResolveIncidentAlerts = booleanOf(p, 'autoResolveIncidentAlerts', o.autoResolveIncidentAlerts, 'write autoResolveIncidentAlerts: false, or leave it out.');
    const template = this.renderTemplate(p);
    throwIfProblems(this, p);
    if (kind !== 'heartbeat' && autoResolveIncidentAlerts !== undefined && autoResolve === undefined) {
      // documentedIn: docs/resources/alert_source.md: auto_resolve_incident_alerts (has no effect without auto_resolve_timeout_minutes)
      warn(this, 'incident:auto-resolve-without-timeout', 'autoResolveIncidentAlerts: has no effect without autoResolveAfter: alerts of this source never resolve on a timer. '
        + 'Set autoResolveAfter (e.g. Duration.hours(4)), or leave autoResolveIncidentAlerts out.');
    }
    const config: IncidentAlertSourceConfig = {
      name: literalText(o.name),
      sourceType,
      owningTeamIds,
      autoResolveTimeoutMinutes: autoResolve,
      autoResolveIncidentAlerts: kind === 'heartbeat' ? undefined : autoResolveIncidentAlerts,
      template: template!,
      ...options,
    };
    this.resource = new IncidentAlertSource(this, 'Default', config);
    validateAtSynth(this, () => unknownEntries(this.entryUses), this.resource);
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
   * An attribute of catalog entries takes entries (`Binding.literal(teams.entryRef('payments'))`,
   * `Binding.literal(priority.entry('P1'))`): a string that is no entry id is an error.
   * @param attribute the alert attribute
   * @param binding a literal, a reference (e.g. `Binding.reference(EngineRef.payload('team'))`) or
   * an expression (`Binding.expression(team)`)
   * @param options how values merge when an alert fires again
   */
  public bind(attribute: IAlertAttribute, binding: Binding, options: AlertSourceBindOptions = {}): void {
    const p = new Problems();
    if (attribute === null || typeof attribute !== 'object' || !('alertAttributeId' in (attribute as object))) {
      p.add('bind(attribute)', 'expected an alert attribute.', {
        id: 'incident:bind-not-an-attribute',
        received: attribute,
        allowed: 'an AlertAttribute, or one looked up with AlertAttribute.fromName',
        fix: 'pass the alert attribute construct.',
      });
    }
    instanceOf(p, 'bind(binding)', binding ?? undefined, BINDING);
    if (binding === undefined || binding === null) {
      p.add('bind(binding)', 'is required.', { id: 'incident:bind-binding-required', received: binding, allowed: "a Binding, e.g. Binding.literal('high')", fix: 'give the value of the attribute.' });
    }
    const merge = mergeOf(p, options);
    throwIfProblems(this, p);
    const again = this.bound.find((b) => b.attribute === attribute || sameValue(b.attribute.alertAttributeId, attribute.alertAttributeId));
    if (again) {
      p.add('bind(attribute)', `is bound already (${again.binding._describe()}): a source sets each alert attribute once.`, {
        id: 'incident:attribute-bound-twice',
        received: attribute.node?.path ?? attribute.alertAttributeId,
        allowed: 'each alert attribute once',
        fix: 'bind it once; to combine values, bind an expression that combines them.',
      });
      throwIfProblems(this, p);
    }
    this.bound.push({ attribute, binding, merge });
    const template = this.renderTemplate(p);
    if (p.length) {
      this.bound.pop();
      throwIfProblems(this, p);
    }
    setInput(this.resource, 'template', template);
  }

  private only(field: string, kind: SourceKind, factory: string): void {
    if (this.sourceType === (kind === 'email' ? AlertSourceType.EMAIL : AlertSourceType.HEARTBEAT)) return;
    const p = new Problems();
    p.add(field, `is an output of ${kind} sources only, and the type of this source is ${this.sourceType}.`, {
      id: 'incident:alert-source-output-of-other-kind',
      received: this.sourceType,
      allowed: `a source made with ${factory}`,
      fix: `read ${field} of a source made with ${factory}.`,
    });
    throwIfProblems(this, p);
  }

  /** The template, with every binding; problems go to `p`. */
  private renderTemplate(p: Problems): IncidentAlertSourceConfig['template'] | undefined {
    const o = this.props;
    const input = { heartbeat: this.kind === 'heartbeat', title: o.title, description: o.description, visibleToTeamIds: o.visibleToTeamIds };
    const ctx = new EngineContext(this, p, 'source');
    const template = bindTemplate(ctx, input, this.bound);
    if (template !== undefined) this.entryUses = ctx.entries;
    return template;
  }
}

const BINDING: ItemType<Binding> = {
  name: 'Binding', example: "Binding.literal('high')", is: (x): x is Binding => x instanceof Binding,
};

/**
 * An existing alert source known by its id (nothing is read from incident.io), made by
 * `AlertSource.fromAlertSourceAttributes`.
 */
class ImportedAlertSource extends Construct implements IAlertSource {
  private readonly attrs: AlertSourceAttributes;

  constructor(scope: Construct, id: string, attrs: AlertSourceAttributes) {
    super(scope, id);
    this.attrs = OPTIONS.props(this, attrs, 'AlertSourceAttributes');
  }

  /** The id of the alert source. */
  public get alertSourceId(): string {
    return importedAttribute(this, 'AlertSource.fromAlertSourceAttributes', 'alertSourceId', this.attrs.alertSourceId);
  }
}
describedAs(ImportedAlertSource, 'IAlertSource');
