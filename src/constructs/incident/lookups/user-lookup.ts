import type { IUser, UserAttributes, UserLookupOptions } from './user-ref';
import { Construct, describedAs, idOf, IResolvable, literalText, Problems, throwIfProblems } from '../../../core/l2/index';
import { DataIncidentUser } from '../../../generated/incident/data-user/index';
import { refuseNonStrings } from '../private/incident-values';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * incident.io users, for escalation paths and alert routes: `User.fromEmail`,
 * `User.fromSlackUserId`, `User.fromId` (read through the `incident_user` data source) and
 * `User.fromUserAttributes` (an id, nothing read). Terraform never creates users.
 *
 * ```ts
 * const lead = User.fromEmail(this, 'Lead', 'jane@example.com');
 * path.addLevel('Lead', { notify: [EscalationTarget.user(lead)], ackTimeout: Duration.minutes(10) });
 * ```
 */
export abstract class User {
  /**
   * Looks up a user by email address. An empty email is an error (the data source's rule,
   * `rule:data.incident_user/lookup-key`, would fail synth in Terraform's words).
   * @param scope the scope
   * @param id a scoped id
   * @param email the email address. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   */
  public static fromEmail(scope: Construct, id: string, email: string): UserLookup {
    return new UserLookup(scope, id, { email });
  }

  /**
   * Looks up a user by Slack user id.
   * @param scope the scope
   * @param id a scoped id
   * @param slackUserId the Slack user id, e.g. `U04KX7T2M9R`
   */
  public static fromSlackUserId(scope: Construct, id: string, slackUserId: string): UserLookup {
    return new UserLookup(scope, id, { slackUserId });
  }

  /**
   * Looks up a user by id: the plan fails when no user has it.
   * @param scope the scope
   * @param id a scoped id
   * @param userId the id of the user
   */
  public static fromId(scope: Construct, id: string, userId: string): UserLookup {
    return new UserLookup(scope, id, { userId });
  }

  /**
   * Refers to a user by id, without reading incident.io.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the user
   */
  public static fromUserAttributes(scope: Construct, id: string, attrs: UserAttributes): IUser {
    return new ImportedUser(scope, id, attrs);
  }
}

/**
 * An existing user, read through the `incident_user` data source by email, Slack user id or id.
 * None of them, or an empty one, is an error in the options' words (the data source's rule,
 * `rule:data.incident_user/lookup-key`, says it at synth in Terraform's).
 *
 * @see https://registry.terraform.io/providers/incident-io/incident/latest/docs/data-sources/user
 */
export class UserLookup extends Construct implements IUser {
  /** The underlying data source. */
  public readonly dataSource: DataIncidentUser;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param options the email, the Slack user id or the id of the user
   */
  constructor(scope: Construct, id: string, options: UserLookupOptions) {
    super(scope, id);
    OPTIONS.props(this, options, 'UserLookupOptions');
    refuseNonStrings(scope, this, options, {
      email: 'the email address of the user', slackUserId: 'the Slack user id of the user, e.g. U04KX7T2M9R', userId: 'the id of the user',
    }, [], ['email', 'slackUserId', 'userId']);
    this.dataSource = new DataIncidentUser(this, 'Lookup', { email: literalText(options.email), slackUserId: options.slackUserId, id: options.userId });
  }

  /** The id of the user. */
  public get userId(): string {
    return this.dataSource.id;
  }

  /** The email address of the user. */
  public get email(): string {
    return this.dataSource.email;
  }

  /** The name of the user. */
  public get userName(): string {
    return this.dataSource.name;
  }

  /** The Slack user id of the user. */
  public get slackUserId(): string {
    return this.dataSource.slackUserId;
  }

  /** Whether the user is active. */
  public get isActive(): IResolvable {
    return this.dataSource.isActive;
  }
}

/**
 * An existing user known by its id (nothing is read from incident.io), made by
 * `User.fromUserAttributes`.
 */
class ImportedUser extends Construct implements IUser {
  /** The id of the user. */
  public readonly userId: string;

  constructor(scope: Construct, id: string, attrs: UserAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'UserAttributes');
    const p = new Problems();
    idOf(p, 'userId', attrs.userId, 'the id of the user');
    throwIfProblems(this, p);
    this.userId = attrs.userId;
  }
}
describedAs(ImportedUser, 'IUser');
