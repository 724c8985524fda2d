/**
 * A cluster that is still managed through the legacy `mongodbatlas_cluster` resource: a
 * multi-region replica set across three AWS regions with a read-only and an analytics region,
 * process settings, labels and tags, protected from deletion by default.
 *
 * The provider deprecates `mongodbatlas_cluster`, so this stack synthesizes with the warning
 * `terrain:deprecated-type`; new clusters should use `ReplicaSetCluster` or `ShardedCluster`.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas } from '../../src';


export class LegacyClusterStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      publicKey: new TerraformVariable(this, 'atlas_public_key', { type: 'string' }).stringValue,
      privateKey: new TerraformVariable(this, 'atlas_private_key', { type: 'string', sensitive: true }).stringValue,
    });
    const projectId = new TerraformVariable(this, 'project_id', { type: 'string' }).stringValue;

    // Preference order: US_EAST_1 holds the primary (priority 7), US_EAST_2 gets 6, US_WEST_2 5.
    const inventory = new mongodbatlas.LegacyCluster(this, 'Inventory', {
      projectId,
      name: 'inventory',
      provider: 'AWS',
      instanceSize: 'M30',
      mongoDbMajorVersion: '7.0',
      cloudBackup: true,
      regions: [
        { region: 'US_EAST_1', electableNodes: 2 },
        { region: 'US_EAST_2', electableNodes: 2 },
        { region: 'US_WEST_2', electableNodes: 1 },
      ],
      advancedConfiguration: {
        minimumEnabledTlsProtocol: 'TLS1_2',
        javascriptEnabled: false,
        transactionLifetimeLimitSeconds: 120,
        oplogMinRetentionHours: 48,
      },
      labels: { 'managed-by': 'cdktn' },
      tags: { team: 'inventory', environment: 'production' },
    });
    // Reporting reads from a read-only node near the data team and an analytics node (priority 0).
    inventory.addRegion({ region: 'EU_WEST_1', readOnlyNodes: 1 });
    inventory.addRegion({ region: 'US_WEST_1', analyticsNodes: 1 });

    new TerraformOutput(this, 'inventory_srv', { value: inventory.srvAddress });
    new TerraformOutput(this, 'inventory_state', { value: inventory.stateName });
  }
}
