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
