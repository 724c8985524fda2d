/**
 * Working hours of an escalation path: named calendars that branches test (`EscalationCondition
 * .inWorkingHours`) and that levels and delays wait for (`hours.whenActive()`). A calendar is a
 * value: one `WorkingHours` can serve several paths; each path renders the calendars its nodes use.
 */
import { BoundWorkingHours, CalendarBindContext, override, TIME_FORMAT_DOCUMENTED_IN, WEEKDAY_DOCUMENTED_IN } from './private/escalation';
import { BindContext, bindOptions, describeValue, isLiteralText, isObjectLiteral, listOf, literalText, Problems } from '../../../core/l2/index';
import { documentedMemberOf } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * Days of the week, as incident.io writes them (`weekday` of a working interval).
 */
export class Weekday {
  /** Monday. */
  public static readonly MONDAY = 'monday';
  /** Tuesday. */
  public static readonly TUESDAY = 'tuesday';
  /** Wednesday. */
  public static readonly WEDNESDAY = 'wednesday';
  /** Thursday. */
  public static readonly THURSDAY = 'thursday';
  /** Friday. */
  public static readonly FRIDAY = 'friday';
  /** Saturday. */
  public static readonly SATURDAY = 'saturday';
  /** Sunday. */
  public static readonly SUNDAY = 'sunday';

  private constructor() {}
}

/**
 * One working interval of a day.
 */
export interface WorkingInterval {
  /** The day, e.g. `Weekday.MONDAY`; another value is an error (the API takes these seven). */
  readonly weekday: string;
  /** Start of the interval, `HH:MM` in 24-hour time, e.g. `09:00`. */
  readonly start: string;
  /** End of the interval, `HH:MM` in 24-hour time, e.g. `17:30`. */
  readonly end: string;
}

/**
 * Options of `WorkingHours.of`.
 */
export interface WorkingHoursOptions {
  /**
   * Name of the calendar, shown in the dashboard, e.g. `UK`. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  readonly name: string;
  /** IANA time zone the intervals are in, e.g. `Europe/London`. */
  readonly timezone: string;
  /** The working intervals, e.g. `[{ weekday: Weekday.MONDAY, start: '09:00', end: '17:00' }]`. */
  readonly intervals: WorkingInterval[];
  /**
   * Identifier of the calendar in the path: what conditions refer to
   * (`escalation.working_hours["<id>"]`) and what levels and delays wait for. Literal text: it
   * reaches the provider as written (`${` and `%{` included), wherever the path renders it; pass a
   * reference as a token, e.g. a variable's `stringValue`.
   * @default - the name
   */
  readonly id?: string;
}

/**
 * Options of `WorkingHours.weekdays`: the same hours on each of some days.
 */
export interface WeekdayHoursOptions {
  /**
   * Name of the calendar, shown in the dashboard, e.g. `UK`. Literal text: it
   * reaches the provider as written (`${` and `%{` included); pass a reference as a token, e.g. a
   * variable's `stringValue`.
   */
  readonly name: string;
  /** IANA time zone the hours are in, e.g. `Europe/London`. */
  readonly timezone: string;
  /** Start of each day's interval, `HH:MM`, e.g. `09:00`. */
  readonly start: string;
  /** End of each day's interval, `HH:MM`, e.g. `17:00`. */
  readonly end: string;
  /**
   * The days, e.g. `[Weekday.SATURDAY, Weekday.SUNDAY]`; another value is an error (the API takes these seven).
   * @default - Monday to Friday
   */
  readonly days?: string[];
  /**
   * Identifier of the calendar in the path. Literal text: it reaches the provider as written (`${`
   * and `%{` included), wherever the path renders it; pass a reference as a token, e.g. a
   * variable's `stringValue`.
   * @default - the name
   */
  readonly id?: string;
}

/** Whether a working-hours calendar is active (inside its intervals) or inactive. */
export class WorkingHoursState {
  /** Inside the working intervals. */
  public static readonly ACTIVE = 'active';
  /** Outside the working intervals. */
  public static readonly INACTIVE = 'inactive';

  private constructor() {}
}

/**
 * A moment a level or a delay waits for: working hours becoming active or inactive
 * (`hours.whenActive()`, `hours.whenInactive()`).
 */
export class WorkingHoursTransition {
  /**
   * @param workingHours the calendar
   * @param state the state waited for, `WorkingHoursState.ACTIVE` or `INACTIVE` (another is an
   * error where the transition is used: the API takes these two)
   */
  constructor(public readonly workingHours: WorkingHours, public readonly state: string) {}
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** The weekdays, by the name of their `Weekday` constant, as the API's enum states them. */
const DAYS = {
  values: Object.fromEntries(WEEKDAYS.map((d) => [d.toUpperCase(), d])),
  enumName: 'Weekday',
  what: `a weekday the API takes (${WEEKDAY_DOCUMENTED_IN})`,
};
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A working-hours calendar of an escalation path: intervals per weekday in a time zone. Branches
 * test it (`EscalationCondition.inWorkingHours(hours)`); levels and delays can wait until it
 * becomes active or inactive (`hours.whenActive()`). A path renders every calendar its nodes
 * use (and those passed in its `workingHours` prop) into `working_hours`, so a condition never
 * names a calendar the path does not have.
 *
 * ```ts
 * const uk = WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:30' });
 * ```
 */
export class WorkingHours {
  /**
   * A calendar of any intervals.
   * @param options the name, time zone and intervals
   */
  public static of(options: WorkingHoursOptions): WorkingHours {
    return new WorkingHours('WorkingHours.of', 'WorkingHoursOptions', options);
  }

  /**
   * The same hours on each of some days (Monday to Friday unless `days` says otherwise).
   * @param options the name, time zone, start and end
   */
  public static weekdays(options: WeekdayHoursOptions): WorkingHours {
    return new WorkingHours('WorkingHours.weekdays', 'WeekdayHoursOptions', options);
  }

  private constructor(private readonly factory: string, private readonly struct: 'WorkingHoursOptions' | 'WeekdayHoursOptions', private readonly options: unknown) {}

  /** The moment the calendar becomes active (the start of working hours), for `ackUntil` and `until`. */
  public whenActive(): WorkingHoursTransition {
    return new WorkingHoursTransition(this, WorkingHoursState.ACTIVE);
  }

  /** The moment the calendar becomes inactive (the end of working hours), for `ackUntil` and `until`. */
  public whenInactive(): WorkingHoursTransition {
    return new WorkingHoursTransition(this, WorkingHoursState.INACTIVE);
  }

  /**
   * @internal Checks the options (problems under `field`) and returns the calendar as the path
   * renders it, or undefined when it is unusable.
   */
  public _bind(ctx: BindContext, field: string): BoundWorkingHours | undefined {
    const p = ctx.problems;
    const before = p.length;
    const o = bindOptions(ctx, OPTIONS, this.options as WorkingHoursOptions & WeekdayHoursOptions, this.struct, field, this.factory);
    if (p.length > before) return undefined;
    const allowed: Record<string, string> = {
      name: 'the name of the calendar, e.g. \'UK\'',
      timezone: 'an IANA time zone, e.g. \'Europe/London\'',
      intervals: "a list of intervals, e.g. [{ weekday: Weekday.MONDAY, start: '09:00', end: '17:00' }]",
      start: "a time of day, e.g. '09:00'",
      end: "a time of day, e.g. '17:00'",
    };
    const keys = this.struct === 'WorkingHoursOptions' ? ['name', 'timezone', 'intervals'] as const : ['name', 'timezone', 'start', 'end'] as const;
    p.under(field).required(o, keys, allowed);
    for (const k of ['name', 'timezone', 'id', 'start', 'end'] as const) {
      const v = o[k];
      if (v !== undefined && v !== null && typeof v !== 'string') {
        p.add(`${field}.${k}`, 'expected a string.', { id: 'incident:working-hours-string', received: v, allowed: 'a string', fix: `write ${k} as a string.` });
      }
    }
    const id = o.id ?? o.name;
    const intervals = this.struct === 'WorkingHoursOptions'
      ? (o.intervals === undefined || o.intervals === null ? undefined : intervalsOf(p, `${field}.intervals`, o.intervals))
      : daysOf(p, field, o);
    if (p.length > before || !intervals) return undefined;
    // The weekdays are the API's seven (its enum); the L1's value check only warns.
    const n = ctx instanceof CalendarBindContext ? String(ctx.index) : '<n>';
    intervals.forEach((iv, i) => {
      documentedMemberOf(p, this.struct === 'WorkingHoursOptions' ? `${field}.intervals[${i}].weekday` : `${field}.days[${i}]`, iv.weekday, DAYS, {
        id: 'incident:working-hours-weekday',
        override: (json) => `write Weekday.MONDAY there and override the L1 of the path: ${override(`working_hours.${n}.weekday_intervals.${i}.weekday`, json)}`,
      });
    });
    if (p.length > before) return undefined;
    intervals.forEach((iv, i) => {
      for (const k of ['start', 'end'] as const) {
        const at = this.struct === 'WorkingHoursOptions' ? `${field}.intervals[${i}].${k}` : `${field}.${k}`;
        if (isLiteralText(iv[k]) && !HH_MM.test(iv[k])) {
          ctx.warn('incident:working-hours-time', `${at}: ${describeValue(iv[k])} is not a time written HH:MM in 24-hour time, which the API takes `
            + `(${TIME_FORMAT_DOCUMENTED_IN}); write it like '09:00' or '17:30'.`);
        }
      }
    });
    if (intervals.length === 0) {
      ctx.warn('incident:working-hours-empty', `${field}: the calendar '${id}' has no working intervals, so it is never active: a branch on it always takes `
        + 'its else path, and a wait for it to become active never ends. List the working intervals (or leave days out for Monday to Friday).');
    }
    // Text reaches the L1 escaped (literal text); the id stays as written for the nodes that name it.
    return {
      id,
      name: o.name,
      rendered: {
        id: literalText(id),
        name: literalText(o.name),
        timezone: o.timezone,
        weekdayIntervals: intervals.map((iv) => ({ weekday: iv.weekday, startTime: iv.start, endTime: iv.end })),
      },
    };
  }
}

/** The intervals of `WorkingHours.of`: a list of objects with a string weekday, start and end. */
function intervalsOf(p: Problems, field: string, given: WorkingInterval[]): WorkingInterval[] | undefined {
  const example = "{ weekday: Weekday.MONDAY, start: '09:00', end: '17:00' }";
  const before = p.length;
  const v = listOf(p, field, given, { of: 'intervals', allowed: `a list such as [${example}]`, fix: 'wrap the intervals in [ ].', knownFix: 'write the intervals in code.' });
  (v ?? []).forEach((item, i) => {
    if (!isObjectLiteral(item)) {
      p.add(`${field}[${i}]`, 'expected an interval.', { id: 'incident:working-hours-interval', received: item, allowed: `{ weekday, start, end }, e.g. ${example}`, fix: 'write the interval as an object.' });
      return;
    }
    const iv: Record<string, unknown> = item;
    OPTIONS.check(p, iv, 'WorkingInterval', `${field}[${i}]`);
    for (const k of ['weekday', 'start', 'end'] as const) {
      const x: unknown = iv[k];
      if (typeof x !== 'string') {
        p.add(`${field}[${i}].${k}`, x === undefined || x === null ? 'is required.' : 'expected a string.', {
          id: 'incident:working-hours-interval-field', received: x, allowed: k === 'weekday' ? 'a weekday, e.g. Weekday.MONDAY' : "a time of day, e.g. '09:00'", fix: `set ${k}.`,
        });
      }
    }
  });
  return p.length > before ? undefined : v;
}

/** The intervals of `WorkingHours.weekdays`: one per day, Monday to Friday by default. */
function daysOf(p: Problems, field: string, o: WeekdayHoursOptions): WorkingInterval[] | undefined {
  const allowed = 'weekdays, e.g. [Weekday.SATURDAY, Weekday.SUNDAY]';
  const before = p.length;
  const days = listOf(p, `${field}.days`, o.days ?? WEEKDAYS.slice(0, 5), { of: 'weekdays', allowed, fix: 'pass the days as a list of Weekday values.', knownFix: 'write the days in code.' });
  if (days?.some((d) => typeof d !== 'string')) {
    p.add(`${field}.days`, 'expected a list of weekdays.', { id: 'incident:working-hours-days', received: days, allowed, fix: 'pass the days as a list of Weekday values.' });
  }
  if (p.length > before || !days) return undefined;
  return days.map((weekday) => ({ weekday, start: o.start, end: o.end }));
}
