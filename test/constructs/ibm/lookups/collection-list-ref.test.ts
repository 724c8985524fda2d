/**
 * ICollectionList: its implementation (CollectionListLookup) gives the instance and collectionIds.
 */
import { Token } from 'cdktn';
import { GUID, ibmStack, instance } from './lookup-doubles';
import { CollectionListLookup } from '../../../../src/constructs/ibm/lookups/collection-list-lookup';
import type { ICollectionList } from '../../../../src/constructs/ibm/lookups/collection-list-ref';

test('CollectionListLookup gives every attribute of ICollectionList', () => {
  const s = ibmStack();
  const appConfig = instance(s);
  const list: ICollectionList = new CollectionListLookup(s, 'List', { instance: appConfig });
  expect(list.instance.guid).toBe(GUID);
  expect(Token.isUnresolved(list.collectionIds)).toBe(true);
});
