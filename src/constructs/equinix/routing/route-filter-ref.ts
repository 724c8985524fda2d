/**
 * The contract of an Equinix Fabric route filter (`IRouteFilter`) and the attributes of an existing
 * one.
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * A route filter policy of Fabric Cloud Router connections, defined here or existing.
 */
export interface IRouteFilter extends IConstruct {
  /** The id (uuid) of the route filter. */
  readonly routeFilterId: string;
}

/**
 * Attributes of an existing route filter, for `RouteFilter.fromRouteFilterAttributes`.
 */
export interface RouteFilterAttributes {
  /** The id (uuid) of the route filter. */
  readonly routeFilterId: string;
}
