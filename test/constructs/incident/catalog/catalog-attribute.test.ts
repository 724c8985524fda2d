import { App, TerraformStack } from 'cdktn';
import { bodies, catalogStack, catalogType, errorOf, synthDoc, warningsOf } from './catalog-util';
import { incident, TerrainTesting } from '../../../../src/index';

const T = incident.CatalogAttributeType;
const attrs = (doc: any) => bodies(doc, 'incident_catalog_type_attribute');
/** The attribute bodies of a document, by the name of the attribute and its type's id. */
const named = (doc: any, name: string, typeId: string) => Object.values(attrs(doc)).find((a: any) => a.name === name && a.catalog_type_id === `\${incident_catalog_type.${typeId}.id}`);

describe('CatalogAttribute', () => {
  test('renders the engine type name of each CatalogAttributeType; array and schemaOnly only when given', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    s.addAttribute('plain', { name: 'A', type: T.string() });
    s.addAttribute('rich', { name: 'B', type: T.text(), array: false });
    s.addAttribute('flag', { name: 'C', type: T.bool() });
    s.addAttribute('count', { name: 'D', type: T.number() });
    s.addAttribute('pics', { name: 'E', type: T.avatar(), array: true });
    s.addAttribute('team', { name: 'F', type: T.catalogEntry(teams), schemaOnly: true });
    s.addAttribute('pd', { name: 'G', type: T.catalogEntry(incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService')) });
    const doc = attrs(synthDoc(stack));
    const id = '${incident_catalog_type.Service.id}';
    expect(Object.values(doc).sort((x: any, y: any) => (x.name < y.name ? -1 : 1))).toEqual([
      { catalog_type_id: id, name: 'A', type: 'String' },
      { catalog_type_id: id, name: 'B', type: 'Text', array: false },
      { catalog_type_id: id, name: 'C', type: 'Bool' },
      { catalog_type_id: id, name: 'D', type: 'Number' },
      { catalog_type_id: id, name: 'E', type: 'Image["avatar"]', array: true },
      // A type defined here is named by its literal type name: the attribute waits for it.
      { catalog_type_id: id, name: 'F', type: 'Custom["Team"]', schema_only: true, depends_on: ['incident_catalog_type.Team'] },
      { catalog_type_id: id, name: 'G', type: 'PagerDutyService' },
    ]);
    expect(TerrainTesting.warnings(stack)).toEqual([]);
  });

  test('its members: local id, name, type, flags; the L1 is resource', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    const owner = s.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams), array: true });
    expect(owner).toBeInstanceOf(incident.CatalogAttribute);
    expect(owner.localId).toBe('owner');
    expect(owner.attributeName).toBe('Owner');
    expect(owner.typeName).toBe('Custom["Team"]');
    expect(owner.attributeType.kind).toBe('Entry');
    expect(owner.referencedType).toBe(teams);
    expect(owner.array).toBe(true);
    expect(owner.schemaOnly).toBe(false);
    expect(owner.takesValues).toBe(true);
    expect(owner.catalogType).toBe(s);
    expect(owner.node.defaultChild).toBe(owner.resource);
    expect(owner.catalogAttributeId).toMatch(/^\$\{TfToken/);
  });

  test('new CatalogAttribute(scope, id, { catalogType }): on an existing type too (no entries here)', () => {
    const stack = catalogStack();
    const schedules = incident.CatalogType.fromTypeName(stack, 'Schedule', 'Schedule');
    const tier = new incident.CatalogAttribute(stack, 'ScheduleTier', { catalogType: schedules, name: 'Tier', type: T.number(), schemaOnly: true });
    expect(tier.takesValues).toBe(false);
    expect(attrs(synthDoc(stack))).toEqual({
      ScheduleTier: { catalog_type_id: '${data.incident_catalog_type.Schedule.id}', name: 'Tier', type: 'Number', schema_only: true },
    });
  });

  describe('backlinks: the type comes from the attribute linked back to', () => {
    test('pass: a backlink without type', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
      const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
      const owner = s.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      const services = teams.addAttribute('services', { name: 'Services', backlink: owner });
      expect(services.typeName).toBe('Custom["Service"]');
      expect(services.backlink).toBe(owner);
      expect(services.takesValues).toBe(false);
      expect(named(synthDoc(stack), 'Services', 'Team')).toEqual({
        catalog_type_id: '${incident_catalog_type.Team.id}',
        name: 'Services',
        type: 'Custom["Service"]',
        backlink_attribute: '${incident_catalog_type_attribute.Service_owner_9F667CFA.id}',
        depends_on: ['incident_catalog_type.Service'],
      });
      expect(TerrainTesting.warnings(stack)).toEqual([]);
    });

    test('a backlink to an attribute known by its id and type', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
      const pd = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
      const team = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'PdTeam', { catalogAttributeId: '01GW2G3V0S59R238FAHPDS1R66', catalogType: pd });
      teams.addAttribute('pd', { name: 'PagerDuty services', backlink: team });
      expect(named(synthDoc(stack), 'PagerDuty services', 'Team')).toEqual({
        catalog_type_id: '${incident_catalog_type.Team.id}', name: 'PagerDuty services', type: 'PagerDutyService', backlink_attribute: '01GW2G3V0S59R238FAHPDS1R66',
      });
    });

    test('fail: a backlink to an attribute known without its type, and no type given', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
      const team = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'PdTeam', { catalogAttributeId: '01GW2G3V0S59R238FAHPDS1R66' });
      expect(errorOf(() => teams.addAttribute('pd', { name: 'PagerDuty services', backlink: team }))).toBe(
        '[test/Team/pd] type: is required: the backlink points at an attribute known by its attributes without its catalog type, so its type cannot be derived. Received: undefined. '
        + 'Allowed: a CatalogAttributeType.catalogEntry(...) of the type that holds the attribute linked back to. Fix: set type, or pass catalogType to CatalogAttribute.fromCatalogAttributeAttributes.');
    });

    test('warn: a backlink to an attribute whose values are not entries of this type; a type other than the one linked back to', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
      const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
      const owner = s.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      const tier = s.addAttribute('tier', { name: 'Tier', type: T.number() });
      teams.addAttribute('tiers', { name: 'Tiers', backlink: tier });
      teams.addAttribute('services', { name: 'Services', backlink: owner, type: T.string() });
      expect(warningsOf(stack)).toEqual([
        "test/Team/tiers: [incident:catalog-backlink] backlink: links back to attribute 'tier' (of type Number), whose values are not entries of Custom[\"Team\"]. Received: test/Service/tier. "
        + 'Allowed: an attribute of another type whose type is CatalogAttributeType.catalogEntry(<this type>). Fix: link back to the attribute that refers to this type.',
        "test/Team/services: [incident:catalog-backlink] type: is String, but a backlink to 'owner' holds entries of Custom[\"Service\"]. Received: String. Allowed: Custom[\"Service\"]. "
        + 'Fix: leave type out: a backlink takes it from the attribute it links back to.',
      ]);
    });
  });

  describe('path attributes', () => {
    test('pass: a path that follows a reference to an attribute of the type it refers to, typed like its end', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
      const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
      const owner = s.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      const lead = teams.addAttribute('lead', { name: 'Lead', type: T.string() });
      const leadOfOwner = s.addAttribute('lead', { name: 'Lead', type: T.string(), path: [owner, lead] });
      expect(leadOfOwner.path).toEqual([owner, lead]);
      expect(leadOfOwner.takesValues).toBe(false);
      expect((named(synthDoc(stack), 'Lead', 'Service') as any).path).toEqual(['${incident_catalog_type_attribute.Service_owner_9F667CFA.id}', '${incident_catalog_type_attribute.Team_lead_D3A08DE0.id}']);
      expect(TerrainTesting.warnings(stack)).toEqual([]);
    });

    test('warn: a path that leaves the chain, goes on after a value, or whose type is not its end\'s', () => {
      const stack = catalogStack();
      const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
      const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
      const owner = s.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
      const tier = s.addAttribute('tier', { name: 'Tier', type: T.number() });
      const lead = teams.addAttribute('lead', { name: 'Lead', type: T.string() });
      s.addAttribute('p1', { name: 'P1', type: T.number(), path: [owner, tier] });
      s.addAttribute('p2', { name: 'P2', type: T.string(), path: [tier, lead] });
      s.addAttribute('p3', { name: 'P3', type: T.number(), path: [owner, lead] });
      expect(warningsOf(stack)).toEqual([
        'test/Service/p1: [incident:catalog-path] path[1]: is an attribute of Custom["Service"], but the path is at Custom["Team"] there. Received: test/Service/tier. '
        + 'Allowed: an attribute of Custom["Team"]. Fix: start the path at an attribute of this type, and follow each reference attribute to an attribute of the type it refers to.',
        "test/Service/p2: [incident:catalog-path] path[0]: is attribute 'tier' of type Number, which refers to no catalog type, so the path cannot go on. Received: test/Service/tier. "
        + 'Allowed: a reference attribute (CatalogAttributeType.catalogEntry(...)) before the last. Fix: end the path here, or follow a reference attribute.',
        "test/Service/p3: [incident:catalog-path] type: is Number, but the path ends at attribute 'lead' of type String. Received: Number. Allowed: String. Fix: give the path attribute the type of the last attribute of its path.",
      ]);
    });
  });

  test('fail: two kinds at once, in the props\' words (the provider\'s ValidateConfig refuses them; the L1 says it in Terraform\'s)', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    const owner = s.addAttribute('owner', { name: 'Owner', type: T.catalogEntry(teams) });
    expect(errorOf(() => teams.addAttribute('services', { name: 'Services', backlink: owner, schemaOnly: true }))).toBe(
      '[test/Team/services] schemaOnly: is set together with backlink: an attribute is at most one of a backlink, a path attribute and a schema-only attribute (incident.io derives the values of a backlink or a path attribute). '
      + 'Received: true. Allowed: one of backlink, path and schemaOnly at most. Fix: remove schemaOnly, or backlink.');
    expect(errorOf(() => teams.addAttribute('services', { name: 'Services', type: T.catalogEntry(s), backlink: owner, path: [owner] }))).toBe(
      '[test/Team/services] path: is set together with backlink: an attribute is at most one of a backlink, a path attribute and a schema-only attribute. '
      + 'Received: a list of 1 item. Allowed: one of backlink, path and schemaOnly at most. Fix: remove path, or backlink.');
    // Pass: one kind each.
    teams.addAttribute('services', { name: 'Services', backlink: owner });
    s.addAttribute('notes', { name: 'Notes', type: T.text(), schemaOnly: true });
    expect(Object.keys(synthDoc(stack).resource.incident_catalog_type_attribute).length).toBe(3);
    expect(warningsOf(stack)).toEqual([]);
  });

  describe('an array of Bool, Text or Number: the docs say these cannot be arrays; the L2 refuses it (the L1 only warns)', () => {
    const fix = (list: string) => `Fix: use CatalogAttributeType.string() for a ${list}, or remove array; or, to send array = true as it is, create the attribute without array and override its L1: attribute.resource.addOverride('array', true).`;
    const message = (kind: string, list = 'list') => `[test/Service/tiers] array: is true, but a ${kind} attribute cannot be an array (docs/resources/catalog_type_attribute.md: type (Bool, Text and Number attributes cannot be arrays)). `
      + 'Received: true. Allowed: array: true with CatalogAttributeType.string(), .avatar() or .catalogEntry(type); none with .bool(), .text() or .number(). ' + fix(list);

    test('fail: Number, Text and Bool with array: true', () => {
      const s = catalogType(catalogStack(), 'Service', { allowEmptyEntries: true });
      expect(errorOf(() => s.addAttribute('tiers', { name: 'Tiers', type: T.number(), array: true }))).toBe(message('Number'));
      expect(errorOf(() => s.addAttribute('tiers', { name: 'Tiers', type: T.text(), array: true }))).toBe(message('Text', 'list of plain texts'));
      expect(errorOf(() => s.addAttribute('tiers', { name: 'Tiers', type: T.bool(), array: true }))).toBe(message('Bool'));
      expect(s.attributes).toEqual([]);
    });

    test('pass: String, avatars and catalog entries as arrays; array: false; and the override the message gives sends it as it is', () => {
      const stack = catalogStack();
      const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
      s.addAttribute('tags', { name: 'Tags', type: T.string(), array: true });
      s.addAttribute('faces', { name: 'Faces', type: T.avatar(), array: true });
      s.addAttribute('owners', { name: 'Owners', type: T.catalogEntry(s), array: true });
      s.addAttribute('tier', { name: 'Tier', type: T.number(), array: false });
      const tiers = s.addAttribute('tiers', { name: 'Tiers', type: T.number() });
      tiers.resource.addOverride('array', true);
      const doc = synthDoc(stack);
      expect(Object.fromEntries(Object.values<any>(doc.resource.incident_catalog_type_attribute).map((a) => [a.name, a.array]))).toEqual({
        Tags: true, Faces: true, Owners: true, Tier: false, Tiers: true,
      });
      expect(warningsOf(stack)).toEqual([]);
    });
  });

  test('warn: two attributes of one name in a type', () => {
    const stack = catalogStack();
    const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
    s.addAttribute('owner', { name: 'Owner', type: T.string() });
    s.addAttribute('owner2', { name: 'Owner', type: T.string() });
    expect(warningsOf(stack)).toEqual([
      "test/Service/owner2: [incident:catalog-attribute-name] name: is also the name of attribute 'owner' of this type. Received: \"Owner\". Allowed: a name of its own within the type. "
      + "Fix: rename one of them; the provider finds a new attribute's id by its name, so two attributes of one name are confused.",
    ]);
  });

  describe('bad input', () => {
    test('fail: no type (not a backlink), a type that is no CatalogAttributeType, a local id that reads badly', () => {
      const stack = catalogStack();
      const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
      expect(errorOf(() => s.addAttribute('owner', { name: 'Owner' } as any))).toBe(
        '[test/Service/owner] type: is required (only a backlink takes its type from the attribute it links back to). Received: undefined. '
        + 'Allowed: a CatalogAttributeType, e.g. CatalogAttributeType.string() or CatalogAttributeType.catalogEntry(teams). Fix: set type.');
      // Found by the fuzz (FUZZ_SEED=20261123, target 'CatalogType references'): a backlink of null and no type was a
      // TypeError (Cannot read properties of undefined (reading 'typeName')).
      expect(errorOf(() => s.addAttribute('owner', { name: 'Owner', backlink: null } as any))).toBe(
        '[test/Service/owner] type: is required (only a backlink takes its type from the attribute it links back to). Received: undefined. '
        + 'Allowed: a CatalogAttributeType, e.g. CatalogAttributeType.string() or CatalogAttributeType.catalogEntry(teams). Fix: set type.');
      expect(errorOf(() => s.addAttribute('owner', { name: 'Owner', type: 'string' as any }))).toBe(
        '[test/Service/owner] type: expected a CatalogAttributeType. Received: "string". Allowed: a CatalogAttributeType, e.g. CatalogAttributeType.string(). '
        + 'Fix: create it with a CatalogAttributeType factory, e.g. CatalogAttributeType.string().');
      expect(errorOf(() => s.addAttribute('owner team', { name: 'Owner', type: T.string() }))).toBe(
        '[test/Service/owner team] (id): is not a local id: the local id keys the values of entries in code and names the Terraform resource. Received: "owner team". '
        + 'Allowed: letters, digits, _ and -, starting with a letter or _, e.g. owner or service_tier. Fix: use an id such as "owner_team".');
      // Nothing is left behind by a failed attribute.
      expect(s.attributes).toEqual([]);
      expect(s.addAttribute('owner', { name: 'Owner', type: T.string() }).node.path).toBe('test/Service/owner');
      expect(s.attributes.map((a) => a.localId)).toEqual(['owner']);
    });

    test('fail: the required props; a catalog type, backlink or path that are none', () => {
      const stack = catalogStack();
      expect(errorOf(() => new incident.CatalogAttribute(stack, 'A', {} as any))).toBe('[test/A] 3 problems:\n'
        + '  - catalogType: is required. Received: undefined. Allowed: the catalog type the attribute belongs to. Fix: set catalogType.\n'
        + '  - name: is required. Received: undefined. Allowed: the name the attribute has in incident.io. Fix: set name.\n'
        + '  - type: is required (only a backlink takes its type from the attribute it links back to). Received: undefined. '
        + 'Allowed: a CatalogAttributeType, e.g. CatalogAttributeType.string() or CatalogAttributeType.catalogEntry(teams). Fix: set type.');
      const attr = 'a catalog attribute (ICatalogAttribute), e.g. the attribute type.addAttribute(...) returned, or CatalogAttribute.fromCatalogAttributeAttributes(this, \'Owner\', { catalogAttributeId })';
      expect(errorOf(() => new incident.CatalogAttribute(stack, 'B', { catalogType: 'Team' as any, name: 'B', backlink: 'x' as any, path: ['y' as any] }))).toBe('[test/B] 3 problems:\n'
        + '  - catalogType: expected a catalog type (ICatalogType). Received: "Team". Allowed: a catalog type (ICatalogType), e.g. a CatalogType, or CatalogType.fromTypeName(this, \'Team\', \'Custom["Team"]\'). '
        + 'Fix: create it with a catalog type (ICatalogType) factory, e.g. a CatalogType, or CatalogType.fromTypeName(this, \'Team\', \'Custom["Team"]\').\n'
        + `  - backlink: expected ${attr.replace(/, e\.g\..*$/, '')}. Received: "x". Allowed: ${attr}. Fix: create it with a catalog attribute (ICatalogAttribute) factory, e.g. ${attr.replace(/^.*?e\.g\. /, '')}.\n`
        + `  - path[0]: expected ${attr.replace(/, e\.g\..*$/, '')}. Received: "y". Allowed: ${attr}. Fix: create it with a catalog attribute (ICatalogAttribute) factory, e.g. ${attr.replace(/^.*?e\.g\. /, '')}.`);
    });

    test('fail: an attribute of a type defined in another stack (entries are keyed by the ids of its attributes)', () => {
      const app = new App();
      const a = new TerraformStack(app, 'a');
      const b = new TerraformStack(app, 'b');
      const s = new incident.CatalogType(a, 'Service', { typeName: 'Service', description: 'x', sourceRepoUrl: 'https://example.com' });
      expect(errorOf(() => new incident.CatalogAttribute(b, 'Tier', { catalogType: s, name: 'Tier', type: T.number() }))).toBe(
        '[b/Tier] catalogType: is defined in another stack: the entries of a type are keyed by the ids of its attributes, which must be in the same stack. '
        + "Received: the CatalogType 'a/Service'. Allowed: a catalog type of the stack b. Fix: create the attribute with catalogType.addAttribute(...), in the stack of the type.");
    });

    test('fail: a local id of another attribute of the type, made elsewhere in the stack', () => {
      const stack = catalogStack();
      const s = catalogType(stack, 'Service', { allowEmptyEntries: true });
      s.addAttribute('tier', { name: 'Tier', type: T.number() });
      expect(errorOf(() => new incident.CatalogAttribute(stack, 'tier', { catalogType: s, name: 'Tier 2', type: T.number() }))).toBe(
        '[test/tier] (id): is the local id of another attribute of this type (test/Service/tier). Received: "tier". Allowed: a local id of its own. Fix: give each attribute of a type its own local id.');
    });
  });

  test('fromCatalogAttributeAttributes: an ICatalogAttribute', () => {
    const stack = catalogStack();
    const a = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'A', { catalogAttributeId: '01GW2G3V0S59R238FAHPDS1R66' });
    expect(a.catalogAttributeId).toBe('01GW2G3V0S59R238FAHPDS1R66');
  });
});

describe('fromCatalogAttributeAttributes', () => {
  test('knows what it was given', () => {
    const stack = catalogStack();
    const type = incident.CatalogType.fromTypeName(stack, 'PagerDuty', 'PagerDutyService');
    const a = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Team', { catalogAttributeId: '01GW2G3V0S59R238FAHPDS1R66', catalogType: type });
    expect(a.catalogAttributeId).toBe('01GW2G3V0S59R238FAHPDS1R66');
    expect(a.catalogType).toBe(type);
    expect(a.node.children).toEqual([]);
    expect(a).not.toBeInstanceOf(incident.CatalogAttribute);
  });

  test('JavaScript: a name, array or schemaOnly of the wrong kind, in the props\' words', () => {
    const s = catalogType(catalogStack(), 'Service', { allowEmptyEntries: true });
    expect(errorOf(() => s.addAttribute('tier', { name: 5 as any, type: T.string(), array: 'yes' as any, schemaOnly: 1 as any }))).toBe([
      '[test/Service/tier] 3 problems:',
      "  - name: expected a string. Received: 5. Allowed: the name the attribute has in incident.io. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).",
      '  - array: expected true or false. Received: "yes". Allowed: a boolean. Fix: write array: true, or leave it out.',
      '  - schemaOnly: expected true or false. Received: 1. Allowed: a boolean. Fix: write schemaOnly: true, or leave it out.',
    ].join('\n'));
    expect(s.attributes).toEqual([]);
  });

  test('a message that describes one names its contract, not a private class', () => {
    const stack = catalogStack();
    const a = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Owner', { catalogAttributeId: '01GW2G3V0S59R238FAHPDS1R66' });
    expect(errorOf(() => new incident.CatalogAttribute(stack, 'Odd', { name: 'Odd', type: T.string(), catalogType: a as any }))).toContain(
      "catalogType: expected a catalog type (ICatalogType). Received: the ICatalogAttribute 'test/Owner'.");
  });

  test('messages name the private classes of the catalog room by their public class (issue 29): a CatalogAttributeType, the entries\' IncidentCatalogEntries', () => {
    const stack = catalogStack();
    const teams = catalogType(stack, 'Team', { allowEmptyEntries: true });
    expect(errorOf(() => new incident.CatalogAttribute(stack, 'A', { name: 'A', type: T.string(), catalogType: T.number() as any }))).toBe(
      '[test/A] catalogType: expected a catalog type (ICatalogType). Received: a CatalogAttributeType. '
      + "Allowed: a catalog type (ICatalogType), e.g. a CatalogType, or CatalogType.fromTypeName(this, 'Team', 'Custom[\"Team\"]'). "
      + "Fix: create it with a catalog type (ICatalogType) factory, e.g. a CatalogType, or CatalogType.fromTypeName(this, 'Team', 'Custom[\"Team\"]').");
    expect(errorOf(() => new incident.CatalogAttribute(stack, 'B', { name: 'B', type: T.string(), catalogType: teams.entriesResource as any }))).toContain(
      "catalogType: expected a catalog type (ICatalogType). Received: the IncidentCatalogEntries 'test/Team/Entries'.");
  });

  test('fail: reading what was not given names it; unknown keys', () => {
    const stack = catalogStack();
    const a = incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Team', {});
    expect(errorOf(() => a.catalogAttributeId)).toBe(
      '[test/Team] catalogAttributeId: is unknown: this construct was made with CatalogAttribute.fromCatalogAttributeAttributes, which was not given catalogAttributeId. '
      + 'Fix: pass catalogAttributeId in the attributes, or read it from the construct that defines the resource.');
    expect(errorOf(() => a.catalogType)).toBe(
      '[test/Team] catalogType: is unknown: this construct was made with CatalogAttribute.fromCatalogAttributeAttributes, which was not given catalogType. '
      + 'Fix: pass catalogType in the attributes, or read it from the construct that defines the resource.');
    expect(errorOf(() => incident.CatalogAttribute.fromCatalogAttributeAttributes(stack, 'Other', { attributeId: 'x' } as any))).toBe(
      "[test/Other] attributeId: unknown option; did you mean catalogAttributeId? Received: the key 'attributeId'. Allowed: the options of CatalogAttributeAttributes: catalogAttributeId, catalogType. Fix: write 'catalogAttributeId' instead of 'attributeId'.");
  });
});
