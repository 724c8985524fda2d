/**
 * CustomField.fromName (CustomFieldLookup): the data source and its typed attributes.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, synthDoc } from '../escalation/escalation-util';

describe('CustomField.fromName', () => {
  test('reads the field by name; its attributes are the data source\'s', () => {
    const s = incidentStack();
    const team = incident.CustomField.fromName(s, 'Team', 'Affected team');
    expect(team).toBeInstanceOf(incident.CustomFieldLookup);
    const attrs = {
      id: team.customFieldId, name: team.customFieldName, type: team.fieldType, description: team.description, catalog: team.catalogTypeId,
    };
    for (const [k, v] of Object.entries(attrs)) new TerraformOutput(s, k, { value: v });
    new TerraformOutput(s, 'filter', { value: team.filterBy.customFieldId });
    const doc = synthDoc(s);
    const d = 'data.incident_custom_field.Team_Lookup_87A7A876';
    expect(doc.data.incident_custom_field).toEqual({ Team_Lookup_87A7A876: { name: 'Affected team' } });
    expect(['id', 'name', 'type', 'description', 'catalog', 'filter'].map((k) => doc.output[k].value)).toEqual(
      ['id', 'name', 'field_type', 'description', 'catalog_type_id', 'filter_by.custom_field_id'].map((a) => `\${${d}.${a}}`));
  });

  test('JavaScript: no name, or a name that is no string, is named by the data source', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.CustomField.fromName(s, 'None', undefined as any))).toBe(
      "[test/None/Lookup] name: is required. Received: undefined. Allowed: a string. Fix: set 'name'.");
    expect(errorOf(() => incident.CustomField.fromName(s, 'Num', 1 as any))).toBe('[test/Num/Lookup] name: expected a string. Received: 1. Allowed: a string.');
  });
});
