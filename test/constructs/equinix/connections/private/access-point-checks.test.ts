/**
 * The checks of what an access point is given, alone, and the default profiles looked up once per
 * construct and field.
 */
import { TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { equinix, TerrainTesting } from '../../../../../src';
import { AWS_ACCOUNT_ID, DEFAULT_PROFILES, ORACLE_VIRTUAL_CIRCUIT_OCID, PROFILE_NAMES, portUuidOf, profileUuidOf, requiredText } from '../../../../../src/constructs/equinix/connections/private/access-point-checks';
import { Problems } from '../../../../../src/core/l2';
import { describeWithTerraform } from '../../../../terraform/util';
import { equinixStack, errorOf, synthDoc } from '../../equinix-util';

test('the AWS account id is 12 digits', () => {
  expect(['123456789012', '1234567890123', '1234-5678-9012', '12345678901a'].map((x) => AWS_ACCOUNT_ID.test(x))).toEqual([true, false, false, false]);
});

test('the OCID of an Oracle virtual circuit starts ocid1.virtualcircuit.', () => {
  expect(['ocid1.virtualcircuit.oc1.iad.aaaaaaaa', 'ocid1.vcn.oc1.iad.aaaaaaaa', 'xx-xx-xx', ' ocid1.virtualcircuit.oc1.iad.a'].map((x) => ORACLE_VIRTUAL_CIRCUIT_OCID.test(x)))
    .toEqual([true, false, false, false]);
});

test('a default profile is looked up once per construct and field, by the name of Equinix\'s examples', () => {
  const s = equinixStack();
  const target = new Construct(s, 'Target');
  DEFAULT_PROFILES.aws(target, 'zSide');
  DEFAULT_PROFILES.aws(target, 'zSide');
  expect(target.node.children).toHaveLength(1);
  DEFAULT_PROFILES.azure(target, 'secondary.zSide');
  expect(target.node.children.map((c) => c.node.id)).toEqual(['ZSideProfile', 'SecondaryzSideProfile']);
  expect(PROFILE_NAMES).toEqual({
    aws: 'AWS Direct Connect',
    azure: 'Azure ExpressRoute',
    google: 'Google Cloud Partner Interconnect Zone 1',
    oracle: 'Oracle Cloud Infrastructure -OCI- FastConnect',
    ibm: 'IBM Cloud Direct Link 2',
    internet: 'Equinix Internet Access',
  });
  expect(Object.keys(synthDoc(s).data.equinix_fabric_service_profiles)).toHaveLength(2);
});

test('ports and profiles by their contracts; a bare string says how to refer to one', () => {
  const s = equinixStack();
  const p = new Problems();
  expect(portUuidOf(p, 'port', equinix.Port.fromUuid(s, 'P', 'port-uuid'))).toBe('port-uuid');
  expect(profileUuidOf(p, 'profile', equinix.ServiceProfile.fromUuid(s, 'S', 'profile-uuid'))).toBe('profile-uuid');
  expect(requiredText(p, 'metro', 'SV', 'a metro')).toBe('SV');
  expect(p.length).toBe(0);
  expect(portUuidOf(p, 'port', 'port-uuid')).toBeUndefined();
  expect(profileUuidOf(p, 'profile', { serviceProfileUuid: 'x' })).toBeUndefined();
  expect(profileUuidOf(p, 'profile', 'AWS Direct Connect')).toBeUndefined();
  expect(portUuidOf(p, 'port', undefined)).toBeUndefined();
  expect(p.list.map((x) => `${x.id} ${x.field}: ${x.problem}`)).toEqual([
    'l2:expected-contract port: expected an IPort, not a uuid.',
    'l2:expected-contract profile: expected an IServiceProfile.',
    'l2:expected-contract profile: expected an IServiceProfile, not a name or uuid.',
    'l2:required port: is required.',
  ]);
});

describe('the link protocol against the port\'s encapsulation (equinix:link-protocol-encapsulation)', () => {
  const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, PortEncapsulation, ServiceProfile } = equinix;
  const toAws = (s: ReturnType<typeof equinixStack>, id: string, aSide: equinix.AccessPoint) => FabricConnection.portToProvider(s, id, {
    name: id,
    bandwidth: Bandwidth.mbps(50),
    notifications: Notifications.emails(['noc@example.com']),
    aSide,
    zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV', profile: ServiceProfile.fromUuid(s, `${id}Profile`, 'p') }),
  });

  test('a link protocol of the port\'s known encapsulation passes; an unknown encapsulation is not judged', () => {
    const s = equinixStack();
    const qinq = Port.fromPortAttributes(s, 'Qinq', { portUuid: 'q', encapsulationType: PortEncapsulation.QINQ });
    const dot1q = Port.fromPortAttributes(s, 'Dot1q', { portUuid: 'd', encapsulationType: PortEncapsulation.DOT1Q });
    toAws(s, 'A', AccessPoint.port(qinq, { linkProtocol: LinkProtocol.qinq(100, 200) }));
    toAws(s, 'B', AccessPoint.port(dot1q, { linkProtocol: LinkProtocol.dot1q(100) }));
    toAws(s, 'C', AccessPoint.port(Port.fromUuid(s, 'Unknown', 'u'), { linkProtocol: LinkProtocol.qinq(100) }));
    const doc = synthDoc(s);
    expect(Object.values<any>(doc.resource.equinix_fabric_connection).map((c) => c.lifecycle)).toEqual([undefined, undefined, undefined]);
  });

  test('DOT1Q on a known QINQ port is an error that names the port and the factory to write', () => {
    const s = equinixStack();
    const port = Port.fromPortAttributes(s, 'Port', { portUuid: 'q', encapsulationType: PortEncapsulation.QINQ });
    expect(errorOf(() => toAws(s, 'C', AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(100) })))).toBe(
      "[test/C] aSide.linkProtocol: is DOT1Q, but the port's encapsulation is QINQ: a connection tags its traffic as its port does. "
      + 'Received: a DOT1Q link protocol on test/Port (QINQ). Allowed: LinkProtocol.qinq(vlanSTag, vlanCTag?) on a QINQ port. '
      + 'Fix: write linkProtocol: LinkProtocol.qinq(100), or use a DOT1Q port.');
    const untagged = Port.fromPortAttributes(s, 'Untagged', { portUuid: 'x', encapsulationType: PortEncapsulation.UNTAGGED });
    expect(errorOf(() => toAws(s, 'D', AccessPoint.port(untagged, { linkProtocol: LinkProtocol.qinq(300, 5) })))).toBe(
      "[test/D] aSide.linkProtocol: is QINQ, but the port's encapsulation is UNTAGGED: a connection tags its traffic as its port does. "
      + 'Received: a QINQ link protocol on test/Untagged (UNTAGGED). Allowed: LinkProtocol.untagged() on an UNTAGGED port. '
      + 'Fix: write linkProtocol: LinkProtocol.untagged(), or use a QINQ port.');
  });

  test('a port read by a lookup: the connection carries a precondition on the port\'s encapsulation, checked at plan', () => {
    const s = equinixStack();
    const port = Port.fromName(s, 'Port', '200001-SV1-CX-Primary-01');
    toAws(s, 'C', AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(100) }));
    const c = Object.values<any>(synthDoc(s).resource.equinix_fabric_connection)[0];
    expect(c.lifecycle).toEqual({
      precondition: [{
        condition: '${(!contains(["DOT1Q", "QINQ", "UNTAGGED"], tolist(data.equinix_fabric_ports.Port.data[0].encapsulation).0.type) '
          + '|| (tolist(data.equinix_fabric_ports.Port.data[0].encapsulation).0.type == "DOT1Q"))}',
        error_message: "The port of test/Port (aSide) must have DOT1Q encapsulation: the connection's link protocol is DOT1Q. Use a DOT1Q port, or the link protocol of the port's encapsulation (QINQ or UNTAGGED).",
      }],
    });
  });
});

describeWithTerraform('Terraform evaluates the encapsulation precondition')('the encapsulation precondition at plan', () => {
  const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, ServiceProfile } = equinix;

  /** A DOT1Q connection on a port whose encapsulation is the variable `encapsulation`. */
  function stack() {
    const s = equinixStack();
    const encapsulationType = new TerraformVariable(s, 'encapsulation', { type: 'string' }).stringValue;
    FabricConnection.portToProvider(s, 'C', {
      name: 'c',
      bandwidth: Bandwidth.mbps(50),
      notifications: Notifications.emails(['noc@example.com']),
      aSide: AccessPoint.port(Port.fromPortAttributes(s, 'Port', { portUuid: 'port-uuid', encapsulationType }), { linkProtocol: LinkProtocol.dot1q(100) }),
      zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV', profile: ServiceProfile.fromUuid(s, 'Profile', 'p') }),
    });
    return s;
  }

  test('a DOT1Q port plans; a QINQ port fails the plan with the message; an encapsulation the API does not name is not judged', async () => {
    for (const ok of ['DOT1Q', 'stand-in']) {
      expect((await TerrainTesting.plan(stack(), { variables: { encapsulation: ok } })).diagnostics).toEqual([]);
    }
    await expect(TerrainTesting.plan(stack(), { variables: { encapsulation: 'QINQ' } })).rejects.toThrow(
      "The port of test/Port (aSide) must have DOT1Q encapsulation: the connection's link protocol is DOT1Q. Use a DOT1Q port, or the link protocol of the port's encapsulation (QINQ or UNTAGGED).");
  }, 120_000);
});


test('a redundant pair whose Z side has no profile looks the cloud\'s profile up once; a pair that failed leaves no lookup to reuse', () => {
  const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port } = equinix;
  const s = equinixStack();
  const side = (id: string, tag = 100) => AccessPoint.port(Port.fromUuid(s, id, `${id}-uuid`), { linkProtocol: LinkProtocol.dot1q(tag) });
  const common = { name: 'n', notifications: Notifications.emails(['noc@example.com']) };
  const zSide = AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' });
  // The first pair fails (0 Mbps) after its primary looked the profile up: that lookup went with it.
  const failed = { ...common, bandwidth: Bandwidth.mbps(0), primaryASide: side('A'), secondaryASide: side('B'), zSide };
  expect(() => FabricConnection.redundantPair(s, 'Failed', failed)).toThrow();
  const pair = FabricConnection.redundantPair(s, 'Pair', { ...common, bandwidth: Bandwidth.mbps(50), primaryASide: side('C'), secondaryASide: side('D'), zSide });
  const doc = synthDoc(s);
  expect(Object.keys(doc.data.equinix_fabric_service_profiles)).toHaveLength(1);
  const zOf = (c: equinix.FabricConnection) => doc.resource.equinix_fabric_connection[s.getLogicalId(c.resource)].z_side;
  const uuids = [pair.primary, pair.secondary].map((c) => zOf(c).access_point.profile.uuid);
  expect(uuids[0]).toBe(uuids[1]);
  expect(uuids[0]).toMatch(/^\$\{data\.equinix_fabric_service_profiles\.Pair_Primary_ZSideProfile_[0-9A-F]+\.data\[0\]\.uuid\}$/);
});
