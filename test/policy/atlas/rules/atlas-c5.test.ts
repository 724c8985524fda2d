import { RULE } from '../../../../src/policy/atlas/rules/atlas-c5';
import { expectRuleDoc, reported } from '../../rule-util';
import { advanced, legacy, ONE_REGION, TOKEN } from '../inputs';

const FIX = 'Fix: add regions with electable nodes, e.g. 2 + 2 + 1 across three regions; if this cluster is not production, correct its tags.';

test('Atlas-C5 states a warning rule on both cluster types', () => {
  expectRuleDoc(RULE, 'Atlas-C5', 'warning');
});

test('pass: electable nodes in two regions, a cluster that is not production, a region hidden by a token', () => {
  expect(reported(RULE, advanced())).toEqual([]);
  expect(reported(RULE, advanced({ ...ONE_REGION, tags: { environment: 'dev' } }))).toEqual([]);
  expect(reported(RULE, advanced({
    replication_specs: [{ region_configs: [{ provider_name: 'AWS', region_name: TOKEN, priority: 7, electable_specs: { instance_size: 'M10', node_count: 3 } }] }],
  }))).toEqual([]);
  expect(reported(RULE, legacy({ tags: [{ key: 'environment', value: 'production' }] }), 'mongodbatlas_cluster')).toEqual([]);
});

test('fail: every electable node in one region of a production cluster (advanced; legacy by replication specs or by its region)', () => {
  expect(reported(RULE, advanced(ONE_REGION))).toEqual([
    'replicationSpecs: places every electable node in US_EAST_1 on a production cluster (environment=production): an outage of that region stops all writes. '
    + `Received: electable nodes in 1 region (US_EAST_1). Allowed: electable nodes in at least 2 regions (3 to keep a majority through the loss of any one). ${FIX}`,
  ]);
  expect(reported(RULE, legacy({ replication_specs: undefined, provider_region_name: 'EU_WEST_1', tags: [{ key: 'env', value: 'prod' }] }), 'mongodbatlas_cluster')).toEqual([
    'providerRegionName: places every electable node in EU_WEST_1 on a production cluster (env=prod): an outage of that region stops all writes. '
    + `Received: electable nodes in 1 region (EU_WEST_1). Allowed: electable nodes in at least 2 regions (3 to keep a majority through the loss of any one). ${FIX}`,
  ]);
});
