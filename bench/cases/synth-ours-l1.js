// (b) Ours: the generated L1 mongodbatlas.MongodbatlasAdvancedCluster (provider 2.x) in a cdktn app.
// cdktn resolves from /work/main/node_modules (the library's own), never from bench/node_modules.
const { App, TerraformStack } = require('cdktn');
const { mongodbatlas } = require('../../lib');
const { l1Config, synthCase } = require('./common');

// BENCH_NO_CHECKS=1: the same synth with the value checks and type rules switched off, to measure
// what they cost (bench/run.js, section "Checks").
if (process.env.BENCH_NO_CHECKS) require('../../lib/core/runtime').CHECKS.on = false;

synthCase((n, outdir) => {
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  new mongodbatlas.MongodbatlasProvider(stack, 'atlas', {});
  for (let i = 0; i < n; i++) new mongodbatlas.MongodbatlasAdvancedCluster(stack, `Cluster${i}`, l1Config(i));
  return app;
});
