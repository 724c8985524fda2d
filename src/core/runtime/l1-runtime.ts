/* eslint-disable no-bitwise */ // field flags are a bit set by design
/**
 * Runtime support for the generated L1 constructs: `renderConfig` checks and renders a config
 * (render.ts) and registers the L1 with its stack's check pass, which runs the value checks and
 * type rules at synth; `setInput` / `trySetInput` change an input later (what the L2 kit uses);
 * import ids are checked at synth. Generated code imports the runtime through `./index.ts`.
 *
 * Nothing in this file is part of the public API.
 */
import { DefaultTokenResolver, StringConcat, TerraformResource, Token, Tokenization } from 'cdktn';
import { IConstruct, IValidation } from 'constructs';
import { beginCheckPass, Finding, noteFindings, reportFindings } from './acknowledgements';
import { byName, CHECKS, Nested, NO_META, PROVIDER_META_KEYS, REQUIRED, Struct, typeWord } from './descriptors';
import { clearInput, DynamicBlock, placeDynamic } from './dynamic-blocks';
import { judgeLazies } from './lazy-literals';
import { renderStruct, renderValue } from './render';
import { Ctx, LazySite, problem } from './render-context';
import { isSensitivePath } from './sensitive';
import { synthTime } from './synth-time';
import { checkTerraformNames } from './terraform-names';
import { runRules, TypeRule } from './type-rules';
import { ValueCheck } from './value-checks';
import { addWarning } from '../base/annotations';
import { describeValue, formatProblem, ValidationError, ValidationProblem } from '../base/errors';
import { stackFound } from '../base/stack-hooks';

export type { TypeRule, ValueCheck };

/**
 * Renders and checks the config of a generated L1 construct. Throws one ValidationError listing
 * every problem: an unknown key, a wrong type or shape, a missing required field.
 */
export function renderConfig(
  scope: IConstruct, s: Struct, config: unknown, meta: ReadonlySet<string>, rules?: readonly TypeRule[],
): Record<string, unknown> {
  const ctx: Ctx = { scope, problems: [], resolved: false, warn: true, dropNull: meta === PROVIDER_META_KEYS };
  try {
    const out = renderStruct(ctx, s, config === undefined ? {} : config, '', meta) ?? {};
    if (ctx.problems.length) throw new ValidationError(scope, ctx.problems);
    const rendered = new Rendered(scope, s, out, rules, ctx.findings);
    rendered.lazies = ctx.lazies;
    RENDERED.set(scope, rendered);
    register(rendered);
    return out;
  } catch (e) {
    // The constructor throws: leave nothing half-built in the tree, so that the caller may catch
    // the error and still synthesize the stack.
    RENDERED.delete(scope);
    detach(scope);
    throw e;
  }
}

/** Takes a construct whose construction failed out of the tree. */
function detach(scope: IConstruct): void {
  scope.node.scope?.node.tryRemoveChild(scope.node.id);
}

/** Options of `setInput`. */
export interface SetInputOptions {
  /**
   * Add no deprecation or literal-secret warnings to the L1: the calling L2 reports those
   * itself, in its own words and on its own path.
   * @default false
   */
  readonly quiet?: boolean;
}

/**
 * The description and the rendered attributes of every generated L1, for `setInput`; what
 * `trySetInput` last rejected, per input (only once something was rejected); and the findings of
 * its value checks. At synth the type rules of its Terraform type run over the rendered input (see
 * `StackChecks`), and what they and the value checks found is reported by the L1's own validation.
 */
class Rendered implements IValidation {
  public rejected?: Map<string, ValidationProblem[]>;
  /** Set by the owning L2's validation when it reported problems of its own (see `ownerReported`). */
  public ownerReported?: boolean;
  /** What the last run of the rules and value checks found, to report. */
  public pending?: readonly Finding[];
  /** Whether this is a validation of the L1 already. */
  public attached?: boolean;
  /** The tokens in the input that may resolve to literals, judged at synth (see `judgeLazies`). */
  public lazies?: readonly LazySite[];
  /** What the last check found wrong with the literals those tokens resolved to (shape errors). */
  public problems?: ValidationProblem[];
  constructor(
    public readonly scope: IConstruct,
    public readonly s: Struct,
    public readonly out: Record<string, unknown>,
    private readonly rules: readonly TypeRule[] | undefined,
    public findings: Finding[] | undefined,
  ) {}

  /** Runs the type rules; true when they or the value checks found something to report. */
  public check(checks?: StackChecks): boolean {
    let input = this.out;
    let found = this.findings;
    this.problems = undefined;
    if (this.lazies) {
      const judged = judgeLazies(this.scope, this.s, this.out, this.lazies);
      input = judged.input;
      if (judged.findings) found = found ? found.concat(judged.findings) : judged.findings;
      if (judged.problems.length) this.problems = judged.problems;
    }
    const context = new SynthClock(this.scope, checks);
    this.pending = this.rules?.length ? runRules(this.rules, input, found, context, (p) => isSensitivePath(this.s, p)) : found;
    return (this.pending !== undefined && this.pending.length > 0) || this.problems !== undefined;
  }

  /** The L1's validation (only L1s with findings get one): runs after its L2's, which may silence it. */
  public validate(): string[] {
    if (this.ownerReported || !CHECKS.on) return NO_ERRORS;
    // A literal of the wrong type or shape that a token produced: an error like at construction.
    const errors = this.problems ? this.problems.map(formatProblem) : NO_ERRORS;
    const pending = this.pending;
    const answered = ANSWERED.get(this.scope);
    const all = pending && answered ? pending.filter((f) => !answered.has(f.id)) : pending;
    if (!all?.length) return errors;
    const reported = reportFindings(this.scope, all);
    return errors.length ? errors.concat(reported) : reported;
  }
}
const NO_ERRORS: string[] = [];
const RENDERED = new WeakMap<IConstruct, Rendered>();

/**
 * One validation per stack runs the checks of every L1 in it. cdktn validates a stack before the
 * constructs in it (pre-order), so an L1 with findings gets its own validation just in time, and
 * its errors carry its own path. The L1s without findings (nearly all) get none: a validation on
 * every L1 made each construct node carry one more property, and cost 10% of synth at N = 5000.
 */
class StackChecks implements IValidation {
  public readonly members: Rendered[] = [];
  /** The members that are resources, by Terraform address, built when a rule first asks in a pass (see `byAddress`). */
  private addresses?: Map<string, Rendered>;

  constructor(private readonly stack: IConstruct) {}

  /** The members that are resources, by Terraform address (`<type>.<name>`). */
  public byAddress(): ReadonlyMap<string, Rendered> {
    if (!this.addresses) {
      this.addresses = new Map();
      for (const r of this.members) {
        if (r.scope instanceof TerraformResource) this.addresses.set(`${r.scope.terraformResourceType}.${r.scope.friendlyUniqueId}`, r);
      }
    }
    return this.addresses;
  }

  public validate(): string[] {
    if (!CHECKS.on) return NO_ERRORS;
    beginCheckPass(this.stack);
    this.addresses = undefined; // a logical id may have changed since the last synth
    for (const r of this.members) {
      if (r.check(this)) {
        if (r.pending) noteFindings(r.scope, r.pending);
        if (!r.attached) {
          r.attached = true;
          r.scope.node.addValidation(r);
        }
      }
    }
    return NO_ERRORS;
  }
}
const STACK_CHECKS = new WeakMap<IConstruct, StackChecks>();

/** Adds an L1 to the checks of its stack (the nearest scope that validates its tree at synth). */
function register(r: Rendered): void {
  const scopes = r.scope.node.scopes;
  for (let i = scopes.length - 2; i >= 0; i--) {
    const c = scopes[i];
    if (typeof (c as { runAllValidations?: unknown }).runAllValidations !== 'function') continue;
    let checks = STACK_CHECKS.get(c);
    if (!checks) {
      STACK_CHECKS.set(c, checks = new StackChecks(c));
      c.node.addValidation(checks);
      checkTerraformNames(c);
      stackFound(c);
    }
    checks.members.push(r);
    return;
  }
  // Not in a stack: the L1 checks itself.
  r.attached = true;
  r.scope.node.addValidation({ validate: () => (r.check() ? r.validate() : NO_ERRORS) });
}

/**
 * The input description of a generated L1 (or of an import block's stand-in), for the policy
 * packs: which fields are sensitive. Undefined for constructs this library did not generate.
 */
export function describedBy(scope: IConstruct): Struct | undefined {
  return RENDERED.get(scope)?.s;
}

/**
 * One input of a generated L1 as it renders (by its Terraform name, e.g. `region`), or undefined
 * when it is unset or the construct is no generated L1: what an L2 reads of an L1 it did not make
 * (the region of a provider configuration).
 */
export function renderedInput(l1: IConstruct, tfName: string): unknown {
  return RENDERED.get(l1)?.out[tfName];
}

/** Every input of a generated L1 as it renders, by Terraform name (a copy); empty for other constructs. */
export function renderedInputs(l1: IConstruct): Record<string, unknown> {
  return { ...(RENDERED.get(l1)?.out ?? {}) };
}

/** The rules' context: the synth time, references and the other L1s of the stack, each looked up only when a rule asks for it. */
class SynthClock {
  constructor(private readonly scope: IConstruct, private readonly checks?: StackChecks) {}
  public get now(): number {
    return synthTime(this.scope).getTime();
  }

  public expression(v: string): string | undefined {
    if (!Token.isUnresolved(v)) return undefined;
    try {
      const out = Tokenization.resolve(v, { scope: this.scope, preparing: false, resolver: new DefaultTokenResolver(new StringConcat()) });
      return typeof out === 'string' ? out : undefined;
    } catch {
      return undefined;
    }
  }

  public resource(address: string): { input: Readonly<Record<string, any>>; path: string } | undefined {
    const r = this.checks?.byAddress().get(address);
    return r && r.scope !== this.scope ? { input: r.out, path: r.scope.node.path } : undefined;
  }
}

/**
 * Replaces one input of a generated L1 construct after construction, checked and rendered like
 * the constructor's config (`name` is the TypeScript name; `undefined` removes an optional
 * input). L2 constructs call it when their own state changes (a region added, a removal policy
 * applied), so that the value is rendered once, not at every resolution of a token.
 */
export function setInput(l1: IConstruct, name: string, value: unknown, options: SetInputOptions = {}): void {
  const problems = trySetInput(l1, name, value, options);
  if (problems.length) throw new ValidationError(l1, problems);
}

/**
 * `setInput` that returns the problems instead of throwing; it changes nothing when there are
 * any, and remembers them for `rejectedInputs` until the same input is set successfully. An L2
 * whose own rules run at synth uses it, so that a value the L1 rejects is reported at synth with
 * the L2's problems, all at once, rather than thrown halfway through construction.
 */
export function trySetInput(l1: IConstruct, name: string, value: unknown, options: SetInputOptions = {}): ValidationProblem[] {
  const rendered = RENDERED.get(l1);
  const f = rendered && byName(rendered.s).get(name);
  if (!rendered || !f) throw new Error(`setInput: ${l1.node.path} has no generated input '${name}'.`);
  const ctx: Ctx = { scope: l1, problems: [], resolved: false, warn: !options.quiet, input: name };
  if (value === undefined) {
    if (f.f && (f.f & REQUIRED)) problem(ctx, name, 'is required.', undefined, typeWord(f.y), `set '${name}'.`);
    else clearInput(rendered.out, f.t);
  } else {
    const v = renderValue(ctx, f, f.y, value, name);
    if (!ctx.problems.length) {
      // A null block is no block: the input is unset.
      clearInput(rendered.out, f.t);
      if (v instanceof DynamicBlock) placeDynamic(rendered.out, f.t, v);
      else if (v !== undefined) rendered.out[f.t] = v;
    }
  }
  if (ctx.problems.length) {
    (rendered.rejected ??= new Map()).set(name, ctx.problems);
  } else {
    rendered.rejected?.delete(name);
    if (rendered.findings?.length || ctx.findings) {
      const kept = (rendered.findings ?? []).filter((x) => x.input !== name);
      rendered.findings = ctx.findings ? kept.concat(ctx.findings) : kept;
    }
    if (rendered.lazies || ctx.lazies) {
      const kept = (rendered.lazies ?? []).filter((x) => x.input !== name);
      rendered.lazies = ctx.lazies ? kept.concat(ctx.lazies) : (kept.length ? kept : undefined);
    }
  }
  return ctx.problems;
}

/**
 * Appends one object to a list-of-blocks input of a generated L1 (`segmentRules`), rendered and
 * checked like the items `setInput` renders, at its index (`segmentRules[3]`): what an L2 that adds
 * one item per call (a targeting rule) renders, without rendering the items before it again. The
 * first item makes the list. Throws, as `setInput` does, when the L1 rejects the item; changes
 * nothing then.
 */
export function appendInput(l1: IConstruct, name: string, item: unknown, options: SetInputOptions = {}): void {
  const rendered = RENDERED.get(l1);
  const f = rendered && byName(rendered.s).get(name);
  if (!rendered || !f) throw new Error(`appendInput: ${l1.node.path} has no generated input '${name}'.`);
  const y = f.y as Nested;
  if (typeof f.y !== 'object' || Array.isArray(f.y) || y.k === 'o' || y.k === 'm' || y.one) throw new Error(`appendInput: '${name}' of ${l1.node.path} is no list of blocks.`);
  const current = rendered.out[f.t];
  if (!Array.isArray(current)) {
    setInput(l1, name, [item], options);
    return;
  }
  const path = `${name}[${current.length}]`;
  const ctx: Ctx = { scope: l1, problems: [], resolved: false, warn: !options.quiet, input: name };
  if (y.max !== undefined && current.length + 1 > y.max) problem(ctx, path, `is one item more than the ${y.max} '${name}' takes.`, item, typeWord(y));
  const out = ctx.problems.length ? undefined : renderStruct(ctx, y.s, item, path, NO_META);
  if (ctx.problems.length) throw new ValidationError(l1, ctx.problems);
  rendered.out[f.t] = [...current, out];
  if (ctx.findings) rendered.findings = (rendered.findings ?? []).concat(ctx.findings);
  if (ctx.lazies) rendered.lazies = (rendered.lazies ?? []).concat(ctx.lazies);
}

/**
 * Called by an L2's synth-time validation (which runs before its L1's): when the L2 reported
 * problems in its own words, the L1's value checks and type rules stay silent for this synth, so
 * that one mistake is not reported twice; once the L2's problems are fixed, they run again.
 */
export function ownerReported(l1: IConstruct, reported: boolean): void {
  const r = RENDERED.get(l1);
  if (r) r.ownerReported = reported;
}

/**
 * Says which findings of an L1's own rules its owning L2 answers in its own words, whatever it
 * finds (a literal password is the L2's error, or its acknowledged warning): the L1 leaves them
 * out of its report, so that one mistake is reported once; its other findings stay.
 * @param ids the rule or value-check ids, e.g. `rule:mongodbatlas_database_user/literal-password`
 */
export function ownerAnswers(l1: IConstruct, ids: readonly string[]): void {
  ANSWERED.set(l1, new Set([...(ANSWERED.get(l1) ?? []), ...ids]));
}

/** The findings each L1's owner answers (`ownerAnswers`), by id. */
const ANSWERED = new WeakMap<IConstruct, ReadonlySet<string>>();

/** What `trySetInput` last rejected for each input of a generated L1 that is still rejected. */
export function rejectedInputs(l1: IConstruct): ValidationProblem[] {
  const rejected = RENDERED.get(l1)?.rejected;
  return rejected ? [...rejected.values()].flat() : [];
}

/**
 * Checks an import id against the format the spec states for its type (`<guid>/<id>`,
 * `<catalog_type_id>:<attribute_id>`, `<project_id>-<cluster_name>`): each part non-empty and the
 * separators where they belong. A token is not judged. What does not match is reported at synth
 * as `rule:<type>/import-id-format` on `scope` (the L1 for `importFrom`, the import block for
 * `generateConfigForImport`), so it can be acknowledged like any rule.
 */
export function checkImportId(scope: IConstruct, id: unknown, tfType: string, format: string): void {
  const rendered = RENDERED.get(scope);
  // A later importFrom replaces the id: what was found of the earlier one goes.
  if (rendered?.findings) rendered.findings = rendered.findings.filter((f) => f.input !== '(import id)');
  if (typeof id !== 'string' || Token.isUnresolved(id) || importIdPattern(format).test(id)) return;
  const finding: Finding = {
    id: `rule:${tfType}/import-id-format`,
    level: 'error',
    input: '(import id)',
    problem: {
      field: '(import id)',
      problem: `does not have the form ${format}.`,
      received: describeValue(id),
      allowed: format,
      fix: `write the id of the existing ${tfType} as ${format}, each part filled in.`,
    },
  };
  if (rendered) {
    rendered.findings = [...(rendered.findings ?? []), finding];
  } else {
    // An import block: checked in its stack's pass like an L1 with no rules, one finding.
    try {
      register(new Rendered(scope, NO_FIELDS, {}, undefined, [finding]));
    } catch (e) {
      // generateConfigForImport throws after creating the block: leave nothing half-built.
      detach(scope);
      throw e;
    }
  }
}

const NO_FIELDS: Struct = { f: [] };

const IMPORT_PATTERNS = new Map<string, RegExp>();

/** `<a>:<b>` -> /^[^:]+:[^:]+$/; a part between `-` may hold `-` itself (names do), so it is `.+`. */
function importIdPattern(format: string): RegExp {
  let re = IMPORT_PATTERNS.get(format);
  if (!re) {
    const body = format.split(/(<[^>]+>)/).filter(Boolean).map((part) => {
      if (!part.startsWith('<')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return format.includes('-') ? '.+' : '[^:/]+';
    }).join('');
    re = new RegExp(`^${body}$`);
    IMPORT_PATTERNS.set(format, re);
  }
  return re;
}

/** Warns that a whole Terraform type is deprecated by its provider. */
export function warnDeprecatedType(scope: IConstruct, tfType: string, message: string): void {
  addWarning(scope, 'terrain:deprecated-type', `${tfType} is deprecated by the provider. ${message}`.trim());
}
