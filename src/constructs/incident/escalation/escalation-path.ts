import { Construct } from 'constructs';
import type { EscalationPathLookup } from './escalation-path-lookup';
import {
  EscalationBranch, EscalationBranchOptions, EscalationDelayOptions, EscalationLevelOptions, EscalationNode, EscalationRepeatOptions,
  EscalationSequence,
} from './escalation-path-nodes';
import type { EscalationPathAttributes, IEscalationPath } from './escalation-path-ref';
import { BoundWorkingHours, EscalationPathHost } from './private/escalation';
import { WorkingHours } from './working-hours';
import { Duration, durationOf, Problems, throwIfProblems, trySetInput, validateAtSynth, warn } from '../../../core/l2/index';
import { IncidentEscalationPath } from '../../../generated/incident/escalation-path/index';
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
  /** The name of the escalation path, e.g. `Payments on-call`. */
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
 */
export class EscalationPath extends Construct implements IEscalationPath {
  /**
   * Looks up an existing escalation path by name (data source `incident_escalation_path`).
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the escalation path
   */
  public static fromName(scope: Construct, id: string, name: string): EscalationPathLookup {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports
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
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ImportedEscalationPath } = require('./imported-escalation-path') as typeof import('./imported-escalation-path');
    return new ImportedEscalationPath(scope, id, attrs);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: IncidentEscalationPath;
  /** The name of the escalation path. */
  public readonly escalationPathName: string;
  private readonly root: EscalationSequence;
  private readonly hours = new Map<string, BoundWorkingHours>();
  private readonly hoursOf = new WeakMap<WorkingHours, BoundWorkingHours>();
  private readonly ids = new Map<string, EscalationNode>();

  constructor(scope: Construct, id: string, props: EscalationPathProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'EscalationPathProps');
    const p = new Problems();
    p.required(props, ['name'], { name: "the name of the escalation path, e.g. 'Payments on-call'" });
    if (props.name !== undefined && props.name !== null && typeof props.name !== 'string') {
      p.add('name', 'expected a string.', { received: props.name, allowed: "a name, e.g. 'Payments on-call'", fix: 'write the name as a string.' });
    }
    const host = this.host();
    const pending = new Map<string, BoundWorkingHours>();
    if (props.workingHours !== undefined && props.workingHours !== null) {
      if (!Array.isArray(props.workingHours)) {
        p.add('workingHours', 'expected a list of WorkingHours.', { received: props.workingHours, allowed: 'a list of WorkingHours', fix: 'wrap the calendars in [ ].' });
      } else {
        props.workingHours.forEach((h, i) => host.bindHours(h, p, `workingHours[${i}]`, pending));
      }
    }
    const restart = restartOf(p, props.restart);
    throwIfProblems(this, p);
    host.commitHours(pending);
    this.escalationPathName = props.name;
    this.root = EscalationSequence._root(host);
    this.resource = new IncidentEscalationPath(this, 'Default', {
      name: props.name,
      path: [],
      teamIds: props.teamIds,
      repeatConfig: restart,
    });
    this.render();
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
    const pending = new Map<string, BoundWorkingHours>();
    const host = this.host();
    host.bindHours(hours, p, 'addWorkingHours(hours)', pending);
    throwIfProblems(this, p);
    host.commitHours(pending);
    this.render();
  }

  private host(): EscalationPathHost<EscalationNode, WorkingHours> {
    return {
      scope: this,
      bindHours: (hours, p, field, pending) => this.bindHours(hours, p, field, pending),
      commitHours: (pending) => {
        for (const [id, b] of pending) {
          if (!this.hours.has(id)) this.hours.set(id, b);
        }
      },
      nodeById: (id) => this.ids.get(id),
      nodeAdded: (node) => {
        this.ids.set(node.nodeId, node);
        this.render();
      },
    };
  }

  private bindHours(hours: WorkingHours, p: Problems, field: string, pending: Map<string, BoundWorkingHours>): BoundWorkingHours | undefined {
    if (!(hours instanceof WorkingHours)) {
      p.add(field, 'expected a WorkingHours.', {
        received: hours,
        allowed: "a WorkingHours, e.g. WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:00' })",
        fix: 'make the calendar with WorkingHours.of or WorkingHours.weekdays.',
      });
      return undefined;
    }
    const known = this.hoursOf.get(hours);
    if (known) {
      if (!this.hours.has(known.id) && !pending.has(known.id)) pending.set(known.id, known);
      return known;
    }
    const bound = hours._bind(this, p, field);
    if (!bound) return undefined;
    const same = this.hours.get(bound.id) ?? pending.get(bound.id);
    if (same && JSON.stringify(same.rendered) !== JSON.stringify(bound.rendered)) {
      p.addRendered(field, `is a calendar with the id '${bound.id}', which the path has already with other settings.`, describeCalendar(bound), {
        allowed: `the calendar the path has under '${bound.id}' (${describeCalendar(same)}), or a calendar with another id`,
        fix: `use the same WorkingHours object everywhere in the path, or give this one another id (id: '${bound.id}-2').`,
      });
      return undefined;
    }
    this.hoursOf.set(hours, bound);
    if (!same) pending.set(bound.id, bound);
    return bound;
  }

  /** Renders the nodes and the calendars into the L1; what the L1 rejects is reported at synth. */
  private render(): void {
    trySetInput(this.resource, 'path', this.root._render());
    const hours = [...this.hours.values()].map((b) => b.rendered);
    trySetInput(this.resource, 'workingHours', hours.length ? hours : undefined);
  }
}

type RepeatConfig = { repeatAfterSeconds: number; delayRepeatOnActivity: boolean };

function restartOf(p: Problems, r: EscalationPathRestartOptions | undefined): RepeatConfig | undefined {
  if (r === undefined || r === null) return undefined;
  if (!isPlainObject(r)) {
    p.add('restart', 'expected an object.', { received: r, allowed: 'an object, e.g. { after: Duration.minutes(30) }', fix: 'write restart: { after: Duration.minutes(30) }.' });
    return undefined;
  }
  if (r.after === undefined || r.after === null) {
    p.add('restart.after', 'is required.', { received: r.after, allowed: 'a Duration, e.g. Duration.minutes(30)', fix: 'set after.' });
    return undefined;
  }
  const after = durationOf(p, 'restart.after', r.after, 'Duration.minutes(30)');
  if (r.delayOnActivity !== undefined && r.delayOnActivity !== null && typeof r.delayOnActivity !== 'boolean') {
    p.add('restart.delayOnActivity', 'expected a boolean.', { received: r.delayOnActivity, allowed: 'true or false', fix: 'write delayOnActivity: true.' });
  }
  if (!after) return undefined;
  const seconds = after.toSeconds();
  if (!Number.isInteger(seconds)) {
    p.addRendered('restart.after', 'is not a whole number of seconds.', after.toString(), { allowed: 'whole seconds', fix: `use whole seconds, e.g. Duration.seconds(${Math.max(1, Math.round(seconds))}).` });
    return undefined;
  }
  return { repeatAfterSeconds: seconds, delayRepeatOnActivity: r.delayOnActivity ?? false };
}

/** A plain object (or one without a prototype), not a class instance, a list or a primitive. */
function isPlainObject(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function describeCalendar(b: BoundWorkingHours): string {
  const r = b.rendered;
  const intervals = Array.isArray(r.weekdayIntervals) ? r.weekdayIntervals.map((i) => `${i.weekday} ${i.startTime}-${i.endTime}`).join(', ') : 'intervals';
  return `${r.name}, ${r.timezone}: ${intervals}`;
}
