import { DatabaseRole } from './database-role';
import type { DatabaseUserAuthentication } from './database-user-authentication';
import type { DatabaseUserLookup } from './database-user-lookup';
import type { DatabaseUserAttributes, DatabaseUserGrant, DatabaseUserLookupOptions, IDatabaseUser } from './database-user-ref';
import { DatabaseUserScope } from './database-user-scope';
import { refuseGrant } from './private/not-grantable';
import { OPTIONS } from './private/option-keys.generated';
import { ProjectBindContext } from './private/project-context';
import { addLiteralSecret, LITERAL_PASSWORD, reportLiteralSecrets } from './private/secrets';
import { Construct, dependOn, describedAs, instanceOf, instancesOf, isConstruct, ItemType, keyValues, knownDifferent, literalKeys, literalText, Problems, renderedLater, setInput, stringMapOf, throwIfProblems, trySetInput, validateAtSynth, warn } from '../../core/l2';
import { MongodbatlasDatabaseUser, MongodbatlasDatabaseUserScopes } from '../../generated/mongodbatlas/database-user';

/**
 * Properties of a database user.
 */
export interface DatabaseUserProps {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /**
   * How the user logs in: `DatabaseUserAuthentication.password({ username, password })`,
   * `.awsIam({ roleArn })`, `.x509({ username })`, `.ldap({ username, ldapAuthType })` or
   * `.oidc({ username, oidcAuthType })`.
   */
  readonly authentication: DatabaseUserAuthentication;
  /**
   * Roles of the user. Atlas applies them on every cluster in the user's scopes. A user needs at
   * least one role by synth: pass them here, or add them with `addRole` or a cluster grant
   * (`cluster.grantRead(user, 'orders')`).
   *
   * Atlas refuses other roles next to a custom role (provider documentation: a user assigned a
   * custom role cannot be assigned any other roles); give the custom role what the user needs.
   * @default - none yet
   */
  readonly roles?: DatabaseRole[];
  /**
   * The clusters and data federation instances the user can reach. A cluster grant adds its
   * cluster. A user with no scope reaches every cluster and data federation instance of the
   * project, including later ones, and synth warns (`mongodbatlas:database-user-unscoped`).
   * @default - none: the whole project
   */
  readonly scopes?: DatabaseUserScope[];
  /**
   * Labels of the user, key to value (rendered as the provider's `labels` blocks, by key). Literal
   * text, keys and values: each reaches the provider as written (`${` and `%{` included); pass a
   * reference as a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly labels?: { [key: string]: string };
  /**
   * Description of the user. Literal text: it reaches the provider as written (`${` and `%{`
   * included); pass a reference as a token, e.g. a variable's `stringValue`.
   * @default - none
   */
  readonly description?: string;
}

/**
 * A database user of an Atlas project (`mongodbatlas_database_user`): its authentication, roles,
 * scopes and labels.
 *
 * ```ts
 * const user = new DatabaseUser(stack, 'App', {
 *   projectId,
 *   authentication: DatabaseUserAuthentication.password({ username: 'orders-app', password: DatabasePassword.writeOnly(password.stringValue, 1) }),
 *   roles: [DatabaseRole.readWrite('orders')],
 * });
 * orders.grantRead(user, 'catalog'); // adds read on catalog, and scopes the user to the cluster
 * ```
 *
 * - `authentication` says how the user logs in (`DatabaseUserAuthentication.password`, `awsIam`,
 *   `x509`, `ldap`, `oidc`); the user renders the provider's auth field and the database it needs
 *   (`$external`, or `admin` for passwords and for LDAP and OIDC groups).
 * - Passwords: `DatabasePassword.writeOnly` is recommended (never in the state). A literal
 *   password fails synth (`mongodbatlas:literal-password`): pass a sensitive variable's value, or
 *   acknowledge it for a throwaway user (`Checks.of(scope).acknowledge('mongodbatlas:literal-password', reason)`,
 *   then it warns with the reason).
 * - Roles apply on every cluster in the user's scopes: Atlas roles are per user, not per cluster.
 *   A user with `atlasAdmin` (`mongodbatlas:database-user-atlas-admin`) or without scopes
 *   (`mongodbatlas:database-user-unscoped`) gets a warning at synth that names the narrower choice.
 * - Dependencies: a custom role (`DatabaseRole.custom`) and a scoped cluster that are defined in
 *   the same stack are created before the user (`depends_on`), as the provider's own example does
 *   by referencing the cluster's name; the scope itself renders the literal name.
 * - No removal policy: a user holds no data, and is destroyed with the configuration like any
 *   resource. It is not an `IRemovable`, so `RemovalPolicies.of(stack).retain()` does not render
 *   `prevent_destroy` on it, which would block the replacement that a new username needs. To keep
 *   a user anyway, set `user.resource.lifecycle`.
 *
 * @resource mongodbatlas_database_user
 * @see https://registry.terraform.io/providers/mongodb/mongodbatlas/latest/docs/resources/database_user
 */
export class DatabaseUser extends Construct implements IDatabaseUser {
  /**
   * Refers to an existing user by its attributes, without reading Atlas.
   * @param scope the scope
   * @param id a scoped id
   * @param attrs the project id, the username and the authentication database
   */
  public static fromDatabaseUserAttributes(scope: Construct, id: string, attrs: DatabaseUserAttributes): IDatabaseUser {
    return new ImportedDatabaseUser(scope, id, attrs);
  }

  /**
   * Reads an existing user through the data source (its roles and scopes are on `dataSource`).
   * @param scope the scope
   * @param id a scoped id
   * @param options the project id, the username and the authentication database
   */
  public static fromLookup(scope: Construct, id: string, options: DatabaseUserLookupOptions): DatabaseUserLookup {
    const { DatabaseUserLookup: Lookup } = require('./database-user-lookup') as typeof import('./database-user-lookup');
    return new Lookup(scope, id, options);
  }

  /** The underlying L1 resource, for overrides (construct id `Default`). */
  public readonly resource: MongodbatlasDatabaseUser;
  /** Id of the Atlas project. */
  public readonly projectId: string;
  /** Name the user logs in with. */
  public readonly username: string;
  /** Database the user authenticates against: `admin` or `$external`. */
  public readonly authDatabaseName: string;
  private readonly _roles: DatabaseRole[] = [];
  /** The scopes, each with the block it renders. */
  private readonly _scopes: Array<{ readonly scope: DatabaseUserScope; readonly block: MongodbatlasDatabaseUserScopes }> = [];

  constructor(scope: Construct, id: string, props: DatabaseUserProps) {
    super(scope, id);
    OPTIONS.props(this, props, 'DatabaseUserProps');
    const ctx = new ProjectBindContext(this, props.projectId);
    const p = ctx.problems;
    p.required(props, ['projectId', 'authentication'], {
      projectId: 'the id of the Atlas project',
      authentication: "how the user logs in, e.g. DatabaseUserAuthentication.password({ username: 'orders-app', password })",
    });
    const auth = instanceOf(p, 'authentication', props.authentication, AUTHENTICATION)?._bind(ctx, 'authentication');
    const roles = instancesOf(p, 'roles', props.roles, ROLE);
    const given = instancesOf(p, 'scopes', props.scopes, SCOPE);
    roles.forEach((r, i) => checkRole(p, `roles[${i}]`, r, props.projectId));
    const scopes = given.map((s, i) => ({ scope: s, block: s._bind(ctx, `scopes[${i}]`) }));
    const labels = stringMapOf(p, 'labels', props.labels, "{ team: 'orders' }");
    throwIfProblems(this, p);
    this.projectId = props.projectId;
    this.username = auth!.username;
    this.authDatabaseName = auth!.authDatabaseName;

    this.resource = new MongodbatlasDatabaseUser(this, 'Default', {
      projectId: props.projectId,
      username: auth!.username,
      authDatabaseName: auth!.authDatabaseName,
      ...auth!.fields,
      description: literalText(props.description),
      labels: keyValues(literalKeys(labels)),
      // Rendered by renderRoles once there is one; a user without any is an error of this
      // construct at synth, in its own words (grants add roles after construction).
      roles: renderedLater(),
    });
    const password = auth!.password;
    const literalPassword = new Problems();
    if (password) {
      const name = password.isWriteOnly ? 'passwordWo' : 'password';
      addLiteralSecret(literalPassword, 'authentication.password', password.value, password.isWriteOnly
        ? "DatabasePassword.writeOnly(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue, 1)"
        : "DatabasePassword.fromToken(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue)",
      LITERAL_PASSWORD, password.isWriteOnly ? 'configuration' : 'configuration and state');
      // Quiet: this construct judges the password (a literal is its error, unless acknowledged,
      // below), and answers for the L1's type rule literal-password: one mistake, one message.
      setInput(this.resource, name, password.value, { quiet: true });
      if (password.isWriteOnly) setInput(this.resource, 'passwordWoVersion', password.version);
    }
    reportLiteralSecrets(this, LITERAL_PASSWORD, literalPassword, { resource: this.resource, ruleIds: ['rule:mongodbatlas_database_user/literal-password'] });
    roles.forEach((r) => this.pushRole(r));
    scopes.forEach((s) => this.pushScope(s.scope, s.block!));
    this.renderRoles();
    this.renderScopes();

    validateAtSynth(this, () => {
      const own = new Problems();
      // enforcedBy: internal/service/databaseuser/resource_database_user.go: roles (set validator, at least one).
      if (this._roles.length === 0) {
        own.add('roles', 'is empty: a database user has at least one role.', {
          id: 'mongodbatlas:user-role-required',
          received: [],
          allowed: 'at least one DatabaseRole',
          fix: "pass roles, call addRole(DatabaseRole.read('orders')), or grant access with cluster.grantRead(user, 'orders').",
        });
      }
      if (this._roles.some((r) => r.roleName === 'atlasAdmin')) {
        warn(this, 'mongodbatlas:database-user-atlas-admin', 'has the atlasAdmin role: every privilege on every database of the clusters in its scopes, '
          + 'including the administration of users and clusters. Grant what the user needs instead: readWriteAnyDatabase '
          + "(DatabaseRole.builtIn('readWriteAnyDatabase', 'admin'), or cluster.grantAdmin(user)), or read and readWrite on the databases it uses "
          + "(cluster.grantRead(user, 'orders'), cluster.grantReadWrite(user, 'orders')).");
      }
      if (this._scopes.length === 0) {
        warn(this, 'mongodbatlas:database-user-unscoped', 'has no scopes: it can reach every cluster and data federation instance of the project, '
          + "including those added later. Scope it to what it uses: cluster.grantRead(user, 'orders') (or grantReadWrite, grantAdmin) scopes it to "
          + 'the cluster, or pass scopes: [DatabaseUserScope.cluster(cluster)] (addScope after construction).');
      }
      return own.list;
    }, this.resource);
  }

  /** The user's roles (a copy). */
  public get roles(): DatabaseRole[] {
    return [...this._roles];
  }

  /** The user's scopes (a copy); empty means every cluster and data federation instance of the project. */
  public get scopes(): DatabaseUserScope[] {
    return this._scopes.map((s) => s.scope);
  }

  /**
   * Gives the user one more role. A role the user has already (`sameAs`) is not added twice. A
   * custom role of this stack is created before the user.
   * @param role the role
   */
  public addRole(role: DatabaseRole): void {
    const p = new Problems();
    instancesOf(p, 'addRole(role)', [role], ROLE);
    if (!p.length) checkRole(p, 'addRole(role)', role, this.projectId);
    throwIfProblems(this, p);
    if (this.pushRole(role)) this.renderRoles();
  }

  /**
   * Lets the user reach one more cluster or data federation instance. A scope the user has
   * already (`sameAs`) is not added twice. A cluster of this stack is created before the user.
   * @param scope the cluster or data federation instance
   */
  public addScope(scope: DatabaseUserScope): void {
    const ctx = new ProjectBindContext(this, this.projectId);
    instancesOf(ctx.problems, 'addScope(scope)', [scope], SCOPE);
    const block = ctx.problemCount ? undefined : scope._bind(ctx, 'addScope(scope)');
    throwIfProblems(this, ctx.problems);
    if (this.pushScope(scope, block!)) this.renderScopes();
  }

  /**
   * Gives the user the roles of a cluster grant and the cluster as a scope: what
   * `cluster.grantRead(user, ...)` and the other cluster grants call (they check the grant first).
   * @param grant the roles and the cluster
   */
  public addGrant(grant: DatabaseUserGrant): void {
    const p = new Problems();
    const method = typeof grant?.method === 'string' ? grant.method : 'addGrant';
    const isObject = grant !== null && typeof grant === 'object';
    const cluster = isObject && isConstruct(grant.cluster) ? grant.cluster : undefined;
    const fix = "grant through the cluster: cluster.grantRead(user, 'orders').";
    if (isObject) OPTIONS.check(p, grant, 'DatabaseUserGrant', `${method}(grant)`);
    if (!isObject) {
      p.add('addGrant(grant)', 'expected a grant: roles, and the cluster construct and its name.', {
        id: 'mongodbatlas:grant-not-object',
        received: grant,
        allowed: '{ roles: DatabaseRole[] (at least one), projectId, clusterName, cluster (a construct), method }',
        fix,
      });
    } else if (!cluster || typeof grant.clusterName !== 'string') {
      p.add(`${method}(grant)`, 'expected the cluster construct and its name.', {
        id: 'mongodbatlas:grant-cluster',
        received: !cluster ? grant.cluster : grant.clusterName,
        allowed: '{ cluster: a cluster construct, clusterName: its name (a string) }',
        fix,
      });
    } else if (knownDifferent(grant.projectId, this.projectId)) {
      p.add(`${method}(user)`, `is a user of project ${this.projectId}; the cluster '${grant.clusterName}' is in project ${grant.projectId}. A database user reaches only clusters of its own project.`, {
        id: 'mongodbatlas:grant-project',
        received: this.node.path,
        allowed: `a DatabaseUser of project ${grant.projectId}`,
        fix: `grant to a DatabaseUser of project ${grant.projectId} (make one there for this cluster).`,
      });
    } else if (grant.roles === undefined || grant.roles === null || (Array.isArray(grant.roles) && grant.roles.length === 0)) {
      p.add(`${method}(roles)`, 'is empty: a grant gives at least one role.', { id: 'mongodbatlas:grant-role-required', received: grant.roles, allowed: "a list of DatabaseRole, e.g. [DatabaseRole.read('orders')]", fix });
    } else {
      instancesOf(p, `${method}(roles)`, grant.roles, ROLE).forEach((r, i) => r._checkIn(p, `${method}(roles)[${i}]`));
    }
    throwIfProblems(cluster ?? this, p);
    const changedScopes = this.pushScope(DatabaseUserScope._ofGrant(grant.clusterName, grant.cluster), { name: grant.clusterName, type: 'CLUSTER' });
    const changedRoles = grant.roles.map((r) => this.pushRole(r)).some((x) => x);
    if (changedScopes) this.renderScopes();
    if (changedRoles) this.renderRoles();
  }

  private pushRole(role: DatabaseRole): boolean {
    if (this._roles.some((r) => r.sameAs(role))) return false;
    this._roles.push(role);
    dependOn(this.resource, role.customRole);
    return true;
  }

  private pushScope(scope: DatabaseUserScope, block: MongodbatlasDatabaseUserScopes): boolean {
    if (this._scopes.some((s) => s.scope.sameAs(scope))) return false;
    this._scopes.push({ scope, block });
    dependOn(this.resource, scope._owner);
    return true;
  }

  private renderRoles(): void {
    // What the L1 rejects is reported at synth (validateAtSynth), after this construct's own rules.
    if (this._roles.length) {
      trySetInput(this.resource, 'roles', this._roles.map((r) => ({ roleName: r.roleName, databaseName: r.databaseName, collectionName: r.collectionName })));
    }
  }

  private renderScopes(): void {
    trySetInput(this.resource, 'scopes', this._scopes.length ? this._scopes.map((s) => ({ ...s.block })) : undefined);
  }
}

const AUTHENTICATION: ItemType<DatabaseUserAuthentication> = {
  name: 'DatabaseUserAuthentication',
  example: "DatabaseUserAuthentication.password({ username: 'orders-app', password })",
  is: (x): x is DatabaseUserAuthentication => x !== null && typeof x === 'object' && typeof (x as { _bind?: unknown })._bind === 'function' && typeof (x as { kind?: unknown }).kind === 'string',
};
const ROLE: ItemType<DatabaseRole> = {
  name: 'DatabaseRole', example: "DatabaseRole.read('orders')", is: (x): x is DatabaseRole => x instanceof DatabaseRole,
};
const SCOPE: ItemType<DatabaseUserScope> = {
  name: 'DatabaseUserScope', example: 'DatabaseUserScope.cluster(cluster)', is: (x): x is DatabaseUserScope => x instanceof DatabaseUserScope,
};

function checkRole(p: Problems, field: string, role: DatabaseRole, projectId: string): void {
  const before = p.length;
  role._checkIn(p, field);
  if (p.length > before) return;
  const custom = role.customRole;
  if (custom && knownDifferent(custom.projectId, projectId)) {
    p.add(field, `is the custom role '${custom.roleName}' of project ${custom.projectId}, not of the user's project ${projectId}.`, {
      id: 'mongodbatlas:user-role-project',
      received: custom.node?.path ?? custom.roleName,
      allowed: `a custom role of project ${projectId}`,
      fix: "define the custom role in the user's project (custom roles belong to one project).",
    });
  }
}

const ADMIN = 'admin';

/**
 * An existing database user known by its attributes (nothing is read from Atlas): what
 * `DatabaseUser.fromDatabaseUserAttributes` returns. It cannot be granted roles from here: a
 * cluster grant needs a `DatabaseUser` of this app.
 */
class ImportedDatabaseUser extends Construct implements IDatabaseUser {
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
describedAs(ImportedDatabaseUser, 'IDatabaseUser');
