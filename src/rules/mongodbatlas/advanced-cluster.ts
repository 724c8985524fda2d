/**
 * Type rules of `mongodbatlas_advanced_cluster`, audited against provider v2.16.0
 * (internal/service/advancedcluster: schema validators and plan modifiers, the acceptance tests'
 * applied configurations and ExpectError cases) and the Atlas Admin API spec it ships. Each rule
 * says where it is enforced (an error) or only documented (a warning). They run for every instance:
 * an L1 the user made or one a cluster L2 rendered.
 */
import { changeStreamVersionRule, customCiphersRule, defaultMaxTimeRule, pitBackupRule, pinnedFcvRules } from './shared/advanced-configuration';
import { regionNameRule } from './shared/region-name';
import { at, bool, displayPath, items, known, num, obj, str, TypeRule } from '../../core/runtime/type-rules';
import { isNvme, maxDiskGb, TENANT_TIERS, TIER_RAM_GB, tierNumber } from '../../facts/mongodbatlas/atlas';
import { API_SPEC, docs } from '../../facts/mongodbatlas/provenance';

const T = 'mongodbatlas_advanced_cluster';
const SPECS = ['electable_specs', 'read_only_specs', 'analytics_specs'] as const;
const SCALING = ['auto_scaling', 'analytics_auto_scaling'] as const;
const DOCS = docs('advanced_cluster');
const P = 'internal/service/advancedcluster';

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

/**
 * true/false when known whether the region has electable nodes, undefined when the input does not
 * say. `electable_specs` is optional and computed: left out of the configuration, it keeps what
 * Atlas has (TestAccAdvancedCluster_removeBlocksFromConfig applies a priority-7 region without it),
 * so only `node_count: 0` says "no electable nodes".
 */
function electable(rc: Record<string, any>): boolean | undefined {
  const provider = str(rc.provider_name);
  if (provider === 'TENANT' || provider === 'FLEX') return true; // one region, the primary
  const es = rc.electable_specs;
  if (es === undefined || es === null) return undefined;
  const o = obj(es);
  if (!o) return undefined;
  if (o.node_count === undefined) return true; // tenant and flex regions have no node count
  const n = num(o.node_count);
  return n === undefined ? undefined : n > 0;
}


/** Whether a region config sets readOnlySpecs or analyticsSpecs and no electableSpecs. */
function onlyOtherSpecs(rc: Record<string, any>): boolean {
  if (rc.electable_specs !== undefined && rc.electable_specs !== null) return false;
  return obj(rc.read_only_specs) !== undefined || obj(rc.analytics_specs) !== undefined;
}

export const RULES: TypeRule[] = [
  customCiphersRule(T, ['custom_openssl_cipher_config_tls12', 'custom_openssl_cipher_config_tls13'], DOCS),

  {
    id: `rule:${T}/priority-descending`,
    summary: 'Within a replication spec, region configs are listed by descending priority (a region never has a higher priority than the one before it).',
    enforcedBy: `${P}/validate_schema.go: RegionSpecPriorityOrderDecreasingValidator (TestAccClusterAdvancedCluster_priority)`,
    check: (input, report) => {
      for (const shard of specs(input)) {
        let prev: { p: number; path: string } | undefined;
        for (const { rc, path } of shard) {
          const p = num(rc.priority);
          if (p === undefined) { prev = undefined; continue; }
          if (prev && p > prev.p) {
            report(`${path}.priority`, `is higher than the priority of ${displayPath(prev.path)} (${prev.p}); region configs are listed by descending priority.`, {
              received: p, allowed: `at most ${prev.p}`, fix: 'reorder the region configs from the highest priority (7) down, read-only and analytics regions (priority 0) last.',
            });
          }
          prev = { p, path };
        }
      }
    },
  },

  {
    id: `rule:${T}/priority-order`,
    level: 'warning',
    summary: 'Priorities of regions with electable nodes are 7, 6, 5, ... (one less each), and a region without electable nodes (electableSpecs with nodeCount 0, '
      + 'or only readOnlySpecs, analyticsSpecs or both) has priority 0 (judged only where the order is descending).',
    documentedIn: `${API_SPEC}: CloudRegionConfig20240805.priority ("If your regionConfigs has only readOnlySpecs, analyticsSpecs, or both, set this value to 0"); ${P}/schema.go: descPriority`,
    check: (input, report) => {
      for (const shard of specs(input)) {
        const ps = shard.map(({ rc }) => num(rc.priority));
        if (ps.some((p, k) => k > 0 && p !== undefined && ps[k - 1] !== undefined && p > ps[k - 1]!)) continue; // priority-descending reports it
        let expected = 7;
        for (const { rc, path } of shard) {
          const e = electable(rc);
          const p = rc.priority;
          if (e === undefined && onlyOtherSpecs(rc)) {
            // electableSpecs left out keeps what Atlas has; with readOnlySpecs or analyticsSpecs
            // alone, the spec says the region has priority 0.
            if (known(p) && num(p) !== 0) {
              report(`${path}.priority`, 'should be 0 for a region with only readOnlySpecs or analyticsSpecs (no electableSpecs), as the Atlas API documents.', {
                received: p, allowed: '0', fix: 'set priority: 0; or, if the region keeps electable nodes, give it electableSpecs with their nodeCount.',
              });
            }
            continue;
          }
          if (e === undefined) {
            const n = num(p);
            expected = n !== undefined && n > 0 ? n - 1 : expected - 1;
            continue;
          }
          if (!e) {
            if (known(p) && num(p) !== 0) {
              report(`${path}.priority`, 'should be 0 for a region without electable nodes (electableSpecs nodeCount 0).', { received: p, allowed: '0', fix: 'set priority: 0, or give the region electableSpecs with nodeCount 1 or more.' });
            }
            continue;
          }
          if (known(p) && (num(p) !== expected || expected < 1)) {
            const lowest = expected < 1;
            report(`${path}.priority`, lowest
              ? 'is one region too many: priorities of regions with electable nodes go from 7 down to 1.'
              : `should be ${expected}: the first region with electable nodes has priority 7 and each next one exactly one less.`, {
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
    level: 'warning',
    summary: 'Within a replication spec, electable and read-only nodes of every region use one instance size.',
    documentedIn: DOCS,
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
    level: 'warning',
    summary: 'autoScaling and analyticsAutoScaling are identical in every region config of the cluster.',
    documentedIn: DOCS,
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
    summary: 'Compute auto-scaling needs computeMaxInstanceSize; scaling down (computeScaleDownEnabled true) needs computeMinInstanceSize. computeScaleDownEnabled itself may be left out.',
    enforcedBy: `${API_SPEC}: AdvancedComputeAutoScaling (enabled: "you must specify a value for maxInstanceSize"; scaleDownEnabled: "specify a value for minInstanceSize")`,
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
          if (bool(a.compute_enabled) === true) need('compute_max_instance_size', 'computeEnabled is true', 'a tier such as M60');
          if (bool(a.compute_scale_down_enabled) === true) need('compute_min_instance_size', 'computeScaleDownEnabled is true', 'a tier such as M30');
        }
      }
    },
  },

  {
    id: `rule:${T}/disk-size-minimum`,
    level: 'warning',
    summary: 'diskSizeGb below 10 is raised to 10 by Atlas, so every plan shows a change.',
    documentedIn: DOCS,
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
    level: 'warning',
    summary: 'diskSizeGb is at most 50 times the RAM of the tier (tiers of known RAM only).',
    documentedIn: DOCS,
    check: (input, report) => {
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
        }
      }
    },
  },

  {
    id: `rule:${T}/disk-size-consistent`,
    summary: 'diskSizeGb is the same for every shard and node type (Atlas answers DISK_SIZE_GB_INCONSISTENT).',
    enforcedBy: `${P}/resource_test.go: TestAccClusterAdvancedClusterConfig_asymmetricShardedNewSchemaInconsistentDisk (DISK_SIZE_GB_INCONSISTENT)`,
    check: (input, report) => {
      let first: { gb: number; path: string; f: string } | undefined;
      for (const { rc, path } of regions(input)) {
        for (const f of SPECS) {
          const gb = num(obj(rc[f])?.disk_size_gb);
          if (gb === undefined) continue;
          if (!first) { first = { gb, path, f }; } else if (gb !== first.gb) {
            report(`${path}.${f}.disk_size_gb`, `differs from ${displayPath(`${first.path}.${first.f}.disk_size_gb`)} (${first.gb} GB); the disk size is the same for every shard and node type.`, { received: gb, allowed: String(first.gb), fix: `use ${first.gb} everywhere.` });
          }
        }
      }
    },
  },

  {
    id: `rule:${T}/disk-iops-and-volume-type`,
    level: 'warning',
    summary: 'ebsVolumeType is AWS-only and diskIops AWS or Azure only, neither on a multi-cloud cluster; diskIops needs a tier that is not NVMe, on Azure M40 or larger. '
      + 'On AWS the tier and the volume type are not judged: the provider\'s acceptance tests apply diskIops on M10 and M20 with the default volume type.',
    documentedIn: `${DOCS}: electable_specs.disk_iops (the AWS tier and volume type it lists are not judged: ${P}/effective_fields_test.go, `
      + 'TestAccAdvancedCluster_effectiveDiskFieldsWithoutAutoScaling applies disk_iops 3000 on M10 and 3010 on M20 without ebs_volume_type, '
      + 'and examples/mongodbatlas_advanced_cluster/asymmetric-sharded-cluster disk_iops 3000 on M30 and M40)',
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
            const clouds = field === 'disk_iops' ? ['AWS', 'AZURE'] : ['AWS'];
            if (provider !== undefined && !clouds.includes(provider)) {
              report(p, `is for ${clouds.join(' and ')} only; this region config is on ${provider}.`, { received: s[field], allowed: `${displayPath(field)} only on ${clouds.join(' or ')}`, fix: `remove ${displayPath(field)}: other providers size disk performance from the tier.` });
            } else if (multiCloud) {
              report(p, `is not available on a multi-cloud cluster (this one uses ${[...providers].sort().join(', ')}).`, { received: s[field], allowed: 'single-cloud clusters', fix: `remove ${displayPath(field)}, or keep every region on one cloud.` });
            } else if (field === 'disk_iops') {
              // Not on NVMe tiers; on Azure from M40 (documented). On AWS any other tier and volume
              // type: the acceptance tests apply diskIops on M10 and M20 without ebsVolumeType
              // (effective_fields_test.go), the examples on M30 and M40.
              const tier = str(s.instance_size);
              const azure = provider === 'AZURE';
              if (tier !== undefined && (isNvme(tier) || (azure && (tierNumber(tier) ?? 0) < 40))) {
                report(p, azure ? `needs instance size M40 or larger on Azure, not an NVMe tier; this one is ${tier}.` : `is not available on an NVMe tier (local SSD); this one is ${tier}.`, {
                  received: s.disk_iops, allowed: azure ? 'with M40+ (not NVMe)' : 'a tier that is not NVMe', fix: azure ? 'remove diskIops or choose a tier from M40 up.' : 'remove diskIops, or choose a tier that is not NVMe.',
                });
              }
            }
          }
        }
      }
    },
  },

  {
    id: `rule:${T}/backing-provider`,
    level: 'warning',
    summary: 'backingProviderName only with providerName TENANT or FLEX, and needed for FLEX and for TENANT M0; TENANT takes a tenant tier (M0, M2, M5).',
    documentedIn: DOCS,
    check: (input, report) => {
      for (const { rc, path } of regions(input)) {
        const provider = str(rc.provider_name);
        if (provider === undefined) continue;
        const shared = provider === 'TENANT' || provider === 'FLEX';
        if (!shared && known(rc.backing_provider_name)) {
          report(`${path}.backing_provider_name`, `is only for providerName TENANT or FLEX, not ${provider}.`, { received: rc.backing_provider_name, allowed: 'unset on a dedicated region', fix: 'remove backingProviderName.' });
        }
        const tier = str(obj(rc.electable_specs)?.instance_size);
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
    enforcedBy: `${P}/validate_schema.go: UseEffectiveFieldsValidator`,
    check: (input, report) => {
      if (bool(input.use_effective_fields) !== true) return;
      const shared = regions(input).map(({ rc }) => str(rc.provider_name)).find((p) => p === 'TENANT' || p === 'FLEX');
      if (shared) {
        report('use_effective_fields', `is not available on a ${shared} cluster.`, { received: true, allowed: 'unset or false', fix: 'remove useEffectiveFields: shared tiers do not auto-scale.' });
      }
    },
  },

  defaultMaxTimeRule(T, { enforcedBy: `${P}/schema.go: PlanMustUseMongoDBVersion(8.0, EqualOrHigher) on default_max_time_ms (resource_test.go: errDefaultMaxTimeMinVersion)` }),
  changeStreamVersionRule(T, 7, { enforcedBy: `${P}/schema.go: PlanMustUseMongoDBVersion(7.0, EqualOrHigher) on change_stream_options_pre_and_post_images_expire_after_seconds (schema_test.go)` }),
  ...pinnedFcvRules(T, DOCS),
  pitBackupRule(T, 'backup_enabled', 'https://docs.atlas.mongodb.com/backup/cloud-backup/overview/'),
  regionNameRule(T, (input) => regions(input).map(({ rc, path }) => [rc.region_name, `${path}.region_name`]),
    { enforcedBy: `${API_SPEC}: CloudRegionConfig20240805.regionName (enum of the AWS, Azure and GCP region names)` }),

  {
    id: `rule:${T}/disk-auto-scaling-off-needs-no-oplog-retention`,
    summary: 'diskGbEnabled false cannot be applied together with a non-zero advancedConfiguration.oplogMinRetentionHours.',
    enforcedBy: `${P}/schema.go: descDiskGBEnabled (the API answers HTTP 400 OPLOG_MIN_RETENTION_HOURS_NO_DISK_AUTO_SCALING)`,
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
