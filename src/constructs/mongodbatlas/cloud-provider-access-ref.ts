/**
 * The contract of a cloud provider access role and the attributes of an existing one.
 */
import type { IConstruct } from '../../core/l2';

/**
 * A cloud provider access role of an Atlas project, defined here or existing: what encryption at
 * rest and other constructs need to name the role.
 */
export interface ICloudProviderAccess extends IConstruct {
  /** Id of the Atlas project the role belongs to. */
  readonly projectId: string;
  /** Atlas id of the role (24 hexadecimal digits). */
  readonly roleId: string;
  /** Cloud provider of the role: `AWS`, `AZURE` or `GCP`. */
  readonly provider: string;
}

/**
 * Attributes of an existing role, for `fromCloudProviderAccessAttributes`.
 */
export interface CloudProviderAccessAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Atlas id of the role (24 hexadecimal digits). */
  readonly roleId: string;
  /** Cloud provider of the role: `AWS`, `AZURE` or `GCP`. */
  readonly provider: string;
}
