// The same small user app, importing the provider's own entry point (package.json exports): provider, cluster, backup schedule, database user, lookup.
import { App, TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import * as mongodbatlas from 'terrain-constructs/mongodbatlas';

class AtlasStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'atlas', {});
    const projectId = '5f0a1b2c3d4e5f6a7b8c9d0e';
    const cluster = new mongodbatlas.MongodbatlasAdvancedCluster(this, 'cluster', {
      projectId,
      name: 'orders',
      clusterType: 'REPLICASET',
      advancedConfiguration: { javascriptEnabled: false, minimumEnabledTlsProtocol: 'TLS1_2' },
      replicationSpecs: [{
        regionConfigs: [
          { providerName: 'AWS', regionName: 'US_EAST_1', priority: 7, electableSpecs: { instanceSize: 'M10', nodeCount: 3 } },
          { providerName: 'AWS', regionName: 'US_WEST_2', priority: 6, electableSpecs: { instanceSize: 'M10', nodeCount: 2 } },
        ],
      }],
    });
    new mongodbatlas.MongodbatlasCloudBackupSchedule(this, 'backups', {
      projectId,
      clusterName: cluster.name,
      referenceHourOfDay: 3,
      policyItemDaily: { frequencyInterval: 1, retentionUnit: 'days', retentionValue: 7 },
    });
    new mongodbatlas.MongodbatlasDatabaseUser(this, 'app-user', {
      projectId,
      username: 'app',
      authDatabaseName: 'admin',
      password: 'not-a-secret',
      roles: [{ roleName: 'readWrite', databaseName: 'orders' }],
      scopes: [{ name: cluster.name, type: 'CLUSTER' }],
    });
    const existing = new mongodbatlas.DataMongodbatlasAdvancedCluster(this, 'existing', { projectId, name: 'legacy' });
    new TerraformOutput(this, 'srv', { value: cluster.connectionStrings.standardSrv });
    new TerraformOutput(this, 'legacy-state', { value: existing.stateName });
  }
}

const app = new App();
new AtlasStack(app, 'atlas');
app.synth();
