/**
 * Alerts: alert attributes, alert sources of several source types (templates, attributes,
 * expressions), alert routes on the current schema (grouping_config) and on the legacy one, the
 * beta alert source resources, and the alert lookups. Modelled on examples/resources/
 * incident_alert_{attribute,source,route,source_beta,source_attribute_beta} and the acceptance
 * tests incident_alert_source_resource_test.go and incident_alert_route_v3_resource_test.go.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src';
import { CorpusApp, IDS, richText } from '../corpus';

/** Alert attributes, a Prometheus (http) source that fills them, and the route that pages on it. */
const prometheus: CorpusApp = {
  name: 'alerts-prometheus',
  build: (stack) => {
    const team = new incident.IncidentAlertAttribute(stack, 'team', { name: 'Team', type: 'CatalogEntry["Team"]', array: false, required: true, emoji: 'busts_in_silhouette' });
    const service = new incident.IncidentAlertAttribute(stack, 'service', { name: 'Service', type: 'String', array: false });
    const regions = new incident.IncidentAlertAttribute(stack, 'regions', { name: 'Regions', type: 'String', array: true, emoji: 'earth_africa' });
    const source = new incident.IncidentAlertSource(stack, 'prometheus', {
      name: 'Prometheus (production)',
      sourceType: 'alertmanager',
      owningTeamIds: [IDS.platformTeam],
      autoResolveTimeoutMinutes: 240,
      autoResolveIncidentAlerts: true,
      template: {
        title: { literal: richText('{{ payload.labels.alertname }} on {{ payload.labels.service }}') },
        description: { literal: richText('{{ payload.annotations.summary }}', 'Runbook: {{ payload.annotations.runbook_url }}') },
        expressions: [
          {
            label: 'Team',
            reference: 'team',
            rootReference: 'payload',
            operations: [{ operationType: 'parse', parse: { source: "$['labels']['team']", returns: { type: 'CatalogEntry["Team"]', array: false } } }],
          },
          {
            label: 'Priority from severity',
            reference: 'priority',
            rootReference: '.',
            operations: [{
              operationType: 'branches',
              branches: {
                returns: { type: 'AlertPriority', array: false },
                branches: [{
                  conditionGroups: [{ conditions: [{ subject: 'payload.labels.severity', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: 'critical' }, { literal: 'page' }] }] }] }],
                  result: { value: { literal: IDS.priorityP1 } },
                }],
              },
            }],
            elseBranch: { result: { value: { literal: IDS.priorityP2 } } },
          },
        ],
        attributes: [
          { alertAttributeId: team.id, binding: { value: { reference: 'expressions["team"]' }, mergeStrategy: 'first_wins' } },
          { alertAttributeId: service.id, binding: { value: { reference: 'payload.labels.service' }, mergeStrategy: 'last_wins' } },
          { alertAttributeId: regions.id, binding: { arrayValue: [{ reference: 'payload.labels.region' }], mergeStrategy: 'append' } },
        ],
      },
    });
    new TerraformOutput(stack, 'alert_events_url', { value: source.alertEventsUrl });
    new TerraformOutput(stack, 'secret_token', { value: source.secretToken, sensitive: true });
  },
};

/** Sources of other kinds, each with the options its source type reads. */
const sourceTypes: CorpusApp = {
  name: 'alerts-source-types',
  build: (stack) => {
    const cloudwatchTeam = new incident.DataIncidentAlertAttribute(stack, 'team', { name: 'Team' });
    new incident.IncidentAlertSource(stack, 'cloudwatch', {
      name: 'CloudWatch alarms',
      sourceType: 'cloudwatch',
      template: {
        title: { literal: richText('{{ title }}') },
        description: { literal: richText('{{ description }}') },
        expressions: [{
          label: 'Team',
          reference: 'cloudwatch-team',
          rootReference: 'payload',
          operations: [{ operationType: 'parse', parse: { source: "$['query_params']['team']", returns: { type: 'CatalogEntry["Team"]', array: false } } }],
        }],
        attributes: [{ alertAttributeId: cloudwatchTeam.id, binding: { value: { reference: 'expressions["cloudwatch-team"]' }, mergeStrategy: 'first_wins' } }],
      },
    });
    new incident.IncidentAlertSource(stack, 'email', {
      name: 'Vendor status emails',
      sourceType: 'email',
      emailOptions: { redactions: ['password', 'token'] },
      template: { title: { reference: 'payload.subject' }, description: { reference: 'payload.body' }, expressions: [], attributes: [] },
    });
    new incident.IncidentAlertSource(stack, 'jira', {
      name: 'Jira escalations',
      sourceType: 'jira',
      jiraOptions: { projectIds: ['10001', '10002'] },
      template: { title: { literal: richText('{{ payload.issue.fields.summary }}') }, description: { literal: richText('{{ payload.issue.fields.description }}') }, expressions: [], attributes: [] },
    });
    new incident.IncidentAlertSource(stack, 'heartbeat', {
      name: 'Nightly backup',
      sourceType: 'heartbeat',
      heartbeatOptions: { intervalSeconds: 86400, failureThreshold: 1, gracePeriodSeconds: 3600 },
      // Heartbeat sources write their own title and description: the provider refuses either.
      template: { title: {}, description: {}, expressions: [], attributes: [] },
    });
    new incident.IncidentAlertSource(stack, 'http_custom', {
      name: 'Deploy pipeline',
      sourceType: 'http_custom',
      httpCustomOptions: { transformExpression: 'return { title: $.message, status: $.state };', deduplicationKeyPath: '$.deployment_id' },
      template: { title: { reference: 'payload.title' }, description: { literal: richText('Deployment {{ payload.deployment_id }} failed') }, expressions: [], attributes: [] },
    });
    new incident.IncidentAlertSource(stack, 'private', {
      name: 'Security scanner',
      sourceType: 'http',
      template: {
        title: { literal: richText('{{ payload.finding }}') },
        description: { literal: richText('{{ payload.details }}') },
        expressions: [],
        attributes: [],
        isPrivate: true,
        visibleToTeams: { arrayValue: [{ literal: IDS.platformTeam }] },
      },
    });
  },
};

/** The current route schema: grouping, message destinations, escalation and incident template. */
const route: CorpusApp = {
  name: 'alerts-route',
  build: (stack) => {
    const source = new incident.IncidentAlertSource(stack, 'http', {
      name: 'Payments HTTP',
      sourceType: 'http',
      template: { title: { reference: 'payload.title' }, description: { reference: 'payload.description' }, expressions: [], attributes: [] },
    });
    const team = new incident.DataIncidentAlertAttribute(stack, 'team', { name: 'Team' });
    const path = new incident.DataIncidentEscalationPath(stack, 'payments_path', { name: 'Payments on-call' });
    const severity = new incident.DataIncidentCustomField(stack, 'affected_service', { name: 'Affected service' });
    new incident.IncidentAlertRoute(stack, 'payments', {
      name: 'Payments alerts',
      enabled: true,
      isPrivate: false,
      owningTeamIds: [IDS.paymentsTeam],
      alertSources: [{
        alertSourceId: source.id,
        conditionGroups: [{ conditions: [{ subject: 'alert.title', operation: 'is_set', paramBindings: [] }] }],
      }],
      conditionGroups: [
        { conditions: [{ subject: `alert.attributes.${team.id}`, operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: IDS.paymentsTeam }] }] }] },
        { conditions: [{ subject: 'alert.title', operation: 'contains', paramBindings: [{ value: { literal: 'payments' } }] }] },
      ],
      expressions: [{
        label: 'Escalation path of the team',
        reference: 'team_escalation_path',
        rootReference: `alert.attributes.${team.id}`,
        operations: [{ operationType: 'navigate', navigate: { reference: 'catalog_attribute["01HN28PZ5W0XJ3A9B8K7M6N5Q4"]' } }],
      }],
      groupingConfig: {
        defaultAttribute: { enabled: true, windowSeconds: 1800, windowType: 'rolling', groupingKeys: [{ reference: `alert.attributes.${team.id}` }] },
      },
      messageConfig: {
        destinations: [{
          conditionGroups: [{ conditions: [{ subject: 'alert.priority', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: IDS.priorityP1 }] }] }] }],
          slackTargets: { binding: { arrayValue: [{ literal: IDS.slackChannel }] }, channelVisibility: 'public', groupAlertsSummary: true },
        }],
        template: { value: { literal: IDS.messageTemplate } },
      },
      escalationConfig: {
        autoCancelEscalations: true,
        escalationTargets: [
          { escalationPaths: { arrayValue: [{ reference: 'expressions["team_escalation_path"]' }] } },
          { escalationPaths: { arrayValue: [{ literal: path.id }] } },
          { users: { arrayValue: [{ literal: IDS.engineeringManager }] } },
        ],
        whenAlertJoinsGroup: { mode: 'on_each_new_alert', gracePeriodSeconds: 60 },
      },
      incidentConfig: {
        enabled: true,
        autoDeclineEnabled: true,
        conditionGroups: [{ conditions: [{ subject: 'alert.priority', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: IDS.priorityP1 }] }] }] }],
        template: {
          name: { value: { literal: richText('Payments: {{ alert.title }}') } },
          summary: { autogenerated: true },
          startInTriage: { value: { literal: 'true' } },
          severity: { mergeStrategy: 'max', binding: { value: { literal: IDS.severityCritical } } },
          customFields: [{ customFieldId: severity.id, mergeStrategy: 'first-wins', binding: { value: { reference: `alert.attributes.${team.id}` } } }],
        },
      },
    });
  },
};

/** The legacy route schema (no grouping_config): incident_template and the deprecated channel_config, which warn on purpose. */
const legacyRoute: CorpusApp = {
  name: 'alerts-route-legacy',
  expectedWarnings: [
    '[terrain:deprecated-attribute] channelConfig is deprecated by the provider.',
    '[terrain:deprecated-attribute] incidentConfig.groupingWindowSeconds is deprecated',
    '[terrain:deprecated-attribute] incidentConfig.deferTimeSeconds is deprecated',
    '[terrain:deprecated-attribute] incidentTemplate is deprecated',
  ],
  build: (stack) => {
    new incident.IncidentAlertRoute(stack, 'legacy', {
      name: 'Datadog (legacy route)',
      enabled: true,
      isPrivate: false,
      alertSources: [{ alertSourceId: '01HNBF5KZNWJ47TAN9ZT24MNPZ', conditionGroups: [] }],
      conditionGroups: [],
      expressions: [],
      channelConfig: [{
        conditionGroups: [],
        slackTargets: { binding: { arrayValue: [{ literal: IDS.slackChannel }] }, channelVisibility: 'public' },
      }],
      escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ escalationPaths: { value: { literal: '01JPQNFD3RWAAY2V83QQ80D1ZV' } } }] },
      incidentConfig: { enabled: true, autoDeclineEnabled: false, conditionGroups: [], groupingWindowSeconds: 300, deferTimeSeconds: 0 },
      incidentTemplate: {
        name: { value: { literal: richText('{{ alert.title }}') } },
        summary: { value: { literal: richText('{{ alert.description }}') } },
        severity: { mergeStrategy: 'first-wins' },
        customFields: [],
      },
    });
  },
};

/** The beta alert source resources: the source, and each attribute it fills as its own resource. */
const beta: CorpusApp = {
  name: 'alerts-beta',
  build: (stack) => {
    const severity = new incident.IncidentAlertAttribute(stack, 'severity', { name: 'Severity', type: 'String', array: false });
    const environment = new incident.IncidentAlertAttribute(stack, 'environment', { name: 'Environment', type: 'String', array: false });
    const regions = new incident.IncidentAlertAttribute(stack, 'regions', { name: 'Regions', type: 'String', array: true });
    const description = new incident.DataIncidentRichText(stack, 'description', {
      featureSet: 'rich',
      markdown: 'Fired by the **Prometheus alertmanager**.\n\nRunbook: {{payload.annotations.runbook_url}}',
    });
    const source = new incident.IncidentAlertSourceBeta(stack, 'prometheus', {
      name: 'Prometheus (beta)',
      sourceType: 'http',
      owningTeamIds: [IDS.platformTeam],
      title: { literal: '{{payload.labels.alertname}} on {{payload.labels.service}}' },
      description: { literal: description.json },
      namedExpression: [{
        name: 'priority_lookup',
        startFrom: '.',
        operation: [{
          branches: {
            asAttribute: 'AlertPriority',
            ifAttribute: { conditions: [{ subject: 'payload.labels.severity', operation: 'one_of', params: [{ values: ['critical', 'page'] }] }], result: { valueLiteral: IDS.priorityP1 } },
          },
        }],
        fallback: { result: { valueLiteral: IDS.priorityP2 } },
      }],
      priority: { expressionRef: 'priority_lookup' },
    });
    new incident.IncidentAlertSourceBeta(stack, 'nightly', {
      name: 'Nightly backup (beta)',
      sourceType: 'heartbeat',
      heartbeatOptions: { intervalSeconds: 86400, failureThreshold: 1, gracePeriodSeconds: 3600 },
    });
    new incident.IncidentAlertSourceAttributeBeta(stack, 'environment_value', {
      alertSourceId: source.id, alertAttributeId: environment.id, valueLiteral: 'production',
    });
    new incident.IncidentAlertSourceAttributeBeta(stack, 'regions_value', {
      alertSourceId: source.id, alertAttributeId: regions.id, mergeStrategy: 'append', values: ['eu-west-1', 'eu-west-2'],
    });
    new incident.IncidentAlertSourceAttributeBeta(stack, 'severity_value', {
      alertSourceId: source.id,
      alertAttributeId: severity.id,
      expressionRef: 'severity_lookup',
      namedExpression: [{
        name: 'severity_lookup',
        startFrom: '.',
        operation: [{
          branches: {
            asAttribute: 'String',
            ifAttribute: { conditions: [{ subject: 'payload.labels.severity', operation: 'one_of', params: [{ values: ['critical', 'page'] }] }], result: { valueLiteral: 'high' } },
            elseIf: [{ conditions: [{ subject: 'payload.labels.severity', operation: 'one_of', params: [{ values: ['warning'] }] }], result: { valueLiteral: 'medium' } }],
          },
        }],
        fallback: { result: { valueLiteral: 'low' } },
      }],
    });
  },
};

/** The alert lookups: an attribute by name, sources by type, a rich-text document. */
const lookups: CorpusApp = {
  name: 'alerts-lookups',
  build: (stack) => {
    new incident.DataIncidentAlertAttribute(stack, 'github_user', { name: 'Github user' });
    const all = new incident.DataIncidentAlertSources(stack, 'all', {});
    const http = new incident.DataIncidentAlertSources(stack, 'http', { sourceType: 'http' });
    new incident.DataIncidentAlertSources(stack, 'email', { sourceType: 'email' });
    const title = new incident.DataIncidentRichText(stack, 'title', { featureSet: 'plain_single_line', markdown: '{{ payload.title }}' });
    // The sources hold their secret tokens (a sensitive attribute): Terraform refuses such an output unless it is sensitive too.
    new TerraformOutput(stack, 'sources', { value: all.alertSources, sensitive: true });
    new TerraformOutput(stack, 'http_sources', { value: http.alertSources, sensitive: true });
    new TerraformOutput(stack, 'title_document', { value: title.json });
  },
};

export const ALERT_APPS: readonly CorpusApp[] = [prometheus, sourceTypes, route, legacyRoute, beta, lookups];
