/**
 * Fuzz targets of the incident alert L2s: rich text on any template string (the document renders
 * and its text round-trips, or the error names the field), alert sources of every kind with random
 * attribute bindings (literals, catalog entries, references, expressions), and alert routes with
 * random conditions, grouping, escalation, incident templates and Slack notifications. A source
 * or route that synthesizes never gives a catalog-typed attribute (the team, the built-in
 * Priority) a literal that is no entry id: its values are entries (rendered as their ids), ids or
 * tokens.
 */
import * as fc from 'fast-check';
import { incident } from '../../../src';
import { call, Case, CaseFailure, FieldSpec, Target, tok } from '../harness';
import {
  attributeType, bindingOf, callOf, conditionOf, duration, engineRefOf, expressionOf, goodBinding, goodCondition, goodProps, goodRef, goodRichText,
  idOf, incidentProvider,
  listOf, mostly, op, opt, props, ref, req, richText, simpleRef, str, template, ulid, word, wrong,
} from '../incident';

/** Cases per target in CI. */
export const RUNS = 200;

const {
  AlertSourceType, AttributeMergeStrategy, ChannelVisibility, CustomFieldMergeStrategy, GroupingWindowType, SeverityMergeStrategy,
  WhenAlertJoinsGroup,
} = incident;
const valuesOf = (e: object) => fc.constantFrom(...Object.values(e) as string[]);

const catalogType = fc.constantFrom(ref('teamType'), ref('importedType'));
const catalogAttribute = fc.constantFrom(ref('owner'));
const expression = expressionOf(catalogAttribute, catalogType);
const engineRef = engineRefOf(expression);
/** Entries of the catalog-typed attributes: priorities looked up by name (`priority.entry`), teams looked up in their type. */
const priorityEntry = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('P1', 'P2', 'P3') },
  { weight: 1, arbitrary: fc.oneof(fc.constant(''), wrong) },
).map((n) => call('Chain.apply', ref('priority'), [['entry', n]]));
const teamEntry = fc.constantFrom('payments', 'Risk & Fraud').map((n) => call('CatalogEntry.lookup', ref('teamType'), n));
/** What a catalog-typed attribute takes: an entry, an entry id, a token. */
const entryValue = (entry: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: entry }, { weight: 1, arbitrary: ulid }, { weight: 1, arbitrary: fc.constant(tok('string')) });
/** Subjects with the values they take: catalog-typed attributes take entries, the others text. */
const SUBJECTS: ReadonlyArray<readonly [unknown, fc.Arbitrary<unknown>]> = [
  [call('EngineRef.alertAttribute', ref('team')), entryValue(teamEntry)],
  [call('EngineRef.alertAttribute', ref('priority')), entryValue(priorityEntry)],
  [call('EngineRef.alertAttribute', ref('importedAttribute')), word],
  [call('EngineRef.alertTitle'), word],
];
const subjectCondition = fc.constantFrom(...SUBJECTS).chain(([subject, value]) => fc.oneof(
  callOf('Condition.is', fc.constant(subject), value),
  callOf('Condition.oneOf', fc.constant(subject), fc.array(value, { minLength: 1, maxLength: 3 })),
));
/** Conditions of valid values only: on catalog-typed subjects, entries. */
const goodEntryCondition: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof({ weight: 3, arbitrary: subjectCondition }, { weight: 1, arbitrary: goodCondition }),
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: tie('leaf') },
    { weight: 1, arbitrary: fc.array(tie('node'), { minLength: 1, maxLength: 2 }).map((c) => call('Condition.allOf', ...c)) },
    { weight: 1, arbitrary: fc.array(tie('node'), { minLength: 1, maxLength: 2 }).map((c) => call('Condition.anyOf', ...c)) },
  ),
})).node;
/** Any values, entries and strings mixed on any subject. */
const anyEntry = fc.oneof(teamEntry, priorityEntry, word, ulid, wrong);
const binding = fc.oneof(
  { weight: 6, arbitrary: bindingOf(engineRef, expression) },
  { weight: 1, arbitrary: callOf('Binding.literal', anyEntry) },
  { weight: 1, arbitrary: callOf('Binding.literals', fc.array(anyEntry, { maxLength: 3 })) },
);
const condition = fc.oneof(
  { weight: 6, arbitrary: conditionOf(engineRef) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...SUBJECTS.map(([subject]) => subject)), fc.array(anyEntry, { maxLength: 3 })).map(([subject, values]) => call('Condition.oneOf', subject, values)) },
);

/** The values a plan is made of: any (valid, near and wrong), or valid only (the half of the plans that should synthesize). */
interface Family {
  readonly condition: fc.Arbitrary<unknown>;
  readonly binding: fc.Arbitrary<unknown>;
  readonly engineRef: fc.Arbitrary<unknown>;
  readonly richText: fc.Arbitrary<unknown>;
  readonly duration: fc.Arbitrary<unknown>;
  readonly ids: fc.Arbitrary<unknown>;
  props(spec: Record<string, FieldSpec>): fc.Arbitrary<unknown>;
  list(item: fc.Arbitrary<unknown>, min: number, max: number): fc.Arbitrary<unknown>;
  mostly(good: fc.Arbitrary<unknown>): fc.Arbitrary<unknown>;
}
const ANY: Family = {
  condition, binding, engineRef, richText: richText(engineRef), duration, ids: listOf(idOf, 0, 2), props, list: listOf, mostly: (a) => mostly(a, 10),
};
const GOOD: Family = {
  condition: goodEntryCondition,
  binding: goodBinding,
  engineRef: goodRef,
  richText: goodRichText,
  duration: callOf('Duration.minutes', fc.constantFrom(1, 5, 10, 60)),
  ids: fc.array(ulid, { minLength: 1, maxLength: 2 }),
  props: goodProps,
  list: (item, min, max) => fc.array(item, { minLength: min, maxLength: max }),
  mostly: (a) => a,
};

/**
 * What the values refer to: catalog types (looked up, imported) and an attribute of one, alert
 * attributes of each kind (`team` a catalog entry, `priority` looked up, `importedAttribute`
 * imported; `tags` is the plan's).
 */
function references(c: Case): void {
  const teamType = c.set('teamType', incident.CatalogType.fromTypeName(c.stack, 'TeamType', 'Custom["Team"]'));
  const importedType = c.set('importedType', incident.CatalogType.fromCatalogTypeAttributes(c.stack, 'ImportedType', { catalogTypeId: '01HSERVICETYPE000000000000', typeName: 'Custom["Service"]' }));
  c.set('owner', incident.CatalogAttribute.fromCatalogAttributeAttributes(c.stack, 'Owner', { catalogAttributeId: '01HOWNERATTRIBUTE000000000', catalogType: importedType }));
  c.set('team', new incident.AlertAttribute(c.stack, 'Team', { name: 'Team', type: incident.AttributeType.catalogEntry(teamType) }));
  c.set('priority', incident.AlertAttribute.priority(c.stack, 'Priority'));
  c.set('importedAttribute', incident.AlertAttribute.fromAlertAttributeAttributes(c.stack, 'ImportedAttribute', { alertAttributeId: '01HIMPORTEDATTRIBUTE000000', attributeType: incident.AttributeType.string() }));
}

/** The props of a user's alert attribute (the `tags` of a case). */
const attributeProps = props({
  name: req(fc.constantFrom('Tags', 'Service', 'Region'), fc.oneof(fc.constant(''), str())),
  type: req(attributeType(catalogType), fc.constantFrom('string', 'CatalogEntry["Team"]')),
  array: opt(fc.boolean()),
  required: opt(fc.boolean()),
  emoji: opt(fc.constantFrom('🏷️', 'label'), str()),
});

/** A document's text, its variables as `VAR`: paragraphs joined by a blank line, line breaks as newlines. */
function textOf(document: string): string {
  const d = JSON.parse(document) as { type: string; content: Array<{ type: string; content?: Array<{ type: string; text?: string }> }> };
  if (d.type !== 'doc' || !Array.isArray(d.content)) throw new CaseFailure(`the document is no doc: ${document}`);
  return d.content.map((p) => (p.content ?? []).map((n) => (n.type === 'text' ? n.text : n.type === 'lineBreak' ? '\n' : VAR)).join('')).join('\n\n');
}
const VAR = '\u{10FFFF}VAR\u{10FFFF}';

/** The props of each kind of alert source, made of the family's values. */
function sourceProps(kind: string, f: Family): fc.Arbitrary<unknown> {
  const common = {
    name: req(fc.constantFrom('Payments', 'Nightly export'), fc.oneof(fc.constant(''), str())),
    owningTeamIds: opt(f.ids),
    visibleToTeamIds: opt(f.ids),
  };
  const templated = {
    ...common,
    title: req(f.richText),
    description: opt(f.richText),
    autoResolveAfter: opt(f.duration),
    autoResolveIncidentAlerts: opt(fc.boolean()),
  };
  switch (kind) {
    case 'heartbeat': return f.props({ ...common, interval: req(f.duration), failureThreshold: opt(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, -1, 1.5, 1e9)), gracePeriod: opt(f.duration) });
    case 'email': return f.props({ ...templated, redactions: opt(f.list(word, 0, 2)), transformExpression: opt(fc.constantFrom('return $.body;'), str()) });
    case 'httpCustom': return f.props({ ...templated, transformExpression: req(fc.constantFrom('return { title: $.summary };'), str()), deduplicationKeyPath: req(fc.constantFrom('$.id', '$.alert.key'), fc.constantFrom('id', '', '$')) });
    case 'jira': return f.props({ ...templated, projectIds: opt(f.list(fc.constantFrom('10001', '10002'), 0, 2)) });
    default: return f.props(templated);
  }
}

const SOURCE_KINDS = ['http', 'heartbeat', 'email', 'httpCustom', 'jira', 'of'];

/** The plan of the AlertSource target, of one family. */
function sourcePlan(f: Family): fc.Arbitrary<any> {
  const kinds: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(SOURCE_KINDS.map((k) => [k, sourceProps(k, f)]));
  return fc.record({
    attribute: f === GOOD ? fc.constantFrom({ name: 'Tags', type: call('AttributeType.string'), array: true }, { name: 'Service', type: call('AttributeType.catalogEntry', ref('teamType')) }) : attributeProps,
    source: fc.constantFrom(...SOURCE_KINDS).chain((kind) => fc.tuple(fc.constant(kind), kinds[kind])),
    sourceType: f === GOOD ? valuesOf(AlertSourceType).filter((t) => !['heartbeat', 'http_custom', 'jira'].includes(t))
      : fc.oneof({ weight: 6, arbitrary: valuesOf(AlertSourceType) }, { weight: 1, arbitrary: fc.constantFrom('Datadog', 'pagerduty', '') }, { weight: 1, arbitrary: wrong }),
    binds: fc.array(op('bind',
      f.mostly(fc.constantFrom(ref('team'), ref('priority'), ref('tags'), ref('importedAttribute'))),
      f === GOOD ? fc.oneof(f.binding, callOf('Binding.literal', entryValue(fc.oneof(teamEntry, priorityEntry)))) : f.binding,
      fc.option(f.props({ merge: opt(valuesOf(AttributeMergeStrategy), fc.constantFrom('first-wins', 'FIRST_WINS')) }), { nil: undefined })), { maxLength: 3 }),
    imported: f.props({ alertSourceId: req(ulid, idOf) }),
  });
}

/** The plan of the AlertRoute target, of one family. */
function routePlan(f: Family): fc.Arbitrary<any> {
  const routeSource = f.mostly(fc.constantFrom(ref('source'), ref('importedSource')));
  return fc.record({
    props: f.props({
      name: req(fc.constantFrom('Payments critical', 'All'), fc.oneof(fc.constant(''), str())),
      sources: opt(
        fc.array(f.props({ source: req(routeSource, wrong), when: opt(f.condition) }), { minLength: 1, maxLength: 2 }),
        listOf(routeSource, 0, 2),
      ),
      when: opt(f.condition),
      enabled: opt(fc.boolean()),
      isPrivate: opt(fc.boolean()),
      owningTeamIds: opt(f.ids),
      grouping: opt(f.props({ by: opt(f.list(f.engineRef, 0, 2)), window: req(f.duration), windowType: opt(valuesOf(GroupingWindowType), fc.constant('Rolling')) })),
      escalation: opt(f.props({
        paths: opt(f.list(f.mostly(fc.constantFrom(ref('path'), ref('pathById'), ref('importedPath'))), 0, 2)),
        users: opt(f.list(f.mostly(fc.constantFrom(ref('lead'), ref('importedUser'))), 0, 2)),
        pathsFrom: opt(f.binding),
        usersFrom: opt(f.binding),
        autoCancel: opt(fc.boolean()),
        whenAlertJoinsGroup: opt(valuesOf(WhenAlertJoinsGroup), fc.constant('on_priority')),
        gracePeriod: opt(f.duration),
      })),
      incident: opt(f.props({
        when: opt(f.condition),
        name: opt(f.richText),
        summary: opt(f.richText),
        severity: opt(f.binding),
        severityMerge: opt(valuesOf(SeverityMergeStrategy), fc.constant('first_wins')),
        customFields: opt(f.list(f.props({
          customField: req(f.mostly(fc.constantFrom(ref('field'), ref('importedField')))),
          value: req(fc.oneof(f.binding, callOf('Binding.literal', fc.constant(ref('optionId'))))),
          merge: opt(valuesOf(CustomFieldMergeStrategy), fc.constant('first_wins')),
        }), 0, 2)),
        startInTriage: opt(fc.boolean()),
        autoDecline: opt(fc.boolean()),
        incidentType: opt(f.mostly(fc.constantFrom(ref('incidentType'), ref('importedIncidentType')))),
      })),
      slack: opt(f.list(f.props({
        channelIds: opt(f.list(fc.oneof(fc.constantFrom('C01PAYMENTS', 'C02ALERTS'), idOf), 0, 2)),
        channels: opt(f.binding),
        visibility: opt(valuesOf(ChannelVisibility), fc.constant('Public')),
        when: opt(f.condition),
        groupAlertsSummary: opt(fc.boolean()),
      }), 0, 2)),
    }),
    ops: fc.array(op('addSource', routeSource, fc.option(f.props({ when: opt(f.condition) }), { nil: undefined })), { maxLength: 2 }),
    imported: f.props({ alertRouteId: req(ulid, idOf) }),
  });
}

/** The subjects of the catalog-typed alert attributes of every case: the team (entries of teamType) and the built-in Priority. */
const CATALOG_TYPED = /^alert\.attributes\.\$\{(incident_alert_attribute\.Team|data\.incident_alert_attribute\.Priority_Lookup_[0-9A-F]+)\.id\}$/;

/** Every condition (`{ subject, operation, param_bindings }`) inside a rendered resource. */
function conditionsIn(v: unknown, out: any[] = []): any[] {
  if (Array.isArray(v)) {v.forEach((x) => conditionsIn(x, out));} else if (v !== null && typeof v === 'object') {
    if (typeof (v as any).subject === 'string' && 'param_bindings' in v) out.push(v);
    Object.values(v).forEach((x) => conditionsIn(x, out));
  }
  return out;
}

/** Every literal of a rendered catalog-typed value is an entry id or a reference: no external id, alias or name reaches the engine. */
function entryIdsOnly(v: unknown, what: string): void {
  if (Array.isArray(v)) {v.forEach((x) => entryIdsOnly(x, what));} else if (v !== null && typeof v === 'object') {
    const literal = (v as { literal?: unknown }).literal;
    if (typeof literal === 'string' && !/^\$\{.*\}$|^[0-9A-Za-z]{26}$/s.test(literal)) throw new CaseFailure(`${what} renders the literal ${JSON.stringify(literal)}, which is no entry id`);
    Object.values(v).forEach((x) => entryIdsOnly(x, what));
  }
}

/** The rich-text field a case sets. */
type RichField = 'title' | 'description';

interface RichTextPlan {
  readonly field: RichField;
  /** A template (a string given to RichText.template), or any rich text (a call). */
  readonly text: unknown;
}

export const TARGETS: Target[] = [
  {
    name: 'RichText',
    covers: ['RichText.template', 'RichText.text', 'RichText.of', 'RichTextNode.text', 'RichTextNode.link', 'RichTextNode.variable', 'RichTextNode.lineBreak', 'RichTextNode.paragraphBreak'],
    runs: RUNS,
    providers: [incidentProvider],
    plan: fc.record<RichTextPlan>({
      field: fc.constantFrom<RichField>('title', 'description'),
      text: fc.oneof({ weight: 6, arbitrary: template }, { weight: 3, arbitrary: richText(simpleRef) }),
    }),
    build: (c, plan: RichTextPlan) => {
      references(c);
      c.set('field', plan.field);
      const text = c.set('text', typeof plan.text === 'string' ? incident.RichText.template(plan.text) : c.val(plan.text));
      incident.AlertSource.http(c.stack, 'Target', {
        name: 'Payments',
        title: plan.field === 'title' ? text : incident.RichText.template('{{ payload.title }}'),
        description: plan.field === 'description' ? text : undefined,
      });
    },
    after: (c, error) => {
      const field = c.val(ref('field')) as RichField | undefined;
      const text = c.val(ref('text'));
      if (field === undefined) return;
      if (error !== undefined) {
        // Refused: the error names the field that holds the text.
        const message = error instanceof Error ? error.message : String(error);
        if (!new RegExp(`(^|\\] |\\n {2}- )(template\\.)?${field}[.:\\[ ]`, 'm').test(message)) throw new CaseFailure(`the error does not name the field ${field}: ${message}`);
        return;
      }
      // Rendered: a template's text round-trips through the document the field stores.
      const doc = c.stack.toTerraform() as any;
      const stored = doc.resource.incident_alert_source.Target.template[field];
      if (text === null || text === undefined) {
        // An optional field given null (what jsii languages pass for "not set") renders the empty document the provider
        // requires (template.description is a required attribute of one of literal or reference); a required one was refused above.
        if (JSON.stringify(stored) !== '{}') throw new CaseFailure(`${field} was given ${String(text)} and rendered ${JSON.stringify(stored)}`);
        return;
      }
      // The document as the provider gets it: Terraform turns the escapes of literal text back ($${ is ${, %%{ is %{).
      const document: string = stored.literal.replace(/\$\$\{/g, '${').replace(/%%\{/g, '%{');
      const source = text instanceof incident.RichText ? (text as unknown as { source: { kind: string; template?: unknown } }).source : undefined;
      if (source?.kind !== 'template' || typeof source.template !== 'string') return;
      const expected = source.template.replace(/\{\{[\s\S]*?\}\}/g, VAR).replace(/\n{2,}/g, '\n\n');
      const got = textOf(document);
      if (got !== expected) {
        throw new CaseFailure(`the document's text is not the template's:\n  template ${JSON.stringify(source.template)}\n  document ${document}\n  text     ${JSON.stringify(got)}\n  expected ${JSON.stringify(expected)}`);
      }
      // The canonical template renders the same document.
      const canonical = text.templateString;
      const again = canonical === undefined ? undefined : incident.RichText.template(canonical).document;
      if (again !== undefined && again !== document) {
        throw new CaseFailure(`the canonical template ${JSON.stringify(canonical)} of ${JSON.stringify(source.template)} renders another document:\n  ${again}\n  ${document}`);
      }
    },
  },
  {
    name: 'AlertSource',
    covers: ['AlertSource', 'AlertSource.http', 'AlertSource.heartbeat', 'AlertSource.email', 'AlertSource.httpCustom', 'AlertSource.jira', 'AlertSource.of', 'AlertSource#bind',
      'AlertSource.fromAlertSourceAttributes',
      'AlertAttribute', 'AlertAttribute.fromName', 'AlertAttribute.priority', 'AlertAttribute.fromAlertAttributeAttributes', 'AlertAttributeLookup', 'AlertAttributeLookup#entry',
      ...['string', 'number', 'bool', 'text', 'user', 'catalogEntry'].map((m) => `AttributeType.${m}`),
      ...['literal', 'literals', 'reference', 'references', 'expression'].map((m) => `Binding.${m}`),
      ...['payload', 'alertTitle', 'alertDescription', 'alertAttribute', 'expression', 'of'].map((m) => `EngineRef.${m}`),
      'Expression.parse', 'Expression.navigate', 'Expression.branches',
      'CatalogType.fromCatalogTypeAttributes', 'CatalogAttribute.fromCatalogAttributeAttributes'],
    runs: RUNS,
    providers: [incidentProvider],
    plan: fc.oneof(sourcePlan(GOOD), sourcePlan(ANY)),
    build: (c, plan) => {
      references(c);
      c.set('tags', new incident.AlertAttribute(c.stack, 'Tags', c.val(plan.attribute)));
      const [kind, p] = plan.source as [string, unknown];
      const source = kind === 'of'
        ? incident.AlertSource.of(c.stack, 'Target', c.val(plan.sourceType), c.val(p))
        : (incident.AlertSource as any)[kind](c.stack, 'Target', c.val(p));
      c.ops(source, plan.binds);
      const imported = incident.AlertSource.fromAlertSourceAttributes(c.stack, 'Imported', c.val(plan.imported));
      void imported.alertSourceId;
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const source = (c.stack.toTerraform() as any).resource?.incident_alert_source?.Target;
      for (const a of source?.template?.attributes ?? []) {
        if (CATALOG_TYPED.test(`alert.attributes.${a.alert_attribute_id}`)) entryIdsOnly(a.binding, `the binding of ${a.alert_attribute_id}`);
      }
    },
  },
  {
    name: 'AlertRoute',
    covers: ['AlertRoute', 'AlertRoute#addSource', 'AlertRoute.fromAlertRouteAttributes',
      ...['isSet', 'oneOf', 'is', 'contains', 'operation', 'allOf', 'anyOf'].map((m) => `Condition.${m}`),
      'CustomField.fromName', 'CustomField.fromCustomFieldAttributes', 'CustomFieldLookup', 'CustomFieldOption.fromValue', 'CustomFieldOptionLookup',
      'IncidentType.fromName', 'IncidentType.fromIncidentTypeAttributes', 'IncidentTypeLookup', 'IncidentRole.fromId', 'IncidentRoleLookup',
      'EscalationPath.fromName', 'EscalationPath.fromId', 'EscalationPath.fromEscalationPathAttributes', 'EscalationPathLookup',
      'User.fromEmail', 'User.fromUserAttributes', 'UserLookup'],
    runs: RUNS,
    providers: [incidentProvider],
    plan: fc.oneof(routePlan(GOOD), routePlan(ANY)),
    build: (c, plan) => {
      references(c);
      c.set('source', incident.AlertSource.http(c.stack, 'Source', { name: 'Payments', title: incident.RichText.template('{{ payload.title }}') }));
      c.set('importedSource', incident.AlertSource.fromAlertSourceAttributes(c.stack, 'ImportedSource', { alertSourceId: '01HIMPORTEDSOURCE000000000' }));
      c.set('path', incident.EscalationPath.fromName(c.stack, 'Path', 'Payments on-call'));
      c.set('pathById', incident.EscalationPath.fromId(c.stack, 'PathById', '01JPQNFD3RWAAY2V83QQ80D1ZV'));
      c.set('importedPath', incident.EscalationPath.fromEscalationPathAttributes(c.stack, 'ImportedPath', { escalationPathId: '01JPQNFD3RWAAY2V83QQ80D1ZW' }));
      c.set('lead', incident.User.fromEmail(c.stack, 'Lead', 'lead@example.com'));
      c.set('importedUser', incident.User.fromUserAttributes(c.stack, 'ImportedUser', { userId: '01GX3C1TK13RQSEGP59XZ3MYP0' }));
      const field = c.set('field', incident.CustomField.fromName(c.stack, 'Field', 'Affected team'));
      c.set('importedField', incident.CustomField.fromCustomFieldAttributes(c.stack, 'ImportedField', { customFieldId: '01HCUSTOMFIELD000000000000' }));
      c.set('optionId', incident.CustomFieldOption.fromValue(c.stack, 'Option', field, 'Payments').customFieldOptionId);
      c.set('incidentType', incident.IncidentType.fromName(c.stack, 'IncidentType', 'Default'));
      c.set('importedIncidentType', incident.IncidentType.fromIncidentTypeAttributes(c.stack, 'ImportedIncidentType', { incidentTypeId: '01HINCIDENTTYPE00000000000' }));
      incident.IncidentRole.fromId(c.stack, 'Role', '01HINCIDENTROLE00000000000');
      const route = new incident.AlertRoute(c.stack, 'Target', c.val(plan.props));
      c.ops(route, plan.ops);
      const imported = incident.AlertRoute.fromAlertRouteAttributes(c.stack, 'Imported', c.val(plan.imported));
      void imported.alertRouteId;
    },
    after: (c, error) => {
      if (error !== undefined) return;
      const route = (c.stack.toTerraform() as any).resource?.incident_alert_route?.Target;
      for (const leaf of conditionsIn(route)) {
        if (CATALOG_TYPED.test(leaf.subject)) entryIdsOnly(leaf.param_bindings, `a condition on ${leaf.subject}`);
      }
    },
  },
];

