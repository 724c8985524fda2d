/**
 * ImportedCustomField (CustomField.fromCustomFieldAttributes): an id, nothing read; for custom
 * fields defined here by an L1, or whose id is known.
 */
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, synthStack } from '../alerts/alerts-util';

describe('ImportedCustomField', () => {
  test('an L1 custom field\'s id serves an alert route\'s incident template, and its option lookups', () => {
    const s = incidentStack();
    const l1 = new incident.IncidentCustomField(s, 'Team', { name: 'Affected team', description: 'The team affected', fieldType: 'single_select' });
    const team = incident.CustomField.fromCustomFieldAttributes(s, 'TeamRef', { customFieldId: l1.id });
    expect(team).toBeInstanceOf(incident.ImportedCustomField);
    const payments = incident.CustomFieldOption.fromValue(s, 'Payments', team, 'Payments');
    const source = incident.AlertSource.http(s, 'Source', { name: 'Payments', title: incident.RichText.template('{{ payload.title }}') });
    new incident.AlertRoute(s, 'Route', {
      name: 'Payments',
      sources: [{ source }],
      incident: { customFields: [{ customField: team, value: incident.Binding.literal(payments.customFieldOptionId) }] },
    });
    const { doc } = synthStack(s);
    expect(doc.resource.incident_alert_route.Route.incident_config.template.custom_fields[0].custom_field_id).toBe('${incident_custom_field.Team.id}');
    expect(Object.values<any>(doc.data.incident_custom_field_option)[0].custom_field_id).toBe('${incident_custom_field.Team.id}');
  });

  test('an id is required; unknown keys are refused', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.CustomField.fromCustomFieldAttributes(s, 'A', {} as any))).toBe(
      '[test/A] customFieldId: is required. Received: undefined. Allowed: the id of the custom field. Fix: set customFieldId.');
    expect(errorOf(() => incident.CustomField.fromCustomFieldAttributes(s, 'B', { customFieldId: '  ' }))).toBe(
      '[test/B] customFieldId: is empty. Received: "  ". Allowed: the id of the custom field. Fix: set customFieldId.');
    expect(errorOf(() => incident.CustomField.fromCustomFieldAttributes(s, 'C', { customFieldID: '01FIELD' } as any))).toMatch(
      /^\[test\/C\] customFieldID: unknown option; did you mean customFieldId\?/);
  });
});
