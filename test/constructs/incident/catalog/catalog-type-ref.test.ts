/**
 * The contract ICatalogType: each implementation gives catalogTypeId and typeName; one known by
 * its attributes names what it was not given.
 */
import { catalogStack, catalogType, errorOf, resolved } from './catalog-util';
import { incident } from '../../../../src/index';

describe('ICatalogType', () => {
  test('CatalogType: the id of its resource; the type name it renders', () => {
    const stack = catalogStack();
    const t: incident.ICatalogType = catalogType(stack, 'Team', { allowEmptyEntries: true });
    expect([resolved(stack, t.catalogTypeId), t.typeName]).toEqual(['${incident_catalog_type.Team.id}', 'Custom["Team"]']);
  });

  test('CatalogType.fromTypeName: the id the data source reads; the type name given', () => {
    const stack = catalogStack();
    const t: incident.ICatalogType = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    expect([resolved(stack, t.catalogTypeId), t.typeName]).toEqual(['${data.incident_catalog_type.PagerDuty.id}', 'PagerDutyService']);
  });

  test('CatalogType.fromCatalogTypeAttributes: what it was given; reading anything else is an error that names it', () => {
    const stack = catalogStack();
    const t: incident.ICatalogType = incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', { catalogTypeId: '01TEAM', typeName: 'Custom["Team"]' });
    expect([t.catalogTypeId, t.typeName]).toEqual(['01TEAM', 'Custom["Team"]']);
    const bare: incident.ICatalogType = incident.CatalogType.fromCatalogTypeAttributes(stack, 'Bare', {});
    expect(errorOf(() => bare.typeName)).toBe('[test/Bare] typeName: is unknown: this construct was made with CatalogType.fromCatalogTypeAttributes, which was not given typeName. '
      + 'Fix: pass typeName in the attributes, or read it from the construct that defines the resource.');
  });

  test('CatalogType.fromCatalogTypeAttributes: a custom type name not written Custom["<Name>"] is refused where it is given, with the override that sends it; JavaScript values that are no strings', () => {
    const stack = catalogStack();
    expect(errorOf(() => incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', { catalogTypeId: '01TEAM', typeName: 'Custom[Team]' }))).toBe(
      '[test/Team] typeName: is not written Custom["<Name>"], the form of the type name of a custom catalog type (docs/resources/catalog_type.md: type_name (For non-externally sync types, it must follow the pattern Custom["SomeName"])). '
      + 'Received: "Custom[Team]". Allowed: Custom["<Name>"] for a custom type, e.g. Custom["Team"], or the name of a type synced from an integration, e.g. PagerDutyService. '
      + 'Fix: write Custom["Team"]; or, to send "Custom[Team]" as it is, give the well-written name here and override the L1 of each attribute that refers to the type: attribute.resource.addOverride(\'type\', "Custom[Team]").');
    expect(errorOf(() => incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', { catalogTypeId: 7 as any }))).toBe(
      "[test/Team] catalogTypeId: expected a string. Received: 7. Allowed: the id of the catalog type. Fix: pass catalogTypeId as a string (or a string token, e.g. a variable's stringValue).");
    // Nothing is left behind: the id can be used again.
    expect(incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', { typeName: 'Custom["Team"]' }).typeName).toBe('Custom["Team"]');
  });
});
