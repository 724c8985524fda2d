import { IncidentBestPractices } from '../../../src/policy/incident/pack';
import { packDefinition } from '../../../src/policy/pack';
import { ProductionMatcher } from '../../../src/policy/production';

test('the Incident pack: its name and rules, in order, with the types they read', () => {
  const pack = new IncidentBestPractices();
  expect(pack.packName).toBe('Incident');
  expect(pack.rules.map((r) => `${r.id} ${r.level} ${r.resourceTypes.join(',')}`)).toEqual([
    'Incident-R1 error incident_alert_route', 'Incident-R2 error incident_alert_route', 'Incident-C1 warning incident_catalog_type',
  ]);
  expect(pack.rules.every((r) => !r.wholeDocument)).toBe(true);
});

test('it judges no production label: the default matcher, never another', () => {
  expect(packDefinition(new IncidentBestPractices())?.production).toBe(ProductionMatcher.DEFAULT);
  expect(packDefinition({ packName: 'Incident', rules: [] })).toBeUndefined();
});
