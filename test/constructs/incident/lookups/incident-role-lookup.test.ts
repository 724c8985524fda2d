/**
 * IncidentRole.fromId (IncidentRoleLookup): the data source and its typed attributes.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, synthDoc } from '../escalation/escalation-util';

describe('IncidentRole.fromId', () => {
  test('reads the role by id (the provider has no lookup by name)', () => {
    const s = incidentStack();
    const lead = incident.IncidentRole.fromId(s, 'Lead', '01HROLE');
    expect(lead).toBeInstanceOf(incident.IncidentRoleLookup);
    const attrs = {
      id: lead.incidentRoleId, name: lead.roleName, short: lead.shortform, description: lead.description, instructions: lead.instructions,
    };
    for (const [k, v] of Object.entries(attrs)) new TerraformOutput(s, k, { value: v });
    const doc = synthDoc(s);
    const d = 'data.incident_incident_role.Lead_Lookup_963C61A6';
    expect(doc.data.incident_incident_role).toEqual({ Lead_Lookup_963C61A6: { id: '01HROLE' } });
    expect(['id', 'name', 'short', 'description', 'instructions'].map((k) => doc.output[k].value)).toEqual(
      ['id', 'name', 'shortform', 'description', 'instructions'].map((a) => `\${${d}.${a}}`));
  });

  test('JavaScript: no id, or one that is no string, in the factory\'s words', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.IncidentRole.fromId(s, 'None', undefined as any))).toBe(
      '[test/None] incidentRoleId: is required. Received: undefined. Allowed: the id of the incident role. Fix: set incidentRoleId.');
    expect(errorOf(() => incident.IncidentRole.fromId(s, 'None', 7 as any))).toBe(
      "[test/None] incidentRoleId: expected a string. Received: 7. Allowed: the id of the incident role. Fix: pass incidentRoleId as a string (or a string token, e.g. a variable's stringValue).");
    expect(incident.IncidentRole.fromId(s, 'None', '01HROLE').node.path).toBe('test/None');
  });
});
