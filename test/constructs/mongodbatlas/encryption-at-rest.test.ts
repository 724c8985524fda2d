import { TerraformVariable } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc, synthError } from './cluster-util';
import {
  AWS_ACCESS_ROLE, awsAccess, awsKms, awsOptions, azureOptions, encryption, endpoints, gcpOptions, OTHER_PROJECT, rest, ROLE,
} from './encryption-at-rest-util';
import { Duration, RemovalPolicies, RemovalPolicy, TerrainTesting } from '../../../src';
import {
  CloudAccessProvider, CloudProviderAccess, EncryptionAtRest, EncryptionAtRestKey, EncryptionAtRestProvider, ReplicaSetCluster,
} from '../../../src/constructs/mongodbatlas';

describe('EncryptionAtRest', () => {
  test('renders the key\'s config (enabled true), the search nodes flag and RETAIN; the resource is the default child', () => {
    const stack = clusterStack();
    const kms = awsKms(stack, { roleId: undefined, access: awsAccess(stack) }, { enabledForSearchNodes: true });
    expect(rest(synthDoc(stack))).toEqual({
      Kms: {
        project_id: PROJECT,
        enabled_for_search_nodes: true,
        aws_kms_config: { enabled: true, customer_master_key_id: '${var.cmk}', region: 'US_EAST_1', role_id: AWS_ACCESS_ROLE },
        lifecycle: { prevent_destroy: true },
      },
    });
    expect(kms.node.defaultChild).toBe(kms.resource);
    expect([kms.projectId, kms.provider]).toEqual([PROJECT, EncryptionAtRestProvider.AWS]);
    expect([kms.removalPolicy, kms.removalPolicyIsExplicit]).toEqual([RemovalPolicy.RETAIN, false]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('provider is the key\'s service', () => {
    const stack = clusterStack();
    expect([
      encryption(stack, 'Aws', EncryptionAtRestKey.awsKms(awsOptions(stack))).provider,
      encryption(stack, 'Azure', EncryptionAtRestKey.azureKeyVault(azureOptions(stack)), { projectId: OTHER_PROJECT }).provider,
      encryption(stack, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack)), { projectId: '1123456789abcdef01234567' }).provider,
    ]).toEqual([EncryptionAtRestProvider.AWS, EncryptionAtRestProvider.AZURE, EncryptionAtRestProvider.GCP]);
  });

  test('enabled: false in the props (JavaScript) is rendered into the key\'s config and warns once, through the L1\'s rule (documented only); enabled: true is rendered anyway', () => {
    const stack = clusterStack();
    encryption(stack, 'Kms', EncryptionAtRestKey.awsKms(awsOptions(stack)), { enabled: false } as any);
    encryption(stack, 'On', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack)), { enabled: true, projectId: OTHER_PROJECT } as any);
    const doc = synthDoc(stack);
    expect([rest(doc).Kms.aws_kms_config.enabled, rest(doc).On.google_cloud_kms_config.enabled]).toEqual([false, true]);
    expect(TerrainTesting.warnings(stack)).toEqual([
      'test/Kms/Default: [rule:mongodbatlas_encryption_at_rest/disable-by-removing] awsKmsConfig.enabled: false can leave encryption at rest in an inconsistent state. '
      + 'Received: false. Allowed: true, or unset. Fix: to disable encryption at rest, remove the encryption-at-rest resource instead of setting awsKmsConfig.enabled to false.',
    ]);
  });

  test('a project has one EncryptionAtRest in the app: two fail synth, each naming the other; other projects are not compared', () => {
    const stack = clusterStack();
    awsKms(stack);
    encryption(stack, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack)));
    encryption(stack, 'Other', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack)), { projectId: OTHER_PROJECT });
    const fix = "Fix: keep one EncryptionAtRest for the project: each would overwrite the other's configuration, and removing one disables encryption at rest for the project.";
    expect(synthError(stack)).toBe('Validation failed with the following errors:\n'
      + `  [test/Kms] projectId: already has encryption at rest in this app (test/Gcp); a project has one encryption-at-rest configuration. Received: "${PROJECT}". Allowed: one EncryptionAtRest per project. ${fix}\n`
      + `  [test/Gcp] projectId: already has encryption at rest in this app (test/Kms); a project has one encryption-at-rest configuration. Received: "${PROJECT}". Allowed: one EncryptionAtRest per project. ${fix}`);
  });

  test('tokens are not judged', () => {
    const stack = clusterStack();
    const project = new TerraformVariable(stack, 'project', { type: 'string' }).stringValue;
    const other = new TerraformVariable(stack, 'other', { type: 'string' }).stringValue;
    const access = new CloudProviderAccess(stack, 'Access', { projectId: project, provider: CloudAccessProvider.aws({ iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/r' }) });
    const pn = new TerraformVariable(stack, 'pn', { type: 'bool' }).booleanValue as any;
    const kms = awsKms(stack, { roleId: undefined, access, requirePrivateNetworking: pn }, { projectId: other });
    kms.addPrivateEndpoint(new TerraformVariable(stack, 'region', { type: 'string' }).stringValue);
    const doc = synthDoc(stack);
    expect(rest(doc).Kms.project_id).toBe('${var.other}');
    expect(endpoints(doc).map((e: any) => e.region_name)).toEqual(['${var.region}']);
    expect(Object.keys(doc.resource.mongodbatlas_encryption_at_rest_private_endpoint)[0]).toMatch(/^Kms_PrivateEndpoint1_/);
  });
});

describe('EncryptionAtRest: JavaScript props', () => {
  test('missing props, and what is missing from the key, are named; props that are no object too', () => {
    const stack = clusterStack();
    expect(errorOf(() => new EncryptionAtRest(stack, 'Kms', { key: EncryptionAtRestKey.awsKms({ roleId: ROLE } as any) } as any))).toBe([
      '[test/Kms] 3 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - key.customerMasterKeyId: is required. Received: undefined. Allowed: the id or ARN of the AWS KMS key. Fix: set customerMasterKeyId.',
      "  - key.region: is required. Received: undefined. Allowed: the Atlas name of the key's AWS region, e.g. US_EAST_1. Fix: set region.",
    ].join('\n'));
    expect(errorOf(() => new EncryptionAtRest(stack, 'Empty', {} as any))).toBe([
      '[test/Empty] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - key: is required. Received: undefined. Allowed: the customer key, e.g. EncryptionAtRestKey.awsKms({ ... }). Fix: set key.',
    ].join('\n'));
    expect(errorOf(() => new (EncryptionAtRest as any)(stack, 'None'))).toBe(
      "[test/None] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });

  test('a key that is no EncryptionAtRestKey (a plain object, a string) is refused', () => {
    const stack = clusterStack();
    const allowed = 'Allowed: an EncryptionAtRestKey, e.g. EncryptionAtRestKey.awsKms({ customerMasterKeyId, region, access }). '
      + 'Fix: create it with an EncryptionAtRestKey factory, e.g. EncryptionAtRestKey.awsKms({ customerMasterKeyId, region, access }).';
    expect(errorOf(() => encryption(stack, 'Plain', { provider: 'AWS', ...awsOptions(stack) } as any))).toBe(
      `[test/Plain] key: expected an EncryptionAtRestKey. Received: an object with keys provider, roleId, customerMasterKeyId, region. ${allowed}`);
    expect(errorOf(() => encryption(stack, 'Text', 'AWS' as any))).toBe(`[test/Text] key: expected an EncryptionAtRestKey. Received: "AWS". ${allowed}`);
  });

  test('a misspelled key is refused with the closest one; the props of the former API are refused, never dropped', () => {
    const stack = clusterStack();
    const allowed = 'Allowed: the options of EncryptionAtRestProps: projectId, key, enabledForSearchNodes, removalPolicy.';
    expect(errorOf(() => awsKms(stack, {}, { enableForSearchNodes: true } as any))).toBe(
      `[test/Kms] enableForSearchNodes: unknown option; did you mean enabledForSearchNodes? Received: the key 'enableForSearchNodes'. ${allowed} `
      + "Fix: write 'enabledForSearchNodes' instead of 'enableForSearchNodes'.");
    expect(errorOf(() => new EncryptionAtRest(stack, 'Old', { projectId: PROJECT, roleId: ROLE, customerMasterKeyId: 'k', region: 'US_EAST_1' } as any))).toBe([
      '[test/Old] 3 problems:',
      `  - roleId: belongs in key: it is an option of EncryptionAtRestKey.awsKms, EncryptionAtRestKey.azureKeyVault or EncryptionAtRestKey.googleCloudKms. Received: the key 'roleId'. ${allowed} Fix: move 'roleId' into key, e.g. key: EncryptionAtRestKey.awsKms({ roleId, ... }).`,
      `  - customerMasterKeyId: belongs in key: it is an option of EncryptionAtRestKey.awsKms. Received: the key 'customerMasterKeyId'. ${allowed} Fix: move 'customerMasterKeyId' into key, e.g. key: EncryptionAtRestKey.awsKms({ customerMasterKeyId, ... }).`,
      `  - region: belongs in key: it is an option of EncryptionAtRestKey.awsKms. Received: the key 'region'. ${allowed} Fix: move 'region' into key, e.g. key: EncryptionAtRestKey.awsKms({ region, ... }).`,
    ].join('\n'));
  });

  // The clear errors that replaced TypeErrors the fuzzer found (test/fuzz/identity.fuzz.test.ts).
  test('a projectId that is no string is reported by the L1, not rendered into the cross-project message', () => {
    const s = clusterStack();
    expect(errorOf(() => new EncryptionAtRest(s, 'Kms', {
      projectId: [Object.create(null)] as any, key: EncryptionAtRestKey.awsKms({ access: awsAccess(s), customerMasterKeyId: 'k', region: 'US_EAST_1' }),
    }))).toBe('[test/Kms/Default] projectId: expected a string. Received: a list of 1 item. Allowed: a string.');
  });
});

describe('EncryptionAtRest private endpoints', () => {
  test('addPrivateEndpoint renders the endpoint with 3h timeouts, depending on the encryption at rest, retained with it', () => {
    const stack = clusterStack();
    const kms = awsKms(stack, { requirePrivateNetworking: true });
    const endpoint = kms.addPrivateEndpoint('US_EAST_1');
    const doc = synthDoc(stack);
    expect(rest(doc).Kms.aws_kms_config.require_private_networking).toBe(true);
    expect(endpoints(doc)).toEqual([{
      project_id: PROJECT,
      cloud_provider: 'AWS',
      region_name: 'US_EAST_1',
      timeouts: { create: '3h', delete: '3h' },
      depends_on: ['mongodbatlas_encryption_at_rest.Kms'],
      lifecycle: { prevent_destroy: true },
    }]);
    expect(endpoint.node.id).toBe('PrivateEndpointUS_EAST_1');
    expect(kms.privateEndpoints).toEqual([endpoint]);
  });

  test('Azure endpoints, with timeouts given as Durations', () => {
    const stack = clusterStack();
    const vault = encryption(stack, 'Vault', EncryptionAtRestKey.azureKeyVault(azureOptions(stack, { requirePrivateNetworking: true })));
    vault.addPrivateEndpoint('US_EAST_2', { createTimeout: Duration.minutes(90), deleteTimeout: Duration.hours(1) });
    vault.addPrivateEndpoint('EUROPE_WEST');
    expect(endpoints(synthDoc(stack)).map((e: any) => [e.cloud_provider, e.region_name, e.timeouts])).toEqual([
      ['AZURE', 'EUROPE_WEST', { create: '3h', delete: '3h' }],
      ['AZURE', 'US_EAST_2', { create: '1h30m', delete: '1h' }],
    ]);
  });

  test('addPrivateEndpoint without requirePrivateNetworking: true warns (a documented prerequisite) and adds the endpoint', () => {
    const stack = clusterStack();
    const kms = awsKms(stack);
    kms.addPrivateEndpoint('US_EAST_1');
    const vault = encryption(stack, 'Vault', EncryptionAtRestKey.azureKeyVault(azureOptions(stack, { requirePrivateNetworking: false })), { projectId: OTHER_PROJECT });
    vault.addPrivateEndpoint('US_EAST_2');
    expect(endpoints(synthDoc(stack)).map((e: any) => e.region_name)).toEqual(['US_EAST_1', 'US_EAST_2']);
    const warning = (path: string, received: string) => `${path}: [mongodbatlas:private-endpoint-without-private-networking] key.requirePrivateNetworking: is not true: `
      + `the provider documents requirePrivateNetworking: true as a prerequisite of a private endpoint for the key. Received: ${received}. Allowed: true. `
      + 'Fix: set requirePrivateNetworking: true in the options of the key, then add the endpoint.';
    expect(TerrainTesting.warnings(stack)).toEqual([warning('test/Kms', 'undefined'), warning('test/Vault', 'false')]);
  });

  test('a region written the cloud provider\'s way fails with the Atlas spelling (the API\'s EARPrivateEndpoint.regionName); no endpoint is added', () => {
    const stack = clusterStack();
    const kms = awsKms(stack, { requirePrivateNetworking: true });
    expect(errorOf(() => kms.addPrivateEndpoint('us-east-1'))).toBe(
      '[test/Kms] region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. Received: "us-east-1". '
      + "Allowed: 'US_EAST_1' (the Atlas name of this region). Fix: pass 'US_EAST_1': addPrivateEndpoint('US_EAST_1').");
    const vault = encryption(stack, 'Vault', EncryptionAtRestKey.azureKeyVault(azureOptions(stack, { requirePrivateNetworking: true })), { projectId: OTHER_PROJECT });
    expect(errorOf(() => vault.addPrivateEndpoint('westeurope'))).toBe(
      '[test/Vault] region: is written the cloud provider\'s way; Atlas names regions in upper case with underscores. Received: "westeurope". '
      + "Allowed: an Atlas region name such as 'US_EAST_1', 'EUROPE_WEST_3' or 'CENTRAL_US'. Fix: use the Atlas name of the region (see the region tables of the cloud provider in the Atlas documentation) in region.");
    expect([kms.privateEndpoints, vault.privateEndpoints]).toEqual([[], []]);
    expect(endpoints(synthDoc(stack))).toEqual([]);
  });

  test('no private endpoint for Google Cloud KMS', () => {
    const stack = clusterStack();
    const gcp = encryption(stack, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack)));
    expect(errorOf(() => gcp.addPrivateEndpoint('CENTRAL_US'))).toBe(
      '[test/Gcp] addPrivateEndpoint: is not available for Google Cloud KMS: private endpoints for encryption at rest exist for AWS KMS and Azure Key Vault only. '
      + 'Received: "CENTRAL_US". Allowed: a private endpoint of encryption at rest with EncryptionAtRestKey.awsKms or EncryptionAtRestKey.azureKeyVault. Fix: remove the addPrivateEndpoint call.');
  });

  test('a region once; a region and Durations are required of JavaScript callers', () => {
    const stack = clusterStack();
    const kms = awsKms(stack, { requirePrivateNetworking: true });
    kms.addPrivateEndpoint('US_EAST_1');
    expect(errorOf(() => kms.addPrivateEndpoint('US_EAST_1'))).toBe(
      '[test/Kms] region: already has a private endpoint (test/Kms/PrivateEndpointUS_EAST_1). Received: "US_EAST_1". Allowed: one private endpoint per region. Fix: add each region once.');
    expect(errorOf(() => (kms as any).addPrivateEndpoint(undefined, { createTimeout: '3h' }))).toBe([
      '[test/Kms] 2 problems:',
      "  - region: is required. Received: undefined. Allowed: the Atlas name of a region of AWS KMS, e.g. US_EAST_1. Fix: pass the region, e.g. addPrivateEndpoint('US_EAST_1').",
      '  - createTimeout: expected a Duration. Received: "3h". Allowed: a Duration, e.g. Duration.hours(3). Fix: write createTimeout: Duration.hours(3).',
    ].join('\n'));
    // A Duration of an amount that is no duration is named with what it was made from.
    expect(errorOf(() => kms.addPrivateEndpoint('US_WEST_2', { deleteTimeout: Duration.minutes(-5) }))).toBe(
      '[test/Kms] deleteTimeout: is not a duration. Received: Duration.minutes(-5): the amount must be a finite number, 0 or more. '
      + 'Allowed: a Duration of a finite amount, 0 or more, e.g. Duration.hours(3). Fix: write deleteTimeout: Duration.hours(3).');
    expect(kms.privateEndpoints.map((e) => e.node.id)).toEqual(['PrivateEndpointUS_EAST_1']);
  });

  test('a misspelled option of addPrivateEndpoint is refused with the closest one, never dropped', () => {
    const stack = clusterStack();
    const kms = awsKms(stack, { requirePrivateNetworking: true });
    expect(errorOf(() => kms.addPrivateEndpoint('US_EAST_1', { createTimeOut: Duration.hours(1) } as any))).toBe(
      "[test/Kms] createTimeOut: unknown option; did you mean createTimeout? Received: the key 'createTimeOut'. "
      + 'Allowed: the options of EncryptionAtRestPrivateEndpointOptions: createTimeout, deleteTimeout. '
      + "Fix: write 'createTimeout' instead of 'createTimeOut'.");
    expect(kms.privateEndpoints).toEqual([]);
  });

  // The clear error that replaced a TypeError the fuzzer found (test/fuzz/identity.fuzz.test.ts).
  test('a private endpoint region that is no string is reported by the L1 (it was tested with a regular expression)', () => {
    const s = clusterStack();
    const kms = awsKms(s, { requirePrivateNetworking: true });
    expect(errorOf(() => kms.addPrivateEndpoint(Object.create(null)))).toBe(
      '[test/Kms/PrivateEndpoint1] regionName: expected a string. Received: an empty object. Allowed: a string.');
  });
});

describe('EncryptionAtRest removal policy and import', () => {
  test('DESTROY (explicit, or from RemovalPolicies, before or after the endpoints) renders no prevent_destroy', () => {
    const explicit = clusterStack();
    const a = awsKms(explicit, { requirePrivateNetworking: true }, { removalPolicy: RemovalPolicy.DESTROY });
    a.addPrivateEndpoint('US_EAST_1');
    expect(JSON.stringify(synthDoc(explicit).resource)).not.toContain('prevent_destroy');
    expect([a.removalPolicy, a.removalPolicyIsExplicit]).toEqual([RemovalPolicy.DESTROY, true]);

    const dev = clusterStack();
    const b = awsKms(dev, { requirePrivateNetworking: true });
    b.addPrivateEndpoint('US_EAST_1');
    RemovalPolicies.of(dev).destroy();
    expect(JSON.stringify(synthDoc(dev).resource)).not.toContain('prevent_destroy');
    b.addPrivateEndpoint('US_WEST_2');
    expect(JSON.stringify(synthDoc(dev).resource)).not.toContain('prevent_destroy');
  });

  test('importExisting imports the project\'s configuration (import id: the project id)', () => {
    const stack = clusterStack();
    encryption(stack, 'Gcp', EncryptionAtRestKey.googleCloudKms(gcpOptions(stack))).importExisting();
    expect(synthDoc(stack).import).toEqual([{ id: PROJECT, to: 'mongodbatlas_encryption_at_rest.Gcp' }]);
  });
});

describe('fromEncryptionAtRestAttributes', () => {
  test('an existing encryption at rest by its project and key service; nothing is rendered', () => {
    const stack = clusterStack();
    const existing = EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Existing', { projectId: PROJECT, provider: 'AZURE' });
    expect(existing).not.toBeInstanceOf(EncryptionAtRest);
    expect([existing.projectId, existing.provider, existing.node.path]).toEqual([PROJECT, 'AZURE', 'test/Existing']);
    expect(synthDoc(stack).resource?.mongodbatlas_encryption_at_rest).toBeUndefined();
  });

  test('it is not one of the app\'s EncryptionAtRest: a cluster of its project is not judged against it', () => {
    const stack = clusterStack();
    EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Existing', { projectId: PROJECT, provider: 'AZURE' });
    new ReplicaSetCluster(stack, 'Orders', {
      projectId: PROJECT, name: 'orders', instanceSize: 'M30', regions: [{ provider: 'AWS', region: 'US_EAST_1', electableNodes: 3 }], encryptionAtRestProvider: 'AWS',
    });
    const cluster = synthDoc(stack).resource.mongodbatlas_advanced_cluster.Orders;
    expect([cluster.encryption_at_rest_provider, cluster.depends_on]).toEqual(['AWS', undefined]);
  });

  test('JavaScript: missing attributes are named; a misspelled one is refused with the closest one', () => {
    const stack = clusterStack();
    expect(errorOf(() => EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Bad', {} as any))).toBe([
      '[test/Bad] 2 problems:',
      '  - projectId: is required. Received: undefined. Allowed: the id of the Atlas project. Fix: set projectId.',
      '  - provider: is required. Received: undefined. Allowed: AWS, AZURE or GCP. Fix: set provider.',
    ].join('\n'));
    expect(errorOf(() => EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'Typo', { projectId: PROJECT, providers: 'AWS' } as any))).toBe(
      "[test/Typo] providers: unknown option; did you mean provider? Received: the key 'providers'. Allowed: the options of EncryptionAtRestAttributes: projectId, provider. "
      + "Fix: write 'provider' instead of 'providers'.");
    expect(errorOf(() => EncryptionAtRest.fromEncryptionAtRestAttributes(stack, 'None', undefined as any))).toBe(
      "[test/None] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
  });
});
