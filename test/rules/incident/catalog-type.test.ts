import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

type Config = incident.IncidentCatalogTypeConfig;
const base: Config = { name: 'Service', description: 'Services we run', sourceRepoUrl: 'https://github.com/acme/catalog', typeName: 'Custom["Service"]', categories: ['service'] };
const type = (config: Partial<Config>) => (s: any) => new incident.IncidentCatalogType(s, 'c', { ...base, ...config });
const FORM = (received: string, fix: string, bare = false) => `test/c: [rule:incident_catalog_type/custom-type-name] typeName: ${bare
  ? 'is a bare name; a catalog type created here is a custom type, whose type name is Custom["<Name>"] (bare names belong to types synced from integrations).'
  : 'names a custom (not synced) catalog type but is not written Custom["<Name>"].'} Received: ${received}. Allowed: Custom["<Name>"], e.g. Custom["Service"]. Fix: ${fix}`;

describe('incident_catalog_type type rules', () => {
  test('the form the provider docs and acceptance tests use has no findings; an unset type name is not judged', () => {
    expect(make(type({})).warnings).toEqual([]);
    expect(make(type({ name: 'Service tier', typeName: 'Custom["ServiceTier"]' })).warnings).toEqual([]);
    expect(make(type({ typeName: undefined })).warnings).toEqual([]);
  });

  test('custom-type-name: a bare name, single quotes, missing quotes (documented: a warning)', () => {
    expect(ruleWarnings(make(type({ typeName: 'Service' })).warnings)).toEqual([FORM('"Service"', 'write Custom["Service"].', true)]);
    expect(ruleWarnings(make(type({ typeName: "Custom['Service']" })).warnings)).toEqual([FORM('"Custom[\'Service\']"', 'write Custom["Service"].')]);
    expect(ruleWarnings(make(type({ typeName: 'Custom[Service]' })).warnings)).toEqual([FORM('"Custom[Service]"', 'write Custom["Service"].')]);
    expect(ruleWarnings(make(type({ typeName: 'Custom[]' })).warnings)).toEqual([FORM('"Custom[]"', 'put the name in double quotes inside square brackets, e.g. Custom["Service"].')]);
  });

  test('type-name-characters: digits or hyphens in the name fail (the API does not accept them)', () => {
    expect(errorLines(fails(type({ typeName: 'Custom["Service-Tier2"]' })))).toEqual([
      '[test/c] [rule:incident_catalog_type/type-name-characters] typeName: has digits or hyphens in the type name, which the API does not accept. Received: "Custom[\\"Service-Tier2\\"]". Allowed: Custom["<Name>"] with letters only in the name, e.g. Custom["ServiceTier"]. Fix: write Custom["ServiceTier"] (the display name, name, can keep the digits).',
    ]);
  });

  test('categories are left to the generated value check (a documented-list warning)', () => {
    expect(make(type({ categories: ['services'] })).warnings).toEqual([
      "test/c: [terrain:unlisted-value] [value:incident_catalog_type.categories] categories[0]: is not in the list of values the provider documents (value:incident_catalog_type.categories); the remote API may refuse it at apply. Received: \"services\". Allowed: 'customer', 'issue-tracker', 'product-feature', 'service', 'on-call', 'team' or 'user'. Fix: write 'service' instead of 'services' (did you mean it?). If a newer provider release allows it, acknowledge value:incident_catalog_type.categories with the reason.",
    ]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.IncidentCatalogType(s, 'c', { ...base, typeName: token(s) })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(type({ typeName: 'Custom["Tier1"]' }), 'rule:incident_catalog_type/type-name-characters').warnings).toEqual([
      `test/c: [rule:incident_catalog_type/type-name-characters] typeName: has digits or hyphens in the type name, which the API does not accept. Received: "Custom[\\"Tier1\\"]". Allowed: Custom["<Name>"] with letters only in the name, e.g. Custom["ServiceTier"]. Fix: write Custom["Tier"] (the display name, name, can keep the digits). Acknowledged: ${ACK_REASON}`,
    ]);
  });
});

describe('engine-type-by-id: an alert attribute names a catalog type created here by its id (documented: a warning on the alert attribute, compared across the stack)', () => {
  const attribute = (s: any, engineType: string, id = 'attr') => new incident.IncidentAlertAttribute(s, id, { name: 'Team', type: engineType, array: false });
  const WARNING = (received: string) => 'test/attr: [rule:incident_catalog_type/engine-type-by-id] type: names the catalog type test/c (Custom["Service"]), created in this stack, by its name; '
    + 'the API names the entries of a custom catalog type by the type\'s id in the type of an alert attribute. '
    + `Received: ${received}. Allowed: CatalogEntry["<catalog type id>"], e.g. CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]. `
    + 'Fix: write CatalogEntry["${incident_catalog_type.c.id}"] (type: `CatalogEntry["${team.id}"]` in code, where team is the IncidentCatalogType), or use the L2: AttributeType.catalogEntry(teams).';

  test('fail: CatalogEntry["Service"] (the name inside Custom["..."]) and CatalogEntry["Services we run"]-style display names warn', () => {
    expect(ruleWarnings(make((s) => {
      type({})(s);
      attribute(s, 'CatalogEntry["Service"]');
    }).warnings)).toEqual([WARNING('"CatalogEntry[\\"Service\\"]"')]);
    expect(ruleWarnings(make((s) => {
      type({ name: 'Service catalog' })(s);
      attribute(s, 'CatalogEntry["Service catalog"]');
    }).warnings)).toEqual([WARNING('"CatalogEntry[\\"Service catalog\\"]"')]);
  });

  test('pass: the type by id (a reference or a literal id), a synced type\'s name, a name no type of the stack has; an acknowledgement carries the reason', () => {
    expect(make((s) => {
      const t = new incident.IncidentCatalogType(s, 'c', base);
      attribute(s, `CatalogEntry["${t.id}"]`, 'a1');
      attribute(s, 'CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]', 'a2');
      attribute(s, 'CatalogEntry["PagerDutyService"]', 'a3');
      attribute(s, 'CatalogEntry["Team"]', 'a4');
    }).warnings).toEqual([]);
    expect(ruleWarnings(make((s) => {
      type({})(s);
      attribute(s, 'CatalogEntry["Service"]');
    }, 'rule:incident_catalog_type/engine-type-by-id').warnings)).toEqual([
      `${WARNING('"CatalogEntry[\\"Service\\"]"')} Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
