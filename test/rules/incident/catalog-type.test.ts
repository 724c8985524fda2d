import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.IncidentCatalogTypeConfig;
const base: Config = { name: 'Service', description: 'Services we run', sourceRepoUrl: 'https://github.com/acme/catalog', typeName: 'Custom[\'Service\']', categories: ['service'] };
const type = (config: Partial<Config>) => (s: any) => new incident.IncidentCatalogType(s, 'c', { ...base, ...config });

describe('incident_catalog_type type rules', () => {
  test('a valid catalog type has no findings (both quote styles; synced and unset type names are not judged)', () => {
    expect(make(type({})).warnings).toEqual([]);
    expect(make(type({ typeName: 'Custom["Service"]' })).warnings).toEqual([]);
    expect(make(type({ typeName: 'PagerDutyService' })).warnings).toEqual([]);
    expect(make(type({ typeName: 'CustomerAccount' })).warnings).toEqual([]);
    expect(make(type({ typeName: undefined })).warnings).toEqual([]);
  });

  test('custom-type-name', () => {
    expect(errorLines(fails(type({ typeName: 'Custom[Service]' })))).toEqual([
      '[test/c] [rule:incident_catalog_type/custom-type-name] typeName: names a custom (not synced) catalog type but is not written Custom[\'<Name>\']. Received: "Custom[Service]". Allowed: Custom[\'<Name>\'] or Custom["<Name>"], e.g. Custom[\'Service\']. Fix: write Custom[\'Service\'].',
    ]);
    expect(errorLines(fails(type({ typeName: 'Custom("Service")' })))).toEqual([
      '[test/c] [rule:incident_catalog_type/custom-type-name] typeName: names a custom (not synced) catalog type but is not written Custom[\'<Name>\']. Received: "Custom(\\"Service\\")". Allowed: Custom[\'<Name>\'] or Custom["<Name>"], e.g. Custom[\'Service\']. Fix: write Custom["Service"].',
    ]);
    expect(errorLines(fails(type({ typeName: 'Custom[]' })))).toEqual([
      '[test/c] [rule:incident_catalog_type/custom-type-name] typeName: names a custom (not synced) catalog type but is not written Custom[\'<Name>\']. Received: "Custom[]". Allowed: Custom[\'<Name>\'] or Custom["<Name>"], e.g. Custom[\'Service\']. Fix: put the name in quotes inside square brackets, e.g. Custom[\'Service\'].',
    ]);
  });

  test('categories are left to the generated value check (a documented-list warning)', () => {
    expect(make(type({ categories: ['services'] })).warnings).toEqual([
      "test/c: [terrain:unlisted-value] [value:incident_catalog_type.categories] categories[0]: is not in the list of values the provider documents (value:incident_catalog_type.categories); the remote API may refuse it at apply. Received: \"services\". Allowed: 'customer', 'issue-tracker', 'product-feature', 'service', 'on-call', 'team' or 'user'. Fix: write 'service' instead of 'services' (did you mean it?). If a newer provider release allows it, acknowledge value:incident_catalog_type.categories with the reason.",
    ]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.IncidentCatalogType(s, 'c', { ...base, typeName: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(type({ typeName: 'Custom[Service]' }), 'rule:incident_catalog_type/custom-type-name').warnings).toEqual([
      `test/c: [rule:incident_catalog_type/custom-type-name] typeName: names a custom (not synced) catalog type but is not written Custom['<Name>']. Received: "Custom[Service]". Allowed: Custom['<Name>'] or Custom["<Name>"], e.g. Custom['Service']. Fix: write Custom['Service']. Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
