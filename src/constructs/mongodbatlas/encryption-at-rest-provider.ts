/**
 * The key management service of a cluster's encryption at rest (`encryptionAtRestProvider` of
 * the cluster props).
 */
export class EncryptionAtRestProvider {
  /** AWS KMS (`EncryptionAtRestKey.awsKms`). */
  public static readonly AWS = 'AWS';
  /** Azure Key Vault (`EncryptionAtRestKey.azureKeyVault`). */
  public static readonly AZURE = 'AZURE';
  /** Google Cloud KMS (`EncryptionAtRestKey.googleCloudKms`). */
  public static readonly GCP = 'GCP';
  /** No customer key management: Atlas's own encryption of the storage only. */
  public static readonly NONE = 'NONE';

  private constructor() {}
}
