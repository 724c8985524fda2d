import { TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { TerrainTesting } from '../../../src';
import { CloudAccessProvider, CloudProviderAccess, EncryptionAtRest, EncryptionAtRestKey } from '../../../src/constructs/mongodbatlas';

const ARN = 'arn:aws:iam::123456789012:role/atlas-kms';
const APP = '9f2deb0d-be22-4524-a403-df531868bac0';
const PRINCIPAL = '9f2deb0d-be22-4524-a403-df531868bac1';
const TENANT = '9f2deb0d-be22-4524-a403-df531868bac2';
const azureIds = { atlasAzureAppId: APP, servicePrincipalId: PRINCIPAL, tenantId: TENANT };

const setups = (doc: any) => doc.resource.mongodbatlas_cloud_provider_access_setup;
const authorizations = (doc: any) => doc.resource.mongodbatlas_cloud_provider_access_authorization;

/** The error of an access made with this provider. */
const accessError = (provider: CloudAccessProvider) => errorOf(() => new CloudProviderAccess(clusterStack(), 'Access', { projectId: PROJECT, provider }));

describe('CloudAccessProvider', () => {
  test('each factory says its cloud; the options are checked only when an access takes them', () => {
    expect([CloudAccessProvider.aws().provider, CloudAccessProvider.azure(azureIds).provider, CloudAccessProvider.gcp().provider]).toEqual(['AWS', 'AZURE', 'GCP']);
    expect((CloudAccessProvider as any).azure('not options').provider).toBe('AZURE');
  });

  test('a provider passed where another variant is taken is named by its public class, never by the private one that implements it', () => {
    expect(errorOf(() => new EncryptionAtRest(clusterStack(), 'Kms', { projectId: PROJECT, key: CloudAccessProvider.aws() as any }))).toBe(
      '[test/Kms] key: expected an EncryptionAtRestKey. Received: a CloudAccessProvider. Allowed: an EncryptionAtRestKey, e.g. EncryptionAtRestKey.awsKms({ customerMasterKeyId, region, access }). '
      + 'Fix: create it with an EncryptionAtRestKey factory, e.g. EncryptionAtRestKey.awsKms({ customerMasterKeyId, region, access }).');
    expect(accessError(EncryptionAtRestKey.awsKms({} as any) as any)).toBe(
      '[test/Access] provider: expected a CloudAccessProvider. Received: an EncryptionAtRestKey. Allowed: a CloudAccessProvider, e.g. CloudAccessProvider.aws(). '
      + 'Fix: create it with a CloudAccessProvider factory, e.g. CloudAccessProvider.aws().');
  });

  test('aws: the IAM role\'s ARN, if given, goes into the authorization\'s aws block', () => {
    const stack = clusterStack();
    new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: ARN }) });
    const arn = new TerraformVariable(stack, 'arn', { type: 'string' }).stringValue;
    new CloudProviderAccess(stack, 'Token', { projectId: PROJECT, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: arn }) });
    const doc = synthDoc(stack);
    expect(setups(doc).Aws).toEqual({ project_id: PROJECT, provider_name: 'AWS', lifecycle: { prevent_destroy: true } });
    expect(authorizations(doc).Aws_Authorization_E9096EF0.aws).toEqual({ iam_assumed_role_arn: ARN });
    expect(Object.values(authorizations(doc)).map((a: any) => a.aws.iam_assumed_role_arn)).toEqual([ARN, '${var.arn}']);
  });

  test('azure: the ids go into the setup\'s azure_config and the authorization\'s azure block', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'Az', { projectId: PROJECT, provider: CloudAccessProvider.azure(azureIds) });
    const doc = synthDoc(stack);
    const ids = { atlas_azure_app_id: APP, service_principal_id: PRINCIPAL, tenant_id: TENANT };
    expect(setups(doc)).toEqual({ Az: { project_id: PROJECT, provider_name: 'AZURE', azure_config: [ids], lifecycle: { prevent_destroy: true } } });
    expect(authorizations(doc)).toEqual({
      Az_Authorization_1470BADB: { project_id: PROJECT, role_id: '${mongodbatlas_cloud_provider_access_setup.Az.role_id}', azure: ids, lifecycle: { prevent_destroy: true } },
    });
    expect(access.provider).toBe('AZURE');
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('gcp: neither block', () => {
    const stack = clusterStack();
    new CloudProviderAccess(stack, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    const doc = synthDoc(stack);
    expect(setups(doc)).toEqual({ Gcp: { project_id: PROJECT, provider_name: 'GCP', lifecycle: { prevent_destroy: true } } });
    expect(authorizations(doc)).toEqual({
      Gcp_Authorization_E11161D3: { project_id: PROJECT, role_id: '${mongodbatlas_cloud_provider_access_setup.Gcp.role_id}', lifecycle: { prevent_destroy: true } },
    });
  });

  test('one provider can be given to two accesses (a variant holds no construct)', () => {
    const stack = clusterStack();
    const azure = CloudAccessProvider.azure(azureIds);
    new CloudProviderAccess(stack, 'A', { projectId: PROJECT, provider: azure });
    new CloudProviderAccess(stack, 'B', { projectId: PROJECT, provider: azure });
    expect(Object.values(setups(synthDoc(stack))).map((x: any) => x.azure_config[0].tenant_id)).toEqual([TENANT, TENANT]);
  });

  test('an AZURE access needs the three Azure ids, under the field where the provider was passed', () => {
    expect(accessError(CloudAccessProvider.azure({ tenantId: TENANT } as any))).toBe([
      '[test/Access] 2 problems:',
      '  - provider.atlasAzureAppId: is required for an AZURE access. Received: undefined. Allowed: the UUID of the Atlas application in Azure Active Directory. Fix: set atlasAzureAppId.',
      '  - provider.servicePrincipalId: is required for an AZURE access. Received: undefined. Allowed: the UUID of the service principal Atlas uses. Fix: set servicePrincipalId.',
    ].join('\n'));
    expect(accessError(CloudAccessProvider.azure({} as any))).toContain('[test/Access] 3 problems:');
  });

  test('Azure ids that are not UUIDs: the generated value checks warn of them (documented, not enforced by the provider; not the L2)', () => {
    const stack = clusterStack();
    new CloudProviderAccess(stack, 'Az', { projectId: PROJECT, provider: CloudAccessProvider.azure({ ...azureIds, atlasAzureAppId: 'atlas-app' }) });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/Az/Default: [value:mongodbatlas_cloud_provider_access_setup.azure_config.atlas_azure_app_id] azureConfig[0].atlasAzureAppId: is not a UUID. Received: "atlas-app". Allowed: a UUID such as 123e4567-e89b-12d3-a456-426614174000. Fix: use the UUID (the application, principal or tenant id), not its display name.',
      'test/Az/Authorization: [value:mongodbatlas_cloud_provider_access_authorization.azure.atlas_azure_app_id] azure.atlasAzureAppId: is not a UUID. Received: "atlas-app". Allowed: a UUID such as 123e4567-e89b-12d3-a456-426614174000. Fix: use the UUID (the application, principal or tenant id), not its display name.',
    ]);
  });

  test('tokens are not judged: a token Azure id renders into both blocks', () => {
    const stack = clusterStack();
    const app = new TerraformVariable(stack, 'app', { type: 'string' }).stringValue;
    new CloudProviderAccess(stack, 'Az', { projectId: PROJECT, provider: CloudAccessProvider.azure({ ...azureIds, atlasAzureAppId: app }) });
    const doc = synthDoc(stack);
    expect(setups(doc).Az.azure_config[0].atlas_azure_app_id).toBe('${var.app}');
    expect(authorizations(doc).Az_Authorization_1470BADB.azure.atlas_azure_app_id).toBe('${var.app}');
  });

  test('the option of one cloud given to another (JavaScript) is refused, never dropped', () => {
    expect(accessError(CloudAccessProvider.aws({ iamAssumedRoleArn: ARN, tenantId: TENANT } as any))).toBe(
      "[test/Access] provider.tenantId: unknown option. Received: the key 'tenantId'. Allowed: the options of AwsAccessOptions: iamAssumedRoleArn. "
      + "Fix: remove 'tenantId', or check its spelling against AwsAccessOptions.");
    expect(accessError(CloudAccessProvider.azure({ ...azureIds, iamAssumedRoleArn: ARN } as any))).toBe(
      "[test/Access] provider.iamAssumedRoleArn: unknown option. Received: the key 'iamAssumedRoleArn'. Allowed: the options of AzureAccessOptions: atlasAzureAppId, servicePrincipalId, tenantId. "
      + "Fix: remove 'iamAssumedRoleArn', or check its spelling against AzureAccessOptions.");
  });

  // Found while porting the tests: CloudAccessProvider.gcp() dropped an AWS role given to it by a
  // JavaScript caller without a word. Fixed: gcp checks its options.
  test('the option of another cloud given to gcp (JavaScript) is refused, never dropped', () => {
    expect(() => new CloudProviderAccess(clusterStack(), 'Access', { projectId: PROJECT, provider: (CloudAccessProvider as any).gcp({ iamAssumedRoleArn: ARN }) }))
      .toThrow(/provider\.iamAssumedRoleArn: /);
  });

  test('a misspelled option is refused with the closest one', () => {
    expect(accessError(CloudAccessProvider.aws({ iamAssumedRoleARN: ARN } as any))).toBe(
      "[test/Access] provider.iamAssumedRoleARN: unknown option; did you mean iamAssumedRoleArn? Received: the key 'iamAssumedRoleARN'. Allowed: the options of AwsAccessOptions: iamAssumedRoleArn. "
      + "Fix: write 'iamAssumedRoleArn' instead of 'iamAssumedRoleARN'.");
    expect(accessError(CloudAccessProvider.azure({ atlasAzureAppId: APP, servicePrincipalId: PRINCIPAL, tenant: TENANT } as any))).toBe([
      '[test/Access] 2 problems:',
      "  - provider.tenant: unknown option; did you mean tenantId? Received: the key 'tenant'. Allowed: the options of AzureAccessOptions: atlasAzureAppId, servicePrincipalId, tenantId. "
      + "Fix: write 'tenantId' instead of 'tenant'.",
      '  - provider.tenantId: is required for an AZURE access. Received: undefined. Allowed: the UUID of the Azure Active Directory tenant. Fix: set tenantId.',
    ].join('\n'));
  });

  test('options that are no object: a clear error where the access takes the provider, not a TypeError', () => {
    expect(accessError(CloudAccessProvider.aws(null as any))).toBe(
      '[test/Access] provider: was made by CloudAccessProvider.aws with no options object. Received: null. Allowed: an object (struct). Fix: pass the options, e.g. CloudAccessProvider.aws({ ... }).');
    expect(accessError((CloudAccessProvider as any).azure())).toBe([
      '[test/Access] 4 problems:',
      '  - provider: was made by CloudAccessProvider.azure with no options object. Received: undefined. Allowed: an object (struct). Fix: pass the options, e.g. CloudAccessProvider.azure({ ... }).',
      '  - provider.atlasAzureAppId: is required for an AZURE access. Received: undefined. Allowed: the UUID of the Atlas application in Azure Active Directory. Fix: set atlasAzureAppId.',
      '  - provider.servicePrincipalId: is required for an AZURE access. Received: undefined. Allowed: the UUID of the service principal Atlas uses. Fix: set servicePrincipalId.',
      '  - provider.tenantId: is required for an AZURE access. Received: undefined. Allowed: the UUID of the Azure Active Directory tenant. Fix: set tenantId.',
    ].join('\n'));
  });
});
