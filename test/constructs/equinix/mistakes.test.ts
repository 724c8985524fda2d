/**
 * The mistakes of issue 26 that a Fabric connection is written with, each with what catches it
 * and its exact message: an L2 error (the L2 refuses it, or it cannot be written through the L2),
 * an L1 value check (spec/equinix/values.json), the L1's struct typing, a type rule
 * (src/rules/equinix) or a policy rule (EquinixBestPractices). Each mistake is tested through the
 * L2 and through the L1 written by hand; the type rules that catch the L1's redundancy and access
 * point mistakes warn (the provider and the Fabric API's schema leave them unchecked, their
 * documentation states them), without the policy pack and on any connection. A mistake that
 * nothing catches would be a `test.todo` that describes it (none is left).
 */
import { App, TerraformStack, TerraformVariable } from 'cdktn';
import { equinixStack, errorOf, synthDoc, synthError, warningsOf } from './equinix-util';
import { equinix, EquinixBestPractices, Policies } from '../../../src';

const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, PortToPortType, ServiceProfile } = equinix;

const notifications = Notifications.emails(['noc@example.com']);
const NOTIFIED = [{ type: 'ALL', emails: ['noc@example.com'] }];
const PRODUCTION = [{ key: 'environment', value: 'production' }];

/** A stack `test` with the equinix provider; with `pack`, the app has EquinixBestPractices. */
function stackWith(pack: boolean): TerraformStack {
  const app = new App();
  if (pack) Policies.of(app).add(new EquinixBestPractices());
  const stack = new TerraformStack(app, 'test');
  new equinix.EquinixProvider(stack, 'equinix', {});
  return stack;
}

/** The props of an L1 port-to-port connection (DOT1Q 100 to DOT1Q 101), with `extra` over them. */
function l1(extra: Partial<equinix.EquinixFabricConnectionConfig> = {}): equinix.EquinixFabricConnectionConfig {
  return {
    name: 'c',
    type: 'EVPL_VC',
    bandwidth: 50,
    notifications: NOTIFIED,
    order: { termLength: 12 },
    aSide: { accessPoint: { type: 'COLO', port: { uuid: 'a-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 100 } } },
    zSide: { accessPoint: { type: 'COLO', port: { uuid: 'z-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 101 } } },
    ...extra,
  };
}

/** The Z side of a connection to AWS, with the profile known by uuid (no lookup). */
function aws(s: TerraformStack, accountId = '123456789012') {
  return AccessPoint.awsDirectConnect({ accountId, region: 'us-west-1', metro: 'SV', profile: ServiceProfile.fromUuid(s, `Profile${s.node.children.length}`, 'aws-profile-uuid') });
}

/** A port access point (DOT1Q `tag`) on a port known by uuid. */
function port(s: TerraformStack, tag = 100) {
  return AccessPoint.port(Port.fromUuid(s, `Port${s.node.children.length}`, `port-uuid-${s.node.children.length}`), { linkProtocol: LinkProtocol.dot1q(tag) });
}

/** The message of a synth that fails with `lines` (the construct path and the problem, each). */
const failed = (...lines: string[]) => `Validation failed with the following errors:\n${lines.map((l) => `  ${l}\n`).join('')}\nIf you wish to ignore these validations, pass 'skipValidation: true' to your App configuration.\n`;

const N1 = (name: string) => `[test/${name}] [Equinix-N1] redundancy: has no secondary connection in this stack on a production connection (environment=production): one port, device or metro failure cuts the link. `
  + 'Received: redundancy.priority PRIMARY, and no connection with redundancy.priority SECONDARY in its group (0 secondary connections in the stack). '
  + 'Allowed: a secondary connection with redundancy { priority: SECONDARY, group: this connection\'s group }. '
  + `Fix: add a second connection on another port or device with redundancy { priority: "SECONDARY", group: "\${one(equinix_fabric_connection.${name}.redundancy).group}" }.`;

/** The type rules' warnings on these mistakes (src/rules/equinix/shared/fabric-connection-redundancy.ts and fabric-connection-access-point.ts). */
const NO_GROUP = (name: string) => `test/${name}: [rule:equinix_fabric_connection/secondary-names-group] redundancy.group: is missing on a SECONDARY connection; the API pairs a secondary with the primary whose redundancy group it names, so this one pairs with none. `
  + 'Received: priority \'SECONDARY\' without group. Allowed: the redundancy group of the primary connection, read from the primary (primary.redundancy.group). '
  + 'Fix: write redundancy: { priority: \'SECONDARY\', group: primary.redundancy.group }, primary being the PRIMARY EquinixFabricConnection; or write redundancy: { priority: \'PRIMARY\' } if the connection has no primary.';
const ID_AS_GROUP = 'test/q: [rule:equinix_fabric_connection/group-is-not-connection-id] redundancy.group: is the id of the connection test/p (equinix_fabric_connection.p), not its redundancy group; '
  + 'Equinix assigns the group apart from the connection\'s id, so the secondary names no group its primary is in. '
  + 'Received: ${equinix_fabric_connection.p.id}. Allowed: the primary\'s redundancy group: primary.redundancy.group (one(equinix_fabric_connection.p.redundancy).group in Terraform). '
  + 'Fix: write redundancy: { priority: \'SECONDARY\', group: primary.redundancy.group }, primary being the EquinixFabricConnection test/p.';
const TWO_PRIMARIES = 'test/q: [rule:equinix_fabric_connection/one-primary-per-group] redundancy.group: is the redundancy group of test/p (equinix_fabric_connection.p), which is PRIMARY too; a redundancy group pairs one PRIMARY with one SECONDARY. '
  + 'Received: priority \'PRIMARY\' with group ${tolist(equinix_fabric_connection.p.redundancy).0.group}. Allowed: priority SECONDARY in the primary\'s group, or PRIMARY in a group of its own (no group). '
  + 'Fix: write redundancy: { priority: \'SECONDARY\', group: primary.redundancy.group } (primary being the EquinixFabricConnection test/p) to make this its secondary, or write redundancy: { priority: \'PRIMARY\' } without group.';
const IP_VC_FROM_PORT = 'test/c: [rule:equinix_fabric_connection/routed-connection-starts-at-cloud-router] aSide.accessPoint.type: is \'COLO\' on an IP_VC connection; an IP_VC connection is a Fabric Cloud Router connection, whose A side is the cloud router. '
  + 'Received: A side type \'COLO\' with connection type \'IP_VC\'. Allowed: A side type \'CLOUD_ROUTER\' with router for connection type \'IP_VC\'. '
  + 'Fix: write aSide: { accessPoint: { type: \'CLOUD_ROUTER\', router: { uuid: router.id } } }, router being the EquinixFabricCloudRouter; or, for a connection from a port, the connection type it takes (e.g. \'EVPL_VC\').';
const COLO_ROUTER = 'test/c: [rule:equinix_fabric_connection/access-point-type-matches-sub-object] zSide.accessPoint.port: is missing; an access point of type \'COLO\' is a port and names it in port (router belongs to type \'CLOUD_ROUTER\'). '
  + 'Received: type \'COLO\' with router and no port. Allowed: type \'COLO\' with port. '
  + 'Fix: add port: { uuid } with the uuid of the port, or write type: \'CLOUD_ROUTER\' if the access point is a Fabric Cloud Router (its router).';

describe('a secondary connection outside the primary\'s redundancy group', () => {
  test('L2: impossible by construction: redundantPair writes the primary\'s computed group (not its id) and SECONDARY on the second connection', () => {
    const s = equinixStack();
    FabricConnection.redundantPair(s, 'Pair', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, primaryASide: port(s), secondaryASide: port(s), zSide: aws(s) });
    const all = synthDoc(s).resource.equinix_fabric_connection;
    const primaryKey = Object.keys(all).find((k) => k.startsWith('Pair_Primary_'))!;
    const secondaryKey = Object.keys(all).find((k) => k.startsWith('Pair_Secondary_'))!;
    expect(all[primaryKey].redundancy).toEqual({ priority: 'PRIMARY' });
    expect(all[secondaryKey].redundancy).toEqual({ priority: 'SECONDARY', group: `\${tolist(equinix_fabric_connection.${primaryKey}.redundancy).0.group}` });
    expect(all[secondaryKey].redundancy.group).not.toContain(`${primaryKey}.id`);
  });

  test('L2: a connection takes no redundancy of the user\'s: an unknown option, on a pair and on a single connection', () => {
    const s = equinixStack();
    const pair = errorOf(() => FabricConnection.redundantPair(s, 'Pair', {
      name: 'n', bandwidth: Bandwidth.mbps(50), notifications, primaryASide: port(s), secondaryASide: port(s), zSide: aws(s), redundancy: { priority: 'SECONDARY', group: 'primary-connection-uuid' },
    } as any));
    expect(pair).toMatch(/^\[test\/Pair\] redundancy: unknown option\. Received: the key 'redundancy'\. Allowed: the options of RedundantFabricConnectionProps: [a-zA-Z, ]+\. Fix: remove 'redundancy', or check its spelling against RedundantFabricConnectionProps\.$/);
    const single = errorOf(() => FabricConnection.portToProvider(s, 'Single', {
      name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: port(s), zSide: aws(s), redundancy: { priority: 'SECONDARY' },
    } as any));
    expect(single).toMatch(/^\[test\/Single\] redundancy: unknown option\. Received: the key 'redundancy'\. Allowed: the options of FabricConnectionProps: [a-zA-Z, ]+\. Fix: remove 'redundancy', or check its spelling against FabricConnectionProps\.$/);
    expect([s.node.tryFindChild('Pair'), s.node.tryFindChild('Single')]).toEqual([undefined, undefined]);
  });

  test('L1, a secondary without a group: policy Equinix-N1 reports the production primary it leaves unpaired (an error)', () => {
    const s = stackWith(true);
    new equinix.EquinixFabricConnection(s, 'p', l1({ redundancy: { priority: 'PRIMARY' }, additionalInfo: PRODUCTION }));
    new equinix.EquinixFabricConnection(s, 'q', l1({ name: 'q', redundancy: { priority: 'SECONDARY' }, additionalInfo: PRODUCTION, aSide: { accessPoint: { type: 'COLO', port: { uuid: 'b-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 100 } } } }));
    expect(synthError(s)).toBe(failed(N1('p')));
  });

  test('L1, a secondary without a group: without the pack, or on a connection that is not production, the type rule secondary-names-group warns (policy Equinix-N1 says nothing)', () => {
    for (const [pack, info] of [[false, PRODUCTION], [true, undefined]] as const) {
      const s = stackWith(pack);
      new equinix.EquinixFabricConnection(s, 'p', l1({ redundancy: { priority: 'PRIMARY' }, ...(info ? { additionalInfo: info } : {}) }));
      new equinix.EquinixFabricConnection(s, 'q', l1({ name: 'q', redundancy: { priority: 'SECONDARY' }, ...(info ? { additionalInfo: info } : {}) }));
      expect(warningsOf(s)).toEqual([NO_GROUP('q')]);
    }
  });

  test('L1: a SECONDARY connection without redundancy.group (the API pairs it with no primary) is reported without the policy pack and on any connection, production or not: a lone secondary too', () => {
    const s = stackWith(false);
    new equinix.EquinixFabricConnection(s, 'lone', l1({ name: 'lone', redundancy: { priority: 'SECONDARY' } }));
    new equinix.EquinixFabricConnection(s, 'prod', l1({ name: 'prod', redundancy: { priority: 'SECONDARY' }, additionalInfo: PRODUCTION }));
    expect(warningsOf(s)).toEqual([NO_GROUP('lone'), NO_GROUP('prod')]);
  });

  test('L1, the primary\'s connection id as the group: policy Equinix-N1 counts it as paired (a group that names the primary), the type rule group-is-not-connection-id warns', () => {
    const s = stackWith(true);
    const primary = new equinix.EquinixFabricConnection(s, 'p', l1({ redundancy: { priority: 'PRIMARY' }, additionalInfo: PRODUCTION }));
    new equinix.EquinixFabricConnection(s, 'q', l1({ name: 'q', redundancy: { priority: 'SECONDARY', group: primary.id }, additionalInfo: PRODUCTION }));
    expect(synthDoc(s).resource.equinix_fabric_connection.q.redundancy).toEqual({ priority: 'SECONDARY', group: '${equinix_fabric_connection.p.id}' });
    expect(warningsOf(s)).toEqual([ID_AS_GROUP]);
  });

  test('L1: a SECONDARY connection whose redundancy.group is another connection\'s id (`<primary>.id`) instead of its redundancy group (`one(<primary>.redundancy).group`) is reported, naming the attribute to read; the group read from the primary is not', () => {
    const s = stackWith(false);
    const primary = new equinix.EquinixFabricConnection(s, 'p', l1({ redundancy: { priority: 'PRIMARY' } }));
    new equinix.EquinixFabricConnection(s, 'q', l1({ name: 'q', redundancy: { priority: 'SECONDARY', group: primary.id } }));
    expect(warningsOf(s)).toEqual([ID_AS_GROUP]);
    const fixed = stackWith(false);
    const p = new equinix.EquinixFabricConnection(fixed, 'p', l1({ redundancy: { priority: 'PRIMARY' } }));
    new equinix.EquinixFabricConnection(fixed, 'q', l1({ name: 'q', redundancy: { priority: 'SECONDARY', group: p.redundancy.group } }));
    expect(warningsOf(fixed)).toEqual([]);
  });
});

describe('both connections of a pair PRIMARY', () => {
  test('L2: impossible by construction: redundantPair renders PRIMARY on one connection and SECONDARY on the other', () => {
    const s = equinixStack();
    FabricConnection.redundantPair(s, 'Pair', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, primaryASide: port(s), secondaryASide: port(s), zSide: aws(s) });
    expect(Object.values<any>(synthDoc(s).resource.equinix_fabric_connection).map((c) => c.redundancy.priority).sort()).toEqual(['PRIMARY', 'SECONDARY']);
  });

  test('L1: policy Equinix-N1 reports each production PRIMARY, since neither has a secondary (an error)', () => {
    const s = stackWith(true);
    const p = new equinix.EquinixFabricConnection(s, 'p', l1({ redundancy: { priority: 'PRIMARY' }, additionalInfo: PRODUCTION }));
    new equinix.EquinixFabricConnection(s, 'q', l1({ name: 'q', redundancy: { priority: 'PRIMARY', group: p.redundancy.group }, additionalInfo: PRODUCTION }));
    expect(synthError(s)).toBe(failed(N1('p'), N1('q')));
  });

  test('L1: without the pack, or not production, the type rule one-primary-per-group warns (policy Equinix-N1 says nothing)', () => {
    for (const [pack, info] of [[false, PRODUCTION], [true, undefined]] as const) {
      const s = stackWith(pack);
      const p = new equinix.EquinixFabricConnection(s, 'p', l1({ redundancy: { priority: 'PRIMARY' }, ...(info ? { additionalInfo: info } : {}) }));
      new equinix.EquinixFabricConnection(s, 'q', l1({ name: 'q', redundancy: { priority: 'PRIMARY', group: p.redundancy.group }, ...(info ? { additionalInfo: info } : {}) }));
      expect(warningsOf(s)).toEqual([TWO_PRIMARIES]);
    }
  });

  test('L1: a PRIMARY connection whose redundancy.group names another connection\'s group (two primaries in one group) is reported without the policy pack; a primary rejoining a secondary\'s group is not', () => {
    const s = stackWith(false);
    const p = new equinix.EquinixFabricConnection(s, 'p', l1());
    new equinix.EquinixFabricConnection(s, 'q', l1({ name: 'q', redundancy: { priority: 'PRIMARY', group: p.redundancy.group } }));
    expect(warningsOf(s)).toEqual([TWO_PRIMARIES]);
    const rejoin = stackWith(false);
    const secondary = new equinix.EquinixFabricConnection(rejoin, 'q', l1({ name: 'q', redundancy: { priority: 'SECONDARY', group: 'a00cef6f-8e35-4794-9ff9-665e084e4e6d' } }));
    new equinix.EquinixFabricConnection(rejoin, 'p', l1({ redundancy: { priority: 'PRIMARY', group: secondary.redundancy.group } }));
    expect(warningsOf(rejoin)).toEqual([]);
  });
});

describe('an IP_VC connection whose A side is a port', () => {
  test('L2: no factory makes IP_VC; portToPort refuses the type (an L2 error)', () => {
    const s = equinixStack();
    expect(errorOf(() => FabricConnection.portToPort(s, 'Target', { name: 'n', type: 'IP_VC' as any, bandwidth: Bandwidth.mbps(50), notifications, aSide: port(s), zSide: port(s, 101) }))).toBe(
      '[test/Target] type: is not a PortToPortType. Received: "IP_VC". Allowed: EVPL_VC, EPL_VC or ACCESS_EPL_VC. Fix: use a PortToPortType, e.g. PortToPortType.EVPL_VC.');
    expect(Object.values(PortToPortType)).not.toContain('IP_VC');
  });

  test('L1: the provider takes the type and sends it (no value check refuses it); the type rule routed-connection-starts-at-cloud-router warns', () => {
    const s = stackWith(false);
    new equinix.EquinixFabricConnection(s, 'c', l1({ type: 'IP_VC' }));
    expect(synthDoc(s).resource.equinix_fabric_connection.c.type).toBe('IP_VC');
    expect(warningsOf(s)).toEqual([IP_VC_FROM_PORT]);
  });

  test('L1: an IP_VC connection (to a cloud router) whose A side access point is a COLO port is reported: its A side is the cloud router (access point type CLOUD_ROUTER)', () => {
    const s = stackWith(true);
    new equinix.EquinixFabricConnection(s, 'c', l1({ type: 'IP_VC' }));
    expect(warningsOf(s)).toEqual([IP_VC_FROM_PORT]);
    const fixed = stackWith(false);
    new equinix.EquinixFabricConnection(fixed, 'c', l1({ type: 'IP_VC', aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: 'router-uuid' } } } }));
    expect(warningsOf(fixed)).toEqual([]);
  });
});

describe('VLAN tag 5000', () => {
  test('L2: LinkProtocol.dot1q(5000) renders it, and the L1 value check fails synth on the L1 (test/Target/Default)', () => {
    const s = equinixStack();
    FabricConnection.portToProvider(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: port(s, 5000), zSide: aws(s) });
    expect(synthError(s)).toBe(failed(
      '[test/Target/Default] [value:equinix_fabric_connection.a_side.access_point.link_protocol.vlan_tag] aSide.accessPoint.linkProtocol.vlanTag: is out of range. Received: 5000. Allowed: 2 to 4092. Fix: use a value of 2 to 4092, e.g. 4092.'));
  });

  test('L1: the value check of vlan_tag fails synth', () => {
    const s = stackWith(false);
    new equinix.EquinixFabricConnection(s, 'c', l1({ aSide: { accessPoint: { type: 'COLO', port: { uuid: 'a-port-uuid' }, linkProtocol: { type: 'DOT1Q', vlanTag: 5000 } } } }));
    expect(synthError(s)).toBe(failed(
      '[test/c] [value:equinix_fabric_connection.a_side.access_point.link_protocol.vlan_tag] aSide.accessPoint.linkProtocol.vlanTag: is out of range. Received: 5000. Allowed: 2 to 4092. Fix: use a value of 2 to 4092, e.g. 4092.'));
  });
});

describe('bandwidth 1234 Mbps', () => {
  test('port to port: passes, with no warning, sent as written (no list of speeds: the port or profile decides)', () => {
    const s = equinixStack();
    FabricConnection.portToPort(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(1234), notifications, aSide: port(s), zSide: port(s, 101) });
    expect(synthDoc(s).resource.equinix_fabric_connection.Target.bandwidth).toBe(1234);
    expect(warningsOf(s)).toEqual([]);
  });

  test('to AWS: warns (equinix:bandwidth-tier, an L2 warning) and is sent as written', () => {
    const s = equinixStack();
    const accountId = new TerraformVariable(s, 'aws_account_id', { type: 'string' }).stringValue;
    FabricConnection.portToProvider(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(1234), notifications, aSide: port(s), zSide: aws(s, accountId) });
    expect(warningsOf(s)).toEqual([
      'test/Target: [equinix:bandwidth-tier] bandwidth: 1234 Mbps is no speed of AWS Direct Connect hosted connections (50 Mbps, 100 Mbps, 200 Mbps, 300 Mbps, 400 Mbps, 500 Mbps, 1 Gbps, 2 Gbps, 5 Gbps, 10 Gbps or 25 Gbps; '
      + 'https://docs.aws.amazon.com/directconnect/latest/UserGuide/hosted_connection.html); the nearest speed above is 2 Gbps. '
      + 'The connection is sent with 1234 Mbps as written: the service profile decides whether it takes it, at apply.',
    ]);
    expect(synthDoc(s).resource.equinix_fabric_connection.Target.bandwidth).toBe(1234);
  });
});

describe('additionalInfo written as a map item', () => {
  test('L1: `additionalInfo: [{ environment: \'production\' }]` is refused by the L1\'s struct typing ({ key, value }), at construction', () => {
    const s = stackWith(false);
    expect(errorOf(() => new equinix.EquinixFabricConnection(s, 'c', l1({ additionalInfo: [{ environment: 'production' } as any] })))).toBe(
      '[test/c] 3 problems:\n'
      + '  - additionalInfo[0].environment: unknown key. Received: "environment". Allowed: key, value. Fix: remove the key, or check its spelling against the struct.\n'
      + '  - additionalInfo[0].key: is required. Received: undefined. Allowed: a string. Fix: set \'key\'.\n'
      + '  - additionalInfo[0].value: is required. Received: undefined. Allowed: a string. Fix: set \'value\'.');
  });

  test('L2: additionalInfo is a map, rendered as the key/value list', () => {
    const s = equinixStack();
    FabricConnection.portToPort(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: port(s), zSide: port(s, 101), additionalInfo: { environment: 'production' } });
    expect(synthDoc(s).resource.equinix_fabric_connection.Target.additional_info).toEqual(PRODUCTION);
  });
});

describe('the AWS account id as the Direct Connect authentication key', () => {
  test('L2: not reported as a secret (no equinix:* error or warning); a malformed id is an L2 error (equinix:aws-account-id)', () => {
    const s = equinixStack();
    FabricConnection.portToProvider(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: port(s), zSide: aws(s) });
    expect(synthDoc(s).resource.equinix_fabric_connection.Target.z_side.access_point.authentication_key).toBe('123456789012');
    expect(warningsOf(s).filter((w) => w.includes('[equinix:'))).toEqual([]);
    expect(errorOf(() => FabricConnection.portToProvider(s, 'Dashed', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: port(s), zSide: aws(s, '1234-5678-9012') }))).toBe(
      '[test/Dashed] zSide.accountId: is no AWS account id: AWS writes an account id as 12 digits. Received: "1234-5678-9012". '
      + 'Allowed: the 12 digits of the AWS account id, e.g. 123456789012 (no dashes). Fix: write the account id as AWS shows it, without dashes or spaces.');
  });

  test('no literal-secret warning through the L2 (it answers for the key with answerLiteralSecret: it knows the cloud); the L1 written by hand, which cannot, warns', () => {
    const s = equinixStack();
    FabricConnection.portToProvider(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: port(s), zSide: aws(s) });
    expect(warningsOf(s)).toEqual([]);
    const h = stackWith(false);
    new equinix.EquinixFabricConnection(h, 'c', l1({ zSide: { accessPoint: { type: 'SP', authenticationKey: '123456789012', sellerRegion: 'us-west-1', profile: { type: 'L2_PROFILE', uuid: 'p' } } } }));
    expect(warningsOf(h)).toEqual([
      'test/c: [terrain:literal-secret] zSide.accessPoint.authenticationKey is sensitive but holds a literal value, which ends up in plain text in cdk.tf.json and in the state. '
      + 'Pass a token instead, e.g. new TerraformVariable(this, \'...\', { type: \'string\', sensitive: true }).value.',
    ]);
  });
});

describe('a COLO access point given a router instead of a port', () => {
  test('L2: AccessPoint.port takes an IPort; a port access point always renders port.uuid', () => {
    const s = equinixStack();
    FabricConnection.portToPort(s, 'Target', { name: 'n', bandwidth: Bandwidth.mbps(50), notifications, aSide: port(s), zSide: port(s, 101) });
    const c = synthDoc(s).resource.equinix_fabric_connection.Target;
    expect([c.a_side.access_point.type, Object.keys(c.a_side.access_point.port)]).toEqual(['COLO', ['uuid']]);
    expect(c.a_side.access_point.router).toBeUndefined();
  });

  test('L1: rendered as written (no value check or struct typing refuses it); the type rule access-point-type-matches-sub-object warns', () => {
    const s = stackWith(false);
    new equinix.EquinixFabricConnection(s, 'c', l1({ zSide: { accessPoint: { type: 'COLO', router: { uuid: 'router-uuid' } } } }));
    expect(synthDoc(s).resource.equinix_fabric_connection.c.z_side.access_point).toEqual({ type: 'COLO', router: { uuid: 'router-uuid' } });
    expect(warningsOf(s)).toEqual([COLO_ROUTER]);
  });

  test('L1: an access point of type COLO with a router and no port (a COLO access point is a port; a router belongs to type CLOUD_ROUTER) is reported, naming port', () => {
    const s = stackWith(true);
    new equinix.EquinixFabricConnection(s, 'c', l1({ zSide: { accessPoint: { type: 'COLO', router: { uuid: 'router-uuid' } } } }));
    expect(warningsOf(s)).toEqual([COLO_ROUTER]);
    const asRouter = stackWith(false);
    new equinix.EquinixFabricConnection(asRouter, 'c', l1({ type: 'IP_VC', aSide: { accessPoint: { type: 'CLOUD_ROUTER', router: { uuid: 'router-uuid' } } } }));
    expect(warningsOf(asRouter)).toEqual([]);
  });
});

