import { catalogStack, errorOf } from './catalog-util';
import { incident } from '../../../../src/index';

describe('ImportedCatalogAttribute (CatalogAttribute.fromCatalogAttributeAttributes)', () => {
  test('knows what it was given', () => {
    const stack = catalogStack();
    const type = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const a = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Team', { catalogAttributeId: '01GW2G3V0S59R238FAHPDS1R66', catalogType: type });
    expect(a.catalogAttributeId).toBe('01GW2G3V0S59R238FAHPDS1R66');
    expect(a.catalogType).toBe(type);
  });

  test('fail: reading what was not given names it; unknown keys', () => {
    const stack = catalogStack();
    const a = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Team', {});
    expect(errorOf(() => a.catalogAttributeId)).toBe(
      '[test/Team] catalogAttributeId: is unknown: this construct was made with CatalogAttribute.fromCatalogAttributeAttributes, which was not given catalogAttributeId. '
      + 'Fix: pass catalogAttributeId in the attributes, or read it from the construct that defines the resource.');
    expect(errorOf(() => a.catalogType)).toBe(
      '[test/Team] catalogType: is unknown: this construct was made with CatalogAttribute.fromCatalogAttributeAttributes, which was not given catalogType. '
      + 'Fix: pass catalogType in the attributes, or read it from the construct that defines the resource.');
    expect(errorOf(() => incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Other', { attributeId: 'x' } as any))).toBe(
      "[test/Other] attributeId: unknown option; did you mean catalogAttributeId? Received: the key 'attributeId'. Allowed: the options of CatalogAttributeAttributes: catalogAttributeId, catalogType. Fix: write 'catalogAttributeId' instead of 'attributeId'.");
  });
});
