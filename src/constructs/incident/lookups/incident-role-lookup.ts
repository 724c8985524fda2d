import type { IIncidentRole } from './incident-role-ref';
import { Construct } from '../../../core/l2/index';
import { DataIncidentIncidentRole } from '../../../generated/incident/data-incident-role/index';
import { refuseNonStrings } from '../private/incident-values';

/**
 * incident.io incident roles: `IncidentRole.fromId` reads one through the `incident_role` data
 * source (the provider finds roles by id only).
 */
export abstract class IncidentRole {
  /**
   * Looks up an incident role by id: the plan fails when no role has it.
   * @param scope the scope
   * @param id a scoped id
   * @param incidentRoleId the id of the role
   */
  public static fromId(scope: Construct, id: string, incidentRoleId: string): IncidentRoleLookup {
    return new IncidentRoleLookup(scope, id, incidentRoleId);
  }
}

/**
 * An existing incident role, read through the `incident_role` data source by id.
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/incident_role
 */
export class IncidentRoleLookup extends Construct implements IIncidentRole {
  /** The underlying data source. */
  public readonly dataSource: DataIncidentIncidentRole;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param incidentRoleId the id of the role
   */
  constructor(scope: Construct, id: string, incidentRoleId: string) {
    super(scope, id);
    refuseNonStrings(scope, this, { incidentRoleId }, { incidentRoleId: 'the id of the incident role' }, ['incidentRoleId']);
    this.dataSource = new DataIncidentIncidentRole(this, 'Lookup', { id: incidentRoleId });
  }

  /** The id of the role. */
  public get incidentRoleId(): string {
    return this.dataSource.id;
  }

  /** The name of the role, e.g. `Incident Lead`. */
  public get roleName(): string {
    return this.dataSource.name;
  }

  /** The short form of the role, e.g. `lead`. */
  public get shortform(): string {
    return this.dataSource.shortform;
  }

  /** The description of the role. */
  public get description(): string {
    return this.dataSource.description;
  }

  /** The instructions given to whoever takes the role. */
  public get instructions(): string {
    return this.dataSource.instructions;
  }
}
