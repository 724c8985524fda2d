/**
 * The incident pack over what the catalog L2s render: the catalog example passes it; Incident-C1
 * (a catalog type without a source repository) still finds an L2 type whose sourceRepoUrl is
 * empty (the provider accepts it), at the type's L1, next to an L1 type.
 */
import { TerraformVariable } from 'cdktn';
import { findingsOf, judge } from './util';
import { IncidentCatalogStack } from '../../examples/incident-catalog';
import { incident, IncidentBestPractices } from '../../src';

const C1 = 'sourceRepoUrl: is empty: the catalog type can be edited in the dashboard, and drifts from the code. Received: "". '
  + 'Allowed: the URL of the repository that manages the type, e.g. https://github.com/acme/platform. Fix: set sourceRepoUrl to the URL of the repository that holds this code.';

describe('IncidentBestPractices over the catalog L2s', () => {
  test('the catalog example: no finding', () => {
    const j = judge([new IncidentBestPractices()], (s) => {
      new IncidentCatalogStack(s, 'catalog');
    });
    expect(j.error).toBeUndefined();
    expect(j.findings).toEqual([]);
  });

  test('Incident-C1 finds an L2 type with an empty sourceRepoUrl, at its L1, like an L1 type', () => {
    const j = judge([new IncidentBestPractices()], (s) => {
      new incident.IncidentProvider(s, 'incident', { apiKey: new TerraformVariable(s, 'key', { type: 'string', sensitive: true }).stringValue });
      const teams = new incident.CatalogType(s, 'Team', { typeName: 'Team', description: 'Teams', sourceRepoUrl: '' });
      teams.addEntry('payments', { name: 'Payments' });
      const services = new incident.CatalogType(s, 'Service', { typeName: 'Service', description: 'Services', sourceRepoUrl: 'https://github.com/acme/platform' });
      services.addEntry('checkout', { name: 'Checkout' });
      new incident.IncidentCatalogType(s, 'Legacy', { name: 'Legacy', typeName: 'Custom["Legacy"]', description: 'Legacy', sourceRepoUrl: '' });
    });
    expect(findingsOf(j, 'Incident-C1')).toEqual([
      `[test/Team/Default] [Incident-C1] ${C1}`,
      `[test/Legacy] [Incident-C1] ${C1}`,
    ]);
  });
});
