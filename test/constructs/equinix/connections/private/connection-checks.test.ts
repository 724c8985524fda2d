/**
 * The checks of a connection's ends, alone: each returns or adds what the connection tests rely on.
 */
import { equinix } from '../../../../../src';
import { cloudSpeed, epl, samePort, sideKind, valueOf } from '../../../../../src/constructs/equinix/connections/private/connection-checks';
import { formatProblem } from '../../../../../src/core/base/errors';
import { Problems } from '../../../../../src/core/l2';
import { bind, equinixStack } from '../../equinix-util';

const { AccessPoint, Bandwidth, LinkProtocol, Port } = equinix;
const messages = (p: Problems) => p.list.map((x) => `${x.id} ${formatProblem(x)}`);

test('valueOf: the instance, nothing for unset, a problem for anything else', () => {
  const p = new Problems();
  const b = Bandwidth.mbps(50);
  expect(valueOf(p, 'bandwidth', b, Bandwidth, 'Bandwidth.mbps(50)')).toBe(b);
  expect(valueOf(p, 'bandwidth', undefined, Bandwidth, 'Bandwidth.mbps(50)')).toBeUndefined();
  expect(valueOf(p, 'bandwidth', '50', Bandwidth, 'Bandwidth.mbps(50)')).toBeUndefined();
  expect(messages(p)).toEqual(['equinix:connection-value bandwidth: expected a Bandwidth. Received: "50". Allowed: a Bandwidth, e.g. Bandwidth.mbps(50). Fix: write bandwidth: Bandwidth.mbps(50).']);
});

test('sideKind: a kind of the list passes; another names both', () => {
  const p = new Problems();
  sideKind(p, 'zSide', AccessPoint.network('n'), ['NETWORK'], 'a network', [], 'AccessPoint.network(networkUuid)');
  sideKind(p, 'zSide', undefined, ['NETWORK'], 'a network', [], 'AccessPoint.network(networkUuid)');
  expect(p.length).toBe(0);
  sideKind(p, 'zSide', AccessPoint.serviceToken('t'), ['SP'], 'a provider', ['portToPort'], 'AccessPoint.internetAccess({ metro })');
  sideKind(p, 'zSide', AccessPoint.virtualDevice('d'), ['SP'], 'a provider', [], 'AccessPoint.internetAccess({ metro })');
  expect(messages(p)).toEqual([
    "equinix:connection-z-side zSide: is a service token; this kind of connection takes a service provider here. Received: an AccessPoint. Allowed: a provider. Fix: use the factory named for the connection's ends (FabricConnection.portToPort), or pass the other access point.",
    'equinix:connection-z-side zSide: is a virtual device; this kind of connection takes a service provider here. Received: an AccessPoint. Allowed: a provider. Fix: write zSide: AccessPoint.internetAccess({ metro }) (no factory connects the two ends as given).',
  ]);
});

test('epl: the whole-port sides of EPL_VC and ACCESS_EPL_VC; EVPL_VC takes link protocols', () => {
  const s = equinixStack();
  const tagged = AccessPoint.port(Port.fromUuid(s, 'P', 'p'), { linkProtocol: LinkProtocol.dot1q(100) });
  const p = new Problems();
  epl(p, 'EVPL_VC', tagged, tagged);
  epl(p, 'ACCESS_EPL_VC', tagged, AccessPoint.port(Port.fromUuid(s, 'Q', 'q')));
  expect(p.length).toBe(0);
  epl(p, 'EPL_VC', tagged, tagged);
  expect(p.list.map((x) => `${x.id} ${x.field}`)).toEqual(['equinix:epl-link-protocol aSide.linkProtocol', 'equinix:epl-link-protocol zSide.linkProtocol']);
  const q = new Problems();
  epl(q, 'ACCESS_EPL_VC', tagged, AccessPoint.port(Port.fromUuid(s, 'R', 'r'), { linkProtocol: LinkProtocol.qinq(2019, 2112) }));
  expect(q.list.map((x) => x.fix)).toEqual(['remove linkProtocol from the Z side (ACCESS_EPL_VC takes the whole port there), or keep it with type: PortToPortType.EVPL_VC, a tagged connection; '
    + "to send it as written all the same, make the connection without it and override the L1: connection.resource.addOverride('z_side.access_point.link_protocol', { type: 'QINQ', vlan_s_tag: 2019, vlan_c_tag: 2112 })."]);
});

test('samePort: the same construct or the same known uuid; tokens and other kinds pass', () => {
  const s = equinixStack();
  const a = Port.fromUuid(s, 'A', 'a');
  const p = new Problems();
  samePort(p, AccessPoint.port(a), AccessPoint.port(Port.fromUuid(s, 'B', 'b')));
  samePort(p, AccessPoint.port(a), AccessPoint.network('a'));
  samePort(p, 'x', undefined);
  // A null port from JavaScript (reported where the access point binds) is no crash here.
  samePort(p, AccessPoint.port(a), AccessPoint.port(null as any));
  samePort(p, AccessPoint.port(null as any), AccessPoint.port(a));
  expect(p.length).toBe(0);
  samePort(p, AccessPoint.port(a), AccessPoint.port(a));
  expect(p.list.map((x) => x.id)).toEqual(['equinix:redundant-pair-same-port']);
});

test('cloudSpeed: a warning only for a known speed off the list of a cloud at the Z side', () => {
  const aws = AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' });
  const quiet = [
    bind((ctx) => cloudSpeed(ctx, 'bandwidth', 100, aws)),
    bind((ctx) => cloudSpeed(ctx, 'bandwidth', 150, AccessPoint.network('n'))),
    bind((ctx) => cloudSpeed(ctx, 'bandwidth', 150, undefined)),
    bind((ctx) => cloudSpeed(ctx, 'bandwidth', undefined, aws)),
  ];
  expect(quiet.map((r) => r.warnings)).toEqual([[], [], [], []]);
  expect(bind((ctx) => cloudSpeed(ctx, 'bandwidth', 150, aws)).warnings).toEqual([
    expect.stringMatching(/^test\/Target: \[equinix:bandwidth-tier\] bandwidth: 150 Mbps is no speed of AWS Direct Connect hosted connections \(.*\); the nearest speed above is 200 Mbps\./),
  ]);
});
