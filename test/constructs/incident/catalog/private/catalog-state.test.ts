import { catalogTypeState, isCatalogType, typeNameOf } from '../../../../../src/constructs/incident/catalog/private/catalog-state';
import { incident } from '../../../../../src/index';
import { catalogStack, catalogType } from '../catalog-util';

describe('what the catalog constructs know of each other', () => {
  test('a CatalogType registers its state; other catalog types have none', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    const pd = incident.CatalogType.fromTypeName(stack, 'PD', 'PagerDutyService');
    expect(catalogTypeState(teams)?.type).toBe(teams);
    expect(catalogTypeState(teams)?.stack).toBe(stack);
    expect(catalogTypeState(pd)).toBeUndefined();
    expect(catalogTypeState(undefined)).toBeUndefined();
    expect(catalogTypeState('Team')).toBeUndefined();
  });

  test('typeNameOf reads what can be read; isCatalogType recognises the contract', () => {
    const stack = catalogStack();
    const imported = incident.CatalogType.fromCatalogTypeAttributes(stack, 'T', { catalogTypeId: 'x' });
    expect(typeNameOf(imported)).toBeUndefined();
    expect(typeNameOf(catalogType(stack, 'Team'))).toBe('Custom["Team"]');
    expect(typeNameOf(undefined)).toBeUndefined();
    expect(isCatalogType(imported)).toBe(true);
    expect(isCatalogType({ catalogTypeId: 'x', typeName: 'y' })).toBe(false);
    expect(isCatalogType(null)).toBe(false);
  });
});
