/**
 * How an alert route groups alerts (`grouping_config`): the keys, the window in whole seconds, its
 * type, and the documented range of the window.
 */
import { TerraformVariable } from 'cdktn';
import { bindGrouping } from '../../../../../src/constructs/incident/alerts/private/route-grouping';
import { Duration, incident } from '../../../../../src/index';
import { engineContext, errorOf, incidentStack, messages, newRoute as route, routeBody, synthStack } from '../alerts-util';

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
  test('a grouping window outside 1 minute to 48 hours is refused in the route\'s words and the user\'s units, with the override that sends it as it is (documentedIn: docs/resources/alert_route.md: window_seconds, "Must be between 60 (1 minute) and 172800 (48 hours)")', () => {
    expect(errorOf(() => route(incidentStack(), { grouping: { window: Duration.hours(72) } }))).toBe(
      '[test/Route] grouping.window: is 72h; incident.io groups alerts over a window of 1m to 48h. Received: 72h. Allowed: a Duration from 1 minute to 48 hours, e.g. Duration.minutes(10). '
      + "Fix: write a window of 1 minute to 48 hours, e.g. Duration.hours(48); or, to send 259200 seconds as it is, give a window in that range and override the L1: route.resource.addOverride('grouping_config.default.window_seconds', 259200).");
    expect(errorOf(() => route(incidentStack(), { grouping: { window: Duration.seconds(30) } }))).toBe(
      '[test/Route] grouping.window: is 30s; incident.io groups alerts over a window of 1m to 48h. Received: 30s. Allowed: a Duration from 1 minute to 48 hours, e.g. Duration.minutes(10). '
      + "Fix: write a window of 1 minute to 48 hours, e.g. Duration.minutes(1); or, to send 30 seconds as it is, give a window in that range and override the L1: route.resource.addOverride('grouping_config.default.window_seconds', 30).");
  });

  test('the bounds pass; the override the message names sends the window as it is (the L1 value check does not judge an override)', () => {
    const short = incidentStack();
    route(short, { grouping: { window: Duration.minutes(1) } });
    const long = incidentStack();
    route(long, { grouping: { window: Duration.hours(48) } }).resource.addOverride('grouping_config.default.window_seconds', 259200);
    const [a, b] = [synthStack(short), synthStack(long)];
    expect([...a.warnings, ...b.warnings]).toEqual([]);
    expect([routeBody(a.doc).grouping_config.default.window_seconds, routeBody(b.doc).grouping_config.default.window_seconds]).toEqual([60, 259200]);
  });
});
