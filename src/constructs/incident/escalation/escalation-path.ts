import type { EscalationBranchOptions, EscalationDelayOptions, EscalationLevelOptions } from './escalation-node-options';
import type { EscalationPathLookup } from './escalation-path-lookup';
import { EscalationBranch, EscalationNode, EscalationRepeatOptions, EscalationSequence } from './escalation-path-nodes';
import type { EscalationPathAttributes, IEscalationPath } from './escalation-path-ref';
import { BoundWorkingHours, CalendarBindContext, CalendarsToAdd, OwningPath } from './private/escalation';
import { WorkingHours } from './working-hours';
import { booleanOf, Construct, describedAs, Duration, idOf, listOf, literalText, objectOf, Problems, throwIfProblems, trySetInput, validateAtSynth, warn, wholeDurationOf } from '../../../core/l2/index';
import { IncidentEscalationPath } from '../../../generated/incident/escalation-path/index';
import { stringListOf } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Options of `restart`: start the path again from the beginning while the alert stays unresolved.
 */
export interface EscalationPathRestartOptions {
  /** How long to wait, once the end of the path is reached, before starting again (whole seconds). */
  readonly after: Duration;
  /**
   * Whether activity on the incident pushes the restart back.
   * @default false
   */
  readonly delayOnActivity?: boolean;
}

/**
 * Properties of an escalation path.
 */
export interface EscalationPathProps {
  /**
   * The name of the escalation path, e.g. `Payments on-call`. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  readonly name: string;
  /**
   * Working-hours calendars of the path. The calendars its nodes use are added anyway; list
   * others here to have them in the dashboard.
   * @default - the calendars the nodes use
   */
  readonly workingHours?: WorkingHours[];
  /**
   * Ids of the teams (catalog entries) that own the path. incident.io keeps the path in sync with
   * the teams in the catalog. Where teams have an escalation-paths attribute, the API wants this
   * set, to an empty list at least (the provider's acceptance test TestAccIncidentEscalationPathTeamIDs
   * expects "must set an empty slice or a list of Team" when it is left out).
   * @default - not set
   */
  readonly teamIds?: string[];
  /**
   * Start the path again from the beginning, after a wait, while the alert stays unresolved
   * (`repeat_config`).
   * @default - the path ends at its last node
   */
  readonly restart?: EscalationPathRestartOptions;
}

/**
 * An escalation path of incident.io (`incident_escalation_path`), built node by node: levels that
 * page schedules and users, delays, branches on working hours and priority, and repeats.
 *
 * ```ts
 * const uk = WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:30' });
 * const path = new EscalationPath(this, 'Payments', { name: 'Payments on-call' });
 * const hours = path.addBranch('InHours', { conditions: [EscalationCondition.inWorkingHours(uk)] });
 * const primary = hours.thenPath.addLevel('Primary', { notify: [EscalationTarget.schedule(rota)], ackTimeout: Duration.minutes(5) });
 * hours.thenPath.addRepeat('Again', { from: primary, times: 2 });
 * hours.elsePath.addLevel('OutOfHours', { notify: [EscalationTarget.user(lead)], urgency: Urgency.LOW, ackUntil: uk.whenActive() });
 * ```
 *
 * - The path compiles to the provider's nested tree: a branch renders an `if_else` node whose
 *   `then_path` and `else_path` hold the nodes of `thenPath` and `elsePath`.
 * - Branches nest at most 5 deep: the provider's schema stops there and its ValidateConfig
 *   refuses more ("if_else nodes can be nested at most 5 levels deep"); `addBranch` refuses a
 *   sixth level with the node's path.
 * - Node ids are made from each node's place in the tree, like a construct path: the node
 *   `Primary` in the then path of `InHours` has the id `InHours-then-Primary`. They are stable
 *   (adding a node changes no other id) and unique in the path. A repeat names the node object it
 *   repeats from; a node of another path is refused.
 * - Working hours: the calendars the conditions, levels and delays use are rendered into
 *   `working_hours`, so no node names a calendar the path lacks.
 * - Who is paged is typed: `EscalationTarget.schedule(schedule)`, `.rota(schedule, rotaId)`,
 *   `.user(user)`, with schedules and users looked up (`Schedule.fromName`, `User.fromEmail`).
 *   A level that names nobody warns (`incident:escalation-level-pages-nobody`).
 * - Alert routes escalate to it by `escalationPathId` (the `IEscalationPath` contract).
 *
 * @resource incident_escalation_path
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/resources/escalation_path
 */
export class EscalationPath extends Construct implements IEscalationPath {
  /**
   * Looks up an existing escalation path by name (data source `incident_escalation_path`).
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the escalation path. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  public static fromName(scope: Construct, id: string, name: string): EscalationPathLookup {
    const { EscalationPathLookup: Lookup } = require('./escalation-path-lookup') as typeof import('./escalation-path-lookup');
    return new Lookup(scope, id, { name });
  }

  /**
   * Looks up an existing escalation path by id (data source `incident_escalation_path`): the plan
   * fails when no path has it.
   * @param scope the scope
   * @param id a scoped id
   * @param escalationPathId the id of the escalation path
   */
  public static fromId(scope: Construct, id: string, escalationPathId: string): EscalationPathLookup {
    const { EscalationPathLookup: Lookup } = require('./escalation-path-lookup') as typeof import('./escalation-path-lookup');
    return new Lookup(scope, id, { escalationPathId });
  }

  /**
   * Refers to an existing escalation path by its id, without reading incident.io.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the escalation path
   */
  public static fromEscalationPathAttributes(scope: Construct, id: string, attrs: EscalationPathAttributes): IEscalationPath {
    return new ImportedEscalationPath(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IncidentEscalationPath;
  /** The name of the escalation path. */
  public readonly escalationPathName: string;
  private readonly root: EscalationSequence;
  /** The calendars of the path, by id. */
  private readonly hours = new Map<string, BoundWorkingHours>();
  private readonly hoursOf = new WeakMap<WorkingHours, BoundWorkingHours>();
  private readonly nodesById = new Map<string, EscalationNode>();

  constructor(scope: Construct, id: string, props: EscalationPathProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'EscalationPathProps');
    const p = new Problems();
    p.required(props, ['name'], { name: "the name of the escalation path, e.g. 'Payments on-call'" });
    if (props.name !== undefined && props.name !== null && typeof props.name !== 'string') {
      p.add('name', 'expected a string.', { id: 'incident:escalation-path-name', received: props.name, allowed: "a name, e.g. 'Payments on-call'", fix: 'write the name as a string.' });
    }
    const owner = this.owner();
    const toAdd: CalendarsToAdd = new Map();
    const calendars = listOf(p, 'workingHours', props.workingHours, { of: 'WorkingHours', allowed: 'a list of WorkingHours', fix: 'wrap the calendars in [ ].', knownFix: 'write the calendars in code.' });
    calendars?.forEach((h, i) => owner.bindHours(h, p, `workingHours[${i}]`, toAdd));
    const restart = restartOf(p, props.restart);
    stringListOf(p, 'teamIds', props.teamIds, 'the ids of the teams (entries of the Team catalog type) that own the path');
    // Leave nothing half-built in the tree: the caller may catch the error and try again.
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    owner.commitHours(toAdd);
    this.escalationPathName = props.name;
    this.root = EscalationSequence._root(owner);
    this.resource = new IncidentEscalationPath(this, 'Default', {
      name: literalText(props.name),
      path: [],
      teamIds: props.teamIds,
      repeatConfig: restart,
    });
    this.setInputs();
    validateAtSynth(this, () => {
      if (this.root.nodes.length === 0) {
        warn(this, 'incident:escalation-path-empty', 'has no nodes, so it pages nobody. Add a level: path.addLevel(\'Primary\', { notify: [EscalationTarget.schedule(primary)], '
          + 'ackTimeout: Duration.minutes(5) }).');
      }
      return [];
    }, this.resource);
  }

  /** The id of the escalation path (a token until apply): what an alert route escalates to. */
  public get escalationPathId(): string {
    return this.resource.id;
  }

  /** The nodes of the path itself, in order (a copy; a branch holds more). */
  public get nodes(): EscalationNode[] {
    return this.root.nodes;
  }

  /**
   * Adds a level: targets paged together, and how long they have to acknowledge.
   * @param id the node's name in the path (its id is made from it)
   * @param options the targets, the acknowledgement timeout and mode
   */
  public addLevel(id: string, options: EscalationLevelOptions): EscalationNode {
    return this.root.addLevel(id, options);
  }

  /**
   * Adds a delay: the path waits a time, or until working hours become active or inactive.
   * @param id the node's name in the path
   * @param options the duration, or the working hours to wait for
   */
  public addDelay(id: string, options: EscalationDelayOptions): EscalationNode {
    return this.root.addDelay(id, options);
  }

  /**
   * Adds a branch: its conditions choose its then path or its else path (`thenPath`,
   * `elsePath`), which take nodes like the path. Branches nest at most 5 deep.
   * @param id the node's name in the path
   * @param options the conditions
   */
  public addBranch(id: string, options: EscalationBranchOptions): EscalationBranch {
    return this.root.addBranch(id, options);
  }

  /**
   * Adds a repeat: the path goes back to an earlier node and follows it again.
   * @param id the node's name in the path
   * @param options the node to repeat from and how many times
   */
  public addRepeat(id: string, options: EscalationRepeatOptions): EscalationNode {
    return this.root.addRepeat(id, options);
  }

  /**
   * Adds a working-hours calendar to the path (the calendars its nodes use are added anyway).
   * @param hours the calendar
   */
  public addWorkingHours(hours: WorkingHours): void {
    const p = new Problems();
    const toAdd: CalendarsToAdd = new Map();
    const owner = this.owner();
    owner.bindHours(hours, p, 'addWorkingHours(hours)', toAdd);
    throwIfProblems(this, p);
    owner.commitHours(toAdd);
    this.setInputs();
  }

  /** The path as its nodes see it. */
  private owner(): OwningPath<EscalationNode> {
    return {
      scope: this,
      bindHours: (hours, p, field, toAdd) => this.bindHours(hours, p, field, toAdd),
      commitHours: (toAdd) => {
        for (const [id, b] of toAdd) {
          if (!this.hours.has(id)) this.hours.set(id, b);
        }
      },
      nodeById: (id) => this.nodesById.get(id),
      nodeAdded: (node) => {
        this.nodesById.set(node.nodeId, node);
        this.setInputs();
      },
    };
  }

  private bindHours(hours: unknown, p: Problems, field: string, toAdd: CalendarsToAdd): BoundWorkingHours | undefined {
    if (!(hours instanceof WorkingHours)) {
      p.add(field, 'expected a WorkingHours.', {
        id: 'incident:escalation-working-hours',
        received: hours,
        allowed: "a WorkingHours, e.g. WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00' })",
        fix: 'make the calendar with WorkingHours.of or WorkingHours.weekdays.',
      });
      return undefined;
    }
    const known = this.hoursOf.get(hours);
    if (known) {
      if (!this.hours.has(known.id) && !toAdd.has(known.id)) toAdd.set(known.id, known);
      return known;
    }
    // The calendar's place in working_hours, if it is new (for the overrides messages give).
    const bound = hours._bind(new CalendarBindContext(this, p, this.hours.size + toAdd.size), field);
    if (!bound) return undefined;
    const same = this.hours.get(bound.id) ?? toAdd.get(bound.id);
    if (same && JSON.stringify(same.rendered) !== JSON.stringify(bound.rendered)) {
      p.addRendered(field, `is a calendar with the id '${bound.id}', which the path has already with other settings.`, describeCalendar(bound), {
        id: 'incident:escalation-calendar-id',
        allowed: `the calendar the path has under '${bound.id}' (${describeCalendar(same)}), or a calendar with another id`,
        fix: `use the same WorkingHours object everywhere in the path, or give this one another id (id: '${bound.id}-2').`,
      });
      return undefined;
    }
    this.hoursOf.set(hours, bound);
    if (!same) toAdd.set(bound.id, bound);
    return bound;
  }

  /** Renders the nodes and the calendars into the L1; what the L1 rejects is reported at synth. */
  private setInputs(): void {
    trySetInput(this.resource, 'path', this.root._toPath());
    const hours = [...this.hours.values()].map((b) => b.rendered);
    trySetInput(this.resource, 'workingHours', hours.length ? hours : undefined);
  }
}

type RepeatConfig = { repeatAfterSeconds: number; delayRepeatOnActivity: boolean };

function restartOf(p: Problems, given: EscalationPathRestartOptions | undefined): RepeatConfig | undefined {
  const r = objectOf(p, 'restart', given, { allowed: 'an object, e.g. { after: Duration.minutes(30) }', fix: 'write restart: { after: Duration.minutes(30) }.' });
  if (!r) return undefined;
  p.under('restart').required(r, ['after'], { after: 'a Duration, e.g. Duration.minutes(30)' });
  const seconds = wholeDurationOf(p, 'restart.after', r.after, { unit: 'seconds', example: 'Duration.minutes(30)' });
  const delayOnActivity = booleanOf(p, 'restart.delayOnActivity', r.delayOnActivity);
  return seconds === undefined ? undefined : { repeatAfterSeconds: seconds, delayRepeatOnActivity: delayOnActivity ?? false };
}

function describeCalendar(b: BoundWorkingHours): string {
  const r = b.rendered;
  const intervals = Array.isArray(r.weekdayIntervals) ? r.weekdayIntervals.map((i) => `${i.weekday} ${i.startTime}-${i.endTime}`).join(', ') : 'intervals';
  return `${b.name}, ${r.timezone}: ${intervals}`;
}

/**
 * An existing escalation path known by its id, made by `EscalationPath.fromEscalationPathAttributes`
 * (nothing is read from incident.io). It serves paths defined elsewhere, such as an
 * `IncidentEscalationPath` L1 (`{ escalationPathId: l1.id }`).
 */
class ImportedEscalationPath extends Construct implements IEscalationPath {
  /** The id of the escalation path. */
  public readonly escalationPathId: string;

  constructor(scope: Construct, id: string, attrs: EscalationPathAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'EscalationPathAttributes');
    const p = new Problems();
    idOf(p, 'escalationPathId', attrs.escalationPathId, 'the id of the escalation path');
    throwIfProblems(this, p);
    this.escalationPathId = attrs.escalationPathId;
  }
}
describedAs(ImportedEscalationPath, 'IEscalationPath');
