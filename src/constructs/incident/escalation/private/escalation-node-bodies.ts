/**
 * What the levels, delays and branches of an escalation path render besides their id and type
 * (the body of a `path` node): their options checked, under the node's path, and their targets,
 * conditions and calendars bound. Not part of the public API.
 */
import {
  ACK_MODE_DOCUMENTED_IN, BranchBindContext, CalendarsToAdd, INTERVAL_CONDITION_DOCUMENTED_IN, LevelBindContext, nearWhole, override, OwningPath,
  RETRY_ATTEMPTS_DOCUMENTED_IN, RETRY_MINUTES_DOCUMENTED_IN, URGENCY_DOCUMENTED_IN,
} from './escalation';
import { Duration, isLiteralText, isUnresolved, listOf, literalText, objectOf, oneOf, Problems, warn, wholeDurationOf, wholeNumberOf } from '../../../../core/l2/index';
import type { IncidentEscalationPathPath, IncidentEscalationPathPathLevel, IncidentEscalationPathPathLevelTargets } from '../../../../generated/incident/escalation-path/index';
import { documentedMemberOf } from '../../private/incident-values';
import { EscalationCondition } from '../escalation-condition';
import { AckMode, EscalationBranchOptions, EscalationDelayOptions, EscalationLevelOptions, EscalationRetryOptions, EscalationRoundRobinOptions, Urgency } from '../escalation-node-options';
import { EscalationTarget } from '../escalation-target';
import { WorkingHoursState, type WorkingHoursTransition } from '../working-hours';

/** What a node renders besides its id, type and (for a branch) its paths. */
export type NodeBody = Omit<IncidentEscalationPathPath, 'id' | 'type'>;

/** The path that owns the node, as a body sees it. */
type Path = OwningPath<unknown>;

/** The urgencies and acknowledgement modes of a level, as the API's enums state them. */
const URGENCIES = { values: { HIGH: Urgency.HIGH, LOW: Urgency.LOW }, enumName: 'Urgency', what: `an urgency the API takes (${URGENCY_DOCUMENTED_IN})` };
const ACK_MODES = { values: { ALL: AckMode.ALL, FIRST: AckMode.FIRST }, enumName: 'AckMode', what: `an acknowledgement mode the API takes (${ACK_MODE_DOCUMENTED_IN})` };

/**
 * The body of a level: its targets, bound with its urgency, and how long they have to acknowledge.
 * @param at where the node is in the L1's JSON (`path.0`), for the overrides messages give
 */
export function levelBody(path: Path, f: string, p: Problems, o: EscalationLevelOptions, toAdd: CalendarsToAdd, at = 'path.<n>'): NodeBody | undefined {
  const before = p.length;
  p.under(f).required(o, ['notify'], { notify: 'the targets of the level, e.g. [EscalationTarget.schedule(primary)]' });
  // A JavaScript caller's number is refused as no string; a string outside the API's enum as no member.
  for (const [k, allowed] of [['urgency', [Urgency.HIGH, Urgency.LOW]], ['ackMode', [AckMode.ALL, AckMode.FIRST]]] as const) {
    const v = o[k];
    if (v !== undefined && v !== null && typeof v !== 'string') {
      p.add(`${f}.${k}`, 'expected a string.', { id: 'incident:escalation-level-mode', received: v, allowed: oneOf(allowed.map((x) => `'${x}'`)), fix: `write ${k}: '${allowed[0]}'.` });
    }
  }
  const targetCount = Array.isArray(o.notify) ? o.notify.length : 0;
  documentedMemberOf(p, `${f}.urgency`, o.urgency, URGENCIES, {
    id: 'incident:escalation-level-urgency',
    override: (json) => `add the level with Urgency.HIGH and override the L1 for each of its targets: ${override(`${at}.level.targets.0.urgency`, json)}`
      + (targetCount > 2 ? ` (and targets.1 to targets.${targetCount - 1})` : targetCount === 2 ? ' (and targets.1)' : ''),
  });
  documentedMemberOf(p, `${f}.ackMode`, o.ackMode, ACK_MODES, {
    id: 'incident:escalation-level-ack-mode',
    override: (json) => `add the level without ackMode and override the L1: ${override(`${at}.level.ack_mode`, json)}`,
  });
  const ctx = new LevelBindContext(path.scope, p, o.urgency ?? Urgency.HIGH, `${at}.level`);
  const notify = listOf(p, `${f}.notify`, o.notify, {
    of: 'targets', allowed: 'a list of EscalationTarget, e.g. [EscalationTarget.schedule(primary)]', fix: 'wrap the targets in [ ].', knownFix: 'write the targets in code.',
  }) ?? [];
  const targets: IncidentEscalationPathPathLevelTargets[] = [];
  notify.forEach((t, i) => {
    if (!(t instanceof EscalationTarget)) {
      // A schedule or a user passed as it is: say how to wrap it.
      const x: unknown = t;
      const kind = x !== null && typeof x === 'object' ? ('scheduleId' in x ? 'schedule' : 'userId' in x ? 'user' : undefined) : undefined;
      p.add(`${f}.notify[${i}]`, `expected an EscalationTarget${kind ? `, not the ${kind} itself` : ''}.`, {
        id: 'incident:escalation-target',
        received: t,
        allowed: 'an EscalationTarget, e.g. EscalationTarget.schedule(primary) or EscalationTarget.user(jane)',
        fix: kind ? `wrap the ${kind}: EscalationTarget.${kind}(${kind === 'user' ? 'jane' : 'primary'}).` : 'make the target with EscalationTarget.schedule, .rota or .user.',
      });
      return;
    }
    const bound = t._bind(ctx, `${f}.notify[${i}]`);
    if (bound) targets.push(bound);
  });
  const ack = wholeDurationOf(p, `${f}.ackTimeout`, o.ackTimeout, { unit: 'seconds', example: 'Duration.minutes(5)' });
  const until = transitionOf(path, p, `${f}.ackUntil`, o.ackUntil, toAdd, `${at}.level.time_to_ack_interval_condition`);
  const retry = retryOf(path, p, `${f}.retry`, o.retry, `${at}.level.retry_config.attempts`);
  const roundRobin = roundRobinOf(p, `${f}.roundRobin`, o.roundRobin);
  if (p.length > before) return undefined;
  if (notify.length === 0) {
    warn(path.scope, 'incident:escalation-level-pages-nobody', `${f}.notify: is empty, so the level pages nobody and the escalation waits on it for nothing. `
      + 'Name who the level pages, e.g. notify: [EscalationTarget.schedule(primary)].');
  }
  notify.forEach((t, i) => {
    const id = t._targetId();
    if (isLiteralText(id) && id.trim() === '') {
      warn(path.scope, 'incident:escalation-target-names-nobody', `${f}.notify[${i}]: the ${t.kind} target has an empty id, so it names nobody and nobody is paged for it. `
        + `Look the ${t.kind} up (${t.kind === 'user' ? "User.fromEmail(this, 'Jane', 'jane@example.com')" : "Schedule.fromName(this, 'Primary', 'Primary on-call')"}), or pass the construct that defines it.`);
    }
  });
  if (ack !== undefined && until !== undefined) {
    warn(path.scope, 'incident:escalation-wait-both', `${f}: sets both ackTimeout and ackUntil; the level moves on either after a time or when working hours change, so keep one of them.`);
  }
  const level: IncidentEscalationPathPathLevel = {
    targets,
    ackMode: o.ackMode ?? AckMode.ALL,
    timeToAckSeconds: ack,
    timeToAckIntervalCondition: until?.state,
    // The calendar's id, as its calendar renders it (literal text).
    timeToAckWeekdayIntervalConfigId: literalText(until?.id),
    retryConfig: retry,
    roundRobinConfig: roundRobin,
  };
  return { level: withoutUndefined(level) };
}

/**
 * The body of a delay: a time, or working hours to wait for.
 * @param at where the node is in the L1's JSON (`path.0`), for the overrides messages give
 */
export function delayBody(path: Path, f: string, p: Problems, o: EscalationDelayOptions, toAdd: CalendarsToAdd, at = 'path.<n>'): NodeBody | undefined {
  const before = p.length;
  if ((o.duration === undefined || o.duration === null) && (o.until === undefined || o.until === null)) {
    p.add(f, 'waits for nothing: a delay sets duration or until.', {
      id: 'incident:escalation-delay-waits',
      received: o,
      allowed: 'duration (a Duration) or until (e.g. uk.whenActive())',
      fix: 'set duration: Duration.minutes(10), or until: workingHours.whenActive().',
    });
  }
  const seconds = wholeDurationOf(p, `${f}.duration`, o.duration, { unit: 'seconds', example: 'Duration.minutes(10)' });
  const until = transitionOf(path, p, `${f}.until`, o.until, toAdd, `${at}.delay.delay_interval_condition`);
  if (p.length > before) return undefined;
  if (seconds !== undefined && until !== undefined) {
    warn(path.scope, 'incident:escalation-wait-both', `${f}: sets both duration and until; the delay waits either a time or until working hours change, so keep one of them.`);
  }
  const delay = { delaySeconds: seconds, delayIntervalCondition: until?.state, delayWeekdayIntervalConfigId: literalText(until?.id) };
  return { delay: withoutUndefined(delay) };
}

/** The body of a branch: its conditions, bound (the calendars they name are added to the path); its paths are rendered by the node. */
export function branchBody(path: Path, f: string, p: Problems, o: EscalationBranchOptions, toAdd: CalendarsToAdd): NodeBody | undefined {
  const before = p.length;
  p.under(f).required(o, ['conditions'], { conditions: 'the conditions of the branch, e.g. [EscalationCondition.inWorkingHours(uk)]' });
  const ctx = new BranchBindContext(path.scope, p, (hours, field) => path.bindHours(hours, p, field, toAdd));
  const given = listOf(p, `${f}.conditions`, o.conditions, {
    of: 'conditions', allowed: 'a list of EscalationCondition', fix: 'wrap the conditions in [ ].', knownFix: 'write the conditions in code.',
  }) ?? [];
  const conditions: unknown[] = [];
  given.forEach((c, i) => {
    if (!(c instanceof EscalationCondition)) {
      p.add(`${f}.conditions[${i}]`, 'expected an EscalationCondition.', {
        id: 'incident:escalation-condition',
        received: c,
        allowed: 'an EscalationCondition, e.g. EscalationCondition.inWorkingHours(uk)',
        fix: 'make the condition with EscalationCondition.inWorkingHours, .priorityIn or .of.',
      });
      return;
    }
    const bound = c._bind(ctx, `${f}.conditions[${i}]`);
    if (bound) conditions.push(bound);
  });
  if (p.length > before) return undefined;
  if (given.length === 0) {
    warn(path.scope, 'incident:escalation-branch-no-condition', `${f}.conditions: is empty, so the branch tests nothing. `
      + 'Give it a condition, e.g. conditions: [EscalationCondition.inWorkingHours(uk)], or add its nodes to the path itself.');
  }
  return { ifElse: { conditions: conditions as never, thenPath: [] } };
}

/** The states a level or a delay waits for, as the API's enums state them. */
const STATES = { values: { ACTIVE: WorkingHoursState.ACTIVE, INACTIVE: WorkingHoursState.INACTIVE }, enumName: 'WorkingHoursState', what: `a state of working hours the API takes (${INTERVAL_CONDITION_DOCUMENTED_IN})` };

/**
 * A wait for working hours: the calendar (added to the path) and the state waited for.
 * @param at the L1 attribute of the state, in its JSON, for the override a message gives
 */
function transitionOf(
  path: Path, p: Problems, field: string, t: unknown, toAdd: CalendarsToAdd, at: string,
): { id: string; state: string } | undefined {
  if (t === undefined || t === null) return undefined;
  const x = t as Partial<WorkingHoursTransition>;
  if (typeof t !== 'object' || typeof x.state !== 'string' || x.workingHours === undefined) {
    p.add(field, 'expected a working-hours transition.', {
      id: 'incident:escalation-transition', received: t, allowed: 'workingHours.whenActive() or workingHours.whenInactive()', fix: 'write e.g. uk.whenActive().',
    });
    return undefined;
  }
  // new WorkingHoursTransition(uk, 'open') is possible (the class is public): the state is one of the API's two.
  const before = p.length;
  documentedMemberOf(p, `${field}.state`, x.state, STATES, {
    id: 'incident:escalation-transition',
    override: (json) => `wait for uk.whenActive() and override the L1: ${override(at, json)}`,
  });
  const bound = path.bindHours(x.workingHours, p, `${field}.workingHours`, toAdd);
  return bound && p.length === before ? { id: bound.id, state: x.state } : undefined;
}

function retryOf(path: Path, p: Problems, field: string, given: EscalationRetryOptions | undefined, at: string): IncidentEscalationPathPathLevel['retryConfig'] {
  const example = '{ attempts: 3, interval: Duration.minutes(5) }';
  const r = objectOf(p, field, given, { allowed: `an object, e.g. ${example}`, fix: `write retry: ${example}.` });
  if (!r) return undefined;
  const before = p.length;
  p.under(field).required(r, ['attempts', 'interval'], { attempts: 'how many times to page in all, 2 to 10', interval: 'a Duration in whole minutes, e.g. Duration.minutes(5)' });
  const attempts = wholeNumberOf(p, `${field}.attempts`, r.attempts, { fix: `write attempts: ${nearWhole(r.attempts, 2, 10) ?? 3}.` });
  const interval = wholeDurationOf(p, `${field}.interval`, r.interval, { unit: 'seconds', example: 'Duration.minutes(5)' });
  if (p.length === before && attempts !== undefined && !isUnresolved(attempts) && (attempts < 2 || attempts > 10)) {
    // Documented: RETRY_ATTEMPTS_DOCUMENTED_IN (the L1's value check only warns).
    p.add(`${field}.attempts`, `is ${attempts}; incident.io pages a level 2 to 10 times in all, the first page included (${RETRY_ATTEMPTS_DOCUMENTED_IN}).`, {
      id: 'incident:escalation-retry-attempts',
      received: attempts,
      allowed: 'a whole number from 2 to 10',
      fix: `write attempts: ${attempts < 2 ? 2 : 10}${attempts < 2 ? ', or remove retry for one page' : ''}; or, to send ${attempts} as it is, retry 2 times and override the L1: ${override(at, String(attempts))}.`,
    });
  }
  if (p.length > before || interval === undefined || attempts === undefined) return undefined;
  if (interval % 60 !== 0) {
    warn(path.scope, 'incident:escalation-retry-interval', `${field}.interval: is ${Duration.seconds(interval).toString()}, not a whole number of minutes, `
      + `which the API asks for (${RETRY_MINUTES_DOCUMENTED_IN}). Use Duration.minutes(n).`);
  }
  return { attempts, intervalSeconds: interval };
}

function roundRobinOf(p: Problems, field: string, given: EscalationRoundRobinOptions | undefined): IncidentEscalationPathPathLevel['roundRobinConfig'] {
  const example = '{ rotateAfter: Duration.minutes(5) }';
  const r = objectOf(p, field, given, { allowed: `an object, e.g. ${example}, or {} for no rotation`, fix: `write roundRobin: ${example}.` });
  if (!r) return undefined;
  const rotate = wholeDurationOf(p, `${field}.rotateAfter`, r.rotateAfter, { unit: 'seconds', example: 'Duration.minutes(5)' });
  return withoutUndefined({ enabled: true, rotateAfterSeconds: rotate });
}

function withoutUndefined<T extends object>(o: T): T {
  for (const k of Object.keys(o) as Array<keyof T>) if (o[k] === undefined) delete o[k];
  return o;
}
