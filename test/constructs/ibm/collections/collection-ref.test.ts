/**
 * ICollection: every collection gives its instance and collection id.
 */
import { ibm } from '../../../../src';
import { instanceStack } from '../ibm-util';

test('Collection and fromCollectionAttributes give the instance and the collection id', () => {
  const { stack, appConfig } = instanceStack();
  const all: ibm.ICollection[] = [appConfig.addCollection('checkout'), ibm.Collection.fromCollectionAttributes(stack, 'Shared', { instance: appConfig, collectionId: 'shared' })];
  expect(all.map((c) => [c.instance, c.collectionId])).toEqual([[appConfig, 'checkout'], [appConfig, 'shared']]);
});
