/**
 * incident response L1s: custom fields and options, incident roles, severities, statuses,
 * maintenance windows, workflows, and the incident lookups (including rich text).
 */
import { TerraformOutput } from 'cdktn';
import { provider } from './helpers';
import { incident } from '../../../src';
import { dataSource, expectSnakeCaseOnly, resource, synth } from '../../util';

const PAYMENTS_TEAM = '01HQ9S346Q3D25VT4F5V37E3S3';
const SERVICE_TYPE = '01HNFSECZP11HYGCPWPQ5E6EYC';
const TIER_ATTRIBUTE = '01HJPXT891WB09B9Y73MY63FCH';
const OWNER_ATTRIBUTE = '01HQDY0YP57RCYBVN5SXS5AA81';
const DESCRIPTION_ATTRIBUTE = '01HMRMZ9J92V81E5128Q6RW31F';
const TEAM_FIELD = '01HMA4DZEWNWV8CF5BN5MFQGC1';
const AFFECTED_SERVICES_FIELD = '01HM7N36096Q14DR9GPQY77ZXY';
const FIELD_OPTION = '01HRRTDRHN3ZHQ8D5HFRSWVK18';
const INCIDENT_ROLE = '01HJVYZ04SXWF6E996X5208E2K';
const SEVERITY_CRITICAL = '01HQB0NR5YHCF05G59S2S1KKE5';
const SEVERITY_MAJOR = '01HMGJ09TQM83XSSSS6YS3C4DW';
const STATUS = '01HSK596NGYA1DQ91K5GQAPENE';
const MAINTENANCE_WINDOW = '01HN28JT97KB6CQ643DZVMXXQK';
const WORKFLOW = '01HRSZ5AWSH8VHTPRE95B9EE0Z';
const WORKFLOW_STEP = '01HMX9YP981068VCD1GDJFMGT8';
const ALICE = '01HSG0X454YG4GFDEXZR4YJ2C4';
const SLACK_CHANNEL = 'C04KX7T2M9R';

describe('custom fields', () => {
  test('incident_custom_field: a catalog-backed multi-select filtered by the Team field', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const field = new incident.IncidentCustomField(stack, 'affected_services', {
        name: 'Affected services',
        description: 'Which services are degraded or down because of this incident?',
        fieldType: 'multi_select',
        catalogTypeId: SERVICE_TYPE,
        filterBy: { customFieldId: TEAM_FIELD, catalogAttributeId: OWNER_ATTRIBUTE },
        groupByCatalogAttributeId: TIER_ATTRIBUTE,
        helptextCatalogAttributeId: DESCRIPTION_ATTRIBUTE,
      });
      new TerraformOutput(stack, 'field_id', { value: field.id });
      new TerraformOutput(stack, 'filter_field', { value: field.filterBy.customFieldId });
      incident.IncidentCustomField.generateConfigForImport(stack, 'imported', AFFECTED_SERVICES_FIELD);
    });
    const body = resource(doc, 'incident_custom_field', 'affected_services');
    expect(incident.IncidentCustomField.tfResourceType).toBe('incident_custom_field');
    expect(body).toEqual({
      name: 'Affected services',
      description: 'Which services are degraded or down because of this incident?',
      field_type: 'multi_select',
      catalog_type_id: SERVICE_TYPE,
      filter_by: { custom_field_id: TEAM_FIELD, catalog_attribute_id: OWNER_ATTRIBUTE },
      group_by_catalog_attribute_id: TIER_ATTRIBUTE,
      helptext_catalog_attribute_id: DESCRIPTION_ATTRIBUTE,
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.field_id.value).toBe('${incident_custom_field.affected_services.id}');
    expect(doc.output.filter_field.value).toBe('${incident_custom_field.affected_services.filter_by.custom_field_id}');
    expect(doc.import).toEqual([{ to: 'incident_custom_field.imported', id: AFFECTED_SERVICES_FIELD }]);
    expect(warnings).toEqual([]);
  });

  test('incident_custom_field_option: options of a single-select field, sorted', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const field = new incident.IncidentCustomField(stack, 'payment_method', {
        name: 'Payment method',
        description: 'Which payment method is affected?',
        fieldType: 'single_select',
      });
      const card = new incident.IncidentCustomFieldOption(stack, 'card', { customFieldId: field.id, value: 'Card payments', sortKey: 10 });
      new incident.IncidentCustomFieldOption(stack, 'bank_transfer', { customFieldId: field.id, value: 'Bank transfer', sortKey: 20 });
      new TerraformOutput(stack, 'card_option_id', { value: card.id });
      incident.IncidentCustomFieldOption.generateConfigForImport(stack, 'imported', FIELD_OPTION);
    });
    const body = resource(doc, 'incident_custom_field_option', 'card');
    expect(incident.IncidentCustomFieldOption.tfResourceType).toBe('incident_custom_field_option');
    expect(body).toEqual({ custom_field_id: '${incident_custom_field.payment_method.id}', value: 'Card payments', sort_key: 10 });
    expect(resource(doc, 'incident_custom_field_option', 'bank_transfer')).toEqual({
      custom_field_id: '${incident_custom_field.payment_method.id}',
      value: 'Bank transfer',
      sort_key: 20,
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.card_option_id.value).toBe('${incident_custom_field_option.card.id}');
    expect(doc.import).toEqual([{ to: 'incident_custom_field_option.imported', id: FIELD_OPTION }]);
    expect(warnings).toEqual([]);
  });

  test('data.incident_custom_field: reads a custom field by name', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const field = new incident.DataIncidentCustomField(stack, 'affected_services', { name: 'Affected services' });
      new TerraformOutput(stack, 'catalog_type', { value: field.catalogTypeId });
    });
    const body = dataSource(doc, 'incident_custom_field', 'affected_services');
    expect(incident.DataIncidentCustomField.tfResourceType).toBe('incident_custom_field');
    expect(body).toEqual({ name: 'Affected services' });
    expectSnakeCaseOnly(body);
    expect(doc.output.catalog_type.value).toBe('${data.incident_custom_field.affected_services.catalog_type_id}');
  });

  test('data.incident_custom_field_option: reads an option by its value', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const field = new incident.DataIncidentCustomField(stack, 'payment_method', { name: 'Payment method' });
      const option = new incident.DataIncidentCustomFieldOption(stack, 'card', { customFieldId: field.id, value: 'Card payments' });
      new TerraformOutput(stack, 'card_id', { value: option.id });
    });
    const body = dataSource(doc, 'incident_custom_field_option', 'card');
    expect(incident.DataIncidentCustomFieldOption.tfResourceType).toBe('incident_custom_field_option');
    expect(body).toEqual({ custom_field_id: '${data.incident_custom_field.payment_method.id}', value: 'Card payments' });
    expectSnakeCaseOnly(body);
    expect(doc.output.card_id.value).toBe('${data.incident_custom_field_option.card.id}');
  });
});

describe('roles, severities and statuses', () => {
  test('incident_incident_role: a communications lead role', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const role = new incident.IncidentIncidentRole(stack, 'comms_lead', {
        name: 'Communications lead',
        description: 'Owns internal and external communication during the incident.',
        instructions: 'Post an update in #incidents every 30 minutes and keep the status page current.',
        shortform: 'comms',
      });
      new TerraformOutput(stack, 'role_id', { value: role.id });
      incident.IncidentIncidentRole.generateConfigForImport(stack, 'imported', INCIDENT_ROLE);
    });
    const body = resource(doc, 'incident_incident_role', 'comms_lead');
    expect(incident.IncidentIncidentRole.tfResourceType).toBe('incident_incident_role');
    expect(body).toEqual({
      name: 'Communications lead',
      description: 'Owns internal and external communication during the incident.',
      instructions: 'Post an update in #incidents every 30 minutes and keep the status page current.',
      shortform: 'comms',
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.role_id.value).toBe('${incident_incident_role.comms_lead.id}');
    expect(doc.import).toEqual([{ to: 'incident_incident_role.imported', id: INCIDENT_ROLE }]);
    expect(warnings).toEqual([]);
  });

  test('data.incident_incident_role: reads a role by id', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const role = new incident.DataIncidentIncidentRole(stack, 'lead', { id: INCIDENT_ROLE });
      new TerraformOutput(stack, 'shortform', { value: role.shortform });
    });
    const body = dataSource(doc, 'incident_incident_role', 'lead');
    expect(incident.DataIncidentIncidentRole.tfResourceType).toBe('incident_incident_role');
    expect(body).toEqual({ id: INCIDENT_ROLE });
    expectSnakeCaseOnly(body);
    expect(doc.output.shortform.value).toBe('${data.incident_incident_role.lead.shortform}');
  });

  test('incident_severity: a critical severity ranked above major', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const sev = new incident.IncidentSeverity(stack, 'critical', {
        name: 'Critical',
        description: 'Complete outage of a customer-facing service, or data loss.',
        rank: 3,
      });
      new TerraformOutput(stack, 'severity_id', { value: sev.id });
      incident.IncidentSeverity.generateConfigForImport(stack, 'imported', SEVERITY_CRITICAL);
    });
    const body = resource(doc, 'incident_severity', 'critical');
    expect(incident.IncidentSeverity.tfResourceType).toBe('incident_severity');
    expect(body).toEqual({ name: 'Critical', description: 'Complete outage of a customer-facing service, or data loss.', rank: 3 });
    expectSnakeCaseOnly(body);
    expect(doc.output.severity_id.value).toBe('${incident_severity.critical.id}');
    expect(doc.import).toEqual([{ to: 'incident_severity.imported', id: SEVERITY_CRITICAL }]);
    expect(warnings).toEqual([]);
  });

  test('incident_status: a custom live status', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const status = new incident.IncidentStatus(stack, 'monitoring', {
        name: 'Monitoring',
        description: 'A fix is deployed and we are watching the metrics.',
        category: 'live',
      });
      new TerraformOutput(stack, 'status_id', { value: status.id });
      incident.IncidentStatus.generateConfigForImport(stack, 'imported', STATUS);
    });
    const body = resource(doc, 'incident_status', 'monitoring');
    expect(incident.IncidentStatus.tfResourceType).toBe('incident_status');
    expect(body).toEqual({ name: 'Monitoring', description: 'A fix is deployed and we are watching the metrics.', category: 'live' });
    expectSnakeCaseOnly(body);
    expect(doc.output.status_id.value).toBe('${incident_status.monitoring.id}');
    expect(doc.import).toEqual([{ to: 'incident_status.imported', id: STATUS }]);
    expect(warnings).toEqual([]);
  });

  test('data.incident_incident_types: lists the incident types', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const types = new incident.DataIncidentIncidentTypes(stack, 'all', {});
      new TerraformOutput(stack, 'first_type', { value: types.incidentTypes.get(0).name });
      new TerraformOutput(stack, 'first_is_default', { value: types.incidentTypes.get(0).isDefault });
    });
    const body = dataSource(doc, 'incident_incident_types', 'all');
    expect(incident.DataIncidentIncidentTypes.tfResourceType).toBe('incident_incident_types');
    expect(body).toEqual({});
    expectSnakeCaseOnly(body);
    expect(doc.output.first_type.value).toBe('${data.incident_incident_types.all.incident_types[0].name}');
    expect(doc.output.first_is_default.value).toBe('${data.incident_incident_types.all.incident_types[0].is_default}');
  });
});

describe('maintenance windows', () => {
  test('incident_maintenance_window: database migration window that reroutes matching alerts', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const mw = new incident.IncidentMaintenanceWindow(stack, 'db_migration', {
        name: 'Payments database migration',
        startAt: '2026-04-01T02:00:00Z',
        endAt: '2026-04-01T06:00:00Z',
        leadId: ALICE,
        alertConditionGroups: [{
          conditions: [{ subject: 'alert.title', operation: 'contains', paramBindings: [{ value: { literal: 'payments-db' } }] }],
        }],
        escalationTargets: [{ users: { arrayValue: [{ literal: ALICE }] } }],
        notifyChannels: [{ channelId: SLACK_CHANNEL, channelType: 'public', channelName: 'payments-ops' }],
        notifyStartMinutesBefore: 30,
        notifyEndMinutesBefore: 10,
        notificationMessage: 'Planned failover of the payments database; expect replica lag alerts.',
        resolveOnEnd: true,
        rerouteOnEnd: false,
        showInSidebar: true,
      });
      new TerraformOutput(stack, 'window_id', { value: mw.id });
      incident.IncidentMaintenanceWindow.generateConfigForImport(stack, 'imported', MAINTENANCE_WINDOW);
    });
    const body = resource(doc, 'incident_maintenance_window', 'db_migration');
    expect(incident.IncidentMaintenanceWindow.tfResourceType).toBe('incident_maintenance_window');
    expect(body).toEqual({
      name: 'Payments database migration',
      start_at: '2026-04-01T02:00:00Z',
      end_at: '2026-04-01T06:00:00Z',
      lead_id: ALICE,
      alert_condition_groups: [{
        conditions: [{ subject: 'alert.title', operation: 'contains', param_bindings: [{ value: { literal: 'payments-db' } }] }],
      }],
      escalation_targets: [{ users: { array_value: [{ literal: ALICE }] } }],
      notify_channels: [{ channel_id: SLACK_CHANNEL, channel_type: 'public', channel_name: 'payments-ops' }],
      notify_start_minutes_before: 30,
      notify_end_minutes_before: 10,
      notification_message: 'Planned failover of the payments database; expect replica lag alerts.',
      resolve_on_end: true,
      reroute_on_end: false,
      show_in_sidebar: true,
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.window_id.value).toBe('${incident_maintenance_window.db_migration.id}');
    expect(doc.import).toEqual([{ to: 'incident_maintenance_window.imported', id: MAINTENANCE_WINDOW }]);
    expect(warnings).toEqual([]);
  });
});

describe('workflows and rich text', () => {
  test('data.incident_rich_text: builds a document from markdown for a rich field', () => {
    const { doc } = synth((stack) => {
      provider(stack);
      const text = new incident.DataIncidentRichText(stack, 'update', {
        markdown: '**{{ incident.name }}** is now {{ incident.severity }}.\n\nLatest update: {{ incident.summary }}',
        featureSet: 'rich',
      });
      new TerraformOutput(stack, 'json', { value: text.json });
      new TerraformOutput(stack, 'dropped', { value: text.droppedContent });
    });
    const body = dataSource(doc, 'incident_rich_text', 'update');
    expect(incident.DataIncidentRichText.tfResourceType).toBe('incident_rich_text');
    expect(body).toEqual({
      markdown: '**{{ incident.name }}** is now {{ incident.severity }}.\n\nLatest update: {{ incident.summary }}',
      feature_set: 'rich',
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.json.value).toBe('${data.incident_rich_text.update.json}');
    expect(doc.output.dropped.value).toBe('${data.incident_rich_text.update.dropped_content}');
  });

  test('incident_workflow: posts a leadership update to Slack for critical and major incidents', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      const message = new incident.DataIncidentRichText(stack, 'update', { markdown: '**{{ incident.name }}**: {{ incident.summary }}', featureSet: 'rich' });
      const workflow = new incident.IncidentWorkflow(stack, 'leadership_update', {
        name: 'Share critical incidents with leadership',
        trigger: 'incident.updated',
        onceFor: ['incident'],
        conditionGroups: [{
          conditions: [{
            subject: 'incident.severity',
            operation: 'one_of',
            paramBindings: [{ arrayValue: [{ literal: SEVERITY_CRITICAL }, { literal: SEVERITY_MAJOR }] }],
          }],
        }],
        expressions: [{
          label: 'Owning team Slack channel',
          reference: 'owning_team_channel',
          rootReference: `incident.custom_field["${TEAM_FIELD}"]`,
          operations: [{ operationType: 'navigate', navigate: { reference: 'catalog_entry.attributes["slack_channel"]' } }],
        }],
        steps: [{
          id: WORKFLOW_STEP,
          name: 'slack.post_message',
          paramBindings: [
            { arrayValue: [{ literal: SLACK_CHANNEL }, { reference: 'expressions["owning_team_channel"]' }] },
            { value: { literal: message.json } },
          ],
        }],
        delay: { forSeconds: 300, conditionsApplyOverDelay: true },
        runsOnIncidents: 'newly_created_and_active',
        runsOnIncidentModes: ['standard', 'retrospective'],
        continueOnStepError: false,
        state: 'active',
        folder: 'Leadership',
        shortform: 'leadership-update',
        owningTeamIds: [PAYMENTS_TEAM],
        privateIncidentScope: 'none',
        includePrivateEscalations: false,
      });
      new TerraformOutput(stack, 'workflow_id', { value: workflow.id });
      new TerraformOutput(stack, 'first_step', { value: workflow.steps.get(0).name });
      incident.IncidentWorkflow.generateConfigForImport(stack, 'imported', WORKFLOW);
    });
    const body = resource(doc, 'incident_workflow', 'leadership_update');
    expect(incident.IncidentWorkflow.tfResourceType).toBe('incident_workflow');
    expect(body).toEqual({
      name: 'Share critical incidents with leadership',
      trigger: 'incident.updated',
      once_for: ['incident'],
      condition_groups: [{
        conditions: [{
          subject: 'incident.severity',
          operation: 'one_of',
          param_bindings: [{ array_value: [{ literal: SEVERITY_CRITICAL }, { literal: SEVERITY_MAJOR }] }],
        }],
      }],
      expressions: [{
        label: 'Owning team Slack channel',
        reference: 'owning_team_channel',
        root_reference: `incident.custom_field["${TEAM_FIELD}"]`,
        operations: [{ operation_type: 'navigate', navigate: { reference: 'catalog_entry.attributes["slack_channel"]' } }],
      }],
      steps: [{
        id: WORKFLOW_STEP,
        name: 'slack.post_message',
        param_bindings: [
          { array_value: [{ literal: SLACK_CHANNEL }, { reference: 'expressions["owning_team_channel"]' }] },
          { value: { literal: '${data.incident_rich_text.update.json}' } },
        ],
      }],
      delay: { for_seconds: 300, conditions_apply_over_delay: true },
      runs_on_incidents: 'newly_created_and_active',
      runs_on_incident_modes: ['standard', 'retrospective'],
      continue_on_step_error: false,
      state: 'active',
      folder: 'Leadership',
      shortform: 'leadership-update',
      owning_team_ids: [PAYMENTS_TEAM],
      private_incident_scope: 'none',
      include_private_escalations: false,
    });
    expectSnakeCaseOnly(body);
    expect(doc.output.workflow_id.value).toBe('${incident_workflow.leadership_update.id}');
    expect(doc.output.first_step.value).toBe('${incident_workflow.leadership_update.steps[0].name}');
    expect(doc.import).toEqual([{ to: 'incident_workflow.imported', id: WORKFLOW }]);
    expect(warnings).toEqual([]);
  });

  test('incident_workflow: the deprecated include_private_incidents warns, pointing to private_incident_scope', () => {
    const { doc, warnings } = synth((stack) => {
      provider(stack);
      new incident.IncidentWorkflow(stack, 'legacy', {
        name: 'Legacy workflow',
        trigger: 'incident.created',
        onceFor: ['incident'],
        conditionGroups: [],
        expressions: [],
        steps: [],
        runsOnIncidents: 'newly_created',
        runsOnIncidentModes: ['standard'],
        continueOnStepError: true,
        state: 'draft',
        includePrivateIncidents: false,
      });
    });
    expect(resource(doc, 'incident_workflow', 'legacy')).toEqual({
      name: 'Legacy workflow',
      trigger: 'incident.created',
      once_for: ['incident'],
      condition_groups: [],
      expressions: [],
      steps: [],
      runs_on_incidents: 'newly_created',
      runs_on_incident_modes: ['standard'],
      continue_on_step_error: true,
      state: 'draft',
      include_private_incidents: false,
    });
    expect(warnings).toEqual([
      'test/legacy: [terrain:deprecated-attribute] includePrivateIncidents is deprecated by the provider. Use `private_incident_scope` instead.',
    ]);
  });
});
