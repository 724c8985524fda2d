/**
 * Problems and warnings: what an L2 tells its user, and when.
 *
 * - A problem names the field (the path inside the props, e.g. `regions[2].electableNodes`), what
 *   is wrong, what was received, what is allowed and how to fix it (`Problems.add`).
 * - Props that are final at construction are judged in the constructor: collect every problem,
 *   then `throwIfProblems` throws one ValidationError that names the construct path.
 * - What `add*` methods can still change is judged at synth (`validateAtSynth`), where cdktn
 *   prefixes each message with the construct path.
 * - Advice is a warning with a stable id that names its provider (`warn`).
 * - Every problem has a stable id (`incident:grouping-window`, `l2:required`), which stays when
 *   its words change.
 * - A value that is an unresolved token is never judged (`isKnown`, in `values.ts`).
 *
 * Part of the L2 kit (`src/core/l2`); not part of the public API.
 */
import { IConstruct, IValidation } from 'constructs';
import { ArgumentError, describeHidden, describeValue, formatProblem, textOf, ValidationError, ValidationProblem } from '../base/errors';
import { isKnown } from '../base/tokens';
import { ownerAnswers, ownerReported, rejectedInputs } from '../runtime';
import { addConstructWarning, ensureCheckPass, reportFindings } from '../runtime/acknowledgements';

export { describeValue, textOf, ValidationError };
export type { ValidationProblem };

/** The parts of a problem after its field and sentence. */
export interface ProblemDetails {
  /** The stable id, e.g. `incident:grouping-window` (`l2:<name>` for the kit's own checks). */
  readonly id: string;
  /** The value received; rendered for people (strings quoted, lists and objects summarised). */
  readonly received?: unknown;
  /**
   * Whether the field holds a secret (the provider marks it sensitive or write-only): what was
   * received is described by its kind only (`a number (not shown: the field is sensitive)`),
   * whatever it is.
   * @default false
   */
  readonly sensitive?: boolean;
  /** What would have been accepted. */
  readonly allowed?: string;
  /** How to fix it. */
  readonly fix: string;
}

/**
 * Collects problems; `add` takes the parts of the message. Problems made `under` a field (where a
 * variant or an options object was passed) write their fields inside it: `p.under('restart')
 * .required(o, ['after'], ...)` adds `restart.after: is required.` to the same list.
 */
export class Problems {
  /**
   * @param prefix the field every field added here is inside (none for the props themselves)
   * @param list the list to add to (a new one by default; `under` shares its own)
   */
  constructor(private readonly prefix = '', public readonly list: ValidationProblem[] = []) {}

  /** Problems that add to this list, with their fields inside `field` (`notifications[0]`). */
  public under(field: string): Problems {
    return new Problems(this.at(field), this.list);
  }

  /** A field inside this list's prefix. */
  private at(field: string): string {
    if (this.prefix === '') return field;
    return field.startsWith('[') ? `${this.prefix}${field}` : `${this.prefix}.${field}`;
  }

  /**
   * Every problem has a stable id and says how to fix it: `id` and `fix` are required. The id names
   * the provider (`incident:grouping-window`), or `l2:` for the kit's own checks (`l2:required`);
   * it stays when the words change, so that tools and tests can rely on it.
   */
  public add(field: string, problem: string, parts: ProblemDetails): void {
    this.list.push({
      id: parts.id,
      field: this.at(field),
      problem,
      received: !('received' in parts) ? undefined : parts.sensitive ? describeHidden(parts.received) : describeValue(parts.received),
      allowed: parts.allowed,
      fix: parts.fix,
    });
  }

  /**
   * Adds a problem whose received value is already rendered for people (e.g. `3 + 1 = 4`), or must
   * not be shown (`a string (not shown)` for a secret).
   */
  public addRendered(field: string, problem: string, received: string, parts: Omit<ProblemDetails, 'received'>): void {
    this.list.push({ id: parts.id, field: this.at(field), problem, received, allowed: parts.allowed, fix: parts.fix });
  }

  /**
   * Adds "is required" for each named prop that is missing. TypeScript callers cannot leave one
   * out; JavaScript callers and callers that build props dynamically can.
   */
  public required<T extends object>(props: T, fields: ReadonlyArray<keyof T & string>, allowed: { [field: string]: string }): void {
    for (const f of fields) {
      if (props[f] === undefined || props[f] === null) this.add(f, 'is required.', { id: 'l2:required', received: props[f], allowed: allowed[f], fix: `set ${f}.` });
    }
  }

  /**
   * Adds "expected a string." for each named prop set to a known value that is no string (a
   * JavaScript caller's number or object): ids and names are quoted in messages and rendered into
   * other resources. Missing ones are `required`'s.
   */
  public strings<T extends object>(props: T, fields: { [K in keyof T & string]?: string }): void {
    for (const f of Object.keys(fields) as Array<keyof T & string>) {
      const v: unknown = props[f];
      if (v === undefined || v === null || !isKnown(v) || typeof v === 'string') continue;
      this.add(f, 'expected a string.', { id: 'l2:expected-string', received: v, allowed: fields[f], fix: `pass ${f} as a string (or a string token, e.g. a variable's stringValue).` });
    }
  }

  /** `required` and `strings` for props that are ids or names. */
  public requiredStrings<T extends object>(props: T, fields: ReadonlyArray<keyof T & string>, allowed: { [field: string]: string }): void {
    this.required(props, fields, allowed);
    this.strings(props, Object.fromEntries(fields.map((f) => [f, allowed[f]])) as { [K in keyof T & string]?: string });
  }

  /** Adds problems found elsewhere, as they are (their fields are not put under this list's prefix). */
  public merge(other: ValidationProblem[] | Problems): void {
    if (other === this || (other instanceof Problems && other.list === this.list)) return;
    this.list.push(...(other instanceof Problems ? other.list : other));
  }

  public get length(): number {
    return this.list.length;
  }
}

/** Throws one ValidationError listing every problem, if there is any. */
export function throwIfProblems(scope: IConstruct, problems: ValidationProblem[] | Problems): void {
  const list = problems instanceof Problems ? problems.list : problems;
  if (list.length) throw new ValidationError(scope, list);
}

/**
 * Throws the problems of the arguments of a static function that has no construct to name
 * (`CatalogEntry.lookup` given something that is no catalog type), if there are any: an
 * `ArgumentError` (a `TypeError`, `Errors.isArgumentError`) whose message starts with the function
 * in brackets, `[CatalogEntry.lookup] catalogType: ...`.
 * @param api the function, as users call it
 */
export function throwIfArgumentProblems(api: string, problems: ValidationProblem[] | Problems): void {
  const list = problems instanceof Problems ? problems.list : problems;
  if (list.length) throw new ArgumentError(api, list);
}

/**
 * Judges `scope` at synth, after every `add*` call: each problem becomes one message, which cdktn
 * prefixes with the construct path (`[stack/orders] regions[1].electableNodes: ...`).
 *
 * With `resource` (the L2's L1): when the L2 finds problems of its own, they are the account to
 * read, and the L1's value checks and type rules stay silent for this synth (one mistake is not
 * reported twice); when it finds none, what the L1 still rejects of what the L2 rendered into it
 * (`trySetInput`) is reported, with field paths under `resource.`.
 */
export function validateAtSynth(scope: IConstruct, check: () => ValidationProblem[], resource?: IConstruct): void {
  // A warning the check adds is reported with its acknowledgement: the stack's pass runs first.
  ensureCheckPass(scope);
  scope.node.addValidation(new ProblemsValidation(check, resource));
}

class ProblemsValidation implements IValidation {
  constructor(private readonly check: () => ValidationProblem[], private readonly resource: IConstruct | undefined) {}

  public validate(): string[] {
    const own = this.check();
    if (!this.resource) return own.map(formatProblem);
    ownerReported(this.resource, own.length > 0);
    const all = own.length ? own : rejectedInputs(this.resource).map((p) => ({ ...p, field: `resource.${p.field}` }));
    return all.map(formatProblem);
  }
}

/** `a, b or c` */
export function oneOf(values: ReadonlyArray<string | number>): string {
  const v = values.map((x) => String(x));
  return v.length <= 1 ? v.join('') : `${v.slice(0, -1).join(', ')} or ${v[v.length - 1]}`;
}

const WARNING_ID = /^[a-z0-9]+:[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Adds advice to a construct: a warning with a stable id that names its provider, such as
 * `mongodbatlas:disk-size-raised`. The id leads the message, in brackets; the same id and message
 * are added once per construct. It is reported at synth, where `Checks.of(scope).acknowledge(id,
 * reason)` made anywhere above the construct (before or after it) adds the reason to it.
 */
export function warn(scope: IConstruct, id: string, message: string): void {
  if (!WARNING_ID.test(id)) throw new Error(`warn: '${id}' is no warning id; write '<provider>:<name>', e.g. 'mongodbatlas:disk-size-raised'.`);
  addConstructWarning(scope, id, message);
}

/**
 * Product policy that fails synth unless the team decided otherwise: the problems `check` returns
 * at synth are errors, each under `id` (`mongodbatlas:literal-password`), unless
 * `Checks.of(scope).acknowledge(id, reason)` was made on the construct or above it (before or after
 * it): then each is a warning that carries the reason. For a literal secret in a field the provider
 * marks sensitive or write-only; the message says how to acknowledge it.
 *
 * With `answers`, the L1 the L2 rendered the value into leaves out the findings of its own rules
 * that say the same (`rule:mongodbatlas_database_user/literal-password`): one mistake, one message.
 */
export function errorUnlessAcknowledged(
  scope: IConstruct,
  id: string,
  check: () => readonly ValidationProblem[],
  answers?: { readonly resource: IConstruct; readonly ruleIds: readonly string[] },
): void {
  if (!WARNING_ID.test(id)) throw new Error(`errorUnlessAcknowledged: '${id}' is no id; write '<provider>:<name>', e.g. 'mongodbatlas:literal-password'.`);
  if (answers) ownerAnswers(answers.resource, answers.ruleIds);
  ensureCheckPass(scope);
  scope.node.addValidation({ validate: () => reportFindings(scope, check().map((problem) => ({ id, level: 'error' as const, problem: { ...problem, id } }))) });
}
