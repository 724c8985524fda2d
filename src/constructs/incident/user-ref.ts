/**
 * The contract of an incident.io user (`IUser`): what escalation path levels and alert routes
 * notify. Users are never created by Terraform; they are looked up (`User.fromEmail`, ...).
 */
import { IConstruct } from 'constructs';

/**
 * An incident.io user, looked up.
 */
export interface IUser extends IConstruct {
  /** The id of the user. */
  readonly userId: string;
}
