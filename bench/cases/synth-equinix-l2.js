// N redundant pairs (equinix-common.js) with our L2: FabricConnection.redundantPair, the ports and
// the profile known by uuid.
const { App, TerraformStack } = require('cdktn');
const { equinix } = require('../../lib');
const { catalogCase } = require('./catalog-common');
const { ACCOUNT_ID, PROFILE_UUID, PORTS, EMAILS, pair } = require('./equinix-common');

function build(n, outdir) {
  const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, ServiceProfile } = equinix;
  const app = new App({ outdir });
  const stack = new TerraformStack(app, 'bench');
  new equinix.EquinixProvider(stack, 'equinix', {});
  const profile = ServiceProfile.fromUuid(stack, 'Aws', PROFILE_UUID);
  const [primaryPort, secondaryPort] = PORTS.map((uuid, k) => Port.fromUuid(stack, `Port${k}`, uuid));
  const notifications = Notifications.emails(EMAILS);
  const bandwidth = Bandwidth.mbps(50);
  for (let i = 0; i < n; i++) {
    const { name, vlanTag } = pair(i);
    FabricConnection.redundantPair(stack, `Pair${i}`, {
      name,
      bandwidth,
      notifications,
      primaryASide: AccessPoint.port(primaryPort, { linkProtocol: LinkProtocol.dot1q(vlanTag) }),
      secondaryASide: AccessPoint.port(secondaryPort, { linkProtocol: LinkProtocol.dot1q(vlanTag) }),
      zSide: AccessPoint.awsDirectConnect({ accountId: ACCOUNT_ID, region: 'us-west-1', metro: 'SV', profile }),
    });
  }
  return app;
}

catalogCase(build);
