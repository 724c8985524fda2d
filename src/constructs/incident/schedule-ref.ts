/**
 * The contract of an incident.io on-call schedule (`ISchedule`): what escalation path levels
 * notify. Schedules are looked up (`Schedule.fromName`, `Schedule.fromId`).
 */
import { IConstruct } from 'constructs';

/**
 * An incident.io on-call schedule, looked up.
 */
export interface ISchedule extends IConstruct {
  /** The id of the schedule. */
  readonly scheduleId: string;
}
