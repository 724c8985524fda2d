/**
 * ServiceProfileLookup: the equinix_fabric_service_profiles data source filtered by name (as Equinix's port-connection
 * module reads a profile), and its typed attributes.
 */
import { TerraformOutput } from 'cdktn';
import { equinix } from '../../../../src';
import { equinixStack, errorOf, synthDoc } from '../equinix-util';

describe('ServiceProfileLookup', () => {
  test('filters on /name with =; the uuid, name and type of the first profile found', () => {
    const s = equinixStack();
    const port = equinix.ServiceProfile.fromName(s, 'Primary', 'AWS Direct Connect');
    new TerraformOutput(s, 'uuid', { value: port.serviceProfileUuid });
    new TerraformOutput(s, 'name', { value: port.serviceProfileName });
    new TerraformOutput(s, 'encapsulation', { value: port.profileType });
    const doc = synthDoc(s);
    const [key] = Object.keys(doc.data.equinix_fabric_service_profiles);
    expect(key).toMatch(/^Primary/);
    expect(doc.data.equinix_fabric_service_profiles[key]).toEqual({ filter: [{ property: '/name', operator: '=', values: ['AWS Direct Connect'] }] });
    const d = `data.equinix_fabric_service_profiles.${key}`;
    expect([doc.output.uuid.value, doc.output.name.value, doc.output.encapsulation.value]).toEqual(
      [`\${${d}.data[0].uuid}`, `\${${d}.data[0].name}`, `\${${d}.data[0].type}`]);
    expect(port.dataSource.node.id).toBe('Default');
  });

  test('no name, an empty one or one that is no string is an error, and leaves nothing behind', () => {
    const s = equinixStack();
    expect(errorOf(() => equinix.ServiceProfile.fromName(s, 'P', undefined as any))).toBe(
      '[test/P] name: is required. Received: undefined. Allowed: the name of the service profile, e.g. AWS Direct Connect. Fix: set name.');
    expect(errorOf(() => equinix.ServiceProfile.fromName(s, 'P', ''))).toBe(
      '[test/P] name: is empty. Received: "". Allowed: the name of the service profile, e.g. AWS Direct Connect. Fix: set name.');
    expect(equinix.ServiceProfile.fromName(s, 'P', 'p').node.path).toBe('test/P');
  });
});
