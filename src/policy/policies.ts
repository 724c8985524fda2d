/**
 * `Policies.of(scope)`: the policy packs and suppressions of a scope, in the style of cdk-nag, for
 * Terraform synth output.
 *
 * How a pack reaches each stack: cdktn invokes aspects per stack, starting at the stack, so an
 * aspect on the app never runs. Instead each stack gets one validation (engine.ts) as soon as it
 * is found: when a pack, a suppression or strict secrets is set on a scope (every stack in it or
 * around it), when the first construct of this library is created in a stack, when
 * `TerrainTesting.synth` is handed a stack, and, for an app, right before `app.synth()` (every
 * stack of the app). So packs apply whether they are added before or after the stacks are created.
 * The one case left out: a stack created after the pack, holding no construct of this library,
 * synthesized with cdktn's `Testing.synth` (use `TerrainTesting.synth`, or add the pack after).
 *
 * The reports are written by the stack's synthesizer, wrapped once per stack: after a real synth,
 * also one that failed on errors (so that CI can upload the SARIF of a failed run); never in
 * `Testing.synth`, which writes no files.
 */
import * as path from 'path';
import { App, TerraformStack } from 'cdktn';
import { IConstruct } from 'constructs';
import { nearestStack, PassResult, reaches, StackPolicies } from './engine';
import { IPolicyPack, packDefinition } from './pack';
import { tableLines, tablePrints, writeReports } from './report';
import { RULE_ID } from './rule';
import { scopesWithSettings, stateOf } from './state';
import { ArgumentProblems, constructArg, isListOf, isReason, isText, isUnresolved, readOptions } from '../core/base/arguments';
import { onPolicyCounts, onStackFound } from '../core/base/stack-hooks';

const MIN_REASON = 10;

/** Options of `Policies.suppress`. */
export interface SuppressOptions {
  /**
   * Suppress the rule for these resources only: construct paths (absolute, such as
   * `prod/Orders/Resource`, or relative to the scope, such as `Orders`) or construct ids (such as
   * `Orders`). A path also covers everything below it.
   * @default - every resource in the scope
   */
  readonly resources?: string[];
}

/** One finding of the last synth, from `Policies.of(scope).findings()`. */
export interface PolicyFinding {
  /** The rule id, e.g. `Atlas-C1`. */
  readonly ruleId: string;
  /** `error` or `warning` (see `PolicyLevel`). */
  readonly level: string;
  /** The path of the construct the finding is about (the resource's L1). */
  readonly constructPath: string;
  /** The resource's Terraform address, `<type>.<name>` (empty for a finding about the whole stack). */
  readonly resource: string;
  /** The field, as a path in the construct's (camelCase) names, e.g. `advancedConfiguration.javascriptEnabled`. */
  readonly field: string;
  /** The whole message: field, problem, what was received, what is allowed, and the fix. */
  readonly message: string;
  /** Whether a suppression covers the finding. */
  readonly suppressed: boolean;
  /**
   * The reason of the suppression.
   * @default - not suppressed
   */
  readonly suppressionReason?: string;
}

/**
 * The policy packs and suppressions of a scope: an app, a stack or any construct. Packs apply to
 * every resource in the scope (on the app: in every stack, whether created before or after), at
 * synth.
 *
 * ```ts
 * Policies.of(app).add(new AtlasBestPractices());
 * Policies.of(app).add(new SecretsPolicy());
 * Policies.of(devStack).suppress('Atlas-C1', 'dev data is synthetic and disposable');
 * ```
 *
 * A finding of an error rule fails synth with the construct path, the rule id, the message and
 * the fix; a warning is reported and synth goes on. Synth writes `policy-report.json` and
 * `policy-report.sarif` next to each stack's cdk.tf.json.
 */
export class Policies {
  /**
   * The policy settings of a scope.
   * @param scope an app, a stack or any construct
   */
  public static of(scope: IConstruct): Policies {
    return new Policies(constructArg('Policies.of', 'scope', scope));
  }

  private constructor(private readonly scope: IConstruct) {}

  /**
   * Adds a pack: its rules judge every resource in this scope at synth. A pack added on a scope
   * inside another that has the same pack replaces it there (e.g. with other production labels).
   * @param pack `new AtlasBestPractices()`, `new IncidentBestPractices()`, `new EquinixBestPractices()`, `new SecretsPolicy()`, or a `CustomPolicyPack`
   */
  public add(pack: IPolicyPack): void {
    const p = new ArgumentProblems('Policies.add');
    const def = packDefinition(pack);
    if (!def) {
      p.add('pack', 'is not a policy pack.', pack, 'AtlasBestPractices, IncidentBestPractices, EquinixBestPractices, SecretsPolicy or a CustomPolicyPack',
        'pass a pack made with new, e.g. new AtlasBestPractices(); for rules of your own, make a CustomPolicyPack({ packName, rules }) (its rules implement IPolicyRule).');
      p.throwIfAnyOn(this.scope);
      return;
    }
    const s = stateOf(this.scope);
    if (s.packs.some((e) => e.pack.name === def.name)) {
      p.add('pack', `is a second ${def.name} pack on this scope.`, pack, `one ${def.name} pack per scope`, 'add it once: a second one would report every finding twice.');
      p.throwIfAnyOn(this.scope);
    }
    s.packs.push({ scope: this.scope, pack: def, depth: this.scope.node.scopes.length });
    attachAround(this.scope);
  }

  /**
   * Suppresses a rule for every resource in this scope, or for the named resources only. A
   * suppressed finding fails nothing and warns nothing; the reports keep it, with the reason
   * (SARIF: a suppression with its justification). A suppression that matches no finding in a
   * synth is reported (`terrain:unused-suppression`).
   * @param ruleId the rule id, e.g. `Atlas-C1`
   * @param reason why the rule does not apply here, at least 10 characters
   * @param options the resources it is limited to
   */
  public suppress(ruleId: string, reason: string, options: SuppressOptions = {}): void {
    const p = new ArgumentProblems('Policies.suppress');
    if (typeof ruleId !== 'string' || !RULE_ID.test(ruleId)) {
      p.add('ruleId', 'is not a rule id.', ruleId, "<Pack>-<letter><number>, e.g. 'Atlas-C1'", "copy the id from the finding's message, in brackets.");
    }
    if (!isReason(reason, MIN_REASON)) {
      p.add('ruleId, reason', typeof reason !== 'string' ? 'expected a string.' : isUnresolved(reason) ? 'must be known at synth, not a token.' : `is shorter than ${MIN_REASON} characters.`, reason,
        `a reason of at least ${MIN_REASON} characters`, 'say why the rule does not apply here.');
    }
    const o = readOptions(p, 'ruleId, reason, options', options, {
      resources: {
        test: (v) => isListOf(v, isText) && (v as unknown[]).length > 0,
        allowed: 'a non-empty list of construct paths or ids (strings known at synth)',
        fix: "list the constructs, e.g. ['prod/Orders'] or ['Orders'], or leave resources out to suppress the rule in the whole scope.",
      },
    });
    p.throwIfAnyOn(this.scope);
    const resources = o.resources as string[] | undefined;
    stateOf(this.scope).suppressions.push({
      scope: this.scope,
      ruleId,
      reason: reason.trim(),
      resources: resources?.map((r) => r.trim().replace(/^\/+|\/+$/g, '')),
      used: new Map(),
      usedResources: new Map(),
    });
    attachAround(this.scope);
  }

  /**
   * The findings of the last synth in this scope, suppressed ones included: for tests and
   * tooling. Empty before the first synth.
   */
  public findings(): PolicyFinding[] {
    const out: PolicyFinding[] = [];
    const prefix = this.scope.node.path;
    for (const c of this.scope.node.root.node.findAll()) {
      if (!TerraformStack.isStack(c) || !reaches(this.scope, c)) continue;
      const last = POLICIES.get(c)?.last;
      for (const f of last?.findings ?? []) {
        if (prefix !== '' && f.constructPath !== prefix && !f.constructPath.startsWith(`${prefix}/`)) continue;
        out.push({
          ruleId: f.ruleId,
          level: f.level,
          constructPath: f.constructPath,
          resource: f.address,
          field: f.problem.field,
          message: f.message,
          suppressed: f.suppression !== undefined,
          suppressionReason: f.suppression?.reason,
        });
      }
    }
    return out;
  }
}

/** Turns strict secrets on for a scope (SecretsPolicy.strict). */
export function enableStrictSecrets(scope: IConstruct): void {
  stateOf(scope).strictSecrets = true;
  attachAround(scope);
}

const POLICIES = new WeakMap<IConstruct, StackPolicies>();
const APPS = new WeakSet<IConstruct>();

/** Attaches every stack the settings of `scope` reach, and hooks the app's synth. */
function attachAround(scope: IConstruct): void {
  // The stacks settings on `scope` reach: the stack it is in and the stacks below it. Only a scope
  // above every stack (the app) walks the whole tree, so one suppression per construct stays linear.
  const enclosing = nearestStack(scope);
  const candidates = enclosing ? [enclosing, ...scope.node.findAll()] : scope.node.root.node.findAll();
  for (const c of candidates) if (TerraformStack.isStack(c) && reaches(scope, c)) attach(c);
  const root = scope.node.root;
  if (App.isApp(root) && !APPS.has(root)) {
    APPS.add(root);
    hookSynth(root);
  }
}

const HOOKED = Symbol.for('terrain-constructs.policy-synth');

/**
 * Wraps the `synth` of the app's class (the prototype that defines it, once per class), so that
 * an app with policy settings attaches the stacks created since, then synthesizes. On the class,
 * not on the instance: the jsii runtime calls `synth` of Python, Java, .NET and Go apps through
 * the prototype, and would skip a method set on the object.
 */
function hookSynth(app: App): void {
  let proto = Object.getPrototypeOf(app);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'synth')) proto = Object.getPrototypeOf(proto);
  if (!proto || proto[HOOKED]) return;
  const synth = proto.synth as (this: App, ...args: unknown[]) => unknown;
  Object.defineProperty(proto, 'synth', {
    configurable: true,
    writable: true,
    value: function policySynth(this: App, ...args: unknown[]): unknown {
      if (APPS.has(this)) for (const c of this.node.findAll()) if (TerraformStack.isStack(c)) attach(c);
      return synth.apply(this, args);
    },
  });
  Object.defineProperty(proto, HOOKED, { value: true });
}

onStackFound((stack) => {
  if (scopesWithSettings(stack.node.root) && TerraformStack.isStack(stack)) attach(stack);
});

// The summary line of TerrainSynth.synth reads what the last pass found (nothing when no pack reached the stack).
onPolicyCounts((stack) => {
  const result = POLICIES.get(stack)?.last;
  if (!result || result.packs.length + result.unused.length === 0) return undefined;
  const c = { errors: 0, warnings: 0, suppressed: 0 };
  for (const f of result.findings) {
    if (f.suppression) c.suppressed++;
    else if (f.level === 'error') c.errors++;
    else c.warnings++;
  }
  return c;
});

/** Gives a stack its policy validation and wraps its synthesizer to write the reports (once). */
function attach(stack: TerraformStack): void {
  if (POLICIES.has(stack)) return;
  const policies = new StackPolicies(stack);
  POLICIES.set(stack, policies);
  stack.node.addValidation(policies);
  const inner = stack.synthesizer;
  stack.synthesizer = {
    synthesize(session) {
      policies.last = undefined;
      try {
        inner.synthesize(session);
      } finally {
        const result = policies.last as PassResult | undefined;
        if (result && result.packs.length + result.unused.length > 0 && session.outdir && session.manifest) {
          const dir = path.join(session.outdir, session.manifest.forStack(stack).workingDirectory);
          const files = writeReports(result, dir);
          if (tablePrints()) for (const line of tableLines(result, files)) process.stderr.write(`${line}\n`);
        }
      }
    },
  };
}
