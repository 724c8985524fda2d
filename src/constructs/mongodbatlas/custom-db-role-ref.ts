/**
 * The contract of a custom database role (`ICustomDbRole`) and the attributes of an existing one.
 */
import type { IConstruct } from '../../core/l2';

/**
 * A custom database role (`mongodbatlas_custom_db_role`), defined here or existing: what a user
 * or another custom role needs to name it.
 */
export interface ICustomDbRole extends IConstruct {
  /** Id of the Atlas project the role belongs to. */
  readonly projectId: string;
  /** Name of the role. */
  readonly roleName: string;
}

/**
 * Attributes of an existing custom role, for `fromCustomDbRoleAttributes`.
 */
export interface CustomDbRoleAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name of the role. */
  readonly roleName: string;
}

/**
 * Options of `CustomDbRole.fromLookup`.
 */
export interface CustomDbRoleLookupOptions {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name of the role to read. */
  readonly roleName: string;
}
