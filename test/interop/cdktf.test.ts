/**
 * The L1 constructs also work inside a CDK for Terraform (cdktf 0.21) app: cdktn and cdktf share
 * the construct model and the element markers, so a cdktf stack synthesizes them.
 */
import * as cdktf from 'cdktf';
import { Checks, Conformance, mongodbatlas } from '../../src';

function synthCdktf(build: (stack: cdktf.TerraformStack) => void): any {
  const app = cdktf.Testing.app();
  const stack = new cdktf.TerraformStack(app, 'interop');
  build(stack);
  return JSON.parse(cdktf.Testing.synth(stack, true));
}

describe('inside a cdktf 0.21 app, with validations on', () => {
  test('provider, resource and data source synthesize with the provider\'s JSON shape', () => {
    const doc = synthCdktf((stack) => {
      const key = new cdktf.TerraformVariable(stack, 'private_key', { type: 'string', sensitive: true });
      new mongodbatlas.MongodbatlasProvider(stack, 'atlas', { publicKey: 'pub', privateKey: key.stringValue });
      const cluster = new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'orders', {
        projectId: '5f1b2c3d4e5f6a7b8c9d0e1f',
        name: 'orders',
        clusterType: 'REPLICASET',
        replicationSpecs: [{
          regionConfigs: [
            { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M30', nodeCount: 3 } },
          ],
        }],
        tags: { team: 'orders' },
      });
      new mongodbatlas.DataMongodbatlasAdvancedCluster(stack, 'lookup', { projectId: '5f1b2c3d4e5f6a7b8c9d0e1f', name: 'orders' });
      new cdktf.TerraformOutput(stack, 'uri', { value: cluster.connectionStrings.standardSrv });
    });
    expect(doc.terraform.required_providers.mongodbatlas.source).toBe('mongodb/mongodbatlas');
    expect(doc.provider.mongodbatlas).toEqual([{ private_key: '${var.private_key}', public_key: 'pub' }]);
    expect(doc.resource.mongodbatlas_advanced_cluster.orders).toEqual({
      cluster_type: 'REPLICASET',
      name: 'orders',
      project_id: '5f1b2c3d4e5f6a7b8c9d0e1f',
      replication_specs: [{ region_configs: [{ electable_specs: { instance_size: 'M30', node_count: 3 }, priority: 7, provider_name: 'AWS', region_name: 'US_EAST_1' }] }],
      tags: { team: 'orders' },
    });
    expect(doc.data.mongodbatlas_advanced_cluster.lookup).toEqual({ name: 'orders', project_id: '5f1b2c3d4e5f6a7b8c9d0e1f' });
    expect(doc.output.uri.value).toBe('${mongodbatlas_advanced_cluster.orders.connection_strings.standard_srv}');
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('references between our constructs resolve', () => {
    const doc = synthCdktf((stack) => {
      new mongodbatlas.MongodbatlasProvider(stack, 'atlas');
      const setup = new mongodbatlas.MongodbatlasCloudProviderAccessSetup(stack, 'setup', { projectId: 'p', providerName: 'AWS' });
      new mongodbatlas.MongodbatlasCloudProviderAccessAuthorization(stack, 'auth', {
        projectId: 'p', roleId: setup.roleId, aws: { iamAssumedRoleArn: 'arn:aws:iam::123456789012:role/atlas' },
      });
    });
    expect(doc.resource.mongodbatlas_cloud_provider_access_authorization.auth.role_id).toBe('${mongodbatlas_cloud_provider_access_setup.setup.role_id}');
    expect(Conformance.check(doc)).toEqual([]);
  });

  test('value checks and type rules run in a cdktf stack too, and acknowledgements work there', () => {
    const cluster = (stack: cdktf.TerraformStack) => {
      new mongodbatlas.MongodbatlasProvider(stack, 'atlas');
      new mongodbatlas.MongodbatlasAdvancedCluster(stack, 'orders', {
        projectId: 'p',
        name: 'orders',
        clusterType: 'REPLICASET',
        replicationSpecs: [{
          regionConfigs: [
            { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: { instanceSize: 'M30', nodeCount: 2 } },
            { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M30', nodeCount: 3 } },
          ],
        }],
      });
    };
    expect(() => synthCdktf(cluster)).toThrow(
      '[interop/orders] [rule:mongodbatlas_advanced_cluster/priority-descending] replicationSpecs[0].regionConfigs[1].priority: is higher than the priority of replicationSpecs[0].regionConfigs[0] (6); '
      + 'region configs are listed by descending priority. Received: 7. Allowed: at most 6. Fix: reorder the region configs from the highest priority (7) down, read-only and analytics regions (priority 0) last.');
    expect(() => synthCdktf((stack) => {
      Checks.of(stack).acknowledge('rule:mongodbatlas_advanced_cluster/priority-descending', 'checking the interop path only');
      cluster(stack);
    })).not.toThrow();
  });
});
