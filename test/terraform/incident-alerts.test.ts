/**
 * Terraform plans what the alert L2s synthesize (alert attributes, every kind of alert source,
 * an alert route with conditions, grouping, escalation, an incident template and Slack), against
 * the stand-in provider; and refuses an output of the secret token that is not marked sensitive,
 * since the L2 marks the token sensitive although the provider does not.
 */
import { TerraformOutput, TerraformStack } from 'cdktn';
import { Construct } from 'constructs';
import { describeWithTerraform, newStack, secretVar } from './util';
import { Duration, incident, TerrainTesting } from '../../src';

const {
  AlertAttribute, AlertRoute, AlertSource, AlertSourceType, AttributeType, Binding, ChannelVisibility, Condition, CustomFieldMergeStrategy, EngineRef,
  Expression, RichText, WhenAlertJoinsGroup,
} = incident;

class Path extends Construct implements incident.IEscalationPath {
  public readonly escalationPathId = '01JPQNFD3RWAAY2V83QQ80D1ZV';
}

class User extends Construct implements incident.IUser {
  public readonly userId = '01GX3C1TK13RQSEGP59XZ3MYP0';
}

class Teams extends Construct implements incident.ICatalogType {
  public readonly catalogTypeId = '01HTEAMTYPE0000000000000000';
  public readonly typeName = 'Custom["Team"]';
}

function withProvider(): TerraformStack {
  const stack = newStack();
  new incident.IncidentProvider(stack, 'incident', { apiKey: secretVar(stack, 'api_key') });
  return stack;
}

async function failure(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e: any) {
    return e.message;
  }
  throw new Error('expected TerrainTesting to fail');
}

describeWithTerraform('the Terraform tests of the incident alert L2s')('Terraform plans the alert L2s', () => {
  test('attributes, the sources of every factory, a route with every part', async () => {
    const stack = withProvider();
    const teams = new Teams(stack, 'Teams');
    const team = new AlertAttribute(stack, 'Team', { name: 'Team', type: AttributeType.catalogEntry(teams) });
    const priority = new AlertAttribute(stack, 'Priority', { name: 'Alert priority', type: AttributeType.string() });
    const title = RichText.template('🚨 {{ payload.title | truncate: 100 }}');
    const http = AlertSource.http(stack, 'Http', { name: 'HTTP', title, description: RichText.text('From the HTTP source'), autoResolveAfter: Duration.hours(4) });
    http.bind(team, Binding.expression(Expression.parse('team', { source: '$.labels.team', returns: AttributeType.catalogEntry(teams) }).fallback(Binding.literal('01HDEFAULTTEAM000000000000'))));
    http.bind(priority, Binding.reference(EngineRef.payload('priority')));
    AlertSource.heartbeat(stack, 'Heartbeat', { name: 'Heartbeat', interval: Duration.minutes(5) });
    AlertSource.email(stack, 'Email', { name: 'Email', title, redactions: ['password'] });
    AlertSource.httpCustom(stack, 'Custom', { name: 'Custom', title, transformExpression: 'return $', deduplicationKeyPath: '$.id' });
    AlertSource.jira(stack, 'Jira', { name: 'Jira', title, projectIds: ['10001'] });
    AlertSource.of(stack, 'Datadog', AlertSourceType.DATADOG, { name: 'Datadog', title, visibleToTeamIds: ['01TEAM'] });
    new AlertRoute(stack, 'Route', {
      name: 'Payments',
      sources: [{ source: http, when: Condition.oneOf(EngineRef.alertAttribute(priority), ['P1', 'P2']) }],
      when: Condition.anyOf(Condition.isSet(EngineRef.alertAttribute(team)), Condition.contains(EngineRef.alertTitle(), 'payments')),
      grouping: { by: [EngineRef.alertAttribute(team)], window: Duration.minutes(10) },
      escalation: { paths: [new Path(stack, 'Path')], users: [new User(stack, 'User')], whenAlertJoinsGroup: WhenAlertJoinsGroup.ON_EACH_NEW_ALERT, gracePeriod: Duration.minutes(1) },
      incident: {
        name: RichText.template('{{ alert.title }}'),
        summary: RichText.template('{{ alert.description | omit_if_unset }}'),
        severity: Binding.literal('01SEVERITY'),
        customFields: [{ customField: incident.CustomField.fromCustomFieldAttributes(stack, 'Field', { customFieldId: '01FIELD' }), value: Binding.reference(EngineRef.alertAttribute(team)), merge: CustomFieldMergeStrategy.LAST_WINS }],
        startInTriage: true,
      },
      slack: [{ channelIds: ['C01234567'], visibility: ChannelVisibility.PRIVATE, when: Condition.is(EngineRef.alertAttribute(priority), 'P1') }],
    });
    new TerraformOutput(stack, 'token', { value: http.secretToken, sensitive: true });
    const plan = await TerrainTesting.plan(stack, { variables: { api_key: 'key' } });
    expect(plan.diagnostics).toEqual([]);
    expect(plan.changes.map((c) => [c.address, c.action, c.constructPath])).toEqual([
      ['incident_alert_attribute.Priority', 'create', 'test/Priority/Default'],
      ['incident_alert_attribute.Team', 'create', 'test/Team/Default'],
      ['incident_alert_route.Route', 'create', 'test/Route/Default'],
      ['incident_alert_source.Custom', 'create', 'test/Custom/Default'],
      ['incident_alert_source.Datadog', 'create', 'test/Datadog/Default'],
      ['incident_alert_source.Email', 'create', 'test/Email/Default'],
      ['incident_alert_source.Heartbeat', 'create', 'test/Heartbeat/Default'],
      ['incident_alert_source.Http', 'create', 'test/Http/Default'],
      ['incident_alert_source.Jira', 'create', 'test/Jira/Default'],
    ]);
  }, 60_000);

  test('the secret token is sensitive: an output of it that is not marked sensitive is refused by Terraform', async () => {
    const stack = withProvider();
    const http = AlertSource.http(stack, 'Http', { name: 'HTTP', title: RichText.text('x') });
    new TerraformOutput(stack, 'token', { value: http.secretToken });
    const message = await failure(TerrainTesting.plan(stack, { variables: { api_key: 'key' } }));
    expect(message).toContain('Output refers to sensitive values');
  }, 60_000);
});
