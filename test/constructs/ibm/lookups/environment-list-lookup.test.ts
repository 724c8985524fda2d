/**
 * EnvironmentListLookup: the ibm_app_config_environments data source of an instance, with its tag
 * filter and page; the environment ids as a splat over the environments read.
 */
import { TerraformOutput } from 'cdktn';
import { errorOf, GUID, ibmStack, instance, synthDoc, warningsOf } from './lookup-doubles';
import { EnvironmentListLookup } from '../../../../src/constructs/ibm/lookups/environment-list-lookup';

describe('EnvironmentListLookup', () => {
  test('the environments of an instance with any of the tags', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    const envs = new EnvironmentListLookup(s, 'Envs', { instance: appConfig, tags: ['production', 'eu'] });
    new TerraformOutput(s, 'ids', { value: envs.environmentIds });
    const doc = synthDoc(s);
    const [key] = Object.keys(doc.data.ibm_app_config_environments);
    expect(doc.data.ibm_app_config_environments[key]).toEqual({ guid: GUID, tags: 'production,eu' });
    expect(doc.output.ids.value).toBe(`\${data.ibm_app_config_environments.${key}.environments[*].environment_id}`);
    expect([envs.instance, envs.dataSource.node.id]).toEqual([appConfig, 'Default']);
    expect(warningsOf(s)).toEqual([]);
  });

  test('an empty tag list sends no filter; a tag that is no string is refused', () => {
    const s = ibmStack();
    new EnvironmentListLookup(s, 'Envs', { instance: instance(s), tags: [] });
    expect(Object.values(synthDoc(s).data.ibm_app_config_environments)).toEqual([{ guid: GUID }]);
    expect(errorOf(() => new EnvironmentListLookup(s, 'Bad', { instance: instance(s, 'Again'), tags: [7] } as any))).toBe(
      '[test/Bad] tags[0]: expected a string. Received: 7. Allowed: a tag. Fix: write the tag as a string.');
  });
});
