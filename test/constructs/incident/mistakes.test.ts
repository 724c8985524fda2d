/**
 * The 14 mistakes of issue 20 ("What a new user meets today (L1s only)": 5 of 14 deliberate
 * mistakes were caught), each made twice: as a user of the incident L2s makes it (in TypeScript
 * where the types allow it; as a JavaScript caller, `as any`, where they make it unrepresentable,
 * and the test name says so), and against the generated L1 (`incident.Incident*`), whose type
 * rules (src/rules/incident) say what happens there now. Every message is asserted whole: the
 * construct path, the field path, what was received, what is allowed and how to fix it.
 *
 *  1. "Expressions are referenced by magic strings (`expressions["sev"]` while the expression is
 *     called `severity` passed silently)."
 *     L2: never spelled (Binding.expression / EngineRef.expression define the expression they
 *     name); spelled anyway with EngineRef.of, an error on a source (type rule, enforced at plan)
 *     and a warning on a route (type rule, documented). L1: the same type rules.
 *  2. "Catalog values keyed by attribute *name* instead of id passed."
 *     L2: an error at synth (values are keyed by local id). L1: a type rule warning.
 *  3. "so did an alert attribute `type: 'string'` (lower case)"
 *     L2: unrepresentable (an AttributeType); a JavaScript string is an error. L1: a type rule warning.
 *  4. "and a plain-text title where the field wants a document."
 *     L2: unrepresentable (a RichText); a JavaScript string is an error. L1: a type rule warning.
 *  5. "A route whose conditions can match nothing [...] [is] caught only by the policy pack."
 *     L2: a warning (the L2's on subjects it defines, the type rule's on literal subjects);
 *     Condition.allOf() with no condition is an error. L1: a type rule warning.
 *  6. "an escalation target that names nobody, [is] caught only by the policy pack."
 *     L2: an escalation that names nobody warns (fixed here: it passed silently); a path or user
 *     without an id, an empty binding, an id where the contract is wanted are errors. L1: a type
 *     rule warning.
 *  7. "`sourceType: 'HTTP'` only warns."
 *     L2: unrepresentable (a factory per type, AlertSourceType); a JavaScript string is an error.
 *     L1: a value-check warning (a documented list), with the closest value.
 *  8. "Rich text needs a plan-time data source or a hand-written ProseMirror JSON string", and
 *     "An invalid template (an unclosed `{{`, an empty title) is an error at synth."
 *     L2: RichText builds the document locally; an invalid or empty template is an error; a
 *     hand-written document is an error with the template that makes it (fixed here: its fix
 *     wrapped the JSON in RichText.template). L1: a type rule warning for a literal that is no
 *     document (the unclosed template and the empty title included).
 *  9. "The docs give three different forms for what goes inside `CatalogEntry["…"]`."
 *     L2: one form, rendered from the catalog type (CatalogEntry["<catalog type id>"]); a string or
 *     a type name is an error (JavaScript). L1: a type rule warning for brackets not in the
 *     double-quoted form; the docs' name form CatalogEntry["Team"] passes.
 * 10. "`operation: 'equals'` [...] passed."
 *     L2: the factories spell the engine's operations; Condition.operation(..., 'equals') warns
 *     through the type rule. L1: a type rule warning.
 * 11. "a binding with both `value` and `arrayValue` [...] passed."
 *     L2: unrepresentable (a Binding is one kind); an object literal is an error (JavaScript).
 *     L1: a type rule warning.
 * 12. "and a `repeat` pointing at a node that does not exist all passed."
 *     L2: a repeat takes the node object; a node of another path is an error, a string is an error
 *     (JavaScript). L1: a type rule warning.
 * 13. "a bare type name is the seed rule that is missed today" (a catalog type given a bare type
 *     name instead of Custom["Name"]).
 *     L2: the bare name is the input, rendered Custom["Name"]; Custom[...] written by hand is an
 *     error. L1: a type rule warning.
 * 14. "external ids non-empty and unique per type (the other missed seed rule)", and "An empty
 *     entry set is an error unless the user says so."
 *     L2: a duplicate is an error; an empty external id warns through the type rule of the L1 it
 *     renders; an empty entry set is an error unless allowEmptyEntries. L1: a type rule warning
 *     for empty ids and ids that differ by whitespace only, and (issue 25) for an empty entry set, which
 *     the L2 answers once allowEmptyEntries says so; two incident_catalog_entry of one
 *     type with one external id warn too (compared across the stack).
 */
import { TerraformStack } from 'cdktn';
import { errorOf, FakeCatalogType, FakeEscalationPath, FakeUser, incidentStack, synthStack } from './alerts/alerts-util';
import { level, people } from './escalation/escalation-util';
import { incident } from '../../../src';
import { errorLines, ruleWarnings } from '../../rules/findings';
import { fails, make } from '../../rules/incident/helpers';

const {
  AlertAttribute, AlertRoute, AlertSource, AlertSourceType, AttributeType, Binding, CatalogAttributeType, CatalogType, Condition, EngineRef,
  EscalationPath, Expression, RichText,
} = incident;

const REPO = 'https://github.com/acme/catalog';
const ATTRIBUTE_ID = '01HS45HY43KWJRP1XPA7Z3DJ8F';
const TITLE = RichText.template('{{ payload.title }}');

/** The L2 stack, built by `build`: the document, or the lines of the failed synth. */
function l2(build: (s: TerraformStack) => void): { doc?: any; warnings: string[]; errors: string[] } {
  const s = incidentStack();
  build(s);
  try {
    const { doc, warnings } = synthStack(s);
    return { doc, warnings, errors: [] };
  } catch (e) {
    return { warnings: [], errors: errorLines(errorOf(() => { throw e; })) };
  }
}

/** The message of a construction that throws. */
function thrown(build: (s: TerraformStack) => void): string {
  return errorOf(() => build(incidentStack()));
}

/** A JSON document of one paragraph of text, as the L1 fields store it. */
const doc = (text: string) => JSON.stringify({ content: [{ content: [{ text, type: 'text' }], type: 'paragraph' }], type: 'doc' });

/** An L1 alert source template with an expression `severity`. */
function template(over: Partial<incident.IncidentAlertSourceTemplate> = {}): incident.IncidentAlertSourceTemplate {
  return {
    title: { literal: doc('CPU high') },
    description: { literal: doc('From the HTTP source') },
    expressions: [{
      label: 'Severity',
      reference: 'severity',
      rootReference: 'payload',
      operations: [{ operationType: 'parse', parse: { source: '$.severity', returns: { type: 'String', array: false } } }],
    }],
    attributes: [{ alertAttributeId: ATTRIBUTE_ID, binding: { value: { reference: 'expressions["severity"]' } } }],
    ...over,
  };
}
const l1Source = (over: Partial<incident.IncidentAlertSourceConfig> = {}) => (s: TerraformStack) =>
  new incident.IncidentAlertSource(s, 'src', { name: 'Payments', sourceType: 'http', template: template(), ...over });

/** An L1 alert route with one source and what `over` sets. */
const l1Route = (over: Partial<incident.IncidentAlertRouteConfig> = {}) => (s: TerraformStack) => new incident.IncidentAlertRoute(s, 'route', {
  name: 'Payments',
  enabled: true,
  isPrivate: false,
  alertSources: [{ alertSourceId: '01HS45HY43KWJRP1XPA7Z3DJ8G', conditionGroups: [] }],
  conditionGroups: [],
  expressions: [],
  escalationConfig: { autoCancelEscalations: true, escalationTargets: [{ escalationPaths: { arrayValue: [{ literal: '01JPQNFD3RWAAY2V83QQ80D1ZV' }] } }] },
  incidentConfig: { autoDeclineEnabled: false, enabled: false, conditionGroups: [] },
  messageConfig: {},
  ...over,
});
const isP = (value: string) => ({ subject: `alert.attributes.${ATTRIBUTE_ID}`, operation: 'one_of', paramBindings: [{ arrayValue: [{ literal: value }] }] });

function services(s: TerraformStack, props: Partial<incident.CatalogTypeProps> = {}): incident.CatalogType {
  return new CatalogType(s, 'Service', { typeName: 'Service', description: 'What we run', sourceRepoUrl: REPO, ...props });
}

describe('1. expressions["sev"] while the expression is called severity', () => {
  test('L2: the expression object is the reference; the source defines what it names, and renders expressions["severity"]', () => {
    const r = l2((s) => {
      const severity = Expression.parse('severity', { source: '$.severity', returns: AttributeType.string() });
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: RichText.of(incident.RichTextNode.variable(EngineRef.expression(severity))) });
      source.bind(new AlertAttribute(s, 'Severity', { name: 'Severity', type: AttributeType.string() }), Binding.expression(severity));
    });
    const t = r.doc.resource.incident_alert_source.Payments.template;
    expect(t.expressions.map((e: any) => e.reference)).toEqual(['severity']);
    expect(t.attributes[0].binding.value.reference).toBe('expressions["severity"]');
    expect(r.warnings).toEqual([]);
  });

  test('L2: another expression under the same name in one resource is an error', () => {
    expect(thrown((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      source.bind(new AlertAttribute(s, 'A', { name: 'A', type: AttributeType.string() }), Binding.expression(Expression.parse('severity', { source: '$.severity', returns: AttributeType.string() })));
      source.bind(new AlertAttribute(s, 'B', { name: 'B', type: AttributeType.string() }), Binding.expression(Expression.parse('severity', { source: '$.sev', returns: AttributeType.string() })));
    })).toBe('[test/Payments] bind(binding): is another expression with the reference "severity", which bind(binding) defines already: the references of one resource\'s expressions are unique. '
      + 'Received: "expressions[\\"severity\\"]". Allowed: one Expression per reference, used as often as needed. Fix: give one of them another reference, or reuse the same Expression object (bind(binding)).');
  });

  test('L2: the magic string spelled anyway (EngineRef.of) fails synth on a source (the type rule, enforced at plan) and warns on a route (documented)', () => {
    const onSource = l2((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      source.bind(new AlertAttribute(s, 'Severity', { name: 'Severity', type: AttributeType.string() }), Binding.expression(Expression.parse('severity', { source: '$.severity', returns: AttributeType.string() })));
      source.bind(new AlertAttribute(s, 'Level', { name: 'Level', type: AttributeType.string() }), Binding.reference(EngineRef.of('expressions["sev"]')));
    });
    expect(onSource.errors).toEqual([
      '[test/Payments/Default] [rule:incident_alert_source/expression-reference] template.attributes[1].binding.value.reference: refers to expressions["sev"], but no expression of this resource has the reference "sev". '
      + 'Received: "expressions[\\"sev\\"]". Allowed: expressions["severity"]. Fix: write expressions["severity"], or add an expression with reference "sev" to template.expressions.',
    ]);
    const inTitle = l2((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: RichText.template('{{ expressions["sev"] }}') });
      source.bind(new AlertAttribute(s, 'Severity', { name: 'Severity', type: AttributeType.string() }), Binding.expression(Expression.parse('severity', { source: '$.severity', returns: AttributeType.string() })));
    });
    expect(inTitle.errors).toEqual([
      '[test/Payments/Default] [rule:incident_alert_source/expression-reference] template.title.literal: refers to expressions["sev"], but no expression of this resource has the reference "sev". '
      + 'Received: "{\\"type\\":\\"doc\\",\\"content\\":[{\\"type\\":\\"paragraph\\",\\"content\\":[{...". Allowed: expressions["severity"]. Fix: write expressions["severity"], or add an expression with reference "sev" to template.expressions.',
    ]);
    const onRoute = l2((s) => {
      const severity = Expression.parse('severity', { source: '$', returns: AttributeType.string(), from: EngineRef.alertTitle() });
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      new AlertRoute(s, 'Route', {
        name: 'Payments',
        sources: [{ source }],
        when: Condition.allOf(Condition.isSet(EngineRef.expression(severity)), Condition.isSet(EngineRef.of('expressions["sev"]'))),
        escalation: { paths: [new FakeEscalationPath(s, 'Path')] },
      });
    });
    expect(onRoute.warnings).toEqual([
      'test/Route/Default: [rule:incident_alert_route/expression-reference] conditionGroups[0].conditions[1].subject: refers to expressions["sev"], but no expression of this resource has the reference "sev". '
      + 'Received: "expressions[\\"sev\\"]". Allowed: expressions["severity"]. Fix: write expressions["severity"], or add an expression with reference "sev" to expressions.',
    ]);
  });

  test('L1: an error on incident_alert_source (the API refuses the template at plan)', () => {
    const t = template({ attributes: [{ alertAttributeId: ATTRIBUTE_ID, binding: { value: { reference: 'expressions["sev"]' } } }] });
    expect(errorLines(fails(l1Source({ template: t })))).toEqual([
      '[test/src] [rule:incident_alert_source/expression-reference] template.attributes[0].binding.value.reference: refers to expressions["sev"], but no expression of this resource has the reference "sev". '
      + 'Received: "expressions[\\"sev\\"]". Allowed: expressions["severity"]. Fix: write expressions["severity"], or add an expression with reference "sev" to template.expressions.',
    ]);
  });
});

describe('2. catalog values keyed by attribute name instead of id', () => {
  test('L2: keyed by the display name, an error at synth that names the local id to write', () => {
    expect(l2((s) => {
      const svc = services(s);
      svc.addAttribute('tier', { name: 'Tier', type: CatalogAttributeType.number() });
      svc.addEntry('checkout', { name: 'Checkout', values: { Tier: 1 } });
    }).errors).toEqual([
      '[test/Service] entries["checkout"].values.Tier: is the name of attribute \'tier\', not its local id; values are keyed by local id. Received: "Tier". '
      + 'Allowed: the local ids of the type\'s attributes: tier. Fix: write tier: ... (or [attribute.localId]: ...) instead of "Tier".',
    ]);
  });

  test('L1: a warning (documented) on incident_catalog_entries and on incident_catalog_entry', () => {
    expect(ruleWarnings(make((s) => new incident.IncidentCatalogEntries(s, 'entries', {
      id: '01HN28JT97KB6CQ643DZVMXXQK', entries: { checkout: { name: 'Checkout', attributeValues: { Tier: { value: '1' } } } },
    })).warnings)).toEqual([
      'test/entries: [rule:incident_catalog_entries/attribute-id] entries: keys attribute values of entry "checkout" by something that cannot be an attribute id. Received: "Tier". '
      + 'Allowed: an attribute id (26 letters and digits, e.g. 01GW2G3V0S59R238FAHPDS1R66), such as the id of an incident_catalog_type_attribute. '
      + 'Fix: key them by the attribute\'s id, e.g. { [tier.id]: { value: \'...\' } } where tier is the incident_catalog_type_attribute named "Tier".',
    ]);
    expect(ruleWarnings(make((s) => new incident.IncidentCatalogEntry(s, 'entry', {
      catalogTypeId: '01HN28JT97KB6CQ643DZVMXXQK', externalId: 'checkout', name: 'Checkout', attributeValues: [{ attribute: 'Tier', value: '1' }],
    })).warnings)).toEqual([
      'test/entry: [rule:incident_catalog_entry/attribute-id] attributeValues[0].attribute: cannot be an attribute id. Received: "Tier". '
      + 'Allowed: an attribute id (26 letters and digits, e.g. 01GW2G3V0S59R238FAHPDS1R66), such as the id of an incident_catalog_type_attribute. '
      + 'Fix: use the attribute\'s id, e.g. incident_catalog_type_attribute.<name>.id for the attribute named "Tier".',
    ]);
  });
});

describe("3. an alert attribute type: 'string' (lower case)", () => {
  test('L2: AttributeType.string() renders String', () => {
    const r = l2((s) => new AlertAttribute(s, 'Severity', { name: 'Severity', type: AttributeType.string() }));
    expect(r.doc.resource.incident_alert_attribute.Severity.type).toBe('String');
  });

  test("L2 (JavaScript, unrepresentable in TypeScript): type: 'string' is an error with the factory to use; so is returns: 'string' of an expression", () => {
    expect(thrown((s) => new AlertAttribute(s, 'Severity', { name: 'Severity', type: 'string' as any }))).toBe(
      "[test/Severity] type: is a type name written as a string; the type is an AttributeType, which writes the engine's type name itself. Received: \"string\". "
      + "Allowed: an AttributeType, e.g. AttributeType.string() or AttributeType.catalogEntry(teams). Fix: write type: AttributeType.string() (rendered 'String').");
    expect(thrown((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      source.bind(new AlertAttribute(s, 'Severity', { name: 'Severity', type: AttributeType.string() }), Binding.expression(Expression.parse('severity', { source: '$.severity', returns: 'string' as any })));
    })).toBe('[test/Payments] bind(binding).expression("severity").options.returns: expected an AttributeType. Received: "string". '
      + "Allowed: an AttributeType, e.g. AttributeType.string() or AttributeType.catalogEntry(teams). Fix: say what the value is, e.g. returns: AttributeType.string(), not 'String'.");
  });

  test('L1: a warning (documented)', () => {
    expect(ruleWarnings(make((s) => new incident.IncidentAlertAttribute(s, 'attr', { name: 'Severity', type: 'string', array: false, required: false })).warnings)).toEqual([
      'test/attr: [rule:incident_alert_attribute/engine-type-name] type: is not an engine type name: engine type names start with a capital letter. Received: "string". '
      + "Allowed: a PascalCase engine type such as 'String', 'Text', 'Bool', 'Number', or a catalog type. Fix: write 'String'.",
    ]);
  });
});

describe('4. a plain-text title where the field wants a document', () => {
  test('L2: RichText.text renders the document', () => {
    const r = l2((s) => AlertSource.http(s, 'Payments', { name: 'Payments', title: RichText.text('CPU high') }));
    expect(r.doc.resource.incident_alert_source.Payments.template.title.literal).toBe('{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"CPU high"}]}]}');
  });

  test('L2 (JavaScript, unrepresentable in TypeScript): a string title or incident name is an error with the RichText to write', () => {
    const fix = "Allowed: a RichText, e.g. RichText.template('🚨 {{ payload.title }}') or RichText.text('Payments'). Fix: wrap it: RichText.template(\"CPU high\") (or RichText.text(...) for text without variables).";
    expect(thrown((s) => AlertSource.http(s, 'Payments', { name: 'Payments', title: 'CPU high' as any }))).toBe(
      `[test/Payments] title: is plain text, but the field stores a rich-text document. Received: "CPU high". ${fix}`);
    expect(thrown((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source }], incident: { name: 'CPU high' as any } });
    })).toBe(`[test/Route] incident.name: is plain text, but the field stores a rich-text document. Received: "CPU high". ${fix}`);
  });

  test('L1: a warning (documented), with the document to write', () => {
    expect(ruleWarnings(make(l1Source({ template: template({ title: { literal: 'CPU high' } }) })).warnings)).toEqual([
      'test/src: [rule:incident_alert_source/rich-text-literal] template.title.literal: is plain text, but the field stores a rich-text document (JSON). Received: "CPU high". '
      + 'Allowed: a rich-text document serialized as JSON, {"type":"doc","content":[...]}. '
      + 'Fix: write JSON.stringify({"content":[{"content":[{"text":"CPU high","type":"text"}],"type":"paragraph"}],"type":"doc"}) (a paragraph holding the text), or build the document with the incident_rich_text data source.',
    ]);
  });
});

describe('5. a route whose conditions can match nothing', () => {
  const both = (attribute: incident.IAlertAttribute) => Condition.allOf(Condition.is(EngineRef.alertAttribute(attribute), 'P1'), Condition.is(EngineRef.alertAttribute(attribute), 'P2'));

  test('L2: on an alert attribute defined here, the L2 warns (the type rule cannot compare the token); on one known by id, the type rule warns', () => {
    expect(l2((s) => {
      const priority = new AlertAttribute(s, 'Priority', { name: 'Alert priority', type: AttributeType.string() });
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source, when: both(priority) }], escalation: { paths: [new FakeEscalationPath(s, 'Path')] } });
    }).warnings).toEqual([
      'test/Route: [incident:condition-matches-nothing] sources[0].when: can match no alert: the alert attribute test/Priority must be "P1" and also "P2". '
      + 'Conditions in allOf must all hold at once. Give alternatives with Condition.anyOf, or one Condition.oneOf(subject, [values]).',
    ]);
    expect(l2((s) => {
      const priority = AlertAttribute.fromAlertAttributeAttributes(s, 'Priority', { alertAttributeId: ATTRIBUTE_ID });
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source }], when: both(priority), escalation: { paths: [new FakeEscalationPath(s, 'Path')] } });
    }).warnings).toEqual([
      'test/Route/Default: [rule:incident_alert_route/condition-groups-match-nothing] conditionGroups: can match no alert: the conditions of a group must all hold, and every group has none or asks one subject for two different values at once. '
      + `Received: group 0: alert.attributes.${ATTRIBUTE_ID} must be "P1" and also "P2". Allowed: groups whose conditions can hold together (groups are alternatives). `
      + 'Fix: put alternatives in separate condition groups, or in one condition with operation one_of.',
    ]);
  });

  test('L2: Condition.allOf() with no condition is an error', () => {
    expect(thrown((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source }], when: Condition.allOf() });
    })).toBe('[test/Route] when: is Condition.allOf() with no condition: an empty group matches no alert. Received: Condition.allOf(). '
      + 'Allowed: Condition.allOf(condition, ...), with at least one condition. Fix: give the conditions, or leave the condition out to match every alert.');
  });

  test('L1: a warning (documented); the policy pack is no longer needed to see it', () => {
    expect(ruleWarnings(make(l1Route({ alertSources: [{ alertSourceId: '01HS45HY43KWJRP1XPA7Z3DJ8G', conditionGroups: [{ conditions: [isP('P1'), isP('P2')] }] }] })).warnings)).toEqual([
      'test/route: [rule:incident_alert_route/condition-groups-match-nothing] alertSources[0].conditionGroups: can match no alert: the conditions of a group must all hold, and every group has none or asks one subject for two different values at once. '
      + `Received: group 0: alert.attributes.${ATTRIBUTE_ID} must be "P1" and also "P2". Allowed: groups whose conditions can hold together (groups are alternatives). `
      + 'Fix: put alternatives in separate condition groups, or in one condition with operation one_of.',
    ]);
  });
});

describe('6. an escalation target that names nobody', () => {
  const route = (s: TerraformStack, escalation: incident.AlertRouteEscalation) =>
    new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source: AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE }) }], escalation });

  test('L2: an escalation with empty lists warns (it passed silently, rendering escalation_targets = [])', () => {
    const r = l2((s) => route(s, { paths: [], users: [] }));
    expect(r.doc.resource.incident_alert_route.Route.escalation_config.escalation_targets).toEqual([]);
    expect(r.warnings).toEqual([
      'test/Route: [incident:escalation-names-nobody] escalation: names no escalation path and no user, so alerts routed here page nobody. Received: paths: [], users: []. '
      + "Allowed: at least one of paths, users, pathsFrom or usersFrom, or no escalation. Fix: give who to page, e.g. paths: [EscalationPath.fromName(this, 'Primary', 'Primary')], or leave escalation out.",
    ]);
  });

  test('L2: a path or user without an id, and an empty binding, are errors', () => {
    expect(thrown((s) => route(s, { paths: [new FakeEscalationPath(s, 'Nobody', '')], users: [new FakeUser(s, 'NoUser', '')] }))).toBe([
      '[test/Route] 2 problems:',
      "  - escalation.paths[0]: names nobody: its escalationPathId is empty. Received: the FakeEscalationPath 'test/Nobody'. Allowed: an IEscalationPath with its escalationPathId. Fix: pass one that exists, e.g. EscalationPath.fromName(this, 'Primary', 'Primary').",
      "  - escalation.users[0]: names nobody: its userId is empty. Received: the FakeUser 'test/NoUser'. Allowed: an IUser with its userId. Fix: pass one that exists, e.g. User.fromEmail(this, 'Alice', 'alice@example.com').",
    ].join('\n'));
    expect(thrown((s) => route(s, { pathsFrom: Binding.literals([]) }))).toBe(
      '[test/Route] escalation.pathsFrom: is an empty list: the binding gives no value. Received: an empty list. Allowed: at least one value. Fix: give at least one value, or leave the field out.');
  });

  test('L1: a warning (documented)', () => {
    expect(ruleWarnings(make(l1Route({ escalationConfig: { autoCancelEscalations: true, escalationTargets: [{}] } })).warnings)).toEqual([
      'test/route: [rule:incident_alert_route/escalation-target-names-nobody] escalationConfig.escalationTargets[0]: names no escalation path and no user: the target pages nobody. Received: neither escalationPaths nor users. '
      + "Allowed: escalationPaths or users with a value or a non-empty arrayValue. Fix: name who to page, e.g. { escalationPaths: { arrayValue: [{ literal: '<escalation path id>' }] } }, or remove the target.",
    ]);
  });
});

describe("7. sourceType: 'HTTP'", () => {
  test('L2: the factory writes the source type (http)', () => {
    expect(l2((s) => AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE })).doc.resource.incident_alert_source.Payments.source_type).toBe('http');
    expect(l2((s) => AlertSource.of(s, 'Datadog', AlertSourceType.DATADOG, { name: 'Datadog', title: TITLE })).doc.resource.incident_alert_source.Datadog.source_type).toBe('datadog');
  });

  test("L2 (JavaScript, unrepresentable in TypeScript): AlertSource.of(..., 'HTTP') is an error with the enum member to use", () => {
    expect(thrown((s) => AlertSource.of(s, 'Payments', 'HTTP' as any, { name: 'Payments', title: TITLE }))).toBe(
      "[test/Payments] sourceType: is not a source type of incident.io. Received: \"HTTP\". Allowed: an AlertSourceType, e.g. AlertSourceType.DATADOG (49 kinds). Fix: use AlertSourceType.HTTP ('http').");
  });

  test('L1: a warning of the value check (a documented list the API owns), with the closest value', () => {
    const warnings = make(l1Source({ sourceType: 'HTTP' })).warnings;
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^test\/src: \[terrain:unlisted-value\] \[value:incident_alert_source\.source_type\] sourceType: is not in the list of values the provider documents \(value:incident_alert_source\.source_type\); the remote API may refuse it at apply\. Received: "HTTP"\. Allowed: 'alertmanager', /);
    expect(warnings[0]).toMatch(/ Fix: write 'http' instead of 'HTTP' \(did you mean it\?\)\. If a newer provider release allows it, acknowledge value:incident_alert_source\.source_type with the reason\.$/);
  });
});

describe('8. rich text without a data source or hand-written JSON; an invalid template (an unclosed {{, an empty title)', () => {
  test('L2: RichText.template builds the document locally, deterministically', () => {
    const r = l2((s) => AlertSource.http(s, 'Payments', { name: 'Payments', title: RichText.template('🚨 {{ payload.title | truncate: 100 }}') }));
    expect(r.doc.resource.incident_alert_source.Payments.template.title.literal).toBe(
      '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"🚨 "},{"type":"varSpec","attrs":{"name":"payload.title","truncateTo":100}}]}]}');
  });

  test('L2: an unclosed {{ and an empty title are errors', () => {
    expect(thrown((s) => AlertSource.http(s, 'Payments', { name: 'Payments', title: RichText.template('🚨 {{ payload.title | truncate: 100') }))).toBe(
      '[test/Payments] title: is not a valid template: an unclosed "{{" at offset 3. Received: "🚨 {{ payload.title | truncate: 100". '
      + "Allowed: a template of text and {{ variable }}s with the filters truncate: <n> and omit_if_unset, e.g. '🚨 {{ payload.title | truncate: 100 }}'. "
      + 'Fix: close each {{ with }}; for a literal {{ in the text, build it with RichText.of(RichTextNode.text(...)).');
    expect(thrown((s) => AlertSource.http(s, 'Payments', { name: 'Payments', title: RichText.template('  ') }))).toBe(
      '[test/Payments] title: is empty: the text has no words and no variables. Received: RichText.template("  "). Allowed: text with at least one word or variable. '
      + "Fix: write the text, e.g. RichText.template('{{ payload.title }}'), or leave the field out where it is optional.");
  });

  test('L2 (JavaScript, unrepresentable in TypeScript): a hand-written document is an error with the template that makes it', () => {
    const handWritten = '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"🚨 "},{"type":"varSpec","attrs":{"name":"payload.title"}}]}]}';
    expect(thrown((s) => AlertSource.http(s, 'Payments', { name: 'Payments', title: handWritten as any }))).toBe(
      '[test/Payments] title: is a rich-text document written by hand (its JSON); the field takes a RichText, which the library renders into the document. '
      + 'Received: "{\\"type\\":\\"doc\\",\\"content\\":[{\\"type\\":\\"paragraph\\",\\"content\\":[{...". '
      + "Allowed: a RichText, e.g. RichText.template('🚨 {{ payload.title }}') or RichText.text('Payments'). Fix: write RichText.template(\"🚨 {{payload.title}}\") (it renders the same document).");
    expect(RichText.template('🚨 {{payload.title}}').document).toBe(handWritten);
  });

  test('L1: a literal that is no document warns (documented): the unclosed template and the empty title too', () => {
    const warning = (received: string, text: string) => `test/src: [rule:incident_alert_source/rich-text-literal] template.title.literal: is plain text, but the field stores a rich-text document (JSON). Received: ${received}. `
      + 'Allowed: a rich-text document serialized as JSON, {"type":"doc","content":[...]}. '
      + `Fix: write JSON.stringify(${JSON.stringify({ content: [{ content: [{ text, type: 'text' }], type: 'paragraph' }], type: 'doc' })}) (a paragraph holding the text), or build the document with the incident_rich_text data source.`;
    expect(ruleWarnings(make(l1Source({ template: template({ title: { literal: '🚨 {{ payload.title' } }) })).warnings)).toEqual([
      warning('"🚨 {{ payload.title"', '🚨 {{ payload.title'),
    ]);
    expect(ruleWarnings(make(l1Source({ template: template({ title: { literal: '' } }) })).warnings)).toEqual([warning('""', '')]);
  });
});

describe('9. three forms for what goes inside CatalogEntry["…"]', () => {
  test('L2: one form, CatalogEntry["<catalog type id>"], rendered from the catalog type', () => {
    const r = l2((s) => {
      new AlertAttribute(s, 'Known', { name: 'Known', type: AttributeType.catalogEntry(new FakeCatalogType(s, 'Teams')) });
      const teams = new CatalogType(s, 'Team', { typeName: 'Team', description: 'Teams', sourceRepoUrl: REPO, allowEmptyEntries: true });
      new AlertAttribute(s, 'Defined', { name: 'Defined', type: AttributeType.catalogEntry(teams) });
    });
    expect(r.doc.resource.incident_alert_attribute.Known.type).toBe('CatalogEntry["01HTEAMTYPE0000000000000000"]');
    expect(r.doc.resource.incident_alert_attribute.Defined.type).toBe('CatalogEntry["${incident_catalog_type.Team.id}"]');
    expect(r.warnings).toEqual([]);
  });

  test('L2 (JavaScript, unrepresentable in TypeScript): a CatalogEntry[...] string, or a type name for the catalog type, is an error', () => {
    expect(thrown((s) => new AlertAttribute(s, 'Team', { name: 'Team', type: 'CatalogEntry["Team"]' as any }))).toBe(
      "[test/Team] type: is a type name written as a string; the type is an AttributeType, which writes the engine's type name itself. Received: \"CatalogEntry[\\\"Team\\\"]\". "
      + 'Allowed: an AttributeType, e.g. AttributeType.string() or AttributeType.catalogEntry(teams). '
      + 'Fix: write type: AttributeType.catalogEntry(teams), with the CatalogType (or CatalogType.fromTypeName(this, \'Team\', \'Custom["Team"]\')): it renders CatalogEntry["<catalog type id>"].');
    expect(thrown((s) => new AlertAttribute(s, 'Team', { name: 'Team', type: AttributeType.catalogEntry('Team' as any) }))).toBe(
      '[test/Team] type.catalogType: expected a catalog type (an ICatalogType with its catalogTypeId). Received: "Team". '
      + 'Allowed: a CatalogType defined here, or one looked up with CatalogType.fromTypeName. Fix: pass the catalog type construct: AttributeType.catalogEntry(teams).');
  });

  test('L1: brackets not in the double-quoted form warn (documented); the docs\' name form CatalogEntry["Team"] passes', () => {
    const warning = (received: string) => `test/attr: [rule:incident_alert_attribute/catalog-entry-type] type: refers to a catalog type but is not written CatalogEntry["<catalog type id>"]. Received: ${received}. `
      + 'Allowed: CatalogEntry["<catalog type id>"], e.g. CatalogEntry["01GW2G3V0S59R238FAHPDS1R67"]. '
      + 'Fix: put the id of the catalog type in double quotes, e.g. CatalogEntry["${incident_catalog_type.team.id}"] (the L2 writes it: AttributeType.catalogEntry(teams)).';
    const attr = (type: string) => (s: TerraformStack) => new incident.IncidentAlertAttribute(s, 'attr', { name: 'Team', type, array: false, required: false });
    expect(ruleWarnings(make(attr("CatalogEntry['Team']")).warnings)).toEqual([warning('"CatalogEntry[\'Team\']"')]);
    expect(ruleWarnings(make(attr('CatalogEntry[CatalogEntryID]')).warnings)).toEqual([warning('"CatalogEntry[CatalogEntryID]"')]);
    expect(make(attr('CatalogEntry["Team"]')).warnings).toEqual([]);
  });
});

describe("10. operation: 'equals'", () => {
  test('L2: the factories spell the operations as the engine stores them (Condition.is is one_of)', () => {
    const r = l2((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source }], when: Condition.is(EngineRef.alertTitle(), 'CPU high'), escalation: { paths: [new FakeEscalationPath(s, 'Path')] } });
    });
    expect(r.doc.resource.incident_alert_route.Route.condition_groups).toEqual([
      { conditions: [{ subject: 'alert.title', operation: 'one_of', param_bindings: [{ array_value: [{ literal: 'CPU high' }] }] }] },
    ]);
    expect(r.warnings).toEqual([]);
  });

  test("L2: Condition.operation(subject, 'equals') warns through the type rule (documented)", () => {
    expect(l2((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      new AlertRoute(s, 'Route', {
        name: 'Payments', sources: [{ source }], when: Condition.operation(EngineRef.alertTitle(), 'equals', Binding.literal('CPU high')), escalation: { paths: [new FakeEscalationPath(s, 'Path')] },
      });
    }).warnings).toEqual([
      'test/Route/Default: [rule:incident_alert_route/condition-operation-spelling] conditionGroups[0].conditions[0].operation: is not an operation name of the incident.io engine. Received: "equals". '
      + "Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. Fix: write 'one_of' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }].",
    ]);
  });

  test('L1: a warning (documented)', () => {
    const groups = [{ conditions: [{ subject: 'alert.title', operation: 'equals', paramBindings: [{ value: { literal: 'CPU high' } }] }] }];
    expect(ruleWarnings(make(l1Route({ alertSources: [{ alertSourceId: '01HS45HY43KWJRP1XPA7Z3DJ8G', conditionGroups: groups }] })).warnings)).toEqual([
      'test/route: [rule:incident_alert_route/condition-operation-spelling] alertSources[0].conditionGroups[0].conditions[0].operation: is not an operation name of the incident.io engine. Received: "equals". '
      + "Allowed: an engine operation such as 'is_set', 'one_of', 'contains', 'is_active'. Fix: write 'one_of' and give the value(s) in paramBindings[0].arrayValue, e.g. [{ literal: '<value>' }].",
    ]);
  });
});

describe('11. a binding with both value and arrayValue', () => {
  test('L2: a Binding is one kind (Binding.literal renders value, Binding.literals arrayValue)', () => {
    const r = l2((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      source.bind(new AlertAttribute(s, 'One', { name: 'One', type: AttributeType.string() }), Binding.literal('a'));
      source.bind(new AlertAttribute(s, 'Many', { name: 'Many', type: AttributeType.string(), array: true }), Binding.literals(['a', 'b']));
    });
    expect(r.doc.resource.incident_alert_source.Payments.template.attributes.map((a: any) => a.binding)).toEqual([
      { value: { literal: 'a' } },
      { array_value: [{ literal: 'a' }, { literal: 'b' }] },
    ]);
  });

  test('L2 (JavaScript, unrepresentable in TypeScript): an object with value and arrayValue is an error, where a binding or a condition parameter is taken', () => {
    const both = { value: { literal: 'a' }, arrayValue: [{ literal: 'b' }] } as any;
    expect(thrown((s) => AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE }).bind(new AlertAttribute(s, 'Severity', { name: 'Severity', type: AttributeType.string() }), both))).toBe(
      "[test/Payments] bind(binding): expected a Binding. Received: an object with keys value, arrayValue. Allowed: a Binding, e.g. Binding.literal('high'). Fix: create it with a Binding factory, e.g. Binding.literal('high').");
    expect(thrown((s) => {
      const source = AlertSource.http(s, 'Payments', { name: 'Payments', title: TITLE });
      new AlertRoute(s, 'Route', { name: 'Payments', sources: [{ source }], when: Condition.operation(EngineRef.alertTitle(), 'one_of', both) });
    })).toBe("[test/Route] when.params[0]: expected a Binding. Received: an object with keys value, arrayValue. Allowed: a Binding, e.g. Binding.literal('high'). Fix: make each parameter with a Binding factory.");
  });

  test('L1: a warning (documented)', () => {
    const t = template({ attributes: [{ alertAttributeId: ATTRIBUTE_ID, binding: { value: { reference: 'expressions["severity"]' }, arrayValue: [{ literal: 'critical' }] } }] });
    expect(ruleWarnings(make(l1Source({ template: t })).warnings)).toEqual([
      'test/src: [rule:incident_alert_source/binding-value-or-array-value] template.attributes[0].binding: sets both value and arrayValue; a binding holds one of them. Received: value and arrayValue (1 item). '
      + 'Allowed: value for one literal or reference, or arrayValue for several. Fix: remove value, or move it into arrayValue.',
    ]);
  });
});

describe('12. a repeat pointing at a node that does not exist', () => {
  test('L2: a repeat takes the node object, and renders its generated id', () => {
    const r = l2((s) => {
      const { primary } = people(s);
      const path = new EscalationPath(s, 'Payments', { name: 'Payments' });
      const first = path.addLevel('First', level(primary));
      path.addRepeat('Again', { from: first, times: 2 });
    });
    expect(r.doc.resource.incident_escalation_path.Payments.path[1]).toEqual({ id: 'Again', type: 'repeat', repeat: { repeat_times: 2, to_node: 'First' } });
  });

  test('L2: a node of another path is an error; (JavaScript, unrepresentable in TypeScript) a node named by a string is an error', () => {
    const s = incidentStack();
    const { primary } = people(s);
    const other = new EscalationPath(s, 'Other', { name: 'Other' }).addLevel('Start', level(primary));
    const path = new EscalationPath(s, 'Payments', { name: 'Payments' });
    path.addLevel('First', level(primary));
    expect(errorOf(() => path.addRepeat('Again', { from: other, times: 2 }))).toBe(
      "[test/Payments] Again.from: names the node 'Start', which is not a node of this escalation path. Received: the node 'Start' of the construct test/Other. "
      + "Allowed: a node of this path before the repeat: 'First'. Fix: repeat from a node of this path (each path has its own nodes), e.g. the value this path's addLevel returned.");
    expect(errorOf(() => path.addRepeat('Again', { from: 'Frist' as any, times: 2 }))).toBe(
      '[test/Payments] Again.from: names a node by a string; a repeat takes the node object. Received: "Frist". Allowed: a node of this path, as addLevel, addDelay or addBranch returned it. '
      + 'Fix: keep the node an add method returned (const primary = path.addLevel(...)) and pass it: from: primary.');
  });

  test('L1: a warning (documented), with the nearest node id', () => {
    expect(ruleWarnings(make((s) => new incident.IncidentEscalationPath(s, 'path', {
      name: 'Payments',
      path: [
        { id: 'first', type: 'level', level: { targets: [{ id: '01GX3C1TK13RQSEGP59XZ3MYP0', type: 'user', urgency: 'high' }], timeToAckSeconds: 300 } },
        { id: 'again', type: 'repeat', repeat: { repeatTimes: 2, toNode: 'frist' } },
      ],
    })).warnings)).toEqual([
      "test/path: [rule:incident_escalation_path/repeat-to-node] path[1].repeat.toNode: names no node of this escalation path. Received: \"frist\". Allowed: the id of a node in the path: 'first', 'again'. Fix: write 'first'.",
    ]);
  });
});

describe('13. a catalog type given a bare type name instead of Custom["Name"]', () => {
  test('L2: the bare name is what the user gives; the construct renders Custom["Name"]', () => {
    const r = l2((s) => services(s, { allowEmptyEntries: true }));
    expect(r.doc.resource.incident_catalog_type.Service.type_name).toBe('Custom["Service"]');
    expect(r.warnings).toEqual([]);
  });

  test('L2: Custom[...] written by hand is an error with the bare name to write', () => {
    expect(thrown((s) => services(s, { typeName: 'Custom["Service"]' }))).toBe(
      '[test/Service] typeName: is written Custom[...]; the construct writes Custom["<typeName>"] itself. Received: "Custom[\\"Service\\"]". Allowed: the bare name, e.g. Service. Fix: write typeName: \'Service\'.');
  });

  test('L1: a bare name warns (documented)', () => {
    expect(ruleWarnings(make((s) => new incident.IncidentCatalogType(s, 'type', { name: 'Service', typeName: 'Service', description: 'What we run', sourceRepoUrl: REPO })).warnings)).toEqual([
      'test/type: [rule:incident_catalog_type/custom-type-name] typeName: is a bare name; a catalog type created here is a custom type, whose type name is Custom["<Name>"] (bare names belong to types synced from integrations). '
      + 'Received: "Service". Allowed: Custom["<Name>"], e.g. Custom["Service"]. Fix: write Custom["Service"].',
    ]);
  });
});

describe('14. catalog external ids empty or duplicated; an empty entry set', () => {
  test('L2: an external id added twice is an error at synth', () => {
    expect(l2((s) => {
      const svc = services(s);
      svc.addEntry('checkout', { name: 'Checkout' });
      svc.addEntries([{ externalId: 'checkout', name: 'Checkout again' }]);
    }).errors).toEqual([
      '[test/Service] entries["checkout"]: is added 2 times; the entries of a type are keyed by external id, so each needs its own. Received: "checkout". '
      + 'Allowed: one entry per external id. Fix: keep one entry per external id: merge or drop the duplicates in the source data.',
    ]);
  });

  test('L2: an empty external id, and ids that differ only by whitespace, warn through the type rule of the incident_catalog_entries it renders (documented)', () => {
    expect(l2((s) => {
      const svc = services(s);
      svc.addEntry('', { name: 'Nameless' });
      svc.addEntry('checkout', { name: 'Checkout' });
      svc.addEntry('checkout ', { name: 'Checkout again' });
    }).warnings).toEqual([
      'test/Service/Entries: [rule:incident_catalog_entries/external-id] entries: has an entry keyed by an empty external id; the external id is what identifies the entry. Received: the key "" (entry "Nameless"). '
      + 'Allowed: a non-empty external id, e.g. the entry\'s id or slug in the source of truth. Fix: key the entry by its id in the system the catalog is loaded from, e.g. "payments-api".',
      'test/Service/Entries: [rule:incident_catalog_entries/external-id] entries: has 2 entries whose external ids differ only by surrounding whitespace; each entry needs an external id of its own. '
      + 'Received: the keys "checkout", "checkout ". Allowed: external ids that are unique once trimmed. Fix: keep one entry keyed "checkout" and merge or re-key the others.',
    ]);
  });

  test('L2: an empty entry set is an error unless allowEmptyEntries says so', () => {
    expect(l2((s) => services(s)).errors).toEqual([
      '[test/Service] entries: has no entries: the type\'s incident_catalog_entries deletes every entry of the type it does not hold, so an empty one deletes them all. Received: no entries. '
      + 'Allowed: at least one entry (addEntry, addEntries), or allowEmptyEntries: true. '
      + 'Fix: add the entries; set allowEmptyEntries: true if the type is meant to have none, or manageEntries: false if its entries are managed elsewhere.',
    ]);
    // allowEmptyEntries answers the L1's warning (rule:incident_catalog_entries/empty-entries): the empty map renders, without a word.
    const meant = l2((s) => services(s, { allowEmptyEntries: true }));
    expect(Object.values<any>(meant.doc.resource.incident_catalog_entries)[0].entries).toEqual({});
    expect(meant.warnings).toEqual([]);
  });

  test('L1: an empty external id, ids that differ by whitespace, an empty entry set (issue 25) and one external id on two entries of a type (issue 25) warn (documented)', () => {
    expect(ruleWarnings(make((s) => new incident.IncidentCatalogEntries(s, 'entries', {
      id: '01HN28JT97KB6CQ643DZVMXXQK',
      entries: { '': { name: 'Nameless', attributeValues: {} }, 'checkout': { name: 'Checkout', attributeValues: {} }, ' checkout': { name: 'Checkout again', attributeValues: {} } },
    })).warnings)).toEqual([
      'test/entries: [rule:incident_catalog_entries/external-id] entries: has an entry keyed by an empty external id; the external id is what identifies the entry. Received: the key "" (entry "Nameless"). '
      + 'Allowed: a non-empty external id, e.g. the entry\'s id or slug in the source of truth. Fix: key the entry by its id in the system the catalog is loaded from, e.g. "payments-api".',
      'test/entries: [rule:incident_catalog_entries/external-id] entries: has 2 entries whose external ids differ only by surrounding whitespace; each entry needs an external id of its own. '
      + 'Received: the keys "checkout", " checkout". Allowed: external ids that are unique once trimmed. Fix: keep one entry keyed "checkout" and merge or re-key the others.',
    ]);
    expect(ruleWarnings(make((s) => new incident.IncidentCatalogEntries(s, 'entries', { id: '01HN28JT97KB6CQ643DZVMXXQK', entries: {} })).warnings)).toEqual([
      'test/entries: [rule:incident_catalog_entries/empty-entries] entries: is empty: this resource is authoritative, so it deletes every entry of the catalog type, those made in the dashboard or by other resources included. '
      + 'Received: an empty map. Allowed: the entries the catalog type should have, keyed by external id. '
      + "Fix: list the entries; if the type is meant to have none, acknowledge the rule with the reason (Checks.of(scope).acknowledge('rule:incident_catalog_entries/empty-entries', '...')); to leave the entries alone, remove the resource.",
    ]);
    expect(ruleWarnings(make((s) => {
      for (const id of ['a', 'b']) new incident.IncidentCatalogEntry(s, id, { catalogTypeId: '01HN28JT97KB6CQ643DZVMXXQK', name: 'Payments', externalId: 'payments', attributeValues: [] });
    }).warnings)).toEqual([
      'test/b: [rule:incident_catalog_entry/external-id-unique] externalId: is also the external id of test/a, another incident_catalog_entry of the same catalog type; '
      + 'incident.io keeps external ids unique within a type, so the two resources fight over one entry. Received: "payments". Allowed: an external id no other entry of the catalog type has. '
      + 'Fix: give each entry its own external id (the id of the entry in its source of truth), or keep one of the two resources (test/a has it first).',
    ]);
  });
});
