import { definePack, IPolicyPack, noProps, PolicyRuleInfo, ruleInfos } from '../pack';
import { inPack, PolicyRule } from '../rule';
import { RULE as C1 } from './rules/incident-c1';
import { RULE as R1 } from './rules/incident-r1';
import { RULE as R2 } from './rules/incident-r2';

/** The rules of the incident pack, in the order of the README table. */
const INCIDENT_RULES: readonly PolicyRule[] = inPack('Incident', [['R1', R1], ['R2', R2], ['C1', C1]]);

/**
 * incident.io best practices (rule ids `Incident-*`): alert routes that page somebody and whose
 * conditions can match, and catalog types managed from a repository.
 *
 * ```ts
 * Policies.of(app).add(new IncidentBestPractices());
 * ```
 */
export class IncidentBestPractices implements IPolicyPack {
  /** The pack's name and rule id prefix: `Incident`. */
  public readonly packName: string = 'Incident';
  /** The rules of the pack. */
  public readonly rules: PolicyRuleInfo[];

  /** Creates the pack, to add with `Policies.of(scope).add(...)`. */
  constructor() {
    noProps('IncidentBestPractices', arguments);
    definePack(this, this.packName, INCIDENT_RULES, undefined);
    this.rules = ruleInfos(INCIDENT_RULES);
  }
}
