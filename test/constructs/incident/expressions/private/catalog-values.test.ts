/**
 * Catalog-typed values take catalog entries (issue 25): conditions on an alert attribute of
 * catalog entries, bindings of one, fallbacks of an expression that returns them.
 *
 * What the API resolves, and so what these tests hold the L2 to (incident-io/terraform-provider-
 * incident v6.3.0):
 * - the engine's bindings (route conditions, alert source attributes, expression fallbacks) take
 *   "the literal value of the step parameter" (internal/client/client.gen.go:
 *   EngineParamBindingValueV2), which for a catalog-typed parameter is the entry's id: the
 *   provider's acceptance test binds the built-in Priority to
 *   `data.incident_catalog_entries.priorities.catalog_entries[0].id`
 *   (internal/provider/incident_alert_source_resource_test.go: testAccAlertSourceResourceConfigIssue342),
 *   and its docs take ids from the catalog entry data source (docs/resources/alert_route.md);
 * - only a catalog entry's own attribute values also resolve an external id or an alias
 *   (CatalogEntryEngineParamBindingValueV3: "can be the ID, external ID, or one of the aliases of
 *   that catalog entry"), which the engine's bindings are not.
 * So an entry, an entry id pasted from the dashboard and a token pass; the external id, an alias
 * or the name of an entry the app defines is refused naming the entry; any other string is refused.
 */
import { TerraformStack, TerraformVariable } from 'cdktn';
import { describeCatalogType, describeEntry, isCatalogEntry, sameCatalogType } from '../../../../../src/constructs/incident/expressions/private/catalog-values';
import { incident } from '../../../../../src/index';
import { errorOf, FakeCatalogType, incidentStack, routeBody, synthError, synthStack } from '../../alerts/alerts-util';

const {
  AlertAttribute, AlertRoute, AlertSource, AttributeType, Binding, CatalogEntry, CatalogType, Condition, EngineRef, Expression, RichText,
} = incident;

const REPO = 'https://github.com/acme/catalog';
const PASTED_ID = '01HTEAMENTRY00000000000001';

/** A stack with the Team type (entries payments, alias pay, and risk), the alert attribute Team of its entries, and an HTTP source. */
function setup(s: TerraformStack = incidentStack()) {
  const teams = new CatalogType(s, 'Team', { typeName: 'Team', description: 'Teams', sourceRepoUrl: REPO });
  teams.addEntry('payments', { name: 'Payments', aliases: ['pay'] });
  teams.addEntry('risk', { name: 'Risk & Fraud' });
  const team = new AlertAttribute(s, 'AlertTeam', { name: 'Team', type: AttributeType.catalogEntry(teams) });
  const source = AlertSource.http(s, 'Source', { name: 'Payments', title: RichText.template('{{ payload.title }}') });
  return { s, teams, team, source };
}

const ALLOWED_TEAM = "Allowed: an entry of Custom[\"Team\"] (type.entryRef('<external id>'), CatalogEntry.lookup(type, '<name>')), an entry id, or a token.";

describe('a condition on an alert attribute of catalog entries', () => {
  test("Condition.is(team, 'payments') (the external id of an entry the app defines) is refused, naming the entry and the override that sends it as it is", () => {
    const { s, team, source } = setup();
    expect(errorOf(() => new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source, when: Condition.is(EngineRef.alertAttribute(team), 'payments') }] }))).toBe(
      '[test/Route] sources[0].when.value: is "payments", the external id of an entry of Custom["Team"] defined in this app, but the alert attribute test/AlertTeam takes entry ids, '
      + 'which incident.io gives each entry: the literal names no entry. Received: "payments". ' + ALLOWED_TEAM + ' '
      + "Fix: pass the entry: type.entryRef('payments'), type being the CatalogType 'test/Team'; or, to send 'payments' as it is, pass an accepted value here and override the L1: "
      + "route.resource.addOverride('alert_sources.0.condition_groups.0.conditions.0.param_bindings.0.array_value.0.literal', 'payments').");
  });

  test("display names and an alias (['Payments', 'Risk & Fraud', 'pay']) and a string that names nothing are refused, each with its fix", () => {
    const { s, team, source } = setup();
    const message = errorOf(() => new AlertRoute(s, 'Route', {
      name: 'Payments', sources: [{ source }], when: Condition.oneOf(EngineRef.alertAttribute(team), ['Payments', 'Risk & Fraud', 'pay', 'billing']),
    }));
    const override = (i: number, v: string) => `route.resource.addOverride('condition_groups.0.conditions.0.param_bindings.0.array_value.${i}.literal', '${v}').`;
    expect(message.split('\n')).toEqual([
      '[test/Route] 4 problems:',
      '  - when.values[0]: is "Payments", the name of an entry of Custom["Team"] defined in this app, but the alert attribute test/AlertTeam takes entry ids, which incident.io gives each entry: '
      + 'the literal names no entry. Received: "Payments". ' + ALLOWED_TEAM + " Fix: pass the entry: CatalogEntry.lookup(type, 'Payments') reads it by its name, or type.entryRef('<its external id>'), "
      + "type being the CatalogType 'test/Team'; or, to send 'Payments' as it is, pass an accepted value here and override the L1: " + override(0, 'Payments'),
      '  - when.values[1]: is "Risk & Fraud", the name of an entry of Custom["Team"] defined in this app, but the alert attribute test/AlertTeam takes entry ids, which incident.io gives each entry: '
      + 'the literal names no entry. Received: "Risk & Fraud". ' + ALLOWED_TEAM + " Fix: pass the entry: CatalogEntry.lookup(type, 'Risk & Fraud') reads it by its name, or type.entryRef('<its external id>'), "
      + "type being the CatalogType 'test/Team'; or, to send 'Risk & Fraud' as it is, pass an accepted value here and override the L1: " + override(1, 'Risk & Fraud'),
      '  - when.values[2]: is "pay", an alias of an entry of Custom["Team"] defined in this app, but the alert attribute test/AlertTeam takes entry ids, which incident.io gives each entry: '
      + 'the literal names no entry. Received: "pay". ' + ALLOWED_TEAM + " Fix: pass the entry: CatalogEntry.lookup(type, 'pay') reads it by its alias, or type.entryRef('<its external id>'), "
      + "type being the CatalogType 'test/Team'; or, to send 'pay' as it is, pass an accepted value here and override the L1: " + override(2, 'pay'),
      '  - when.values[3]: is "billing", which is no entry id: the alert attribute test/AlertTeam takes entry ids, which incident.io gives each entry, and no entry of Custom["Team"] defined here so far is "billing". '
      + 'Received: "billing". ' + ALLOWED_TEAM + " Fix: pass an entry: type.entryRef('<external id>') (e.g. 'payments', 'risk'), type being the CatalogType 'test/Team', after adding the entry to the type if it is missing; "
      + "or, to send 'billing' as it is, pass an accepted value here and override the L1: " + override(3, 'billing'),
    ]);
  });

  test('entries pass, rendered as their ids: an entry of the type (entryRef), one looked up, an entry id pasted from the dashboard, a token', () => {
    const { s, teams, team, source } = setup();
    const fromVariable = new TerraformVariable(s, 'team_id', { type: 'string' }).stringValue;
    new AlertRoute(s, 'Route', {
      name: 'Payments',
      sources: [{ source }],
      when: Condition.oneOf(EngineRef.alertAttribute(team), [teams.entryRef('payments'), CatalogEntry.lookup(teams, 'Risk & Fraud'), PASTED_ID, fromVariable]),
    });
    const { doc, warnings } = synthStack(s);
    expect(warnings).toEqual([]);
    const [lookup] = Object.keys(doc.data.incident_catalog_entry);
    expect(routeBody(doc).condition_groups[0].conditions[0].param_bindings[0].array_value).toEqual([
      { literal: expect.stringMatching(/^\$\{incident_catalog_entries\.Team_Entries_[0-9A-F]+\.entries\["payments"\]\.id\}$/) },
      { literal: `\${data.incident_catalog_entry.${lookup}.id}` },
      { literal: PASTED_ID },
      { literal: '${var.team_id}' },
    ]);
  });

  test('the override a refusal names sends the string as it is, at the path of the value it names', () => {
    const { s, teams, team, source } = setup();
    const route = new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source, when: Condition.is(EngineRef.alertAttribute(team), teams.entryRef('payments')) }] });
    route.resource.addOverride('alert_sources.0.condition_groups.0.conditions.0.param_bindings.0.array_value.0.literal', 'payments');
    expect(routeBody(synthStack(s).doc).alert_sources[0].condition_groups[0].conditions[0].param_bindings).toEqual([{ array_value: [{ literal: 'payments' }] }]);
  });

  test('an entry of another catalog type, and an entry where the attribute takes String, are refused', () => {
    const { s, teams, team, source } = setup();
    const services = new CatalogType(s, 'Service', { typeName: 'Service', description: 'Services', sourceRepoUrl: REPO });
    services.addEntry('checkout', { name: 'Checkout' });
    const label = new AlertAttribute(s, 'Label', { name: 'Label', type: AttributeType.string() });
    expect(errorOf(() => new AlertRoute(s, 'Route', {
      name: 'Payments', sources: [{ source }], when: Condition.allOf(Condition.is(EngineRef.alertAttribute(team), services.entryRef('checkout')), Condition.is(EngineRef.alertAttribute(label), teams.entryRef('payments'))),
    })).split('\n')).toEqual([
      '[test/Route] 2 problems:',
      '  - when.allOf[0].value: is the entry "checkout" of Custom["Service"], but the alert attribute test/AlertTeam takes entries of Custom["Team"]. Received: the entry "checkout" of Custom["Service"]. '
      + 'Allowed: an entry of Custom["Team"]. Fix: pass an entry of Custom["Team"]; or, if the alert attribute test/AlertTeam holds entries of Custom["Service"], '
      + "declare it with type: AttributeType.catalogEntry(<the CatalogType 'test/Service'>).",
      '  - when.allOf[1].value: is the entry "payments" of Custom["Team"], but the alert attribute test/Label takes String. Received: the entry "payments" of Custom["Team"]. Allowed: a value of type String. '
      + "Fix: pass the value as a string; or, if the alert attribute test/Label holds entries of Custom[\"Team\"], declare it with type: AttributeType.catalogEntry(<the CatalogType 'test/Team'>).",
    ]);
  });

  test("a type looked up: a string that is no id is refused with the lookup to write; for the built-in Priority, priority.entry('P1')", () => {
    const s = incidentStack();
    const looked = new AlertAttribute(s, 'Looked', { name: 'Looked', type: AttributeType.catalogEntry(new FakeCatalogType(s, 'Teams')) });
    const priority = AlertAttribute.priority(s, 'Priority');
    const source = AlertSource.http(s, 'Source', { name: 'Payments', title: RichText.template('{{ payload.title }}') });
    expect(errorOf(() => new AlertRoute(s, 'Route', {
      name: 'Payments', sources: [{ source, when: Condition.allOf(Condition.is(EngineRef.alertAttribute(looked), 'payments'), Condition.is(EngineRef.alertAttribute(priority), 'P1')) }],
    })).split('\n')).toEqual([
      '[test/Route] 2 problems:',
      '  - sources[0].when.allOf[0].value: is "payments", which is no entry id: the alert attribute test/Looked takes entry ids, which incident.io gives each entry. Received: "payments". '
      + 'Allowed: an entry of Custom["Team"] (type.entryRef(\'<external id>\'), CatalogEntry.lookup(type, \'<name>\')), an entry id, or a token. '
      + "Fix: look the entry up: CatalogEntry.lookup(type, 'payments'), type being the FakeCatalogType 'test/Teams'; or, to send 'payments' as it is, pass an accepted value here and override the L1: "
      + "route.resource.addOverride('alert_sources.0.condition_groups.0.conditions.0.param_bindings.0.array_value.0.literal', 'payments').",
      '  - sources[0].when.allOf[1].value: is "P1", which is no entry id: the alert attribute test/Priority takes entry ids, which incident.io gives each entry. Received: "P1". '
      + 'Allowed: an entry of AlertPriority (type.entryRef(\'<external id>\'), CatalogEntry.lookup(type, \'<name>\')), an entry id, or a token. '
      + "Fix: look the priority up by its name: priority.entry('P1'), priority being AlertAttribute.priority(this, 'Priority'); or, to send 'P1' as it is, pass an accepted value here and override the L1: "
      + "route.resource.addOverride('alert_sources.0.condition_groups.0.conditions.1.param_bindings.0.array_value.0.literal', 'P1').",
    ]);
  });

  test('an entry the type does not define (entryRef of an external id no entry has) fails synth: Terraform would find no entries["..."] at plan', () => {
    const { s, teams, team, source } = setup();
    new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source, when: Condition.is(EngineRef.alertAttribute(team), teams.entryRef('paymnets')) }] });
    expect(synthError(s)).toBe('Validation failed with the following errors:\n  [test/Route] sources[0].when.value: names the entry "paymnets" of Custom["Team"], which the type does not define: '
      + 'its entries are all defined in this app, so Terraform finds no entries["paymnets"] and fails at plan. Received: entryRef("paymnets"). Allowed: the external id of an entry of Custom["Team"], '
      + 'e.g. "payments", "risk". Fix: add the entry to the type (type.addEntry(\'paymnets\', { name: ... })), or pass the external id of one it defines.');
    // An entry added after the route is one the type defines.
    teams.addEntry('paymnets', { name: 'Typo' });
    expect(synthStack(s).warnings).toEqual([]);
  });

  test('an entry of a type whose entries are not managed here has no id: refused, with the lookup to write', () => {
    const s = incidentStack();
    const teams = new CatalogType(s, 'Team', { typeName: 'Team', description: 'Teams', sourceRepoUrl: REPO, manageEntries: false });
    const team = new AlertAttribute(s, 'AlertTeam', { name: 'Team', type: AttributeType.catalogEntry(teams) });
    const source = AlertSource.http(s, 'Source', { name: 'Payments', title: RichText.template('{{ payload.title }}') });
    expect(errorOf(() => new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source, when: Condition.is(EngineRef.alertAttribute(team), teams.entryRef('payments')) }] }))).toBe(
      '[test/Route] sources[0].when.value: names the entry "payments" of Custom["Team"], whose id no resource here knows: is unknown: the entries of this type are not managed here '
      + '(manageEntries: false), so no resource knows their ids. Received: the entry "payments" of Custom["Team"]. '
      + 'Allowed: an entry whose id is known: of a type whose entries are managed here, or looked up. '
      + "Fix: look the entry up instead: CatalogEntry.lookup(type, 'payments'), type being the CatalogType 'test/Team'.");
  });
});

describe('bindings and fallbacks of catalog-typed values', () => {
  test("source.bind(team, Binding.literal('payments')) and an expression's .fallback(Binding.literal('payments')) are refused; the entry passes", () => {
    const { s, teams, team, source } = setup();
    expect(errorOf(() => source.bind(team, Binding.literal('payments')))).toBe(
      '[test/Source] bind(binding): is "payments", the external id of an entry of Custom["Team"] defined in this app, but the alert attribute test/AlertTeam takes entry ids, '
      + 'which incident.io gives each entry: the literal names no entry. Received: "payments". ' + ALLOWED_TEAM + ' '
      + "Fix: pass the entry: type.entryRef('payments'), type being the CatalogType 'test/Team'; or, to send 'payments' as it is, pass an accepted value here and override the L1: "
      + "source.resource.addOverride('template.attributes.0.binding.value.literal', 'payments').");
    const parse = () => Expression.parse('team', { source: '$.labels.team', returns: AttributeType.catalogEntry(teams) });
    expect(errorOf(() => source.bind(team, Binding.expression(parse().fallback(Binding.literal('payments')))))).toBe(
      '[test/Source] bind(binding).expression("team").fallback: is "payments", the external id of an entry of Custom["Team"] defined in this app, but its expression returns entry ids, '
      + 'which incident.io gives each entry: the literal names no entry. Received: "payments". ' + ALLOWED_TEAM + ' '
      + "Fix: pass the entry: type.entryRef('payments'), type being the CatalogType 'test/Team'; or, to send 'payments' as it is, pass an accepted value here and override the L1: "
      + "source.resource.addOverride('template.expressions.0.else_branch.result.value.literal', 'payments').");
    source.bind(team, Binding.expression(parse().fallback(Binding.literal(teams.entryRef('payments')))));
    const t = synthStack(s).doc.resource.incident_alert_source.Source.template;
    expect(t.expressions[0].else_branch).toEqual({ result: { value: { literal: expect.stringMatching(/\.entries\["payments"\]\.id\}$/) } } });
  });

  test('a branch result and Binding.literals of entries are judged the same; an id and entries pass', () => {
    const { s, teams } = setup();
    const priority = AlertAttribute.priority(s, 'Priority');
    const tags = new AlertAttribute(s, 'Teams', { name: 'Teams', type: AttributeType.catalogEntry(teams), array: true });
    const source = AlertSource.http(s, 'Other', { name: 'Other', title: RichText.template('{{ payload.title }}') });
    const owner = (result: incident.Binding) => Expression.branches('owner', {
      returns: AttributeType.catalogEntry(teams), branches: [{ when: Condition.is(EngineRef.alertAttribute(priority), priority.entry('P1')), result }],
    });
    expect(errorOf(() => source.bind(tags, Binding.expression(owner(Binding.literal('risk')))))).toMatch(
      /^\[test\/Other\] bind\(binding\)\.expression\("owner"\)\.options\.branches\[0\]\.result: is "risk", the external id of an entry of Custom\["Team"\] defined in this app, .* override the L1: source\.resource\.addOverride\('template\.expressions\.0\.operations\.0\.branches\.branches\.0\.result\.value\.literal', 'risk'\)\.$/);
    expect(errorOf(() => source.bind(tags, Binding.literals([teams.entryRef('risk'), 'pay'])))).toMatch(/^\[test\/Other\] bind\(binding\)\[1\]: is "pay", an alias of an entry of Custom\["Team"\] defined in this app/);
    source.bind(tags, Binding.literals([teams.entryRef('risk'), PASTED_ID]));
    expect(synthStack(s).doc.resource.incident_alert_source.Other.template.attributes[0].binding.array_value).toEqual([
      { literal: expect.stringMatching(/\.entries\["risk"\]\.id\}$/) }, { literal: PASTED_ID },
    ]);
  });

  test('JavaScript input: an entry given where a scalar literal is taken is described by what it is, never by a private class', () => {
    const { s, teams } = setup();
    const source = AlertSource.http(s, 'Other', { name: 'Other', title: RichText.template('{{ payload.title }}') });
    const n = new AlertAttribute(s, 'N', { name: 'N', type: AttributeType.number() });
    expect(errorOf(() => source.bind(n, Binding.literal(teams.entryRef('risk'))))).toBe(
      '[test/Other] bind(binding): is the entry "risk" of Custom["Team"], but the alert attribute test/N takes Number. Received: the entry "risk" of Custom["Team"]. Allowed: a value of type Number. '
      + "Fix: pass the value as a string; or, if the alert attribute test/N holds entries of Custom[\"Team\"], declare it with type: AttributeType.catalogEntry(<the CatalogType 'test/Team'>).");
    expect(errorOf(() => source.bind(n, Binding.literal(AttributeType.string() as any)))).toBe(
      "[test/Other] bind(binding): expected a literal value: a string, or a catalog entry. Received: an AttributeType. Allowed: a string, e.g. '01HXYZ...' (an id), 'true' or '3', "
      + "or a catalog entry, e.g. teams.entryRef('payments'). Fix: pass the value as a string, or the catalog entry (type.entryRef('payments'), CatalogEntry.lookup(type, 'Payments')).");
  });
});

describe('the helpers', () => {
  test('isCatalogEntry, describeEntry, describeCatalogType, sameCatalogType', () => {
    const { s, teams } = setup();
    const looked = CatalogEntry.lookup(teams, 'Payments');
    expect([isCatalogEntry(teams.entryRef('payments')), isCatalogEntry(looked), isCatalogEntry({ catalogEntryId: 'x' }), isCatalogEntry('payments'), isCatalogEntry(null)])
      .toEqual([true, true, false, false, false]);
    expect([describeEntry(teams.entryRef('payments')), describeEntry(looked), describeEntry({ catalogType: teams, catalogEntryId: 'x' })])
      .toEqual(['the entry "payments" of Custom["Team"]', 'CatalogEntry.lookup(Custom["Team"], "Payments")', 'an entry of Custom["Team"]']);
    const fake = new FakeCatalogType(s, 'Fake', '01HTEAMTYPE0000000000000000', 'Custom["Team"]');
    expect([describeCatalogType(teams), describeCatalogType(undefined)]).toEqual(['Custom["Team"]', 'undefined']);
    expect([sameCatalogType(teams, teams), sameCatalogType(teams, fake), sameCatalogType(fake, new FakeCatalogType(s, 'Other', '01HOTHER', 'Custom["Other"]')), sameCatalogType({}, null)])
      .toEqual([true, true, false, false]);
  });
});
