import {
  bracketFix, bracketName, bracketTypeRule, engineTypeRule, lookupKeyRule, optionValueRule, provenance, wellFormed,
} from '../../../../src/rules/incident/shared/incident-rules';
import { findingsOf } from '../../type-rule-util';

test('provenance: an error where enforced, a warning where documented', () => {
  expect(provenance({ enforcedBy: 'internal/x.go: v' })).toEqual({ enforcedBy: 'internal/x.go: v' });
  expect(provenance({ documentedIn: 'docs/x.md' })).toEqual({ documentedIn: 'docs/x.md', level: 'warning' });
});

describe('bracketTypeRule and its helpers', () => {
  const rule = bracketTypeRule({
    type: 'incident_catalog_type_attribute',
    name: 'catalog-type-reference',
    field: 'type',
    prefix: 'CatalogEntry',
    summary: 'A catalog type is referred to as CatalogEntry["<Name>"].',
    provenance: { documentedIn: 'docs/x.md' },
    what: 'refers to a catalog type',
    example: 'Service',
  });
  test('wellFormed, bracketName, bracketFix', () => {
    expect([wellFormed('Custom', 'Custom["Tier"]'), wellFormed('Custom', "Custom['Tier']"), wellFormed('Custom', 'Custom[""]')]).toEqual([true, false, false]);
    expect([bracketName('Custom', "Custom['Tier']"), bracketName('Custom', 'Custom')]).toEqual(['Tier', '']);
    expect([bracketFix('Custom', 'Custom(Tier)', 'Service'), bracketFix('Custom', 'Custom', 'Service')]).toEqual([
      'write Custom["Tier"].', 'put the name in double quotes inside square brackets, e.g. Custom["Service"].',
    ]);
  });
  test('pass: the double-quoted form; a name with another prefix; a token', () => {
    expect([rule.id, rule.level]).toEqual(['rule:incident_catalog_type_attribute/catalog-type-reference', 'warning']);
    expect([...findingsOf(rule, { type: 'CatalogEntry["Service"]' }), ...findingsOf(rule, { type: 'CatalogEntryX' }), ...findingsOf(rule, { type: '${var.t}' })]).toEqual([]);
  });
  test('fail: single quotes', () => {
    expect(findingsOf(rule, { type: "CatalogEntry['Service']" })).toEqual([
      'type: refers to a catalog type but is not written CatalogEntry["<Name>"]. Received: "CatalogEntry[\'Service\']". '
      + 'Allowed: CatalogEntry["<Name>"], e.g. CatalogEntry["Service"]. Fix: write CatalogEntry["Service"].',
    ]);
  });
});

test('bracketTypeRule with a placeholder and a fix of its own: the fix gets what is inside the brackets, and falls back to bracketFix', () => {
  const seen: string[] = [];
  const rule = bracketTypeRule({
    type: 'incident_alert_attribute',
    name: 'catalog-entry-type',
    field: 'type',
    prefix: 'CatalogEntry',
    summary: 'By id.',
    provenance: { documentedIn: 'docs/x.md' },
    what: 'refers to a catalog type',
    example: '01GW2G3V0S59R238FAHPDS1R67',
    placeholder: '<catalog type id>',
    fix: (inside, value) => {
      seen.push(`${inside}|${value}`);
      return inside === 'Team' ? 'use the id.' : undefined;
    },
  });
  expect([...findingsOf(rule, { type: 'CatalogEntry[Team]' }), ...findingsOf(rule, { type: "CatalogEntry('01X')" })]).toEqual([
    'type: refers to a catalog type but is not written CatalogEntry["<catalog type id>"]. Received: "CatalogEntry[Team]". '
    + 'Allowed: CatalogEntry["<catalog type id>"], e.g. CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]. Fix: use the id.',
    'type: refers to a catalog type but is not written CatalogEntry["<catalog type id>"]. Received: "CatalogEntry(\'01X\')". '
    + 'Allowed: CatalogEntry["<catalog type id>"], e.g. CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]. Fix: write CatalogEntry["01X"].',
  ]);
  expect(seen).toEqual(['Team|CatalogEntry[Team]', "01X|CatalogEntry('01X')"]);
});

describe('engineTypeRule', () => {
  const rule = engineTypeRule({ type: 'incident_catalog_type_attribute', field: 'type', provenance: { enforcedBy: 'internal/x.go: v' }, summary: 'Engine type names are PascalCase.' });
  test('pass: PascalCase; brackets are left to bracketTypeRule', () => {
    expect(rule.id).toBe('rule:incident_catalog_type_attribute/engine-type-name');
    expect([...findingsOf(rule, { type: 'String' }), ...findingsOf(rule, { type: 'catalog["x"]' })]).toEqual([]);
  });
  test('fail: lower case, with the engine spelling (a scalar, an alias, or PascalCase)', () => {
    const message = (v: string, right: string) => `type: is not an engine type name: engine type names start with a capital letter. Received: "${v}". `
      + `Allowed: a PascalCase engine type such as 'String', 'Text', 'Bool', 'Number', or a catalog type. Fix: write '${right}'.`;
    expect(findingsOf(rule, { type: 'boolean' })).toEqual([message('boolean', 'Bool')]);
    expect(findingsOf(rule, { type: 'incident_severity' })).toEqual([message('incident_severity', 'IncidentSeverity')]);
  });
});

describe('optionValueRule', () => {
  const rule = optionValueRule('rule:incident_custom_field_option/option-value-whitespace', 'docs/x.md');
  test('pass: plain text', () => {
    expect(rule.level).toBe('warning');
    expect(findingsOf(rule, { value: 'Payments' })).toEqual([]);
  });
  test('fail: whitespace around it, a newline in it', () => {
    expect(findingsOf(rule, { value: ' Pay\nments ' })).toEqual([
      'value: starts or ends with whitespace and contains a tab or a newline. Received: " Pay\\nments ". Allowed: text without leading or trailing whitespace, tabs or newlines. '
      + 'Fix: write "Pay ments".',
    ]);
  });
});

describe('lookupKeyRule', () => {
  const rule = lookupKeyRule({
    id: 'rule:data.incident_user/lookup-key',
    what: 'user',
    keys: ['email', 'slack_user_id', 'id'],
    examples: ["'a@example.com'", "'U123'", "'01H'"],
    summary: 'A user lookup needs exactly one key.',
    enforcedBy: 'internal/x.go: v',
    exclusive: true,
  });
  test('pass: one key, a token as a key, two keys one of which Terraform only knows', () => {
    expect([...findingsOf(rule, { email: 'a@example.com' }), ...findingsOf(rule, { id: '${var.id}' }), ...findingsOf(rule, { email: 'a@example.com', id: '${var.id}' })]).toEqual([]);
  });
  test('fail: no key; two known keys', () => {
    expect(findingsOf(rule, {})).toEqual([
      'email: is unset, and so are slackUserId and id; the lookup needs one to find the user. Received: none of email, slackUserId, id set. Allowed: exactly one of email, slackUserId or id. '
      + "Fix: set email (e.g. 'a@example.com') or slackUserId (e.g. 'U123') or id (e.g. '01H').",
    ]);
    expect(findingsOf(rule, { email: 'a@example.com', slack_user_id: 'U123' })).toEqual([
      'slackUserId: is set together with email; the lookup takes one of them. Received: email and slackUserId set. Allowed: exactly one of email, slackUserId or id. '
      + 'Fix: remove slackUserId (or email).',
    ]);
  });
});
