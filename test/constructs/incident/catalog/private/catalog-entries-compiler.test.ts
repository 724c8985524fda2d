/**
 * The one pass over the entries of a catalog type (EntriesCompiler): every problem named by
 * external id, the limits of what is listed, the map sorted by external id with its text escaped
 * where it reaches the L1, and whether cdktn must see it while it prepares the stack.
 */
import { TerraformVariable } from 'cdktn';
import { CatalogEntryTable } from '../../../../../src/constructs/incident/catalog/private/catalog-entries';
import { MAX_PROBLEMS, MAX_WARNINGS } from '../../../../../src/constructs/incident/catalog/private/catalog-entries-compiler';
import { incident, TerrainTesting } from '../../../../../src/index';
import { catalogStack, catalogType, only, synthDoc, synthErrors } from '../catalog-util';

const T = incident.CatalogAttributeType;
/** The entry table of a catalog type (private). */
const tableOf = (t: incident.CatalogType): CatalogEntryTable => (t as any).table;

describe('EntriesCompiler', () => {
  test('text reaches the L1 escaped: the external ids that key the map, names, aliases and values; checks read it as written', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    teams.addEntry('${pay}', { name: 'Pay ${x}', aliases: ['%{ a }'] });
    const s = catalogType(stack, 'Service');
    s.addAttribute('about', { name: 'About', type: T.text() });
    s.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
    s.addEntry('checkout', { name: 'Checkout', values: { about: 'Costs ${5}', owner: teams.entryRef('${pay}') } });
    s.addEntry('ledger', { name: 'Ledger', values: { owner: '%{ a }' } });
    const doc = synthDoc(stack);
    const entries = (name: string) => (Object.values(doc.resource.incident_catalog_entries) as any[]).find((b) => b.id === `\${incident_catalog_type.${name}.id}`).entries;
    expect(entries('Team')).toEqual({ '$${pay}': { name: 'Pay $${x}', aliases: ['%%{ a }'], attribute_values: {} } });
    const about = '${incident_catalog_type_attribute.Service_about_B636F2A9.id}';
    const owner = '${incident_catalog_type_attribute.Service_owner_9F667CFA.id}';
    expect(entries('Service')).toEqual({
      checkout: { name: 'Checkout', attribute_values: { [about]: { value: 'Costs $${5}' }, [owner]: { value: '$${pay}' } } },
      ledger: { name: 'Ledger', attribute_values: { [owner]: { value: '%%{ a }' } } },
    });
    // The identifiers were judged as written: both name an entry of Team, so nothing warns.
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('an external id that is a reference makes cdktn see the map while it prepares the stack', () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service');
    s.addEntry(new TerraformVariable(stack, 'id', { type: 'string' }).stringValue, { name: 'A' });
    expect(tableOf(s).compile().hasTokens).toBe(true);
    expect(Object.keys(only(synthDoc(stack), 'incident_catalog_entries').entries)).toEqual(['${var.id}']);
  });

  test(`at most ${MAX_PROBLEMS} problems are listed; the rest are counted, with an id`, () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service');
    for (let i = 0; i < MAX_PROBLEMS + 3; i++) s.addEntry(`s${String(i).padStart(2, '0')}`, { name: 3 as any });
    const c = tableOf(s).compile();
    expect(c.problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(c.problems[0].id).toBe('incident:catalog-entry-name');
    expect(c.problems[MAX_PROBLEMS]).toEqual({
      id: 'incident:catalog-entries-more-problems', field: 'entries', problem: 'has 3 more problems, not listed (the first 50 are).', fix: 'fix the problems listed, and synthesize again to see the rest.',
    });
    expect(c.map).toEqual({});
  });

  test(`at most ${MAX_WARNINGS} values that name no entry are listed; the rest are counted`, () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    teams.addEntry('payments', { name: 'Payments' });
    const s = catalogType(stack, 'Service');
    s.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
    for (let i = 0; i < 25; i++) s.addEntry(`s${String(i).padStart(2, '0')}`, { name: `S${i}`, values: { owner: `team-${i}` } });
    synthDoc(stack);
    const w = TerrainTesting.warnings(stack);
    expect(w).toHaveLength(MAX_WARNINGS + 1);
    expect(w[MAX_WARNINGS]).toBe('test/Service: [incident:catalog-entry-unknown] ... and 5 more values that name no entry.');
  });

});

test('a value that is the entry addEntry returned for an external id that is no string is a problem, not a TypeError (found by the fuzz)', () => {
  // FUZZ_SEED=1 FUZZ_TARGET='CatalogType references': teams.addEntry(<a cycle>, ...) used as services' owner threw
  // "TypeError: Converting circular structure to JSON" while the entries resolved.
  const stack = catalogStack();
  const teams = catalogType(stack, 'Team');
  const services = catalogType(stack, 'Service');
  services.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
  const cycle: any = { a: 1 };
  cycle.self = cycle;
  const bad = teams.addEntry(cycle, { name: 'Payments' });
  services.addEntry('checkout', { name: 'Checkout', values: { owner: bad } });
  expect(synthErrors(stack)).toEqual([
    '[test/Team] entries[0]: has an external id that is not a string (entries are counted from 0 in the order they were added). Received: an object with keys a, self. '
    + 'Allowed: a non-empty string that identifies the entry in its source, e.g. "payments-api". Fix: pass the external id as a string.',
    '[test/Service] entries["checkout"].values.owner: is the entry addEntry returned for an external id that is not a string. Received: an object with keys a, self. '
    + 'Allowed: an entry of Custom["Team"] whose external id is a string. Fix: give that entry a string external id.',
  ]);
});
