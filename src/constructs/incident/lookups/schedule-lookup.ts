import type { ISchedule, ScheduleAttributes, ScheduleLookupOptions } from './schedule-ref';
import { Construct, describedAs, idOf, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIncidentSchedule } from '../../../generated/incident/data-schedule/index';
import { refuseNonStrings } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * incident.io on-call schedules, for escalation paths: `Schedule.fromName`, `Schedule.fromId`
 * (read through the `incident_schedule` data source) and `Schedule.fromScheduleAttributes`
 * (an id, nothing read).
 *
 * ```ts
 * const primary = Schedule.fromName(this, 'Primary', 'Payments primary');
 * path.addLevel('Primary', { notify: [EscalationTarget.schedule(primary)], ackTimeout: Duration.minutes(5) });
 * ```
 */
export abstract class Schedule {
  /**
   * Looks up a schedule by name (case sensitive). An empty name is an error (the data source's
   * rule, `rule:data.incident_schedule/id-or-name`, would fail synth in Terraform's words).
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the schedule. Literal text: it reaches the provider as written (`${` and
   * `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  public static fromName(scope: Construct, id: string, name: string): ScheduleLookup {
    return new ScheduleLookup(scope, id, { name });
  }

  /**
   * Looks up a schedule by id: the plan fails when no schedule has it.
   * @param scope the scope
   * @param id a scoped id
   * @param scheduleId the id of the schedule
   */
  public static fromId(scope: Construct, id: string, scheduleId: string): ScheduleLookup {
    return new ScheduleLookup(scope, id, { scheduleId });
  }

  /**
   * Refers to a schedule by its id, without reading incident.io: for schedules defined here by an
   * `IncidentSchedule` L1 (`{ scheduleId: schedule.id }`).
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the schedule
   */
  public static fromScheduleAttributes(scope: Construct, id: string, attrs: ScheduleAttributes): ISchedule {
    return new ImportedSchedule(scope, id, attrs);
  }
}

/**
 * An existing on-call schedule, read through the `incident_schedule` data source by name (case
 * sensitive) or id. Neither, or an empty one, is an error in the options' words (the data
 * source's rule, `rule:data.incident_schedule/id-or-name`, says it at synth in Terraform's).
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/schedule
 */
export class ScheduleLookup extends Construct implements ISchedule {
  /** The underlying data source. */
  public readonly dataSource: DataIncidentSchedule;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param options the name or the id of the schedule
   */
  constructor(scope: Construct, id: string, options: ScheduleLookupOptions) {
    super(scope, id);
    OPTIONS.props(this, options, 'ScheduleLookupOptions');
    refuseNonStrings(scope, this, options, { name: 'the name of the schedule', scheduleId: 'the id of the schedule' }, [], ['name', 'scheduleId']);
    this.dataSource = new DataIncidentSchedule(this, 'Lookup', { name: literalText(options.name), id: options.scheduleId });
  }

  /** The id of the schedule. */
  public get scheduleId(): string {
    return this.dataSource.id;
  }

  /** The name of the schedule. */
  public get scheduleName(): string {
    return this.dataSource.name;
  }

  /** The time zone of the schedule, e.g. `Europe/London`. */
  public get timezone(): string {
    return this.dataSource.timezone;
  }

  /** Ids of the teams that own the schedule. */
  public get teamIds(): string[] {
    return this.dataSource.teamIds;
  }
}

/**
 * An existing schedule known by its id (nothing is read from incident.io), made by
 * `Schedule.fromScheduleAttributes`.
 */
class ImportedSchedule extends Construct implements ISchedule {
  /** The id of the schedule. */
  public readonly scheduleId: string;

  constructor(scope: Construct, id: string, attrs: ScheduleAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'ScheduleAttributes');
    const p = new Problems();
    idOf(p, 'scheduleId', attrs.scheduleId, 'the id of the schedule');
    throwIfProblems(this, p);
    this.scheduleId = attrs.scheduleId;
  }
}
describedAs(ImportedSchedule, 'ISchedule');
