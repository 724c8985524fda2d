import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import {
  awsAccess, awsKms, awsOptions, azureOptions, encryption, gcpOptions, OTHER_PROJECT, rest, ROLE, secret,
} from './encryption-at-rest-util';
import { Checks, TerrainTesting } from '../../../src';
import { CloudAccessProvider, CloudProviderAccess, EncryptionAtRestKey } from '../../../src/constructs/mongodbatlas';

const AZURE_IDS = { atlasAzureAppId: '9f2deb0d-be22-4524-a403-df531868bac0', servicePrincipalId: '9f2deb0d-be22-4524-a403-df531868bac1', tenantId: '9f2deb0d-be22-4524-a403-df531868bac2' };

/** The error of an encryption at rest (`test/Kms`) made with this key. */
const keyError = (key: EncryptionAtRestKey) => errorOf(() => encryption(clusterStack(), 'Kms', key));

describe('EncryptionAtRestKey', () => {
  test('each factory says its service; the options are checked only when an encryption at rest takes them', () => {
    const keys = [EncryptionAtRestKey.awsKms({} as any), EncryptionAtRestKey.azureKeyVault({} as any), EncryptionAtRestKey.googleCloudKms({} as any)];
    expect(keys.map((k) => [k.provider, k.serviceName])).toEqual([['AWS', 'AWS KMS'], ['AZURE', 'Azure Key Vault'], ['GCP', 'Google Cloud KMS']]);
  });

  test('options that are no object: a clear error where the encryption at rest takes the key, not a TypeError', () => {
    expect(keyError((EncryptionAtRestKey as any).googleCloudKms())).toBe([
      '[test/Kms] 3 problems:',
      '  - key: was made by EncryptionAtRestKey.googleCloudKms with no options object. Received: undefined. Allowed: an object (struct). Fix: pass the options, e.g. EncryptionAtRestKey.googleCloudKms({ ... }).',
      '  - key.access: is required (or roleId, or serviceAccountKey): Atlas needs a way to reach the key in Google Cloud KMS. Received: undefined. '
      + 'Allowed: a CloudProviderAccess for GCP, a roleId, or serviceAccountKey. Fix: pass access: a CloudProviderAccess with CloudAccessProvider.gcp(...), the role that Atlas uses to reach the key.',
      '  - key.keyVersionResourceId: is required. Received: undefined. Allowed: the resource id of the key version in Google Cloud KMS. Fix: set keyVersionResourceId.',
    ].join('\n'));
  });

  test('a misspelled option of each factory is refused with the closest one, never dropped', () => {
    const s = clusterStack();
    expect(errorOf(() => encryption(s, 'Kms', EncryptionAtRestKey.awsKms({ ...awsOptions(s), requirePrivateNetworkng: true } as any)))).toBe(
      "[test/Kms] key.requirePrivateNetworkng: unknown option; did you mean requirePrivateNetworking? Received: the key 'requirePrivateNetworkng'. "
      + 'Allowed: the options of AwsKmsKeyOptions: access, roleId, accessKeyId, secretAccessKey, customerMasterKeyId, region, requirePrivateNetworking. '
      + "Fix: write 'requirePrivateNetworking' instead of 'requirePrivateNetworkng'.");
    expect(errorOf(() => encryption(s, 'Vault', EncryptionAtRestKey.azureKeyVault({ ...azureOptions(s), azureEnvironmnet: 'AZURE_CHINA' } as any)))).toBe(
      "[test/Vault] key.azureEnvironmnet: unknown option; did you mean azureEnvironment? Received: the key 'azureEnvironmnet'. "
      + 'Allowed: the options of AzureKeyVaultKeyOptions: access, roleId, clientId, secret, tenantId, subscriptionId, resourceGroupName, keyVaultName, keyIdentifier, azureEnvironment, requirePrivateNetworking. '
      + "Fix: write 'azureEnvironment' instead of 'azureEnvironmnet'.");
    expect(errorOf(() => encryption(s, 'Gcp', EncryptionAtRestKey.googleCloudKms({ ...gcpOptions(s), roleID: ROLE } as any)))).toContain(
      "key.roleID: unknown option; did you mean roleId? Received: the key 'roleID'. Allowed: the options of GoogleCloudKmsKeyOptions: access, roleId, serviceAccountKey, keyVersionResourceId. "
      + "Fix: write 'roleId' instead of 'roleID'.");
  });

  test('enabled in the options of a key (JavaScript) is refused like any unknown option: the key has no such option', () => {
    for (const [make, struct, names] of [
      [(st: any) => EncryptionAtRestKey.azureKeyVault({ ...azureOptions(st), enabled: true } as any), 'AzureKeyVaultKeyOptions',
        'access, roleId, clientId, secret, tenantId, subscriptionId, resourceGroupName, keyVaultName, keyIdentifier, azureEnvironment, requirePrivateNetworking'],
      [(st: any) => EncryptionAtRestKey.googleCloudKms({ ...gcpOptions(st), enabled: false } as any), 'GoogleCloudKmsKeyOptions', 'access, roleId, serviceAccountKey, keyVersionResourceId'],
    ] as const) {
      const stack = clusterStack();
      expect(errorOf(() => encryption(stack, 'Kms', make(stack)))).toBe(
        `[test/Kms] key.enabled: unknown option. Received: the key 'enabled'. Allowed: the options of ${struct}: ${names}. Fix: remove 'enabled', or check its spelling against ${struct}.`);
    }
  });

  test('one key can be given to two encryptions at rest (a variant holds no construct)', () => {
    const stack = clusterStack();
    const key = EncryptionAtRestKey.awsKms(awsOptions(stack));
    encryption(stack, 'A', key);
    encryption(stack, 'B', key, { projectId: OTHER_PROJECT });
    const doc = rest(synthDoc(stack));
    expect([doc.A.aws_kms_config, doc.B.aws_kms_config]).toEqual([doc.A.aws_kms_config, doc.A.aws_kms_config]);
  });
});

/** The error of a literal in a secret option of a key (product policy), without the construct path. */
function literal(field: string, factory: string): string {
  const option = field.replace(/^.*\./, '');
  return `[mongodbatlas:literal-secret] ${field}: is a literal string: the secret would be written in plain text to cdk.tf.json and to the Terraform state. `
    + "Received: a string (not shown: the field is sensitive). Allowed: a token: a sensitive variable's value, or a reference to a secret store. "
    + `Fix: pass the value of a sensitive variable instead, e.g. EncryptionAtRestKey.${factory}({ ..., ${option}: new TerraformVariable(this, '${option[0].toUpperCase()}${option.slice(1)}', { type: 'string', sensitive: true }).stringValue }); `
    + "or, to keep the literal (a throwaway test project), acknowledge it on the construct or above it: Checks.of(scope).acknowledge('mongodbatlas:literal-secret', '<why the literal is acceptable>').";
}

/** The lines of a failed synth that name a construct. */
function synthLines(stack: any): string[] {
  return errorOf(() => synthDoc(stack)).split('\n').filter((l) => l.includes('[test/')).map((l) => l.trim());
}

describe('EncryptionAtRestKey.awsKms', () => {
  test('with a role id of an existing role (fromCloudProviderAccessAttributes or roleId)', () => {
    const stack = clusterStack();
    const existing = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Existing', { projectId: PROJECT, roleId: ROLE, provider: 'AWS' });
    awsKms(stack, { roleId: undefined, access: existing });
    encryption(stack, 'Other', EncryptionAtRestKey.awsKms(awsOptions(stack)), { projectId: OTHER_PROJECT });
    const doc = synthDoc(stack);
    expect(rest(doc).Kms.aws_kms_config.role_id).toBe(ROLE);
    expect(rest(doc).Other.aws_kms_config.role_id).toBe(ROLE);
  });

  test('the access-key form with literal keys fails synth at each key (product policy); acknowledged, it renders the keys and warns', () => {
    const stack = clusterStack();
    awsKms(stack, { roleId: undefined, accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrEXAMPLE' });
    expect(synthLines(stack)).toEqual([
      `[test/Kms] ${literal('key.accessKeyId', 'awsKms')}`,
      `[test/Kms] ${literal('key.secretAccessKey', 'awsKms')}`,
    ]);
    const acked = clusterStack();
    Checks.of(acked).acknowledge('mongodbatlas:literal-secret', 'a throwaway test project');
    awsKms(acked, { roleId: undefined, accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalrEXAMPLE' });
    expect(rest(synthDoc(acked)).Kms).toEqual({
      project_id: PROJECT,
      aws_kms_config: { enabled: true, customer_master_key_id: '${var.cmk}', region: 'US_EAST_1', access_key_id: 'AKIAEXAMPLE', secret_access_key: 'wJalrEXAMPLE' },
      lifecycle: { prevent_destroy: true },
    });
    expect(TerrainTesting.warnings(acked)).toEqual([
      'test/Kms: [mongodbatlas:encryption-access-keys] accessKeyId and secretAccessKey give Atlas long-lived AWS credentials, which are kept in the Terraform state. '
        + 'Prefer a role: pass access (a CloudProviderAccess made with CloudAccessProvider.aws()) or its roleId, and allow the IAM role to use the key.',
      `test/Kms: ${literal('key.accessKeyId', 'awsKms')} Acknowledged: a throwaway test project`,
      `test/Kms: ${literal('key.secretAccessKey', 'awsKms')} Acknowledged: a throwaway test project`,
    ]);
  });

  test('the access-key form with tokens warns once, about the keys only', () => {
    const stack = clusterStack();
    awsKms(stack, { roleId: undefined, accessKeyId: secret(stack, 'id'), secretAccessKey: secret(stack, 'key') });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack).map((w) => w.slice(0, 53))).toEqual(['test/Kms: [mongodbatlas:encryption-access-keys] acces']);
  });

  test('a literal customer master key id fails synth at its field', () => {
    const stack = clusterStack();
    awsKms(stack, { customerMasterKeyId: 'mrk-1234' });
    expect(synthLines(stack)).toEqual([`[test/Kms] ${literal('key.customerMasterKeyId', 'awsKms')}`]);
  });
});

describe('EncryptionAtRestKey.azureKeyVault and .googleCloudKms', () => {
  test('Azure with application credentials (tokens): azure_key_vault_config, environment AZURE by default, no warnings', () => {
    const stack = clusterStack();
    encryption(stack, 'Vault', EncryptionAtRestKey.azureKeyVault(azureOptions(stack)));
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
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('Azure with a role, another environment and private networking', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'Az', { projectId: PROJECT, provider: CloudAccessProvider.azure(AZURE_IDS) });
    encryption(stack, 'Vault', EncryptionAtRestKey.azureKeyVault(azureOptions(stack, {
      clientId: undefined, secret: undefined, tenantId: undefined, access, azureEnvironment: 'AZURE_CHINA', requirePrivateNetworking: true,
    })));
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

  test('Azure: a literal secret fails synth at its field', () => {
    const stack = clusterStack();
    encryption(stack, 'Vault', EncryptionAtRestKey.azureKeyVault(azureOptions(stack, { secret: 'hunter2' })));
    const lines = synthLines(stack);
    expect(lines).toEqual([`[test/Vault] ${literal('key.secret', 'azureKeyVault')}`]);
    expect(lines.join('\n')).not.toContain('hunter2');
  });

  test('Google Cloud with a service account key (token)', () => {
    const stack = clusterStack();
    encryption(stack, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack)));
    expect(rest(synthDoc(stack))).toEqual({
      Gcp: {
        project_id: PROJECT,
        google_cloud_kms_config: { enabled: true, key_version_resource_id: '${var.kv}', service_account_key: '${var.sak}' },
        lifecycle: { prevent_destroy: true },
      },
    });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('Google Cloud with a role', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'GcpAccess', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    encryption(stack, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack, { serviceAccountKey: undefined, access })));
    expect(rest(synthDoc(stack)).Gcp.google_cloud_kms_config).toEqual({
      enabled: true, key_version_resource_id: '${var.kv}', role_id: '${mongodbatlas_cloud_provider_access_authorization.GcpAccess_Authorization_7F227F0C.role_id}',
    });
  });

  test('Google Cloud: a literal key fails synth at its field; acknowledged, one that is not JSON also warns by the type rule (documented only; the L2 has no copy of it)', () => {
    const ok = clusterStack();
    encryption(ok, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(ok, { serviceAccountKey: '{"type":"service_account"}' })));
    expect(synthLines(ok)).toEqual([`[test/Gcp] ${literal('key.serviceAccountKey', 'googleCloudKms')}`]);

    const bad = clusterStack();
    const e = encryption(bad, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(bad, { serviceAccountKey: "{type: 'service_account'}" })));
    Checks.of(e).acknowledge('mongodbatlas:literal-secret', 'a throwaway test project');
    synthDoc(bad);
    expect(TerrainTesting.warnings(bad)).toEqual([
      `test/Gcp: ${literal('key.serviceAccountKey', 'googleCloudKms')} Acknowledged: a throwaway test project`,
      'test/Gcp/Default: [rule:mongodbatlas_encryption_at_rest/service-account-key-json] googleCloudKmsConfig.serviceAccountKey: is not valid JSON. '
      + 'Received: a string of 25 characters that does not parse as JSON. Allowed: the service account key file (JSON) as a string. '
      + 'Fix: pass the content of the JSON key file unchanged, e.g. Fn.file(...) or a sensitive TerraformVariable.',
    ]);
  });

  test('requirePrivateNetworking is not an option of Google Cloud KMS (JavaScript): refused, never dropped', () => {
    const stack = clusterStack();
    expect(errorOf(() => encryption(stack, 'Gcp', EncryptionAtRestKey.googleCloudKms({ ...gcpOptions(stack), requirePrivateNetworking: true } as any)))).toBe(
      "[test/Gcp] key.requirePrivateNetworking: unknown option. Received: the key 'requirePrivateNetworking'. "
      + 'Allowed: the options of GoogleCloudKmsKeyOptions: access, roleId, serviceAccountKey, keyVersionResourceId. '
      + "Fix: remove 'requirePrivateNetworking', or check its spelling against GoogleCloudKmsKeyOptions.");
  });

  test('required options (JavaScript callers) are named, under key', () => {
    expect(keyError(EncryptionAtRestKey.azureKeyVault({ roleId: ROLE } as any))).toBe([
      '[test/Kms] 4 problems:',
      '  - key.subscriptionId: is required. Received: undefined. Allowed: the id of the Azure subscription of the key vault. Fix: set subscriptionId.',
      '  - key.resourceGroupName: is required. Received: undefined. Allowed: the name of the resource group of the key vault. Fix: set resourceGroupName.',
      '  - key.keyVaultName: is required. Received: undefined. Allowed: the name of the key vault. Fix: set keyVaultName.',
      '  - key.keyIdentifier: is required. Received: undefined. Allowed: the web address of the key, with its version. Fix: set keyIdentifier.',
    ].join('\n'));
    expect(keyError(EncryptionAtRestKey.googleCloudKms({ roleId: ROLE } as any))).toBe(
      '[test/Kms] key.keyVersionResourceId: is required. Received: undefined. Allowed: the resource id of the key version in Google Cloud KMS. Fix: set keyVersionResourceId.');
  });
});

describe('EncryptionAtRestKey: how Atlas reaches the key', () => {
  test('one way to reach the key: none is an error', () => {
    const stack = clusterStack();
    expect(errorOf(() => awsKms(stack, { roleId: undefined }))).toBe(
      '[test/Kms] key.access: is required (or roleId, or accessKeyId with secretAccessKey): Atlas needs a way to reach the key in AWS KMS. Received: undefined. '
      + 'Allowed: a CloudProviderAccess for AWS, a roleId, or accessKeyId with secretAccessKey. Fix: pass access: a CloudProviderAccess with CloudAccessProvider.aws(...), the role that Atlas uses to reach the key.');
    expect(errorOf(() => encryption(stack, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack, { serviceAccountKey: undefined }))))).toBe(
      '[test/Gcp] key.access: is required (or roleId, or serviceAccountKey): Atlas needs a way to reach the key in Google Cloud KMS. Received: undefined. '
      + 'Allowed: a CloudProviderAccess for GCP, a roleId, or serviceAccountKey. Fix: pass access: a CloudProviderAccess with CloudAccessProvider.gcp(...), the role that Atlas uses to reach the key.');
  });

  test('one way to reach the key: access with roleId, or an AWS role with access keys (AwsKmsConfigValidator), are errors; the secret is not shown', () => {
    const stack = clusterStack();
    const access = awsAccess(stack);
    expect(errorOf(() => awsKms(stack, { access }))).toBe(
      '[test/Kms] key.roleId: cannot be set together with access: Atlas reaches the key one way. Received: both access and roleId. '
      + 'Allowed: one of access, roleId, or accessKeyId with secretAccessKey. Fix: keep access and remove the rest.');
    const keys = clusterStack();
    const msg = errorOf(() => awsKms(keys, { accessKeyId: 'literal-key', secretAccessKey: secret(keys, 'sk') }));
    expect(msg).toBe(
      '[test/Kms] key.accessKeyId: cannot be set together with roleId: Atlas reaches the key one way. Received: both roleId and accessKeyId. '
      + 'Allowed: one of access, roleId, or accessKeyId with secretAccessKey. Fix: keep roleId and remove the rest.');
    expect(msg).not.toContain('literal-key');
  });

  test('an Azure role with application credentials warns (documented only) and both are rendered; the secret is not shown', () => {
    const stack = clusterStack();
    encryption(stack, 'Vault', EncryptionAtRestKey.azureKeyVault(azureOptions(stack, { roleId: ROLE })));
    expect(rest(synthDoc(stack)).Vault.azure_key_vault_config).toMatchObject({ role_id: ROLE, client_id: '${var.client}' });
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/Vault: [mongodbatlas:encryption-role-and-credentials] key.clientId: is set together with roleId: the provider documents one way for Atlas to reach the key, '
      + 'a role or clientId with secret and tenantId. Received: both roleId and clientId. Allowed: one of access, roleId, or clientId with secret and tenantId. Fix: keep roleId and remove the rest.',
    ]);
  });

  test('credentials go together', () => {
    const stack = clusterStack();
    expect(errorOf(() => awsKms(stack, { roleId: undefined, accessKeyId: secret(stack, 'id') }))).toBe(
      '[test/Kms] key.secretAccessKey: is required with accessKeyId. Received: undefined. Allowed: accessKeyId with secretAccessKey, all set. Fix: set secretAccessKey, or use a role (access) instead.');
    expect(errorOf(() => encryption(stack, 'Vault', EncryptionAtRestKey.azureKeyVault(azureOptions(stack, { tenantId: undefined }))))).toBe(
      '[test/Vault] key.tenantId: is required with clientId and secret: it names the tenant of the application. Received: undefined. Allowed: the id of the Azure Active Directory tenant. Fix: set tenantId, or use a role (access) instead.');
    expect(errorOf(() => encryption(stack, 'Vault2', EncryptionAtRestKey.azureKeyVault(azureOptions(stack, { secret: undefined }))))).toBe(
      '[test/Vault2] key.secret: is required with clientId. Received: undefined. Allowed: clientId with secret and tenantId, all set. Fix: set secret, or use a role (access) instead.');
  });

  test('the access is of the same provider and project', () => {
    const stack = clusterStack();
    const gcp = new CloudProviderAccess(stack, 'GcpAccess', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    const elsewhere = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Elsewhere', { projectId: OTHER_PROJECT, roleId: ROLE, provider: 'AWS' });
    expect(errorOf(() => awsKms(stack, { roleId: undefined, access: gcp }))).toBe(
      '[test/Kms] key.access: is a GCP cloud provider access; AWS KMS needs an AWS one. Received: test/GcpAccess (provider GCP). Allowed: a CloudProviderAccess with provider AWS. '
      + 'Fix: pass the AWS access, e.g. one made with CloudAccessProvider.aws(...).');
    expect(errorOf(() => encryption(stack, 'Kms2', EncryptionAtRestKey.awsKms(awsOptions(stack, { roleId: undefined, access: elsewhere }))))).toBe(
      `[test/Kms2] key.access: belongs to project ${OTHER_PROJECT}, not to project ${PROJECT}: a role serves its own project. Received: test/Elsewhere (project ${OTHER_PROJECT}). `
      + `Allowed: a cloud provider access of project ${PROJECT}. Fix: pass the access of this project, or set projectId to the access's project.`);
    expect(errorOf(() => encryption(stack, 'Kms3', EncryptionAtRestKey.awsKms(awsOptions(stack, { roleId: undefined, access: ROLE as any }))))).toBe(
      `[test/Kms3] key.access: expected a cloud provider access. Received: "${ROLE}". Allowed: a CloudProviderAccess (or CloudProviderAccess.fromCloudProviderAccessAttributes). Fix: pass the construct, not its id; or pass roleId.`);
  });

  // The clear error that replaced a TypeError the fuzzer found (test/fuzz/identity.fuzz.test.ts).
  test('an object that looks like a cloud provider access is not one', () => {
    expect(keyError(EncryptionAtRestKey.awsKms({ access: { roleId: ROLE, provider: 'GCP', projectId: PROJECT } as any, customerMasterKeyId: 'k', region: 'US_EAST_1' }))).toBe(
      '[test/Kms] key.access: expected a cloud provider access. Received: an object with keys roleId, provider, projectId. '
      + 'Allowed: a CloudProviderAccess (or CloudProviderAccess.fromCloudProviderAccessAttributes). Fix: pass the construct, not its id; or pass roleId.');
  });
});
