/**
 * Who a level of an escalation path pages: schedules (whole, or one rota of them) and users,
 * typed by their contracts (`ISchedule`, `IUser`), never by a bare id.
 */
import type { LevelBindContext } from './private/escalation';
import { bindOptions, Contract, contractIdOf, idOf, isLiteralText } from '../../../core/l2/index';
import type { IncidentEscalationPathPathLevelTargets } from '../../../generated/incident/escalation-path/index';
import type { ISchedule } from '../lookups/schedule-ref';
import type { IUser } from '../lookups/user-ref';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Which users of a schedule a level pages (`schedule_mode`). For one rota of the schedule, use
 * `EscalationTarget.rota`, which renders the `*_for_rota` form of the mode.
 */
export class ScheduleMode {
  /** Whoever is on call now (the provider's default). */
  public static readonly CURRENTLY_ON_CALL = 'currently_on_call';
  /** Every user of the schedule. */
  public static readonly ALL_USERS = 'all_users';
  /** Whoever is on call next. */
  public static readonly NEXT_ON_CALL = 'next_on_call';

  private constructor() {}
}

/**
 * Options of a schedule target.
 */
export interface ScheduleTargetOptions {
  /**
   * Which users of the schedule (or of the rota) to page: `ScheduleMode.CURRENTLY_ON_CALL`,
   * `ALL_USERS` or `NEXT_ON_CALL`.
   * @default ScheduleMode.CURRENTLY_ON_CALL
   */
  readonly mode?: string;
}

/**
 * Who a level of an escalation path pages: `EscalationTarget.schedule(primary)`,
 * `EscalationTarget.rota(primary, rotaId)` or `EscalationTarget.user(jane)`. Schedules and users
 * are looked up (`Schedule.fromName`, `User.fromEmail`, ...). A target holds no construct: use it
 * on as many levels as needed; the level's urgency applies to each of its targets.
 */
export abstract class EscalationTarget {
  /**
   * Pages a schedule: whoever is on call now, unless `mode` says otherwise.
   * @param schedule the schedule, e.g. `Schedule.fromName(this, 'Primary', 'Primary on-call')`
   * @param options which users of the schedule
   */
  public static schedule(schedule: ISchedule, options: ScheduleTargetOptions = {}): EscalationTarget {
    return new ScheduleTarget('EscalationTarget.schedule', schedule, undefined, options);
  }

  /**
   * Pages one rota of a schedule (`schedule_mode` `*_for_rota` with `selected_rota_id`).
   * @param schedule the schedule
   * @param rotaId the id of the rota in the schedule
   * @param options which users of the rota
   */
  public static rota(schedule: ISchedule, rotaId: string, options: ScheduleTargetOptions = {}): EscalationTarget {
    return new ScheduleTarget('EscalationTarget.rota', schedule, rotaId, options);
  }

  /**
   * Pages a user.
   * @param user the user, e.g. `User.fromEmail(this, 'Jane', 'jane@example.com')`
   */
  public static user(user: IUser): EscalationTarget {
    return new UserTarget(user);
  }

  /** The kind of target: `schedule` or `user`. */
  public abstract readonly kind: string;

  /**
   * @internal Checks the target (problems under `field`) and returns what the level renders for
   * it with the level's urgency (undefined when it is unusable).
   */
  public abstract _bind(ctx: LevelBindContext, field: string): IncidentEscalationPathPathLevelTargets | undefined;

  /** @internal The id the target pages, when known at synth ('' when it is empty). */
  public abstract _targetId(): unknown;
}

class ScheduleTarget extends EscalationTarget {
  public readonly kind = 'schedule';

  constructor(
    private readonly factory: string,
    private readonly schedule: ISchedule,
    private readonly rotaId: string | undefined,
    private readonly options: unknown,
  ) {
    super();
  }

  public _bind(ctx: LevelBindContext, field: string): IncidentEscalationPathPathLevelTargets | undefined {
    const p = ctx.problems;
    const before = p.length;
    // An empty id is warned by the path (incident:escalation-target-names-nobody).
    const id = contractIdOf(p, field, this.schedule, SCHEDULE, { allowEmpty: true });
    if (this.factory === 'EscalationTarget.rota') idOf(p, `${field}.rotaId`, this.rotaId, 'the id of a rota of the schedule');
    const o = bindOptions(ctx, OPTIONS, this.options as ScheduleTargetOptions | undefined, 'ScheduleTargetOptions', field, this.factory);
    // Which modes there are is the L1's value check; a JavaScript caller's number is refused here.
    if (o.mode !== undefined && o.mode !== null && typeof o.mode !== 'string') {
      p.add(`${field}.mode`, 'expected a string.', {
        id: 'incident:escalation-target-mode', received: o.mode, allowed: 'ScheduleMode.CURRENTLY_ON_CALL, ALL_USERS or NEXT_ON_CALL', fix: 'write mode: ScheduleMode.CURRENTLY_ON_CALL.',
      });
    }
    if (p.length > before) return undefined;
    const mode = o.mode ?? ScheduleMode.CURRENTLY_ON_CALL;
    const rota = this.rotaId !== undefined;
    return {
      type: 'schedule',
      id: id!,
      urgency: ctx.urgency,
      // A rota target renders the *_for_rota form of its mode (a JavaScript caller may have written it already).
      scheduleMode: rota && isLiteralText(mode) && !mode.endsWith('_for_rota') ? `${mode}_for_rota` : mode,
      selectedRotaId: this.rotaId,
    };
  }

  public _targetId(): unknown {
    return (this.schedule as { scheduleId?: unknown } | undefined)?.scheduleId;
  }
}

class UserTarget extends EscalationTarget {
  public readonly kind = 'user';

  constructor(private readonly user: IUser) {
    super();
  }

  public _bind(ctx: LevelBindContext, field: string): IncidentEscalationPathPathLevelTargets | undefined {
    // An empty id is warned by the path (incident:escalation-target-names-nobody).
    const id = contractIdOf(ctx.problems, field, this.user, USER, { allowEmpty: true });
    return id === undefined ? undefined : { type: 'user', id, urgency: ctx.urgency };
  }

  public _targetId(): unknown {
    return (this.user as { userId?: unknown } | undefined)?.userId;
  }
}

const SCHEDULE: Contract = { name: 'ISchedule', key: 'scheduleId', example: "Schedule.fromName(this, 'Primary', 'Primary on-call')" };
const USER: Contract = { name: 'IUser', key: 'userId', example: "User.fromEmail(this, 'Jane', 'jane@example.com')" };
