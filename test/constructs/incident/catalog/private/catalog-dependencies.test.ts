import { incident } from '../../../../../src/index';
import { catalogStack, catalogType, synthDoc } from '../catalog-util';

const T = incident.CatalogAttributeType;
const dependsOn = (doc: any) => Object.fromEntries(Object.entries<any>(doc.resource.incident_catalog_entries).map(([k, v]) => [k.replace(/_Entries_.*$/, ''), v.depends_on ?? []]));

describe('the order of the entries of catalog types', () => {
  test('a chain waits in order; a reference that would close a cycle (directly or not) adds nothing', () => {
    const stack = catalogStack();
    const [a, b, c] = ['A', 'B', 'C'].map((id) => catalogType(stack, id));
    for (const t of [a, b, c]) t.addEntry('x', { name: 'X' });
    a.addAttribute('b', { name: 'B', type: T.catalogEntry(b) });
    b.addAttribute('c', { name: 'C', type: T.catalogEntry(c) });
    c.addAttribute('a', { name: 'A', type: T.catalogEntry(a) });
    a.addAttribute('b2', { name: 'B2', type: T.catalogEntry(b) });
    expect(dependsOn(synthDoc(stack))).toEqual({
      A: ['incident_catalog_entries.B_Entries_E9525BB2'],
      B: ['incident_catalog_entries.C_Entries_ED0D3D83'],
      C: [],
    });
  });

  test('nothing for types that do not manage their entries, types looked up, or schema-only attributes', () => {
    const stack = catalogStack();
    const a = catalogType(stack, 'A');
    const b = catalogType(stack, 'B', { manageEntries: false });
    const c = catalogType(stack, 'C');
    a.addEntry('x', { name: 'X' });
    c.addEntry('x', { name: 'X' });
    a.addAttribute('b', { name: 'B', type: T.catalogEntry(b) });
    a.addAttribute('pd', { name: 'PD', type: T.catalogEntry(incident.CatalogType.fromTypeName(stack, 'PD', 'PagerDutyService')) });
    a.addAttribute('c', { name: 'C', type: T.catalogEntry(c), schemaOnly: true });
    expect(dependsOn(synthDoc(stack))).toEqual({ A: [], C: [] });
  });
});
