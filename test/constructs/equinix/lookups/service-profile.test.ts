/**
 * Port: fromName loads the lookup (ServiceProfileLookup) on use; fromUuid refers to a port by its uuid.
 */
import { equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc } from '../equinix-util';

describe('ServiceProfile.fromUuid', () => {
  test('knows the uuid only, reads nothing', () => {
    const s = equinixStack();
    const port = equinix.ServiceProfile.fromUuid(s, 'Primary', 'c4d9350e-783c-83cd-1ce0-306a5c00a600');
    expect(port.serviceProfileUuid).toBe('c4d9350e-783c-83cd-1ce0-306a5c00a600');
    expect(port.serviceProfileName).toBeUndefined();
    expect(port.profileType).toBeUndefined();
    expect(synthDoc(s).data).toBeUndefined();
  });

  test('no uuid, an empty one or one that is no string is an error, and leaves nothing behind', () => {
    const s = equinixStack();
    expect(errorOf(() => equinix.ServiceProfile.fromUuid(s, 'P', undefined as any))).toBe(
      '[test/P] uuid: is required. Received: undefined. Allowed: the uuid of the service profile. Fix: set uuid.');
    expect(errorOf(() => equinix.ServiceProfile.fromUuid(s, 'P', ' '))).toBe(
      '[test/P] uuid: is empty. Received: " ". Allowed: the uuid of the service profile. Fix: set uuid.');
    expect(errorOf(() => equinix.ServiceProfile.fromUuid(s, 'P', 7 as any))).toBe(
      "[test/P] uuid: expected a string. Received: 7. Allowed: the uuid of the service profile. Fix: pass uuid as a string (or a string token, e.g. a variable's stringValue).");
    expect(equinix.ServiceProfile.fromUuid(s, 'P', 'u').node.path).toBe('test/P');
  });
});

describe('ServiceProfile.fromName', () => {
  test('is a ServiceProfileLookup', () => {
    const s = equinixStack();
    expect(equinix.ServiceProfile.fromName(s, 'Primary', 'AWS Direct Connect')).toBeInstanceOf(equinix.ServiceProfileLookup);
  });
});
