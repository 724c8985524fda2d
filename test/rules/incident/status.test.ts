import { make } from './helpers';
import { incident } from '../../../src';

describe('incident_status value checks', () => {
  test('the categories a status is created in (live, learning, closed) have no findings', () => {
    for (const category of ['live', 'learning', 'closed']) {
      expect(make((s) => new incident.IncidentStatus(s, 'st', { name: 'Clean-up', description: 'Not yet fully finished.', category })).warnings).toEqual([]);
    }
  });

  test('a category incident.io manages (triage) warns: the create payload does not take it (a documented list)', () => {
    expect(make((s) => new incident.IncidentStatus(s, 'st', { name: 'Waiting', description: 'x', category: 'triage' })).warnings).toEqual([
      "test/st: [terrain:unlisted-value] [value:incident_status.category] category: is not in the list of values the provider documents (value:incident_status.category); the remote API may refuse it at apply. Received: \"triage\". Allowed: 'live', 'learning' or 'closed'. Fix: use one of the allowed values. If a newer provider release allows it, acknowledge value:incident_status.category with the reason.",
    ]);
  });
});
