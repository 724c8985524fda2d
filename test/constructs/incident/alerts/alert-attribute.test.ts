/**
 * AlertAttribute: the type written by the library, the defaults, the lookups, and the type rules
 * of incident_alert_attribute surfacing through the L2.
 */
import { TerraformOutput } from 'cdktn';
import { errorOf, FakeCatalogType, incidentStack, synthError, synthStack } from './alerts-util';
import { incident } from '../../../../src/index';

const { AlertAttribute, AttributeType } = incident;

describe('AlertAttribute', () => {
  test('renders the engine type name and the defaults (single value, optional)', () => {
    const s = incidentStack();
    const teams = new FakeCatalogType(s, 'Teams');
    const team = new AlertAttribute(s, 'Team', { name: 'Team', type: AttributeType.catalogEntry(teams), emoji: 'busts_in_silhouette' });
    new AlertAttribute(s, 'Tags', { name: 'Tags', type: AttributeType.string(), array: true, required: true });
    new TerraformOutput(s, 'id', { value: team.alertAttributeId });
    const { doc, warnings } = synthStack(s);
    expect(doc.resource.incident_alert_attribute).toEqual({
      Team: { name: 'Team', type: 'CatalogEntry["01HTEAMTYPE0000000000000000"]', array: false, required: false, emoji: 'busts_in_silhouette' },
      Tags: { name: 'Tags', type: 'String', array: true, required: true },
    });
    expect(doc.output.id.value).toBe('${incident_alert_attribute.Team.id}');
    expect(warnings).toEqual([]);
    expect(team.attributeType?.kind).toBe('CatalogEntry');
    expect(team.array).toBe(false);
    expect(team.node.defaultChild).toBe(team.resource);
  });

  test('a catalog type of the catalog area: CatalogEntry["<its id>"] for the alert attribute, Custom["<Name>"] for a catalog attribute; both wait for the type', () => {
    const s = incidentStack();
    const teams = new incident.CatalogType(s, 'Teams', { typeName: 'Team', description: 'Teams', sourceRepoUrl: 'https://github.com/acme/catalog', allowEmptyEntries: true });
    const pagerDuty = incident.CatalogType.fromTypeName(s, 'PagerDuty', 'PagerDutyService');
    new AlertAttribute(s, 'Team', { name: 'Team', type: AttributeType.catalogEntry(teams) });
    new AlertAttribute(s, 'Service', { name: 'PagerDuty service', type: AttributeType.catalogEntry(pagerDuty), array: true });
    const services = new incident.CatalogType(s, 'Services', { typeName: 'Service', description: 'Services', sourceRepoUrl: 'https://github.com/acme/catalog', allowEmptyEntries: true });
    services.addAttribute('owner', { name: 'Owner', type: incident.CatalogAttributeType.catalogEntry(teams) });
    const { doc, warnings } = synthStack(s);
    // The engine type the API stores for an alert attribute (AlertAttributeV2.type, example
    // CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]) names the type by id: a reference, so Terraform
    // creates the type first; a type looked up is read first.
    expect(doc.resource.incident_alert_attribute.Team.type).toBe('CatalogEntry["${incident_catalog_type.Teams.id}"]');
    expect(doc.resource.incident_alert_attribute.Service.type).toBe('CatalogEntry["${data.incident_catalog_type.PagerDuty.id}"]');
    // A catalog attribute names the type by its type name (CatalogTypeV3.schema.attributes[].type,
    // example Custom["Service"]), a literal: the attribute depends on the type explicitly.
    const owner = Object.values<any>(doc.resource.incident_catalog_type_attribute)[0];
    expect(owner.type).toBe('Custom["Team"]');
    expect(owner.depends_on).toEqual(expect.arrayContaining(['incident_catalog_type.Teams']));
    expect(warnings).toEqual([]);
  });

  test("JavaScript input: the issue's type: 'string' (lower case) is refused with the factory to use", () => {
    expect(errorOf(() => new AlertAttribute(incidentStack(), 'Team', { name: 'Team', type: 'string' as any, array: 'no' as any }))).toBe([
      '[test/Team] 2 problems:',
      "  - type: is a type name written as a string; the type is an AttributeType, which writes the engine's type name itself. Received: \"string\". "
      + "Allowed: an AttributeType, e.g. AttributeType.string() or AttributeType.catalogEntry(teams). Fix: write type: AttributeType.string() (rendered 'String').",
      '  - array: expected true or false. Received: "no". Allowed: a boolean. Fix: write array: true, or leave it out.',
    ].join('\n'));
    const typeFix = (type: string) => errorOf(() => new AlertAttribute(incidentStack(), 'Team', { name: 'Team', type: type as any })).replace(/^.*Fix: /s, '');
    expect(typeFix('Boolean')).toBe("write type: AttributeType.bool() (rendered 'Bool').");
    expect(typeFix('Number')).toBe("write type: AttributeType.number() (rendered 'Number').");
    expect(typeFix('CatalogEntry["Team"]')).toBe(
      'write type: AttributeType.catalogEntry(teams), with the CatalogType (or CatalogType.fromTypeName(this, \'Team\', \'Custom["Team"]\')): it renders CatalogEntry["<catalog type id>"].');
    expect(typeFix('constructor')).toBe('write type: AttributeType.string(), .number(), .bool(), .text(), .user() or .catalogEntry(teams).');
    expect(errorOf(() => new AlertAttribute(incidentStack(), 'Team', { name: 'Team' } as any))).toBe(
      '[test/Team] type: is required. Received: undefined. Allowed: an AttributeType, e.g. AttributeType.string(). Fix: set type.');
  });

  test('the type rules of the L1 surface: the reserved name Priority fails, an emoji with colons warns', () => {
    const s = incidentStack();
    new AlertAttribute(s, 'Priority', { name: 'Priority', type: AttributeType.string() });
    expect(synthError(s)).toBe('Validation failed with the following errors:\n'
      + '  [test/Priority/Default] [rule:incident_alert_attribute/reserved-name] name: is reserved: every organization has a built-in Priority alert attribute, and the API refuses another one. '
      + "Received: \"Priority\". Allowed: any other name. Fix: read the built-in attribute with the incident_alert_attribute data source (name 'Priority'), or pick another name such as 'Alert priority'.");
    const t = incidentStack();
    new AlertAttribute(t, 'Team', { name: 'Team', type: AttributeType.string(), emoji: ':fire:' });
    expect(synthStack(t).warnings).toEqual([
      'test/Team/Default: [rule:incident_alert_attribute/emoji-without-colons] emoji: is written with colons; the emoji is given by its name alone. Received: ":fire:". '
      + "Allowed: an emoji name without colons, e.g. 'fire'. Fix: write 'fire'.",
    ]);
  });

  test('fromName reads the attribute through the data source; fromAlertAttributeAttributes knows what it is given', () => {
    const s = incidentStack();
    const priority = AlertAttribute.fromName(s, 'Priority', 'Priority');
    const known = AlertAttribute.fromAlertAttributeAttributes(s, 'Known', { alertAttributeId: '01ATTR', attributeType: AttributeType.number(), array: true });
    new TerraformOutput(s, 'p', { value: priority.alertAttributeId });
    const { doc } = synthStack(s);
    expect(Object.values(doc.data.incident_alert_attribute)).toEqual([{ name: 'Priority' }]);
    expect(doc.output.p.value).toMatch(/^\$\{data\.incident_alert_attribute\.Priority_Lookup_[0-9A-F]+\.id\}$/);
    expect(known.alertAttributeId).toBe('01ATTR');
    expect(known.attributeType?.kind).toBe('Number');
    expect(known.array).toBe(true);
  });
});

describe('fromAlertAttributeAttributes', () => {
  test('an attribute read that was not given names it', () => {
    const a = AlertAttribute.fromAlertAttributeAttributes(incidentStack(), 'A', {} as any);
    expect(errorOf(() => a.alertAttributeId)).toBe(
      '[test/A] alertAttributeId: is unknown: this construct was made with AlertAttribute.fromAlertAttributeAttributes, which was not given alertAttributeId. '
      + 'Fix: pass alertAttributeId in the attributes, or read it from the construct that defines the resource.');
  });

  test('JavaScript input: a type that is none, unknown keys', () => {
    expect(errorOf(() => AlertAttribute.fromAlertAttributeAttributes(incidentStack(), 'A', { alertAttributeId: 'x', attributeType: 'String' as any, array: 1 as any }))).toBe([
      '[test/A] 2 problems:',
      '  - attributeType: expected an AttributeType. Received: "String". Allowed: an AttributeType, e.g. AttributeType.string(). Fix: create it with an AttributeType factory, e.g. AttributeType.string().',
      '  - array: expected true or false. Received: 1. Allowed: a boolean. Fix: write array: true for an attribute that holds a list.',
    ].join('\n'));
    expect(errorOf(() => AlertAttribute.fromAlertAttributeAttributes(incidentStack(), 'A', { id: 'x' } as any))).toMatch(/^\[test\/A\] id: unknown option/);
  });

  test('JavaScript input: a name or an emoji that is no string is refused in the L2\'s words (it reached the L1\'s "expected a string" on test/A/Default, without a fix)', () => {
    expect(errorOf(() => new AlertAttribute(incidentStack(), 'A', { name: 3 as any, type: AttributeType.string(), emoji: ['x'] as any }))).toBe([
      '[test/A] 2 problems:',
      "  - name: expected a string. Received: 3. Allowed: the name of the attribute, e.g. 'Team'. Fix: pass name as a string (or a string token, e.g. a variable's stringValue).",
      "  - emoji: expected a string. Received: a list of 1 item. Allowed: the name of an emoji, e.g. 'busts_in_silhouette'. Fix: pass emoji as a string (or a string token, e.g. a variable's stringValue).",
    ].join('\n'));
  });

  test('a message that describes one names the contract, not the private class', () => {
    const s = incidentStack();
    const known = AlertAttribute.fromAlertAttributeAttributes(s, 'Known', { alertAttributeId: '01ATTR' });
    expect(errorOf(() => new incident.AlertRoute(s, 'Route', { name: 'r', escalation: { paths: [known as any] } }))).toBe(
      "[test/Route] escalation.paths[0]: expected an IEscalationPath. Received: the IAlertAttribute 'test/Known'. "
      + "Allowed: an IEscalationPath, e.g. EscalationPath.fromName(this, 'Primary', 'Primary'). Fix: pass the construct, e.g. EscalationPath.fromName(this, 'Primary', 'Primary').");
  });
});
