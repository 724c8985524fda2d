import { errorOf, incidentStack } from './alerts-util';
import { incident } from '../../../../src/index';

describe('ImportedAlertRoute (AlertRoute.fromAlertRouteAttributes)', () => {
  test('the id given, or an error that names it', () => {
    expect(incident.AlertRoute.fromAlertRouteAttributes(incidentStack(), 'R', { alertRouteId: '01R' }).alertRouteId).toBe('01R');
    const none = incident.AlertRoute.fromAlertRouteAttributes(incidentStack(), 'R', {} as any);
    expect(errorOf(() => none.alertRouteId)).toMatch(/^\[test\/R\] alertRouteId: is unknown: this construct was made with AlertRoute\.fromAlertRouteAttributes/);
  });
});
