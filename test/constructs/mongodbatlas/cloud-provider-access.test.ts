import { Fn, TerraformLocal, TerraformOutput, TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import { CloudProviderAccess, CloudProviderAccessProps } from '../../../src/constructs/mongodbatlas';
import { ValidationError } from '../../../src/core/errors';

const ARN = 'arn:aws:iam::123456789012:role/atlas-kms';
const APP = '9f2deb0d-be22-4524-a403-df531868bac0';
const PRINCIPAL = '9f2deb0d-be22-4524-a403-df531868bac1';
const TENANT = '9f2deb0d-be22-4524-a403-df531868bac2';
const azureIds = { atlasAzureAppId: APP, servicePrincipalId: PRINCIPAL, tenantId: TENANT };

const setups = (doc: any) => doc.resource.mongodbatlas_cloud_provider_access_setup;
const authorizations = (doc: any) => doc.resource.mongodbatlas_cloud_provider_access_authorization;

describe('CloudProviderAccess: AWS', () => {
  test('the constructor form renders the setup (Default) and the authorization, which references the setup\'s role id', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: 'AWS', iamAssumedRoleArn: ARN });
    const doc = synthDoc(stack);
    expect(setups(doc)).toEqual({
      Aws: { project_id: PROJECT, provider_name: 'AWS', lifecycle: { prevent_destroy: true } },
    });
    expect(authorizations(doc)).toEqual({
      Aws_Authorization_E9096EF0: {
        project_id: PROJECT,
        role_id: '${mongodbatlas_cloud_provider_access_setup.Aws.role_id}',
        aws: { iam_assumed_role_arn: ARN },
        lifecycle: { prevent_destroy: true },
      },
    });
    expect(access.node.defaultChild).toBe(access.resource);
    expect(access.authorization.node.id).toBe('Authorization');
    expect([access.projectId, access.provider]).toEqual([PROJECT, 'AWS']);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('outputs: the trust policy values come from the setup, roleId from the authorization', () => {
    const stack = clusterStack();
    const access = CloudProviderAccess.aws(stack, 'Aws', { projectId: PROJECT, iamAssumedRoleArn: ARN });
    new TerraformOutput(stack, 'account', { value: access.atlasAwsAccountArn });
    new TerraformOutput(stack, 'external', { value: access.atlasAssumedRoleExternalId });
    new TerraformOutput(stack, 'role', { value: access.roleId });
    const out = synthDoc(stack).output;
    expect([out.account.value, out.external.value, out.role.value]).toEqual([
      '${mongodbatlas_cloud_provider_access_setup.Aws.aws_config[0].atlas_aws_account_arn}',
      '${mongodbatlas_cloud_provider_access_setup.Aws.aws_config[0].atlas_assumed_role_external_id}',
      '${mongodbatlas_cloud_provider_access_authorization.Aws_Authorization_E9096EF0.role_id}',
    ]);
  });

  test('the usual order: setup, then the IAM role from its outputs, then authorizeAwsRole; references only, no depends_on, no cycle', () => {
    const stack = clusterStack();
    const access = CloudProviderAccess.aws(stack, 'Aws', { projectId: PROJECT });
    // Stands for the IAM role: its trust policy reads the setup's outputs, and its ARN feeds the authorization.
    const role = new TerraformLocal(stack, 'role_arn', Fn.join('/', [access.atlasAwsAccountArn, access.atlasAssumedRoleExternalId]));
    access.authorizeAwsRole(role.asString);
    const doc = synthDoc(stack);
    expect(doc.locals.role_arn).toBe('${join("/", [mongodbatlas_cloud_provider_access_setup.Aws.aws_config[0].atlas_aws_account_arn, mongodbatlas_cloud_provider_access_setup.Aws.aws_config[0].atlas_assumed_role_external_id])}');
    expect(authorizations(doc).Aws_Authorization_E9096EF0.aws).toEqual({ iam_assumed_role_arn: '${local.role_arn}' });
    expect(JSON.stringify(doc.resource)).not.toContain('depends_on');
  });

  test('an AWS access needs its IAM role: in props or with authorizeAwsRole (synth)', () => {
    const stack = clusterStack();
    CloudProviderAccess.aws(stack, 'Aws', { projectId: PROJECT });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + '  [test/Aws] iamAssumedRoleArn: is required for an AWS access: the authorization names the IAM role Atlas assumes. Received: undefined. '
      + 'Allowed: the ARN of an IAM role whose trust policy names atlasAwsAccountArn and atlasAssumedRoleExternalId. '
      + 'Fix: define the IAM role from access.atlasAwsAccountArn and access.atlasAssumedRoleExternalId, then call access.authorizeAwsRole(role.arn) (or pass iamAssumedRoleArn in the props).');

    const fixed = clusterStack();
    CloudProviderAccess.aws(fixed, 'Aws', { projectId: PROJECT }).authorizeAwsRole(ARN);
    expect(authorizations(synthDoc(fixed)).Aws_Authorization_E9096EF0.aws).toEqual({ iam_assumed_role_arn: ARN });
  });

  test('authorizeAwsRole: one role, AWS only, an ARN', () => {
    const stack = clusterStack();
    const access = CloudProviderAccess.aws(stack, 'Aws', { projectId: PROJECT, iamAssumedRoleArn: ARN });
    expect(errorOf(() => access.authorizeAwsRole('arn:aws:iam::123456789012:role/other'))).toBe(
      `[test/Aws] iamAssumedRoleArn: is already set: an access authorizes one IAM role. Received: "arn:aws:iam::123456789012:role/other". Allowed: one role (already ${ARN}). Fix: define one CloudProviderAccess per IAM role.`);
    const gcp = CloudProviderAccess.gcp(stack, 'Gcp', { projectId: PROJECT });
    expect(errorOf(() => gcp.authorizeAwsRole(ARN))).toBe(
      `[test/Gcp] iamAssumedRoleArn: is valid only for an AWS access; this access is for GCP. Received: "${ARN}". Allowed: an IAM role ARN with provider 'AWS' only. Fix: authorize the role on an AWS access (CloudProviderAccess.aws).`);
    const bare = CloudProviderAccess.aws(stack, 'Bare', { projectId: PROJECT });
    expect(errorOf(() => (bare as any).authorizeAwsRole())).toBe(
      "[test/Bare] iamAssumedRoleArn: is required. Received: undefined. Allowed: the ARN of an IAM role. Fix: pass the role's ARN, e.g. authorizeAwsRole(role.arn).");
  });

  test('authorizeAfter adds depends_on to the authorization only', () => {
    const stack = clusterStack();
    const access = CloudProviderAccess.gcp(stack, 'Gcp', { projectId: PROJECT });
    const other = CloudProviderAccess.gcp(stack, 'Grant', { projectId: PROJECT });
    access.authorizeAfter(other.resource);
    const doc = synthDoc(stack);
    expect(authorizations(doc).Gcp_Authorization_E11161D3.depends_on).toEqual(['mongodbatlas_cloud_provider_access_setup.Grant']);
    expect(setups(doc).Gcp.depends_on).toBeUndefined();
  });
});

describe('CloudProviderAccess: Azure and Google Cloud', () => {
  test('Azure: the ids go into the setup\'s azure_config and the authorization\'s azure block', () => {
    const stack = clusterStack();
    CloudProviderAccess.azure(stack, 'Az', { projectId: PROJECT, ...azureIds });
    const doc = synthDoc(stack);
    const ids = { atlas_azure_app_id: APP, service_principal_id: PRINCIPAL, tenant_id: TENANT };
    expect(setups(doc)).toEqual({ Az: { project_id: PROJECT, provider_name: 'AZURE', azure_config: [ids], lifecycle: { prevent_destroy: true } } });
    expect(authorizations(doc)).toEqual({
      Az_Authorization_1470BADB: { project_id: PROJECT, role_id: '${mongodbatlas_cloud_provider_access_setup.Az.role_id}', azure: ids, lifecycle: { prevent_destroy: true } },
    });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('Azure ids that are not UUIDs: the generated value checks report them (not the L2); documented only, so they warn', () => {
    const stack = clusterStack();
    CloudProviderAccess.azure(stack, 'Az', { projectId: PROJECT, ...azureIds, atlasAzureAppId: 'atlas-app' });
    synthDoc(stack);
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/Az/Default: [value:mongodbatlas_cloud_provider_access_setup.azure_config.atlas_azure_app_id] azureConfig[0].atlasAzureAppId: is not a UUID. Received: "atlas-app". Allowed: a UUID such as 123e4567-e89b-12d3-a456-426614174000. Fix: use the UUID (the application, principal or tenant id), not its display name.',
      'test/Az/Authorization: [value:mongodbatlas_cloud_provider_access_authorization.azure.atlas_azure_app_id] azure.atlasAzureAppId: is not a UUID. Received: "atlas-app". Allowed: a UUID such as 123e4567-e89b-12d3-a456-426614174000. Fix: use the UUID (the application, principal or tenant id), not its display name.',
    ]);
  });

  test('Google Cloud: neither block; serviceAccountForAtlas comes from the setup', () => {
    const stack = clusterStack();
    const access = CloudProviderAccess.gcp(stack, 'Gcp', { projectId: PROJECT });
    new TerraformOutput(stack, 'sa', { value: access.serviceAccountForAtlas });
    const doc = synthDoc(stack);
    expect(setups(doc)).toEqual({ Gcp: { project_id: PROJECT, provider_name: 'GCP', lifecycle: { prevent_destroy: true } } });
    expect(authorizations(doc)).toEqual({
      Gcp_Authorization_E11161D3: { project_id: PROJECT, role_id: '${mongodbatlas_cloud_provider_access_setup.Gcp.role_id}', lifecycle: { prevent_destroy: true } },
    });
    expect(doc.output.sa.value).toBe('${mongodbatlas_cloud_provider_access_setup.Gcp.gcp_config[0].service_account_for_atlas}');
  });

  test('an attribute of another provider\'s variant is an error that names it', () => {
    const stack = clusterStack();
    const gcp = CloudProviderAccess.gcp(stack, 'Gcp', { projectId: PROJECT });
    expect(() => gcp.atlasAwsAccountArn).toThrow(ValidationError);
    expect(errorOf(() => gcp.atlasAwsAccountArn)).toBe("[test/Gcp] atlasAwsAccountArn: exists only for an AWS access; this access is for GCP. Received: \"GCP\". Allowed: provider 'AWS'. Fix: read atlasAwsAccountArn from a CloudProviderAccess made with provider 'AWS' (CloudProviderAccess.aws).");
    expect(errorOf(() => gcp.atlasAssumedRoleExternalId)).toBe("[test/Gcp] atlasAssumedRoleExternalId: exists only for an AWS access; this access is for GCP. Received: \"GCP\". Allowed: provider 'AWS'. Fix: read atlasAssumedRoleExternalId from a CloudProviderAccess made with provider 'AWS' (CloudProviderAccess.aws).");
    const aws = CloudProviderAccess.aws(stack, 'Aws', { projectId: PROJECT, iamAssumedRoleArn: ARN });
    expect(errorOf(() => aws.serviceAccountForAtlas)).toBe("[test/Aws] serviceAccountForAtlas: exists only for a GCP access; this access is for AWS. Received: \"AWS\". Allowed: provider 'GCP'. Fix: read serviceAccountForAtlas from a CloudProviderAccess made with provider 'GCP' (CloudProviderAccess.gcp).");
  });
});

describe('CloudProviderAccess rules', () => {
  const make = (props: Partial<CloudProviderAccessProps>) => () => new CloudProviderAccess(clusterStack(), 'Access', { projectId: PROJECT, ...props } as CloudProviderAccessProps);

  test('provider is AWS, AZURE or GCP', () => {
    expect(errorOf(make({ provider: 'aws', iamAssumedRoleArn: ARN }))).toBe(
      '[test/Access] provider: is not a cloud provider Atlas sets up access roles for. Received: "aws". Allowed: AWS, AZURE or GCP. Fix: write \'AWS\'.');
    expect(errorOf(make({ provider: 'IBM' }))).toBe(
      '[test/Access] provider: is not a cloud provider Atlas sets up access roles for. Received: "IBM". Allowed: AWS, AZURE or GCP. Fix: use CloudProvider.AWS, CloudProvider.AZURE or CloudProvider.GCP.');
    for (const provider of ['AWS', 'AZURE', 'GCP']) {
      const extra = provider === 'AWS' ? { iamAssumedRoleArn: ARN } : provider === 'AZURE' ? azureIds : {};
      expect(() => make({ provider, ...extra })()).not.toThrow();
    }
  });

  test('iamAssumedRoleArn is for AWS only', () => {
    expect(errorOf(make({ provider: 'GCP', iamAssumedRoleArn: ARN }))).toBe(
      `[test/Access] iamAssumedRoleArn: is valid only for an AWS access; this access is for GCP. Received: "${ARN}". Allowed: iamAssumedRoleArn with provider 'AWS' only. Fix: remove iamAssumedRoleArn, or set provider to 'AWS'.`);
  });

  test('an AZURE access needs the three Azure ids', () => {
    expect(errorOf(make({ provider: 'AZURE', tenantId: TENANT }))).toBe([
      '[test/Access] 2 problems:',
      '  - atlasAzureAppId: is required for an AZURE access. Received: undefined. Allowed: the UUID of the Atlas application in Azure Active Directory. Fix: set atlasAzureAppId.',
      '  - servicePrincipalId: is required for an AZURE access. Received: undefined. Allowed: the UUID of the service principal Atlas uses. Fix: set servicePrincipalId.',
    ].join('\n'));
    expect(errorOf(() => CloudProviderAccess.azure(clusterStack(), 'Access', { projectId: PROJECT } as any))).toContain('[test/Access] 3 problems:');
  });

  test('the Azure ids are for AZURE only', () => {
    expect(errorOf(make({ provider: 'AWS', iamAssumedRoleArn: ARN, tenantId: TENANT }))).toBe(
      `[test/Access] tenantId: is valid only for an AZURE access; this access is for AWS. Received: "${TENANT}". Allowed: tenantId with provider 'AZURE' only. Fix: remove tenantId, or set provider to 'AZURE'.`);
  });

  test('missing props (JavaScript callers) are named', () => {
    expect(errorOf(() => new CloudProviderAccess(clusterStack(), 'Access', {} as any))).toBe([
      '[test/Access] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - provider: is required. Received: undefined. Allowed: AWS, AZURE or GCP. Fix: set provider.',
    ].join('\n'));
    expect(errorOf(() => (CloudProviderAccess as any).gcp(clusterStack(), 'Access'))).toBe(
      '[test/Access] projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.');
    expect(errorOf(() => new (CloudProviderAccess as any)(clusterStack(), 'Access'))).toBe(
      "[test/Access] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });

  test('tokens are not judged: a token provider renders the blocks of the fields given', () => {
    const stack = clusterStack();
    const provider = new TerraformVariable(stack, 'provider', { type: 'string' }).stringValue;
    const app = new TerraformVariable(stack, 'app', { type: 'string' }).stringValue;
    new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider, iamAssumedRoleArn: ARN });
    new CloudProviderAccess(stack, 'Az', { projectId: PROJECT, provider, ...azureIds, atlasAzureAppId: app });
    const doc = synthDoc(stack);
    expect(authorizations(doc).Aws_Authorization_E9096EF0.aws).toEqual({ iam_assumed_role_arn: ARN });
    expect(setups(doc).Az.azure_config[0].atlas_azure_app_id).toBe('${var.app}');
    expect(authorizations(doc).Az_Authorization_1470BADB.azure.atlas_azure_app_id).toBe('${var.app}');
    expect(setups(doc).Aws.provider_name).toBe('${var.provider}');
  });
});

describe('CloudProviderAccess removal policy, import and existing roles', () => {
  test('DESTROY (explicit, or from RemovalPolicies) renders no prevent_destroy on either resource', () => {
    const explicit = clusterStack();
    const a = CloudProviderAccess.gcp(explicit, 'Gcp', { projectId: PROJECT, removalPolicy: RemovalPolicy.DESTROY });
    expect(JSON.stringify(synthDoc(explicit).resource)).not.toContain('prevent_destroy');
    expect([a.removalPolicy, a.removalPolicyIsExplicit]).toEqual([RemovalPolicy.DESTROY, true]);

    const dev = clusterStack();
    const b = CloudProviderAccess.gcp(dev, 'Gcp', { projectId: PROJECT });
    expect([b.removalPolicy, b.removalPolicyIsExplicit]).toEqual([RemovalPolicy.RETAIN, false]);
    RemovalPolicies.of(dev).destroy();
    expect(JSON.stringify(synthDoc(dev).resource)).not.toContain('prevent_destroy');
    expect(b.removalPolicy).toBe(RemovalPolicy.DESTROY);
  });

  test('importExisting imports the setup with <project_id>-<provider_name>-<role_id>; the authorization is created', () => {
    const stack = clusterStack();
    CloudProviderAccess.gcp(stack, 'Gcp', { projectId: PROJECT }).importExisting('64b1c2d3e4f5a6b7c8d9e0f1');
    const doc = synthDoc(stack);
    expect(doc.import).toEqual([{ id: `${PROJECT}-GCP-64b1c2d3e4f5a6b7c8d9e0f1`, to: 'mongodbatlas_cloud_provider_access_setup.Gcp' }]);
    expect(Object.keys(authorizations(doc))).toEqual(['Gcp_Authorization_E11161D3']);
    expect(errorOf(() => CloudProviderAccess.gcp(clusterStack(), 'Gcp', { projectId: PROJECT }).importExisting(''))).toBe(
      '[test/Gcp] roleId: is required to import an existing role. Received: "". Allowed: the Atlas id of the role (24 hexadecimal digits). Fix: pass the role id, e.g. importExisting(\'5f1b2c3d4e5f6a7b8c9d0e1f\').');
  });

  test('fromCloudProviderAccessAttributes: all three attributes, a known provider', () => {
    const stack = clusterStack();
    const a = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Existing', { projectId: PROJECT, roleId: '64b1c2d3e4f5a6b7c8d9e0f1', provider: 'AWS' });
    expect([a.projectId, a.roleId, a.provider]).toEqual([PROJECT, '64b1c2d3e4f5a6b7c8d9e0f1', 'AWS']);
    expect(errorOf(() => CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Bad', { projectId: PROJECT, provider: 'Azure' } as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - roleId: is required. Received: undefined. Allowed: the Atlas id of the role (24 hexadecimal digits). Fix: set roleId.',
      '  - provider: is not a cloud provider Atlas sets up access roles for. Received: "Azure". Allowed: AWS, AZURE or GCP. Fix: write \'AZURE\'.',
    ].join('\n'));
  });
});

// The clear error that replaced a TypeError the fuzzer found (test/fuzz/identity.fuzz.test.ts).
test('importExisting with a role id that is no string', () => {
  const access = CloudProviderAccess.gcp(clusterStack(), 'Access', { projectId: PROJECT });
  expect(errorOf(() => access.importExisting(Object.create(null)))).toBe(
    "[test/Access] roleId: expected a string. Received: an empty object. Allowed: the Atlas id of the role (24 hexadecimal digits). Fix: pass the role id, e.g. importExisting('5f1b2c3d4e5f6a7b8c9d0e1f').");
});
