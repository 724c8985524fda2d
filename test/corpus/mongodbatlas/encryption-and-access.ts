/**
 * Cloud provider access (setup and authorization on AWS, Azure and GCP) and encryption at rest with
 * customer keys on each cloud, with an Azure private endpoint; modelled on the provider's
 * examples/mongodbatlas_cloud_provider_access and examples/mongodbatlas_encryption_at_rest.
 */
import { atlasApp, input, PROJECT_ID, secret } from './corpus';
import { mongodbatlas } from '../../../src';
import { CorpusApp } from '../corpus';

/** Azure ids are UUIDs. */
const AZURE_APP_ID = '9f2deb0d-be22-4524-a403-df531868bac0';
const AZURE_SP_ID = '2b2d6d24-23f6-4b9a-9d3f-1a5f0e8b9c1d';
const AZURE_TENANT_ID = '91402384-d71e-22f5-22dd-759e272cdc1c';

export const APPS: CorpusApp[] = [
  atlasApp('AWS: role set up, authorized with the IAM role ARN, KMS key through the role', 'examples/mongodbatlas_encryption_at_rest/aws', (s) => {
    const setup = new mongodbatlas.MongodbatlasCloudProviderAccessSetup(s, 'aws_setup', { projectId: PROJECT_ID, providerName: 'AWS' });
    const auth = new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(s, 'aws_auth', {
      projectId: setup.projectId, roleId: setup.roleId, aws: { iamAssumedRoleArn: input(s, 'iam_role_arn') },
    });
    new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'ear_aws', {
      projectId: PROJECT_ID,
      awsKmsConfig: { enabled: true, customerMasterKeyId: secret(s, 'kms_key_id'), region: 'US_EAST_1', roleId: auth.roleId, requirePrivateNetworking: false },
    });
  }),
  atlasApp('AWS KMS with an IAM user\'s access keys (no cloud provider access role)', 'docs/resources/encryption_at_rest.md', (s) => {
    new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'ear_keys', {
      projectId: PROJECT_ID,
      awsKmsConfig: { enabled: true, customerMasterKeyId: secret(s, 'kms_key_id'), region: 'EU_CENTRAL_1', accessKeyId: secret(s, 'access_key'), secretAccessKey: secret(s, 'secret_key') },
    });
  }),
  atlasApp('Azure: service principal access, Key Vault with private networking, and its private endpoint', 'examples/mongodbatlas_encryption_at_rest/azure and examples/mongodbatlas_encryption_at_rest_private_endpoint/azure', (s) => {
    const setup = new mongodbatlas.MongodbatlasCloudProviderAccessSetup(s, 'azure_setup', {
      projectId: PROJECT_ID,
      providerName: 'AZURE',
      azureConfig: [{ atlasAzureAppId: AZURE_APP_ID, servicePrincipalId: AZURE_SP_ID, tenantId: AZURE_TENANT_ID }],
    });
    new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(s, 'azure_auth', {
      projectId: setup.projectId,
      roleId: setup.roleId,
      azure: { atlasAzureAppId: AZURE_APP_ID, servicePrincipalId: AZURE_SP_ID, tenantId: AZURE_TENANT_ID },
    });
    const ear = new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'ear_azure', {
      projectId: PROJECT_ID,
      enabledForSearchNodes: true,
      azureKeyVaultConfig: {
        enabled: true,
        azureEnvironment: 'AZURE',
        clientId: secret(s, 'azure_client_id'),
        secret: secret(s, 'azure_client_secret'),
        subscriptionId: secret(s, 'azure_subscription_id'),
        tenantId: secret(s, 'azure_tenant_id'),
        resourceGroupName: 'atlas-keys',
        keyVaultName: 'atlas-kv',
        keyIdentifier: secret(s, 'azure_key_identifier'),
        requirePrivateNetworking: true,
      },
    });
    new mongodbatlas.MongodbatlasEncryptionAtRestPrivateEndpoint(s, 'ear_pe', {
      projectId: ear.projectId, cloudProvider: 'AZURE', regionName: 'US_EAST_2', timeouts: { create: '30m', delete: '30m' },
    });
  }),
  atlasApp('GCP: a service account role and a Cloud KMS key through it', 'examples/mongodbatlas_encryption_at_rest/gcp', (s) => {
    const setup = new mongodbatlas.MongodbatlasCloudProviderAccessSetup(s, 'gcp_setup', { projectId: PROJECT_ID, providerName: 'GCP', timeouts: { create: '20m' } });
    const auth = new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(s, 'gcp_auth', { projectId: setup.projectId, roleId: setup.roleId });
    new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'ear_gcp', {
      projectId: PROJECT_ID,
      googleCloudKmsConfig: { enabled: true, keyVersionResourceId: secret(s, 'gcp_key_version'), roleId: auth.roleId },
    });
  }),
];
