/**
 * A platform team's own pack: rules written by the user, in any jsii language, as objects with an
 * `evaluate` method. They run like the rules of the library's packs: on one resource's synthesized
 * input at a time, with suppressions, reports, and a finding (never a crash) when they throw.
 */
import { labelsOf } from './labels';
import { definePack, IPolicyPack, PolicyLevel, PolicyRuleInfo, PRODUCTION, ruleInfos } from './pack';
import { IProductionMatcher } from './production';
import { ResourceRule, RULE_ID, RuleOutputError } from './rule';
import { ArgumentProblems, errorClass, isListOf, isPlainObject, isText, MAX_ITEMS, readOptions } from '../core/base/arguments';
import { known } from '../core/runtime/type-rules';
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
    try {
      return value !== undefined && value !== null && !known(value);
    } catch {
      return false; // a value that cannot be read (a revoked proxy) is no Terraform expression
    }
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
    const pack = checkPack(props);
    const rules = pack.rules.map((r) => wrap(r, pack.labelFields));
    this.packName = pack.name;
    definePack(this, pack.name, rules, pack.production);
    this.rules = ruleInfos(rules);
  }
}

/** A rule of a custom pack as it was read (once) when the pack was made. */
interface RuleRead {
  readonly target: IPolicyRule;
  readonly id: string;
  readonly level: 'error' | 'warning';
  readonly summary: string;
  readonly explanation: string;
  readonly fix: string;
  readonly resourceTypes: readonly string[];
}

/** A user's rule as a resource rule of the engine. */
function wrap(rule: RuleRead, labelFields: readonly string[]): ResourceRule {
  return {
    id: rule.id,
    level: rule.level,
    summary: rule.summary,
    explanation: rule.explanation,
    fix: rule.fix,
    types: [...rule.resourceTypes],
    custom: true,
    check: (input, type, report, context) => {
      const own = (f: string) => (Object.prototype.hasOwnProperty.call(input, f) ? input[f] : undefined);
      const production = context.isProduction(labelsOf(...labelFields.map(own)));
      // A copy: a rule that changes its input must not change what the other rules see.
      const out: unknown = rule.target.evaluate({ type, input: structuredClone(input) as { [key: string]: any }, production });
      // What evaluate returned is never quoted: it may hold the input, secrets included.
      if (!isListOf(out, () => true)) throw new RuleOutputError(`evaluate returned ${shapeOf(out)}, not a list of violations`);
      (out as unknown[]).forEach((v, i) => {
        const at = `evaluate returned a violation (item ${i})`;
        if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new RuleOutputError(`${at} that is ${shapeOf(v)}, not an object with field and problem`);
        const part = (k: keyof PolicyViolation, required: boolean): string | undefined => {
          const x = (v as Record<string, unknown>)[k];
          if (x === undefined || x === null) {
            if (required) throw new RuleOutputError(`${at} without ${k}`);
            return undefined;
          }
          if (typeof x !== 'string' || (required && x.trim() === '')) throw new RuleOutputError(`${at} whose ${k} is ${shapeOf(x)}, not ${required ? 'a non-empty string' : 'a string'}`);
          return x;
        };
        const field = part('field', true)!;
        const problem = part('problem', true)!;
        const received = part('received', false);
        report(field, problem, {
          ...(received !== undefined ? { receivedText: received } : {}),
          allowed: part('allowed', false),
          fix: part('fix', false) ?? rule.fix,
        });
      });
    },
  };
}

/** What a value is, without the value (a rule's output may quote its input, secrets included). */
function shapeOf(v: unknown): string {
  if (v === undefined || v === null) return String(v);
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return v === '' ? 'an empty string' : 'a string';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

const API = 'CustomPolicyPack';

/** Checks the definition of a custom pack and reads it once. */
function checkPack(props: unknown): { name: string; rules: RuleRead[]; production?: IProductionMatcher; labelFields: readonly string[] } {
  const p = new ArgumentProblems(API);
  if (props === undefined || props === null) {
    p.add('props', 'expected the props of the pack.', props, 'an object with packName and rules', "pass e.g. { packName: 'Platform', rules: [rule] }.");
    p.throwIfAny();
  }
  const o = readOptions(p, 'props', props, {
    packName: {
      test: (v) => typeof v === 'string' && /^[A-Z][A-Za-z]*$/.test(v),
      problem: 'is not a pack name.',
      allowed: "a capital letter followed by letters, e.g. 'Platform'",
      fix: "write e.g. 'Platform'; the name prefixes the rule ids (Platform-C1).",
    },
    rules: {
      test: (v) => isListOf(v, () => true) && (v as unknown[]).length > 0,
      problem: 'is not a non-empty list of rules.',
      allowed: `a list of 1 to ${MAX_ITEMS} IPolicyRule objects`,
      fix: 'list the rules of the pack, each an object with id, level, summary, explanation, fix, resourceTypes and evaluate.',
    },
    production: PRODUCTION,
    labelFields: {
      test: (v) => isListOf(v, isText),
      allowed: 'a list of input field names (non-empty strings)',
      fix: "write e.g. ['tags', 'labels'], or leave it out for that default.",
    },
  });
  const plain = isPlainObject(props);
  const reported = (field: string) => p.list.some((x) => x.field === field);
  for (const k of ['packName', 'rules'] as const) {
    if (plain && o[k] === undefined && !reported(`props.${k}`)) {
      p.add(`props.${k}`, 'is required.', undefined, k === 'packName' ? "a capital letter followed by letters, e.g. 'Platform'" : 'a non-empty list of IPolicyRule objects', `set ${k}.`);
    }
  }
  let name = o.packName as string | undefined;
  if (name !== undefined && RESERVED_NAMES.includes(name)) {
    p.add('props.packName', "is the name of one of this library's packs.", name, `a name other than ${RESERVED_NAMES.join(', ')}`, "choose another name, e.g. 'Platform'.");
    name = undefined; // the rule ids are not judged against it
  }
  const rules: RuleRead[] = [];
  const seen = new Map<string, number>();
  const list = (o.rules ?? []) as unknown[];
  // A loop over the indices, not forEach: a hole in the list is a missing rule, not no rule.
  for (let i = 0; i < list.length; i++) {
    const read = readRule(p, `props.rules[${i}]`, list[i], name);
    if (!read) continue;
    const first = seen.get(read.id);
    if (first !== undefined) {
      p.add(`props.rules[${i}].id`, `is taken by an earlier rule of the pack (props.rules[${first}]).`, read.id, 'an id of its own', 'give every rule its own id.');
      continue;
    }
    seen.set(read.id, i);
    rules.push(read);
  }
  p.throwIfAny();
  return { name: name!, rules, production: o.production, labelFields: (o.labelFields as string[] | undefined) ?? ['tags', 'labels'] };
}

/** Whether an object can be read at all (a revoked proxy cannot). */
function canRead(o: object): boolean {
  try {
    Array.isArray(o);
    return true;
  } catch {
    return false;
  }
}

/** Reads one rule (each property once: a rule from another jsii language answers through its runtime); undefined when it has problems. */
function readRule(p: ArgumentProblems, at: string, r: unknown, packName: string | undefined): RuleRead | undefined {
  if (r === null || typeof r !== 'object' || isListOf(r, () => true) || !canRead(r)) {
    p.add(at, 'is not a rule.', r, 'an IPolicyRule: an object with id, level, summary, explanation, fix, resourceTypes and evaluate', 'pass the rule object.');
    return undefined;
  }
  const before = p.list.length;
  const get = (k: keyof IPolicyRule): unknown => {
    try {
      return (r as Record<string, unknown>)[k];
    } catch (e) {
      p.addUnread(`${at}.${k}`, `cannot be read: reading it threw ${errorClass(e)}.`, 'a plain value', `make ${k} a plain property of the rule.`);
      return undefined;
    }
  };
  const id = get('id');
  const prefix = packName ?? '<packName>';
  if (typeof id !== 'string' || !RULE_ID.test(id) || (packName !== undefined && !id.startsWith(`${packName}-`))) {
    p.add(`${at}.id`, id === undefined ? 'is required.' : 'is not a rule id of this pack.', id, `'${prefix}-' followed by capital letters and a number, e.g. '${prefix}-C1'`, `write e.g. '${prefix}-C1'.`);
  }
  const level = get('level');
  if (level !== PolicyLevel.ERROR && level !== PolicyLevel.WARNING) {
    p.add(`${at}.level`, level === undefined ? 'is required.' : 'is not a policy level.', level, "PolicyLevel.ERROR ('error') or PolicyLevel.WARNING ('warning')", 'write PolicyLevel.ERROR or PolicyLevel.WARNING.');
  }
  const texts: Record<string, string> = {};
  for (const k of ['summary', 'explanation', 'fix'] as const) {
    const v = get(k);
    if (typeof v !== 'string' || v.trim() === '') p.add(`${at}.${k}`, v === undefined ? 'is required.' : 'is not a non-empty string.', v, 'a sentence', `write the rule's ${k} as a sentence.`);
    else texts[k] = v;
  }
  const types = get('resourceTypes');
  if (!isListOf(types, (t) => typeof t === 'string' && t !== '') || (types as unknown[]).length === 0) {
    p.add(`${at}.resourceTypes`, types === undefined ? 'is required.' : 'is not a non-empty list of Terraform types.', types,
      "Terraform types, e.g. ['mongodbatlas_advanced_cluster'], or ['*'] for every type this library generated", 'list the types the rule reads.');
  }
  const evaluate = get('evaluate');
  if (typeof evaluate !== 'function') {
    p.add(`${at}.evaluate`, evaluate === undefined ? 'is required.' : 'is not a method.', evaluate, 'a method that takes a PolicyResource and returns its violations', 'implement evaluate(resource) on the rule.');
  }
  if (p.list.length > before) return undefined;
  return {
    target: r as IPolicyRule,
    id: id as string,
    level: level as 'error' | 'warning',
    summary: texts.summary,
    explanation: texts.explanation,
    fix: texts.fix,
    resourceTypes: [...(types as string[])],
  };
}
