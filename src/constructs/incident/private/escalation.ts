/**
 * Internal contracts of the escalation path builder (what a path does for its nodes, conditions
 * and working hours) and the provenance of its rules. Not part of the public API.
 */
import type { Problems } from '../../../core/l2';
import type { IncidentEscalationPathWorkingHours } from '../../../generated/incident/escalation-path';
import type { EscalationNode } from '../escalation-path-nodes';
import type { WorkingHours } from '../working-hours';

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

/** How a branch binds its conditions: the working hours a condition names are added to the path. */
export interface ConditionContext {
  /** Binds a calendar the condition names and adds it to the path; undefined when it is unusable. */
  workingHours(hours: WorkingHours, field: string): BoundWorkingHours | undefined;
}

/**
 * What a path does for its nodes: the construct problems are reported on, the calendars its
 * nodes use, and what to do when a node is added.
 */
export interface EscalationPathHost {
  /** The EscalationPath construct. */
  readonly scope: import('constructs').IConstruct;
  /** Binds a calendar and keeps it for the path (in `pending` until the node is added). */
  bindHours(hours: WorkingHours, p: Problems, field: string, pending: Map<string, BoundWorkingHours>): BoundWorkingHours | undefined;
  /** Keeps the calendars of a node that was added. */
  commitHours(pending: Map<string, BoundWorkingHours>): void;
  /** The node that has a rendered id, if any. */
  nodeById(id: string): EscalationNode | undefined;
  /** Called once a node is in the tree: renders the path again. */
  nodeAdded(node: EscalationNode): void;
}
