/**
 * The contract of a backup compliance policy and the attributes of an existing one.
 */
import type { IConstruct } from '../../core/l2';

/**
 * A backup compliance policy, defined here or existing.
 */
export interface IBackupCompliancePolicy extends IConstruct {
  /** Id of the Atlas project the policy applies to. */
  readonly projectId: string;
  /** Id of the policy. */
  readonly policyId: string;
  /** State of the policy, e.g. ACTIVE. */
  readonly state: string;
}

/**
 * Attributes of an existing backup compliance policy, for `fromBackupCompliancePolicyAttributes`.
 * Only what is given can be read.
 */
export interface BackupCompliancePolicyAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /**
   * Id of the policy.
   * @default - unknown: reading `policyId` is an error
   */
  readonly policyId?: string;
  /**
   * State of the policy.
   * @default - unknown: reading `state` is an error
   */
  readonly state?: string;
}

/**
 * Options of `BackupCompliancePolicy.fromLookup`.
 */
export interface BackupCompliancePolicyLookupOptions {
  /** Id of the Atlas project whose policy to read. */
  readonly projectId: string;
}
