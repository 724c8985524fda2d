/**
 * The contract of an Equinix Fabric connection (`IFabricConnection`) and the attributes of an
 * existing one.
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * A Fabric connection, defined here or existing.
 */
export interface IFabricConnection extends IConstruct {
  /** The id (uuid) of the connection. */
  readonly connectionId: string;
  /** The redundancy group of the connection: a secondary connection names its primary's. */
  readonly redundancyGroup: string;
}

/**
 * Attributes of an existing Fabric connection, for `FabricConnection.fromFabricConnectionAttributes`.
 */
export interface FabricConnectionAttributes {
  /** The id (uuid) of the connection. */
  readonly connectionId: string;
  /**
   * The redundancy group of the connection.
   * @default - unknown: reading it is an error that names it
   */
  readonly redundancyGroup?: string;
}
