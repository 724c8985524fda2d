import { TerraformOutput, TerraformVariable } from 'cdktn';
import { bodies, catalogStack, catalogType, errorOf, only, REPO, synthDoc, synthError, synthErrors, warningsOf } from './catalog-util';
import { incident, TerrainTesting } from '../../../../src/index';
import { describeWithTerraform } from '../../../terraform/util';

const { CatalogTypeCategory } = incident;

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

    test('fail: digits and hyphens, in the props\' words (the API refuses them; the L1\'s type rule says it in Terraform\'s)', () => {
      const stack = catalogStack();
      expect(errorOf(() => catalogType(stack, 'Tier', { typeName: 'Service-Tier2', allowEmptyEntries: true }))).toBe(
        '[test/Tier] typeName: has digits or hyphens, which incident.io does not accept in a type name. Received: "Service-Tier2". '
        + 'Allowed: letters only, e.g. ServiceTier (the display name, name, can have digits and hyphens). Fix: write typeName: \'ServiceTier\', and name: "Service-Tier2" for the name incident.io shows.');
      expect(errorOf(() => catalogType(stack, 'Tier', { typeName: '42', allowEmptyEntries: true }))).toBe(
        '[test/Tier] typeName: has digits or hyphens, which incident.io does not accept in a type name. Received: "42". '
        + "Allowed: letters only, e.g. ServiceTier (the display name, name, can have digits and hyphens). Fix: write a name of letters, e.g. typeName: 'ServiceTier'.");
      // Pass: the display name keeps them.
      catalogType(stack, 'Tier', { typeName: 'ServiceTier', name: 'Service-Tier2', allowEmptyEntries: true });
      expect(only(synthDoc(stack), 'incident_catalog_type')).toMatchObject({ name: 'Service-Tier2', type_name: 'Custom["ServiceTier"]' });
    });

    test('a token is not judged', () => {
      const stack = catalogStack();
      const name = new TerraformVariable(stack, 'name', { type: 'string' }).stringValue;
      catalogType(stack, 'T', { typeName: name, allowEmptyEntries: true });
      expect(only(synthDoc(stack), 'incident_catalog_type').type_name).toBe('Custom["${var.name}"]');
    });

    test('${ and %{ in a type name are text: written as they are inside Custom["..."], escaped where the type name is rendered', () => {
      const stack = catalogStack();
      const odd = catalogType(stack, 'Odd', { typeName: 'Odd${x}%{y}', allowEmptyEntries: true });
      // The construct keeps the text as written; an attribute of another type names it the same way.
      expect(odd.typeName).toBe('Custom["Odd${x}%{y}"]');
      const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
      s.addAttribute('odd', { name: 'Odd', type: T.catalogEntry(odd) });
      const doc = synthDoc(stack);
      expect(Object.values(bodies(doc, 'incident_catalog_type')).map((b: any) => [b.type_name, b.name])).toEqual([
        ['Custom["Odd$${x}%%{y}"]', 'Odd$${x}%%{y}'], ['Custom["Service"]', 'Service'],
      ]);
      expect(only(doc, 'incident_catalog_type_attribute').type).toBe('Custom["Odd$${x}%%{y}"]');
      // Quotes and brackets are still refused: they would end Custom["..."].
      expect(errorOf(() => catalogType(stack, 'Q', { typeName: '${"x"}' }))).toBe(
        '[test/Q] typeName: has quotes or brackets, which cannot be written inside Custom["..."]. Received: "${\\"x\\"}". Allowed: a name of letters, e.g. ServiceTier. '
        + "Fix: write the name alone, e.g. typeName: 'ServiceTier'.");
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
    expect(catalogType(stack, 'A', { allowEmptyEntries: true }).node.path).toBe('test/A');
  });

  test('JavaScript: values of the wrong kind, in the props\' words (the L1 said "expected a string" at its own path, without a fix)', () => {
    const stack = catalogStack();
    expect(errorOf(() => new incident.CatalogType(stack, 'T', {
      typeName: 'Service', name: 7, description: 3, sourceRepoUrl: {}, categories: 'service', owningTeamIds: [1], useNameAsIdentifier: 'yes', manageEntries: 0,
    } as any))).toBe([
      '[test/T] 7 problems:',
      "  - name: expected a string. Received: 7. Allowed: the name incident.io shows, e.g. Service. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).",
      "  - description: expected a string. Received: 3. Allowed: what the type represents. Fix: pass description as a string (or a string token, e.g. a variable's stringValue).",
      "  - sourceRepoUrl: expected a string. Received: an empty object. Allowed: the URL of the repository that manages the type. Fix: pass sourceRepoUrl as a string (or a string token, e.g. a variable's stringValue).",
      '  - useNameAsIdentifier: expected true or false. Received: "yes". Allowed: a boolean. Fix: write useNameAsIdentifier: true, or leave it out.',
      '  - manageEntries: expected true or false. Received: 0. Allowed: a boolean. Fix: write manageEntries: true, or leave it out.',
      '  - owningTeamIds[0]: expected a string. Received: 1. Allowed: the ids of the teams (entries of the Team catalog type) that own the type. Fix: write owningTeamIds[0] as a string.',
      "  - categories: expected a list of strings. Received: \"service\". Allowed: CatalogTypeCategory values, e.g. [CatalogTypeCategory.SERVICE]. Fix: pass a list of strings, e.g. ['a'].",
    ].join('\n'));
    // Nothing is left behind.
    expect(catalogType(stack, 'T', { allowEmptyEntries: true, owningTeamIds: ['01HTEAM'] }).node.path).toBe('test/T');
  });

  test('an empty sourceRepoUrl is what the provider accepts: not refused (the policy pack warns, Incident-C1)', () => {
    const stack = catalogStack();
    catalogType(stack, 'T', { sourceRepoUrl: '', allowEmptyEntries: true });
    expect(only(synthDoc(stack), 'incident_catalog_type').source_repo_url).toBe('');
  });

  describe('categories: the seven the provider documents; another is refused, with the override that sends it (the L1\'s value check only warns)', () => {
    const ALLOWED = "CatalogTypeCategory.CUSTOMER ('customer'), CatalogTypeCategory.ISSUE_TRACKER ('issue-tracker'), CatalogTypeCategory.PRODUCT_FEATURE ('product-feature'), "
      + "CatalogTypeCategory.SERVICE ('service'), CatalogTypeCategory.ON_CALL ('on-call'), CatalogTypeCategory.TEAM ('team') or CatalogTypeCategory.USER ('user')";
    const message = (i: number, v: string, use: string, list: string) => `categories[${i}]: is not a category the provider documents for a catalog type (docs/resources/catalog_type.md: categories (Possible values)). `
      + `Received: "${v}". Allowed: ${ALLOWED}. Fix: use ${use}; or, to send "${v}" as it is, create the type without categories and override the L1: type.resource.addOverride('categories', ${list}).`;

    test('fail: a near miss names the constant; another value the first one', () => {
      const stack = catalogStack();
      expect(errorOf(() => catalogType(stack, 'T', { categories: ['services'], allowEmptyEntries: true }))).toBe(`[test/T] ${message(0, 'services', "one of the values allowed, e.g. CatalogTypeCategory.CUSTOMER ('customer')", '["services"]')}`);
      expect(errorOf(() => catalogType(stack, 'T', { categories: [CatalogTypeCategory.SERVICE, 'On Call'], allowEmptyEntries: true }))).toBe(
        `[test/T] ${message(1, 'On Call', "CatalogTypeCategory.ON_CALL ('on-call')", '["service","On Call"]')}`);
    });

    test('pass: the documented ones, a token; the override sends another as it is', () => {
      const stack = catalogStack();
      catalogType(stack, 'T', { categories: [CatalogTypeCategory.SERVICE, new TerraformVariable(stack, 'c', { type: 'string' }).stringValue], allowEmptyEntries: true });
      const other = catalogType(stack, 'U', { typeName: 'Other', allowEmptyEntries: true });
      other.resource.addOverride('categories', ['services']);
      const types = synthDoc(stack).resource.incident_catalog_type;
      expect([types.T.categories, types.U.categories]).toEqual([['service', '${var.c}'], ['services']]);
      expect(warningsOf(stack)).toEqual([]);
    });
  });

  describe('entries are owned by code: one incident_catalog_entries per type', () => {
    test('fail: a type that manages its entries and has none (it would delete them all)', () => {
      const stack = catalogStack();
      catalogType(stack, 'Team');
      expect(synthError(stack)).toBe("[test/Team] entries: has no entries: the type's incident_catalog_entries deletes every entry of the type it does not hold, so an empty one deletes them all. "
        + 'Received: no entries. Allowed: at least one entry (addEntry, addEntries), or allowEmptyEntries: true. '
        + 'Fix: add the entries; set allowEmptyEntries: true if the type is meant to have none, or manageEntries: false if its entries are managed elsewhere.');
    });

    test('pass: allowEmptyEntries says so, and answers the L1\'s warning about an empty map written by hand (the empty map renders as it is)', () => {
      const stack = catalogStack();
      catalogType(stack, 'Team', { allowEmptyEntries: true });
      expect(only(synthDoc(stack), 'incident_catalog_entries').entries).toEqual({});
      expect(warningsOf(stack)).toEqual([]);
      // The same map written by hand in the L1 warns (rule:incident_catalog_entries/empty-entries).
      new incident.IncidentCatalogEntries(stack, 'Hand', { id: '01HN28JT97KB6CQ643DZVMXXQK', entries: {} });
      expect(warningsOf(stack)).toEqual([
        'test/Hand: [rule:incident_catalog_entries/empty-entries] entries: is empty: this resource is authoritative, so it deletes every entry of the catalog type, those made in the dashboard or by other resources included. '
        + 'Received: an empty map. Allowed: the entries the catalog type should have, keyed by external id. '
        + "Fix: list the entries; if the type is meant to have none, acknowledge the rule with the reason (Checks.of(scope).acknowledge('rule:incident_catalog_entries/empty-entries', '...')); to leave the entries alone, remove the resource.",
      ]);
    });

    test('pass: an entry added after a synth with none renders with the map', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
      expect(only(synthDoc(stack), 'incident_catalog_entries').entries).toEqual({});
      teams.addEntry('payments', { name: 'Payments' });
      expect(only(synthDoc(stack), 'incident_catalog_entries').entries).toEqual({ payments: { name: 'Payments', attribute_values: {} } });
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
      new incident.IncidentCatalogEntries(stack, 'Bulk', { id: teams.catalogTypeId, entries: { ledger: { name: 'Ledger', attributeValues: {} } } });
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

describe('fromCatalogTypeAttributes', () => {
  test('knows what it was given', () => {
    const stack = catalogStack();
    const t = incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', { catalogTypeId: '01GW2G3V0S59R238FAHPDS1R66', typeName: 'Custom["Team"]' });
    expect(t.catalogTypeId).toBe('01GW2G3V0S59R238FAHPDS1R66');
    expect(t.typeName).toBe('Custom["Team"]');
    expect(t.node.path).toBe('test/Team');
    // Nothing is read: no data source under it.
    expect(t.node.children).toEqual([]);
    expect(t).not.toBeInstanceOf(incident.CatalogTypeLookup);
  });

  test('a message that describes one names its contract, not a private class', () => {
    const stack = catalogStack();
    const t = incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', { catalogTypeId: '01GW2G3V0S59R238FAHPDS1R66', typeName: 'Custom["Team"]' });
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    expect(errorOf(() => s.addAttribute('owner', { name: 'Owner', backlink: t as any }))).toContain("backlink: expected a catalog attribute (ICatalogAttribute). Received: the ICatalogType 'test/Team'.");
  });

  test('fail: reading what was not given names it; unknown keys', () => {
    const stack = catalogStack();
    const t = incident.CatalogType.fromCatalogTypeAttributes(stack, 'Team', {});
    expect(errorOf(() => t.catalogTypeId)).toBe(
      '[test/Team] catalogTypeId: is unknown: this construct was made with CatalogType.fromCatalogTypeAttributes, which was not given catalogTypeId. Fix: pass catalogTypeId in the attributes, or read it from the construct that defines the resource.');
    expect(errorOf(() => incident.CatalogType.fromCatalogTypeAttributes(stack, 'Other', { id: 'x' } as any))).toBe(
      "[test/Other] id: unknown option. Received: the key 'id'. Allowed: the options of CatalogTypeAttributes: catalogTypeId, typeName. Fix: remove 'id', or check its spelling against CatalogTypeAttributes.");
  });
});

describeWithTerraform('CatalogType through Terraform')('CatalogType through Terraform', () => {
  test('Terraform validate takes the empty entries of a type meant to have none', async () => {
    const stack = catalogStack();
    catalogType(stack, 'Team', { allowEmptyEntries: true });
    expect((await TerrainTesting.validate(stack)).diagnostics).toEqual([]);
  }, 120_000);
});
