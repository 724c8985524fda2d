/**
 * IncidentType.fromName (IncidentTypeLookup): found by name in the list data source, with a
 * postcondition that makes the plan fail, naming the type, unless exactly one type has the name.
 */
import { TerraformOutput, TerraformVariable } from 'cdktn';
import { incident } from '../../../../src/index';
import { synthStack } from '../alerts/alerts-util';
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

  test('a name of text around a reference: the text quoted and escaped, the reference kept, in the condition and the message', () => {
    const s = incidentStack();
    const team = new TerraformVariable(s, 'team', { type: 'string' }).stringValue;
    new TerraformOutput(s, 'id', { value: incident.IncidentType.fromName(s, 'Mixed', `Sec "\${ops}" ${team} $`).incidentTypeId });
    const doc = synthDoc(s);
    const expression = '"Sec \\"$${ops}\\" ${var.team} $"';
    expect(doc.data.incident_incident_types.Mixed_Lookup_FC3602BF.lifecycle.postcondition).toEqual([{
      condition: `\${length([for t in self.incident_types : t if t.name == ${expression}]) == 1}`,
      error_message: "Exactly one incident type must be named 'Sec \"$${ops}\" ${var.team} $': check the name in Settings → Incident types.",
    }]);
    expect(doc.output.id.value).toBe(`\${element([ for key, val in toset(data.incident_incident_types.Mixed_Lookup_FC3602BF.incident_types): val if val.name == ${expression}], 0).id}`);
  });

  test('an empty name, or one that is no string, is refused', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.IncidentType.fromName(s, 'Blank', ' '))).toBe(
      "[test/Blank] name: is empty. Received: \" \". Allowed: the name of an incident type, e.g. 'Security'. Fix: set name.");
    expect(errorOf(() => incident.IncidentType.fromName(s, 'Num', 3 as any))).toBe(
      "[test/Num] name: expected a string. Received: 3. Allowed: the name of an incident type, e.g. 'Security'. "
      + "Fix: pass name as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => incident.IncidentType.fromName(s, 'None', undefined as any))).toBe(
      "[test/None] name: is required. Received: undefined. Allowed: the name of an incident type, e.g. 'Security'. Fix: set name.");
  });
});

describe('fromIncidentTypeAttributes', () => {
  test('an id serves an alert route\'s incident template', () => {
    const s = incidentStack();
    const security = incident.IncidentType.fromIncidentTypeAttributes(s, 'Security', { incidentTypeId: '01TYPESECURITY' });
    expect(security).not.toBeInstanceOf(incident.IncidentTypeLookup);
    expect(security.node.children).toEqual([]);
    expect(security.incidentTypeId).toBe('01TYPESECURITY');
    const source = incident.AlertSource.http(s, 'Source', { name: 'Payments', title: incident.RichText.template('{{ payload.title }}') });
    new incident.AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source }], incident: { incidentType: security } });
    expect(synthStack(s).doc.resource.incident_alert_route.Route.incident_config.template.incident_type).toEqual({ value: { literal: '01TYPESECURITY' } });
  });

  test('an id is required; unknown keys are refused', () => {
    const s = incidentStack();
    expect(errorOf(() => incident.IncidentType.fromIncidentTypeAttributes(s, 'A', { incidentTypeId: null } as any))).toBe(
      '[test/A] incidentTypeId: is required. Received: null. Allowed: the id of the incident type. Fix: set incidentTypeId.');
    expect(errorOf(() => incident.IncidentType.fromIncidentTypeAttributes(s, 'B', { incidentTypeId: 3 } as any))).toBe(
      '[test/B] incidentTypeId: expected a string. Received: 3. Allowed: the id of the incident type. '
      + "Fix: pass incidentTypeId as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => incident.IncidentType.fromIncidentTypeAttributes(s, 'C', { incidentTypeId: '01T', name: 'x' } as any))).toMatch(/^\[test\/C\] name: unknown option/);
  });
});

describe('IncidentType.fromName with odd names', () => {
  test('a literal name is an HCL string in its postcondition (quotes, ${ and control characters escaped); a token as it is', () => {
    const s = incidentStack();
    incident.IncidentType.fromName(s, 'Odd', 'Sec "${ops}"\b');
    incident.IncidentType.fromName(s, 'ByVariable', new TerraformVariable(s, 'type_name', { type: 'string' }).stringValue);
    const doc = synthDoc(s);
    const data = doc.data.incident_incident_types;
    const odd = data[Object.keys(data).find((k) => k.startsWith('Odd'))!].lifecycle.postcondition[0];
    expect(odd.condition).toBe('${length([for t in self.incident_types : t if t.name == "Sec \\"$${ops}\\"\\u0008"]) == 1}');
    expect(odd.error_message).toBe("Exactly one incident type must be named 'Sec \"$${ops}\"\b': check the name in Settings → Incident types.");
    const byVariable = data[Object.keys(data).find((k) => k.startsWith('ByVariable'))!].lifecycle.postcondition[0];
    expect(byVariable.condition).toBe('${length([for t in self.incident_types : t if t.name == var.type_name]) == 1}');
  });
});
