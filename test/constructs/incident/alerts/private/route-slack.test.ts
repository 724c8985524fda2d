/**
 * Where an alert route posts in Slack (`message_config.destinations`): fixed channel ids or
 * channels given by the alert, the visibility, the conditions and the summary of a group.
 */
import { bindSlack } from '../../../../../src/constructs/incident/alerts/private/route-slack';
import { incident } from '../../../../../src/index';
import { engineContext, messages } from '../alerts-util';

const { Binding, ChannelVisibility, Condition, EngineRef } = incident;

describe('bindSlack', () => {
  test('fixed channels (ids, as given), channels from the alert, public by default; none without slack', () => {
    const { ctx, p } = engineContext('route');
    expect(bindSlack(ctx, [
      { channelIds: ['C01', '${not-escaped}'], groupAlertsSummary: true },
      { channels: Binding.reference(EngineRef.alertTitle()), visibility: ChannelVisibility.PRIVATE, when: Condition.isSet(EngineRef.alertTitle()) },
    ])).toEqual({
      destinations: [
        { conditionGroups: [], slackTargets: { binding: { arrayValue: [{ literal: 'C01' }, { literal: '${not-escaped}' }] }, channelVisibility: 'public', groupAlertsSummary: true } },
        {
          conditionGroups: [{ conditions: [{ subject: 'alert.title', operation: 'is_set', paramBindings: [] }] }],
          slackTargets: { binding: { value: { reference: 'alert.title' } }, channelVisibility: 'private' },
        },
      ],
    });
    expect(bindSlack(ctx, undefined)).toEqual({});
    expect(messages(p)).toEqual([]);
  });

  test('JavaScript input: a list that is none, notifications that are none, channel ids that are no strings, a visibility that is none', () => {
    const { ctx, p } = engineContext('route');
    expect(bindSlack(ctx, 'C01')).toBeUndefined();
    bindSlack(ctx, [null, 'x', { channelIds: [1] }, { channelIds: ['C01'], visibility: 'Private', groupAlertsSummary: 1 }]);
    expect(messages(p)).toEqual([
      'slack: expected a list. Received: "C01". Allowed: a list of { channelIds, visibility?, when? }. Fix: wrap the notifications in [ ].',
      'slack[1]: expected { channelIds, visibility?, when? }. Received: "x". Allowed: an AlertRouteSlackNotification. Fix: write each notification as an object.',
      "slack[2].channelIds: expected a list of channel ids. Received: a list of 1 item. Allowed: a list of Slack channel ids, e.g. ['C01234567']. Fix: give at least one channel id.",
      "slack[3].visibility: is not a ChannelVisibility. Received: \"Private\". Allowed: public or private. Fix: use ChannelVisibility.PRIVATE ('private').",
      'slack[3].groupAlertsSummary: expected true or false. Received: 1. Allowed: a boolean. Fix: write groupAlertsSummary: true, or leave it out.',
    ]);
  });
});
