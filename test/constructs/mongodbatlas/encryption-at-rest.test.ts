import { TerraformStack, TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { Duration, RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import { CloudProviderAccess } from '../../../src/constructs/mongodbatlas';
import {
  AwsKmsEncryptionAtRestProps, AzureKeyVaultEncryptionAtRestProps, EncryptionAtRest, EncryptionAtRestProvider, GoogleCloudKmsEncryptionAtRestProps,
} from '../../../src/constructs/mongodbatlas';
import { LITERAL_SECRET, secret as variable } from '../../util';

/** A sensitive variable named `id`, or `id2`, `id3`... when the stack has one of that name already. */
function secret(stack: TerraformStack, id: string): string {
  let name = id;
  for (let i = 2; stack.node.tryFindChild(name); i++) name = `${id}${i}`;
  return variable(stack, name);
}

const ROLE = '64b1c2d3e4f5a6b7c8d9e0f1';
const OTHER_PROJECT = '0123456789abcdef01234567';
const AWS_ACCESS_ROLE = '${mongodbatlas_cloud_provider_access_authorization.Aws_Authorization_E9096EF0.role_id}';

const rest = (doc: any) => doc.resource.mongodbatlas_encryption_at_rest;
const endpoints = (doc: any) => Object.values(doc.resource.mongodbatlas_encryption_at_rest_private_endpoint ?? {});

function awsAccess(stack: TerraformStack): CloudProviderAccess {
  return CloudProviderAccess.aws(stack, 'Aws', { projectId: PROJECT, iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/atlas-kms' });
}

function awsProps(stack: TerraformStack, extra: Partial<AwsKmsEncryptionAtRestProps> = {}): AwsKmsEncryptionAtRestProps {
  return { projectId: PROJECT, roleId: ROLE, customerMasterKeyId: secret(stack, 'cmk'), region: 'US_EAST_1', ...extra };
}

function azureProps(stack: TerraformStack, extra: Partial<AzureKeyVaultEncryptionAtRestProps> = {}): AzureKeyVaultEncryptionAtRestProps {
  return {
    projectId: PROJECT,
    clientId: secret(stack, 'client'),
    secret: secret(stack, 'secret'),
    tenantId: secret(stack, 'tenant'),
    subscriptionId: secret(stack, 'subscription'),
    resourceGroupName: 'atlas-keys',
    keyVaultName: 'atlas-vault',
    keyIdentifier: secret(stack, 'key'),
    ...extra,
  };
}

function gcpProps(stack: TerraformStack, extra: Partial<GoogleCloudKmsEncryptionAtRestProps> = {}): GoogleCloudKmsEncryptionAtRestProps {
  return { projectId: PROJECT, serviceAccountKey: secret(stack, 'sak'), keyVersionResourceId: secret(stack, 'kv'), ...extra };
}

describe('EncryptionAtRest.aws', () => {
  test('with a CloudProviderAccess: role_id from the authorization, enabled true, RETAIN; the resource is the default child', () => {
    const stack = clusterStack();
    const kms = EncryptionAtRest.aws(stack, 'Kms', { ...awsProps(stack), roleId: undefined, access: awsAccess(stack), enabledForSearchNodes: true });
    expect(rest(synthDoc(stack))).toEqual({
      Kms: {
        project_id: PROJECT,
        enabled_for_search_nodes: true,
        aws_kms_config: { enabled: true, customer_master_key_id: '${var.cmk}', region: 'US_EAST_1', role_id: AWS_ACCESS_ROLE },
        lifecycle: { prevent_destroy: true },
      },
    });
    expect(kms.node.defaultChild).toBe(kms.resource);
    expect([kms.projectId, kms.provider]).toEqual([PROJECT, EncryptionAtRestProvider.AWS]);
    expect([kms.removalPolicy, kms.removalPolicyIsExplicit]).toEqual([RemovalPolicy.RETAIN, false]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('with a role id of an existing role (fromCloudProviderAccessAttributes or roleId)', () => {
    const stack = clusterStack();
    const existing = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Existing', { projectId: PROJECT, roleId: ROLE, provider: 'AWS' });
    EncryptionAtRest.aws(stack, 'Kms', { ...awsProps(stack), roleId: undefined, access: existing });
    EncryptionAtRest.aws(stack, 'Other', awsProps(stack, { projectId: OTHER_PROJECT }));
    const doc = synthDoc(stack);
    expect(rest(doc).Kms.aws_kms_config.role_id).toBe(ROLE);
    expect(rest(doc).Other.aws_kms_config.role_id).toBe(ROLE);
  });

  test('the access-key form renders the keys and warns; literal keys also warn as literal secrets, at their path', () => {
    const stack = clusterStack();
    EncryptionAtRest.aws(stack, 'Kms', { ...awsProps(stack), roleId: undefined, accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrEXAMPLE' });
    expect(rest(synthDoc(stack)).Kms).toEqual({
      project_id: PROJECT,
      aws_kms_config: { enabled: true, customer_master_key_id: '${var.cmk}', region: 'US_EAST_1', access_key_id: 'AKIAEXAMPLE', secret_access_key: 'wJalrEXAMPLE' },
      lifecycle: { prevent_destroy: true },
    });
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/Kms: [terrain:encryption-access-keys] accessKeyId and secretAccessKey give Atlas long-lived AWS credentials, which are kept in the Terraform state. '
        + 'Prefer a role: pass access (a CloudProviderAccess made with CloudProviderAccess.aws(...)) or its roleId, and allow the IAM role to use the key.',
      `test/Kms/Default: [terrain:literal-secret] awsKmsConfig.accessKeyId ${LITERAL_SECRET}`,
      `test/Kms/Default: [terrain:literal-secret] awsKmsConfig.secretAccessKey ${LITERAL_SECRET}`,
    ]);
  });

  test('the access-key form with tokens warns once, about the keys only', () => {
    const stack = clusterStack();
    EncryptionAtRest.aws(stack, 'Kms', { ...awsProps(stack), roleId: undefined, accessKeyId: secret(stack, 'id'), secretAccessKey: secret(stack, 'key') });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack).map((w) => w.slice(0, 48))).toEqual(['test/Kms: [terrain:encryption-access-keys] acces']);
  });

  test('a literal customer master key id warns at its path', () => {
    const stack = clusterStack();
    EncryptionAtRest.aws(stack, 'Kms', awsProps(stack, { customerMasterKeyId: 'mrk-1234' }));
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([`test/Kms/Default: [terrain:literal-secret] awsKmsConfig.customerMasterKeyId ${LITERAL_SECRET}`]);
  });
});

describe('EncryptionAtRest.azure and .gcp', () => {
  test('Azure with application credentials (tokens): azure_key_vault_config, environment AZURE by default, no warnings', () => {
    const stack = clusterStack();
    const vault = EncryptionAtRest.azure(stack, 'Vault', azureProps(stack));
    expect(rest(synthDoc(stack))).toEqual({
      Vault: {
        project_id: PROJECT,
        azure_key_vault_config: {
          enabled: true,
          azure_environment: 'AZURE',
          client_id: '${var.client}',
          secret: '${var.secret}',
          tenant_id: '${var.tenant}',
          subscription_id: '${var.subscription}',
          resource_group_name: 'atlas-keys',
          key_vault_name: 'atlas-vault',
          key_identifier: '${var.key}',
        },
        lifecycle: { prevent_destroy: true },
      },
    });
    expect(vault.provider).toBe(EncryptionAtRestProvider.AZURE);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('Azure with a role, another environment and private networking', () => {
    const stack = clusterStack();
    const access = CloudProviderAccess.azure(stack, 'Az', {
      projectId: PROJECT, atlasAzureAppId: '9f2deb0d-be22-4524-a403-df531868bac0', servicePrincipalId: '9f2deb0d-be22-4524-a403-df531868bac1', tenantId: '9f2deb0d-be22-4524-a403-df531868bac2',
    });
    EncryptionAtRest.azure(stack, 'Vault', azureProps(stack, { clientId: undefined, secret: undefined, tenantId: undefined, access, azureEnvironment: 'AZURE_CHINA', requirePrivateNetworking: true }));
    expect(rest(synthDoc(stack)).Vault.azure_key_vault_config).toEqual({
      enabled: true,
      azure_environment: 'AZURE_CHINA',
      role_id: '${mongodbatlas_cloud_provider_access_authorization.Az_Authorization_1470BADB.role_id}',
      subscription_id: '${var.subscription}',
      resource_group_name: 'atlas-keys',
      key_vault_name: 'atlas-vault',
      key_identifier: '${var.key}',
      require_private_networking: true,
    });
  });

  test('Azure: a literal secret warns at its path', () => {
    const stack = clusterStack();
    EncryptionAtRest.azure(stack, 'Vault', azureProps(stack, { secret: 'hunter2' }));
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([`test/Vault/Default: [terrain:literal-secret] azureKeyVaultConfig.secret ${LITERAL_SECRET}`]);
  });

  test('Google Cloud with a service account key (token)', () => {
    const stack = clusterStack();
    const gcp = EncryptionAtRest.gcp(stack, 'Gcp', gcpProps(stack));
    expect(rest(synthDoc(stack))).toEqual({
      Gcp: {
        project_id: PROJECT,
        google_cloud_kms_config: { enabled: true, key_version_resource_id: '${var.kv}', service_account_key: '${var.sak}' },
        lifecycle: { prevent_destroy: true },
      },
    });
    expect(gcp.provider).toBe(EncryptionAtRestProvider.GCP);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('Google Cloud with a role', () => {
    const stack = clusterStack();
    const access = CloudProviderAccess.gcp(stack, 'GcpAccess', { projectId: PROJECT });
    EncryptionAtRest.gcp(stack, 'Gcp', gcpProps(stack, { serviceAccountKey: undefined, access }));
    expect(rest(synthDoc(stack)).Gcp.google_cloud_kms_config).toEqual({
      enabled: true, key_version_resource_id: '${var.kv}', role_id: '${mongodbatlas_cloud_provider_access_authorization.GcpAccess_Authorization_7F227F0C.role_id}',
    });
  });

  test('Google Cloud: a literal key warns at its path; one that is not JSON warns by the type rule (documented only; the L2 has no copy of it)', () => {
    const ok = clusterStack();
    EncryptionAtRest.gcp(ok, 'Gcp', gcpProps(ok, { serviceAccountKey: '{"type":"service_account"}' }));
    synthDoc(ok);
    expect(TerrainTesting.warnings(ok)).toEqual([`test/Gcp/Default: [terrain:literal-secret] googleCloudKmsConfig.serviceAccountKey ${LITERAL_SECRET}`]);

    const bad = clusterStack();
    EncryptionAtRest.gcp(bad, 'Gcp', gcpProps(bad, { serviceAccountKey: "{type: 'service_account'}" }));
    synthDoc(bad);
    expect(TerrainTesting.warnings(bad)).toEqual([`test/Gcp/Default: [terrain:literal-secret] googleCloudKmsConfig.serviceAccountKey ${LITERAL_SECRET}`,
      'test/Gcp/Default: [rule:mongodbatlas_encryption_at_rest/service-account-key-json] googleCloudKmsConfig.serviceAccountKey: is not valid JSON. '
      + 'Received: a string of 25 characters that does not parse as JSON. Allowed: the service account key file (JSON) as a string. '
      + 'Fix: pass the content of the JSON key file unchanged, e.g. Fn.file(...) or a sensitive TerraformVariable.']);
  });
});

describe('EncryptionAtRest rules', () => {
  test('enabled: false is refused with the spec\'s advice; enabled: true is what is rendered anyway', () => {
    const stack = clusterStack();
    expect(errorOf(() => EncryptionAtRest.gcp(stack, 'Gcp', { ...gcpProps(stack), enabled: false } as any))).toBe(
      '[test/Gcp] enabled: cannot be false: setting enabled to false can leave encryption at rest in an inconsistent state. Received: false. '
      + 'Allowed: true, or leave it out (the construct always renders enabled: true). Fix: to disable encryption at rest, remove the EncryptionAtRest construct (and so the resource) instead.');
    EncryptionAtRest.gcp(stack, 'On', { ...gcpProps(stack), enabled: true } as any);
    expect(rest(synthDoc(stack)).On.google_cloud_kms_config.enabled).toBe(true);
  });

  test('one way to reach the key: none is an error', () => {
    const stack = clusterStack();
    expect(errorOf(() => EncryptionAtRest.aws(stack, 'Kms', awsProps(stack, { roleId: undefined })))).toBe(
      '[test/Kms] access: is required (or roleId, or accessKeyId with secretAccessKey): Atlas needs a way to reach the key in AWS KMS. Received: undefined. '
      + 'Allowed: a CloudProviderAccess for AWS, a roleId, or accessKeyId with secretAccessKey. Fix: pass access: CloudProviderAccess.aws(...), the role that Atlas uses to reach the key.');
    expect(errorOf(() => EncryptionAtRest.gcp(stack, 'Gcp', gcpProps(stack, { serviceAccountKey: undefined })))).toBe(
      '[test/Gcp] access: is required (or roleId, or serviceAccountKey): Atlas needs a way to reach the key in Google Cloud KMS. Received: undefined. '
      + 'Allowed: a CloudProviderAccess for GCP, a roleId, or serviceAccountKey. Fix: pass access: CloudProviderAccess.gcp(...), the role that Atlas uses to reach the key.');
  });

  test('one way to reach the key: two are an error, and the secret is not shown', () => {
    const stack = clusterStack();
    const access = awsAccess(stack);
    expect(errorOf(() => EncryptionAtRest.aws(stack, 'Kms', awsProps(stack, { access })))).toBe(
      '[test/Kms] roleId: cannot be set together with access: Atlas reaches the key one way. Received: both access and roleId. '
      + 'Allowed: one of access, roleId, or accessKeyId with secretAccessKey. Fix: keep access and remove the rest.');
    expect(errorOf(() => EncryptionAtRest.azure(stack, 'Vault', azureProps(stack, { roleId: ROLE, clientId: 'literal-client' })))).toBe(
      '[test/Vault] clientId: cannot be set together with roleId: Atlas reaches the key one way. Received: both roleId and clientId. '
      + 'Allowed: one of access, roleId, or clientId with secret and tenantId. Fix: keep roleId and remove the rest.');
  });

  test('credentials go together', () => {
    const stack = clusterStack();
    expect(errorOf(() => EncryptionAtRest.aws(stack, 'Kms', awsProps(stack, { roleId: undefined, accessKeyId: secret(stack, 'id') })))).toBe(
      '[test/Kms] secretAccessKey: is required with accessKeyId. Received: undefined. Allowed: accessKeyId with secretAccessKey, all set. Fix: set secretAccessKey, or use a role (access) instead.');
    expect(errorOf(() => EncryptionAtRest.azure(stack, 'Vault', azureProps(stack, { tenantId: undefined })))).toBe(
      '[test/Vault] tenantId: is required with clientId and secret: it names the tenant of the application. Received: undefined. Allowed: the id of the Azure Active Directory tenant. Fix: set tenantId, or use a role (access) instead.');
    expect(errorOf(() => EncryptionAtRest.azure(stack, 'Vault2', azureProps(stack, { secret: undefined })))).toBe(
      '[test/Vault2] secret: is required with clientId. Received: undefined. Allowed: clientId with secret and tenantId, all set. Fix: set secret, or use a role (access) instead.');
  });

  test('the access is of the same provider and project', () => {
    const stack = clusterStack();
    const gcp = CloudProviderAccess.gcp(stack, 'GcpAccess', { projectId: PROJECT });
    const elsewhere = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Elsewhere', { projectId: OTHER_PROJECT, roleId: ROLE, provider: 'AWS' });
    expect(errorOf(() => EncryptionAtRest.aws(stack, 'Kms', awsProps(stack, { roleId: undefined, access: gcp })))).toBe(
      '[test/Kms] access: is a GCP cloud provider access; AWS KMS needs an AWS one. Received: test/GcpAccess (provider GCP). Allowed: a CloudProviderAccess with provider AWS. Fix: pass the AWS access, e.g. CloudProviderAccess.aws(...).');
    expect(errorOf(() => EncryptionAtRest.aws(stack, 'Kms2', awsProps(stack, { roleId: undefined, access: elsewhere })))).toBe(
      `[test/Kms2] access: belongs to project ${OTHER_PROJECT}, not to project ${PROJECT}: a role serves its own project. Received: test/Elsewhere (project ${OTHER_PROJECT}). `
      + `Allowed: a cloud provider access of project ${PROJECT}. Fix: pass the access of this project, or set projectId to the access's project.`);
    expect(errorOf(() => EncryptionAtRest.aws(stack, 'Kms3', awsProps(stack, { roleId: undefined, access: ROLE as any })))).toBe(
      `[test/Kms3] access: expected a cloud provider access. Received: "${ROLE}". Allowed: a CloudProviderAccess (or CloudProviderAccess.fromCloudProviderAccessAttributes). Fix: pass the construct, not its id; or pass roleId.`);
  });

  test('required props (JavaScript callers) are named', () => {
    const stack = clusterStack();
    expect(errorOf(() => EncryptionAtRest.aws(stack, 'Kms', { roleId: ROLE } as any))).toBe([
      '[test/Kms] 3 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - customerMasterKeyId: is required. Received: undefined. Allowed: the id or ARN of the AWS KMS key. Fix: set customerMasterKeyId.',
      "  - region: is required. Received: undefined. Allowed: the Atlas name of the key's AWS region, e.g. US_EAST_1. Fix: set region.",
    ].join('\n'));
    expect(errorOf(() => EncryptionAtRest.azure(stack, 'Vault', { projectId: PROJECT, roleId: ROLE } as any))).toBe([
      '[test/Vault] 4 problems:',
      '  - subscriptionId: is required. Received: undefined. Allowed: the id of the Azure subscription of the key vault. Fix: set subscriptionId.',
      '  - resourceGroupName: is required. Received: undefined. Allowed: the name of the resource group of the key vault. Fix: set resourceGroupName.',
      '  - keyVaultName: is required. Received: undefined. Allowed: the name of the key vault. Fix: set keyVaultName.',
      '  - keyIdentifier: is required. Received: undefined. Allowed: the web address of the key, with its version. Fix: set keyIdentifier.',
    ].join('\n'));
    expect(errorOf(() => EncryptionAtRest.gcp(stack, 'Gcp', { projectId: PROJECT, roleId: ROLE } as any))).toBe(
      '[test/Gcp] keyVersionResourceId: is required. Received: undefined. Allowed: the resource id of the key version in Google Cloud KMS. Fix: set keyVersionResourceId.');
    expect(errorOf(() => (EncryptionAtRest as any).gcp(stack, 'None'))).toBe(
      "[test/None] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });

  test('requirePrivateNetworking is not available for Google Cloud KMS', () => {
    const stack = clusterStack();
    expect(errorOf(() => EncryptionAtRest.gcp(stack, 'Gcp', { ...gcpProps(stack), requirePrivateNetworking: true } as any))).toBe(
      '[test/Gcp] requirePrivateNetworking: is not available for Google Cloud KMS: private networking to the key exists for AWS KMS and Azure Key Vault only. '
      + 'Received: true. Allowed: requirePrivateNetworking with EncryptionAtRest.aws or EncryptionAtRest.azure only. Fix: remove requirePrivateNetworking.');
  });

  test('a project has one EncryptionAtRest in the app: two fail synth, each naming the other; other projects are not compared', () => {
    const stack = clusterStack();
    EncryptionAtRest.aws(stack, 'Kms', awsProps(stack));
    EncryptionAtRest.gcp(stack, 'Gcp', gcpProps(stack));
    EncryptionAtRest.gcp(stack, 'Other', gcpProps(stack, { projectId: OTHER_PROJECT }));
    const fix = "Fix: keep one EncryptionAtRest for the project: each would overwrite the other's configuration, and removing one disables encryption at rest for the project.";
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + `  [test/Kms] projectId: already has encryption at rest in this app (test/Gcp); a project has one encryption-at-rest configuration. Received: "${PROJECT}". Allowed: one EncryptionAtRest per project. ${fix}\n`
      + `  [test/Gcp] projectId: already has encryption at rest in this app (test/Kms); a project has one encryption-at-rest configuration. Received: "${PROJECT}". Allowed: one EncryptionAtRest per project. ${fix}`);
  });

  test('tokens are not judged', () => {
    const stack = clusterStack();
    const project = new TerraformVariable(stack, 'project', { type: 'string' }).stringValue;
    const other = new TerraformVariable(stack, 'other', { type: 'string' }).stringValue;
    const provider = new TerraformVariable(stack, 'provider', { type: 'string' }).stringValue;
    const access = new CloudProviderAccess(stack, 'Access', { projectId: project, provider, iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/r' });
    const pn = new TerraformVariable(stack, 'pn', { type: 'bool' }).booleanValue as any;
    const kms = EncryptionAtRest.aws(stack, 'Kms', awsProps(stack, { projectId: other, roleId: undefined, access, requirePrivateNetworking: pn }));
    kms.addPrivateEndpoint(new TerraformVariable(stack, 'region', { type: 'string' }).stringValue);
    const doc = synthDoc(stack);
    expect(rest(doc).Kms.project_id).toBe('${var.other}');
    expect(endpoints(doc).map((e: any) => e.region_name)).toEqual(['${var.region}']);
    expect(Object.keys(doc.resource.mongodbatlas_encryption_at_rest_private_endpoint)[0]).toMatch(/^Kms_PrivateEndpoint1_/);
  });
});

describe('EncryptionAtRest private endpoints', () => {
  test('addPrivateEndpoint renders the endpoint with 3h timeouts, depending on the encryption at rest, retained with it', () => {
    const stack = clusterStack();
    const kms = EncryptionAtRest.aws(stack, 'Kms', awsProps(stack, { requirePrivateNetworking: true }));
    const endpoint = kms.addPrivateEndpoint('US_EAST_1');
    const doc = synthDoc(stack);
    expect(rest(doc).Kms.aws_kms_config.require_private_networking).toBe(true);
    expect(endpoints(doc)).toEqual([{
      project_id: PROJECT,
      cloud_provider: 'AWS',
      region_name: 'US_EAST_1',
      timeouts: { create: '3h', delete: '3h' },
      depends_on: ['mongodbatlas_encryption_at_rest.Kms'],
      lifecycle: { prevent_destroy: true },
    }]);
    expect(endpoint.node.id).toBe('PrivateEndpointUS_EAST_1');
    expect(kms.privateEndpoints).toEqual([endpoint]);
  });

  test('Azure endpoints, with timeouts given as Durations', () => {
    const stack = clusterStack();
    const vault = EncryptionAtRest.azure(stack, 'Vault', azureProps(stack, { requirePrivateNetworking: true }));
    vault.addPrivateEndpoint('US_EAST_2', { createTimeout: Duration.minutes(90), deleteTimeout: Duration.hours(1) });
    vault.addPrivateEndpoint('EUROPE_WEST');
    expect(endpoints(synthDoc(stack)).map((e: any) => [e.cloud_provider, e.region_name, e.timeouts])).toEqual([
      ['AZURE', 'EUROPE_WEST', { create: '3h', delete: '3h' }],
      ['AZURE', 'US_EAST_2', { create: '1h30m', delete: '1h' }],
    ]);
  });

  test('addPrivateEndpoint needs requirePrivateNetworking: true', () => {
    const stack = clusterStack();
    const kms = EncryptionAtRest.aws(stack, 'Kms', awsProps(stack));
    expect(errorOf(() => kms.addPrivateEndpoint('US_EAST_1'))).toBe(
      '[test/Kms] requirePrivateNetworking: is not true: a private endpoint for the key needs requirePrivateNetworking: true. Received: undefined. Allowed: true. '
      + 'Fix: set requirePrivateNetworking: true in the props of EncryptionAtRest.aws(...), then add the endpoint.');
    const vault = EncryptionAtRest.azure(stack, 'Vault', azureProps(stack, { projectId: OTHER_PROJECT, requirePrivateNetworking: false }));
    expect(errorOf(() => vault.addPrivateEndpoint('US_EAST_2'))).toBe(
      '[test/Vault] requirePrivateNetworking: is not true: a private endpoint for the key needs requirePrivateNetworking: true. Received: false. Allowed: true. '
      + 'Fix: set requirePrivateNetworking: true in the props of EncryptionAtRest.azure(...), then add the endpoint.');
  });

  test('no private endpoint for Google Cloud KMS', () => {
    const stack = clusterStack();
    const gcp = EncryptionAtRest.gcp(stack, 'Gcp', gcpProps(stack));
    expect(errorOf(() => gcp.addPrivateEndpoint('CENTRAL_US'))).toBe(
      '[test/Gcp] addPrivateEndpoint: is not available for Google Cloud KMS: private endpoints for encryption at rest exist for AWS KMS and Azure Key Vault only. '
      + 'Received: "CENTRAL_US". Allowed: a private endpoint of EncryptionAtRest.aws or EncryptionAtRest.azure. Fix: remove the addPrivateEndpoint call.');
  });

  test('a region once; a region and Durations are required of JavaScript callers', () => {
    const stack = clusterStack();
    const kms = EncryptionAtRest.aws(stack, 'Kms', awsProps(stack, { requirePrivateNetworking: true }));
    kms.addPrivateEndpoint('US_EAST_1');
    expect(errorOf(() => kms.addPrivateEndpoint('US_EAST_1'))).toBe(
      '[test/Kms] region: already has a private endpoint (test/Kms/PrivateEndpointUS_EAST_1). Received: "US_EAST_1". Allowed: one private endpoint per region. Fix: add each region once.');
    expect(errorOf(() => (kms as any).addPrivateEndpoint(undefined, { createTimeout: '3h' }))).toBe([
      '[test/Kms] 2 problems:',
      "  - region: is required. Received: undefined. Allowed: the Atlas name of a region of AWS KMS, e.g. US_EAST_1. Fix: pass the region, e.g. addPrivateEndpoint('US_EAST_1').",
      '  - createTimeout: expected a Duration. Received: "3h". Allowed: a Duration, e.g. Duration.hours(3). Fix: write createTimeout: Duration.hours(n).',
    ].join('\n'));
  });
});

describe('EncryptionAtRest removal policy and import', () => {
  test('DESTROY (explicit, or from RemovalPolicies, before or after the endpoints) renders no prevent_destroy', () => {
    const explicit = clusterStack();
    const a = EncryptionAtRest.aws(explicit, 'Kms', awsProps(explicit, { requirePrivateNetworking: true, removalPolicy: RemovalPolicy.DESTROY }));
    a.addPrivateEndpoint('US_EAST_1');
    expect(JSON.stringify(synthDoc(explicit).resource)).not.toContain('prevent_destroy');
    expect([a.removalPolicy, a.removalPolicyIsExplicit]).toEqual([RemovalPolicy.DESTROY, true]);

    const dev = clusterStack();
    const b = EncryptionAtRest.aws(dev, 'Kms', awsProps(dev, { requirePrivateNetworking: true }));
    b.addPrivateEndpoint('US_EAST_1');
    RemovalPolicies.of(dev).destroy();
    expect(JSON.stringify(synthDoc(dev).resource)).not.toContain('prevent_destroy');
    b.addPrivateEndpoint('US_WEST_2');
    expect(JSON.stringify(synthDoc(dev).resource)).not.toContain('prevent_destroy');
  });

  test('importExisting imports the project\'s configuration (import id: the project id)', () => {
    const stack = clusterStack();
    EncryptionAtRest.gcp(stack, 'Gcp', gcpProps(stack)).importExisting();
    expect(synthDoc(stack).import).toEqual([{ id: PROJECT, to: 'mongodbatlas_encryption_at_rest.Gcp' }]);
  });
});

// The clear errors that replaced TypeErrors the fuzzer found (test/fuzz/identity.fuzz.test.ts).
describe('JavaScript-style input the fuzzer found', () => {
  test('an object that looks like a cloud provider access is not one', () => {
    expect(errorOf(() => EncryptionAtRest.aws(clusterStack(), 'Kms', { projectId: PROJECT, access: { roleId: ROLE, provider: 'GCP', projectId: PROJECT } as any, customerMasterKeyId: 'k', region: 'US_EAST_1' }))).toBe(
      '[test/Kms] access: expected a cloud provider access. Received: an object with keys roleId, provider, projectId. '
      + 'Allowed: a CloudProviderAccess (or CloudProviderAccess.fromCloudProviderAccessAttributes). Fix: pass the construct, not its id; or pass roleId.');
  });

  test('a private endpoint region that is no string is reported by the L1 (it was tested with a regular expression)', () => {
    const s = clusterStack();
    const kms = EncryptionAtRest.aws(s, 'Kms', { ...awsProps(s), requirePrivateNetworking: true });
    expect(errorOf(() => kms.addPrivateEndpoint(Object.create(null)))).toBe(
      '[test/Kms/PrivateEndpoint1] regionName: expected a string. Received: an empty object. Allowed: a string.');
  });

  test('a projectId that is no string is reported by the L1, not rendered into the cross-project message', () => {
    const s = clusterStack();
    expect(errorOf(() => EncryptionAtRest.aws(s, 'Kms', { projectId: [Object.create(null)] as any, access: awsAccess(s), customerMasterKeyId: 'k', region: 'US_EAST_1' }))).toBe(
      '[test/Kms/Default] projectId: expected a string. Received: a list of 1 item. Allowed: a string.');
  });
});
