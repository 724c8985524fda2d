/**
 * EscalationPath.fromName / fromId: the data source, the attributes a route takes, and the data
 * source's own rule (name or id) surfacing through the lookup.
 */
import { TerraformOutput } from 'cdktn';
import { errorOf, incidentStack, synthDoc, synthError } from './escalation-util';
import { incident } from '../../../../src/index';

const { EscalationPath } = incident;
const ID_OR_NAME = 'name: is unset, and so is id; the lookup needs one of them to find the escalation path. Received: neither name nor id set. '
  + "Allowed: at least one of name or id. Fix: set name (e.g. 'Primary on-call') or id (e.g. '01HRSZ5AWSH8VHTPRE95B9EE0Z').";

describe('EscalationPath lookups', () => {
  test('by name and by id, through the data source; escalationPathId is the data source id', () => {
    const s = incidentStack();
    const byName = EscalationPath.fromName(s, 'Urgent', 'Urgent support');
    const byId = EscalationPath.fromId(s, 'Known', '01HRSZ5AWSH8VHTPRE95B9EE0Z');
    new TerraformOutput(s, 'id', { value: byName.escalationPathId });
    new TerraformOutput(s, 'name', { value: byId.escalationPathName });
    new TerraformOutput(s, 'teams', { value: byId.teamIds });
    new TerraformOutput(s, 'hours', { value: byName.dataSource.workingHours });
    const doc = synthDoc(s);
    expect(doc.data.incident_escalation_path).toEqual({
      Urgent_Lookup_79C3F511: { name: 'Urgent support' },
      Known_Lookup_CE27613D: { id: '01HRSZ5AWSH8VHTPRE95B9EE0Z' },
    });
    expect(doc.output.id.value).toBe('${data.incident_escalation_path.Urgent_Lookup_79C3F511.id}');
    expect(doc.output.name.value).toBe('${data.incident_escalation_path.Known_Lookup_CE27613D.name}');
    expect(doc.output.teams.value).toBe('${tolist(data.incident_escalation_path.Known_Lookup_CE27613D.team_ids)}');
    expect(byName).toBeInstanceOf(incident.EscalationPathLookup);
    // The data source is the public way to what the lookup does not expose, e.g. its calendars.
    expect(doc.output.hours.value).toBe('${data.incident_escalation_path.Urgent_Lookup_79C3F511.working_hours}');
  });

  test('an empty name, or neither name nor id, is refused in the options\' words (the data source\'s rule said it at synth in Terraform\'s)', () => {
    const s = incidentStack();
    expect(errorOf(() => EscalationPath.fromName(s, 'Blank', ' '))).toBe('[test/Blank] name: is empty. Received: " ". Allowed: the name of the escalation path. Fix: set name.');
    expect(errorOf(() => EscalationPath.fromId(s, 'Blank', undefined as any))).toBe(
      '[test/Blank] name: is required (or escalationPathId): the lookup needs one of them. Received: undefined. Allowed: one of name or escalationPathId. Fix: set name or escalationPathId.');
    new incident.DataIncidentEscalationPath(s, 'Hand', {});
    expect(synthError(s)).toBe(`Validation failed with the following errors:\n  [test/Hand] [rule:data.incident_escalation_path/id-or-name] ${ID_OR_NAME}`);
  });

  test('JavaScript: a name that is no string, a misspelled option', () => {
    const s = incidentStack();
    expect(errorOf(() => EscalationPath.fromName(s, 'Num', 42 as any))).toBe(
      "[test/Num] name: expected a string. Received: 42. Allowed: the name of the escalation path. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => EscalationPath.fromId(s, 'Num', ['01H'] as any))).toBe(
      "[test/Num] escalationPathId: expected a string. Received: a list of 1 item. Allowed: the id of the escalation path. Fix: pass escalationPathId as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => new incident.EscalationPathLookup(s, 'Typo', { escalationPathID: 'x' } as any))).toBe(
      "[test/Typo] escalationPathID: unknown option; did you mean escalationPathId? Received: the key 'escalationPathID'. Allowed: the options of EscalationPathLookupOptions: name, escalationPathId. "
      + "Fix: write 'escalationPathId' instead of 'escalationPathID'.");
  });
});
