import { TerraformOutput, TerraformVariable } from 'cdktn';
import { catalogStack, catalogType, errorOf, only, synthDoc } from './catalog-util';
import { Errors, incident } from '../../../../src/index';

describe('CatalogEntry', () => {
  test('entryRef and addEntry return an entry of the type, by external id', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    const payments = teams.addEntry('payments', { name: 'Payments' });
    expect(payments).toBeInstanceOf(incident.CatalogEntry);
    expect(payments.catalogType).toBe(teams);
    expect(payments.externalId).toBe('payments');
    expect(`${teams.entryRef('ledger')}`).toBe('Custom["Team"] entry "ledger"');
    // The entry added is rendered; an entry named by entryRef only is no entry (it warns, incident:catalog-entry-unknown, where it is used).
    expect(only(synthDoc(stack), 'incident_catalog_entries').entries).toEqual({ payments: { name: 'Payments', attribute_values: {} } });
  });

  test('catalogEntryId: the entry of the type\'s incident_catalog_entries, its key escaped as the entry\'s key is', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    const v = new TerraformVariable(stack, 'v', { type: 'string' }).stringValue;
    const keys = ['payments', 'Deploy ${x} %{ y }', v, `team-\${x}-${v}`];
    keys.forEach((k, i) => {
      teams.addEntry(k, { name: `Team ${i}` });
      new TerraformOutput(stack, `o${i}`, { value: teams.entryRef(k).catalogEntryId });
    });
    const doc = synthDoc(stack);
    const entries = '${incident_catalog_entries.Team_Entries_7330E535.entries';
    expect(keys.map((_, i) => doc.output[`o${i}`].value)).toEqual([
      `${entries}["payments"].id}`,
      `${entries}["Deploy $\${x} %%{ y }"].id}`,
      // A reference: the entry it names, at plan.
      `${entries}[var.v].id}`,
      `${entries}["team-$\${x}-\${var.v}"].id}`,
    ]);
    expect(Object.keys(only(doc, 'incident_catalog_entries').entries)).toEqual(['${var.v}', 'Deploy $${x} %%{ y }', 'payments', 'team-$${x}-${var.v}']);
  });

  test('lookup: a CatalogEntryLookup under the type', () => {
    const stack = catalogStack();
    const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const e = incident.CatalogEntry.lookup(pd, 'P123');
    expect(e).toBeInstanceOf(incident.CatalogEntryLookup);
    expect(e.node.path).toBe('test/PagerDuty/Entry:P123');
  });

  test('fail: lookup of no catalog type or no identifier: an argument error naming the function', () => {
    const stack = catalogStack();
    const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    let thrown: unknown;
    try {
      incident.CatalogEntry.lookup('PagerDutyService' as any, '');
    } catch (e) {
      thrown = e;
    }
    expect(Errors.isArgumentError(thrown)).toBe(true);
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toBe('[CatalogEntry.lookup] 2 problems:\n'
      + '  - catalogType: expected a catalog type. Received: "PagerDutyService". Allowed: a CatalogType, or CatalogType.fromTypeName(...). Fix: pass the catalog type of the entry as the first argument.\n'
      + '  - identifier: is empty. Received: "". Allowed: the external id, an alias or the name of the entry. Fix: set identifier.');
    expect(errorOf(() => incident.CatalogEntry.lookup(pd, 42 as any))).toBe(
      "[CatalogEntry.lookup] identifier: expected a string. Received: 42. Allowed: the external id, an alias or the name of the entry. Fix: pass identifier as a string (or a string token, e.g. a variable's stringValue).");
  });
});
