/**
 * incident alerting L1s: alert attributes, alert sources (and their beta split), alert routes,
 * and the alert lookups. Each test synthesizes a realistic configuration through `synth()`
 * (validations + conformance against spec/incident) and asserts the exact JSON body.
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformOutput, TerraformVariable } from 'cdktn';
import { provider, varSpecDoc } from './helpers';
import { incident } from '../../../src';
import { dataSource, expectSnakeCaseOnly, resource, synth } from '../../util';

// Realistic incident.io ids (ULIDs) and Slack ids.
const TEAM_CATALOG_TYPE = '01HN28JT97KB6CQ643DZVMXXQK';
const PAYMENTS_TEAM = '01HQ9S346Q3D25VT4F5V37E3S3';
const ALERT_ATTRIBUTE = '01HS45HY43KWJRP1XPA7Z3DJ8F';
const ALERT_SOURCE = '01HNBF5KZNWJ47TAN9ZT24MNPZ';
const ESCALATION_PATH = '01HRSZ5AWSH8VHTPRE95B9EE0Z';
const SEVERITY_MAJOR = '01HMGJ09TQM83XSSSS6YS3C4DW';
const AFFECTED_SERVICE_FIELD = '01HM7N36096Q14DR9GPQY77ZXY';
const ALERT_ROUTE = '01HSK596NGYA1DQ91K5GQAPENE';
const SLACK_CHANNEL = 'C04KX7T2M9R';
const SERVICE_CATALOG_TYPE = '01HNFSECZP11HYGCPWPQ5E6EYC';
const SERVICE_OWNER_ATTRIBUTE = '01HQDY0YP57RCYBVN5SXS5AA81';

describe('alert attributes', () => {
  test('incident_alert_attribute: a required, catalog-typed Team attribute', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const team = new incident.IncidentAlertAttribute(stack, 'team', {
        name: 'Team',
        type: `CatalogEntry["${TEAM_CATALOG_TYPE}"]`,
        array: false,
        required: true,
        emoji: 'busts_in_silhouette',
      });
      new TerraformOutput(stack, 'team_attribute_id', { value: team.id });
      new TerraformOutput(stack, 'team_attribute_type', { value: team.type });
      incident.IncidentAlertAttribute.generateConfigForImport(stack, 'imported_severity', ALERT_ATTRIBUTE);
    });
    const body = resource(doc, 'incident_alert_attribute', 'team');
    expect(incident.IncidentAlertAttribute.tfResourceType).toBe('incident_alert_attribute');
    expect(body).toEqual({
      name: 'Team',
      type: `CatalogEntry["${TEAM_CATALOG_TYPE}"]`,
      array: false,
      required: true,
      emoji: 'busts_in_silhouette',
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.team_attribute_id.value).toBe('${incident_alert_attribute.team.id}');
    expect(doc.output.team_attribute_type.value).toBe('${incident_alert_attribute.team.type}');
    expect(doc.import).toEqual([{ to: 'incident_alert_attribute.imported_severity', id: ALERT_ATTRIBUTE }]);
    expect(warnings).toEqual([]);
  });

  test('data.incident_alert_attribute: looks an attribute up by name', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const team = new incident.DataIncidentAlertAttribute(stack, 'team', { name: 'Team' });
      new TerraformOutput(stack, 'team_id', { value: team.id });
      new TerraformOutput(stack, 'team_is_array', { value: team.array });
    });
    const body = dataSource(doc, 'incident_alert_attribute', 'team');
    expect(incident.DataIncidentAlertAttribute.tfResourceType).toBe('incident_alert_attribute');
    expect(body).toEqual({ name: 'Team' });
    expectSnakeCaseOnly(body);
    expect(doc.output.team_id.value).toBe('${data.incident_alert_attribute.team.id}');
    expect(doc.output.team_is_array.value).toBe('${data.incident_alert_attribute.team.array}');
  });
});

describe('alert sources', () => {
  test('incident_alert_source: CloudWatch source with a template, attribute bindings and a parse expression', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const team = new incident.DataIncidentAlertAttribute(stack, 'team', { name: 'Team' });
      const source = new incident.IncidentAlertSource(stack, 'cloudwatch', {
        name: 'CloudWatch (production)',
        sourceType: 'cloudwatch',
        owningTeamIds: [PAYMENTS_TEAM],
        autoResolveTimeoutMinutes: 240,
        autoResolveIncidentAlerts: false,
        template: {
          title: { literal: varSpecDoc('title', 'Payload → Title') },
          description: { literal: varSpecDoc('description', 'Payload → Description') },
          attributes: [
            {
              alertAttributeId: team.id,
              binding: { value: { reference: 'expressions["cloudwatch-team"]' }, mergeStrategy: 'first_wins' },
            },
            {
              alertAttributeId: ALERT_ATTRIBUTE,
              binding: { arrayValue: [{ literal: 'checkout' }, { reference: 'payload.AlarmName' }], mergeStrategy: 'append' },
            },
          ],
          expressions: [
            {
              label: 'Team',
              reference: 'cloudwatch-team',
              rootReference: 'payload',
              operations: [
                {
                  operationType: 'parse',
                  parse: {
                    source: "$['query_params']['team']",
                    returns: { array: false, type: `CatalogEntry["${TEAM_CATALOG_TYPE}"]` },
                  },
                },
              ],
            },
          ],
        },
      });
      new TerraformOutput(stack, 'events_url', { value: source.alertEventsUrl });
      new TerraformOutput(stack, 'secret_token', { value: source.secretToken, sensitive: true });
      new TerraformOutput(stack, 'title_literal', { value: source.template.title.literal });
      incident.IncidentAlertSource.generateConfigForImport(stack, 'imported', ALERT_SOURCE);
    });
    const body = resource(doc, 'incident_alert_source', 'cloudwatch');
    expect(incident.IncidentAlertSource.tfResourceType).toBe('incident_alert_source');
    expect(body).toEqual({
      name: 'CloudWatch (production)',
      source_type: 'cloudwatch',
      owning_team_ids: [PAYMENTS_TEAM],
      auto_resolve_timeout_minutes: 240,
      auto_resolve_incident_alerts: false,
      template: {
        title: { literal: varSpecDoc('title', 'Payload → Title') },
        description: { literal: varSpecDoc('description', 'Payload → Description') },
        attributes: [
          {
            alert_attribute_id: '${data.incident_alert_attribute.team.id}',
            binding: { value: { reference: 'expressions["cloudwatch-team"]' }, merge_strategy: 'first_wins' },
          },
          {
            alert_attribute_id: ALERT_ATTRIBUTE,
            binding: { array_value: [{ literal: 'checkout' }, { reference: 'payload.AlarmName' }], merge_strategy: 'append' },
          },
        ],
        expressions: [
          {
            label: 'Team',
            reference: 'cloudwatch-team',
            root_reference: 'payload',
            operations: [
              {
                operation_type: 'parse',
                parse: {
                  source: "$['query_params']['team']",
                  returns: { array: false, type: `CatalogEntry["${TEAM_CATALOG_TYPE}"]` },
                },
              },
            ],
          },
        ],
      },
    });
    expectSnakeCaseOnly(body);
    // The title literal is a rich-text document serialized as a JSON string, kept verbatim.
    expect(JSON.parse(body.template.title.literal).content[0].content[0].attrs.name).toBe('title');
    expect(doc.output.events_url.value).toBe('${incident_alert_source.cloudwatch.alert_events_url}');
    expect(doc.output.secret_token).toEqual({ value: '${incident_alert_source.cloudwatch.secret_token}', sensitive: true });
    expect(doc.output.title_literal.value).toBe('${incident_alert_source.cloudwatch.template.title.literal}');
    expect(doc.import).toEqual([{ to: 'incident_alert_source.imported', id: ALERT_SOURCE }]);
    expect(warnings).toEqual([]);
  });

  test('incident_alert_source: heartbeat source with options and an empty template exposes its ping URL', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const heartbeat = new incident.IncidentAlertSource(stack, 'nightly_backup', {
        name: 'Nightly database backup',
        sourceType: 'heartbeat',
        heartbeatOptions: { intervalSeconds: 86400, gracePeriodSeconds: 1800, failureThreshold: 1 },
        template: { title: {}, description: {}, attributes: [], expressions: [] },
      });
      new TerraformOutput(stack, 'ping_url', { value: heartbeat.heartbeatOptions.pingUrl });
    });
    const body = resource(doc, 'incident_alert_source', 'nightly_backup');
    expect(body).toEqual({
      name: 'Nightly database backup',
      source_type: 'heartbeat',
      heartbeat_options: { interval_seconds: 86400, grace_period_seconds: 1800, failure_threshold: 1 },
      template: { title: {}, description: {}, attributes: [], expressions: [] },
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.ping_url.value).toBe('${incident_alert_source.nightly_backup.heartbeat_options.ping_url}');
  });

  test('incident_alert_source: secret_token is documented as secret although the provider does not flag it', () => {
    // The overlay marks it sensitive (credentials are secret everywhere); the generated getter says so.
    const file = path.join(__dirname, '..', '..', '..', 'src', 'generated', 'incident', 'alert-source', 'index.ts');
    const src = fs.readFileSync(file, 'utf8');
    const doc = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*get secretToken\(\)/.exec(src);
    expect(doc).not.toBeNull();
    expect(doc![1]).toContain('Sensitive: pass a token');
    expect(doc![1]).toContain('Terraform: `secret_token`, computed (read-only).');
  });

  test('incident_alert_source_beta: HTTP source with a named expression feeding the priority', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const source = new incident.IncidentAlertSourceBeta(stack, 'prometheus', {
        name: 'Prometheus Alertmanager',
        sourceType: 'alertmanager',
        owningTeamIds: [PAYMENTS_TEAM],
        title: { literal: '{{payload.labels.alertname}} on {{payload.labels.service}}' },
        description: { reference: 'payload.annotations.description' },
        isPrivate: false,
        autoResolveTimeoutMinutes: 60,
        priority: { expressionRef: 'severity_lookup' },
        namedExpression: [
          {
            name: 'severity_lookup',
            label: 'Severity lookup',
            startFrom: '.',
            operation: [
              {
                branches: {
                  asAttribute: 'String',
                  ifAttribute: {
                    conditions: [{ subject: 'payload.labels.severity', operation: 'one_of', params: [{ values: ['critical', 'page'] }] }],
                    result: { valueLiteral: 'high' },
                  },
                },
              },
            ],
            fallback: { result: { valueLiteral: 'low' } },
          },
        ],
      });
      new TerraformOutput(stack, 'events_url', { value: source.alertEventsUrl });
      new TerraformOutput(stack, 'version', { value: source.version });
      incident.IncidentAlertSourceBeta.generateConfigForImport(stack, 'imported', ALERT_SOURCE);
    });
    const body = resource(doc, 'incident_alert_source_beta', 'prometheus');
    expect(incident.IncidentAlertSourceBeta.tfResourceType).toBe('incident_alert_source_beta');
    expect(body).toEqual({
      name: 'Prometheus Alertmanager',
      source_type: 'alertmanager',
      owning_team_ids: [PAYMENTS_TEAM],
      title: { literal: '{{payload.labels.alertname}} on {{payload.labels.service}}' },
      description: { reference: 'payload.annotations.description' },
      is_private: false,
      auto_resolve_timeout_minutes: 60,
      priority: { expression_ref: 'severity_lookup' },
      named_expression: [
        {
          name: 'severity_lookup',
          label: 'Severity lookup',
          start_from: '.',
          operation: [
            {
              branches: {
                as: 'String',
                if: {
                  conditions: [{ subject: 'payload.labels.severity', operation: 'one_of', params: [{ values: ['critical', 'page'] }] }],
                  result: { value_literal: 'high' },
                },
              },
            },
          ],
          fallback: { result: { value_literal: 'low' } },
        },
      ],
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.events_url.value).toBe('${incident_alert_source_beta.prometheus.alert_events_url}');
    expect(doc.output.version.value).toBe('${incident_alert_source_beta.prometheus.version}');
    expect(doc.import).toEqual([{ to: 'incident_alert_source_beta.imported', id: ALERT_SOURCE }]);
    expect(warnings).toEqual([]);
  });

  test('incident_alert_source_attribute_beta: binds the Team attribute through an expression block', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const source = new incident.IncidentAlertSourceBeta(stack, 'prometheus', { name: 'Prometheus Alertmanager', sourceType: 'alertmanager' });
      const team = new incident.DataIncidentAlertAttribute(stack, 'team_attribute', { name: 'Team' });
      new incident.IncidentAlertSourceAttributeBeta(stack, 'team', {
        alertSourceId: source.id,
        alertAttributeId: team.id,
        mergeStrategy: 'first_wins',
        expression: {
          startFrom: 'payload',
          // Parse the service out of the payload, follow its owner attribute, keep the first.
          operation: [
            { parse: { functionAttribute: '$.labels.service', asAttribute: `CatalogEntry["${SERVICE_CATALOG_TYPE}"]` } },
            { navigate: { to: SERVICE_OWNER_ATTRIBUTE } },
            { first: {} },
          ],
          fallback: { result: { valueLiteral: PAYMENTS_TEAM } },
        },
      });
      new incident.IncidentAlertSourceAttributeBeta(stack, 'runbook', {
        alertSourceId: source.id,
        alertAttributeId: ALERT_ATTRIBUTE,
        valueReference: 'payload.annotations.runbook_url',
      });
      // Import id: the two ids separated by a colon.
      incident.IncidentAlertSourceAttributeBeta.generateConfigForImport(stack, 'imported', `${ALERT_SOURCE}:${ALERT_ATTRIBUTE}`);
    });
    const body = resource(doc, 'incident_alert_source_attribute_beta', 'team');
    expect(incident.IncidentAlertSourceAttributeBeta.tfResourceType).toBe('incident_alert_source_attribute_beta');
    expect(body).toEqual({
      alert_source_id: '${incident_alert_source_beta.prometheus.id}',
      alert_attribute_id: '${data.incident_alert_attribute.team_attribute.id}',
      merge_strategy: 'first_wins',
      expression: {
        start_from: 'payload',
        operation: [
          { parse: { function: '$.labels.service', as: `CatalogEntry["${SERVICE_CATALOG_TYPE}"]` } },
          { navigate: { to: SERVICE_OWNER_ATTRIBUTE } },
          { first: {} },
        ],
        fallback: { result: { value_literal: PAYMENTS_TEAM } },
      },
    });
    expect(resource(doc, 'incident_alert_source_attribute_beta', 'runbook')).toEqual({
      alert_source_id: '${incident_alert_source_beta.prometheus.id}',
      alert_attribute_id: ALERT_ATTRIBUTE,
      value_reference: 'payload.annotations.runbook_url',
    });
    expectSnakeCaseOnly(body);
    expect(doc.import).toEqual([
      { to: 'incident_alert_source_attribute_beta.imported', id: `${ALERT_SOURCE}:${ALERT_ATTRIBUTE}` },
    ]);
    expect(warnings).toEqual([]);
  });

  test('data.incident_alert_sources: lists the HTTP sources; nested outputs are references', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const sources = new incident.DataIncidentAlertSources(stack, 'http', { sourceType: 'http' });
      new TerraformOutput(stack, 'first_url', { value: sources.alertSources.get(0).alertEventsUrl });
      new TerraformOutput(stack, 'first_token', { value: sources.alertSources.get(0).secretToken, sensitive: true });
    });
    const body = dataSource(doc, 'incident_alert_sources', 'http');
    expect(incident.DataIncidentAlertSources.tfResourceType).toBe('incident_alert_sources');
    expect(body).toEqual({ source_type: 'http' });
    expectSnakeCaseOnly(body);
    expect(doc.output.first_url.value).toBe('${data.incident_alert_sources.http.alert_sources[0].alert_events_url}');
    expect(doc.output.first_token).toEqual({ value: '${data.incident_alert_sources.http.alert_sources[0].secret_token}', sensitive: true });
  });
});

describe('alert routes', () => {
  test('incident_alert_route: condition groups, escalation targets, grouping, incident template and Slack messages', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const team = new incident.DataIncidentAlertAttribute(stack, 'team', { name: 'Team' });
      const source = new incident.IncidentAlertSource(stack, 'cloudwatch', {
        name: 'CloudWatch (production)',
        sourceType: 'cloudwatch',
        template: { title: { reference: 'payload.AlarmName' }, description: { reference: 'payload.NewStateReason' }, attributes: [], expressions: [] },
      });
      const route = new incident.IncidentAlertRoute(stack, 'payments', {
        name: 'Payments production alerts',
        enabled: true,
        isPrivate: false,
        owningTeamIds: [PAYMENTS_TEAM],
        alertSources: [{
          alertSourceId: source.id,
          conditionGroups: [{ conditions: [{ subject: 'alert.title', operation: 'is_set', paramBindings: [] }] }],
        }],
        conditionGroups: [{
          conditions: [{
            subject: `alert.attributes.${team.id}`,
            operation: 'one_of',
            paramBindings: [{ arrayValue: [{ literal: PAYMENTS_TEAM }] }],
          }],
        }],
        expressions: [],
        escalationConfig: {
          autoCancelEscalations: true,
          escalationTargets: [
            { escalationPaths: { arrayValue: [{ literal: ESCALATION_PATH }] } },
            { users: { arrayValue: [{ reference: 'alert.attributes.oncall_user' }] } },
          ],
          whenAlertJoinsGroup: { mode: 'on_priority_increase', gracePeriodSeconds: 300 },
        },
        groupingConfig: {
          defaultAttribute: {
            enabled: true,
            groupingKeys: [{ reference: `alert.attributes.${team.id}` }],
            windowSeconds: 1800,
            windowType: 'rolling',
          },
        },
        incidentConfig: {
          enabled: true,
          autoDeclineEnabled: true,
          conditionGroups: [{
            conditions: [{ subject: 'alert.title', operation: 'contains', paramBindings: [{ value: { literal: 'checkout' } }] }],
          }],
          template: {
            name: { autogenerated: true, value: { literal: varSpecDoc('alert.title', 'Alert → Title') } },
            summary: { autogenerated: false, value: { literal: varSpecDoc('alert.description', 'Alert → Description') } },
            severity: { mergeStrategy: 'max', binding: { value: { literal: SEVERITY_MAJOR } } },
            startInTriage: { value: { literal: 'true' } },
            customFields: [{
              customFieldId: AFFECTED_SERVICE_FIELD,
              mergeStrategy: 'first-wins',
              binding: { arrayValue: [{ reference: `alert.attributes.${team.id}` }] },
            }],
          },
        },
        messageConfig: {
          destinations: [{
            conditionGroups: [],
            slackTargets: {
              binding: { arrayValue: [{ literal: SLACK_CHANNEL }] },
              channelVisibility: 'public',
              groupAlertsSummary: true,
            },
          }],
        },
      });
      new TerraformOutput(stack, 'route_id', { value: route.id });
      new TerraformOutput(stack, 'window', { value: route.groupingConfig.defaultAttribute.windowSeconds });
      incident.IncidentAlertRoute.generateConfigForImport(stack, 'imported', ALERT_ROUTE);
    });
    const teamRef = 'alert.attributes.${data.incident_alert_attribute.team.id}';
    const body = resource(doc, 'incident_alert_route', 'payments');
    expect(incident.IncidentAlertRoute.tfResourceType).toBe('incident_alert_route');
    expect(body).toEqual({
      name: 'Payments production alerts',
      enabled: true,
      is_private: false,
      owning_team_ids: [PAYMENTS_TEAM],
      alert_sources: [{
        alert_source_id: '${incident_alert_source.cloudwatch.id}',
        condition_groups: [{ conditions: [{ subject: 'alert.title', operation: 'is_set', param_bindings: [] }] }],
      }],
      condition_groups: [{
        conditions: [{ subject: teamRef, operation: 'one_of', param_bindings: [{ array_value: [{ literal: PAYMENTS_TEAM }] }] }],
      }],
      expressions: [],
      escalation_config: {
        auto_cancel_escalations: true,
        escalation_targets: [
          { escalation_paths: { array_value: [{ literal: ESCALATION_PATH }] } },
          { users: { array_value: [{ reference: 'alert.attributes.oncall_user' }] } },
        ],
        when_alert_joins_group: { mode: 'on_priority_increase', grace_period_seconds: 300 },
      },
      grouping_config: {
        default: { enabled: true, grouping_keys: [{ reference: teamRef }], window_seconds: 1800, window_type: 'rolling' },
      },
      incident_config: {
        enabled: true,
        auto_decline_enabled: true,
        condition_groups: [{
          conditions: [{ subject: 'alert.title', operation: 'contains', param_bindings: [{ value: { literal: 'checkout' } }] }],
        }],
        template: {
          name: { autogenerated: true, value: { literal: varSpecDoc('alert.title', 'Alert → Title') } },
          summary: { autogenerated: false, value: { literal: varSpecDoc('alert.description', 'Alert → Description') } },
          severity: { merge_strategy: 'max', binding: { value: { literal: SEVERITY_MAJOR } } },
          start_in_triage: { value: { literal: 'true' } },
          custom_fields: [{
            custom_field_id: AFFECTED_SERVICE_FIELD,
            merge_strategy: 'first-wins',
            binding: { array_value: [{ reference: teamRef }] },
          }],
        },
      },
      message_config: {
        destinations: [{
          condition_groups: [],
          slack_targets: { binding: { array_value: [{ literal: SLACK_CHANNEL }] }, channel_visibility: 'public', group_alerts_summary: true },
        }],
      },
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.route_id.value).toBe('${incident_alert_route.payments.id}');
    expect(doc.output.window.value).toBe('${incident_alert_route.payments.grouping_config.default.window_seconds}');
    expect(doc.import).toEqual([{ to: 'incident_alert_route.imported', id: ALERT_ROUTE }]);
    // The new shape uses no deprecated attribute, so nothing warns.
    expect(warnings).toEqual([]);
  });

  test('incident_alert_route: the deprecated incident_template still renders and warns with its replacement', () => {
    const { doc, warnings } = synth((stack) => {
      const apiKey = new TerraformVariable(stack, 'incident_api_key', { type: 'string', sensitive: true });
      new incident.IncidentProvider(stack, 'incident', { apiKey: apiKey.value });
      new incident.IncidentAlertRoute(stack, 'legacy', {
        name: 'Legacy route',
        enabled: false,
        isPrivate: true,
        alertSources: [{ alertSourceId: ALERT_SOURCE, conditionGroups: [] }],
        conditionGroups: [],
        expressions: [],
        escalationConfig: { autoCancelEscalations: false, escalationTargets: [] },
        incidentConfig: {
          enabled: true,
          autoDeclineEnabled: false,
          conditionGroups: [],
          groupingKeys: [{ reference: `alert.attributes.${ALERT_ATTRIBUTE}` }],
          groupingWindowSeconds: 600,
          deferTimeSeconds: 120,
        },
        incidentTemplate: {
          name: { autogenerated: true },
          summary: { autogenerated: true },
          severity: { mergeStrategy: 'first-wins' },
        },
      });
    });
    expect(resource(doc, 'incident_alert_route', 'legacy')).toEqual({
      name: 'Legacy route',
      enabled: false,
      is_private: true,
      alert_sources: [{ alert_source_id: ALERT_SOURCE, condition_groups: [] }],
      condition_groups: [],
      expressions: [],
      escalation_config: { auto_cancel_escalations: false, escalation_targets: [] },
      incident_config: {
        enabled: true,
        auto_decline_enabled: false,
        condition_groups: [],
        grouping_keys: [{ reference: `alert.attributes.${ALERT_ATTRIBUTE}` }],
        grouping_window_seconds: 600,
        defer_time_seconds: 120,
      },
      incident_template: {
        name: { autogenerated: true },
        summary: { autogenerated: true },
        severity: { merge_strategy: 'first-wins' },
      },
    });
    expect(warnings.sort()).toEqual([
      'test/legacy: [terrain:deprecated-attribute] incidentConfig.deferTimeSeconds is deprecated by the provider. Configure alert grouping with the top-level `grouping_config` instead.',
      'test/legacy: [terrain:deprecated-attribute] incidentConfig.groupingKeys is deprecated by the provider. Configure alert grouping with the top-level `grouping_config` instead.',
      'test/legacy: [terrain:deprecated-attribute] incidentConfig.groupingWindowSeconds is deprecated by the provider. Configure alert grouping with the top-level `grouping_config` instead.',
      'test/legacy: [terrain:deprecated-attribute] incidentTemplate is deprecated by the provider. Use `incident_config.template` instead (together with the top-level `grouping_config`).',
    ]);
  });
});
