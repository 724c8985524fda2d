/**
 * CollectionListLookup: the ibm_app_config_collections data source of an instance, with its page;
 * the collection ids as a splat over the collections read.
 */
import { TerraformOutput } from 'cdktn';
import { errorOf, GUID, ibmStack, instance, synthDoc, warningsOf } from './lookup-doubles';
import { CollectionListLookup } from '../../../../src/constructs/ibm/lookups/collection-list-lookup';

describe('CollectionListLookup', () => {
  test('every collection of an instance, or one page', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    const all = new CollectionListLookup(s, 'All', { instance: appConfig });
    new CollectionListLookup(s, 'Page', { instance: appConfig, limit: 10, offset: 20 });
    new TerraformOutput(s, 'ids', { value: all.collectionIds });
    const doc = synthDoc(s);
    const keys = Object.keys(doc.data.ibm_app_config_collections);
    expect(keys.map((k) => doc.data.ibm_app_config_collections[k])).toEqual([{ guid: GUID }, { guid: GUID, limit: 10, offset: 20 }]);
    expect(doc.output.ids.value).toBe(`\${data.ibm_app_config_collections.${keys[0]}.collections[*].collection_id}`);
    expect([all.instance, all.dataSource.node.id]).toEqual([appConfig, 'Default']);
    expect(warningsOf(s)).toEqual([]);
  });

  test('a filter the data source has not is refused as an unknown key; a bad page', () => {
    const s = ibmStack();
    expect(errorOf(() => new CollectionListLookup(s, 'C', { instance: instance(s), tags: ['x'] } as any))).toBe(
      "[test/C] tags: unknown option. Received: the key 'tags'. Allowed: the options of CollectionListLookupProps: instance, limit, offset. Fix: remove 'tags', or check its spelling against CollectionListLookupProps.");
    expect(errorOf(() => new CollectionListLookup(s, 'C', { instance: instance(s, 'Again'), offset: '5' } as any))).toBe(
      '[test/C] offset: expected a number of records. Received: "5". Allowed: a whole number of records, 0 or more. Fix: write a whole number of records, 0 or more.');
    expect(s.node.tryFindChild('C')).toBeUndefined();
  });
});
