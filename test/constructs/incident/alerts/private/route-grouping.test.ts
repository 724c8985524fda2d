/**
 * How an alert route groups alerts (`grouping_config`): the keys, the window in whole seconds, its
 * type, and the documented range of the window.
 */
import { TerraformVariable } from 'cdktn';
import { bindGrouping } from '../../../../../src/constructs/incident/alerts/private/route-grouping';
import { Duration, incident } from '../../../../../src/index';
import { engineContext, incidentStack, messages, newRoute as route, synthStack } from '../alerts-util';

const { EngineRef, GroupingWindowType } = incident;

describe('bindGrouping', () => {
  test('the keys, the window in seconds, rolling by default; nothing without grouping', () => {
    const { ctx, p } = engineContext('route');
    expect(bindGrouping(ctx, { by: [EngineRef.alertTitle()], window: Duration.minutes(10) })).toEqual({
      defaultAttribute: { enabled: true, groupingKeys: [{ reference: 'alert.title' }], windowSeconds: 600, windowType: 'rolling' },
    });
    expect(bindGrouping(ctx, { window: Duration.hours(1), windowType: GroupingWindowType.FIXED })?.defaultAttribute.windowType).toBe('fixed');
    expect(bindGrouping(ctx, undefined)).toBeUndefined();
    expect(messages(p)).toEqual([]);
  });

  test('JavaScript input: keys that are no references, a list token, a window that is none', () => {
    const { ctx, p } = engineContext('route');
    const list = new TerraformVariable(incidentStack(), 'keys', {}).listValue;
    bindGrouping(ctx, { by: ['alert.title'], window: Duration.seconds(1.5) });
    bindGrouping(ctx, { by: list, window: 60 });
    expect(messages(p)).toEqual([
      'grouping.window: is not a whole number of seconds. Received: 1.5s. Allowed: whole seconds. Fix: use Duration.seconds(n) with a whole n, e.g. Duration.seconds(2).',
      'grouping.by[0]: expected an EngineRef. Received: "alert.title". Allowed: EngineRef.alertAttribute(attribute) or EngineRef.alertTitle(). Fix: make the key with an EngineRef factory.',
      'grouping.window: expected a Duration. Received: 60. Allowed: a Duration, e.g. Duration.minutes(10). Fix: write window: Duration.minutes(10).',
      'grouping.by: must be a list known at synth, not a token. Received: a list token (a value Terraform knows only when it plans or applies). '
      + 'Allowed: [EngineRef.alertAttribute(team), ...]. Fix: write the grouping keys in code.',
    ]);
  });
});

describe('grouping through the route', () => {
  test('a grouping window outside 1 minute to 48 hours warns (the documented range, the value check of the L1)', () => {
    const s = incidentStack();
    route(s, { grouping: { window: Duration.seconds(30) } });
    expect(synthStack(s).warnings).toEqual([
      'test/Route/Default: [terrain:unlisted-value] [value:incident_alert_route.grouping_config.default.window_seconds] groupingConfig.defaultAttribute.windowSeconds: '
      + 'is outside the documented range (value:incident_alert_route.grouping_config.default.window_seconds); the remote API may refuse it at apply. '
      + 'Received: 30. Allowed: 60 to 172800. Fix: use a value of 60 to 172800, e.g. 60.',
    ]);
  });

});
