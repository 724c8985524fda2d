/** Corpus, alerts: attributes, sources of several types, routes (current and legacy schema), the beta sources, lookups. */
import { ALERT_APPS } from './apps/alerts';
import { expectClean, synthApp } from './corpus';

describe('incident corpus: alerts', () => {
  expectClean(ALERT_APPS);

  test('the route renders the current schema: grouping, message destinations, escalation targets and the incident template', () => {
    const { doc } = synthApp(ALERT_APPS.find((a) => a.name === 'alerts-route')!);
    const r = doc.resource.incident_alert_route.payments;
    expect(Object.keys(r).sort()).toEqual(['alert_sources', 'condition_groups', 'enabled', 'escalation_config', 'expressions', 'grouping_config', 'incident_config', 'is_private', 'message_config', 'name', 'owning_team_ids']);
    expect(r.grouping_config.default).toEqual(expect.objectContaining({ enabled: true, window_seconds: 1800, window_type: 'rolling' }));
    expect(r.escalation_config.escalation_targets).toHaveLength(3);
    expect(JSON.parse(r.incident_config.template.name.value.literal).type).toBe('doc');
  });

  test('the API key reaches the provider block as the sensitive variable, never a literal', () => {
    const { doc } = synthApp(ALERT_APPS[0]);
    expect(doc.provider.incident).toEqual([{ api_key: '${var.incident_api_key}' }]);
    expect(doc.variable.incident_api_key.sensitive).toBe(true);
  });
});
