import { TerraformOutput, TerraformVariable } from 'cdktn';
import { catalogStack, catalogType, synthDoc, synthError } from './catalog-util';
import { incident, TerrainTesting } from '../../../../src/index';

describe('CatalogEntryLookup (CatalogEntry.lookup)', () => {
  test('reads the entry by identifier; one data source per type and identifier', () => {
    const stack = catalogStack();
    const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const e = incident.CatalogEntry.lookup(pd, 'P123');
    expect(incident.CatalogEntry.lookup(pd, 'P123')).toBe(e);
    expect(incident.CatalogEntry.lookup(pd, 'team/a').node.id).toBe('Entry:team--a');
    expect(e.identifier).toBe('P123');
    expect(e.catalogType).toBe(pd);
    expect(e.node.defaultChild).toBe(e.dataSource);
    new TerraformOutput(stack, 'id', { value: e.catalogEntryId });
    new TerraformOutput(stack, 'external_id', { value: e.externalId });
    new TerraformOutput(stack, 'name', { value: e.entryName });
    const doc = synthDoc(stack);
    expect(Object.values(doc.data.incident_catalog_entry)).toEqual([
      { catalog_type_id: '${data.incident_catalog_type.PagerDuty.id}', identifier: 'P123' },
      { catalog_type_id: '${data.incident_catalog_type.PagerDuty.id}', identifier: 'team/a' },
    ]);
    expect(doc.output).toEqual({
      id: { value: '${data.incident_catalog_entry.PagerDuty_EntryP123_E7399165.id}' },
      external_id: { value: '${data.incident_catalog_entry.PagerDuty_EntryP123_E7399165.external_id}' },
      name: { value: '${data.incident_catalog_entry.PagerDuty_EntryP123_E7399165.name}' },
    });
  });

  test('an identifier that is a token gets a data source of its own', () => {
    const stack = catalogStack();
    const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const v = new TerraformVariable(stack, 'service', { type: 'string' }).stringValue;
    expect(incident.CatalogEntry.lookup(pd, v).node.id).toBe('Entry:1');
    expect(incident.CatalogEntry.lookup(pd, v).node.id).toBe('Entry:2');
  });

  test('an entry of a type defined here: read once the entries are applied', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    teams.addEntry('payments', { name: 'Payments', aliases: ['pay'] });
    incident.CatalogEntry.lookup(teams, 'pay');
    incident.CatalogEntry.lookup(teams, '01GW2G3V0S59R238FAHPDS1R66');
    const doc = synthDoc(stack);
    expect(Object.values(doc.data.incident_catalog_entry)).toEqual([
      { catalog_type_id: '${incident_catalog_type.Team.id}', identifier: '01GW2G3V0S59R238FAHPDS1R66', depends_on: ['incident_catalog_entries.Team_Entries_7330E535'] },
      { catalog_type_id: '${incident_catalog_type.Team.id}', identifier: 'pay', depends_on: ['incident_catalog_entries.Team_Entries_7330E535'] },
    ]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('fail: an identifier that names no entry of a type defined here (the data source would find none)', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    teams.addEntry('payments', { name: 'Payments' });
    incident.CatalogEntry.lookup(teams, 'paymnts');
    expect(synthError(stack)).toBe('[test/Team/Entry:paymnts] identifier: names no entry of Custom["Team"]: its entries are defined in this app (incident.io deletes any other), so the lookup would find nothing. '
      + 'Received: "paymnts". Allowed: the external id, an alias or the name of an entry of Custom["Team"], e.g. "payments". Fix: add the entry to Custom["Team"], or use Custom["Team"].entryRef(...) for an entry defined here.');
  });

  test('an identifier with a newline or another control character: escaped in the construct id, so that messages keep their path on one line (found by the fuzz)', () => {
    // FUZZ_SEED=5 FUZZ_RUNS=1500 FUZZ_TARGET='CatalogType references': CatalogEntry.lookup(teams, '\n') made the construct
    // test/Team/Entry:<newline>, and the message read "[test/Team/Entry:" and "] identifier: ..." on two lines.
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    teams.addEntry('payments', { name: 'Payments' });
    const e = incident.CatalogEntry.lookup(teams, 'pay\nments\t');
    expect(e.node.id).toBe('Entry:pay\\u000aments\\u0009');
    expect(e.identifier).toBe('pay\nments\t');
    expect(incident.CatalogEntry.lookup(teams, 'pay\nments\t')).toBe(e);
    expect(synthError(stack)).toBe('[test/Team/Entry:pay\\u000aments\\u0009] identifier: names no entry of Custom["Team"]: its entries are defined in this app (incident.io deletes any other), so the lookup would find nothing. '
      + 'Received: "pay\\nments\\t". Allowed: the external id, an alias or the name of an entry of Custom["Team"], e.g. "payments". Fix: add the entry to Custom["Team"], or use Custom["Team"].entryRef(...) for an entry defined here.');
  });

  test('names count (the data source matches names; only a mismatch with every identifier fails)', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team');
    teams.addEntry('payments', { name: 'Payments team' });
    incident.CatalogEntry.lookup(teams, 'Payments team');
    const doc = synthDoc(stack);
    expect(Object.values(doc.data.incident_catalog_entry).map((d: any) => d.identifier)).toEqual(['Payments team']);
  });
});
