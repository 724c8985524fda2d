/**
 * The contract of an Equinix Fabric service profile (`IServiceProfile`): what a service-provider
 * access point takes (a cloud's hosted connections). Profiles are looked up
 * (`ServiceProfile.fromName`) or referred to by id (`ServiceProfile.fromUuid`).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * A service profile of Equinix Fabric, looked up or known by its id.
 */
export interface IServiceProfile extends IConstruct {
  /** The uuid of the service profile. */
  readonly serviceProfileUuid: string;
  /** The name of the service profile, when known. */
  readonly serviceProfileName?: string;
  /** The type of the profile (`L2_PROFILE`, `L3_PROFILE`, ...), when known (a lookup reads it). */
  readonly profileType?: string;
}
