/**
 * The policy pass of one stack: one validation per stack (cdktn validates a stack before the
 * constructs in it) that
 *
 * 1. gathers the packs, suppressions and strict-secrets settings that reach the stack: those made
 *    on the app or any scope above the stack, and those made on scopes inside it;
 * 2. resolves the synthesized input of each resource some rule reads (resolve.ts), and runs the
 *    resource rules over it, then the document rules over the document of the types they read;
 * 3. turns findings into what synth reports: a suppressed finding goes to the reports only, a
 *    warning becomes an annotation `[<rule id>] <message>` on the resource's construct, an error a
 *    validation error of that construct (cdktn prefixes the construct path; synth fails);
 * 4. with `SecretsPolicy.strict`, turns each `terrain:literal-secret` warning in a strict scope
 *    into an error;
 * 5. warns about each suppression that matched no finding (`terrain:unused-suppression`), once
 *    every stack it reaches has had its pass.
 *
 * The result is kept for the reports (report.ts) and for `Policies.of(scope).findings()`.
 * Not part of the public API.
 */
import { TerraformElement, TerraformStack } from 'cdktn';
import { IConstruct, IValidation } from 'constructs';
import { failureFix, failureText, MatcherError } from './failures';
import { PackDefinition } from './pack';
import { resolveInput } from './resolve';
import { DocumentRule, isDocumentRule, PolicyRule, ResourceRule, RuleContext } from './rule';
import { constructsOf, distinctPacks, effective, elementsOf, hasSensitive, indexFor, indexRules, Kind, kindOf, RuleIndex } from './rule-index';
import { PackEntry, scopesWithSettings, stateIfAny, Suppression } from './state';
import { isAncestorOrSelf, reaches, scopeName, suppressionFor, UNUSED_SUPPRESSION, UnusedSuppression, unusedSuppressions } from './suppressions';
import { addWarning } from '../core/base/annotations';
import { formatProblem, ValidationProblem } from '../core/base/errors';
import { describedBy, Struct } from '../core/runtime';
import { nearestStack } from '../core/runtime/acknowledgements';
import { hiddenParts, isSensitivePath, thrownText } from '../core/runtime/sensitive';
import { problemOf, ProblemParts } from '../core/runtime/type-rules';

export { nearestStack, reaches, scopeName, UNUSED_SUPPRESSION };

const LITERAL_SECRET = '[terrain:literal-secret] ';
/** The rule of the secrets pack: its suppression also exempts a construct from SecretsPolicy.strict. */
const SECRETS_RULE = 'Secrets-S1';
const WARN = '@cdktf/warn';

/** One finding of a pass, as the reports and `findings()` show it. */
export interface PassFinding {
  readonly ruleId: string;
  readonly level: 'error' | 'warning';
  readonly constructPath: string;
  /** `<type>.<name>` (`data.<type>.<name>`, `provider.<name>`), or '' for a finding on the stack. */
  readonly address: string;
  readonly problem: ValidationProblem;
  /** `field: problem Received: ... Allowed: ... Fix: ...` */
  readonly message: string;
  readonly suppression?: { readonly reason: string; readonly scopePath: string };
}

/** What the last pass of a stack found. */
export interface PassResult {
  readonly stackName: string;
  readonly stackPath: string;
  /** The packs that reached the stack, one per name, in the order they were added. */
  readonly packs: readonly PackDefinition[];
  readonly findings: readonly PassFinding[];
  readonly unused: readonly UnusedSuppression[];
}

/** A resource some rule reads. */
interface Resource {
  readonly construct: IConstruct;
  /** `mongodbatlas_advanced_cluster`, `data.<type>`, `provider.<name>`. */
  readonly type: string;
  readonly address: string;
  /** The resource's name in the document (its key under the type). */
  readonly name: string;
  readonly input: Readonly<Record<string, any>>;
  readonly schema?: Struct;
}

/** The policy validation of one stack. */
export class StackPolicies implements IValidation {
  /** The result of the last pass; cleared before each synth of the stack's synthesizer. */
  public last?: PassResult;
  /** Constructs given errors by the last pass. */
  private erroring: IConstruct[] = [];

  constructor(public readonly stack: TerraformStack) {}

  public validate(): string[] {
    for (const c of this.erroring) PENDING.delete(c);
    this.erroring = [];
    const pass = new Pass(this.stack);
    this.last = pass.run();
    const own: string[] = [];
    for (const [c, errors] of pass.errors) {
      if (c === this.stack) {
        own.push(...errors);
        continue;
      }
      PENDING.set(c, errors);
      this.erroring.push(c);
      if (!ERROR_VALIDATION_ADDED.has(c)) {
        ERROR_VALIDATION_ADDED.add(c);
        c.node.addValidation({ validate: () => PENDING.get(c) ?? NONE });
      }
    }
    return own;
  }
}

const NONE: string[] = [];
/** The errors the last pass gave each construct; its validation (added once) returns them. */
const PENDING = new WeakMap<IConstruct, string[]>();
const ERROR_VALIDATION_ADDED = new WeakSet<IConstruct>();

class Pass {
  public readonly errors = new Map<IConstruct, string[]>();
  private readonly findings: PassFinding[] = [];
  private readonly packEntries: PackEntry[] = [];
  private readonly suppressions: Suppression[] = [];
  private readonly strictScopes: IConstruct[] = [];
  private readonly contexts = new Map<PackDefinition, RuleContext>();

  constructor(private readonly stack: TerraformStack) {}

  public run(): PassResult {
    const scopes = scopesWithSettings(this.stack.node.root) ?? new Set<IConstruct>();
    for (const s of scopes) {
      if (!reaches(s, this.stack)) continue;
      const st = stateIfAny(s)!;
      this.packEntries.push(...st.packs);
      this.suppressions.push(...st.suppressions);
      if (st.strictSecrets) this.strictScopes.push(s);
    }
    for (const sup of this.suppressions) {
      sup.used.set(this.stack, false);
      sup.usedResources.set(this.stack, new Set());
    }
    const packs = distinctPacks(this.packEntries);
    if (this.packEntries.length) this.judge();
    if (this.strictScopes.length) this.strictSecrets();
    const unused = this.unusedSuppressions();
    return { stackName: this.stack.node.id, stackPath: this.stack.node.path, packs, findings: this.findings, unused };
  }

  /** Runs the rules of every pack over the resources they read. */
  private judge(): void {
    // Packs on the stack or above it reach every resource alike: one index for all. Packs on a
    // scope inside the stack reach only that scope's resources: an index per set of packs.
    const everywhere = this.packEntries.every((e) => isAncestorOrSelf(e.scope, this.stack));
    const shared = everywhere ? indexRules(effective(this.packEntries)) : undefined;
    const indices = new Map<string, RuleIndex>();
    // Document rules read the whole stack: every resource of the types they read, whichever
    // pack reaches it; each pack keeps the findings on the resources it reaches.
    const documentTypes = new Set<string>();
    for (const e of this.packEntries) for (const r of e.pack.rules) if (isDocumentRule(r)) for (const t of r.types) documentTypes.add(t);
    const documentResources: Resource[] = [];

    for (const el of elementsOf(this.stack)) {
      const kind = kindOf(el);
      if (!kind) continue;
      const index = shared ?? indexFor(indices, this.packEntries.filter((e) => isAncestorOrSelf(e.scope, el)));
      const typed = index.byType.get(kind.type);
      let schema: Struct | undefined;
      let star = false;
      if (index.anySensitive.length) {
        schema = describedBy(el);
        star = schema !== undefined && hasSensitive(schema);
      }
      const inDocument = documentTypes.has(kind.type);
      if (!typed && !star && !inDocument) continue;
      const resource = this.resourceOf(el, kind, schema);
      if (!resource) continue;
      for (const [rule, entry] of typed ?? []) this.runResourceRule(rule, entry, resource);
      if (star) for (const [rule, entry] of index.anySensitive) this.runResourceRule(rule, entry, resource);
      if (inDocument) documentResources.push(resource);
    }
    if (!documentTypes.size) return;
    for (const entry of this.packEntries) {
      for (const rule of entry.pack.rules) {
        if (!isDocumentRule(rule)) continue;
        // The entry judges the resources it reaches and no nearer pack of its name reaches.
        const judges = (c: IConstruct) => {
          const reaching = this.packEntries.filter((e) => e.pack.name === entry.pack.name && isAncestorOrSelf(e.scope, c));
          return effective(reaching)[0] === entry;
        };
        if (!documentResources.some((r) => judges(r.construct)) && !judges(this.stack)) continue;
        this.runDocumentRule(entry, rule, documentResources.filter((r) => rule.types.includes(r.type)), judges);
      }
    }
  }

  private resourceOf(el: TerraformElement, kind: Kind, schema: Struct | undefined): Resource | undefined {
    const fragment = el.toTerraform() as Record<string, any>;
    let body: unknown;
    if (kind.block === 'provider') {
      const list = fragment.provider?.[kind.tfType];
      body = Array.isArray(list) ? list[0] : list;
    } else {
      body = fragment[kind.block]?.[kind.tfType]?.[el.friendlyUniqueId];
    }
    if (body === undefined || body === null || typeof body !== 'object') return undefined;
    const input = resolveInput(this.stack, body);
    const name = kind.block === 'provider' ? (typeof input.alias === 'string' ? input.alias : kind.tfType) : el.friendlyUniqueId;
    return {
      construct: el,
      type: kind.type,
      name,
      address: kind.block === 'provider' ? `provider.${name === kind.tfType ? name : `${kind.tfType}.${name}`}` : `${kind.type}.${name}`,
      input,
      schema: schema ?? describedBy(el),
    };
  }

  private contextFor(pack: PackDefinition, schema?: Struct): RuleContext {
    let base = this.contexts.get(pack);
    if (!base) {
      const matcher = pack.production;
      base = {
        isProduction: (labels) => {
          try {
            return matcher.isProduction({ ...labels }) === true;
          } catch (e) {
            // Not its message: the matcher may quote the labels it was given.
            throw new MatcherError(`the ${pack.name} pack's production matcher threw ${thrownText(e)}`);
          }
        },
      };
      this.contexts.set(pack, base);
    }
    return schema ? { isProduction: base.isProduction, schema } : base;
  }

  private runResourceRule(rule: ResourceRule, entry: PackEntry, r: Resource): void {
    const report = (tfPath: string, problem: string, parts: ProblemParts = {}) => this.add(rule, r, tfPath, problem, parts);
    try {
      rule.check(r.input, r.type, report, this.contextFor(entry.pack, r.schema));
    } catch (e) {
      this.add(rule, r, '(input)', failureText(e, rule), { fix: failureFix(e, rule, r.construct) });
    }
  }

  private runDocumentRule(entry: PackEntry, rule: DocumentRule, resources: readonly Resource[], judges: (c: IConstruct) => boolean): void {
    const byAddress = new Map<string, Resource>();
    const resource: Record<string, Record<string, Readonly<Record<string, any>>>> = {};
    for (const r of resources) {
      byAddress.set(r.address, r);
      // Names are data: a construct named `__proto__` is a resource, not the object's prototype.
      if (!Object.prototype.hasOwnProperty.call(resource, r.type)) defineOwn(resource, r.type, {});
      defineOwn(resource[r.type], r.name, r.input);
    }
    const report = (address: string, tfPath: string, problem: string, parts: ProblemParts = {}) => {
      const r = byAddress.get(address);
      if (!r) throw new Error(`reported on ${address}, which is not in the document it was given`);
      if (judges(r.construct)) this.add(rule, r, tfPath, problem, parts);
    };
    try {
      rule.check({ resource }, report, this.contextFor(entry.pack));
    } catch (e) {
      const at = isAncestorOrSelf(entry.scope, this.stack) ? this.stack : entry.scope;
      this.add(rule, { construct: at, address: '' }, '(document)', failureText(e, rule), { fix: failureFix(e, rule, at) });
    }
  }

  /**
   * Records a finding and reports it on its construct, unless a suppression covers it. A finding
   * on a field the resource's schema marks sensitive never shows the value.
   */
  private add(rule: PolicyRule, on: Pick<Resource, 'construct' | 'address' | 'schema'>, tfPath: string, text: string, parts: ProblemParts): void {
    const { construct, address } = on;
    const hide = on.schema !== undefined && !tfPath.startsWith('(') && isSensitivePath(on.schema, tfPath);
    // A library rule names its own id as `{id}`: the pack assigned it (see inPack). A custom rule's
    // text is the user's, as written.
    if (rule.custom !== true && parts.fix?.includes('{id}')) parts = { ...parts, fix: parts.fix.split('{id}').join(rule.id) };
    const problem = problemOf(tfPath, text, hide ? hiddenParts(parts, rule.custom === true) : parts);
    const message = formatProblem(problem);
    const sup = this.suppressionFor(rule.id, construct);
    this.findings.push({
      ruleId: rule.id,
      level: rule.level,
      constructPath: construct.node.path,
      address,
      problem,
      message,
      suppression: sup ? { reason: sup.reason, scopePath: sup.scope.node.path } : undefined,
    });
    if (sup) return;
    if (rule.level === 'warning') {
      addWarning(construct, rule.id, message);
    } else {
      this.error(construct, `[${rule.id}] ${message}`);
    }
  }

  private error(construct: IConstruct, text: string): void {
    let list = this.errors.get(construct);
    if (!list) this.errors.set(construct, list = []);
    list.push(text);
  }

  /** The suppression of `ruleId` nearest to `construct` that covers it, marked used. */
  private suppressionFor(ruleId: string, construct: IConstruct): Suppression | undefined {
    return this.suppressions.length ? suppressionFor(this.stack, ruleId, construct) : undefined;
  }

  /** `SecretsPolicy.strict`: every literal-secret warning in a strict scope becomes an error. */
  private strictSecrets(): void {
    for (const c of constructsOf(this.stack)) {
      const scope = this.strictScopes.find((s) => isAncestorOrSelf(s, c));
      if (!scope) continue;
      for (const m of c.node.metadata) {
        if (m.type !== WARN || typeof m.data !== 'string' || !m.data.startsWith(LITERAL_SECRET)) continue;
        // A Secrets-S1 suppression exempts the construct (e.g. a value the schema marks sensitive that is not a secret).
        if (this.suppressionFor(SECRETS_RULE, c)) continue;
        this.error(c, `${m.data} SecretsPolicy.strict(${scopeName(scope.node.path)}) makes this an error.`);
      }
    }
  }

  /** The suppressions that no finding used, reported by the last stack they reach (suppressions.ts). */
  private unusedSuppressions(): UnusedSuppression[] {
    return this.suppressions.length ? unusedSuppressions(this.stack, this.suppressions) : [];
  }
}

/** Sets `o[key]` as an own property, also for the key `__proto__` (which `o[key] = v` would take for the prototype). */
function defineOwn(o: Record<string, unknown>, key: string, v: unknown): void {
  Object.defineProperty(o, key, { value: v, enumerable: true, writable: true, configurable: true });
}
