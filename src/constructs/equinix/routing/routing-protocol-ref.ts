/**
 * The contract of an Equinix Fabric routing protocol (`IRoutingProtocol`) and the attributes of an
 * existing one.
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * A routing protocol of a cloud router connection (direct or BGP), defined here or existing.
 */
export interface IRoutingProtocol extends IConstruct {
  /** The id (uuid) of the routing protocol. */
  readonly routingProtocolId: string;
}

/**
 * Attributes of an existing routing protocol, for `RoutingProtocol.fromRoutingProtocolAttributes`.
 */
export interface RoutingProtocolAttributes {
  /** The id (uuid) of the routing protocol. */
  readonly routingProtocolId: string;
}
