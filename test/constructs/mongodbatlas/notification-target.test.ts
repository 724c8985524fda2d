import * as fs from 'fs';
import * as path from 'path';
import { Checks, Duration, mongodbatlas, TerrainTesting } from '../../../src';
import {
  AlertConfiguration, DatadogRegion, NotificationTarget, OpsGenieRegion, OrgRole, ProjectRole,
} from '../../../src/constructs/mongodbatlas';
import { SecretsBindContext } from '../../../src/constructs/mongodbatlas/private/secrets';
import { errorOf, resource, secret, stack, synth } from '../../util';

const projectId = '5f1b2c3d4e5f6a7b8c9d0e1f';
const integrationId = '6a1b2c3d4e5f6a7b8c9d0e1f';

/** Synthesizes one alert with the targets `make` builds, and returns its notifications and the warnings. */
function render(make: (s: mongodbatlas.MongodbatlasProvider) => NotificationTarget[]) {
  const { doc, warnings } = synth((s) => {
    const p = new mongodbatlas.MongodbatlasProvider(s, 'p');
    new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY', notifications: make(p) });
  });
  return { notification: resource(doc, 'mongodbatlas_alert_configuration', 'Lag').notification, warnings };
}

/** What a target renders once bound (no problems expected). */
function bound(t: NotificationTarget): any {
  const ctx = new SecretsBindContext(stack());
  const out = t._bind(ctx, 'notifications[0]');
  expect(ctx.problems.list).toEqual([]);
  return out;
}

/** The error of an alert that takes the target. */
function alertError(t: NotificationTarget): string {
  return errorOf(() => new AlertConfiguration(stack(), 'Lag', { projectId, eventType: 'NO_PRIMARY', notifications: [t] }));
}

describe('NotificationTarget', () => {
  test('each factory renders its type with only its own fields', () => {
    const { notification, warnings } = render((p) => {
      const s = p.node.scope!;
      return [
        NotificationTarget.slack({ apiToken: secret(s, 'slack'), channelName: '#db', interval: Duration.minutes(10), delay: Duration.minutes(1) }),
        NotificationTarget.datadog({ apiKey: secret(s, 'dd'), region: DatadogRegion.EU }),
        NotificationTarget.opsGenie({ apiKey: secret(s, 'og'), region: OpsGenieRegion.EU, delay: Duration.minutes(2) }),
        NotificationTarget.pagerDuty({ serviceKey: secret(s, 'pd') }),
        NotificationTarget.victorOps({ apiKey: secret(s, 'vo'), routingKey: secret(s, 'vo_route') }),
        NotificationTarget.webhook({ url: secret(s, 'hook'), secret: secret(s, 'hook_secret'), interval: Duration.hours(1) }),
        NotificationTarget.microsoftTeams({ webhookUrl: secret(s, 'teams') }),
        NotificationTarget.email({ emailAddress: 'dba@example.com' }),
        NotificationTarget.sms({ mobileNumber: '+15555550100' }),
        NotificationTarget.team({ teamId: integrationId }),
        NotificationTarget.group({ roles: [ProjectRole.GROUP_OWNER, ProjectRole.GROUP_CLUSTER_MANAGER], emailEnabled: true, smsEnabled: false }),
        NotificationTarget.org({ roles: [OrgRole.ORG_OWNER], emailEnabled: true }),
        NotificationTarget.user({ username: 'dba@example.com', roles: [ProjectRole.GROUP_OWNER], smsEnabled: true }),
      ];
    });
    expect(notification).toEqual([
      { type_name: 'SLACK', api_token: '${var.slack}', channel_name: '#db', interval_min: 10, delay_min: 1 },
      { type_name: 'DATADOG', datadog_api_key: '${var.dd}', datadog_region: 'EU' },
      { type_name: 'OPS_GENIE', ops_genie_api_key: '${var.og}', ops_genie_region: 'EU', delay_min: 2 },
      { type_name: 'PAGER_DUTY', service_key: '${var.pd}' },
      { type_name: 'VICTOR_OPS', victor_ops_api_key: '${var.vo}', victor_ops_routing_key: '${var.vo_route}' },
      { type_name: 'WEBHOOK', webhook_url: '${var.hook}', webhook_secret: '${var.hook_secret}', interval_min: 60 },
      { type_name: 'MICROSOFT_TEAMS', microsoft_teams_webhook_url: '${var.teams}' },
      { type_name: 'EMAIL', email_address: 'dba@example.com' },
      { type_name: 'SMS', mobile_number: '+15555550100' },
      { type_name: 'TEAM', team_id: integrationId },
      { type_name: 'GROUP', roles: ['GROUP_OWNER', 'GROUP_CLUSTER_MANAGER'], email_enabled: true, sms_enabled: false },
      { type_name: 'ORG', roles: ['ORG_OWNER'], email_enabled: true },
      { type_name: 'USER', username: 'dba@example.com', roles: ['GROUP_OWNER'], sms_enabled: true },
    ]);
    expect(warnings).toEqual([]);
  });

  test('targets with credentials take an integration instead', () => {
    const { notification } = render(() => [
      NotificationTarget.slack({ channelName: '#db', integrationId }),
      NotificationTarget.datadog({ integrationId }),
      NotificationTarget.opsGenie({ integrationId }),
      NotificationTarget.pagerDuty({ integrationId }),
      NotificationTarget.victorOps({ integrationId }),
      NotificationTarget.webhook({ integrationId }),
      NotificationTarget.microsoftTeams({ integrationId }),
    ]);
    expect(notification.map((n: any) => Object.keys(n).sort().join(','))).toEqual([
      'channel_name,integration_id,type_name',
      ...Array(6).fill('integration_id,type_name'),
    ]);
  });

  test('typeName names the type', () => {
    expect(NotificationTarget.pagerDuty({ serviceKey: 'x' }).typeName).toBe('PAGER_DUTY');
    expect(NotificationTarget.microsoftTeams({ webhookUrl: 'x' }).typeName).toBe('MICROSOFT_TEAMS');
    expect(NotificationTarget.group().typeName).toBe('GROUP');
  });

  /** Every credential field, each given a literal. */
  const literals = () => [
    NotificationTarget.slack({ apiToken: 'xoxb-1', channelName: '#db' }),
    NotificationTarget.datadog({ apiKey: 'k' }),
    NotificationTarget.opsGenie({ apiKey: 'k' }),
    NotificationTarget.pagerDuty({ serviceKey: 'k' }),
    NotificationTarget.victorOps({ apiKey: 'k', routingKey: 'r' }),
    NotificationTarget.webhook({ url: 'https://hooks.example.com/x', secret: 's' }),
    NotificationTarget.microsoftTeams({ webhookUrl: 'https://teams.example.com/x' }),
  ];
  const FIELDS = [
    ['notifications[0].apiToken', 'slack'], ['notifications[1].apiKey', 'datadog'], ['notifications[2].apiKey', 'opsGenie'], ['notifications[3].serviceKey', 'pagerDuty'],
    ['notifications[4].apiKey', 'victorOps'], ['notifications[4].routingKey', 'victorOps'], ['notifications[5].url', 'webhook'], ['notifications[5].secret', 'webhook'],
    ['notifications[6].webhookUrl', 'microsoftTeams'],
  ];
  /** The message of a literal credential (product policy), without the construct path. */
  const literal = (field: string, factory: string) => {
    const option = field.replace(/^.*\./, '');
    return `[mongodbatlas:literal-secret] ${field}: is a literal string: the secret would be written in plain text to cdk.tf.json and to the Terraform state. `
      + "Received: a string (not shown: the field is sensitive). Allowed: a token: a sensitive variable's value, or a reference to a secret store. "
      + `Fix: pass the value of a sensitive variable instead, e.g. NotificationTarget.${factory}({ ..., ${option}: new TerraformVariable(this, '${option[0].toUpperCase()}${option.slice(1)}', { type: 'string', sensitive: true }).stringValue }); `
      + "or, to keep the literal (a throwaway test project), acknowledge it on the construct or above it: Checks.of(scope).acknowledge('mongodbatlas:literal-secret', '<why the literal is acceptable>').";
  };

  test('a literal credential fails synth (product policy), once per field, in the options\' words; the L1 adds no literal-secret warning', () => {
    const s = stack();
    new mongodbatlas.MongodbatlasProvider(s, 'p');
    new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY', notifications: literals() });
    const lines = errorOf(() => TerrainTesting.synth(s)).split('\n').filter((l) => l.includes('[test/'));
    expect(lines).toEqual(FIELDS.map(([f, factory]) => `  [test/Lag] ${literal(f, factory)}`));
    expect(TerrainTesting.warnings(s)).toEqual([]);
  });

  test('acknowledged, each literal credential is a warning with the reason, and the alert synthesizes the literals', () => {
    const { doc, warnings } = synth((s) => {
      new mongodbatlas.MongodbatlasProvider(s, 'p');
      Checks.of(s).acknowledge('mongodbatlas:literal-secret', 'a throwaway test project');
      new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY', notifications: literals() });
    });
    expect(warnings).toEqual(FIELDS.map(([f, factory]) => `test/Lag: ${literal(f, factory)} Acknowledged: a throwaway test project`));
    expect(resource(doc, 'mongodbatlas_alert_configuration', 'Lag').notification[0].api_token).toBe('xoxb-1');
  });

  test('a literal credential added later fails at its own field; tokens and references written as text do not', () => {
    const s = stack();
    new mongodbatlas.MongodbatlasProvider(s, 'p');
    const a = new AlertConfiguration(s, 'Lag', { projectId, eventType: 'NO_PRIMARY', notifications: [NotificationTarget.pagerDuty({ serviceKey: secret(s, 'pd') })] });
    a.addNotification(NotificationTarget.webhook({ url: '${var.hook}' }));
    a.addNotification(NotificationTarget.group());
    expect(TerrainTesting.synthToObject(s).resource.mongodbatlas_alert_configuration.Lag.notification.map((n: any) => n.type_name)).toEqual(['PAGER_DUTY', 'WEBHOOK', 'GROUP']);
    a.addNotification(NotificationTarget.pagerDuty({ serviceKey: 'k' }));
    const lines = errorOf(() => TerrainTesting.synth(s)).split('\n').filter((l) => l.includes('[test/'));
    expect(lines).toEqual([`  [test/Lag] ${literal('addNotification(target).serviceKey', 'pagerDuty')}`]);
  });

  describe('interval and delay', () => {
    test('interval is whole minutes, at least 5', () => {
      expect(bound(NotificationTarget.email({ emailAddress: 'a@example.com', interval: Duration.minutes(5) })).intervalMin).toBe(5);
      expect(alertError(NotificationTarget.group({ interval: Duration.minutes(4) }))).toBe(
        '[test/Lag] notifications[0].interval: is below the minimum of 5 minutes. Received: 4m. Allowed: at least 5 minutes. Fix: set interval to Duration.minutes(5) or more.');
      expect(alertError(NotificationTarget.slack({ channelName: '#db', interval: Duration.seconds(330) }))).toBe(
        '[test/Lag] notifications[0].interval: is not a whole number of minutes. Received: 5m30s. Allowed: whole minutes. Fix: use Duration.minutes(n) with a whole n, e.g. Duration.minutes(6).');
      expect(alertError(NotificationTarget.slack({ channelName: '#db', interval: Duration.minutes(-5) }))).toBe(
        '[test/Lag] notifications[0].interval: is not a duration. Received: Duration.minutes(-5): the amount must be a finite number, 0 or more. '
        + 'Allowed: a Duration of a finite amount, 0 or more, e.g. Duration.minutes(15). Fix: write interval: Duration.minutes(15).');
    });

    test('delay is whole minutes; 0 is allowed', () => {
      expect(bound(NotificationTarget.pagerDuty({ serviceKey: 'k', delay: Duration.minutes(0) })).delayMin).toBe(0);
      expect(alertError(NotificationTarget.pagerDuty({ serviceKey: 'k', delay: Duration.seconds(90) }))).toBe(
        '[test/Lag] notifications[0].delay: is not a whole number of minutes. Received: 1m30s. Allowed: whole minutes. Fix: use Duration.minutes(n) with a whole n, e.g. Duration.minutes(2).');
    });

    test('a number instead of a Duration (intervalMin habits) is an error that shows the Duration to write', () => {
      expect(alertError(NotificationTarget.team({ teamId: 't', interval: 15 as any, delay: 'PT5M' as any }))).toBe([
        '[test/Lag] 2 problems:',
        '  - notifications[0].delay: expected a Duration. Received: "PT5M". Allowed: a Duration, e.g. Duration.minutes(15). Fix: write delay: Duration.minutes(15).',
        '  - notifications[0].interval: expected a Duration. Received: 15. Allowed: a Duration, e.g. Duration.minutes(15). Fix: write interval: Duration.minutes(15).',
      ].join('\n'));
    });

    test('PagerDuty, VictorOps and Opsgenie take no interval (the provider\'s IntervalMinValidator); a JavaScript caller that passes one gets an error, not a silent drop', () => {
      const interval = Duration.minutes(30);
      expect(alertError(NotificationTarget.pagerDuty({ serviceKey: 'k', interval } as any))).toBe(
        '[test/Lag] notifications[0].interval: is not available for PAGER_DUTY: the provider refuses interval_min for PAGER_DUTY notifications, whose API payload has no such field. '
        + 'Received: 30m. Allowed: no interval. Fix: remove interval, and set the repeat interval in the PAGER_DUTY service itself.');
      expect(alertError(NotificationTarget.victorOps({ apiKey: 'k', interval } as any))).toContain('notifications[0].interval: is not available for VICTOR_OPS:');
      expect(alertError(NotificationTarget.opsGenie({ apiKey: 'k', interval } as any))).toContain('notifications[0].interval: is not available for OPS_GENIE:');
      expect(bound(NotificationTarget.pagerDuty({ serviceKey: 'k' })).intervalMin).toBeUndefined();
    });
  });

  test('a team is notified by email and text message when asked (the API\'s TeamNotification takes emailEnabled and smsEnabled)', () => {
    // After the provider's TEAM notifications: team_id with email_enabled and sms_enabled, repeating every 5 minutes.
    const delivery = { emailEnabled: true, smsEnabled: false, interval: Duration.minutes(5), delay: Duration.minutes(0) };
    const team = NotificationTarget.team({ teamId: integrationId, ...delivery });
    const { notification, warnings } = render(() => [team]);
    expect(notification).toEqual([{ type_name: 'TEAM', team_id: integrationId, email_enabled: true, sms_enabled: false, interval_min: 5, delay_min: 0 }]);
    expect(warnings).toEqual([]);
  });

  test('options that are not an object: a clear error where the alert takes the target, not a TypeError', () => {
    expect(alertError((NotificationTarget as any).slack())).toBe(
      '[test/Lag] notifications[0]: was made by NotificationTarget.slack with no options object. Received: undefined. Allowed: an object (struct). '
      + 'Fix: pass the options, e.g. NotificationTarget.slack({ ... }).');
  });

  test('a misspelled option is refused with the closest one, never dropped', () => {
    expect(alertError(NotificationTarget.slack({ channelName: '#db', roles: ['GROUP_OWNER'] } as any))).toBe(
      "[test/Lag] notifications[0].roles: unknown option. Received: the key 'roles'. Allowed: the options of SlackNotificationOptions: delay, interval, apiToken, channelName, integrationId. "
      + "Fix: remove 'roles', or check its spelling against SlackNotificationOptions.");
    expect(alertError(NotificationTarget.email({ emailAddress: 'a@example.com', intervalMin: 3 } as any))).toBe(
      "[test/Lag] notifications[0].intervalMin: unknown option; did you mean interval? Received: the key 'intervalMin'. "
      + "Allowed: the options of EmailNotificationOptions: delay, interval, emailAddress. Fix: write 'interval' instead of 'intervalMin'.");
    expect(alertError(NotificationTarget.datadog({ datadogApiKey: 'k' } as any))).toBe(
      "[test/Lag] notifications[0].datadogApiKey: unknown option; did you mean apiKey? Received: the key 'datadogApiKey'. "
      + "Allowed: the options of DatadogNotificationOptions: delay, interval, apiKey, region, integrationId. Fix: write 'apiKey' instead of 'datadogApiKey'.");
  });

  test('role and region values are the spec\'s lists', () => {
    const overlay = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', 'spec', 'mongodbatlas', 'overlay.json'), 'utf8'));
    const specRoles: string[] = overlay.types.mongodbatlas_alert_configuration.attributes['notification.roles'].allowedValues;
    const values = (c: object) => Object.keys(c).map((k) => (c as any)[k]);
    expect(values(ProjectRole)).toEqual(specRoles.filter((r) => r.startsWith('GROUP_')));
    // OrgRole.ORG_STREAM_PROCESSING_ADMIN is an org role an OrgAssignment grants, not one the API's
    // OrgNotification roles list (its TSDoc says so); every other role is a role of notifications.
    const notificationRoles = [...values(ProjectRole), ...values(OrgRole).filter((r) => r !== OrgRole.ORG_STREAM_PROCESSING_ADMIN)];
    expect(notificationRoles.sort()).toEqual([...specRoles].sort());
    expect(values(OpsGenieRegion)).toEqual(['US', 'EU']); // the provider documents opsGenieRegion US or EU
    expect(values(DatadogRegion)).toEqual(expect.arrayContaining(['US']));
  });
});
