import type { IServiceProfile } from './service-profile-ref';
import { Construct, idOf, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataEquinixFabricServiceProfiles } from '../../../generated/equinix/data-fabric-service-profiles/index';

/**
 * A service profile of Equinix Fabric, read through the `equinix_fabric_service_profiles` data
 * source by name (a filter on `/name` with `=`, as Equinix's Fabric modules search it); made by
 * `ServiceProfile.fromName`. Its uuid, name and type are those of the first profile found.
 *
 * @see https://registry.terraform.io/providers/equinix/equinix/latest/docs/data-sources/fabric_service_profiles
 */
export class ServiceProfileLookup extends Construct implements IServiceProfile {
  /** The underlying data source. */
  public readonly dataSource: DataEquinixFabricServiceProfiles;
  /** The uuid of the service profile. */
  public readonly serviceProfileUuid: string;
  /** The name of the service profile. */
  public readonly serviceProfileName?: string;
  /** The type of the profile, e.g. `L2_PROFILE`. */
  public readonly profileType?: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param name the name of the profile (literal text, as `ServiceProfile.fromName` takes it)
   */
  constructor(scope: Construct, id: string, name: string) {
    super(scope, id);
    const p = new Problems();
    idOf(p, 'name', name, 'the name of the service profile, e.g. AWS Direct Connect');
    if (p.length) {
      scope.node.tryRemoveChild(id);
      throwIfProblems(this, p);
    }
    this.dataSource = new DataEquinixFabricServiceProfiles(this, 'Default', {
      filter: [{ property: '/name', operator: '=', values: [literalText(name)] }],
    });
    const profile = this.dataSource.data.get(0);
    this.serviceProfileUuid = profile.uuid;
    this.serviceProfileName = profile.name;
    this.profileType = profile.type;
  }
}
