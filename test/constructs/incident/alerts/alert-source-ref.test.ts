/**
 * The contract IAlertSource: each implementation (the L2, fromAlertSourceAttributes) gives its id,
 * as the Terraform expression it resolves to or the value given; an id that
 * fromAlertSourceAttributes was not given is an error that names it.
 */
import { errorOf, incidentStack, resolved } from './alerts-util';
import { incident } from '../../../../src/index';

const { AlertSource, RichText } = incident;

describe('IAlertSource', () => {
  test('AlertSource: the id of its resource', () => {
    const s = incidentStack();
    const source: incident.IAlertSource = AlertSource.http(s, 'Payments', { name: 'Payments', title: RichText.text('Payments') });
    expect(resolved(s, source.alertSourceId)).toBe('${incident_alert_source.Payments.id}');
  });

  test('fromAlertSourceAttributes: the id given; one not given is an error that names it', () => {
    const s = incidentStack();
    expect(AlertSource.fromAlertSourceAttributes(s, 'Known', { alertSourceId: '01SOURCE' }).alertSourceId).toBe('01SOURCE');
    const none = AlertSource.fromAlertSourceAttributes(s, 'None', {} as any);
    expect(errorOf(() => none.alertSourceId)).toBe(
      '[test/None] alertSourceId: is unknown: this construct was made with AlertSource.fromAlertSourceAttributes, which was not given alertSourceId. '
      + 'Fix: pass alertSourceId in the attributes, or read it from the construct that defines the resource.');
  });
});
