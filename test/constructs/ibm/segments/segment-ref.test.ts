/**
 * ISegment: every segment gives its instance and segment id.
 */
import { ibm } from '../../../../src';
import { instanceStack } from '../ibm-util';

test('Segment and fromSegmentAttributes give the instance and the segment id', () => {
  const { stack, appConfig } = instanceStack();
  const all: ibm.ISegment[] = [
    appConfig.addSegment('beta', { rules: [ibm.SegmentRule.attribute('plan').is('beta')] }),
    ibm.Segment.fromSegmentAttributes(stack, 'Vip', { instance: appConfig, segmentId: 'vip' }),
  ];
  expect(all.map((s) => [s.instance, s.segmentId])).toEqual([[appConfig, 'beta'], [appConfig, 'vip']]);
});
