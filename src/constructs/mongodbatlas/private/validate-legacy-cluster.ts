/**
 * The rules of `LegacyCluster` (`mongodbatlas_cluster`; spec section 2.1 "Legacy cluster types"
 * and the legacy advancedConfiguration, sections 8 and 9), as pure functions that return every
 * problem they find. Values that are unresolved tokens are never judged.
 */
import { cipherModeRule, tlsVersionRule } from './advanced-configuration-rules';
import { REQUIRED_ALLOWED } from './validate-cluster';
import { checkRules, isKnown, oneOf, oneOfRule, Problems, PropRule, ValidationProblem } from '../../../core/l2';
import { DEDICATED_PROVIDERS, isDedicatedTier, TIER_RAM_GB } from '../../../rules/mongodbatlas/shared/atlas';
import type { LegacyClusterAdvancedConfiguration, LegacyClusterProps, LegacyClusterRegion } from '../legacy-cluster-props';

/** Totals of electable nodes across all regions (spec section 8). */
export const LEGACY_ELECTABLE_TOTALS = [3, 5, 7];
/** Highest election priority; each further region with electable nodes gets one less, down to 1. */
export const LEGACY_TOP_PRIORITY = 7;
/** Fields of the legacy advanced configuration that the provider deprecates (spec section 9). */
export const LEGACY_DEPRECATED_FIELDS = ['defaultReadConcern', 'failIndexKeyTooLong'] as const;

const NODE_FIELDS = ['electableNodes', 'readOnlyNodes', 'analyticsNodes'] as const;

function isCount(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/**
 * The election priority of each region, in the order given: 7 for the first region with
 * electable nodes, one less for each following one, 0 for a region without electable nodes.
 * A region whose electable count is an unresolved token is taken to have electable nodes.
 */
export function legacyPriorities(regions: readonly LegacyClusterRegion[]): number[] {
  let next = LEGACY_TOP_PRIORITY;
  return regions.map((r) => {
    const e = r.electableNodes ?? 0;
    // A value that is no count was reported (validateLegacyRegions): it gets no priority.
    return !isKnown(e) || (isCount(e) && e > 0) ? next-- : 0;
  });
}

/**
 * The deprecated advanced-configuration fields that are set (to anything, tokens included).
 */
export function deprecatedLegacyFields(ac: LegacyClusterAdvancedConfiguration | undefined): string[] {
  if (!ac) return [];
  return LEGACY_DEPRECATED_FIELDS.filter((f) => ac[f] !== undefined);
}

/**
 * Rules on props that are final at construction: provider, tier, shard count and the advanced
 * configuration. The regions are checked at synth (`validateLegacyRegions`), since `addRegion` can
 * still change them.
 */
/** The rules on a legacy cluster's props, as a table (`checkRules` runs it). */
export const LEGACY_PROP_RULES: ReadonlyArray<PropRule<LegacyClusterProps>> = [
  {
    name: 'required props',
    check: (props, p) => p.required(props, ['projectId', 'name', 'provider', 'instanceSize'], { ...REQUIRED_ALLOWED, provider: oneOf(DEDICATED_PROVIDERS) }),
  },
  oneOfRule('cloud providers', 'provider', (props) => props.provider, DEDICATED_PROVIDERS, 'is not a cloud provider of a legacy cluster.', 'write the provider in upper case, e.g. \'AWS\'.'),
  {
    name: 'dedicated tiers',
    check: (props, p) => {
      if (isKnown(props.instanceSize) && !isDedicatedTier(props.instanceSize)) {
        p.add('instanceSize', 'is not a dedicated Atlas tier.', { received: props.instanceSize, allowed: Object.keys(TIER_RAM_GB).join(', '), fix: 'choose a dedicated tier such as M10 or M30.' });
      }
    },
  },
  {
    name: 'shards',
    check: (props, p) => {
      if (props.numShards !== undefined && isKnown(props.numShards) && !(Number.isInteger(props.numShards) && props.numShards >= 1)) {
        p.add('numShards', 'must be a whole number, at least 1.', { received: props.numShards, allowed: '1, 2, 3, ...', fix: 'use 1 for a replica set, or the number of shards of a sharded cluster.' });
      }
    },
  },
  {
    name: 'labels and tags are maps written in code',
    check: (props, p) => {
      for (const f of ['labels', 'tags'] as const) {
        const v: unknown = props[f];
        if (v === undefined || v === null) continue;
        // The construct renders one { key, value } per entry, so it needs the entries at synth.
        if (typeof v !== 'object' || Array.isArray(v) || !isKnown(v)) {
          p.add(f, isKnown(v) ? 'expected a map of strings.' : 'must be a map written in code, not a token: the construct renders one { key, value } per entry.', {
            received: v, allowed: "an object such as { team: 'orders' }", fix: `write ${f} as an object literal, key to value.`,
          });
        }
      }
    },
  },
  tlsVersionRule('is not a TLS version the legacy cluster accepts.'),
  cipherModeRule("use 'CUSTOM' with a cipher list, or 'DEFAULT' for the server's ciphers."),
  { name: 'advanced configuration', check: (props, p) => validateAdvancedConfiguration(p, props) },
];

/** Rules on the props of a legacy cluster that are final at construction (the table above). */
export function validateLegacyClusterProps(props: LegacyClusterProps): ValidationProblem[] {
  return checkRules(LEGACY_PROP_RULES, props).list;
}

function validateAdvancedConfiguration(p: Problems, props: LegacyClusterProps) {
  const ac = props.advancedConfiguration;
  if (!ac) return;
  const at = (f: string) => `advancedConfiguration.${f}`;

  // TLS versions and cipher modes: the rules before this one in the table (shared with the advanced clusters).
  // Custom ciphers with another mode: the type rule of mongodbatlas_cluster
  // (custom-ciphers-need-custom-mode) reports it; with the mode unset, the L2 renders CUSTOM.
  const expire = ac.changeStreamOptionsPreAndPostImagesExpireAfterSeconds;
  if (expire !== undefined && isKnown(expire) && !(expire === -1 || (Number.isInteger(expire) && expire > 0))) {
    p.add(at('changeStreamOptionsPreAndPostImagesExpireAfterSeconds'), 'must be -1 (retention follows the oplog) or a positive whole number of seconds.', {
      received: expire,
      allowed: '-1, 1, 2, 3, ...',
      fix: 'use -1 to follow the oplog, or the minimum retention in seconds.',
    });
  }
  for (const f of ['sampleRefreshIntervalBiConnector', 'sampleSizeBiConnector', 'transactionLifetimeLimitSeconds'] as const) {
    const v = ac[f];
    if (v !== undefined && isKnown(v) && !(Number.isInteger(v) && v > 0)) {
      p.add(at(f), 'must be a positive whole number.', { received: v, allowed: '1, 2, 3, ...', fix: `set ${f} to a whole number of 1 or more, or leave it out for the default.` });
    }
  }
  // defaultMaxTimeMs before 8.0: the type rule default-max-time-needs-8 of the L1 reports it.
}

/**
 * Rules on the regions (spec section 2.1 "Legacy regionsConfig rules" and section 8), checked at
 * synth because `addRegion` can still change them: node counts are whole numbers, no region is
 * listed twice or holds no node, at most 7 regions have electable nodes (priorities run from 7
 * down to 1), and the electable nodes total 3, 5 or 7.
 *
 * Priorities are derived (`legacyPriorities`), so the rules on them (unique, descending, 0 only
 * without electable nodes) hold by construction.
 */
export function validateLegacyRegions(regions: readonly LegacyClusterRegion[]): ValidationProblem[] {
  const p = new Problems();
  if (regions.length === 0) {
    p.add('regions', 'has no regions.', { received: [], allowed: 'at least one region', fix: 'list the regions in preference order, or call addRegion.' });
    return p.list;
  }
  const seen = new Map<string, number>();
  const counts: string[] = [];
  let electableTotal = 0;
  let electableRegions = 0;
  let totalKnown = true;

  regions.forEach((r, i) => {
    const at = `regions[${i}]`;
    if (isKnown(r.region) && (typeof r.region !== 'string' || r.region.trim() === '')) {
      p.add(`${at}.region`, typeof r.region === 'string' ? 'is empty.' : 'must be a string.', { received: r.region, allowed: 'an Atlas region name such as US_EAST_1', fix: "set region to the provider's Atlas region name, e.g. 'US_EAST_1'." });
    }
    let nodesKnown = true;
    let nodes = 0;
    for (const f of NODE_FIELDS) {
      const n = r[f];
      if (n === undefined) continue;
      if (!isKnown(n)) { nodesKnown = false; continue; }
      if (!isCount(n)) {
        nodesKnown = false;
        p.add(`${at}.${f}`, 'must be a whole number, 0 or more.', { received: n, allowed: '0, 1, 2, ...', fix: `set ${f} to a count of nodes, or leave it out for none.` });
        continue;
      }
      nodes += n;
    }
    const region = isKnown(r.region) && typeof r.region === 'string' ? r.region : undefined;
    const name = region ?? `regions[${i}]`;
    if (region !== undefined) {
      const first = seen.get(region);
      if (first !== undefined) {
        p.add(at, `repeats region ${region}, already at regions[${first}]; a region appears at most once.`, {
          received: region,
          allowed: 'each region once',
          fix: 'merge the node counts into one region entry.',
        });
      } else {
        seen.set(region, i);
      }
    }
    if (nodesKnown && nodes === 0) {
      p.add(at, `has no nodes (${name}).`, {
        received: 0,
        allowed: 'at least one electable, read-only or analytics node',
        fix: 'set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.',
      });
    }
    const e = r.electableNodes ?? 0;
    if (!isKnown(e)) {
      totalKnown = false;
      electableRegions++;
    } else if (!isCount(e)) {
      totalKnown = false;
    } else if (e > 0) {
      electableRegions++;
      electableTotal += e;
      counts.push(`${name}: ${e}`);
    }
  });

  if (totalKnown && !LEGACY_ELECTABLE_TOTALS.includes(electableTotal)) {
    p.addRendered('regions', 'the electable nodes across all regions must total 3, 5 or 7.',
      `${electableTotal}${counts.length ? ` (${counts.join(', ')})` : ''}`,
      { allowed: oneOf(LEGACY_ELECTABLE_TOTALS), fix: 'change electableNodes so that the cluster has an odd number of voting members, 3, 5 or 7.' });
  }
  if (electableRegions > LEGACY_TOP_PRIORITY) {
    p.addRendered('regions', 'has more than 7 regions with electable nodes; priorities only go from 7 down to 1.', `${electableRegions} regions`, {
      allowed: 'at most 7',
      fix: 'move some regions to read-only or analytics nodes (electableNodes: 0).',
    });
  }
  return p.list;
}
