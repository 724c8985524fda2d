import { TerraformIterator, TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { synth } from '../../util';
import { ruleWarnings } from '../findings';

type Config = mongodbatlas.MongodbatlasCloudProviderAccessSetupConfig;
const R = 'rule:mongodbatlas_cloud_provider_access_setup/azure-config-matches-provider';
const PROJECT = '6568f0c3a8d2b64e9d8a1b2c';
const azure = { atlasAzureAppId: '9f2deb0d-be22-4524-a403-df531868bac0', servicePrincipalId: '22f1d2a6-d0e9-482a-83a4-b8dd7dddc2c1', tenantId: '91402384-d71e-22f5-22dd-759e272cdc1c' };

function make(config: Config | ((s: any) => Config), before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasCloudProviderAccessSetup(s, 'r', typeof config === 'function' ? config(s) : config);
  });
}

describe('mongodbatlas_cloud_provider_access_setup type rules', () => {
  test('valid AWS, GCP and AZURE setups have no findings', () => {
    expect(make({ projectId: PROJECT, providerName: 'AWS' }).warnings).toEqual([]);
    expect(make({ projectId: PROJECT, providerName: 'GCP' }).warnings).toEqual([]);
    expect(make({ projectId: PROJECT, providerName: 'AZURE', azureConfig: [azure] }).warnings).toEqual([]);
  });

  test('azure-config-matches-provider', () => {
    expect(ruleWarnings(make({ projectId: PROJECT, providerName: 'AZURE' }).warnings)).toEqual([
      `test/r: [${R}] azureConfig: is required when providerName is AZURE. Received: providerName 'AZURE' without azureConfig. Allowed: one azureConfig with atlasAzureAppId, servicePrincipalId and tenantId. Fix: add azureConfig: [{ atlasAzureAppId, servicePrincipalId, tenantId }].`,
    ]);
    expect(ruleWarnings(make({ projectId: PROJECT, providerName: 'AZURE', azureConfig: [] }).warnings)).toEqual([
      `test/r: [${R}] azureConfig: is required when providerName is AZURE. Received: providerName 'AZURE' without azureConfig. Allowed: one azureConfig with atlasAzureAppId, servicePrincipalId and tenantId. Fix: add azureConfig: [{ atlasAzureAppId, servicePrincipalId, tenantId }].`,
    ]);
    expect(ruleWarnings(make({ projectId: PROJECT, providerName: 'AWS', azureConfig: [azure] }).warnings)).toEqual([
      `test/r: [${R}] azureConfig: is valid only when providerName is AZURE. Received: azureConfig with providerName 'AWS'. Allowed: azureConfig only with providerName 'AZURE'. Fix: remove azureConfig, or set providerName to 'AZURE'.`,
    ]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => ({ projectId: PROJECT, providerName: new TerraformVariable(s, 'p', { type: 'string' }).stringValue, azureConfig: [azure] })).warnings).toEqual([]);
    // A block comes from a collection only as a dynamic block (a reference for a block is refused: Terraform takes none).
    const fromVariable = (s: any) => TerraformIterator.fromList(new TerraformVariable(s, 'c', { type: 'any' }).listValue);
    expect(make((s) => ({ projectId: PROJECT, providerName: 'AZURE', azureConfig: fromVariable(s).dynamic(azure) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead', () => {
    const r = make({ projectId: PROJECT, providerName: 'AZURE' }, (s) => Checks.of(s).acknowledge(R, 'azureConfig is added by a later apply'));
    expect(r.warnings).toEqual([`test/r: [${R}] azureConfig: is required when providerName is AZURE. Received: providerName 'AZURE' without azureConfig. Allowed: one azureConfig with atlasAzureAppId, servicePrincipalId and tenantId. Fix: add azureConfig: [{ atlasAzureAppId, servicePrincipalId, tenantId }]. Acknowledged: azureConfig is added by a later apply`]);
  });
});
