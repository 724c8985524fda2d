import { errorOf, incidentStack } from './alerts-util';
import { incident } from '../../../../src/index';

describe('ImportedAlertSource (AlertSource.fromAlertSourceAttributes)', () => {
  test('the id given, or an error that names it', () => {
    expect(incident.AlertSource.fromAlertSourceAttributes(incidentStack(), 'S', { alertSourceId: '01S' }).alertSourceId).toBe('01S');
    const none = incident.AlertSource.fromAlertSourceAttributes(incidentStack(), 'S', {} as any);
    expect(errorOf(() => none.alertSourceId)).toMatch(/^\[test\/S\] alertSourceId: is unknown: this construct was made with AlertSource\.fromAlertSourceAttributes/);
    expect(errorOf(() => incident.AlertSource.fromAlertSourceAttributes(incidentStack(), 'S', { alertSourceID: 'x' } as any))).toMatch(/^\[test\/S\] alertSourceID: unknown option; did you mean alertSourceId\?/);
  });
});
