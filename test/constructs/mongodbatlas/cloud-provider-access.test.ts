import { Fn, TerraformLocal, TerraformOutput, TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import { RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import { CloudAccessProvider, CloudProviderAccess } from '../../../src/constructs/mongodbatlas';
import { ValidationError } from '../../../src/core/base/errors';

const ARN = 'arn:aws:iam::123456789012:role/atlas-kms';

const setups = (doc: any) => doc.resource.mongodbatlas_cloud_provider_access_setup;
const authorizations = (doc: any) => doc.resource.mongodbatlas_cloud_provider_access_authorization;

describe('CloudProviderAccess: AWS', () => {
  test('renders the setup (Default) and the authorization, which references the setup\'s role id', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: ARN }) });
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
    const access = new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: ARN }) });
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
    const access = new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws() });
    // Stands for the IAM role: its trust policy reads the setup's outputs, and its ARN feeds the authorization.
    const role = new TerraformLocal(stack, 'role_arn', Fn.join('/', [access.atlasAwsAccountArn, access.atlasAssumedRoleExternalId]));
    access.authorizeAwsRole(role.asString);
    const doc = synthDoc(stack);
    expect(doc.locals.role_arn).toBe('${join("/", [mongodbatlas_cloud_provider_access_setup.Aws.aws_config[0].atlas_aws_account_arn, mongodbatlas_cloud_provider_access_setup.Aws.aws_config[0].atlas_assumed_role_external_id])}');
    expect(authorizations(doc).Aws_Authorization_E9096EF0.aws).toEqual({ iam_assumed_role_arn: '${local.role_arn}' });
    expect(JSON.stringify(doc.resource)).not.toContain('depends_on');
  });

  test('an AWS access needs its IAM role: in the options of CloudAccessProvider.aws or with authorizeAwsRole (synth)', () => {
    const stack = clusterStack();
    new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws() });
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + '  [test/Aws] provider.iamAssumedRoleArn: is required for an AWS access: the authorization names the IAM role Atlas assumes. Received: undefined. '
      + 'Allowed: the ARN of an IAM role whose trust policy names atlasAwsAccountArn and atlasAssumedRoleExternalId. '
      + 'Fix: define the IAM role from access.atlasAwsAccountArn and access.atlasAssumedRoleExternalId, then call access.authorizeAwsRole(role.arn) (or pass it as CloudAccessProvider.aws({ iamAssumedRoleArn })).');

    const fixed = clusterStack();
    new CloudProviderAccess(fixed, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws() }).authorizeAwsRole(ARN);
    expect(authorizations(synthDoc(fixed)).Aws_Authorization_E9096EF0.aws).toEqual({ iam_assumed_role_arn: ARN });
  });

  test('authorizeAwsRole: one role, AWS only, an ARN', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: ARN }) });
    expect(errorOf(() => access.authorizeAwsRole('arn:aws:iam::123456789012:role/other'))).toBe(
      `[test/Aws] iamAssumedRoleArn: is already set: an access authorizes one IAM role. Received: "arn:aws:iam::123456789012:role/other". Allowed: one role (already ${ARN}). Fix: define one CloudProviderAccess per IAM role.`);
    const gcp = new CloudProviderAccess(stack, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    expect(errorOf(() => gcp.authorizeAwsRole(ARN))).toBe(
      `[test/Gcp] iamAssumedRoleArn: is valid only for an AWS access; this access is for GCP. Received: "${ARN}". Allowed: an IAM role ARN with provider 'AWS' only. Fix: authorize the role on an AWS access (provider: CloudAccessProvider.aws()).`);
    const bare = new CloudProviderAccess(stack, 'Bare', { projectId: PROJECT, provider: CloudAccessProvider.aws() });
    expect(errorOf(() => (bare as any).authorizeAwsRole())).toBe(
      "[test/Bare] iamAssumedRoleArn: is required. Received: undefined. Allowed: the ARN of an IAM role. Fix: pass the role's ARN, e.g. authorizeAwsRole(role.arn).");
    // A token role from the options is named as such when a second one is refused.
    const arn = new TerraformVariable(stack, 'arn', { type: 'string' }).stringValue;
    const token = new CloudProviderAccess(stack, 'Token', { projectId: PROJECT, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: arn }) });
    expect(errorOf(() => token.authorizeAwsRole(ARN))).toContain('Allowed: one role (already (a token)).');
  });

  test('authorizeAfter adds depends_on to the authorization only', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    const other = new CloudProviderAccess(stack, 'Grant', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    access.authorizeAfter(other.resource);
    const doc = synthDoc(stack);
    expect(authorizations(doc).Gcp_Authorization_E11161D3.depends_on).toEqual(['mongodbatlas_cloud_provider_access_setup.Grant']);
    expect(setups(doc).Gcp.depends_on).toBeUndefined();
  });

  test('authorizeAfter refuses what is no dependable (JavaScript), each by its position, and adds nothing', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    const other = new CloudProviderAccess(stack, 'Grant', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    expect(errorOf(() => access.authorizeAfter(other.resource, 'mongodbatlas_cloud_provider_access_setup.Grant' as any, undefined as any))).toBe([
      '[test/Gcp] 2 problems:',
      '  - authorizeAfter(dependencies[1]): expected a resource, data source or module to wait for. Received: "mongodbatlas_cloud_provider_access_setup.Grant". '
      + 'Allowed: an ITerraformDependable, e.g. a resource construct. Fix: pass the construct itself, not its id or name.',
      '  - authorizeAfter(dependencies[2]): expected a resource, data source or module to wait for. Received: undefined. '
      + 'Allowed: an ITerraformDependable, e.g. a resource construct. Fix: pass the construct itself, not its id or name.',
    ].join('\n'));
    expect(authorizations(synthDoc(stack)).Gcp_Authorization_E11161D3.depends_on).toBeUndefined();
  });
});

describe('CloudProviderAccess: attributes of one cloud', () => {
  test('Google Cloud: serviceAccountForAtlas comes from the setup', () => {
    const stack = clusterStack();
    const access = new CloudProviderAccess(stack, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    new TerraformOutput(stack, 'sa', { value: access.serviceAccountForAtlas });
    expect(synthDoc(stack).output.sa.value).toBe('${mongodbatlas_cloud_provider_access_setup.Gcp.gcp_config[0].service_account_for_atlas}');
    expect(access.provider).toBe('GCP');
  });

  test('an attribute of another cloud is an error that names it', () => {
    const stack = clusterStack();
    const gcp = new CloudProviderAccess(stack, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    expect(() => gcp.atlasAwsAccountArn).toThrow(ValidationError);
    expect(errorOf(() => gcp.atlasAwsAccountArn)).toBe("[test/Gcp] atlasAwsAccountArn: exists only for an AWS access; this access is for GCP. Received: \"GCP\". Allowed: provider 'AWS'. Fix: read atlasAwsAccountArn from a CloudProviderAccess made with provider: CloudAccessProvider.aws().");
    expect(errorOf(() => gcp.atlasAssumedRoleExternalId)).toBe("[test/Gcp] atlasAssumedRoleExternalId: exists only for an AWS access; this access is for GCP. Received: \"GCP\". Allowed: provider 'AWS'. Fix: read atlasAssumedRoleExternalId from a CloudProviderAccess made with provider: CloudAccessProvider.aws().");
    const aws = new CloudProviderAccess(stack, 'Aws', { projectId: PROJECT, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: ARN }) });
    expect(errorOf(() => aws.serviceAccountForAtlas)).toBe("[test/Aws] serviceAccountForAtlas: exists only for a GCP access; this access is for AWS. Received: \"AWS\". Allowed: provider 'GCP'. Fix: read serviceAccountForAtlas from a CloudProviderAccess made with provider: CloudAccessProvider.gcp().");
  });
});

describe('CloudProviderAccess: JavaScript props', () => {
  test('missing props, and props that are no object, are named', () => {
    expect(errorOf(() => new CloudProviderAccess(clusterStack(), 'Access', {} as any))).toBe([
      '[test/Access] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - provider: is required. Received: undefined. Allowed: CloudAccessProvider.aws(), azure({ ... }) or gcp(). Fix: set provider.',
    ].join('\n'));
    expect(errorOf(() => new CloudProviderAccess(clusterStack(), 'Access', { provider: CloudAccessProvider.gcp() } as any))).toBe(
      '[test/Access] projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.');
    expect(errorOf(() => new (CloudProviderAccess as any)(clusterStack(), 'Access'))).toBe(
      "[test/Access] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });

  test('a provider that is no CloudAccessProvider (the string of the former API, a plain object, a token) is refused', () => {
    const make = (provider: unknown) => () => new CloudProviderAccess(clusterStack(), 'Access', { projectId: PROJECT, provider: provider as any });
    const allowed = 'Allowed: a CloudAccessProvider, e.g. CloudAccessProvider.aws(). Fix: create it with a CloudAccessProvider factory, e.g. CloudAccessProvider.aws().';
    expect(errorOf(make('AWS'))).toBe(`[test/Access] provider: expected a CloudAccessProvider. Received: "AWS". ${allowed}`);
    expect(errorOf(make({ provider: 'GCP' }))).toBe(`[test/Access] provider: expected a CloudAccessProvider. Received: an object with keys provider. ${allowed}`);
    const stack = clusterStack();
    const token = new TerraformVariable(stack, 'provider', { type: 'string' }).stringValue;
    expect(errorOf(() => new CloudProviderAccess(stack, 'Access', { projectId: PROJECT, provider: token as any }))).toBe(
      `[test/Access] provider: expected a CloudAccessProvider. Received: a string token (a value Terraform knows only when it plans or applies). ${allowed}`);
  });

  test('a misspelled key is refused with the closest one; a key of the former API is refused, never dropped', () => {
    const allowed = 'Allowed: the options of CloudProviderAccessProps: projectId, provider, removalPolicy.';
    expect(errorOf(() => new CloudProviderAccess(clusterStack(), 'Access', { projectId: PROJECT, provider: CloudAccessProvider.gcp(), removalpolicy: RemovalPolicy.DESTROY } as any))).toBe(
      `[test/Access] removalpolicy: unknown option; did you mean removalPolicy? Received: the key 'removalpolicy'. ${allowed} Fix: write 'removalPolicy' instead of 'removalpolicy'.`);
    expect(errorOf(() => new CloudProviderAccess(clusterStack(), 'Access', { projectId: PROJECT, provider: CloudAccessProvider.aws(), iamAssumedRoleArn: ARN } as any))).toBe(
      `[test/Access] iamAssumedRoleArn: belongs in provider: it is an option of CloudAccessProvider.aws. Received: the key 'iamAssumedRoleArn'. ${allowed} `
      + "Fix: move 'iamAssumedRoleArn' into provider, e.g. provider: CloudAccessProvider.aws({ iamAssumedRoleArn, ... }).");
  });

  test('a token project id is not judged', () => {
    const stack = clusterStack();
    const project = new TerraformVariable(stack, 'project', { type: 'string' }).stringValue;
    new CloudProviderAccess(stack, 'Gcp', { projectId: project, provider: CloudAccessProvider.gcp() });
    const doc = synthDoc(stack);
    expect(setups(doc).Gcp.project_id).toBe('${var.project}');
    expect(authorizations(doc).Gcp_Authorization_E11161D3.project_id).toBe('${var.project}');
  });
});

describe('CloudProviderAccess removal policy and import', () => {
  test('DESTROY (explicit, or from RemovalPolicies) renders no prevent_destroy on either resource', () => {
    const explicit = clusterStack();
    const a = new CloudProviderAccess(explicit, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp(), removalPolicy: RemovalPolicy.DESTROY });
    expect(JSON.stringify(synthDoc(explicit).resource)).not.toContain('prevent_destroy');
    expect([a.removalPolicy, a.removalPolicyIsExplicit]).toEqual([RemovalPolicy.DESTROY, true]);

    const dev = clusterStack();
    const b = new CloudProviderAccess(dev, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    expect([b.removalPolicy, b.removalPolicyIsExplicit]).toEqual([RemovalPolicy.RETAIN, false]);
    RemovalPolicies.of(dev).destroy();
    expect(JSON.stringify(synthDoc(dev).resource)).not.toContain('prevent_destroy');
    expect(b.removalPolicy).toBe(RemovalPolicy.DESTROY);
  });

  test('importExisting imports the setup with <project_id>-<provider_name>-<role_id>; the authorization is created', () => {
    const stack = clusterStack();
    new CloudProviderAccess(stack, 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() }).importExisting('64b1c2d3e4f5a6b7c8d9e0f1');
    const doc = synthDoc(stack);
    expect(doc.import).toEqual([{ id: `${PROJECT}-GCP-64b1c2d3e4f5a6b7c8d9e0f1`, to: 'mongodbatlas_cloud_provider_access_setup.Gcp' }]);
    expect(Object.keys(authorizations(doc))).toEqual(['Gcp_Authorization_E11161D3']);
    expect(errorOf(() => new CloudProviderAccess(clusterStack(), 'Gcp', { projectId: PROJECT, provider: CloudAccessProvider.gcp() }).importExisting(''))).toBe(
      '[test/Gcp] roleId: is required to import an existing role. Received: "". Allowed: the Atlas id of the role (24 hexadecimal digits). Fix: pass the role id, e.g. importExisting(\'5f1b2c3d4e5f6a7b8c9d0e1f\').');
  });

  // The clear error that replaced a TypeError the fuzzer found (test/fuzz/identity.fuzz.test.ts).
  test('importExisting with a role id that is no string', () => {
    const access = new CloudProviderAccess(clusterStack(), 'Access', { projectId: PROJECT, provider: CloudAccessProvider.gcp() });
    expect(errorOf(() => access.importExisting(Object.create(null)))).toBe(
      "[test/Access] roleId: expected a string. Received: an empty object. Allowed: the Atlas id of the role (24 hexadecimal digits). Fix: pass the role id, e.g. importExisting('5f1b2c3d4e5f6a7b8c9d0e1f').");
  });
});

describe('fromCloudProviderAccessAttributes', () => {
  const ROLE = '64b1c2d3e4f5a6b7c8d9e0f1';

  test('an existing role by its three attributes', () => {
    const stack = clusterStack();
    const a = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Existing', { projectId: PROJECT, roleId: ROLE, provider: 'AWS' });
    expect(a).not.toBeInstanceOf(CloudProviderAccess);
    expect([a.projectId, a.roleId, a.provider]).toEqual([PROJECT, ROLE, 'AWS']);
    for (const provider of ['AZURE', 'GCP']) {
      const other = CloudProviderAccess.fromCloudProviderAccessAttributes(stack, provider, { projectId: PROJECT, roleId: ROLE, provider });
      expect(other.provider).toBe(provider);
    }
  });

  test('all three attributes, and a cloud Atlas sets roles up for', () => {
    const stack = clusterStack();
    expect(errorOf(() => CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Bad', { projectId: PROJECT, provider: 'Azure' } as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - roleId: is required. Received: undefined. Allowed: the Atlas id of the role (24 hexadecimal digits). Fix: set roleId.',
      '  - provider: is not a cloud provider Atlas sets up access roles for. Received: "Azure". Allowed: AWS, AZURE or GCP. Fix: write \'AZURE\'.',
    ].join('\n'));
    expect(errorOf(() => CloudProviderAccess.fromCloudProviderAccessAttributes(stack, 'Ibm', { projectId: PROJECT, roleId: ROLE, provider: 'IBM' }))).toBe(
      '[test/Ibm] provider: is not a cloud provider Atlas sets up access roles for. Received: "IBM". Allowed: AWS, AZURE or GCP. Fix: use CloudProvider.AWS, CloudProvider.AZURE or CloudProvider.GCP.');
  });

  test('a misspelled attribute is refused with the closest one', () => {
    expect(errorOf(() => CloudProviderAccess.fromCloudProviderAccessAttributes(clusterStack(), 'Typo', { projectId: PROJECT, roleID: ROLE, provider: 'AWS' } as any))).toBe(
      "[test/Typo] roleID: unknown option; did you mean roleId? Received: the key 'roleID'. Allowed: the options of CloudProviderAccessAttributes: projectId, roleId, provider. "
      + "Fix: write 'roleId' instead of 'roleID'.");
  });
});
