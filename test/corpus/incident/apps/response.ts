/**
 * Incident response: custom fields and their options, incident roles, severities, statuses,
 * workflows, maintenance windows, the lookups of those, and the provider block with its endpoint.
 * Modelled on examples/resources/incident_{custom_field,custom_field_option,incident_role,
 * severity,status,workflow,maintenance_window} and the acceptance tests
 * incident_workflow_resource_test.go and incident_maintenance_window_resource_test.go.
 */
import { TerraformOutput } from 'cdktn';
import { incident } from '../../../../src';
import { CorpusApp, IDS } from '../corpus';

/** Custom fields of several kinds, the options of the select ones, roles, severities and statuses. */
const fields: CorpusApp = {
  name: 'response-fields',
  build: (stack) => {
    const teams = new incident.IncidentCustomField(stack, 'affected_teams', { name: 'Affected teams', description: 'The teams affected by this incident.', fieldType: 'multi_select' });
    ['Payments', 'Dashboard', 'API'].forEach((value, i) => new incident.IncidentCustomFieldOption(stack, `team_${value.toLowerCase()}`, { customFieldId: teams.id, value, sortKey: (i + 1) * 10 }));
    const product = new incident.IncidentCustomField(stack, 'product_area', { name: 'Product area', description: 'Which part of the product is affected.', fieldType: 'single_select' });
    new incident.IncidentCustomFieldOption(stack, 'checkout', { customFieldId: product.id, value: 'Checkout' });
    new incident.IncidentCustomField(stack, 'customer_impact', { name: 'Customers affected', description: 'How many customers were affected.', fieldType: 'numeric' });
    new incident.IncidentCustomField(stack, 'postmortem_doc', { name: 'Postmortem document', description: 'Link to the postmortem.', fieldType: 'link' });
    new incident.IncidentCustomField(stack, 'root_cause', { name: 'Root cause', description: 'One line on what went wrong.', fieldType: 'text' });
    new incident.IncidentIncidentRole(stack, 'comms', {
      name: 'Communications lead',
      description: 'Responsible for communications on behalf of the response team.',
      instructions: 'Manage internal and external communications on behalf of the response team.',
      shortform: 'comms',
    });
    new incident.IncidentSeverity(stack, 'trivial', { name: 'Trivial', description: 'Issues causing no impact. No immediate response is required.' });
    new incident.IncidentSeverity(stack, 'critical', { name: 'Critical', description: 'Customers cannot pay. All hands.', rank: 100 });
    new incident.IncidentStatus(stack, 'clean_up', { name: 'Clean-up', description: 'Not yet fully finished, but not a live incident anymore.', category: 'closed' });
    new incident.IncidentStatus(stack, 'monitoring', { name: 'Monitoring', description: 'A fix is out; watching the graphs.', category: 'live' });
    new incident.IncidentStatus(stack, 'writing_postmortem', { name: 'Writing postmortem', description: 'The postmortem is being written.', category: 'learning' });
  },
};

/** Workflows: assign the lead to who acked the escalation (the provider example), and post to the team's channel from an expression. */
const workflows: CorpusApp = {
  name: 'response-workflows',
  build: (stack) => {
    new incident.IncidentWorkflow(stack, 'autoassign_incident_lead', {
      name: 'Auto-assign incident lead',
      trigger: 'escalation.acked',
      expressions: [],
      conditionGroups: [{ conditions: [{ subject: 'user', operation: 'is_set', paramBindings: [] }] }],
      steps: [{
        id: '01HY0QG9WT62CEYJN8JD74MJNR',
        name: 'incident.assign_role',
        paramBindings: [
          { value: { reference: 'incident' } },
          { value: { literal: IDS.incidentLeadRole } },
          { value: { reference: 'user' } },
        ],
      }],
      onceFor: ['incident'],
      privateIncidentScope: 'none',
      continueOnStepError: false,
      runsOnIncidents: 'newly_created_and_active',
      runsOnIncidentModes: ['standard'],
      state: 'draft',
    });
    const teams = new incident.DataIncidentCustomField(stack, 'affected_teams', { name: 'Affected teams' });
    new incident.IncidentWorkflow(stack, 'notify_team_channel', {
      name: 'Tell the affected team',
      folder: 'Communications',
      shortform: 'notify-team',
      trigger: 'incident.updated',
      onceFor: ['incident', `incident.custom_field["${IDS.paymentsTeam}"]`],
      conditionGroups: [{ conditions: [{ subject: 'incident.severity', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: IDS.severityCritical }] }] }] }],
      expressions: [{
        label: 'Slack channel of the affected team',
        reference: 'team_channel',
        rootReference: `incident.custom_field["${IDS.paymentsTeam}"]`,
        operations: [{ operationType: 'navigate', navigate: { reference: 'catalog_attribute["01HN28PZ5W0XJ3A9B8K7M6N5Q4"]' } }],
      }],
      steps: [{
        id: '01HRK6K0QGA5A6MM6A8TQ0W5NH',
        name: 'slack.post_message',
        paramBindings: [
          { arrayValue: [{ reference: 'expressions["team_channel"]' }] },
          { value: { literal: JSON.stringify({ content: [{ content: [{ text: 'A critical incident affects your team.', type: 'text' }], type: 'paragraph' }], type: 'doc' }) } },
        ],
      }],
      owningTeamIds: [IDS.paymentsTeam],
      delay: { forSeconds: 300, conditionsApplyOverDelay: true },
      privateIncidentScope: 'owning_teams',
      includePrivateEscalations: false,
      continueOnStepError: true,
      runsOnIncidents: 'newly_created',
      runsOnIncidentModes: ['standard', 'retrospective'],
      state: 'active',
    });
    new TerraformOutput(stack, 'affected_teams_field', { value: teams.id });
  },
};

/** A maintenance window silencing database alerts during a migration. */
const maintenance: CorpusApp = {
  name: 'response-maintenance-window',
  build: (stack) => {
    const lead = new incident.DataIncidentUser(stack, 'ops_lead', { email: 'ops-lead@acme.io' });
    new incident.IncidentMaintenanceWindow(stack, 'db_migration', {
      name: 'Scheduled database migration',
      startAt: '2026-04-01T02:00:00Z',
      endAt: '2026-04-01T06:00:00Z',
      leadId: lead.id,
      showInSidebar: true,
      resolveOnEnd: true,
      rerouteOnEnd: false,
      notificationMessage: 'Database alerts are silenced while we migrate.',
      notifyStartMinutesBefore: 30,
      notifyChannels: [{ channelId: IDS.slackChannel, channelName: 'platform-alerts', channelType: 'slack' }],
      alertConditionGroups: [{ conditions: [{ subject: 'alert.title', operation: 'contains', paramBindings: [{ value: { literal: 'database' } }] }] }],
    });
  },
};

/** The response lookups, and a provider block with its endpoint (the API of another region or a proxy). */
const lookups: CorpusApp = {
  name: 'response-lookups',
  provider: { endpoint: 'https://api.incident.io' },
  build: (stack) => {
    const field = new incident.DataIncidentCustomField(stack, 'affected_teams', { name: 'Affected teams' });
    const option = new incident.DataIncidentCustomFieldOption(stack, 'payments', { customFieldId: field.id, value: 'Payments' });
    const role = new incident.DataIncidentIncidentRole(stack, 'lead', { id: IDS.incidentLeadRole });
    const types = new incident.DataIncidentIncidentTypes(stack, 'all', {});
    new TerraformOutput(stack, 'payments_option', { value: option.id });
    new TerraformOutput(stack, 'lead_role_name', { value: role.name });
    new TerraformOutput(stack, 'incident_types', { value: types.incidentTypes });
  },
};

export const RESPONSE_APPS: readonly CorpusApp[] = [fields, workflows, maintenance, lookups];
