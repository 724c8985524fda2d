/**
 * The contract ICatalogAttribute: each implementation gives catalogAttributeId and catalogType;
 * one known by its attributes names what it was not given.
 */
import { catalogStack, catalogType, errorOf, resolved } from './catalog-util';
import { incident } from '../../../../src/index';

describe('ICatalogAttribute', () => {
  test('CatalogAttribute: the id of its resource; its type', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
    const a: incident.ICatalogAttribute = teams.addAttribute('lead', { name: 'Lead', type: incident.CatalogAttributeType.string() });
    expect(resolved(stack, a.catalogAttributeId)).toBe('${incident_catalog_type_attribute.Team_lead_D3A08DE0.id}');
    expect(a.catalogType).toBe(teams);
  });

  test('CatalogAttribute.fromCatalogAttributeAttributes: what it was given; reading anything else is an error that names it', () => {
    const stack = catalogStack();
    const type = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const a: incident.ICatalogAttribute = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Lead', { catalogAttributeId: '01LEAD', catalogType: type });
    expect([a.catalogAttributeId, a.catalogType]).toEqual(['01LEAD', type]);
    const bare: incident.ICatalogAttribute = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Bare', { catalogAttributeId: '01LEAD' });
    expect(errorOf(() => bare.catalogType)).toBe('[test/Bare] catalogType: is unknown: this construct was made with CatalogAttribute.fromCatalogAttributeAttributes, which was not given catalogType. '
      + 'Fix: pass catalogType in the attributes, or read it from the construct that defines the resource.');
  });
});
