/**
 * The acknowledgements of value checks, type rules and construct warnings at synth: which
 * acknowledgement of a scope matches a finding, how findings and construct warnings are reported,
 * and the check pass of a stack (which ends by reporting the acknowledgements that matched
 * nothing). `Checks.of(scope)` (api/checks.ts) records them. Not part of the public API.
 */
import { IConstruct } from 'constructs';
import { addWarning } from '../base/annotations';
import { formatProblem, ValidationProblem } from '../base/errors';

/** One finding of a value check or a type rule. Internal. */
export interface Finding {
  /** `value:...` or `rule:...` */
  readonly id: string;
  /** `unlisted`: a value outside a list the provider only documents (a warning unless strict). */
  readonly level: 'error' | 'warning' | 'unlisted';
  readonly problem: ValidationProblem;
  /** The top-level input the finding is about, for value checks (so `setInput` can replace them). */
  readonly input?: string;
}

interface ChecksState {
  acks?: Map<string, string>;
  /** The acknowledged ids that matched a finding in the last synth. */
  used?: Set<string>;
  strict?: boolean;
}

const STATE = new WeakMap<IConstruct, ChecksState>();
/** The scopes with acknowledgements, per app (root), for the unused-acknowledgement report. */
const ACKNOWLEDGING = new WeakMap<IConstruct, Set<IConstruct>>();

function acknowledgingIn(root: IConstruct): Set<IConstruct> | undefined {
  return ACKNOWLEDGING.get(root);
}
const NONE: string[] = [];


/**
 * Records an acknowledgement made on `scope` (the id is checked by `Checks.acknowledge`). A renamed
 * id is recorded under its new name.
 */
export function recordAcknowledgement(scope: IConstruct, id: string, reason: string): void {
  const s = stateOf(scope);
  (s.acks ??= new Map()).set(id, reason);
  const root = scope.node.root;
  let set = ACKNOWLEDGING.get(root);
  if (!set) ACKNOWLEDGING.set(root, set = new Set());
  set.add(scope);
}

/** Strict mode on `scope`: values outside documented lists are errors there. */
export function setStrict(scope: IConstruct): void {
  stateOf(scope).strict = true;
}

function stateOf(scope: IConstruct): ChecksState {
  let s = STATE.get(scope);
  if (!s) STATE.set(scope, s = {});
  return s;
}

/** The acknowledgement of `id` nearest to `scope` (marked used), and whether strict mode is on there. */
function settingsFor(scope: IConstruct): { ack: (id: string) => string | undefined; strict: boolean } {
  const chain = scope.node.scopes.map((c) => STATE.get(c)).filter((s): s is ChecksState => s !== undefined);
  return {
    strict: chain.some((s) => s.strict),
    ack: (id) => {
      for (let i = chain.length - 1; i >= 0; i--) {
        const r = chain[i].acks?.get(id);
        if (r !== undefined) {
          (chain[i].used ??= new Set()).add(id);
          return r;
        }
      }
      return undefined;
    },
  };
}

/**
 * Marks which acknowledgements the findings of `scope` use, before they are reported (the stack's
 * check pass calls it, so that the unused ones can be told at the end of that pass).
 */
export function noteFindings(scope: IConstruct, findings: readonly Finding[]): void {
  if (!findings.length || !acknowledgingIn(scope.node.root)) return;
  const settings = settingsFor(scope);
  for (const f of findings) settings.ack(f.id);
}

/** A construct's warning that waits for the check pass of its stack. */
interface PendingWarning {
  readonly scope: IConstruct;
  readonly id: string;
  readonly message: string;
}
const PENDING = new WeakMap<IConstruct, PendingWarning[]>();
/** The stacks whose check pass runs now (between its first validation and the last). */
const IN_PASS = new WeakSet<IConstruct>();
/** The validation that ends the check pass of a stack (on the last construct in its tree). */
const FINISHERS = new WeakMap<IConstruct, PassEnd>();

/**
 * Adds a construct's warning (id `<provider>:<name>`), reported at synth with the
 * acknowledgement of its scope, if any (`Acknowledged: <reason>`), so that an acknowledgement
 * made after the construct counts. A warning added during the check pass (by a check that runs
 * at synth) is reported at once; one of a construct outside any stack, too.
 */
export function addConstructWarning(scope: IConstruct, id: string, message: string): void {
  const stack = nearestStack(scope);
  if (!stack || IN_PASS.has(stack)) {
    reportWarning(scope, id, message);
    return;
  }
  let pending = PENDING.get(stack);
  if (!pending) {
    PENDING.set(stack, pending = []);
    stack.node.addValidation({ validate: () => reportPending(stack) });
  }
  pending.push({ scope, id, message });
}

const PASS_STARTED = new WeakSet<IConstruct>();

/**
 * Makes sure the stack of `scope` starts its check pass at synth, so that a warning a check adds
 * at synth (`validateAtSynth`) is reported with its acknowledgement. Cheap and idempotent.
 */
export function ensureCheckPass(scope: IConstruct): void {
  const stack = nearestStack(scope);
  if (!stack || PASS_STARTED.has(stack)) return;
  PASS_STARTED.add(stack);
  stack.node.addValidation({ validate: () => (beginCheckPass(stack), NONE) });
}

function reportWarning(scope: IConstruct, id: string, message: string): void {
  const ack = acknowledgingIn(scope.node.root) ? settingsFor(scope).ack(id) : undefined;
  addWarning(scope, id, ack === undefined ? message : `${message} Acknowledged: ${ack}`);
}

function reportPending(stack: IConstruct): string[] {
  beginCheckPass(stack);
  for (const w of PENDING.get(stack) ?? []) reportWarning(w.scope, w.id, w.message);
  return NONE;
}

/**
 * Starts the check pass of a stack at synth (its first validation calls it; again is a no-op):
 * from now on, acknowledgements are marked as they match, and at the end of the stack's
 * validations the unused ones are reported. cdktn validates a stack's tree in pre-order, so the
 * end is a validation on the last construct of the tree.
 */
export function beginCheckPass(stack: IConstruct): void {
  if (IN_PASS.has(stack)) return;
  IN_PASS.add(stack);
  let last = stack;
  for (let c = last.node.children; c.length; c = last.node.children) last = c[c.length - 1];
  const end = new PassEnd(stack);
  FINISHERS.set(stack, end);
  last.node.addValidation(end);
}

class PassEnd {
  constructor(private readonly stack: IConstruct) {}

  public validate(): string[] {
    // A stale end (the tree grew since an earlier synth, and another construct is last now).
    if (FINISHERS.get(this.stack) !== this) return NONE;
    IN_PASS.delete(this.stack);
    reportUnusedAcknowledgements(this.stack);
    for (const scope of acknowledgingIn(this.stack.node.root) ?? []) if (judgedBy(scope, this.stack)) STATE.get(scope)!.used = undefined;
    return NONE;
  }
}

/**
 * Warns, on the scope where it was made, about each acknowledgement in `stack` (or inside it) that
 * matched nothing in this synth: a stale acknowledgement would hide the next real problem.
 * Acknowledgements made above the stack (on the app) may serve other stacks, and are not judged.
 */
function reportUnusedAcknowledgements(stack: IConstruct): void {
  for (const scope of acknowledgingIn(stack.node.root) ?? []) {
    if (!judgedBy(scope, stack)) continue;
    const s = STATE.get(scope)!;
    for (const [id] of s.acks ?? []) {
      if (s.used?.has(id)) continue;
      addWarning(scope, 'terrain:unused-acknowledgement', `Checks.of(...).acknowledge('${id}') matched no finding or warning in this scope. `
        + 'Fix: remove the acknowledgement (the check passes now), or check the id for a typo.');
    }
  }
}

/**
 * Whether the check pass of `stack` judges the acknowledgements made on `scope`: the stack is the
 * nearest one to the scope, and no other stack lies inside the scope (a stack in a stack has its
 * own pass, which runs later; an acknowledgement that may serve it is not judged).
 */
function judgedBy(scope: IConstruct, stack: IConstruct): boolean {
  if (nearestStack(scope) !== stack) return false;
  return !scope.node.findAll().some((c) => c !== scope && isStack(c));
}

function isStack(c: IConstruct): boolean {
  return typeof (c as { runAllValidations?: unknown }).runAllValidations === 'function';
}

/** The nearest stack that holds `scope` (itself, if it is one), or undefined above every stack. */
export function nearestStack(scope: IConstruct): IConstruct | undefined {
  const scopes = scope.node.scopes;
  for (let i = scopes.length - 1; i >= 0; i--) if (isStack(scopes[i])) return scopes[i];
  return undefined;
}


/**
 * Turns findings into what synth reports for `scope`: errors are returned (cdktn prefixes each with
 * the construct path and fails synth), warnings become annotations.
 */
export function reportFindings(scope: IConstruct, findings: readonly Finding[]): string[] {
  if (!findings.length) return NONE;
  const settings = settingsFor(scope);
  const errors: string[] = [];
  for (const f of findings) {
    const text = formatProblem(f.problem);
    const ack = settings.ack(f.id);
    if (ack !== undefined) {
      addWarning(scope, f.id, `${text} Acknowledged: ${ack}`);
    } else if (f.level === 'error' || (f.level === 'unlisted' && settings.strict)) {
      errors.push(`[${f.id}] ${text}`);
    } else if (f.level === 'unlisted') {
      addWarning(scope, 'terrain:unlisted-value', `[${f.id}] ${text}`);
    } else {
      addWarning(scope, f.id, text);
    }
  }
  return errors;
}
