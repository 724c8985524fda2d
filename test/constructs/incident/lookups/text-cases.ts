/**
 * The text fields of the incident lookups L2s, for test/constructs/incident/literal-text.test.ts (see
 * test/constructs/literal-text.ts).
 */
import { incident } from '../../../../src/index';
import type { TextFieldCase } from '../../literal-text';

/** The values of one attribute of every data source of a type. */
function dataOf(doc: any, type: string, attribute: string): string[] {
  return Object.values<any>(doc.data?.[type] ?? {}).map((d) => d[attribute]);
}

export const TEXT_CASES: TextFieldCase[] = [
  {
    field: 'CustomField.fromName(name)',
    build: (scope, text) => incident.CustomField.fromName(scope, 'Field', text),
    rendered: (doc) => dataOf(doc, 'incident_custom_field', 'name'),
  },
  {
    field: 'CustomFieldOption.fromValue(value)',
    build: (scope, text) => incident.CustomFieldOption.fromValue(scope, 'Option', incident.CustomField.fromCustomFieldAttributes(scope, 'Field', { customFieldId: '01FIELD' }), text),
    rendered: (doc) => dataOf(doc, 'incident_custom_field_option', 'value'),
  },
  {
    field: 'IncidentType.fromName(name)',
    build: (scope, text) => incident.IncidentType.fromName(scope, 'Type', text),
    // The message of the postcondition holds the name as text (its condition, as an HCL string).
    rendered: (doc) => Object.values<any>(doc.data?.incident_incident_types ?? {}).map((d) => d.lifecycle.postcondition[0].error_message),
    how: 'contained',
  },
  {
    field: 'Schedule.fromName(name)',
    build: (scope, text) => incident.Schedule.fromName(scope, 'Schedule', text),
    rendered: (doc) => dataOf(doc, 'incident_schedule', 'name'),
  },
  {
    field: 'ScheduleLookupOptions.name',
    build: (scope, text) => new incident.ScheduleLookup(scope, 'Schedule', { name: text }),
    rendered: (doc) => dataOf(doc, 'incident_schedule', 'name'),
  },
  {
    field: 'User.fromEmail(email)',
    build: (scope, text) => incident.User.fromEmail(scope, 'User', text),
    rendered: (doc) => dataOf(doc, 'incident_user', 'email'),
  },
  {
    field: 'UserLookupOptions.email',
    build: (scope, text) => new incident.UserLookup(scope, 'User', { email: text }),
    rendered: (doc) => dataOf(doc, 'incident_user', 'email'),
  },
];
