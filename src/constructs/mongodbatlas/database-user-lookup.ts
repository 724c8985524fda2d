import type { DatabaseUserGrant, DatabaseUserLookupOptions, IDatabaseUser } from './database-user-ref';
import { refuseGrant } from './private/not-grantable';
import { OPTIONS } from './private/option-keys.generated';
import { Construct, Problems, throwIfProblems } from '../../core/l2';
import { DataMongodbatlasDatabaseUser } from '../../generated/mongodbatlas/data-database-user';

const ADMIN = 'admin';

/**
 * An existing database user, read through the `mongodbatlas_database_user` data source. It
 * cannot be granted roles from here: a cluster grant needs a `DatabaseUser` of this app.
 *
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/data-sources/database_user
 */
export class DatabaseUserLookup extends Construct implements IDatabaseUser {
  /** The underlying data source: every attribute of the user, e.g. its roles and scopes. */
  public readonly dataSource: DataMongodbatlasDatabaseUser;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name the user logs in with. */
  public readonly username: string;
  /** Database the user authenticates against. */
  public readonly authDatabaseName: string;

  constructor(scope: Construct, id: string, options: DatabaseUserLookupOptions) {
    super(scope, id);
    OPTIONS.props(this, options, 'DatabaseUserLookupOptions');
    const p = new Problems();
    p.required(options, ['projectId', 'username'], { projectId: 'the id of the Atlas project', username: 'the name the user logs in with' });
    throwIfProblems(this, p);
    this.projectId = options.projectId;
    this.username = options.username;
    this.authDatabaseName = options.authDatabaseName ?? ADMIN;
    this.dataSource = new DataMongodbatlasDatabaseUser(this, 'Lookup', {
      projectId: options.projectId, username: options.username, authDatabaseName: this.authDatabaseName,
    });
  }

  /**
   * Refused: an existing user is changed where it is defined.
   * @param grant the grant
   */
  public addGrant(grant: DatabaseUserGrant): void {
    refuseGrant(this, grant);
  }
}
