/**
 * The contract of an incident.io alert route (`IAlertRoute`), and the attributes of an existing
 * one.
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An alert route, defined here (`AlertRoute`) or existing (`AlertRoute.fromAlertRouteAttributes`).
 */
export interface IAlertRoute extends IConstruct {
  /** The id of the alert route (a token until apply for one defined here). */
  readonly alertRouteId: string;
}

/**
 * Attributes of an existing alert route, for `AlertRoute.fromAlertRouteAttributes`.
 */
export interface AlertRouteAttributes {
  /** The id of the alert route. */
  readonly alertRouteId: string;
}
