/**
 * IFabricConnection: every implementation gives the connection id and the redundancy group.
 */
import { equinix } from '../../../../src';
import { equinixStack } from '../equinix-util';

const { AccessPoint, Bandwidth, FabricConnection, LinkProtocol, Notifications, Port } = equinix;

test('FabricConnection and what fromFabricConnectionAttributes returns give connectionId and redundancyGroup', () => {
  const s = equinixStack();
  const made = FabricConnection.portToProvider(s, 'Made', {
    name: 'n',
    bandwidth: Bandwidth.mbps(50),
    notifications: Notifications.emails(['noc@example.com']),
    aSide: AccessPoint.port(Port.fromUuid(s, 'A', 'a'), { linkProtocol: LinkProtocol.dot1q(100) }),
    zSide: AccessPoint.awsDirectConnect({ accountId: '123456789012', region: 'us-west-1', metro: 'SV' }),
  });
  const all: equinix.IFabricConnection[] = [made, FabricConnection.fromFabricConnectionAttributes(s, 'Existing', { connectionId: 'c', redundancyGroup: 'g' })];
  for (const c of all) {
    expect(typeof c.connectionId).toBe('string');
    expect(typeof c.redundancyGroup).toBe('string');
  }
});
