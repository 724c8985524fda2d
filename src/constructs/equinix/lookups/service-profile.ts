import type { ServiceProfileLookup } from './service-profile-lookup';
import type { IServiceProfile } from './service-profile-ref';
import { Construct, describedAs, idOf, Problems, throwIfProblems } from '../../../core/l2/index';

/**
 * Equinix Fabric service profiles (a cloud's or a partner's offer of connections):
 * `ServiceProfile.fromName` reads one through the `equinix_fabric_service_profiles` data source,
 * `ServiceProfile.fromUuid` refers to one by its uuid.
 *
 * ```ts
 * const aws = ServiceProfile.fromName(this, 'Aws', 'AWS Direct Connect');
 * ```
 */
export abstract class ServiceProfile {
  /**
   * Looks up a service profile by its name (a filter on `/name`): the plan fails when none has it.
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the profile, e.g. `AWS Direct Connect`.
   * Literal text: it reaches the provider as written (`${` and `%{` included); pass a reference as a
   * token, e.g. a variable's `stringValue`.
   */
  public static fromName(scope: Construct, id: string, name: string): ServiceProfileLookup {
    const { ServiceProfileLookup: Lookup } = require('./service-profile-lookup') as typeof import('./service-profile-lookup');
    return new Lookup(scope, id, name);
  }

  /**
   * Refers to a service profile by its uuid, without reading Equinix.
   * @param scope the scope
   * @param id a scoped id
   * @param uuid the uuid of the service profile
   */
  public static fromUuid(scope: Construct, id: string, uuid: string): IServiceProfile {
    return new ImportedServiceProfile(scope, id, uuid);
  }
}

/** A service profile known by its uuid (nothing is read from Equinix): what `ServiceProfile.fromUuid` returns. */
class ImportedServiceProfile extends Construct implements IServiceProfile {
  /** The uuid of the service profile. */
  public readonly serviceProfileUuid: string;

  constructor(scope: Construct, id: string, uuid: string) {
    super(scope, id);
    const p = new Problems();
    idOf(p, 'uuid', uuid, 'the uuid of the service profile');
    if (p.length) scope.node.tryRemoveChild(id);
    throwIfProblems(this, p);
    this.serviceProfileUuid = uuid;
  }
}
describedAs(ImportedServiceProfile, 'IServiceProfile');
