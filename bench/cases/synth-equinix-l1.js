// N redundant pairs (equinix-common.js) as a user writes them with our L1: two
// EquinixFabricConnection per pair, the secondary's group read from the primary.
const { App, TerraformStack } = require('cdktn');
const { equinix } = require('../../lib');
const { catalogCase } = require('./catalog-common');
const { PORTS, pair, l1Leg } = require('./equinix-common');

function build(n, outdir) {
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  new equinix.EquinixProvider(stack, 'equinix', {});
  for (let i = 0; i < n; i++) {
    const { name } = pair(i);
    const primary = new equinix.EquinixFabricConnection(stack, `Primary${i}`, l1Leg(i, PORTS[0], name, { priority: 'PRIMARY' }));
    new equinix.EquinixFabricConnection(stack, `Secondary${i}`, l1Leg(i, PORTS[1], `${name}-secondary`, { priority: 'SECONDARY', group: primary.redundancy.group }));
  }
  return app;
}

catalogCase(build);
