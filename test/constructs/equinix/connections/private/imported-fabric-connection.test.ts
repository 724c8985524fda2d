/**
 * ImportedFabricConnection: what FabricConnection.fromFabricConnectionAttributes returns; the id it
 * was given, the redundancy group when it was given, and a clear error when it was not.
 */
import { equinix } from '../../../../../src';
import { ImportedFabricConnection } from '../../../../../src/constructs/equinix/connections/private/imported-fabric-connection';
import { equinixStack, errorOf } from '../../equinix-util';

test('knows the id and the group given; reading a group that was not given names it; an empty id is refused and leaves nothing', () => {
  const s = equinixStack();
  const c = equinix.FabricConnection.fromFabricConnectionAttributes(s, 'C', { connectionId: 'c-uuid', redundancyGroup: 'g-uuid' });
  expect(c).toBeInstanceOf(ImportedFabricConnection);
  expect([c.connectionId, c.redundancyGroup]).toEqual(['c-uuid', 'g-uuid']);
  const bare = new ImportedFabricConnection(s, 'Bare', { connectionId: 'b-uuid' });
  expect(errorOf(() => bare.redundancyGroup)).toMatch(/^\[test\/Bare\] redundancyGroup: /);
  expect(errorOf(() => new ImportedFabricConnection(s, 'Empty', { connectionId: '' }))).toBe(
    '[test/Empty] connectionId: is empty. Received: "". Allowed: the id (uuid) of the connection. Fix: set connectionId.');
  expect(s.node.tryFindChild('Empty')).toBeUndefined();
});
