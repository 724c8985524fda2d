/**
 * The nodes of an escalation path and the sequences that hold them: levels that page targets,
 * delays, branches (if/else) and repeats. `EscalationPath` is the root sequence; a branch holds
 * two more (`thenPath`, `elsePath`). Each node gets its id from its place in the tree, like a
 * construct path (`InHours/then/Primary` renders the id `InHours-then-Primary`), so ids are
 * stable and a repeat names the node object it repeats from, never a string. The options of the
 * nodes are in `escalation-node-options.ts`; what levels, delays and branches render, in
 * `private/escalation-node-bodies.ts`.
 */
import type { EscalationBranchOptions, EscalationDelayOptions, EscalationLevelOptions } from './escalation-node-options';
import { CalendarsToAdd, MAX_BRANCH_NESTING, nearWhole, OwningPath } from './private/escalation';
import { branchBody, delayBody, levelBody, NodeBody } from './private/escalation-node-bodies';
import { isUnresolved, Problems, throwIfProblems, warn, wholeNumberOf } from '../../../core/l2/index';
import type { IncidentEscalationPathPath } from '../../../generated/incident/escalation-path/index';
import { OPTIONS } from '../private/option-keys.generated';

/** The escalation path that owns the nodes, as they see it. */
type NodeOwner = OwningPath<EscalationNode>;

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
  public static _root(path: NodeOwner): EscalationSequence {
    return new EscalationSequence(path, '', 0, undefined, 'path');
  }

  private readonly _nodes: EscalationNode[] = [];

  private constructor(
    /** @internal The path the sequence belongs to. */
    public readonly _path: NodeOwner,
    /** Where the sequence is, e.g. `InHours/then` ('' for the path itself). */
    public readonly sequencePath: string,
    /** @internal How many branches hold it. */
    public readonly _depth: number,
    /** @internal The branch that holds it, if any. */
    public readonly _branch: EscalationBranch | undefined,
    /** Where its nodes are in the L1's JSON, for the overrides messages give: `path`, `path.0.if_else.then_path`. */
    private readonly jsonBase: string,
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
    return this.add(id, 'level', 'addLevel', options, (node, p, toAdd, at) => levelBody(this._path, node.nodePath, p, options, toAdd, at));
  }

  /**
   * Adds a delay: the path waits a time, or until working hours become active or inactive.
   * @param id the node's name in this sequence
   * @param options the duration, or the working hours to wait for
   */
  public addDelay(id: string, options: EscalationDelayOptions): EscalationNode {
    return this.add(id, 'delay', 'addDelay', options, (node, p, toAdd, at) => delayBody(this._path, node.nodePath, p, options, toAdd, at));
  }

  /**
   * Adds a branch: its conditions choose its then path or its else path (`thenPath`,
   * `elsePath`), which take nodes like this sequence. Branches nest at most
   * 5 deep, as the provider allows.
   * @param id the node's name in this sequence
   * @param options the conditions
   */
  public addBranch(id: string, options: EscalationBranchOptions): EscalationBranch {
    return this.add(id, 'if_else', 'addBranch', options, (node, p, toAdd) => branchBody(this._path, node.nodePath, p, options, toAdd)) as EscalationBranch;
  }

  /**
   * Adds a repeat: the path goes back to an earlier node and follows it again, `times` times.
   * @param id the node's name in this sequence
   * @param options the node to repeat from and how many times
   */
  public addRepeat(id: string, options: EscalationRepeatOptions): EscalationNode {
    return this.add(id, 'repeat', 'addRepeat', options, (node, p) => repeatBody(node, p, options));
  }

  /** @internal The nodes as the provider's `path` (or `then_path`, `else_path`) renders them. */
  public _toPath(): IncidentEscalationPathPath[] {
    return this._nodes.map((n) => n._toPath());
  }

  private add(
    id: string, kind: Kind, method: string, options: unknown,
    bodyOf: (node: EscalationNode, p: Problems, toAdd: CalendarsToAdd, jsonPath: string) => NodeBody | undefined,
  ): EscalationNode {
    const p = new Problems();
    const idField = `${this.sequencePath ? `${this.sequencePath}.` : ''}${method}(id)`;
    // The name is shown as the start of a field path in every message about the node: no control characters.
    const control = typeof id === 'string' && /[\u0000-\u001f\u007f]/.test(id);
    if (typeof id !== 'string' || id === '' || id.includes('/') || control) {
      p.add(idField, typeof id !== 'string' ? 'expected a string.' : id === '' ? 'is empty.' : control ? 'contains a control character (a newline, a tab), which a node path cannot show.'
        : 'contains a slash, which separates the names in a node path.', {
        id: 'incident:escalation-node-name',
        received: id,
        allowed: "a name for the node, unique in its sequence, e.g. 'Primary'",
        fix: "name the node, e.g. 'Primary'.",
      });
      throwIfProblems(this._path.scope, p);
    }
    const nodePath = this.sequencePath ? `${this.sequencePath}/${id}` : id;
    // Every character other than a letter, a digit or _ becomes _ (the g flag: all of them, not the first).
    const nodeId = nodePath.split('/').map((s) => s.replace(/[^A-Za-z0-9_]/g, '_')).join('-');
    const sibling = this._nodes.find((n) => n.nodePath === nodePath);
    const other = sibling ? undefined : this._path.nodeById(nodeId);
    if (sibling || other) {
      p.add(idField, sibling ? `names a node that this sequence has already: '${id}'.` : `makes the node id '${nodeId}', which the node '${other!.nodePath}' has already.`, {
        id: 'incident:escalation-node-name-taken',
        received: id,
        allowed: sibling ? 'a name no other node of the sequence has' : 'a name whose id (letters, digits and _ kept, other characters replaced by _, names joined by -) no other node has',
        fix: 'choose another name for the node.',
      });
      throwIfProblems(this._path.scope, p);
    }
    // Enforced by the provider: NESTING_ENFORCED_BY (private/escalation.ts, with every rule of this builder).
    if (kind === 'if_else' && this._depth + 1 > MAX_BRANCH_NESTING) {
      p.addRendered(nodePath, `nests a branch ${this._depth + 1} deep; the provider takes branches nested at most ${MAX_BRANCH_NESTING} deep (if_else nodes in then or else paths).`, `a branch inside ${this._depth} branches`, {
        id: 'incident:escalation-branch-nesting',
        allowed: `at most ${MAX_BRANCH_NESTING} branches nested in one another`,
        fix: 'combine conditions into one branch (every condition of a branch must hold), or split the path into several escalation paths.',
      });
      throwIfProblems(this._path.scope, p);
    }
    if (options === null || typeof options !== 'object' || Array.isArray(options)) {
      p.add(nodePath, `${method} was given no options object.`, { id: 'incident:escalation-node-options', received: options, allowed: 'an object (struct)', fix: `pass the options, e.g. ${method}('${id}', { ... }).` });
      throwIfProblems(this._path.scope, p);
    }
    const struct = STRUCTS[kind];
    OPTIONS.check(p, options, struct, nodePath);
    throwIfProblems(this._path.scope, p);
    const jsonPath = `${this.jsonBase}.${this._nodes.length}`;
    const node = kind === 'if_else'
      ? EscalationBranch._makeBranch(this, id, nodePath, nodeId, this._nodes.length,
        (seqPath, which, branch) => new EscalationSequence(this._path, `${seqPath}/${which}`, this._depth + 1, branch, `${jsonPath}.if_else.${which}_path`))
      : EscalationNode._make(kind, this, id, nodePath, nodeId, this._nodes.length);
    const toAdd: CalendarsToAdd = new Map();
    const body = bodyOf(node, p, toAdd, jsonPath);
    throwIfProblems(this._path.scope, p);
    node._body = body!;
    this._path.commitHours(toAdd);
    this._nodes.push(node);
    this._path.nodeAdded(node);
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
  public _body?: NodeBody;

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
  public _toPath(): IncidentEscalationPathPath {
    return { id: this.nodeId, type: this.kind, ...this._body };
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
  public _toPath(): IncidentEscalationPathPath {
    const conditions = this._body?.ifElse?.conditions ?? [];
    return {
      id: this.nodeId,
      type: this.kind,
      ifElse: { conditions, thenPath: this.thenPath._toPath(), elsePath: this.elsePath._toPath() },
    };
  }
}

/** The body of a repeat: the node it goes back to (a node of this path), and how many times. */
function repeatBody(node: EscalationNode, p: Problems, o: EscalationRepeatOptions): NodeBody | undefined {
  const f = node.nodePath;
  const path = node.sequence._path;
  const before = p.length;
  p.under(f).required(o, ['from', 'times'], { from: 'the node to repeat from, e.g. the value addLevel returned', times: 'how many times to repeat, e.g. 3' });
  const from = o.from;
  if (from !== undefined && from !== null) {
    if (!(from instanceof EscalationNode)) {
      p.add(`${f}.from`, typeof from === 'string' ? 'names a node by a string; a repeat takes the node object.' : 'expected an EscalationNode.', {
        id: 'incident:escalation-repeat-from',
        received: from,
        allowed: 'a node of this path, as addLevel, addDelay or addBranch returned it',
        fix: 'keep the node an add method returned (const primary = path.addLevel(...)) and pass it: from: primary.',
      });
    } else if (path.nodeById(from.nodeId) !== from) {
      p.addRendered(`${f}.from`, `names the node '${from.nodePath}', which is not a node of this escalation path.`, `the node '${from.nodePath}' of ${pathOf(from)}`, {
        id: 'incident:escalation-repeat-other-path',
        allowed: `a node of this path before the repeat${knownNodes(node)}`,
        fix: 'repeat from a node of this path (each path has its own nodes), e.g. the value this path\'s addLevel returned.',
      });
    }
  }
  // Fewer than 1 time is a warning (below): the provider takes it.
  const times = wholeNumberOf(p, `${f}.times`, o.times, { fix: `write times: ${nearWhole(o.times, 1, Infinity) ?? 3}.` });
  if (p.length > before || times === undefined) return undefined;
  if (!isUnresolved(times) && times < 1) {
    warn(path.scope, 'incident:escalation-repeat-times', `${f}.times: is ${times}, so the repeat never goes back. Repeat 1 or more times, or remove the repeat.`);
  }
  if (!passedBefore(from, node)) {
    warn(path.scope, 'incident:escalation-repeat-not-before', `${f}.from: repeats from '${from.nodePath}', which the escalation has not passed when it reaches the repeat `
      + '(a repeat goes back to a node earlier in its sequence, to a branch it is in, or to a node before that branch). Repeat from a node before it.');
  }
  return { repeat: { repeatTimes: times, toNode: from.nodeId } };
}

/** Whether the escalation passes `target` before it reaches `node`. */
function passedBefore(target: EscalationNode, node: EscalationNode): boolean {
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

/** The path a node is in, for messages. */
function pathOf(n: EscalationNode): string {
  return `the construct ${n.sequence._path.scope.node.path}`;
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

