/**
 * Schedule.fromName / fromId (ScheduleLookup): the data source, its attributes, and its own rule
 * (name or id) surfacing through the lookup.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src/index';
import { errorOf, incidentStack, pathBody, synthDoc, synthError } from '../escalation/escalation-util';

const { Schedule } = incident;
const ID_OR_NAME = 'name: is unset, and so is id; the lookup needs one of them to find the schedule. Received: neither name nor id set. '
  + "Allowed: at least one of name or id. Fix: set name (e.g. 'Primary rota', case sensitive) or id (e.g. '01HPFH8T92MPGSQS5C4CJYXTWF').";

describe('Schedule lookups', () => {
  test('by name and by id; the attributes read the data source', () => {
    const s = incidentStack();
    const byName = Schedule.fromName(s, 'Primary', 'Payments primary');
    const byId = Schedule.fromId(s, 'Known', '01HPFH8T92MPGSQS5C4CJYXTWF');
    const attrs = { id: byName.scheduleId, name: byId.scheduleName, tz: byId.timezone, teams: byId.teamIds };
    for (const [k, v] of Object.entries(attrs)) new TerraformOutput(s, k, { value: v });
    const doc = synthDoc(s);
    const [a, b] = ['Primary_Lookup_D07E42FD', 'Known_Lookup_CE27613D'];
    expect(doc.data.incident_schedule).toEqual({ [a]: { name: 'Payments primary' }, [b]: { id: '01HPFH8T92MPGSQS5C4CJYXTWF' } });
    expect([doc.output.id.value, doc.output.name.value, doc.output.tz.value, doc.output.teams.value]).toEqual([
      `\${data.incident_schedule.${a}.id}`, `\${data.incident_schedule.${b}.name}`, `\${data.incident_schedule.${b}.timezone}`, `\${tolist(data.incident_schedule.${b}.team_ids)}`,
    ]);
    expect(byName).toBeInstanceOf(incident.ScheduleLookup);
    expect(byName.dataSource.node.id).toBe('Lookup');
  });

  test('an empty name, or neither name nor id, is refused in the options\' words (the data source\'s rule, name or id, said it at synth in Terraform\'s)', () => {
    const s = incidentStack();
    expect(errorOf(() => Schedule.fromName(s, 'Blank', ''))).toBe('[test/Blank] name: is empty. Received: "". Allowed: the name of the schedule. Fix: set name.');
    expect(errorOf(() => Schedule.fromId(s, 'Blank', undefined as any))).toBe(
      '[test/Blank] name: is required (or scheduleId): the lookup needs one of them. Received: undefined. Allowed: one of name or scheduleId. Fix: set name or scheduleId.');
    // The L1's rule still holds for the data source written by hand.
    new incident.DataIncidentSchedule(s, 'Hand', {});
    expect(synthError(s)).toBe(`Validation failed with the following errors:\n  [test/Hand] [rule:data.incident_schedule/id-or-name] ${ID_OR_NAME}`);
  });

  test('JavaScript: an id that is no string; a misspelled option', () => {
    const s = incidentStack();
    expect(errorOf(() => Schedule.fromId(s, 'Num', 7 as any))).toBe(
      "[test/Num] scheduleId: expected a string. Received: 7. Allowed: the id of the schedule. Fix: pass scheduleId as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => Schedule.fromName(s, 'Num', { name: 'Primary' } as any))).toBe(
      "[test/Num] name: expected a string. Received: an object with keys name. Allowed: the name of the schedule. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => new incident.ScheduleLookup(s, 'Typo', { scheduleID: 'x' } as any))).toBe(
      "[test/Typo] scheduleID: unknown option; did you mean scheduleId? Received: the key 'scheduleID'. Allowed: the options of ScheduleLookupOptions: name, scheduleId. "
      + "Fix: write 'scheduleId' instead of 'scheduleID'.");
  });
});

describe('fromScheduleAttributes', () => {
  test('an L1 schedule\'s id serves a level', () => {
    const s = incidentStack();
    const l1 = new incident.IncidentSchedule(s, 'Rota', {
      name: 'Rota',
      timezone: 'Europe/London',
      rotations: [{ id: 'primary', name: 'Primary', versions: [{ handoverStartAt: '2024-05-01T12:00:00Z', users: [], layers: [{ id: 'primary', name: 'Primary' }], handovers: [{ intervalType: 'daily', interval: 1 }] }] }],
    });
    const id = l1.id;
    const rota = Schedule.fromScheduleAttributes(s, 'RotaRef', { scheduleId: id });
    expect(rota).not.toBeInstanceOf(incident.ScheduleLookup);
    expect(rota.node.children).toEqual([]);
    expect(rota.scheduleId).toBe(id);
    new incident.EscalationPath(s, 'P', { name: 'P' }).addLevel('L', { notify: [incident.EscalationTarget.schedule(rota)] });
    expect(pathBody(synthDoc(s)).path[0].level.targets[0].id).toBe('${incident_schedule.Rota.id}');
  });

  test('an id is required', () => {
    const s = incidentStack();
    expect(errorOf(() => Schedule.fromScheduleAttributes(s, 'A', {} as any))).toBe(
      '[test/A] scheduleId: is required. Received: undefined. Allowed: the id of the schedule. Fix: set scheduleId.');
    expect(errorOf(() => Schedule.fromScheduleAttributes(s, 'B', { scheduleId: '  ' }))).toBe(
      '[test/B] scheduleId: is empty. Received: "  ". Allowed: the id of the schedule. Fix: set scheduleId.');
  });
});
