/**
 * The contract of an incident.io alert source (`IAlertSource`): what alert routes take alerts
 * from, whether the source is defined here or existing; and the attributes of an existing one.
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An alert source, defined here (`AlertSource.http`, ...) or existing
 * (`AlertSource.fromAlertSourceAttributes`).
 */
export interface IAlertSource extends IConstruct {
  /** The id of the alert source (a token until apply for one defined here). */
  readonly alertSourceId: string;
}

/**
 * Attributes of an existing alert source, for `AlertSource.fromAlertSourceAttributes`.
 */
export interface AlertSourceAttributes {
  /** The id of the alert source. */
  readonly alertSourceId: string;
}
