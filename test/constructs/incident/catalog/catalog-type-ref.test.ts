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
});
