/**
 * Where a privilege action of a custom database role is granted (an action resource of
 * `mongodbatlas_custom_db_role`): the cluster, one database, one collection, or every database.
 *
 * The factories build the provider's `resources` block with the fields each form needs, so that
 * `cluster` never meets a database or collection name. Empty names have a meaning in Atlas (an
 * empty `databaseName` is every database, an empty `collectionName` every collection of the
 * database), which is why `CustomDbRole` refuses an empty name given to `database` or
 * `collection` and points at the form that says it.
 */
export class RoleResource {
  /**
   * The cluster resource: for cluster-wide actions such as `SERVER_STATUS`, `LIST_SESSIONS`,
   * `LIST_DATABASES` or `IN_PROG`.
   */
  public static cluster(): RoleResource {
    return new RoleResource('cluster', true);
  }

  /**
   * Every collection of one database (rendered with `collectionName: ''`, the provider's form).
   * @param databaseName the database
   */
  public static database(databaseName: string): RoleResource {
    return new RoleResource('database', undefined, databaseName, '');
  }

  /**
   * One collection of one database. `collection('', name)` is the collection of that name in
   * every database (an empty database name means all databases).
   * @param databaseName the database
   * @param collectionName the collection
   */
  public static collection(databaseName: string, collectionName: string): RoleResource {
    return new RoleResource('collection', undefined, databaseName, collectionName);
  }

  /** Every collection of every database (`databaseName: ''` and `collectionName: ''`). */
  public static allDatabases(): RoleResource {
    return new RoleResource('allDatabases', undefined, '', '');
  }

  private constructor(
    /** @internal The factory that made the value: `cluster`, `database`, `collection` or `allDatabases`. */
    public readonly _form: string,
    /**
     * Whether this is the cluster resource.
     * @default - a database or collection resource
     */
    public readonly isCluster?: boolean,
    /**
     * Database the action is granted on (`''` for every database).
     * @default - none: the cluster resource
     */
    public readonly databaseName?: string,
    /**
     * Collection the action is granted on (`''` for every collection of the database).
     * @default - none: the cluster resource
     */
    public readonly collectionName?: string,
  ) {}

  /**
   * @internal The provider's `resources` block.
   */
  public _toResource(): { cluster?: boolean; databaseName?: string; collectionName?: string } {
    return this.isCluster ? { cluster: true } : { databaseName: this.databaseName, collectionName: this.collectionName };
  }
}
