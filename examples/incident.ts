/**
 * incident.io from code, end to end: a catalog of teams and services that refer to each other, an
 * alert attribute whose values are teams of that catalog, an HTTP alert source whose title is rich
 * text and whose team comes from an expression over the payload, a heartbeat for a nightly job, an
 * escalation path, and an alert route that takes the critical alerts of the payments team, groups
 * them by team, pages the escalation path, creates incidents from a template and posts to Slack.
 * Nothing refers to another by a hand-written id or name: every reference is an object, and
 * Terraform creates each thing before what uses it. (examples/incident-catalog.ts and
 * examples/incident-escalation.ts show more of the catalog and of escalation paths.)
 */
import { TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { Duration, incident } from '../src';

const {
  AlertAttribute, AlertRoute, AlertSource, AttributeMergeStrategy, AttributeType, Binding, CatalogAttributeType, CatalogType, CatalogTypeCategory, Condition, CustomField,
  EngineRef, EscalationPath, EscalationTarget, Expression, IncidentType, RichText, RichTextNode, Schedule, SeverityMergeStrategy, User, WhenAlertJoinsGroup,
} = incident;

export class IncidentStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);
    new incident.IncidentProvider(this, 'incident', {
      apiKey: new TerraformVariable(this, 'incident_api_key', { type: 'string', sensitive: true }).stringValue,
    });
    const variable = (name: string) => new TerraformVariable(this, name, { type: 'string' }).stringValue;
    const sourceRepoUrl = 'https://github.com/acme/platform';

    // The catalog: a Service is owned by a Team, and a Team lists its Services (a backlink).
    const teams = new CatalogType(this, 'Team', { typeName: 'Team', description: 'Product teams', sourceRepoUrl, categories: [CatalogTypeCategory.TEAM] });
    const services = new CatalogType(this, 'Service', { typeName: 'Service', description: 'What we run', sourceRepoUrl, categories: [CatalogTypeCategory.SERVICE] });
    const owner = services.addAttribute('owner', { name: 'Owner', type: CatalogAttributeType.catalogEntry(teams) });
    teams.addAttribute('services', { name: 'Services', backlink: owner });
    teams.addAttribute('channel', { name: 'Slack channel', type: CatalogAttributeType.string() });
    // Entries by external id; values by the attributes' local ids, entries by object.
    const payments = teams.addEntry('payments', { name: 'Payments', aliases: ['pay'], values: { channel: 'C01PAYMENTS' } });
    teams.addEntry('discovery', { name: 'Discovery', values: { channel: 'C01DISCOVERY' } });
    services.addEntry('checkout', { name: 'Checkout', values: { owner: payments } });
    services.addEntry('search', { name: 'Search', values: { owner: teams.entryRef('discovery') } });

    // Alert attributes: the team is an entry of the Team type; Priority is built in, its values are priorities.
    const team = new AlertAttribute(this, 'AlertTeam', { name: 'Team', type: AttributeType.catalogEntry(teams) });
    const priority = AlertAttribute.priority(this, 'Priority');

    // An HTTP source: the title is a template the library compiles to the document the field stores.
    const source = AlertSource.http(this, 'Payments', {
      name: 'Payments monitoring',
      title: RichText.template('🚨 {{ payload.title | truncate: 100 }}'),
      description: RichText.template('{{ payload.description | omit_if_unset }}'),
    });
    // The team comes from a label of the payload (an external id or alias of a Team entry); without one, payments.
    const teamOf = Expression.parse('team', { source: '$.labels.team', returns: AttributeType.catalogEntry(teams), label: 'Team' })
      .fallback(Binding.literal(payments));
    source.bind(team, Binding.expression(teamOf), { merge: AttributeMergeStrategy.FIRST_WINS });
    // A nightly job pings this source; it alerts when two pings in a row are missed.
    const nightly = AlertSource.heartbeat(this, 'NightlyExport', { name: 'Nightly export', interval: Duration.hours(24), failureThreshold: 2 });

    // Who is paged: the payments rota, then the lead; twice over before the path ends.
    const rota = Schedule.fromName(this, 'Rota', 'Payments primary');
    const lead = User.fromEmail(this, 'Lead', 'payments-lead@example.com');
    const onCall = new EscalationPath(this, 'OnCall', { name: 'Payments on-call' });
    const first = onCall.addLevel('Rota', { notify: [EscalationTarget.schedule(rota)], ackTimeout: Duration.minutes(5) });
    onCall.addLevel('Lead', { notify: [EscalationTarget.user(lead)], ackTimeout: Duration.minutes(10) });
    onCall.addRepeat('Again', { from: first, times: 2 });

    // The route: P1 and P2 alerts of the payments team, grouped by team, paged and made into incidents.
    // Catalog-typed values take entries: priorities looked up by name, the team by its entry.
    new AlertRoute(this, 'PaymentsCritical', {
      name: 'Payments critical',
      sources: [
        { source, when: Condition.oneOf(EngineRef.alertAttribute(priority), [priority.entry('P1'), priority.entry('P2')]) },
        { source: nightly },
      ],
      when: Condition.is(EngineRef.alertAttribute(team), payments),
      grouping: { by: [EngineRef.alertAttribute(team)], window: Duration.minutes(10) },
      escalation: { paths: [onCall], whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_PRIORITY_INCREASE },
      incident: {
        name: RichText.template('{{ alert.title }}'),
        summary: RichText.of(RichTextNode.text('Team: '), RichTextNode.variable(EngineRef.alertAttribute(team), { omitIfUnset: true })),
        severity: Binding.literal(variable('critical_severity_id')),
        severityMerge: SeverityMergeStrategy.MAX,
        customFields: [{ customField: CustomField.fromName(this, 'AffectedTeam', 'Affected team'), value: Binding.reference(EngineRef.alertAttribute(team)) }],
        incidentType: IncidentType.fromIncidentTypeAttributes(this, 'Type', { incidentTypeId: variable('payments_incident_type_id') }),
        startInTriage: true,
      },
      slack: [{ channelIds: ['C01PAYMENTS'] }],
    });

    new TerraformOutput(this, 'alert_events_url', { value: source.alertEventsUrl });
    new TerraformOutput(this, 'secret_token', { value: source.secretToken, sensitive: true });
    new TerraformOutput(this, 'nightly_ping_url', { value: nightly.heartbeatPingUrl });
    new TerraformOutput(this, 'escalation_path_id', { value: onCall.escalationPathId });
  }
}
