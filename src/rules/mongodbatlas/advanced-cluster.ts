/**
 * Type rules of `mongodbatlas_advanced_cluster` (SPEC 2.1 advancedConfiguration, pinnedFcv,
 * regionConfigs and its priority rules, specs objects, analyticsAutoScaling; 7 item 1; 8). They run
 * for every instance: an L1 the user made or one a cluster L2 rendered. The L2s own the numbers they
 * render (priorities, node counts), so on their output these rules find nothing; they catch what a
 * hand-written L1 gets wrong.
 */
import { customCiphersRule, defaultMaxTimeRule, pinnedFcvRules } from './shared/advanced-configuration';
import { isNvme, maxDiskGb, TENANT_TIERS, TIER_RAM_GB, tierNumber } from './shared/atlas';
import { at, bool, displayPath, items, known, num, obj, str, TypeRule } from '../../core/type-rules';

const T = 'mongodbatlas_advanced_cluster';
const SPECS = ['electable_specs', 'read_only_specs', 'analytics_specs'] as const;
const SCALING = ['auto_scaling', 'analytics_auto_scaling'] as const;

interface Region {
  readonly rc: Record<string, any>;
  /** Terraform path, e.g. `replication_specs[0].region_configs[1]`. */
  readonly path: string;
}

/**
 * Every known region config with its path, per replication spec. Eight rules read them one after
 * the other for one input: they are worked out once for the last rendered replication_specs value
 * seen (setInput replaces the value, never edits it).
 */
let lastKey: unknown;
let lastSpecs: Region[][] = [];
let lastRegions: Region[] = [];
function specs(input: Readonly<Record<string, any>>): Region[][] {
  const key = input.replication_specs;
  if (key === null || typeof key !== 'object') return [];
  if (key !== lastKey) {
    lastSpecs = layout(input);
    lastRegions = lastSpecs.flat();
    lastKey = key;
  }
  return lastSpecs;
}

/** Every known region config of the cluster, all replication specs together. */
function regions(input: Readonly<Record<string, any>>): Region[] {
  return specs(input).length ? lastRegions : [];
}

function layout(input: Readonly<Record<string, any>>): Region[][] {
  return items(input.replication_specs).map(([spec, i]) => {
    const base = `${at('replication_specs', input.replication_specs, i)}.region_configs`;
    return items(spec.region_configs).map(([rc, j]) => ({ rc, path: at(base, spec.region_configs, j) }));
  });
}

/** true/false when known whether the region has electable nodes, undefined when a token decides. */
function electable(rc: Record<string, any>): boolean | undefined {
  const provider = str(rc.provider_name);
  if (provider === 'TENANT' || provider === 'FLEX') return true; // one region, the primary
  const es = rc.electable_specs;
  if (es === undefined || es === null) return false;
  const o = obj(es);
  if (!o) return undefined;
  if (o.node_count === undefined) return true; // tenant and flex regions have no node count
  const n = num(o.node_count);
  return n === undefined ? undefined : n > 0;
}


export const RULES: TypeRule[] = [
  customCiphersRule(T, ['custom_openssl_cipher_config_tls12', 'custom_openssl_cipher_config_tls13']),

  {
    id: `rule:${T}/priority-order`,
    summary: 'Region configs are listed by descending priority: the first region with electable nodes has 7, each next one exactly one less (down to 1), and a region without electable nodes has 0.',
    source: 'SPEC 2.1 regionConfigs, priority rules 1 to 3; 8 Limits',
    check: (input, report) => {
      for (const shard of specs(input)) {
        let expected = 7;
        let sawNonElectable: string | undefined;
        for (const { rc, path } of shard) {
          const e = electable(rc);
          const p = rc.priority;
          if (e === undefined) { expected--; continue; }
          if (!e) {
            sawNonElectable ??= path;
            if (known(p) && num(p) !== 0) {
              report(`${path}.priority`, 'must be 0 for a region without electable nodes.', { received: p, allowed: '0', fix: 'set priority: 0, or give the region electableSpecs with nodeCount 1 or more.' });
            }
            continue;
          }
          if (sawNonElectable !== undefined) {
            report(path, `has electable nodes but comes after ${displayPath(sawNonElectable)}, which has none; region configs are listed by descending priority.`, {
              receivedText: `priority ${describe(p)} after a region without electable nodes`, allowed: 'regions with electable nodes first (7, 6, ...), then regions without (0)', fix: 'move this region config before the regions without electable nodes.',
            });
          } else if (known(p) && (num(p) !== expected || expected < 1)) {
            const lowest = expected < 1;
            report(`${path}.priority`, lowest
              ? 'is one region too many: priorities of regions with electable nodes go from 7 down to 1.'
              : `must be ${expected}: the first region with electable nodes has priority 7 and each next one exactly one less.`, {
              received: p, allowed: lowest ? 'at most 7 regions with electable nodes' : String(expected), fix: lowest ? 'turn a region into read-only or analytics nodes only (priority 0).' : `set priority: ${expected}.`,
            });
          }
          expected--;
        }
      }
    },
  },

  {
    id: `rule:${T}/same-instance-size`,
    summary: 'Within a replication spec, electable and read-only nodes of every region use one instance size.',
    source: 'SPEC 2.1 regionConfigs (electableSpecs, readOnlySpecs); specs object instanceSize',
    check: (input, report) => {
      for (const shard of specs(input)) {
        let first: { size: string; path: string } | undefined;
        for (const { rc, path } of shard) {
          for (const f of ['electable_specs', 'read_only_specs'] as const) {
            const size = str(obj(rc[f])?.instance_size);
            if (size === undefined) continue;
            if (!first) { first = { size, path: `${path}.${f}.instance_size` }; continue; }
            if (size !== first.size) {
              report(`${path}.${f}.instance_size`, `differs from ${displayPath(first.path)} (${first.size}); electable and read-only nodes of a shard share one instance size.`, {
                received: size, allowed: `'${first.size}'`, fix: `use '${first.size}' here too (analytics nodes may differ).`,
              });
            }
          }
        }
      }
    },
  },

  {
    id: `rule:${T}/same-auto-scaling`,
    summary: 'autoScaling and analyticsAutoScaling are identical in every region config of the cluster.',
    source: 'SPEC 2.1 regionConfigs (autoScaling, analyticsAutoScaling)',
    check: (input, report) => {
      const all = regions(input);
      for (const f of SCALING) {
        // Only the region configs that set the block: it is optional and computed, and one the
        // user leaves out takes what Atlas applies to the others.
        let first: { o: Record<string, any>; path: string } | undefined;
        for (const { rc, path } of all) {
          if (rc[f] === undefined || rc[f] === null) continue;
          const o = obj(rc[f]);
          if (!o || Object.values(o).some((v) => v !== undefined && v !== null && !known(v))) continue;
          if (!first) { first = { o, path }; continue; }
          const keys = [...new Set([...Object.keys(o), ...Object.keys(first.o)])].filter((k) => (o[k] ?? null) !== (first!.o[k] ?? null)).sort();
          if (keys.length) {
            const show = (x: Record<string, any>) => keys.map((k) => `${displayPath(k)} ${x[k] ?? 'unset'}`).join(', ');
            report(`${path}.${f}`, `differs from ${displayPath(first.path)}.${displayPath(f)}; it must be identical in every region config of the cluster.`, {
              receivedText: show(o), allowed: `${show(first.o)}, as in ${displayPath(first.path)}`, fix: `give every region config the same ${displayPath(f)}.`,
            });
          }
        }
      }
    },
  },

  {
    id: `rule:${T}/auto-scaling-fields`,
    summary: 'Compute auto-scaling needs computeMaxInstanceSize and computeScaleDownEnabled; scaling down needs computeMinInstanceSize.',
    source: 'SPEC 2.1 analyticsAutoScaling (computeMaxInstanceSize, computeMinInstanceSize, computeScaleDownEnabled); applied to autoScaling too, whose fields the spec does not show but the provider documents the same way',
    check: (input, report) => {
      for (const { rc, path } of regions(input)) {
        for (const f of SCALING) {
          const a = obj(rc[f]);
          if (!a) continue;
          const need = (field: string, when: string, allowed: string) => {
            if (a[field] === undefined || a[field] === null) {
              report(`${path}.${f}.${field}`, `is required when ${when}.`, { received: undefined, allowed, fix: `set ${displayPath(f)}.${displayPath(field)}.` });
            }
          };
          if (bool(a.compute_enabled) === true) {
            need('compute_max_instance_size', 'computeEnabled is true', 'a tier such as M60');
            need('compute_scale_down_enabled', 'computeEnabled is true', 'true or false');
          }
          if (bool(a.compute_scale_down_enabled) === true) need('compute_min_instance_size', 'computeScaleDownEnabled is true', 'a tier such as M30');
        }
      }
    },
  },

  {
    id: `rule:${T}/disk-size-minimum`,
    level: 'warning',
    summary: 'diskSizeGb below 10 is raised to 10 by Atlas, so every plan shows a change.',
    source: 'SPEC 2.1 specs object diskSizeGb ("Minimum 10 (smaller values become 10)"); 8 Limits',
    check: (input, report) => {
      for (const { rc, path } of regions(input)) {
        for (const f of SPECS) {
          const gb = num(obj(rc[f])?.disk_size_gb);
          if (gb !== undefined && gb < 10) {
            report(`${path}.${f}.disk_size_gb`, 'is below the minimum of 10 GB: Atlas uses 10, and every plan shows a change back.', { received: gb, allowed: 'at least 10', fix: 'set diskSizeGb to 10 or more.' });
          }
        }
      }
    },
  },

  {
    id: `rule:${T}/disk-size`,
    summary: 'diskSizeGb is at most 50 times the RAM of the tier, and the same for every shard and node type.',
    source: 'SPEC 2.1 specs object diskSizeGb; 8 Limits (minimum and maximum disk size)',
    check: (input, report) => {
      let first: { gb: number; path: string; f: string } | undefined;
      for (const { rc, path } of regions(input)) {
        for (const f of SPECS) {
          const s = obj(rc[f]);
          const gb = num(s?.disk_size_gb);
          if (!s || gb === undefined) continue;
          const tier = str(s.instance_size);
          const max = tier ? maxDiskGb(tier) : undefined;
          if (max !== undefined && gb > max) {
            report(`${path}.${f}.disk_size_gb`, `is larger than 50 times the RAM of tier ${tier}.`, { receivedText: `${gb} GB`, allowed: `at most ${max} GB (${TIER_RAM_GB[tier!]} GB RAM x 50)`, fix: 'lower diskSizeGb or choose a larger instanceSize.' });
          }
          if (!first) { first = { gb, path, f }; } else if (gb !== first.gb) {
            report(`${path}.${f}.disk_size_gb`, `differs from ${displayPath(`${first.path}.${first.f}.disk_size_gb`)} (${first.gb} GB); the disk size is the same for every shard and node type.`, { received: gb, allowed: String(first.gb), fix: `use ${first.gb} everywhere.` });
          }
        }
      }
    },
  },

  {
    id: `rule:${T}/aws-only-disk-settings`,
    summary: 'ebsVolumeType and diskIops are AWS-only, and not for multi-cloud clusters; diskIops needs M30 or larger (not NVMe) and ebsVolumeType PROVISIONED.',
    source: 'SPEC 2.1 specs object (ebsVolumeType, diskIops)',
    check: (input, report) => {
      const all = regions(input);
      const providers = new Set(all.map(({ rc }) => str(rc.provider_name)).filter((p): p is string => p !== undefined));
      const multiCloud = providers.size > 1;
      for (const { rc, path } of all) {
        const provider = str(rc.provider_name);
        for (const f of SPECS) {
          const s = obj(rc[f]);
          if (!s) continue;
          for (const field of ['ebs_volume_type', 'disk_iops'] as const) {
            if (!known(s[field])) continue; // unset, or a token that may resolve to null
            const p = `${path}.${f}.${field}`;
            if (provider !== undefined && provider !== 'AWS') {
              report(p, `is AWS-only; this region config is on ${provider}.`, { received: s[field], allowed: `no ${displayPath(field)} off AWS`, fix: `remove ${displayPath(field)}: other providers size disk performance from the tier.` });
            } else if (multiCloud) {
              report(p, `is not available on a multi-cloud cluster (this one uses ${[...providers].sort().join(', ')}).`, { received: s[field], allowed: 'AWS-only clusters', fix: `remove ${displayPath(field)}, or keep every region on AWS.` });
            } else if (field === 'disk_iops' && known(s.disk_iops)) {
              const tier = str(s.instance_size);
              if (tier !== undefined && (isNvme(tier) || (tierNumber(tier) ?? 0) < 30)) {
                report(p, `needs instance size M30 or larger, not an NVMe tier; this one is ${tier}.`, { received: s.disk_iops, allowed: 'with M30+ (not NVMe)', fix: 'remove diskIops or choose a tier from M30 up.' });
              }
              const vt = s.ebs_volume_type;
              if (vt === undefined || (known(vt) && vt !== 'PROVISIONED')) {
                report(p, 'needs ebsVolumeType PROVISIONED.', { received: s.disk_iops, allowed: "with ebsVolumeType: 'PROVISIONED'", fix: "set ebsVolumeType: 'PROVISIONED' in the same specs, or remove diskIops." });
              }
            }
          }
        }
      }
    },
  },

  {
    id: `rule:${T}/backing-provider`,
    summary: 'backingProviderName only with providerName TENANT or FLEX, and required for FLEX and for TENANT M0; TENANT takes a tenant tier (M0, M2, M5).',
    source: 'SPEC 2.1 regionConfigs (providerName, backingProviderName)',
    check: (input, report) => {
      for (const { rc, path } of regions(input)) {
        const provider = str(rc.provider_name);
        if (provider === undefined) continue;
        const shared = provider === 'TENANT' || provider === 'FLEX';
        if (!shared && known(rc.backing_provider_name)) {
          report(`${path}.backing_provider_name`, `is only for providerName TENANT or FLEX, not ${provider}.`, { received: rc.backing_provider_name, allowed: 'unset on a dedicated region', fix: 'remove backingProviderName.' });
        }
        const tier = str(obj(rc.electable_specs)?.instance_size);
        // Required for FLEX and for TENANT M0 (SPEC); M2 and M5 are left alone.
        if ((provider === 'FLEX' || (provider === 'TENANT' && tier === 'M0')) && (rc.backing_provider_name === undefined || rc.backing_provider_name === null)) {
          report(`${path}.backing_provider_name`, `is required with providerName ${provider}.`, { received: undefined, allowed: "'AWS', 'GCP' or 'AZURE'", fix: 'set backingProviderName to the cloud that hosts the cluster.' });
        }
        if (provider === 'TENANT' && tier !== undefined && !TENANT_TIERS.includes(tier)) {
          report(`${path}.electable_specs.instance_size`, 'must be a tenant tier with providerName TENANT.', { received: tier, allowed: "'M0', 'M2' or 'M5'", fix: "use a tenant tier, or a dedicated providerName ('AWS', 'GCP', 'AZURE') for M10 and up." });
        }
      }
    },
  },

  {
    id: `rule:${T}/no-effective-fields-on-shared-tiers`,
    summary: 'useEffectiveFields is not available on TENANT or FLEX clusters.',
    source: 'SPEC 2.1 regionConfigs providerName (TENANT, FLEX); the reference notes that the provider rejects use_effective_fields there',
    check: (input, report) => {
      if (bool(input.use_effective_fields) !== true) return;
      const shared = regions(input).map(({ rc }) => str(rc.provider_name)).find((p) => p === 'TENANT' || p === 'FLEX');
      if (shared) {
        report('use_effective_fields', `is not available on a ${shared} cluster.`, { received: true, allowed: 'unset or false', fix: 'remove useEffectiveFields: shared tiers do not auto-scale.' });
      }
    },
  },

  defaultMaxTimeRule(T),
  ...pinnedFcvRules(T),

  {
    id: `rule:${T}/disk-auto-scaling-off-needs-no-oplog-retention`,
    summary: 'diskGbEnabled false cannot be applied together with a non-zero advancedConfiguration.oplogMinRetentionHours.',
    source: 'SPEC 7 Errors, item 1; 2.1 analyticsAutoScaling (diskGbEnabled)',
    check: (input, report) => {
      const retention = num(obj(input.advanced_configuration)?.oplog_min_retention_hours);
      if (retention === undefined || retention === 0) return;
      for (const { rc, path } of regions(input)) {
        for (const f of SCALING) {
          if (bool(obj(rc[f])?.disk_gb_enabled) === false) {
            report(`${path}.${f}.disk_gb_enabled`, 'cannot be false while advancedConfiguration.oplogMinRetentionHours is non-zero (Atlas answers HTTP 400 OPLOG_MIN_RETENTION_HOURS_NO_DISK_AUTO_SCALING).', {
              receivedText: `diskGbEnabled false with oplogMinRetentionHours ${retention}`,
              allowed: 'diskGbEnabled false only when oplogMinRetentionHours is 0 on the server',
              fix: 'apply in two steps: first with oplogMinRetentionHours: 0, then with diskGbEnabled: false. One apply cannot do both, because Atlas applies cluster updates before process arguments.',
            });
          }
        }
      }
    },
  },
];


function describe(v: unknown): string {
  return known(v) ? String(v) : 'unknown';
}
