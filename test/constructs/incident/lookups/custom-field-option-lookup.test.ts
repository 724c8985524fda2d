/**
 * CustomFieldOption.fromValue (CustomFieldOptionLookup): the data source, its attributes, and its
 * own rule about option text surfacing through the lookup.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, synthDoc, warningsOf } from '../escalation/escalation-util';

describe('CustomFieldOption.fromValue', () => {
  test('reads the option of a field by value', () => {
    const s = incidentStack();
    const team = incident.CustomField.fromName(s, 'Team', 'Affected team');
    const payments = incident.CustomFieldOption.fromValue(s, 'Payments', team, 'Payments');
    expect(payments).toBeInstanceOf(incident.CustomFieldOptionLookup);
    const attrs = { id: payments.customFieldOptionId, field: payments.customFieldId, value: payments.value, sort: payments.sortKey };
    for (const [k, v] of Object.entries(attrs)) new TerraformOutput(s, k, { value: v });
    const doc = synthDoc(s);
    const d = 'data.incident_custom_field_option.Payments_Lookup_41D5FE4E';
    expect(doc.data.incident_custom_field_option).toEqual({
      Payments_Lookup_41D5FE4E: { custom_field_id: '${data.incident_custom_field.Team_Lookup_87A7A876.id}', value: 'Payments' },
    });
    expect(['id', 'field', 'value', 'sort'].map((k) => doc.output[k].value)).toEqual(['id', 'custom_field_id', 'value', 'sort_key'].map((a) => `\${${d}.${a}}`));
  });

  test('a value with surrounding whitespace warns with the data source\'s rule', () => {
    const s = incidentStack();
    incident.CustomFieldOption.fromValue(s, 'Padded', incident.CustomField.fromName(s, 'Team', 'Affected team'), ' Payments ');
    expect(warningsOf(s)).toEqual([
      'test/Padded/Lookup: [rule:data.incident_custom_field_option/value-whitespace] value: starts or ends with whitespace. Received: " Payments ". '
      + 'Allowed: text without leading or trailing whitespace, tabs or newlines. Fix: write "Payments".',
    ]);
  });

  test('JavaScript: a field that is no ICustomField', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.CustomFieldOption.fromValue(s, 'Bad', 'Affected team' as any, 'Payments'))).toBe(
      "[test/Bad] customField: expected an ICustomField, not a string. Received: \"Affected team\". Allowed: an ICustomField, e.g. CustomField.fromName(this, 'Team', 'Affected team'). "
      + "Fix: look the custom field up by name: CustomField.fromName(this, 'AffectedTeam', \"Affected team\").");
    // An id pasted where the field is wanted: refer to it by its id.
    expect(errorOf(() => incident.CustomFieldOption.fromValue(s, 'Id', '01HS45HY43KWJRP1XPA7Z3DJ8F' as any, 'Payments'))).toBe(
      "[test/Id] customField: expected an ICustomField, not a string. Received: \"01HS45HY43KWJRP1XPA7Z3DJ8F\". Allowed: an ICustomField, e.g. CustomField.fromName(this, 'Team', 'Affected team'). "
      + "Fix: look the custom field up by id: CustomField.fromCustomFieldAttributes(this, 'CustomField', { customFieldId: \"01HS45HY43KWJRP1XPA7Z3DJ8F\" }).");
    expect(errorOf(() => incident.CustomFieldOption.fromValue(s, 'Num', incident.CustomField.fromName(s, 'Team', 'Affected team'), 3 as any))).toBe(
      "[test/Num] value: expected a string. Received: 3. Allowed: the value of the option, as the dashboard shows it. Fix: pass value as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => incident.CustomFieldOption.fromValue(s, 'None', undefined as any, 'Payments'))).toBe(
      "[test/None] customField: is required. Received: undefined. Allowed: an ICustomField, e.g. CustomField.fromName(this, 'Team', 'Affected team'). "
      + "Fix: pass the construct, e.g. CustomField.fromName(this, 'Team', 'Affected team').");
    expect(errorOf(() => incident.CustomFieldOption.fromValue(s, 'User', incident.User.fromId(s, 'Jane', 'U1') as any, 'Payments'))).toBe(
      "[test/User] customField: expected an ICustomField. Received: the UserLookup 'test/Jane'. Allowed: an ICustomField, e.g. CustomField.fromName(this, 'Team', 'Affected team'). "
      + "Fix: pass the construct, e.g. CustomField.fromName(this, 'Team', 'Affected team').");
  });
});
