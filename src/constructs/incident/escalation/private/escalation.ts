/**
 * Internal contracts of the escalation path builder (what a path does for its nodes, conditions
 * and working hours) and the provenance of its rules. Not part of the public API.
 */
import type { Problems } from '../../../../core/l2/index';
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

/** Where the time format of working intervals is stated (the API's description; not checked by the provider). */
export const TIME_FORMAT_DOCUMENTED_IN = 'internal/client/client.gen.go: WeekdayIntervalV2 (StartTime, EndTime: "in 24hr format", e.g. 09:00)';

/** A calendar as a path renders it. */
export interface BoundWorkingHours {
  /** The identifier nodes refer to. */
  readonly id: string;
  /** The L1 input. */
  readonly rendered: IncidentEscalationPathWorkingHours;
}

/**
 * How a branch binds its conditions: the working hours a condition names are added to the path.
 * `H` is the calendar class (`WorkingHours`), a parameter so that this file imports no construct.
 */
export interface ConditionContext<H> {
  /** Binds a calendar the condition names and adds it to the path; undefined when it is unusable. */
  workingHours(hours: H, field: string): BoundWorkingHours | undefined;
}

/**
 * What a path does for its nodes: the construct problems are reported on, the calendars its
 * nodes use, and what to do when a node is added. `N` is the node class (`EscalationNode`) and
 * `H` the calendar class (`WorkingHours`), parameters so that this file imports no construct.
 */
export interface EscalationPathHost<N, H> {
  /** The EscalationPath construct. */
  readonly scope: import('constructs').IConstruct;
  /** Binds a calendar and keeps it for the path (in `pending` until the node is added). */
  bindHours(hours: H, p: Problems, field: string, pending: Map<string, BoundWorkingHours>): BoundWorkingHours | undefined;
  /** Keeps the calendars of a node that was added. */
  commitHours(pending: Map<string, BoundWorkingHours>): void;
  /** The node that has a rendered id, if any. */
  nodeById(id: string): N | undefined;
  /** Called once a node is in the tree: renders the path again. */
  nodeAdded(node: N): void;
}

/** One rule of the escalation L2s, for the record: what it checks, how hard, and on whose word. */
export interface EscalationRule {
  /** The warning id, or a name for an error. */
  readonly id: string;
  readonly level: 'error' | 'warning';
  readonly summary: string;
  /** Where the provider enforces it (errors that restate the provider). */
  readonly enforcedBy?: string;
  /** Where it is stated without being enforced (warnings). */
  readonly documentedIn?: string;
  /** Why it is the L2's own contract (errors about the builder's own input, no provider fact). */
  readonly contract?: string;
}

/**
 * The rules the escalation L2s add (the L1's value checks and type rules run on what they render
 * and are not repeated): errors with the provider code that enforces them or the L2 contract they
 * state, warnings with what they rest on. `test/constructs/incident/private/escalation.test.ts`
 * checks that every warning id in the sources is listed here.
 */
export const ESCALATION_RULES: readonly EscalationRule[] = [
  { id: 'branch-nesting', level: 'error', summary: 'Branches nest at most 5 deep (addBranch refuses a sixth).', enforcedBy: NESTING_ENFORCED_BY },
  { id: 'whole-seconds', level: 'error', summary: 'Durations render whole seconds; repeat times and retry attempts are whole numbers.', enforcedBy: WHOLE_NUMBER_ENFORCED_BY },
  {
    id: 'repeat-node-of-this-path',
    level: 'error',
    summary: 'A repeat names a node object of its own path.',
    contract: 'the builder makes the node ids; a node of another path, or a string, has no id in this path (the L1 rule incident_escalation_path/repeat-to-node only warns, from the docs)',
  },
  { id: 'node-names', level: 'error', summary: 'Node names are non-empty strings without "/", unique in their sequence, and make ids unique in the path.', contract: 'the node ids are made from the names' },
  { id: 'calendar-ids', level: 'error', summary: 'Two calendars of one path do not share an id with other settings.', contract: 'the path renders the calendars its nodes use, by id' },
  { id: 'delay-waits', level: 'error', summary: 'A delay sets duration or until.', contract: 'the options of a delay: one of the two is required' },
  { id: 'typed-options', level: 'error', summary: 'Options are objects with known keys, targets are EscalationTargets of an ISchedule or IUser, conditions EscalationConditions.', contract: 'JavaScript callers' },
  { id: 'incident:escalation-path-empty', level: 'warning', summary: 'A path without nodes pages nobody.', documentedIn: 'the path\'s own meaning (the provider takes an empty list)' },
  { id: 'incident:escalation-level-pages-nobody', level: 'warning', summary: 'A level without targets pages nobody.', documentedIn: 'the path\'s own meaning (the provider takes an empty list of targets)' },
  { id: 'incident:escalation-target-names-nobody', level: 'warning', summary: 'A target whose id is empty names nobody.', documentedIn: 'internal/provider/incident_escalation_path_resource.go: targets.id is Required, not checked for emptiness' },
  { id: 'incident:escalation-branch-no-condition', level: 'warning', summary: 'A branch without conditions tests nothing.', documentedIn: 'the path\'s own meaning (conditions is a required list that may be empty)' },
  { id: 'incident:escalation-condition-no-priority', level: 'warning', summary: 'A priority condition with no priority never holds.', documentedIn: 'the engine\'s one_of over an empty list' },
  { id: 'incident:escalation-repeat-times', level: 'warning', summary: 'A repeat of fewer than 1 time never goes back.', documentedIn: 'internal/client/client.gen.go: EscalationPathNodeRepeatV2.RepeatTimes ("How many times to repeat these nodes")' },
  {
    id: 'incident:escalation-repeat-not-before',
    level: 'warning',
    summary: 'A repeat goes back to a node the escalation has passed.',
    documentedIn: 'internal/client/client.gen.go: EscalationPathNodeV2Type ("repeat: Go back to a previous node and repeat the logic from there")',
  },
  { id: 'incident:escalation-retry-interval', level: 'warning', summary: 'A retry interval is a whole number of minutes.', documentedIn: RETRY_MINUTES_DOCUMENTED_IN },
  { id: 'incident:escalation-wait-both', level: 'warning', summary: 'A level or delay waits a time or for working hours, not both.', documentedIn: 'docs/resources/escalation_path.md: time_to_ack_seconds, time_to_ack_interval_condition ("If the time to ack is relative to a time window")' },
  { id: 'incident:working-hours-time', level: 'warning', summary: 'Working interval times are written HH:MM.', documentedIn: TIME_FORMAT_DOCUMENTED_IN },
  { id: 'incident:working-hours-empty', level: 'warning', summary: 'A calendar without intervals is never active.', documentedIn: 'the calendar\'s own meaning (weekday_intervals is a required list that may be empty)' },
];
