import { dependable, Lazy, TerraformResource, TerraformStack } from 'cdktn';
import { Construct, IConstruct } from 'constructs';
import type { ICluster } from './cluster';
import { DatabaseRole } from './database-role';
import { instancesOf, ItemType } from './private/instance-list';
import { addWarning } from '../../core/annotations';
import { setInput, trySetInput } from '../../core/l1-runtime';
import { addValidations, describeValue, isKnown, knownDifferent, oneOf, ownProblemsFirst, Problems, requireProps, throwIfProblems } from '../../core/validation';
import { DataMongodbatlasDatabaseUser } from '../../generated/mongodbatlas/data-database-user';
import { MongodbatlasDatabaseUser, MongodbatlasDatabaseUserConfig } from '../../generated/mongodbatlas/database-user';

/**
 * A database user of an Atlas project, defined here or existing.
 */
export interface IDatabaseUser extends IConstruct {
  /** Id of the Atlas project the user belongs to. */
  readonly projectId: string;
  /** Name the user logs in with (an ARN, a distinguished name, `<IdP id>/<name>` for external users). */
  readonly username: string;
  /** Database the user authenticates against: `admin`, or `$external` for externally authenticated users. */
  readonly authDatabaseName: string;
}

/**
 * The X.509 authentication of a database user (`x509_type`).
 */
export class X509Type {
  /** Atlas-managed X.509: Atlas issues the user's certificates. The username is any name. */
  public static readonly MANAGED = 'MANAGED';
  /**
   * Self-managed X.509: the user presents a certificate of the project's own CA. The username is
   * the certificate's subject, an RFC 2253 distinguished name with a common name (`CN=...`).
   */
  public static readonly CUSTOMER = 'CUSTOMER';

  private constructor() {}
}

/**
 * The LDAP authentication of a database user (`ldap_auth_type`).
 */
export class LdapAuthType {
  /** One LDAP user, authenticated by the LDAP server; created on `$external`. */
  public static readonly USER = 'USER';
  /**
   * An LDAP group: its members log in with their LDAP user and get the group's roles; created on
   * `admin`, where Atlas maps LDAP groups to roles.
   */
  public static readonly GROUP = 'GROUP';

  private constructor() {}
}

/**
 * The OIDC (OpenID Connect) authentication of a database user (`oidc_auth_type`).
 */
export class OidcAuthType {
  /** Workforce identity federation: a group of the identity provider; created on `admin`. */
  public static readonly IDP_GROUP = 'IDP_GROUP';
  /** Workload identity federation: one user (an application) of the identity provider; created on `$external`. */
  public static readonly USER = 'USER';

  private constructor() {}
}

/**
 * The password of a password (SCRAM) database user.
 *
 * Prefer `writeOnly`: the password is sent to Atlas but never stored in the Terraform state or
 * plan (a write-only argument; Terraform 1.11 or later). With `fromToken` the provider keeps the
 * password in the state in plain text.
 *
 * Either way the password is a token (a sensitive `TerraformVariable`, an ephemeral
 * `random_password`): a literal string would sit in plain text in `cdk.tf.json`, and synth fails
 * with `rule:mongodbatlas_database_user/literal-password` unless that rule is acknowledged.
 */
export class DatabasePassword {
  /**
   * A write-only password (`password_wo` and `password_wo_version`): never written to the state.
   *
   * Terraform cannot see a change of a value it does not store. To change the password, pass the
   * new one AND a higher `version` in the same change; a new password with the same version is
   * not sent.
   * @param password the password, as a token (e.g. a sensitive `TerraformVariable`)
   * @param version the version of the password: a whole number, 1 or more; raise it with each new password
   */
  public static writeOnly(password: string, version: number): DatabasePassword {
    return new DatabasePassword(password, version, true);
  }

  /**
   * A password kept in the Terraform state (`password`), in plain text there. Prefer `writeOnly`.
   * @param password the password, as a token (e.g. a sensitive `TerraformVariable`)
   */
  public static fromToken(password: string): DatabasePassword {
    return new DatabasePassword(password, undefined, false);
  }

  private constructor(
    /** The password (a token). */
    public readonly value: string,
    /**
     * The version of a write-only password.
     * @default - not write-only
     */
    public readonly version?: number,
    /** Whether `writeOnly` made it (a missing version is then an error, never a fallback to `password`). */
    private readonly writeOnlyForm: boolean = version !== undefined,
  ) {}

  /** Whether the password is write-only (never stored in the state). */
  public get isWriteOnly(): boolean {
    return this.writeOnlyForm;
  }
}

const CLUSTER_SCOPE = 'CLUSTER';
const DATA_FEDERATION_SCOPE = 'DATA_LAKE';

/**
 * A cluster or an Atlas Data Federation instance a database user can reach (`scopes`). A user
 * with no scope reaches every cluster and data federation instance of its project.
 */
export class DatabaseUserScope {
  /**
   * A cluster of the user's project (type `CLUSTER`). When the cluster is defined in the same
   * stack, the user is created after it and destroyed before it.
   * @param cluster the cluster: a cluster construct, or a looked-up or imported cluster
   */
  public static cluster(cluster: ICluster): DatabaseUserScope {
    return new DatabaseUserScope(cluster?.clusterName, CLUSTER_SCOPE, cluster);
  }

  /**
   * An Atlas Data Federation instance of the user's project, by name (type `DATA_LAKE`).
   * @param name the name of the data federation instance
   */
  public static dataFederation(name: string): DatabaseUserScope {
    return new DatabaseUserScope(name, DATA_FEDERATION_SCOPE);
  }

  private constructor(
    /** Name of the cluster or data federation instance. */
    public readonly name: string,
    /** Kind of resource: `CLUSTER` or `DATA_LAKE`. */
    public readonly type: string,
    /**
     * The cluster, for a cluster scope.
     * @default - a data federation instance
     */
    public readonly scopedCluster?: ICluster,
  ) {}

  /** Whether the scope names the same kind of resource and the same name as another. */
  public sameAs(other: DatabaseUserScope): boolean {
    return this.type === other.type && this.name === other.name;
  }
}

/**
 * What every kind of database user takes besides its authentication.
 */
export interface DatabaseUserOptions {
  /** Id of the Atlas project. */
  readonly projectId: string;
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
   * project, including later ones, and synth warns (`terrain:database-user-unscoped`).
   * @default - none: the whole project
   */
  readonly scopes?: DatabaseUserScope[];
  /**
   * Labels of the user, key to value (rendered as the provider's `labels` blocks).
   * @default - none
   */
  readonly labels?: { [key: string]: string };
  /**
   * Description of the user.
   * @default - none
   */
  readonly description?: string;
}

/**
 * Properties of a password (SCRAM) database user, authenticated on `admin`.
 */
export interface DatabaseUserProps extends DatabaseUserOptions {
  /** Name the user logs in with. */
  readonly username: string;
  /**
   * The user's password, as a token: `DatabasePassword.writeOnly(token, 1)` (recommended: never
   * stored in the state) or `DatabasePassword.fromToken(token)`. To change a write-only password,
   * pass the new password and a higher version together (`writeOnly(newToken, 2)`): Terraform
   * does not see the password itself change. A literal string fails synth
   * (`rule:mongodbatlas_database_user/literal-password`).
   */
  readonly password: DatabasePassword;
}

/**
 * Properties of a database user that authenticates with AWS IAM credentials (on `$external`).
 * Set exactly one of `roleArn` and `userArn`.
 */
export interface AwsIamDatabaseUserProps extends DatabaseUserOptions {
  /**
   * ARN of the IAM role whose sessions log in (`aws_iam_type` ROLE), e.g. the execution role of a
   * Lambda function. It is the username.
   * @default - set userArn instead
   */
  readonly roleArn?: string;
  /**
   * ARN of the IAM user that logs in (`aws_iam_type` USER). It is the username.
   * @default - set roleArn instead
   */
  readonly userArn?: string;
}

/**
 * Properties of a database user that authenticates with an X.509 certificate (on `$external`).
 */
export interface X509DatabaseUserProps extends DatabaseUserOptions {
  /**
   * Name the user logs in with: any name for MANAGED; for CUSTOMER, the subject of the user's
   * certificate, an RFC 2253 distinguished name with a common name, e.g. `CN=orders-app,OU=apps,O=Example`.
   */
  readonly username: string;
  /**
   * Who issues the certificates: `X509Type.MANAGED` (Atlas) or `X509Type.CUSTOMER` (your CA).
   * @default X509Type.MANAGED
   */
  readonly x509Type?: string;
}

/**
 * Properties of a database user that authenticates through the project's LDAP server.
 */
export interface LdapDatabaseUserProps extends DatabaseUserOptions {
  /**
   * The LDAP user or group, as a fully qualified RFC 2253 distinguished name, e.g.
   * `CN=dba,OU=groups,DC=example,DC=com`.
   */
  readonly username: string;
  /**
   * `LdapAuthType.USER` (one LDAP user, on `$external`) or `LdapAuthType.GROUP` (an LDAP group
   * whose members get the roles, on `admin`).
   */
  readonly ldapAuthType: string;
}

/**
 * Properties of a database user that authenticates with OIDC (OpenID Connect) federation.
 * OIDC needs MongoDB 7.0 or later on the clusters.
 */
export interface OidcDatabaseUserProps extends DatabaseUserOptions {
  /**
   * The Atlas id of the identity provider (federation settings), a slash, and the IdP group name
   * (IDP_GROUP) or user identifier (USER), e.g. `64d613677e1ad50839cce4db/analysts`.
   */
  readonly username: string;
  /**
   * `OidcAuthType.IDP_GROUP` (workforce: a group of people, on `admin`) or `OidcAuthType.USER`
   * (workload: one application, on `$external`).
   */
  readonly oidcAuthType: string;
}

/**
 * Attributes of an existing database user, for `fromDatabaseUserAttributes`.
 */
export interface DatabaseUserAttributes {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name the user logs in with. */
  readonly username: string;
  /**
   * Database the user authenticates against.
   * @default 'admin'
   */
  readonly authDatabaseName?: string;
}

/**
 * Options of `DatabaseUser.fromLookup`.
 */
export interface DatabaseUserLookupOptions {
  /** Id of the Atlas project. */
  readonly projectId: string;
  /** Name the user logs in with. */
  readonly username: string;
  /**
   * Database the user authenticates against.
   * @default 'admin'
   */
  readonly authDatabaseName?: string;
}

const ADMIN = 'admin';
const EXTERNAL = '$external';

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
    requireProps(this, attrs);
    const p = new Problems();
    p.required(attrs, ['projectId', 'username'], { projectId: 'the id of the Atlas project', username: 'the name the user logs in with' });
    throwIfProblems(this, p);
    this.projectId = attrs.projectId;
    this.username = attrs.username;
    this.authDatabaseName = attrs.authDatabaseName ?? ADMIN;
  }
}

/**
 * An existing database user, read through the `mongodbatlas_database_user` data source.
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
    requireProps(this, options);
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
}

/** How a factory asks the constructor for another authentication (a key nobody else can write). */
const AUTH = Symbol('terrain-constructs.DatabaseUser.auth');
type Kind = 'password' | 'awsIam' | 'x509' | 'ldap' | 'oidc';
type AnyProps = DatabaseUserOptions
  & Partial<DatabaseUserProps & AwsIamDatabaseUserProps & X509DatabaseUserProps & LdapDatabaseUserProps & OidcDatabaseUserProps>;

/** What an authentication renders. */
interface Auth {
  readonly username: string;
  readonly authDatabaseName: string;
  readonly fields: Partial<MongodbatlasDatabaseUserConfig>;
}

/**
 * A database user of an Atlas project (`mongodbatlas_database_user`): its authentication, roles,
 * scopes and labels.
 *
 * ```ts
 * const user = new DatabaseUser(stack, 'App', {
 *   projectId, username: 'orders-app',
 *   password: DatabasePassword.writeOnly(password.stringValue, 1),
 *   roles: [DatabaseRole.readWrite('orders')],
 * });
 * orders.grantRead(user, 'catalog'); // adds read on catalog, and scopes the user to the cluster
 * ```
 *
 * - Password users come from the constructor; `awsIam`, `x509`, `ldap` and `oidc` make the
 *   externally authenticated users, each with the provider's auth field and the database it
 *   needs (`$external`, or `admin` for LDAP and OIDC groups).
 * - Passwords: `DatabasePassword.writeOnly` is recommended (never in the state). A literal
 *   password fails synth (`rule:mongodbatlas_database_user/literal-password`).
 * - Roles apply on every cluster in the user's scopes: Atlas roles are per user, not per cluster.
 *   A user with `atlasAdmin` (`terrain:database-user-atlas-admin`) or without scopes
 *   (`terrain:database-user-unscoped`) gets a warning at synth that names the narrower choice.
 * - Dependencies: a custom role (`DatabaseRole.custom`) and a scoped cluster that are defined in
 *   the same stack are created before the user (`depends_on`), as the provider's own example does
 *   by referencing the cluster's name; the scope itself renders the literal name.
 * - No removal policy: a user holds no data, and is destroyed with the configuration like any
 *   resource. It is not an `IRemovable`, so `RemovalPolicies.of(stack).retain()` does not render
 *   `prevent_destroy` on it, which would block the replacement that a new username needs. To keep
 *   a user anyway, set `user.resource.lifecycle`.
 *
 * @resource mongodbatlas_database_user
 */
export class DatabaseUser extends Construct implements IDatabaseUser {
  /**
   * A user that logs in with AWS IAM credentials (`aws_iam_type` ROLE or USER, on `$external`):
   * the username is the role's or the user's ARN.
   * @param scope the scope
   * @param id a scoped id
   * @param props the ARN, roles and scopes
   */
  public static awsIam(scope: Construct, id: string, props: AwsIamDatabaseUserProps): DatabaseUser {
    return new DatabaseUser(scope, id, withKind(props, 'awsIam'));
  }

  /**
   * A user that logs in with an X.509 certificate (`x509_type` MANAGED or CUSTOMER, on `$external`).
   * @param scope the scope
   * @param id a scoped id
   * @param props the username, the kind of certificate, roles and scopes
   */
  public static x509(scope: Construct, id: string, props: X509DatabaseUserProps): DatabaseUser {
    return new DatabaseUser(scope, id, withKind(props, 'x509'));
  }

  /**
   * A user or group authenticated by the project's LDAP server (`ldap_auth_type` USER on
   * `$external`, GROUP on `admin`).
   * @param scope the scope
   * @param id a scoped id
   * @param props the distinguished name, USER or GROUP, roles and scopes
   */
  public static ldap(scope: Construct, id: string, props: LdapDatabaseUserProps): DatabaseUser {
    return new DatabaseUser(scope, id, withKind(props, 'ldap'));
  }

  /**
   * A group or user of an OIDC identity provider (`oidc_auth_type` IDP_GROUP on `admin`, USER on
   * `$external`).
   * @param scope the scope
   * @param id a scoped id
   * @param props `<IdP id>/<name>`, IDP_GROUP or USER, roles and scopes
   */
  public static oidc(scope: Construct, id: string, props: OidcDatabaseUserProps): DatabaseUser {
    return new DatabaseUser(scope, id, withKind(props, 'oidc'));
  }

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
   * Reads an existing user through the data source.
   * @param scope the scope
   * @param id a scoped id
   * @param options the project id, the username and the authentication database
   */
  public static fromLookup(scope: Construct, id: string, options: DatabaseUserLookupOptions): DatabaseUserLookup {
    return new DatabaseUserLookup(scope, id, options);
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
  private readonly _scopes: DatabaseUserScope[] = [];
  private readonly dependencies = new Set<TerraformResource>();

  constructor(scope: Construct, id: string, props: DatabaseUserProps) {
    super(scope, id);
    requireProps(this, props);
    const all = props as AnyProps;
    const kind: Kind = (props as { [AUTH]?: Kind })[AUTH] ?? 'password';
    const p = new Problems();
    p.required(all, ['projectId'], { projectId: 'the id of the Atlas project' });
    const auth = AUTHS[kind](p, all);
    const password = kind === 'password' ? checkPassword(p, all.password) : undefined;
    if (kind !== 'password' && all.password !== undefined && all.password !== null) {
      // JavaScript: the factories' props have no password; dropping it silently would hide the mistake.
      p.addRendered('password', `is only for password users; this user authenticates with ${AUTH_WORDS[kind]}.`, 'a password (not shown)', {
        allowed: 'no password', fix: 'remove password, or make a password user with new DatabaseUser(...).',
      });
    }
    const roles = instancesOf(p, 'roles', all.roles, ROLE);
    const scopes = instancesOf(p, 'scopes', all.scopes, SCOPE);
    roles.forEach((r, i) => checkRole(p, `roles[${i}]`, r, all.projectId));
    scopes.forEach((s, i) => checkScope(p, `scopes[${i}]`, s, all.projectId));
    const labels = labelsOf(p, all.labels);
    throwIfProblems(this, p);
    this.projectId = all.projectId;
    this.username = auth.username;
    this.authDatabaseName = auth.authDatabaseName;

    this.resource = new MongodbatlasDatabaseUser(this, 'Default', {
      projectId: all.projectId,
      username: auth.username,
      authDatabaseName: auth.authDatabaseName,
      ...auth.fields,
      description: all.description,
      labels,
      // Rendered by renderRoles once there is one; a user without any is an error of this
      // construct at synth, in its own words (grants add roles after construction).
      roles: Lazy.anyValue({ produce: () => undefined }),
    });
    if (password) {
      // Quiet: a literal password is this construct's type rule (literal-password, an error),
      // not also a literal-secret warning for the same mistake.
      if (password.isWriteOnly) {
        setInput(this.resource, 'passwordWo', password.value, { quiet: true });
        setInput(this.resource, 'passwordWoVersion', password.version);
      } else {
        setInput(this.resource, 'password', password.value, { quiet: true });
      }
    }
    roles.forEach((r) => this.pushRole(r));
    scopes.forEach((s) => this.pushScope(s));
    this.renderRoles();
    this.renderScopes();

    addValidations(this, () => {
      const own = new Problems();
      if (this._roles.length === 0) {
        own.add('roles', 'is empty: a database user has at least one role.', {
          received: [],
          allowed: 'at least one DatabaseRole',
          fix: "pass roles, call addRole(DatabaseRole.read('orders')), or grant access with cluster.grantRead(user, 'orders').",
        });
      }
      if (this._roles.some((r) => r.roleName === 'atlasAdmin')) {
        addWarning(this, 'terrain:database-user-atlas-admin', 'has the atlasAdmin role: every privilege on every database of the clusters in its scopes, '
          + 'including the administration of users and clusters. Grant what the user needs instead: readWriteAnyDatabase '
          + "(DatabaseRole.builtIn('readWriteAnyDatabase', 'admin'), or cluster.grantAdmin(user)), or read and readWrite on the databases it uses "
          + "(cluster.grantRead(user, 'orders'), cluster.grantReadWrite(user, 'orders')).");
      }
      if (this._scopes.length === 0) {
        addWarning(this, 'terrain:database-user-unscoped', 'has no scopes: it can reach every cluster and data federation instance of the project, '
          + "including those added later. Scope it to what it uses: cluster.grantRead(user, 'orders') (or grantReadWrite, grantAdmin) scopes it to "
          + 'the cluster, or pass scopes: [DatabaseUserScope.cluster(cluster)] (addScope after construction).');
      }
      return ownProblemsFirst(own.list, this.resource);
    });
  }

  /** The user's roles (a copy). */
  public get roles(): DatabaseRole[] {
    return [...this._roles];
  }

  /** The user's scopes (a copy); empty means every cluster and data federation instance of the project. */
  public get scopes(): DatabaseUserScope[] {
    return [...this._scopes];
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
    const p = new Problems();
    instancesOf(p, 'addScope(scope)', [scope], SCOPE);
    if (!p.length) checkScope(p, 'addScope(scope)', scope, this.projectId);
    throwIfProblems(this, p);
    if (this.pushScope(scope)) this.renderScopes();
  }

  private pushRole(role: DatabaseRole): boolean {
    if (this._roles.some((r) => r.sameAs(role))) return false;
    this._roles.push(role);
    this.dependOn(role.customRole);
    return true;
  }

  private pushScope(scope: DatabaseUserScope): boolean {
    if (this._scopes.some((s) => s.sameAs(scope))) return false;
    this._scopes.push(scope);
    this.dependOn(scope.scopedCluster);
    return true;
  }

  private renderRoles(): void {
    // What the L1 rejects is reported at synth (ownProblemsFirst), after this construct's own rules.
    if (this._roles.length) {
      trySetInput(this.resource, 'roles', this._roles.map((r) => ({ roleName: r.roleName, databaseName: r.databaseName, collectionName: r.collectionName })));
    }
  }

  private renderScopes(): void {
    trySetInput(this.resource, 'scopes', this._scopes.length ? this._scopes.map((s) => ({ name: s.name, type: s.type })) : undefined);
  }

  /**
   * Creates the user after the L1 of a construct (a custom role, a cluster): `depends_on` in the
   * same stack, a dependency of this stack on the other one across stacks.
   */
  private dependOn(c: IConstruct | undefined): void {
    const r = c?.node?.defaultChild;
    if (!(r instanceof TerraformResource) || this.dependencies.has(r)) return;
    this.dependencies.add(r);
    const mine = TerraformStack.of(this);
    const theirs = TerraformStack.of(r);
    if (theirs !== mine) {
      mine.addDependency(theirs);
      return;
    }
    this.resource.dependsOn = [...(this.resource.dependsOn ?? []), dependable(r)];
  }
}

function withKind<T extends DatabaseUserOptions>(props: T, kind: Kind): DatabaseUserProps {
  // A JavaScript caller may pass no props: the constructor reports it.
  if (props === null || typeof props !== 'object' || Array.isArray(props)) return props as unknown as DatabaseUserProps;
  return { ...props, [AUTH]: kind } as unknown as DatabaseUserProps;
}

const AUTH_WORDS: Record<Kind, string> = { password: 'a password', awsIam: 'AWS IAM', x509: 'X.509 certificates', ldap: 'LDAP', oidc: 'OIDC' };

/** The authentications: each checks its props and says what it renders. */
const AUTHS: Record<Kind, (p: Problems, props: AnyProps) => Auth> = {
  password: (p, props) => {
    p.required(props, ['username', 'password'], {
      username: 'the name the user logs in with',
      password: 'a DatabasePassword, e.g. DatabasePassword.writeOnly(password.stringValue, 1)',
    });
    return { username: props.username!, authDatabaseName: ADMIN, fields: {} };
  },
  awsIam: (p, props) => {
    const role = given(props.roleArn);
    const user = given(props.userArn);
    if (!role && !user) {
      p.add('roleArn', 'is required: an AWS IAM user is named by the ARN of an IAM role (or of an IAM user, userArn).', {
        received: undefined, allowed: 'exactly one of roleArn and userArn', fix: 'set roleArn, e.g. the execution role of a Lambda function, or userArn.',
      });
    } else if (role && user) {
      p.add('userArn', 'is set together with roleArn: a database user is one IAM role or one IAM user.', {
        received: props.userArn, allowed: 'exactly one of roleArn and userArn', fix: 'keep roleArn for a role or userArn for an IAM user, and make a second user for the other.',
      });
    } else if (role) {
      checkArn(p, 'roleArn', props.roleArn, 'role');
    } else {
      checkArn(p, 'userArn', props.userArn, 'user');
    }
    return { username: (role ? props.roleArn : props.userArn)!, authDatabaseName: EXTERNAL, fields: { awsIamType: role ? 'ROLE' : 'USER' } };
  },
  x509: (p, props) => {
    p.required(props, ['username'], { username: 'the name the user logs in with' });
    const type = props.x509Type ?? X509Type.MANAGED;
    if (checkType(p, 'x509Type', type, [X509Type.MANAGED, X509Type.CUSTOMER], 'X509Type') && type === X509Type.CUSTOMER) {
      checkDn(p, props.username, true, 'a self-managed (CUSTOMER) X.509 user is named by the subject of its certificate');
    }
    return { username: props.username!, authDatabaseName: EXTERNAL, fields: { x509Type: type } };
  },
  ldap: (p, props) => {
    p.required(props, ['username', 'ldapAuthType'], { username: 'the distinguished name of the LDAP user or group', ldapAuthType: 'LdapAuthType.USER or LdapAuthType.GROUP' });
    const type = props.ldapAuthType;
    if (type !== undefined && type !== null) checkType(p, 'ldapAuthType', type, [LdapAuthType.USER, LdapAuthType.GROUP], 'LdapAuthType');
    checkDn(p, props.username, false, 'an LDAP user or group is named by its fully qualified distinguished name');
    return { username: props.username!, authDatabaseName: type === LdapAuthType.GROUP ? ADMIN : EXTERNAL, fields: { ldapAuthType: type } };
  },
  oidc: (p, props) => {
    p.required(props, ['username', 'oidcAuthType'], { username: '<IdP id>/<group or user name>', oidcAuthType: 'OidcAuthType.IDP_GROUP or OidcAuthType.USER' });
    const type = props.oidcAuthType;
    if (type !== undefined && type !== null) checkType(p, 'oidcAuthType', type, [OidcAuthType.IDP_GROUP, OidcAuthType.USER], 'OidcAuthType');
    const u = props.username;
    if (isKnown(u) && typeof u === 'string' && !/^[^/\s]+\/[^/\s].*$/.test(u)) {
      p.add('username', 'does not have the form <IdP id>/<name>: an OIDC user is named by the Atlas id of its identity provider and its IdP group name or user identifier.', {
        received: u,
        allowed: "'<IdP id>/<name>', e.g. '64d613677e1ad50839cce4db/analysts'",
        fix: 'prefix the group or user name with the id of the identity provider (Atlas federation settings) and a slash.',
      });
    }
    return { username: u!, authDatabaseName: type === OidcAuthType.IDP_GROUP ? ADMIN : EXTERNAL, fields: { oidcAuthType: type } };
  },
};

function given(v: unknown): boolean {
  return v !== undefined && v !== null;
}

const ARN = { role: /^arn:aws[a-z-]*:iam::\d{12}:role\/.+$/, user: /^arn:aws[a-z-]*:iam::\d{12}:user\/.+$/ };

function checkArn(p: Problems, field: string, v: unknown, kind: 'role' | 'user'): void {
  if (!isKnown(v) || (typeof v === 'string' && ARN[kind].test(v))) return;
  const other = kind === 'role' ? 'user' : 'role';
  const swapped = typeof v === 'string' && ARN[other].test(v);
  p.add(field, `is not the ARN of an IAM ${kind}.`, {
    received: v,
    allowed: `arn:aws:iam::<12-digit account>:${kind}/<name>`,
    fix: swapped ? `this is an IAM ${other} ARN: pass it as ${other}Arn.` : `pass the ARN of the IAM ${kind}, e.g. arn:aws:iam::123456789012:${kind}/orders-app.`,
  });
}

function checkType(p: Problems, field: string, v: unknown, allowed: string[], cls: string): boolean {
  if (!isKnown(v) || (typeof v === 'string' && allowed.includes(v))) return true;
  p.add(field, `is not one of ${oneOf(allowed)}.`, {
    received: v,
    allowed: allowed.map((a) => `${cls}.${a}`).join(', '),
    fix: `use ${cls}.${allowed[0]} or ${cls}.${allowed[1]}.`,
  });
  return false;
}

/** An attribute type and a value, RFC 2253: `CN=x`, `2.5.4.3=x`. */
const RDN = /^\s*([A-Za-z][A-Za-z0-9-]*|\d+(\.\d+)+)\s*=/;

/** Checks a known username is an RFC 2253 distinguished name (with a CN, if asked). */
function checkDn(p: Problems, v: unknown, needsCn: boolean, why: string): void {
  if (!isKnown(v) || typeof v !== 'string') return;
  // RDNs are separated by commas that are not escaped (`\,` is part of a value).
  const rdns = v.split(/(?<!\\),/);
  const isDn = v.trim() !== '' && rdns.every((r) => RDN.test(r));
  const hasCn = rdns.some((r) => /^\s*CN\s*=/i.test(r));
  if (isDn && (!needsCn || hasCn)) return;
  p.add('username', isDn ? `has no common name (CN=...): ${why}.` : `is not an RFC 2253 distinguished name: ${why}.`, {
    received: v,
    allowed: needsCn ? "a distinguished name with a CN, e.g. 'CN=orders-app,OU=apps,O=Example'" : "a distinguished name, e.g. 'CN=dba,OU=groups,DC=example,DC=com'",
    fix: 'write the name as comma-separated attribute=value pairs, as the certificate or the directory shows it.',
  });
}

function checkPassword(p: Problems, pw: unknown): DatabasePassword | undefined {
  if (pw === undefined || pw === null) return undefined; // reported by required()
  if (!(pw instanceof DatabasePassword)) {
    // A string may be the password itself: never shown.
    p.addRendered('password', 'expected a DatabasePassword.', typeof pw === 'string' ? 'a string (not shown)' : describeValue(pw), {
      allowed: 'DatabasePassword.writeOnly(token, version) or DatabasePassword.fromToken(token)',
      fix: 'wrap the password: DatabasePassword.writeOnly(password.stringValue, 1).',
    });
    return undefined;
  }
  let ok = true;
  if (typeof pw.value !== 'string') {
    ok = false;
    p.add('password', 'does not hold a string.', {
      received: pw.value, allowed: 'a string token, e.g. a sensitive TerraformVariable\'s stringValue', fix: 'pass the password as a string token.',
    });
  }
  const v = pw.version;
  if (pw.isWriteOnly && (v === undefined || v === null)) {
    ok = false;
    p.add('password.version', 'is required for a write-only password: the provider takes passwordWo only with passwordWoVersion.', {
      received: v,
      allowed: 'a whole number, 1 or more',
      fix: 'pass the version as the second argument: DatabasePassword.writeOnly(password.stringValue, 1).',
    });
  } else if (pw.isWriteOnly && isKnown(v) && !(typeof v === 'number' && Number.isInteger(v) && v >= 1)) {
    ok = false;
    p.add('password.version', 'is not a positive whole number.', {
      received: v,
      allowed: 'a whole number, 1 or more',
      fix: 'pass 1 for the first password, and raise it by one with each new password.',
    });
  }
  return ok ? pw : undefined;
}

const ROLE: ItemType<DatabaseRole> = {
  name: 'DatabaseRole', example: "DatabaseRole.read('orders')", is: (x): x is DatabaseRole => x instanceof DatabaseRole,
};
const SCOPE: ItemType<DatabaseUserScope> = {
  name: 'DatabaseUserScope', example: 'DatabaseUserScope.cluster(cluster)', is: (x): x is DatabaseUserScope => x instanceof DatabaseUserScope,
};

function checkRole(p: Problems, field: string, role: DatabaseRole, projectId: string): void {
  const custom = role.customRole;
  if (custom && knownDifferent(custom.projectId, projectId)) {
    p.add(field, `is the custom role '${custom.roleName}' of project ${custom.projectId}, not of the user's project ${projectId}.`, {
      received: custom.node?.path ?? custom.roleName,
      allowed: `a custom role of project ${projectId}`,
      fix: "define the custom role in the user's project (custom roles belong to one project).",
    });
  }
}

function checkScope(p: Problems, field: string, scope: DatabaseUserScope, projectId: string): void {
  if (scope.name === undefined || scope.name === null) {
    p.add(field, scope.type === CLUSTER_SCOPE ? 'names no cluster.' : 'names no data federation instance.', {
      received: scope.name,
      allowed: scope.type === CLUSTER_SCOPE ? 'DatabaseUserScope.cluster(cluster), with a cluster' : "DatabaseUserScope.dataFederation('<name>')",
      fix: scope.type === CLUSTER_SCOPE ? 'pass the cluster construct (or Cluster.fromClusterAttributes(...)).' : 'pass the name of the data federation instance.',
    });
    return;
  }
  const c = scope.scopedCluster;
  if (c && knownDifferent(c.projectId, projectId)) {
    p.add(field, `is the cluster '${scope.name}' of project ${c.projectId}, not of the user's project ${projectId}.`, {
      received: c.node?.path ?? scope.name,
      allowed: `a cluster of project ${projectId}`,
      fix: 'scope the user to clusters of its own project; a user of the other project needs its own DatabaseUser there.',
    });
  }
}

/** The labels as the provider's key/value blocks. */
function labelsOf(p: Problems, labels: unknown): Array<{ key: string; value: string }> | undefined {
  if (labels === undefined || labels === null) return undefined;
  if (typeof labels !== 'object' || Array.isArray(labels) || !isKnown(labels)) {
    p.add('labels', 'expected a map of strings.', { received: labels, allowed: "an object such as { team: 'orders' }", fix: 'pass the labels as an object, key to value.' });
    return undefined;
  }
  const out: Array<{ key: string; value: string }> = [];
  for (const [key, value] of Object.entries(labels as Record<string, unknown>)) {
    if (typeof value !== 'string') {
      p.add(`labels.${key}`, 'expected a string.', { received: value, allowed: 'a string', fix: `write the value of label '${key}' as a string.` });
    } else {
      out.push({ key, value });
    }
  }
  return out.length ? out : undefined;
}
