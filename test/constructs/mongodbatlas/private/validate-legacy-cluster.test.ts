import { LegacyClusterProps } from '../../../../src/constructs/mongodbatlas/legacy-cluster-props';
import {
  deprecatedLegacyFields, LEGACY_DEPRECATED_FIELDS, legacyPriorities, validateLegacyClusterProps, validateLegacyRegions,
} from '../../../../src/constructs/mongodbatlas/private/validate-legacy-cluster';
import { formatProblem } from '../../../../src/core/base/errors';

const base: LegacyClusterProps = { projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', name: 'legacy', provider: 'AWS', instanceSize: 'M10', regions: [] };
const TIERS = 'M10, M20, M30, M40, M50, M60, M80, M140, M200, M300, M400, M700, R40, R50, R60, R80, R200, R300, R400, R700, M40_NVME, M50_NVME, M60_NVME, M80_NVME, M200_NVME, M400_NVME';

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
  test('pass: a dedicated cluster; tokens', () => {
    expect(validateLegacyClusterProps(base)).toEqual([]);
    expect(validateLegacyClusterProps({ ...base, provider: '${var.p}', instanceSize: '${var.size}', numShards: undefined })).toEqual([]);
  });
  test('fail: every prop rule, all at once', () => {
    expect(validateLegacyClusterProps({ ...base, provider: 'TENANT', instanceSize: 'M0', numShards: 0, tags: 'x' as any, advancedConfiguration: { sampleSizeBiConnector: 0 } })
      .map(formatProblem)).toEqual([
      "provider: is not a cloud provider of a legacy cluster. Received: \"TENANT\". Allowed: AWS, GCP or AZURE. Fix: write the provider in upper case, e.g. 'AWS'.",
      `instanceSize: is not a dedicated Atlas tier. Received: "M0". Allowed: ${TIERS}. Fix: choose a dedicated tier such as M10 or M30.`,
      'numShards: must be a whole number, at least 1. Received: 0. Allowed: 1, 2, 3, ... Fix: use 1 for a replica set, or the number of shards of a sharded cluster.',
      "tags: expected a map of strings. Received: \"x\". Allowed: an object such as { team: 'orders' }. Fix: write tags as an object literal, key to value.",
      'advancedConfiguration.sampleSizeBiConnector: must be a positive whole number. Received: 0. Allowed: 1, 2, 3, ... '
      + 'Fix: set sampleSizeBiConnector to a whole number of 1 or more, or leave it out for the default.',
    ]);
  });
});

describe('validateLegacyRegions', () => {
  test('pass: 3 electable nodes; 5 across regions with read-only ones', () => {
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 3 }])).toEqual([]);
    expect(validateLegacyRegions([{ region: 'US_EAST_1', electableNodes: 3 }, { region: 'US_WEST_2', electableNodes: 2, readOnlyNodes: 1 }])).toEqual([]);
  });
  test('fail: none; a region twice, a region without nodes, an even total', () => {
    expect(validateLegacyRegions([]).map(formatProblem)).toEqual([
      'regions: has no regions. Received: an empty list. Allowed: at least one region. Fix: list the regions in preference order, or call addRegion.',
    ]);
    expect(validateLegacyRegions([{ region: 'A', electableNodes: 2 }, { region: 'A', electableNodes: 2 }, { region: 'B' }]).map(formatProblem)).toEqual([
      'regions[1]: repeats region A, already at regions[0]; a region appears at most once. Received: "A". Allowed: each region once. Fix: merge the node counts into one region entry.',
      'regions[2]: has no nodes (B). Received: 0. Allowed: at least one electable, read-only or analytics node. Fix: set electableNodes, readOnlyNodes or analyticsNodes, or remove the region.',
      'regions: the electable nodes across all regions must total 3, 5 or 7. Received: 4 (A: 2, A: 2). Allowed: 3, 5 or 7. '
      + 'Fix: change electableNodes so that the cluster has an odd number of voting members, 3, 5 or 7.',
    ]);
  });
});
