import { catalogStack, catalogType, errorOf, synthDoc } from './catalog-util';
import { BindContext } from '../../../../src/core/l2/index';
import { incident } from '../../../../src/index';

const T = incident.CatalogAttributeType;

describe('CatalogAttributeType', () => {
  test('the primitive types the provider documents, by engine type name', () => {
    const stack = catalogStack();
    const bound = [T.string(), T.text(), T.bool(), T.number(), T.avatar()].map((t) => t._bind(new BindContext(stack), 'type'));
    expect(bound).toEqual([
      { kind: 'String', typeName: 'String' },
      { kind: 'Text', typeName: 'Text' },
      { kind: 'Bool', typeName: 'Bool' },
      { kind: 'Number', typeName: 'Number' },
      { kind: 'Image', typeName: 'Image["avatar"]' },
    ]);
    expect(T.number().kind).toBe('Number');
  });

  test('catalogEntry(type): the type name of the catalog type (defined here, or looked up)', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
    const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const ctx = new BindContext(stack);
    expect(T.catalogEntry(teams)._bind(ctx, 'type')).toEqual({ kind: 'Entry', typeName: 'Custom["Team"]', catalogType: teams });
    expect(T.catalogEntry(pd)._bind(ctx, 'type')).toEqual({ kind: 'Entry', typeName: 'PagerDutyService', catalogType: pd });
    expect(T.catalogEntry(teams).kind).toBe('Entry');
    expect(ctx.problems.list).toEqual([]);
  });

  test('one value serves many attributes', () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    const text = T.string();
    expect(s.addAttribute('a', { name: 'A', type: text }).typeName).toBe('String');
    expect(s.addAttribute('b', { name: 'B', type: text }).typeName).toBe('String');
  });

  test('fail: catalogEntry of something that is no catalog type (JavaScript callers)', () => {
    const stack = catalogStack();
    const ctx = new BindContext(stack);
    expect(T.catalogEntry('Custom["Team"]' as any)._bind(ctx, 'type')).toBeUndefined();
    expect(ctx.problems.list).toEqual([{
      id: 'incident:catalog-attribute-type-no-type',
      field: 'type',
      problem: 'was made by CatalogAttributeType.catalogEntry with no catalog type.',
      received: '"Custom[\\"Team\\"]"',
      allowed: 'a catalog type: a CatalogType, or CatalogType.fromTypeName(...)',
      fix: "pass the catalog type, e.g. CatalogAttributeType.catalogEntry(teams) or CatalogAttributeType.catalogEntry(CatalogType.fromTypeName(this, 'PagerDuty', 'PagerDutyService')).",
    }]);
  });

  test('fail: a catalog type named by the engine type of its entries, CatalogEntry[...]', () => {
    const stack = catalogStack();
    const odd = incident.CatalogType.fromCatalogTypeAttributes(stack, 'Odd', { catalogTypeId: '01GW2G3V0S59R238FAHPDS1R66', typeName: 'CatalogEntry["Team"]' });
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    expect(errorOf(() => s.addAttribute('team', { name: 'Team', type: T.catalogEntry(odd) }))).toBe(
      '[test/Service/team] type: names a catalog type by the engine type of its entries, CatalogEntry[...], not by its type name. Received: "CatalogEntry[\\"Team\\"]". '
      + 'Allowed: the type name of a catalog type: Custom["<Name>"] or the name of a synced type, e.g. PagerDutyService. Fix: look the type up by its type name, e.g. CatalogType.fromTypeName(this, \'Team\', \'Custom["Team"]\').');
  });

  test('fail: a type known by its attributes without a type name names what is missing', () => {
    const stack = catalogStack();
    const t = incident.CatalogType.fromCatalogTypeAttributes(stack, 'T', { catalogTypeId: '01GW2G3V0S59R238FAHPDS1R66' });
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    expect(errorOf(() => s.addAttribute('t', { name: 'T', type: T.catalogEntry(t) }))).toBe(
      '[test/T] typeName: is unknown: this construct was made with CatalogType.fromCatalogTypeAttributes, which was not given typeName. Fix: pass typeName in the attributes, or read it from the construct that defines the resource.');
  });

  test('fail: an ICatalogType of the user\'s own whose type name is not written Custom["<Name>"] (the factories refuse one where it is given)', () => {
    const stack = catalogStack();
    const own = { catalogTypeId: '01GW2G3V0S59R238FAHPDS1R66', typeName: 'Custom[Team]', node: stack.node } as unknown as incident.ICatalogType;
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    expect(errorOf(() => s.addAttribute('team', { name: 'Team', type: T.catalogEntry(own) }))).toBe(
      '[test/Service/team] type.catalogType.typeName: is not written Custom["<Name>"], the form of the type name of a custom catalog type (docs/resources/catalog_type.md: type_name (For non-externally sync types, it must follow the pattern Custom["SomeName"])). '
      + 'Received: "Custom[Team]". Allowed: Custom["<Name>"] for a custom type, e.g. Custom["Team"], or the name of a type synced from an integration, e.g. PagerDutyService. '
      + 'Fix: write Custom["Team"]; or, to send "Custom[Team]" as it is, refer to the type by its well-written name and override the attribute\'s L1: attribute.resource.addOverride(\'type\', "Custom[Team]").');
    // Pass: well written; and the override the message gives.
    const good = { catalogTypeId: '01GW2G3V0S59R238FAHPDS1R66', typeName: 'Custom["Team"]', node: stack.node } as unknown as incident.ICatalogType;
    s.addAttribute('team', { name: 'Team', type: T.catalogEntry(good) }).resource.addOverride('type', 'Custom[Team]');
    expect(Object.values<any>(synthDoc(stack).resource.incident_catalog_type_attribute).map((a) => a.type)).toEqual(['Custom[Team]']);
  });
});
