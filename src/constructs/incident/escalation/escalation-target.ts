/**
 * Who a level of an escalation path pages: schedules (whole, or one rota of them) and users,
 * typed by their contracts (`ISchedule`, `IUser`), never by a bare id.
 */
import { type LevelBindContext, SCHEDULE_MODE_DOCUMENTED_IN } from './private/escalation';
import { bindOptions, Contract, contractIdOf, describedAs, idOf, isLiteralText } from '../../../core/l2/index';
import type { IncidentEscalationPathPathLevelTargets } from '../../../generated/incident/escalation-path/index';
import type { ISchedule } from '../lookups/schedule-ref';
import type { IUser } from '../lookups/user-ref';
import { documentedMemberOf, LookupHints, refuseString } from '../private/incident-values';
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
   * `ALL_USERS` or `NEXT_ON_CALL` (a rota target renders their `*_for_rota` forms). Another value
   * is an error (the API's enum); the message says how to send it anyway through the L1.
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
    // A name where the schedule is wanted gets Schedule.fromName, an id Schedule.fromId; an empty id is warned by the path (incident:escalation-target-names-nobody).
    const id = refuseString(p, field, this.schedule, SCHEDULE_LOOKUPS)
      ? undefined : contractIdOf(p, field, this.schedule, SCHEDULE, { allowEmpty: true });
    if (this.factory === 'EscalationTarget.rota') idOf(p, `${field}.rotaId`, this.rotaId, 'the id of a rota of the schedule');
    const o = bindOptions(ctx, OPTIONS, this.options as ScheduleTargetOptions | undefined, 'ScheduleTargetOptions', field, this.factory);
    // Which modes there are is the L1's value check; a JavaScript caller's number is refused here.
    if (o.mode !== undefined && o.mode !== null && typeof o.mode !== 'string') {
      p.add(`${field}.mode`, 'expected a string.', {
        id: 'incident:escalation-target-mode', received: o.mode, allowed: 'ScheduleMode.CURRENTLY_ON_CALL, ALL_USERS or NEXT_ON_CALL', fix: 'write mode: ScheduleMode.CURRENTLY_ON_CALL.',
      });
    }
    const rota = this.rotaId !== undefined;
    if (typeof o.mode === 'string') checkMode(ctx, field, o.mode, rota);
    if (p.length > before) return undefined;
    const mode = o.mode ?? ScheduleMode.CURRENTLY_ON_CALL;
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
    // An email address where the user is wanted gets User.fromEmail, and so on; an empty id is warned by the path (incident:escalation-target-names-nobody).
    const id = refuseString(ctx.problems, field, this.user, USER_LOOKUPS)
      ? undefined : contractIdOf(ctx.problems, field, this.user, USER, { allowEmpty: true });
    return id === undefined ? undefined : { type: 'user', id, urgency: ctx.urgency };
  }

  public _targetId(): unknown {
    return (this.user as { userId?: unknown } | undefined)?.userId;
  }
}

describedAs(ScheduleTarget, 'EscalationTarget');
describedAs(UserTarget, 'EscalationTarget');

const SCHEDULE: Contract = { name: 'ISchedule', key: 'scheduleId', example: "Schedule.fromName(this, 'Primary', 'Primary on-call')" };
const USER: Contract = { name: 'IUser', key: 'userId', example: "User.fromEmail(this, 'Jane', 'jane@example.com')" };
const SCHEDULE_LOOKUPS: LookupHints = { contract: 'ISchedule', what: 'schedule', example: SCHEDULE.example, byId: 'Schedule.fromId', byName: 'Schedule.fromName' };
const USER_LOOKUPS: LookupHints = {
  contract: 'IUser', what: 'user', example: USER.example, byId: 'User.fromId', byEmail: 'User.fromEmail', bySlackUserId: 'User.fromSlackUserId',
};

/** The modes of a schedule target, as `ScheduleMode` spells them; a rota target renders their `*_for_rota` forms. */
const MODES: Record<string, string> = {
  CURRENTLY_ON_CALL: ScheduleMode.CURRENTLY_ON_CALL, ALL_USERS: ScheduleMode.ALL_USERS, NEXT_ON_CALL: ScheduleMode.NEXT_ON_CALL,
};
const FOR_ROTA = '_for_rota';

/**
 * The mode of a schedule target (a known string): one of the API's, with the `*_for_rota` forms
 * for a rota target only (a schedule target pages the whole schedule; the provider refuses a
 * `*_for_rota` mode without a rota). The API's empty mode is taken on a schedule target as it is.
 */
function checkMode(ctx: LevelBindContext, field: string, mode: string, rota: boolean): void {
  const modes = Object.values(MODES);
  if (!isLiteralText(mode) || modes.includes(mode) || (!rota && mode === '') || (rota && modes.includes(mode.slice(0, -FOR_ROTA.length)) && mode.endsWith(FOR_ROTA))) return;
  const base = mode.endsWith(FOR_ROTA) ? mode.slice(0, -FOR_ROTA.length) : undefined;
  const constant = Object.keys(MODES).find((k) => MODES[k] === base);
  if (!rota && constant) {
    ctx.problems.add(`${field}.mode`, `is '${mode}', which pages one rota of the schedule; EscalationTarget.schedule pages the whole schedule (the provider refuses a *_for_rota mode without a rota).`, {
      id: 'incident:escalation-target-mode',
      received: mode,
      allowed: `${oneOfModes()} (EscalationTarget.rota renders their *_for_rota forms)`,
      fix: `page the rota: EscalationTarget.rota(schedule, rotaId, { mode: ScheduleMode.${constant} }).`,
    });
    return;
  }
  documentedMemberOf(ctx.problems, `${field}.mode`, mode, { values: MODES, enumName: 'ScheduleMode', what: `a schedule mode the API takes (${SCHEDULE_MODE_DOCUMENTED_IN})` }, {
    id: 'incident:escalation-target-mode',
    override: (json) => `add the target with ScheduleMode.CURRENTLY_ON_CALL and override the L1: ${ctx.targetOverride(field, 'schedule_mode', json)}`,
  });
}

function oneOfModes(): string {
  return Object.keys(MODES).map((k) => `ScheduleMode.${k}`).join(', ');
}
