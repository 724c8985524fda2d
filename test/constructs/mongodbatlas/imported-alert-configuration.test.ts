import { clusterStack, errorOf, PROJECT, synthDoc } from './cluster-util';
import { AlertConfiguration } from '../../../src/constructs/mongodbatlas';
import { ImportedAlertConfiguration } from '../../../src/constructs/mongodbatlas/imported-alert-configuration';

const ALERT = '64b1c2d3e4f5a6b7c8d9e0f1';
const unknown = (path: string, name: string) => `[${path}] ${name}: is unknown: this construct was made with AlertConfiguration.fromAlertConfigurationAttributes, `
  + `which was not given ${name}. Fix: pass ${name} in the attributes, or read it from the construct that defines the resource.`;

describe('ImportedAlertConfiguration (AlertConfiguration.fromAlertConfigurationAttributes)', () => {
  test('knows what it was given, renders nothing', () => {
    const stack = clusterStack();
    const alert = AlertConfiguration.fromAlertConfigurationAttributes(stack, 'Lag', { projectId: PROJECT, alertConfigurationId: ALERT });
    expect(alert).toBeInstanceOf(ImportedAlertConfiguration);
    expect([alert.projectId, alert.alertConfigurationId, alert.node.path]).toEqual([PROJECT, ALERT, 'test/Lag']);
    expect(synthDoc(stack).resource?.mongodbatlas_alert_configuration).toBeUndefined();
  });

  test('every attribute is optional: reading one that was not given is an error that names it', () => {
    const alert = AlertConfiguration.fromAlertConfigurationAttributes(clusterStack(), 'Lag', { alertConfigurationId: ALERT });
    expect(alert.alertConfigurationId).toBe(ALERT);
    expect(errorOf(() => alert.projectId)).toBe(unknown('test/Lag', 'projectId'));
    // No attributes at all (JavaScript) is the same: nothing known.
    const bare = AlertConfiguration.fromAlertConfigurationAttributes(clusterStack(), 'Bare', undefined as any);
    expect(errorOf(() => bare.alertConfigurationId)).toBe(unknown('test/Bare', 'alertConfigurationId'));
  });

  test('JavaScript: a misspelled attribute is refused with the closest one', () => {
    expect(errorOf(() => AlertConfiguration.fromAlertConfigurationAttributes(clusterStack(), 'Typo', { projectid: PROJECT } as any))).toBe(
      "[test/Typo] projectid: unknown option; did you mean projectId? Received: the key 'projectid'. Allowed: the options of AlertConfigurationAttributes: projectId, alertConfigurationId. "
      + "Fix: write 'projectId' instead of 'projectid'.");
  });
});
