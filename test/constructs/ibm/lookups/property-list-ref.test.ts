/**
 * IPropertyList: its implementation (PropertyListLookup) gives the instance, environmentId and propertyIds.
 */
import { Token } from 'cdktn';
import { child, GUID, ibmStack, instance } from './lookup-doubles';
import { PropertyListLookup } from '../../../../src/constructs/ibm/lookups/property-list-lookup';
import type { IPropertyList } from '../../../../src/constructs/ibm/lookups/property-list-ref';

test('PropertyListLookup gives every attribute of IPropertyList', () => {
  const s = ibmStack();
  const appConfig = instance(s);
  const list: IPropertyList = new PropertyListLookup(s, 'List', { environment: child(appConfig, 'prod') });
  expect(list.instance.guid).toBe(GUID);
  expect(list.environmentId).toBe('prod');
  expect(Token.isUnresolved(list.propertyIds)).toBe(true);
});
