/**
 * The contract IIncidentRole: its lookup gives incidentRoleId.
 */
import { incident } from '../../../../src/index';
import { incidentStack, resolved } from '../escalation/escalation-util';

describe('IIncidentRole', () => {
  test('IncidentRole.fromId: the id the data source reads', () => {
    const s = incidentStack();
    const lead: incident.IIncidentRole = incident.IncidentRole.fromId(s, 'Lead', '01HROLE');
    expect(resolved(s, lead.incidentRoleId)).toBe('${data.incident_incident_role.Lead_Lookup_963C61A6.id}');
  });
});
