/**
 * The contract IIncidentType: each implementation gives incidentTypeId.
 */
import { incident } from '../../../../src/index';
import { incidentStack, resolved } from '../escalation/escalation-util';

describe('IIncidentType', () => {
  test('IncidentType.fromName: the id of the one type of the list that has the name', () => {
    const s = incidentStack();
    const type: incident.IIncidentType = incident.IncidentType.fromName(s, 'Security', 'Security');
    expect(resolved(s, type.incidentTypeId)).toBe(
      '${element([ for key, val in toset(data.incident_incident_types.Security_Lookup_EEC79E01.incident_types): val if val.name == "Security"], 0).id}');
  });

  test('IncidentType.fromIncidentTypeAttributes: the id given', () => {
    const s = incidentStack();
    const type: incident.IIncidentType = incident.IncidentType.fromIncidentTypeAttributes(s, 'Security', { incidentTypeId: '01TYPE' });
    expect(type.incidentTypeId).toBe('01TYPE');
  });
});
