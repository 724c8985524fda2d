/**
 * Shared validation helpers for the hand-written constructs.
 *
 * Rules come in tables of pure functions that return problems (see `private/validate-*.ts`), so
 * they are tested without synthesis and report every failure at once:
 * - props that are final at construction are checked in the constructor (`throwIfProblems`);
 * - invariants that `add*` methods can still change are checked at synth (`addValidations`), where
 *   cdktn prefixes each message with the construct path.
 * A value that is an unresolved token is never judged (`isKnown`).
 */
import { Token, Tokenization } from 'cdktn';
import { IConstruct, IValidation } from 'constructs';
import { describeValue, formatProblem, textOf, ValidationError, ValidationProblem } from './errors';
import { ownerReported, rejectedInputs } from './l1-runtime';

export { describeValue, textOf };
export type { ValidationProblem };

/** Whether a value is known at synth time (set, and not an unresolved token). */
export function isKnown<T>(v: T | undefined): v is T {
  return v !== undefined && v !== null && !Token.isUnresolved(v);
}

/**
 * Whether two ids (of projects, say) are known to differ: both strings known at synth. A value
 * that is no string is not compared (it is reported where it is checked, by the L1 at the latest),
 * so a message that names both never renders an object a JavaScript caller passed.
 */
export function knownDifferent(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' && isKnown(a) && isKnown(b) && a !== b;
}

/**
 * Whether two values name the same thing: equal, or strings made of the same literal text and
 * references to the same Terraform expression of the same stack. Reading `variable.stringValue`
 * or `resource.id` twice gives two different token strings for one reference; registries that
 * match constructs by project id compare with this.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'string' || typeof b !== 'string' || !Token.isUnresolved(a) || !Token.isUnresolved(b)) return false;
  const ka = referenceKey(a);
  return ka !== undefined && ka === referenceKey(b);
}

/** The literal text and reference identifiers of a token string, or undefined when a token is not a plain reference. */
function referenceKey(s: string): string | undefined {
  const fragments = (Tokenization.reverseString(s) as unknown as { fragments?: Array<{ type: string; lit?: unknown; token?: unknown }> }).fragments;
  if (!Array.isArray(fragments)) return undefined;
  let key = '';
  for (const f of fragments) {
    if (f.type === 'literal') {
      key += `L${JSON.stringify(f.lit)}`;
    } else if (f.type === 'token') {
      const t = f.token as { identifier?: unknown; originStack?: { node?: { path?: string } } } | undefined;
      if (typeof t?.identifier !== 'string') return undefined;
      key += `R${JSON.stringify([t.originStack?.node?.path ?? '', t.identifier])}`;
    } else {
      return undefined;
    }
  }
  return key;
}

/** Collects problems; `add` takes the parts of the message. */
export class Problems {
  public readonly list: ValidationProblem[] = [];

  /** Every problem says how to fix it: `fix` is required. */
  public add(field: string, problem: string, parts: { received?: unknown; allowed?: string; fix: string }): void {
    this.list.push({
      field,
      problem,
      received: 'received' in parts ? describeValue(parts.received) : undefined,
      allowed: parts.allowed,
      fix: parts.fix,
    });
  }

  /** Adds a problem whose received value is already rendered for people (e.g. `3 + 1 = 4`). */
  public addRendered(field: string, problem: string, received: string, parts: { allowed?: string; fix: string }): void {
    this.list.push({ field, problem, received, allowed: parts.allowed, fix: parts.fix });
  }

  /**
   * Adds "is required" for each named prop that is missing. TypeScript callers cannot leave one
   * out; JavaScript callers and callers that build props dynamically can.
   */
  public required<T extends object>(props: T, fields: ReadonlyArray<keyof T & string>, allowed: { [field: string]: string }): void {
    for (const f of fields) {
      if (props[f] === undefined || props[f] === null) this.add(f, 'is required.', { received: props[f], allowed: allowed[f], fix: `set ${f}.` });
    }
  }

  public merge(other: ValidationProblem[]): void {
    this.list.push(...other);
  }

  public get length(): number {
    return this.list.length;
  }
}

/**
 * Throws unless `props` is an object. TypeScript callers always pass one; a JavaScript caller can
 * pass nothing or something else, and gets this error instead of a TypeError from inside.
 */
export function requireProps(scope: IConstruct, props: unknown): void {
  if (props !== null && typeof props === 'object' && !Array.isArray(props)) return;
  const p = new Problems();
  p.add('(props)', 'expected an object with the construct\'s props.', { received: props, allowed: 'an object (struct)', fix: 'pass the props as the third argument of the constructor.' });
  throwIfProblems(scope, p);
}

/** Throws one ValidationError listing every problem, if there is any. */
export function throwIfProblems(scope: IConstruct, problems: ValidationProblem[] | Problems): void {
  const list = problems instanceof Problems ? problems.list : problems;
  if (list.length) throw new ValidationError(scope, list);
}

/**
 * Registers a validation run at synth: each problem becomes one message, which cdktn prefixes
 * with the construct path (`[stack/orders] regions[1].electableNodes: ...`).
 */
export function addValidations(scope: IConstruct, check: () => ValidationProblem[]): void {
  scope.node.addValidation(new ProblemsValidation(check));
}

class ProblemsValidation implements IValidation {
  constructor(private readonly check: () => ValidationProblem[]) {}

  public validate(): string[] {
    return this.check().map(formatProblem);
  }
}

/**
 * What a synth-time validation of an L2 reports: its own problems, in its own words; only when it
 * has none, what its L1 (`resource`) still rejects of what the L2 rendered into it with
 * `trySetInput` (field paths under `resource.`). Both come from the same input, so the L2's
 * account is the one to read first. While the L2 has problems of its own, the L1's value checks
 * and type rules are not reported either.
 */
export function ownProblemsFirst(own: ValidationProblem[], l1: IConstruct): ValidationProblem[] {
  ownerReported(l1, own.length > 0);
  return own.length ? own : rejectedInputs(l1).map((p) => ({ ...p, field: `resource.${p.field}` }));
}

/** `a, b or c` */
export function oneOf(values: ReadonlyArray<string | number>): string {
  const v = values.map((x) => String(x));
  return v.length <= 1 ? v.join('') : `${v.slice(0, -1).join(', ')} or ${v[v.length - 1]}`;
}
