import { TerraformOutput } from 'cdktn';
import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { AlertConfiguration, AlertConfigurationLookup } from '../../../src/constructs/mongodbatlas';

const ALERT = '64b1c2d3e4f5a6b7c8d9e0f1';

describe('AlertConfigurationLookup (AlertConfiguration.fromLookup)', () => {
  test('reads the alert configuration through the data source; eventType is its attribute', () => {
    const stack = clusterStack();
    const alert = AlertConfiguration.fromLookup(stack, 'Lag', { projectId: PROJECT, alertConfigurationId: ALERT });
    new TerraformOutput(stack, 'event', { value: alert.eventType });
    expect(alert).toBeInstanceOf(AlertConfigurationLookup);
    const doc = synthDoc(stack);
    expect(doc.data.mongodbatlas_alert_configuration).toEqual({ Lag_Lookup_264617C8: { project_id: PROJECT, alert_configuration_id: ALERT } });
    expect([alert.projectId, alert.alertConfigurationId]).toEqual([PROJECT, ALERT]);
    expect(doc.output.event.value).toBe('${data.mongodbatlas_alert_configuration.Lag_Lookup_264617C8.event_type}');
  });

  test('JavaScript: missing attributes are named by the data source; a misspelled one is refused with the closest one', () => {
    expect(errorOf(() => AlertConfiguration.fromLookup(clusterStack(), 'Bad', { projectId: PROJECT } as any))).toBe(
      "[test/Bad/Lookup] alertConfigurationId: is required. Received: undefined. Allowed: a string. Fix: set 'alertConfigurationId'.");
    expect(errorOf(() => AlertConfiguration.fromLookup(clusterStack(), 'Typo', { projectId: PROJECT, alertId: ALERT } as any))).toBe(
      "[test/Typo] alertId: unknown option. Received: the key 'alertId'. Allowed: the options of AlertConfigurationLookupAttributes: projectId, alertConfigurationId. "
      + "Fix: remove 'alertId', or check its spelling against AlertConfigurationLookupAttributes.");
  });
});
