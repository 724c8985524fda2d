import { definePack, IPolicyPack, productionProp, PolicyRuleInfo, ruleInfos } from '../pack';
import { IProductionMatcher } from '../production';
import { inPack, PolicyRule } from '../rule';
import { RULE as N1 } from './rules/equinix-n1';
import { RULE as N2 } from './rules/equinix-n2';

/** The rules of the Equinix pack, in the order of the README table. */
const EQUINIX_RULES: readonly PolicyRule[] = inPack('Equinix', [['N1', N1], ['N2', N2]]);

/** Props of `EquinixBestPractices`. */
export interface EquinixBestPracticesProps {
  /**
   * How the pack recognises a production connection, from its `additionalInfo` key/value pairs.
   * @default ProductionMatcher.DEFAULT: key `environment` or `env` equal to `prod` or `production`, any letter case
   */
  readonly production?: IProductionMatcher;
}

/**
 * Equinix Fabric best practices (rule ids `Equinix-*`) for production connections: a redundant
 * pair, and a term rather than on-demand billing. A connection is production when its
 * `additionalInfo` holds `{ key: 'environment', value: 'production' }` (or what `production` says).
 *
 * ```ts
 * Policies.of(app).add(new EquinixBestPractices());
 * ```
 */
export class EquinixBestPractices implements IPolicyPack {
  /** The pack's name and rule id prefix: `Equinix`. */
  public readonly packName: string = 'Equinix';
  /** The rules of the pack. */
  public readonly rules: PolicyRuleInfo[];

  /**
   * @param props how production is recognised
   */
  constructor(props: EquinixBestPracticesProps = {}) {
    definePack(this, this.packName, EQUINIX_RULES, productionProp('EquinixBestPractices', props));
    this.rules = ruleInfos(EQUINIX_RULES);
  }
}
