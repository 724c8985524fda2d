import { TerraformOutput, TerraformVariable } from 'cdktn';
import { bodies, catalogStack, catalogType, errorOf, only, REPO, synthDoc, synthError, synthErrors, warningsOf } from './catalog-util';
import { incident, TerrainTesting } from '../../../../src/index';

const T = incident.CatalogAttributeType;
const entriesOf = (doc: any, name: string) => bodies(doc, 'incident_catalog_entries')[name];

describe('CatalogType', () => {
  test('renders Custom["<typeName>"] itself; the L1 is resource, the entries\' L1 entriesResource', () => {
    const stack = catalogStack();
    const services = catalogType(stack, 'Service', { name: 'Services', categories: [incident.CatalogTypeCategory.SERVICE], useNameAsIdentifier: true, owningTeamIds: ['01HN28JT97KB6CQ643DZVMXXQK'] });
    services.addEntry('checkout', { name: 'Checkout' });
    const doc = synthDoc(stack);
    expect(bodies(doc, 'incident_catalog_type')).toEqual({
      Service: {
        name: 'Services',
        type_name: 'Custom["Service"]',
        description: 'Services',
        source_repo_url: REPO,
        categories: ['service'],
        use_name_as_identifier: true,
        owning_team_ids: ['01HN28JT97KB6CQ643DZVMXXQK'],
      },
    });
    expect(services.typeName).toBe('Custom["Service"]');
    expect(services.node.defaultChild).toBe(services.resource);
    expect(services.catalogTypeId).toMatch(/^\$\{TfToken/);
    expect(services.entriesResource?.node.path).toBe('test/Service/Entries');
    expect(services.manageEntries).toBe(true);
    expect(entriesOf(doc, 'Service_Entries_867F7524')).toEqual({
      id: '${incident_catalog_type.Service.id}',
      entries: { checkout: { name: 'Checkout', attribute_values: {} } },
      managed_attributes: [],
    });
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('the name defaults to the type name', () => {
    const stack = catalogStack();
    catalogType(stack, 'Team', { allowEmptyEntries: true });
    expect(only(synthDoc(stack), 'incident_catalog_type').name).toBe('Team');
  });

  test('categories are spelled by CatalogTypeCategory', () => {
    const C = incident.CatalogTypeCategory;
    expect([C.CUSTOMER, C.ISSUE_TRACKER, C.PRODUCT_FEATURE, C.SERVICE, C.ON_CALL, C.TEAM, C.USER])
      .toEqual(['customer', 'issue-tracker', 'product-feature', 'service', 'on-call', 'team', 'user']);
  });

  describe('typeName: the bare name (the construct writes Custom["..."])', () => {
    test('fail: already written Custom[...] or as an engine type CatalogEntry[...]', () => {
      const stack = catalogStack();
      expect(errorOf(() => catalogType(stack, 'A', { typeName: 'Custom["Team"]' }))).toBe(
        '[test/A] typeName: is written Custom[...]; the construct writes Custom["<typeName>"] itself. Received: "Custom[\\"Team\\"]". Allowed: the bare name, e.g. Service. Fix: write typeName: \'Team\'.');
      expect(errorOf(() => catalogType(stack, 'B', { typeName: "Custom['Team']" }))).toBe(
        '[test/B] typeName: is written Custom[...]; the construct writes Custom["<typeName>"] itself. Received: "Custom[\'Team\']". Allowed: the bare name, e.g. Service. Fix: write typeName: \'Team\'.');
      expect(errorOf(() => catalogType(stack, 'C', { typeName: 'CatalogEntry["Team"]' }))).toBe(
        '[test/C] typeName: is written as an engine type, CatalogEntry[...]; the construct writes Custom["<typeName>"] itself. Received: "CatalogEntry[\\"Team\\"]". Allowed: the bare name, e.g. Service. Fix: write typeName: \'Team\'.');
    });

    test('fail: quotes or brackets, empty, not a string', () => {
      const stack = catalogStack();
      expect(errorOf(() => catalogType(stack, 'A', { typeName: 'Team"s' }))).toBe(
        '[test/A] typeName: has quotes or brackets, which cannot be written inside Custom["..."]. Received: "Team\\"s". Allowed: a name of letters, e.g. ServiceTier. Fix: write the name alone, e.g. typeName: \'ServiceTier\'.');
      expect(errorOf(() => catalogType(stack, 'B', { typeName: ' ' }))).toBe(
        '[test/B] typeName: is empty. Received: " ". Allowed: a name of letters, e.g. ServiceTier. Fix: write the name alone, e.g. typeName: \'ServiceTier\'.');
      expect(errorOf(() => catalogType(stack, 'C', { typeName: 3 as any }))).toBe(
        "[test/C] typeName: expected a string. Received: 3. Allowed: a name such as Service. Fix: pass the name as a string, e.g. typeName: 'Service'.");
    });

    test('digits and hyphens: the L1\'s type rule (the API refuses them) surfaces', () => {
      const stack = catalogStack();
      catalogType(stack, 'Tier', { typeName: 'Service-Tier2', allowEmptyEntries: true });
      expect(synthError(stack)).toBe('[test/Tier/Default] [rule:incident_catalog_type/type-name-characters] typeName: has digits or hyphens in the type name, which the API does not accept. '
        + 'Received: "Custom[\\"Service-Tier2\\"]". Allowed: Custom["<Name>"] with letters only in the name, e.g. Custom["ServiceTier"]. Fix: write Custom["ServiceTier"] (the display name, name, can keep the digits).');
    });

    test('a token is not judged', () => {
      const stack = catalogStack();
      const name = new TerraformVariable(stack, 'name', { type: 'string' }).stringValue;
      catalogType(stack, 'T', { typeName: name, allowEmptyEntries: true });
      expect(only(synthDoc(stack), 'incident_catalog_type').type_name).toBe('Custom["${var.name}"]');
    });
  });

  test('fail: the required props (sourceRepoUrl as the provider requires it); no props; unknown keys', () => {
    const stack = catalogStack();
    expect(errorOf(() => new incident.CatalogType(stack, 'A', {} as any))).toBe('[test/A] 3 problems:\n'
      + '  - typeName: is required. Received: undefined. Allowed: the name the type is referred to by, e.g. Service (rendered Custom["Service"]). Fix: set typeName.\n'
      + '  - description: is required. Received: undefined. Allowed: what the type represents. Fix: set description.\n'
      + '  - sourceRepoUrl: is required. Received: undefined. Allowed: the URL of the repository that manages the type, e.g. https://github.com/acme/catalog. Fix: set sourceRepoUrl.');
    expect(errorOf(() => new (incident.CatalogType as any)(stack, 'B'))).toBe(
      "[test/B] (props): expected an object with the construct's props. Received: undefined. Allowed: an object (struct). Fix: pass the props as the third argument of the constructor.");
    expect(errorOf(() => catalogType(stack, 'C', { sourceRepoURL: REPO } as any))).toBe(
      "[test/C] sourceRepoURL: unknown option; did you mean sourceRepoUrl? Received: the key 'sourceRepoURL'. Allowed: the options of CatalogTypeProps: typeName, name, description, sourceRepoUrl, categories, useNameAsIdentifier, owningTeamIds, manageEntries, allowEmptyEntries. Fix: write 'sourceRepoUrl' instead of 'sourceRepoURL'.");
    // A failed construct leaves nothing behind: the same id can be used again.
    expect(() => catalogType(stack, 'A', { allowEmptyEntries: true })).not.toThrow();
  });

  test('an empty sourceRepoUrl is what the provider accepts: not refused (the policy pack warns, Incident-C1)', () => {
    const stack = catalogStack();
    catalogType(stack, 'T', { sourceRepoUrl: '', allowEmptyEntries: true });
    expect(only(synthDoc(stack), 'incident_catalog_type').source_repo_url).toBe('');
  });

  test('categories outside the documented list: the L1\'s value check warns', () => {
    const stack = catalogStack();
    catalogType(stack, 'T', { categories: ['services'], allowEmptyEntries: true });
    expect(warningsOf(stack)).toEqual([
      'test/T/Default: [terrain:unlisted-value] [value:incident_catalog_type.categories] categories[0]: is not in the list of values the provider documents (value:incident_catalog_type.categories); '
      + 'the remote API may refuse it at apply. Received: "services". Allowed: \'customer\', \'issue-tracker\', \'product-feature\', \'service\', \'on-call\', \'team\' or \'user\'. '
      + "Fix: write 'service' instead of 'services' (did you mean it?). If a newer provider release allows it, acknowledge value:incident_catalog_type.categories with the reason.",
    ]);
  });

  describe('entries are owned by code: one incident_catalog_entries per type', () => {
    test('fail: a type that manages its entries and has none (it would delete them all)', () => {
      const stack = catalogStack();
      catalogType(stack, 'Team');
      expect(synthError(stack)).toBe("[test/Team] entries: has no entries: the type's incident_catalog_entries deletes every entry of the type it does not hold, so an empty one deletes them all. "
        + 'Received: no entries. Allowed: at least one entry (addEntry, addEntries), or allowEmptyEntries: true. '
        + 'Fix: add the entries; set allowEmptyEntries: true if the type is meant to have none, or manageEntries: false if its entries are managed elsewhere.');
    });

    test('pass: allowEmptyEntries says so, and renders the empty set', () => {
      const stack = catalogStack();
      catalogType(stack, 'Team', { allowEmptyEntries: true });
      expect(only(synthDoc(stack), 'incident_catalog_entries').entries).toEqual({});
    });

    test('manageEntries: false renders no incident_catalog_entries, and refuses entries', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { manageEntries: false });
      expect(teams.entriesResource).toBeUndefined();
      expect(teams.manageEntries).toBe(false);
      expect(errorOf(() => teams.addEntry('payments', { name: 'Payments' }))).toBe(
        '[test/Team] addEntry("payments"): cannot add an entry: this type does not manage its entries (manageEntries: false). Fix: remove manageEntries: false to manage the entries here, or add them where they are managed.');
      expect(errorOf(() => teams.addEntries([]))).toBe(
        '[test/Team] addEntries(records): cannot add an entry: this type does not manage its entries (manageEntries: false). Fix: remove manageEntries: false to manage the entries here, or add them where they are managed.');
      expect(bodies(synthDoc(stack), 'incident_catalog_entries')).toEqual({});
      expect(errorOf(() => catalogType(stack, 'X', { manageEntries: false, allowEmptyEntries: false }))).toBe(
        '[test/X] allowEmptyEntries: only applies to a type that manages its entries; this one does not (manageEntries: false). Received: false. Allowed: no allowEmptyEntries with manageEntries: false. Fix: remove allowEmptyEntries, or manageEntries: false.');
    });

    test('warn: single incident_catalog_entry resources, or another incident_catalog_entries, for the same type', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team');
      teams.addEntry('payments', { name: 'Payments' });
      new incident.IncidentCatalogEntry(stack, 'Single', { catalogTypeId: teams.catalogTypeId, name: 'Ledger', attributeValues: [] });
      new incident.IncidentCatalogEntries(stack, 'Bulk', { id: teams.catalogTypeId, entries: {} });
      // Not for other types.
      new incident.IncidentCatalogEntry(stack, 'Elsewhere', { catalogTypeId: '01HN28JT97KB6CQ643DZVMXXQK', name: 'Other', attributeValues: [] });
      const text = (path: string, t: string) => 'test/Team: [incident:catalog-entries-mixed] entries: are managed by this type\'s incident_catalog_entries, which deletes every entry of the type it does not hold, '
        + `and ${path} (${t}) also manages entries of the type. Received: ${path}. Allowed: the entries of this type added with addEntry or addEntries only. `
        + 'Fix: add those entries to the type with addEntry, or set manageEntries: false on the type and manage its entries elsewhere.';
      expect(warningsOf(stack)).toEqual([text('test/Single', 'incident_catalog_entry'), text('test/Bulk', 'incident_catalog_entries')]);
    });

    test('no warning when the type does not manage its entries (single entries are then the way)', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { manageEntries: false });
      new incident.IncidentCatalogEntry(stack, 'Single', { catalogTypeId: teams.catalogTypeId, name: 'Ledger', attributeValues: [] });
      expect(warningsOf(stack)).toEqual([]);
    });
  });

  describe('addAttribute', () => {
    test('a stable local id: the construct id (Terraform address), the key of values; managed_attributes lists those that take values', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team');
      const services = catalogType(stack, 'Service');
      const owner = services.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      const notes = services.addAttribute('notes', { name: 'Notes', type: T.text(), schemaOnly: true });
      teams.addAttribute('services', { name: 'Services', backlink: owner });
      teams.addEntry('payments', { name: 'Payments' });
      services.addEntry('checkout', { name: 'Checkout', values: { owner: 'payments' } });
      expect(owner.localId).toBe('owner');
      expect(owner.node.path).toBe('test/Service/owner');
      expect(services.attributes).toEqual([owner, notes]);
      const doc = synthDoc(stack);
      expect(entriesOf(doc, 'Service_Entries_867F7524').managed_attributes).toEqual(['${incident_catalog_type_attribute.Service_owner_9F667CFA.id}']);
      expect(entriesOf(doc, 'Team_Entries_7330E535').managed_attributes).toEqual([]);
    });

    test('fail: a local id that names a member of Object.prototype, or that JSON cannot write (found by the fuzz: TypeErrors, or the constructs library\'s plain Error)', () => {
      // FUZZ_SEED=20261123 FUZZ_TARGET='CatalogType entries': addAttribute('__proto__', { name: 'Tier', ... }) threw
      // "TypeError: Cannot read properties of undefined (reading 'path')"; 'constructor' gave "There is already a Construct with name 'constructor'".
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      expect(errorOf(() => services.addAttribute('__proto__', { name: 'Tier', type: T.string() }))).toBe(
        '[test/Service] addAttribute(localId): is a name every JavaScript object has (Object.prototype), which cannot name a construct. Received: "__proto__". '
        + "Allowed: letters, digits, _ and -, other than constructor, __proto__, toString and the other names of Object.prototype. Fix: use another local id, e.g. 'proto_id'.");
      for (const id of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
        expect(errorOf(() => services.addAttribute(id, { name: 'Tier', type: T.string() }))).toMatch(
          new RegExp(`^\\[test/Service\\] addAttribute\\(localId\\): is a name every JavaScript object has \\(Object.prototype\\), which cannot name a construct. Received: "${id}". .* Fix: use another local id, e.g. '${id}_id'.$`));
      }
      // A local id that JSON.stringify cannot write (a cycle, a BigInt), with options that have a problem of their own.
      const cycle: any = { a: 1 };
      cycle.self = cycle;
      for (const id of [cycle, BigInt(3)]) {
        expect(errorOf(() => services.addAttribute(id, { name: 'Tier', type: T.string(), tpye: 1 } as any))).toBe([
          '[test/Service] 2 problems:',
          `  - addAttribute(localId): expected a local id. Received: ${typeof id === 'bigint' ? '3n' : 'an object with keys a, self'}. Allowed: letters, digits, _ and -, e.g. owner. Fix: pass the local id first, e.g. addAttribute('owner', { ... }).`,
          "  - addAttribute(localId).tpye: unknown option; did you mean type? Received: the key 'tpye'. Allowed: the options of CatalogAttributeOptions: name, type, array, schemaOnly, backlink, path. Fix: write 'type' instead of 'tpye'.",
        ].join('\n'));
      }
      // Nothing was added; an ordinary local id still works.
      expect(services.attributes).toEqual([]);
      expect(services.addAttribute('proto_id', { name: 'Tier', type: T.string() }).localId).toBe('proto_id');
    });

    test('fail: a local id that is taken, no local id, no options, an option of another struct', () => {
      const stack = catalogStack();
      const services = catalogType(stack, 'Service');
      services.addAttribute('owner', { name: 'Owner', type: T.string() });
      expect(errorOf(() => services.addAttribute('owner', { name: 'Owner 2', type: T.string() }))).toBe(
        '[test/Service] addAttribute(localId): is taken by test/Service/owner. Received: "owner". Allowed: a local id of its own. Fix: give each attribute of the type its own local id.');
      expect(errorOf(() => services.addAttribute(undefined as any, { name: 'X', type: T.string() }))).toBe(
        "[test/Service] addAttribute(localId): expected a local id. Received: undefined. Allowed: letters, digits, _ and -, e.g. owner. Fix: pass the local id first, e.g. addAttribute('owner', { ... }).");
      expect(errorOf(() => services.addAttribute('x', 'X' as any))).toBe(
        "[test/Service] addAttribute(options): expected an object with the attribute's name and type. Received: \"X\". Allowed: { name, type, array?, schemaOnly?, backlink?, path? }. "
        + "Fix: pass the options, e.g. addAttribute('owner', { name: 'Owner', type: CatalogAttributeType.string() }).");
      expect(errorOf(() => services.addAttribute('x', { name: 'X', type: T.string(), catalogType: services } as any))).toBe(
        '[test/Service] addAttribute("x").catalogType: unknown option; did you mean type? Received: the key \'catalogType\'. Allowed: the options of CatalogAttributeOptions: name, type, array, schemaOnly, backlink, path. '
        + "Fix: write 'type' instead of 'catalogType'.");
    });
  });

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

  describe('entryRef and references between types', () => {
    test('an entry of the referenced type: its external id; warn: an identifier that names no entry of a type defined here', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { useNameAsIdentifier: true });
      const services = catalogType(stack, 'Service');
      services.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      services.addAttribute('backups', { name: 'Backups', type: T.catalogEntry(teams), array: true });
      teams.addEntry('payments', { name: 'Payments', aliases: ['pay'] });
      teams.addEntry('ledger', { name: 'Ledger team' });
      services.addEntry('a', { name: 'A', values: { owner: 'pay', backups: ['Ledger team', '01GW2G3V0S59R238FAHPDS1R66'] } });
      services.addEntry('b', { name: 'B', values: { owner: teams.entryRef('nope'), backups: ['paymnts'] } });
      const text = (field: string, received: string) => `test/Service: [incident:catalog-entry-unknown] ${field}: names no entry of Custom["Team"]; its entries are defined in this app, and incident.io deletes any other. `
        + `Received: ${received}. Allowed: the external id or an alias of an entry of Custom["Team"], e.g. "payments", "ledger". Fix: add the entry to Custom["Team"], or correct the identifier.`;
      expect(warningsOf(stack)).toEqual([
        text('entries["b"].values.owner', 'Custom["Team"].entryRef("nope")'),
        text('entries["b"].values.backups[0]', '"paymnts"'),
      ]);
    });

    test('fail: an entry of another type than the attribute refers to', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team');
      const people = catalogType(stack, 'Person');
      const services = catalogType(stack, 'Service');
      services.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      teams.addEntry('payments', { name: 'Payments' });
      people.addEntry('jane', { name: 'Jane' });
      services.addEntry('a', { name: 'A', values: { owner: people.entryRef('jane') } });
      expect(synthErrors(stack)).toEqual([
        '[test/Service] entries["a"].values.owner: is an entry of Custom["Person"], but attribute \'owner\' holds entries of Custom["Team"]. Received: a CatalogEntry. Allowed: an entry of Custom["Team"]. '
        + 'Fix: pass an entry of Custom["Team"], or give the attribute the type of this entry.',
      ]);
    });

    test('a looked-up entry renders its id; a type looked up by type name matches its entries by type name', () => {
      const stack = catalogStack();
      const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
      const services = catalogType(stack, 'Service');
      services.addAttribute('pd', { name: 'PagerDuty', type: T.catalogEntry(pd) });
      services.addEntry('a', { name: 'A', values: { pd: incident.CatalogEntry.lookup(pd, 'P123') } });
      services.addEntry('b', { name: 'B', values: { pd: incident.CatalogEntry.lookup(incident.CatalogType.fromTypeName(stack, 'PagerDuty2', 'PagerDutyService'), 'P456') } });
      const e = only(synthDoc(stack), 'incident_catalog_entries').entries;
      expect(e.a.attribute_values).toEqual({ '${incident_catalog_type_attribute.Service_pd_900481BC.id}': { value: '${data.incident_catalog_entry.PagerDuty_EntryP123_E7399165.id}' } });
      expect(e.b.attribute_values).toEqual({ '${incident_catalog_type_attribute.Service_pd_900481BC.id}': { value: '${data.incident_catalog_entry.PagerDuty2_EntryP456_FB529A13.id}' } });
    });

    test('entryRef: the entry id is a reference into the entries resource; no id for a type that does not manage its entries', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team');
      teams.addEntry('payments', { name: 'Payments' });
      const ref = teams.entryRef('payments');
      expect(ref.externalId).toBe('payments');
      expect(ref.catalogType).toBe(teams);
      expect(ref.toString()).toBe('Custom["Team"] entry "payments"');
      new TerraformOutput(stack, 'payments_id', { value: ref.catalogEntryId });
      const people = catalogType(stack, 'Person', { manageEntries: false });
      expect(errorOf(() => people.entryRef('jane').catalogEntryId)).toBe(
        '[test/Person] entryRef("jane").catalogEntryId: is unknown: the entries of this type are not managed here (manageEntries: false), so no resource knows their ids. '
        + 'Fix: use CatalogEntry.lookup(type, "jane").catalogEntryId to read the id of an existing entry.');
      expect(errorOf(() => teams.entryRef(3 as any))).toBe(
        "[test/Team] entryRef(externalId): expected a string. Received: 3. Allowed: the external id of an entry of this type. Fix: pass the external id, e.g. entryRef('payments').");
      expect(synthDoc(stack).output.payments_id.value).toBe('${incident_catalog_entries.Team_Entries_7330E535.entries["payments"].id}');
    });

    test('order: the entries of a type wait for the entries of the types their values name (not the other way round, not for backlinks)', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team');
      const services = catalogType(stack, 'Service');
      const owner = services.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      teams.addAttribute('services', { name: 'Services', backlink: owner });
      // A reference back from teams to services would close a cycle: the first reference decides.
      teams.addAttribute('flagship', { name: 'Flagship', type: T.catalogEntry(services) });
      services.addAttribute('parent', { name: 'Parent', type: T.catalogEntry(services) });
      teams.addEntry('payments', { name: 'Payments', values: { flagship: 'checkout' } });
      services.addEntry('checkout', { name: 'Checkout', values: { owner: 'payments' } });
      const doc = synthDoc(stack);
      expect(entriesOf(doc, 'Service_Entries_867F7524').depends_on).toEqual(['incident_catalog_entries.Team_Entries_7330E535']);
      expect(entriesOf(doc, 'Team_Entries_7330E535').depends_on).toBeUndefined();
    });
  });
});
