/**
 * Type rules on a feature's and a property's collections (src/rules/ibm/shared/collections.ts):
 * deleted: true removes the association on an update only; at create the provider refuses it for a
 * feature and drops it for a property. The rule warns and says both.
 */
import { TerraformVariable } from 'cdktn';
import { ibm } from '../../../../src';
import { synth } from '../../../util';

const GUID = '36401ffc-6280-459a-ba98-456aba10d0c7';
type Collections = ibm.IbmAppConfigFeatureCollections[];

function warnings(collections: Collections | undefined): string[] {
  return synth((s) => {
    new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
    new ibm.IbmAppConfigFeature(s, 'f', { guid: GUID, environmentId: 'prod', featureId: 'checkout', name: 'Checkout', type: 'BOOLEAN', enabledValue: 'true', disabledValue: 'false', collections });
    new ibm.IbmAppConfigProperty(s, 'p', { guid: GUID, environmentId: 'prod', propertyId: 'page-size', name: 'Page size', type: 'NUMERIC', value: '20', collections });
  }).warnings;
}

describe('collection-deleted', () => {
  test('collections without deleted, or with deleted: false, pass', () => {
    expect(warnings([{ collectionId: 'web-frontend' }, { collectionId: 'mobile', deleted: false }])).toEqual([]);
    expect(warnings(undefined)).toEqual([]);
  });

  test('deleted: true warns on a feature (refused at create) and on a property (dropped at create), saying what an update does', () => {
    expect(warnings([{ collectionId: 'web-frontend' }, { collectionId: 'mobile', deleted: true }])).toEqual([
      "test/f: [rule:ibm_app_config_feature/collection-deleted] collections[1].deleted: is true: the provider refuses it when it creates the feature ('deleted' attributed is not allowed in creation of feature); "
      + 'on an update it removes the feature from the collection. Received: deleted: true. Allowed: deleted: true only in an update that removes the feature from an existing collection. '
      + 'Fix: remove the entry collections[1] if the feature is created in this apply or is to stay out of the collection; keep deleted: true for the one update that removes the association, then remove the entry.',
      'test/p: [rule:ibm_app_config_property/collection-deleted] collections[1].deleted: is true: when the provider creates the property it drops deleted and puts the property in the collection; '
      + 'on an update it removes the property from the collection. Received: deleted: true. Allowed: deleted: true only in an update that removes the property from an existing collection. '
      + 'Fix: remove the entry collections[1] if the property is created in this apply or is to stay out of the collection; keep deleted: true for the one update that removes the association, then remove the entry.',
    ]);
  });

  test('a token deleted is not judged', () => {
    const w = synth((s) => {
      new ibm.IbmProvider(s, 'ibm', { region: 'us-south' });
      const deleted = new TerraformVariable(s, 'deleted', { type: 'bool' }).booleanValue;
      new ibm.IbmAppConfigProperty(s, 'p', { guid: GUID, environmentId: 'prod', propertyId: 'page-size', name: 'Page size', type: 'NUMERIC', value: '20', collections: [{ collectionId: 'web', deleted }] });
    }).warnings;
    expect(w).toEqual([]);
  });
});
