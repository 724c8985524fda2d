/**
 * Database users of every authentication type, custom database roles, and user assignments to an
 * organization and a team; modelled on the provider's database user, custom role and cloud user
 * assignment examples and acceptance tests.
 */
import { atlasApp, input, ORG_ID, PROJECT_ID, secret, TEAM_ID, USER_ID } from './corpus';
import { mongodbatlas } from '../../../src';
import { CorpusApp } from '../corpus';

export const APPS: CorpusApp[] = [
  atlasApp('database users of every auth type', 'internal/service/databaseuser/resource_database_user_test.go', (s) => {
    const user = (id: string, config: Omit<mongodbatlas.MongodbatlasDatabaseUserConfig, 'projectId'>) =>
      new mongodbatlas.MongodbatlasDatabaseUser(s, id, { projectId: PROJECT_ID, ...config });
    user('scram', {
      username: 'orders-app',
      authDatabaseName: 'admin',
      password: secret(s, 'orders_app_password'),
      roles: [{ roleName: 'readWrite', databaseName: 'orders' }, { roleName: 'read', databaseName: 'catalog', collectionName: 'products' }],
      labels: [{ key: 'team', value: 'orders' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
      description: 'the orders service',
    });
    user('scram_wo', { username: 'reporting', authDatabaseName: 'admin', passwordWo: secret(s, 'reporting_password'), passwordWoVersion: 1, roles: [{ roleName: 'readAnyDatabase', databaseName: 'admin' }] });
    user('x509_managed', { username: 'cert-user', authDatabaseName: '$external', x509Type: 'MANAGED', roles: [{ roleName: 'atlasAdmin', databaseName: 'admin' }] });
    user('x509_customer', { username: 'CN=ops,OU=db,O=example', authDatabaseName: '$external', x509Type: 'CUSTOMER', roles: [{ roleName: 'readWriteAnyDatabase', databaseName: 'admin' }] });
    user('iam_user', { username: input(s, 'iam_user_arn'), authDatabaseName: '$external', awsIamType: 'USER', roles: [{ roleName: 'readWrite', databaseName: 'orders' }] });
    user('iam_role', { username: input(s, 'iam_role_arn'), authDatabaseName: '$external', awsIamType: 'ROLE', roles: [{ roleName: 'read', databaseName: 'orders' }] });
    user('ldap_user', { username: 'CN=alice,OU=users,DC=example,DC=com', authDatabaseName: '$external', ldapAuthType: 'USER', roles: [{ roleName: 'read', databaseName: 'orders' }] });
    user('ldap_group', { username: 'CN=dbas,OU=groups,DC=example,DC=com', authDatabaseName: 'admin', ldapAuthType: 'GROUP', roles: [{ roleName: 'dbAdmin', databaseName: 'orders' }] });
    user('oidc_group', { username: '0oa1b2c3d4/atlas-readers', authDatabaseName: 'admin', oidcAuthType: 'IDP_GROUP', roles: [{ roleName: 'read', databaseName: 'orders' }] });
    user('oidc_user', { username: '0oa1b2c3d4/workload', authDatabaseName: '$external', oidcAuthType: 'USER', roles: [{ roleName: 'readWrite', databaseName: 'orders' }] });
    user('custom_role_user', { username: 'ops', authDatabaseName: 'admin', password: secret(s, 'ops_password'), roles: [{ roleName: 'orders-ops', databaseName: 'admin' }] });
  }),
  atlasApp('custom database roles: actions on databases, collections and the cluster; inherited roles', 'internal/service/customdbrole/resource_test.go', (s) => {
    const base = new mongodbatlas.MongodbatlasCustomDbRole(s, 'reader', {
      projectId: PROJECT_ID,
      roleName: 'orders-reader',
      actions: [{ action: 'FIND', resources: [{ databaseName: 'orders', collectionName: 'invoices' }, { databaseName: 'orders', collectionName: 'customers' }] }],
    });
    new mongodbatlas.MongodbatlasCustomDbRole(s, 'ops', {
      projectId: PROJECT_ID,
      roleName: 'orders-ops',
      actions: [
        { action: 'INSERT', resources: [{ databaseName: 'orders' }] },
        { action: 'UPDATE', resources: [{ databaseName: 'orders' }] },
        { action: 'SERVER_STATUS', resources: [{ cluster: true }] },
        { action: 'COLL_STATS', resources: [{ databaseName: 'orders', collectionName: '' }] },
      ],
      inheritedRoles: [
        { roleName: base.roleName, databaseName: 'admin' },
        { roleName: 'read', databaseName: 'catalog' },
        { roleName: 'clusterMonitor', databaseName: 'admin' },
      ],
    });
  }),
  atlasApp('a user in an organization and in a team', 'examples/mongodbatlas_cloud_user_org_assignment and examples/mongodbatlas_cloud_user_team_assignment', (s) => {
    new mongodbatlas.MongodbatlasCloudUserOrgAssignment(s, 'org_member', {
      orgId: ORG_ID, username: 'dev@example.com', roles: { orgRoles: ['ORG_MEMBER', 'ORG_BILLING_READ_ONLY'] },
    });
    new mongodbatlas.MongodbatlasCloudUserOrgAssignment(s, 'org_owner', { orgId: ORG_ID, username: 'owner@example.com', roles: { orgRoles: ['ORG_OWNER'] } });
    new mongodbatlas.MongodbatlasCloudUserTeamAssignment(s, 'team_member', { orgId: ORG_ID, teamId: TEAM_ID, userId: USER_ID });
  }),
];
