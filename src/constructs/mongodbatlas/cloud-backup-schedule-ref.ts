/**
 * The contract of a cloud backup schedule and the attributes of an existing one.
 */
import type { IConstruct } from '../../core/l2';

/**
 * A cloud backup schedule, defined here or existing.
 */
export interface ICloudBackupSchedule extends IConstruct {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name of the cluster the schedule belongs to. */
  readonly clusterName: string;
  /** Atlas id of the cluster. */
  readonly clusterId: string;
  /** Id of the cluster's backup policy. */
  readonly policyId: string;
}

/**
 * Attributes of an existing cloud backup schedule, for `fromCloudBackupScheduleAttributes`. Only
 * what is given can be read.
 */
export interface CloudBackupScheduleAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name of the cluster. */
  readonly clusterName: string;
  /**
   * Atlas id of the cluster.
   * @default - unknown: reading `clusterId` is an error
   */
  readonly clusterId?: string;
  /**
   * Id of the cluster's backup policy.
   * @default - unknown: reading `policyId` is an error
   */
  readonly policyId?: string;
}

/**
 * Options of `CloudBackupSchedule.fromLookup`.
 */
export interface CloudBackupScheduleLookupOptions {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name of the cluster whose schedule to read. */
  readonly clusterName: string;
}
