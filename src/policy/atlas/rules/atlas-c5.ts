/** Atlas-C5: a production cluster whose electable nodes are all in one region. */
import { labelText } from '../../labels';
import { ResourceRuleBody } from '../../rule';
import { CLUSTER_TYPES, clusterLabels, electableRegions, isDedicated, LEGACY } from '../cluster';

export const RULE: ResourceRuleBody = {
  level: 'warning',
  summary: 'A production cluster has all its electable nodes in one region.',
  explanation: 'When that region has an outage, the cluster loses its primary and cannot elect another: the application cannot write '
    + 'until the region is back. Electable nodes in three regions (or two, with a majority in one) keep a primary through the loss of a region.',
  fix: 'Add electable nodes in a second and third region (e.g. 2 + 2 + 1); if the cluster is not production, correct its tags.',
  types: CLUSTER_TYPES,
  check: (input, type, report, context) => {
    if (isDedicated(input, type) !== true) return;
    const labels = clusterLabels(input);
    if (!context.isProduction(labels)) return;
    const regions = electableRegions(input, type);
    if (regions === undefined || regions.length !== 1) return;
    report(type === LEGACY && input.replication_specs === undefined ? 'provider_region_name' : 'replication_specs',
      `places every electable node in ${regions[0]} on a production cluster (${labelText(labels)}): an outage of that region stops all writes.`, {
        receivedText: `electable nodes in 1 region (${regions[0]})`,
        allowed: 'electable nodes in at least 2 regions (3 to keep a majority through the loss of any one)',
        fix: 'add regions with electable nodes, e.g. 2 + 2 + 1 across three regions; if this cluster is not production, correct its tags.',
      });
  },
};
