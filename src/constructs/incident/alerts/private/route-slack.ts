/**
 * Where an alert route posts in Slack (`message_config.destinations`). Not part of the public API.
 */
import { bindingOf, conditionGroupsOf } from './route-values';
import { booleanOf, listOf, memberOf, objectOf } from '../../../../core/l2/index';
import type { IncidentAlertRouteConfig, IncidentAlertRouteMessageConfigDestinations } from '../../../../generated/incident/alert-route/index';
import type { BindingShape, EngineContext } from '../../expressions/private/engine';
import { ChannelVisibility } from '../alert-values';

/** What one notification reads (a JavaScript caller can pass anything). */
interface SlackInput {
  readonly channelIds?: unknown;
  readonly channels?: unknown;
  readonly visibility?: unknown;
  readonly when?: unknown;
  readonly groupAlertsSummary?: unknown;
}

/** The Slack notifications of the route (none when `slack` is not given), or undefined when the list is unusable. */
export function bindSlack(ctx: EngineContext, notifications: unknown): IncidentAlertRouteConfig['messageConfig'] | undefined {
  const p = ctx.problems;
  if (notifications === undefined || notifications === null) return {};
  const list = listOf(p, 'slack', notifications as unknown[], {
    allowed: 'a list of { channelIds, visibility?, when? }', fix: 'wrap the notifications in [ ].', knownFix: 'write the notifications in code.',
  });
  if (list === undefined) return undefined;
  const destinations: IncidentAlertRouteMessageConfigDestinations[] = [];
  list.forEach((item, i) => {
    const at = `slack[${i}]`;
    const n = objectOf(p, at, item as SlackInput, {
      problem: 'expected { channelIds, visibility?, when? }.', allowed: 'an AlertRouteSlackNotification', fix: 'write each notification as an object.',
    });
    if (n === undefined) return;
    const binding = channelsOf(ctx, at, n);
    if (binding === undefined) return;
    const visibility = memberOf(p, `${at}.visibility`, n.visibility, { values: ChannelVisibility, enumName: 'ChannelVisibility' }, { refuseTokens: true })
      ?? ChannelVisibility.PUBLIC;
    const groups = conditionGroupsOf(ctx, `${at}.when`, n.when);
    const summary = booleanOf(p, `${at}.groupAlertsSummary`, n.groupAlertsSummary);
    destinations.push({
      conditionGroups: groups ?? [],
      slackTargets: { binding, channelVisibility: visibility, ...(summary !== undefined ? { groupAlertsSummary: summary } : {}) },
    });
  });
  return { destinations };
}

/** The channels of one notification: fixed channel ids, or channels given by the alert (one of them). */
function channelsOf(ctx: EngineContext, at: string, n: SlackInput): BindingShape | undefined {
  const p = ctx.problems;
  const given = (v: unknown) => v !== undefined && v !== null;
  if (given(n.channelIds) && given(n.channels)) {
    p.addRendered(`${at}.channels`, 'is set together with channelIds: a notification takes channels one way.', 'channelIds and channels', {
      id: 'incident:slack-channels-twice',
      allowed: 'channelIds (fixed channels) or channels (channels given by the alert)',
      fix: 'keep one of them, or make two notifications.',
    });
    return undefined;
  }
  if (given(n.channels)) return bindingOf(ctx, `${at}.channels`, n.channels);
  if (!given(n.channelIds)) {
    p.add(`${at}.channelIds`, 'is required: the notification needs channels.', {
      id: 'incident:slack-channels-required', received: undefined, allowed: "channelIds (e.g. ['C01234567']) or channels (a Binding)", fix: 'give the channel ids.',
    });
    return undefined;
  }
  const parts = { allowed: "a list of Slack channel ids, e.g. ['C01234567']", fix: 'give at least one channel id.' };
  const ids = listOf(p, `${at}.channelIds`, n.channelIds as unknown[], { ...parts, of: 'channel ids', knownFix: 'write the list of channel ids in code; each id may still be a token.' });
  if (ids === undefined) return undefined;
  if (ids.length === 0 || ids.some((c) => typeof c !== 'string')) {
    p.add(`${at}.channelIds`, ids.length === 0 ? 'is empty: the notification posts nowhere.' : 'expected a list of channel ids.', {
      id: ids.length === 0 ? 'incident:slack-channel-ids-empty' : 'incident:slack-channel-ids-not-strings', received: n.channelIds, ...parts,
    });
    return undefined;
  }
  // Channel ids are ids, not text: rendered as given.
  return { arrayValue: (ids as string[]).map((literal) => ({ literal })) };
}
