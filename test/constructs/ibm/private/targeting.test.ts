/**
 * Targeting helpers: segment ids of one instance, collection references, rules numbered 1..N.
 */
import { ibm } from '../../../../src';
import { collectionRefsOf, renderRules, segmentIdsOf } from '../../../../src/constructs/ibm/private/targeting';
import { Problems } from '../../../../src/core/l2';
import { instanceStack } from '../ibm-util';

test('segments and collections of the instance give their ids; others are refused', () => {
  const { appConfig } = instanceStack();
  const s = appConfig.addSegment('s', { rules: [ibm.SegmentRule.attribute('a').is('b')] });
  const c = appConfig.addCollection('c');
  const p = new Problems();
  expect(segmentIdsOf(p, 'segments', [s], appConfig)).toEqual(['s']);
  expect(collectionRefsOf(p, 'collections', [c], appConfig)).toEqual([{ collectionId: 'c' }]);
  expect(collectionRefsOf(p, 'collections', undefined, appConfig)).toBeUndefined();
  expect(p.length).toBe(0);
  expect(segmentIdsOf(p, 'segments', 's', appConfig)).toBeUndefined();
  expect(collectionRefsOf(p, 'collections', 'c', appConfig)).toBeUndefined();
  expect(p.list.map((x) => [x.field, x.problem])).toEqual([['segments', 'expected a list of segments.'], ['collections', 'expected a list of collections.']]);
});

test('rules are numbered 1..N; the rollout is 100 unless given, and left out for properties', () => {
  const rules = [{ segments: ['a'], value: 'x' }, { segments: ['b'], value: 'y', rollout: 5 }];
  expect(renderRules(rules, true)).toEqual([
    { rules: [{ segments: ['a'] }], value: 'x', order: 1, rolloutPercentage: 100 },
    { rules: [{ segments: ['b'] }], value: 'y', order: 2, rolloutPercentage: 5 },
  ]);
  expect(renderRules(rules, false).map((r) => Object.keys(r))).toEqual([['rules', 'value', 'order'], ['rules', 'value', 'order']]);
});
