/**
 * FeatureListLookup: the ibm_app_config_features data source of an environment, with its filters
 * and page; the feature ids as a for expression over the features read.
 */
import { TerraformOutput, TerraformVariable } from 'cdktn';
import { child, errorOf, GUID, ibmStack, instance, synthDoc, warningsOf } from './lookup-doubles';
import { AppConfiguration } from '../../../../src/constructs/ibm/instance/app-configuration';
import { FeatureListLookup } from '../../../../src/constructs/ibm/lookups/feature-list-lookup';

describe('FeatureListLookup', () => {
  test('every flag of an environment (no limit): guid and environment id only; the ids of the features read', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    const flags = new FeatureListLookup(s, 'Flags', { environment: child(appConfig, 'prod') });
    new TerraformOutput(s, 'ids', { value: flags.featureIds });
    const doc = synthDoc(s);
    const [key] = Object.keys(doc.data.ibm_app_config_features);
    expect(doc.data.ibm_app_config_features[key]).toEqual({ guid: GUID, environment_id: 'prod' });
    expect(doc.output.ids.value).toBe(`\${data.ibm_app_config_features.${key}.features[*].feature_id}`);
    expect([flags.instance, flags.environmentId, flags.dataSource.node.id]).toEqual([appConfig, 'prod', 'Default']);
    expect(warningsOf(s)).toEqual([]);
  });

  test('filters by collection, segment and tag (joined with commas, as literal text), one page from an offset', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    new FeatureListLookup(s, 'Flags', {
      environment: child(appConfig, 'prod'),
      collections: [child(appConfig, 'checkout'), child(appConfig, 'search')],
      segments: [child(appConfig, 'beta-users')],
      tags: ['beta', '${x}'],
      limit: 20,
      offset: 40,
    });
    expect(Object.values(synthDoc(s).data.ibm_app_config_features)).toEqual([{
      guid: GUID, environment_id: 'prod', collections: ['checkout', 'search'], segments: ['beta-users'], tags: 'beta,$${x}', limit: 20, offset: 40,
    }]);
    expect(warningsOf(s)).toEqual([]);
  });

  test('a tag list token is joined in Terraform', () => {
    const s = ibmStack();
    const tags = new TerraformVariable(s, 'tags', { type: 'list(string)' });
    new FeatureListLookup(s, 'Flags', { environment: child(instance(s), 'prod'), tags: tags.listValue });
    expect(Object.values(synthDoc(s).data.ibm_app_config_features)).toEqual([{ guid: GUID, environment_id: 'prod', tags: '${join(",", var.tags)}' }]);
  });

  test('a limit without an offset reads the first page only, and warns (ibm:lookup-limit-without-offset); offset: 0 says it is meant', () => {
    const s = ibmStack();
    new FeatureListLookup(s, 'Flags', { environment: child(instance(s), 'prod'), limit: 5 });
    expect(warningsOf(s)).toEqual([expect.stringContaining('[ibm:lookup-limit-without-offset] limit is set without offset: the data source reads one page of 5 records from the first one, '
      + 'not every record (it reads them all only without limit). Fix: set offset: 0 to read the first page on purpose, or remove limit to read every record.')]);
    const t = ibmStack();
    new FeatureListLookup(t, 'Flags', { environment: child(instance(t), 'prod'), limit: 5, offset: 0 });
    expect(warningsOf(t)).toEqual([]);
  });

  test('a limit below 1, an offset below 0, fractions (ibm:lookup-limit, ibm:lookup-offset); nothing left behind', () => {
    const s = ibmStack();
    const env = child(instance(s), 'prod');
    expect(errorOf(() => new FeatureListLookup(s, 'Flags', { environment: env, limit: 0, offset: -1 }))).toBe('[test/Flags] 2 problems:\n'
      + '  - limit: is below 1: it is the number of records to read. Received: 0. Allowed: a whole number of records, 1 or more. Fix: set limit: 1 or more, or remove it to read every record.\n'
      + '  - offset: is below 0: it is the number of records to skip. Received: -1. Allowed: a whole number of records, 0 or more. Fix: set offset: 0 or more, or remove it to read from the first record.');
    expect(errorOf(() => new FeatureListLookup(s, 'Flags', { environment: env, limit: 2.5, offset: 0 }))).toBe(
      '[test/Flags] limit: is not a whole number of records, 1 or more. Received: 2.5. Allowed: a whole number of records, 1 or more. Fix: write a whole number of records, 1 or more.');
    expect(s.node.tryFindChild('Flags')).toBeUndefined();
  });

  test('a tag with a comma (ibm:lookup-tag), a collection of another instance (ibm:lookup-other-instance), no environment', () => {
    const s = ibmStack();
    const here = instance(s);
    const there = instance(s, 'There', 'aaaaaaaa-6280-459a-ba98-456aba10d0c7');
    expect(errorOf(() => new FeatureListLookup(s, 'Flags', { environment: child(here, 'prod'), tags: ['beta,checkout'], segments: [child(there, 'beta-users')] }))).toBe('[test/Flags] 2 problems:\n'
      + `  - segments[0]: is of another instance (guid aaaaaaaa-6280-459a-ba98-456aba10d0c7) than the environment's (${GUID}): it names nothing there. Received: "beta-users". `
      + `Allowed: an ISegment of the instance ${GUID}. Fix: pass segments of the environment's instance, or look up in the other instance's environment.\n`
      + '  - tags[0]: has a comma: the API takes the tags as one comma-separated list, so it would read two tags. Received: "beta,checkout". Allowed: a tag without a comma. Fix: write each tag as an item: ["beta","checkout"].');
    expect(errorOf(() => new FeatureListLookup(s, 'Flags', { collections: 'checkout' } as any))).toBe('[test/Flags] 2 problems:\n'
      + "  - environment: is required. Received: undefined. Allowed: an IEnvironment, e.g. appConfig.environmentFromId('Prod', 'prod'). Fix: pass the construct, e.g. appConfig.environmentFromId('Prod', 'prod').\n"
      + '  - collections: expected a list of ICollection. Received: "checkout". Allowed: a list of ICollection. Fix: wrap it in [ ].');
  });
});

test('the list of an environment, collection or segment this app makes is read at apply, after them (depends_on); one referred to is read at plan', () => {
  const stack = ibmStack();
  const appConfig = AppConfiguration.fromGuid(stack, 'AppConfig', { guid: GUID, region: 'us-south' });
  const prod = appConfig.addEnvironment('prod');
  const checkout = appConfig.addCollection('checkout');
  new FeatureListLookup(stack, 'Made', { environment: prod, collections: [checkout] });
  new FeatureListLookup(stack, 'Referred', { environment: appConfig.environmentFromId('Staging', 'staging') });
  const doc = synthDoc(stack);
  expect(doc.data.ibm_app_config_features.Made.depends_on).toEqual(['ibm_app_config_environment.AppConfig_prod_5F332DD7', 'ibm_app_config_collection.AppConfig_checkout_CA06A5A3']);
  expect(doc.data.ibm_app_config_features.Referred.depends_on).toBeUndefined();
});
