/**
 * The contract of an incident.io incident type (`IIncidentType`). Types are looked up
 * (`IncidentType.fromName`).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An incident type, looked up.
 */
export interface IIncidentType extends IConstruct {
  /** The id of the incident type. */
  readonly incidentTypeId: string;
}

/**
 * Attributes of an existing incident type, for `IncidentType.fromIncidentTypeAttributes`.
 */
export interface IncidentTypeAttributes {
  /** The id of the incident type. */
  readonly incidentTypeId: string;
}
