import { catalogStack, catalogType, errorOf, synthDoc } from './catalog-util';
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
    expect(synthDoc(stack)).toBeDefined();
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
      + "  - identifier: is required. Received: \"\". Allowed: the external id, an alias or the name of the entry. Fix: pass the entry's identifier, e.g. CatalogEntry.lookup(teams, 'payments').");
    expect(errorOf(() => incident.CatalogEntry.lookup(pd, 42 as any))).toBe(
      "[CatalogEntry.lookup] identifier: expected a string. Received: 42. Allowed: the external id, an alias or the name of the entry. Fix: pass the entry's identifier, e.g. CatalogEntry.lookup(teams, 'payments').");
  });
});
