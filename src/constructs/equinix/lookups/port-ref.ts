/**
 * The contract of an Equinix Fabric port (`IPort`): what a port access point takes. Ports are
 * looked up (`Port.fromName`) or referred to by id (`Port.fromUuid`).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * A Fabric port of your organization, looked up or known by its id.
 */
export interface IPort extends IConstruct {
  /** The uuid of the port. */
  readonly portUuid: string;
  /** The name of the port, when known. */
  readonly portName?: string;
  /** The port's encapsulation (`DOT1Q`, `QINQ` or `UNTAGGED`), when known (a lookup reads it). */
  readonly encapsulationType?: string;
}

/** The encapsulation of a Fabric port: how its connections tag their traffic. */
export enum PortEncapsulation {
  /** One VLAN tag per connection (`LinkProtocol.dot1q`). */
  DOT1Q = 'DOT1Q',
  /** An outer and an optional inner VLAN tag (`LinkProtocol.qinq`). */
  QINQ = 'QINQ',
  /** No tag (`LinkProtocol.untagged`): one connection on the port. */
  UNTAGGED = 'UNTAGGED',
}

/**
 * Attributes of a port known without reading Equinix, for `Port.fromPortAttributes`.
 */
export interface PortAttributes {
  /** The uuid of the port. */
  readonly portUuid: string;
  /**
   * The name of the port.
   * @default - unknown
   */
  readonly portName?: string;
  /**
   * The port's encapsulation (a `PortEncapsulation`): a connection's link protocol on this port is
   * checked against it at synth.
   * @default - unknown: the link protocol is not checked against it
   */
  readonly encapsulationType?: string;
}
