/**
 * Helpers of the encryption at rest tests (encryption-at-rest*.test.ts, imported-encryption-at-rest.test.ts,
 * private/encryption-registry.test.ts).
 */
import { TerraformStack } from 'cdktn';
import { PROJECT } from './cluster-util';
import {
  AwsKmsKeyOptions, AzureKeyVaultKeyOptions, CloudAccessProvider, CloudProviderAccess, EncryptionAtRest, EncryptionAtRestKey, EncryptionAtRestProps,
  GoogleCloudKmsKeyOptions,
} from '../../../src/constructs/mongodbatlas';
import { secret as variable } from '../../util';

export const ROLE = '64b1c2d3e4f5a6b7c8d9e0f1';
export const OTHER_PROJECT = '0123456789abcdef01234567';
export const AWS_ACCESS_ROLE = '${mongodbatlas_cloud_provider_access_authorization.Aws_Authorization_E9096EF0.role_id}';

/** A sensitive variable named `id`, or `id2`, `id3`... when the stack has one of that name already. */
export function secret(stack: TerraformStack, id: string): string {
  let name = id;
  for (let i = 2; stack.node.tryFindChild(name); i++) name = `${id}${i}`;
  return variable(stack, name);
}

export const rest = (doc: any) => doc.resource.mongodbatlas_encryption_at_rest;
export const endpoints = (doc: any) => Object.values(doc.resource.mongodbatlas_encryption_at_rest_private_endpoint ?? {});

/** An AWS access of the project, with its IAM role (construct id `Aws`). */
export function awsAccess(stack: TerraformStack): CloudProviderAccess {
  return new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/atlas-kms' }) });
}

/** AWS KMS options with a role id and a token key id; `extra` replaces any. */
export function awsOptions(stack: TerraformStack, extra: Partial<AwsKmsKeyOptions> = {}): AwsKmsKeyOptions {
  return { roleId: ROLE, customerMasterKeyId: secret(stack, 'cmk'), region: 'US_EAST_1', ...extra };
}

/** Azure Key Vault options with application credentials, all secrets tokens; `extra` replaces any. */
export function azureOptions(stack: TerraformStack, extra: Partial<AzureKeyVaultKeyOptions> = {}): AzureKeyVaultKeyOptions {
  return {
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

/** Google Cloud KMS options with a token service account key; `extra` replaces any. */
export function gcpOptions(stack: TerraformStack, extra: Partial<GoogleCloudKmsKeyOptions> = {}): GoogleCloudKmsKeyOptions {
  return { serviceAccountKey: secret(stack, 'sak'), keyVersionResourceId: secret(stack, 'kv'), ...extra };
}

/** An encryption at rest of the project (`props` replace any prop) with this key. */
export function encryption(stack: TerraformStack, id: string, key: EncryptionAtRestKey, props: Partial<EncryptionAtRestProps> = {}) {
  return new EncryptionAtRest(stack, id, { projectId: PROJECT, key, ...props });
}

/** An AWS KMS encryption at rest (construct id `Kms`) of the project. */
export function awsKms(stack: TerraformStack, extra: Partial<AwsKmsKeyOptions> = {}, props: Partial<EncryptionAtRestProps> = {}): EncryptionAtRest {
  return encryption(stack, 'Kms', EncryptionAtRestKey.awsKms(awsOptions(stack, extra)), props);
}
