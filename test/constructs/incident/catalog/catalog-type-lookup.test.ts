import { TerraformVariable } from 'cdktn';
import { catalogStack, catalogType, errorOf, synthDoc } from './catalog-util';
import { incident, TerrainTesting } from '../../../../src/index';

describe('CatalogTypeLookup (CatalogType.fromTypeName)', () => {
  test('reads the type by its type name; typeName is the one given, known at synth', () => {
    const stack = catalogStack();
    const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const teams = incident.CatalogType.fromTypeName(stack, 'Teams', 'Custom["Team"]');
    expect(pd).toBeInstanceOf(incident.CatalogTypeLookup);
    expect(pd.typeName).toBe('PagerDutyService');
    expect(teams.typeName).toBe('Custom["Team"]');
    expect(pd.node.defaultChild).toBe(pd.dataSource);
    const services = catalogType(stack, 'Service', { allowEmptyEntries: true });
    services.addAttribute('team', { name: 'Team', type: incident.CatalogAttributeType.catalogEntry(teams) });
    const doc = synthDoc(stack);
    expect(doc.data.incident_catalog_type).toEqual({ PagerDuty: { type_name: 'PagerDutyService' }, Teams: { type_name: 'Custom["Team"]' } });
    expect(Object.values(doc.resource.incident_catalog_type_attribute)).toEqual([{ catalog_type_id: '${incident_catalog_type.Service.id}', name: 'Team', type: 'Custom["Team"]' }]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('outputs are references to the data source', () => {
    const stack = catalogStack();
    const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    expect(pd.catalogTypeId).toMatch(/^\$\{TfToken/);
    expect(pd.typeDisplayName).toMatch(/^\$\{TfToken/);
  });

  test('fail: the engine type of the entries, CatalogEntry[...] (no type has it: the lookup finds nothing); no type name', () => {
    const stack = catalogStack();
    expect(errorOf(() => incident.CatalogType.fromTypeName(stack, 'A', 'CatalogEntry["Team"]'))).toBe(
      '[test/A] typeName: is the engine type of a type\'s entries, CatalogEntry[...], not a type name: no catalog type has it, so the lookup finds nothing. Received: "CatalogEntry[\\"Team\\"]". '
      + 'Allowed: Custom["<Name>"] for a custom type, or the bare name of a synced type (PagerDutyService). Fix: write the type name, e.g. Custom["Team"].');
    expect(errorOf(() => incident.CatalogType.fromTypeName(stack, 'B', undefined as any))).toBe(
      '[test/B] typeName: is required. Received: undefined. Allowed: the type name, e.g. Custom["Team"] or PagerDutyService. Fix: set typeName.');
    expect(errorOf(() => new incident.CatalogTypeLookup(stack, 'C', { typeName: 'X', name: 'Y' } as any))).toBe(
      "[test/C] name: unknown option; did you mean typeName? Received: the key 'name'. Allowed: the options of CatalogTypeLookupOptions: typeName. Fix: write 'typeName' instead of 'name'.");
  });

  describe('a custom type name not written Custom["<Name>"] (issue 25: Custom[Team] only warned): refused, with the override that sends it', () => {
    const message = (id: string, v: string, right: string) => `[test/${id}] typeName: is not written Custom["<Name>"], the form of the type name of a custom catalog type `
      + '(docs/resources/catalog_type.md: type_name (For non-externally sync types, it must follow the pattern Custom["SomeName"])). '
      + `Received: ${JSON.stringify(v)}. Allowed: Custom["<Name>"] for a custom type, e.g. Custom["Team"], or the name of a type synced from an integration, e.g. PagerDutyService. `
      + `Fix: write ${right}; or, to send ${JSON.stringify(v)} as it is, look the type up by ${right} and override the data source: `
      + `CatalogType.fromTypeName(this, '${id}', '${right}').dataSource.addOverride('type_name', ${JSON.stringify(v)}).`;

    test('fail: no quotes, single quotes, nothing inside', () => {
      const stack = catalogStack();
      expect(errorOf(() => incident.CatalogType.fromTypeName(stack, 'Team', 'Custom[Team]'))).toBe(message('Team', 'Custom[Team]', 'Custom["Team"]'));
      expect(errorOf(() => incident.CatalogType.fromTypeName(stack, 'Team', "Custom['Team']"))).toBe(message('Team', "Custom['Team']", 'Custom["Team"]'));
      expect(errorOf(() => incident.CatalogType.fromTypeName(stack, 'Team', 'Custom[]'))).toBe(message('Team', 'Custom[]', 'Custom["<Name>"]'));
    });

    test('pass: the form the docs give, a synced type\'s name, a name that only starts like Custom, a token; the override sends the malformed name', () => {
      const stack = catalogStack();
      const team = incident.CatalogType.fromTypeName(stack, 'Team', 'Custom["Team"]');
      team.dataSource.addOverride('type_name', 'Custom[Team]');
      incident.CatalogType.fromTypeName(stack, 'Customer', 'CustomerAccount');
      incident.CatalogType.fromTypeName(stack, 'Ref', new TerraformVariable(stack, 'name', { type: 'string' }).stringValue);
      expect(Object.values<any>(synthDoc(stack).data.incident_catalog_type).map((d) => d.type_name).sort()).toEqual(['${var.name}', 'Custom[Team]', 'CustomerAccount']);
      expect(TerrainTesting.warnings(stack)).toEqual([]);
    });

    test('JavaScript: a type name that is no string, in the factory\'s words', () => {
      expect(errorOf(() => incident.CatalogType.fromTypeName(catalogStack(), 'T', 5 as any))).toBe(
        "[test/T] typeName: expected a string. Received: 5. Allowed: the type name, e.g. Custom[\"Team\"] or PagerDutyService. Fix: pass typeName as a string (or a string token, e.g. a variable's stringValue).");
    });
  });
});
