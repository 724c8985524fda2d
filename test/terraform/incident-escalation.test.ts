/**
 * Terraform plans what the escalation L2s synthesize: a path with branches nested to the
 * provider's limit, levels, delays, repeats and working hours; the lookups of schedules, users,
 * custom fields and options, incident roles and types (the type's postcondition runs in the plan).
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { describeWithTerraform, newStack, secretVar } from './util';
import { Duration, incident, TerrainTesting } from '../../src';

const { EscalationPath, EscalationCondition, EscalationTarget, WorkingHours, Schedule, User } = incident;

function provider(stack: TerraformStack) {
  new incident.IncidentProvider(stack, 'incident', { apiKey: secretVar(stack, 'incident_api_key') });
}

describeWithTerraform('the incident escalation Terraform tests')('Terraform plans the escalation L2s', () => {
  test('an escalation path nested to the provider\'s limit, with the lookups it pages', async () => {
    const stack = newStack();
    provider(stack);
    const primary = Schedule.fromName(stack, 'Primary', 'Payments primary');
    const backup = Schedule.fromId(stack, 'Backup', '01HPFH8T92MPGSQS5C4CJYXTWF');
    const lead = User.fromEmail(stack, 'Lead', 'jane@example.com');
    const slack = User.fromSlackUserId(stack, 'Slack', 'U04KX7T2M9R');
    const uk = WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:30' });
    const path = new EscalationPath(stack, 'Payments', { name: 'Payments on-call', teamIds: [], restart: { after: Duration.minutes(30) } });
    const hours = path.addBranch('InHours', { conditions: [EscalationCondition.inWorkingHours(uk)] });
    const first = hours.thenPath.addLevel('Primary', { notify: [EscalationTarget.schedule(primary), EscalationTarget.rota(backup, '01HROTA')], ackTimeout: Duration.minutes(5) });
    hours.thenPath.addDelay('Pause', { duration: Duration.minutes(2) });
    hours.thenPath.addRepeat('Again', { from: first, times: 2 });
    let seq = hours.elsePath;
    for (let i = 2; i <= 5; i++) seq = seq.addBranch(`P${i}`, { conditions: [EscalationCondition.priorityIn(['01HPRIO1'])] }).thenPath;
    seq.addLevel('Lead', { notify: [EscalationTarget.user(lead), EscalationTarget.user(slack)], ackUntil: uk.whenActive(), retry: { attempts: 3, interval: Duration.minutes(5) } });
    new TerraformOutput(stack, 'path_id', { value: path.escalationPathId });
    const plan = await TerrainTesting.plan(stack, { variables: { incident_api_key: 'key' } });
    expect(plan.changes.map((c) => `${c.action} ${c.address} (${c.constructPath})`)).toEqual([
      'create incident_escalation_path.Payments (test/Payments/Default)',
    ]);
  }, 120_000);

  test('lookups: an existing path, custom field and option, incident role, incident type (its postcondition holds for exactly one match)', async () => {
    const stack = newStack();
    provider(stack);
    const existing = EscalationPath.fromName(stack, 'Existing', 'Urgent support');
    const field = incident.CustomField.fromName(stack, 'Team', 'Affected team');
    const option = incident.CustomFieldOption.fromValue(stack, 'Payments', field, 'Payments');
    const role = incident.IncidentRole.fromId(stack, 'Lead', '01HROLE');
    // The stand-in provider reads one incident type, named 'stand-in'.
    const type = incident.IncidentType.fromName(stack, 'Type', 'stand-in');
    const typeName = new TerraformVariable(stack, 'type_name', { type: 'string' });
    const byVariable = incident.IncidentType.fromName(stack, 'ByVariable', typeName.stringValue);
    const outputs = {
      path: existing.escalationPathId,
      field: field.customFieldId,
      option: option.customFieldOptionId,
      role: role.roleName,
      type: type.incidentTypeId,
      triage: type.createInTriage,
      by_variable: byVariable.incidentTypeId,
    };
    for (const [k, v] of Object.entries(outputs)) new TerraformOutput(stack, k, { value: v });
    const plan = await TerrainTesting.plan(stack, { variables: { incident_api_key: 'key', type_name: 'stand-in' } });
    expect(plan.changes).toEqual([]);
  }, 120_000);

  test('an incident type no type is named fails the plan, with the postcondition\'s message', async () => {
    const stack = newStack();
    provider(stack);
    new TerraformOutput(stack, 'type', { value: incident.IncidentType.fromName(stack, 'Type', 'Security').incidentTypeId });
    const error: string = await TerrainTesting.plan(stack, { variables: { incident_api_key: 'key' } }).then(() => '', (e) => e.message);
    expect(error).toContain("Exactly one incident type must be named 'Security': check the name in Settings → Incident types.");
  }, 120_000);
});
