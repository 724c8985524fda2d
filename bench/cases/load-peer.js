// Load, peer: require the package root (the documented namespace import), then create one cluster.
const { now, ms, report, l1Config } = require('./common');

const t0 = now();
const { advancedCluster } = require('@cdktf/provider-mongodbatlas');
const { App, TerraformStack } = require('cdktf'); // already loaded by the provider package
const t1 = now();
const stack = new TerraformStack(new App({ outdir: process.argv[2] || undefined, skipValidation: true }), 'bench');
new advancedCluster.AdvancedCluster(stack, 'Cluster', l1Config(0));
const t2 = now();
report({ requireMs: ms(t0, t1), totalMs: ms(t0, t2) });
