import { App, TerraformStack } from 'cdktn';
import { bindNotification, NotificationKind } from '../../../../src/constructs/mongodbatlas/private/notification-binding';
import { formatProblem } from '../../../../src/core/base/errors';
import { BindContext, Duration } from '../../../../src/core/l2';

const EMAIL: NotificationKind = {
  factory: 'email', typeName: 'EMAIL', struct: 'EmailNotificationOptions', repeats: true, fields: (o) => ({ emailAddress: o.emailAddress }),
};
const PAGER_DUTY: NotificationKind = {
  factory: 'pagerDuty', typeName: 'PAGER_DUTY', struct: 'PagerDutyNotificationOptions', repeats: false, fields: (o) => ({ serviceKey: o.serviceKey }),
};

function context(): BindContext {
  return new BindContext(new TerraformStack(new App(), 's'));
}

describe('bindNotification', () => {
  test('the type, its fields and the timing in whole minutes; unset fields left out', () => {
    const ctx = context();
    expect(bindNotification(ctx, 'notifications[0]', EMAIL, { emailAddress: 'a@example.com', interval: Duration.minutes(15), delay: Duration.minutes(0) }))
      .toEqual({ typeName: 'EMAIL', emailAddress: 'a@example.com', intervalMin: 15, delayMin: 0 });
    expect(bindNotification(ctx, 'notifications[1]', PAGER_DUTY, { serviceKey: 'k' })).toEqual({ typeName: 'PAGER_DUTY', serviceKey: 'k' });
    expect(ctx.problems.list).toEqual([]);
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
