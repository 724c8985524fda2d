import { fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

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

  test('array-scalar-type: Bool, Text and Number cannot be arrays (documented: a warning); String, User and catalog types can', () => {
    const text = (type: string, fix: string) => `test/a: [rule:incident_catalog_type_attribute/array-scalar-type] array: is true, but a ${type} attribute cannot be an array. Received: true. `
      + `Allowed: array: false for Bool, Text and Number; arrays of String, Image["avatar"] or catalog entries. Fix: ${fix}`;
    expect(warningsOf({ type: 'Number', array: true })).toEqual([text('Number', 'remove array, or use type String for a list.')]);
    expect(warningsOf({ type: 'Text', array: true })).toEqual([text('Text', 'use type String for a list of plain texts, or remove array.')]);
    expect(warningsOf({ type: 'Bool', array: true })).toEqual([text('Bool', 'remove array, or use type String for a list.')]);
    expect(warningsOf({ type: 'String', array: true })).toEqual([]);
    expect(warningsOf({ type: 'Image["avatar"]', array: true })).toEqual([]);
    expect(warningsOf({ type: 'Number', array: false })).toEqual([]);
  });

  describe('one-kind: a backlink, a path attribute or schema-only, one at most (ValidateConfig)', () => {
    const OTHER = '01HN28PZ5W0XJ3A9B8K7M6N5Q4';
    const line = (field: string, problem: string, received: string, allowed: string, fix: string) =>
      `[test/a] [rule:incident_catalog_type_attribute/one-kind] ${field}: ${problem} Received: ${received}. Allowed: ${allowed}. Fix: ${fix}`;
    const SCHEMA_ONLY = 'schemaOnly on an attribute whose values are set (not a backlink, not a path attribute)';

    test('fail: a backlink with a path', () => {
      expect(errorLines(fails(attr({ backlinkAttribute: OTHER, path: [OTHER] })))).toEqual([
        line('backlinkAttribute', 'is set together with path: an attribute is a backlink or a path attribute, not both.', 'backlinkAttribute and path both set',
          'at most one of backlinkAttribute and path', 'remove path to keep the backlink, or backlinkAttribute to keep the path.'),
      ]);
    });

    test('fail: schema-only on a backlink, and on a path attribute', () => {
      expect(errorLines(fails(attr({ backlinkAttribute: OTHER, schemaOnly: true })))).toEqual([
        line('schemaOnly', 'is true on a backlink (backlinkAttribute is set), whose values incident.io derives: it cannot be schema-only.', 'true', SCHEMA_ONLY, 'remove schemaOnly.'),
      ]);
      expect(errorLines(fails(attr({ path: [OTHER], schemaOnly: true })))).toEqual([
        line('schemaOnly', 'is true on a path attribute (path is set), whose values incident.io derives: it cannot be schema-only.', 'true', SCHEMA_ONLY, 'remove schemaOnly.'),
      ]);
    });

    test('pass: each alone, an empty path, schemaOnly false; a backlink that is a token counts as set (as ValidateConfig reads it)', () => {
      expect(make(attr({ backlinkAttribute: OTHER })).warnings).toEqual([]);
      expect(make(attr({ path: [OTHER] })).warnings).toEqual([]);
      expect(make(attr({ schemaOnly: true })).warnings).toEqual([]);
      expect(make(attr({ backlinkAttribute: OTHER, path: [], schemaOnly: false })).warnings).toEqual([]);
      expect(errorLines(fails((s) => new incident.IncidentCatalogTypeAttribute(s, 'a', { ...base, backlinkAttribute: token(s), schemaOnly: true })))).toHaveLength(1);
    });
  });

  test('catalog-entry-type: the engine type of a type\'s entries, CatalogEntry[...], where the type name is wanted (documented: a warning)', () => {
    const text = (received: string, fix: string) => 'test/a: [rule:incident_catalog_type_attribute/catalog-entry-type] type: is the engine type of the entries of a catalog type (CatalogEntry[...]), '
      + 'which alert attributes and expressions use; a catalog attribute names the type it refers to by its type name. '
      + `Received: ${received}. Allowed: the type name of a catalog type: Custom["<Name>"] for a custom type (incident_catalog_type.<name>.type_name), or the name of a synced type, e.g. PagerDutyService. Fix: ${fix}`;
    expect(warningsOf({ type: 'CatalogEntry["Team"]' })).toEqual([
      text('"CatalogEntry[\\"Team\\"]"', 'write Custom["Team"] for the custom type Team (its type_name), or Team alone if it is a type synced from an integration.'),
    ]);
    const byId = 'write the type name of the catalog type, e.g. incident_catalog_type.<name>.type_name (Custom["Team"]).';
    expect(warningsOf({ type: 'CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]' })).toEqual([text('"CatalogEntry[\\"01GW2G3V0S59R238FAHPDS1R67\\"]"', byId)]);
    expect(warningsOf({ type: 'CatalogEntry' })).toEqual([text('"CatalogEntry"', byId)]);
    // Names that only start like it are another type's name.
    expect(warningsOf({ type: 'CatalogEntryGroup' })).toEqual([]);
  });
});
