/**
 * Type rules of the deprecated legacy cluster, `mongodbatlas_cluster`, audited against provider
 * v2.16.0 (internal/service/cluster, an SDKv2 resource with few validators of its own) and its
 * documentation, docs/resources/cluster.md. `LegacyCluster` renders priorities and node counts
 * itself; these rules catch what a hand-written L1 gets wrong.
 *
 * `replication_specs` and `regions_config` are sets in the provider's schema: Terraform keeps no
 * order, so the documented "order by priority, descending" cannot be judged on the list order. The
 * priorities themselves can: 7 for the preferred region, then each one less, unique.
 */
import { changeStreamVersionRule, customCiphersRule, defaultMaxTimeRule, pinnedFcvRules, pitBackupRule } from './shared/advanced-configuration';
import { regionNameRule } from './shared/region-name';
import { at, items, num, TypeRule } from '../../core/runtime/type-rules';
import { API_SPEC, docs } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_cluster';
const DOCS = docs('cluster');
const TOTALS = [3, 5, 7];

/** Each replication spec with its known region configs and their Terraform paths. */
function specs(input: Readonly<Record<string, any>>) {
  return items(input.replication_specs).map(([spec, i]) => {
    const base = `${at('replication_specs', input.replication_specs, i)}.regions_config`;
    return { spec, path: base, regions: items(spec.regions_config).map(([rc, j]) => ({ rc, path: at(base, spec.regions_config, j) })) };
  });
}

export const RULES: TypeRule[] = [
  customCiphersRule(T, ['custom_openssl_cipher_config_tls12'], DOCS),
  defaultMaxTimeRule(T, { documentedIn: `${API_SPEC}: ClusterDescriptionProcessArgs20240805.defaultMaxTimeMS` }),
  changeStreamVersionRule(T, 6, { documentedIn: DOCS }, true),
  ...pinnedFcvRules(T, DOCS),
  pitBackupRule(T, 'cloud_backup', DOCS),
  regionNameRule(T, (input) => specs(input).flatMap(({ regions }) => regions.map(({ rc, path }): [unknown, string] => [rc.region_name, `${path}.region_name`])),
    { enforcedBy: `internal/service/cluster/resource_cluster.go: regions_config.region_name ValidateDiagFunc validate.StringIsUppercase; ${API_SPEC}: CloudRegionConfig.regionName (enum)` }),
  regionNameRule(T, (input) => [[input.provider_region_name, 'provider_region_name']], { documentedIn: DOCS }, 'atlas-provider-region-name'),

  {
    id: `rule:${T}/priority-order`,
    level: 'warning',
    summary: 'Legacy regions with electable nodes have the priorities 7, 6, ... (down to 1), one each; electable nodes cannot be in a region of priority 0, '
      + 'and a region with electableNodes 0 has priority 0.',
    documentedIn: DOCS,
    check: (input, report) => {
      for (const { path: base, regions } of specs(input)) {
        const electable: Array<{ p: number; path: string }> = [];
        let unknown = false;
        for (const { rc, path } of regions) {
          const e = rc.electable_nodes === undefined || rc.electable_nodes === null ? 0 : num(rc.electable_nodes);
          const p = num(rc.priority);
          if (e === undefined || (e > 0 && p === undefined && rc.priority !== undefined)) { unknown = true; continue; }
          if (e === 0) {
            // Documented: "For regions with only read-only nodes, set this value to 0." Judged where
            // electableNodes is 0 as written (left out, the provider computes it).
            if (num(rc.electable_nodes) === 0 && p !== undefined && p !== 0) {
              report(`${path}.priority`, 'should be 0 for a region without electable nodes (electableNodes 0), as the provider documents.', {
                received: p, allowed: '0', fix: 'set priority: 0, or give the region electable nodes.',
              });
            }
            continue;
          }
          if (p === 0) {
            report(`${path}.electable_nodes`, 'cannot be non-zero in a region of priority 0.', { received: e, allowed: '0 with priority 0', fix: 'give the region a priority from 7 down, or set electableNodes: 0.' });
          } else if (p !== undefined) {
            electable.push({ p, path });
          }
        }
        if (unknown || !electable.length) continue;
        const sorted = [...electable].sort((a, b) => b.p - a.p);
        const expected = sorted.map((_, k) => 7 - k);
        if (sorted.some((x, k) => x.p !== expected[k])) {
          const got = sorted.map((x) => x.p).join(', ');
          report(base, sorted.length > 7
            ? 'has more than 7 regions with electable nodes; priorities go from 7 down to 1.'
            : `the priorities of the regions with electable nodes must be ${expected.join(', ')}: 7 for the preferred region, each next one exactly one less, no two alike.`, {
            receivedText: got, allowed: sorted.length > 7 ? 'at most 7 regions with electable nodes' : expected.join(', '), fix: sorted.length > 7 ? 'move a region to read-only or analytics nodes.' : `set the priorities to ${expected.join(', ')}.`,
          });
        }
      }
    },
  },

  {
    id: `rule:${T}/electable-total`,
    level: 'warning',
    summary: 'The electable nodes of a legacy replication spec total 3, 5 or 7.',
    documentedIn: DOCS,
    check: (input, report) => {
      for (const { spec, path, regions } of specs(input)) {
        let total = 0;
        let unknown = false;
        for (const { rc } of regions) {
          if (rc.electable_nodes === undefined || rc.electable_nodes === null) continue;
          const e = num(rc.electable_nodes);
          if (e === undefined) unknown = true;
          else total += e;
        }
        if (!unknown && regions.length && !TOTALS.includes(total)) {
          report(path, 'the electable nodes of all regions must total 3, 5 or 7.', {
            receivedText: `${total}${spec.zone_name ? ` (zone ${spec.zone_name})` : ''}`, allowed: '3, 5 or 7', fix: 'change electableNodes so that the replica set has an odd number of voting members, 3, 5 or 7.',
          });
        }
      }
    },
  },
];
