/**
 * Type rules of the deprecated legacy cluster, `mongodbatlas_cluster` (SPEC 2.1 Legacy cluster
 * types and advancedConfiguration; 8 Limits). `LegacyCluster` renders priorities and node counts
 * itself; these rules catch what a hand-written L1 gets wrong.
 */
import { customCiphersRule, pinnedFcvRule } from './shared/advanced-configuration';
import { at, items, num, TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_cluster';
const TOTALS = [3, 5, 7];

/** Each replication spec with its known region configs and their Terraform paths. */
function specs(input: Readonly<Record<string, any>>) {
  return items(input.replication_specs).map(([spec, i]) => {
    const base = `${at('replication_specs', input.replication_specs, i)}.regions_config`;
    return { spec, regions: items(spec.regions_config).map(([rc, j]) => ({ rc, path: at(base, spec.regions_config, j) })) };
  });
}

export const RULES: TypeRule[] = [
  customCiphersRule(T, ['custom_openssl_cipher_config_tls12']),
  pinnedFcvRule(T),

  {
    id: `rule:${T}/priority-order`,
    summary: 'Legacy regions with electable nodes have unique priorities 7, 6, ... (down to 1) in the order listed; electable nodes cannot be in a region of priority 0.',
    source: 'SPEC 2.1 Legacy regionsConfig rules; 8 Limits',
    check: (input, report) => {
      for (const { regions } of specs(input)) {
        let expected = 7;
        const seen = new Map<number, string>();
        for (const { rc, path } of regions) {
          const e = num(rc.electable_nodes);
          const p = num(rc.priority);
          if (p !== undefined && p > 0) {
            const first = seen.get(p);
            if (first !== undefined) {
              report(`${path}.priority`, `repeats priority ${p} of ${first.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())}; priorities are unique per cluster.`, { received: p, allowed: 'a priority no other region has', fix: 'give each region with electable nodes its own priority, 7 for the preferred region and one less for each next one.' });
            } else {
              seen.set(p, path);
            }
          }
          if (e === undefined && rc.electable_nodes !== undefined && rc.electable_nodes !== null) break; // a token: the order after it is unknown
          if (e === undefined || e === 0) continue;
          if (p === 0) {
            report(`${path}.electable_nodes`, 'cannot be non-zero in a region of priority 0.', { received: e, allowed: '0 with priority 0', fix: `give the region priority ${Math.max(expected, 1)}, or set electableNodes: 0.` });
          } else if (p !== undefined && (p !== expected || expected < 1)) {
            report(`${path}.priority`, expected < 1 ? 'is one region too many: priorities go from 7 down to 1.' : `must be ${expected}: the first region with electable nodes has priority 7 and each next one exactly one less.`, {
              received: p, allowed: expected < 1 ? 'at most 7 regions with electable nodes' : String(expected), fix: expected < 1 ? 'move a region to read-only or analytics nodes.' : `set priority: ${expected}, or list the regions by descending priority.`,
            });
          }
          expected--;
        }
      }
    },
  },

  {
    id: `rule:${T}/electable-total`,
    summary: 'The electable nodes of a legacy replication spec total 3, 5 or 7.',
    source: 'SPEC 2.1 Legacy regionsConfig rules; 8 Limits (electable nodes across all regions)',
    check: (input, report) => {
      specs(input).forEach(({ spec, regions }, i) => {
        let total = 0;
        for (const { rc } of regions) {
          if (rc.electable_nodes === undefined || rc.electable_nodes === null) continue;
          const e = num(rc.electable_nodes);
          if (e === undefined) return; // a token: the total is not judged
          total += e;
        }
        if (regions.length && !TOTALS.includes(total)) {
          report(`${at('replication_specs', input.replication_specs, i)}.regions_config`, 'the electable nodes of all regions must total 3, 5 or 7.', {
            receivedText: `${total}${spec.zone_name ? ` (zone ${spec.zone_name})` : ''}`, allowed: '3, 5 or 7', fix: 'change electableNodes so that the replica set has an odd number of voting members, 3, 5 or 7.',
          });
        }
      });
    },
  },
];
