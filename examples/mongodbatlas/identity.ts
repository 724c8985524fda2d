/**
 * Identity and security of one project: an AWS IAM role Atlas may assume (cloud provider access),
 * encryption at rest with a KMS key reached through that role and over a private endpoint, a
 * cluster that uses it, a custom role for auditors, database users whose access comes from grants
 * on the cluster, and a person's organization and team membership.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas } from '../../src';

export class IdentityStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      clientId: new TerraformVariable(this, 'atlas_client_id', { type: 'string', sensitive: true }).stringValue,
      clientSecret: new TerraformVariable(this, 'atlas_client_secret', { type: 'string', sensitive: true }).stringValue,
    });
    // A literal project id: the cross-construct checks (same project) can judge it at synth.
    const projectId = '5f1b2c3d4e5f6a7b8c9d0e1f';
    const kmsRoleArn = new TerraformVariable(this, 'kms_role_arn', { type: 'string' }).stringValue;
    const cmk = new TerraformVariable(this, 'kms_key_id', { type: 'string', sensitive: true }).stringValue;
    const appPassword = new TerraformVariable(this, 'orders_app_password', { type: 'string', sensitive: true }).stringValue;
    const lambdaRoleArn = new TerraformVariable(this, 'orders_lambda_role_arn', { type: 'string' }).stringValue;

    // The setup and the authorization of one IAM role, in the right order.
    const access = new mongodbatlas.CloudProviderAccess(this, 'Aws', {
      projectId, provider: mongodbatlas.CloudAccessProvider.aws({ iamAssumedRoleArn: kmsRoleArn }),
    });
    // The IAM role's trust policy needs these two values.
    new TerraformOutput(this, 'atlas_aws_account_arn', { value: access.atlasAwsAccountArn });
    new TerraformOutput(this, 'atlas_assumed_role_external_id', { value: access.atlasAssumedRoleExternalId });

    const kms = new mongodbatlas.EncryptionAtRest(this, 'Kms', {
      projectId,
      key: mongodbatlas.EncryptionAtRestKey.awsKms({ access, customerMasterKeyId: cmk, region: 'US_EAST_1', requirePrivateNetworking: true }),
    });
    kms.addPrivateEndpoint('US_EAST_1');

    const orders = new mongodbatlas.ReplicaSetCluster(this, 'Orders', {
      projectId,
      name: 'orders',
      instanceSize: mongodbatlas.InstanceSize.M30,
      regions: [{ provider: mongodbatlas.CloudProvider.AWS, region: 'US_EAST_1', electableNodes: 3 }],
      encryptionAtRestProvider: mongodbatlas.EncryptionAtRestProvider.AWS,
    });

    const auditor = new mongodbatlas.CustomDbRole(this, 'Auditor', {
      projectId, roleName: 'auditor',
      actions: [
        { action: mongodbatlas.PrivilegeAction.FIND, resources: [mongodbatlas.RoleResource.collection('orders', 'items')] },
        { action: mongodbatlas.PrivilegeAction.LIST_SESSIONS, resources: [mongodbatlas.RoleResource.cluster()] },
      ],
      inheritedRoles: [mongodbatlas.DatabaseRole.read('catalog')],
    });

    // The password never reaches the Terraform state: write-only, rotated by bumping the version.
    const app = new mongodbatlas.DatabaseUser(this, 'App', {
      projectId,
      authentication: mongodbatlas.DatabaseUserAuthentication.password({
        username: 'orders-app', password: mongodbatlas.DatabasePassword.writeOnly(appPassword, 1),
      }),
      roles: [mongodbatlas.DatabaseRole.readWrite('orders')],
    });
    orders.grantRead(app, 'catalog'); // adds the role and scopes the user to this cluster

    const auditors = new mongodbatlas.DatabaseUser(this, 'Auditors', {
      projectId,
      authentication: mongodbatlas.DatabaseUserAuthentication.oidc({ username: '0oa1b2c3d4e5f6g7h8i9/auditors', oidcAuthType: mongodbatlas.OidcAuthType.IDP_GROUP }),
      roles: [mongodbatlas.DatabaseRole.custom(auditor)],
    });
    auditors.addScope(mongodbatlas.DatabaseUserScope.cluster(orders));

    const lambda = new mongodbatlas.DatabaseUser(this, 'Lambda', {
      projectId,
      authentication: mongodbatlas.DatabaseUserAuthentication.awsIam({ roleArn: lambdaRoleArn }),
      roles: [mongodbatlas.DatabaseRole.read('orders')],
    });
    orders.grantReadWrite(lambda, 'orders', 'events');

    // People: a member of the organization, who joins the DBA team (after joining the organization).
    const dba = new mongodbatlas.OrgAssignment(this, 'Dba', {
      orgId: '5e2211c17a3e5a48f5497de3', username: 'dba@example.com', orgRoles: [mongodbatlas.OrgRole.ORG_MEMBER],
    });
    dba.addToTeam('DbaTeam', '6a1b2c3d4e5f6a7b8c9d0e1f');
  }
}
