import { IConstruct } from 'constructs';
import { constructArg } from '../../core/base/arguments';
import { definePack, IPolicyPack, noProps, PolicyRuleInfo, ruleInfos } from '../pack';
import { enableStrictSecrets } from '../policies';
import { inPack, PolicyRule } from '../rule';
import { RULE as S1 } from './rules/secrets-s1';

/** The rules of the secrets pack. */
const SECRETS_RULES: readonly PolicyRule[] = inPack('Secrets', [['S1', S1]]);

/**
 * Literal secrets across all four providers (rule id `Secrets-S1`): a sensitive argument of any
 * resource, data source or provider this library generated that holds a literal, in the
 * synthesized input.
 *
 * ```ts
 * Policies.of(app).add(new SecretsPolicy());
 * SecretsPolicy.strict(app); // and every terrain:literal-secret warning is an error
 * ```
 */
export class SecretsPolicy implements IPolicyPack {
  /**
   * Strict secrets: every `terrain:literal-secret` warning in this scope (a literal passed for a
   * sensitive input of a generated L1, warned when the construct is created) fails synth as an
   * error on its construct, with the same message. Works with or without the pack, and whether
   * it is called before or after the constructs are created.
   * @param scope an app, a stack or any construct
   */
  public static strict(scope: IConstruct): void {
    enableStrictSecrets(constructArg('SecretsPolicy.strict', 'scope', scope));
  }

  /** The pack's name and rule id prefix: `Secrets`. */
  public readonly packName: string = 'Secrets';
  /** The rules of the pack. */
  public readonly rules: PolicyRuleInfo[];

  /** Creates the pack, to add with `Policies.of(scope).add(...)`. */
  constructor() {
    noProps('SecretsPolicy', arguments);
    definePack(this, this.packName, SECRETS_RULES, undefined);
    this.rules = ruleInfos(SECRETS_RULES);
  }
}
