/**
 * IEnvironmentList: its implementation (EnvironmentListLookup) gives the instance and environmentIds.
 */
import { Token } from 'cdktn';
import { GUID, ibmStack, instance } from './lookup-doubles';
import { EnvironmentListLookup } from '../../../../src/constructs/ibm/lookups/environment-list-lookup';
import type { IEnvironmentList } from '../../../../src/constructs/ibm/lookups/environment-list-ref';

test('EnvironmentListLookup gives every attribute of IEnvironmentList', () => {
  const s = ibmStack();
  const appConfig = instance(s);
  const list: IEnvironmentList = new EnvironmentListLookup(s, 'List', { instance: appConfig });
  expect(list.instance.guid).toBe(GUID);
  expect(Token.isUnresolved(list.environmentIds)).toBe(true);
});
