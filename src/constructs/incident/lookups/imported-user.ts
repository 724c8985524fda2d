import { Construct } from 'constructs';
import { requiredId } from './private/lookups';
import type { IUser, UserAttributes } from './user-ref';
import { Problems, throwIfProblems } from '../../../core/l2/index';
import { OPTIONS } from '../private/option-keys.generated';

/**
 * An existing user known by its id (nothing is read from incident.io), made by
 * `User.fromUserAttributes`.
 */
export class ImportedUser extends Construct implements IUser {
  /** The id of the user. */
  public readonly userId: string;

  /**
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the id of the user
   */
  constructor(scope: Construct, id: string, attrs: UserAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'UserAttributes');
    const p = new Problems();
    requiredId(p, 'userId', attrs.userId, 'the id of the user');
    throwIfProblems(this, p);
    this.userId = attrs.userId;
  }
}
