import { fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.DataIncidentCatalogTypeConfig;
const lookup = (config: Config) => (s: any) => new incident.DataIncidentCatalogType(s, 'ct', config);

describe('data.incident_catalog_type type rules', () => {
  test('a lookup by name or by type name has no findings', () => {
    expect(make(lookup({ name: 'Service' })).warnings).toEqual([]);
    expect(make(lookup({ typeName: 'Custom["Service"]', categories: ['service'] })).warnings).toEqual([]);
    expect(make((s) => new incident.DataIncidentCatalogType(s, 'ct', { typeName: token(s) })).warnings).toEqual([]);
  });

  test('name-or-type-name: categories alone fail (the provider\'s Read refuses it)', () => {
    expect(errorLines(fails(lookup({ categories: ['team'] })))).toEqual([
      "[test/ct] [rule:data.incident_catalog_type/name-or-type-name] name: is unset, and so is typeName; the lookup needs one of them to find the catalog type. Received: neither name nor typeName set. Allowed: at least one of name or typeName. Fix: set name (e.g. 'Service') or typeName (e.g. 'Custom[\"Service\"]').",
    ]);
  });

  test('categories are a documented list (a warning)', () => {
    expect(make(lookup({ name: 'Team', categories: ['teams'] })).warnings).toEqual([
      "test/ct: [terrain:unlisted-value] [value:data.incident_catalog_type.categories] categories[0]: is not in the list of values the provider documents (value:data.incident_catalog_type.categories); the remote API may refuse it at apply. Received: \"teams\". Allowed: 'customer', 'issue-tracker', 'product-feature', 'service', 'on-call', 'team' or 'user'. Fix: write 'team' instead of 'teams' (did you mean it?). If a newer provider release allows it, acknowledge value:data.incident_catalog_type.categories with the reason.",
    ]);
  });
});
