/**
 * Cloud provider access (setup + authorization), user-to-organization and user-to-team
 * assignments, custom database roles and database users (spec section 2.1, "Cloud provider
 * access and user assignments", "Database roles and users").
 */
import { TerraformOutput } from 'cdktn';
import { Checks, mongodbatlas } from '../../../src';
import { errorOf, expectSnakeCaseOnly, LITERAL_SECRET, resource, secret, stack, synth } from '../../util';

const PROJECT_ID = '6568f0c3a8d2b64e9d8a1b2c';
const ORG_ID = '5f4e3d2c1b0a99887766aa55';
const TEAM_ID = '65a1b2c3d4e5f60718293a4b';
const ROLE_ARN = 'arn:aws:iam::123456789012:role/atlas-kms-access';
const AZURE = {
  atlasAzureAppId: '9f2deb0d-411d-4d2c-a8e5-6b6e5e7f7a10',
  servicePrincipalId: '22f1d2a6-d0e9-482a-83a4-b8dd7dddc2c1',
  tenantId: '91402384-d71e-22f5-22dd-759e272cdc1c',
};
const AZURE_JSON = {
  atlas_azure_app_id: '9f2deb0d-411d-4d2c-a8e5-6b6e5e7f7a10',
  service_principal_id: '22f1d2a6-d0e9-482a-83a4-b8dd7dddc2c1',
  tenant_id: '91402384-d71e-22f5-22dd-759e272cdc1c',
};
describe('cloud provider access', () => {
  test('mongodbatlas_cloud_provider_access_setup: an AWS role; the computed aws_config (spec awsConfigs.vendorAwsAccountArn) resolves', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const setup = new mongodbatlas.MongodbatlasCloudProviderAccessSetup(s, 'aws_setup', {
        projectId: PROJECT_ID,
        providerName: 'AWS',
        timeouts: { create: '30m' },
      });
      new TerraformOutput(s, 'atlas_aws_account_arn', { value: setup.awsConfig.get(0).atlasAwsAccountArn });
      new TerraformOutput(s, 'external_id', { value: setup.awsConfig.get(0).atlasAssumedRoleExternalId });
      new TerraformOutput(s, 'role_id', { value: setup.roleId });
      new TerraformOutput(s, 'gcp_service_account', { value: setup.gcpConfig.get(0).serviceAccountForAtlas });
    });
    expect(mongodbatlas.MongodbatlasCloudProviderAccessSetup.tfResourceType).toBe('mongodbatlas_cloud_provider_access_setup');
    const body = resource(doc, 'mongodbatlas_cloud_provider_access_setup', 'aws_setup');
    expect(body).toEqual({ project_id: PROJECT_ID, provider_name: 'AWS', timeouts: { create: '30m' } });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      atlas_aws_account_arn: { value: '${mongodbatlas_cloud_provider_access_setup.aws_setup.aws_config[0].atlas_aws_account_arn}' },
      external_id: { value: '${mongodbatlas_cloud_provider_access_setup.aws_setup.aws_config[0].atlas_assumed_role_external_id}' },
      role_id: { value: '${mongodbatlas_cloud_provider_access_setup.aws_setup.role_id}' },
      gcp_service_account: { value: '${mongodbatlas_cloud_provider_access_setup.aws_setup.gcp_config[0].service_account_for_atlas}' },
    });
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_cloud_provider_access_setup: an Azure role with azure_config; import id <project_id>-<provider_name>-<role_id>', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasCloudProviderAccessSetup(s, 'azure_setup', {
        projectId: PROJECT_ID,
        providerName: 'AZURE',
        azureConfig: [AZURE],
        deleteOnCreateTimeout: true,
      });
      mongodbatlas.MongodbatlasCloudProviderAccessSetup.generateConfigForImport(s, 'existing_setup', `${PROJECT_ID}-AWS-65b0c1d2e3f4a5b6c7d8e9f0`);
    });
    const body = resource(doc, 'mongodbatlas_cloud_provider_access_setup', 'azure_setup');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      provider_name: 'AZURE',
      azure_config: [AZURE_JSON],
      delete_on_create_timeout: true,
    });
    expectSnakeCaseOnly(body);
    expect(doc.import).toEqual([{ id: `${PROJECT_ID}-AWS-65b0c1d2e3f4a5b6c7d8e9f0`, to: 'mongodbatlas_cloud_provider_access_setup.existing_setup' }]);
  });

  test('mongodbatlas_cloud_provider_access_authorization: authorizes the role of a setup for an AWS IAM role; computed feature usages resolve', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const setup = new mongodbatlas.MongodbatlasCloudProviderAccessSetup(s, 'aws_setup', { projectId: PROJECT_ID, providerName: 'AWS' });
      const auth = new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(s, 'aws_auth', {
        projectId: setup.projectId,
        roleId: setup.roleId,
        aws: { iamAssumedRoleArn: ROLE_ARN },
      });
      new TerraformOutput(s, 'authorized_date', { value: auth.authorizedDate });
      new TerraformOutput(s, 'feature_type', { value: auth.featureUsages.get(0).featureType });
      new TerraformOutput(s, 'gcp_service_account', { value: auth.gcp.get(0).serviceAccountForAtlas });
    });
    expect(mongodbatlas.MongodbatlasCloudProviderAccessAuthorization.tfResourceType).toBe('mongodbatlas_cloud_provider_access_authorization');
    const body = resource(doc, 'mongodbatlas_cloud_provider_access_authorization', 'aws_auth');
    expect(body).toEqual({
      project_id: '${mongodbatlas_cloud_provider_access_setup.aws_setup.project_id}',
      role_id: '${mongodbatlas_cloud_provider_access_setup.aws_setup.role_id}',
      aws: { iam_assumed_role_arn: ROLE_ARN },
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      authorized_date: { value: '${mongodbatlas_cloud_provider_access_authorization.aws_auth.authorized_date}' },
      feature_type: { value: '${mongodbatlas_cloud_provider_access_authorization.aws_auth.feature_usages[0].feature_type}' },
      gcp_service_account: { value: '${mongodbatlas_cloud_provider_access_authorization.aws_auth.gcp[0].service_account_for_atlas}' },
    });
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_cloud_provider_access_authorization: an Azure service principal; its three ids are required', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(s, 'azure_auth', {
        projectId: PROJECT_ID,
        roleId: '65b0c1d2e3f4a5b6c7d8e9f0',
        azure: AZURE,
      });
    });
    expect(resource(doc, 'mongodbatlas_cloud_provider_access_authorization', 'azure_auth')).toEqual({
      project_id: PROJECT_ID,
      role_id: '65b0c1d2e3f4a5b6c7d8e9f0',
      azure: AZURE_JSON,
    });
    const msg = errorOf(() => new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(stack(), 'bad', {
      projectId: PROJECT_ID,
      roleId: '65b0c1d2e3f4a5b6c7d8e9f0',
      azure: { atlasAzureAppId: AZURE.atlasAzureAppId },
    } as any));
    expect(msg).toContain('azure.servicePrincipalId: is required.');
    expect(msg).toContain('azure.tenantId: is required.');
  });
});

describe('user assignments', () => {
  test('mongodbatlas_cloud_user_org_assignment: invites a user with organization roles; computed user id resolves; import id <org_id>/<username>', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const a = new mongodbatlas.MongodbatlasCloudUserOrgAssignment(s, 'jane', {
        orgId: ORG_ID,
        username: 'jane.doe@example.com',
        roles: { orgRoles: ['ORG_MEMBER', 'ORG_BILLING_ADMIN'] },
      });
      new TerraformOutput(s, 'user_id', { value: a.userId });
      new TerraformOutput(s, 'status', { value: a.orgMembershipStatus });
      new TerraformOutput(s, 'first_project', { value: a.roles.projectRoleAssignments.get(0).projectId });
      mongodbatlas.MongodbatlasCloudUserOrgAssignment.generateConfigForImport(s, 'existing_user', `${ORG_ID}/john.smith@example.com`);
    });
    expect(mongodbatlas.MongodbatlasCloudUserOrgAssignment.tfResourceType).toBe('mongodbatlas_cloud_user_org_assignment');
    const body = resource(doc, 'mongodbatlas_cloud_user_org_assignment', 'jane');
    expect(body).toEqual({
      org_id: ORG_ID,
      username: 'jane.doe@example.com',
      roles: { org_roles: ['ORG_MEMBER', 'ORG_BILLING_ADMIN'] },
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      user_id: { value: '${mongodbatlas_cloud_user_org_assignment.jane.user_id}' },
      status: { value: '${mongodbatlas_cloud_user_org_assignment.jane.org_membership_status}' },
      first_project: { value: '${mongodbatlas_cloud_user_org_assignment.jane.roles.project_role_assignments[0].project_id}' },
    });
    expect(doc.import).toEqual([{ id: `${ORG_ID}/john.smith@example.com`, to: 'mongodbatlas_cloud_user_org_assignment.existing_user' }]);
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_cloud_user_team_assignment: adds the assigned user to a team by reference; import id <org_id>/<team_id>/<user_id>', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const a = new mongodbatlas.MongodbatlasCloudUserOrgAssignment(s, 'jane', {
        orgId: ORG_ID,
        username: 'jane.doe@example.com',
        roles: { orgRoles: ['ORG_MEMBER'] },
      });
      const t = new mongodbatlas.MongodbatlasCloudUserTeamAssignment(s, 'jane_dba', {
        orgId: ORG_ID,
        teamId: TEAM_ID,
        userId: a.userId,
      });
      new TerraformOutput(s, 'team_username', { value: t.username });
      mongodbatlas.MongodbatlasCloudUserTeamAssignment.generateConfigForImport(s, 'existing_member', `${ORG_ID}/${TEAM_ID}/65c3d4e5f6a7b8c9d0e1f2a3`);
    });
    expect(mongodbatlas.MongodbatlasCloudUserTeamAssignment.tfResourceType).toBe('mongodbatlas_cloud_user_team_assignment');
    const body = resource(doc, 'mongodbatlas_cloud_user_team_assignment', 'jane_dba');
    expect(body).toEqual({
      org_id: ORG_ID,
      team_id: TEAM_ID,
      user_id: '${mongodbatlas_cloud_user_org_assignment.jane.user_id}',
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.team_username).toEqual({ value: '${mongodbatlas_cloud_user_team_assignment.jane_dba.username}' });
    expect(doc.import).toEqual([{ id: `${ORG_ID}/${TEAM_ID}/65c3d4e5f6a7b8c9d0e1f2a3`, to: 'mongodbatlas_cloud_user_team_assignment.existing_member' }]);
    expect(warnings).toEqual([]);
  });
});

describe('database roles and users', () => {
  test('mongodbatlas_custom_db_role: collection, database and cluster actions plus an inherited role', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const role = new mongodbatlas.MongodbatlasCustomDbRole(s, 'orders_analyst', {
        projectId: PROJECT_ID,
        roleName: 'ordersAnalyst',
        actions: [
          { action: 'FIND', resources: [{ databaseName: 'sales', collectionName: 'orders' }, { databaseName: 'sales', collectionName: 'customers' }] },
          { action: 'LIST_COLLECTIONS', resources: [{ databaseName: 'sales' }] },
          { action: 'SERVER_STATUS', resources: [{ cluster: true }] },
        ],
        inheritedRoles: [{ roleName: 'read', databaseName: 'reporting' }],
      });
      new TerraformOutput(s, 'first_action', { value: role.actions.get(0).action });
    });
    expect(mongodbatlas.MongodbatlasCustomDbRole.tfResourceType).toBe('mongodbatlas_custom_db_role');
    const body = resource(doc, 'mongodbatlas_custom_db_role', 'orders_analyst');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      role_name: 'ordersAnalyst',
      actions: [
        { action: 'FIND', resources: [{ database_name: 'sales', collection_name: 'orders' }, { database_name: 'sales', collection_name: 'customers' }] },
        { action: 'LIST_COLLECTIONS', resources: [{ database_name: 'sales' }] },
        { action: 'SERVER_STATUS', resources: [{ cluster: true }] },
      ],
      inherited_roles: [{ role_name: 'read', database_name: 'reporting' }],
    });
    expectSnakeCaseOnly(body);
    // actions is a set: read through tolist (cdktn writes the legacy `.0` index)
    expect(doc.output.first_action).toEqual({ value: '${tolist(mongodbatlas_custom_db_role.orders_analyst.actions).0.action}' });
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_custom_db_role: import id <project_id>-<role_name>; an action needs resources', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      mongodbatlas.MongodbatlasCustomDbRole.generateConfigForImport(s, 'existing_role', `${PROJECT_ID}-ordersAnalyst`);
    });
    expect(doc.import).toEqual([{ id: `${PROJECT_ID}-ordersAnalyst`, to: 'mongodbatlas_custom_db_role.existing_role' }]);
    const msg = errorOf(() => new mongodbatlas.MongodbatlasCustomDbRole(stack(), 'bad', {
      projectId: PROJECT_ID,
      roleName: 'ordersAnalyst',
      actions: [{ action: 'FIND' }],
    } as any));
    expect(msg).toContain('actions[0].resources: is required.');
  });

  test('mongodbatlas_database_user: a SCRAM user with a password from a sensitive variable, roles incl. a custom role, scopes and labels', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const role = new mongodbatlas.MongodbatlasCustomDbRole(s, 'orders_analyst', {
        projectId: PROJECT_ID,
        roleName: 'ordersAnalyst',
        actions: [{ action: 'FIND', resources: [{ databaseName: 'sales', collectionName: 'orders' }] }],
      });
      const user = new mongodbatlas.MongodbatlasDatabaseUser(s, 'orders_app', {
        projectId: PROJECT_ID,
        username: 'orders-app',
        password: secret(s, 'orders_app_password'),
        authDatabaseName: 'admin',
        description: 'Service user of the orders API',
        roles: [
          { roleName: 'readWrite', databaseName: 'sales', collectionName: 'orders' },
          { roleName: role.roleName, databaseName: 'admin' },
        ],
        scopes: [{ name: 'orders-prod', type: 'CLUSTER' }],
        labels: [{ key: 'app', value: 'orders-api' }, { key: 'environment', value: 'production' }],
      });
      new TerraformOutput(s, 'user_id', { value: user.id });
    });
    expect(mongodbatlas.MongodbatlasDatabaseUser.tfResourceType).toBe('mongodbatlas_database_user');
    const body = resource(doc, 'mongodbatlas_database_user', 'orders_app');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      username: 'orders-app',
      password: '${var.orders_app_password}',
      auth_database_name: 'admin',
      description: 'Service user of the orders API',
      roles: [
        { role_name: 'readWrite', database_name: 'sales', collection_name: 'orders' },
        { role_name: '${mongodbatlas_custom_db_role.orders_analyst.role_name}', database_name: 'admin' },
      ],
      scopes: [{ name: 'orders-prod', type: 'CLUSTER' }],
      labels: [{ key: 'app', value: 'orders-api' }, { key: 'environment', value: 'production' }],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.user_id).toEqual({ value: '${mongodbatlas_database_user.orders_app.id}' });
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_database_user: a literal password (and password_wo) warns, naming the field, once the literal-password rule is acknowledged', () => {
    const { doc, warnings } = synth((s) => {
      // A literal password is an error (rule:mongodbatlas_database_user/literal-password, tested in
      // test/rules); acknowledged, it is a warning next to the generated literal-secret warning.
      Checks.of(s).acknowledge('rule:mongodbatlas_database_user/literal-password', 'fixture: throwaway passwords of a test stack');
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasDatabaseUser(s, 'reporting', {
        projectId: PROJECT_ID,
        username: 'reporting-ro',
        password: 'S3cure!Passw0rd-2026',
        authDatabaseName: 'admin',
        roles: [{ roleName: 'read', databaseName: 'reporting' }],
      });
      new mongodbatlas.MongodbatlasDatabaseUser(s, 'etl', {
        projectId: PROJECT_ID,
        username: 'etl-writer',
        passwordWo: 'Etl!Wr1te-Only-2026',
        passwordWoVersion: 1,
        authDatabaseName: 'admin',
        roles: [{ roleName: 'readWrite', databaseName: 'warehouse' }],
      });
    });
    expect(resource(doc, 'mongodbatlas_database_user', 'reporting')).toEqual({
      project_id: PROJECT_ID,
      username: 'reporting-ro',
      password: 'S3cure!Passw0rd-2026',
      auth_database_name: 'admin',
      roles: [{ role_name: 'read', database_name: 'reporting' }],
    });
    expect(resource(doc, 'mongodbatlas_database_user', 'etl')).toEqual({
      project_id: PROJECT_ID,
      username: 'etl-writer',
      password_wo: 'Etl!Wr1te-Only-2026',
      password_wo_version: 1,
      auth_database_name: 'admin',
      roles: [{ role_name: 'readWrite', database_name: 'warehouse' }],
    });
    const rule = (field: string, where: string) => `[rule:mongodbatlas_database_user/literal-password] ${field}: is a literal string: the password would be written in plain text to ${where}. `
      + 'Received: a literal string (not shown). Allowed: a token: a sensitive TerraformVariable, or an ephemeral value such as random_password. '
      + "Fix: pass the password as a token, e.g. DatabasePassword.writeOnly(new TerraformVariable(this, 'DbPassword', { type: 'string', sensitive: true }).stringValue, 1); "
      + 'or, for a throwaway development user, acknowledge rule:mongodbatlas_database_user/literal-password. Acknowledged: fixture: throwaway passwords of a test stack';
    expect(warnings).toEqual([
      `test/reporting: [terrain:literal-secret] password ${LITERAL_SECRET}`,
      `test/reporting: ${rule('password', 'cdk.tf.json and to the Terraform state')}`,
      `test/etl: [terrain:literal-secret] passwordWo ${LITERAL_SECRET}`,
      `test/etl: ${rule('passwordWo', 'cdk.tf.json')}`,
    ]);
  });

  test('mongodbatlas_database_user: an AWS IAM role user in $external, no password; import id <project_id>-<username>-<auth_database_name>', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasDatabaseUser(s, 'lambda_role', {
        projectId: PROJECT_ID,
        username: 'arn:aws:iam::123456789012:role/orders-lambda',
        authDatabaseName: '$external',
        awsIamType: 'ROLE',
        roles: [{ roleName: 'readWrite', databaseName: 'sales' }],
      });
      mongodbatlas.MongodbatlasDatabaseUser.generateConfigForImport(s, 'existing_user', `${PROJECT_ID}-orders-app-admin`);
    });
    expect(resource(doc, 'mongodbatlas_database_user', 'lambda_role')).toEqual({
      project_id: PROJECT_ID,
      username: 'arn:aws:iam::123456789012:role/orders-lambda',
      auth_database_name: '$external',
      aws_iam_type: 'ROLE',
      roles: [{ role_name: 'readWrite', database_name: 'sales' }],
    });
    expect(doc.import).toEqual([{ id: `${PROJECT_ID}-orders-app-admin`, to: 'mongodbatlas_database_user.existing_user' }]);
    expect(warnings).toEqual([]);
  });
});
