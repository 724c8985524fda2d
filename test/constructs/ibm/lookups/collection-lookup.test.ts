/**
 * CollectionLookup: the ibm_app_config_collection data source of an instance's collection; an
 * ICollection with typed attributes.
 */
import { TerraformOutput } from 'cdktn';
import { errorOf, GUID, ibmStack, instance, synthDoc } from './lookup-doubles';
import { CollectionLookup } from '../../../../src/constructs/ibm/lookups/collection-lookup';

describe('CollectionLookup', () => {
  test('reads the collection by guid and id; its attributes are the data source\'s', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    const checkout = new CollectionLookup(s, 'Checkout', { instance: appConfig, collectionId: 'checkout' });
    new TerraformOutput(s, 'name', { value: checkout.collectionName });
    new TerraformOutput(s, 'description', { value: checkout.description });
    new TerraformOutput(s, 'tags', { value: checkout.tags });
    new TerraformOutput(s, 'features', { value: checkout.featuresCount });
    new TerraformOutput(s, 'properties', { value: checkout.propertiesCount });
    const doc = synthDoc(s);
    const [key] = Object.keys(doc.data.ibm_app_config_collection);
    expect(doc.data.ibm_app_config_collection[key]).toEqual({ guid: GUID, collection_id: 'checkout' });
    const d = `data.ibm_app_config_collection.${key}`;
    expect(['name', 'description', 'tags', 'features', 'properties'].map((o) => doc.output[o].value)).toEqual(
      [`\${${d}.name}`, `\${${d}.description}`, `\${${d}.tags}`, `\${${d}.features_count}`, `\${${d}.properties_count}`]);
    expect([checkout.collectionId, checkout.instance, checkout.dataSource.node.id]).toEqual(['checkout', appConfig, 'Default']);
  });

  test('no collection id, or one that is no string: refused, nothing left behind', () => {
    const s = ibmStack();
    expect(errorOf(() => new CollectionLookup(s, 'Checkout', { instance: instance(s) } as any))).toBe(
      '[test/Checkout] collectionId: is required. Received: undefined. Allowed: the id of a collection of the instance, e.g. checkout. Fix: set collectionId.');
    expect(errorOf(() => new CollectionLookup(s, 'Checkout', { instance: instance(s, 'Again'), collectionId: 7 } as any))).toBe(
      '[test/Checkout] collectionId: expected a string. Received: 7. Allowed: the id of a collection of the instance, e.g. checkout. Fix: pass collectionId as a string (or a string token, e.g. a variable\'s stringValue).');
    expect(s.node.tryFindChild('Checkout')).toBeUndefined();
  });
});
