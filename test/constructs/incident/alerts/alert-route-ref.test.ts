/**
 * The contract IAlertRoute: each implementation (the L2, fromAlertRouteAttributes) gives its id, as
 * the Terraform expression it resolves to or the value given; an id that fromAlertRouteAttributes
 * was not given is an error that names it.
 */
import { errorOf, incidentStack, resolved } from './alerts-util';
import { incident } from '../../../../src/index';

const { AlertRoute } = incident;

describe('IAlertRoute', () => {
  test('AlertRoute: the id of its resource', () => {
    const s = incidentStack();
    const route: incident.IAlertRoute = new AlertRoute(s, 'Payments', { name: 'Payments' });
    expect(resolved(s, route.alertRouteId)).toBe('${incident_alert_route.Payments.id}');
  });

  test('fromAlertRouteAttributes: the id given; one not given is an error that names it', () => {
    const s = incidentStack();
    expect(AlertRoute.fromAlertRouteAttributes(s, 'Known', { alertRouteId: '01ROUTE' }).alertRouteId).toBe('01ROUTE');
    const none = AlertRoute.fromAlertRouteAttributes(s, 'None', {} as any);
    expect(errorOf(() => none.alertRouteId)).toBe(
      '[test/None] alertRouteId: is unknown: this construct was made with AlertRoute.fromAlertRouteAttributes, which was not given alertRouteId. '
      + 'Fix: pass alertRouteId in the attributes, or read it from the construct that defines the resource.');
  });
});
