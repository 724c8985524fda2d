/**
 * The enums of the alert L2s hold exactly the values the provider documents for their fields
 * (spec/incident/values.json, from which the L1 value checks are generated).
 */
import * as fs from 'fs';
import * as path from 'path';
import { incident } from '../../../../src/index';

const VALUES = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'spec', 'incident', 'values.json'), 'utf8'));

/** The allowed values of a field in spec/incident/values.json. */
function engineSpec(key: string): string[] {
  return VALUES[key].allowed;
}

describe('alert values', () => {
  test.each([
    ['AlertSourceType', incident.AlertSourceType, 'incident_alert_source.source_type'],
    ['AttributeMergeStrategy', incident.AttributeMergeStrategy, 'incident_alert_source.template.attributes.binding.merge_strategy'],
    ['CustomFieldMergeStrategy', incident.CustomFieldMergeStrategy, 'incident_alert_route.incident_config.template.custom_fields.merge_strategy'],
    ['SeverityMergeStrategy', incident.SeverityMergeStrategy, 'incident_alert_route.incident_config.template.severity.merge_strategy'],
    ['GroupingWindowType', incident.GroupingWindowType, 'incident_alert_route.grouping_config.default.window_type'],
    ['WhenAlertJoinsGroup', incident.WhenAlertJoinsGroup, 'incident_alert_route.escalation_config.when_alert_joins_group.mode'],
  ])('%s holds the documented values', (_name, e, key) => {
    expect(Object.values(e).sort()).toEqual([...engineSpec(key)].sort());
  });

  test('ChannelVisibility holds the Slack visibilities of the documented list', () => {
    expect(engineSpec('incident_alert_route.message_config.destinations.slack_targets.channel_visibility')).toEqual(expect.arrayContaining(Object.values(incident.ChannelVisibility)));
  });
});
