import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../findings';

type Config = incident.IncidentAlertAttributeConfig;
const base: Config = { name: 'Team', type: 'CatalogEntry["Team"]', array: false, required: true, emoji: 'busts_in_silhouette' };
const attr = (config: Partial<Config>) => (s: any) => new incident.IncidentAlertAttribute(s, 'a', { ...base, ...config });
const warningsOf = (config: Partial<Config>) => ruleWarnings(make(attr(config)).warnings);

describe('incident_alert_attribute type rules', () => {
  test('valid attributes have no findings (the provider docs\' forms: CatalogEntry["<Type>"], String)', () => {
    expect(make(attr({})).warnings).toEqual([]);
    expect(make(attr({ type: 'CatalogEntry["01HN28JT97KB6CQ643DZVMXXQK"]' })).warnings).toEqual([]);
    expect(make(attr({ name: 'Severity', type: 'String', emoji: 'warning' })).warnings).toEqual([]);
    expect(make(attr({ name: 'Alert priority', type: 'IncidentSeverity', emoji: undefined })).warnings).toEqual([]);
  });

  test('reserved-name: Priority is refused by the API (an error)', () => {
    expect(errorLines(fails(attr({ name: 'Priority', type: 'String' })))).toEqual([
      "[test/a] [rule:incident_alert_attribute/reserved-name] name: is reserved: every organization has a built-in Priority alert attribute, and the API refuses another one. Received: \"Priority\". Allowed: any other name. Fix: read the built-in attribute with the incident_alert_attribute data source (name 'Priority'), or pick another name such as 'Alert priority'.",
    ]);
    expect(make(attr({ name: 'Priority tier' })).warnings).toEqual([]);
  });

  test('emoji-without-colons (documented: a warning)', () => {
    expect(warningsOf({ emoji: ':fire:' })).toEqual([
      'test/a: [rule:incident_alert_attribute/emoji-without-colons] emoji: is written with colons; the emoji is given by its name alone. Received: ":fire:". Allowed: an emoji name without colons, e.g. \'fire\'. Fix: write \'fire\'.',
    ]);
    expect(warningsOf({ emoji: '::' })).toEqual([
      'test/a: [rule:incident_alert_attribute/emoji-without-colons] emoji: is written with colons; the emoji is given by its name alone. Received: "::". Allowed: an emoji name without colons, e.g. \'fire\'. Fix: remove the colons and keep the emoji name, e.g. \'fire\'.',
    ]);
  });

  test('catalog-entry-type (documented: a warning): the brackets in the form the API stores, CatalogEntry["<catalog type id>"]; an id keeps its id, a name gets the id', () => {
    const text = (received: string, fix: string) => `test/a: [rule:incident_alert_attribute/catalog-entry-type] type: refers to a catalog type but is not written CatalogEntry["<catalog type id>"]. Received: ${received}. `
      + `Allowed: CatalogEntry["<catalog type id>"], e.g. CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]. Fix: ${fix}`;
    const byId = 'put the id of the catalog type in double quotes, e.g. CatalogEntry["${incident_catalog_type.team.id}"] (the L2 writes it: AttributeType.catalogEntry(teams)).';
    expect(warningsOf({ type: 'CatalogEntry[Team]' })).toEqual([text('"CatalogEntry[Team]"', byId)]);
    expect(warningsOf({ type: "CatalogEntry['Team']" })).toEqual([text('"CatalogEntry[\'Team\']"', byId)]);
    expect(warningsOf({ type: 'CatalogEntry[]' })).toEqual([text('"CatalogEntry[]"', byId)]);
    expect(warningsOf({ type: "CatalogEntry['01HN28JT97KB6CQ643DZVMXXQK']" })).toEqual([
      text('"CatalogEntry[\'01HN28JT97KB6CQ643DZVMXXQK\']"', 'write CatalogEntry["01HN28JT97KB6CQ643DZVMXXQK"].'),
    ]);
  });

  test('engine-type-name: a lower-case type gets the engine\'s name (documented: a warning)', () => {
    const text = (received: string, fix: string) => `test/a: [rule:incident_alert_attribute/engine-type-name] type: is not an engine type name: engine type names start with a capital letter. Received: "${received}". Allowed: a PascalCase engine type such as 'String', 'Text', 'Bool', 'Number', or a catalog type. Fix: write '${fix}'.`;
    expect(warningsOf({ type: 'string' })).toEqual([text('string', 'String')]);
    expect(warningsOf({ type: 'boolean' })).toEqual([text('boolean', 'Bool')]);
    expect(warningsOf({ type: 'incident_severity' })).toEqual([text('incident_severity', 'IncidentSeverity')]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.IncidentAlertAttribute(s, 'a', { ...base, name: token(s, 'n'), type: token(s, 't'), emoji: token(s, 'e') })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(attr({ name: 'Priority' }), 'rule:incident_alert_attribute/reserved-name').warnings).toEqual([
      `test/a: [rule:incident_alert_attribute/reserved-name] name: is reserved: every organization has a built-in Priority alert attribute, and the API refuses another one. Received: "Priority". Allowed: any other name. Fix: read the built-in attribute with the incident_alert_attribute data source (name 'Priority'), or pick another name such as 'Alert priority'. Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
