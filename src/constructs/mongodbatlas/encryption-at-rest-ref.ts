/**
 * The contract of a project's encryption at rest and the attributes of an existing one.
 */
import type { IConstruct } from '../../core/l2';

/**
 * Encryption at rest with customer key management of a project, defined here or elsewhere.
 */
export interface IEncryptionAtRest extends IConstruct {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** The key management service: `AWS`, `AZURE` or `GCP`. */
  readonly provider: string;
}

/**
 * Attributes of an existing encryption at rest, for `fromEncryptionAtRestAttributes`.
 */
export interface EncryptionAtRestAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** The key management service: `AWS`, `AZURE` or `GCP`. */
  readonly provider: string;
}
