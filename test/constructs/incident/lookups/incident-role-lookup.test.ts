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

  test('JavaScript: no id is named by the data source', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.IncidentRole.fromId(s, 'None', undefined as any))).toBe(
      "[test/None/Lookup] id: is required. Received: undefined. Allowed: a string. Fix: set 'id'.");
  });
});
