// (c) Ours: the L2 mongodbatlas.ReplicaSetCluster, rendering the same JSON as (b).
// RemovalPolicy.DESTROY: no lifecycle.prevent_destroy / termination protection / retained backups.
const { App, TerraformStack } = require('cdktn');
const { mongodbatlas, RemovalPolicy } = require('../../lib');
const { l2Props, synthCase } = require('./common');

synthCase((n, outdir) => {
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas', {});
  for (let i = 0; i < n; i++) {
    new mongodbatlas.ReplicaSetCluster(stack, `Cluster${i}`, { ...l2Props(i), removalPolicy: RemovalPolicy.DESTROY });
  }
  return app;
});
