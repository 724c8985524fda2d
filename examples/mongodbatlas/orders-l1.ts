/**
 * An orders database on MongoDB Atlas, written with the generated L1 constructs: a multi-region
 * replica set, a database user whose password comes from a sensitive variable, and an alert.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { mongodbatlas } from '../../src';

export class OrdersL1Stack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);

    // Credentials come from sensitive variables (TF_VAR_atlas_public_key, ...), never literals.
    const publicKey = new TerraformVariable(this, 'atlas_public_key', { type: 'string' });
    const privateKey = new TerraformVariable(this, 'atlas_private_key', { type: 'string', sensitive: true });
    const projectId = new TerraformVariable(this, 'project_id', { type: 'string' });
    const appPassword = new TerraformVariable(this, 'orders_app_password', { type: 'string', sensitive: true });

    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {
      publicKey: publicKey.stringValue,
      privateKey: privateKey.stringValue,
    });

    const electable = { instanceSize: 'M30', nodeCount: 3 };
    const cluster = new mongodbatlas.MongodbatlasAdvancedCluster(this, 'orders', {
      projectId: projectId.stringValue,
      name: 'orders',
      clusterType: 'REPLICASET',
      mongoDbMajorVersion: '8.0',
      backupEnabled: true,
      terminationProtectionEnabled: true,
      replicationSpecs: [{
        regionConfigs: [
          { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: electable },
          { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: { ...electable, nodeCount: 2 } },
        ],
      }],
      advancedConfiguration: { minimumEnabledTlsProtocol: 'TLS1_2', javascriptEnabled: false },
      tags: { team: 'orders', environment: 'production' },
      lifecycle: { preventDestroy: true },
    });

    new mongodbatlas.MongodbatlasDatabaseUser(this, 'orders_app', {
      projectId: projectId.stringValue,
      username: 'orders-app',
      password: appPassword.stringValue,
      authDatabaseName: 'admin',
      roles: [{ roleName: 'readWrite', databaseName: 'orders' }],
      scopes: [{ name: 'orders', type: 'CLUSTER' }],
    });

    new mongodbatlas.MongodbatlasAlertConfiguration(this, 'replication_lag', {
      projectId: projectId.stringValue,
      eventType: 'OUTSIDE_METRIC_THRESHOLD',
      enabled: true,
      metricThresholdConfig: { metricName: 'OPLOG_SLAVE_LAG_MASTER_TIME', operator: 'GREATER_THAN', threshold: 60, units: 'SECONDS', mode: 'AVERAGE' },
      notification: [{ typeName: 'GROUP', intervalMin: 15, delayMin: 0, emailEnabled: true, smsEnabled: false }],
    });

    new TerraformOutput(this, 'connection_string', { value: cluster.connectionStrings.standardSrv });
    new TerraformOutput(this, 'cluster_id', { value: cluster.clusterId });
  }
}
