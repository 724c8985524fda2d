import { RULE } from '../../../../src/policy/atlas/rules/atlas-c2';
import { ProductionMatcher } from '../../../../src/policy/production';
import { expectRuleDoc, reported } from '../../rule-util';
import { advanced, legacy, TOKEN } from '../inputs';

test('Atlas-C2 states an error rule on both cluster types', () => {
  expectRuleDoc(RULE, 'Atlas-C2', 'error');
});

test('pass: point-in-time restore on, a token, or a cluster that is not production', () => {
  expect(reported(RULE, advanced())).toEqual([]);
  expect(reported(RULE, advanced({ pit_enabled: TOKEN }))).toEqual([]);
  expect(reported(RULE, advanced({ pit_enabled: false, tags: { environment: 'staging' } }))).toEqual([]);
  // The production label's value is a token: not judged.
  expect(reported(RULE, advanced({ pit_enabled: false, tags: { environment: TOKEN } }))).toEqual([]);
});

test('fail: off on a production cluster (tags, labels, the legacy cluster, a matcher of its own)', () => {
  expect(reported(RULE, advanced({ pit_enabled: false }))).toEqual([
    'pitEnabled: is off on a production cluster (environment=production): a restore goes back only to the last snapshot, and every write since is lost. '
    + 'Received: false. Allowed: true. Fix: set pitEnabled: true (it needs backups on); if this cluster is not production, correct its tags.',
  ]);
  expect(reported(RULE, legacy({ pit_enabled: undefined, labels: [{ key: 'env', value: 'prod' }] }), 'mongodbatlas_cluster')).toEqual([
    'pitEnabled: is off on a production cluster (env=prod): a restore goes back only to the last snapshot, and every write since is lost. '
    + 'Received: unset. Allowed: true. Fix: set pitEnabled: true (it needs backups on); if this cluster is not production, correct its tags.',
  ]);
  const live = ProductionMatcher.byLabels({ keys: ['stage'], values: ['live'] });
  expect(reported(RULE, advanced({ pit_enabled: false, tags: { stage: 'LIVE' } }), undefined, { matcher: live })).toHaveLength(1);
});
