/**
 * Internal contracts of the escalation path builder (what a path does for its nodes, what its
 * targets and conditions are bound with) and the record of its rules. Not part of the public API.
 */
import { BindContext, IConstruct, Problems, PropRule } from '../../../../core/l2/index';
import type { IncidentEscalationPathWorkingHours } from '../../../../generated/incident/escalation-path/index';

/** The most branches (if/else nodes) nested in one another that the provider takes. */
export const MAX_BRANCH_NESTING = 5;

/** Where the provider enforces the nesting limit. */
export const NESTING_ENFORCED_BY = 'internal/provider/incident_escalation_path_resource.go: validateEscalationPathNodes and getPathSchema(pathSchemaDepth = 5) '
  + '(acceptance test TestAccIncidentEscalationPathExceedsMaxDepth: "if_else nodes can be nested at most 5 levels deep")';

/** Where the provider refuses a fractional number of seconds (and of repeats, attempts): Int64 attributes. */
export const WHOLE_NUMBER_ENFORCED_BY = 'internal/provider/incident_escalation_path_resource.go: getPathSchema (time_to_ack_seconds, delay_seconds, '
  + 'rotate_after_seconds, interval_seconds, attempts and repeat_times are schema.Int64Attribute: Terraform refuses a number with a fractional part)';

/** Where the retry interval in whole minutes is stated (the API's description; not checked by the provider). */
export const RETRY_MINUTES_DOCUMENTED_IN = 'internal/client/client.gen.go: EscalationPathRetryConfigV2.IntervalSeconds ("Must be a whole number of minutes (divisible by 60)")';

/** Where the urgencies of a target are stated (an API enum; the provider checks nothing). */
export const URGENCY_DOCUMENTED_IN = 'internal/client/client.gen.go: EscalationPathTargetV2Urgency (API enum: high, low)';

/** Where the acknowledgement modes of a level are stated. */
export const ACK_MODE_DOCUMENTED_IN = 'internal/client/client.gen.go: EscalationPathNodeLevelV2AckMode (API enum: all, first)';

/** Where the schedule modes of a target are stated. */
export const SCHEDULE_MODE_DOCUMENTED_IN = 'internal/client/client.gen.go: EscalationPathTargetV2ScheduleMode (API enum)';

/** Where the weekdays of a working interval are stated. */
export const WEEKDAY_DOCUMENTED_IN = 'internal/client/client.gen.go: WeekdayIntervalV2Weekday (API enum)';

/** Where the states a level or a delay waits for are stated. */
export const INTERVAL_CONDITION_DOCUMENTED_IN = 'internal/client/client.gen.go: EscalationPathNodeLevelV2TimeToAckIntervalCondition, EscalationPathNodeDelayV2DelayIntervalCondition (API enums: active, inactive)';

/** Where the number of attempts of a retry is stated. */
export const RETRY_ATTEMPTS_DOCUMENTED_IN = 'docs/resources/escalation_path.md: path.level.retry_config.attempts (Must be between 2 and 10)';

/** Where the time format of working intervals is stated (the API's description; not checked by the provider). */
export const TIME_FORMAT_DOCUMENTED_IN = 'internal/client/client.gen.go: WeekdayIntervalV2 (StartTime, EndTime: "in 24hr format", e.g. 09:00)';

/** A calendar as a path renders it. */
export interface BoundWorkingHours {
  /** The identifier nodes refer to, as given (the L2 escapes it where it renders it). */
  readonly id: string;
  /** The name of the calendar, as given (for messages). */
  readonly name: string;
  /** The L1 input (its text escaped). */
  readonly rendered: IncidentEscalationPathWorkingHours;
}

/** The calendars a node binds, by id: kept for the path once the node is added. */
export type CalendarsToAdd = Map<string, BoundWorkingHours>;

/**
 * The escalation path that owns the nodes, as they see it: the construct problems are reported
 * on, the calendars its nodes use, and what to do when a node is added. `N` is the node class
 * (`EscalationNode`), a parameter so that this file imports no construct.
 */
export interface OwningPath<N> {
  /** The EscalationPath construct. */
  readonly scope: IConstruct;
  /**
   * Binds a calendar (a `WorkingHours`; anything else is a problem) and keeps it for the path (in
   * `toAdd` until the node is added).
   */
  bindHours(hours: unknown, p: Problems, field: string, toAdd: CalendarsToAdd): BoundWorkingHours | undefined;
  /** Keeps the calendars of a node that was added. */
  commitHours(toAdd: CalendarsToAdd): void;
  /** The node that has a rendered id, if any. */
  nodeById(id: string): N | undefined;
  /** Called once a node is in the tree: renders the path again. */
  nodeAdded(node: N): void;
}

/** What the targets of a level are bound with: the path, the urgency of the level, and where the level is in the L1. */
export class LevelBindContext extends BindContext {
  /**
   * @param scope the escalation path
   * @param problems where the problems go
   * @param urgency the urgency of the level's notifications, given to each target
   * @param levelPath the level in the L1's JSON, for overrides, e.g. `path.0.level`
   */
  constructor(scope: IConstruct, problems: Problems, public readonly urgency: string, public readonly levelPath = 'path.<n>.level') {
    super(scope, problems);
  }

  /**
   * The override that sets `attribute` of the target bound at `field` (`...notify[1]`) to `json`:
   * `path.resource.addOverride('path.0.level.targets.1.schedule_mode', "everyone")`.
   */
  public targetOverride(field: string, attribute: string, json: string): string {
    const i = /\[(\d+)\]$/.exec(field)?.[1] ?? '<i>';
    return override(`${this.levelPath}.targets.${i}.${attribute}`, json);
  }
}

/**
 * What a calendar is bound with: the path, and its place in the path's `working_hours` (for the
 * overrides a message gives).
 */
export class CalendarBindContext extends BindContext {
  /**
   * @param scope the escalation path
   * @param problems where the problems go
   * @param index the place the calendar takes in the path's working_hours
   */
  constructor(scope: IConstruct, problems: Problems, public readonly index: number) {
    super(scope, problems);
  }
}

/** `path.resource.addOverride('<at>', <json>)`: how a message says to send a value through the L1. */
export function override(at: string, json: string): string {
  return `path.resource.addOverride('${at}', ${json})`;
}

/** What the conditions of a branch are bound with: the path, and how a calendar a condition names is added to it. */
export class BranchBindContext extends BindContext {
  /**
   * @param scope the escalation path
   * @param problems where the problems go
   * @param bindHours binds a calendar and adds it to the path
   */
  constructor(scope: IConstruct, problems: Problems, private readonly bindHours: (hours: unknown, field: string) => BoundWorkingHours | undefined) {
    super(scope, problems);
  }

  /** Binds a calendar (a `WorkingHours`) the condition names and adds it to the path; undefined when it is unusable. */
  public workingHours(hours: unknown, field: string): BoundWorkingHours | undefined {
    return this.bindHours(hours, field);
  }
}

/** The whole number nearest a number with a fraction, within `min`..`max` (for a fix), or undefined. */
export function nearWhole(v: unknown, min: number, max: number): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : undefined;
}

/**
 * The rules the escalation L2s add (the L1's value checks and type rules run on what they render
 * and are not repeated), each checked where the builder takes its input: errors with the provider
 * code that enforces them, the L2 contract they state, or the documentation (or API enum) that
 * calls the input invalid (the L2 refuses it where the L1's value check only warns, and says how
 * to send it anyway through the L1); warnings (documented-only rules) with where they are stated
 * and their warning id (name and id alike). `test/constructs/incident/escalation/private/escalation.test.ts`
 * checks that every warning id in the sources is listed here.
 */
export const ESCALATION_RULES: ReadonlyArray<PropRule<unknown>> = [
  { name: 'branch-nesting', summary: 'Branches nest at most 5 deep (addBranch refuses a sixth).', enforcedBy: NESTING_ENFORCED_BY },
  { name: 'whole-seconds', summary: 'Durations render whole seconds; repeat times and retry attempts are whole numbers.', enforcedBy: WHOLE_NUMBER_ENFORCED_BY },
  {
    name: 'repeat-node-of-this-path',
    summary: 'A repeat names a node object of its own path.',
    contract: 'the builder makes the node ids; a node of another path, or a string, has no id in this path (the L1 rule incident_escalation_path/repeat-to-node only warns, from the docs)',
  },
  { name: 'node-names', summary: 'Node names are non-empty strings without "/", unique in their sequence, and make ids unique in the path.', contract: 'the node ids are made from the names' },
  { name: 'calendar-ids', summary: 'Two calendars of one path do not share an id with other settings.', contract: 'the path renders the calendars its nodes use, by id' },
  { name: 'delay-waits', summary: 'A delay sets duration or until.', contract: 'the options of a delay: one of the two is required' },
  { name: 'typed-options', summary: 'Options are objects with known keys, targets are EscalationTargets of an ISchedule or IUser, conditions EscalationConditions.', contract: 'JavaScript callers' },
  { name: 'incident:escalation-level-urgency', summary: 'A level\'s urgency is high or low.', documentedIn: URGENCY_DOCUMENTED_IN },
  { name: 'incident:escalation-level-ack-mode', summary: 'A level\'s ack mode is all or first.', documentedIn: ACK_MODE_DOCUMENTED_IN },
  { name: 'incident:escalation-target-mode', summary: 'A schedule target\'s mode is one the API takes; the *_for_rota modes go with EscalationTarget.rota.', documentedIn: SCHEDULE_MODE_DOCUMENTED_IN },
  { name: 'incident:working-hours-weekday', summary: 'The weekday of a working interval is one of the seven the API takes.', documentedIn: WEEKDAY_DOCUMENTED_IN },
  { name: 'incident:escalation-transition', summary: 'A level or a delay waits for working hours to become active or inactive.', documentedIn: INTERVAL_CONDITION_DOCUMENTED_IN },
  { name: 'incident:escalation-retry-attempts', summary: 'A retry pages a level 2 to 10 times in all.', documentedIn: RETRY_ATTEMPTS_DOCUMENTED_IN },
  documented('incident:escalation-path-empty', 'A path without nodes pages nobody.', 'the path\'s own meaning (the provider takes an empty list)'),
  documented('incident:escalation-level-pages-nobody', 'A level without targets pages nobody.', 'the path\'s own meaning (the provider takes an empty list of targets)'),
  documented('incident:escalation-target-names-nobody', 'A target whose id is empty names nobody.', 'internal/provider/incident_escalation_path_resource.go: targets.id is Required, not checked for emptiness'),
  documented('incident:escalation-branch-no-condition', 'A branch without conditions tests nothing.', 'the path\'s own meaning (conditions is a required list that may be empty)'),
  documented('incident:escalation-condition-no-priority', 'A priority condition with no priority never holds.', 'the engine\'s one_of over an empty list'),
  documented('incident:escalation-repeat-times', 'A repeat of fewer than 1 time never goes back.', 'internal/client/client.gen.go: EscalationPathNodeRepeatV2.RepeatTimes ("How many times to repeat these nodes")'),
  documented('incident:escalation-repeat-not-before', 'A repeat goes back to a node the escalation has passed.',
    'internal/client/client.gen.go: EscalationPathNodeV2Type ("repeat: Go back to a previous node and repeat the logic from there")'),
  documented('incident:escalation-retry-interval', 'A retry interval is a whole number of minutes.', RETRY_MINUTES_DOCUMENTED_IN),
  documented('incident:escalation-wait-both', 'A level or delay waits a time or for working hours, not both.',
    'docs/resources/escalation_path.md: time_to_ack_seconds, time_to_ack_interval_condition ("If the time to ack is relative to a time window")'),
  documented('incident:working-hours-time', 'Working interval times are written HH:MM.', TIME_FORMAT_DOCUMENTED_IN),
  documented('incident:working-hours-empty', 'A calendar without intervals is never active.', 'the calendar\'s own meaning (weekday_intervals is a required list that may be empty)'),
];

/** A documented-only rule: it warns under its id (its name), and never fails synth. */
function documented(warningId: string, summary: string, documentedIn: string): PropRule<unknown> {
  return { name: warningId, warningId, summary, documentedIn };
}
