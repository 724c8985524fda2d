/**
 * The contract ICustomFieldOption: its lookup gives customFieldOptionId and customFieldId.
 */
import { incident } from '../../../../src/index';
import { incidentStack, resolved } from '../escalation/escalation-util';

describe('ICustomFieldOption', () => {
  test('CustomFieldOption.fromValue: the ids the data source reads', () => {
    const s = incidentStack();
    const field = incident.CustomField.fromCustomFieldAttributes(s, 'Team', { customFieldId: '01FIELD' });
    const option: incident.ICustomFieldOption = incident.CustomFieldOption.fromValue(s, 'Payments', field, 'Payments');
    expect(resolved(s, [option.customFieldOptionId, option.customFieldId])).toEqual([
      '${data.incident_custom_field_option.Payments_Lookup_41D5FE4E.id}', '${data.incident_custom_field_option.Payments_Lookup_41D5FE4E.custom_field_id}',
    ]);
  });
});
