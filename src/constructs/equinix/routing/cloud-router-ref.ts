/**
 * The contract of an Equinix Fabric Cloud Router (`ICloudRouter`) and the attributes of an existing
 * one: what the A side of a cloud router connection takes (`AccessPoint.cloudRouter`).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * A Fabric Cloud Router, defined here or existing.
 */
export interface ICloudRouter extends IConstruct {
  /** The id (uuid) of the cloud router. */
  readonly cloudRouterId: string;
}

/**
 * Attributes of an existing Fabric Cloud Router, for `CloudRouter.fromCloudRouterAttributes`.
 */
export interface CloudRouterAttributes {
  /** The id (uuid) of the cloud router. */
  readonly cloudRouterId: string;
}
