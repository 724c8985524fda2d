import { definePack, IPolicyPack, productionProp, PolicyRuleInfo, ruleInfos } from '../pack';
import { IProductionMatcher } from '../production';
import { inPack, PolicyRule } from '../rule';
import { RULE as C1 } from './rules/atlas-c1';
import { RULE as C2 } from './rules/atlas-c2';
import { RULE as C3 } from './rules/atlas-c3';
import { RULE as C4 } from './rules/atlas-c4';
import { RULE as C5 } from './rules/atlas-c5';
import { RULE as C6 } from './rules/atlas-c6';
import { RULE as C7 } from './rules/atlas-c7';
import { RULE as P1 } from './rules/atlas-p1';
import { RULE as U1 } from './rules/atlas-u1';
import { RULE as U2 } from './rules/atlas-u2';

/** The rules of the Atlas pack, in the order of the README table. */
const ATLAS_RULES: readonly PolicyRule[] = inPack('Atlas', [['C1', C1], ['C2', C2], ['C3', C3], ['C4', C4], ['C5', C5], ['C6', C6], ['C7', C7], ['P1', P1], ['U1', U1], ['U2', U2]]);

/** Props of `AtlasBestPractices`. */
export interface AtlasBestPracticesProps {
  /**
   * How the pack recognises a production cluster, from its tags and labels.
   * @default ProductionMatcher.DEFAULT: tag or label `environment` or `env` equal to `prod` or `production`, any letter case
   */
  readonly production?: IProductionMatcher;
}

/**
 * MongoDB Atlas best practices (rule ids `Atlas-*`), for `mongodbatlas_advanced_cluster`,
 * `mongodbatlas_cluster`, `mongodbatlas_database_user` and `mongodbatlas_alert_configuration`,
 * whether an L1 or an L2 rendered them: backups and point-in-time restore, TLS, server-side
 * JavaScript, regions of production clusters, encryption at rest, deletion guards, alerts, and the
 * privileges of database users. See the README's "Policy packs" for the rules.
 *
 * ```ts
 * Policies.of(app).add(new AtlasBestPractices());
 * ```
 */
export class AtlasBestPractices implements IPolicyPack {
  /** The pack's name and rule id prefix: `Atlas`. */
  public readonly packName: string = 'Atlas';
  /** The rules of the pack. */
  public readonly rules: PolicyRuleInfo[];

  /**
   * @param props how production is recognised
   */
  constructor(props: AtlasBestPracticesProps = {}) {
    definePack(this, this.packName, ATLAS_RULES, productionProp('AtlasBestPractices', props));
    this.rules = ruleInfos(ATLAS_RULES);
  }
}
