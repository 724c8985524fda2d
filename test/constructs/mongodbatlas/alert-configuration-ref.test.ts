import { clusterStack, errorOf, PROJECT } from './cluster-util';
import { notGiven, resolvedAttributes } from './ref-util';
import { AlertConfiguration, IAlertConfiguration, NotificationTarget } from '../../../src/constructs/mongodbatlas';

const ALERT = '64b1c2d3e4f5a6b7c8d9e0f1';
const ATTRIBUTES: Array<keyof IAlertConfiguration & string> = ['projectId', 'alertConfigurationId'];

describe('IAlertConfiguration: every implementation gives each attribute', () => {
  test('AlertConfiguration: the project given, the id of the resource it renders', () => {
    const alert: IAlertConfiguration = new AlertConfiguration(clusterStack(), 'Lag', {
      projectId: PROJECT, eventType: 'NO_PRIMARY', notifications: [NotificationTarget.group()],
    });
    expect(resolvedAttributes(alert, ATTRIBUTES)).toEqual({
      projectId: PROJECT, alertConfigurationId: '${mongodbatlas_alert_configuration.Lag.alert_configuration_id}',
    });
  });

  test('fromLookup: the attributes it looks up by', () => {
    const alert: IAlertConfiguration = AlertConfiguration.fromLookup(clusterStack(), 'Lag', { projectId: PROJECT, alertConfigurationId: ALERT });
    expect(resolvedAttributes(alert, ATTRIBUTES)).toEqual({ projectId: PROJECT, alertConfigurationId: ALERT });
  });

  test('fromAlertConfigurationAttributes: what it was given; reading what it was not is an error that names it', () => {
    const stack = clusterStack();
    const alert = AlertConfiguration.fromAlertConfigurationAttributes(stack, 'Lag', { projectId: PROJECT, alertConfigurationId: ALERT });
    expect(resolvedAttributes(alert, ATTRIBUTES)).toEqual({ projectId: PROJECT, alertConfigurationId: ALERT });
    const partial = AlertConfiguration.fromAlertConfigurationAttributes(stack, 'Partial', {});
    expect(errorOf(() => partial.projectId)).toBe(notGiven('test/Partial', 'AlertConfiguration.fromAlertConfigurationAttributes', 'projectId'));
    expect(errorOf(() => partial.alertConfigurationId)).toBe(notGiven('test/Partial', 'AlertConfiguration.fromAlertConfigurationAttributes', 'alertConfigurationId'));
  });
});
