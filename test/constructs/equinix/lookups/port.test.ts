/**
 * Port: fromName loads the lookup (PortLookup) on use; fromUuid refers to a port by its uuid, and
 * fromPortAttributes by its uuid and what is known of it (its name, its encapsulation).
 */
import { equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc } from '../equinix-util';

describe('Port.fromUuid', () => {
  test('knows the uuid only, reads nothing', () => {
    const s = equinixStack();
    const port = equinix.Port.fromUuid(s, 'Primary', 'c4d9350e-783c-83cd-1ce0-306a5c00a600');
    expect(port.portUuid).toBe('c4d9350e-783c-83cd-1ce0-306a5c00a600');
    expect(port.portName).toBeUndefined();
    expect(port.encapsulationType).toBeUndefined();
    expect(synthDoc(s).data).toBeUndefined();
  });

  test('no uuid, an empty one or one that is no string is an error, and leaves nothing behind', () => {
    const s = equinixStack();
    expect(errorOf(() => equinix.Port.fromUuid(s, 'P', undefined as any))).toBe(
      '[test/P] uuid: is required. Received: undefined. Allowed: the uuid of the port. Fix: set uuid.');
    expect(errorOf(() => equinix.Port.fromUuid(s, 'P', ' '))).toBe(
      '[test/P] uuid: is empty. Received: " ". Allowed: the uuid of the port. Fix: set uuid.');
    expect(errorOf(() => equinix.Port.fromUuid(s, 'P', 7 as any))).toBe(
      "[test/P] uuid: expected a string. Received: 7. Allowed: the uuid of the port. Fix: pass uuid as a string (or a string token, e.g. a variable's stringValue).");
    expect(equinix.Port.fromUuid(s, 'P', 'u').node.path).toBe('test/P');
  });
});

describe('Port.fromName', () => {
  test('is a PortLookup', () => {
    const s = equinixStack();
    expect(equinix.Port.fromName(s, 'Primary', '200001-SV1-CX-Primary-01')).toBeInstanceOf(equinix.PortLookup);
  });
});

describe('Port.fromPortAttributes', () => {
  test('knows the uuid, the name and the encapsulation given, reads nothing', () => {
    const s = equinixStack();
    const port = equinix.Port.fromPortAttributes(s, 'Primary', { portUuid: 'port-uuid', portName: '200001-SV1-CX-Primary-01', encapsulationType: equinix.PortEncapsulation.QINQ });
    expect([port.portUuid, port.portName, port.encapsulationType]).toEqual(['port-uuid', '200001-SV1-CX-Primary-01', 'QINQ']);
    const bare = equinix.Port.fromPortAttributes(s, 'Bare', { portUuid: 'other' });
    expect([bare.portName, bare.encapsulationType]).toEqual([undefined, undefined]);
    expect(synthDoc(s).data).toBeUndefined();
  });

  test('an encapsulation that is not a PortEncapsulation, a missing uuid or a misspelled key is an error, and leaves nothing behind', () => {
    const s = equinixStack();
    expect(errorOf(() => equinix.Port.fromPortAttributes(s, 'P', { portUuid: 'u', encapsulationType: 'dot1q' }))).toBe(
      '[test/P] encapsulationType: is not a PortEncapsulation. Received: "dot1q". Allowed: DOT1Q, QINQ or UNTAGGED. Fix: use PortEncapsulation.DOT1Q (\'DOT1Q\').');
    expect(errorOf(() => equinix.Port.fromPortAttributes(s, 'P', { encapsulationType: 'QINQ' } as any))).toBe(
      '[test/P] portUuid: is required. Received: undefined. Allowed: the uuid of the port. Fix: set portUuid.');
    expect(errorOf(() => equinix.Port.fromPortAttributes(s, 'P', { portUuid: 'u', encapsulation: 'QINQ' } as any))).toBe(
      "[test/P] encapsulation: unknown option; did you mean encapsulationType? Received: the key 'encapsulation'. Allowed: the options of PortAttributes: portUuid, portName, encapsulationType. Fix: write 'encapsulationType' instead of 'encapsulation'.");
    expect(equinix.Port.fromPortAttributes(s, 'P', { portUuid: 'u' }).node.path).toBe('test/P');
  });
});
