/**
 * The contract ICustomField: each implementation gives customFieldId.
 */
import { incident } from '../../../../src/index';
import { incidentStack, resolved } from '../escalation/escalation-util';

describe('ICustomField', () => {
  test('CustomField.fromName: the id the data source reads', () => {
    const s = incidentStack();
    const field: incident.ICustomField = incident.CustomField.fromName(s, 'Team', 'Affected team');
    expect(resolved(s, field.customFieldId)).toBe('${data.incident_custom_field.Team_Lookup_87A7A876.id}');
  });

  test('CustomField.fromCustomFieldAttributes: the id given', () => {
    const s = incidentStack();
    const field: incident.ICustomField = incident.CustomField.fromCustomFieldAttributes(s, 'Team', { customFieldId: '01FIELD' });
    expect(field.customFieldId).toBe('01FIELD');
  });
});
