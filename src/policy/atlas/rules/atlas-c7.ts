/** Atlas-C7: no deletion guard on a cluster. */
import { bool, obj } from '../../../core/runtime/type-rules';
import { ResourceRuleBody } from '../../rule';
import { CLUSTER_TYPES } from '../cluster';

export const RULE: ResourceRuleBody = {
  level: 'warning',
  summary: 'A cluster has no deletion guard: terminationProtectionEnabled is not true and lifecycle.preventDestroy is not set.',
  explanation: 'Without a guard, `terraform destroy`, a replacement forced by a changed attribute, or a removed construct deletes the cluster '
    + 'and its data. Either guard is enough: terminationProtectionEnabled makes Atlas refuse the deletion (it holds even when the '
    + 'resource is removed from the code); lifecycle.preventDestroy makes Terraform refuse to plan it.',
  fix: 'Use removalPolicy: RemovalPolicy.RETAIN on the L2 (it sets both guards), or terminationProtectionEnabled: true on the L1; '
    + 'for a disposable cluster, suppress {id} with a reason.',
  types: CLUSTER_TYPES,
  check: (input, _type, report) => {
    const tp = input.termination_protection_enabled;
    const guarded = bool(tp);
    if (guarded === true || (tp !== undefined && guarded === undefined)) return;
    const lifecycle = obj(input.lifecycle);
    const pd = lifecycle?.prevent_destroy;
    if (bool(pd) === true || (pd !== undefined && bool(pd) === undefined)) return;
    report('termination_protection_enabled', 'is not on, and lifecycle.preventDestroy is not set: nothing stops a destroy or a replacement from deleting the cluster and its data.', {
      receivedText: `terminationProtectionEnabled ${tp === undefined ? 'unset' : String(tp)}, lifecycle.preventDestroy ${pd === undefined ? 'unset' : String(pd)}`,
      allowed: 'terminationProtectionEnabled: true, or lifecycle.preventDestroy: true',
      fix: 'use removalPolicy: RemovalPolicy.RETAIN on the L2 (it sets both), or terminationProtectionEnabled: true on the L1.',
    });
  },
};
