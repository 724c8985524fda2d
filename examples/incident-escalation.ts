/**
 * An escalation path for the payments team, built node by node: in working hours, page the
 * primary schedule, wait, and page it again; out of hours, critical alerts page the lead and the
 * backup rota, everything else waits quietly for the morning. Schedules and people are looked up,
 * never written as bare ids; the path's id is what an alert route escalates to.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { Duration, incident } from '../src';

export class IncidentEscalationStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new incident.IncidentProvider(this, 'incident', {
      apiKey: new TerraformVariable(this, 'incident_api_key', { type: 'string', sensitive: true }).stringValue,
    });
    // Who is paged: looked up by name, email or id (the plan fails when one does not exist).
    const primary = incident.Schedule.fromName(this, 'Primary', 'Payments primary');
    const backup = incident.Schedule.fromName(this, 'Backup', 'Payments backup');
    const lead = incident.User.fromEmail(this, 'Lead', 'payments-lead@example.com');
    // The built-in Priority attribute; its values are entries of the AlertPriority type, by name.
    const critical = incident.AlertAttribute.priority(this, 'Priority').entry('P1');

    const uk = incident.WorkingHours.weekdays({ name: 'UK', timezone: 'Europe/London', start: '09:00', end: '17:30' });
    const path = new incident.EscalationPath(this, 'Payments', {
      name: 'Payments on-call',
      teamIds: [],
      // Start again from the top every 30 minutes while the alert is unresolved.
      restart: { after: Duration.minutes(30) },
    });

    // In hours: the primary schedule, then again after a pause (a repeat names the node object).
    const inHours = path.addBranch('InHours', { conditions: [incident.EscalationCondition.inWorkingHours(uk)] });
    const page = inHours.thenPath.addLevel('Primary', {
      notify: [incident.EscalationTarget.schedule(primary)],
      ackTimeout: Duration.minutes(5),
    });
    inHours.thenPath.addDelay('Pause', { duration: Duration.minutes(2) });
    inHours.thenPath.addRepeat('Again', { from: page, times: 2 });

    // Out of hours: critical alerts page the lead and the backup rota's next on-call at once...
    const outOfHours = inHours.elsePath.addBranch('Critical', { conditions: [incident.EscalationCondition.priorityIn([critical])] });
    outOfHours.thenPath.addLevel('Lead', {
      notify: [incident.EscalationTarget.user(lead), incident.EscalationTarget.schedule(backup, { mode: incident.ScheduleMode.NEXT_ON_CALL })],
      ackMode: incident.AckMode.FIRST,
      ackTimeout: Duration.minutes(10),
    });
    // ...the rest reach the primary schedule quietly, and wait for the working day.
    outOfHours.elsePath.addLevel('Morning', {
      notify: [incident.EscalationTarget.schedule(primary)],
      urgency: incident.Urgency.LOW,
      ackUntil: uk.whenActive(),
    });

    // An alert route escalates to `path.escalationPathId`.
    new TerraformOutput(this, 'escalation_path_id', { value: path.escalationPathId });
  }
}
