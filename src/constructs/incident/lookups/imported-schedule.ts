import { Construct } from 'constructs';
import { requiredId } from './private/lookups';
import type { ISchedule, ScheduleAttributes } from './schedule-ref';
import { Problems, throwIfProblems } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An existing schedule known by its id (nothing is read from incident.io), made by
 * `Schedule.fromScheduleAttributes`.
 */
export class ImportedSchedule extends Construct implements ISchedule {
  /** The id of the schedule. */
  public readonly scheduleId: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the schedule
   */
  constructor(scope: Construct, id: string, attrs: ScheduleAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'ScheduleAttributes');
    const p = new Problems();
    requiredId(p, 'scheduleId', attrs.scheduleId, 'the id of the schedule');
    throwIfProblems(this, p);
    this.scheduleId = attrs.scheduleId;
  }
}
