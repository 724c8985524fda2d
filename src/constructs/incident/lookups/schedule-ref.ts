/**
 * The contract of an incident.io on-call schedule (`ISchedule`): what escalation path levels
 * notify. Schedules are looked up (`Schedule.fromName`, `Schedule.fromId`).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An incident.io on-call schedule, looked up.
 */
export interface ISchedule extends IConstruct {
  /** The id of the schedule. */
  readonly scheduleId: string;
}

/**
 * Attributes of an existing schedule, for `Schedule.fromScheduleAttributes`.
 */
export interface ScheduleAttributes {
  /** The id of the schedule. */
  readonly scheduleId: string;
}

/**
 * Options of a schedule lookup (`Schedule.fromName`, `Schedule.fromId`): the name or the id.
 */
export interface ScheduleLookupOptions {
  /**
   * The name of the schedule (case sensitive). Literal text: it reaches the provider as written
   * (`${` and `%{` included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - look it up by id
   */
  readonly name?: string;
  /**
   * The id of the schedule.
   * @default - look it up by name
   */
  readonly scheduleId?: string;
}
