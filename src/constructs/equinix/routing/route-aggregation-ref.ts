/**
 * The contract of an Equinix Fabric route aggregation (`IRouteAggregation`) and the attributes of
 * an existing one.
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * A route aggregation policy of Fabric Cloud Router connections, defined here or existing.
 */
export interface IRouteAggregation extends IConstruct {
  /** The id (uuid) of the route aggregation. */
  readonly routeAggregationId: string;
}

/**
 * Attributes of an existing route aggregation, for `RouteAggregation.fromRouteAggregationAttributes`.
 */
export interface RouteAggregationAttributes {
  /** The id (uuid) of the route aggregation. */
  readonly routeAggregationId: string;
}
