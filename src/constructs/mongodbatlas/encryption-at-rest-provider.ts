/**
 * The key management service of a cluster's encryption at rest (`encryptionAtRestProvider` of
 * the cluster props).
 */
export class EncryptionAtRestProvider {
  /** AWS KMS (`EncryptionAtRest.aws`). */
  public static readonly AWS = 'AWS';
  /** Azure Key Vault (`EncryptionAtRest.azure`). */
  public static readonly AZURE = 'AZURE';
  /** Google Cloud KMS (`EncryptionAtRest.gcp`). */
  public static readonly GCP = 'GCP';
  /** No customer key management: Atlas's own encryption of the storage only. */
  public static readonly NONE = 'NONE';

  private constructor() {}
}
