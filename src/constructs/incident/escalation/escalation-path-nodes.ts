/**
 * The nodes of an escalation path and the sequences that hold them: levels that page targets,
 * delays, branches (if/else) and repeats. `EscalationPath` is the root sequence; a branch holds
 * two more (`thenPath`, `elsePath`). Each node gets its id from its place in the tree, like a
 * construct path (`InHours/then/Primary` renders the id `InHours-then-Primary`), so ids are
 * stable and a repeat names the node object it repeats from, never a string.
 */
import { EscalationCondition } from './escalation-condition';
import { EscalationTarget } from './escalation-target';
import {
  BoundWorkingHours, ConditionContext, EscalationPathHost, MAX_BRANCH_NESTING, RETRY_MINUTES_DOCUMENTED_IN,
} from './private/escalation';
import type { WorkingHours, WorkingHoursTransition } from './working-hours';
import { Duration, durationOf, isKnown, oneOf, Problems, throwIfProblems, warn } from '../../../core/l2/index';
import type {
  IncidentEscalationPathPath, IncidentEscalationPathPathLevel, IncidentEscalationPathPathLevelTargets,
} from '../../../generated/incident/escalation-path/index';
import { OPTIONS } from '../private/option-keys.generated';

/** The path that holds the nodes, as they see it. */
type Host = EscalationPathHost<EscalationNode, WorkingHours>;

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
  /** How many times the level is paged in all, counting the first page (2 to 10). */
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
   * acknowledgement stops the others).
   * @default AckMode.ALL
   */
  readonly ackMode?: string;
  /**
   * Urgency of the notifications of every target of the level: `Urgency.HIGH` or `Urgency.LOW`.
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

/**
 * Options of a repeat (`addRepeat`): go back to an earlier node and follow the path from there.
 */
export interface EscalationRepeatOptions {
  /**
   * The node to repeat from: a node of this path before the repeat (earlier in its sequence, or
   * a branch it is in, or a node before that branch). A node of another path is refused.
   */
  readonly from: EscalationNode;
  /** How many times to repeat (a whole number, 1 or more). */
  readonly times: number;
}

/** The kinds of node, as the provider spells them (`type`). */
type Kind = 'level' | 'delay' | 'if_else' | 'repeat';

/**
 * A sequence of nodes, followed in order: the path itself, or the then or else path of a branch.
 * Add nodes with `addLevel`, `addDelay`, `addBranch` and `addRepeat`; each returns the node (a
 * repeat names the node it repeats from).
 */
export class EscalationSequence {
  /** @internal */
  public static _root(host: Host): EscalationSequence {
    return new EscalationSequence(host, '', 0, undefined);
  }

  private readonly _nodes: EscalationNode[] = [];

  private constructor(
    /** @internal The path the sequence belongs to. */
    public readonly _host: Host,
    /** Where the sequence is, e.g. `InHours/then` ('' for the path itself). */
    public readonly sequencePath: string,
    /** @internal How many branches hold it. */
    public readonly _depth: number,
    /** @internal The branch that holds it, if any. */
    public readonly _branch: EscalationBranch | undefined,
  ) {}

  /** The nodes of the sequence, in order (a copy). */
  public get nodes(): EscalationNode[] {
    return [...this._nodes];
  }

  /**
   * Adds a level: targets paged together, and how long they have to acknowledge.
   * @param id the node's name in this sequence (its id in the path is made from it)
   * @param options the targets, the acknowledgement timeout and mode
   */
  public addLevel(id: string, options: EscalationLevelOptions): EscalationNode {
    return this.add(id, 'level', 'addLevel', options, (node, p, pending) => renderLevel(this._host, node, p, options, pending));
  }

  /**
   * Adds a delay: the path waits a time, or until working hours become active or inactive.
   * @param id the node's name in this sequence
   * @param options the duration, or the working hours to wait for
   */
  public addDelay(id: string, options: EscalationDelayOptions): EscalationNode {
    return this.add(id, 'delay', 'addDelay', options, (node, p, pending) => renderDelay(this._host, node, p, options, pending));
  }

  /**
   * Adds a branch: its conditions choose its then path or its else path (`thenPath`,
   * `elsePath`), which take nodes like this sequence. Branches nest at most
   * 5 deep, as the provider allows.
   * @param id the node's name in this sequence
   * @param options the conditions
   */
  public addBranch(id: string, options: EscalationBranchOptions): EscalationBranch {
    return this.add(id, 'if_else', 'addBranch', options, (node, p, pending) => renderBranch(this._host, node as EscalationBranch, p, options, pending)) as EscalationBranch;
  }

  /**
   * Adds a repeat: the path goes back to an earlier node and follows it again, `times` times.
   * @param id the node's name in this sequence
   * @param options the node to repeat from and how many times
   */
  public addRepeat(id: string, options: EscalationRepeatOptions): EscalationNode {
    return this.add(id, 'repeat', 'addRepeat', options, (node, p) => renderRepeat(this._host, node, p, options));
  }

  /** @internal The nodes as the provider's `path` (or `then_path`, `else_path`) renders them. */
  public _render(): IncidentEscalationPathPath[] {
    return this._nodes.map((n) => n._render());
  }

  private add(
    id: string, kind: Kind, method: string, options: unknown,
    render: (node: EscalationNode, p: Problems, pending: Map<string, BoundWorkingHours>) => Own | undefined,
  ): EscalationNode {
    const p = new Problems();
    const idField = `${this.sequencePath ? `${this.sequencePath}.` : ''}${method}(id)`;
    // The name is shown as the start of a field path in every message about the node: no control characters.
    const control = typeof id === 'string' && /[\u0000-\u001f\u007f]/.test(id);
    if (typeof id !== 'string' || id === '' || id.includes('/') || control) {
      p.add(idField, typeof id !== 'string' ? 'expected a string.' : id === '' ? 'is empty.' : control ? 'contains a control character (a newline, a tab), which a node path cannot show.'
        : 'contains a slash, which separates the names in a node path.', {
        received: id, allowed: "a name for the node, unique in its sequence, e.g. 'Primary'", fix: "name the node, e.g. 'Primary'.",
      });
      throwIfProblems(this._host.scope, p);
    }
    const nodePath = this.sequencePath ? `${this.sequencePath}/${id}` : id;
    const nodeId = nodePath.split('/').map((s) => s.replace(/[^A-Za-z0-9_]/g, '_')).join('-');
    const sibling = this._nodes.find((n) => n.nodePath === nodePath);
    const other = sibling ? undefined : this._host.nodeById(nodeId);
    if (sibling || other) {
      p.add(idField, sibling ? `names a node that this sequence has already: '${id}'.` : `makes the node id '${nodeId}', which the node '${other!.nodePath}' has already.`, {
        received: id,
        allowed: sibling ? 'a name no other node of the sequence has' : 'a name whose id (letters, digits and _ kept, other characters replaced by _, names joined by -) no other node has',
        fix: 'choose another name for the node.',
      });
      throwIfProblems(this._host.scope, p);
    }
    // Enforced by the provider: NESTING_ENFORCED_BY (private/escalation.ts, with every rule of this builder).
    if (kind === 'if_else' && this._depth + 1 > MAX_BRANCH_NESTING) {
      p.addRendered(nodePath, `nests a branch ${this._depth + 1} deep; the provider takes branches nested at most ${MAX_BRANCH_NESTING} deep (if_else nodes in then or else paths).`, `a branch inside ${this._depth} branches`, {
        allowed: `at most ${MAX_BRANCH_NESTING} branches nested in one another`,
        fix: 'combine conditions into one branch (every condition of a branch must hold), or split the path into several escalation paths.',
      });
      throwIfProblems(this._host.scope, p);
    }
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      p.add(nodePath, `${method} was given no options object.`, { received: options, allowed: 'an object (struct)', fix: `pass the options, e.g. ${method}('${id}', { ... }).` });
      throwIfProblems(this._host.scope, p);
    }
    const struct = STRUCTS[kind];
    OPTIONS.check(p, options, struct, nodePath);
    throwIfProblems(this._host.scope, p);
    const node = kind === 'if_else'
      ? EscalationBranch._makeBranch(this, id, nodePath, nodeId, this._nodes.length, (seqPath, which, branch) => new EscalationSequence(this._host, `${seqPath}/${which}`, this._depth + 1, branch))
      : EscalationNode._make(kind, this, id, nodePath, nodeId, this._nodes.length);
    const pending = new Map<string, BoundWorkingHours>();
    const own = render(node, p, pending);
    throwIfProblems(this._host.scope, p);
    node._own = own!;
    this._host.commitHours(pending);
    this._nodes.push(node);
    this._host.nodeAdded(node);
    return node;
  }
}

/** The options struct of each kind of node. */
const STRUCTS = {
  level: 'EscalationLevelOptions',
  delay: 'EscalationDelayOptions',
  if_else: 'EscalationBranchOptions',
  repeat: 'EscalationRepeatOptions',
} as const;

/** What a node renders besides its id, type and (for a branch) its paths. */
type Own = Omit<IncidentEscalationPathPath, 'id' | 'type'>;

/** Calendars a node binds, kept once the node is added. */
type Pending = Map<string, BoundWorkingHours>;

/**
 * A node of an escalation path: a level, a delay, a branch or a repeat. Made by the `add*`
 * methods of a sequence (`path.addLevel(...)`); a repeat names one to repeat from.
 */
export class EscalationNode {
  /** @internal */
  public static _make(kind: string, sequence: EscalationSequence, name: string, nodePath: string, nodeId: string, index: number): EscalationNode {
    return new EscalationNode(kind, sequence, name, nodePath, nodeId, index);
  }

  /** @internal What the node renders besides its id and type. */
  public _own?: Own;

  protected constructor(
    /** The kind of node, as the provider spells it: `level`, `delay`, `if_else` or `repeat`. */
    public readonly kind: string,
    /** The sequence the node is in. */
    public readonly sequence: EscalationSequence,
    /** The node's name in its sequence. */
    public readonly name: string,
    /** Where the node is in the path, e.g. `InHours/then/Primary`. */
    public readonly nodePath: string,
    /**
     * The node's id in the path (`path[...].id`, what a repeat's `to_node` names), made from its
     * node path: letters, digits and `_` kept, other characters replaced by `_`, names joined by
     * `-`, e.g. `InHours-then-Primary`.
     */
    public readonly nodeId: string,
    /** @internal Its position in its sequence. */
    public readonly _index: number,
  ) {}

  /** @internal The node as the provider's `path` renders it. */
  public _render(): IncidentEscalationPathPath {
    return { id: this.nodeId, type: this.kind, ...this._own };
  }
}

/**
 * A branch of an escalation path (`if_else`): when all its conditions hold, the escalation
 * follows `thenPath`, otherwise `elsePath`. Both take nodes like the path itself.
 */
export class EscalationBranch extends EscalationNode {
  /** @internal */
  public static _makeBranch(
    sequence: EscalationSequence, name: string, nodePath: string, nodeId: string, index: number,
    sequenceOf: (seqPath: string, which: string, branch: EscalationBranch) => EscalationSequence,
  ): EscalationBranch {
    return new EscalationBranch(sequence, name, nodePath, nodeId, index, sequenceOf);
  }

  /** The nodes followed when every condition holds (`then_path`). */
  public readonly thenPath: EscalationSequence;
  /** The nodes followed otherwise (`else_path`); empty means the escalation ends there. */
  public readonly elsePath: EscalationSequence;

  private constructor(
    sequence: EscalationSequence, name: string, nodePath: string, nodeId: string, index: number,
    sequenceOf: (seqPath: string, which: string, branch: EscalationBranch) => EscalationSequence,
  ) {
    super('if_else', sequence, name, nodePath, nodeId, index);
    this.thenPath = sequenceOf(nodePath, 'then', this);
    this.elsePath = sequenceOf(nodePath, 'else', this);
  }

  /** @internal The branch as the provider's `path` renders it, with its then and else paths. */
  public _render(): IncidentEscalationPathPath {
    const own = this._own as { ifElse: { conditions: unknown[] } };
    return {
      id: this.nodeId,
      type: this.kind,
      ifElse: { conditions: own.ifElse.conditions as never, thenPath: this.thenPath._render(), elsePath: this.elsePath._render() },
    };
  }
}

function renderLevel(host: Host, node: EscalationNode, p: Problems, o: EscalationLevelOptions, pending: Pending): Own | undefined {
  const f = node.nodePath;
  const before = p.length;
  required(p, f, o, { notify: 'the targets of the level, e.g. [EscalationTarget.schedule(primary)]' });
  for (const [k, allowed] of [['urgency', [Urgency.HIGH, Urgency.LOW]], ['ackMode', [AckMode.ALL, AckMode.FIRST]]] as const) {
    const v = o[k];
    if (v !== undefined && v !== null && typeof v !== 'string') p.add(`${f}.${k}`, 'expected a string.', { received: v, allowed: oneOf(allowed.map((x) => `'${x}'`)), fix: `write ${k}: '${allowed[0]}'.` });
  }
  const urgency = o.urgency ?? Urgency.HIGH;
  const targets: IncidentEscalationPathPathLevelTargets[] = [];
  if (o.notify !== undefined && o.notify !== null) {
    if (!Array.isArray(o.notify)) {
      p.add(`${f}.notify`, 'expected a list of targets.', { received: o.notify, allowed: 'a list of EscalationTarget, e.g. [EscalationTarget.schedule(primary)]', fix: 'wrap the targets in [ ].' });
    } else {
      o.notify.forEach((t, i) => {
        if (!isTarget(t)) {
          // A schedule or a user passed as it is: say how to wrap it.
          const kind = t !== null && typeof t === 'object' ? ('scheduleId' in t ? 'schedule' : 'userId' in t ? 'user' : undefined) : undefined;
          p.add(`${f}.notify[${i}]`, `expected an EscalationTarget${kind ? `, not the ${kind} itself` : ''}.`, {
            received: t,
            allowed: 'an EscalationTarget, e.g. EscalationTarget.schedule(primary) or EscalationTarget.user(jane)',
            fix: kind ? `wrap the ${kind}: EscalationTarget.${kind}(${kind === 'user' ? 'jane' : 'primary'}).` : 'make the target with EscalationTarget.schedule, .rota or .user.',
          });
          return;
        }
        const bound = t._bind(host.scope, p, `${f}.notify[${i}]`, urgency);
        if (bound) targets.push(bound);
      });
    }
  }
  const ack = durationSeconds(p, `${f}.ackTimeout`, o.ackTimeout, 'Duration.minutes(5)');
  const until = transitionOf(host, p, `${f}.ackUntil`, o.ackUntil, pending);
  const retry = retryOf(host, p, `${f}.retry`, o.retry);
  const roundRobin = roundRobinOf(p, `${f}.roundRobin`, o.roundRobin);
  if (p.length > before) return undefined;
  if (Array.isArray(o.notify) && o.notify.length === 0) {
    warn(host.scope, 'incident:escalation-level-pages-nobody', `${f}.notify: is empty, so the level pages nobody and the escalation waits on it for nothing. `
      + 'Name who the level pages, e.g. notify: [EscalationTarget.schedule(primary)].');
  }
  o.notify.forEach((t, i) => {
    const id = t._targetId();
    if (typeof id === 'string' && isKnown(id) && id.trim() === '') {
      warn(host.scope, 'incident:escalation-target-names-nobody', `${f}.notify[${i}]: the ${t.kind} target has an empty id, so it names nobody and nobody is paged for it. `
        + `Look the ${t.kind} up (${t.kind === 'user' ? "User.fromEmail(this, 'Jane', 'jane@example.com')" : "Schedule.fromName(this, 'Primary', 'Primary on-call')"}), or pass the construct that defines it.`);
    }
  });
  if (ack !== undefined && until !== undefined) {
    warn(host.scope, 'incident:escalation-wait-both', `${f}: sets both ackTimeout and ackUntil; the level moves on either after a time or when working hours change, so keep one of them.`);
  }
  const level: IncidentEscalationPathPathLevel = {
    targets,
    ackMode: o.ackMode ?? AckMode.ALL,
    timeToAckSeconds: ack,
    timeToAckIntervalCondition: until?.state,
    timeToAckWeekdayIntervalConfigId: until?.id,
    retryConfig: retry,
    roundRobinConfig: roundRobin,
  };
  return { level: withoutUndefined(level) };
}

function renderDelay(host: Host, node: EscalationNode, p: Problems, o: EscalationDelayOptions, pending: Pending): Own | undefined {
  const f = node.nodePath;
  const before = p.length;
  if ((o.duration === undefined || o.duration === null) && (o.until === undefined || o.until === null)) {
    p.add(f, 'waits for nothing: a delay sets duration or until.', {
      received: o, allowed: 'duration (a Duration) or until (e.g. uk.whenActive())', fix: 'set duration: Duration.minutes(10), or until: workingHours.whenActive().',
    });
  }
  const seconds = durationSeconds(p, `${f}.duration`, o.duration, 'Duration.minutes(10)');
  const until = transitionOf(host, p, `${f}.until`, o.until, pending);
  if (p.length > before) return undefined;
  if (seconds !== undefined && until !== undefined) {
    warn(host.scope, 'incident:escalation-wait-both', `${f}: sets both duration and until; the delay waits either a time or until working hours change, so keep one of them.`);
  }
  return { delay: withoutUndefined({ delaySeconds: seconds, delayIntervalCondition: until?.state, delayWeekdayIntervalConfigId: until?.id }) };
}

function renderBranch(host: Host, node: EscalationBranch, p: Problems, o: EscalationBranchOptions, pending: Pending): Own | undefined {
  const f = node.nodePath;
  const before = p.length;
  required(p, f, o, { conditions: 'the conditions of the branch, e.g. [EscalationCondition.inWorkingHours(uk)]' });
  const conditions: unknown[] = [];
  const context: ConditionContext<WorkingHours> = { workingHours: (hours, field) => host.bindHours(hours, p, field, pending) };
  if (o.conditions !== undefined && o.conditions !== null) {
    if (!Array.isArray(o.conditions)) {
      p.add(`${f}.conditions`, 'expected a list of conditions.', { received: o.conditions, allowed: 'a list of EscalationCondition', fix: 'wrap the conditions in [ ].' });
    } else {
      o.conditions.forEach((c, i) => {
        if (!isCondition(c)) {
          p.add(`${f}.conditions[${i}]`, 'expected an EscalationCondition.', {
            received: c, allowed: 'an EscalationCondition, e.g. EscalationCondition.inWorkingHours(uk)', fix: 'make the condition with EscalationCondition.inWorkingHours, .priorityIn or .of.',
          });
          return;
        }
        const bound = c._bind(host.scope, p, `${f}.conditions[${i}]`, context);
        if (bound) conditions.push(bound);
      });
    }
  }
  if (p.length > before) return undefined;
  if (o.conditions.length === 0) {
    warn(host.scope, 'incident:escalation-branch-no-condition', `${f}.conditions: is empty, so the branch tests nothing. `
      + 'Give it a condition, e.g. conditions: [EscalationCondition.inWorkingHours(uk)], or add its nodes to the path itself.');
  }
  return { ifElse: { conditions: conditions as never, thenPath: [] } };
}

function renderRepeat(host: Host, node: EscalationNode, p: Problems, o: EscalationRepeatOptions): Own | undefined {
  const f = node.nodePath;
  const before = p.length;
  required(p, f, o, { from: 'the node to repeat from, e.g. the value addLevel returned', times: 'how many times to repeat, e.g. 3' });
  const from = o.from;
  if (from !== undefined && from !== null) {
    if (!(from instanceof EscalationNode)) {
      p.add(`${f}.from`, typeof from === 'string' ? 'names a node by a string; a repeat takes the node object.' : 'expected an EscalationNode.', {
        received: from,
        allowed: 'a node of this path, as addLevel, addDelay or addBranch returned it',
        fix: 'keep the node an add method returned (const primary = path.addLevel(...)) and pass it: from: primary.',
      });
    } else if (host.nodeById(from.nodeId) !== from) {
      p.addRendered(`${f}.from`, `names the node '${from.nodePath}', which is not a node of this escalation path.`, `the node '${from.nodePath}' of ${nodeOwner(from)}`, {
        allowed: `a node of this path before the repeat${knownNodes(node)}`,
        fix: 'repeat from a node of this path (each path has its own nodes), e.g. the value this path\'s addLevel returned.',
      });
    }
  }
  const times = o.times;
  if (times !== undefined && times !== null) {
    if (typeof times !== 'number' || !Number.isFinite(times)) {
      p.add(`${f}.times`, 'expected a number.', { received: times, allowed: 'a whole number, 1 or more', fix: 'write times: 3.' });
    } else if (isKnown(times) && !Number.isInteger(times)) {
      p.add(`${f}.times`, 'is not a whole number.', { received: times, allowed: 'a whole number, 1 or more', fix: `write times: ${Math.max(1, Math.round(times))}.` });
    }
  }
  if (p.length > before) return undefined;
  if (isKnown(times) && times < 1) {
    warn(host.scope, 'incident:escalation-repeat-times', `${f}.times: is ${times}, so the repeat never goes back. Repeat 1 or more times, or remove the repeat.`);
  }
  if (!before_(from, node)) {
    warn(host.scope, 'incident:escalation-repeat-not-before', `${f}.from: repeats from '${from.nodePath}', which the escalation has not passed when it reaches the repeat `
      + '(a repeat goes back to a node earlier in its sequence, to a branch it is in, or to a node before that branch). Repeat from a node before it.');
  }
  return { repeat: { repeatTimes: times, toNode: from.nodeId } };
}

/** Whether the escalation passes `target` before it reaches `node`. */
function before_(target: EscalationNode, node: EscalationNode): boolean {
  // Walk up from the repeat: at each level, the nodes before it in its sequence, and the branch
  // that holds the sequence (then the nodes before that branch, and so on).
  let seq: EscalationSequence | undefined = node.sequence;
  let index = node._index;
  while (seq) {
    const nodes: EscalationNode[] = seq.nodes;
    if (nodes.slice(0, index).includes(target)) return true;
    const branch: EscalationBranch | undefined = seq._branch;
    if (!branch) return false;
    if (branch === target) return true;
    seq = branch.sequence;
    index = branch._index;
  }
  return false;
}

function nodeOwner(n: EscalationNode): string {
  return `the construct ${n.sequence._host.scope.node.path}`;
}

function knownNodes(node: EscalationNode): string {
  const names: string[] = [];
  let seq: EscalationSequence | undefined = node.sequence;
  let index = node._index;
  while (seq) {
    names.unshift(...seq.nodes.slice(0, index).map((n) => `'${n.nodePath}'`));
    const branch: EscalationBranch | undefined = seq._branch;
    if (!branch) break;
    names.unshift(`'${branch.nodePath}'`);
    seq = branch.sequence;
    index = branch._index;
  }
  return names.length ? `: ${[...new Set(names)].join(', ')}` : '';
}

/** A Duration in whole seconds; problems for anything else (enforced by the provider: WHOLE_NUMBER_ENFORCED_BY). */
function durationSeconds(p: Problems, field: string, d: unknown, example: string): number | undefined {
  const duration = durationOf(p, field, d, example);
  if (!duration) return undefined;
  const s = duration.toSeconds();
  if (!Number.isInteger(s)) {
    p.addRendered(field, 'is not a whole number of seconds.', duration.toString(), {
      allowed: 'whole seconds', fix: `use whole seconds, e.g. Duration.seconds(${Math.max(1, Math.round(s))}).`,
    });
    return undefined;
  }
  return s;
}

/** A wait for working hours: the calendar (added to the path) and the state waited for. */
function transitionOf(host: Host, p: Problems, field: string, t: unknown, pending: Pending): { id: string; state: string } | undefined {
  if (t === undefined || t === null) return undefined;
  const x = t as Partial<WorkingHoursTransition>;
  if (typeof t !== 'object' || typeof x.state !== 'string' || x.workingHours === undefined) {
    p.add(field, 'expected a working-hours transition.', { received: t, allowed: 'workingHours.whenActive() or workingHours.whenInactive()', fix: 'write e.g. uk.whenActive().' });
    return undefined;
  }
  const bound = host.bindHours(x.workingHours, p, `${field}.workingHours`, pending);
  return bound ? { id: bound.id, state: x.state } : undefined;
}

function retryOf(host: Host, p: Problems, field: string, r: EscalationRetryOptions | undefined): IncidentEscalationPathPathLevel['retryConfig'] {
  if (r === undefined || r === null) return undefined;
  if (!isStruct(p, field, r, '{ attempts: 3, interval: Duration.minutes(5) }')) return undefined;
  const before = p.length;
  required(p, field, r, { attempts: 'how many times to page in all, 2 to 10', interval: 'a Duration in whole minutes, e.g. Duration.minutes(5)' });
  const attempts = r.attempts;
  if (attempts !== undefined && attempts !== null && (typeof attempts !== 'number' || !Number.isFinite(attempts))) {
    p.add(`${field}.attempts`, 'expected a number.', { received: attempts, allowed: 'a whole number, 2 to 10', fix: 'write attempts: 3.' });
  } else if (isKnown(attempts) && !Number.isInteger(attempts)) {
    p.add(`${field}.attempts`, 'is not a whole number.', { received: attempts, allowed: 'a whole number, 2 to 10', fix: `write attempts: ${Math.min(10, Math.max(2, Math.round(attempts)))}.` });
  }
  const interval = durationSeconds(p, `${field}.interval`, r.interval, 'Duration.minutes(5)');
  if (p.length > before || interval === undefined) return undefined;
  if (interval % 60 !== 0) {
    warn(host.scope, 'incident:escalation-retry-interval', `${field}.interval: is ${Duration.seconds(interval).toString()}, not a whole number of minutes, `
      + `which the API asks for (${RETRY_MINUTES_DOCUMENTED_IN}). Use Duration.minutes(n).`);
  }
  return { attempts, intervalSeconds: interval };
}

function roundRobinOf(p: Problems, field: string, r: EscalationRoundRobinOptions | undefined): IncidentEscalationPathPathLevel['roundRobinConfig'] {
  if (r === undefined || r === null) return undefined;
  if (!isStruct(p, field, r, '{ rotateAfter: Duration.minutes(5) }, or {} for no rotation')) return undefined;
  const rotate = durationSeconds(p, `${field}.rotateAfter`, r.rotateAfter, 'Duration.minutes(5)');
  return withoutUndefined({ enabled: true, rotateAfterSeconds: rotate });
}

function isTarget(x: unknown): x is EscalationTarget {
  return x instanceof EscalationTarget;
}

function isCondition(x: unknown): x is EscalationCondition {
  return x instanceof EscalationCondition;
}

/** Whether a nested option is an object; a problem when it is not. */
function isStruct(p: Problems, field: string, v: unknown, example: string): boolean {
  if (v !== null && typeof v === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(v))) return true;
  p.add(field, 'expected an object.', { received: v, allowed: `an object, e.g. ${example}`, fix: `write ${field.replace(/^.*\./, '')}: ${example.replace(/, or .*$/, '')}.` });
  return false;
}

/** Adds "is required" for each option of a node that is missing, under the node's path. */
function required(p: Problems, at: string, o: object, allowed: { [field: string]: string }): void {
  for (const [k, a] of Object.entries(allowed)) {
    const v = (o as Record<string, unknown>)[k];
    if (v === undefined || v === null) p.add(`${at}.${k}`, 'is required.', { received: v, allowed: a, fix: `set ${k}.` });
  }
}

function withoutUndefined<T extends object>(o: T): T {
  for (const k of Object.keys(o) as Array<keyof T>) if (o[k] === undefined) delete o[k];
  return o;
}
