import { Construct } from 'constructs';
import type { DatabaseUserAttributes, DatabaseUserGrant, IDatabaseUser } from './database-user-ref';
import { refuseGrant } from './private/not-grantable';
import { OPTIONS } from './private/option-keys.generated';
import { Problems, throwIfProblems } from '../../core/l2';

const ADMIN = 'admin';

/**
 * An existing database user known by its attributes (nothing is read from Atlas). It cannot be
 * granted roles from here: a cluster grant needs a `DatabaseUser` of this app.
 */
export class ImportedDatabaseUser extends Construct implements IDatabaseUser {
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name the user logs in with. */
  public readonly username: string;
  /** Database the user authenticates against. */
  public readonly authDatabaseName: string;

  constructor(scope: Construct, id: string, attrs: DatabaseUserAttributes) {
    super(scope, id);
    OPTIONS.props(this, attrs, 'DatabaseUserAttributes');
    const p = new Problems();
    p.requiredStrings(attrs, ['projectId', 'username'], { projectId: 'the id of the Atlas project', username: 'the name the user logs in with' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.username = attrs.username;
    this.authDatabaseName = attrs.authDatabaseName ?? ADMIN;
  }

  /**
   * Refused: an existing user is changed where it is defined.
   * @param grant the grant
   */
  public addGrant(grant: DatabaseUserGrant): void {
    refuseGrant(this, grant);
  }
}
