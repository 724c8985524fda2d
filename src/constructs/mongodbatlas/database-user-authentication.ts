import { DatabasePassword } from './database-password';
import { LdapAuthType, OidcAuthType, X509Type } from './database-user-values';
import type { BoundAuthentication } from './private/bindings';
import { OPTIONS } from './private/option-keys.generated';
import { OptionProblems } from './private/option-problems';
import { BindContext, bindOptions, describedAs, isKnown, memberOf, wholeNumberOf } from '../../core/l2';

/**
 * Options of a password (SCRAM) user, authenticated on `admin`.
 */
export interface PasswordAuthenticationOptions {
  /** Name the user logs in with. */
  readonly username: string;
  /**
   * The user's password, as a token: `DatabasePassword.writeOnly(token, 1)` (recommended: never
   * stored in the state) or `DatabasePassword.fromToken(token)`. To change a write-only password,
   * pass the new password and a higher version together (`writeOnly(newToken, 2)`): Terraform
   * does not see the password itself change. A literal string fails synth
   * (`mongodbatlas:literal-password`) unless acknowledged: it would be written in plain text to
   * `cdk.tf.json`.
   */
  readonly password: DatabasePassword;
}

/**
 * Options of a user that authenticates with AWS IAM credentials (on `$external`). Set exactly one
 * of `roleArn` and `userArn`.
 */
export interface AwsIamAuthenticationOptions {
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
 * Options of a user that authenticates with an X.509 certificate (on `$external`).
 */
export interface X509AuthenticationOptions {
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
 * Options of a user that authenticates through the project's LDAP server.
 */
export interface LdapAuthenticationOptions {
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
 * Options of a user that authenticates with OIDC (OpenID Connect) federation. OIDC needs MongoDB
 * 7.0 or later on the clusters.
 */
export interface OidcAuthenticationOptions {
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

const ADMIN = 'admin';
const EXTERNAL = '$external';

/**
 * How a database user authenticates: a password, AWS IAM, X.509 certificates, LDAP or OIDC. Each
 * factory takes only what its kind needs; the user renders the provider's auth field and the
 * database it needs (`admin`, or `$external` for external users).
 *
 * ```ts
 * new DatabaseUser(stack, 'App', {
 *   projectId,
 *   authentication: DatabaseUserAuthentication.password({ username: 'orders-app', password: DatabasePassword.writeOnly(pw.stringValue, 1) }),
 *   roles: [DatabaseRole.readWrite('orders')],
 * });
 * ```
 *
 * The options are checked when the user is made, with the user's construct path.
 */
export abstract class DatabaseUserAuthentication {
  /**
   * A password (SCRAM) user, on `admin`.
   * @param options the username and the password
   */
  public static password(options: PasswordAuthenticationOptions): DatabaseUserAuthentication {
    return new Authentication('password', options);
  }

  /**
   * A user that logs in with AWS IAM credentials (`aws_iam_type` ROLE or USER, on `$external`):
   * the username is the role's or the user's ARN.
   * @param options the ARN of the role or of the user
   */
  public static awsIam(options: AwsIamAuthenticationOptions): DatabaseUserAuthentication {
    return new Authentication('awsIam', options);
  }

  /**
   * A user that logs in with an X.509 certificate (`x509_type` MANAGED or CUSTOMER, on `$external`).
   * @param options the username and the kind of certificate
   */
  public static x509(options: X509AuthenticationOptions): DatabaseUserAuthentication {
    return new Authentication('x509', options);
  }

  /**
   * A user or group authenticated by the project's LDAP server (`ldap_auth_type` USER on
   * `$external`, GROUP on `admin`).
   * @param options the distinguished name, and USER or GROUP
   */
  public static ldap(options: LdapAuthenticationOptions): DatabaseUserAuthentication {
    return new Authentication('ldap', options);
  }

  /**
   * A group or user of an OIDC identity provider (`oidc_auth_type` IDP_GROUP on `admin`, USER on
   * `$external`).
   * @param options `<IdP id>/<name>`, and IDP_GROUP or USER
   */
  public static oidc(options: OidcAuthenticationOptions): DatabaseUserAuthentication {
    return new Authentication('oidc', options);
  }

  /** The kind of authentication: `password`, `awsIam`, `x509`, `ldap` or `oidc`. */
  public abstract readonly kind: string;

  /**
   * @internal Checks the options (their problems go to `ctx`, under `field`, where the user took
   * the authentication) and says what the user renders.
   */
  public abstract _bind(ctx: BindContext, field: string): BoundAuthentication;
}

type Kind = 'password' | 'awsIam' | 'x509' | 'ldap' | 'oidc';

const STRUCTS = {
  password: 'PasswordAuthenticationOptions',
  awsIam: 'AwsIamAuthenticationOptions',
  x509: 'X509AuthenticationOptions',
  ldap: 'LdapAuthenticationOptions',
  oidc: 'OidcAuthenticationOptions',
} as const;

type AnyOptions = Partial<PasswordAuthenticationOptions & AwsIamAuthenticationOptions & X509AuthenticationOptions
  & LdapAuthenticationOptions & OidcAuthenticationOptions>;

/** An authentication of one kind, with the options its factory recorded. */
class Authentication extends DatabaseUserAuthentication {
  constructor(public readonly kind: Kind, private readonly options: object) {
    super();
  }

  public _bind(ctx: BindContext, field: string): BoundAuthentication {
    const o = bindOptions(ctx, OPTIONS, this.options as AnyOptions, STRUCTS[this.kind], field, `DatabaseUserAuthentication.${this.kind}`);
    const p = new OptionProblems(field);
    const bound = AUTHS[this.kind](p, o);
    p.report(ctx);
    return bound;
  }
}
describedAs(Authentication, 'DatabaseUserAuthentication');

/** The authentications: each checks its options and says what it renders. */
const AUTHS: Record<Kind, (p: OptionProblems, o: AnyOptions) => BoundAuthentication> = {
  password: (p, o) => {
    p.required(o, ['username', 'password'], {
      username: 'the name the user logs in with',
      password: 'a DatabasePassword, e.g. DatabasePassword.writeOnly(password.stringValue, 1)',
    });
    return { username: o.username!, authDatabaseName: ADMIN, fields: {}, password: checkPassword(p, o.password) };
  },
  awsIam: (p, o) => {
    const role = given(o.roleArn);
    const user = given(o.userArn);
    if (!role && !user) {
      p.add('roleArn', 'is required: an AWS IAM user is named by the ARN of an IAM role (or of an IAM user, userArn).', {
        id: 'mongodbatlas:aws-iam-arn-required',
        received: undefined,
        allowed: 'exactly one of roleArn and userArn',
        fix: 'set roleArn, e.g. the execution role of a Lambda function, or userArn.',
      });
    } else if (role && user) {
      p.add('userArn', 'is set together with roleArn: a database user is one IAM role or one IAM user.', {
        id: 'mongodbatlas:aws-iam-role-and-user',
        received: o.userArn,
        allowed: 'exactly one of roleArn and userArn',
        fix: 'keep roleArn for a role or userArn for an IAM user, and make a second user for the other.',
      });
    } else if (role) {
      checkArn(p, 'roleArn', o.roleArn, 'role');
    } else {
      checkArn(p, 'userArn', o.userArn, 'user');
    }
    return { username: (role ? o.roleArn : o.userArn)!, authDatabaseName: EXTERNAL, fields: { awsIamType: role ? 'ROLE' : 'USER' } };
  },
  x509: (p, o) => {
    p.required(o, ['username'], { username: 'the name the user logs in with' });
    const type = o.x509Type ?? X509Type.MANAGED;
    if (memberOf(p, 'x509Type', type, X509_TYPES) === X509Type.CUSTOMER) {
      checkDn(p, o.username, true, 'a self-managed (CUSTOMER) X.509 user is named by the subject of its certificate');
    }
    return { username: o.username!, authDatabaseName: EXTERNAL, fields: { x509Type: type } };
  },
  ldap: (p, o) => {
    p.required(o, ['username', 'ldapAuthType'], { username: 'the distinguished name of the LDAP user or group', ldapAuthType: 'LdapAuthType.USER or LdapAuthType.GROUP' });
    const type = o.ldapAuthType;
    memberOf(p, 'ldapAuthType', type, LDAP_AUTH_TYPES);
    checkDn(p, o.username, false, 'an LDAP user or group is named by its fully qualified distinguished name');
    return { username: o.username!, authDatabaseName: type === LdapAuthType.GROUP ? ADMIN : EXTERNAL, fields: { ldapAuthType: type } };
  },
  oidc: (p, o) => {
    p.required(o, ['username', 'oidcAuthType'], { username: '<IdP id>/<group or user name>', oidcAuthType: 'OidcAuthType.IDP_GROUP or OidcAuthType.USER' });
    const type = o.oidcAuthType;
    memberOf(p, 'oidcAuthType', type, OIDC_AUTH_TYPES);
    const u = o.username;
    // Documented only (docs/resources/database_user.md, the username format of OIDC users): a warning.
    if (isKnown(u) && typeof u === 'string' && !/^[^/\s]+\/[^/\s].*$/.test(u)) {
      p.adviceOf('mongodbatlas:oidc-username').add('username', 'does not have the form <IdP id>/<name> the provider documents: an OIDC user is named by the Atlas id of its identity provider and its IdP group name or user identifier.', {
        id: 'mongodbatlas:oidc-username',
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

/** The kinds of X.509, LDAP and OIDC authentication (`x509_type`, `ldap_auth_type`, `oidc_auth_type`). */
const X509_TYPES = { values: { MANAGED: X509Type.MANAGED, CUSTOMER: X509Type.CUSTOMER }, enumName: 'X509Type' };
const LDAP_AUTH_TYPES = { values: { USER: LdapAuthType.USER, GROUP: LdapAuthType.GROUP }, enumName: 'LdapAuthType' };
const OIDC_AUTH_TYPES = { values: { IDP_GROUP: OidcAuthType.IDP_GROUP, USER: OidcAuthType.USER }, enumName: 'OidcAuthType' };

const ARN = { role: /^arn:aws[a-z-]*:iam::\d{12}:role\/.+$/, user: /^arn:aws[a-z-]*:iam::\d{12}:user\/.+$/ };

/**
 * The username of an AWS IAM user is the ARN of the role or user (docs/resources/database_user.md):
 * documented only, so a value that is no such ARN warns. A value that is no string is an error
 * (username is a string).
 */
function checkArn(p: OptionProblems, field: string, v: unknown, kind: 'role' | 'user'): void {
  if (!isKnown(v) || (typeof v === 'string' && ARN[kind].test(v))) return;
  if (typeof v !== 'string') {
    p.add(field, 'expected a string.', { id: 'mongodbatlas:aws-iam-arn-string', received: v, allowed: `arn:aws:iam::<12-digit account>:${kind}/<name>`, fix: `pass the ARN of the IAM ${kind} as a string.` });
    return;
  }
  const other = kind === 'role' ? 'user' : 'role';
  const swapped = ARN[other].test(v);
  p.adviceOf('mongodbatlas:aws-iam-arn').add(field, `is not the ARN of an IAM ${kind}, which the provider documents as the username.`, {
    id: 'mongodbatlas:aws-iam-arn',
    received: v,
    allowed: `arn:aws:iam::<12-digit account>:${kind}/<name>`,
    fix: swapped ? `this is an IAM ${other} ARN: pass it as ${other}Arn.` : `pass the ARN of the IAM ${kind}, e.g. arn:aws:iam::123456789012:${kind}/orders-app.`,
  });
}

/** An attribute type and a value, RFC 2253: `CN=x`, `2.5.4.3=x`. */
const RDN = /^\s*([A-Za-z][A-Za-z0-9-]*|\d+(\.\d+)+)\s*=/;

/**
 * Checks a known username is an RFC 2253 distinguished name (with a CN, if asked): documented only
 * (docs/resources/database_user.md, ldap_auth_type and x509_type), so a warning.
 */
function checkDn(p: OptionProblems, v: unknown, needsCn: boolean, why: string): void {
  if (!isKnown(v) || typeof v !== 'string') return;
  // RDNs are separated by commas that are not escaped (`\,` is part of a value).
  const rdns = v.split(/(?<!\\),/);
  const isDn = v.trim() !== '' && rdns.every((r) => RDN.test(r));
  const hasCn = rdns.some((r) => /^\s*CN\s*=/i.test(r));
  if (isDn && (!needsCn || hasCn)) return;
  p.adviceOf('mongodbatlas:distinguished-name').add('username', isDn ? `has no common name (CN=...): ${why}.` : `is not an RFC 2253 distinguished name: ${why}.`, {
    id: 'mongodbatlas:distinguished-name',
    received: v,
    allowed: needsCn ? "a distinguished name with a CN, e.g. 'CN=orders-app,OU=apps,O=Example'" : "a distinguished name, e.g. 'CN=dba,OU=groups,DC=example,DC=com'",
    fix: 'write the name as comma-separated attribute=value pairs, as the certificate or the directory shows it.',
  });
}

function checkPassword(p: OptionProblems, pw: unknown): DatabasePassword | undefined {
  if (pw === undefined || pw === null) return undefined; // reported by required()
  if (!(pw instanceof DatabasePassword)) {
    // Whatever it is (a string, a number), it may be the password itself: described by its kind only.
    p.add('password', 'expected a DatabasePassword.', {
      id: 'mongodbatlas:password-not-database-password',
      received: pw,
      sensitive: true,
      allowed: 'DatabasePassword.writeOnly(token, version) or DatabasePassword.fromToken(token)',
      fix: 'wrap the password: DatabasePassword.writeOnly(password.stringValue, 1).',
    });
    return undefined;
  }
  let ok = true;
  if (typeof pw.value !== 'string') {
    ok = false;
    p.add('password', 'does not hold a string.', {
      id: 'mongodbatlas:password-not-string',
      received: pw.value,
      sensitive: true,
      allowed: 'a string token, e.g. a sensitive TerraformVariable\'s stringValue',
      fix: 'pass the password as a string token.',
    });
  }
  const v = pw.version;
  if (pw.isWriteOnly && (v === undefined || v === null)) {
    ok = false;
    p.add('password.version', 'is required for a write-only password: the provider takes passwordWo only with passwordWoVersion.', {
      id: 'mongodbatlas:password-version-required',
      received: v,
      allowed: 'a whole number, 1 or more',
      fix: 'pass the version as the second argument: DatabasePassword.writeOnly(password.stringValue, 1).',
    });
  } else if (pw.isWriteOnly) {
    const before = p.length;
    wholeNumberOf(p, 'password.version', v, { min: 1, fix: 'pass 1 for the first password, and raise it by one with each new password.' });
    if (p.length > before) ok = false;
  }
  return ok ? pw : undefined;
}
