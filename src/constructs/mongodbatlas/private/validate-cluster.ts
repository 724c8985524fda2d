/**
 * The rules of the advanced-cluster L2s, as pure functions that return every problem they find.
 * Values that are unresolved tokens are never judged.
 *
 * A rule that fails synth restates what the provider or the Atlas API refuses (its `enforcedBy`),
 * is the construct's own contract (a region list it lays out itself, inputs it would otherwise
 * drop), or an invariant the product names (3, 5 or 7 electable nodes per shard:
 * `electable-total.ts`). What only the provider's documentation states is advice (`layoutAdvice`, the documented
 * prop rules), or is left to the type rules of the rendered `mongodbatlas_advanced_cluster`, which
 * warn about it in the provider's words: the disk size against the tier's RAM (`disk-size`),
 * diskIops and ebsVolumeType by cloud and tier (`disk-iops-and-volume-type`), backingProviderName
 * and the tenant tier (`backing-provider`), pitEnabled without backupEnabled (`pit-needs-cloud-backup`);
 * a volume type outside the API's list and the BI Connector's read preference are value checks of
 * the L1.
 */
import { cipherModeRule, customCiphersModeRule, tlsVersionRules } from './advanced-configuration-rules';
import { checkElectableTotal } from './electable-total';
import { dedicatedTierNames, tierFix } from './tier-names';
import { checkRules, isKnown, isUnresolved, memberOf, Problems, PropRule, textOf, wholeNumberOf } from '../../../core/l2';
import { DEDICATED_PROVIDERS, isDedicatedTier, PROVIDERS, TENANT_TIERS } from '../../../facts/mongodbatlas/atlas';
import { API_SPEC, docs, RAW_API_SPEC } from '../../../facts/mongodbatlas/provenance';
import { regionSpelling } from '../../../facts/mongodbatlas/region-name';
import { ClusterAutoScaling, ClusterProps, ClusterRegion } from '../cluster-props';
import type { ShardLayout } from './topology';

export const MAX_ELECTABLE_REGIONS = 7;
export const MIN_DISK_GB = 10;

/** Where the rules below are enforced (paths in the provider repository at v2.16.0). */
const ADVANCED = 'internal/service/advancedcluster';
const TIERS_ENFORCED = `${RAW_API_SPEC}: HardwareSpec20240805.instanceSize (the AWS, Azure and Google Cloud Instance Sizes enums)`;

export function isSharedTier(provider: string): boolean {
  return provider === 'TENANT' || provider === 'FLEX';
}

const NODE_FIELDS = ['electableNodes', 'readOnlyNodes', 'analyticsNodes'] as const;

/**
 * A region with each field's known value worked out once: a field that is unset or an
 * unresolved token is undefined here, and every rule reads these instead of testing again.
 */
interface RegionFacts {
  readonly r: ClusterRegion;
  readonly path: string;
  readonly provider?: string;
  readonly region?: string;
  /** electableNodes, readOnlyNodes, analyticsNodes: 0 when unset, undefined when a token or not a count. */
  readonly nodes: ReadonlyArray<number | undefined>;
}

function regionFacts(r: ClusterRegion, path: string): RegionFacts {
  return {
    r,
    path,
    provider: isKnown(r.provider) ? r.provider : undefined,
    region: isKnown(r.region) ? r.region : undefined,
    nodes: NODE_FIELDS.map((f) => {
      const n = r[f];
      return n === undefined ? 0 : isKnown(n) && Number.isInteger(n) && n >= 0 ? n : undefined;
    }),
  };
}

/** What the required props take, for the "is required" message. */
export const REQUIRED_ALLOWED: { [field: string]: string } = {
  projectId: 'the id of an Atlas project (24 hexadecimal characters)',
  name: 'a cluster name',
  instanceSize: 'an Atlas tier such as M10 or M30',
};

/**
 * The rules of the advanced-cluster L2s, as one table: the one record of what they check, how
 * hard, and on whose word. The rules on props that are final at construction have a `check`
 * (`checkRules` runs those that fail synth, `adviseRules` warns the documented ones); the topology
 * rules, which `addRegion` and `addZone` can still change, are checked at synth where the L2 lays the
 * regions out (`validateLayouts`, `layoutAdvice`), and are recorded here without one.
 */
export const CLUSTER_PROP_RULES: ReadonlyArray<PropRule<ClusterProps>> = [
  {
    name: 'required props and tiers',
    summary: 'projectId, name and instanceSize are set; instanceSize and analyticsInstanceSize are Atlas tiers.',
    enforcedBy: `${ADVANCED}/schema.go: project_id, name, cluster_type required; ${TIERS_ENFORCED}`,
    check: (props, p) => {
      p.required(props, ['projectId', 'name', 'instanceSize'], REQUIRED_ALLOWED);
      checkTier(p, 'instanceSize', props.instanceSize, true);
      if (props.analyticsInstanceSize !== undefined) checkTier(p, 'analyticsInstanceSize', props.analyticsInstanceSize, false);
    },
  },
  {
    name: 'disk size is a number',
    summary: 'diskSizeGb is a number of GB (against the RAM of the tier: the type rule disk-size of the L1 warns).',
    contract: 'the L2 compares the size with its minimum (raising it, with a warning) and renders it into every spec',
    check: (props, p) => {
      if (isKnown(props.diskSizeGb) && typeof props.diskSizeGb !== 'number') {
        p.add('diskSizeGb', 'expected a number of GB.', {
          id: 'mongodbatlas:disk-size-number', received: props.diskSizeGb, allowed: 'a number of GB, 10 or more', fix: 'write the disk size as a number, e.g. diskSizeGb: 40.',
        });
      }
    },
  },
  {
    name: 'auto-scaling fields',
    summary: 'Compute auto-scaling names its largest tier, scaling down its smallest; both are dedicated tiers.',
    enforcedBy: `${API_SPEC}: AdvancedComputeAutoScaling (enabled: "you must specify a value for maxInstanceSize"; scaleDownEnabled: "specify a value for minInstanceSize"); BaseCloudProviderInstanceSize (enum)`,
    check: (props, p) => {
      checkAutoScaling(p, 'autoScaling', props.autoScaling);
      checkAutoScaling(p, 'analyticsAutoScaling', props.analyticsAutoScaling);
    },
  },
  {
    name: 'diskGbEnabled false needs oplogMinRetentionHours 0',
    summary: 'Disk auto-scaling is turned off only while the oplog has no minimum retention.',
    enforcedBy: `${ADVANCED}/schema.go: descDiskGBEnabled (the API answers HTTP 400 OPLOG_MIN_RETENTION_HOURS_NO_DISK_AUTO_SCALING)`,
    check: (props, p) => {
      const retention = props.advancedConfiguration?.oplogMinRetentionHours;
      for (const field of ['autoScaling', 'analyticsAutoScaling'] as const) {
        if (props[field]?.diskGbEnabled === false && isKnown(retention) && retention !== 0) {
          p.addRendered(`${field}.diskGbEnabled`,
            'cannot be false while advancedConfiguration.oplogMinRetentionHours is non-zero (Atlas answers HTTP 400 OPLOG_MIN_RETENTION_HOURS_NO_DISK_AUTO_SCALING).',
            `diskGbEnabled false with oplogMinRetentionHours ${textOf(retention)}`, {
              id: 'mongodbatlas:disk-autoscaling-off-with-oplog-retention',
              allowed: 'diskGbEnabled false only when oplogMinRetentionHours is 0 on the server',
              fix: 'apply in two steps: first deploy with oplogMinRetentionHours: 0 (and diskGbEnabled unchanged), then deploy with diskGbEnabled: false. '
                + 'One apply cannot do both, because Atlas applies cluster updates before process arguments.',
            });
        }
      }
    },
  },
  // Custom ciphers with another mode: the type rule custom-ciphers-need-custom-mode of the L1;
  // with the mode unset, the L2 renders CUSTOM. defaultMaxTimeMs before 8.0, the pinned FCV and
  // the timeouts: the L1's type rules and value checks, at synth against the same clock.
  cipherModeRule("use 'CUSTOM' with cipher lists, or 'DEFAULT' for the server's ciphers.", `${API_SPEC}: ClusterDescriptionProcessArgs20240805.tlsCipherConfigMode (enum)`),
  customCiphersModeRule<ClusterProps>(['customOpensslCipherConfigTls12', 'customOpensslCipherConfigTls13'], docs('advanced_cluster'), 'advanced_configuration.tls_cipher_config_mode'),
  ...tlsVersionRules<ClusterProps>('is not a TLS version Atlas accepts.', `${API_SPEC}: ClusterDescriptionProcessArgs20240805.minimumEnabledTlsProtocol (enum)`, docs('advanced_cluster')),
  // The topology, checked at synth (validateLayouts).
  {
    name: 'region providers',
    summary: 'Each region\'s provider is AWS, GCP, AZURE, TENANT or FLEX; a shared tier\'s backingProviderName is a dedicated cloud.',
    enforcedBy: `${API_SPEC}: CloudRegionConfig20240805.providerName and backingProviderName (enums); FLEX: ${ADVANCED}/common.go: isFlex`,
  },
  {
    name: 'region names',
    summary: 'Each region is an Atlas region name (US_EAST_1), not the cloud provider\'s spelling (us-east-1).',
    enforcedBy: `${ADVANCED}/schema.go: region_name (a required string); ${API_SPEC}: CloudRegionConfig20240805.regionName (enum of Atlas names)`,
  },
  {
    name: 'node counts',
    summary: 'electableNodes, readOnlyNodes and analyticsNodes are whole numbers, 0 or more.',
    enforcedBy: `${ADVANCED}/schema.go: node_count (Int64Attribute)`,
  },
  {
    name: 'regions of a shard',
    summary: 'A shard has regions, each provider/region pair once, each dedicated region with nodes.',
    contract: 'the L2 lays the list out and derives each entry\'s priority; an empty shard, a pair twice or a region without nodes renders nothing usable',
  },
  {
    name: 'electable regions',
    summary: 'At most 7 regions of a shard have electable nodes.',
    enforcedBy: `${API_SPEC}: CloudRegionConfig20240805.priority (minimum 0, maximum 7): priorities go from 7 down`,
  },
  {
    name: 'shared tiers',
    summary: 'A TENANT or FLEX cluster has one region, electable nodes only and none of the dedicated settings; FLEX has instanceSize FLEX.',
    enforcedBy: `${ADVANCED}/common.go: isFlex, isTenant (getRegionConfig reads the first region config only)`,
  },
  {
    name: 'electable total',
    summary: 'The electable nodes of a shard (of each zone\'s shards in a global cluster) total 3, 5 or 7.',
    contract: 'the invariant the cluster L2s keep (refused, with the override of the L1 that deploys another total): an odd number of voting members; '
      + `${docs('cluster')} documents it (electable_nodes: "must total 3, 5, or 7"), no validator of the provider or schema of the API enforces it `
      + '(private/electable-total.ts); TENANT and FLEX regions take no node count',
  },
  {
    name: 'shared tiers are replica sets',
    summary: 'TENANT and FLEX clusters are replica sets.',
    documentedIn: docs('advanced_cluster'),
    warningId: 'mongodbatlas:shared-tier-replica-set-only',
  },
  {
    name: 'preferred region per zone',
    summary: 'A region is the highest-priority region of one zone only.',
    documentedIn: docs('advanced_cluster'),
    warningId: 'mongodbatlas:preferred-region-per-zone',
  },
];

/** Rules on props that are final at construction that fail synth (the table above). */
export function validateClusterProps(props: ClusterProps): Problems {
  return checkRules(CLUSTER_PROP_RULES, props);
}

function checkTier(p: Problems, field: string, tier: string, sharedAllowed: boolean) {
  if (!isKnown(tier)) return;
  const ok = isDedicatedTier(tier) || (sharedAllowed && (TENANT_TIERS.includes(tier) || tier === 'FLEX'));
  if (!ok) {
    p.add(field, 'is not an Atlas tier.', {
      id: 'mongodbatlas:tier',
      received: tier,
      allowed: `${dedicatedTierNames()}${sharedAllowed ? `; ${TENANT_TIERS.join(', ')} with provider TENANT; FLEX with provider FLEX` : ''}`,
      fix: tierFix(tier, 'use a tier name such as M30 (upper case, no spaces).'),
    });
  }
}

function checkAutoScaling(p: Problems, field: string, a: ClusterAutoScaling | undefined) {
  if (!a) return;
  // computeScaleDownEnabled may be left out with computeEnabled (the provider's example
  // examples/mongodbatlas_advanced_cluster/auto-scaling-per-shard applies that).
  if (a.computeEnabled === true && a.computeMaxInstanceSize === undefined) {
    p.add(`${field}.computeMaxInstanceSize`, 'is required when computeEnabled is true.', { id: 'mongodbatlas:autoscaling-max-required', received: undefined, allowed: 'a tier such as M60', fix: `set ${field}.computeMaxInstanceSize.` });
  }
  if (a.computeScaleDownEnabled === true && a.computeMinInstanceSize === undefined) {
    p.add(`${field}.computeMinInstanceSize`, 'is required when computeScaleDownEnabled is true.', { id: 'mongodbatlas:autoscaling-min-required', received: undefined, allowed: 'a tier such as M30', fix: `set ${field}.computeMinInstanceSize.` });
  }
  for (const f of ['computeMaxInstanceSize', 'computeMinInstanceSize'] as const) {
    const t = a[f];
    if (isKnown(t) && !isDedicatedTier(t)) p.add(`${field}.${f}`, 'is not an Atlas tier.', { id: 'mongodbatlas:tier', received: t, allowed: dedicatedTierNames(), fix: tierFix(t, 'use a dedicated tier name such as M40 (upper case, no spaces).') });
  }
}

/** The props that the rendering of regions and the synth-time rules still read after construction. */
export type LayoutProps = Pick<ClusterProps, 'instanceSize' | 'analyticsInstanceSize' | 'diskSizeGb' | 'ebsVolumeType' | 'diskIops' | 'autoScaling' | 'analyticsAutoScaling' | 'biConnector'>;

/**
 * A copy of the props an L2 keeps: only what `LayoutProps` names, in one object of a fixed shape,
 * so that the caller's props (and what they hold, such as advancedConfiguration) are not kept
 * alive for the life of the app.
 */
export function layoutProps(p: ClusterProps): LayoutProps {
  return {
    instanceSize: p.instanceSize,
    analyticsInstanceSize: p.analyticsInstanceSize,
    diskSizeGb: p.diskSizeGb,
    ebsVolumeType: p.ebsVolumeType,
    diskIops: p.diskIops,
    autoScaling: p.autoScaling,
    analyticsAutoScaling: p.analyticsAutoScaling,
    biConnector: p.biConnector,
  };
}

/**
 * Rules on the regions and zones that fail synth, checked at synth because add* methods can still
 * change them. Each says where it is enforced, or that it is the construct's own contract.
 */
export function validateLayouts(layouts: readonly ShardLayout[], props: LayoutProps): Problems {
  const p = new Problems();
  const facts = layouts.map((l) => l.regions.map((r, i) => regionFacts(r, `${l.path}[${i}]`)));
  const all = facts.flat();
  const shared = all.filter((x) => x.provider !== undefined && isSharedTier(x.provider));

  layouts.forEach((layout, li) => {
    if (layout.regions.length === 0) {
      // Contract: a shard without regions renders a replication spec that holds nothing.
      p.add(layout.path, 'has no regions.', { id: 'mongodbatlas:shard-regions-required', received: [], allowed: 'at least one region', fix: 'add a region.' });
      return;
    }
    const seen = new Map<string, string>();
    let electableRegions = 0;
    for (const x of facts[li]) {
      const { r, path: at } = x;
      // enforcedBy: tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml:
      // CloudRegionConfig20240805.providerName (enum AWS, AZURE, GCP, TENANT); FLEX: internal/service/advancedcluster/common.go: isFlex.
      memberOf(p, `${at}.provider`, r.provider, { values: PROVIDERS }, { problem: 'is not a cloud provider Atlas knows.', fix: "write the provider in upper case, e.g. 'AWS'." });
      // enforcedBy: internal/service/advancedcluster/schema.go: region_name (a required string);
      // tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml: CloudRegionConfig20240805.regionName
      // (enum of Atlas names, none in the cloud provider's spelling; the same check as the L1's rule atlas-region-name).
      if (x.region !== undefined && (typeof x.region !== 'string' || x.region === '')) {
        p.add(`${at}.region`, typeof x.region === 'string' ? 'is empty.' : 'must be a string.', { id: 'mongodbatlas:region-name', received: r.region, allowed: 'an Atlas region name such as US_EAST_1', fix: "set region to the provider's Atlas region name, e.g. 'US_EAST_1'." });
      } else {
        const spelling = regionSpelling(x.region, 'region');
        if (spelling) p.add(`${at}.region`, spelling.problem, { id: 'mongodbatlas:region-spelling', received: r.region, allowed: spelling.allowed, fix: spelling.fix });
      }
      // enforcedBy: internal/service/advancedcluster/schema.go: node_count (Int64Attribute). A token is not judged.
      for (const f of NODE_FIELDS) wholeNumberOf(p, `${at}.${f}`, r[f], { min: 0, fix: `set ${f} to a count of nodes, or leave it out for none.` });
      // enforcedBy: tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml: CloudRegionConfig20240805.backingProviderName (enum).
      if (isSharedTier(r.provider)) {
        memberOf(p, `${at}.backingProviderName`, r.backingProviderName, { values: DEDICATED_PROVIDERS }, {
          problem: 'is not a cloud provider.', fix: "write the cloud in upper case, e.g. 'AWS'.", hint: false,
        });
      }
      // Contract: the construct lays the list out and gives each entry its own priority; one
      // provider/region pair listed twice has no meaning.
      const key = `${textOf(r.provider)}/${textOf(r.region)}`;
      if (x.provider !== undefined && x.region !== undefined) {
        const first = seen.get(key);
        if (first !== undefined) {
          p.add(`${at}`, `repeats ${key}, already at ${first}; a provider and region pair appears at most once per shard.`, { id: 'mongodbatlas:region-twice', received: key, allowed: 'each provider/region once per shard', fix: 'merge the node counts into one region entry.' });
        } else {
          seen.set(key, at);
        }
      }
      // Contract: a dedicated region without nodes renders a region config with no specs.
      const [e = 0, ro = 0, an = 0] = x.nodes;
      if (!isSharedTier(r.provider) && e + ro + an === 0 && x.nodes.every((n) => n !== undefined)) {
        p.add(at, `has no nodes (${key}).`, { id: 'mongodbatlas:region-without-nodes', received: 0, allowed: 'at least one electable, read-only or analytics node', fix: 'set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.' });
      }
      if (e > 0) electableRegions++;
    }
    if (shared.length) return; // TENANT/FLEX take their own shape, checked below.
    // Contract (private/electable-total.ts): 3, 5 or 7 electable nodes per shard. A count that is a
    // token or no count (reported above) is not judged.
    if (facts[li].every((x) => x.nodes[0] !== undefined)) {
      const electable = facts[li].filter((x) => x.nodes[0]! > 0).map((x) => ({ name: `${textOf(x.r.provider)}/${textOf(x.r.region)}`, count: x.nodes[0]! }));
      checkElectableTotal(p, layout.path, electable, { path: (n, r) => `replication_specs.${n}.region_configs.${r}.electable_specs.node_count`, specs: layout.specs }, layout.zoneName);
    }
    // enforcedBy: tools/codegen/atlasapispec/multi-version-api-spec.flattened.yml: CloudRegionConfig20240805.priority
    // (minimum 0, maximum 7): priorities go from 7 down, and an eighth region with electable nodes has none left.
    if (electableRegions > MAX_ELECTABLE_REGIONS) {
      p.addRendered(layout.path, 'has more than 7 regions with electable nodes; priorities only go from 7 down to 1.', `${electableRegions} regions`, { id: 'mongodbatlas:electable-regions', allowed: 'at most 7', fix: 'move some regions to read-only or analytics nodes (electableNodes: 0).' });
    }
  });

  // TENANT and FLEX: one region (enforcedBy internal/service/advancedcluster/common.go: isFlex,
  // isTenant; getRegionConfig reads the first region config only); no other node types and none of the dedicated settings (the construct renders none of them
  // for a shared region, so they would be dropped without a word).
  if (shared.length) {
    const kind = shared[0].r.provider;
    if (all.length !== 1 || layouts.length !== 1) {
      p.addRendered(layouts[0].path, `a ${kind} cluster has exactly one region.`, `${all.length} regions`, { id: 'mongodbatlas:shared-tier-one-region', allowed: '1 region', fix: `use one ${kind} region, or a dedicated tier (M10+) for several regions.` });
    }
    const size = props.instanceSize;
    if (kind === 'FLEX' && isKnown(size) && size !== 'FLEX') {
      p.add('instanceSize', 'must be FLEX with provider FLEX: a Flex cluster has no tier of its own, and the construct renders none.', { id: 'mongodbatlas:flex-instance-size', received: size, allowed: 'FLEX', fix: "set instanceSize: 'FLEX', or use a dedicated provider for a dedicated tier." });
    }
    for (const { r, path } of shared) {
      for (const f of ['readOnlyNodes', 'analyticsNodes'] as const) {
        if (r[f]) p.add(`${path}.${f}`, `is not available with provider ${r.provider}.`, { id: 'mongodbatlas:shared-tier-nodes', received: r[f], allowed: '0', fix: 'use a dedicated tier (M10+).' });
      }
    }
    for (const f of ['autoScaling', 'analyticsAutoScaling', 'diskSizeGb', 'ebsVolumeType', 'diskIops', 'analyticsInstanceSize'] as const) {
      if (props[f] !== undefined) p.add(f, `is not available with provider ${kind}.`, { id: 'mongodbatlas:shared-tier-setting', received: props[f], allowed: 'unset', fix: `remove ${f}, or use a dedicated tier (M10+).` });
    }
    for (const x of all.filter((y) => y.provider !== undefined && !isSharedTier(y.provider))) {
      p.add(`${x.path}.provider`, `cannot be mixed with ${kind} regions.`, { id: 'mongodbatlas:shared-tier-mixed', received: x.r.provider, allowed: kind, fix: `keep the one ${kind} region, or move the whole cluster to a dedicated tier.` });
    }
  }
  return p;
}

/**
 * What only the provider's documentation states about the regions and zones: warnings by id,
 * never errors. TENANT and FLEX clusters are replica sets (docs/resources/advanced_cluster.md); a
 * region is the highest-priority region of one zone only (the global cluster docs). (The electable
 * total of 3, 5 or 7 is the L2s' invariant: refused by `validateLayouts`.)
 */
export function layoutAdvice(layouts: readonly ShardLayout[], clusterType: string): Array<readonly [id: string, problems: Problems]> {
  const sharedKind = new Problems();
  const preferred = new Problems();
  const facts = layouts.map((l) => l.regions.map((r, i) => regionFacts(r, `${l.path}[${i}]`)));
  const all = facts.flat();
  const shared = all.filter((x) => x.provider !== undefined && isSharedTier(x.provider));

  if (shared.length && clusterType !== 'REPLICASET') {
    const kind = shared[0].r.provider;
    sharedKind.add(shared[0].path, `provider ${kind} is documented for replica sets only.`, { id: 'mongodbatlas:shared-tier-replica-set-only', received: clusterType, allowed: 'REPLICASET (ReplicaSetCluster)', fix: `use ReplicaSetCluster for a ${kind} cluster, or a dedicated tier (M30+) for a sharded or global one.` });
  }

  // Global clusters: a region can be the preferred (priority 7) region of one zone only.
  const preferredBy = new Map<string, string>();
  layouts.forEach((l, li) => {
    if (l.zoneName === undefined) return;
    const first = facts[li].find((x) => (x.nodes[0] ?? 0) > 0 && x.provider !== undefined && x.region !== undefined);
    if (!first) return;
    const key = `${textOf(first.provider)}/${textOf(first.region)}`;
    const other = preferredBy.get(key);
    if (other !== undefined && other !== l.zoneName) {
      preferred.add(l.path, `makes ${key} its highest-priority region, but it already is that of zone ${other}; the provider documents a region as the highest-priority region of one zone only.`, { id: 'mongodbatlas:preferred-region-per-zone', received: key, allowed: 'a different first electable region per zone', fix: `list another region first in zone ${l.zoneName}.` });
    } else {
      preferredBy.set(key, l.zoneName);
    }
  });
  return [
    ['mongodbatlas:shared-tier-replica-set-only', sharedKind],
    ['mongodbatlas:preferred-region-per-zone', preferred],
  ];
}

/**
 * Checks a count of shards. One replication spec is rendered per shard, so the count must be known
 * at synth: a token cannot be rendered into a number of specs.
 */
export function checkShards(problems: Problems, field: string, shards: number | undefined) {
  if (shards === undefined) return;
  if (isUnresolved(shards)) {
    problems.add(field, 'must be known at synth, not a token: one replication spec is rendered per shard.', {
      id: 'mongodbatlas:shards-token',
      received: shards,
      allowed: '1, 2, 3, ...',
      fix: 'write the number of shards in code.',
    });
    return;
  }
  // A whole number above the most is said in those words, however large (even past 2^53).
  if (typeof shards === 'number' && Number.isInteger(shards) && shards > MAX_SHARDS) {
    problems.add(field, `is more shards than the construct renders: one replication spec per shard, at most ${MAX_SHARDS}.`, {
      id: 'mongodbatlas:shards-most',
      received: shards,
      allowed: `1 to ${MAX_SHARDS} (Atlas asks for MongoDB Support above 70 shards)`,
      fix: `set ${field} to the number of shards the cluster has, at most ${MAX_SHARDS}.`,
    });
    return;
  }
  wholeNumberOf(problems, field, shards, { min: 1, fix: `set ${field} to the number of shards, e.g. 2.` });
}

/** The most shards a cluster L2 renders (one replication spec each): far above what Atlas runs without MongoDB Support (70). */
export const MAX_SHARDS = 1000;

