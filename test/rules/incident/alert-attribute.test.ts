import { ACK_REASON, fails, make, token } from './helpers';
import { incident } from '../../../src';
import { errorLines } from '../findings';

type Config = incident.IncidentAlertAttributeConfig;
const base: Config = { name: 'Team', type: 'CatalogEntry[\'Team\']', array: false, required: true, emoji: 'busts_in_silhouette' };
const attr = (config: Partial<Config>) => (s: any) => new incident.IncidentAlertAttribute(s, 'a', { ...base, ...config });

describe('incident_alert_attribute type rules', () => {
  test('a valid attribute has no findings (both quote styles, scalar types)', () => {
    expect(make(attr({})).warnings).toEqual([]);
    expect(make(attr({ type: 'CatalogEntry["01HN28JT97KB6CQ643DZVMXXQK"]' })).warnings).toEqual([]);
    expect(make(attr({ type: 'String', emoji: undefined })).warnings).toEqual([]);
  });

  test('emoji-without-colons', () => {
    expect(errorLines(fails(attr({ emoji: ':fire:' })))).toEqual([
      '[test/a] [rule:incident_alert_attribute/emoji-without-colons] emoji: is written with colons; the emoji is given by its name alone. Received: ":fire:". Allowed: an emoji name without colons, e.g. \'fire\'. Fix: write \'fire\'.',
    ]);
    expect(errorLines(fails(attr({ emoji: '::' })))).toEqual([
      '[test/a] [rule:incident_alert_attribute/emoji-without-colons] emoji: is written with colons; the emoji is given by its name alone. Received: "::". Allowed: an emoji name without colons, e.g. \'fire\'. Fix: remove the colons and keep the emoji name, e.g. \'fire\'.',
    ]);
  });

  test('catalog-entry-type', () => {
    expect(errorLines(fails(attr({ type: 'CatalogEntry[Team]' })))).toEqual([
      '[test/a] [rule:incident_alert_attribute/catalog-entry-type] type: refers to a catalog type but is not written CatalogEntry[\'<Name>\']. Received: "CatalogEntry[Team]". Allowed: CatalogEntry[\'<Name>\'] or CatalogEntry["<Name>"], e.g. CatalogEntry[\'Service\']. Fix: write CatalogEntry[\'Team\'].',
    ]);
    expect(errorLines(fails(attr({ type: 'CatalogEntry["Team"' })))).toEqual([
      '[test/a] [rule:incident_alert_attribute/catalog-entry-type] type: refers to a catalog type but is not written CatalogEntry[\'<Name>\']. Received: "CatalogEntry[\\"Team\\"". Allowed: CatalogEntry[\'<Name>\'] or CatalogEntry["<Name>"], e.g. CatalogEntry[\'Service\']. Fix: write CatalogEntry["Team"].',
    ]);
    expect(errorLines(fails(attr({ type: 'CatalogEntry' })))).toEqual([
      '[test/a] [rule:incident_alert_attribute/catalog-entry-type] type: refers to a catalog type but is not written CatalogEntry[\'<Name>\']. Received: "CatalogEntry". Allowed: CatalogEntry[\'<Name>\'] or CatalogEntry["<Name>"], e.g. CatalogEntry[\'Service\']. Fix: put the name in quotes inside square brackets, e.g. CatalogEntry[\'Service\'].',
    ]);
    expect(errorLines(fails(attr({ type: 'CatalogEntry[\'Team"]' })))).toEqual([
      '[test/a] [rule:incident_alert_attribute/catalog-entry-type] type: refers to a catalog type but is not written CatalogEntry[\'<Name>\']. Received: "CatalogEntry[\'Team\\"]". Allowed: CatalogEntry[\'<Name>\'] or CatalogEntry["<Name>"], e.g. CatalogEntry[\'Service\']. Fix: write CatalogEntry["Team"].',
    ]);
  });

  test('tokens are not judged', () => {
    expect(make((s) => new incident.IncidentAlertAttribute(s, 'a', { ...base, type: token(s, 't'), emoji: token(s, 'e') })).warnings).toEqual([]);
  });

  test('an acknowledged rule warns instead, with the reason', () => {
    expect(make(attr({ emoji: ':fire:' }), 'rule:incident_alert_attribute/emoji-without-colons').warnings).toEqual([
      `test/a: [rule:incident_alert_attribute/emoji-without-colons] emoji: is written with colons; the emoji is given by its name alone. Received: ":fire:". Allowed: an emoji name without colons, e.g. 'fire'. Fix: write 'fire'. Acknowledged: ${ACK_REASON}`,
    ]);
  });
});
