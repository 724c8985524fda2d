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
});
