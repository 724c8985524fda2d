import { TerraformVariable } from 'cdktn';
import { fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

const TYPE_ID = '01HN28JT97KB6CQ643DZVMXXQK';
const TIER = '01HN28PZ5W0XJ3A9B8K7M6N5Q4';
const entries = (map: Record<string, incident.IncidentCatalogEntriesEntries>, managedAttributes?: string[]) =>
  (s: any) => new incident.IncidentCatalogEntries(s, 'e', { id: TYPE_ID, entries: map, managedAttributes });
type Entries = Record<string, incident.IncidentCatalogEntriesEntries>;
const warningsOf = (map: Entries, managed?: string[]) => ruleWarnings(make(entries(map, managed)).warnings);

describe('incident_catalog_entries type rules', () => {
  test('entries keyed by external id, attribute values keyed by attribute id, have no findings', () => {
    expect(make(entries({
      'payments-api': { name: 'Payments API', aliases: ['payments'], attributeValues: { [TIER]: { value: '1' } } },
      'ledger': { name: 'Ledger', attributeValues: { [TIER]: { value: '2' } } },
    }, [TIER])).warnings).toEqual([]);
  });

  test('external-id: an empty key, and keys that differ only by whitespace (documented: a warning)', () => {
    expect(warningsOf({ '': { name: 'Payments API', attributeValues: {} }, 'ledger': { name: 'Ledger', attributeValues: {} }, ' ledger': { name: 'Ledger (old)', attributeValues: {} } })).toEqual([
      'test/e: [rule:incident_catalog_entries/external-id] entries: has an entry keyed by an empty external id; the external id is what identifies the entry. Received: the key "" (entry "Payments API"). Allowed: a non-empty external id, e.g. the entry\'s id or slug in the source of truth. Fix: key the entry by its id in the system the catalog is loaded from, e.g. "payments-api".',
      'test/e: [rule:incident_catalog_entries/external-id] entries: has 2 entries whose external ids differ only by surrounding whitespace; each entry needs an external id of its own. Received: the keys "ledger", " ledger". Allowed: external ids that are unique once trimmed. Fix: keep one entry keyed "ledger" and merge or re-key the others.',
    ]);
  });

  test('attribute-id: attribute values keyed by a name, and a name in managedAttributes (documented: a warning)', () => {
    expect(warningsOf({ 'payments-api': { name: 'Payments API', attributeValues: { Tier: { value: '1' }, [TIER]: { value: '1' } } } }, ['tier'])).toEqual([
      'test/e: [rule:incident_catalog_entries/attribute-id] entries: keys attribute values of entry "payments-api" by something that cannot be an attribute id. Received: "Tier". Allowed: an attribute id (26 letters and digits, e.g. 01GW2G3V0S59R238FAHPDS1R66), such as the id of an incident_catalog_type_attribute. Fix: key them by the attribute\'s id, e.g. { [tier.id]: { value: \'...\' } } where tier is the incident_catalog_type_attribute named "Tier".',
      'test/e: [rule:incident_catalog_entries/attribute-id] managedAttributes: holds something that cannot be an attribute id. Received: "tier". Allowed: an attribute id (26 letters and digits, e.g. 01GW2G3V0S59R238FAHPDS1R66), such as the id of an incident_catalog_type_attribute. Fix: list the ids of the attributes this resource manages, e.g. incident_catalog_type_attribute.<name>.id.',
    ]);
  });

  test('keys that are tokens (a reference to an attribute) are not judged', () => {
    expect(make((s) => {
      const tier = new incident.IncidentCatalogTypeAttribute(s, 'tier', { catalogTypeId: TYPE_ID, name: 'Tier', type: 'Number' });
      new incident.IncidentCatalogEntries(s, 'e', { id: token(s), entries: { 'payments-api': { name: 'Payments API', attributeValues: { [tier.id]: { value: '1' } } } }, managedAttributes: [tier.id] });
    }).warnings).toEqual([]);
  });

  test('rank-integer: a rank with a fraction fails (the framework\'s Int64); whole numbers and tokens pass', () => {
    expect(errorLines(fails(entries({ 'payments-api': { name: 'Payments API', rank: 1.5, attributeValues: {} }, 'ledger': { name: 'Ledger', rank: 2, attributeValues: {} } })))).toEqual([
      '[test/e] [rule:incident_catalog_entries/rank-integer] entries["payments-api"].rank: is not a whole number; the provider stores the rank as a 64-bit integer. Received: 1.5. Allowed: a whole number, e.g. 1. Fix: write 2.',
    ]);
    expect(make((s) => new incident.IncidentCatalogEntries(s, 'e', { id: TYPE_ID, entries: { a: { name: 'A', rank: new TerraformVariable(s, 'r', { type: 'number' }).numberValue, attributeValues: {} } } })).warnings).toEqual([]);
  });
});

describe('empty-entries: an empty map deletes every entry of the type (documented: a warning)', () => {
  const WARNING = 'test/e: [rule:incident_catalog_entries/empty-entries] entries: is empty: this resource is authoritative, so it deletes every entry of the catalog type, those made in the dashboard or by other resources included. '
    + 'Received: an empty map. Allowed: the entries the catalog type should have, keyed by external id. '
    + "Fix: list the entries; if the type is meant to have none, acknowledge the rule with the reason (Checks.of(scope).acknowledge('rule:incident_catalog_entries/empty-entries', '...')); to leave the entries alone, remove the resource.";

  test('fail: entries: {} warns', () => {
    expect(warningsOf({})).toEqual([WARNING]);
  });

  test('pass: one entry; a token for the whole map is not judged; an acknowledgement carries the reason', () => {
    expect(warningsOf({ a: { name: 'A', attributeValues: {} } })).toEqual([]);
    expect(make((s) => new incident.IncidentCatalogEntries(s, 'e', { id: TYPE_ID, entries: new TerraformVariable(s, 'all', { type: 'map(any)' }).value })).warnings).toEqual([]);
    expect(ruleWarnings(make(entries({}), 'rule:incident_catalog_entries/empty-entries').warnings)).toEqual([`${WARNING} Acknowledged: checked by hand with the incident.io team`]);
  });
});
