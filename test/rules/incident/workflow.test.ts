import { fails, make } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

type Config = incident.IncidentWorkflowConfig;
const SEV = '01GCEDNG1QVJ8Y8MJBYHX0CH8T';
const workflow = (over: Partial<Config> = {}): Config => ({
  name: 'Page the payments team on critical incidents',
  trigger: 'incident.updated',
  onceFor: ['incident.url'],
  conditionGroups: [{ conditions: [{ subject: 'incident.severity', operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: SEV }] }] }] }],
  steps: [{ id: '01HRK6K0QGA5A6MM6A8TQ0W5NH', name: 'slack.post_message', paramBindings: [{ arrayValue: [{ reference: 'expressions["channel"]' }] }, { value: { literal: 'Critical incident' } }] }],
  expressions: [{ label: 'Payments channel', reference: 'channel', rootReference: 'incident.custom_field["01HM7N36096Q14DR9GPQY77ZXY"]', operations: [{ operationType: 'navigate', navigate: { reference: 'catalog_attribute["01HN28JT97KB6CQ643DZVMXXQK"]' } }] }],
  continueOnStepError: false,
  runsOnIncidents: 'newly_created_and_active',
  runsOnIncidentModes: ['standard', 'retrospective'],
  state: 'active',
  privateIncidentScope: 'none',
  ...over,
});
const build = (config: Config) => (s: any) => new incident.IncidentWorkflow(s, 'w', config);

describe('incident_workflow type rules and value checks', () => {
  test('a workflow with its own expressions and engine operations has no findings', () => {
    expect(make(build(workflow())).warnings).toEqual([]);
    expect(make(build(workflow({ privateIncidentScope: 'owning_teams', includePrivateIncidents: true }))).warnings).toEqual([
      'test/w: [terrain:deprecated-attribute] includePrivateIncidents is deprecated by the provider. Use `private_incident_scope` instead.',
    ]);
  });

  test('private-incident-scope-agrees: a disagreeing includePrivateIncidents fails (ValidateConfig)', () => {
    expect(errorLines(fails(build(workflow({ privateIncidentScope: 'all', includePrivateIncidents: false }))))).toEqual([
      "[test/w] [rule:incident_workflow/private-incident-scope-agrees] includePrivateIncidents: disagrees with privateIncidentScope 'all'. Received: false. Allowed: true with privateIncidentScope 'all'. Fix: remove includePrivateIncidents (deprecated) and keep privateIncidentScope.",
    ]);
  });

  test('privateIncidentScope outside its list fails (the provider\'s ValidateConfig checks it)', () => {
    expect(errorLines(fails(build(workflow({ privateIncidentScope: 'owning-teams' }))))).toEqual([
      "[test/w] [value:incident_workflow.private_incident_scope] privateIncidentScope: is not an allowed value. Received: \"owning-teams\". Allowed: 'all', 'owning_teams' or 'none'. Fix: write 'owning_teams' instead of 'owning-teams'.",
    ]);
  });

  test('expression-reference, operation spelling and a binding with both forms warn (documented)', () => {
    expect(ruleWarnings(make(build(workflow({
      conditionGroups: [{ conditions: [{ subject: 'incident.severity', operation: 'equals', paramBindings: [{ value: { literal: SEV }, arrayValue: [{ literal: SEV }] }] }] }],
      steps: [{ id: '01HRK6K0QGA5A6MM6A8TQ0W5NH', name: 'slack.post_message', paramBindings: [{ arrayValue: [{ reference: 'expressions["channels"]' }] }] }],
    }))).warnings)).toEqual([
      'test/w: [rule:incident_workflow/expression-reference] steps[0].paramBindings[0].arrayValue[0].reference: refers to expressions["channels"], but no expression of this resource has the reference "channels". Received: "expressions[\\"channels\\"]". Allowed: expressions["channel"]. Fix: write expressions["channel"], or add an expression with reference "channels" to expressions.',
      "test/w: [rule:incident_workflow/condition-operation-spelling] conditionGroups[0].conditions[0].operation: is not an operation name of the incident.io engine. Received: \"equals\". Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. Fix: write 'one_of' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }].",
      'test/w: [rule:incident_workflow/binding-value-or-array-value] conditionGroups[0].conditions[0].paramBindings[0]: sets both value and arrayValue; a binding holds one of them. Received: value and arrayValue (1 item). Allowed: value for one literal or reference, or arrayValue for several. Fix: remove value, or move it into arrayValue.',
    ]);
  });

  test('runsOnIncidentModes is a documented list (a warning)', () => {
    expect(make(build(workflow({ runsOnIncidentModes: ['real'] }))).warnings).toEqual([
      "test/w: [terrain:unlisted-value] [value:incident_workflow.runs_on_incident_modes] runsOnIncidentModes[0]: is not in the list of values the provider documents (value:incident_workflow.runs_on_incident_modes); the remote API may refuse it at apply. Received: \"real\". Allowed: 'standard', 'retrospective' or 'test'. Fix: use one of the allowed values. If a newer provider release allows it, acknowledge value:incident_workflow.runs_on_incident_modes with the reason.",
    ]);
  });
});
