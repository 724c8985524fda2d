/**
 * PropertyListLookup: the ibm_app_config_properties data source of an environment, with its
 * filters, order and page; the property ids as a splat over the properties read (in their order).
 */
import { TerraformOutput } from 'cdktn';
import { child, errorOf, GUID, ibmStack, instance, synthDoc, warningsOf } from './lookup-doubles';
import { LookupSort, PropertyListLookup } from '../../../../src/constructs/ibm/lookups/property-list-lookup';

describe('PropertyListLookup', () => {
  test('every property of an environment; the ids of the properties read, in order', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    const props = new PropertyListLookup(s, 'Props', { environment: child(appConfig, 'prod') });
    new TerraformOutput(s, 'ids', { value: props.propertyIds });
    const doc = synthDoc(s);
    const [key] = Object.keys(doc.data.ibm_app_config_properties);
    expect(doc.data.ibm_app_config_properties[key]).toEqual({ guid: GUID, environment_id: 'prod' });
    expect(doc.output.ids.value).toBe(`\${data.ibm_app_config_properties.${key}.properties[*].property_id}`);
    expect([props.instance, props.environmentId, props.dataSource.node.id]).toEqual([appConfig, 'prod', 'Default']);
  });

  test('filters, an order and a page', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    new PropertyListLookup(s, 'Props', {
      environment: child(appConfig, 'prod'), collections: [child(appConfig, 'checkout')], segments: [child(appConfig, 'beta-users')], tags: ['ops'], sort: LookupSort.UPDATED_TIME, limit: 10, offset: 10,
    });
    expect(Object.values(synthDoc(s).data.ibm_app_config_properties)).toEqual([{
      guid: GUID, environment_id: 'prod', collections: ['checkout'], segments: ['beta-users'], tags: 'ops', sort: 'updated_time', limit: 10, offset: 10,
    }]);
    expect(warningsOf(s)).toEqual([]);
  });

  test('a misspelt order, a limit without an offset warns', () => {
    const s = ibmStack();
    expect(errorOf(() => new PropertyListLookup(s, 'Props', { environment: child(instance(s), 'prod'), sort: 'updatedTime' as any }))).toBe(
      "[test/Props] sort: is not a LookupSort. Received: \"updatedTime\". Allowed: name, id, created_time or updated_time. Fix: use LookupSort.UPDATED_TIME ('updated_time').");
    new PropertyListLookup(s, 'Props', { environment: child(instance(s, 'Again'), 'prod'), limit: 3 });
    expect(warningsOf(s)).toEqual([expect.stringContaining('[ibm:lookup-limit-without-offset] limit is set without offset: the data source reads one page of 3 records from the first one')]);
  });
});
