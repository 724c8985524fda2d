import { catalogStack, errorOf } from './catalog-util';
import { incident } from '../../../../src/index';

describe('ImportedCatalogType (CatalogType.fromCatalogTypeAttributes)', () => {
  test('knows what it was given', () => {
    const stack = catalogStack();
    const t = incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', { catalogTypeId: '01GW2G3V0S59R238FAHPDS1R66', typeName: 'Custom["Team"]' });
    expect(t.catalogTypeId).toBe('01GW2G3V0S59R238FAHPDS1R66');
    expect(t.typeName).toBe('Custom["Team"]');
    expect(t.node.path).toBe('test/Team');
  });

  test('fail: reading what was not given names it; unknown keys', () => {
    const stack = catalogStack();
    const t = incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', {});
    expect(errorOf(() => t.catalogTypeId)).toBe(
      '[test/Team] catalogTypeId: is unknown: this construct was made with CatalogType.fromCatalogTypeAttributes, which was not given catalogTypeId. Fix: pass catalogTypeId in the attributes, or read it from the construct that defines the resource.');
    expect(errorOf(() => incident.CatalogType.fromCatalogTypeAttributes(stack, 'Other', { id: 'x' } as any))).toBe(
      "[test/Other] id: unknown option. Received: the key 'id'. Allowed: the options of CatalogTypeAttributes: catalogTypeId, typeName. Fix: remove 'id', or check its spelling against CatalogTypeAttributes.");
  });
});
