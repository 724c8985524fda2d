import type { ICustomDbRole } from './custom-db-role-ref';
import { isConstruct, isKnown, Problems } from '../../core/l2';

/**
 * A database role granted to a database user (`roles`) or inherited by a custom role
 * (`inherited_roles`): a built-in role on a database, or a custom role.
 *
 * The factories only build values. The spec's database rules are type rules of the resources that
 * render them, so they hold for the L1s too and are reported at synth:
 * - a custom role, and every built-in role that exists only on admin, is granted on `admin`;
 * - a custom role inherits from another database only read and readWrite;
 * - a collection narrows only read and readWrite.
 */
export class DatabaseRole {
  /**
   * `read` on one database, or on one collection of it.
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public static read(databaseName: string, collectionName?: string): DatabaseRole {
    return new DatabaseRole('read', databaseName, collectionName);
  }

  /**
   * `readWrite` on one database, or on one collection of it.
   * @param databaseName the database
   * @param collectionName one collection of the database
   * @default - every collection of the database
   */
  public static readWrite(databaseName: string, collectionName?: string): DatabaseRole {
    return new DatabaseRole('readWrite', databaseName, collectionName);
  }

  /**
   * `dbAdmin` on one database: schema, indexes and statistics, not the data.
   * @param databaseName the database
   */
  public static dbAdmin(databaseName: string): DatabaseRole {
    return new DatabaseRole('dbAdmin', databaseName);
  }

  /** `readAnyDatabase` (on admin): read every database of the clusters in scope. */
  public static readAnyDatabase(): DatabaseRole {
    return new DatabaseRole('readAnyDatabase', ADMIN);
  }

  /**
   * `atlasAdmin` (on admin): every privilege, including user and cluster administration. Synth
   * warns for a user that has it; prefer readWriteAnyDatabase, or read and readWrite on the
   * databases the user needs.
   */
  public static atlasAdmin(): DatabaseRole {
    return new DatabaseRole('atlasAdmin', ADMIN);
  }

  /**
   * Any built-in role, on the database it applies to (`admin` for the cluster-wide and
   * all-database roles, e.g. `builtIn('clusterMonitor', 'admin')`).
   * @param roleName the name of the built-in role
   * @param databaseName the database
   */
  public static builtIn(roleName: string, databaseName: string): DatabaseRole {
    return new DatabaseRole(roleName, databaseName);
  }

  /**
   * A custom role (on admin, where Atlas defines them). A user or role that gets it is created
   * after the custom role when the role is a construct of this app. It takes the role itself, not
   * its name: a name (from JavaScript) is refused by the user, grant or custom role it is passed to.
   * @param role the custom role: a `CustomDbRole`, `CustomDbRole.fromCustomDbRoleAttributes(...)` or `CustomDbRole.fromLookup(...)`
   */
  public static custom(role: ICustomDbRole): DatabaseRole {
    // What was given is recorded as it is and judged by the user or role that takes it (`_checkIn`):
    // a JavaScript caller can pass the role's name instead of the role.
    const given = role as unknown;
    const named = given !== null && typeof given === 'object' ? (given as ICustomDbRole).roleName : undefined;
    return new DatabaseRole(named as string, ADMIN, undefined, role, true);
  }

  private constructor(
    /** Name of the role (`role_name`). */
    public readonly roleName: string,
    /** Database the role applies to (`database_name`). */
    public readonly databaseName: string,
    /**
     * Collection the role is narrowed to (`collection_name`).
     * @default - every collection of the database
     */
    public readonly collectionName?: string,
    /**
     * The custom role this value names, when it was made by `custom`.
     * @default - a built-in role
     */
    public readonly customRole?: ICustomDbRole,
    /** Whether `custom` made it (then `customRole` is what `custom` was given, which may be no role). */
    private readonly madeByCustom: boolean = false,
  ) {}

  /**
   * @internal Adds a problem under `field` when the role was made by `custom` with something that is
   * no custom role (a JavaScript caller's role name, say): the user, grant or custom role that takes
   * it refuses it, where it is passed, in the words of `DatabaseRole.custom`.
   */
  public _checkIn(p: Problems, field: string): void {
    if (!this.madeByCustom) return;
    const given: unknown = this.customRole;
    const role = isConstruct(given) ? (given as ICustomDbRole) : undefined;
    if (role && (typeof role.roleName === 'string' || !isKnown(role.roleName))) return;
    const named = typeof given === 'string';
    p.add(field, 'is DatabaseRole.custom(role) with no custom role: custom takes the role itself, a CustomDbRole (or what CustomDbRole.fromCustomDbRoleAttributes '
      + `or CustomDbRole.fromLookup returns)${named ? ', not its name' : ''}.`, {
      id: 'mongodbatlas:custom-role-not-a-role',
      received: given,
      allowed: 'DatabaseRole.custom(role), with role an ICustomDbRole: new CustomDbRole(...), CustomDbRole.fromCustomDbRoleAttributes(...) or CustomDbRole.fromLookup(...)',
      fix: `pass the role: DatabaseRole.custom(CustomDbRole.fromCustomDbRoleAttributes(this, 'Role', { projectId, roleName: '${named && given !== '' ? given.replace(/['\\]/g, '\\$&') : '<role name>'}' })) for a role defined elsewhere, or the CustomDbRole construct that defines it.`,
    });
  }

  /** Whether the role names the same role, database and collection as another. */
  public sameAs(other: DatabaseRole): boolean {
    return this.roleName === other.roleName && this.databaseName === other.databaseName && this.collectionName === other.collectionName;
  }
}

const ADMIN = 'admin';
