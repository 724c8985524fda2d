// An app on the archived prebuilt binding (@cdktf/provider-mongodbatlas 8.x, provider 1.x), as
// `terrain-constructs migrate` finds it. The README's "Coming from HCL or the cdktf bindings"
// shows what migrate makes of it (test/cli/port-examples.test.ts pins the diff).
import { App, TerraformOutput, TerraformStack } from 'cdktf';
import { Construct } from 'constructs';
import { advancedCluster, project, provider } from '@cdktf/provider-mongodbatlas';

class OrdersStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new provider.MongodbatlasProvider(this, 'atlas', {});
    const orders = new project.Project(this, 'project', { name: 'orders', orgId: '5f1b2c3d4e5f6a7b8c9d0e1f' });
    const cluster = new advancedCluster.AdvancedCluster(this, 'orders', {
      projectId: orders.id,
      name: 'orders',
      clusterType: 'SHARDED',
      diskSizeGb: 40,
      replicationSpecs: [{
        numShards: 2,
        regionConfigs: [{
          providerName: 'AWS',
          regionName: 'EU_WEST_1',
          priority: 7,
          electableSpecs: { instanceSize: 'M30', nodeCount: 3 },
        }],
      }],
      tags: [{ key: 'team', value: 'orders' }],
    });
    new TerraformOutput(this, 'uri', { value: cluster.connectionStrings.get(0).standardSrv });
  }
}

const app = new App();
new OrdersStack(app, 'orders');
app.synth();
