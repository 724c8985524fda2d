/**
 * How an alert route groups alerts into one incident (`grouping_config`). Not part of the public
 * API.
 */
import { structOf } from './route-values';
import { Duration, isKnown, listOf, memberOf, wholeDurationOf } from '../../../../core/l2/index';
import type { IncidentAlertRouteGroupingConfig } from '../../../../generated/incident/alert-route/index';
import { EngineRef } from '../../expressions/engine-reference';
import type { EngineContext } from '../../expressions/private/engine';
import { GroupingWindowType } from '../alert-values';

/** The grouping window the provider documents, in seconds: 1 minute to 48 hours. */
const MIN_WINDOW = 60;
const MAX_WINDOW = 172800;

/** What the grouping reads of `grouping` (a JavaScript caller can pass anything). */
export interface GroupingInput {
  readonly by?: unknown;
  readonly window?: unknown;
  readonly windowType?: unknown;
}

/** The grouping of the route, or undefined when it groups nothing (or `grouping` is unusable). */
export function bindGrouping(ctx: EngineContext, g: GroupingInput | undefined): IncidentAlertRouteGroupingConfig | undefined {
  const o = structOf(ctx, 'grouping', g, 'AlertRouteGrouping');
  if (!o) return undefined;
  const p = ctx.problems;
  if (o.window === undefined || o.window === null) {
    // enforcedBy: internal/provider/incident_alert_route_validate.go: validateV3Gating (window_seconds is required when grouping is enabled)
    p.add('grouping.window', 'is required: grouped alerts join a group for a window of time.', {
      id: 'incident:grouping-window-required', received: o.window, allowed: 'a Duration from 1 minute to 48 hours', fix: 'write window: Duration.minutes(10).',
    });
  }
  const window = wholeDurationOf(p, 'grouping.window', o.window, { unit: 'seconds', example: 'Duration.minutes(10)' });
  if (window !== undefined && isKnown(window) && (window < MIN_WINDOW || window > MAX_WINDOW)) {
    // documentedIn: docs/resources/alert_route.md: grouping_config.default.window_seconds ("Must be between 60 (1 minute) and
    // 172800 (48 hours)"). The L1's value check only warns (documented); the L2 refuses it, in the user's units.
    const shown = (o.window as Duration).toString();
    p.addRendered('grouping.window', `is ${shown}; incident.io groups alerts over a window of 1m to 48h.`, shown, {
      id: 'incident:grouping-window-range',
      allowed: 'a Duration from 1 minute to 48 hours, e.g. Duration.minutes(10)',
      fix: `write a window of 1 minute to 48 hours, e.g. ${window < MIN_WINDOW ? 'Duration.minutes(1)' : 'Duration.hours(48)'}; `
        + `or, to send ${window} seconds as it is, give a window in that range and override the L1: route.resource.addOverride('grouping_config.default.window_seconds', ${window}).`,
    });
  }
  const type = memberOf(p, 'grouping.windowType', o.windowType, { values: GroupingWindowType, enumName: 'GroupingWindowType' }, { refuseTokens: true })
    ?? GroupingWindowType.ROLLING;
  const by = listOf(p, 'grouping.by', o.by as unknown[] | undefined, {
    of: 'EngineRef', allowed: '[EngineRef.alertAttribute(team), ...]', fix: 'wrap the references in [ ].', knownFix: 'write the grouping keys in code.',
  }) ?? [];
  const keys: Array<{ reference: string }> = [];
  by.forEach((r, i) => {
    if (!(r instanceof EngineRef)) {
      p.add(`grouping.by[${i}]`, 'expected an EngineRef.', {
        id: 'incident:not-an-engine-ref', received: r, allowed: 'EngineRef.alertAttribute(attribute) or EngineRef.alertTitle()', fix: 'make the key with an EngineRef factory.',
      });
      return;
    }
    const reference = r._bind(ctx, `grouping.by[${i}]`);
    if (reference !== undefined) keys.push({ reference });
  });
  return { defaultAttribute: { enabled: true, groupingKeys: keys, windowSeconds: window, windowType: type } };
}
