/**
 * The entries of a CatalogType (addEntry, addEntries): data, checked at synth in one pass, rendered
 * sorted by external id into the type's one incident_catalog_entries. (The rest of CatalogType is in
 * catalog-type.test.ts.)
 */
import { TerraformVariable } from 'cdktn';
import { bodies, catalogStack, catalogType, errorOf, only, REPO, synthDoc, synthError, synthErrors, warningsOf } from './catalog-util';
import { incident, TerrainTesting } from '../../../../src/index';

const T = incident.CatalogAttributeType;
const entriesOf = (doc: any, name: string) => bodies(doc, 'incident_catalog_entries')[name];


describe('CatalogType entries', () => {
  describe('addEntry and addEntries: entries are data, checked at synth in one pass, rendered sorted by external id', () => {
    test('values keyed by local id become values keyed by attribute id, typed per attribute', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team');
      const services = catalogType(stack, 'Service');
      services.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      services.addAttribute('tier', { name: 'Tier', type: T.number() });
      services.addAttribute('tags', { name: 'Tags', type: T.string(), array: true });
      services.addAttribute('public', { name: 'Public', type: T.bool() });
      services.addAttribute('about', { name: 'About', type: T.text() });
      services.addAttribute('logo', { name: 'Logo', type: T.avatar() });
      const payments = teams.addEntry('payments', { name: 'Payments', aliases: ['pay'] });
      services.addEntry('ledger', { name: 'Ledger', rank: 2, values: { owner: teams.entryRef('pay'), tier: '2.5', public: 'false', tags: [] } });
      services.addEntry('checkout', {
        name: 'Checkout',
        aliases: ['co'],
        rank: 1,
        values: { owner: payments, tier: 1, tags: ['go', 'payments'], public: true, about: 'Takes the money.', logo: 'https://example.com/co.png', unset: undefined },
      });
      const doc = synthDoc(stack);
      const a = (id: string) => `\${incident_catalog_type_attribute.Service_${id}.id}`;
      const e = entriesOf(doc, 'Service_Entries_867F7524').entries;
      expect(Object.keys(e)).toEqual(['checkout', 'ledger']);
      expect(e).toEqual({
        checkout: {
          name: 'Checkout',
          aliases: ['co'],
          rank: 1,
          attribute_values: {
            [a('owner_9F667CFA')]: { value: 'payments' },
            [a('tier_A364B545')]: { value: '1' },
            [a('tags_6D1B8A3A')]: { array_value: ['go', 'payments'] },
            [a('public_083485FD')]: { value: 'true' },
            [a('about_B636F2A9')]: { value: 'Takes the money.' },
            [a('logo_FE39C1F8')]: { value: 'https://example.com/co.png' },
          },
        },
        ledger: {
          name: 'Ledger',
          rank: 2,
          attribute_values: { [a('owner_9F667CFA')]: { value: 'pay' }, [a('tier_A364B545')]: { value: '2.5' }, [a('public_083485FD')]: { value: 'false' }, [a('tags_6D1B8A3A')]: { array_value: [] } },
        },
      });
      expect(TerrainTesting.warnings(stack)).toEqual([]);
    });

    test('addEntries: records that are entries, or mapped by a mapper (an object with mapEntry, or a function)', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      services.addAttribute('tier', { name: 'Tier', type: T.number() });
      const rows = [{ slug: 'b', title: 'B', t: 2 }, { slug: 'a', title: 'A', t: 1 }];
      services.addEntries(rows, { mapEntry: (r) => ({ externalId: r.slug, name: r.title, values: { tier: r.t } }) });
      services.addEntries([{ externalId: 'c', name: 'C' }]);
      services.addEntries([{ slug: 'd' }], ((r: any) => ({ externalId: r.slug, name: 'D' })) as any);
      expect(services.entryCount).toBe(4);
      const e = only(synthDoc(stack), 'incident_catalog_entries').entries;
      expect(Object.keys(e)).toEqual(['a', 'b', 'c', 'd']);
      expect(e.a).toEqual({ name: 'A', attribute_values: { '${incident_catalog_type_attribute.Service_tier_A364B545.id}': { value: '1' } } });
    });

    test('fail: addEntries given no list, or a mapper that is none', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      expect(errorOf(() => services.addEntries('rows' as any, { mapEntry: () => ({ externalId: 'a', name: 'A' }) }))).toBe(
        '[test/Service] addEntries(records): expected a list. Received: "rows". Allowed: a list of records (or of entries). Fix: pass the records as an array.');
      expect(errorOf(() => services.addEntries([], { map: () => 1 } as any))).toBe(
        '[test/Service] addEntries(mapper): expected an object with a mapEntry function. Received: an object with keys map. Allowed: { mapEntry: (record) => ({ externalId, name, values }) }. Fix: pass { mapEntry: (r) => ({ ... }) }.');
    });

    test('fail: records of addEntries that are no entry, or lack their external id', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      services.addEntries([{ externalId: 'a', name: 'A' }, 'b', { name: 'C' }, { externalId: 4, name: 'D' }]);
      services.addEntries([1], { mapEntry: () => undefined as any });
      expect(synthErrors(stack)).toEqual([
        "[test/Service] entries[1]: is no entry: expected an object with the entry's externalId, name and values (entries are counted from 0 in the order they were added). Received: \"b\". "
        + 'Allowed: { externalId, name, aliases?, rank?, values? }. Fix: make each record (or what the mapper returns) an entry, e.g. { externalId: r.id, name: r.name }.',
        '[test/Service] entries[2].externalId: is required (entries are counted from 0 in the order they were added). Received: undefined. '
        + 'Allowed: a non-empty string that identifies the entry in its source, e.g. "payments-api". Fix: set externalId.',
        '[test/Service] entries[3].externalId: is not a string (entries are counted from 0 in the order they were added). Received: 4. '
        + 'Allowed: a non-empty string that identifies the entry in its source, e.g. "payments-api". Fix: pass the external id as a string.',
        "[test/Service] entries[4]: is no entry: expected an object with the entry's externalId, name and values (entries are counted from 0 in the order they were added). Received: undefined. "
        + 'Allowed: { externalId, name, aliases?, rank?, values? }. Fix: make each record (or what the mapper returns) an entry, e.g. { externalId: r.id, name: r.name }.',
      ]);
    });

    test('objects without a prototype (parsed data, JavaScript callers) are objects like any other', () => {
      const stack = catalogStack();
      const bare = <T extends object>(o: T): T => Object.assign(Object.create(null), o);
      const services = new incident.CatalogType(stack, 'Service', bare({ typeName: 'Service', description: 'Services', sourceRepoUrl: REPO }));
      services.addAttribute('tier', bare({ name: 'Tier', type: T.number() }));
      services.addEntry('a', bare({ name: 'A', values: bare({ tier: 1 }) }));
      services.addEntries([bare({ externalId: 'b', name: 'B', values: bare({ tier: 2, typo: 3 }) })]);
      expect(synthErrors(stack)).toEqual([
        '[test/Service] entries["b"].values.typo: is no local id of this type\'s attributes. Received: "typo". Allowed: the local ids of the type\'s attributes: tier. Fix: key the value by the local id given to addAttribute, or add the attribute first.',
      ]);
    });

    test('fail: every problem of every entry at once, named by external id', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team');
      const services = catalogType(stack, 'Service');
      services.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      services.addAttribute('tier', { name: 'Tier', type: T.number() });
      services.addAttribute('tags', { name: 'Tags', type: T.string(), array: true });
      services.addAttribute('ok', { name: 'OK', type: T.bool() });
      services.addAttribute('notes', { name: 'Notes', type: T.text(), schemaOnly: true });
      teams.addEntry('payments', { name: 'Payments' });
      services.addEntry('a', { name: 'A', values: { tags: 'x', ok: 'yes', notes: 'n', tier: Infinity, owner: 3 } });
      services.addEntry('b', { name: 'B', values: { tier: 'three', tags: ['x', 3], owner: ['payments'] } });
      services.addEntry('b', { name: 'B again' });
      services.addEntry(3 as any, { name: 'C' });
      services.addEntry('d', { nam: 'D' } as any);
      services.addEntry('e', 'e' as any);
      services.addEntry('f', { name: 4 as any, aliases: 'f' as any, rank: '1' as any, values: [] as any });
      services.addEntry('__proto__', { name: 'P' });
      expect(synthErrors(stack)).toEqual([
        '[test/Service] entries[3]: has an external id that is not a string (entries are counted from 0 in the order they were added). Received: 3. Allowed: a non-empty string that identifies the entry in its source, e.g. "payments-api". Fix: pass the external id as a string.',
        '[test/Service] entries["__proto__"]: is an external id that cannot be a key of cdk.tf.json: cdktn drops `__proto__` from every map. Received: "__proto__". Allowed: any other external id. Fix: give the entry another external id.',
        '[test/Service] entries["b"]: is added 2 times; the entries of a type are keyed by external id, so each needs its own. Received: "b". Allowed: one entry per external id. Fix: keep one entry per external id: merge or drop the duplicates in the source data.',
        '[test/Service] entries["a"].values.tags: expected a list: attribute \'tags\' holds a list (array: true). Received: "x". Allowed: a list of strings. Fix: wrap the value in [ ].',
        '[test/Service] entries["a"].values.ok: expected a boolean: attribute \'ok\' is of type Bool. Received: "yes". Allowed: a boolean. Fix: write true or false, not "yes".',
        '[test/Service] entries["a"].values.notes: gives a value to attribute \'notes\', which is schema-only (schemaOnly: true): its values are edited in the incident.io dashboard, and the entries do not manage them. '
        + 'Received: "n". Allowed: no value for this attribute. Fix: remove the value (set it where the attribute\'s values come from).',
        '[test/Service] entries["a"].values.tier: is not a finite number. Received: Infinity. Allowed: a number. Fix: give a finite number.',
        '[test/Service] entries["a"].values.owner: expected an entry of Custom["Team"]: attribute \'owner\' holds catalog entries. Received: 3. '
        + 'Allowed: an entry of Custom["Team"] (type.entryRef(externalId), CatalogEntry.lookup(...)) or its external id or alias. Fix: pass type.entryRef(\'<external id>\') of the referenced type, or the external id as a string.',
        '[test/Service] entries["b"].values.tier: expected a number: attribute \'tier\' is of type Number. Received: "three". Allowed: a number. Fix: write the number itself, e.g. tier: 3.',
        '[test/Service] entries["b"].values.tags[1]: expected a string: attribute \'tags\' is of type String. Received: 3. Allowed: a string. Fix: write it as a string, e.g. tags: \'3\'.',
        '[test/Service] entries["b"].values.owner: expected one value: attribute \'owner\' holds one value, not a list. Received: a list of 1 item. '
        + 'Allowed: an entry of Custom["Team"] (type.entryRef(externalId), CatalogEntry.lookup(...)) or its external id or alias. Fix: remove the surrounding [ ].',
        "[test/Service] entries[\"d\"].nam: unknown option; did you mean name? Received: the key 'nam'. Allowed: the options of CatalogEntryOptions: name, aliases, rank, values. Fix: write 'name' instead of 'nam'.",
        '[test/Service] entries["d"].name: is required. Received: undefined. Allowed: the name the entry has in incident.io. Fix: set name.',
        "[test/Service] entries[\"e\"]: expected an object with the entry's name and values. Received: \"e\". Allowed: { name, aliases?, rank?, values? }. Fix: pass the entry as an object, e.g. { name: 'Payments API', values: { tier: 1 } }.",
        '[test/Service] entries["f"].name: expected a string. Received: 4. Allowed: the name the entry has in incident.io. Fix: pass the name as a string.',
        '[test/Service] entries["f"].aliases: expected a list of strings. Received: "f". Allowed: a list of other names of the entry. Fix: wrap the alias in [ ].',
        '[test/Service] entries["f"].rank: expected a number. Received: "1". Allowed: a whole number, the position of the entry in a ranked type. Fix: pass the rank as a number.',
        "[test/Service] entries[\"f\"].values: expected an object keyed by the local ids of the type's attributes. Received: an empty list. Allowed: an object such as { owner: ..., tier: ... }. Fix: pass the values as an object keyed by local id.",
      ]);
    });

    test('fail: values keyed by attribute name, by attribute id, by another case, or by nothing known (once per key, with the count)', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      const tier = services.addAttribute('tier', { name: 'Service tier', type: T.number() });
      services.addAttribute('owner', { name: 'Owner', type: T.string() });
      services.addEntry('a', { name: 'A', values: { 'Service tier': 1, 'Owner': 'x' } });
      const idKey = tier.catalogAttributeId;
      services.addEntry('b', { name: 'B', values: { 'Service tier': 2, [idKey]: 2, 'TIER': 2, 'team': 'x', '01GW2G3V0S59R238FAHPDS1R66': 'y' } });
      const allowed = "Allowed: the local ids of the type's attributes: tier, owner.";
      expect(synthErrors(stack)).toEqual([
        `[test/Service] entries["a"].values["Service tier"]: is the name of attribute 'tier', not its local id (in 2 entries); values are keyed by local id. Received: "Service tier". ${allowed} Fix: write tier: ... (or [attribute.localId]: ...) instead of "Service tier".`,
        `[test/Service] entries["a"].values.Owner: is the name of attribute 'owner', not its local id; values are keyed by local id. Received: "Owner". ${allowed} Fix: write owner: ... (or [attribute.localId]: ...) instead of "Owner".`,
        `[test/Service] entries["b"].values[${JSON.stringify(idKey)}]: is the id of attribute 'tier'; values are keyed by the attribute's local id, which the construct turns into its id. `
        + `Received: a string token (a value Terraform knows only when it plans or applies). ${allowed} Fix: write tier: ... instead.`,
        `[test/Service] entries["b"].values.TIER: is no local id of this type's attributes; local ids are case-sensitive. Received: "TIER". ${allowed} Fix: write tier: ... instead.`,
        `[test/Service] entries["b"].values.team: is no local id of this type's attributes. Received: "team". ${allowed} Fix: key the value by the local id given to addAttribute, or add the attribute first.`,
        "[test/Service] entries[\"b\"].values[\"01GW2G3V0S59R238FAHPDS1R66\"]: is an id, not the local id of one of this type's attributes; values are keyed by local id, which the construct turns into the attribute's id. "
        + `Received: "01GW2G3V0S59R238FAHPDS1R66". ${allowed} Fix: key the value by the local id given to addAttribute.`,
      ]);
    });

    test('fail: values for backlink and path attributes (incident.io derives them)', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team');
      const services = catalogType(stack, 'Service');
      const owner = services.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      const lead = teams.addAttribute('lead', { name: 'Lead', type: T.string() });
      teams.addAttribute('services', { name: 'Services', backlink: owner });
      services.addAttribute('lead', { name: 'Lead', type: T.string(), path: [owner, lead] });
      teams.addEntry('payments', { name: 'Payments', values: { services: ['checkout'] } });
      services.addEntry('checkout', { name: 'Checkout', values: { owner: 'payments', lead: 'jane' } });
      expect(synthErrors(stack)).toEqual([
        "[test/Team] entries[\"payments\"].values.services: gives a value to attribute 'services', which is a backlink: incident.io derives its values from the attribute it links back to. "
        + 'Received: a list of 1 item. Allowed: no value for this attribute. Fix: remove the value (set it where the attribute\'s values come from).',
        "[test/Service] entries[\"checkout\"].values.lead: gives a value to attribute 'lead', which is a path attribute: incident.io derives its values by following its path. "
        + 'Received: "jane". Allowed: no value for this attribute. Fix: remove the value (set it where the attribute\'s values come from).',
      ]);
    });

    test('fail: more than 50 problems are counted, not listed', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      services.addAttribute('tier', { name: 'Tier', type: T.number() });
      for (let i = 0; i < 60; i++) services.addEntry(`s${String(i).padStart(2, '0')}`, { name: `S${i}`, values: { tier: 'high' } });
      const lines = synthErrors(stack);
      expect(lines).toHaveLength(51);
      expect(lines[0]).toBe('[test/Service] entries["s00"].values.tier: expected a number: attribute \'tier\' is of type Number. Received: "high". Allowed: a number. Fix: write the number itself, e.g. tier: 3.');
      expect(lines[50]).toBe('[test/Service] entries: has 10 more problems, not listed (the first 50 are). Fix: fix the problems listed, and synthesize again to see the rest.');
    });

    test('the L1\'s type rules judge what the construct renders: an empty external id (a warning), a rank with a fraction (an error)', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      services.addEntry('', { name: 'Nameless' });
      expect(warningsOf(stack)).toEqual([
        'test/Service/Entries: [rule:incident_catalog_entries/external-id] entries: has an entry keyed by an empty external id; the external id is what identifies the entry. Received: the key "" (entry "Nameless"). '
        + 'Allowed: a non-empty external id, e.g. the entry\'s id or slug in the source of truth. Fix: key the entry by its id in the system the catalog is loaded from, e.g. "payments-api".',
      ]);
      services.addEntry('ranked', { name: 'Ranked', rank: 1.5 });
      expect(synthError(stack)).toBe('[test/Service/Entries] [rule:incident_catalog_entries/rank-integer] entries["ranked"].rank: is not a whole number; the provider stores the rank as a 64-bit integer. '
        + 'Received: 1.5. Allowed: a whole number, e.g. 1. Fix: write 2.');
    });

    test('the construct\'s own problems come first: the L1 stays quiet until they are fixed', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      services.addEntry('', { name: 'Nameless', rank: 1.5 });
      services.addEntry('bad', { name: 3 as any });
      expect(synthErrors(stack)).toEqual([
        '[test/Service] entries["bad"].name: expected a string. Received: 3. Allowed: the name the entry has in incident.io. Fix: pass the name as a string.',
      ]);
    });

    test('tokens pass through unjudged, in names, values and lists', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      services.addAttribute('tier', { name: 'Tier', type: T.number() });
      services.addAttribute('ok', { name: 'OK', type: T.bool() });
      services.addAttribute('tags', { name: 'Tags', type: T.string(), array: true });
      const v = (id: string, type: string) => new TerraformVariable(stack, id, { type });
      services.addEntry('a', {
        name: v('name', 'string').stringValue,
        aliases: v('aliases', 'list(string)').listValue,
        rank: v('rank', 'number').numberValue,
        values: { tier: v('tier', 'number').numberValue, ok: v('ok', 'bool').booleanValue, tags: v('tags', 'list(string)').listValue },
      });
      services.addEntry('b', { name: 'B', values: { tier: v('tier2', 'string').stringValue, ok: v('ok2', 'string').stringValue } });
      const e = only(synthDoc(stack), 'incident_catalog_entries').entries;
      const a = (id: string) => `\${incident_catalog_type_attribute.Service_${id}.id}`;
      expect(e).toEqual({
        a: {
          name: '${var.name}',
          aliases: '${var.aliases}',
          rank: '${var.rank}',
          attribute_values: { [a('tier_A364B545')]: { value: '${var.tier}' }, [a('ok_12F1B943')]: { value: '${var.ok}' }, [a('tags_6D1B8A3A')]: { array_value: '${var.tags}' } },
        },
        b: { name: 'B', attribute_values: { [a('tier_A364B545')]: { value: '${var.tier2}' }, [a('ok_12F1B943')]: { value: '${var.ok2}' } } },
      });
      expect(TerrainTesting.warnings(stack)).toEqual([]);
    });

    test('an entry added after a synth is in the next one', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      services.addEntry('a', { name: 'A' });
      expect(Object.keys(only(synthDoc(stack), 'incident_catalog_entries').entries)).toEqual(['a']);
      services.addEntry('b', { name: 'B' });
      services.addAttribute('tier', { name: 'Tier', type: T.number() });
      services.addEntry('c', { name: 'C', values: { tier: 3 } });
      const e = only(synthDoc(stack), 'incident_catalog_entries').entries;
      expect(Object.keys(e)).toEqual(['a', 'b', 'c']);
      expect(e.c.attribute_values).toEqual({ '${incident_catalog_type_attribute.Service_tier_A364B545.id}': { value: '3' } });
    });
  });
});
