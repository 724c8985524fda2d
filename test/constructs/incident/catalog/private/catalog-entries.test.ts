import { Lazy, TerraformVariable } from 'cdktn';
import { CatalogEntryTable } from '../../../../../src/constructs/incident/catalog/private/catalog-entries';
import { incident } from '../../../../../src/index';
import { catalogStack, catalogType, only, synthDoc } from '../catalog-util';

const T = incident.CatalogAttributeType;
/** The entry table of a catalog type (private). */
const tableOf = (t: incident.CatalogType): CatalogEntryTable => (t as any).table;
/** The input the entries' L1 holds (rendered, Terraform names). */
const inputOf = (t: incident.CatalogType): any => (t.entriesResource as any)._attributes.entries;

describe('the entry table of a catalog type', () => {
  test('until synth, the L1 holds a Lazy; the first resolution sets the map once, with plain keys (no token per value)', () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service');
    s.addAttribute('tier', { name: 'Tier', type: T.number() });
    s.addAttribute('owner', { name: 'Owner', type: T.string() });
    for (let i = 0; i < 3; i++) s.addEntry(`s${i}`, { name: `S${i}`, values: { tier: i, owner: 'x' } });
    expect(typeof inputOf(s).resolve).toBe('function');
    synthDoc(stack);
    const input = inputOf(s);
    expect(Object.keys(input)).toEqual(['s0', 's1', 's2']);
    expect(Object.keys(input.s0.attribute_values)).toEqual([
      '${incident_catalog_type_attribute.Service_tier_A364B545.id}', '${incident_catalog_type_attribute.Service_owner_9F667CFA.id}',
    ]);
    // The same strings for every entry: computed once per attribute.
    expect(Object.keys(input.s0.attribute_values)[0]).toBe(Object.keys(input.s2.attribute_values)[0]);
  });

  test('while cdktn prepares the stack, a map without tokens is not handed to it; with tokens it is', () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service');
    s.addEntry('a', { name: 'A' });
    const table = tableOf(s);
    const context = (preparing: boolean) => ({ preparing, scope: stack, registerPostProcessor: () => undefined, resolve: (x: any) => x }) as any;
    expect(table.lazy.resolve(context(true))).toEqual({});
    // Once set, the map is the L1's input; resolving again renders it again.
    expect(table.lazy.resolve(context(false))).toEqual({ a: { name: 'A', attributeValues: {} } });
    s.addEntry('b', { name: new TerraformVariable(stack, 'name', { type: 'string' }).stringValue });
    expect(Object.keys(table.lazy.resolve(context(true)) as object)).toEqual(['a', 'b']);
  });

  test('one pass per change: compile is cached until an entry or an attribute is added', () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service');
    s.addEntry('a', { name: 'A' });
    const table = tableOf(s);
    const first = table.compile();
    expect(table.compile()).toBe(first);
    s.addAttribute('tier', { name: 'Tier', type: T.number() });
    expect(table.compile()).not.toBe(first);
  });

  test('the identifiers of a type: external ids, aliases, and names when the type uses them', () => {
    const stack = catalogStack();
    const a = catalogType(stack, 'A');
    const b = catalogType(stack, 'B', { useNameAsIdentifier: true });
    for (const t of [a, b]) {
      t.addEntry('x', { name: 'Ex', aliases: ['ex', 3 as any] });
      t.addEntry('y', { name: 'Why' });
    }
    expect([...tableOf(a).identifiers()]).toEqual(['x', 'y', 'ex']);
    expect([...tableOf(b).identifiers()]).toEqual(['x', 'y', 'ex', 'Ex', 'Why']);
    expect([...tableOf(a).identifiers(true)]).toEqual(['x', 'y', 'ex', 'Ex', 'Why']);
    expect(tableOf(a).examples()).toEqual(['x', 'y']);
    expect(tableOf(a).hasExternalId('x')).toBe(true);
    expect(tableOf(a).hasExternalId('ex')).toBe(false);
  });

  test('a Lazy value of a text attribute is a token: cdktn sees the map while it prepares the stack', () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service');
    s.addAttribute('about', { name: 'About', type: T.text() });
    s.addEntry('a', { name: 'A', values: { about: Lazy.stringValue({ produce: () => 'made at synth' }) } });
    expect(tableOf(s).compile().hasTokens).toBe(true);
    expect(Object.values(synthDoc(stack).resource.incident_catalog_entries)).toEqual([expect.objectContaining({
      entries: { a: { name: 'A', attribute_values: { '${incident_catalog_type_attribute.Service_about_B636F2A9.id}': { value: 'made at synth' } } } },
    })]);
  });

  test('an override inside entries: the map becomes the input before cdktn merges the override', () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service');
    s.addEntry('a', { name: 'A' });
    s.entriesResource!.addOverride('entries.a.aliases', ['x']);
    expect(only(synthDoc(stack), 'incident_catalog_entries').entries).toEqual({ a: { name: 'A', aliases: ['x'], attribute_values: {} } });
    // An entry added afterwards is rendered too.
    s.addEntry('b', { name: 'B' });
    expect(Object.keys(only(synthDoc(stack), 'incident_catalog_entries').entries)).toEqual(['a', 'b']);
  });
});
