import { LegacyClusterProps } from '../../../../src/constructs/mongodbatlas/legacy-cluster-props';
import {
  deprecatedLegacyFields, LEGACY_DEPRECATED_FIELDS, LEGACY_PROP_RULES, legacyPriorities, validateLegacyClusterProps, validateLegacyRegions,
} from '../../../../src/constructs/mongodbatlas/private/validate-legacy-cluster';
import { formatProblem } from '../../../../src/core/base/errors';
import { Problems } from '../../../../src/core/l2';

const base: LegacyClusterProps = { projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', name: 'legacy', provider: 'AWS', instanceSize: 'M10', regions: [] };
const TIERS = 'M10, M20, M30, M40, M50, M60, M80, M90, M100, M140, M200, M250, M300, M400, M700, R40, R50, R60, R80, R200, R300, R400, R600, R700, '
  + 'M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M300_NVME, M400_NVME, M600_NVME; '
  + 'Gen2: M30, M40, M50, M60, M80, M140, M200, M300, R40, R50, R60, R80, R200, R300, R400, R700, M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M400_NVME '
  + 'with the suffix _GEN_2 (e.g. M30_GEN_2)';

/** What the documented-only rules of the table say (adviseRules warns it under each warning id). */
function advice(props: LegacyClusterProps): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of LEGACY_PROP_RULES.filter((x) => x.documentedIn !== undefined)) {
    const p = new Problems();
    r.check(props, p);
    if (p.list.length) out[r.warningId!] = p.list.map(formatProblem);
  }
  return out;
}

test('legacyPriorities: 7 for the first region with electable nodes, one less for each next one, 0 without', () => {
  expect(legacyPriorities([{ region: 'A', electableNodes: 3 }, { region: 'B', readOnlyNodes: 1 }, { region: 'C', electableNodes: 2 }])).toEqual([7, 0, 6]);
  expect(legacyPriorities([{ region: 'A', electableNodes: '${var.n}' as any }, { region: 'B', electableNodes: -1 }])).toEqual([7, 0]);
});

test('deprecatedLegacyFields: the deprecated fields that are set', () => {
  expect(LEGACY_DEPRECATED_FIELDS).toEqual(['defaultReadConcern', 'failIndexKeyTooLong']);
  expect(deprecatedLegacyFields({ defaultReadConcern: 'local', failIndexKeyTooLong: false, javascriptEnabled: true })).toEqual(['defaultReadConcern', 'failIndexKeyTooLong']);
  expect([deprecatedLegacyFields({ javascriptEnabled: true }), deprecatedLegacyFields(undefined)]).toEqual([[], []]);
});

describe('validateLegacyClusterProps', () => {
  test('pass: a dedicated cluster, a Gen2 tier; tokens; what only the documentation states (it warns: below)', () => {
    expect(validateLegacyClusterProps(base)).toEqual([]);
    expect(validateLegacyClusterProps({ ...base, instanceSize: 'M30_GEN_2' })).toEqual([]);
    expect(validateLegacyClusterProps({ ...base, provider: '${var.p}', instanceSize: '${var.size}', numShards: undefined })).toEqual([]);
    const documented = { sampleSizeBiConnector: 0, changeStreamOptionsPreAndPostImagesExpireAfterSeconds: 0 };
    expect(validateLegacyClusterProps({ ...base, advancedConfiguration: documented })).toEqual([]);
  });
  test('fail: every prop rule that fails synth, all at once', () => {
    expect(validateLegacyClusterProps({ ...base, provider: 'TENANT', instanceSize: 'M0', numShards: 0, tags: 'x' as any })
      .map(formatProblem)).toEqual([
      "provider: is not a cloud provider of a legacy cluster. Received: \"TENANT\". Allowed: AWS, GCP or AZURE. Fix: write the provider in upper case, e.g. 'AWS'.",
      `instanceSize: is not a dedicated Atlas tier. Received: "M0". Allowed: ${TIERS}. Fix: choose a dedicated tier such as M10 or M30.`,
      'numShards: must be a whole number, at least 1. Received: 0. Allowed: 1, 2, 3, ... Fix: use 1 for a replica set, or the number of shards of a sharded cluster.',
      "tags: expected a map of strings. Received: \"x\". Allowed: an object such as { team: 'orders' }. Fix: write tags as an object literal, key to value.",
    ]);
  });
});

describe('the documented-only prop rules (warnings by id)', () => {
  const props = (retention: number, sampleSize: number): LegacyClusterProps => ({
    ...base, advancedConfiguration: { changeStreamOptionsPreAndPostImagesExpireAfterSeconds: retention, sampleSizeBiConnector: sampleSize },
  });
  test('pass: -1 or a positive retention; positive whole numbers', () => {
    expect([advice(props(-1, 100)), advice(props(3600, 1))]).toEqual([{}, {}]);
  });
  test('fail: a retention of 0; a sample size of 0', () => {
    expect(advice(props(0, 0))).toEqual({
      'mongodbatlas:change-stream-retention': [
        'advancedConfiguration.changeStreamOptionsPreAndPostImagesExpireAfterSeconds: should be -1 (retention follows the oplog) or a positive whole number of seconds, '
        + 'as the provider documents. Received: 0. Allowed: -1, 1, 2, 3, ... Fix: use -1 to follow the oplog, or the minimum retention in seconds.',
      ],
      'mongodbatlas:positive-whole-number': [
        'advancedConfiguration.sampleSizeBiConnector: should be a positive whole number, as the provider documents. Received: 0. Allowed: 1, 2, 3, ... '
        + 'Fix: set sampleSizeBiConnector to a whole number of 1 or more, or leave it out for the default.',
      ],
    });
  });
});

describe('validateLegacyRegions', () => {
  test('pass: 3 electable nodes; 5 across regions with read-only ones', () => {
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 3 }])).toEqual([]);
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 3 }, { region: 'US_WEST_2', electableNodes: 2, readOnlyNodes: 1 }])).toEqual([]);
  });
  test('pass: an even electable total (documented only: the type rule electable-total of mongodbatlas_cluster warns)', () => {
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 2 }, { region: 'US_WEST_2', electableNodes: 2 }])).toEqual([]);
  });
  test('fail: none; a region twice, a region without nodes', () => {
    expect(validateLegacyRegions([]).map(formatProblem)).toEqual([
      'regions: has no regions. Received: an empty list. Allowed: at least one region. Fix: list the regions in preference order, or call addRegion.',
    ]);
    expect(validateLegacyRegions([{ region: 'A', electableNodes: 2 }, { region: 'A', electableNodes: 2 }, { region: 'B' }]).map(formatProblem)).toEqual([
      'regions[1]: repeats region A, already at regions[0]; a region appears at most once. Received: "A". Allowed: each region once. Fix: merge the node counts into one region entry.',
      'regions[2]: has no nodes (B). Received: 0. Allowed: at least one electable, read-only or analytics node. Fix: set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.',
    ]);
  });
});
