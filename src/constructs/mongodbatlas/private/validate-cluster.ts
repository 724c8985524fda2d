/**
 * The rules of the advanced-cluster L2s (spec section 2.1, 7 item 1, 8), as pure functions that
 * return every problem they find. Values that are unresolved tokens are never judged.
 */
import { Token } from 'cdktn';
import { cipherModeRule, tlsVersionRule } from './advanced-configuration-rules';
import { checkRules, isKnown, oneOf, oneOfRule, Problems, PropRule, textOf } from '../../../core/l2';
import {
  DEDICATED_PROVIDERS, EBS_VOLUME_TYPES, isDedicatedTier, isNvme, maxDiskGb, PROVIDERS,
  READ_PREFERENCES, TENANT_TIERS, TIER_RAM_GB, tierNumber,
} from '../../../rules/mongodbatlas/shared/atlas';
import { ClusterAutoScaling, ClusterProps, ClusterRegion } from '../cluster-props';
import type { ShardLayout } from './topology';

export const ELECTABLE_TOTALS = [3, 5, 7];
export const MAX_ELECTABLE_REGIONS = 7;
export const MIN_DISK_GB = 10;

export function isSharedTier(provider: string): boolean {
  return provider === 'TENANT' || provider === 'FLEX';
}

function known(v: unknown): boolean {
  return isKnown(v);
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
    provider: known(r.provider) ? r.provider : undefined,
    region: known(r.region) ? r.region : undefined,
    nodes: NODE_FIELDS.map((f) => {
      const n = r[f];
      return n === undefined ? 0 : known(n) && Number.isInteger(n) && n >= 0 ? n : undefined;
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
 * The rules on props that are final at construction, as a table (`checkRules` runs it). The topology
 * rules, which `addRegion` and `addZone` can still change, run at synth (`validateLayouts`).
 */
export const CLUSTER_PROP_RULES: ReadonlyArray<PropRule<ClusterProps>> = [
  {
    name: 'required props and tiers',
    check: (props, p) => {
      p.required(props, ['projectId', 'name', 'instanceSize'], REQUIRED_ALLOWED);
      checkTier(p, 'instanceSize', props.instanceSize, true);
      if (props.analyticsInstanceSize !== undefined) checkTier(p, 'analyticsInstanceSize', props.analyticsInstanceSize, false);
    },
  },
  {
    name: 'disk size at most 50 x the RAM of the tier',
    check: (props, p) => {
      if (!known(props.diskSizeGb)) return;
      if (typeof props.diskSizeGb !== 'number') {
        p.add('diskSizeGb', 'expected a number of GB.', { received: props.diskSizeGb, allowed: 'a number of GB, 10 or more', fix: 'write the disk size as a number, e.g. diskSizeGb: 40.' });
        return;
      }
      for (const [field, tier] of [['instanceSize', props.instanceSize], ['analyticsInstanceSize', props.analyticsInstanceSize]] as const) {
        const max = tier && known(tier) ? maxDiskGb(tier) : undefined;
        if (max !== undefined && props.diskSizeGb! > max) {
          p.addRendered('diskSizeGb', `is larger than 50 times the RAM of tier ${tier} (${field}).`, `${props.diskSizeGb} GB`,
            { allowed: `at most ${max} GB (${TIER_RAM_GB[tier!]} GB RAM x 50)`, fix: `lower diskSizeGb or choose a larger ${field}.` });
        }
      }
    },
  },
  oneOfRule('EBS volume types', 'ebsVolumeType', (props) => props.ebsVolumeType, EBS_VOLUME_TYPES, 'is not a volume type.', "use 'STANDARD', or 'PROVISIONED' with diskIops."),
  {
    // Off AWS, diskIops and ebsVolumeType are reported as AWS-only (validateLayouts); what they
    // need on AWS is not worth saying then.
    name: 'diskIops needs M30+ (not NVMe) and PROVISIONED',
    check: (props, p) => {
      if (props.diskIops === undefined || !known(props.diskIops) || offAws(props)) return;
      const size = props.instanceSize;
      // A size that is not a string is reported as no Atlas tier (checkTier).
      if (known(size) && typeof size === 'string' && (isNvme(size) || (tierNumber(size) ?? 0) < 30 || !size.match(/^[MR]\d/))) {
        p.add('diskIops', `needs tier M30 or larger, not an NVMe tier; instanceSize is ${size}.`, { received: props.diskIops, allowed: 'with M30+ (not NVMe)', fix: 'remove diskIops or choose a tier from M30 up.' });
      }
      const volumeType = props.ebsVolumeType;
      if (volumeType === undefined || (known(volumeType) && volumeType !== 'PROVISIONED')) {
        p.add('diskIops', 'needs ebsVolumeType PROVISIONED.', { received: props.diskIops, allowed: "with ebsVolumeType: 'PROVISIONED'", fix: "set ebsVolumeType: 'PROVISIONED' or remove diskIops." });
      }
    },
  },
  {
    name: 'auto-scaling fields',
    check: (props, p) => {
      checkAutoScaling(p, 'autoScaling', props.autoScaling);
      checkAutoScaling(p, 'analyticsAutoScaling', props.analyticsAutoScaling);
    },
  },
  {
    name: 'diskGbEnabled false needs oplogMinRetentionHours 0 (spec section 7, item 1)',
    check: (props, p) => {
      const retention = props.advancedConfiguration?.oplogMinRetentionHours;
      for (const field of ['autoScaling', 'analyticsAutoScaling'] as const) {
        if (props[field]?.diskGbEnabled === false && known(retention) && retention !== 0) {
          p.addRendered(`${field}.diskGbEnabled`, 'cannot be false while advancedConfiguration.oplogMinRetentionHours is non-zero (Atlas answers HTTP 400 OPLOG_MIN_RETENTION_HOURS_NO_DISK_AUTO_SCALING).',
            `diskGbEnabled false with oplogMinRetentionHours ${textOf(retention)}`,
            { allowed: 'diskGbEnabled false only when oplogMinRetentionHours is 0 on the server', fix: 'apply in two steps: first deploy with oplogMinRetentionHours: 0 (and diskGbEnabled unchanged), then deploy with diskGbEnabled: false. One apply cannot do both, because Atlas applies cluster updates before process arguments.' });
        }
      }
    },
  },
  // Custom ciphers with another mode: the type rule custom-ciphers-need-custom-mode of the L1;
  // with the mode unset, the L2 renders CUSTOM. defaultMaxTimeMs before 8.0, the pinned FCV and
  // the timeouts: the L1's type rules and value checks, at synth against the same clock.
  cipherModeRule("use 'CUSTOM' with cipher lists, or 'DEFAULT' for the server's ciphers."),
  tlsVersionRule('is not a TLS version Atlas accepts.'),
  oneOfRule('BI connector read preferences', 'biConnector.readPreference', (props) => props.biConnector?.readPreference, READ_PREFERENCES,
    'is not a read preference.', 'remove readPreference: the construct picks analytics when the cluster has analytics nodes, else secondary.'),
];

/** Rules on props that are final at construction (the table above). */
export function validateClusterProps(props: ClusterProps): Problems {
  return checkRules(CLUSTER_PROP_RULES, props);
}

/** Whether a region known at construction is on a provider other than AWS. */
function offAws(props: ClusterProps): boolean {
  const x = props as ClusterProps & { regions?: unknown; zones?: unknown };
  const zones = Array.isArray(x.zones) ? x.zones : [];
  const regions = [...(Array.isArray(x.regions) ? x.regions : []), ...zones.flatMap((z: any) => (Array.isArray(z?.regions) ? z.regions : []))];
  return regions.some((r: any) => r && typeof r.provider === 'string' && known(r.provider) && r.provider !== 'AWS');
}

function checkTier(p: Problems, field: string, tier: string, sharedAllowed: boolean) {
  if (!known(tier)) return;
  const ok = isDedicatedTier(tier) || (sharedAllowed && (TENANT_TIERS.includes(tier) || tier === 'FLEX'));
  if (!ok) {
    p.add(field, 'is not an Atlas tier.', {
      received: tier,
      allowed: `${Object.keys(TIER_RAM_GB).join(', ')}${sharedAllowed ? `; ${TENANT_TIERS.join(', ')} with provider TENANT; FLEX with provider FLEX` : ''}`,
      fix: 'use a tier name such as M30 (upper case, no spaces).',
    });
  }
}

function checkAutoScaling(p: Problems, field: string, a: ClusterAutoScaling | undefined) {
  if (!a) return;
  if (a.computeEnabled === true) {
    if (a.computeMaxInstanceSize === undefined) {
      p.add(`${field}.computeMaxInstanceSize`, 'is required when computeEnabled is true.', { received: undefined, allowed: 'a tier such as M60', fix: `set ${field}.computeMaxInstanceSize.` });
    }
    if (a.computeScaleDownEnabled === undefined) {
      p.add(`${field}.computeScaleDownEnabled`, 'is required when computeEnabled is true.', { received: undefined, allowed: 'true or false', fix: `set ${field}.computeScaleDownEnabled.` });
    }
  }
  if (a.computeScaleDownEnabled === true && a.computeMinInstanceSize === undefined) {
    p.add(`${field}.computeMinInstanceSize`, 'is required when computeScaleDownEnabled is true.', { received: undefined, allowed: 'a tier such as M30', fix: `set ${field}.computeMinInstanceSize.` });
  }
  for (const f of ['computeMaxInstanceSize', 'computeMinInstanceSize'] as const) {
    const t = a[f];
    if (known(t) && !isDedicatedTier(t)) p.add(`${field}.${f}`, 'is not an Atlas tier.', { received: t, allowed: Object.keys(TIER_RAM_GB).join(', '), fix: 'use a dedicated tier name such as M40 (upper case, no spaces).' });
  }
}

/** Rules on the regions and zones, checked at synth because add* methods can still change them. */
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

export function validateLayouts(layouts: readonly ShardLayout[], props: LayoutProps, clusterType: string): Problems {
  const p = new Problems();
  const facts = layouts.map((l) => l.regions.map((r, i) => regionFacts(r, `${l.path}[${i}]`)));
  const all = facts.flat();
  const shared = all.filter((x) => x.provider !== undefined && isSharedTier(x.provider));

  layouts.forEach((layout, li) => {
    if (layout.regions.length === 0) {
      p.add(layout.path, 'has no regions.', { received: [], allowed: 'at least one region', fix: 'add a region.' });
      return;
    }
    const seen = new Map<string, string>();
    let electableTotal = 0;
    const counts: string[] = [];
    let electableRegions = 0;
    let unknownCount = false;
    for (const x of facts[li]) {
      const { r, path: at } = x;
      if (x.provider !== undefined && !PROVIDERS.includes(x.provider)) {
        p.add(`${at}.provider`, 'is not a cloud provider Atlas knows.', { received: r.provider, allowed: oneOf(PROVIDERS), fix: "write the provider in upper case, e.g. 'AWS'." });
      }
      if (x.region !== undefined && (typeof x.region !== 'string' || x.region === '')) {
        p.add(`${at}.region`, typeof x.region === 'string' ? 'is empty.' : 'must be a string.', { received: r.region, allowed: 'an Atlas region name such as US_EAST_1', fix: "set region to the provider's Atlas region name, e.g. 'US_EAST_1'." });
      }
      NODE_FIELDS.forEach((f, k) => {
        const n = r[f];
        if (n === undefined || x.nodes[k] !== undefined) return; // unset, or a valid count
        // A token or a bad value: the shard's total is not judged.
        if (f === 'electableNodes') unknownCount = true;
        if (known(n)) p.add(`${at}.${f}`, 'must be a whole number, 0 or more.', { received: n, allowed: '0, 1, 2, ...', fix: `set ${f} to a count of nodes, or leave it out for none.` });
      });
      if (r.backingProviderName !== undefined && known(r.backingProviderName) && !isSharedTier(r.provider)) {
        p.add(`${at}.backingProviderName`, `is allowed only with provider TENANT or FLEX, not ${textOf(r.provider)}.`, { received: r.backingProviderName, allowed: 'no backingProviderName on a dedicated region', fix: 'remove backingProviderName.' });
      }
      const key = `${textOf(r.provider)}/${textOf(r.region)}`;
      if (x.provider !== undefined && x.region !== undefined) {
        const first = seen.get(key);
        if (first !== undefined) {
          p.add(`${at}`, `repeats ${key}, already at ${first}; a provider and region pair appears at most once per shard.`, { received: key, allowed: 'each provider/region once per shard', fix: 'merge the node counts into one region entry.' });
        } else {
          seen.set(key, at);
        }
      }
      const [e = 0, ro = 0, an = 0] = x.nodes;
      if (!isSharedTier(r.provider) && e + ro + an === 0 && x.nodes.every((n) => n !== undefined)) {
        p.add(at, `has no nodes (${key}).`, { received: 0, allowed: 'at least one electable, read-only or analytics node', fix: 'set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.' });
      }
      if (e > 0) {
        electableRegions++;
        electableTotal += e;
        counts.push(`${key}: ${e}`);
      }
    }
    if (shared.length) return; // TENANT/FLEX take their own shape, checked below.
    if (!unknownCount && !ELECTABLE_TOTALS.includes(electableTotal)) {
      p.addRendered(layout.path, `the electable nodes of a shard must total 3, 5 or 7${layout.zoneName ? ` (zone ${layout.zoneName})` : ''}.`,
        `${electableTotal}${counts.length ? ` (${counts.join(', ')})` : ''}`,
        { allowed: oneOf(ELECTABLE_TOTALS), fix: 'change electableNodes so that the shard has an odd number of voting members, 3, 5 or 7.' });
    }
    if (electableRegions > MAX_ELECTABLE_REGIONS) {
      p.addRendered(layout.path, 'has more than 7 regions with electable nodes; priorities only go from 7 down to 1.', `${electableRegions} regions`, { allowed: 'at most 7', fix: 'move some regions to read-only or analytics nodes (electableNodes: 0).' });
    }
  });

  // Multi-cloud and AWS-only settings.
  const providers = new Set(all.flatMap((x) => (x.provider !== undefined ? [x.provider] : [])));
  const awsOnly = providers.size === 1 && providers.has('AWS');
  for (const f of ['ebsVolumeType', 'diskIops'] as const) {
    if (props[f] !== undefined && providers.size > 0 && !awsOnly) {
      p.add(f, `is allowed only on clusters entirely on AWS; this one uses ${[...providers].map(textOf).sort().join(', ')}.`, { received: props[f], allowed: 'AWS-only clusters', fix: `remove ${f}, or keep every region on AWS.` });
    }
  }

  // TENANT and FLEX: one region, a backing provider, no other node types, replica sets only.
  if (shared.length) {
    const kind = shared[0].r.provider;
    if (all.length !== 1 || layouts.length !== 1) {
      p.addRendered(layouts[0].path, `a ${kind} cluster has exactly one region.`, `${all.length} regions`, { allowed: '1 region', fix: `use one ${kind} region, or a dedicated tier (M10+) for several regions.` });
    }
    if (clusterType !== 'REPLICASET') {
      p.add(shared[0].path, `provider ${kind} is only for replica sets.`, { received: clusterType, allowed: 'REPLICASET (ReplicaSetCluster)', fix: `use ReplicaSetCluster for a ${kind} cluster, or a dedicated tier (M30+) for a sharded or global one.` });
    }
    const size = props.instanceSize;
    if (known(size)) {
      if (kind === 'TENANT' && !TENANT_TIERS.includes(size)) p.add('instanceSize', 'must be a tenant tier with provider TENANT.', { received: size, allowed: oneOf(TENANT_TIERS), fix: "use M0, or a dedicated provider ('AWS', 'GCP', 'AZURE') for M10 and up." });
      if (kind === 'FLEX' && size !== 'FLEX') p.add('instanceSize', 'must be FLEX with provider FLEX.', { received: size, allowed: 'FLEX', fix: "set instanceSize: 'FLEX', or use a dedicated provider for a dedicated tier." });
    }
    for (const { r, path } of shared) {
      if (!r.backingProviderName) p.add(`${path}.backingProviderName`, `is required with provider ${r.provider}.`, { received: undefined, allowed: oneOf(DEDICATED_PROVIDERS), fix: 'set backingProviderName to the cloud that hosts the cluster.' });
      else if (known(r.backingProviderName) && !DEDICATED_PROVIDERS.includes(r.backingProviderName)) p.add(`${path}.backingProviderName`, 'is not a cloud provider.', { received: r.backingProviderName, allowed: oneOf(DEDICATED_PROVIDERS), fix: "write the cloud in upper case, e.g. 'AWS'." });
      for (const f of ['readOnlyNodes', 'analyticsNodes'] as const) {
        if (r[f]) p.add(`${path}.${f}`, `is not available with provider ${r.provider}.`, { received: r[f], allowed: '0', fix: 'use a dedicated tier (M10+).' });
      }
    }
    for (const f of ['autoScaling', 'analyticsAutoScaling', 'diskSizeGb', 'ebsVolumeType', 'diskIops', 'analyticsInstanceSize'] as const) {
      if (props[f] !== undefined) p.add(f, `is not available with provider ${kind}.`, { received: props[f], allowed: 'unset', fix: `remove ${f}, or use a dedicated tier (M10+).` });
    }
    for (const x of all.filter((y) => y.provider !== undefined && !isSharedTier(y.provider))) {
      p.add(`${x.path}.provider`, `cannot be mixed with ${kind} regions.`, { received: x.r.provider, allowed: kind, fix: `keep the one ${kind} region, or move the whole cluster to a dedicated tier.` });
    }
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
      p.add(l.path, `makes ${key} its highest-priority region, but it already is that of zone ${other}; a region can be the highest priority region in one zone only.`, { received: key, allowed: 'a different first electable region per zone', fix: `list another region first in zone ${l.zoneName}.` });
    } else {
      preferredBy.set(key, l.zoneName);
    }
  });
  return p;
}

/**
 * Checks a count of shards. One replication spec is rendered per shard, so the count must be known
 * at synth: a token cannot be rendered into a number of specs.
 */
export function checkShards(problems: Problems, field: string, shards: number | undefined) {
  if (shards === undefined) return;
  if (Token.isUnresolved(shards)) {
    problems.add(field, 'must be known at synth, not a token: one replication spec is rendered per shard.', {
      received: shards, allowed: '1, 2, 3, ...', fix: 'write the number of shards in code.',
    });
    return;
  }
  if (!Number.isInteger(shards) || shards < 1) {
    problems.add(field, 'must be a whole number, at least 1.', { received: shards, allowed: '1, 2, 3, ...', fix: `set ${field} to the number of shards, e.g. 2.` });
  } else if (shards > MAX_SHARDS) {
    problems.add(field, `is more shards than the construct renders: one replication spec per shard, at most ${MAX_SHARDS}.`, {
      received: shards,
      allowed: `1 to ${MAX_SHARDS} (Atlas asks for MongoDB Support above 70 shards)`,
      fix: `set ${field} to the number of shards the cluster has, at most ${MAX_SHARDS}.`,
    });
  }
}

/** The most shards a cluster L2 renders (one replication spec each): far above what Atlas runs without MongoDB Support (70). */
export const MAX_SHARDS = 1000;

