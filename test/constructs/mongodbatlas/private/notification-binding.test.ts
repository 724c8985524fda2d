import { App, TerraformStack } from 'cdktn';
import { bindNotification, NotificationKind } from '../../../../src/constructs/mongodbatlas/private/notification-binding';
import { SecretsBindContext } from '../../../../src/constructs/mongodbatlas/private/secrets';
import { formatProblem } from '../../../../src/core/base/errors';
import { Duration } from '../../../../src/core/l2';

const EMAIL: NotificationKind = {
  factory: 'email', typeName: 'EMAIL', struct: 'EmailNotificationOptions', repeats: true, fields: (o) => ({ emailAddress: o.emailAddress }), secrets: [],
};
const PAGER_DUTY: NotificationKind = {
  factory: 'pagerDuty', typeName: 'PAGER_DUTY', struct: 'PagerDutyNotificationOptions', repeats: false, fields: (o) => ({ serviceKey: o.serviceKey }), secrets: ['serviceKey'],
};

function context(): SecretsBindContext {
  return new SecretsBindContext(new TerraformStack(new App(), 's'));
}

describe('bindNotification', () => {
  test('the type, its fields and the timing in whole minutes; unset fields left out', () => {
    const ctx = context();
    expect(bindNotification(ctx, 'notifications[0]', EMAIL, { emailAddress: 'a@example.com', interval: Duration.minutes(15), delay: Duration.minutes(0) }))
      .toEqual({ typeName: 'EMAIL', emailAddress: 'a@example.com', intervalMin: 15, delayMin: 0 });
    expect(bindNotification(ctx, 'notifications[1]', PAGER_DUTY, { serviceKey: '${var.pd}' })).toEqual({ typeName: 'PAGER_DUTY', serviceKey: '${var.pd}' });
    expect(ctx.problems.list).toEqual([]);
    expect(ctx.literalSecrets.list).toEqual([]);
  });

  test('a literal in a secret option is recorded in the context (the alert reports it at synth, unless acknowledged), described by its kind only', () => {
    const ctx = context();
    expect(bindNotification(ctx, 'notifications[1]', PAGER_DUTY, { serviceKey: 'pd-Key-123' })).toEqual({ typeName: 'PAGER_DUTY', serviceKey: 'pd-Key-123' });
    expect(ctx.problems.list).toEqual([]);
    expect(ctx.literalSecrets.list.map((x) => `${x.id} ${formatProblem(x)}`)).toEqual([
      'mongodbatlas:literal-secret notifications[1].serviceKey: is a literal string: the secret would be written in plain text to cdk.tf.json and to the Terraform state. '
      + "Received: a string (not shown: the field is sensitive). Allowed: a token: a sensitive variable's value, or a reference to a secret store. "
      + "Fix: pass the value of a sensitive variable instead, e.g. NotificationTarget.pagerDuty({ ..., serviceKey: new TerraformVariable(this, 'ServiceKey', { type: 'string', sensitive: true }).stringValue }); "
      + "or, to keep the literal (a throwaway test project), acknowledge it on the construct or above it: Checks.of(scope).acknowledge('mongodbatlas:literal-secret', '<why the literal is acceptable>').",
    ]);
  });

  test('the interval is at least the API\'s minimum (5 minutes); a type without one refuses it in its own words', () => {
    const ctx = context();
    expect(bindNotification(ctx, 'notifications[0]', EMAIL, { emailAddress: 'a@example.com', interval: Duration.minutes(4) })).toEqual({ typeName: 'EMAIL' });
    bindNotification(ctx, 'notifications[1]', PAGER_DUTY, { serviceKey: 'k', interval: Duration.minutes(30) });
    expect(ctx.problems.list.map((x) => `${x.id} ${formatProblem(x)}`)).toEqual([
      'l2:duration-minimum notifications[0].interval: is below the minimum of 5 minutes. Received: 4m. Allowed: at least 5 minutes. Fix: set interval to Duration.minutes(5) or more.',
      'mongodbatlas:notification-interval-not-taken notifications[1].interval: is not available for PAGER_DUTY: the provider refuses interval_min for PAGER_DUTY notifications, '
      + 'whose API payload has no such field. Received: 30m. Allowed: no interval. Fix: remove interval, and set the repeat interval in the PAGER_DUTY service itself.',
    ]);
  });

  test('options with problems render none of the type\'s fields (only the type)', () => {
    const ctx = context();
    expect(bindNotification(ctx, 'notifications[0]', EMAIL, { emailAddres: 'a@example.com' } as object)).toEqual({ typeName: 'EMAIL' });
    expect(ctx.problems.list.map((x) => x.id)).toEqual(['l2:unknown-option']);
  });
});
