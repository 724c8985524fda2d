/**
 * EnvironmentLookup: the ibm_app_config_environment data source of an instance's environment, in
 * the instance's provider configuration; an IEnvironment with typed attributes.
 */
import { TerraformOutput } from 'cdktn';
import { child, errorOf, GUID, ibmStack, instance, synthDoc } from './lookup-doubles';
import { AppConfiguration } from '../../../../src/constructs/ibm/instance/app-configuration';
import { EnvironmentLookup } from '../../../../src/constructs/ibm/lookups/environment-lookup';
import { PropertyValue } from '../../../../src/constructs/ibm/properties/property-value';
import { IbmProvider } from '../../../../src/generated/ibm/provider';

describe('EnvironmentLookup', () => {
  test('reads the environment by guid and id; its attributes are the data source\'s', () => {
    const s = ibmStack();
    const appConfig = instance(s);
    const prod = new EnvironmentLookup(s, 'Prod', { instance: appConfig, environmentId: 'prod' });
    new TerraformOutput(s, 'name', { value: prod.environmentName });
    new TerraformOutput(s, 'description', { value: prod.description });
    new TerraformOutput(s, 'tags', { value: prod.tags });
    new TerraformOutput(s, 'color', { value: prod.colorCode });
    const doc = synthDoc(s);
    const [key] = Object.keys(doc.data.ibm_app_config_environment);
    expect(doc.data.ibm_app_config_environment[key]).toEqual({ guid: GUID, environment_id: 'prod' });
    const d = `data.ibm_app_config_environment.${key}`;
    expect([doc.output.name.value, doc.output.description.value, doc.output.tags.value, doc.output.color.value]).toEqual(
      [`\${${d}.name}`, `\${${d}.description}`, `\${${d}.tags}`, `\${${d}.color_code}`]);
    expect([prod.environmentId, prod.instance, prod.dataSource.node.id]).toEqual(['prod', appConfig, 'Default']);
  });

  test('an instance reached through an aliased provider: the data source uses it', () => {
    const s = ibmStack();
    const eu = new IbmProvider(s, 'eu', { region: 'eu-de', alias: 'eu' });
    new EnvironmentLookup(s, 'Prod', { instance: instance(s, 'EuConfig', GUID, eu), environmentId: 'prod' });
    const doc = synthDoc(s);
    expect(Object.values(doc.data.ibm_app_config_environment)).toEqual([{ provider: 'ibm.eu', guid: GUID, environment_id: 'prod' }]);
  });

  test('no instance, a bare guid, an empty id, an unknown key: refused, nothing left behind', () => {
    const s = ibmStack();
    expect(errorOf(() => new EnvironmentLookup(s, 'Prod', { instance: GUID, environmentId: '' } as any))).toBe('[test/Prod] 2 problems:\n'
      + `  - instance: expected an IAppConfiguration, not a guid. Received: "${GUID}". Allowed: an IAppConfiguration, e.g. AppConfiguration.fromGuid(this, 'AppConfig', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' }). `
      + `Fix: refer to the instance by its guid and region: instance: AppConfiguration.fromGuid(this, 'AppConfig', { guid: "${GUID}", region: 'us-south' }) (with the instance's region).\n`
      + '  - environmentId: is empty. Received: "". Allowed: the id of an environment of the instance, e.g. prod. Fix: set environmentId.');
    expect(errorOf(() => new EnvironmentLookup(s, 'Prod', { environmentId: 'prod' } as any))).toBe(
      "[test/Prod] instance: is required. Received: undefined. Allowed: an IAppConfiguration, e.g. AppConfiguration.fromGuid(this, 'AppConfig', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' }). "
      + "Fix: pass the construct, e.g. AppConfiguration.fromGuid(this, 'AppConfig', { guid: '36401ffc-6280-459a-ba98-456aba10d0c7', region: 'us-south' }).");
    expect(errorOf(() => new EnvironmentLookup(s, 'Prod', { instance: instance(s), environmentId: 'prod', environment: 'prod' } as any))).toBe(
      "[test/Prod] environment: unknown option; did you mean environmentId? Received: the key 'environment'. Allowed: the options of EnvironmentLookupProps: instance, environmentId. Fix: write 'environmentId' instead of 'environment'.");
    expect(s.node.tryFindChild('Prod')).toBeUndefined();
    expect(new EnvironmentLookup(s, 'Prod', { instance: child(instance(s, 'Other'), 'x').instance, environmentId: 'prod' }).node.path).toBe('test/Prod');
  });
});

test('flags and properties can be made in a looked-up environment', () => {
  const stack = ibmStack();
  const appConfig = AppConfiguration.fromGuid(stack, 'AppConfig', { guid: GUID, region: 'us-south' });
  const prod = new EnvironmentLookup(stack, 'Prod', { instance: appConfig, environmentId: 'prod' });
  prod.booleanFlag('dark-mode');
  prod.addProperty('timeout', { value: PropertyValue.numeric(30) });
  const doc = synthDoc(stack);
  expect([Object.values<any>(doc.resource.ibm_app_config_feature)[0].environment_id, Object.values<any>(doc.resource.ibm_app_config_property)[0].environment_id]).toEqual(['prod', 'prod']);
});
