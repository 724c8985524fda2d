/**
 * The options of the nodes of an escalation path (`addLevel`, `addDelay`, `addBranch`): who a level
 * pages and how long it waits, what a delay waits for, what a branch tests; and the urgencies and
 * acknowledgement modes of a level.
 */
import type { EscalationCondition } from './escalation-condition';
import type { EscalationTarget } from './escalation-target';
import type { WorkingHoursTransition } from './working-hours';
import type { Duration } from '../../../core/l2/index';

/** The urgency of a level's notifications. */
export class Urgency {
  /** High urgency: pages (phone calls, push notifications that break through). */
  public static readonly HIGH = 'high';
  /** Low urgency: quieter notifications. */
  public static readonly LOW = 'low';

  private constructor() {}
}

/** What an acknowledgement does to the other targets of a level (`ack_mode`). */
export class AckMode {
  /** Every target of the level is paged until each acknowledges (the provider's default). */
  public static readonly ALL = 'all';
  /** The first acknowledgement cancels the pages of the other targets of the level. */
  public static readonly FIRST = 'first';

  private constructor() {}
}

/**
 * Options of a level retry: page the level again while nobody acknowledges.
 */
export interface EscalationRetryOptions {
  /**
   * How many times the level is paged in all, counting the first page: 2 to 10 (the provider's
   * docs); another number is an error, whose message says how to send it anyway through the L1.
   */
  readonly attempts: number;
  /** How long to wait between attempts, in whole minutes. */
  readonly interval: Duration;
}

/**
 * Options of a round-robin level: one target at a time instead of all at once.
 */
export interface EscalationRoundRobinOptions {
  /**
   * How long each target has before the next one is paged.
   * @default - one target per escalation, no rotation
   */
  readonly rotateAfter?: Duration;
}

/**
 * Options of a level (`addLevel`): who is paged, and how long they have to acknowledge.
 */
export interface EscalationLevelOptions {
  /**
   * Who the level pages: `EscalationTarget.schedule(primary)`, `EscalationTarget.rota(...)`,
   * `EscalationTarget.user(jane)`. A level that names nobody warns
   * (`incident:escalation-level-pages-nobody`).
   */
  readonly notify: EscalationTarget[];
  /**
   * How long the targets have to acknowledge before the path moves on to the next node
   * (`time_to_ack_seconds`, whole seconds).
   * @default - no timeout (set `ackUntil` to wait for working hours instead)
   */
  readonly ackTimeout?: Duration;
  /**
   * Move on when working hours become active or inactive instead of after a fixed time, e.g.
   * `uk.whenActive()` (`time_to_ack_interval_condition` and `time_to_ack_weekday_interval_config_id`).
   * @default - no wait for working hours
   */
  readonly ackUntil?: WorkingHoursTransition;
  /**
   * `AckMode.ALL` (every target is paged until it acknowledges) or `AckMode.FIRST` (the first
   * acknowledgement stops the others). Another value is an error (the API takes these two); the
   * message says how to send it anyway through the L1.
   * @default AckMode.ALL
   */
  readonly ackMode?: string;
  /**
   * Urgency of the notifications of every target of the level: `Urgency.HIGH` or `Urgency.LOW`.
   * Another value (`'critical'`) is an error (the API takes these two); the message says how to
   * send it anyway through the L1.
   * @default Urgency.HIGH
   */
  readonly urgency?: string;
  /**
   * Page the targets one at a time.
   * @default - all targets at once
   */
  readonly roundRobin?: EscalationRoundRobinOptions;
  /**
   * Page the level again while nobody acknowledges.
   * @default - one page
   */
  readonly retry?: EscalationRetryOptions;
}

/**
 * Options of a delay (`addDelay`): wait a time, or until working hours become active or inactive.
 * Set one of `duration` and `until`.
 */
export interface EscalationDelayOptions {
  /**
   * How long to wait, in whole seconds (`delay_seconds`).
   * @default - set `until` instead
   */
  readonly duration?: Duration;
  /**
   * Wait until working hours become active or inactive, e.g. `uk.whenActive()`.
   * @default - set `duration` instead
   */
  readonly until?: WorkingHoursTransition;
}

/**
 * Options of a branch (`addBranch`): the conditions that choose between its then path and its
 * else path.
 */
export interface EscalationBranchOptions {
  /**
   * The conditions, all of which must hold for the then path: e.g.
   * `[EscalationCondition.inWorkingHours(uk)]`. The dashboard builds branches that test one
   * thing each (working hours, or priority) and nests a second branch for a second test; do the
   * same (`branch.thenPath.addBranch(...)`) to keep the path editable there.
   */
  readonly conditions: EscalationCondition[];
}
