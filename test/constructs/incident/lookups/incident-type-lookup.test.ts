/**
 * IncidentType.fromName (IncidentTypeLookup): found by name in the list data source, with a
 * postcondition that makes the plan fail, naming the type, unless exactly one type has the name.
 */
import { TerraformOutput, TerraformVariable } from 'cdktn';
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, synthDoc } from '../escalation/escalation-util';

describe('IncidentType.fromName', () => {
  test('filters the list by name; the postcondition names the type', () => {
    const s = incidentStack();
    const security = incident.IncidentType.fromName(s, 'Security', 'Security "red" \\ %{x}');
    expect(security).toBeInstanceOf(incident.IncidentTypeLookup);
    expect(security.incidentTypeName).toBe('Security "red" \\ %{x}');
    new TerraformOutput(s, 'id', { value: security.incidentTypeId });
    new TerraformOutput(s, 'description', { value: security.description });
    new TerraformOutput(s, 'triage', { value: security.createInTriage });
    const doc = synthDoc(s);
    // In the condition, the name is an HCL string (quotes and backslashes escaped); in both, %{ is doubled.
    const name = '"Security \\"red\\" \\\\ %%{x}"';
    expect(doc.data.incident_incident_types).toEqual({
      Security_Lookup_EEC79E01: {
        lifecycle: {
          postcondition: [{
            condition: `\${length([for t in self.incident_types : t if t.name == ${name}]) == 1}`,
            error_message: 'Exactly one incident type must be named \'Security "red" \\ %%{x}\': check the name in Settings → Incident types.',
          }],
        },
      },
    });
    const match = `element([ for key, val in toset(data.incident_incident_types.Security_Lookup_EEC79E01.incident_types): val if val.name == ${name}], 0)`;
    expect([doc.output.id.value, doc.output.description.value, doc.output.triage.value]).toEqual(
      [`\${${match}.id}`, `\${${match}.description}`, `\${${match}.create_in_triage}`]);
  });

  test('a name known at plan (a variable) is compared as it is', () => {
    const s = incidentStack();
    const name = new TerraformVariable(s, 'type_name', { type: 'string' });
    new TerraformOutput(s, 'id', { value: incident.IncidentType.fromName(s, 'ByVariable', name.stringValue).incidentTypeId });
    const doc = synthDoc(s);
    expect(doc.data.incident_incident_types.ByVariable_Lookup_26AD7ED2.lifecycle.postcondition).toEqual([{
      condition: '${length([for t in self.incident_types : t if t.name == var.type_name]) == 1}',
      error_message: "Exactly one incident type must be named '${var.type_name}': check the name in Settings → Incident types.",
    }]);
    expect(doc.output.id.value).toBe('${element([ for key, val in toset(data.incident_incident_types.ByVariable_Lookup_26AD7ED2.incident_types): val if val.name == var.type_name], 0).id}');
  });

  test('an empty name, or one that is no string, is refused', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.IncidentType.fromName(s, 'Blank', ' '))).toBe(
      "[test/Blank] name: is empty. Received: \" \". Allowed: the name of an incident type, e.g. 'Security'. Fix: pass the name of the incident type.");
    expect(errorOf(() => incident.IncidentType.fromName(s, 'Num', 3 as any))).toBe(
      "[test/Num] name: expected a string. Received: 3. Allowed: the name of an incident type, e.g. 'Security'. Fix: pass the name of the incident type.");
  });
});
