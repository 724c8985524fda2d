/**
 * IRoutingProtocol: every implementation gives the routing protocol's id.
 */
import { equinix } from '../../../../src';
import { equinixStack } from '../equinix-util';

const { FabricConnection, RoutingProtocol } = equinix;

test('RoutingProtocol and what fromRoutingProtocolAttributes returns give routingProtocolId', () => {
  const s = equinixStack();
  const connection = FabricConnection.fromFabricConnectionAttributes(s, 'C', { connectionId: 'c' });
  const all: equinix.IRoutingProtocol[] = [
    RoutingProtocol.direct(s, 'Direct', { connection, ipv4: '190.1.1.1/30' }),
    RoutingProtocol.fromRoutingProtocolAttributes(s, 'Existing', { routingProtocolId: 'rp' }),
  ];
  for (const r of all) expect(typeof r.routingProtocolId).toBe('string');
  expect(all[1].routingProtocolId).toBe('rp');
});
