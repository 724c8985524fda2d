/**
 * What the variants of the mongodbatlas L2s render once bound (`_bind`) in the construct that
 * takes them. Not part of the public API.
 */
import type { MongodbatlasDatabaseUserConfig } from '../../../generated/mongodbatlas/database-user';
import type {
  MongodbatlasEncryptionAtRestAwsKmsConfig, MongodbatlasEncryptionAtRestAzureKeyVaultConfig, MongodbatlasEncryptionAtRestGoogleCloudKmsConfig,
} from '../../../generated/mongodbatlas/encryption-at-rest';
import type { DatabasePassword } from '../database-password';

/** A `DatabaseUserAuthentication`: what the user's L1 renders. */
export interface BoundAuthentication {
  readonly username: string;
  readonly authDatabaseName: string;
  readonly fields: Partial<MongodbatlasDatabaseUserConfig>;
  /** The password of a password user, checked. */
  readonly password?: DatabasePassword;
}

/** A `CloudAccessProvider`: what the setup and the authorization render. */
export interface BoundCloudAccess {
  readonly azure?: { readonly atlasAzureAppId: string; readonly servicePrincipalId: string; readonly tenantId: string };
  readonly iamAssumedRoleArn?: string;
}

/** An `EncryptionAtRestKey`: the key management config of its service, as the L1 takes it. */
export interface BoundKey {
  readonly awsKmsConfig?: MongodbatlasEncryptionAtRestAwsKmsConfig;
  readonly azureKeyVaultConfig?: MongodbatlasEncryptionAtRestAzureKeyVaultConfig;
  readonly googleCloudKmsConfig?: MongodbatlasEncryptionAtRestGoogleCloudKmsConfig;
  readonly requirePrivateNetworking?: boolean;
}
