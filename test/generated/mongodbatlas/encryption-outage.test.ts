/**
 * mongodbatlas_encryption_at_rest (AWS KMS, Azure Key Vault, Google Cloud KMS), its private
 * endpoint, and mongodbatlas_cluster_outage_simulation (spec section 2.1, "Encryption at rest",
 * "Legacy cluster types" outageFilter). The key material fields are secrets in the provider schema.
 */
import { TerraformOutput } from 'cdktn';
import { mongodbatlas } from '../../../src';
import { errorOf, expectSnakeCaseOnly, LITERAL_SECRET, resource, secret, stack, synth } from '../../util';

const PROJECT_ID = '6568f0c3a8d2b64e9d8a1b2c';
const ROLE_ID = '65b0c1d2e3f4a5b6c7d8e9f0';
describe('mongodbatlas_encryption_at_rest', () => {
  test('mongodbatlas_encryption_at_rest: AWS KMS through an authorized cloud provider access role, with private networking', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const auth = new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(s, 'kms_auth', {
        projectId: PROJECT_ID,
        roleId: ROLE_ID,
        aws: { iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/atlas-kms-access' },
      });
      const ear = new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'ear', {
        projectId: PROJECT_ID,
        enabledForSearchNodes: true,
        awsKmsConfig: {
          enabled: true,
          customerMasterKeyId: secret(s, 'kms_key_id'),
          region: 'US_EAST_1',
          roleId: auth.roleId,
          requirePrivateNetworking: true,
        },
      });
      new TerraformOutput(s, 'kms_valid', { value: ear.awsKmsConfig.valid });
    });
    expect(mongodbatlas.MongodbatlasEncryptionAtRest.tfResourceType).toBe('mongodbatlas_encryption_at_rest');
    const body = resource(doc, 'mongodbatlas_encryption_at_rest', 'ear');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      enabled_for_search_nodes: true,
      aws_kms_config: {
        enabled: true,
        customer_master_key_id: '${var.kms_key_id}',
        region: 'US_EAST_1',
        role_id: '${mongodbatlas_cloud_provider_access_authorization.kms_auth.role_id}',
        require_private_networking: true,
      },
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.kms_valid).toEqual({ value: '${mongodbatlas_encryption_at_rest.ear.aws_kms_config[0].valid}' });
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_encryption_at_rest: Azure Key Vault; literal ids the provider marks sensitive each warn', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'ear_azure', {
        projectId: PROJECT_ID,
        azureKeyVaultConfig: {
          enabled: true,
          azureEnvironment: 'AZURE',
          clientId: 'b0a3f9c8-7d6e-4f5a-9b8c-1d2e3f4a5b6c',
          secret: secret(s, 'azure_client_secret'),
          subscriptionId: '3c2b1a09-8f7e-4d6c-b5a4-9e8d7c6b5a4f',
          tenantId: '91402384-d71e-22f5-22dd-759e272cdc1c',
          resourceGroupName: 'rg-atlas-encryption',
          keyVaultName: 'kv-atlas-prod',
          keyIdentifier: 'https://kv-atlas-prod.vault.azure.net/keys/atlas-ear/0123456789abcdef0123456789abcdef',
          requirePrivateNetworking: false,
        },
      });
    });
    const body = resource(doc, 'mongodbatlas_encryption_at_rest', 'ear_azure');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      azure_key_vault_config: {
        enabled: true,
        azure_environment: 'AZURE',
        client_id: 'b0a3f9c8-7d6e-4f5a-9b8c-1d2e3f4a5b6c',
        secret: '${var.azure_client_secret}',
        subscription_id: '3c2b1a09-8f7e-4d6c-b5a4-9e8d7c6b5a4f',
        tenant_id: '91402384-d71e-22f5-22dd-759e272cdc1c',
        resource_group_name: 'rg-atlas-encryption',
        key_vault_name: 'kv-atlas-prod',
        key_identifier: 'https://kv-atlas-prod.vault.azure.net/keys/atlas-ear/0123456789abcdef0123456789abcdef',
        require_private_networking: false,
      },
    });
    expectSnakeCaseOnly(body);
    expect(warnings).toEqual([
      `test/ear_azure: [terrain:literal-secret] azureKeyVaultConfig.clientId ${LITERAL_SECRET}`,
      `test/ear_azure: [terrain:literal-secret] azureKeyVaultConfig.subscriptionId ${LITERAL_SECRET}`,
      `test/ear_azure: [terrain:literal-secret] azureKeyVaultConfig.tenantId ${LITERAL_SECRET}`,
      `test/ear_azure: [terrain:literal-secret] azureKeyVaultConfig.keyIdentifier ${LITERAL_SECRET}`,
    ]);
  });

  test('mongodbatlas_encryption_at_rest: Google Cloud KMS with a service account key from a variable; import id is the project id', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'ear_gcp', {
        projectId: PROJECT_ID,
        googleCloudKmsConfig: {
          enabled: true,
          serviceAccountKey: secret(s, 'gcp_service_account_key'),
          keyVersionResourceId: secret(s, 'gcp_key_version'),
        },
      });
      mongodbatlas.MongodbatlasEncryptionAtRest.generateConfigForImport(s, 'existing_ear', PROJECT_ID);
    });
    expect(resource(doc, 'mongodbatlas_encryption_at_rest', 'ear_gcp')).toEqual({
      project_id: PROJECT_ID,
      google_cloud_kms_config: {
        enabled: true,
        service_account_key: '${var.gcp_service_account_key}',
        key_version_resource_id: '${var.gcp_key_version}',
      },
    });
    expect(doc.import).toEqual([{ id: PROJECT_ID, to: 'mongodbatlas_encryption_at_rest.existing_ear' }]);
    expect(warnings).toEqual([]);
    expect(errorOf(() => new mongodbatlas.MongodbatlasEncryptionAtRest(stack(), 'bad', {
      projectId: PROJECT_ID,
      awsKmsConfig: [{ enabled: true }],
    } as any))).toContain('awsKmsConfig: expected a single object (struct), not a list.');
  });
});

describe('mongodbatlas_encryption_at_rest_private_endpoint', () => {
  test('mongodbatlas_encryption_at_rest_private_endpoint: an Azure private endpoint after encryption at rest, with timeouts; computed status resolves', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const ear = new mongodbatlas.MongodbatlasEncryptionAtRest(s, 'ear', {
        projectId: PROJECT_ID,
        azureKeyVaultConfig: {
          enabled: true,
          clientId: secret(s, 'azure_client_id'),
          secret: secret(s, 'azure_client_secret'),
          subscriptionId: secret(s, 'azure_subscription_id'),
          tenantId: secret(s, 'azure_tenant_id'),
          keyIdentifier: secret(s, 'azure_key_identifier'),
          resourceGroupName: 'rg-atlas-encryption',
          keyVaultName: 'kv-atlas-prod',
          azureEnvironment: 'AZURE',
          requirePrivateNetworking: true,
        },
      });
      const pe = new mongodbatlas.MongodbatlasEncryptionAtRestPrivateEndpoint(s, 'ear_pe', {
        projectId: ear.projectId,
        cloudProvider: 'AZURE',
        regionName: 'US_EAST_2',
        timeouts: { create: '2h', delete: '1h' },
        dependsOn: [ear],
      });
      new TerraformOutput(s, 'status', { value: pe.status });
      new TerraformOutput(s, 'connection_name', { value: pe.privateEndpointConnectionName });
    });
    expect(mongodbatlas.MongodbatlasEncryptionAtRestPrivateEndpoint.tfResourceType).toBe('mongodbatlas_encryption_at_rest_private_endpoint');
    const body = resource(doc, 'mongodbatlas_encryption_at_rest_private_endpoint', 'ear_pe');
    expect(body).toEqual({
      project_id: '${mongodbatlas_encryption_at_rest.ear.project_id}',
      cloud_provider: 'AZURE',
      region_name: 'US_EAST_2',
      timeouts: { create: '2h', delete: '1h' },
      depends_on: ['mongodbatlas_encryption_at_rest.ear'],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      status: { value: '${mongodbatlas_encryption_at_rest_private_endpoint.ear_pe.status}' },
      connection_name: { value: '${mongodbatlas_encryption_at_rest_private_endpoint.ear_pe.private_endpoint_connection_name}' },
    });
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_encryption_at_rest_private_endpoint: import id <project_id>-<cloud_provider>-<private_endpoint_id>', () => {
    const { doc } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      mongodbatlas.MongodbatlasEncryptionAtRestPrivateEndpoint.generateConfigForImport(s, 'existing_pe', `${PROJECT_ID}-AZURE-65d4e5f6a7b8c9d0e1f2a3b4`);
    });
    expect(doc.import).toEqual([{ id: `${PROJECT_ID}-AZURE-65d4e5f6a7b8c9d0e1f2a3b4`, to: 'mongodbatlas_encryption_at_rest_private_endpoint.existing_pe' }]);
  });
});

describe('mongodbatlas_cluster_outage_simulation', () => {
  test('mongodbatlas_cluster_outage_simulation: a regional outage of two AWS regions of a cluster, with timeouts; computed state resolves', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'mongodbatlas', {});
      const sim = new mongodbatlas.MongodbatlasClusterOutageSimulation(s, 'outage', {
        projectId: PROJECT_ID,
        clusterName: 'orders-prod',
        outageFilters: [
          { cloudProvider: 'AWS', regionName: 'US_EAST_1' },
          { cloudProvider: 'AWS', regionName: 'US_WEST_2' },
        ],
        timeouts: { create: '25m', delete: '25m' },
        deleteOnCreateTimeout: true,
      });
      new TerraformOutput(s, 'state', { value: sim.state });
      new TerraformOutput(s, 'simulation_id', { value: sim.simulationId });
      new TerraformOutput(s, 'filter_type', { value: sim.outageFilters.get(0).type });
    });
    expect(mongodbatlas.MongodbatlasClusterOutageSimulation.tfResourceType).toBe('mongodbatlas_cluster_outage_simulation');
    const body = resource(doc, 'mongodbatlas_cluster_outage_simulation', 'outage');
    expect(body).toEqual({
      project_id: PROJECT_ID,
      cluster_name: 'orders-prod',
      outage_filters: [
        { cloud_provider: 'AWS', region_name: 'US_EAST_1' },
        { cloud_provider: 'AWS', region_name: 'US_WEST_2' },
      ],
      timeouts: { create: '25m', delete: '25m' },
      delete_on_create_timeout: true,
    });
    expectSnakeCaseOnly(body);
    expect(doc.output).toEqual({
      state: { value: '${mongodbatlas_cluster_outage_simulation.outage.state}' },
      simulation_id: { value: '${mongodbatlas_cluster_outage_simulation.outage.simulation_id}' },
      filter_type: { value: '${mongodbatlas_cluster_outage_simulation.outage.outage_filters[0].type}' },
    });
    expect(warnings).toEqual([]);
  });

  test('mongodbatlas_cluster_outage_simulation: at least one outage filter with cloud provider and region is required', () => {
    expect(errorOf(() => new mongodbatlas.MongodbatlasClusterOutageSimulation(stack(), 'bad', {
      projectId: PROJECT_ID,
      clusterName: 'orders-prod',
      outageFilters: [],
    }))).toContain('outageFilters: has too few items.');
    expect(errorOf(() => new mongodbatlas.MongodbatlasClusterOutageSimulation(stack(), 'bad', {
      projectId: PROJECT_ID,
      clusterName: 'orders-prod',
      outageFilters: [{ cloudProvider: 'AWS' }],
    } as any))).toContain('outageFilters[0].regionName: is required.');
  });
});
