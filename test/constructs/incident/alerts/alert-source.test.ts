/**
 * AlertSource: one factory per kind with the options the provider allows for it, the template
 * (rich-text title and description, attribute bindings, the expressions they use), the outputs,
 * and each problem with its exact message.
 */
import { TerraformOutput, TerraformVariable } from 'cdktn';
import { crashOf, errorOf, FakeCatalogType, incidentStack, junk, synthError, synthStack } from './alerts-util';
import { Duration, incident } from '../../../../src/index';

const {
  AlertAttribute, AlertSource, AlertSourceType, AttributeMergeStrategy, AttributeType, Binding, EngineRef, Expression, RichText, RichTextNode,
} = incident;

const title = RichText.template('{{ payload.title }}');
const TITLE = '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"varSpec","attrs":{"name":"payload.title"}}]}]}';

function body(doc: any, id = 'Source'): any {
  return doc.resource.incident_alert_source[id];
}

describe('AlertSource factories', () => {
  test('http: the name, the type, the title as a document, no attributes yet; the outputs', () => {
    const s = incidentStack();
    const source = AlertSource.http(s, 'Source', { name: 'Payments', title, owningTeamIds: ['01TEAM'], autoResolveAfter: Duration.hours(4), autoResolveIncidentAlerts: false });
    new TerraformOutput(s, 'url', { value: source.alertEventsUrl });
    new TerraformOutput(s, 'token', { value: source.secretToken, sensitive: true });
    new TerraformOutput(s, 'id', { value: source.alertSourceId });
    const { doc, warnings } = synthStack(s);
    expect(body(doc)).toEqual({
      name: 'Payments',
      source_type: 'http',
      owning_team_ids: ['01TEAM'],
      auto_resolve_timeout_minutes: 240,
      auto_resolve_incident_alerts: false,
      template: { title: { literal: TITLE }, description: {}, attributes: [], expressions: [] },
    });
    expect(doc.output).toEqual({
      url: { value: '${incident_alert_source.Source.alert_events_url}' },
      token: { value: '${sensitive(incident_alert_source.Source.secret_token)}', sensitive: true },
      id: { value: '${incident_alert_source.Source.id}' },
    });
    expect(warnings).toEqual([]);
    expect(source.resource.node.path).toBe('test/Source/Default');
    expect(source.node.defaultChild).toBe(source.resource);
    expect(source.sourceType).toBe('http');
  });

  test('heartbeat: its options, no title or description (incident.io manages them), the ping URL', () => {
    const s = incidentStack();
    const source = AlertSource.heartbeat(s, 'Source', { name: 'Nightly job', interval: Duration.minutes(5), failureThreshold: 2, gracePeriod: Duration.seconds(30) });
    new TerraformOutput(s, 'ping', { value: source.heartbeatPingUrl });
    const { doc } = synthStack(s);
    expect(body(doc)).toEqual({
      name: 'Nightly job',
      source_type: 'heartbeat',
      heartbeat_options: { interval_seconds: 300, failure_threshold: 2, grace_period_seconds: 30 },
      template: { title: {}, description: {}, attributes: [], expressions: [] },
    });
    expect(doc.output.ping.value).toBe('${incident_alert_source.Source.heartbeat_options.ping_url}');
  });

  test('email, httpCustom, jira and of(): their options, and the email address', () => {
    const s = incidentStack();
    const email = AlertSource.email(s, 'Email', { name: 'Mail', title, redactions: ['password'] });
    AlertSource.email(s, 'Plain', { name: 'Plain mail', title });
    AlertSource.httpCustom(s, 'Custom', { name: 'Custom', title, transformExpression: 'return { title: $.t }', deduplicationKeyPath: '$.id' });
    AlertSource.jira(s, 'Jira', { name: 'Jira', title, projectIds: ['10001'] });
    AlertSource.of(s, 'Datadog', AlertSourceType.DATADOG, { name: 'Datadog', title, description: RichText.text('From Datadog') });
    const viaOf = AlertSource.of(s, 'ViaOf', AlertSourceType.EMAIL, { name: 'Mail too', title });
    new TerraformOutput(s, 'email2', { value: viaOf.emailAddress });
    new TerraformOutput(s, 'email', { value: email.emailAddress });
    const { doc } = synthStack(s);
    expect(body(doc, 'Email').email_options).toEqual({ redactions: ['password'] });
    expect(body(doc, 'Plain').email_options).toBeUndefined();
    expect(body(doc, 'Custom').http_custom_options).toEqual({ transform_expression: 'return { title: $.t }', deduplication_key_path: '$.id' });
    expect(body(doc, 'Jira').jira_options).toEqual({ project_ids: ['10001'] });
    expect(body(doc, 'Datadog').source_type).toBe('datadog');
    expect(body(doc, 'Datadog').template.description.literal).toBe('{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"From Datadog"}]}]}');
    expect(doc.output.email.value).toBe('${incident_alert_source.Email.email_address}');
  });

  test("of(): a source type outside the provider's list fails (the issue's sourceType 'HTTP'), with the enum member to use", () => {
    expect(errorOf(() => AlertSource.of(incidentStack(), 'X', 'HTTP' as any, { name: 'x', title }))).toBe(
      '[test/X] sourceType: is not a source type of incident.io. Received: "HTTP". Allowed: an AlertSourceType, e.g. AlertSourceType.DATADOG (49 kinds). '
      + "Fix: use AlertSourceType.HTTP ('http').");
    expect(errorOf(() => AlertSource.of(incidentStack(), 'X', 'splunkk' as any, { name: 'x', title }))).toBe(
      '[test/X] sourceType: is not a source type of incident.io. Received: "splunkk". Allowed: an AlertSourceType, e.g. AlertSourceType.DATADOG (49 kinds). '
      + 'Fix: use an AlertSourceType, e.g. AlertSourceType.DATADOG.');
  });

  test('of(): the kinds whose options the provider requires point to their factory', () => {
    expect(errorOf(() => AlertSource.of(incidentStack(), 'X', AlertSourceType.HEARTBEAT, { name: 'x', title }))).toBe(
      '[test/X] sourceType: is heartbeat, whose options the provider requires: make it with AlertSource.heartbeat. Received: "heartbeat". '
      + 'Allowed: a source type without options of its own. Fix: use AlertSource.heartbeat(scope, id, { ... }).');
    expect(errorOf(() => AlertSource.of(incidentStack(), 'X', AlertSourceType.JIRA, { name: 'x', title }))).toMatch(/^\[test\/X\] sourceType: is jira, whose options the provider requires: make it with AlertSource\.jira\./);
  });

  test('heartbeat: a title or description (JavaScript) says why it is refused; durations in whole seconds', () => {
    expect(errorOf(() => AlertSource.heartbeat(incidentStack(), 'X', { name: 'x', interval: Duration.minutes(5), title } as any))).toBe(
      '[test/X] title: is not taken by heartbeat sources: incident.io manages their title. Received: a RichText. Allowed: no title. '
      + 'Fix: remove title from the props of AlertSource.heartbeat.');
    expect(errorOf(() => AlertSource.heartbeat(incidentStack(), 'X', { name: 'x', interval: Duration.seconds(1.5), gracePeriod: 3 as any, failureThreshold: 0 }))).toBe([
      '[test/X] 3 problems:',
      '  - interval: is not a whole number of seconds. Received: 1.5s. Allowed: whole seconds. Fix: use Duration.seconds(n) with a whole n, e.g. Duration.seconds(2).',
      '  - gracePeriod: expected a Duration. Received: 3. Allowed: a Duration, e.g. Duration.minutes(1). Fix: write gracePeriod: Duration.minutes(1).',
      '  - failureThreshold: is not a whole number of missed pings, 1 or more. Received: 0. Allowed: a whole number of missed pings, 1 or more. Fix: write failureThreshold: 2, or leave it out for 1.',
    ].join('\n'));
  });

  test('props: whole minutes, private alerts need teams, required options, unknown keys', () => {
    expect(errorOf(() => AlertSource.http(incidentStack(), 'X', { name: 'x', title, autoResolveAfter: Duration.seconds(90), visibleToTeamIds: [] }))).toBe([
      '[test/X] 2 problems:',
      '  - autoResolveAfter: is not a whole number of minutes. Received: 1m30s. Allowed: whole minutes. Fix: use Duration.minutes(n) with a whole n, e.g. Duration.minutes(2).',
      '  - visibleToTeamIds: is empty: private alerts are visible to the teams named here, and none is. Received: an empty list. '
      + 'Allowed: at least one team id, or no visibleToTeamIds for alerts that are not private. Fix: name the teams, or leave visibleToTeamIds out.',
    ].join('\n'));
    expect(errorOf(() => AlertSource.httpCustom(incidentStack(), 'X', { name: 'x', title } as any))).toBe([
      '[test/X] 2 problems:',
      '  - transformExpression: is required. Received: undefined. Allowed: a JavaScript expression that returns the alert (title, description, ...). Fix: set transformExpression.',
      "  - deduplicationKeyPath: is required. Received: undefined. Allowed: the path of the deduplication key in the payload, e.g. '$.id'. Fix: set deduplicationKeyPath.",
    ].join('\n'));
    expect(errorOf(() => AlertSource.http(incidentStack(), 'X', { name: 'x', title, sourceType: 'http' } as any))).toBe(
      "[test/X] sourceType: unknown option. Received: the key 'sourceType'. Allowed: the options of AlertSourceProps: name, title, description, owningTeamIds, "
      + "autoResolveAfter, autoResolveIncidentAlerts, visibleToTeamIds. Fix: remove 'sourceType', or check its spelling against AlertSourceProps.");
    expect(errorOf(() => AlertSource.http(incidentStack(), 'X', { name: 'x' } as any))).toBe(
      "[test/X] title: is required. Received: undefined. Allowed: a RichText, e.g. RichText.template('🚨 {{ payload.title | truncate: 100 }}'). Fix: set title.");
    expect(errorOf(() => AlertSource.http(incidentStack(), 'X', null as any))).toMatch(/^\[test\/X\] \(props\): expected an object with the construct's props\./);
  });

  test('private alerts: isPrivate and the teams that see them', () => {
    const s = incidentStack();
    AlertSource.http(s, 'Source', { name: 'Private', title, visibleToTeamIds: ['01TEAM'] });
    const t = body(synthStack(s).doc).template;
    expect(t.is_private).toBe(true);
    expect(t.visible_to_teams).toEqual({ array_value: [{ literal: '01TEAM' }] });
  });

  test('private alerts: a token for the whole list of teams is refused (each id is a value of its own); a list of tokens is rendered (found by the fuzz)', () => {
    // FUZZ_SEED=20261123 FUZZ_TARGET='AlertSource': a string token for visibleToTeamIds was a TypeError (teams.map is not a function).
    for (const factory of ['http', 'heartbeat'] as const) {
      const s = incidentStack();
      const v = new TerraformVariable(s, 'teams', {});
      const props = factory === 'http' ? { name: 'x', title } : { name: 'x', interval: Duration.minutes(1) };
      const tokens: Array<[string, unknown, string]> = [
        ['String', v.stringValue, 'a string token (a value Terraform knows only when it plans or applies)'],
        ['List', v.listValue, 'a list token (a value Terraform knows only when it plans or applies)'],
      ];
      for (const [kind, teams, received] of tokens) {
        expect(errorOf(() => (AlertSource[factory] as any)(s, `X${factory}${kind}`, { ...props, visibleToTeamIds: teams }))).toBe(
          `[test/X${factory}${kind}] visibleToTeamIds: is a token for the whole list: each team id is rendered as a value of its own, so the list must be written in code. `
          + `Received: ${received}. Allowed: a list of team ids written in code (each id may be a token). Fix: write the list in code, e.g. visibleToTeamIds: [payments.catalogEntryId].`);
      }
    }
    const s = incidentStack();
    const v = new TerraformVariable(s, 'team', {});
    AlertSource.http(s, 'Source', { name: 'Private', title, visibleToTeamIds: [v.stringValue, '01TEAM'] });
    expect(body(synthStack(s).doc).template.visible_to_teams).toEqual({ array_value: [{ literal: '${var.team}' }, { literal: '01TEAM' }] });
  });

  test('autoResolveIncidentAlerts without autoResolveAfter warns (documented: it has no effect without the timeout)', () => {
    const s = incidentStack();
    AlertSource.http(s, 'Source', { name: 'x', title, autoResolveIncidentAlerts: false });
    expect(synthStack(s).warnings).toEqual([
      'test/Source: [incident:auto-resolve-without-timeout] autoResolveIncidentAlerts: has no effect without autoResolveAfter: alerts of this source never resolve '
      + 'on a timer. Set autoResolveAfter (e.g. Duration.hours(4)), or leave autoResolveIncidentAlerts out.',
    ]);
  });

  test('outputs of one kind of source, read on another, fail with the field', () => {
    const source = AlertSource.http(incidentStack(), 'X', { name: 'x', title });
    expect(errorOf(() => source.emailAddress)).toBe(
      '[test/X] emailAddress: is an output of email sources only, and the type of this source is http. Received: "http". Allowed: a source made with AlertSource.email. '
      + 'Fix: read emailAddress of a source made with AlertSource.email.');
    expect(errorOf(() => source.heartbeatPingUrl)).toMatch(/^\[test\/X\] heartbeatPingUrl: is an output of heartbeat sources only/);
  });

});

describe('fromAlertSourceAttributes', () => {
  test('an id, for routes', () => {
    const s = incidentStack();
    const existing = AlertSource.fromAlertSourceAttributes(s, 'Existing', { alertSourceId: '01HNBF5KZNWJ47TAN9ZT24MNPZ' });
    expect(existing.alertSourceId).toBe('01HNBF5KZNWJ47TAN9ZT24MNPZ');
  });

  test('the id given, or an error that names it', () => {
    expect(AlertSource.fromAlertSourceAttributes(incidentStack(), 'S', { alertSourceId: '01S' }).alertSourceId).toBe('01S');
    const none = AlertSource.fromAlertSourceAttributes(incidentStack(), 'S', {} as any);
    expect(errorOf(() => none.alertSourceId)).toMatch(/^\[test\/S\] alertSourceId: is unknown: this construct was made with AlertSource\.fromAlertSourceAttributes/);
    expect(errorOf(() => AlertSource.fromAlertSourceAttributes(incidentStack(), 'S', { alertSourceID: 'x' } as any))).toMatch(/^\[test\/S\] alertSourceID: unknown option; did you mean alertSourceId\?/);
  });
});

describe('source.bind', () => {
  test('a literal, a reference, an expression (defined once by the source), with merge strategies spelled as sources spell them', () => {
    const s = incidentStack();
    const teams = new FakeCatalogType(s, 'Teams');
    const team = new AlertAttribute(s, 'Team', { name: 'Team', type: AttributeType.catalogEntry(teams) });
    const env = new AlertAttribute(s, 'Env', { name: 'Environment', type: AttributeType.string() });
    const tags = new AlertAttribute(s, 'Tags', { name: 'Tags', type: AttributeType.string(), array: true });
    const teamExpr = Expression.parse('team', { source: '$.labels.team', returns: AttributeType.catalogEntry(teams), label: 'Team' }).fallback(Binding.literal('01HDEFAULTTEAM000000000000'));
    const source = AlertSource.http(s, 'Source', { name: 'Payments', title: RichText.template('{{ payload.title }} ({{ expressions["team"] }})') });
    source.bind(team, Binding.expression(teamExpr), { merge: AttributeMergeStrategy.FIRST_WINS });
    source.bind(env, Binding.reference(EngineRef.payload('labels.env')));
    source.bind(tags, Binding.literals(['payments', 'api']), { merge: AttributeMergeStrategy.APPEND });
    const { doc, warnings } = synthStack(s);
    const t = body(doc).template;
    expect(t.attributes).toEqual([
      { alert_attribute_id: '${incident_alert_attribute.Team.id}', binding: { value: { reference: 'expressions["team"]' }, merge_strategy: 'first_wins' } },
      { alert_attribute_id: '${incident_alert_attribute.Env.id}', binding: { value: { reference: 'payload.labels.env' } } },
      { alert_attribute_id: '${incident_alert_attribute.Tags.id}', binding: { array_value: [{ literal: 'payments' }, { literal: 'api' }], merge_strategy: 'append' } },
    ]);
    expect(t.expressions).toEqual([{
      label: 'Team',
      reference: 'team',
      root_reference: 'payload',
      operations: [{ operation_type: 'parse', parse: { source: '$.labels.team', returns: { type: 'CatalogEntry["01HTEAMTYPE0000000000000000"]', array: false } } }],
      else_branch: { result: { value: { literal: '01HDEFAULTTEAM000000000000' } } },
    }]);
    expect(warnings).toEqual([]);
  });

  test('an attribute is bound once', () => {
    const s = incidentStack();
    const a = new AlertAttribute(s, 'A', { name: 'A', type: AttributeType.string() });
    const source = AlertSource.http(s, 'X', { name: 'x', title });
    source.bind(a, Binding.literal('x'));
    expect(errorOf(() => source.bind(a, Binding.literal('y')))).toBe(
      '[test/X] bind(attribute): is bound already (Binding.literal("x")): a source sets each alert attribute once. Received: "test/A". Allowed: each alert attribute once. '
      + 'Fix: bind it once; to combine values, bind an expression that combines them.');
  });

  test("a route's merge strategy spelling ('first-wins') gets the source's", () => {
    const s = incidentStack();
    const a = new AlertAttribute(s, 'A', { name: 'A', type: AttributeType.string() });
    const source = AlertSource.http(s, 'X', { name: 'x', title });
    expect(errorOf(() => source.bind(a, Binding.literal('x'), { merge: 'first-wins' as any }))).toBe(
      '[test/X] bind(options).merge: is not a merge strategy of alert source bindings. Received: "first-wins". Allowed: first_wins, last_wins, append, max or min. '
      + "Fix: use AttributeMergeStrategy.FIRST_WINS ('first_wins': alert sources spell it with an underscore).");
    expect(errorOf(() => source.bind(a, Binding.literal('x'), { mege: 'x' } as any))).toBe(
      "[test/X] bind(options).mege: unknown option; did you mean merge? Received: the key 'mege'. Allowed: the options of AlertSourceBindOptions: merge. Fix: write 'merge' instead of 'mege'.");
  });

  test('bindings are checked against the attribute type: a list for one value, no number for a Number, another type', () => {
    const s = incidentStack();
    const n = new AlertAttribute(s, 'N', { name: 'N', type: AttributeType.number() });
    const teams = new FakeCatalogType(s, 'Teams');
    const team = new AlertAttribute(s, 'Team', { name: 'Team', type: AttributeType.catalogEntry(teams) });
    const source = AlertSource.http(s, 'X', { name: 'x', title });
    expect(errorOf(() => source.bind(n, Binding.literals(['1', '2'])))).toBe(
      '[test/X] bind(binding): gives several values, but the alert attribute test/N takes one Number. The engine checks a binding against what the alert attribute test/N takes. '
      + 'Received: Binding.literals(["1", "2"]). Allowed: Number. Fix: give one value (Binding.literal, Binding.reference), or use a list type (array: true).');
    expect(errorOf(() => source.bind(n, Binding.literal('three')))).toBe(
      '[test/X] bind(binding): is "three", which is no number. The engine checks a binding against what the alert attribute test/N takes. '
      + "Received: Binding.literal(\"three\"). Allowed: Number. Fix: write the number as text, e.g. Binding.literal('3').");
    expect(errorOf(() => source.bind(team, Binding.expression(Expression.parse('team', { source: '$.team', returns: AttributeType.string() }))))).toBe(
      '[test/X] bind(binding): gives String, but the alert attribute test/Team takes CatalogEntry (test/Teams). The engine checks a binding against what the alert attribute test/Team takes. '
      + 'Received: Binding.expression(team). Allowed: CatalogEntry (test/Teams). Fix: give a value of type CatalogEntry (test/Teams); or, if the alert attribute test/Team holds String, '
      + 'declare it with type: AttributeType.string().');
    source.bind(n, Binding.literal('3'));
    expect(body(synthStack(s).doc, 'X').template.attributes).toHaveLength(1); // the refused bindings left nothing behind
  });

  test('JavaScript input: no attribute, no Binding', () => {
    const source = AlertSource.http(incidentStack(), 'X', { name: 'x', title });
    expect(errorOf(() => source.bind('Team' as any, 'value' as any))).toBe([
      '[test/X] 2 problems:',
      '  - bind(attribute): expected an alert attribute. Received: "Team". Allowed: an AlertAttribute, or one looked up with AlertAttribute.fromName. Fix: pass the alert attribute construct.',
      "  - bind(binding): expected a Binding. Received: \"value\". Allowed: a Binding, e.g. Binding.literal('high'). Fix: create it with a Binding factory, e.g. Binding.literal('high').",
    ].join('\n'));
  });

  test('JavaScript input: a name, team ids, a transform expression or a deduplication key path of the wrong kind is refused in the L2\'s words (it reached the L1 on test/X/Default)', () => {
    expect(errorOf(() => AlertSource.http(incidentStack(), 'X', { name: 3 as any, title, owningTeamIds: 'payments' as any }))).toBe([
      '[test/X] 2 problems:',
      "  - name: expected a string. Received: 3. Allowed: the name of the source. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).",
      '  - owningTeamIds: expected a list of strings. Received: "payments". Allowed: a list of team catalog entry ids. Fix: pass the values as a list of strings.',
    ].join('\n'));
    expect(errorOf(() => AlertSource.heartbeat(incidentStack(), 'X', { name: ['Nightly'] as any, interval: Duration.minutes(5) }))).toBe(
      "[test/X] name: expected a string. Received: a list of 1 item. Allowed: the name of the source. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => AlertSource.email(incidentStack(), 'X', { name: 'x', title, transformExpression: ['return $'] as any }))).toBe(
      '[test/X] transformExpression: expected a string. Received: a list of 1 item. Allowed: a JavaScript expression that transforms the email into the payload. '
      + "Fix: pass transformExpression as a string (or a string token, e.g. a variable's stringValue).");
    expect(errorOf(() => AlertSource.httpCustom(incidentStack(), 'X', { name: 'x', title, transformExpression: 1 as any, deduplicationKeyPath: { path: '$.id' } as any }))).toBe([
      '[test/X] 2 problems:',
      "  - transformExpression: expected a string. Received: 1. Allowed: a JavaScript expression that returns the alert (title, description, ...). Fix: pass transformExpression as a string (or a string token, e.g. a variable's stringValue).",
      "  - deduplicationKeyPath: expected a string. Received: an object with keys path. Allowed: the path of the deduplication key in the payload, e.g. '$.id'. Fix: pass deduplicationKeyPath as a string (or a string token, e.g. a variable's stringValue).",
    ].join('\n'));
  });

  test('an expression named by a string the source does not define fails at synth (the issue\'s expressions["sev"]; the type rule, enforced at plan)', () => {
    const s = incidentStack();
    const source = AlertSource.http(s, 'Source', { name: 'x', title: RichText.template('{{ expressions["sev"] }}') });
    source.bind(new AlertAttribute(s, 'Sev', { name: 'Sev', type: AttributeType.string() }), Binding.expression(Expression.parse('severity', { source: '$.severity', returns: AttributeType.string() })));
    expect(synthError(s)).toBe('Validation failed with the following errors:\n'
      + '  [test/Source/Default] [rule:incident_alert_source/expression-reference] template.title.literal: refers to expressions["sev"], but no expression of this resource has the reference "sev". '
      + 'Received: "{\\"type\\":\\"doc\\",\\"content\\":[{\\"type\\":\\"paragraph\\",\\"content\\":[{...". Allowed: expressions["severity"]. '
      + 'Fix: write expressions["severity"], or add an expression with reference "sev" to template.expressions.');
  });
});

describe('JavaScript input never crashes an alert source', () => {
  const keys = ['name', 'title', 'description', 'owningTeamIds', 'autoResolveAfter', 'autoResolveIncidentAlerts', 'visibleToTeamIds', 'redactions', 'transformExpression', 'deduplicationKeyPath', 'projectIds'];
  test('every prop of every factory, the props themselves, bind and the values it takes: a ValidationError or a document', () => {
    const crashes: string[] = [];
    const attempt = (what: string, build: (s: any) => void) => {
      const c = crashOf(build);
      if (c) crashes.push(`${what}: ${c}`);
    };
    junk().forEach((j, n) => {
      for (const f of ['http', 'email', 'httpCustom', 'jira'] as const) {
        for (const k of keys) attempt(`${f} ${k} #${n}`, (s) => (AlertSource as any)[f](s, 'X', { name: 'x', title, transformExpression: 't', deduplicationKeyPath: 'd', [k]: j }));
        attempt(`${f} props #${n}`, (s) => (AlertSource as any)[f](s, 'X', j));
      }
      for (const k of ['name', 'interval', 'failureThreshold', 'gracePeriod', 'owningTeamIds', 'visibleToTeamIds', 'title']) {
        attempt(`heartbeat ${k} #${n}`, (s) => AlertSource.heartbeat(s, 'X', { name: 'x', interval: Duration.minutes(1), [k]: j } as any));
      }
      attempt(`of #${n}`, (s) => AlertSource.of(s, 'X', j as any, { name: 'x', title }));
      attempt(`bind #${n}`, (s) => {
        const source = AlertSource.http(s, 'X', { name: 'x', title });
        const a = new AlertAttribute(s, 'A', { name: 'A', type: AttributeType.string() });
        source.bind(j as any, Binding.literal('x'));
        source.bind(a, j as any, j as any);
      });
      attempt(`values #${n}`, (s) => {
        const source = AlertSource.http(s, 'X', { name: 'x', title: RichText.of(RichTextNode.text(j as any, j as any), RichTextNode.variable(EngineRef.payload(j as any), j as any)) });
        source.bind(new AlertAttribute(s, 'A', { name: 'A', type: AttributeType.string() }), Binding.expression(Expression.parse('e', { source: j, returns: j, from: j } as any).fallback(j as any)));
      });
      attempt(`bindings #${n}`, (s) => {
        const source = AlertSource.http(s, 'X', { name: 'x', title });
        source.bind(new AlertAttribute(s, 'A', { name: 'A', type: AttributeType.string() }), Binding.literals(j as any));
        source.bind(new AlertAttribute(s, 'B', { name: 'B', type: AttributeType.string() }), Binding.references(j as any));
      });
    });
    expect(crashes).toEqual([]);
  });
});
