import { make, token } from './helpers';
import { incident } from '../../../src';
import { ruleWarnings } from '../findings';

type Config = incident.IncidentCatalogTypeAttributeConfig;
const TYPE_ID = '01HN28JT97KB6CQ643DZVMXXQK';
const base: Config = { catalogTypeId: TYPE_ID, name: 'Owning team', type: 'Custom["Team"]', array: false };
const attr = (config: Partial<Config>) => (s: any) => new incident.IncidentCatalogTypeAttribute(s, 'a', { ...base, ...config });
const warningsOf = (config: Partial<Config>) => ruleWarnings(make(attr(config)).warnings);

describe('incident_catalog_type_attribute type rules', () => {
  test('custom, scalar and synced types as the provider docs write them have no findings', () => {
    expect(make(attr({})).warnings).toEqual([]);
    expect(make(attr({ name: 'Tier', type: 'Text' })).warnings).toEqual([]);
    expect(make(attr({ name: 'PagerDuty service', type: 'PagerDutyService' })).warnings).toEqual([]);
    expect(make(attr({ name: 'Members', type: 'User', array: true })).warnings).toEqual([]);
  });

  test('custom-type-name: single or no quotes get the double-quoted form (documented: a warning)', () => {
    const text = (received: string, fix: string) => `test/a: [rule:incident_catalog_type_attribute/custom-type-name] type: names a custom catalog type but is not written Custom["<Name>"]. Received: ${received}. Allowed: Custom["<Name>"], e.g. Custom["Team"]. Fix: ${fix}`;
    expect(warningsOf({ type: "Custom['Team']" })).toEqual([text('"Custom[\'Team\']"', 'write Custom["Team"].')]);
    expect(warningsOf({ type: 'Custom(Team)' })).toEqual([text('"Custom(Team)"', 'write Custom["Team"].')]);
  });

  test('engine-type-name: text gets Text (documented: a warning)', () => {
    expect(warningsOf({ type: 'text' })).toEqual([
      "test/a: [rule:incident_catalog_type_attribute/engine-type-name] type: is not an engine type name: engine type names start with a capital letter. Received: \"text\". Allowed: a PascalCase engine type such as 'String', 'Text', 'Bool', 'Number', or a catalog type. Fix: write 'Text'.",
    ]);
  });

  test('tokens are not judged (the type_name of a catalog type resource)', () => {
    expect(make((s) => new incident.IncidentCatalogTypeAttribute(s, 'a', { ...base, type: token(s) })).warnings).toEqual([]);
  });
});
