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
import { TerraformDataSource, TerraformElement, TerraformProvider, TerraformResource, TerraformStack } from 'cdktn';
import { IConstruct, IValidation } from 'constructs';
import { PackDefinition } from './pack';
import { resolveInput } from './resolve';
import { DocumentRule, isDocumentRule, PolicyRule, ResourceRule, RuleContext, RuleDoc, RuleOutputError } from './rule';
import { PackEntry, scopesWithSettings, stateIfAny, Suppression } from './state';

export { nearestStack };
import { addWarning } from '../core/base/annotations';
import { formatProblem, ValidationProblem } from '../core/base/errors';
import { describedBy, SENSITIVE, Struct, TypeRef } from '../core/runtime';
import { nearestStack } from '../core/runtime/acknowledgements';
import { hiddenParts, isSensitivePath, thrownText } from '../core/runtime/sensitive';
import { problemOf, ProblemParts } from '../core/runtime/type-rules';

/** The id of the warning about a suppression that matched nothing. */
export const UNUSED_SUPPRESSION = 'terrain:unused-suppression';
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

/** A suppression that matched no finding. */
export interface UnusedSuppression {
  readonly ruleId: string;
  readonly scopePath: string;
  readonly reason: string;
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

/** The rules that read each type, for one set of packs. */
interface RuleIndex {
  readonly byType: Map<string, Array<[ResourceRule, PackEntry]>>;
  /** Rules of type `*`: every type this library generated whose schema has sensitive fields. */
  readonly anySensitive: Array<[ResourceRule, PackEntry]>;
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
    if (!this.suppressions.length) return undefined;
    const chain = construct.node.scopes;
    for (let i = chain.length - 1; i >= 0; i--) {
      const st = stateIfAny(chain[i]);
      if (!st) continue;
      for (const sup of st.suppressions) {
        if (sup.ruleId !== ruleId) continue;
        const entry = covering(sup, construct, chain, i);
        if (entry === undefined) continue;
        sup.used.set(this.stack, true);
        if (entry !== true) sup.usedResources.get(this.stack)?.add(entry);
        return sup;
      }
    }
    return undefined;
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

  /**
   * The suppressions that no finding used, judged by the pass of the last stack they reach, once
   * every stack they reach has had a pass. A warning goes on the scope of the suppression, or on
   * this stack when the scope lies above every stack (the app), so that the CLI shows it.
   */
  private unusedSuppressions(): UnusedSuppression[] {
    if (!this.suppressions.length) return [];
    const stacks = this.stack.node.root.node.findAll().filter((c) => TerraformStack.isStack(c));
    const out: UnusedSuppression[] = [];
    for (const sup of this.suppressions) {
      const reached = stacks.filter((s) => reaches(sup.scope, s));
      if (reached[reached.length - 1] !== this.stack || !reached.every((s) => sup.used.has(s))) continue;
      const where = nearestStack(sup.scope) ? sup.scope : this.stack;
      const resources = sup.resources ? `, { resources: ${JSON.stringify(sup.resources)} }` : '';
      if (reached.some((s) => sup.used.get(s))) {
        // Used, but maybe not by every entry of resources: an entry that matched nothing is likely a typo.
        const idle = (sup.resources ?? []).filter((r) => !reached.some((s) => sup.usedResources.get(s)?.has(r)));
        if (idle.length) {
          addWarning(where, UNUSED_SUPPRESSION, `Policies.of(${scopeName(sup.scope.node.path)}).suppress('${sup.ruleId}', ...${resources}): `
            + `${idle.map((r) => `'${r}'`).join(', ')} matched no finding in this synth. Fix: remove ${idle.length === 1 ? 'that entry' : 'those entries'}, or check ${idle.length === 1 ? 'it' : 'them'} for a typo (a construct id, or a path from the scope).`);
          out.push({ ruleId: sup.ruleId, scopePath: sup.scope.node.path, reason: sup.reason });
        }
        continue;
      }
      addWarning(where, UNUSED_SUPPRESSION, `Policies.of(${scopeName(sup.scope.node.path)}).suppress('${sup.ruleId}', ...${resources}) matched no finding in this synth. `
        + 'Fix: remove the suppression (the rule passes now), or check the rule id and the resources for a typo.');
      out.push({ ruleId: sup.ruleId, scopePath: sup.scope.node.path, reason: sup.reason });
    }
    return out;
  }
}

/** With two packs of one name, the one on the deeper scope; otherwise every pack, in order. */
function effective(entries: readonly PackEntry[]): PackEntry[] {
  const byName = new Map<string, PackEntry>();
  for (const e of entries) {
    const prior = byName.get(e.pack.name);
    if (!prior || e.depth > prior.depth) byName.set(e.pack.name, e);
  }
  return entries.filter((e) => byName.get(e.pack.name) === e);
}

function distinctPacks(entries: readonly PackEntry[]): PackDefinition[] {
  const seen = new Map<string, PackDefinition>();
  for (const e of entries) if (!seen.has(e.pack.name)) seen.set(e.pack.name, e.pack);
  return [...seen.values()];
}

function indexFor(cache: Map<string, RuleIndex>, reaching: PackEntry[]): RuleIndex {
  const packs = effective(reaching);
  const key = packs.map((e) => `${e.scope.node.path}#${e.pack.name}`).join('|');
  let index = cache.get(key);
  if (!index) cache.set(key, index = indexRules(packs));
  return index;
}

function indexRules(packs: readonly PackEntry[]): RuleIndex {
  const byType = new Map<string, Array<[ResourceRule, PackEntry]>>();
  const anySensitive: Array<[ResourceRule, PackEntry]> = [];
  for (const entry of packs) {
    for (const rule of entry.pack.rules) {
      if (isDocumentRule(rule)) continue;
      for (const t of rule.types) {
        if (t === '*') {
          anySensitive.push([rule, entry]);
          continue;
        }
        let list = byType.get(t);
        if (!list) byType.set(t, list = []);
        list.push([rule, entry]);
      }
    }
  }
  return { byType, anySensitive };
}

interface Kind {
  readonly block: 'resource' | 'data' | 'provider';
  /** The Terraform type (or provider name). */
  readonly tfType: string;
  /** The type the rules see: `<type>`, `data.<type>`, `provider.<name>`. */
  readonly type: string;
}

function kindOf(el: TerraformElement): Kind | undefined {
  if (TerraformResource.isTerraformResource(el)) return { block: 'resource', tfType: el.terraformResourceType, type: el.terraformResourceType };
  if (TerraformDataSource.isTerraformDataSource(el)) return { block: 'data', tfType: el.terraformResourceType, type: `data.${el.terraformResourceType}` };
  if (TerraformProvider.isTerraformProvider(el)) return { block: 'provider', tfType: el.terraformResourceType, type: `provider.${el.terraformResourceType}` };
  return undefined;
}

/** The Terraform elements of a stack, not those of stacks inside it (they have their own pass). */
function elementsOf(stack: IConstruct): TerraformElement[] {
  return constructsOf(stack).filter((c): c is TerraformElement => TerraformElement.isTerraformElement(c));
}

/** Every construct of a stack, not those of stacks inside it. */
function constructsOf(stack: IConstruct): IConstruct[] {
  const out: IConstruct[] = [];
  const visit = (c: IConstruct) => {
    out.push(c);
    for (const child of c.node.children) if (!TerraformStack.isStack(child)) visit(child);
  };
  visit(stack);
  return out;
}

const SENSITIVE_SCHEMA = new WeakMap<Struct, boolean>();

/** Whether a schema has a sensitive field anywhere. */
function hasSensitive(s: Struct): boolean {
  let v = SENSITIVE_SCHEMA.get(s);
  if (v === undefined) {
    SENSITIVE_SCHEMA.set(s, false); // a recursive schema ends here
    // eslint-disable-next-line no-bitwise
    v = s.f.some((f) => (f.f !== undefined && (f.f & SENSITIVE) !== 0) || refHasSensitive(f.y));
    SENSITIVE_SCHEMA.set(s, v);
  }
  return v;
}

function refHasSensitive(y: TypeRef): boolean {
  if (typeof y === 'string') return false;
  if (Array.isArray(y)) return refHasSensitive(y[1] as TypeRef);
  return hasSensitive((y as { s: Struct }).s);
}

/** Whether `a` is `b` or one of its ancestors. */
function isAncestorOrSelf(a: IConstruct, b: IConstruct): boolean {
  if (a === b) return true;
  const pa = a.node.path;
  return pa === '' || b.node.path.startsWith(`${pa}/`);
}

/** The stack a construct belongs to (itself, for a stack); undefined above every stack. */
/** Whether settings made on `scope` reach `stack`: the scope is above it, or inside it (and not in a stack inside it). */
export function reaches(scope: IConstruct, stack: IConstruct): boolean {
  return isAncestorOrSelf(scope, stack) || nearestStack(scope) === stack;
}

/** Whether a suppression on `chain[i]` covers `construct` (chain = construct's scopes, root first). */
function covering(sup: Suppression, construct: IConstruct, chain: readonly IConstruct[], i: number): string | true | undefined {
  if (!sup.resources) return true;
  const path = construct.node.path;
  const base = sup.scope.node.path;
  for (const r of sup.resources) {
    for (const p of base && !r.startsWith(`${base}/`) && r !== base ? [r, `${base}/${r}`] : [r]) {
      if (path === p || path.startsWith(`${p}/`)) return r;
    }
    for (let j = i + 1; j < chain.length; j++) if (chain[j].node.id === r) return r;
  }
  return undefined;
}

/** How a scope is named in messages, from its path: `'<path>'`, or `app`. */
export function scopeName(scopePath: string): string {
  return scopePath === '' ? 'app' : `'${scopePath}'`;
}

/** An exception of the user's production matcher, told apart from a bug in a rule. */
class MatcherError extends Error {}

/**
 * What a finding says when its rule threw: a rule that throws is a finding, never a crash. The
 * error is told by its class and where it was thrown, never by its message, which may quote the
 * input (a secret included) into the reports and the console.
 */
function failureText(e: unknown, rule: RuleDoc): string {
  if (e instanceof MatcherError) return `could not be evaluated: ${e.message}.`;
  if (e instanceof RuleOutputError) return `could not be evaluated: ${e.message}. This is a bug in the custom rule ${rule.id}.`;
  const threw = `the rule threw ${thrownText(e)} (its message is not shown: it may quote the input)`;
  return rule.custom
    ? `could not be evaluated: ${threw}. This is a bug in the custom rule ${rule.id}.`
    : `could not be evaluated: ${threw}. This is a bug in terrain-constructs.`;
}

function failureFix(e: unknown, rule: RuleDoc, scope: IConstruct): string {
  if (e instanceof MatcherError) return 'make isProduction(labels) of the matcher return true or false for any labels.';
  if (e instanceof RuleOutputError) return `make evaluate of ${rule.id} return a list of violations, each with a field and a problem (strings); meanwhile suppress ${rule.id} on '${scope.node.path}' with a reason.`;
  return rule.custom
    ? `make evaluate of ${rule.id} return a list of violations ({ field, problem }) for any input; meanwhile suppress ${rule.id} on '${scope.node.path}' with a reason.`
    : `report it to terrain-constructs with the rule id and the place it was thrown; meanwhile suppress ${rule.id} on '${scope.node.path}' with a reason.`;
}

/** Sets `o[key]` as an own property, also for the key `__proto__` (which `o[key] = v` would take for the prototype). */
function defineOwn(o: Record<string, unknown>, key: string, v: unknown): void {
  Object.defineProperty(o, key, { value: v, enumerable: true, writable: true, configurable: true });
}
