/** Corpus, catalog: types, attributes, entries (singular and plural), lookups. */
import { CATALOG_APPS } from './apps/catalog';
import { expectClean, synthApp } from './corpus';

describe('incident corpus: catalog', () => {
  expectClean(CATALOG_APPS);

  test('incident_catalog_entries keys entries by external id and attribute values by attribute id (references)', () => {
    const { doc } = synthApp(CATALOG_APPS.find((a) => a.name === 'catalog-entries')!);
    const entries = doc.resource.incident_catalog_entries.components.entries;
    expect(Object.keys(entries)).toEqual(['2152f463-549d-4d8d-a94d-ce2b7676c6e2', '6a1c3d2e-0b4f-4e8a-9c7d-1f2e3a4b5c6d']);
    expect(Object.keys(entries['2152f463-549d-4d8d-a94d-ce2b7676c6e2'].attribute_values).sort()).toEqual([
      '${incident_catalog_type_attribute.description.id}', '${incident_catalog_type_attribute.owner.id}', '${incident_catalog_type_attribute.tags.id}',
    ]);
  });
});
