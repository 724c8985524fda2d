/**
 * ImportedIncidentType (IncidentType.fromIncidentTypeAttributes): an id, nothing read.
 */
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, synthStack } from '../alerts/alerts-util';

describe('ImportedIncidentType', () => {
  test('an id serves an alert route\'s incident template', () => {
    const s = incidentStack();
    const security = incident.IncidentType.fromIncidentTypeAttributes(s, 'Security', { incidentTypeId: '01TYPESECURITY' });
    expect(security).toBeInstanceOf(incident.ImportedIncidentType);
    const source = incident.AlertSource.http(s, 'Source', { name: 'Payments', title: incident.RichText.template('{{ payload.title }}') });
    new incident.AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source }], incident: { incidentType: security } });
    expect(synthStack(s).doc.resource.incident_alert_route.Route.incident_config.template.incident_type).toEqual({ value: { literal: '01TYPESECURITY' } });
  });

  test('an id is required; unknown keys are refused', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.IncidentType.fromIncidentTypeAttributes(s, 'A', { incidentTypeId: null } as any))).toBe(
      '[test/A] incidentTypeId: is required. Received: null. Allowed: the id of the incident type. Fix: set incidentTypeId.');
    expect(errorOf(() => incident.IncidentType.fromIncidentTypeAttributes(s, 'B', { incidentTypeId: 3 } as any))).toBe(
      '[test/B] incidentTypeId: expected a string. Received: 3. Allowed: the id of the incident type. Fix: set incidentTypeId.');
    expect(errorOf(() => incident.IncidentType.fromIncidentTypeAttributes(s, 'C', { incidentTypeId: '01T', name: 'x' } as any))).toMatch(/^\[test\/C\] name: unknown option/);
  });
});
