/**
 * Collection: the id, name and tags the API takes; one id per instance; existing ones by id.
 */
import { ibm } from '../../../../src';
import { errorOf, GUID, instanceStack, only, synthDoc, synthError } from '../ibm-util';

test('renders the collection id (the construct id by default), the name and tags', () => {
  const { stack, appConfig } = instanceStack();
  const c = appConfig.addCollection('checkout', { tags: ['web'] });
  expect(c.collectionId).toBe('checkout');
  expect(only(synthDoc(stack), 'ibm_app_config_collection')).toEqual({ guid: GUID, collection_id: 'checkout', name: 'checkout', tags: 'web', provider: 'ibm', lifecycle: { ignore_changes: ['collection_id'] } });
});

test('an id outside the API\'s characters is refused with a fix', () => {
  const { appConfig } = instanceStack();
  expect(errorOf(() => appConfig.addCollection('Checkout', { collectionId: 'checkout flags' }))).toMatchInlineSnapshot('"[test/AppConfig/Checkout] collectionId: has characters the App Configuration API does not take in ids. Received: "checkout flags". Allowed: the collection id: letters, digits, \'.\', \'-\' and \'_\' only. Fix: write collectionId: \'checkout-flags\'."');
});

test('two collections with one id are refused at synth', () => {
  const { stack, appConfig } = instanceStack();
  appConfig.addCollection('checkout');
  appConfig.addCollection('Checkout2', { collectionId: 'checkout' });
  expect(synthError(stack)).toMatchInlineSnapshot(`
"Validation failed with the following errors:
  [test/AppConfig/Checkout2] collectionId: is the id of test/AppConfig/checkout, a collection of the same App Configuration instance: the API refuses a second collection with one id. Received: "checkout". Allowed: a collection id not used by another collection of the instance. Fix: give it another collectionId, or use test/AppConfig/checkout.

If you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.
"
`);
});

test('fromCollectionAttributes refers to one by id; a bad id is refused', () => {
  const { stack, appConfig } = instanceStack();
  expect(ibm.Collection.fromCollectionAttributes(stack, 'C', { instance: appConfig, collectionId: 'shared' }).collectionId).toBe('shared');
  expect(errorOf(() => ibm.Collection.fromCollectionAttributes(stack, 'D', { instance: appConfig, collectionId: 'a/b' }))).toMatchInlineSnapshot('"[test/D] collectionId: has characters the App Configuration API does not take in ids. Received: "a/b". Allowed: the collection id: letters, digits, \'.\', \'-\' and \'_\' only. Fix: write collectionId: \'ab\'."');
});
