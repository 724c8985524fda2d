/**
 * PortLookup: the equinix_fabric_ports data source filtered by name (as Equinix's port-connection
 * module reads a port), and its typed attributes.
 */
import { TerraformOutput } from 'cdktn';
import { equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc } from '../equinix-util';

describe('PortLookup', () => {
  test('filters on /name with =; the uuid, name and encapsulation of the first port found', () => {
    const s = equinixStack();
    const port = equinix.Port.fromName(s, 'Primary', '200001-SV1-CX-Primary-01');
    new TerraformOutput(s, 'uuid', { value: port.portUuid });
    new TerraformOutput(s, 'name', { value: port.portName });
    new TerraformOutput(s, 'encapsulation', { value: port.encapsulationType });
    const doc = synthDoc(s);
    const [key] = Object.keys(doc.data.equinix_fabric_ports);
    expect(key).toMatch(/^Primary/);
    expect(doc.data.equinix_fabric_ports[key]).toEqual({ filter: [{ property: '/name', operator: '=', value: '200001-SV1-CX-Primary-01' }] });
    const d = `data.equinix_fabric_ports.${key}`;
    expect([doc.output.uuid.value, doc.output.name.value, doc.output.encapsulation.value]).toEqual(
      [`\${${d}.data[0].uuid}`, `\${${d}.data[0].name}`, `\${tolist(${d}.data[0].encapsulation).0.type}`]);
    // encapsulation is a set: read through tolist, as the module's one(...encapsulation).type.
    expect(port.dataSource.node.id).toBe('Default');
  });

  test('no name, an empty one or one that is no string is an error, and leaves nothing behind', () => {
    const s = equinixStack();
    expect(errorOf(() => equinix.Port.fromName(s, 'P', undefined as any))).toBe(
      '[test/P] name: is required. Received: undefined. Allowed: the name of the port, e.g. 200001-SV1-CX-Primary-01. Fix: set name.');
    expect(errorOf(() => equinix.Port.fromName(s, 'P', ''))).toBe(
      '[test/P] name: is empty. Received: "". Allowed: the name of the port, e.g. 200001-SV1-CX-Primary-01. Fix: set name.');
    expect(equinix.Port.fromName(s, 'P', 'p').node.path).toBe('test/P');
  });
});
