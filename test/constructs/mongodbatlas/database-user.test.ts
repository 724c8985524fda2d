import { TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { Checks, mongodbatlas, TerrainTesting } from '../../../src';
import { ICustomDbRole } from '../../../src/constructs/mongodbatlas';
import { errorLines } from '../../rules/findings';
import { secret } from '../../util';

const {
  DatabaseUser, DatabasePassword, DatabaseRole, DatabaseUserScope, X509Type, LdapAuthType, OidcAuthType,
} = mongodbatlas;
type DatabaseUserProps = mongodbatlas.DatabaseUserProps;

const OTHER_PROJECT = '6568f0c3a8d2b64e9d8a1b2c';
const R = 'rule:mongodbatlas_database_user';
const ROLE_ARN = 'arn:aws:iam::123456789012:role/orders-lambda';
const USER_ARN = 'arn:aws:iam::123456789012:user/etl';

const UNSCOPED = (path: string) => `${path}: [terrain:database-user-unscoped] has no scopes: it can reach every cluster and data federation instance of the project, `
  + "including those added later. Scope it to what it uses: cluster.grantRead(user, 'orders') (or grantReadWrite, grantAdmin) scopes it to "
  + 'the cluster, or pass scopes: [DatabaseUserScope.cluster(cluster)] (addScope after construction).';
const ATLAS_ADMIN = (path: string) => `${path}: [terrain:database-user-atlas-admin] has the atlasAdmin role: every privilege on every database of the clusters in its scopes, `
  + 'including the administration of users and clusters. Grant what the user needs instead: readWriteAnyDatabase '
  + "(DatabaseRole.builtIn('readWriteAnyDatabase', 'admin'), or cluster.grantAdmin(user)), or read and readWrite on the databases it uses "
  + "(cluster.grantRead(user, 'orders'), cluster.grantReadWrite(user, 'orders')).";

/** A custom role of the app: a construct whose default child is the L1 (as CustomDbRole renders it). */
class TestCustomRole extends Construct implements ICustomDbRole {
  public readonly resource: mongodbatlas.MongodbatlasCustomDbRole;
  constructor(scope: Construct, id: string, public readonly projectId: string, public readonly roleName: string) {
    super(scope, id);
    this.resource = new mongodbatlas.MongodbatlasCustomDbRole(this, 'Default', {
      projectId, roleName, actions: [{ action: 'FIND', resources: [{ databaseName: 'orders' }] }],
    });
  }
}

/** A custom role that exists already: no L1 in the app. */
class ExistingCustomRole extends Construct implements ICustomDbRole {
  constructor(scope: Construct, id: string, public readonly projectId: string, public readonly roleName: string) {
    super(scope, id);
  }
}

function replicaSet(s: Construct, id = 'Orders', projectId = PROJECT, name = 'orders') {
  return new mongodbatlas.ReplicaSetCluster(s, id, { projectId, name, instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }] });
}

function passwordUser(s: TerraformStack, props: Partial<DatabaseUserProps> = {}, id = 'App') {
  return new DatabaseUser(s, id, {
    projectId: PROJECT,
    username: 'orders-app',
    password: DatabasePassword.writeOnly(secret(s, `${id}Password`), 1),
    roles: [DatabaseRole.readWrite('orders')],
    scopes: [DatabaseUserScope.dataFederation('lake')],
    ...props,
  });
}

function userBody(doc: any, id = 'App'): any {
  const b = doc.resource?.mongodbatlas_database_user?.[id];
  if (!b) throw new Error(`no user ${id}: ${JSON.stringify(Object.keys(doc.resource?.mongodbatlas_database_user ?? {}))}`);
  return b;
}

/** The error message of a construction or grant, or of a synth. */
const constructionError = (fn: () => unknown) => errorOf(fn);

describe('DatabaseUser: password users', () => {
  test('a write-only password renders password_wo and its version; labels become key/value blocks; the L1 is the default child', () => {
    const s = clusterStack();
    const user = passwordUser(s, {
      labels: { team: 'orders', env: 'prod' },
      description: 'the orders service',
      roles: [DatabaseRole.readWrite('orders'), DatabaseRole.read('catalog', 'items')],
    });
    const doc = synthDoc(s);
    expect(userBody(doc)).toEqual({
      project_id: PROJECT,
      username: 'orders-app',
      auth_database_name: 'admin',
      password_wo: '${var.AppPassword}',
      password_wo_version: 1,
      description: 'the orders service',
      labels: [{ key: 'team', value: 'orders' }, { key: 'env', value: 'prod' }],
      roles: [
        { role_name: 'readWrite', database_name: 'orders' },
        { role_name: 'read', database_name: 'catalog', collection_name: 'items' },
      ],
      scopes: [{ name: 'lake', type: 'DATA_LAKE' }],
    });
    expect(user.node.defaultChild).toBe(user.resource);
    expect(user.projectId).toBe(PROJECT);
    expect(user.username).toBe('orders-app');
    expect(user.authDatabaseName).toBe('admin');
    expect(TerrainTesting.warnings(s)).toEqual([]);
  });

  test('DatabasePassword.fromToken renders password (kept in the state), no write-only fields', () => {
    const s = clusterStack();
    passwordUser(s, { password: DatabasePassword.fromToken(secret(s, 'pw')) });
    expect(userBody(synthDoc(s))).toEqual({
      project_id: PROJECT,
      username: 'orders-app',
      auth_database_name: 'admin',
      password: '${var.pw}',
      roles: [{ role_name: 'readWrite', database_name: 'orders' }],
      scopes: [{ name: 'lake', type: 'DATA_LAKE' }],
    });
    const pw = DatabasePassword.fromToken('x');
    expect([pw.isWriteOnly, pw.version]).toEqual([false, undefined]);
    expect(DatabasePassword.writeOnly('x', 3).isWriteOnly).toBe(true);
  });

  test('a literal password warns with the type rule only (no literal-secret warning as well), and never shows the password', () => {
    for (const password of [DatabasePassword.writeOnly('hunter2-secret', 1), DatabasePassword.fromToken('hunter2-secret')]) {
      const s = clusterStack();
      passwordUser(s, { password });
      synthDoc(s);
      const warnings = TerrainTesting.warnings(s);
      const field = password.isWriteOnly ? 'passwordWo' : 'password';
      expect(warnings).toEqual([
        `test/App/Default: [${R}/literal-password] ${field}: is a literal string: the password would be written in plain text to cdk.tf.json`
        + `${password.isWriteOnly ? '' : ' and to the Terraform state'}. Received: a literal string (not shown). `
        + 'Allowed: a token: a sensitive TerraformVariable, or an ephemeral value such as random_password. '
        + "Fix: pass the password as a token, e.g. DatabasePassword.writeOnly(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue, 1); "
        + `or, for a throwaway development user, acknowledge ${R}/literal-password.`,
      ]);
      expect(warnings.join('\n')).not.toContain('hunter2');
    }
  });

  test('an acknowledged literal password synthesizes, with one warning', () => {
    const s = clusterStack();
    Checks.of(s).acknowledge(`${R}/literal-password`, 'throwaway user of a local test stack');
    passwordUser(s, { password: DatabasePassword.writeOnly('hunter2-secret', 1) });
    expect(userBody(synthDoc(s)).password_wo).toBe('hunter2-secret');
    const warnings = TerrainTesting.warnings(s);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^test\/App\/Default: \[rule:mongodbatlas_database_user\/literal-password\] passwordWo: is a literal string: .* Acknowledged: throwaway user of a local test stack$/);
    expect(warnings[0]).not.toContain('hunter2');
  });

  test('the version of a write-only password is a whole number, 1 or more', () => {
    const msg = (version: unknown) => `[test/App] password.version: is not a positive whole number. Received: ${version}. Allowed: a whole number, 1 or more. `
      + 'Fix: pass 1 for the first password, and raise it by one with each new password.';
    for (const v of [0, -1, 1.5]) {
      const s = clusterStack();
      expect(constructionError(() => passwordUser(s, { password: DatabasePassword.writeOnly(secret(s, 'pw'), v) }))).toBe(msg(v));
    }
    // JavaScript: a string version.
    const js = clusterStack();
    expect(constructionError(() => passwordUser(js, { password: DatabasePassword.writeOnly(secret(js, 'pw'), '2' as any) }))).toBe(msg('"2"'));
    // JavaScript: no version at all is an error, never a fallback to the password kept in the state.
    for (const missing of [undefined, null]) {
      const none = clusterStack();
      const pw = DatabasePassword.writeOnly(secret(none, 'pw'), missing as any);
      expect(pw.isWriteOnly).toBe(true);
      expect(constructionError(() => passwordUser(none, { password: pw }))).toBe(
        `[test/App] password.version: is required for a write-only password: the provider takes passwordWo only with passwordWoVersion. Received: ${missing}. `
        + 'Allowed: a whole number, 1 or more. Fix: pass the version as the second argument: DatabasePassword.writeOnly(password.stringValue, 1).');
    }
    expect(DatabasePassword.fromToken('${var.x}').isWriteOnly).toBe(false);
    // 1 and 7 pass; a token version is not judged.
    const ok = clusterStack();
    passwordUser(ok, { password: DatabasePassword.writeOnly(secret(ok, 'pw'), 7) });
    const version = new TerraformVariable(ok, 'version', { type: 'number' }).numberValue;
    passwordUser(ok, { password: DatabasePassword.writeOnly(secret(ok, 'pw2'), version) }, 'Other');
    const doc = synthDoc(ok);
    expect(userBody(doc).password_wo_version).toBe(7);
    expect(userBody(doc, 'Other').password_wo_version).toBe('${var.version}');
  });

  test('JavaScript: a password that is not a DatabasePassword, and missing props, are reported at construction', () => {
    const s = clusterStack();
    expect(constructionError(() => new DatabaseUser(s, 'App', { projectId: PROJECT, username: 'u', password: 'hunter2' as any, roles: [DatabaseRole.read('orders')] }))).toBe(
      '[test/App] password: expected a DatabasePassword. Received: a string (not shown). Allowed: DatabasePassword.writeOnly(token, version) or DatabasePassword.fromToken(token). '
      + 'Fix: wrap the password: DatabasePassword.writeOnly(password.stringValue, 1).');
    expect(constructionError(() => new DatabaseUser(s, 'Empty', {} as any))).toBe([
      '[test/Empty] 3 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - username: is required. Received: undefined. Allowed: the name the user logs in with. Fix: set username.',
      '  - password: is required. Received: undefined. Allowed: a DatabasePassword, e.g. DatabasePassword.writeOnly(password.stringValue, 1). Fix: set password.',
    ].join('\n'));
    expect(constructionError(() => new DatabaseUser(s, 'None', undefined as any))).toBe(
      "[test/None] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });

  test('JavaScript: roles, scopes and labels of the wrong kind are reported at construction', () => {
    const s = clusterStack();
    expect(constructionError(() => passwordUser(s, {
      roles: [{ roleName: 'read', databaseName: 'orders' } as any],
      scopes: DatabaseUserScope.dataFederation('lake') as any,
      labels: { team: 7 as any },
    }))).toBe([
      '[test/App] 3 problems:',
      "  - roles[0]: expected a DatabaseRole. Received: an object with keys roleName, databaseName. Allowed: a DatabaseRole, e.g. DatabaseRole.read('orders'). Fix: create it with a DatabaseRole factory, e.g. DatabaseRole.read('orders').",
      '  - scopes: expected a list. Received: an object with keys name, type, scopedCluster. Allowed: a list of DatabaseUserScope. Fix: wrap it in [ ].',
      "  - labels.team: expected a string. Received: 7. Allowed: a string. Fix: write the value of label 'team' as a string.",
    ].join('\n'));
  });
});

describe('DatabaseUser factories', () => {
  const roles = [DatabaseRole.read('orders')];

  test('awsIam with a role ARN: aws_iam_type ROLE, the ARN as username, on $external', () => {
    const s = clusterStack();
    const u = DatabaseUser.awsIam(s, 'Lambda', { projectId: PROJECT, roleArn: ROLE_ARN, roles, scopes: [DatabaseUserScope.dataFederation('lake')] });
    expect(userBody(synthDoc(s), 'Lambda')).toEqual({
      project_id: PROJECT,
      username: ROLE_ARN,
      auth_database_name: '$external',
      aws_iam_type: 'ROLE',
      roles: [{ role_name: 'read', database_name: 'orders' }],
      scopes: [{ name: 'lake', type: 'DATA_LAKE' }],
    });
    expect([u.username, u.authDatabaseName]).toEqual([ROLE_ARN, '$external']);
  });

  test('awsIam with a user ARN: aws_iam_type USER; a token ARN is not judged', () => {
    const s = clusterStack();
    DatabaseUser.awsIam(s, 'Etl', { projectId: PROJECT, userArn: USER_ARN, roles });
    const arn = new TerraformVariable(s, 'arn', { type: 'string' }).stringValue;
    DatabaseUser.awsIam(s, 'Fn', { projectId: PROJECT, roleArn: arn, roles });
    const doc = synthDoc(s);
    expect(userBody(doc, 'Etl')).toEqual({
      project_id: PROJECT, username: USER_ARN, auth_database_name: '$external', aws_iam_type: 'USER', roles: [{ role_name: 'read', database_name: 'orders' }],
    });
    expect(userBody(doc, 'Fn')).toMatchObject({ username: '${var.arn}', aws_iam_type: 'ROLE' });
    expect(TerrainTesting.warnings(s)).toEqual([UNSCOPED('test/Etl'), UNSCOPED('test/Fn')]);
  });

  test('awsIam: exactly one ARN, of the right kind', () => {
    const s = clusterStack();
    expect(constructionError(() => DatabaseUser.awsIam(s, 'A', { projectId: PROJECT, roles }))).toBe(
      '[test/A] roleArn: is required: an AWS IAM user is named by the ARN of an IAM role (or of an IAM user, userArn). Received: undefined. '
      + 'Allowed: exactly one of roleArn and userArn. Fix: set roleArn, e.g. the execution role of a Lambda function, or userArn.');
    expect(constructionError(() => DatabaseUser.awsIam(s, 'B', { projectId: PROJECT, roleArn: ROLE_ARN, userArn: USER_ARN, roles }))).toBe(
      `[test/B] userArn: is set together with roleArn: a database user is one IAM role or one IAM user. Received: "${USER_ARN}". `
      + 'Allowed: exactly one of roleArn and userArn. Fix: keep roleArn for a role or userArn for an IAM user, and make a second user for the other.');
    expect(constructionError(() => DatabaseUser.awsIam(s, 'C', { projectId: PROJECT, roleArn: USER_ARN, roles }))).toBe(
      `[test/C] roleArn: is not the ARN of an IAM role. Received: "${USER_ARN}". Allowed: arn:aws:iam::<12-digit account>:role/<name>. `
      + 'Fix: this is an IAM user ARN: pass it as userArn.');
    expect(constructionError(() => DatabaseUser.awsIam(s, 'D', { projectId: PROJECT, userArn: 'orders-lambda', roles }))).toBe(
      '[test/D] userArn: is not the ARN of an IAM user. Received: "orders-lambda". Allowed: arn:aws:iam::<12-digit account>:user/<name>. '
      + 'Fix: pass the ARN of the IAM user, e.g. arn:aws:iam::123456789012:user/orders-app.');
    // An STS session ARN is not the role's ARN.
    expect(constructionError(() => DatabaseUser.awsIam(s, 'E', { projectId: PROJECT, roleArn: 'arn:aws:sts::123456789012:assumed-role/orders-lambda/s1', roles })))
      .toMatch(/^\[test\/E\] roleArn: is not the ARN of an IAM role\./);
    // Other partitions pass.
    DatabaseUser.awsIam(s, 'Gov', { projectId: PROJECT, roleArn: 'arn:aws-us-gov:iam::123456789012:role/app', roles });
  });

  test('x509: MANAGED by default; CUSTOMER with a distinguished name; both on $external', () => {
    const s = clusterStack();
    DatabaseUser.x509(s, 'Managed', { projectId: PROJECT, username: 'reporting', roles });
    DatabaseUser.x509(s, 'Customer', { projectId: PROJECT, username: 'CN=orders-app,OU=apps,O=Example\\, Inc.', x509Type: X509Type.CUSTOMER, roles });
    const doc = synthDoc(s);
    expect(userBody(doc, 'Managed')).toEqual({
      project_id: PROJECT, username: 'reporting', auth_database_name: '$external', x509_type: 'MANAGED', roles: [{ role_name: 'read', database_name: 'orders' }],
    });
    expect(userBody(doc, 'Customer')).toEqual({
      project_id: PROJECT, username: 'CN=orders-app,OU=apps,O=Example\\, Inc.', auth_database_name: '$external', x509_type: 'CUSTOMER', roles: [{ role_name: 'read', database_name: 'orders' }],
    });
  });

  test('x509: a CUSTOMER username is a distinguished name with a CN; the type is MANAGED or CUSTOMER', () => {
    const s = clusterStack();
    expect(constructionError(() => DatabaseUser.x509(s, 'A', { projectId: PROJECT, username: 'orders-app', x509Type: X509Type.CUSTOMER, roles }))).toBe(
      '[test/A] username: is not an RFC 2253 distinguished name: a self-managed (CUSTOMER) X.509 user is named by the subject of its certificate. Received: "orders-app". '
      + "Allowed: a distinguished name with a CN, e.g. 'CN=orders-app,OU=apps,O=Example'. Fix: write the name as comma-separated attribute=value pairs, as the certificate or the directory shows it.");
    expect(constructionError(() => DatabaseUser.x509(s, 'B', { projectId: PROJECT, username: 'OU=apps,O=Example', x509Type: X509Type.CUSTOMER, roles }))).toBe(
      '[test/B] username: has no common name (CN=...): a self-managed (CUSTOMER) X.509 user is named by the subject of its certificate. Received: "OU=apps,O=Example". '
      + "Allowed: a distinguished name with a CN, e.g. 'CN=orders-app,OU=apps,O=Example'. Fix: write the name as comma-separated attribute=value pairs, as the certificate or the directory shows it.");
    expect(constructionError(() => DatabaseUser.x509(s, 'C', { projectId: PROJECT, username: 'reporting', x509Type: 'NONE', roles }))).toBe(
      '[test/C] x509Type: is not one of MANAGED or CUSTOMER. Received: "NONE". Allowed: X509Type.MANAGED, X509Type.CUSTOMER. Fix: use X509Type.MANAGED or X509Type.CUSTOMER.');
    // A token username is not judged.
    DatabaseUser.x509(s, 'D', { projectId: PROJECT, username: new TerraformVariable(s, 'dn', { type: 'string' }).stringValue, x509Type: X509Type.CUSTOMER, roles });
  });

  test('ldap: a USER on $external, a GROUP on admin', () => {
    const s = clusterStack();
    DatabaseUser.ldap(s, 'Alice', { projectId: PROJECT, username: 'CN=alice,OU=people,DC=example,DC=com', ldapAuthType: LdapAuthType.USER, roles });
    const group = DatabaseUser.ldap(s, 'Dbas', { projectId: PROJECT, username: 'CN=dba,OU=groups,DC=example,DC=com', ldapAuthType: LdapAuthType.GROUP, roles });
    const doc = synthDoc(s);
    expect(userBody(doc, 'Alice')).toEqual({
      project_id: PROJECT, username: 'CN=alice,OU=people,DC=example,DC=com', auth_database_name: '$external', ldap_auth_type: 'USER', roles: [{ role_name: 'read', database_name: 'orders' }],
    });
    expect(userBody(doc, 'Dbas')).toEqual({
      project_id: PROJECT, username: 'CN=dba,OU=groups,DC=example,DC=com', auth_database_name: 'admin', ldap_auth_type: 'GROUP', roles: [{ role_name: 'read', database_name: 'orders' }],
    });
    expect(group.authDatabaseName).toBe('admin');
  });

  test('ldap: the username is a distinguished name; the type is USER or GROUP, and required', () => {
    const s = clusterStack();
    expect(constructionError(() => DatabaseUser.ldap(s, 'A', { projectId: PROJECT, username: 'alice', ldapAuthType: LdapAuthType.USER, roles }))).toBe(
      '[test/A] username: is not an RFC 2253 distinguished name: an LDAP user or group is named by its fully qualified distinguished name. Received: "alice". '
      + "Allowed: a distinguished name, e.g. 'CN=dba,OU=groups,DC=example,DC=com'. Fix: write the name as comma-separated attribute=value pairs, as the certificate or the directory shows it.");
    expect(constructionError(() => DatabaseUser.ldap(s, 'B', { projectId: PROJECT, username: 'CN=alice', roles } as any))).toBe(
      '[test/B] ldapAuthType: is required. Received: undefined. Allowed: LdapAuthType.USER or LdapAuthType.GROUP. Fix: set ldapAuthType.');
    expect(constructionError(() => DatabaseUser.ldap(s, 'C', { projectId: PROJECT, username: 'CN=alice', ldapAuthType: 'user', roles }))).toBe(
      '[test/C] ldapAuthType: is not one of USER or GROUP. Received: "user". Allowed: LdapAuthType.USER, LdapAuthType.GROUP. Fix: use LdapAuthType.USER or LdapAuthType.GROUP.');
  });

  test('oidc: an IDP_GROUP on admin, a USER on $external', () => {
    const s = clusterStack();
    DatabaseUser.oidc(s, 'Analysts', { projectId: PROJECT, username: '64d613677e1ad50839cce4db/analysts', oidcAuthType: OidcAuthType.IDP_GROUP, roles });
    DatabaseUser.oidc(s, 'Service', { projectId: PROJECT, username: '64d613677e1ad50839cce4db/svc-orders', oidcAuthType: OidcAuthType.USER, roles });
    const doc = synthDoc(s);
    expect(userBody(doc, 'Analysts')).toEqual({
      project_id: PROJECT, username: '64d613677e1ad50839cce4db/analysts', auth_database_name: 'admin', oidc_auth_type: 'IDP_GROUP', roles: [{ role_name: 'read', database_name: 'orders' }],
    });
    expect(userBody(doc, 'Service')).toEqual({
      project_id: PROJECT, username: '64d613677e1ad50839cce4db/svc-orders', auth_database_name: '$external', oidc_auth_type: 'USER', roles: [{ role_name: 'read', database_name: 'orders' }],
    });
  });

  test('oidc: the username is <IdP id>/<name>; the type is IDP_GROUP or USER', () => {
    const s = clusterStack();
    for (const username of ['analysts', '64d613677e1ad50839cce4db/', '/analysts']) {
      expect(constructionError(() => DatabaseUser.oidc(s, `A${username.length}`, { projectId: PROJECT, username, oidcAuthType: OidcAuthType.IDP_GROUP, roles }))).toBe(
        `[test/A${username.length}] username: does not have the form <IdP id>/<name>: an OIDC user is named by the Atlas id of its identity provider and its IdP group name or user identifier. `
        + `Received: "${username}". Allowed: '<IdP id>/<name>', e.g. '64d613677e1ad50839cce4db/analysts'. `
        + 'Fix: prefix the group or user name with the id of the identity provider (Atlas federation settings) and a slash.');
    }
    expect(constructionError(() => DatabaseUser.oidc(s, 'B', { projectId: PROJECT, username: 'idp/analysts', oidcAuthType: 'GROUP', roles }))).toBe(
      '[test/B] oidcAuthType: is not one of IDP_GROUP or USER. Received: "GROUP". Allowed: OidcAuthType.IDP_GROUP, OidcAuthType.USER. Fix: use OidcAuthType.IDP_GROUP or OidcAuthType.USER.');
  });

  test('JavaScript: a password given to an external user is reported, not dropped', () => {
    expect(constructionError(() => DatabaseUser.x509(clusterStack(), 'A', { projectId: PROJECT, username: 'reporting', roles, password: DatabasePassword.fromToken('hunter2') } as any))).toBe(
      '[test/A] password: is only for password users; this user authenticates with X.509 certificates. Received: a password (not shown). Allowed: no password. '
      + 'Fix: remove password, or make a password user with new DatabaseUser(...).');
  });

  test('JavaScript: a factory without props', () => {
    expect(constructionError(() => DatabaseUser.oidc(clusterStack(), 'A', undefined as any))).toBe(
      "[test/A] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });
});

describe('DatabaseUser roles, scopes and synth checks', () => {
  test('a user without roles fails synth in its own words; a grant or addRole fixes it', () => {
    const s = clusterStack();
    passwordUser(s, { roles: undefined });
    expect(synthError(s)).toBe('Validation failed with the following errors:\n  [test/App] roles: is empty: a database user has at least one role. Received: a list of 0 items. '
      + "Allowed: at least one DatabaseRole. Fix: pass roles, call addRole(DatabaseRole.read('orders')), or grant access with cluster.grantRead(user, 'orders').");

    const fixed = clusterStack();
    const u = passwordUser(fixed, { roles: [] });
    u.addRole(DatabaseRole.read('orders'));
    expect(userBody(synthDoc(fixed)).roles).toEqual([{ role_name: 'read', database_name: 'orders' }]);
  });

  test('atlasAdmin warns, naming the narrower roles; once, however many synths', () => {
    const s = clusterStack();
    passwordUser(s, { roles: [DatabaseRole.atlasAdmin()] });
    synthDoc(s);
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual([ATLAS_ADMIN('test/App')]);
  });

  test('a user without scopes warns, naming grants and scopes; once, however many synths', () => {
    const s = clusterStack();
    passwordUser(s, { scopes: undefined });
    synthDoc(s);
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual([UNSCOPED('test/App')]);
    expect(userBody(synthDoc(s)).scopes).toBeUndefined();
  });

  test('the warnings judge the user at synth: a scope added after construction silences the unscoped warning', () => {
    const s = clusterStack();
    const u = passwordUser(s, { scopes: [] });
    u.addScope(DatabaseUserScope.dataFederation('lake'));
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual([]);
  });

  test('addRole and addScope skip what the user has already', () => {
    const s = clusterStack();
    const c = replicaSet(s);
    const u = passwordUser(s, { roles: [DatabaseRole.read('orders'), DatabaseRole.read('orders')], scopes: [DatabaseUserScope.cluster(c)] });
    u.addRole(DatabaseRole.read('orders'));
    u.addRole(DatabaseRole.read('orders', 'items'));
    u.addScope(DatabaseUserScope.cluster(c));
    u.addScope(DatabaseUserScope.dataFederation('orders')); // same name, other kind
    expect(u.roles.map((r) => [r.roleName, r.databaseName, r.collectionName])).toEqual([['read', 'orders', undefined], ['read', 'orders', 'items']]);
    expect(userBody(synthDoc(s)).scopes).toEqual([{ name: 'orders', type: 'CLUSTER' }, { name: 'orders', type: 'DATA_LAKE' }]);
    expect(u.scopes.map((x) => x.type)).toEqual(['CLUSTER', 'DATA_LAKE']);
  });

  test('addRole and addScope check what they get (JavaScript)', () => {
    const s = clusterStack();
    const u = passwordUser(s);
    expect(constructionError(() => u.addRole('read' as any))).toBe(
      "[test/App] addRole(role): expected a DatabaseRole. Received: \"read\". Allowed: a DatabaseRole, e.g. DatabaseRole.read('orders'). Fix: create it with a DatabaseRole factory, e.g. DatabaseRole.read('orders').");
    expect(constructionError(() => u.addScope(DatabaseUserScope.cluster(undefined as any)))).toBe(
      '[test/App] addScope(scope): names no cluster. Received: undefined. Allowed: DatabaseUserScope.cluster(cluster), with a cluster. '
      + 'Fix: pass the cluster construct (or Cluster.fromClusterAttributes(...)).');
    expect(constructionError(() => u.addScope(DatabaseUserScope.dataFederation(undefined as any)))).toBe(
      "[test/App] addScope(scope): names no data federation instance. Received: undefined. Allowed: DatabaseUserScope.dataFederation('<name>'). Fix: pass the name of the data federation instance.");
  });

  test('a cluster scope names the cluster and creates the user after a cluster of the same stack', () => {
    const s = clusterStack();
    const c = replicaSet(s);
    const imported = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(s, 'Reporting', { projectId: PROJECT, clusterName: 'reporting' });
    passwordUser(s, { scopes: [DatabaseUserScope.cluster(c), DatabaseUserScope.cluster(imported)] });
    const body = userBody(synthDoc(s));
    expect(body.scopes).toEqual([{ name: 'orders', type: 'CLUSTER' }, { name: 'reporting', type: 'CLUSTER' }]);
    expect(body.depends_on).toEqual(['mongodbatlas_advanced_cluster.Orders']);
  });

  test('a cluster of another stack gives no depends_on (Terraform cannot depend across stacks)', () => {
    const s = clusterStack();
    const other = new TerraformStack(s.node.scope as Construct, 'other');
    new mongodbatlas.MongodbatlasProvider(other, 'atlas');
    const c = replicaSet(other);
    passwordUser(s, { scopes: [DatabaseUserScope.cluster(c)] });
    expect(userBody(synthDoc(s)).depends_on).toBeUndefined();
  });

  test('a cluster of another project is not a scope', () => {
    const s = clusterStack();
    const c = replicaSet(s, 'Elsewhere', OTHER_PROJECT, 'elsewhere');
    expect(constructionError(() => passwordUser(s, { scopes: [DatabaseUserScope.cluster(c)] }))).toBe(
      `[test/App] scopes[0]: is the cluster 'elsewhere' of project ${OTHER_PROJECT}, not of the user's project ${PROJECT}. Received: "test/Elsewhere". `
      + `Allowed: a cluster of project ${PROJECT}. Fix: scope the user to clusters of its own project; a user of the other project needs its own DatabaseUser there.`);
    const u = passwordUser(s, {}, 'Later');
    expect(constructionError(() => u.addScope(DatabaseUserScope.cluster(c)))).toMatch(/^\[test\/Later\] addScope\(scope\): is the cluster 'elsewhere' of project /);
    // A token project id is not judged.
    const project = new TerraformVariable(s, 'project', { type: 'string' }).stringValue;
    passwordUser(s, { projectId: project, scopes: [DatabaseUserScope.cluster(c)] }, 'Token');
  });

  test('a custom role of the same stack is created before the user; an existing one adds no dependency', () => {
    const s = clusterStack();
    const auditor = new TestCustomRole(s, 'Auditor', PROJECT, 'auditor');
    const existing = new ExistingCustomRole(s, 'Ops', PROJECT, 'ops');
    const u = passwordUser(s, { roles: [DatabaseRole.custom(auditor)] });
    u.addRole(DatabaseRole.custom(auditor));
    u.addRole(DatabaseRole.custom(existing));
    const body = userBody(synthDoc(s));
    expect(body.roles).toEqual([{ role_name: 'auditor', database_name: 'admin' }, { role_name: 'ops', database_name: 'admin' }]);
    expect(body.depends_on).toEqual(['mongodbatlas_custom_db_role.Auditor']);
  });

  test('a custom role of another project is not a role of the user', () => {
    const s = clusterStack();
    const other = new TestCustomRole(s, 'Auditor', OTHER_PROJECT, 'auditor');
    expect(constructionError(() => passwordUser(s, { roles: [DatabaseRole.custom(other)] }))).toBe(
      `[test/App] roles[0]: is the custom role 'auditor' of project ${OTHER_PROJECT}, not of the user's project ${PROJECT}. Received: "test/Auditor". `
      + `Allowed: a custom role of project ${PROJECT}. Fix: define the custom role in the user's project (custom roles belong to one project).`);
  });

  test('the type rules of the L1 judge what the L2 renders', () => {
    const s = clusterStack();
    passwordUser(s, { roles: [DatabaseRole.builtIn('readWriteAnyDatabase', 'orders')] });
    synthDoc(s);
    expect(TerrainTesting.warnings(s)).toEqual([
      `test/App/Default: [${R}/role-admin-database] roles[0].databaseName: must be admin: the built-in role 'readWriteAnyDatabase' exists only on the admin database. Received: "orders". `
      + "Allowed: 'admin' (any database only for read, readWrite, dbAdmin, dbOwner, userAdmin). Fix: set databaseName to 'admin' for role 'readWriteAnyDatabase'.",
    ]);
  });

  test('tokens: username, project id, role and scope names pass through unjudged', () => {
    const s = clusterStack();
    const v = (id: string) => new TerraformVariable(s, id, { type: 'string' }).stringValue;
    passwordUser(s, { projectId: v('project'), username: v('username'), roles: [DatabaseRole.read(v('db'))], scopes: [DatabaseUserScope.dataFederation(v('lake'))] });
    expect(userBody(synthDoc(s))).toMatchObject({
      project_id: '${var.project}', username: '${var.username}', roles: [{ role_name: 'read', database_name: '${var.db}' }], scopes: [{ name: '${var.lake}', type: 'DATA_LAKE' }],
    });
  });
});

describe('existing database users', () => {
  test('fromDatabaseUserAttributes: admin by default', () => {
    const s = clusterStack();
    const u = DatabaseUser.fromDatabaseUserAttributes(s, 'Old', { projectId: PROJECT, username: 'legacy' });
    expect([u.projectId, u.username, u.authDatabaseName]).toEqual([PROJECT, 'legacy', 'admin']);
    const ext = DatabaseUser.fromDatabaseUserAttributes(s, 'Ext', { projectId: PROJECT, username: ROLE_ARN, authDatabaseName: '$external' });
    expect(ext.authDatabaseName).toBe('$external');
    expect(constructionError(() => DatabaseUser.fromDatabaseUserAttributes(s, 'Bad', { projectId: PROJECT } as any))).toBe(
      '[test/Bad] username: is required. Received: undefined. Allowed: the name the user logs in with. Fix: set username.');
  });

  test('fromLookup reads the user through the data source', () => {
    const s = clusterStack();
    const u = DatabaseUser.fromLookup(s, 'Old', { projectId: PROJECT, username: ROLE_ARN, authDatabaseName: '$external' });
    expect(synthDoc(s).data.mongodbatlas_database_user).toEqual({
      Old_Lookup_D07AEAC5: { project_id: PROJECT, username: ROLE_ARN, auth_database_name: '$external' },
    });
    expect(u.dataSource.roles).toBeDefined();
    expect(u.authDatabaseName).toBe('$external');
  });
});

describe('cluster grants', () => {
  test('grantRead, grantReadWrite and grantAdmin add the roles and scope the user to the cluster', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const reader = passwordUser(s, { roles: [], scopes: [] }, 'Reader');
    const writer = passwordUser(s, { roles: [], scopes: [] }, 'Writer');
    const admin = passwordUser(s, { roles: [], scopes: [] }, 'Admin');
    orders.grantRead(reader, 'catalog');
    orders.grantRead(reader, 'orders', 'items');
    orders.grantReadWrite(writer, 'orders');
    orders.grantAdmin(admin);
    const doc = synthDoc(s);
    expect(userBody(doc, 'Reader')).toMatchObject({
      roles: [{ role_name: 'read', database_name: 'catalog' }, { role_name: 'read', database_name: 'orders', collection_name: 'items' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
      depends_on: ['mongodbatlas_advanced_cluster.Orders'],
    });
    expect(userBody(doc, 'Writer')).toMatchObject({ roles: [{ role_name: 'readWrite', database_name: 'orders' }], scopes: [{ name: 'orders', type: 'CLUSTER' }] });
    expect(userBody(doc, 'Admin')).toMatchObject({
      roles: [{ role_name: 'readWriteAnyDatabase', database_name: 'admin' }, { role_name: 'dbAdminAnyDatabase', database_name: 'admin' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
    });
    // Neither unscoped nor atlasAdmin: no warning.
    expect(TerrainTesting.warnings(s)).toEqual([]);
  });

  test('a user scoped to other clusters keeps them; the same grant twice changes nothing', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const billing = replicaSet(s, 'Billing', PROJECT, 'billing');
    const u = passwordUser(s, { scopes: [DatabaseUserScope.cluster(billing)] });
    orders.grantRead(u, 'catalog');
    orders.grantRead(u, 'catalog');
    billing.grantReadWrite(u, 'invoices');
    const body = userBody(synthDoc(s));
    expect(body.scopes).toEqual([{ name: 'billing', type: 'CLUSTER' }, { name: 'orders', type: 'CLUSTER' }]);
    expect(body.roles).toEqual([
      { role_name: 'readWrite', database_name: 'orders' },
      { role_name: 'read', database_name: 'catalog' },
      { role_name: 'readWrite', database_name: 'invoices' },
    ]);
    expect(body.depends_on).toEqual(['mongodbatlas_advanced_cluster.Billing', 'mongodbatlas_advanced_cluster.Orders']);
  });

  test('every kind of cluster grants: legacy, imported and looked-up clusters', () => {
    const s = clusterStack();
    const legacy = new mongodbatlas.LegacyCluster(s, 'Legacy', { projectId: PROJECT, name: 'legacy', provider: 'AWS', instanceSize: 'M30', regions: [{ region: 'US_EAST_1', electableNodes: 3 }] });
    const imported = mongodbatlas.ReplicaSetCluster.fromClusterAttributes(s, 'Imported', { projectId: PROJECT, clusterName: 'imported' });
    const looked = mongodbatlas.ReplicaSetCluster.fromLookup(s, 'Looked', { projectId: PROJECT, name: 'looked' });
    const u = passwordUser(s, { roles: [], scopes: [] });
    legacy.grantRead(u, 'a');
    imported.grantReadWrite(u, 'b');
    looked.grantAdmin(u);
    const body = userBody(synthDoc(s));
    expect(body.scopes).toEqual([{ name: 'legacy', type: 'CLUSTER' }, { name: 'imported', type: 'CLUSTER' }, { name: 'looked', type: 'CLUSTER' }]);
    expect(body.roles.map((r: any) => `${r.role_name}@${r.database_name}`)).toEqual(['read@a', 'readWrite@b', 'readWriteAnyDatabase@admin', 'dbAdminAnyDatabase@admin']);
    expect(body.depends_on).toEqual(['mongodbatlas_cluster.Legacy']);
  });

  test('a grant to a user of another project names both projects', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const u = passwordUser(s, { projectId: OTHER_PROJECT });
    expect(constructionError(() => orders.grantRead(u, 'catalog'))).toBe(
      `[test/Orders] grantRead(user): is a user of project ${OTHER_PROJECT}; the cluster 'orders' is in project ${PROJECT}. A database user reaches only clusters of its own project. `
      + `Received: "test/App". Allowed: a DatabaseUser of project ${PROJECT}. Fix: grant to a DatabaseUser of project ${PROJECT} (make one there for this cluster).`);
    expect(u.roles.map((r) => r.roleName)).toEqual(['readWrite']);
    expect(u.scopes.map((x) => x.type)).toEqual(['DATA_LAKE']);
  });

  test('a grant needs a DatabaseUser of this app and a database name', () => {
    const s = clusterStack();
    const orders = replicaSet(s);
    const existing = DatabaseUser.fromDatabaseUserAttributes(s, 'Existing', { projectId: PROJECT, username: 'legacy' });
    expect(constructionError(() => orders.grantAdmin(existing as any))).toBe(
      '[test/Orders] grantAdmin(user): expected a DatabaseUser of this app: a grant adds a role and a scope to the user. Received: the construct test/Existing. '
      + 'Allowed: a DatabaseUser construct (new DatabaseUser(...), DatabaseUser.awsIam(...), ...). '
      + 'Fix: grant to the DatabaseUser construct; an existing user (fromDatabaseUserAttributes, fromLookup) is changed where it is defined.');
    const u = passwordUser(s);
    expect(constructionError(() => orders.grantReadWrite(u, undefined as any))).toBe(
      "[test/Orders] grantReadWrite(user, databaseName): needs the name of a database. Received: undefined. Allowed: a database name, e.g. 'orders'. Fix: name the database: cluster.grantReadWrite(user, 'orders').");
    expect(constructionError(() => orders.grantRead(u, 'orders', ''))).toBe(
      '[test/Orders] grantRead(user, databaseName, collectionName): is not a collection name. Received: "". Allowed: a collection name, or leave it out for the whole database. '
      + 'Fix: pass the name of one collection, or leave collectionName out.');
  });
});

// The clear error that replaced a TypeError the fuzzer found (test/fuzz/identity.fuzz.test.ts): the
// cross-project check rendered a project id that was no string into its message.
test('a projectId that is no string, with a cluster scope, is reported by the L1', () => {
  const s = clusterStack();
  const cluster = replicaSet(s);
  expect(errorOf(() => mongodbatlas.DatabaseUser.x509(s, 'App', {
    projectId: Object.create(null), username: 'CN=app', scopes: [mongodbatlas.DatabaseUserScope.cluster(cluster)], roles: [mongodbatlas.DatabaseRole.read('orders')],
  }))).toBe('[test/App/Default] projectId: expected a string. Received: an empty object. Allowed: a string.');
});

test('a custom role or a scoped cluster in another stack: the user\'s stack depends on theirs (no depends_on across stacks)', () => {
  const app = clusterStack().node.root as any;
  const shared = new TerraformStack(app, 'shared');
  new mongodbatlas.MongodbatlasProvider(shared, 'atlas');
  const users = new TerraformStack(app, 'users');
  new mongodbatlas.MongodbatlasProvider(users, 'atlas');
  const role = new mongodbatlas.CustomDbRole(shared, 'Auditor', { projectId: PROJECT, roleName: 'auditor', inheritedRoles: [DatabaseRole.read('catalog')] });
  const orders = replicaSet(shared);
  const user = passwordUser(users, { roles: [DatabaseRole.custom(role)], scopes: [] });
  orders.grantRead(user, 'catalog');
  expect(users.dependencies).toEqual([shared]);
  expect(userBody(synthDoc(users)).depends_on).toBeUndefined();
});
