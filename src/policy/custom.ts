/**
 * A platform team's own pack: rules written by the user, in any jsii language, as objects with an
 * `evaluate` method. They run like the rules of the library's packs: on one resource's synthesized
 * input at a time, with suppressions, reports, and a finding (never a crash) when they throw.
 */
import { labelsOf } from './labels';
import { definePack, IPolicyPack, PolicyLevel, PolicyRuleInfo, ruleInfos } from './pack';
import { IProductionMatcher } from './production';
import { ResourceRule, RULE_ID } from './rule';
import { known } from '../core/type-rules';
import { PROVIDERS } from '../generated/providers';

/** The packs of this library: their names cannot be taken by a custom pack. */
/** The names of this library's packs: each provider's best practices, and the provider-neutral secrets pack. */
const RESERVED_NAMES = [...PROVIDERS.flatMap((p) => (p.policyPack ? [p.policyPack] : [])), 'Secrets'];

/** One resource, as a custom rule sees it. */
export interface PolicyResource {
  /** The Terraform type, e.g. `mongodbatlas_advanced_cluster` (`provider.<name>` for a provider block). */
  readonly type: string;
  /**
   * The synthesized input, as `cdk.tf.json` holds it: snake_case keys, blocks as objects or
   * lists, meta-arguments such as `lifecycle` included. A value Terraform only knows at plan (a
   * reference or a variable) is a string holding `${...}`: test it with `PolicyValues.isUnknown`
   * and never judge it.
   */
  readonly input: { [key: string]: any };
  /** Whether the pack's production matcher says the resource is production, from its known labels (see `CustomPolicyPackProps.labelFields`). */
  readonly production: boolean;
}

/** One problem a custom rule found in a resource. */
export interface PolicyViolation {
  /** The input the problem is about, as a Terraform path, e.g. `advanced_configuration.javascript_enabled` (messages show it in camelCase). */
  readonly field: string;
  /** What is wrong, one sentence. */
  readonly problem: string;
  /**
   * What was received, in words.
   * @default - not shown
   */
  readonly received?: string;
  /**
   * What is allowed.
   * @default - not shown
   */
  readonly allowed?: string;
  /**
   * How to fix this finding.
   * @default - the rule's fix
   */
  readonly fix?: string;
}

/**
 * A rule of a custom pack: what it flags, and `evaluate`, a pure function of one resource.
 */
export interface IPolicyRule {
  /** The rule id: the pack's name, a dash, capital letters and a number, e.g. `Platform-C1`. */
  readonly id: string;
  /** `PolicyLevel.ERROR` (a finding fails synth) or `PolicyLevel.WARNING`. */
  readonly level: string;
  /** What the rule flags, one sentence (README tables, SARIF shortDescription). */
  readonly summary: string;
  /** Why it matters (SARIF fullDescription). */
  readonly explanation: string;
  /** How to fix a finding, in general (SARIF help). */
  readonly fix: string;
  /** The Terraform types the rule reads, e.g. `mongodbatlas_advanced_cluster`; `*` for every type this library generated. */
  readonly resourceTypes: string[];
  /**
   * Judges one resource. Returns its violations, none when it complies. A rule that throws, or
   * returns something else than a list of violations, is reported as a finding of its own id.
   * @param resource the resource's type, synthesized input and whether it is production
   */
  evaluate(resource: PolicyResource): PolicyViolation[];
}

/** Props of a `CustomPolicyPack`. */
export interface CustomPolicyPackProps {
  /** The pack's name: the prefix of its rule ids, a capital letter and letters, e.g. `Platform`. Not a name of this library's packs. */
  readonly packName: string;
  /** The rules, at least one, with unique ids. */
  readonly rules: IPolicyRule[];
  /**
   * How the pack recognises a production resource from its labels.
   * @default ProductionMatcher.DEFAULT: `environment` or `env` equal to `prod` or `production`, any letter case
   */
  readonly production?: IProductionMatcher;
  /**
   * The input fields whose known values are the resource's labels for `production`: maps, or
   * lists of `{ key, value }` blocks.
   * @default ['tags', 'labels']
   */
  readonly labelFields?: string[];
}

/** Helpers for custom rules. */
export class PolicyValues {
  /**
   * Whether a value is unknown at synth: a string holding a Terraform expression (`${...}`,
   * `%{...}`) or an unresolved token. A rule never judges such a value.
   * @param value any value of a resource's input
   */
  public static isUnknown(value: any): boolean {
    return value !== undefined && value !== null && !known(value);
  }

  private constructor() {}
}

/**
 * A platform team's own policy pack, added like the library's packs:
 *
 * ```ts
 * const noJs: IPolicyRule = {
 *   id: 'Platform-C1', level: PolicyLevel.ERROR, resourceTypes: ['mongodbatlas_advanced_cluster'],
 *   summary: 'Server-side JavaScript is off.', explanation: 'Our threat model forbids it.',
 *   fix: 'set advancedConfiguration.javascriptEnabled to false.',
 *   evaluate: (r) => r.input.advanced_configuration?.javascript_enabled === false ? []
 *     : [{ field: 'advanced_configuration.javascript_enabled', problem: 'is not false.' }],
 * };
 * Policies.of(app).add(new CustomPolicyPack({ packName: 'Platform', rules: [noJs] }));
 * ```
 *
 * Its rules get the same suppressions, reports (JSON, SARIF) and messages as the library's.
 */
export class CustomPolicyPack implements IPolicyPack {
  /** The pack's name and rule id prefix. */
  public readonly packName: string;
  /** The rules of the pack. */
  public readonly rules: PolicyRuleInfo[];

  /**
   * @param props the pack's name, its rules, and how production is recognised
   */
  constructor(props: CustomPolicyPackProps) {
    const name = checkPack(props);
    const labelFields = props.labelFields ?? ['tags', 'labels'];
    const rules = props.rules.map((r) => wrap(r, labelFields));
    this.packName = name;
    definePack(this, name, rules, props.production);
    this.rules = ruleInfos(rules);
  }
}

/** A user's rule as a resource rule of the engine. */
function wrap(rule: IPolicyRule, labelFields: readonly string[]): ResourceRule {
  return {
    id: rule.id,
    level: rule.level as 'error' | 'warning',
    summary: rule.summary,
    explanation: rule.explanation,
    fix: rule.fix,
    types: [...rule.resourceTypes],
    custom: true,
    check: (input, type, report, context) => {
      const production = context.isProduction(labelsOf(...labelFields.map((f) => input[f])));
      // A copy: a rule that changes its input must not change what the other rules see.
      const out: unknown = rule.evaluate({ type, input: structuredClone(input) as { [key: string]: any }, production });
      if (!Array.isArray(out)) throw new Error(`evaluate returned ${describe(out)}, not a list of violations`);
      for (const v of out) {
        if (v === null || typeof v !== 'object' || typeof v.field !== 'string' || typeof v.problem !== 'string') {
          throw new Error(`evaluate returned a violation without a string field and problem: ${describe(v)}`);
        }
        report(v.field, v.problem, {
          ...(v.received !== undefined ? { receivedText: String(v.received) } : {}),
          allowed: v.allowed,
          fix: v.fix ?? rule.fix,
        });
      }
    },
  };
}

/** Checks the definition of a custom pack; returns its name. */
function checkPack(props: CustomPolicyPackProps): string {
  const where = 'CustomPolicyPack';
  if (props === null || typeof props !== 'object') throw new Error(`${where}: expected props { packName, rules }, received ${describe(props)}.`);
  const name = props.packName;
  if (typeof name !== 'string' || !/^[A-Z][A-Za-z]*$/.test(name)) {
    throw new Error(`${where}: packName must be a capital letter followed by letters, e.g. 'Platform' (received ${describe(name)}). It prefixes the rule ids.`);
  }
  if (RESERVED_NAMES.includes(name)) {
    throw new Error(`${where}: packName '${name}' is the name of one of this library's packs. Fix: choose another name, e.g. 'Platform'.`);
  }
  if (!Array.isArray(props.rules) || props.rules.length === 0) {
    throw new Error(`${where} '${name}': rules must be a non-empty list of IPolicyRule (received ${describe(props.rules)}).`);
  }
  const seen = new Set<string>();
  props.rules.forEach((r, i) => {
    const at = `${where} '${name}': rules[${i}]`;
    if (r === null || typeof r !== 'object') throw new Error(`${at}: expected an IPolicyRule, received ${describe(r)}.`);
    if (typeof r.id !== 'string' || !RULE_ID.test(r.id) || !r.id.startsWith(`${name}-`)) {
      throw new Error(`${at}: id must be '${name}-' followed by capital letters and a number, e.g. '${name}-C1' (received ${describe(r.id)}).`);
    }
    if (seen.has(r.id)) throw new Error(`${at}: the id '${r.id}' is taken by an earlier rule of the pack. Fix: give every rule its own id.`);
    seen.add(r.id);
    if (r.level !== PolicyLevel.ERROR && r.level !== PolicyLevel.WARNING) {
      throw new Error(`${at} (${r.id}): level must be PolicyLevel.ERROR ('error') or PolicyLevel.WARNING ('warning'), received ${describe(r.level)}.`);
    }
    for (const f of ['summary', 'explanation', 'fix'] as const) {
      if (typeof r[f] !== 'string' || r[f].trim() === '') throw new Error(`${at} (${r.id}): ${f} must be a non-empty string, received ${describe(r[f])}.`);
    }
    if (!Array.isArray(r.resourceTypes) || r.resourceTypes.length === 0 || r.resourceTypes.some((t) => typeof t !== 'string' || t === '')) {
      throw new Error(`${at} (${r.id}): resourceTypes must be a non-empty list of Terraform types, e.g. ['mongodbatlas_advanced_cluster'], or ['*'] (received ${describe(r.resourceTypes)}).`);
    }
    if (typeof r.evaluate !== 'function') throw new Error(`${at} (${r.id}): evaluate must be a method that takes a PolicyResource and returns its violations.`);
  });
  if (props.labelFields !== undefined && (!Array.isArray(props.labelFields) || props.labelFields.some((f) => typeof f !== 'string' || f === ''))) {
    throw new Error(`${where} '${name}': labelFields must be a list of input field names, e.g. ['tags', 'labels'] (received ${describe(props.labelFields)}).`);
  }
  return name;
}

/** A value as JSON (in full: a rule author debugs with it), or its type when JSON has none (undefined, a function, a cycle). */
function describe(v: unknown): string {
  try {
    return JSON.stringify(v) ?? typeof v;
  } catch {
    return typeof v;
  }
}
