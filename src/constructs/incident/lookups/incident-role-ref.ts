/**
 * The contract of an incident.io incident role (`IIncidentRole`). Roles are looked up
 * (`IncidentRole.fromId`).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An incident role (incident lead, communications lead, ...), looked up.
 */
export interface IIncidentRole extends IConstruct {
  /** The id of the incident role. */
  readonly incidentRoleId: string;
}
