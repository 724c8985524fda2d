import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.IncidentCatalogTypeAttributeConfig;
const base: Config = { catalogTypeId: '01HNFSECZP11HYGCPWPQ5E6EYC', name: 'Owner', type: 'Custom["Team"]' };
const attr = (config: Partial<Config>) => (s: any) => new incident.IncidentCatalogTypeAttribute(s, 'a', { ...base, ...config });

describe('incident_catalog_type_attribute type rules', () => {
  test('a valid attribute has no findings (custom, scalar and synced types)', () => {
    expect(make(attr({})).warnings).toEqual([]);
    expect(make(attr({ type: 'Custom[\'Team\']' })).warnings).toEqual([]);
    expect(make(attr({ type: 'Text' })).warnings).toEqual([]);
    expect(make(attr({ type: 'GitHubRepository' })).warnings).toEqual([]);
  });

  test('custom-type-name', () => {
    expect(errorLines(fails(attr({ type: 'Custom[Team]' })))).toEqual([
      '[test/a] [rule:incident_catalog_type_attribute/custom-type-name] type: names a custom catalog type but is not written Custom[\'<Name>\']. Received: "Custom[Team]". Allowed: Custom[\'<Name>\'] or Custom["<Name>"], e.g. Custom[\'Team\']. Fix: write Custom[\'Team\'].',
    ]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.IncidentCatalogTypeAttribute(s, 'a', { ...base, type: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(attr({ type: 'Custom Team' }), 'rule:incident_catalog_type_attribute/custom-type-name').warnings).toEqual([
      `test/a: [rule:incident_catalog_type_attribute/custom-type-name] type: names a custom catalog type but is not written Custom['<Name>']. Received: "Custom Team". Allowed: Custom['<Name>'] or Custom["<Name>"], e.g. Custom['Team']. Fix: write Custom['Team']. Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
