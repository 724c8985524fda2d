// Converted from HCL by terrain-constructs convert (main.tf).
import { Construct } from 'constructs';
import { App, TerraformOutput, TerraformResource, TerraformStack, TerraformVariable } from 'cdktn';
import { mongodbatlas } from 'terrain-constructs';

class MainStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new mongodbatlas.MongodbatlasProvider(this, 'mongodbatlas');
    const projectId = new TerraformVariable(this, 'project_id', {
      description: 'The Atlas project the cluster belongs to.',
      type: 'string',
    });
    const appPassword = new TerraformVariable(this, 'app_password', {
      sensitive: true,
      type: 'string',
    });
    const orders = new mongodbatlas.MongodbatlasAdvancedCluster(this, 'orders', {
      clusterType: 'REPLICASET',
      name: 'orders',
      projectId: projectId.stringValue,
      replicationSpecs: [
        {
          regionConfigs: [
            {
              electableSpecs: {
                instanceSize: 'M10',
                nodeCount: 3,
              },
              priority: 7,
              providerName: 'AWS',
              regionName: 'EU_WEST_1',
            },
          ],
        },
      ],
      tags: {
        team: 'orders',
      },
    });
    new mongodbatlas.MongodbatlasDatabaseUser(this, 'app', {
      authDatabaseName: 'admin',
      password: appPassword.stringValue,
      projectId: projectId.stringValue,
      roles: [
        {
          databaseName: 'orders',
          roleName: 'readWrite',
        },
      ],
      scopes: [
        {
          name: orders.name,
          type: 'CLUSTER',
        },
      ],
      username: 'orders-app',
    });
    const office = new TerraformResource(this, 'office', {
      terraformResourceType: 'mongodbatlas_project_ip_access_list',
    });
    office.addOverride('cidr_block', '203.0.113.0/24');
    office.addOverride('comment', 'office');
    office.addOverride('project_id', '${var.project_id}');
    new TerraformOutput(this, 'srv', {
      value: '${mongodbatlas_advanced_cluster.orders.connection_strings.standard_srv}',
    });
  }
}

const app = new App();
new MainStack(app, 'main');
app.synth();
