import { TerraformIterator, TerraformVariable } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { synth } from '../../util';
import { ruleWarnings } from '../findings';

type Config = mongodbatlas.MongodbatlasCloudProviderAccessAuthorizationConfig;
const R = 'rule:mongodbatlas_cloud_provider_access_authorization/one-provider-block';
const PROJECT = '6568f0c3a8d2b64e9d8a1b2c';
const ROLE = '6568f0c3a8d2b64e9d8a1b2e';
const aws = { iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/atlas-access' };
const azure = { atlasAzureAppId: '9f2deb0d-be22-4524-a403-df531868bac0', servicePrincipalId: '22f1d2a6-d0e9-482a-83a4-b8dd7dddc2c1', tenantId: '91402384-d71e-22f5-22dd-759e272cdc1c' };

function make(config: Config | ((s: any) => Config), before?: (s: any) => void) {
  return synth((s) => {
    before?.(s);
    new mongodbatlas.MongodbatlasProvider(s, 'provider');
    new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(s, 'a', typeof config === 'function' ? config(s) : config);
  });
}

describe('mongodbatlas_cloud_provider_access_authorization type rules', () => {
  test('one provider block (or none, for GCP) has no findings', () => {
    expect(make({ projectId: PROJECT, roleId: ROLE, aws }).warnings).toEqual([]);
    expect(make({ projectId: PROJECT, roleId: ROLE, azure }).warnings).toEqual([]);
    expect(make({ projectId: PROJECT, roleId: ROLE }).warnings).toEqual([]);
  });

  test('one-provider-block', () => {
    expect(ruleWarnings(make({ projectId: PROJECT, roleId: ROLE, aws, azure }).warnings)).toEqual([
      `test/a: [${R}] azure: cannot be set together with aws: a role belongs to one cloud provider. Received: both aws and azure. Allowed: aws for an AWS role, azure for an AZURE role, neither for a GCP role. Fix: keep only the block of the provider the role was set up for (its providerName), and remove the other.`,
    ]);
  });

  test('tokens are not judged', () => {
    // A block comes from a collection only as a dynamic block (a reference for a block is refused: Terraform takes none).
    const fromVariable = (s: any) => TerraformIterator.fromList(new TerraformVariable(s, 'z', { type: 'any' }).listValue);
    expect(make((s) => ({ projectId: PROJECT, roleId: ROLE, aws, azure: fromVariable(s).dynamic(azure) as any })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead', () => {
    const r = make({ projectId: PROJECT, roleId: ROLE, aws, azure }, (s) => Checks.of(s).acknowledge(R, 'migration between providers, cleaned up next release'));
    expect(r.warnings).toEqual([`test/a: [${R}] azure: cannot be set together with aws: a role belongs to one cloud provider. Received: both aws and azure. Allowed: aws for an AWS role, azure for an AZURE role, neither for a GCP role. Fix: keep only the block of the provider the role was set up for (its providerName), and remove the other. Acknowledged: migration between providers, cleaned up next release`]);
  });
});
