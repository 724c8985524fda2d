import { ACK_REASON, make, token } from './helpers';
import { incident } from '../../../src';
import { ruleWarnings } from '../findings';

type Config = incident.IncidentAlertRouteConfig;
const SOURCE = '01HNBF5KZNWJ47TAN9ZT24MNPZ';
const PATH_ID = '01JPQNFD3RWAAY2V83QQ80D1ZV';
const FIELD = '01HM7N36096Q14DR9GPQY77ZXY';
const doc = (text: string) => JSON.stringify({ content: [{ content: [{ text, type: 'text' }], type: 'paragraph' }], type: 'doc' });

/** A route on the current schema (grouping_config set), paging one escalation path. */
const route = (over: Partial<Config> = {}): Config => ({
  name: 'Payments',
  enabled: true,
  isPrivate: false,
  alertSources: [{ alertSourceId: SOURCE, conditionGroups: [] }],
  conditionGroups: [],
  expressions: [],
  groupingConfig: { defaultAttribute: { enabled: false } },
  messageConfig: { destinations: [] },
  escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ escalationPaths: { arrayValue: [{ literal: PATH_ID }] } }] },
  incidentConfig: { enabled: false, conditionGroups: [] },
  ...over,
});
const build = (config: Config) => (s: any) => new incident.IncidentAlertRoute(s, 'r', config);
const warningsOf = (config: Config) => ruleWarnings(make(build(config)).warnings);
const cond = (subject: string, operation: string, paramBindings: any[] = []) => ({ subject, operation, paramBindings });

describe('incident_alert_route type rules', () => {
  test('a route with engine operations, its own expressions and documents has no findings', () => {
    expect(make(build(route({
      expressions: [{ label: 'Team', reference: 'team', rootReference: 'payload', operations: [{ operationType: 'parse', parse: { source: '$.team', returns: { type: 'String', array: false } } }] }],
      conditionGroups: [{ conditions: [cond('alert.title', 'is_set'), cond('expressions["team"]', 'one_of', [{ arrayValue: [{ literal: 'payments' }] }])] }],
      incidentConfig: {
        enabled: true,
        autoDeclineEnabled: false,
        conditionGroups: [],
        template: {
          name: { value: { literal: doc('Payments alert') } },
          summary: { value: { reference: 'alert.description' } },
          customFields: [{ customFieldId: FIELD, mergeStrategy: 'first-wins', binding: { value: { reference: 'expressions["team"]' } } }],
          severity: { mergeStrategy: 'max' },
        },
      },
    }))).warnings).toEqual([]);
  });

  test('refuting configuration: the provider applies escalation_targets = [] (TestAccIncidentAlertRouteOperationAlias), so no type rule judges it', () => {
    expect(make(build(route({
      alertSources: [],
      conditionGroups: [{ conditions: [cond('alert.attributes.01HS45HY43KWJRP1XPA7Z3DJ8F', 'one_of', [{ arrayValue: [{ literal: 'org/repo' }] }])] }],
      escalationConfig: { autoCancelEscalations: true, escalationTargets: [] },
    }))).warnings).toEqual([]);
  });

  test('condition-operation-spelling: equals, IS_SET and in get the engine\'s names (documented: a warning)', () => {
    const text = (i: number, received: string, fix: string) => `test/r: [rule:incident_alert_route/condition-operation-spelling] conditionGroups[0].conditions[${i}].operation: is not an operation name of the incident.io engine. Received: "${received}". Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. Fix: ${fix}`;
    expect(warningsOf(route({
      conditionGroups: [{ conditions: [cond('alert.title', 'equals', [{ value: { literal: 'x' } }]), cond('alert.description', 'IS_SET'), cond('alert.priority', 'in', [{ arrayValue: [{ literal: 'P1' }] }])] }],
    }))).toEqual([
      text(0, 'equals', "write 'one_of' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }]."),
      text(1, 'IS_SET', "write 'is_set'."),
      text(2, 'in', "write 'one_of' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }]."),
    ]);
  });

  test('binding-value-or-array-value (documented: a warning)', () => {
    expect(warningsOf(route({
      conditionGroups: [{ conditions: [cond('alert.priority', 'one_of', [{ value: { literal: 'P1' }, arrayValue: [{ literal: 'P2' }] }])] }],
    }))).toEqual([
      'test/r: [rule:incident_alert_route/binding-value-or-array-value] conditionGroups[0].conditions[0].paramBindings[0]: sets both value and arrayValue; a binding holds one of them. Received: value and arrayValue (1 item). Allowed: value for one literal or reference, or arrayValue for several. Fix: remove value, or move it into arrayValue.',
    ]);
  });

  test('expression-reference: a name the route does not define (documented: a warning)', () => {
    expect(warningsOf(route({
      expressions: [{ label: 'Severity', reference: 'severity', rootReference: 'payload', operations: [{ operationType: 'parse', parse: { source: '$.sev', returns: { type: 'String', array: false } } }] }],
      conditionGroups: [{ conditions: [cond('expressions["sev"]', 'is_set')] }],
    }))).toEqual([
      'test/r: [rule:incident_alert_route/expression-reference] conditionGroups[0].conditions[0].subject: refers to expressions["sev"], but no expression of this resource has the reference "sev". Received: "expressions[\\"sev\\"]". Allowed: expressions["severity"]. Fix: write expressions["severity"], or add an expression with reference "sev" to expressions.',
    ]);
    expect(warningsOf(route({ conditionGroups: [{ conditions: [cond('expressions["team"]', 'is_set')] }] }))).toEqual([
      'test/r: [rule:incident_alert_route/expression-reference] conditionGroups[0].conditions[0].subject: refers to expressions["team"], but no expression of this resource has the reference "team". Received: "expressions[\\"team\\"]". Allowed: no expressions["..."]: expressions is empty. Fix: add an expression with reference "team" to expressions, or refer to one it defines.',
    ]);
  });

  test('rich-text-literal: a plain-text incident name (documented: a warning), in the current and the legacy template', () => {
    const text = (path: string) => `test/r: [rule:incident_alert_route/rich-text-literal] ${path}: is plain text, but the field stores a rich-text document (JSON). Received: "Payments down". Allowed: a rich-text document serialized as JSON, {"type":"doc","content":[...]}. Fix: write JSON.stringify({"content":[{"content":[{"text":"Payments down","type":"text"}],"type":"paragraph"}],"type":"doc"}) (a paragraph holding the text), or build the document with the incident_rich_text data source.`;
    const template = { name: { value: { literal: 'Payments down' } }, summary: { autogenerated: true } };
    expect(warningsOf(route({ incidentConfig: { enabled: true, autoDeclineEnabled: false, conditionGroups: [], template } }))).toEqual([text('incidentConfig.template.name.value.literal')]);
    expect(warningsOf(route({
      groupingConfig: undefined,
      messageConfig: undefined,
      incidentConfig: { enabled: true, autoDeclineEnabled: false, conditionGroups: [], groupingWindowSeconds: 0, deferTimeSeconds: 0 },
      incidentTemplate: template,
    }))).toEqual([text('incidentTemplate.name.value.literal')]);
  });

  test('escalation-target-names-nobody: a target without escalation paths or users (documented: a warning; Incident-R1 flags it too)', () => {
    const text = (i: number, received: string) => `test/r: [rule:incident_alert_route/escalation-target-names-nobody] escalationConfig.escalationTargets[${i}]: names no escalation path and no user: the target pages nobody. Received: ${received}. Allowed: escalationPaths or users with a value or a non-empty arrayValue. Fix: name who to page, e.g. { escalationPaths: { arrayValue: [{ literal: '<escalation path id>' }] } }, or remove the target.`;
    expect(warningsOf(route({
      escalationConfig: {
        autoCancelEscalations: true,
        escalationTargets: [{ escalationPaths: { arrayValue: [{ literal: PATH_ID }] } }, { users: { arrayValue: [] } }, {}],
      },
    }))).toEqual([text(1, 'escalationPaths and users without a value'), text(2, 'neither escalationPaths nor users')]);
  });

  test('condition-groups-match-nothing (documented: a warning; Incident-R2 flags it too)', () => {
    const one = (v: string) => cond('alert.priority', 'one_of', [{ arrayValue: [{ literal: v }] }]);
    expect(warningsOf(route({ conditionGroups: [{ conditions: [one('P1'), one('P2')] }] }))).toEqual([
      'test/r: [rule:incident_alert_route/condition-groups-match-nothing] conditionGroups: can match no alert: the conditions of a group must all hold, and every group has none or asks one subject for two different values at once. Received: group 0: alert.priority must be "P1" and also "P2". Allowed: groups whose conditions can hold together (groups are alternatives). Fix: put alternatives in separate condition groups, or in one condition with operation one_of.',
    ]);
    expect(warningsOf(route({ conditionGroups: [{ conditions: [one('P1')] }, { conditions: [one('P2')] }] }))).toEqual([]);
  });

  test('a merge strategy in the alert source style warns through the value check, with the route spelling', () => {
    const template = { name: { autogenerated: true }, summary: { autogenerated: true }, severity: { mergeStrategy: 'first_wins' } };
    expect(make(build(route({ incidentConfig: { enabled: true, autoDeclineEnabled: false, conditionGroups: [], template } }))).warnings).toEqual([
      "test/r: [terrain:unlisted-value] [value:incident_alert_route.incident_config.template.severity.merge_strategy] incidentConfig.template.severity.mergeStrategy: is not in the list of values the provider documents (value:incident_alert_route.incident_config.template.severity.merge_strategy); the remote API may refuse it at apply. Received: \"first_wins\". Allowed: 'first-wins' or 'max'. Fix: write 'first-wins' instead of 'first_wins' (did you mean it?). If a newer provider release allows it, acknowledge value:incident_alert_route.incident_config.template.severity.merge_strategy with the reason.",
    ]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.IncidentAlertRoute(s, 'r', route({
      conditionGroups: [{ conditions: [cond(token(s, 'subject'), token(s, 'op'))] }],
      escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ users: { value: { literal: token(s, 'user') } } }] },
    }))).warnings).toEqual([]);
  });

  test('an acknowledged warning keeps warning, with the reason', () => {
    expect(make(build(route({ conditionGroups: [{ conditions: [cond('alert.title', 'exists')] }] })), 'rule:incident_alert_route/condition-operation-spelling').warnings).toEqual([
      `test/r: [rule:incident_alert_route/condition-operation-spelling] conditionGroups[0].conditions[0].operation: is not an operation name of the incident.io engine. Received: "exists". Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. Fix: write 'is_set'. Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
