/**
 * Alerts in incident.io: an HTTP alert source whose title is rich text and whose team comes from
 * an expression over the payload, a heartbeat for a nightly job, and an alert route that takes the
 * critical alerts of the source, groups them by team, pages an escalation path, creates incidents
 * from a template and posts to Slack.
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { Duration, incident } from '../src';

const {
  AlertAttribute, AlertRoute, AlertSource, AttributeMergeStrategy, AttributeType, Binding, Condition, EngineRef, Expression, RichText,
  SeverityMergeStrategy, WhenAlertJoinsGroup,
} = incident;

/** An escalation path that exists already, by its id (the escalation helpers look one up by name). */
class ExistingEscalationPath extends Construct implements incident.IEscalationPath {
  constructor(scope: Construct, id: string, public readonly escalationPathId: string) {
    super(scope, id);
  }
}

export class IncidentAlertsStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new incident.IncidentProvider(this, 'incident', {
      apiKey: new TerraformVariable(this, 'incident_api_key', { type: 'string', sensitive: true }).stringValue,
    });
    const variable = (name: string) => new TerraformVariable(this, name, { type: 'string' }).stringValue;

    // Attributes every alert can carry. Priority is built in: read it by name.
    const priority = AlertAttribute.fromName(this, 'Priority', 'Priority');
    const team = new AlertAttribute(this, 'Team', { name: 'Team', type: AttributeType.string(), emoji: 'busts_in_silhouette' });
    const service = new AlertAttribute(this, 'Service', { name: 'Service', type: AttributeType.string() });

    // An HTTP source: the title is a template the library compiles to the document the field stores.
    const payments = AlertSource.http(this, 'Payments', {
      name: 'Payments monitoring',
      title: RichText.template('🚨 {{ payload.title | truncate: 100 }}'),
      description: RichText.template('{{ payload.description | omit_if_unset }}\n\nService: {{ payload.labels.service }}'),
      autoResolveAfter: Duration.hours(4),
    });
    // The team comes from the payload's labels; without a label, the platform team.
    const teamOf = Expression.parse('team', { source: '$.labels.team', returns: AttributeType.string(), label: 'Team' })
      .fallback(Binding.literal('platform'));
    payments.bind(team, Binding.expression(teamOf), { merge: AttributeMergeStrategy.FIRST_WINS });
    payments.bind(service, Binding.reference(EngineRef.payload('labels.service')));

    // A nightly job pings this source; it alerts when two pings in a row are missed.
    const nightly = AlertSource.heartbeat(this, 'NightlyExport', { name: 'Nightly export', interval: Duration.hours(24), failureThreshold: 2 });

    // Critical alerts of the payments source: grouped by team for ten minutes, paged, and made into incidents.
    new AlertRoute(this, 'PaymentsCritical', {
      name: 'Payments critical',
      sources: [
        { source: payments, when: Condition.oneOf(EngineRef.alertAttribute(priority), [variable('p1_priority_id'), variable('p2_priority_id')]) },
        { source: nightly },
      ],
      grouping: { by: [EngineRef.alertAttribute(team)], window: Duration.minutes(10) },
      escalation: {
        paths: [new ExistingEscalationPath(this, 'PaymentsOnCall', variable('payments_escalation_path_id'))],
        whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_PRIORITY_INCREASE,
      },
      incident: {
        name: RichText.template('{{ alert.title }}'),
        severity: Binding.literal(variable('critical_severity_id')),
        severityMerge: SeverityMergeStrategy.MAX,
        startInTriage: true,
      },
      slack: [{ channelIds: [variable('payments_slack_channel_id')] }],
    });

    new TerraformOutput(this, 'payments_alert_events_url', { value: payments.alertEventsUrl });
    new TerraformOutput(this, 'payments_secret_token', { value: payments.secretToken, sensitive: true });
    new TerraformOutput(this, 'nightly_ping_url', { value: nightly.heartbeatPingUrl });
  }
}
