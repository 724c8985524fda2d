import { fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

type Config = incident.IncidentCatalogEntryConfig;
const TYPE_ID = '01HN28JT97KB6CQ643DZVMXXQK';
const TIER = '01HN28PZ5W0XJ3A9B8K7M6N5Q4';
const OWNER = '01HN28Q6C1E8XW2V9T7R5P3M1K';
const entry = (over: Partial<Config>) => (s: any) => new incident.IncidentCatalogEntry(s, 'e', {
  catalogTypeId: TYPE_ID, name: 'Payments API', externalId: 'payments-api', attributeValues: [{ attribute: TIER, value: '1' }], ...over,
});

describe('incident_catalog_entry type rules', () => {
  test('attribute values named by id, inside managedAttributes, have no findings', () => {
    expect(make(entry({})).warnings).toEqual([]);
    expect(make(entry({ managedAttributes: [TIER, OWNER], attributeValues: [{ attribute: TIER, value: '1' }, { attribute: OWNER, arrayValue: ['01HQ9S346Q3D25VT4F5V37E3S3'] }] })).warnings).toEqual([]);
  });

  test('managed-attributes: a value outside managedAttributes fails (ValidateConfig)', () => {
    expect(errorLines(fails(entry({ managedAttributes: [OWNER] })))).toEqual([
      '[test/e] [rule:incident_catalog_entry/managed-attributes] attributeValues[0].attribute: is not in managedAttributes, so this resource does not manage it. Received: "01HN28PZ5W0XJ3A9B8K7M6N5Q4". Allowed: one of managedAttributes: "01HN28Q6C1E8XW2V9T7R5P3M1K". Fix: add the attribute id to managedAttributes, or remove its value from attributeValues.',
    ]);
  });

  test('attribute-id: an attribute named instead of its id (documented: a warning)', () => {
    expect(ruleWarnings(make(entry({ attributeValues: [{ attribute: 'Tier', value: '1' }] })).warnings)).toEqual([
      'test/e: [rule:incident_catalog_entry/attribute-id] attributeValues[0].attribute: cannot be an attribute id. Received: "Tier". Allowed: an attribute id (26 letters and digits, e.g. 01GW2G3V0S59R238FAHPDS1R66), such as the id of an incident_catalog_type_attribute. Fix: use the attribute\'s id, e.g. incident_catalog_type_attribute.<name>.id for the attribute named "Tier".',
    ]);
  });

  test('tokens are not judged (a managed attribute referenced from its resource)', () => {
    expect(make((s) => new incident.IncidentCatalogEntry(s, 'e', { catalogTypeId: TYPE_ID, name: 'x', attributeValues: [{ attribute: TIER, value: '1' }], managedAttributes: [token(s)] })).warnings).toEqual([]);
  });

  test('rank-integer: a rank with a fraction fails (the framework\'s Int64)', () => {
    expect(errorLines(fails(entry({ rank: 0.5 })))).toEqual([
      '[test/e] [rule:incident_catalog_entry/rank-integer] rank: is not a whole number; the provider stores the rank as a 64-bit integer. Received: 0.5. Allowed: a whole number, e.g. 1. Fix: write 1.',
    ]);
    expect(make(entry({ rank: 3 })).warnings).toEqual([]);
  });
});

describe('external-id-unique: two entries of one type with one external id (documented: a warning, compared across the stack)', () => {
  const WARNING = (path: string, first: string, id = 'payments-api') => `test/${path}: [rule:incident_catalog_entry/external-id-unique] externalId: is also the external id of test/${first}, `
    + 'another incident_catalog_entry of the same catalog type; incident.io keeps external ids unique within a type, so the two resources fight over one entry. '
    + `Received: "${id}". Allowed: an external id no other entry of the catalog type has. `
    + `Fix: give each entry its own external id (the id of the entry in its source of truth), or keep one of the two resources (test/${first} has it first).`;
  const two = (over: Partial<Config>, ack?: string) => make((s) => {
    entry({})(s);
    new incident.IncidentCatalogEntry(s, 'e2', { catalogTypeId: TYPE_ID, name: 'Payments', externalId: 'payments-api', attributeValues: [], ...over });
  }, ack);

  test('fail: the second entry of one type id with the same external id warns, naming the first', () => {
    expect(ruleWarnings(two({}).warnings)).toEqual([WARNING('e2', 'e')]);
  });

  test('fail: the type given by one reference read twice (the usual L1 code) is one type', () => {
    expect(ruleWarnings(make((s) => {
      const type = new incident.IncidentCatalogType(s, 'team', { name: 'Team', typeName: 'Custom["Team"]', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog' });
      for (const id of ['a', 'b', 'c']) new incident.IncidentCatalogEntry(s, id, { catalogTypeId: type.id, name: 'Payments', externalId: 'payments', attributeValues: [] });
    }).warnings)).toEqual([WARNING('b', 'a', 'payments'), WARNING('c', 'a', 'payments')]);
  });

  test('pass: other external ids, another type, no external id, a token; an acknowledgement carries the reason', () => {
    expect(two({ externalId: 'ledger' }).warnings).toEqual([]);
    expect(two({ catalogTypeId: '01HN28PZ5W0XJ3A9B8K7M6N5Q5' }).warnings).toEqual([]);
    expect(two({ externalId: undefined }).warnings).toEqual([]);
    expect(make((s) => {
      entry({ externalId: token(s) })(s);
      new incident.IncidentCatalogEntry(s, 'e2', { catalogTypeId: TYPE_ID, name: 'Payments', externalId: token(s, 'w'), attributeValues: [] });
    }).warnings).toEqual([]);
    expect(ruleWarnings(two({}, 'rule:incident_catalog_entry/external-id-unique').warnings)).toEqual([`${WARNING('e2', 'e')} Acknowledged: checked by hand with the incident.io team`]);
  });
});
