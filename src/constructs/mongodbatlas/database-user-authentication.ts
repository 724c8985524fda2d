import { IConstruct } from 'constructs';
import { DatabasePassword } from './database-password';
import { LdapAuthType, OidcAuthType, X509Type } from './database-user-values';
import type { BoundAuthentication } from './private/bindings';
import { OPTIONS } from './private/option-keys.generated';
import { advise, bindOptions, describeValue, isKnown, oneOf, Problems } from '../../core/l2';

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
   * does not see the password itself change. A literal string warns
   * (`rule:mongodbatlas_database_user/literal-password`): it would be stored in the state.
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
   * @internal Checks the options (their problems go to `p`, under `field`) and says what the user
   * renders.
   */
  public abstract _bind(scope: IConstruct, p: Problems, field: string): BoundAuthentication;
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

class Authentication extends DatabaseUserAuthentication {
  constructor(public readonly kind: Kind, private readonly options: object) {
    super();
  }

  public _bind(scope: IConstruct, p: Problems, field: string): BoundAuthentication {
    const factory = `DatabaseUserAuthentication.${this.kind}`;
    const o = bindOptions(p, OPTIONS, this.options as AnyOptions, STRUCTS[this.kind], field, factory);
    const scoped = new Scoped(p, field);
    const bound = AUTHS[this.kind](scoped, o);
    for (const [id, advice] of scoped.advice) advise(scope, id, advice);
    return bound;
  }
}

/**
 * Problems of the authentication's options, with the field where it was passed in front; and the
 * advice (what only the provider's documentation states), by warning id, which the user warns.
 */
class Scoped {
  public readonly advice = new Map<string, Problems>();

  constructor(private readonly p: Problems, private readonly field: string) {}

  /** Advice: a warning under `id`, in the words of a problem. */
  public warn(id: string, f: string, problem: string, parts: { received?: unknown; allowed?: string; fix: string }): void {
    let list = this.advice.get(id);
    if (!list) this.advice.set(id, list = new Problems());
    list.add(`${this.field}.${f}`, problem, parts);
  }

  public add(f: string, problem: string, parts: { received?: unknown; allowed?: string; fix: string }): void {
    this.p.add(`${this.field}.${f}`, problem, parts);
  }

  public addRendered(f: string, problem: string, received: string, parts: { allowed?: string; fix: string }): void {
    this.p.addRendered(`${this.field}.${f}`, problem, received, parts);
  }

  public required(o: AnyOptions, fields: ReadonlyArray<keyof AnyOptions & string>, allowed: { [f: string]: string }): void {
    for (const f of fields) {
      if (o[f] === undefined || o[f] === null) this.add(f, 'is required.', { received: o[f], allowed: allowed[f], fix: `set ${f}.` });
    }
  }
}

/** The authentications: each checks its options and says what it renders. */
const AUTHS: Record<Kind, (p: Scoped, o: AnyOptions) => BoundAuthentication> = {
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
        received: undefined, allowed: 'exactly one of roleArn and userArn', fix: 'set roleArn, e.g. the execution role of a Lambda function, or userArn.',
      });
    } else if (role && user) {
      p.add('userArn', 'is set together with roleArn: a database user is one IAM role or one IAM user.', {
        received: o.userArn, allowed: 'exactly one of roleArn and userArn', fix: 'keep roleArn for a role or userArn for an IAM user, and make a second user for the other.',
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
    if (checkType(p, 'x509Type', type, [X509Type.MANAGED, X509Type.CUSTOMER], 'X509Type') && type === X509Type.CUSTOMER) {
      checkDn(p, o.username, true, 'a self-managed (CUSTOMER) X.509 user is named by the subject of its certificate');
    }
    return { username: o.username!, authDatabaseName: EXTERNAL, fields: { x509Type: type } };
  },
  ldap: (p, o) => {
    p.required(o, ['username', 'ldapAuthType'], { username: 'the distinguished name of the LDAP user or group', ldapAuthType: 'LdapAuthType.USER or LdapAuthType.GROUP' });
    const type = o.ldapAuthType;
    if (type !== undefined && type !== null) checkType(p, 'ldapAuthType', type, [LdapAuthType.USER, LdapAuthType.GROUP], 'LdapAuthType');
    checkDn(p, o.username, false, 'an LDAP user or group is named by its fully qualified distinguished name');
    return { username: o.username!, authDatabaseName: type === LdapAuthType.GROUP ? ADMIN : EXTERNAL, fields: { ldapAuthType: type } };
  },
  oidc: (p, o) => {
    p.required(o, ['username', 'oidcAuthType'], { username: '<IdP id>/<group or user name>', oidcAuthType: 'OidcAuthType.IDP_GROUP or OidcAuthType.USER' });
    const type = o.oidcAuthType;
    if (type !== undefined && type !== null) checkType(p, 'oidcAuthType', type, [OidcAuthType.IDP_GROUP, OidcAuthType.USER], 'OidcAuthType');
    const u = o.username;
    // Documented only (docs/resources/database_user.md, the username format of OIDC users): a warning.
    if (isKnown(u) && typeof u === 'string' && !/^[^/\s]+\/[^/\s].*$/.test(u)) {
      p.warn('mongodbatlas:oidc-username', 'username', 'does not have the form <IdP id>/<name> the provider documents: an OIDC user is named by the Atlas id of its identity provider and its IdP group name or user identifier.', {
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

/**
 * The username of an AWS IAM user is the ARN of the role or user (docs/resources/database_user.md):
 * documented only, so a value that is no such ARN warns. A value that is no string is an error
 * (username is a string).
 */
function checkArn(p: Scoped, field: string, v: unknown, kind: 'role' | 'user'): void {
  if (!isKnown(v) || (typeof v === 'string' && ARN[kind].test(v))) return;
  if (typeof v !== 'string') {
    p.add(field, 'expected a string.', { received: v, allowed: `arn:aws:iam::<12-digit account>:${kind}/<name>`, fix: `pass the ARN of the IAM ${kind} as a string.` });
    return;
  }
  const other = kind === 'role' ? 'user' : 'role';
  const swapped = ARN[other].test(v);
  p.warn('mongodbatlas:aws-iam-arn', field, `is not the ARN of an IAM ${kind}, which the provider documents as the username.`, {
    received: v,
    allowed: `arn:aws:iam::<12-digit account>:${kind}/<name>`,
    fix: swapped ? `this is an IAM ${other} ARN: pass it as ${other}Arn.` : `pass the ARN of the IAM ${kind}, e.g. arn:aws:iam::123456789012:${kind}/orders-app.`,
  });
}

function checkType(p: Scoped, field: string, v: unknown, allowed: string[], cls: string): boolean {
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

/**
 * Checks a known username is an RFC 2253 distinguished name (with a CN, if asked): documented only
 * (docs/resources/database_user.md, ldap_auth_type and x509_type), so a warning.
 */
function checkDn(p: Scoped, v: unknown, needsCn: boolean, why: string): void {
  if (!isKnown(v) || typeof v !== 'string') return;
  // RDNs are separated by commas that are not escaped (`\,` is part of a value).
  const rdns = v.split(/(?<!\\),/);
  const isDn = v.trim() !== '' && rdns.every((r) => RDN.test(r));
  const hasCn = rdns.some((r) => /^\s*CN\s*=/i.test(r));
  if (isDn && (!needsCn || hasCn)) return;
  p.warn('mongodbatlas:distinguished-name', 'username', isDn ? `has no common name (CN=...): ${why}.` : `is not an RFC 2253 distinguished name: ${why}.`, {
    received: v,
    allowed: needsCn ? "a distinguished name with a CN, e.g. 'CN=orders-app,OU=apps,O=Example'" : "a distinguished name, e.g. 'CN=dba,OU=groups,DC=example,DC=com'",
    fix: 'write the name as comma-separated attribute=value pairs, as the certificate or the directory shows it.',
  });
}

function checkPassword(p: Scoped, pw: unknown): DatabasePassword | undefined {
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
    // Not shown: whatever it is, it is meant to be a secret.
    p.addRendered('password', 'does not hold a string.', `${describeKind(pw.value)} (not shown)`, {
      allowed: 'a string token, e.g. a sensitive TerraformVariable\'s stringValue', fix: 'pass the password as a string token.',
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

/** `a number`, `an object`: the kind of a value, never its content. */
function describeKind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  const t = typeof v;
  return t === 'object' ? 'an object' : `a ${t}`;
}
