// Load, ours: require the package root, then create one cluster (with its app and stack).
const { now, ms, report, l1Config } = require('./common');

const t0 = now();
const lib = require('../../lib');
const { App, TerraformStack } = require('cdktn'); // already loaded by the library
const t1 = now();
const stack = new TerraformStack(new App({ outdir: process.argv[2] || undefined, skipValidation: true }), 'bench');
new lib.mongodbatlas.MongodbatlasAdvancedCluster(stack, 'Cluster', l1Config(0));
const t2 = now();
report({ requireMs: ms(t0, t1), totalMs: ms(t0, t2) });
