// (a) The peer: @cdktf/provider-mongodbatlas AdvancedCluster (provider 1.x) in a cdktf app.
const { App, TerraformStack } = require('cdktf');
const { AdvancedCluster } = require('@cdktf/provider-mongodbatlas/lib/advanced-cluster');
const { MongodbatlasProvider } = require('@cdktf/provider-mongodbatlas/lib/provider');
const { l1Config, synthCase } = require('./common');

synthCase((n, outdir) => {
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  new MongodbatlasProvider(stack, 'atlas', {});
  for (let i = 0; i < n; i++) new AdvancedCluster(stack, `Cluster${i}`, l1Config(i));
  return app;
});
