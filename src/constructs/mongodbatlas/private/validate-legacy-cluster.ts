/**
 * The rules of `LegacyCluster` (`mongodbatlas_cluster`), as pure functions that return every
 * problem they find. Values that are unresolved tokens are never judged.
 *
 * A rule that fails synth restates what the provider or the Atlas API refuses (its `enforcedBy`),
 * or is the construct's own contract. What only the provider's documentation states
 * (docs/resources/cluster.md) warns: the retention of change stream pre- and post-images and the
 * positive whole numbers of the advanced configuration (`adviseRules`); at most 7 regions with
 * electable nodes, pitEnabled without cloudBackup and the change stream retention below MongoDB 6.0
 * are the type rules of the rendered `mongodbatlas_cluster` (`priority-order`,
 * `pit-needs-cloud-backup`, `change-stream-retention-needs-6`). The electable total of 3, 5 or 7,
 * which the provider documents (and its type rule `electable-total` warns for hand-written L1s), is
 * the invariant the cluster L2s keep: an error (`validateLegacyRegions`).
 */
import { cipherModeRule, customCiphersModeRule, tlsVersionRules } from './advanced-configuration-rules';
import { checkElectableTotal, ElectableRegion } from './electable-total';
import { dedicatedTierNames, tierFix } from './tier-names';
import { REQUIRED_ALLOWED } from './validate-cluster';
import { checkRules, isKnown, memberOf, oneOf, Problems, PropRule, stringMapOf, ValidationProblem, wholeNumberOf } from '../../../core/l2';
import { DEDICATED_PROVIDERS, isDedicatedTier } from '../../../facts/mongodbatlas/atlas';
import { API_SPEC, docs, RAW_API_SPEC } from '../../../facts/mongodbatlas/provenance';
import { regionSpelling } from '../../../facts/mongodbatlas/region-name';
import type { LegacyClusterAdvancedConfiguration, LegacyClusterProps, LegacyClusterRegion } from '../legacy-cluster-props';

/** Highest election priority; each further region with electable nodes gets one less, down to 1. */
export const LEGACY_TOP_PRIORITY = 7;
/** Fields of the legacy advanced configuration that the provider deprecates (docs/resources/cluster.md). */
export const LEGACY_DEPRECATED_FIELDS = ['defaultReadConcern', 'failIndexKeyTooLong'] as const;

const RESOURCE = 'internal/service/cluster/resource_cluster.go';
const DOCS = docs('cluster');

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
 * The rules on a legacy cluster's props, as a table (`checkRules` runs those that fail synth,
 * `adviseRules` warns the documented ones): provider, tier, shard count and the advanced
 * configuration. The regions are checked at synth (`validateLegacyRegions`), since `addRegion` can
 * still change them.
 */
export const LEGACY_PROP_RULES: ReadonlyArray<PropRule<LegacyClusterProps>> = [
  {
    name: 'required props',
    enforcedBy: `${RESOURCE}: project_id, name, provider_name, provider_instance_size_name (Required)`,
    check: (props, p) => p.required(props, ['projectId', 'name', 'provider', 'instanceSize'], { ...REQUIRED_ALLOWED, provider: oneOf(DEDICATED_PROVIDERS) }),
  },
  {
    // TENANT, which the resource also takes, is left out on purpose: the construct is for dedicated
    // clusters and renders no backingProviderName.
    name: 'cloud providers',
    enforcedBy: `${RESOURCE}: provider_name validate.StringIsUppercase; ${API_SPEC}: CloudRegionConfig20240805.providerName (enum)`,
    check: (props, p) => {
      memberOf(p, 'provider', props.provider, { values: DEDICATED_PROVIDERS }, {
        problem: 'is not a cloud provider of a legacy cluster.', fix: 'write the provider in upper case, e.g. \'AWS\'.', hint: false,
      });
    },
  },
  {
    name: 'dedicated tiers',
    enforcedBy: `${RAW_API_SPEC}: the AWS, Azure and Google Cloud Instance Sizes enums (provider_instance_size_name is passed to the API as given)`,
    check: (props, p) => {
      if (isKnown(props.instanceSize) && !isDedicatedTier(props.instanceSize)) {
        p.add('instanceSize', 'is not a dedicated Atlas tier.', { id: 'mongodbatlas:legacy-tier', received: props.instanceSize, allowed: dedicatedTierNames(), fix: tierFix(props.instanceSize, 'choose a dedicated tier such as M10 or M30.') });
      }
    },
  },
  {
    name: 'shards',
    enforcedBy: `${RESOURCE}: num_shards (TypeInt)`,
    check: (props, p) => {
      wholeNumberOf(p, 'numShards', props.numShards, { min: 1, fix: 'use 1 for a replica set, or the number of shards of a sharded cluster.' });
    },
  },
  {
    name: 'labels and tags are maps written in code',
    contract: 'the construct renders one { key, value } block per entry, so it needs the entries at synth',
    check: (props, p) => {
      for (const f of ['labels', 'tags'] as const) stringMapOf(p, f, props[f], "{ team: 'orders' }");
    },
  },
  ...tlsVersionRules<LegacyClusterProps>('is not a TLS version the legacy cluster accepts.', `${API_SPEC}: ClusterDescriptionProcessArgs20240805.minimumEnabledTlsProtocol (enum)`, DOCS),
  cipherModeRule("use 'CUSTOM' with a cipher list, or 'DEFAULT' for the server's ciphers.", `${API_SPEC}: ClusterDescriptionProcessArgs20240805.tlsCipherConfigMode (enum)`),
  customCiphersModeRule<LegacyClusterProps>(['customOpensslCipherConfigTls12'], DOCS, 'advanced_configuration.tls_cipher_config_mode'),
  {
    name: 'change stream retention',
    documentedIn: DOCS,
    warningId: 'mongodbatlas:change-stream-retention',
    check: (props, p) => {
      const expire = props.advancedConfiguration?.changeStreamOptionsPreAndPostImagesExpireAfterSeconds;
      if (expire !== undefined && isKnown(expire) && !(expire === -1 || (Number.isInteger(expire) && expire > 0))) {
        p.add('advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds', 'should be -1 (retention follows the oplog) or a positive whole number of seconds, as the provider documents.', {
          id: 'mongodbatlas:change-stream-retention',
          received: expire,
          allowed: '-1, 1, 2, 3, ...',
          fix: 'use -1 to follow the oplog, or the minimum retention in seconds.',
        });
      }
    },
  },
  {
    name: 'positive whole numbers',
    documentedIn: DOCS,
    warningId: 'mongodbatlas:positive-whole-number',
    check: (props, p) => {
      const ac = props.advancedConfiguration;
      if (!ac) return;
      for (const f of ['sampleRefreshIntervalBiConnector', 'sampleSizeBiConnector', 'transactionLifetimeLimitSeconds'] as const) {
        const v = ac[f];
        if (v !== undefined && isKnown(v) && !(Number.isInteger(v) && v > 0)) {
          p.add(`advancedConfiguration.${f}`, 'should be a positive whole number, as the provider documents.', { id: 'mongodbatlas:positive-whole-number', received: v, allowed: '1, 2, 3, ...', fix: `set ${f} to a whole number of 1 or more, or leave it out for the default.` });
        }
      }
    },
  },
  {
    name: 'electable total',
    summary: 'The electable nodes of the regions total 3, 5 or 7 (checked at synth, validateLegacyRegions: addRegion can still change them).',
    contract: `the invariant the cluster L2s keep (refused, with the override of the L1 that deploys another total); ${DOCS} documents it `
      + '(electable_nodes: "must total 3, 5, or 7"), no validator of the provider enforces it (private/electable-total.ts)',
  },
  // Custom ciphers with another mode: the type rule custom-ciphers-need-custom-mode of
  // mongodbatlas_cluster reports it; with the mode unset, the L2 renders CUSTOM. defaultMaxTimeMs
  // before 8.0: the type rule default-max-time-needs-8.
];

/** Rules on the props of a legacy cluster that are final at construction (the table above). */
export function validateLegacyClusterProps(props: LegacyClusterProps): ValidationProblem[] {
  return checkRules(LEGACY_PROP_RULES, props).list;
}

/**
 * Rules on the regions that fail synth, checked at synth because `addRegion` can still change
 * them: a region name in the Atlas spelling (enforcedBy: internal/service/cluster/resource_cluster.go:
 * regions_config.region_name validate.StringIsUppercase), node counts that are whole numbers
 * (regions_config.*_nodes, TypeInt), and the construct's own contract: a list of regions, none
 * listed twice or without nodes (the construct derives a priority from each entry's position).
 *
 * The electable nodes total 3, 5 or 7 (the invariant the cluster L2s keep: electable-total.ts).
 * Priorities are derived (`legacyPriorities`), so the rules on them (unique, descending, 0 only
 * without electable nodes) hold by construction while at most 7 regions have electable nodes; the
 * type rule priority-order of `mongodbatlas_cluster` warns about more regions.
 */
export function validateLegacyRegions(regions: readonly LegacyClusterRegion[]): ValidationProblem[] {
  const p = new Problems();
  if (regions.length === 0) {
    p.add('regions', 'has no regions.', { id: 'mongodbatlas:legacy-regions-required', received: [], allowed: 'at least one region', fix: 'list the regions in preference order, or call addRegion.' });
    return p.list;
  }
  const seen = new Map<string, number>();
  const electable: ElectableRegion[] = [];
  let electableKnown = true;

  regions.forEach((r, i) => {
    const at = `regions[${i}]`;
    if (isKnown(r.region) && (typeof r.region !== 'string' || r.region.trim() === '')) {
      p.add(`${at}.region`, typeof r.region === 'string' ? 'is empty.' : 'must be a string.', { id: 'mongodbatlas:region-name', received: r.region, allowed: 'an Atlas region name such as US_EAST_1', fix: "set region to the provider's Atlas region name, e.g. 'US_EAST_1'." });
    } else {
      const spelling = regionSpelling(r.region, 'region');
      if (spelling) p.add(`${at}.region`, spelling.problem, { id: 'mongodbatlas:region-spelling', received: r.region, allowed: spelling.allowed, fix: spelling.fix });
    }
    let nodesKnown = true;
    let nodes = 0;
    for (const f of NODE_FIELDS) {
      const n = r[f];
      if (n === undefined) continue;
      if (!isKnown(n)) { nodesKnown = false; continue; }
      if (wholeNumberOf(p, `${at}.${f}`, n, { min: 0, fix: `set ${f} to a count of nodes, or leave it out for none.` }) === undefined) {
        nodesKnown = false;
        continue;
      }
      nodes += n;
    }
    const region = isKnown(r.region) && typeof r.region === 'string' ? r.region : undefined;
    const name = region ?? `regions[${i}]`;
    const e = r.electableNodes ?? 0;
    if (!isKnown(e) || !isCount(e)) electableKnown = false;
    else if (e > 0) electable.push({ name, count: e });
    if (region !== undefined) {
      const first = seen.get(region);
      if (first !== undefined) {
        p.add(at, `repeats region ${region}, already at regions[${first}]; a region appears at most once.`, {
          id: 'mongodbatlas:legacy-region-twice',
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
        id: 'mongodbatlas:region-without-nodes',
        received: 0,
        allowed: 'at least one electable, read-only or analytics node',
        fix: 'set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.',
      });
    }
  });
  // Contract (electable-total.ts): 3, 5 or 7 electable nodes across the regions; a count that is a
  // token or no count is not judged.
  if (electableKnown) checkElectableTotal(p, 'regions', electable, { path: (_n, r) => `replication_specs.0.regions_config.${r}.electable_nodes`, specs: { first: 0, count: 1 } });
  return p.list;
}
