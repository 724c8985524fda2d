/**
 * IPort: every implementation gives the uuid; the lookup gives the name and encapsulation too.
 */
import { equinix } from '../../../../src';
import { equinixStack } from '../equinix-util';

test('every IPort gives portUuid; PortLookup also portName and encapsulationType', () => {
  const s = equinixStack();
  const ports: equinix.IPort[] = [equinix.Port.fromUuid(s, 'ById', 'c4d9350e'), equinix.Port.fromName(s, 'ByName', 'p')];
  for (const p of ports) expect(typeof p.portUuid).toBe('string');
  expect(typeof ports[1].portName).toBe('string');
  expect(typeof ports[1].encapsulationType).toBe('string');
});
