/**
 * The virtual device access point alone: what it renders and what it refuses (AccessPoint.virtualDevice
 * wraps it; access-point.test.ts has the messages through the factory).
 */
import { VirtualDevicePoint } from '../../../../../src/constructs/equinix/connections/private/device-points';
import { VirtualDeviceInterfaceType } from '../../../../../src/constructs/equinix/connections/service-provider-options';
import { bind } from '../../equinix-util';

test('VD, type EDGE, the interface only when given; never a secret key, never internet access', () => {
  const point = new VirtualDevicePoint('d', { interfaceId: 3 });
  expect([point.kind, point.keyIsNoSecret, point.internetAccess]).toEqual(['VD', false, false]);
  expect(bind((ctx) => point._bind(ctx, 'zSide')).value).toEqual({ accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: 'd' }, interfaceAttribute: { id: 3 } } });
  expect(bind((ctx) => new VirtualDevicePoint('d', { interfaceType: VirtualDeviceInterfaceType.CLOUD })._bind(ctx, 'aSide')).value)
    .toEqual({ accessPoint: { type: 'VD', virtualDevice: { type: 'EDGE', uuid: 'd' }, interfaceAttribute: { type: 'CLOUD' } } });
});

test('options that are no object, and a uuid that is no string, are problems, not a crash', () => {
  const r = bind((ctx) => new VirtualDevicePoint(7 as any, null as any)._bind(ctx, 'aSide'));
  expect(r.value).toBeUndefined();
  expect(r.error).toBe('[test/Target] 2 problems:\n'
    + '  - aSide: was made by AccessPoint.virtualDevice with no options object. Received: null. Allowed: an object (struct). Fix: pass the options, e.g. AccessPoint.virtualDevice({ ... }).\n'
    + "  - aSide.uuid: expected a string. Received: 7. Allowed: the uuid of the virtual device, e.g. a Network Edge device's id. Fix: pass uuid as a string (or a string token, e.g. a variable's stringValue).");
});
