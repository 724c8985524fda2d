/**
 * The contract of an incident.io user (`IUser`): what escalation path levels and alert routes
 * notify. Users are never created by Terraform; they are looked up (`User.fromEmail`, ...).
 */
import type { IConstruct } from '../../../core/l2/index';

/**
 * An incident.io user, looked up.
 */
export interface IUser extends IConstruct {
  /** The id of the user. */
  readonly userId: string;
}

/**
 * Attributes of an existing user, for `User.fromUserAttributes`.
 */
export interface UserAttributes {
  /** The id of the user. */
  readonly userId: string;
}

/**
 * Options of a user lookup (`User.fromEmail`, `User.fromSlackUserId`, `User.fromId`): one of
 * the email, the Slack user id or the id.
 */
export interface UserLookupOptions {
  /**
   * The email address of the user. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - another key
   */
  readonly email?: string;
  /**
   * The Slack user id of the user, e.g. `U04KX7T2M9R`.
   * @default - another key
   */
  readonly slackUserId?: string;
  /**
   * The id of the user.
   * @default - another key
   */
  readonly userId?: string;
}
