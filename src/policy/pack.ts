/**
 * Policy packs: what a pack is to users (`IPolicyPack`, with a description of each rule) and the
 * registry that links a pack object to its rules inside the library.
 */
import { IProductionMatcher, ProductionMatcher } from './production';
import { isDocumentRule, PolicyRule } from './rule';
import { ArgumentProblems, OptionCheck, readOptions } from '../core/base/arguments';

/**
 * The levels of a policy rule: an enum-like class, so that every jsii language sees plain strings.
 */
export class PolicyLevel {
  /** A finding fails synth, as a validation error with the construct path, the rule id, the message and the fix. */
  public static readonly ERROR = 'error';
  /** A finding is reported (a warning with the rule id, and in the reports); synth goes on. */
  public static readonly WARNING = 'warning';

  private constructor() {}
}

/** What a policy rule checks, for reading a pack (and for the README and the SARIF report). */
export interface PolicyRuleInfo {
  /** The rule id, `<Pack>-<letter><number>`, e.g. `Atlas-C1`: the id to suppress. */
  readonly id: string;
  /** `error` (fails synth) or `warning` (see `PolicyLevel`). */
  readonly level: string;
  /** What the rule flags, in one sentence. */
  readonly summary: string;
  /** Why it matters. */
  readonly explanation: string;
  /** How to fix a finding, in general. */
  readonly fix: string;
  /** The Terraform types it reads (`*`: every type this library generated, e.g. for literal secrets). */
  readonly resourceTypes: string[];
  /**
   * Whether the rule reads the whole synthesized document of the stack (for example "no alert
   * configuration in a project with clusters") rather than one resource at a time.
   */
  readonly wholeDocument: boolean;
}

/**
 * A policy pack: rules a platform team holds its stacks to, added with
 * `Policies.of(scope).add(pack)`. The packs of this library are `AtlasBestPractices`,
 * `IncidentBestPractices`, `EquinixBestPractices` and `SecretsPolicy`.
 */
export interface IPolicyPack {
  /** The pack's name, the prefix of its rule ids (e.g. `Atlas`). */
  readonly packName: string;
  /** The rules of the pack. */
  readonly rules: PolicyRuleInfo[];
}

/** A pack inside the library: its rules and how it recognises production. */
export interface PackDefinition {
  readonly name: string;
  readonly rules: readonly PolicyRule[];
  readonly production: IProductionMatcher;
}

const PACKS = new WeakMap<IPolicyPack, PackDefinition>();

/** Links a pack object to its definition; each pack class calls it in its constructor. */
export function definePack(pack: IPolicyPack, name: string, rules: readonly PolicyRule[], production: IProductionMatcher | undefined): void {
  PACKS.set(pack, { name, rules, production: production ?? ProductionMatcher.DEFAULT });
}

/** The `production` prop of a pack: an object with an isProduction method. */
export const PRODUCTION: OptionCheck = {
  test: (v) => v !== null && typeof v === 'object' && typeof (v as IProductionMatcher).isProduction === 'function',
  problem: 'is not a production matcher.',
  allowed: 'an IProductionMatcher: an object with an isProduction(labels) method',
  fix: 'pass ProductionMatcher.byLabels({ keys, values }), or leave it out for the default (environment or env = prod or production).',
};

/** Reads the props of one of this library's packs that takes a production matcher. */
export function productionProp(api: string, props: unknown): IProductionMatcher | undefined {
  const p = new ArgumentProblems(api);
  const o = readOptions(p, 'props', props, { production: PRODUCTION });
  p.throwIfAny();
  return o.production;
}

/**
 * Refuses props handed to a pack that takes none: `new IncidentBestPractices({ production })`
 * would otherwise drop the matcher silently.
 * @param args the constructor's `arguments`
 */
export function noProps(api: string, args: IArguments): void {
  if (args.length === 0 || args[0] === undefined) return;
  const p = new ArgumentProblems(api);
  p.add('props', 'is not taken: this pack has no props.', args[0], 'no argument', `write new ${api}().`);
  p.throwIfAny();
}

/** The definition of a pack of this library, or undefined for any other object. */
export function packDefinition(pack: unknown): PackDefinition | undefined {
  return pack !== null && typeof pack === 'object' ? PACKS.get(pack as IPolicyPack) : undefined;
}

/** The public description of a pack's rules. */
export function ruleInfos(rules: readonly PolicyRule[]): PolicyRuleInfo[] {
  return rules.map((r) => ({
    id: r.id,
    level: r.level,
    summary: r.summary,
    explanation: r.explanation,
    fix: r.fix,
    resourceTypes: [...r.types],
    wholeDocument: isDocumentRule(r),
  }));
}
