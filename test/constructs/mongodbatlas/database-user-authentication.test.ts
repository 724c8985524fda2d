import { TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { ROLE_ARN, UNSCOPED, USER_ARN, userBody } from './database-user-util';
import { mongodbatlas, TerrainTesting } from '../../../src';

const {
  DatabaseUser, DatabaseUserAuthentication, DatabasePassword, DatabaseRole, DatabaseUserScope, X509Type, LdapAuthType, OidcAuthType,
} = mongodbatlas;
type DatabaseUserAuthentication = mongodbatlas.DatabaseUserAuthentication;

const roles = [DatabaseRole.read('orders')];
const READ = [{ role_name: 'read', database_name: 'orders' }];

/** A user of the project with read on orders and this authentication. */
function user(s: any, id: string, authentication: DatabaseUserAuthentication, extra: Partial<mongodbatlas.DatabaseUserProps> = {}) {
  return new DatabaseUser(s, id, { projectId: PROJECT, authentication, roles, ...extra });
}

/** The error of a user made with this authentication. */
const userError = (authentication: DatabaseUserAuthentication, id = 'App') => errorOf(() => user(clusterStack(), id, authentication));

/** The warnings of a user made with this authentication (it synthesizes), but the one of a user without scopes. */
function userAdvice(authentication: DatabaseUserAuthentication): string[] {
  const s = clusterStack();
  user(s, 'App', authentication);
  synthDoc(s);
  return TerrainTesting.warnings(s).filter((w) => w !== UNSCOPED('test/App'));
}

describe('DatabaseUserAuthentication', () => {
  test('each factory says its kind; the options are checked only when a user takes them', () => {
    expect([
      DatabaseUserAuthentication.password({ username: 'a', password: DatabasePassword.fromToken('${var.pw}') }),
      DatabaseUserAuthentication.awsIam({ roleArn: ROLE_ARN }),
      DatabaseUserAuthentication.x509({ username: 'a' }),
      DatabaseUserAuthentication.ldap({ username: 'CN=a', ldapAuthType: LdapAuthType.USER }),
      DatabaseUserAuthentication.oidc({ username: 'idp/a', oidcAuthType: OidcAuthType.USER }),
    ].map((a) => a.kind)).toEqual(['password', 'awsIam', 'x509', 'ldap', 'oidc']);
    // A factory records what it was given and throws nothing, whatever it was given.
    expect((DatabaseUserAuthentication as any).awsIam('not options').kind).toBe('awsIam');
  });

  test('an authentication passed where another variant is taken, and another variant passed as one, are named by their public classes', () => {
    expect(errorOf(() => new mongodbatlas.AlertConfiguration(clusterStack(), 'Lag', {
      projectId: PROJECT, eventType: 'NO_PRIMARY', notifications: [DatabaseUserAuthentication.x509({ username: 'a' }) as any],
    }))).toBe('[test/Lag] notifications[0]: expected a NotificationTarget. Received: a DatabaseUserAuthentication. Allowed: a NotificationTarget, e.g. NotificationTarget.slack({ ... }). '
      + 'Fix: create it with a NotificationTarget factory, e.g. NotificationTarget.slack({ ... }).');
    expect(userError(mongodbatlas.NotificationTarget.group() as any)).toBe(
      '[test/App] authentication: expected a DatabaseUserAuthentication. Received: a NotificationTarget. '
      + "Allowed: a DatabaseUserAuthentication, e.g. DatabaseUserAuthentication.password({ username: 'orders-app', password }). "
      + "Fix: create it with a DatabaseUserAuthentication factory, e.g. DatabaseUserAuthentication.password({ username: 'orders-app', password }).");
  });

  test('password: username and password are required, on the path where the authentication was passed', () => {
    expect(userError(DatabaseUserAuthentication.password({} as any))).toBe([
      '[test/App] 2 problems:',
      '  - authentication.username: is required. Received: undefined. Allowed: the name the user logs in with. Fix: set username.',
      '  - authentication.password: is required. Received: undefined. Allowed: a DatabasePassword, e.g. DatabasePassword.writeOnly(password.stringValue, 1). Fix: set password.',
    ].join('\n'));
  });

  test('options that are no object: a clear error where the user takes the authentication, not a TypeError', () => {
    expect(userError((DatabaseUserAuthentication as any).oidc())).toBe([
      '[test/App] 3 problems:',
      '  - authentication: was made by DatabaseUserAuthentication.oidc with no options object. Received: undefined. Allowed: an object (struct). '
      + 'Fix: pass the options, e.g. DatabaseUserAuthentication.oidc({ ... }).',
      '  - authentication.username: is required. Received: undefined. Allowed: <IdP id>/<group or user name>. Fix: set username.',
      '  - authentication.oidcAuthType: is required. Received: undefined. Allowed: OidcAuthType.IDP_GROUP or OidcAuthType.USER. Fix: set oidcAuthType.',
    ].join('\n'));
    expect(userError((DatabaseUserAuthentication as any).awsIam('arn'))).toBe([
      '[test/App] 2 problems:',
      '  - authentication: was made by DatabaseUserAuthentication.awsIam with no options object. Received: "arn". Allowed: an object (struct). '
      + 'Fix: pass the options, e.g. DatabaseUserAuthentication.awsIam({ ... }).',
      '  - authentication.roleArn: is required: an AWS IAM user is named by the ARN of an IAM role (or of an IAM user, userArn). Received: undefined. '
      + 'Allowed: exactly one of roleArn and userArn. Fix: set roleArn, e.g. the execution role of a Lambda function, or userArn.',
    ].join('\n'));
  });

  test('a misspelled option of each factory is refused with the closest one, never dropped', () => {
    const pw = DatabasePassword.fromToken('${var.pw}');
    const cases: Array<[DatabaseUserAuthentication, string, string, string, string]> = [
      [DatabaseUserAuthentication.password({ userName: 'a', password: pw } as any), 'userName', 'username', 'PasswordAuthenticationOptions', 'username, password'],
      [DatabaseUserAuthentication.awsIam({ roleArns: ROLE_ARN } as any), 'roleArns', 'roleArn', 'AwsIamAuthenticationOptions', 'roleArn, userArn'],
      [DatabaseUserAuthentication.x509({ username: 'a', x509type: 'MANAGED' } as any), 'x509type', 'x509Type', 'X509AuthenticationOptions', 'username, x509Type'],
      [DatabaseUserAuthentication.ldap({ username: 'CN=a', ldapAuthTyp: 'USER' } as any), 'ldapAuthTyp', 'ldapAuthType', 'LdapAuthenticationOptions', 'username, ldapAuthType'],
      [DatabaseUserAuthentication.oidc({ username: 'idp/a', oidcAuthTyp: 'USER' } as any), 'oidcAuthTyp', 'oidcAuthType', 'OidcAuthenticationOptions', 'username, oidcAuthType'],
    ];
    for (const [auth, key, near, struct, keys] of cases) {
      // Only the misspelled key's problem, plus what its absence leaves required.
      expect(userError(auth)).toContain(
        `authentication.${key}: unknown option; did you mean ${near}? Received: the key '${key}'. Allowed: the options of ${struct}: ${keys}. Fix: write '${near}' instead of '${key}'.`);
    }
    // Exactly: a misspelled optional option is the only problem.
    expect(userError(DatabaseUserAuthentication.x509({ username: 'a', x509type: 'MANAGED' } as any))).toBe(
      "[test/App] authentication.x509type: unknown option; did you mean x509Type? Received: the key 'x509type'. Allowed: the options of X509AuthenticationOptions: username, x509Type. "
      + "Fix: write 'x509Type' instead of 'x509type'.");
  });

  test('JavaScript: a password given to an external user is reported, not dropped', () => {
    expect(userError(DatabaseUserAuthentication.x509({ username: 'reporting', password: DatabasePassword.fromToken('hunter2') } as any))).toBe(
      "[test/App] authentication.password: unknown option. Received: the key 'password'. Allowed: the options of X509AuthenticationOptions: username, x509Type. "
      + "Fix: remove 'password', or check its spelling against X509AuthenticationOptions.");
  });
});

describe('DatabaseUserAuthentication.awsIam', () => {
  test('with a role ARN: aws_iam_type ROLE, the ARN as username, on $external', () => {
    const s = clusterStack();
    const u = user(s, 'Lambda', DatabaseUserAuthentication.awsIam({ roleArn: ROLE_ARN }), { scopes: [DatabaseUserScope.dataFederation('lake')] });
    expect(userBody(synthDoc(s), 'Lambda')).toEqual({
      project_id: PROJECT,
      username: ROLE_ARN,
      auth_database_name: '$external',
      aws_iam_type: 'ROLE',
      roles: READ,
      scopes: [{ name: 'lake', type: 'DATA_LAKE' }],
    });
    expect([u.username, u.authDatabaseName]).toEqual([ROLE_ARN, '$external']);
  });

  test('with a user ARN: aws_iam_type USER; a token ARN is not judged', () => {
    const s = clusterStack();
    user(s, 'Etl', DatabaseUserAuthentication.awsIam({ userArn: USER_ARN }));
    const arn = new TerraformVariable(s, 'arn', { type: 'string' }).stringValue;
    user(s, 'Fn', DatabaseUserAuthentication.awsIam({ roleArn: arn }));
    const doc = synthDoc(s);
    expect(userBody(doc, 'Etl')).toEqual({ project_id: PROJECT, username: USER_ARN, auth_database_name: '$external', aws_iam_type: 'USER', roles: READ });
    expect(userBody(doc, 'Fn')).toMatchObject({ username: '${var.arn}', aws_iam_type: 'ROLE' });
    expect(TerrainTesting.warnings(s)).toEqual([UNSCOPED('test/Etl'), UNSCOPED('test/Fn')]);
  });

  test('exactly one ARN, of the right kind', () => {
    expect(userError(DatabaseUserAuthentication.awsIam({}))).toBe(
      '[test/App] authentication.roleArn: is required: an AWS IAM user is named by the ARN of an IAM role (or of an IAM user, userArn). Received: undefined. '
      + 'Allowed: exactly one of roleArn and userArn. Fix: set roleArn, e.g. the execution role of a Lambda function, or userArn.');
    expect(userError(DatabaseUserAuthentication.awsIam({ roleArn: ROLE_ARN, userArn: USER_ARN }))).toBe(
      `[test/App] authentication.userArn: is set together with roleArn: a database user is one IAM role or one IAM user. Received: "${USER_ARN}". `
      + 'Allowed: exactly one of roleArn and userArn. Fix: keep roleArn for a role or userArn for an IAM user, and make a second user for the other.');
    // The ARN format is documented only (the username is the ARN): a warning, and the user is rendered.
    const ARN_WARNING = 'test/App: [mongodbatlas:aws-iam-arn] authentication';
    expect(userAdvice(DatabaseUserAuthentication.awsIam({ roleArn: USER_ARN }))).toEqual([
      `${ARN_WARNING}.roleArn: is not the ARN of an IAM role, which the provider documents as the username. Received: "${USER_ARN}". Allowed: arn:aws:iam::<12-digit account>:role/<name>. `
      + 'Fix: this is an IAM user ARN: pass it as userArn.',
    ]);
    expect(userAdvice(DatabaseUserAuthentication.awsIam({ userArn: 'orders-lambda' }))).toEqual([
      `${ARN_WARNING}.userArn: is not the ARN of an IAM user, which the provider documents as the username. Received: "orders-lambda". Allowed: arn:aws:iam::<12-digit account>:user/<name>. `
      + 'Fix: pass the ARN of the IAM user, e.g. arn:aws:iam::123456789012:user/orders-app.',
    ]);
    // An STS session ARN is not the role's ARN.
    expect(userAdvice(DatabaseUserAuthentication.awsIam({ roleArn: 'arn:aws:sts::123456789012:assumed-role/orders-lambda/s1' })))
      .toEqual([expect.stringMatching(/^test\/App: \[mongodbatlas:aws-iam-arn\] authentication\.roleArn: is not the ARN of an IAM role,/)]);
    // No string at all is an error.
    expect(userError(DatabaseUserAuthentication.awsIam({ roleArn: 42 as any }))).toBe(
      '[test/App] authentication.roleArn: expected a string. Received: 42. Allowed: arn:aws:iam::<12-digit account>:role/<name>. Fix: pass the ARN of the IAM role as a string.');
    // Other partitions pass.
    user(clusterStack(), 'Gov', DatabaseUserAuthentication.awsIam({ roleArn: 'arn:aws-us-gov:iam::123456789012:role/app' }));
  });
});

describe('DatabaseUserAuthentication.x509', () => {
  test('MANAGED by default; CUSTOMER with a distinguished name; both on $external', () => {
    const s = clusterStack();
    user(s, 'Managed', DatabaseUserAuthentication.x509({ username: 'reporting' }));
    user(s, 'Customer', DatabaseUserAuthentication.x509({ username: 'CN=orders-app,OU=apps,O=Example\\, Inc.', x509Type: X509Type.CUSTOMER }));
    const doc = synthDoc(s);
    expect(userBody(doc, 'Managed')).toEqual({ project_id: PROJECT, username: 'reporting', auth_database_name: '$external', x509_type: 'MANAGED', roles: READ });
    expect(userBody(doc, 'Customer')).toEqual({
      project_id: PROJECT, username: 'CN=orders-app,OU=apps,O=Example\\, Inc.', auth_database_name: '$external', x509_type: 'CUSTOMER', roles: READ,
    });
  });

  test('a CUSTOMER username is a distinguished name with a CN (documented: a warning); the type is MANAGED or CUSTOMER', () => {
    const FIX = 'Fix: write the name as comma-separated attribute=value pairs, as the certificate or the directory shows it.';
    expect(userAdvice(DatabaseUserAuthentication.x509({ username: 'orders-app', x509Type: X509Type.CUSTOMER }))).toEqual([
      'test/App: [mongodbatlas:distinguished-name] authentication.username: is not an RFC 2253 distinguished name: a self-managed (CUSTOMER) X.509 user is named by the subject of its certificate. '
      + `Received: "orders-app". Allowed: a distinguished name with a CN, e.g. 'CN=orders-app,OU=apps,O=Example'. ${FIX}`,
    ]);
    expect(userAdvice(DatabaseUserAuthentication.x509({ username: 'OU=apps,O=Example', x509Type: X509Type.CUSTOMER }))).toEqual([
      'test/App: [mongodbatlas:distinguished-name] authentication.username: has no common name (CN=...): a self-managed (CUSTOMER) X.509 user is named by the subject of its certificate. '
      + `Received: "OU=apps,O=Example". Allowed: a distinguished name with a CN, e.g. 'CN=orders-app,OU=apps,O=Example'. ${FIX}`,
    ]);
    expect(userError(DatabaseUserAuthentication.x509({ username: 'reporting', x509Type: 'NONE' }))).toBe(
      '[test/App] authentication.x509Type: is not an X509Type. Received: "NONE". Allowed: MANAGED or CUSTOMER. Fix: use an X509Type, e.g. X509Type.MANAGED.');
    // A token username is not judged.
    const s = clusterStack();
    user(s, 'D', DatabaseUserAuthentication.x509({ username: new TerraformVariable(s, 'dn', { type: 'string' }).stringValue, x509Type: X509Type.CUSTOMER }));
  });
});

describe('DatabaseUserAuthentication.ldap', () => {
  test('a USER on $external, a GROUP on admin', () => {
    const s = clusterStack();
    user(s, 'Alice', DatabaseUserAuthentication.ldap({ username: 'CN=alice,OU=people,DC=example,DC=com', ldapAuthType: LdapAuthType.USER }));
    const group = user(s, 'Dbas', DatabaseUserAuthentication.ldap({ username: 'CN=dba,OU=groups,DC=example,DC=com', ldapAuthType: LdapAuthType.GROUP }));
    const doc = synthDoc(s);
    expect(userBody(doc, 'Alice')).toEqual({
      project_id: PROJECT, username: 'CN=alice,OU=people,DC=example,DC=com', auth_database_name: '$external', ldap_auth_type: 'USER', roles: READ,
    });
    expect(userBody(doc, 'Dbas')).toEqual({
      project_id: PROJECT, username: 'CN=dba,OU=groups,DC=example,DC=com', auth_database_name: 'admin', ldap_auth_type: 'GROUP', roles: READ,
    });
    expect(group.authDatabaseName).toBe('admin');
  });

  test('the username is a distinguished name (documented: a warning); the type is USER or GROUP, and required', () => {
    expect(userAdvice(DatabaseUserAuthentication.ldap({ username: 'alice', ldapAuthType: LdapAuthType.USER }))).toEqual([
      'test/App: [mongodbatlas:distinguished-name] authentication.username: is not an RFC 2253 distinguished name: an LDAP user or group is named by its fully qualified distinguished name. '
      + "Received: \"alice\". Allowed: a distinguished name, e.g. 'CN=dba,OU=groups,DC=example,DC=com'. Fix: write the name as comma-separated attribute=value pairs, as the certificate or the directory shows it.",
    ]);
    expect(userError(DatabaseUserAuthentication.ldap({ username: 'CN=alice' } as any))).toBe(
      '[test/App] authentication.ldapAuthType: is required. Received: undefined. Allowed: LdapAuthType.USER or LdapAuthType.GROUP. Fix: set ldapAuthType.');
    expect(userError(DatabaseUserAuthentication.ldap({ username: 'CN=alice', ldapAuthType: 'user' }))).toBe(
      '[test/App] authentication.ldapAuthType: is not a LdapAuthType. Received: "user". Allowed: USER or GROUP. Fix: use LdapAuthType.USER (\'USER\').');
  });
});

describe('DatabaseUserAuthentication.oidc', () => {
  test('an IDP_GROUP on admin, a USER on $external', () => {
    const s = clusterStack();
    user(s, 'Analysts', DatabaseUserAuthentication.oidc({ username: '64d613677e1ad50839cce4db/analysts', oidcAuthType: OidcAuthType.IDP_GROUP }));
    user(s, 'Service', DatabaseUserAuthentication.oidc({ username: '64d613677e1ad50839cce4db/svc-orders', oidcAuthType: OidcAuthType.USER }));
    const doc = synthDoc(s);
    expect(userBody(doc, 'Analysts')).toEqual({
      project_id: PROJECT, username: '64d613677e1ad50839cce4db/analysts', auth_database_name: 'admin', oidc_auth_type: 'IDP_GROUP', roles: READ,
    });
    expect(userBody(doc, 'Service')).toEqual({
      project_id: PROJECT, username: '64d613677e1ad50839cce4db/svc-orders', auth_database_name: '$external', oidc_auth_type: 'USER', roles: READ,
    });
  });

  test('the username is <IdP id>/<name> (documented: a warning); the type is IDP_GROUP or USER', () => {
    for (const username of ['analysts', '64d613677e1ad50839cce4db/', '/analysts']) {
      expect(userAdvice(DatabaseUserAuthentication.oidc({ username, oidcAuthType: OidcAuthType.IDP_GROUP }))).toEqual([
        'test/App: [mongodbatlas:oidc-username] authentication.username: does not have the form <IdP id>/<name> the provider documents: '
        + 'an OIDC user is named by the Atlas id of its identity provider and its IdP group name or user identifier. '
        + `Received: "${username}". Allowed: '<IdP id>/<name>', e.g. '64d613677e1ad50839cce4db/analysts'. `
        + 'Fix: prefix the group or user name with the id of the identity provider (Atlas federation settings) and a slash.',
      ]);
    }
    expect(userError(DatabaseUserAuthentication.oidc({ username: 'idp/analysts', oidcAuthType: 'GROUP' }))).toBe(
      '[test/App] authentication.oidcAuthType: is not an OidcAuthType. Received: "GROUP". Allowed: IDP_GROUP or USER. Fix: use an OidcAuthType, e.g. OidcAuthType.IDP_GROUP.');
  });
});
