/**
 * CustomField.fromName (CustomFieldLookup): the data source and its typed attributes.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src/index';
import { synthStack } from '../alerts/alerts-util';
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
      '[test/None] name: is required. Received: undefined. Allowed: the name of the custom field. Fix: set name.');
    expect(errorOf(() => incident.CustomField.fromName(s, 'Num', 1 as any))).toBe(
      "[test/Num] name: expected a string. Received: 1. Allowed: the name of the custom field. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).");
    // Nothing is left behind: the ids can be used again.
    expect(incident.CustomField.fromName(s, 'Num', 'Affected team').node.path).toBe('test/Num');
  });
});

describe('fromCustomFieldAttributes', () => {
  test('an L1 custom field\'s id serves an alert route\'s incident template, and its option lookups', () => {
    const s = incidentStack();
    const l1 = new incident.IncidentCustomField(s, 'Team', { name: 'Affected team', description: 'The team affected', fieldType: 'single_select' });
    const id = l1.id;
    const team = incident.CustomField.fromCustomFieldAttributes(s, 'TeamRef', { customFieldId: id });
    // Nothing is read: no data source, the id as given.
    expect(team).not.toBeInstanceOf(incident.CustomFieldLookup);
    expect(team.node.children).toEqual([]);
    expect(team.customFieldId).toBe(id);
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

  test('a message that describes one names its contract, not a private class', () => {
    const s = incidentStack();
    const team = incident.CustomField.fromCustomFieldAttributes(s, 'Team', { customFieldId: '01FIELD' });
    const path = new incident.EscalationPath(s, 'P', { name: 'P' });
    expect(errorOf(() => path.addLevel('L', { notify: [incident.EscalationTarget.user(team as any)] }))).toContain(
      "L.notify[0]: expected an IUser. Received: the ICustomField 'test/Team'.");
  });
});
