/**
 * Segment: rules the entity must all match; ids; existing segments by id.
 */
import { ibm } from '../../../../src';
import { errorOf, GUID, instanceStack, only, synthDoc } from '../ibm-util';

const { SegmentRule } = ibm;

test('renders every rule with its operator and values (numbers as text)', () => {
  const { stack, appConfig } = instanceStack();
  appConfig.addSegment('beta-users', { rules: [SegmentRule.attribute('email').endsWith('@example.com', '@example.org'), SegmentRule.attribute('age').greaterThanOrEquals(18)] });
  expect(only(synthDoc(stack), 'ibm_app_config_segment')).toEqual({
    guid: GUID,
    segment_id: 'beta-users',
    name: 'beta-users',
    provider: 'ibm',
    lifecycle: { ignore_changes: ['segment_id'] },
    rules: [
      { attribute_name: 'email', operator: 'endsWith', values: ['@example.com', '@example.org'] },
      { attribute_name: 'age', operator: 'greaterThanEquals', values: ['18'] },
    ],
  });
});

test('no rule, a rule that is none, and a rule without values are refused', () => {
  const { appConfig } = instanceStack();
  expect(errorOf(() => appConfig.addSegment('a', { rules: [] }))).toMatchInlineSnapshot('"[test/AppConfig/a] rules: is empty: a segment is the entities that match its rules. Received: an empty list. Allowed: one rule or more. Fix: add a rule, e.g. SegmentRule.attribute(\'email\').endsWith(\'@example.com\')."');
  expect(errorOf(() => appConfig.addSegment('b', { rules: [{ attribute: 'email' } as any, SegmentRule.attribute('email').is()] }))).toMatchInlineSnapshot(`
"[test/AppConfig/b] 2 problems:
  - rules[0]: expected a SegmentRule. Received: an object with keys attribute. Allowed: a SegmentRule, e.g. SegmentRule.attribute('email').endsWith('@example.com'). Fix: create it with a SegmentRule factory, e.g. SegmentRule.attribute('email').endsWith('@example.com').
  - rules[0].values: is empty: a rule matches an entity whose attribute matches one of its values. Received: an empty list. Allowed: one value or more. Fix: name a value, e.g. SegmentRule.attribute('email').is('@example.com')."
`);
});

test('fromSegmentAttributes refers to one by id', () => {
  const { stack, appConfig } = instanceStack();
  expect(ibm.Segment.fromSegmentAttributes(stack, 'S', { instance: appConfig, segmentId: 'vip' }).segmentId).toBe('vip');
  expect(errorOf(() => ibm.Segment.fromSegmentAttributes(stack, 'T', { instance: appConfig } as any))).toMatchInlineSnapshot('"[test/T] segmentId: is required. Received: undefined. Allowed: the segment id. Fix: set segmentId."');
});
