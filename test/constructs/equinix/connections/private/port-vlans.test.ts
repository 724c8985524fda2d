/**
 * One connection per port and VLAN (EQ-3142102): a second connection on a port and VLAN that a
 * connection of the app already has is refused where it is built; another VLAN, another port, a
 * port or tag that is a reference, or an untagged side is not judged.
 */
import { TerraformVariable } from 'cdktn';
import { equinix } from '../../../../../src';
import { equinixStack, errorOf, synthDoc } from '../../equinix-util';

const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port, ServiceProfile } = equinix;
const notifications = Notifications.emails(['noc@example.com']);
type Stack = ReturnType<typeof equinixStack>;

function toAws(s: Stack, id: string, aSide: equinix.AccessPoint) {
  const profile = ServiceProfile.fromUuid(s, `${id}Profile`, 'aws-profile-uuid');
  return FabricConnection.portToProvider(s, id, {
    name: id,
    bandwidth: Bandwidth.mbps(50),
    notifications,
    aSide,
    zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV', profile }),
  });
}

describe('one connection per port and VLAN', () => {
  test('two connections on one port with two VLANs, or one VLAN on two ports: built', () => {
    const s = equinixStack();
    const one = Port.fromUuid(s, 'One', 'port-1');
    const two = Port.fromUuid(s, 'Two', 'port-2');
    toAws(s, 'A', AccessPoint.port(one, { linkProtocol: LinkProtocol.dot1q(100) }));
    toAws(s, 'B', AccessPoint.port(one, { linkProtocol: LinkProtocol.dot1q(101) }));
    toAws(s, 'C', AccessPoint.port(two, { linkProtocol: LinkProtocol.dot1q(100) }));
    toAws(s, 'D', AccessPoint.port(one, { linkProtocol: LinkProtocol.qinq(100, 7) }));
    toAws(s, 'E', AccessPoint.port(one, { linkProtocol: LinkProtocol.qinq(100, 8) }));
    expect(Object.keys(synthDoc(s).resource.equinix_fabric_connection)).toHaveLength(5);
  });

  test('a second DOT1Q connection on the port and VLAN of the first: refused, naming the first', () => {
    const s = equinixStack();
    const port = Port.fromUuid(s, 'Port', 'port-1');
    toAws(s, 'First', AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(100) }));
    expect(errorOf(() => toAws(s, 'Second', AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(100) })))).toBe(
      '[test/Second] aSide.linkProtocol: takes the VLAN that test/First already has on this port (its aSide); the Fabric API refuses a second connection on one port and VLAN (EQ-3142102). '
      + 'Received: vlanTag 100 on port "port-1". Allowed: one connection per port and VLAN. Fix: give this connection another VLAN, e.g. LinkProtocol.dot1q(101), or put it on another port.');
    expect(s.node.tryFindChild('Second')).toBeUndefined();
    try {
      toAws(s, 'Again', AccessPoint.port(port, { linkProtocol: LinkProtocol.dot1q(100) }));
    } catch (e) {
      expect((e as { problems: Array<{ id?: string }> }).problems.map((x) => x.id)).toEqual(['equinix:port-vlan-unique']);
    }
    expect.assertions(3);
  });

  test('QinQ: the same outer and inner tags are refused; the fix names another inner tag', () => {
    const s = equinixStack();
    const port = Port.fromUuid(s, 'Port', 'port-1');
    toAws(s, 'First', AccessPoint.port(port, { linkProtocol: LinkProtocol.qinq(300, 4092) }));
    expect(errorOf(() => toAws(s, 'Second', AccessPoint.port(port, { linkProtocol: LinkProtocol.qinq(300, 4092) })))).toBe(
      '[test/Second] aSide.linkProtocol: takes the VLAN that test/First already has on this port (its aSide); the Fabric API refuses a second connection on one port and VLAN (EQ-3142102). '
      + 'Received: vlanSTag 300, vlanCTag 4092 on port "port-1". Allowed: one connection per port and VLAN. Fix: give this connection another VLAN, e.g. LinkProtocol.qinq(300, 4091), or put it on another port.');
  });

  test('the Z side port of a port-to-port connection counts; a connection that failed claims nothing', () => {
    const s = equinixStack();
    const a = Port.fromUuid(s, 'A', 'port-a');
    const z = Port.fromUuid(s, 'Z', 'port-z');
    // This one fails on its bandwidth, so its VLANs stay free.
    expect(() => FabricConnection.portToPort(s, 'Failed', {
      name: 'f',
      bandwidth: Bandwidth.mbps(-1),
      notifications,
      aSide: AccessPoint.port(a, { linkProtocol: LinkProtocol.dot1q(5) }),
      zSide: AccessPoint.port(z, { linkProtocol: LinkProtocol.dot1q(6) }),
    })).toThrow();
    FabricConnection.portToPort(s, 'P2P', {
      name: 'p',
      bandwidth: Bandwidth.mbps(50),
      notifications,
      aSide: AccessPoint.port(a, { linkProtocol: LinkProtocol.dot1q(5) }),
      zSide: AccessPoint.port(z, { linkProtocol: LinkProtocol.dot1q(6) }),
    });
    expect(errorOf(() => toAws(s, 'Aws', AccessPoint.port(z, { linkProtocol: LinkProtocol.dot1q(6) })))).toBe(
      '[test/Aws] aSide.linkProtocol: takes the VLAN that test/P2P already has on this port (its zSide); the Fabric API refuses a second connection on one port and VLAN (EQ-3142102). '
      + 'Received: vlanTag 6 on port "port-z". Allowed: one connection per port and VLAN. Fix: give this connection another VLAN, e.g. LinkProtocol.dot1q(7), or put it on another port.');
  });

  test('a port read twice through one reference is one port; a tag that is a reference is not judged', () => {
    const s = equinixStack();
    const looked = Port.fromName(s, 'Looked', '200001-SV1-CX-Primary-01');
    toAws(s, 'First', AccessPoint.port(looked, { linkProtocol: LinkProtocol.dot1q(100) }));
    expect(errorOf(() => toAws(s, 'Second', AccessPoint.port(looked, { linkProtocol: LinkProtocol.dot1q(100) })))).toContain('Received: vlanTag 100 on port (a reference).');
    const tag = new TerraformVariable(s, 'tag', { type: 'number' }).numberValue;
    toAws(s, 'Third', AccessPoint.port(looked, { linkProtocol: LinkProtocol.dot1q(tag) }));
    toAws(s, 'Fourth', AccessPoint.port(looked, { linkProtocol: LinkProtocol.dot1q(tag) }));
    // Two lookups of one port name are two references: what they hold is known at apply only.
    const again = Port.fromName(s, 'Again', '200001-SV1-CX-Primary-01');
    toAws(s, 'Fifth', AccessPoint.port(again, { linkProtocol: LinkProtocol.dot1q(100) }));
    expect(Object.keys(synthDoc(s).resource.equinix_fabric_connection)).toHaveLength(4);
  });

  test('untagged sides claim nothing', () => {
    const s = equinixStack();
    const port = Port.fromUuid(s, 'Port', 'port-1');
    toAws(s, 'First', AccessPoint.port(port, { linkProtocol: LinkProtocol.untagged() }));
    toAws(s, 'Second', AccessPoint.port(port, { linkProtocol: LinkProtocol.untagged() }));
    expect(Object.keys(synthDoc(s).resource.equinix_fabric_connection)).toHaveLength(2);
  });
});
