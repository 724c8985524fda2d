/**
 * The ids of one instance: the first construct keeps an id, the others are refused; instances are
 * told apart by construct or by guid.
 */
import { ibm } from '../../../../src';
import { duplicateOf, sameInstance } from '../../../../src/constructs/ibm/private/app-ids';
import { instanceStack } from '../ibm-util';

test('the second segment with an id is the one refused; one id in two instances is not', () => {
  const { stack, appConfig } = instanceStack();
  const other = ibm.AppConfiguration.fromGuid(stack, 'Other', { guid: '46401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' });
  const rules = [ibm.SegmentRule.attribute('a').is('b')];
  const first = appConfig.addSegment('s', { rules });
  const second = appConfig.addSegment('t', { segmentId: 's', rules });
  const elsewhere = other.addSegment('s', { rules });
  expect(duplicateOf(first)).toEqual([]);
  expect(duplicateOf(elsewhere)).toEqual([]);
  expect(duplicateOf(second).map((x) => [x.id, x.field, x.problem])).toEqual([
    ['ibm:duplicate-id', 'segmentId', 'is the id of test/AppConfig/s, a segment of the same App Configuration instance: the API refuses a second segment with one id.'],
  ]);
  expect([sameInstance(appConfig, appConfig), sameInstance(appConfig, other)]).toEqual([true, false]);
});
