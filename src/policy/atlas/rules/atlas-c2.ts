/** Atlas-C2: continuous cloud backup (point-in-time restore) off on a production cluster. */
import { bool } from '../../../core/runtime/type-rules';
import { labelText } from '../../labels';
import { ResourceRuleBody } from '../../rule';
import { CLUSTER_TYPES, clusterLabels, isDedicated } from '../cluster';

export const RULE: ResourceRuleBody = {
  level: 'error',
  summary: 'Point-in-time restore (continuous cloud backup) is off on a production cluster.',
  explanation: 'Snapshots alone restore a production cluster to the last snapshot, losing every write made since; '
    + 'point-in-time restore replays the oplog to any moment in the restore window. Production is recognised from the '
    + "cluster's tags and labels (see the pack's production option).",
  fix: 'Set pitEnabled: true (with backups on); if the cluster is not production, correct its tags.',
  types: CLUSTER_TYPES,
  check: (input, type, report, context) => {
    if (isDedicated(input, type) !== true) return;
    const labels = clusterLabels(input);
    if (!context.isProduction(labels)) return;
    const pit = bool(input.pit_enabled);
    if (pit === true || (input.pit_enabled !== undefined && pit === undefined)) return;
    report('pit_enabled', `is off on a production cluster (${labelText(labels)}): a restore goes back only to the last snapshot, and every write since is lost.`, {
      received: input.pit_enabled,
      allowed: 'true',
      fix: 'set pitEnabled: true (it needs backups on); if this cluster is not production, correct its tags.',
    });
  },
};
