/**
 * The contract ICatalogEntry: each implementation gives catalogType and catalogEntryId.
 */
import { catalogStack, catalogType, errorOf, resolved } from './catalog-util';
import { incident } from '../../../../src/index';

describe('ICatalogEntry', () => {
  test('an entry defined here (entryRef, addEntry): its type; its id in the type\'s incident_catalog_entries', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    const entries: incident.ICatalogEntry[] = [teams.addEntry('payments', { name: 'Payments' }), teams.entryRef('payments')];
    for (const e of entries) {
      expect(e.catalogType).toBe(teams);
      expect(resolved(stack, e.catalogEntryId)).toBe('${incident_catalog_entries.Team_Entries_7330E535.entries["payments"].id}');
    }
  });

  test('an entry of a type that does not manage its entries has no id here: an error that says how to read it', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team', { manageEntries: false });
    const e: incident.ICatalogEntry = teams.entryRef('payments');
    expect(errorOf(() => e.catalogEntryId)).toBe('[test/Team] entryRef("payments").catalogEntryId: is unknown: the entries of this type are not managed here (manageEntries: false), '
      + 'so no resource knows their ids. Fix: use CatalogEntry.lookup(type, "payments").catalogEntryId to read the id of an existing entry.');
  });

  test('CatalogEntry.lookup: its type; the id the data source reads', () => {
    const stack = catalogStack();
    const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const e: incident.ICatalogEntry = incident.CatalogEntry.lookup(pd, 'P123');
    expect(e.catalogType).toBe(pd);
    expect(resolved(stack, e.catalogEntryId)).toBe('${data.incident_catalog_entry.PagerDuty_EntryP123_E7399165.id}');
  });
});
