/**
 * IFeatureList: its implementation (FeatureListLookup) gives the instance, environmentId and featureIds.
 */
import { Token } from 'cdktn';
import { child, GUID, ibmStack, instance } from './lookup-doubles';
import { FeatureListLookup } from '../../../../src/constructs/ibm/lookups/feature-list-lookup';
import type { IFeatureList } from '../../../../src/constructs/ibm/lookups/feature-list-ref';

test('FeatureListLookup gives every attribute of IFeatureList', () => {
  const s = ibmStack();
  const appConfig = instance(s);
  const list: IFeatureList = new FeatureListLookup(s, 'List', { environment: child(appConfig, 'prod') });
  expect(list.instance.guid).toBe(GUID);
  expect(list.environmentId).toBe('prod');
  expect(Token.isUnresolved(list.featureIds)).toBe(true);
});
