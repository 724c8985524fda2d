/**
 * IServiceProfile: every implementation gives the uuid; the lookup gives the name and encapsulation too.
 */
import { equinix } from '../../../../src';
import { equinixStack } from '../equinix-util';

test('every IServiceProfile gives serviceProfileUuid; ServiceProfileLookup also serviceProfileName and profileType', () => {
  const s = equinixStack();
  const ports: equinix.IServiceProfile[] = [equinix.ServiceProfile.fromUuid(s, 'ById', 'c4d9350e'), equinix.ServiceProfile.fromName(s, 'ByName', 'p')];
  for (const p of ports) expect(typeof p.serviceProfileUuid).toBe('string');
  expect(typeof ports[1].serviceProfileName).toBe('string');
  expect(typeof ports[1].profileType).toBe('string');
});
